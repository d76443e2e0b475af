use super::{RELIABILITY, SeriesFailure, full_system_failures_10k};
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::Systems::Nodes;
use mlsysim_core::{InputError, MoneyRate, Time, Usd, preset, scenario};

/// Spare devices held idle beside a job so that a failure is recovered onto them, priced
/// against the time they must save on every recovery to pay for themselves.
///
/// The job's failures come from a [`SeriesFailure`]; one minute removed from every recovery
/// frees every device of the job for that minute, once per failure. The spare pays off when
/// it shortens each recovery by more than `breakeven`.
#[scenario(
    family = RELIABILITY,
    assumption = "Every device-hour, idle spare or busy worker, is priced at the same rate.",
    assumption = "A minute saved on a recovery is a minute every device of the job would otherwise idle.",
    excludes = "The spare's own failures, and any work the spare could do while it waits.",
    derivation = "The spare pays for itself when its daily cost is below the daily value of the recovery time it saves.",
    example = r#"
// A spare DGX node beside the 10,000-GPU job
use mlsysim_fleet::reliability::hot_spare_node_10k;

let s = hot_spare_node_10k()?;
assert!(s.breakeven()?.value > 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct HotSpare {
    /// The job whose failures the spare answers.
    pub failures: SeriesFailure,
    /// Devices held idle as spares.
    pub spare_devices: u32,
    /// Price of one device-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,

    /// What the idle spares cost a day.
    #[property(spare_devices * device_hour_rate * days(1.0), unit = USD)]
    pub spare_cost_per_day: Usd,
    /// A day's value of one minute removed from every recovery of the job.
    #[property(failures.failures_per_day()? * failures.n_devices * device_hour_rate * seconds(60.0), unit = USD)]
    pub value_per_minute: Usd,
    /// Time each recovery must shrink by for the spares to pay for themselves.
    #[property(
        {
            require(value_per_minute > usd(0.0), "a minute of the job's recovery is worth nothing at this rate")?;
            spare_cost_per_day / value_per_minute * seconds(60.0)
        },
        unit = SECOND
    )]
    pub breakeven: Time,
}

/// One idle DGX H100 node (eight GPUs) beside the 10,000-GPU job of FullSystemFailures10K, at
/// the registry's reference GPU-hour rate.
#[preset(name = "HotSpareNode10K")]
pub fn hot_spare_node_10k() -> Result<HotSpare, InputError> {
    HotSpare::builder()
        .failures(full_system_failures_10k()?)
        .spare_devices(Nodes::DGX_H100.accelerators_per_node)
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .build()
}
