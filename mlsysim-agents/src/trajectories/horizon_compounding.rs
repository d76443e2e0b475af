use super::TRAJECTORIES;
use crate::registry_figure;
use mlsysim_core::registry::Agents;
use mlsysim_core::{InputError, preset, scenario};

/// Independent, unchecked steps, each right with the same probability: the task's success at
/// each horizon, and the per-step error that holds a target success at the long horizon.
///
/// A task of H steps that nothing checks and nothing repairs succeeds only if every step does,
/// with probability pᴴ. Holding a target at H steps needs a per-step error of
/// 1 − target^(1/H); as the error shrinks, ε·H approaches −ln(target) at any horizon, so a
/// horizon ten times longer needs an error ten times smaller. Counted in recurrences instead
/// of steps, the same arithmetic is pass^k, the chance that k runs of a recurring task all
/// pass.
#[scenario(
    family = TRAJECTORIES,
    assumption = "Steps are independent, nothing checks a step before the next builds on it, and nothing recovers.",
    excludes = "Checks and repairs between steps (see ProtectedFieldCheck) and retries of the whole task (see AcceptedTaskCost).",
    derivation = "The product of independent successes.",
    example = r#"
// 99% a step leaves a third of 100-step tasks succeeding
use mlsysim_agents::trajectories::unchecked_repair_horizon;

let s = unchecked_repair_horizon()?;
assert!((s.success(100)? - 0.366).abs() < 1e-3);
assert_eq!(s.first_horizon_below_target()?, 11);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct HorizonCompounding {
    /// Chance that one step is right.
    #[input(range = 0.0..=1.0)]
    pub step_success: f64,
    /// A short horizon, in steps.
    pub short_horizon: u32,
    /// The horizon the target must hold at, in steps.
    #[input(range = 1..)]
    pub long_horizon: u32,
    /// The success to hold at the long horizon.
    #[input(positive, range = 0.0..=1.0)]
    pub target_success: f64,
    /// A further horizon to price (twice the long one, say).
    pub extended_horizon: Option<u32>,

    /// The horizons priced: the short, the long and, where given, the extended one.
    #[property(
        if given(extended_horizon) {
            vec![short_horizon, long_horizon, extended_horizon]
        } else {
            vec![short_horizon, long_horizon]
        },
        unit = STEPS,
    )]
    pub horizons: Vec<u32>,
    /// Chance that one step is wrong.
    #[property(1.0 - step_success)]
    pub step_error: f64,
    /// Chance that a task of `horizon` unchecked steps succeeds.
    #[method(unchecked_success(step_success, horizon)?, samples(horizon = horizons))]
    pub success: fn(horizon: u32) -> f64,
    /// The per-step error that holds the target at the long horizon.
    #[property(step_error_for_target(target_success, long_horizon)?)]
    pub required_step_error: f64,
    /// How many times that error the step error is.
    #[property(step_error / required_step_error)]
    pub error_ratio: f64,
    /// The required error times the long horizon.
    #[property(required_step_error * long_horizon)]
    pub required_error_horizon: f64,
    /// The limit of that product as the error shrinks: −ln(target).
    #[property(-ln(target_success)?)]
    pub small_error_limit: f64,
    /// The first horizon whose success falls below the target.
    #[property(first_horizon_below(step_success, target_success)?, unit = STEPS)]
    pub first_horizon_below_target: i64,
}

/// An unchecked repair trajectory at 99% a step: success at 10, 100 and 200 turns, and the step
/// error that holds 90% at 100 turns.
#[preset(name = "UncheckedRepairHorizon")]
pub fn unchecked_repair_horizon() -> Result<HorizonCompounding, InputError> {
    HorizonCompounding::builder()
        .step_success(0.99)
        .short_horizon(10)
        .long_horizon(100)
        .target_success(0.90)
        .extended_horizon(200)
        .build()
}

/// The same 99% a step, its short horizon the coding harness's trajectory step budget.
#[preset(name = "HorizonCompounding30Steps")]
pub fn horizon_compounding30_steps() -> Result<HorizonCompounding, InputError> {
    let harness = &Agents::Coding::SWE_Bench_Runner;
    unchecked_repair_horizon()?
        .variant()
        .short_horizon(registry_figure(
            "short_horizon",
            harness.max_trajectory_steps,
            "max_trajectory_steps",
            harness.path,
        )?)
        .build()
}

/// A rule the model keeps on 99% of turns, over the coding agent's step budget; 99% of runs
/// must keep it on every turn.
#[preset(name = "FreezeRuleOverStepBudget")]
pub fn freeze_rule_over_step_budget() -> Result<HorizonCompounding, InputError> {
    horizon_compounding30_steps()?
        .variant()
        .step_success(0.99)
        .target_success(0.99)
        .build()
}

/// A greedy rerun whose every call reproduces its recording 99% of the time; the rerun
/// reproduces only if every call over the coding agent's step budget does.
#[preset(name = "GreedyRerunReproduction")]
pub fn greedy_rerun_reproduction() -> Result<HorizonCompounding, InputError> {
    horizon_compounding30_steps()?
        .variant()
        .step_success(0.99)
        .build()
}

/// One constraint carried through repeated compactions at 5% loss a round: survival after 10
/// and 40 rounds, and the first round below even odds.
#[preset(name = "CompactionConstraintRetention")]
pub fn compaction_constraint_retention() -> Result<HorizonCompounding, InputError> {
    HorizonCompounding::builder()
        .step_success(0.95)
        .short_horizon(10)
        .long_horizon(40)
        .target_success(0.5)
        .build()
}

/// A recurring task accepted on 90% of single runs, over eight recurrences: pass^k is horizon
/// compounding over recurrences.
#[preset(name = "RecurringTaskConsistency")]
pub fn recurring_task_consistency() -> Result<HorizonCompounding, InputError> {
    HorizonCompounding::builder()
        .step_success(0.90)
        .short_horizon(1)
        .long_horizon(8)
        .target_success(0.90)
        .build()
}

/// The same recurring task at 80% a run.
#[preset(name = "RecurringTaskConsistencyLowerRate")]
pub fn recurring_task_consistency_lower_rate() -> Result<HorizonCompounding, InputError> {
    recurring_task_consistency()?
        .variant()
        .step_success(0.80)
        .build()
}

/// The same recurring task with its single-run failure rate halved, to 5%.
#[preset(name = "RecurringTaskConsistencyHalvedFailure")]
pub fn recurring_task_consistency_halved_failure() -> Result<HorizonCompounding, InputError> {
    recurring_task_consistency()?
        .variant()
        .step_success(0.95)
        .build()
}

/// One refund-policy answer asked in five sessions at 95% a run.
#[preset(name = "RefundAnswerFiveSessions")]
pub fn refund_answer_five_sessions() -> Result<HorizonCompounding, InputError> {
    recurring_task_consistency()?
        .variant()
        .step_success(0.95)
        .long_horizon(5)
        .build()
}
