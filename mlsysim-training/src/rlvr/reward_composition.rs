use super::RLVR;
use mlsysim_core::{InputError, preset, scenario};

/// One update's rollouts scored by a verifier that accepts some failures: the true and false
/// accepts expected, and the share of accepts that are failures.
///
/// Of tasks × group rollouts a share p truly passes; the verifier accepts a pass with one rate
/// and a failure with another. The false share is Bayes' rule over the accepts, so it moves
/// with the policy's pass rate as well as with the verifier: a policy that rarely passes sees
/// its accepts filled with the verifier's mistakes.
#[scenario(
    family = RLVR,
    assumption = "Rollouts pass independently at one rate; the verifier errs independently on each. Expected counts, not rounded.",
    example = r#"
// At a 10 percent pass rate a verifier that accepts 2.5 percent of failures fills 18 percent
// of the accepts with failures
use mlsysim_training::rlvr::verifier_false_accepts_at_ten_percent_pass;

let s = verifier_false_accepts_at_ten_percent_pass()?;
assert!(s.false_share()? > 0.18 && s.false_share()? < 0.19);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RewardComposition {
    /// Tasks in the update.
    #[input(range = 0..)]
    pub tasks: i64,
    /// Rollouts per task.
    #[input(range = 1..)]
    pub group: i64,
    /// Chance that a rollout truly passes.
    #[input(range = 0.0..=1.0)]
    pub pass_rate: f64,
    /// Chance that the verifier accepts a failure.
    #[input(range = 0.0..=1.0)]
    pub false_accept_rate: f64,
    /// Chance that the verifier accepts a pass.
    #[input(range = 0.0..=1.0)]
    pub valid_accept_rate: f64,

    /// Rollouts in the update.
    #[property(tasks * group)]
    pub rollouts: i64,
    /// Passing rollouts the verifier accepts, expected.
    #[property(rollouts * pass_rate * valid_accept_rate)]
    pub true_accepts: f64,
    /// Failing rollouts the verifier accepts, expected.
    #[property(rollouts * (1.0 - pass_rate) * false_accept_rate)]
    pub false_accepts: f64,
    /// Rollouts the verifier accepts, expected.
    #[property(true_accepts + false_accepts)]
    pub accepts: f64,
    /// Share of the accepted rollouts that failed.
    #[property(pass_posterior(1.0 - pass_rate, false_accept_rate, valid_accept_rate)?)]
    pub false_share: f64,
}

/// One update of 8 rollouts on each of 1,024 tasks, a tenth of them passing, scored by a
/// verifier that accepts every pass and 2.5 percent of failures.
#[preset(name = "VerifierFalseAcceptsAtTenPercentPass")]
pub fn verifier_false_accepts_at_ten_percent_pass() -> Result<RewardComposition, InputError> {
    RewardComposition::builder()
        .tasks(1024)
        .group(8)
        .pass_rate(0.10)
        .false_accept_rate(0.025)
        .valid_accept_rate(1.0)
        .build()
}

/// The same verifier on a policy that passes 5 percent: only the pass rate changes.
#[preset(name = "VerifierFalseAcceptsAtFivePercentPass")]
pub fn verifier_false_accepts_at_five_percent_pass() -> Result<RewardComposition, InputError> {
    verifier_false_accepts_at_ten_percent_pass()?
        .variant()
        .pass_rate(0.05)
        .build()
}
