use super::BENCHMARKING;
use mlsysim_core::{InputError, preset, scenario};

/// Two models scored on the same test items: the interval their accuracy gap would have from
/// independent test sets, and the disagreements at most for McNemar's test to call it real.
///
/// The two scores fix the net gap b − c (items only the baseline gets right, less items only
/// the candidate gets right) but not the disagreements b + c. McNemar's statistic without
/// continuity correction, (b − c)² ÷ (b + c), passes the chi-square critical value z² only when
/// b + c ≤ ⌊(b − c)² ÷ z²⌋.
#[scenario(
    family = BENCHMARKING,
    assumption = "The items are independent; each model's correct items are counted exactly.",
    excludes = "Continuity correction and exact tests.",
    derivation = "McNemar (1947): only the discordant items carry evidence of a difference between paired models.",
    example = r#"
// A one-point drop on 1,000 shared images is significant only if the models disagree on at
// most 26 of them
use mlsysim_deployment::benchmarking::ninety_five_against_ninety_four_on_same_images;

let s = ninety_five_against_ninety_four_on_same_images()?;
assert_eq!(s.max_discordant()?, 26);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SameTestSetAccuracyComparison {
    /// Test items both models are scored on.
    #[input(range = 1..)]
    pub n_samples: i64,
    /// The baseline's accuracy.
    #[input(range = 0.0..=1.0)]
    pub baseline_accuracy: f64,
    /// The candidate's accuracy.
    #[input(range = 0.0..=1.0)]
    pub candidate_accuracy: f64,
    /// Two-sided confidence of the test.
    #[input(positive, range = ..1.0)]
    pub confidence: f64,

    /// The two-sided normal critical value at the confidence.
    #[property(normal_quantile(0.5 + confidence / 2.0)?)]
    pub z: f64,
    /// Items the baseline gets wrong.
    #[property(n_samples * (1.0 - baseline_accuracy))]
    pub baseline_errors: f64,
    /// Items the candidate gets wrong.
    #[property(n_samples * (1.0 - candidate_accuracy))]
    pub candidate_errors: f64,
    /// Binomial standard deviation of the baseline's error count.
    #[property(sqrt(n_samples * baseline_accuracy * (1.0 - baseline_accuracy))?)]
    pub baseline_error_sd: f64,
    /// The baseline's accuracy less the candidate's.
    #[property(baseline_accuracy - candidate_accuracy)]
    pub accuracy_difference: f64,
    /// The interval [low, high] of the accuracy difference had the scores come from independent
    /// test sets.
    #[property(proportion_gap_interval(baseline_accuracy, candidate_accuracy, n_samples, n_samples, z)?)]
    pub independent_interval: Vec<f64>,
    /// Items only the baseline gets right, less items only the candidate gets right.
    #[property(round_half_even(n_samples * accuracy_difference)?)]
    pub net_gap: i64,
    /// The chi-square critical value with one degree of freedom: z².
    #[property(z * z)]
    pub chi2_critical: f64,
    /// The most disagreements at which McNemar's test still finds the gap.
    #[property(mcnemar_max_discordant(net_gap, chi2_critical)?)]
    pub max_discordant: i64,
    /// The most disagreements as a share of the items.
    #[property(max_discordant / n_samples)]
    pub max_discordant_share: f64,
}

/// A 95 percent baseline against a 94 percent compressed model on the same 1,000 images at 95
/// percent confidence.
#[preset(name = "NinetyFiveAgainstNinetyFourOnSameImages")]
pub fn ninety_five_against_ninety_four_on_same_images()
-> Result<SameTestSetAccuracyComparison, InputError> {
    SameTestSetAccuracyComparison::builder()
        .n_samples(1000)
        .baseline_accuracy(0.95)
        .candidate_accuracy(0.94)
        .confidence(0.95)
        .build()
}
