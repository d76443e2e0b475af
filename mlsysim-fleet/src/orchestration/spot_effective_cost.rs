use super::ORCHESTRATION;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::ReferenceStats::SpotInterruptionProfile;
use mlsysim_core::{InputError, MoneyRate, Time, preset, scenario};

/// Spot capacity priced per hour of progress it keeps: every interruption bills a save and a
/// restart that keep nothing, once per stretch of retained progress.
#[scenario(
    family = ORCHESTRATION,
    assumption = "Every interruption costs the same save and restart, once per retained interval.",
    excludes = "Work lost between the last save and the interruption, and waiting for spot capacity to return.",
    derivation = "The spot price spread over the hours that keep progress.",
    example = r#"
// A 65% nominal discount, a little less in effect
use mlsysim_fleet::orchestration::spot_interruption_effective_cost;

let s = spot_interruption_effective_cost()?;
assert!(s.effective_savings()? < s.nominal_discount()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SpotEffectiveCost {
    /// On-demand price of one GPU-hour.
    #[input(positive, unit = USD_PER_HOUR)]
    pub on_demand_rate: MoneyRate,
    /// Spot price of one GPU-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub spot_rate: MoneyRate,
    /// Time billed saving a checkpoint at an interruption.
    #[input(non_negative, unit = MINUTE)]
    pub checkpoint_overhead: Time,
    /// Time billed restarting after an interruption.
    #[input(non_negative, unit = MINUTE)]
    pub restart_overhead: Time,
    /// Progress retained between interruptions.
    #[input(positive, unit = HOUR)]
    pub retained_interval: Time,

    /// The discount of the spot price on the on-demand price.
    #[property(1.0 - spot_rate / on_demand_rate)]
    pub nominal_discount: f64,
    /// Time billed at each interruption without progress.
    #[property(checkpoint_overhead + restart_overhead, unit = MINUTE)]
    pub lost_per_interruption: Time,
    /// Time billed per unit of progress retained.
    #[property((retained_interval + lost_per_interruption) / retained_interval)]
    pub billed_over_retained: f64,
    /// Price of one GPU-hour of retained progress.
    #[property(spot_rate * billed_over_retained, unit = USD_PER_HOUR)]
    pub effective_rate: MoneyRate,
    /// The effective spot price over the on-demand price.
    #[property(effective_rate / on_demand_rate)]
    pub effective_cost_ratio: f64,
    /// The saving on the on-demand price once interruptions are paid.
    #[property(1.0 - effective_cost_ratio)]
    pub effective_savings: f64,
}

/// The registry's reference and spot GPU-hour prices, with the spot interruption profile: a
/// graceful save to slow storage and a restart after every two hours of retained progress.
#[preset(name = "SpotInterruptionEffectiveCost")]
pub fn spot_interruption_effective_cost() -> Result<SpotEffectiveCost, InputError> {
    SpotEffectiveCost::builder()
        .on_demand_rate(Pricing::Fleet::GpuHourRef.value)
        .spot_rate(Pricing::Fleet::SpotGpuHourRef.value)
        .checkpoint_overhead(SpotInterruptionProfile::CheckpointOverhead.value)
        .restart_overhead(SpotInterruptionProfile::RestartOverhead.value)
        .retained_interval(SpotInterruptionProfile::RetainedInterval.value)
        .build()
}
