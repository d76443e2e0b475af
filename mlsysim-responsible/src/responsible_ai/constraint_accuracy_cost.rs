use super::RESPONSIBLE_AI;
use mlsysim_core::{InputError, Named, preset, scenario};

/// What a fairness constraint costs in accuracy: the points given up and their share of the
/// accuracy before.
///
/// The accuracies are in percent. `context` carries the rates the policy states (default
/// rates, approval rates, thresholds, in percent), so that every figure quoted about the
/// policy comes from one place; no member reads it.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "Both accuracies are measured on the same data, in percent.",
    excludes = "What the constraint buys: the gap it closes is stated in `context`, not computed.",
    derivation = "A difference and a ratio of two stated accuracies.",
    example = r#"
// Parity costs four points of accuracy
use mlsysim_responsible::responsible_ai::credit_parity_accuracy_cost;

let s = credit_parity_accuracy_cost()?;
assert_eq!(s.accuracy_cost()?, 4.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ConstraintAccuracyCost {
    /// Accuracy without the constraint, in percent.
    #[input(range = 0.0..=100.0)]
    pub baseline_accuracy: f64,
    /// Accuracy with the constraint, in percent.
    #[input(range = 0.0..=100.0)]
    pub constrained_accuracy: f64,
    /// The policy's stated rates by name, in percent.
    #[input(default = Named::default())]
    pub context: Named<f64>,

    /// Points of accuracy given up.
    #[property(baseline_accuracy - constrained_accuracy)]
    pub accuracy_cost: f64,
    /// The accuracy given up as a share of the baseline.
    #[property(accuracy_cost / baseline_accuracy)]
    pub relative_cost: f64,
}

/// Demographic parity imposed on a credit model, accuracy 85% falling to 81%: group A held at
/// 80% approval and group B raised from 60% to 80% (default rates 20% and 40%; thresholds 30
/// and, under parity, 50).
#[preset(name = "CreditParityAccuracyCost")]
pub fn credit_parity_accuracy_cost() -> Result<ConstraintAccuracyCost, InputError> {
    ConstraintAccuracyCost::builder()
        .baseline_accuracy(85.0)
        .constrained_accuracy(81.0)
        .context(Named::from_iter([
            ("group_a_default", 20.0),
            ("group_b_default", 40.0),
            ("default_threshold", 30.0),
            ("group_a_approval", 80.0),
            ("group_b_approval_unconstrained", 60.0),
            ("default_threshold_parity", 50.0),
        ]))
        .build()
}
