use super::DELIVERY;
use super::shared_pool_scheduling_snapshot;
use crate::derived;
use mlsysim_core::registry::ReferenceStats::{ForcedPreemptionProfile, MixedPrecisionAdam};
use mlsysim_core::registry::{RecoveryProfile, Systems};
use mlsysim_core::units::{WEEK, per_day};
use mlsysim_core::{Frequency, Information, InputError, Time, Workload, preset, scenario};
use mlsysim_fleet::reliability::{SeriesFailure, llama2_70b_job_failures_128};

/// Runtime goodput of a job: the share of its held time spent on steps it keeps, after
/// start-up, input waits, checkpoints, recovery from failures and forced preemptions.
///
/// Five owners' losses share one denominator, held time, to first order (each is small):
/// start-up (restart, checkpoint load and warm-up once per held window), input waits,
/// checkpoint waste at the Young interval (the write share plus the rework share), the
/// cold-restart budget over the failure interval (its rework already counted with the
/// checkpoints), and forced preemptions (their rate times the work since the last save plus a
/// start-up). The job's failure interval comes from its series failure model.
#[scenario(
    family = DELIVERY,
    assumption = "Every loss is small beside held time, so the shares add (first order).",
    assumption = "Failures follow the series failure model, independent and exponential; a forced preemption needs no failure detection.",
    excludes = "Stragglers and slow steps, which program goodput counts.",
    derivation = "Young (1974) and Daly (2006) for the checkpoint interval; Wongpanich et al. (2025) for runtime goodput.",
    example = r#"
// A 128-GPU job keeps most of its held time
use mlsysim_data::delivery::llama2_70b_runtime_goodput_128;

