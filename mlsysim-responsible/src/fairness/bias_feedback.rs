use super::FAIRNESS;
use crate::responsible_ai::credit_service_two_groups;
use mlsysim_core::error::derived;
use mlsysim_core::{InputError, preset, scenario};

/// A disparity that passed its release gate at launch, fed back through retraining: the
/// cycle at which it breaches the gate, and what sampling the censored outcomes changes.
///
/// The factor is refit from the next audit (next gap over launch gap), and the gap after k
/// cycles is the launch gap times the factor to the k. All gaps and the gate are in
/// percentage points. Sampling the outcomes of marginal denials refits the factor to
/// `sampled_factor`; an unmitigated gap is carried over `horizon_cycles` for comparison.
#[scenario(
    family = FAIRNESS,
    assumption = "The factor is the same every cycle: one audit fixes it.",
    assumption = "The reference's `gap_at(cycles, factor=None)` is two members here: `gap_at` at the refit factor, and `gap_at_factor` for any other factor.",
    excludes = "Noise in the audits: each gap is taken as measured.",
    derivation = "Feedback loops in which a model's decisions censor the outcomes it is retrained on (Ensign et al. 2018; Lum and Isaac 2016).",
    rule(launch_gap > 0.0, "`launch_gap` is above 0"),
    example = r#"
// A 3-point gap growing 10% a quarter breaches a 5-point gate in the sixth quarter
use mlsysim_responsible::fairness::credit_service_bias_feedback;

let s = credit_service_bias_feedback()?;
assert_eq!(s.breach_cycle()?, 6);
assert!(s.sampled_gap_at_breach()? < 3.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct BiasFeedback {
    /// The gap at launch, in points.
    pub launch_gap: f64,
    /// The gap at the next audit, in points.
    pub next_audit_gap: f64,
    /// The release gate on the gap, in points.
    pub gate: f64,
    /// The factor refit once censored outcomes are sampled.
    #[input(non_negative)]
    pub sampled_factor: f64,
    /// A gap left without mitigation, in points.
    pub unmitigated_gap: f64,
    /// Retraining cycles of the comparison horizon.
    #[input(range = 0..)]
    pub horizon_cycles: i64,

    /// The factor each cycle multiplies the gap by.
    #[property(next_audit_gap / launch_gap)]
    pub factor: f64,
    /// Cycles, not rounded, at which the gap reaches the gate.
    #[property(cycles_to_gate(launch_gap, factor, gate)?)]
    pub crossing: f64,
    /// The first whole cycle at which the gate fails.
    #[property(ceil(crossing)?)]
    pub breach_cycle: i64,
    /// The gap after `cycles` cycles at the refit factor.
    #[method(feedback_disparity(launch_gap, factor, cycles)?, samples(cycles = [0, breach_cycle, horizon_cycles]), args(cycles(non_negative)))]
    pub gap_at: fn(cycles: i64) -> f64,
    /// The gap after `cycles` cycles at `other_factor`.
    #[method(
        feedback_disparity(launch_gap, other_factor, cycles)?,
        samples(cycles = [breach_cycle], other_factor = [sampled_factor, factor]),
        args(cycles(non_negative))
    )]
    pub gap_at_factor: fn(cycles: i64, other_factor: f64) -> f64,
    /// The gap at the breach cycle.
    #[property(gap_at(breach_cycle)?)]
    pub gap_at_breach: f64,
    /// The unmitigated gap after `horizon_cycles` at the refit factor.
    #[property(feedback_disparity(unmitigated_gap, factor, horizon_cycles)?)]
    pub unmitigated_at_horizon: f64,
    /// The gap at the breach cycle once outcomes are sampled.
    #[property(gap_at_factor(breach_cycle, sampled_factor)?)]
    pub sampled_gap_at_breach: f64,
}

/// The credit service's mitigated TPR gap under quarterly retraining: 3.0 points at launch
/// and 3.3 at the next audit against a 5-point gate, a factor of 0.90 once marginal denials
/// are sampled, and the unmitigated gap of `CreditServiceTwoGroups` (group A's TPR less
/// group B's, in points) carried over a year of four cycles.
#[preset(name = "CreditServiceBiasFeedback")]
pub fn credit_service_bias_feedback() -> Result<BiasFeedback, InputError> {
    let credit = credit_service_two_groups()?;
    let tpr_a = derived("unmitigated_gap", credit.tpr("A".into()))?;
    let tpr_b = derived("unmitigated_gap", credit.tpr("B".into()))?;
    BiasFeedback::builder()
        .launch_gap(3.0)
        .next_audit_gap(3.3)
        .gate(5.0)
        .sampled_factor(0.90)
        // Points, as the reference states it: each rate scaled to points, then subtracted.
        .unmitigated_gap(100.0 * tpr_a - 100.0 * tpr_b)
        .horizon_cycles(4)
        .build()
}
