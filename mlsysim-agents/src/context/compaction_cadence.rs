use super::{CONTEXT, repair_context_budget};
use mlsysim_core::{InputError, preset, scenario};

/// A request compacted between two watermarks: each turn appends a tool result, and a pass
/// fires on the first turn that brings the request to the trigger and resets it to the
/// target.
///
/// Passes come every ⌈(S_trigger − S_target)/δ⌉ turns. The trigger is soft: the request can
/// overshoot it by less than one append, and the output reserve must still fit the window
/// then. A narrower gap between the watermarks (a higher target) fires passes more often.
#[scenario(
    family = CONTEXT,
    assumption = "Every turn appends the same number of tokens, and a pass resets the request exactly to the target.",
    excludes = "What a pass costs and what it loses (see ProtectedFieldCheck).",
    rule(target < trigger, "the `target` lies below the `trigger`"),
    rule(alternate_target < trigger, "the `alternate_target` lies below the `trigger`"),
    example = r#"
// A pass every 12 turns, twice as often with the narrower gap
use mlsysim_agents::context::repair_compaction_watermarks;

let s = repair_compaction_watermarks()?;
assert_eq!(s.cycle_turns()?, 12);
assert!(s.fits_window()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct CompactionCadence {
    /// Tokens of the context window.
    #[input(range = 1..)]
    pub window: u32,
    /// Tokens reserved for the reply.
    pub output_reserve: u32,
    /// The request length a pass resets to.
    pub target: u32,
    /// The request length that fires a pass.
    pub trigger: u32,
    /// Tokens each turn appends.
    #[input(range = 1..)]
    pub tokens_per_turn: u32,
    /// Turns of the trajectory.
    pub turns: u32,
    /// A narrower gap's target, to compare.
    pub alternate_target: Option<u32>,

    /// The most input a request may hold.
    #[property(window - output_reserve, unit = TOKENS)]
    pub input_limit: i64,
    /// Turns between passes.
    #[property(compaction_cycle(trigger, target, tokens_per_turn)?, unit = STEPS)]
    pub cycle_turns: i64,
    /// The request's length when a pass fires.
    #[property(target + cycle_turns * tokens_per_turn, unit = TOKENS)]
    pub trigger_length: i64,
    /// How far that length passes the trigger.
    #[property(trigger_length - trigger, unit = TOKENS)]
    pub overshoot: i64,
    /// That length with the reply's reserve.
    #[property(trigger_length + output_reserve, unit = TOKENS)]
    pub length_with_reserve: i64,
    /// Whether the request and the reserve still fit the window when a pass fires.
    #[property(length_with_reserve <= i64::from(window))]
    pub fits_window: bool,
    /// Passes within the turns.
    #[property(floor_div(turns, cycle_turns)?)]
    pub passes: i64,
    /// The request's length after each turn's append, before any pass.
    #[property(
        each!(t in 1..=turns, target + tokens_per_turn * (modulo(t - 1, cycle_turns)? + 1)),
        unit = TOKENS,
    )]
    pub lengths: Vec<i64>,
    /// Turns between passes at the alternate target.
    #[property(compaction_cycle(trigger, alternate_target, tokens_per_turn)?, unit = STEPS)]
    pub alternate_cycle_turns: i64,
    /// Passes within the turns at the alternate target.
    #[property(floor_div(turns, alternate_cycle_turns)?)]
    pub alternate_passes: i64,
    /// The request's length after each turn at the alternate target.
    #[property(
        each!(t in 1..=turns, alternate_target + tokens_per_turn * (modulo(t - 1, alternate_cycle_turns)? + 1)),
        unit = TOKENS,
    )]
    pub alternate_lengths: Vec<i64>,
    /// How many times as often passes come at the alternate target.
    #[property(cycle_turns / alternate_cycle_turns)]
    pub frequency_ratio: f64,
}

/// The repair request compacted between a 92,000-token trigger and the selecting request's
/// size: each 4,000-token result appended, over the harness's step budget; an alternate
/// 81,000-token target narrows the gap.
#[preset(name = "RepairCompactionWatermarks")]
pub fn repair_compaction_watermarks() -> Result<CompactionCadence, InputError> {
    let budget = repair_context_budget()?;
    CompactionCadence::builder()
        .window(budget.window)
        .output_reserve(budget.output_reserve)
        .target(
            budget.system_tokens
                + budget.tool_tokens
                + budget.state_tokens
                + budget.selected_observation,
        )
        .trigger(92_000)
        .tokens_per_turn(budget.observation_per_turn)
        .turns(budget.turns)
        .alternate_target(81_000)
        .build()
}
