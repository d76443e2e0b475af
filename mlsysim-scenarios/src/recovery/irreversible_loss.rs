use super::RECOVERY;
use mlsysim_core::units::{seconds, usd, usd_per_hour};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};

/// Expected loss from wrong changes that cannot be undone, with and without a canary check
/// ahead of the point of no return, and what one more step of catch rate is worth.
#[scenario(
    family = RECOVERY,
    assumption = "A caught wrong change still costs the share it could not recover (1 − ρ of its impact); a missed one costs all of it.",
    assumption = "The reference reads the nine rates and costs from a remediation workload of its agent registry, which this port does not carry; they are inputs here.",
    rule(canary_catch_rate + catch_step <= 1.0, "`canary_catch_rate` + `catch_step` is at most 1 (the reference lets the raised catch rate exceed 1, and the missed loss turns negative)"),
    excludes = "The cost of running the canary itself beyond each attempt's cost.",
    derivation = "Expected loss is probability × impact, split by whether the canary catches the change.",
    example = r#"
// What the canary saves
use mlsysim_scenarios::recovery::remediation_canary_pivot_loss;

let s = remediation_canary_pivot_loss()?;
assert!((s.reduction()? - 3.571428571428572).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct IrreversibleLoss {
    /// Model cost of one remediation attempt.
    #[input(non_negative, unit = USD)]
    pub model_cost_per_attempt: Usd,
    /// Environment cost of one attempt.
    #[input(non_negative, unit = USD)]
    pub environment_cost_per_attempt: Usd,
    /// Assessment cost of one attempt.
    #[input(non_negative, unit = USD)]
    pub assessment_cost_per_attempt: Usd,
    /// Time a person spends approving one attempt.
    #[input(non_negative, unit = MINUTE)]
    pub approver_review_time: Time,
    /// What that person's time costs.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub approver_hourly_rate: mlsysim_core::MoneyRate,
    /// Chance that a change is wrong.
    #[input(range = 0.0..=1.0)]
    pub wrong_change_probability: f64,
    /// Cost of a wrong change that goes through.
    #[input(non_negative, unit = USD)]
    pub wrong_change_impact: Usd,
    /// Share of wrong changes the canary catches.
    #[input(range = 0.0..=1.0)]
    pub canary_catch_rate: f64,
    /// Share of a caught change's impact that is recovered.
    #[input(range = 0.0..=1.0)]
    pub canary_recovery_fraction: f64,
    /// A step up in the catch rate to price.
    #[input(range = 0.0..=1.0)]
    pub catch_step: f64,

    /// Cost of one attempt, approval included.
    #[property(model_cost_per_attempt + environment_cost_per_attempt + assessment_cost_per_attempt + approver_review_time * approver_hourly_rate, unit = USD)]
    pub attempt_cost: Usd,
    /// Expected loss with no canary.
    #[property(wrong_change_probability * wrong_change_impact * (1.0 - 0.0), unit = USD)]
    pub loss_without_check: Usd,
    /// Expected loss from wrong changes the canary catches at `catch_rate`.
    #[method(wrong_change_probability * catch_rate * wrong_change_impact * (1.0 - canary_recovery_fraction), unit = USD, args(catch_rate(range = 0.0..=1.0)), samples(catch_rate = [canary_catch_rate, raised_catch_rate]))]
    pub caught_at: fn(catch_rate: f64) -> Usd,
    /// Expected loss from wrong changes the canary misses at `catch_rate`.
    #[method(wrong_change_probability * (1.0 - catch_rate) * wrong_change_impact * (1.0 - 0.0), unit = USD, args(catch_rate(range = 0.0..=1.0)), samples(catch_rate = [canary_catch_rate, raised_catch_rate]))]
    pub missed_at: fn(catch_rate: f64) -> Usd,
    /// Expected loss from caught changes.
    #[property(caught_at(canary_catch_rate)?, unit = USD)]
    pub loss_caught: Usd,
    /// Expected loss from missed changes.
    #[property(missed_at(canary_catch_rate)?, unit = USD)]
    pub loss_missed: Usd,
    /// Expected loss with the canary.
    #[property(loss_caught + loss_missed, unit = USD)]
    pub loss_with_check: Usd,
    /// How many times smaller the loss is with the canary.
    #[property(loss_without_check / loss_with_check)]
    pub reduction: f64,
    /// Share of the remaining loss that comes from missed changes.
    #[property(loss_missed / loss_with_check)]
    pub missed_share: f64,
    /// Loss saved by raising the catch rate by `catch_step`.
    #[property(wrong_change_probability * wrong_change_impact * canary_recovery_fraction * catch_step, unit = USD)]
    pub loss_per_catch_step: Usd,
    /// The catch rate after the step.
    #[property(canary_catch_rate + catch_step)]
    pub raised_catch_rate: f64,
    /// Loss from caught changes at the raised rate.
    #[property(caught_at(raised_catch_rate)?, unit = USD)]
    pub loss_caught_raised: Usd,
    /// Loss from missed changes at the raised rate.
    #[property(missed_at(raised_catch_rate)?, unit = USD)]
    pub loss_missed_raised: Usd,
    /// Loss with the canary at the raised rate.
    #[property(loss_caught_raised + loss_missed_raised, unit = USD)]
    pub loss_with_check_raised: Usd,
    /// Expected loss with the canary, in attempts' worth.
    #[property(loss_with_check / attempt_cost)]
    pub loss_vs_attempt: f64,
    /// The catch step's saving, in attempts' worth.
    #[property(loss_per_catch_step / attempt_cost)]
    pub step_vs_attempt: f64,
}

/// An on-call remediation agent whose wrong changes (4% of them, $12,000 each) pass a canary
/// that catches 80% and recovers 90% of what it catches.
#[preset(name = "RemediationCanaryPivotLoss")]
pub fn remediation_canary_pivot_loss() -> Result<IrreversibleLoss, InputError> {
    IrreversibleLoss::builder()
        .model_cost_per_attempt(usd(0.15))
        .environment_cost_per_attempt(usd(0.1))
        .assessment_cost_per_attempt(usd(0.2))
        .approver_review_time(seconds(600.0))
        .approver_hourly_rate(usd_per_hour(120.0))
        .wrong_change_probability(0.04)
        .wrong_change_impact(usd(12_000.0))
        .canary_catch_rate(0.8)
        .canary_recovery_fraction(0.9)
        .catch_step(0.1)
        .build()
}
