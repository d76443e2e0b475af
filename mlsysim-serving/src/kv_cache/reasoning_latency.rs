use super::KV_CACHE;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// Reasoning tokens generated one after another before the answer, each at a fixed time.
///
/// The wait before the answer is the count of reasoning tokens times the time per token; next
/// to one token's time, the latency grows by the token count.
#[scenario(
    family = KV_CACHE,
    assumption = "Reasoning tokens are strictly serial, each at the same time.",
    excludes = "Prefill of the prompt and the answer's own tokens.",
    derivation = "Serial steps add: n steps of t take n·t.",
    example = r#"
// 128 reasoning tokens at 100 ms
use mlsysim_serving::kv_cache::reasoning_token_latency;

let s = reasoning_token_latency()?;
assert!((s.reasoning_time()?.value - 12.8).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ReasoningLatency {
    /// Time of one reasoning token.
    #[input(positive, unit = MILLISECOND)]
    pub per_token_time: Time,
    /// Reasoning tokens before the answer.
    pub reasoning_tokens: u32,

    /// Time spent reasoning before the answer.
    #[property(per_token_time * reasoning_tokens, unit = SECOND)]
    pub reasoning_time: Time,
    /// How many times one token's time the wait is.
    #[property(i64::from(reasoning_tokens))]
    pub expansion: i64,
}

/// 128 serial reasoning tokens at a round 100 ms each.
#[preset(name = "ReasoningTokenLatency")]
pub fn reasoning_token_latency() -> Result<ReasoningLatency, InputError> {
    ReasoningLatency::builder()
        .per_token_time(milliseconds(100.0))
        .reasoning_tokens(128)
        .build()
}
