use super::DEPLOYMENT;
use mlsysim_core::registry::{Embodied, SiteScenario};
use mlsysim_core::units::ONE_RADIAN;
use mlsysim_core::{AngularVelocity, Current, Frequency, InputError, Time, preset, scenario};

/// How fast the current of the site's hub drives rises on a depleted bus, and the wheel speed
/// at which shorted windings brake hardest.
///
/// The electrical time constant is L/R (line quantities, the same ratio as per phase for a star
/// winding). At stall the back-EMF is zero, so the whole bus voltage ramps the current at V/L:
/// reaching the current limit takes L·I/V. Shorted windings brake hardest where their reactance
/// equals their resistance, ω_e = R/L, which is ω_e/p at the wheel for p pole pairs; R/(2πL) is
/// the winding's current pole in hertz.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The bus holds its depleted voltage through the ramp, and the back-EMF is zero at stall.",
    excludes = "The inverter's own current loop and its switching ripple.",
    derivation = "The reference's HubDriveElectricalModel.",
)]
pub struct HubDriveElectrical {
    /// The site, with its machine's hub drives, current limit, drive bus and brake onset.
    pub site: &'static SiteScenario,

    /// Electrical time constant of a hub motor: L/R.
    #[property(site.machine.drive_unit.line_inductance / site.machine.drive_unit.line_resistance, unit = MILLISECOND)]
    pub time_constant: Time,
    /// Time for the depleted bus to ramp the current from zero to the limit at stall: L·I/V.
    #[property(site.machine.drive_unit.line_inductance * site.machine.drive_current_limit / site.machine.drive_bus_battery_low, unit = MILLISECOND)]
    pub ramp_time: Time,
    /// The ramp as a share of the brake-onset allowance.
    #[property(ramp_time / site.t_brake_onset)]
    pub ramp_share: f64,
    /// Current the whole depleted bus would drive through a stalled winding: V/R.
    #[property(site.machine.drive_bus_battery_low / site.machine.drive_unit.line_resistance, unit = AMPERE)]
    pub full_step_current: Current,
    /// That current over the motor's peak current.
    #[property(full_step_current / site.machine.drive_unit.peak_current)]
    pub step_over_peak: f64,
    /// Electrical speed at which shorted windings brake hardest: R/L.
    #[property(site.machine.drive_unit.line_resistance / site.machine.drive_unit.line_inductance * ONE_RADIAN, unit = RADIAN_PER_SECOND)]
    pub short_peak_electrical: AngularVelocity,
    /// Wheel speed at which shorted windings brake hardest: the electrical speed over the pole pairs.
    #[property(short_peak_electrical / site.machine.drive_unit.pole_pairs, unit = RPM)]
    pub short_peak_wheel_speed: AngularVelocity,
    /// The winding's current pole: R/(2πL).
    #[property(site.machine.drive_unit.line_resistance / (2.0 * std::f64::consts::PI * site.machine.drive_unit.line_inductance), unit = HERTZ)]
    pub pole_frequency: Frequency,
}

/// The electrical time constant, the stall current ramp from a depleted pack, and the wheel
/// speed at which shorted windings brake hardest, for the warehouse base's hub drives.
#[preset(name = "WarehouseBaseHubDriveElectrical")]
pub fn warehouse_base_hub_drive_electrical() -> Result<HubDriveElectrical, InputError> {
    HubDriveElectrical::builder()
        .site(&Embodied::Scenario::WarehouseAisle)
        .build()
}
