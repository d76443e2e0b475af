use super::FACILITY;
use mlsysim_core::registry::Hardware;
use mlsysim_core::registry::Infrastructure::Racks;
use mlsysim_core::units::{kelvin, watts};
use mlsysim_core::{
    Choice, Density, InputError, MassFlow, Power, SpecificHeat, TemperatureDifference, VolumeFlow, preset,
    scenario,
};

/// What carries the heat away.
#[derive(Choice)]
pub enum Coolant {
    /// Dry air at sea level and about 20 °C.
    Air,
    /// Liquid water, about one kilogram a litre.
    Water,
}

/// The coolant flow that carries a heat load away at a given temperature rise, by air or by
/// water.
///
/// In steady state every watt the equipment draws leaves as heat, so the coolant must carry the
/// load with its temperature rising by `temperature_rise`: the mass flow is the load over the
/// specific heat times the rise, and the volume flow follows from the coolant's density.
/// Water's specific heat is about four times air's and its density about 830 times, so water
/// carries the same heat in thousands of times less volume.
#[scenario(
    family = FACILITY,
    assumption = "Steady state: all the power drawn leaves as heat in the coolant.",
    assumption = "Air is dry air at sea level and about 20 °C; water is liquid water at about one kilogram a litre.",
    assumption = "The temperature rise is a difference between outlet and inlet, in kelvin; it is not a temperature reading.",
    excludes = "Heat leaving by radiation or through the room, and the fans' and pumps' own power.",
    derivation = "The reference's CoolantFlowModel and calc_coolant_mass_flow.",
    example = r#"
// Water carries an H100's heat in far less volume than air
use mlsysim_responsible::facility::{Coolant, h100_air_cooling};

let air = h100_air_cooling()?;
let water = air.variant().coolant(Coolant::Water).build()?;
assert!(water.volume_flow()? < air.volume_flow()? / 1000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct Cooling {
    /// Heat to carry away: the power drawn.
    #[input(non_negative, unit = KILOWATT)]
    pub heat_load: Power,
    /// Rise of the coolant's temperature from inlet to outlet.
    #[input(positive, unit = KELVIN)]
    pub temperature_rise: TemperatureDifference,
    /// The coolant.
    #[input(default = Coolant::Air)]
    pub coolant: Coolant,

    /// Specific heat capacity of the coolant.
    #[property(if coolant == Coolant::Water { crate::facility::WATER_SPECIFIC_HEAT } else { crate::facility::AIR_SPECIFIC_HEAT }, unit = JOULE_PER_KILOGRAM_KELVIN)]
    pub specific_heat: SpecificHeat,
    /// Density of the coolant.
    #[property(if coolant == Coolant::Water { crate::facility::WATER_DENSITY } else { crate::facility::AIR_DENSITY }, unit = KILOGRAM_PER_CUBIC_METRE)]
    pub density: Density,
    /// Mass of coolant that must flow each second.
    #[property(coolant_mass_flow(heat_load, specific_heat, temperature_rise)?, unit = KILOGRAM_PER_SECOND)]
    pub mass_flow: MassFlow,
    /// Volume of coolant that must flow each second.
    #[property(mass_flow / density, unit = LITRE_PER_SECOND)]
    pub volume_flow: VolumeFlow,
}

/// The high-density AI rack tier's power carried by air warming 15 K (inlet 20 °C, outlet
/// 35 °C).
#[preset(name = "AiRackAirCooling")]
pub fn ai_rack_air_cooling() -> Result<Cooling, InputError> {
    Cooling::builder()
        .heat_load(Racks::AI_High.power_kw)
        .temperature_rise(kelvin(15.0))
        .coolant(Coolant::Air)
        .build()
}

/// A GB200 NVL72 rack's rated power carried by water warming 10 K across the rack.
#[preset(name = "Nvl72WaterCooling")]
pub fn nvl72_water_cooling() -> Result<Cooling, InputError> {
    Cooling::builder()
        .heat_load(Hardware::Cloud::GB200_NVL72.tdp.unwrap_or(watts(f64::NAN)))
        .temperature_rise(kelvin(10.0))
        .coolant(Coolant::Water)
        .build()
}

/// One H100's rated power carried by air warming 15 K.
#[preset(name = "H100AirCooling")]
pub fn h100_air_cooling() -> Result<Cooling, InputError> {
    Cooling::builder()
        .heat_load(Hardware::Cloud::H100.tdp.unwrap_or(watts(f64::NAN)))
        .temperature_rise(kelvin(15.0))
        .coolant(Coolant::Air)
        .build()
}
