use super::WATCHING;
use mlsysim_core::units::per_day;
use mlsysim_core::{Frequency, InputError, Named, Time, preset, scenario};

/// Labelled outcomes needed to confirm an accuracy drop with a one-sample test, and how long
/// collecting them takes at each label source's rate.
#[scenario(
    family = WATCHING,
    assumption = "Outcomes are independent Bernoulli trials at the current accuracy.",
    assumption = "The test is two-sided at the given confidence, with the given power against the given drop.",
    excludes = "Delays between a prediction and its label arriving beyond the label rate.",
    derivation = "Normal approximation to the binomial for a one-proportion test; the quantiles z come from the standard normal distribution (statrs).",
    example = r#"
// Outcomes needed to confirm a 5-point drop
use mlsysim_scenarios::watching::labeled_outcome_drift_confirmation;

let s = labeled_outcome_drift_confirmation()?;
assert!((s.outcomes_needed()? - 184.76998455768134).abs() < 1e-9);
assert_eq!(s.collection_time("low".into())?.value, 864_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DriftConfirmation {
    /// Accuracy before the drop.
    #[input(positive, range = 0.0..1.0)]
    pub baseline_accuracy: f64,
    /// Accuracy drop to confirm.
    #[input(positive, range = 0.0..1.0)]
    pub drop: f64,
    /// Confidence of the test (1 − false-alarm rate).
    #[input(positive, range = 0.0..1.0)]
    pub confidence: f64,
    /// Power of the test (chance of confirming a real drop).
    #[input(positive, range = 0.0..1.0)]
    pub power: f64,
    /// Outcomes the team can afford to collect.
    pub evidence_budget: u32,
    /// Label arrival rate per source; a source that labels nothing is left out.
    #[input(positive, unit = PER_DAY)]
    pub label_rates: Named<Frequency>,
    /// Further drops to compare.
    #[input(positive, range = 0.0..1.0)]
    pub compared_drops: Option<Vec<f64>>,

    /// Normal quantile of the two-sided confidence.
    #[property(normal_quantile(1.0 - (1.0 - confidence) / 2.0)?)]
    pub z_alpha: f64,
    /// Normal quantile of the power.
    #[property(normal_quantile(power)?)]
    pub z_beta: f64,
    /// Outcomes needed to confirm `drop`.
    #[property(outcomes_for(drop)?)]
    pub outcomes_needed: f64,
    /// Accuracy after a drop of `drop_size`, strictly between 0 and 1 and not the baseline's.
    #[method(
        {
            require(
                baseline_accuracy - drop_size > 0.0 && baseline_accuracy - drop_size < 1.0 && baseline_accuracy - drop_size != baseline_accuracy,
                "the accuracy after the drop must lie strictly between 0 and 1 and differ from the baseline"
            )?;
            baseline_accuracy - drop_size
        },
        samples(drop_size = [drop, compared_drops]),
        args(drop_size(positive)),
    )]
    pub accuracy_after: fn(drop_size: f64) -> f64,
    /// Square root of the outcomes needed for a drop of `drop_size`: the two accuracies'
    /// spreads at the test's quantiles over the drop.
    #[method(
        (z_alpha * sqrt(baseline_accuracy * (1.0 - baseline_accuracy))? + z_beta * sqrt(accuracy_after(drop_size)? * (1.0 - accuracy_after(drop_size)?))?)
            / (baseline_accuracy - accuracy_after(drop_size)?),
        samples(drop_size = [drop, compared_drops]),
        args(drop_size(positive)),
    )]
    pub root_outcomes_for: fn(drop_size: f64) -> f64,
    /// Outcomes needed to confirm a drop of `drop_size`.
    #[method(
        root_outcomes_for(drop_size)? * root_outcomes_for(drop_size)?,
        samples(drop_size = [drop, compared_drops]),
        args(drop_size(positive)),
    )]
    pub outcomes_for: fn(drop_size: f64) -> f64,
    /// Time to collect the whole evidence budget from `source`.
    #[method(evidence_budget / label_rates[source], unit = SECOND, samples(source = label_rates))]
    pub collection_time: fn(source: String) -> Time,
    /// Time to collect `outcomes` labels from `source`.
    #[method(outcomes / label_rates[source], unit = SECOND, args(outcomes(non_negative)), samples(outcomes = outcomes_needed, source = label_rates))]
    pub collection_time_for: fn(outcomes: f64, source: String) -> Time,
}

/// Confirming a 5-point drop from 95% accuracy at 95% confidence and 80% power, with a fast
/// (one a second) and a slow (100 a day) label source.
#[preset(name = "LabeledOutcomeDriftConfirmation")]
pub fn labeled_outcome_drift_confirmation() -> Result<DriftConfirmation, InputError> {
    DriftConfirmation::builder()
        .baseline_accuracy(0.95)
        .drop(0.05)
        .confidence(0.95)
        .power(0.8)
        .evidence_budget(1000)
        .label_rates(Named::from_iter([
            ("high", per_day(86_400.0)),
            ("low", per_day(100.0)),
        ]))
        .compared_drops(vec![0.02, 0.01, 0.005])
        .build()
}
