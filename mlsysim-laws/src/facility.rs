//! The facility around the accelerators: power delivery, heat removal, water and the embodied
//! carbon a run is charged.

use crate::law;
use crate::units::{
    Current, Emissions, Energy, Inductance, MassFlow, Power, SpecificHeat, TemperatureDifference,
    Time, Voltage, Volume, WaterIntensity,
};

/// Current change on a supply rail of `rail_voltage` when the load steps by `power_step`:
/// dI = dP ÷ V.
#[law(
    reference = "mlsysim.physics.power.calc_rail_current_step",
    samples(power_step = ["300 W", "50 W"], rail_voltage = ["0.8 V", "12 V"])
)]
pub fn rail_current_step(power_step: Power, rail_voltage: Voltage) -> Current {
    require(rail_voltage > volts(0.0), "the rail voltage is positive")?;
    power_step / rail_voltage
}

/// Voltage droop across a loop of `inductance` when its current changes by `current_step`
/// over `rise_time`: dV = L × dI ÷ dt. The faster the edge, the deeper the droop.
#[law(
    reference = "mlsysim.physics.power.calc_inductive_droop",
    samples(inductance = ["50 pH", "1 nH"], current_step = ["375 A", "10 A"], rise_time = ["1 µs", "100 ns"])
)]
pub fn inductive_droop(inductance: Inductance, current_step: Current, rise_time: Time) -> Voltage {
    require(rise_time > seconds(0.0), "the rise time is positive")?;
    inductance * current_step / rise_time
}

/// Coolant mass flow that carries `heat_load` away at a temperature rise of
/// `temperature_rise`, for a coolant of `specific_heat`: ṁ = Q ÷ (c_p × ΔT).
#[law(
    reference = "mlsysim.physics.thermal.calc_coolant_mass_flow",
    samples(heat_load = ["40 kW", "700 W"], specific_heat = ["1005 J/(kilogram·K)", "4180 J/(kilogram·K)"], temperature_rise = ["15 K", "10 K"])
)]
pub fn coolant_mass_flow(
    heat_load: Power,
    specific_heat: SpecificHeat,
    temperature_rise: TemperatureDifference,
) -> MassFlow {
    require(
        temperature_rise > kelvin(0.0),
        "the temperature rise is positive",
    )?;
    heat_load / (specific_heat * temperature_rise)
}

/// Water a facility consumes for `it_energy` of IT energy at a water usage effectiveness of
/// `wue` (whose denominator is IT energy, not facility energy): W = E_IT × WUE.
#[law(samples(it_energy = ["87600 MWh", "1 kWh"], wue = ["1.8 L/kWh", "0.2 L/kWh"]))]
pub fn water_use(it_energy: Energy, wue: WaterIntensity) -> Volume {
    it_energy * wue
}

/// The embodied carbon a run of `device_hours` is charged when each device's manufacturing
/// carbon, `embodied_per_device`, is spread evenly over its `service_life`.
#[law(samples(device_hours = ["21504 h", "1 h"], embodied_per_device = ["150 kgCO2e", "1 tCO2e"], service_life = ["35040 h", "26280 h"]))]
pub fn embodied_allocation(
    device_hours: Time,
    embodied_per_device: Emissions,
    service_life: Time,
) -> Emissions {
    device_hours * embodied_per_device / service_life
}

/// Facility power for an IT load of `it_power` at a power usage effectiveness of `pue`: the
/// IT load times PUE, applied once at the facility boundary.
#[law(samples(it_power = ["2 MW", "30.8 kW"], pue = [1.58, 1.1]))]
pub fn facility_power_at_pue(it_power: Power, pue: f64) -> Power {
    it_power * pue
}

/// A rack's IT load over its accelerators' power: the accelerators, plus the rest of the rack
/// (hosts, network, switches, conversion), less the cooling the rack is allocated, over the
/// accelerators.
#[law(samples(accelerator_power = ["22.4 kW", "5.6 kW"], other_power = ["11.1 kW", "2 kW"], cooling_allocation = ["2.7 kW", "0 W"]))]
pub fn rack_it_ratio(
    accelerator_power: Power,
    other_power: Power,
    cooling_allocation: Power,
) -> f64 {
    (accelerator_power + other_power - cooling_allocation) / accelerator_power
}
