use super::CONTEXT;
use crate::registry_figure;
use mlsysim_core::registry::Agents;
use mlsysim_core::{InputError, preset, scenario};

/// One agent request budgeted by role against its window, under two policies for tool
/// results: append every result to the history, or select a fixed share of observations for
/// every call.
///
/// The window less the reply's reserve holds the fixed roles (instructions, tool declarations,
/// task state) and the observations. Appending grows the observations by one result a turn
/// until the budget overflows, and resends the history, so the input bill grows with the
/// square of the horizon; selecting keeps every request the same size and the bill linear.
#[scenario(
    family = CONTEXT,
    assumption = "No prefix is reused: every request's input is billed in full.",
    assumption = "The window admits every appended request (the bill counts turns past the overflow as if it did).",
    excludes = "Output tokens, tokenization across joins, and compaction (see CompactionCadence).",
    rule(output_reserve < window, "the `output_reserve` leaves part of the `window` for input"),
    example = r#"
// Appending every result overflows in a few turns and bills many times what selecting does
use mlsysim_agents::context::repair_context_budget;

let s = repair_context_budget()?;
assert!(s.turns_fit()? < 30);
assert!(s.bill_ratio()? > 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ContextBudget {
    /// Tokens of the context window.
    #[input(range = 1..)]
    pub window: u32,
    /// Tokens reserved for the reply, K_max.
    pub output_reserve: u32,
    /// Tokens of the application's instructions.
    pub system_tokens: u32,
    /// Tokens of the tool declarations.
    pub tool_tokens: u32,
    /// Tokens of the task state: constraints, progress record, code excerpts.
    pub state_tokens: u32,
    /// Tokens of the tool result appended each turn.
    #[input(range = 1..)]
    pub observation_per_turn: u32,
    /// Tokens of observations a selecting policy keeps on every call.
    pub selected_observation: u32,
    /// Turns of the trajectory.
    #[input(range = 1..)]
    pub turns: u32,
    /// Tokens of a compacted per-turn result.
    #[input(range = 1..)]
    pub digest_tokens: u32,

    /// The most input a request may hold.
    #[property(window - output_reserve, unit = TOKENS)]
    pub input_limit: i64,
    /// Tokens of the fixed roles.
    #[property(system_tokens + tool_tokens + state_tokens, unit = TOKENS)]
    pub fixed_tokens: i64,
    /// Tokens left for evidence (task state and observations) after instructions and tools.
    #[property(input_limit - system_tokens - tool_tokens, unit = TOKENS)]
    pub evidence_tokens: i64,
    /// Evidence's share of the window.
    #[property(evidence_tokens / window)]
    pub evidence_share: f64,
    /// Tokens left for observations.
    #[property(mlsysim_core::laws::observation_budget(window, output_reserve, fixed_tokens)?, unit = TOKENS)]
    pub observation_budget: i64,
    /// Turns of appended results that fit the observation budget.
    #[property(turns_that_fit(observation_budget, observation_per_turn)?, unit = STEPS)]
    pub turns_fit: i64,
    /// The first turn whose results do not fit.
    #[property(turns_fit + 1)]
    pub overflow_turn: i64,
    /// Tokens of observations the overflow turn needs.
    #[property(overflow_turn * observation_per_turn, unit = TOKENS)]
    pub overflow_observations: i64,
    /// Turns that fit when each result is compacted to a digest.
    #[property(turns_that_fit(observation_budget, digest_tokens)?, unit = STEPS)]
    pub digest_turns: i64,
    /// The largest result a turn may append and still last every turn.
    #[property(floor_div(observation_budget, turns)?, unit = TOKENS)]
    pub max_observation_per_turn: i64,
    /// Tokens of every request under the selecting policy.
    #[property(fixed_tokens + selected_observation, unit = TOKENS)]
    pub selected_request: i64,
    /// The request of each turn when every result is appended (the first already holds one).
    #[property(each!(t in 1..=turns, fixed_tokens + observation_per_turn * t), unit = TOKENS)]
    pub append_requests: Vec<i64>,
    /// The input sent by the end of each turn, appending.
    #[property(
        each!(t in 1..=turns, append_only_context(fixed_tokens + observation_per_turn, observation_per_turn, t)?[1]),
        unit = TOKENS,
    )]
    pub append_cumulative: Vec<i64>,
    /// The input sent by the end of each turn, selecting.
    #[property(each!(t in 1..=turns, t * selected_request), unit = TOKENS)]
    pub select_cumulative: Vec<i64>,
    /// Input tokens over the turns, appending (the first request already holds one result).
    #[property(append_only_context(fixed_tokens + observation_per_turn, observation_per_turn, turns)?[1], unit = TOKENS)]
    pub append_bill: i64,
    /// Input tokens over the turns, selecting.
    #[property(turns * selected_request, unit = TOKENS)]
    pub select_bill: i64,
    /// How many times the appending bill is the selecting one.
    #[property(append_bill / select_bill)]
    pub bill_ratio: f64,
    /// The appending policy's last request.
    #[property(append_only_context(fixed_tokens + observation_per_turn, observation_per_turn, turns)?[0], unit = TOKENS)]
    pub final_append_request: i64,
    /// The appending policy's last request with the reply's reserve.
    #[property(final_append_request + output_reserve, unit = TOKENS)]
    pub final_append_with_reserve: i64,
}

/// The SWE-bench repair harness's request over its window and step budget: 8,000 tokens
/// reserved for the reply, 3,000 of instructions, 12,000 of tool declarations and 24,000 of
/// task state; a 4,000-token result appended each turn, or 8,000 tokens of selected
/// observations on every call; a 2,000-token digest.
#[preset(name = "RepairContextBudget")]
pub fn repair_context_budget() -> Result<ContextBudget, InputError> {
    let harness = &Agents::Coding::SWE_Bench_Runner;
    ContextBudget::builder()
        .window(harness.context_window)
        .output_reserve(8_000)
        .system_tokens(3_000)
        .tool_tokens(12_000)
        .state_tokens(24_000)
        .observation_per_turn(4_000)
        .selected_observation(8_000)
        .turns(registry_figure(
            "turns",
            harness.max_trajectory_steps,
            "max_trajectory_steps",
            harness.path,
        )?)
        .digest_tokens(2_000)
        .build()
}
