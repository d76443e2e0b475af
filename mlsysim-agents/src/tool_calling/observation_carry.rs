use super::TOOL_CALLING;
use crate::context::{repair_context_budget, repair_prefix_layout_bill};
use mlsysim_core::units::MB;
use mlsysim_core::{Information, InputError, Usd, preset, scenario};

/// A raw tool output measured in context windows, against the shaped view of it that later
/// calls carry, and what carrying that view costs at the full and the cached input price.
///
/// A raw log converted at an assumed ratio of bytes to tokens can fill many windows; staging a
/// shaped view instead takes a small share of one, but every later call that carries it pays
/// for it again.
#[scenario(
    family = TOOL_CALLING,
    assumption = "A fixed ratio of bytes to tokens, not a tokenizer.",
    excludes = "Writing the cache and the output tokens of the later calls.",
    example = r#"
// A 24 MB log is dozens of windows; its shaped view is a few percent of one
use mlsysim_agents::tool_calling::twenty_four_megabyte_log_observation;

let s = twenty_four_megabyte_log_observation()?;
assert!(s.raw_windows()? > 60.0);
assert!(s.shaped_share()? < 0.05);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ObservationCarry {
    /// Bytes of the raw tool output.
    #[input(non_negative, unit = MB)]
    pub raw_bytes: Information,
    /// Bytes one token of the raw output takes, an assumed ratio (written `3 B/token`).
    #[input(positive, unit = BYTE)]
    pub bytes_per_token: Information,
    /// Tokens of the context window.
    #[input(range = 1..)]
    pub window: u32,
    /// Tokens of the shaped observation.
    pub shaped_tokens: u32,
    /// Later calls that carry it.
    pub carry_calls: u32,
    /// Price of an uncached input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Share of the price a cached input token is billed at.
    #[input(range = 0.0..=1.0)]
    pub cached_fraction: f64,

    /// Tokens of the raw output.
    #[property(raw_bytes / bytes_per_token)]
    pub raw_tokens: f64,
    /// Windows the raw output would fill.
    #[property(raw_tokens / window)]
    pub raw_windows: f64,
    /// The shaped observation's share of one window.
    #[property(shaped_tokens / window)]
    pub shaped_share: f64,
    /// Tokens the later calls carry in all.
    #[property(shaped_tokens * carry_calls, unit = TOKENS)]
    pub carried_tokens: i64,
    /// What carrying it costs at the uncached price.
    #[property(carried_tokens * input_price, unit = USD)]
    pub carried_cost_uncached: Usd,
    /// What carrying it costs at the cached price.
    #[property(carried_cost_uncached * cached_fraction, unit = USD)]
    pub carried_cost_cached: Usd,
}

/// A 24 MB test log at an assumed 3 bytes a token, against a 4,000-token shaped view carried
/// by 30 later calls, in the repair harness's window, at the repair bill's input price and
/// cached share.
#[preset(name = "TwentyFourMegabyteLogObservation")]
pub fn twenty_four_megabyte_log_observation() -> Result<ObservationCarry, InputError> {
    let bill = repair_prefix_layout_bill()?;
    ObservationCarry::builder()
        .raw_bytes(MB.of(24.0))
        .bytes_per_token(mlsysim_core::units::bytes(3.0))
        .window(repair_context_budget()?.window)
        .shaped_tokens(4_000)
        .carry_calls(30)
        .input_price(bill.input_price)
        .cached_fraction(bill.cached_fraction)
        .build()
}
