use super::DURABILITY;
use mlsysim_core::units::seconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// Checkpoint intervals priced against a fixed trace of crashes, beside Young's square-root
/// interval for replaying logged turns and for re-executing them.
#[scenario(
    family = DURABILITY,
    assumption = "A checkpoint is taken every k turns and after the last turn; a crash after turn c replays c mod k turns.",
    rule(!crashes.is_empty(), "`crashes` lists at least one crash"),
    rule(!strides.is_empty(), "`strides` lists at least one interval"),
    rule(all!(c in crashes, c <= i64::from(turns)), "no turn in `crashes` is past the last turn, `turns`"),
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
    #[method(floor_div(turns + stride - 1, stride)?, args(stride(positive)), samples(stride = strides))]
    pub checkpoints: fn(stride: u32) -> i64,
    /// Turns replayed after each crash at interval `stride`.
    #[method(each!(crash in crashes, modulo(crash, stride)?), args(stride(positive)), samples(stride = strides))]
    pub lost_turns: fn(stride: u32) -> Vec<i64>,
    /// Time spent taking checkpoints at interval `stride`.
    #[method(checkpoints(stride)? * pause, unit = SECOND, args(stride(positive)), samples(stride = strides))]
    pub capture_time: fn(stride: u32) -> Time,
    /// Time spent recovering from the crashes at interval `stride`.
    #[method(len(&crashes) * restore + total(&lost_turns(stride)?)? * rebuild_per_turn, unit = SECOND, args(stride(positive)), samples(stride = strides))]
    pub recovery_time: fn(stride: u32) -> Time,
    /// Checkpoint and recovery time at interval `stride`.
    #[method(capture_time(stride)? + recovery_time(stride)?, unit = SECOND, args(stride(positive)), samples(stride = strides))]
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
        args(stride(positive), cost(non_negative)),
    )]
    pub stride_overhead: fn(stride: u32, cost: Time) -> Time,
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
