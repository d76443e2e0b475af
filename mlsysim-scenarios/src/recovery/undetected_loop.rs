use super::RECOVERY;
use mlsysim_core::units::{seconds, usd_per_mtoken};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};

/// Tokens and time of an append-only model-call loop that resends its whole history every
/// turn, run to its turn ceiling or stopped early.
#[scenario(
    family = RECOVERY,
    assumption = "Each turn appends its output and one observation to the history, and resends all of it.",
    rule(stop_after <= ceiling, "`stop_after` is at most `ceiling`"),
    excludes = "Prompt caching, which would price resent tokens lower.",
    derivation = "Turn t sends first_input + (t − 1) × appended tokens; summing over h turns gives h × first_input + appended × h(h − 1) ÷ 2.",
    example = r#"
// A loop run to its ceiling
use mlsysim_scenarios::recovery::repair_loop_to_turn_ceiling;

let s = repair_loop_to_turn_ceiling()?;
assert_eq!(s.ceiling_input()?, 1_397_500);
assert!(s.fits_context()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct UndetectedLoop {
    /// Tokens of the first request.
    pub first_input: u32,
    /// Tokens the model writes each turn.
    pub output_per_turn: u32,
    /// Tokens of the observation appended each turn.
    pub observation_per_turn: u32,
    /// Time of one turn.
    #[input(non_negative, unit = SECOND)]
    pub turn_time: Time,
    /// Turn limit of the loop (at most 100,000: the per-turn list holds one entry a turn).
    #[input(range = 2..=100_000)]
    pub ceiling: u32,
    /// Turn after which a detector would stop the loop.
    #[input(range = 1..)]
    pub stop_after: u32,
    /// Tokens the model accepts in one request.
    pub context_window: u32,
    /// Price of an input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Price of an output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,

    /// Tokens added to the history each turn.
    #[property(output_per_turn + observation_per_turn)]
    pub appended_per_turn: i64,
    /// Input tokens sent over `turns` turns.
    #[method(turns * first_input + appended_per_turn * floor_div(turns * (turns - 1), 2)?, args(turns(non_negative)), samples(turns = [stop_after, ceiling]))]
    pub sent: fn(turns: i64) -> i64,
    /// Token cost of `turns` turns.
    #[method(sent(turns)? * input_price + turns * output_per_turn * output_price, unit = USD, args(turns(non_negative)), samples(turns = [stop_after, ceiling]))]
    pub charge: fn(turns: i64) -> Usd,
    /// Input tokens sent by the loop run to its ceiling.
    #[property(sent(i64::from(ceiling))?)]
    pub ceiling_input: i64,
    /// Input tokens sent when stopped early.
    #[property(sent(i64::from(stop_after))?)]
    pub stop_input: i64,
    /// Cost of the loop run to its ceiling.
    #[property(charge(i64::from(ceiling))?, unit = USD)]
    pub ceiling_cost: Usd,
    /// Cost when stopped early.
    #[property(charge(i64::from(stop_after))?, unit = USD)]
    pub stop_cost: Usd,
    /// Time of the loop run to its ceiling.
    #[property(ceiling * turn_time, unit = SECOND)]
    pub ceiling_time: Time,
    /// Time when stopped early.
    #[property(stop_after * turn_time, unit = SECOND)]
    pub stop_time: Time,
    /// How many times more the full loop costs.
    #[property(ceiling_cost / stop_cost)]
    pub cost_ratio: f64,
    /// Money the early stop saves.
    #[property(ceiling_cost - stop_cost, unit = USD)]
    pub avoided_cost: Usd,
    /// Tokens of the largest request (the last turn's input and output).
    #[property(first_input + appended_per_turn * (ceiling - 1) + output_per_turn)]
    pub peak_request: i64,
    /// Whether the largest request fits the context window.
    #[property(peak_request <= i64::from(context_window))]
    pub fits_context: bool,
    /// Half the ceiling, rounded down.
    #[property(floor_div(ceiling, 2)?)]
    pub half_turns: i64,
    /// How many times more input the full loop sends than half of it.
    #[property(ceiling_input / sent(half_turns)?)]
    pub half_ratio: f64,
    /// Input tokens sent after each number of turns, from 0 to the ceiling.
    #[property(each!(t in 0..=ceiling, sent(t)?))]
    pub input_by_turn: Vec<i64>,
}

/// A repair loop resending 1,000 tokens plus 1,100 more each turn, run to 50 turns versus
/// stopped after 4.
#[preset(name = "RepairLoopToTurnCeiling")]
pub fn repair_loop_to_turn_ceiling() -> Result<UndetectedLoop, InputError> {
    UndetectedLoop::builder()
        .first_input(1_000)
        .output_per_turn(300)
        .observation_per_turn(800)
        .turn_time(seconds(10.0))
        .ceiling(50)
        .stop_after(4)
        .context_window(64_000)
        .input_price(usd_per_mtoken(3.0))
        .output_price(usd_per_mtoken(15.0))
        .build()
}
