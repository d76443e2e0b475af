use super::RLVR;
use mlsysim_core::units::seconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// The rollouts of one synchronous group, whose update waits for the slowest: the time every
/// slot is held and the share of it spent idle.
///
/// Every slot is held until the barrier, so the group reserves G × max of slot time and is busy
/// mean ÷ max of it.
#[scenario(
    family = RLVR,
    rule(len(&latencies) >= 1, "`latencies` holds at least one rollout"),
    example = r#"
// Four rollouts of 0.2 s to 16.8 s: the slots idle two thirds of the time
use mlsysim_training::rlvr::rollout_group_of_four_barrier;

let s = rollout_group_of_four_barrier()?;
assert!(s.idle_share()? > 0.6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct GroupBarrier {
    /// Latency of each rollout of the group.
    #[input(non_negative, unit = SECOND)]
    pub latencies: Vec<Time>,

    /// Rollouts in the group.
    #[property(len(&latencies))]
    pub group: i64,
    /// The fastest rollout.
    #[property(min!(t in latencies, t), unit = SECOND)]
    pub fastest: Time,
    /// The slowest rollout: the barrier the update waits for.
    #[property(max!(t in latencies, t), unit = SECOND)]
    pub barrier: Time,
    /// The mean rollout latency.
    #[property(sum!(t in latencies, t) / group, unit = SECOND)]
    pub mean: Time,
    /// Share of the reserved slot time spent waiting at the barrier.
    #[property(1.0 - mean / barrier)]
    pub idle_share: f64,
}

/// A group of four rollouts finishing at 0.2 s, 2.1 s, 4.2 s and 16.8 s.
#[preset(name = "RolloutGroupOfFourBarrier")]
pub fn rollout_group_of_four_barrier() -> Result<GroupBarrier, InputError> {
    GroupBarrier::builder()
        .latencies(vec![seconds(0.2), seconds(2.1), seconds(4.2), seconds(16.8)])
        .build()
}
