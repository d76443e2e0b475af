use super::RLVR;
use mlsysim_core::units::{milliseconds, seconds};
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// Sandbox slots each running one episode at a time: the episode's cycle under a cold container
/// reset and under a snapshot restore, and the episodes an hour each allows.
///
/// An episode is its decisions (a model call and a tool call each), an assessment and a reset.
/// A faster reset raises capacity only by the reset's share of the cycle (Amdahl's law): the
/// work itself is the floor.
#[scenario(
    family = RLVR,
    assumption = "Every time is constant and slots never contend for the model or the tools.",
    example = r#"
// A 15 ms snapshot instead of a 3.5 s cold reset: more episodes, but not 200 times more
use mlsysim_training::rlvr::repair_rollout_slot_resets;

let s = repair_rollout_slot_resets()?;
assert!(s.capacity_ratio()? > 1.5 && s.capacity_ratio()? < 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RolloutSlotCycle {
    /// Sandbox slots running episodes.
    #[input(range = 1..)]
    pub slots: i64,
    /// Model calls of one episode.
    #[input(range = 0..)]
    pub decisions: i64,
    /// Model time of one decision.
    #[input(non_negative, unit = MILLISECOND)]
    pub model_time: Time,
    /// Tool time of one decision.
    #[input(non_negative, unit = MILLISECOND)]
    pub tool_time: Time,
    /// Time to assess one episode.
    #[input(non_negative, unit = SECOND)]
    pub assessment_time: Time,
    /// Time of a cold container reset.
    #[input(non_negative, unit = SECOND)]
    pub cold_reset: Time,
    /// Time of a snapshot restore.
    #[input(non_negative, unit = MILLISECOND)]
    pub snapshot_reset: Time,

    /// Work of one episode.
    #[property(decisions * (model_time + tool_time) + assessment_time, unit = SECOND)]
    pub work: Time,
    /// One episode's cycle with a cold reset.
    #[property(work + cold_reset, unit = SECOND)]
    pub cold_cycle: Time,
    /// One episode's cycle with a snapshot restore.
    #[property(work + snapshot_reset, unit = SECOND)]
    pub snapshot_cycle: Time,
    /// Share of the cold cycle that is work.
    #[property(work / cold_cycle)]
    pub cold_work_share: f64,
    /// Share of the snapshot cycle that is work.
    #[property(work / snapshot_cycle)]
    pub snapshot_work_share: f64,
    /// Episodes an hour the slots complete with cold resets.
    #[property(slots / cold_cycle, unit = PER_HOUR)]
    pub cold_episodes_per_hour: Frequency,
    /// Episodes an hour the slots complete with snapshot restores.
    #[property(slots / snapshot_cycle, unit = PER_HOUR)]
    pub snapshot_episodes_per_hour: Frequency,
    /// Snapshot capacity over cold capacity.
    #[property(snapshot_episodes_per_hour / cold_episodes_per_hour)]
    pub capacity_ratio: f64,
    /// Cold reset time over snapshot restore time.
    #[property(cold_reset / snapshot_reset)]
    pub reset_ratio: f64,
}

/// 256 sandbox slots running 20-decision repair episodes (120 ms of model service and 80 ms of
/// tool execution per decision, 0.5 s of assessment), then a 3.5 s cold reset or a 15 ms
/// snapshot restore.
#[preset(name = "RepairRolloutSlotResets")]
pub fn repair_rollout_slot_resets() -> Result<RolloutSlotCycle, InputError> {
    RolloutSlotCycle::builder()
        .slots(256)
        .decisions(20)
        .model_time(milliseconds(120.0))
        .tool_time(milliseconds(80.0))
        .assessment_time(seconds(0.5))
        .cold_reset(seconds(3.5))
        .snapshot_reset(milliseconds(15.0))
        .build()
}
