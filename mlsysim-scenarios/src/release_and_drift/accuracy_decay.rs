use super::RELEASE_AND_DRIFT;
use mlsysim_core::units::days;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// Exponential accuracy decay fitted through two readings, and what the curve predicts.
///
/// The curve A(t) = A0·exp(−γt) passes through the initial accuracy at t = 0 and the later
/// accuracy after `elapsed`; from it follow the accuracy at any age, the age at which a given
/// accuracy is reached, and the accuracy at which to act so that a floor is not crossed.
#[scenario(
    family = RELEASE_AND_DRIFT,
    assumption = "Accuracy decays exponentially at a constant rate.",
    assumption = "Accuracies are shares in (0, 1]; a later accuracy above the initial one gives a negative rate (the model improved).",
    excludes = "Sudden drops (outages, upstream changes) that no smooth curve describes.",
    derivation = "Two points fix the one free rate of an exponential: γ = ln(A0 ÷ A1) ÷ elapsed.",
    example = r#"
// Reading the fitted curve
use mlsysim_scenarios::release_and_drift::ranking_service_accuracy_drift;

let s = ranking_service_accuracy_drift()?;
assert!((s.accuracy_at(mlsysim_core::units::days(28.0))? - 0.88).abs() < 1e-12);
let days = s.time_to(0.9)?.value / 86_400.0;
assert!((days - 18.45998557984837).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AccuracyDecay {
    /// Accuracy when the model was deployed.
    #[input(positive, range = 0.0..=1.0)]
    pub initial_accuracy: f64,
    /// Accuracy measured `elapsed` later.
    #[input(positive, range = 0.0..=1.0)]
    pub later_accuracy: f64,
    /// Time between the two readings.
    #[input(positive, unit = DAY)]
    pub elapsed: Time,
    /// When the decay was noticed; recorded, read by no member.
    #[input(non_negative, unit = WEEK)]
    pub noticed: Option<Time>,

    /// Decay rate γ.
    #[property(ln(initial_accuracy / later_accuracy)? / elapsed, unit = PER_DAY)]
    pub decay_rate: Frequency,
    /// Accuracy lost between the readings.
    #[property(initial_accuracy - later_accuracy)]
    pub drop: f64,
    /// Accuracy at `age`.
    #[method(initial_accuracy * exp(-(decay_rate * age))?, args(age(non_negative)), samples(age = ["0 day", "28 day", "8 week"]))]
    pub accuracy_at: fn(age: Time) -> f64,
    /// Age at which the curve reaches `accuracy`.
    #[method(ln(initial_accuracy / accuracy)? / decay_rate, unit = DAY, args(accuracy(range = 0.0..=1.0)), samples(accuracy = [0.88, 0.9]))]
    pub time_to: fn(accuracy: f64) -> Time,
    /// Accuracy at which to retrain so that it is still above `floor` after `delay`.
    #[method(floor * exp(decay_rate * delay)?, args(floor(range = 0.0..=1.0), delay(non_negative)), samples(floor = [0.9], delay = ["7 day"]))]
    pub trigger_for_floor: fn(floor: f64, delay: Time) -> f64,
}

/// A ranking model that fell from 94% to 88% accuracy over four weeks.
#[preset(name = "RankingServiceAccuracyDrift")]
pub fn ranking_service_accuracy_drift() -> Result<AccuracyDecay, InputError> {
    AccuracyDecay::builder()
        .initial_accuracy(0.94)
        .later_accuracy(0.88)
        .elapsed(days(28.0))
        .noticed(days(56.0))
        .build()
}
