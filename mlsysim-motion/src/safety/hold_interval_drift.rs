use super::SAFETY;
use mlsysim_core::registry::Embodied;
use mlsysim_core::units::METRE_PER_SECOND2;
use mlsysim_core::{Acceleration, InputError, Length, Time, Velocity, preset, scenario};

/// Drift while a drive holds its last command for one `period`: the travel at `speed` plus
/// the half of `acceleration` × `period`² an independent acceleration bound allows.
///
/// A zero-order hold repeats the last command until the next arrives; within one period the
/// machine moves at most v·T + a·T²/2.
#[scenario(
    family = SAFETY,
    assumption = "The acceleration bound holds independently of the command.",
    excludes = "Delays before the hold begins.",
    derivation = "The reference's HoldIntervalDriftScenario.",
)]
pub struct HoldIntervalDrift {
    /// Speed when the command is held.
    #[input(non_negative, unit = METRE_PER_SECOND)]
    pub speed: Velocity,
    /// Upper bound on the acceleration during the hold.
    #[input(non_negative, unit = METRE_PER_SECOND2)]
    pub acceleration: Acceleration,
    /// How long the command is held.
    #[input(non_negative, unit = MILLISECOND)]
    pub period: Time,

    /// Distance the machine may drift during the hold.
    #[property(speed * period + 0.5 * acceleration * period * period, unit = MILLIMETRE)]
    pub drift: Length,
}

/// Drift of the warehouse base over one held 1 ms command at its drive limit: travel at the
/// drive limit plus an independent 2 m/s² upper bound on the approach acceleration over one
/// permission tick.
#[preset(name = "WarehouseBaseHoldDrift")]
pub fn warehouse_base_hold_drift() -> Result<HoldIntervalDrift, InputError> {
    let aisle = &Embodied::Scenario::WarehouseAisle;
    HoldIntervalDrift::builder()
        .speed(mlsysim_core::error::derived("speed", crate::site::drive_limit(aisle))?)
        .acceleration(METRE_PER_SECOND2.of(2.0))
        .period(aisle.t_tick())
        .build()
}
