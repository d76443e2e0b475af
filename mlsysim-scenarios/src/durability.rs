//! Durable-execution scenarios: group commit, snapshots, checkpoint intervals and retention.

use crate::families::DURABILITY;
use mlsysim_core::units::{bytes, months, seconds, usd, usd_per_tb_month};
use mlsysim_core::{Information, InputError, StoragePrice, Time, Usd, preset, scenario};

/// Each record's share of storage work, and how long the first and the last arrival wait, when
/// one flush acknowledges a whole batch.
#[scenario(
    family = DURABILITY,
    equation = "work per record = flush_time ÷ batch_size; first wait = batch_timer + flush_time; last wait = flush_time",
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

/// Bytes written by full snapshots against deltas, over a trajectory whose state grows by the
/// same amount every turn and is saved every `stride` turns.
#[scenario(
    family = DURABILITY,
    equation = "n = ⌊turns ÷ stride⌋; full = growth × stride × n(n + 1) ÷ 2; delta = growth × stride × n",
    assumption = "The state grows by state_growth every turn and a snapshot is taken every stride turns.",
    rule = "`turns` is at least `stride`, so that at least one snapshot is taken",
    excludes = "Compression, and the log between snapshots.",
    derivation = "Snapshot k holds k × stride turns of growth; summing k = 1..n gives stride × n(n + 1) ÷ 2 turns' worth.",
    example = r#"
// Full snapshots against deltas
use mlsysim_scenarios::durability::growing_trajectory_snapshots;

let s = growing_trajectory_snapshots()?;
assert_eq!(s.checkpoints()?, 100);
assert_eq!(s.ratio()?, 50.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::at_least_one_snapshot,
)]
pub struct SnapshotVolume {
    /// Turns in the trajectory.
    pub turns: u32,
    /// Turns between snapshots.
    #[input(range = 1..)]
    pub stride: u32,
    /// State added per turn.
    #[input(non_negative, unit = KB)]
    pub state_growth: Information,

    /// Snapshots taken.
    #[property(floor_div(turns, stride)?)]
    pub checkpoints: i64,
    /// Bytes written when every snapshot is full.
    #[property(state_growth * stride * checkpoints * (checkpoints + 1) / 2, unit = BYTE)]
    pub full_bytes: Information,
    /// Bytes written when every snapshot holds only what changed.
    #[property(state_growth * stride * checkpoints, unit = BYTE)]
    pub delta_bytes: Information,
    /// How many times more full snapshots write.
    #[property(full_bytes / delta_bytes)]
    pub ratio: f64,
}

impl SnapshotVolume {
    fn at_least_one_snapshot(&self) -> Result<(), InputError> {
        if self.turns < self.stride {
            return Err(InputError::Invalid {
                input: "turns",
                reason: format!(
                    "{} turns take no snapshot at a stride of {}",
                    self.turns, self.stride
                )
                .into(),
            });
        }
        Ok(())
    }
}

/// A 500-turn trajectory growing 128 kB a turn, saved every 5 turns.
#[preset(name = "GrowingTrajectorySnapshots")]
pub fn growing_trajectory_snapshots() -> Result<SnapshotVolume, InputError> {
    SnapshotVolume::builder()
        .turns(500)
        .stride(5)
        .state_growth(bytes(128_000.0))
        .build()
}

/// Checkpoint intervals priced against a fixed trace of crashes, beside Young's square-root
/// interval for replaying logged turns and for re-executing them.
#[scenario(
    family = DURABILITY,
    equation = "total(k) = marks(k) × pause + crashes × restore + Σ (c mod k) × rebuild_per_turn; Young's interval = √(2 × pause ÷ (rate × cost))",
    assumption = "A checkpoint is taken every k turns and after the last turn; a crash after turn c replays c mod k turns.",
    rule = "`crashes` lists at least one crash",
    rule = "`strides` lists at least one interval",
    rule = "no turn in `crashes` is past the last turn, `turns`",
    excludes = "Crashes during a checkpoint or during recovery.",
    derivation = "Young (1974): with checkpoint cost C and failure rate r, the expected overhead per unit of work C ÷ k + r × cost × k ÷ 2 is least at k = √(2C ÷ (r × cost)).",
    example = r#"
