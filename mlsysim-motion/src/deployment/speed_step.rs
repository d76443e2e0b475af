use super::DEPLOYMENT;
use crate::stopping::{StoppingBudget, warehouse_base_stop_body_terms, warehouse_base_stop_fast_setpoint};
use mlsysim_core::{Acceleration, InputError, Length, Time, preset, scenario};

/// Raising a machine's speed setpoint from `base` to `raised`: the braking travel the faster
/// setpoint adds, and the delay that would cost the same distance.
///
/// Braking travel grows as v²; the travel added, divided by the base speed, is the pre-brake
/// delay that would cost the same distance at the base speed. Both stops brake at the base
/// budget's deceleration.
#[scenario(
    family = DEPLOYMENT,
    assumption = "Both speeds brake at the base budget's deceleration.",
    excludes = "The delays and allowances of the two budgets, which a speed step leaves unchanged.",
    derivation = "The reference's SpeedStepModel.",
)]
pub struct SpeedStep {
    /// The budget at the base speed setpoint.
    pub base: StoppingBudget,
    /// The budget at the raised speed setpoint.
    pub raised: StoppingBudget,

    /// Deceleration both stops brake at: the base budget's.
    #[property(base.a_brake()?, unit = METRE_PER_SECOND2)]
    pub deceleration: Acceleration,
    /// Braking travel at the base speed.
    #[property(braking_distance(base.speed, deceleration)?, unit = MILLIMETRE)]
    pub base_braking: Length,
    /// Braking travel at the raised speed.
    #[property(braking_distance(raised.speed, deceleration)?, unit = MILLIMETRE)]
    pub raised_braking: Length,
    /// How much the braking travel grows, as a share of the base's.
    #[property(raised_braking / base_braking - 1.0)]
    pub braking_growth: f64,
    /// Braking travel the raised setpoint adds.
    #[property(raised_braking - base_braking, unit = MILLIMETRE)]
    pub braking_added: Length,
    /// Pre-brake delay that would cost the same distance at the base speed.
    #[property(braking_added / base.speed, unit = MILLISECOND)]
    pub equivalent_delay: Time,
}

/// Raising the warehouse base's speed setpoint from its 1.5 m/s drive limit to 2 m/s.
#[preset(name = "WarehouseBaseSpeedStep")]
pub fn warehouse_base_speed_step() -> Result<SpeedStep, InputError> {
    SpeedStep::builder()
        .base(warehouse_base_stop_body_terms()?)
        .raised(warehouse_base_stop_fast_setpoint()?)
        .build()
}
