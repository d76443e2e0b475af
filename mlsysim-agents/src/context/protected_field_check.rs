use super::CONTEXT;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// Constraints a task must keep, each lost independently at every compaction round, with and
/// without a host check that detects and repairs a share of the losses at a price per round.
///
/// A lost constraint makes the task unacceptable, so acceptance is the acceptance of an intact
/// task times the chance that all n·R constraint-rounds survive. A check that catches a share
/// of the losses leaves the rest, and adds its price per round to the attempt; it pays when
/// the cost per accepted task falls.
#[scenario(
    family = CONTEXT,
    assumption = "Losses are independent across constraints and rounds, and any loss makes the task unacceptable.",
    assumption = "The check repairs every loss it detects.",
    excludes = "Losses the check itself introduces, and partial credit for a task that keeps most constraints.",
    derivation = "Horizon compounding over n·R independent exposures, and cost per accepted task.",
    example = r#"
// A five-cent check per round pays for itself
use mlsysim_agents::context::protected_field_check_payback;

let s = protected_field_check_payback()?;
assert!(s.cost_per_accepted_checked()? < s.cost_per_accepted_unchecked()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ProtectedFieldCheck {
    /// Constraints the task must keep.
    pub constraints: u32,
    /// Chance one constraint is lost in one round.
    #[input(range = 0.0..=1.0)]
    pub loss_per_round: f64,
    /// Compaction rounds.
    pub rounds: u32,
    /// Acceptance of a task that keeps every constraint.
    #[input(positive, range = 0.0..=1.0)]
    pub acceptance_if_intact: f64,
    /// What one attempt costs.
    #[input(non_negative, unit = USD)]
    pub attempt_cost: Usd,
    /// Share of losses the check detects and repairs.
    #[input(range = 0.0..=1.0)]
    pub detection: f64,
    /// What the check costs each round.
    #[input(non_negative, unit = USD)]
    pub check_cost_per_round: Usd,
    /// The survival whose first crossing, in rounds, is reported.
    #[input(positive, range = 0.0..=1.0)]
    pub survival_floor: f64,
    /// Survival to hold without a check.
    #[input(positive, range = 0.0..=1.0)]
    pub target_survival: Option<f64>,

    /// Constraint-rounds exposed to loss.
    #[property(constraints * rounds)]
    pub exposures: i64,
    /// Chance every constraint survives every round without a check.
    #[property(unchecked_success(1.0 - loss_per_round, exposures)?)]
    pub survival_unchecked: f64,
    /// Acceptance without a check.
    #[property(acceptance_if_intact * survival_unchecked)]
    pub acceptance_unchecked: f64,
    /// Cost per accepted task without a check.
    #[property(cost_per_accepted(attempt_cost, acceptance_unchecked)?, unit = USD)]
    pub cost_per_accepted_unchecked: Usd,
    /// Per-round loss the check misses.
    #[property(loss_per_round * (1.0 - detection))]
    pub undetected_loss: f64,
    /// Chance every constraint survives every round with the check.
    #[property(unchecked_success(1.0 - undetected_loss, exposures)?)]
    pub survival_checked: f64,
    /// Acceptance with the check.
    #[property(acceptance_if_intact * survival_checked)]
    pub acceptance_checked: f64,
    /// One attempt with a check every round.
    #[property(attempt_cost + rounds * check_cost_per_round, unit = USD)]
    pub attempt_cost_checked: Usd,
    /// Cost per accepted task with the check.
    #[property(cost_per_accepted(attempt_cost_checked, acceptance_checked)?, unit = USD)]
    pub cost_per_accepted_checked: Usd,
    /// The first number of checked rounds after which survival falls below the floor.
    #[property(first_horizon_below(unchecked_success(1.0 - undetected_loss, constraints)?, survival_floor)?)]
    pub checked_rounds_below_floor: i64,
    /// The per-round loss that holds the target survival over every exposure without a check.
    #[property(step_error_for_target(target_survival, exposures)?)]
    pub max_loss_for_target: f64,
}

/// Twelve constraints over three compactions at 3% loss each per round; acceptance 0.6 when
/// all survive; a $2 attempt; a check that catches 90% of losses for $0.05 a round.
#[preset(name = "ProtectedFieldCheckPayback")]
pub fn protected_field_check_payback() -> Result<ProtectedFieldCheck, InputError> {
    ProtectedFieldCheck::builder()
        .constraints(12)
        .loss_per_round(0.03)
        .rounds(3)
        .acceptance_if_intact(0.6)
        .attempt_cost(usd(2.00))
        .detection(0.90)
        .check_cost_per_round(usd(0.05))
        .survival_floor(0.5)
        .target_survival(0.95)
        .build()
}
