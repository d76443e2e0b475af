use super::ORCHESTRATION;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::units::{HOUR, WEEK};
use mlsysim_core::{InputError, MoneyRate, Time, Usd, preset, scenario};

/// Accelerators held idle for a while (a reservation waiting on data, a gang waiting for its
/// last members, a deadlocked cluster), and what that costs.
#[scenario(
    family = ORCHESTRATION,
    equation = "GPU-hours = GPUs × duration; cost = GPU-hours × rate; missing = gang − held",
    assumption = "Every held GPU-hour is priced at the same rate, whether or not it computes.",
    excludes = "Work other jobs could have done on the held GPUs.",
    derivation = "Idle capacity costs what it would have cost busy.",
    example = r#"
// An idle hour of the 10,000-GPU cluster
use mlsysim_fleet::orchestration::training_10k_idle_hour;

let s = training_10k_idle_hour()?;
assert_eq!(s.gpu_hours()?.value, 10_000.0 * 3600.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct IdleCapacityCost {
    /// GPUs held idle.
    pub gpus: u32,
    /// How long they are held.
    #[input(non_negative, unit = HOUR)]
    pub duration: Time,
    /// Price of one GPU-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,
    /// GPUs of the whole gang the held GPUs belong to, for a partial gang.
    pub gang_gpus: Option<u32>,

    /// GPU-hours held idle.
    #[property(gpus * duration, unit = HOUR)]
    pub gpu_hours: Time,
    /// What the idle GPU-hours cost.
    #[property(gpu_hours * device_hour_rate, unit = USD)]
    pub cost: Usd,
    /// GPUs the gang still waits for.
    #[property(gang_gpus - gpus)]
    pub missing_gpus: i64,
}

/// A 1,024-GPU pretraining gang (the reference pretraining job's cluster) holding 900 of its
/// GPUs for an hour while it waits for the rest.
#[preset(name = "PartialGangHold")]
pub fn partial_gang_hold() -> Result<IdleCapacityCost, InputError> {
    IdleCapacityCost::builder()
        .gpus(900)
        .duration(HOUR.of(1.0))
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .gang_gpus(Clusters::Training_1K.total_accelerators())
        .build()
}

/// A team's reservation of 500 GPUs waiting three weeks on data, not lent meanwhile.
#[preset(name = "ReservedGpusIdleThreeWeeks")]
pub fn reserved_gpus_idle_three_weeks() -> Result<IdleCapacityCost, InputError> {
    IdleCapacityCost::builder()
        .gpus(500)
        .duration(WEEK.of(3.0))
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .build()
}

/// The 10,000-GPU training cluster idle for an hour: a cluster-wide hold-and-wait deadlock.
#[preset(name = "Training10KIdleHour")]
pub fn training_10k_idle_hour() -> Result<IdleCapacityCost, InputError> {
    IdleCapacityCost::builder()
        .gpus(Clusters::Training_10K.total_accelerators())
        .duration(HOUR.of(1.0))
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .build()
}
