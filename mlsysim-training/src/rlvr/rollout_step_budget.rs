use super::{RLVR, thirty_turn_forks_at_every_boundary};
use mlsysim_core::{InputError, preset, scenario};

/// One update's tasks, group size and rollout length against the policy's pass rate: the
/// tokens generated, and the rollouts each group that carries any learning signal costs.
///
/// A group of G independent binary attempts carries a reward contrast only when it holds a
/// pass and a failure, with 1 − pᴳ − (1 − p)ᴳ. A group without contrast gives every rollout the
/// same advantage and moves no weights, so each informative group costs G ÷ P(contrast)
/// rollouts: many on tasks the policy almost always passes or fails.
#[scenario(
    family = RLVR,
    assumption = "Rollouts pass independently at the mix's pass rate.",
    example = r#"
// At a 5 percent pass rate two thirds of the groups of 8 carry no signal
use mlsysim_training::rlvr::hard_task_rollout_step;

let s = hard_task_rollout_step()?;
assert!(s.silent_share()? > 0.6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RolloutStepBudget {
    /// Tasks in the update.
    #[input(range = 0..)]
    pub tasks: i64,
    /// Rollouts per task, G.
    #[input(range = 1..)]
    pub group: i64,
    /// Turns of one rollout.
    #[input(range = 0..)]
    pub turns: i64,
    /// Tokens each turn generates.
    #[input(range = 0..)]
    pub tokens_per_turn: i64,
    /// Chance that a rollout passes, p.
    #[input(range = 0.0..=1.0)]
    pub pass_rate: f64,

    /// Rollouts in the update.
    #[property(tasks * group)]
    pub rollouts: i64,
    /// Tokens one rollout generates.
    #[property(turns * tokens_per_turn)]
    pub rollout_tokens: i64,
    /// Tokens the update generates.
    #[property(rollouts * rollout_tokens)]
    pub step_tokens: i64,
    /// Chance that a group holds both a pass and a failure.
    #[property(mixed_outcome_fraction(pass_rate, group)?)]
    pub contrast: f64,
    /// Chance that a group carries no signal.
    #[property(1.0 - contrast)]
    pub silent_share: f64,
    /// Rollouts generated per group that carries a signal.
    #[property(group / contrast)]
    pub rollouts_per_informative_group: f64,
}

/// One update of 512 tasks with groups of 8 on a mix the policy passes 5 percent, each rollout
/// the 30-turn, 512-token trajectory of the fork inventory.
#[preset(name = "HardTaskRolloutStep")]
pub fn hard_task_rollout_step() -> Result<RolloutStepBudget, InputError> {
    let trajectory = thirty_turn_forks_at_every_boundary()?;
    RolloutStepBudget::builder()
        .tasks(512)
        .group(8)
        .turns(trajectory.turns)
        .tokens_per_turn(trajectory.tokens_per_turn)
        .pass_rate(0.05)
        .build()
}

/// The same update with groups of 16.
#[preset(name = "HardTaskRolloutStepDoubledGroup")]
pub fn hard_task_rollout_step_doubled_group() -> Result<RolloutStepBudget, InputError> {
    hard_task_rollout_step()?.variant().group(16).build()
}

/// The same update on tasks the policy passes about half the time (difficulty-targeted).
#[preset(name = "TargetedTaskRolloutStep")]
pub fn targeted_task_rollout_step() -> Result<RolloutStepBudget, InputError> {
    hard_task_rollout_step()?.variant().pass_rate(0.50).build()
}

/// The same update on a mix the policy passes 20 percent.
#[preset(name = "ModerateTaskRolloutStep")]
pub fn moderate_task_rollout_step() -> Result<RolloutStepBudget, InputError> {
    hard_task_rollout_step()?.variant().pass_rate(0.20).build()
}

/// Groups of 2 on a task the policy passes 10 percent: the smallest group that can carry
/// contrast.
#[preset(name = "PairGroupsAtTenPercentPass")]
pub fn pair_groups_at_ten_percent_pass() -> Result<RolloutStepBudget, InputError> {
    hard_task_rollout_step()?
        .variant()
        .group(2)
        .pass_rate(0.10)
        .build()
}
