use super::DURABILITY;
use mlsysim_core::units::seconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// Each record's share of storage work, and how long the first and the last arrival wait, when
/// one flush acknowledges a whole batch.
#[scenario(
    family = DURABILITY,
    assumption = "The batch closes when its timer fires, with batch_size records in it.",
    excludes = "Queueing behind an earlier flush.",
    derivation = "The first record waits for the whole timer and the flush; the last arrives as the timer fires and waits for the flush alone.",
    example = r#"
// Waits under group commit
use mlsysim_scenarios::durability::intent_quorum_group_commit;

let s = intent_quorum_group_commit()?;
assert!((s.first_wait()?.value - 0.006).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct GroupCommit {
    /// Time a batch stays open.
    #[input(non_negative, unit = MILLISECOND)]
    pub batch_timer: Time,
    /// Time of one flush.
    #[input(non_negative, unit = MILLISECOND)]
    pub flush_time: Time,
    /// Records acknowledged by one flush.
    #[input(range = 1..)]
    pub batch_size: u32,

    /// Flush time each record accounts for.
    #[property(flush_time / batch_size, unit = MILLISECOND)]
    pub work_per_record: Time,
    /// Wait of the first record of a batch.
    #[property(batch_timer + flush_time, unit = MILLISECOND)]
    pub first_wait: Time,
    /// Wait of the last record of a batch.
    #[property(flush_time, unit = MILLISECOND)]
    pub last_wait: Time,
}

/// A 2 ms batch timer and 4 ms flushes acknowledging 16 intent records at a time.
#[preset(name = "IntentQuorumGroupCommit")]
pub fn intent_quorum_group_commit() -> Result<GroupCommit, InputError> {
    GroupCommit::builder()
        .batch_timer(seconds(0.002))
        .flush_time(seconds(0.004))
        .batch_size(16)
        .build()
}
