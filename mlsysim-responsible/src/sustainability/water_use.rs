use super::SUSTAINABILITY;
use mlsysim_core::registry::Infrastructure::FacilityCooling;
use mlsysim_core::registry::ReferenceStats::FacilityScaleAnchors;
use mlsysim_core::units::hours;
use mlsysim_core::{
    Energy, InputError, Named, Power, Time, Volume, WaterIntensity, preset, scenario,
};

/// Water a facility consumes cooling an IT load held for a period, at each of several water
/// usage effectiveness (WUE) figures.
///
/// WUE is litres per kilowatt-hour of IT energy (not facility energy), so the water is the IT
/// load's energy over the period times each WUE.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "The IT load is constant over the period.",
    assumption = "WUE counts the water consumed on site per unit of IT energy.",
    excludes = "Water consumed generating the electricity off site.",
    derivation = "The reference's WaterUseModel.",
    example = r#"
// A 10 MW IT load cooled evaporatively uses well over a hundred million litres a year
use mlsysim_responsible::sustainability::reference_it_load_annual_water;
use mlsysim_core::units::LITRE;

let s = reference_it_load_annual_water()?;
let water = s.water()?;
assert!(LITRE.in_unit(*water.get("evaporative").unwrap()) > 1e8);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct WaterUse {
    /// The IT load.
    #[input(non_negative, unit = MEGAWATT)]
    pub it_power: Power,
    /// How long the load is held.
    #[input(non_negative, unit = HOUR)]
    pub period: Time,
    /// Water usage effectiveness, by name.
    #[input(non_negative, unit = LITRE_PER_KWH)]
    pub wue: Named<WaterIntensity>,

    /// Energy the IT load uses over the period.
    #[property(it_power * period, unit = KILOWATT_HOUR)]
    pub it_energy: Energy,
    /// Water consumed at each WUE.
    #[property(each!(w in wue, water_use(it_energy, wue[w])?), unit = LITRE)]
    pub water: Named<Volume>,
}

/// The reference facility IT load held for a year (8,760 hours) at the typical evaporative
/// cooling tier's WUE.
#[preset(name = "ReferenceItLoadAnnualWater")]
pub fn reference_it_load_annual_water() -> Result<WaterUse, InputError> {
    WaterUse::builder()
        .it_power(FacilityScaleAnchors::ReferenceItLoad.value)
        .period(hours(8760.0))
        .wue(Named::from_iter([(
            "evaporative",
            FacilityCooling::Typical.wue,
        )]))
        .build()
}
