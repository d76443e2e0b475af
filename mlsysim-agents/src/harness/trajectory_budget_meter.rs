use super::{HARNESS, repair_next_call_admission};
use crate::context::repair_prefix_layout_bill;
use crate::model_calls::{TrajectoryResend, coding_agent_resend30_turns};
use mlsysim_core::units::{seconds, usd_per_mtoken};
use mlsysim_core::{InputError, Named, Time, Usd, preset, scenario};

/// One append-only trajectory metered against its budget vector, turns, tokens, time and
/// dollars, with and without prefix reuse: each meter's used share, and the one that leads.
///
/// With prefix reuse every turn's earlier prompt is billed at the cached price and only the
/// first prompt and each turn's appended tokens at the input price; without it every input
/// token is billed in full. The token meter counts cached input in full, so only the dollar
/// meter sees reuse; the leading meter is the one nearest its allowance.
#[scenario(
    family = HARNESS,
    assumption = "The trajectory's token counts and the wall clock at the readout are those stated.",
    excludes = "Spend not on model calls (sandboxes, tests, review).",
    example = r#"
// With reuse the turn meter leads; without it the dollars do
use mlsysim_agents::harness::repair_trajectory_budget_meter;

let s = repair_trajectory_budget_meter()?;
assert_eq!(s.leading_with_reuse()?, "turns");
assert_eq!(s.leading_without_reuse()?, "dollars");
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TrajectoryBudgetMeter {
    /// The trajectory metered: a TrajectoryResend preset or its inputs.
    pub trajectory: TrajectoryResend,
    /// Price of an uncached input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Share of the input price a cached token is billed at.
    #[input(range = 0.0..=1.0)]
    pub cached_fraction: f64,
    /// Price of an output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,
    /// Turns allowed.
    #[input(range = 1..)]
    pub turn_allowance: u32,
    /// Tokens allowed, input and output.
    #[input(range = 1..)]
    pub token_allowance: u32,
    /// Wall-clock time allowed.
    #[input(positive, unit = SECOND)]
    pub time_allowance: Time,
    /// Dollars allowed.
    #[input(positive, unit = USD)]
    pub dollar_allowance: Usd,
    /// The wall clock at the readout.
    #[input(non_negative, unit = SECOND)]
    pub elapsed: Time,

    /// Input tokens the trajectory sends.
    #[property(trajectory.resent_tokens()?, unit = TOKENS)]
    pub input_tokens: i64,
    /// Input tokens billed at the cached price with reuse.
    #[property(input_tokens - uncached_tokens, unit = TOKENS)]
    pub cached_tokens: i64,
    /// Input tokens billed in full with reuse.
    #[property(trajectory.reused_prefix_tokens()?, unit = TOKENS)]
    pub uncached_tokens: i64,
    /// Output tokens of the trajectory.
    #[property(trajectory.output_tokens()?, unit = TOKENS)]
    pub output_tokens: i64,
    /// Input and output tokens.
    #[property(input_tokens + output_tokens, unit = TOKENS)]
    pub total_tokens: i64,
    /// What the trajectory costs with prefix reuse.
    #[property(uncached_tokens * input_price + cached_tokens * (input_price * cached_fraction) + output_tokens * output_price, unit = USD)]
    pub cost_with_reuse: Usd,
    /// What it costs without.
    #[property(input_tokens * input_price + output_tokens * output_price, unit = USD)]
    pub cost_without_reuse: Usd,
    /// How many times the cost with reuse the cost without is.
    #[property(cost_without_reuse / cost_with_reuse)]
    pub cost_ratio: f64,
    /// Each meter's used share with reuse.
    #[property(budget_meters(
        trajectory.turns,
        turn_allowance,
        total_tokens,
        token_allowance,
        elapsed,
        time_allowance,
        cost_with_reuse,
        dollar_allowance,
    )?)]
    pub used_with_reuse: Named<f64>,
    /// Each meter's used share without reuse.
    #[property(budget_meters(
        trajectory.turns,
        turn_allowance,
        total_tokens,
        token_allowance,
        elapsed,
        time_allowance,
        cost_without_reuse,
        dollar_allowance,
    )?)]
    pub used_without_reuse: Named<f64>,
    /// The meter nearest its allowance with reuse (the first listed, on a tie).
    #[property(argmax!(m in used_with_reuse, used_with_reuse[m]))]
    pub leading_with_reuse: String,
    /// The meter nearest its allowance without reuse.
    #[property(argmax!(m in used_without_reuse, used_without_reuse[m]))]
    pub leading_without_reuse: String,
}

/// The coding agent's 30-turn trajectory metered against 40 turns, 2 million tokens, 900 s and
/// the repair trajectory's $3.50, read at 460 s; hypothetical $3 input, cached at 10%, and $15
/// output per million tokens.
#[preset(name = "RepairTrajectoryBudgetMeter")]
pub fn repair_trajectory_budget_meter() -> Result<TrajectoryBudgetMeter, InputError> {
    let admission = repair_next_call_admission()?;
    TrajectoryBudgetMeter::builder()
        .trajectory(coding_agent_resend30_turns()?)
        .input_price(admission.input_price)
        .cached_fraction(repair_prefix_layout_bill()?.cached_fraction)
        // The reference reads this price from ProbeVsGeneratedExplanation (not yet ported).
        .output_price(usd_per_mtoken(15.0))
        .turn_allowance(40)
        .token_allowance(2_000_000)
        .time_allowance(seconds(900.0))
        .dollar_allowance(admission.allowance)
        .elapsed(seconds(460.0))
        .build()
}
