use super::{RELIABILITY, full_system_failures_10k, gpu_failure_ladder};
use crate::derived;
use mlsysim_core::equation::lookup;
use mlsysim_core::registry::Models;
use mlsysim_core::registry::ReferenceStats::MixedPrecisionAdam;
use mlsysim_core::registry::Systems::Reliability;
use mlsysim_core::units::{MINUTE, hours, seconds};
use mlsysim_core::{DataRate, DataSize, Information, InputError, Time, Workload, preset, scenario};

/// The checkpoint interval that wastes the least of a job's time, and the time it still
/// wastes, for checkpoints that take a while to write against failures every so often.
///
/// Writing a checkpoint pauses the job for `t_write` once per interval; a failure (one per
/// `mtbf`) throws away, on average, half an interval of work. Young's interval balances the
/// two. The write time is given directly, or computed from a model's parameters, the bytes
/// each parameter's checkpoint takes and the bandwidth it is written at. The reference's result
/// also repeats the write time and the MTBF; here they are `t_write` and the input `mtbf`. The
/// argument of `waste_at` is `at_interval` (the reference's `interval`, which here names Young's
/// interval).
#[scenario(
    family = RELIABILITY,
    equation = "τ* = √(2 δ M); waste(τ) = δ/τ + τ/(2M); δ = write time, or checkpoint bytes ÷ write bandwidth",
    assumption = "Failures arrive at a constant rate, and the write time is small beside the MTBF (first-order model).",
    assumption = "A failure loses on average half an interval of work; writing does not overlap training.",
    excludes = "Restart and reload time after a failure (see RecoveryBudget), and Daly's higher-order correction.",
    derivation = "Young (1974): the derivative of δ/τ + τ/(2M) vanishes at τ = √(2 δ M), where the two terms are equal and the waste is √(2δ/M).",
    requires_one_of(write_time, (workload, bytes_per_param, write_bandwidth)),
    example = r#"
// A five-minute checkpoint on 1,000 GPUs
use mlsysim_fleet::reliability::five_minute_checkpoint_1k;

let s = five_minute_checkpoint_1k()?;
assert!((s.interval()?.value / 60.0 - 173.20508075688772).abs() < 1e-9);
assert!((s.write_share()? - s.rework_share()?).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CheckpointInterval {
    /// Mean time between failures of the job.
    #[input(positive, unit = HOUR)]
    pub mtbf: Time,
    /// The model checkpointed, when the write time is computed.
    pub workload: Option<&'static Workload>,
    /// Bytes each parameter's checkpoint takes.
    #[input(positive)]
    pub bytes_per_param: Option<Information>,
    /// Bandwidth the checkpoint is written at.
    #[input(positive)]
    pub write_bandwidth: Option<DataRate>,
    /// Time to write one checkpoint, when given directly.
    #[input(non_negative, unit = SECOND)]
    pub write_time: Option<Time>,
    /// Factors by which a chosen interval misses the optimum, whose extra waste is priced.
    #[input(positive)]
    pub miss_factors: Option<Vec<f64>>,

    /// Bytes of one checkpoint: the model's parameters times the bytes each takes.
    #[property(weight_bytes(workload, bytes_per_param)?)]
    pub checkpoint_bytes: DataSize,
    /// Time to write one checkpoint: as given, or the checkpoint's bytes over the bandwidth.
    #[property(
        if given(write_time) { write_time } else { weight_bytes(workload, bytes_per_param)? / write_bandwidth },
        unit = SECOND
    )]
    pub t_write: Time,
    /// Young's interval between checkpoints.
    #[property(young_daly_interval(t_write, mtbf)?, unit = MINUTE)]
    pub interval: Time,
    /// Share of wall time spent writing checkpoints at that interval.
    #[property(t_write / interval)]
    pub write_share: f64,
    /// Share of wall time spent redoing work lost to failures at that interval.
    #[property(interval / (2.0 * mtbf))]
    pub rework_share: f64,
    /// Share of wall time lost at that interval, both terms together.
    #[property(checkpoint_waste(t_write, interval, mtbf)?)]
    pub waste: f64,
    /// Share of wall time lost when checkpointing every `at_interval` instead.
    #[method(
        checkpoint_waste(t_write, at_interval, mtbf)?,
        samples(at_interval = ["30 min", "2 h"]),
        args(at_interval(positive))
    )]
    pub waste_at: fn(at_interval: Time) -> f64,
    /// Extra waste, relative to the optimum, of an interval `factor` times Young's: equal to
    /// (x + 1/x)/2 − 1, so the minimum is flat.
    #[method(
        waste_at(factor * interval)? / waste - 1.0,
        samples(factor = [0.5, miss_factors]),
        args(factor(positive))
    )]
    pub miss_penalty: fn(factor: f64) -> f64,
}

/// GPT-3 175B's 14-byte-per-parameter resumable checkpoint, written at the registry's
/// checkpoint bandwidth, against the full-system MTBF of the 10,000-GPU cluster taken at the
/// two decimals the worked example shows (3.87 h).
#[preset(name = "Gpt3CheckpointInterval10K")]
pub fn gpt3_checkpoint_interval_10k() -> Result<CheckpointInterval, InputError> {
    let mtbf = derived("mtbf", full_system_failures_10k()?.mtbf())?;
    CheckpointInterval::builder()
        .workload(Models::Language::GPT3)
        .bytes_per_param(MixedPrecisionAdam::CheckpointBytesPerParameter.value)
        .write_bandwidth(Reliability::Recovery.checkpoint_write_bw_gbs)
        .mtbf(hours(((mtbf / hours(1.0)).value * 100.0).round() / 100.0))
        .build()
}

/// A stated five-minute write against the GPU-only MTBF of 1,000 GPUs (the failure ladder's
/// interval at 1,000).
#[preset(name = "FiveMinuteCheckpoint1K")]
pub fn five_minute_checkpoint_1k() -> Result<CheckpointInterval, InputError> {
    let intervals = derived("mtbf", gpu_failure_ladder()?.intervals())?;
    let mtbf = derived("mtbf", lookup(&intervals, "1000").copied())?;
    CheckpointInterval::builder()
        .write_time(MINUTE.of(5.0))
        .mtbf(mtbf)
        .build()
}

/// The same job with a fifteen-minute write (slower storage or a larger model).
#[preset(name = "FifteenMinuteCheckpoint1K")]
pub fn fifteen_minute_checkpoint_1k() -> Result<CheckpointInterval, InputError> {
    five_minute_checkpoint_1k()?
        .variant()
        .write_time(MINUTE.of(15.0))
        .build()
}

/// Re-executed agent work: a 2 s pause per checkpoint (durable publication included) against a
/// work-losing failure every ten minutes, with intervals off by 2 and by 10 priced.
#[preset(name = "ReexecutedWorkCheckpointInterval")]
pub fn reexecuted_work_checkpoint_interval() -> Result<CheckpointInterval, InputError> {
    CheckpointInterval::builder()
        .write_time(seconds(2.0))
        .mtbf(MINUTE.of(10.0))
        .miss_factors(vec![2.0, 10.0])
        .build()
}
