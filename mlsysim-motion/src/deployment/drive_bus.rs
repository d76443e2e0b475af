use super::DEPLOYMENT;
use mlsysim_core::registry::{Embodied, SiteScenario};
use mlsysim_core::units::{KILOWATT, MICROFARAD, OHM};
use mlsysim_core::{
    Capacitance, Current, Energy, InputError, Power, Resistance, Time, Voltage, preset, scenario,
};

/// The site's machine on its shared drive bus: how far the bus sags under a coincident load
/// step, and where the energy of a stop from the drive limit goes.
///
/// The sag is ΔV = ΔI·R_bus against the converter's lockout; the step current that would spend
/// the depleted pack's headroom is (V_low − V_uvlo)/R_bus. A stop from speed v returns a share
/// of ½·m·v²; poured into the bus capacitance alone it would end at √(V_full² + 2E/C). At
/// constant deceleration the speed, and so the regenerated power, falls linearly from 2E/t_stop,
/// and a chopper resistor at the clamp must satisfy R ≤ V_clamp²/P_peak.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The load step and the bus resistance are constant; the pack holds its voltage behind the resistance.",
    assumption = "The stop decelerates at a constant rate from the drive limit.",
    excludes = "The pack's own acceptance of regenerated current, which a full pack refuses.",
    derivation = "The reference's DriveBusModel, with calc_voltage_droop and calc_kinetic_energy.",
)]
pub struct DriveBus {
    /// The site, with its machine's drive bus, load step, mass and drive limit.
    pub site: &'static SiteScenario,
    /// Bulk capacitance on the DC link.
    #[input(positive, unit = MICROFARAD)]
    pub link_capacitance: Capacitance,
    /// Share of the kinetic energy returned to the bus.
    #[input(range = 0.0..=1.0)]
    pub regen_fraction: f64,
    /// The chopper resistor chosen.
    #[input(positive, unit = OHM)]
    pub candidate_resistor: Resistance,
    /// That resistor's pulse rating.
    #[input(positive, unit = KILOWATT)]
    pub candidate_power: Power,

    /// Current the brain's computer draws through the 48-to-24 V converter.
    #[property(
        from_registry(site.machine.brain_soc.tdp, "power", site.machine.brain_soc.path)?
            / (site.machine.drive_bus_converter_efficiency * site.machine.drive_bus_nominal),
        unit = AMPERE
    )]
    pub compute_current: Current,
    /// Current the drives draw in the coincident step.
    #[property(site.i_rail_transient - compute_current, unit = AMPERE)]
    pub drive_current: Current,
    /// Sag of the bus under the step: ΔI·R.
    #[property(voltage_droop(site.i_rail_transient, site.machine.drive_bus_resistance)?, unit = VOLT)]
    pub sag: Voltage,
    /// Bus voltage under the step with a full pack.
    #[property(site.machine.drive_bus_full_charge - sag, unit = VOLT)]
    pub sustained_full: Voltage,
    /// Bus voltage under the step with a depleted pack.
    #[property(site.machine.drive_bus_battery_low - sag, unit = VOLT)]
    pub sustained_depleted: Voltage,
    /// How far that voltage stays above the converter's lockout.
    #[property(site.machine.drive_bus_battery_low - sag - site.machine.drive_bus_uvlo, unit = VOLT)]
    pub margin_depleted: Voltage,
    /// Headroom of a depleted pack above the lockout, before any sag.
    #[property(site.machine.drive_bus_battery_low - site.machine.drive_bus_uvlo, unit = VOLT)]
    pub headroom_depleted: Voltage,
    /// Step current that would spend that headroom.
    #[property(headroom_depleted / site.machine.drive_bus_resistance, unit = AMPERE)]
    pub crossing_current: Current,
    /// Kinetic energy of the loaded machine at the drive limit.
    #[property(
        mlsysim_core::laws::kinetic_energy(site.machine.loaded_mass(), from_registry(site.machine.base.max_velocity, "fastest speed", site.machine.base.path)?)?,
        unit = JOULE
    )]
    pub kinetic_energy: Energy,
    /// Energy the stop returns to the bus.
    #[property(regen_fraction * kinetic_energy, unit = JOULE)]
    pub regenerated: Energy,
    /// Bus voltage if the capacitance alone absorbed it, from a full pack: √(V_full² + 2E/C).
    #[property(
        volts(sqrt((site.machine.drive_bus_full_charge * site.machine.drive_bus_full_charge + 2.0 * regenerated / link_capacitance).value)?),
        unit = VOLT
    )]
    pub capacitor_only_endpoint: Voltage,
    /// Energy the capacitance absorbs from a full pack up to the clamp: ½·C·(V_clamp² − V_full²).
    #[property(
        0.5 * link_capacitance * (site.machine.drive_bus_clamp * site.machine.drive_bus_clamp - site.machine.drive_bus_full_charge * site.machine.drive_bus_full_charge),
        unit = JOULE
    )]
    pub capacitor_to_clamp: Energy,
    /// Duration of the stop at the credible deceleration.
    #[property(
        from_registry(site.machine.base.max_velocity, "fastest speed", site.machine.base.path)?
            / from_registry(site.a_brake(), "largest acceleration of the base", site.path)?,
        unit = MILLISECOND
    )]
    pub stop_time: Time,
    /// Regenerated power at the start of the stop: 2E/t_stop.
    #[property(2.0 * regenerated / stop_time, unit = WATT)]
    pub peak_power: Power,
    /// Largest chopper resistor that absorbs that power at the clamp: V_clamp²/P.
    #[property(site.machine.drive_bus_clamp * site.machine.drive_bus_clamp / peak_power, unit = OHM)]
    pub resistor_max: Resistance,
    /// Bus resistance at which the step would spend the depleted pack's headroom.
    #[property(headroom_depleted / site.i_rail_transient, unit = OHM)]
    pub crossing_resistance: Resistance,
}

/// The warehouse base's 48 V drive bus: the sustained sag under the coincident inference and
/// drive step, and the regenerative surge of a stop from the drive limit into a full pack,
/// absorbed by the bus capacitance or a chopper (a 22,000 µF link, three quarters of the kinetic
/// energy returned, a 3.9 Ω chopper rated 1 kW).
#[preset(name = "WarehouseDriveBusStop")]
pub fn warehouse_drive_bus_stop() -> Result<DriveBus, InputError> {
    DriveBus::builder()
        .site(&Embodied::Scenario::WarehouseAisle)
        .link_capacitance(MICROFARAD.of(22000.0))
        .regen_fraction(0.75)
        .candidate_resistor(OHM.of(3.9))
        .candidate_power(KILOWATT.of(1.0))
        .build()
}
