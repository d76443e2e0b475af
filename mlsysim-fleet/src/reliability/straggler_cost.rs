use super::RELIABILITY;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::units::seconds;
use mlsysim_core::{InputError, MoneyRate, Time, preset, scenario};

/// One slow device in a synchronous job: the barrier waits for it, so the whole job runs at
/// its pace and the rest of the capacity idles.
#[scenario(
    family = RELIABILITY,
    equation = "slow step = step ÷ slow speed; throughput = step ÷ slow step; idle cost = devices × rate × (1 − throughput)",
    assumption = "Every device does the same work per step and waits at a barrier for the slowest.",
    excludes = "Work stealing, backup workers and rebalancing that route around a straggler.",
    derivation = "A synchronous step ends when its slowest rank does.",
    example = r#"
// A throttled GPU halves a 1,024-GPU job
use mlsysim_fleet::reliability::half_speed_straggler_1k;

let s = half_speed_straggler_1k()?;
assert_eq!(s.throughput()?, 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct StragglerCost {
    /// Devices in the job.
    #[input(range = 1..)]
    pub n_devices: u32,
    /// Time of one step at normal speed.
    #[input(positive, unit = SECOND)]
    pub step_time: Time,
    /// The slow device's speed, as a share of its normal rate.
    #[input(positive, range = 0.0..=1.0)]
    pub slow_speed: f64,
    /// Price of one device-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,

    /// Time of one step, held back by the slow device.
    #[property(step_time / slow_speed, unit = SECOND)]
    pub slow_step: Time,
    /// The job's throughput as a share of normal.
    #[property(step_time / slow_step)]
    pub throughput: f64,
    /// Cost per hour of the capacity the barrier leaves idle.
    #[property(n_devices * device_hour_rate * (1.0 - throughput), unit = USD_PER_HOUR)]
    pub idle_cost: MoneyRate,
}

/// One of the 1,024 GPUs of the reference cluster thermally throttled to half speed, in a
/// compute-bound synchronous job with a 1 s step.
#[preset(name = "HalfSpeedStraggler1K")]
pub fn half_speed_straggler_1k() -> Result<StragglerCost, InputError> {
    StragglerCost::builder()
        .n_devices(Clusters::Training_1K.total_accelerators())
        .step_time(seconds(1.0))
        .slow_speed(0.5)
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .build()
}

/// One of 8,000 workers at 80% of its peers' speed in an equal-work, barrier-bound step.
#[preset(name = "SlowWorker8K")]
pub fn slow_worker_8k() -> Result<StragglerCost, InputError> {
    half_speed_straggler_1k()?
        .variant()
        .n_devices(8_000)
        .slow_speed(0.80)
        .build()
}
