use super::PLANT;
use mlsysim_core::registry::Embodied;
use mlsysim_core::{Acceleration, InputError, preset, scenario};

/// Floor friction that falls from `mu_before` to `mu_after` under a machine whose stopping
/// budget assumes `deceleration`.
///
/// At the traction limit the deceleration is μ·g·φ, so the braking distance v²/(2μgφ) scales as
/// 1/μ and the two braking distances stand in the ratio μ_before/μ_after. The budget's
/// deceleration holds only while the lower friction still supplies it.
#[scenario(
    family = PLANT,
    assumption = "Braking is limited by traction alone: the drives and the tipping moment allow more.",
    assumption = "Unbraked casters carry the share of the weight the driven wheels do not, and retard nothing.",
    excludes = "Friction that varies with speed, load transfer during braking, and the wheels' rolling resistance.",
    derivation = "The reference's TractionLossModel, with calc_traction_deceleration_limit and calc_required_friction.",
)]
pub struct TractionLoss {
    /// Friction coefficient of the floor before the change (dry).
    #[input(positive)]
    pub mu_before: f64,
    /// Friction coefficient of the floor after the change (a spill, a film).
    #[input(positive)]
    pub mu_after: f64,
    /// Deceleration the stopping budget assumes.
    #[input(positive, unit = METRE_PER_SECOND2)]
    pub deceleration: Acceleration,
    /// Share of the machine's weight on the braked (driven) wheels.
    #[input(default = 1.0, range = 0.0..=1.0, positive)]
    pub drive_load_share: f64,

    /// Braking distance after the change over before it: μ_before/μ_after.
    #[property(mu_before / mu_after)]
    pub braking_distance_ratio: f64,
    /// Deceleration the lower friction still supplies.
    #[property(traction_deceleration_limit(mu_after, drive_load_share)?, unit = METRE_PER_SECOND2)]
    pub traction_ceiling: Acceleration,
    /// Least friction coefficient that supports the budget's deceleration.
    #[property(mlsysim_core::laws::required_friction(deceleration, drive_load_share)?)]
    pub required_friction: f64,
    /// Whether the lower friction still supports the budget's deceleration.
    #[property(mu_after >= required_friction)]
    pub premise_holds: bool,
}

/// Hydraulic fluid on a dry concrete floor under the warehouse base: the aisle's illustrative
/// friction, dry (0.60) and under a clear oil film (0.05), against the running machine's
/// credible deceleration with all the weight on the driven wheels.
#[preset(name = "HydraulicFluidSlickTraction")]
pub fn hydraulic_fluid_slick_traction() -> Result<TractionLoss, InputError> {
    let aisle = &Embodied::Scenario::WarehouseAisle;
    TractionLoss::builder()
        .mu_before(aisle.mu_dry)
        .mu_after(aisle.mu_oil_film)
        .deceleration(mlsysim_core::error::derived(
            "deceleration",
            crate::site::a_brake(aisle),
        )?)
        .build()
}
