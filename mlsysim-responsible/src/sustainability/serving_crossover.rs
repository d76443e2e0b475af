use super::{SUSTAINABILITY, lab64_a100_training_footprint};
use mlsysim_core::units::{KILOWATT_HOUR, joules};
use mlsysim_core::{Energy, InputError, preset, scenario};

/// Days of serving whose energy adds up to a one-time energy, such as the training run that
/// made the model.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "The request volume and the energy per request are constant.",
    excludes = "Growth in traffic and the facility overhead of serving (unless included in the energy per request).",
    derivation = "The reference's ServingCrossoverModel.",
)]
pub struct ServingCrossover {
    /// The one-time energy (a training run's facility energy, say).
    #[input(non_negative, unit = MEGAWATT_HOUR)]
    pub one_time_energy: Energy,
    /// Requests served a day.
    #[input(non_negative)]
    pub requests_per_day: f64,
    /// Energy of one request.
    #[input(non_negative, unit = KILOWATT_HOUR)]
    pub energy_per_request: Energy,

    /// Energy of one day's serving.
    #[property(requests_per_day * energy_per_request, unit = MEGAWATT_HOUR)]
    pub daily_energy: Energy,
    /// Days of serving whose energy equals the one-time energy.
    #[property(one_time_energy / daily_energy)]
    pub crossover_days: f64,
}

/// Ten million queries a day at 1 Wh each, against the facility energy of the 64-A100 lab
/// training run (`Lab64A100TrainingFootprint`).
#[preset(name = "TenMillionQueriesAgainstLab64Training")]
pub fn ten_million_queries_against_lab64_training() -> Result<ServingCrossover, InputError> {
    let run = lab64_a100_training_footprint()?;
    // A run whose energy cannot be computed gives a value `build` refuses, with its reason.
    let energy = run.facility_energy().unwrap_or(joules(f64::NAN));
    ServingCrossover::builder()
        .one_time_energy(energy)
        .requests_per_day(10_000_000.0)
        .energy_per_request(KILOWATT_HOUR.of(0.001))
        .build()
}
