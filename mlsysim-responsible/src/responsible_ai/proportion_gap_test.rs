use super::{RESPONSIBLE_AI, derived, loan_screening_two_groups};
use mlsysim_core::equation::round_half_even;
use mlsysim_core::{InputError, preset, scenario};

/// An observed gap between two groups' rates, each measured on the same number of decisions,
/// weighed as evidence: the pooled z test, the gap's interval, and the group size at which
/// the gap would first be significant.
///
/// The test is the pooled two-proportion z statistic against the two-sided normal critical
/// value at `significance`; the interval is the unpooled normal-approximation interval at the
/// same level. Both can be evaluated at any group size with `z_at` and `interval_at`, to see
/// how a gap that is clear on a hundred decisions per group says little on ten.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "Decisions are independent draws, and both groups have the same number of them.",
    assumption = "The normal approximation holds: it is poor when a rate is near 0 or 1 on few decisions.",
    excludes = "Exact (Fisher) tests and corrections for testing many gaps at once.",
    derivation = "The two-proportion z test and the Wald interval of a difference of proportions.",
    rule(small_n_per_group <= n_per_group, "`small_n_per_group` is at most `n_per_group`"),
    example = r#"
// A 30-point approval gap on 100 applicants a group is significant
use mlsysim_responsible::responsible_ai::loan_approval_gap_test;

let s = loan_approval_gap_test()?;
assert!(s.z()? > s.z_critical()?);
assert!(s.z_at(10.0)? < s.z_critical()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ProportionGapTest {
    /// Rate of the first group (approvals, flags) as a share of its decisions.
    #[input(range = 0.0..=1.0)]
    pub rate_a: f64,
    /// Rate of the second group.
    #[input(range = 0.0..=1.0)]
    pub rate_b: f64,
    /// Decisions observed in each group.
    #[input(range = 1..)]
    pub n_per_group: i64,
    /// Two-sided level of the test and of the interval.
    #[input(default = 0.05, range = 0.0..1.0)]
    pub significance: f64,
    /// A second, smaller group size to compare against, where one is stated.
    #[input(range = 1..)]
    pub small_n_per_group: Option<i64>,

    /// The observed gap, first rate minus second.
    #[property(rate_a - rate_b)]
    pub gap: f64,
    /// The mean of the two rates (the pooled rate of two equal groups).
    #[property((rate_a + rate_b) / 2.0)]
    pub pooled_rate: f64,
    /// The two-sided normal critical value at `significance`.
    #[property(normal_quantile(1.0 - significance / 2.0)?)]
    pub z_critical: f64,
    /// The pooled z statistic of this gap with `n` decisions in each group.
    #[method(two_proportion_z(rate_a, rate_b, n, n)?, samples(n = [10, 100, 1000]))]
    pub z_at: fn(n: f64) -> f64,
    /// The gap's interval, [low, high], with `n` decisions in each group.
    #[method(proportion_gap_interval(rate_a, rate_b, n, n, z_critical)?, samples(n = [10, 100, 1000]))]
    pub interval_at: fn(n: f64) -> Vec<f64>,
    /// The pooled z statistic at the observed group size.
    #[property(z_at(n_per_group as f64)?)]
    pub z: f64,
    /// The gap's interval, [low, high], at the observed group size.
    #[property(interval_at(n_per_group as f64)?)]
    pub interval: Vec<f64>,
    /// Decisions per group at which this gap first reaches the critical value.
    #[property(equal_n_for_z(rate_a, rate_b, z_critical)?)]
    pub n_at_critical: f64,
}

/// The loan-screening model's approval rates (0.70 against 0.40, from
/// `LoanScreeningTwoGroups`) on its 100 applicants per group, tested at the 5% level, with a
/// 10-applicant subgroup for comparison.
#[preset(name = "LoanApprovalGapTest")]
pub fn loan_approval_gap_test() -> Result<ProportionGapTest, InputError> {
    let loans = loan_screening_two_groups()?;
    ProportionGapTest::builder()
        .rate_a(derived("rate_a", loans.positive_rate("A".into()))?)
        .rate_b(derived("rate_b", loans.positive_rate("B".into()))?)
        .n_per_group(derived(
            "n_per_group",
            loans.size("A".into()).and_then(round_half_even),
        )?)
        .significance(0.05)
        .small_n_per_group(10)
        .build()
}
