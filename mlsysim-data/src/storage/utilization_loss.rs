use super::STORAGE;
use mlsysim_core::registry::{Fleet, Infrastructure::Pricing, Systems};
use mlsysim_core::units::days;
use mlsysim_core::{InputError, MoneyRate, Time, Usd, preset, scenario};

/// Dollars of accelerator time a fleet idles when its busy share falls: the fleet is billed
/// every hour whether it computes or waits.
#[scenario(
    family = STORAGE,
    assumption = "Every accelerator is billed at the same hourly rate around the clock.",
    rule(degraded_utilization <= healthy_utilization, "`degraded_utilization` is at most `healthy_utilization`"),
    excludes = "Power saved while idle, and the schedule slip the lost work causes.",
    derivation = "The lost share of the busy time is the lost share of the bill.",
    example = r#"
// Input stalls on 1,024 GPUs
use mlsysim_data::storage::input_stall_idle_cost_1k;

let s = input_stall_idle_cost_1k()?;
assert!(s.loss_total()? > s.loss_per_day()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct UtilizationLoss {
    /// The fleet; every accelerator of it is billed.
    pub fleet: &'static Fleet,
    /// Price of one accelerator-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,
    /// Busy share before the drop.
    #[input(range = 0.0..=1.0)]
    pub healthy_utilization: f64,
    /// Busy share after the drop.
    #[input(range = 0.0..=1.0)]
    pub degraded_utilization: f64,
    /// How long the drop lasts.
    #[input(non_negative, unit = DAY)]
    pub duration: Time,

    /// What the whole fleet costs a day.
    #[property(fleet.count * fleet.node.accelerators_per_node * device_hour_rate * days(1.0), unit = USD)]
    pub fleet_cost_per_day: Usd,
    /// What the lost busy share wastes a day.
    #[property(fleet_cost_per_day * (healthy_utilization - degraded_utilization), unit = USD)]
    pub loss_per_day: Usd,
    /// What it wastes over the duration.
    #[property(loss_per_day * (duration / days(1.0)), unit = USD)]
    pub loss_total: Usd,
}

/// The 1,024-GPU reference cluster at the fleet GPU-hour price while input stalls drop its
/// busy share from 90% to 70% over a 30-day run.
#[preset(name = "InputStallIdleCost1K")]
pub fn input_stall_idle_cost_1k() -> Result<UtilizationLoss, InputError> {
    UtilizationLoss::builder()
        .fleet(&Systems::Clusters::Training_1K)
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .healthy_utilization(0.9)
        .degraded_utilization(0.7)
        .duration(days(30.0))
        .build()
}