let s = llama2_70b_runtime_goodput_128()?;
assert!(s.runtime_goodput()? > 0.8 && s.runtime_goodput()? < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RuntimeGoodput {
    /// The job's series failure model; its device count and failure interval are read.
    pub failures: SeriesFailure,
    /// The model whose state is checkpointed.
    pub workload: &'static Workload,
    /// Bytes the resumable state keeps per parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,
    /// The four-term recovery budget: detection, restart, checkpoint load, warm-up.
    pub recovery: &'static RecoveryProfile,
    /// Share of held time complete allocations wait for input.
    #[input(range = 0.0..=1.0)]
    pub input_wait: f64,
    /// Held time of one launch.
    #[input(positive, unit = DAY)]
    pub window: Time,
    /// Work since the last save lost to each forced preemption.
    #[input(non_negative, unit = MINUTE)]
    pub lost_work: Time,
    /// Forced preemptions per unit of time.
    #[input(non_negative, unit = PER_DAY)]
    pub preemption_rate: Frequency,

    /// Bytes of the resumable checkpoint.
    #[property(memory_from_params(workload.parameter_count()?, bytes_per_param)?, unit = BYTE)]
    pub checkpoint_bytes: Information,
    /// The job's failure interval.
    #[property(failures.mtbf()?, unit = HOUR)]
    pub mtbf: Time,
    /// Time one checkpoint write takes.
    #[property(checkpoint_bytes / recovery.checkpoint_write_bw_gbs, unit = SECOND)]
    pub write_time: Time,
    /// The Young checkpoint interval.
    #[property(young_daly_interval(write_time, mtbf)?, unit = MINUTE)]
    pub interval: Time,
    /// Held time spent writing checkpoints.
    #[property(write_time / interval)]
    pub write_share: f64,
    /// Held time spent redoing work after failures.
    #[property(interval / (2.0 * mtbf))]
    pub rework_share: f64,
    /// Writes and rework together at the interval.
    #[property(checkpoint_waste(write_time, interval, mtbf)?)]
    pub checkpoint_share: f64,
    /// The cold-restart budget of one failure.
    #[property(startup_time + recovery.detection_time_s, unit = MINUTE)]
    pub recovery_time: Time,
    /// Held time spent recovering from failures.
    #[property(recovery_time / mtbf)]
    pub recovery_share: f64,
    /// Restart, checkpoint load and warm-up, with no failure to detect.
    #[property(recovery.restart_time_s + write_time + recovery.warmup_time_s, unit = MINUTE)]
    pub startup_time: Time,
    /// Held time spent starting the window.
    #[property(startup_time / window)]
    pub startup_share: f64,
    /// Held time waiting for input.
    #[property(input_wait)]
    pub input_wait_share: f64,
    /// What one forced preemption costs: the lost work and a start-up.
    #[property(lost_work + startup_time, unit = MINUTE)]
    pub preemption_cost: Time,
    /// Held time lost to forced preemptions.
    #[property(preemption_rate * preemption_cost)]
    pub preemption_share: f64,
    /// Checkpoint waste and recovery: the losses that grow with job size.
    #[property(checkpoint_share + recovery_share)]
    pub failure_side: f64,
    /// Every loss together.
    #[property(startup_share + input_wait + checkpoint_share + recovery_share + preemption_share)]
    pub runtime_loss: f64,
    /// Runtime goodput R.
    #[property(1.0 - runtime_loss)]
    pub runtime_goodput: f64,
    /// Mean time between interruptions of either kind.
    #[property(1.0 / (1.0 / mtbf + preemption_rate), unit = HOUR)]
    pub interruption_interval: Time,
    /// The Young interval against every interruption.
    #[property(young_daly_interval(write_time, interruption_interval)?, unit = MINUTE)]
    pub interruption_checkpoint_interval: Time,
    /// Checkpoint waste and recovery of the same job on `n_devices` devices, every other input
    /// held (the reference's `at(n).result.failure_side`): the failure interval scales as one
    /// over the device count.
    #[method(
        {
            let scaled_mtbf = 1.0 / (n_devices * failures.device_rate()?);
            let tau = young_daly_interval(write_time, scaled_mtbf)?;
            checkpoint_waste(write_time, tau, scaled_mtbf)? + recovery_time / scaled_mtbf
        },
        samples(n_devices = [64, 128, 1024, 8192, 16384]),
        args(n_devices(range = 1..)),
    )]
    pub failure_side_at: fn(n_devices: i64) -> f64,
    /// Runtime goodput of the same job on `n_devices` devices, every other input held (the
    /// reference's `at(n).result.runtime_goodput`, one entry of its `sweep`).
    #[method(
        1.0 - (startup_share + input_wait + failure_side_at(n_devices)? + preemption_share),
        samples(n_devices = [64, 128, 1024, 8192, 16384]),
        args(n_devices(range = 1..)),
    )]
    pub runtime_goodput_at: fn(n_devices: i64) -> f64,
    /// The smallest size, stepping by `step` devices from the job's own, at which checkpoint
    /// waste and recovery exceed the input waits.
    #[method(
        {
            let mut n = i64::from(failures.n_devices);
            let mut tries = 0i64;
            while failure_side_at(n)? <= input_wait {
                n += step;
                tries += 1;
                require(tries < 1_000_000, "no size within a million steps loses more to failures than to input waits")?;
            }
            n
        },
        samples(step = [8, 128]),
        args(step(range = 1..)),
    )]
    pub crossover: fn(step: i64) -> i64,
}

/// A 128-GPU Llama 2 70B training job held for a week: its series failure model, a
/// mixed-precision Adam checkpoint, the reference recovery budget, the shared pool's input
/// waits as a share of held time, and a budget of one forced preemption a day costing the
/// reference's lost work.
#[preset(name = "Llama2_70BRuntimeGoodput128")]
pub fn llama2_70b_runtime_goodput_128() -> Result<RuntimeGoodput, InputError> {
    let pool = shared_pool_scheduling_snapshot()?;
    RuntimeGoodput::builder()
        .failures(llama2_70b_job_failures_128()?)
        .workload(Workload::find("Language.Llama2_70B")?)
        .bytes_per_param(MixedPrecisionAdam::CheckpointBytesPerParameter.value)
        .recovery(&Systems::Reliability::Recovery)
        .input_wait(derived("input_wait", pool.input_wait_of_held())?)
        .window(WEEK.of(1.0))
        .lost_work(ForcedPreemptionProfile::LostWork.value)
        .preemption_rate(per_day(1.0))
        .build()
}
