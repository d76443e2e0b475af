use super::FAIRNESS;
use mlsysim_core::{InputError, preset, scenario};

/// The labeled data a per-group evaluation needs: the draws that pin one group's rate, the
/// collection random sampling needs to meet a small group's target, and the per-group count
/// that pins a gap between two equal groups.
///
/// One group's rate is to lie within `half_width` at `confidence`; the worst case is a rate of
/// one half, where the binomial variance is largest. A group that is `group_share` of the
/// population yields its `target_per_group` only from `target ÷ share` random draws. The gap
/// between two equal groups carries both groups' variances, so it needs twice the draws of
/// one rate for the same half-width.
#[scenario(
    family = FAIRNESS,
    assumption = "Draws are independent and the normal approximation holds; both groups of a gap share the rate `rate`.",
    assumption = "The reference's `gap_samples_per_group(half_width=None)` is two members here: the property `gap_samples_per_group` at `gap_half_width`, and the method `gap_samples_at` for any other half-width.",
    excludes = "Stratified or targeted collection, which meets a small group's target without the random multiple.",
    derivation = "The normal-approximation interval of a proportion, solved for the sample size.",
    example = r#"
// A group that is 1% of users needs a million random draws for 10,000 examples
use mlsysim_responsible::fairness::one_percent_group_evaluation_budget;

let s = one_percent_group_evaluation_budget()?;
assert_eq!(s.samples_needed()?, 9604);
assert!((s.random_multiple()? - 100.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SubgroupEvaluationBudget {
    /// The rate measured; one half is the worst case.
    #[input(default = 0.5, range = 0.0..=1.0)]
    pub rate: f64,
    /// Half-width wanted on one group's rate.
    #[input(range = 0.0..=1.0, positive)]
    pub half_width: f64,
    /// Confidence of the interval.
    #[input(range = 0.0..1.0, positive)]
    pub confidence: f64,
    /// The group's share of the population.
    #[input(range = 0.0..=1.0, positive)]
    pub group_share: f64,
    /// Examples wanted from the group.
    #[input(range = 1..)]
    pub target_per_group: i64,
    /// Half-width wanted on the gap between two equal groups, where stated.
    #[input(range = 0.0..=1.0, positive)]
    pub gap_half_width: Option<f64>,

    /// The two-sided normal critical value at `confidence`.
    #[property(normal_quantile(0.5 + confidence / 2.0)?)]
    pub z: f64,
    /// The binomial variance p(1 − p), 0.25 at the worst case.
    #[property(rate * (1.0 - rate))]
    pub variance: f64,
    /// Draws that pin one group's rate to `half_width`.
    #[property(samples_for_half_width(rate, half_width, z)?)]
    pub samples_needed: i64,
    /// Random draws expected to yield `target_per_group` from the group.
    #[property(target_per_group / group_share)]
    pub random_collection: f64,
    /// Random draws per example of the group kept.
    #[property(random_collection / target_per_group)]
    pub random_multiple: f64,
    /// Draws per group that pin the gap between two equal groups to `gap_half_width`.
    #[property(mlsysim_core::laws::gap_samples_per_group(rate, gap_half_width, z)?)]
    pub gap_samples_per_group: i64,
    /// Draws per group that pin the gap between two equal groups to `gap_width`.
    #[method(
        mlsysim_core::laws::gap_samples_per_group(rate, gap_width, z)?,
        samples(gap_width = [0.01, 0.035, 0.05]),
        args(gap_width(positive))
    )]
    pub gap_samples_at: fn(gap_width: f64) -> i64,
    /// Half-width of the gap between two equal groups of `n_per_group` draws each.
    #[method(z * proportion_gap_se(rate, rate, n_per_group, n_per_group)?, samples(n_per_group = [1000, target_per_group]), args(n_per_group(positive)))]
    pub gap_half_width_at: fn(n_per_group: i64) -> f64,
}

/// Test data for a group that is 1% of users: its error rate within one point at 95%
/// confidence (worst-case rate one half), a rounded target of 10,000 examples from the group,
/// and the gap between two equal groups pinned to 3.5 points.
#[preset(name = "OnePercentGroupEvaluationBudget")]
pub fn one_percent_group_evaluation_budget() -> Result<SubgroupEvaluationBudget, InputError> {
    SubgroupEvaluationBudget::builder()
        .rate(0.5)
        .half_width(0.01)
        .confidence(0.95)
        .group_share(0.01)
        .target_per_group(10_000)
        .gap_half_width(0.035)
        .build()
}
