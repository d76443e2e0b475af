use super::TRAJECTORIES;
use mlsysim_core::registry::Agents;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// What an accepted task costs when attempts of model tokens plus everything else repeat until
/// one is accepted, and what cheaper tokens, cheaper everything else, or more acceptances do
/// to it.
///
/// Attempts are geometric with mean 1/p, so the cost per accepted task is the attempt's cost
/// over the acceptance: charging only the accepted attempt understates it by 1/p. A price cut
/// removes a fraction of one part of the attempt; an acceptance gain divides the whole of it,
/// which is why a few points of acceptance can be worth more than halving the token price.
/// The break-even acceptance is what a token price cut is worth in acceptance; more model
/// calls per attempt need acceptance raised in proportion to hold the cost per accepted task.
#[scenario(
    family = TRAJECTORIES,
    assumption = "Attempts are independent and repeat until one is accepted; every attempt costs the same.",
    assumption = "A lever changes one thing: a price cut leaves acceptance alone, and an acceptance gain leaves the attempt's cost alone.",
    excludes = "The cost of the delay that retries add, and the value of a task that is never accepted.",
    derivation = "The number of attempts to the first acceptance is geometric with mean 1/p, so the expected cost per accepted task is E[C]/p.",
    rule(model_cost + other_cost > usd(0.0), "an attempt costs something: `model_cost` and `other_cost` are not both 0"),
    rule(acceptance + acceptance_gain <= 1.0, "`acceptance` plus `acceptance_gain` is a probability, at most 1"),
    example = r#"
// Raising acceptance to 60% is worth more than half-price tokens
use mlsysim_agents::trajectories::repair_attempt_cost_levers;

let s = repair_attempt_cost_levers()?;
assert!(s.cost_per_accepted_improved()? < s.cost_per_accepted_cheaper_tokens()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AcceptedTaskCost {
    /// Model tokens of one attempt.
    #[input(non_negative, unit = USD)]
    pub model_cost: Usd,
    /// Everything else one attempt costs: sandbox, tests, review.
    #[input(non_negative, unit = USD)]
    pub other_cost: Usd,
    /// Chance that an attempt is accepted.
    #[input(positive, range = 0.0..=1.0)]
    pub acceptance: f64,
    /// Fraction of the token price removed.
    #[input(range = 0.0..=1.0)]
    pub token_price_cut: Option<f64>,
    /// Acceptance after an improvement to context or tools.
    #[input(positive, range = 0.0..=1.0)]
    pub improved_acceptance: Option<f64>,
    /// Fraction of the other cost removed.
    #[input(range = 0.0..=1.0)]
    pub other_cost_cut: Option<f64>,
    /// Points of acceptance added.
    #[input(range = 0.0..=1.0)]
    pub acceptance_gain: Option<f64>,
    /// Independent attempts allowed.
    #[input(range = 0..)]
    pub independent_attempts: Option<u32>,
    /// More model calls per attempt, as a fraction added to the model cost (1 doubles it).
    #[input(non_negative)]
    pub model_cost_growth: Option<f64>,

    /// What one attempt costs.
    #[property(model_cost + other_cost, unit = USD)]
    pub attempt_cost: Usd,
    /// The model tokens' share of the attempt.
    #[property(model_cost / attempt_cost)]
    pub token_share: f64,
    /// Attempts made for each accepted one, on average.
    #[property(1.0 / acceptance)]
    pub attempts_per_acceptance: f64,
    /// What each accepted task costs, the rejected attempts included.
    #[property(mlsysim_core::laws::cost_per_accepted(attempt_cost, acceptance)?, unit = USD)]
    pub cost_per_accepted: Usd,
    /// How many times the accepted attempt alone understates the cost per accepted task.
    #[property(cost_per_accepted / attempt_cost)]
    pub accepted_only_understatement: f64,
    /// One attempt at the cut token price.
    #[property(model_cost * (1.0 - token_price_cut) + other_cost, unit = USD)]
    pub cheaper_attempt_cost: Usd,
    /// Cost per accepted task at the cut token price.
    #[property(mlsysim_core::laws::cost_per_accepted(cheaper_attempt_cost, acceptance)?, unit = USD)]
    pub cost_per_accepted_cheaper_tokens: Usd,
    /// Cost per accepted task at the improved acceptance.
    #[property(mlsysim_core::laws::cost_per_accepted(attempt_cost, improved_acceptance)?, unit = USD)]
    pub cost_per_accepted_improved: Usd,
    /// The acceptance that saves as much as the token price cut.
    #[property(mlsysim_core::laws::break_even_acceptance(acceptance, token_price_cut, token_share)?)]
    pub break_even_acceptance: f64,
    /// Cost per accepted task with the other cost cut.
    #[property(mlsysim_core::laws::cost_per_accepted(model_cost + other_cost * (1.0 - other_cost_cut), acceptance)?, unit = USD)]
    pub cost_per_accepted_cheaper_other: Usd,
    /// Cost per accepted task with the acceptance gain.
    #[property(mlsysim_core::laws::cost_per_accepted(attempt_cost, acceptance + acceptance_gain)?, unit = USD)]
    pub cost_per_accepted_acceptance_gain: Usd,
    /// Chance that at least one of the independent attempts is accepted.
    #[property(mlsysim_core::laws::independent_success(acceptance, independent_attempts)?)]
    pub independent_success: f64,
    /// One attempt with the model cost grown.
    #[property(model_cost * (1.0 + model_cost_growth) + other_cost, unit = USD)]
    pub grown_attempt_cost: Usd,
    /// How much the grown attempt costs more than the attempt, as a fraction.
    #[property(grown_attempt_cost / attempt_cost - 1.0)]
    pub grown_attempt_rise: f64,
    /// The acceptance that keeps the cost per accepted task at the grown attempt.
    #[property(acceptance * grown_attempt_cost / attempt_cost)]
    pub grown_break_even_acceptance: f64,
}

/// A repair attempt of $1.30 of model tokens and $0.80 of sandbox, tests and review, accepted
/// 40% of the time; the levers: half-price tokens, 60% acceptance, half the other cost, ten
/// more points of acceptance, and five independent attempts.
#[preset(name = "RepairAttemptCostLevers")]
pub fn repair_attempt_cost_levers() -> Result<AcceptedTaskCost, InputError> {
    AcceptedTaskCost::builder()
        .model_cost(usd(1.30))
        .other_cost(usd(0.80))
        .acceptance(0.40)
        .token_price_cut(0.5)
        .improved_acceptance(0.60)
        .other_cost_cut(0.5)
        .acceptance_gain(0.10)
        .independent_attempts(5)
        .build()
}

/// One on-call remediation attempt priced on its workload profile (model calls against the
/// environment, health check and approver), then with twice the model calls.
#[preset(name = "RemediationIncidentAttempt")]
pub fn remediation_incident_attempt() -> Result<AcceptedTaskCost, InputError> {
    let on_call = &Agents::Remediation::OnCall;
    AcceptedTaskCost::builder()
        .model_cost(on_call.model_cost_per_attempt)
        .other_cost(
            on_call.environment_cost_per_attempt
                + on_call.assessment_cost_per_attempt
                + on_call.approval_cost_per_attempt(),
        )
        .acceptance(on_call.acceptance_probability)
        .model_cost_growth(1.0)
        .build()
}