// The best checkpoint interval for a crash trace
use mlsysim_scenarios::durability::two_crash_checkpoint_trace;

let s = two_crash_checkpoint_trace()?;
assert_eq!(s.best_stride()?, 25);
assert_eq!(s.lost_turns(25)?, [12, 8]);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::trace_is_well_formed,
)]
pub struct CheckpointTrace {
    /// Turns in the trajectory.
    #[input(range = 1..)]
    pub turns: u32,
    /// Turns after which a crash happens.
    #[input(range = 0..)]
    pub crashes: Vec<i64>,
    /// Checkpoint intervals to compare, in turns.
    #[input(range = 1..)]
    pub strides: Vec<u32>,
    /// Time one checkpoint pauses the work.
    #[input(non_negative, unit = SECOND)]
    pub pause: Time,
    /// Time to restore from a checkpoint.
    #[input(non_negative, unit = SECOND)]
    pub restore: Time,
    /// Time to replay one logged turn.
    #[input(non_negative, unit = SECOND)]
    pub rebuild_per_turn: Time,
    /// Time to re-execute one turn that was not logged.
    #[input(non_negative, unit = SECOND)]
    pub reexecute_per_turn: Time,

    /// Checkpoints taken at interval `stride`.
    #[method(floor_div(turns + stride - 1, stride)?, samples(stride = strides))]
    pub checkpoints: fn(stride: u32) -> i64,
    /// Turns replayed after each crash at interval `stride`.
    #[method(crashes.iter().map(|&crash| modulo(crash, stride)).collect::<Result<Vec<i64>, _>>()?, samples(stride = strides))]
    pub lost_turns: fn(stride: u32) -> Vec<i64>,
    /// Time spent taking checkpoints at interval `stride`.
    #[method(checkpoints(stride)? * pause, unit = SECOND, samples(stride = strides))]
    pub capture_time: fn(stride: u32) -> Time,
    /// Time spent recovering from the crashes at interval `stride`.
    #[method(len(&crashes) * restore + total(&lost_turns(stride)?)? * rebuild_per_turn, unit = SECOND, samples(stride = strides))]
    pub recovery_time: fn(stride: u32) -> Time,
    /// Checkpoint and recovery time at interval `stride`.
    #[method(capture_time(stride)? + recovery_time(stride)?, unit = SECOND, samples(stride = strides))]
    pub total_time: fn(stride: u32) -> Time,
    /// The interval of least total time (the first listed, on a tie).
    #[property(i64::from(argmin(&strides, total_time)?), mark = optimum)]
    pub best_stride: i64,
    /// Time when every turn is checkpointed.
    #[property(turns * pause + len(&crashes) * restore, unit = SECOND)]
    pub every_turn_time: Time,
    /// Crashes per turn.
    #[property(len(&crashes) / turns)]
    pub crash_rate: f64,
    /// Young's interval when lost turns are replayed from the log.
    #[property(sqrt(2.0 * pause / (crash_rate * rebuild_per_turn))?)]
    pub stride_logged: f64,
    /// Young's interval when lost turns are executed again.
    #[property(sqrt(2.0 * pause / (crash_rate * reexecute_per_turn))?)]
    pub stride_reexecuted: f64,
    /// How many times longer the logged interval is.
    #[property(stride_logged / stride_reexecuted)]
    pub stride_gain: f64,
    /// Expected overhead per turn at interval `stride` when a lost turn costs `cost`.
    #[method(
        pause / stride + crash_rate * cost * stride / 2.0,
        unit = SECOND,
        samples(stride = strides, cost = [rebuild_per_turn, reexecute_per_turn]),
    )]
    pub stride_overhead: fn(stride: u32, cost: Time) -> Time,
}

