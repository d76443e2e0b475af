use super::TOOL_CALLING;
use crate::context::repair_prefix_layout_bill;
use mlsysim_core::units::{seconds, usd_per_mtoken};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};

/// A model that checks a pending job at a fixed interval until it completes: the status calls
/// it makes, the tokens they read and write, and what they cost, against a worst-case delay of
/// one interval in seeing the result.
///
/// Checks start one interval after dispatch and stop at completion, so ⌈T/Δt⌉ − 1 of them find
/// the job pending. Each reads the selected context, a share of it billed at the cached price,
/// and generates a short status request.
#[scenario(
    family = TOOL_CALLING,
    assumption = "The job takes a fixed time; every check reads the same context.",
    excludes = "The useful calls every design makes, and a notification that would replace polling.",
    example = r#"
// Fifty-nine status calls find the 300 s job pending
use mlsysim_agents::tool_calling::model_polling_every_five_seconds;

let s = model_polling_every_five_seconds()?;
assert_eq!(s.polls()?, 59);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ModelPolling {
    /// How long the job takes.
    #[input(positive, unit = SECOND)]
    pub job_duration: Time,
    /// Time between checks.
    #[input(positive, unit = SECOND)]
    pub poll_interval: Time,
    /// Tokens of selected context each status call reads.
    pub context_tokens: u32,
    /// Tokens each status call generates.
    pub output_tokens: u32,
    /// Share of each call's input billed as cached.
    #[input(range = 0.0..=1.0)]
    pub cache_hit: f64,
    /// Price of an uncached input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Share of the input price a cached token is billed at.
    #[input(range = 0.0..=1.0)]
    pub cached_fraction: f64,
    /// Price of an output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,

    /// Status calls that find the job pending.
    #[property(pending_polls(job_duration, poll_interval)?, unit = CALLS)]
    pub polls: i64,
    /// Input tokens of the status calls.
    #[property(polls * context_tokens, unit = TOKENS)]
    pub input_tokens: i64,
    /// Output tokens of the status calls.
    #[property(polls * output_tokens, unit = TOKENS)]
    pub total_output_tokens: i64,
    /// Price of a cached input token.
    #[property(input_price * cached_fraction, unit = USD_PER_MTOKEN)]
    pub cached_price: Usd,
    /// Price of an input token at the cache-hit share.
    #[property((1.0 - cache_hit) * input_price + cache_hit * cached_price, unit = USD_PER_MTOKEN)]
    pub blended_input_price: Usd,
    /// What the status calls' input costs.
    #[property(input_tokens * blended_input_price, unit = USD)]
    pub input_cost: Usd,
    /// What the status calls' output costs.
    #[property(total_output_tokens * output_price, unit = USD)]
    pub output_cost: Usd,
    /// What polling costs in all.
    #[property(input_cost + output_cost, unit = USD)]
    pub cost: Usd,
    /// The longest the model can take to see the result: one interval.
    #[property(poll_interval, unit = SECOND)]
    pub worst_delay: Time,
}

/// A model polling a 300 s test job every 5 s: 32,768 input tokens (95% cached) and 40 output
/// tokens a status call, at the repair bill's input price and cached share and a hypothetical
/// $15 per million output tokens.
#[preset(name = "ModelPollingEveryFiveSeconds")]
pub fn model_polling_every_five_seconds() -> Result<ModelPolling, InputError> {
    let bill = repair_prefix_layout_bill()?;
    ModelPolling::builder()
        .job_duration(seconds(300.0))
        .poll_interval(seconds(5.0))
        .context_tokens(32_768)
        .output_tokens(40)
        .cache_hit(0.95)
        .input_price(bill.input_price)
        .cached_fraction(bill.cached_fraction)
        // The reference reads this price from ProbeVsGeneratedExplanation (not yet ported).
        .output_price(usd_per_mtoken(15.0))
        .build()
}
