use super::SUSTAINABILITY;
use mlsysim_core::registry::Infrastructure::Grids;
use mlsysim_core::registry::{Grid, Hardware};
use mlsysim_core::{
    Emissions, Energy, HardwareNode, InputError, Named, Power, Time, preset, scenario,
};

/// How long a more efficient replacement for a device takes to repay the carbon of making it,
/// on each of several grids.
///
/// The replacement does the old device's work with a share less energy, running without pause
/// at the old device's rated power. The carbon it avoids each day is the energy saved that day
/// times the grid's intensity; the payback is the replacement's embodied carbon over that.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "The replacement's embodied carbon is the old device's registry figure: a like-for-like device.",
    assumption = "The device runs all day, every day, at its rated power.",
    excludes = "The old device's remaining life and what becomes of it.",
    derivation = "The reference's EmbodiedPaybackModel.",
    rule(saved_fraction > 0.0, "`saved_fraction` is positive: a replacement that saves no energy never repays its carbon (the reference divides by zero)"),
)]
pub struct EmbodiedPayback {
    /// The device replaced: its rated power and embodied carbon.
    pub device: &'static HardwareNode,
    /// Share of the energy the replacement saves on the same work.
    #[input(range = 0.0..=1.0)]
    pub saved_fraction: f64,
    /// The grids, by name.
    pub grids: Named<&'static Grid>,

    /// The device's rated power.
    #[property(from_registry(device.tdp, "rated power", device.path)?, unit = WATT)]
    pub device_power: Power,
    /// The carbon of making one device.
    #[property(from_registry(device.detail().embodied_carbon_kg, "embodied carbon", device.path)?, unit = KILOGRAM_CO2E)]
    pub embodied: Emissions,
    /// Power the replacement saves.
    #[property(device_power * saved_fraction, unit = KILOWATT)]
    pub saved_power: Power,
    /// Energy the replacement saves in one day.
    #[property(saved_power * days(1.0), unit = KILOWATT_HOUR)]
    pub saved_energy_per_day: Energy,
    /// Emissions avoided in one day on each grid.
    #[property(
        each!(g in grids, carbon_from_energy(saved_energy_per_day, grids[g].carbon_intensity_g_kwh)?),
        unit = KILOGRAM_CO2E,
    )]
    pub avoided_per_day: Named<Emissions>,
    /// Time for the avoided emissions to repay the embodied carbon, on each grid.
    #[property(each!(a in avoided_per_day, embodied / avoided_per_day[a] * days(1.0)), unit = DAY)]
    pub payback: Named<Time>,
}

/// An H100 running without pause replaced by one that does the same work on half the energy,
/// on the US-average grid and on Quebec's.
#[preset(name = "H100ReplacementPayback")]
pub fn h100_replacement_payback() -> Result<EmbodiedPayback, InputError> {
    EmbodiedPayback::builder()
        .device(Hardware::Cloud::H100)
        .saved_fraction(0.5)
        .grids(Named::from_iter([
            ("US average", &Grids::US_Avg),
            ("Quebec", &Grids::Quebec),
        ]))
        .build()
}
