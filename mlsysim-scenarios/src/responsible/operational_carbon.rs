use super::RESPONSIBLE;
use mlsysim_core::units::{TONNE_CO2E, grams_co2e_per_kwh};
use mlsysim_core::{
    CarbonIntensity, Emissions, Energy, InputError, Power, Time, Workload, preset, scenario,
};

/// Operational carbon: the energy a facility draws for a workload, times the grid's carbon
/// intensity.
///
/// The IT energy is given directly, or as a number of devices drawing a power for a duration.
/// The facility draws the IT energy times its power usage effectiveness (PUE); the emissions
/// are that energy times the grid's intensity. An optional anchor (the yearly emissions of one
/// car, say) expresses the result as a count of it.
#[scenario(
    family = RESPONSIBLE,
    assumption = "The grid's intensity is constant over the run; the facility's overhead is a constant factor (PUE) on the IT energy.",
    assumption = "A PUE of 1 means the energy is already counted at the facility boundary; below 1 is refused (a facility cannot use less than its IT equipment).",
    assumption = "Give either `it_energy`, or all of `devices`, `device_power` and `duration`; when both are given, `it_energy` is used.",
    excludes = "Embodied carbon of the hardware, and emissions beyond the electricity (cooling water, transport).",
    derivation = "Emissions are energy times carbon intensity; the facility's energy is the IT energy times the PUE by the PUE's definition.",
    example = r#"
// GPT-3's training energy on the US average grid
use mlsysim_scenarios::responsible::gpt3_training_carbon;

let s = gpt3_training_carbon()?;
assert!((mlsysim_core::units::TONNE_CO2E.in_unit(s.carbon()?) - 552.123).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    requires_one_of(it_energy, (devices, device_power, duration)),
)]
pub struct OperationalCarbon {
    /// Carbon intensity of the grid.
    #[input(non_negative, unit = GRAM_CO2E_PER_KWH)]
    pub intensity: CarbonIntensity,
    /// Power usage effectiveness of the facility.
    #[input(default = 1.0, range = 1.0..)]
    pub pue: f64,
    /// The IT energy, when known directly.
    #[input(non_negative, unit = MEGAWATT_HOUR)]
    pub it_energy: Option<Energy>,
    /// Devices drawing power, when the energy is not given.
    #[input(non_negative)]
    pub devices: Option<f64>,
    /// Power one device draws.
    #[input(non_negative, unit = WATT)]
    pub device_power: Option<Power>,
    /// How long the devices run.
    #[input(non_negative, unit = HOUR)]
    pub duration: Option<Time>,
    /// Emissions of one unit of comparison (a car's year, a flight).
    #[input(positive, unit = TONNE_CO2E)]
    pub comparison: Option<Emissions>,

    /// The IT energy: as given, or devices × power × duration.
    #[property(
        if given(it_energy) { it_energy } else { devices * device_power * duration },
        unit = KILOWATT_HOUR,
    )]
    pub it_energy_total: Energy,
    /// The facility's energy: the IT energy times the PUE.
    #[property(it_energy_total * pue, unit = KILOWATT_HOUR)]
    pub energy: Energy,
    /// Emissions of the facility's energy.
    #[property(carbon_from_energy(energy, intensity)?, unit = TONNE_CO2E)]
    pub carbon: Emissions,
    /// The emissions as a count of the comparison's unit.
    #[property(carbon / comparison)]
    pub comparisons: f64,
}

/// GPT-3's training energy (1,287 MWh, already at the facility boundary) on the US average
/// grid, against the yearly emissions of one passenger car.
#[preset(name = "Gpt3TrainingCarbon")]
pub fn gpt3_training_carbon() -> Result<OperationalCarbon, InputError> {
    let gpt3 = Workload::find("Language.GPT3")?;
    let energy = gpt3.training.energy.ok_or_else(|| InputError::Invalid {
        input: "it_energy",
        reason: "GPT-3 has no training energy in the registry".into(),
    })?;
    OperationalCarbon::builder()
        .it_energy(energy)
        .pue(1.0)
        .intensity(grams_co2e_per_kwh(429.0))
        .comparison(TONNE_CO2E.of(4.6))
        .build()
}
