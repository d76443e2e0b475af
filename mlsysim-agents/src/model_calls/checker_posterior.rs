use super::MODEL_CALLS;
use mlsysim_core::{InputError, preset, scenario};

/// The defects a fallible check lets through: of the candidates that pass, the share that
/// violate the property it checks, by Bayes' rule.
///
/// A check passes a defective candidate with its false-accept rate and a valid one with its
/// valid-accept rate. When defects are common or the check is weak, a passing set can still be
/// mostly defective; halving the false-accept rate helps less than it seems when valid
/// candidates are rare.
#[scenario(
    family = MODEL_CALLS,
    assumption = "Candidates are checked once, independently of one another.",
    excludes = "Running the same check again: its errors are correlated with the first run's.",
    derivation = "Bayes' rule on the two kinds of candidate.",
    rule(pass_share > 0.0, "some candidates pass: `false_accept_rate` and `valid_accept_rate` are not both 0 where they apply"),
    example = r#"
// One passing patch in seven still violates the property
use mlsysim_agents::model_calls::patch_checker_posterior;

let s = patch_checker_posterior()?;
assert!(s.posterior()? > 0.14);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct CheckerPosterior {
    /// Share of candidates that violate the property.
    #[input(range = 0.0..=1.0)]
    pub defect_rate: f64,
    /// Chance the check passes a defective candidate, P(pass | defective).
    #[input(range = 0.0..=1.0)]
    pub false_accept_rate: f64,
    /// Chance the check passes a valid candidate, P(pass | valid).
    #[input(range = 0.0..=1.0)]
    pub valid_accept_rate: f64,

    /// Share of candidates that are defective and pass.
    #[property(false_accept_rate * defect_rate)]
    pub defective_pass: f64,
    /// Share of candidates that pass.
    #[property(defective_pass + valid_accept_rate * (1.0 - defect_rate))]
    pub pass_share: f64,
    /// Share of passing candidates that are defective, P(defective | pass).
    #[property(pass_posterior(defect_rate, false_accept_rate, valid_accept_rate)?)]
    pub posterior: f64,
    /// Share of defective candidates the check fails.
    #[property(1.0 - false_accept_rate)]
    pub catch_rate: f64,
    /// Share of valid candidates the check fails.
    #[property(1.0 - valid_accept_rate)]
    pub valid_reject_rate: f64,
}

/// A patch check over generated patches: 18% violate the concurrency property, and the check
/// passes 65% of defective and 85% of valid patches.
#[preset(name = "PatchCheckerPosterior")]
pub fn patch_checker_posterior() -> Result<CheckerPosterior, InputError> {
    CheckerPosterior::builder()
        .defect_rate(0.18)
        .false_accept_rate(0.65)
        .valid_accept_rate(0.85)
        .build()
}

/// The same patch check with its false-accept rate halved.
#[preset(name = "PatchCheckerHalvedFalseAccept")]
pub fn patch_checker_halved_false_accept() -> Result<CheckerPosterior, InputError> {
    let base = patch_checker_posterior()?;
    base.variant()
        .false_accept_rate(base.false_accept_rate / 2.0)
        .build()
}

/// A check over candidates of which 30% are valid; it misses 10% of valid candidates and
/// passes 5% of invalid ones.
#[preset(name = "ThirtyPercentValidPassingSet")]
pub fn thirty_percent_valid_passing_set() -> Result<CheckerPosterior, InputError> {
    CheckerPosterior::builder()
        .defect_rate(0.70)
        .false_accept_rate(0.05)
        .valid_accept_rate(0.90)
        .build()
}