impl CheckpointTrace {
    fn trace_is_well_formed(&self) -> Result<(), InputError> {
        let invalid = |input, reason: String| {
            Err(InputError::Invalid {
                input,
                reason: reason.into(),
            })
        };
        if self.crashes.is_empty() {
            return invalid("crashes", "a trace needs at least one crash".into());
        }
        if self.strides.is_empty() {
            return invalid("strides", "name at least one checkpoint interval".into());
        }
        match self.crashes.iter().find(|&&c| c > i64::from(self.turns)) {
            Some(c) => invalid(
                "crashes",
                format!("turn {c} is past the last turn, {}", self.turns),
            ),
            None => Ok(()),
        }
    }
}

/// A 100-turn trajectory that crashes after turns 37 and 83, checkpointed every 10, 25 or 50
/// turns.
#[preset(name = "TwoCrashCheckpointTrace")]
pub fn two_crash_checkpoint_trace() -> Result<CheckpointTrace, InputError> {
    CheckpointTrace::builder()
        .turns(100)
        .crashes(vec![37, 83])
        .strides(vec![10, 25, 50])
        .pause(seconds(0.5))
        .restore(seconds(1.0))
        .rebuild_per_turn(seconds(0.1))
        .reexecute_per_turn(seconds(20.0))
        .build()
}

/// Storage cost of keeping one trajectory's event log and one workspace snapshot for a
/// retention period, against the cost of one attempt.
#[scenario(
    family = DURABILITY,
    equation = "log = turns × (envelope + payload); cost = (log + workspace) × rate × period",
    assumption = "Storage is priced per byte and per unit of time, linearly.",
    assumption = "A month is 30.4375 days; with a monthly price and a period in months it cancels.",
    excludes = "Requests, retrieval and egress charges.",
    derivation = "Cost is the integral of bytes held times the price over the period.",
    example = r#"
// A year of retention
use mlsysim_scenarios::durability::repair_trajectory_retention;

let s = repair_trajectory_retention()?;
assert!((s.cost()?.value - 0.01489296).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RetentionCost {
    /// Turns in the trajectory.
    pub turns: u32,
    /// Envelope bytes of one logged event.
    #[input(non_negative, unit = KB)]
    pub envelope: Information,
    /// Payload bytes of one logged event.
    #[input(non_negative, unit = KB)]
    pub payload: Information,
    /// Bytes of the workspace snapshot.
    #[input(non_negative, unit = MB)]
    pub workspace: Information,
    /// Storage price.
    #[input(non_negative, unit = USD_PER_TB_MONTH)]
    pub rate: StoragePrice,
    /// How long the data is kept.
    #[input(non_negative, unit = MONTH)]
    pub period: Time,
    /// Cost of one attempt, to compare with.
    #[input(positive, unit = USD)]
    pub attempt_cost: Usd,

    /// Bytes of the event log.
    #[property(turns * (envelope + payload), unit = BYTE)]
    pub log_bytes: Information,
    /// Bytes kept.
    #[property(log_bytes + workspace, unit = BYTE)]
    pub total_bytes: Information,
    /// Cost of keeping everything for the period.
    #[property(total_bytes * rate * period, unit = USD)]
    pub cost: Usd,
    /// Cost of keeping the log alone.
    #[property(log_bytes * rate * period, unit = USD)]
    pub log_cost: Usd,
    /// The storage cost as a share of one attempt.
    #[property(cost / attempt_cost)]
    pub attempt_share: f64,
    /// The log's storage cost as a share of one attempt.
    #[property(log_cost / attempt_cost)]
    pub log_share: f64,
    /// The workspace's share of the bytes kept.
    #[property(workspace / total_bytes)]
    pub workspace_share: f64,
}

/// A 30-turn repair trajectory (4 kB envelopes, 128 kB payloads) and a 50 MB workspace kept a
/// year at $23 per TB-month, against a $2.10 attempt.
#[preset(name = "RepairTrajectoryRetention")]
pub fn repair_trajectory_retention() -> Result<RetentionCost, InputError> {
    RetentionCost::builder()
        .turns(30)
        .envelope(bytes(4_000.0))
        .payload(bytes(128_000.0))
        .workspace(bytes(50e6))
        .rate(usd_per_tb_month(23.0))
        .period(months(12.0))
        .attempt_cost(usd(1.3 + 0.8))
        .build()
}
