use super::SECURITY;
use mlsysim_core::{InputError, preset, scenario};

/// A membership-inference audit on the ROC plane against the ceiling a pure ε-differentially
/// private release allows: the most true positives any test can reach at each false-positive
/// rate, beside an illustrative audit curve.
#[scenario(
    family = SECURITY,
    assumption = "Pure differential privacy (δ = 0).",
    assumption = "The audit curve is an illustration, not a measured attack.",
    excludes = "Approximate (ε, δ) privacy, whose ceiling is looser by δ.",
    derivation = "The DP inequality applied to the test's verdict and to its complement.",
    example = r#"
// The illustrative audit stays under the ceiling
use mlsysim_fleet::security::membership_audit_at_epsilon_one;

let s = membership_audit_at_epsilon_one()?;
assert!(s.audit(0.1)? <= s.ceiling(0.1)?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct MembershipAudit {
    /// The privacy budget ε.
    #[input(non_negative)]
    pub epsilon: f64,
    /// Shape a of the illustrative audit curve (at most 1 − e^−ε to stay under the ceiling).
    pub audit_shape: f64,

    /// The largest audit shape whose curve stays under the ceiling at every false-positive
    /// rate: 1 − e^−ε (not a member of the reference, which states the bound in a comment).
    #[property(1.0 - exp(-epsilon)?)]
    pub shape_limit: f64,
    /// The highest true-positive rate any membership test reaches at `fpr`.
    #[method(membership_tpr_ceiling(fpr, epsilon)?, samples(fpr = [0.0, 0.01, 0.1, 0.5, 0.9]), args(fpr(range = 0.0..=1.0)))]
    pub ceiling: fn(fpr: f64) -> f64,
    /// The illustrative audit's true-positive rate at `fpr`.
    #[method(fpr + audit_shape * fpr * (1.0 - fpr), samples(fpr = [0.0, 0.01, 0.1, 0.5, 0.9]), args(fpr(range = 0.0..=1.0)))]
    pub audit: fn(fpr: f64) -> f64,
}

/// An illustrative audit curve (a = 0.6, under the ceiling's 1 − e^−1) at ε = 1.
#[preset(name = "MembershipAuditAtEpsilonOne")]
pub fn membership_audit_at_epsilon_one() -> Result<MembershipAudit, InputError> {
    MembershipAudit::builder()
        .epsilon(1.0)
        .audit_shape(0.6)
        .build()
}
