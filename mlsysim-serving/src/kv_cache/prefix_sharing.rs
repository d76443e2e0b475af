use super::{KV_CACHE, derived};
use mlsysim_core::units::bytes;
use mlsysim_core::{Information, InputError, Workload, preset, scenario};

/// The key-value cache of users who share one prompt prefix, stored once per user or once for
/// all of them.
///
/// Each of `users` users sends the same `prefix_tokens` followed by `unique_tokens_per_user` of
/// its own. Without sharing every user's cache holds the prefix again; with sharing it is held
/// once. The cache width per layer is given (key-value heads × head width), so any sharing of
/// heads is the caller's to state; only the model's layer count is read. A shared prefix also
/// spares every user after the first its prefill.
#[scenario(
    family = KV_CACHE,
    assumption = "The prefix's cache is identical for every user, so one copy serves all of them.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(prefix_tokens > 0 || unique_tokens_per_user > 0, "`prefix_tokens` and `unique_tokens_per_user` are not both 0: a request holds at least one token (the reference divides zero by zero when it holds none)"),
    excludes = "Block rounding of the shared and private parts, and the bookkeeping of a prefix cache.",
    derivation = "A key and a value of kv_width numbers per layer per token: 2 × layers × kv_width × bytes_per_elem bytes a token, times the tokens stored.",
    example = r#"
// A shared system prompt for 1,000 chat users
use mlsysim_serving::kv_cache::chatbot_shared_system_prompt;

let s = chatbot_shared_system_prompt()?;
assert!((s.reduction()? - 0.7992).abs() < 1e-12);
assert_eq!(s.prefill_tokens_skipped()?, 1_998_000);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PrefixSharing {
    /// The transformer whose layers hold the cache.
    pub workload: &'static Workload,
    /// Tokens of the prefix every user sends.
    pub prefix_tokens: u32,
    /// Users sharing the prefix.
    #[input(range = 1..)]
    pub users: u32,
    /// Tokens each user adds after the prefix.
    pub unique_tokens_per_user: u32,
    /// Numbers cached per layer per token for keys (and again for values): key-value heads ×
    /// head width.
    #[input(range = 1..)]
    pub kv_width: u32,
    /// Storage width of one cached number.
    #[input(positive, unit = BYTE)]
    pub bytes_per_elem: Information,

    /// Tokens one user's request holds.
    #[property(prefix_tokens + unique_tokens_per_user)]
    pub tokens_per_user: i64,
    /// Tokens cached when every user holds the prefix.
    #[property(tokens_per_user * users)]
    pub tokens_unshared: i64,
    /// Tokens cached when the prefix is held once.
    #[property(prefix_tokens + unique_tokens_per_user * users)]
    pub tokens_shared: i64,
    /// Cache without sharing.
    #[property(kv_cache_size(workload.geometry()?.layers, 1, kv_width, tokens_unshared, 1, bytes_per_elem)?, unit = GB)]
    pub kv_unshared: Information,
    /// Cache with the prefix held once.
    #[property(kv_cache_size(workload.geometry()?.layers, 1, kv_width, tokens_shared, 1, bytes_per_elem)?, unit = GB)]
    pub kv_shared: Information,
    /// Share of the unshared cache that sharing saves.
    #[property(1.0 - kv_shared / kv_unshared)]
    pub reduction: f64,
    /// How many times more users the same memory holds with sharing.
    #[property(kv_unshared / kv_shared)]
    pub capacity_ratio: f64,
    /// Prefix tokens that users after the first need not prefill.
    #[property((users - 1) * prefix_tokens)]
    pub prefill_tokens_skipped: i64,
}

/// 1,000 chat users sharing a 2,000-token system prompt on Llama 2 70B's 80 layers, each adding
/// 500 tokens, with a full-width FP16 cache (64 heads of 128, as if every head were stored).
#[preset(name = "ChatbotSharedSystemPrompt")]
pub fn chatbot_shared_system_prompt() -> Result<PrefixSharing, InputError> {
    let llama = Workload::find("Language.Llama2_70B")?;
    let width = derived("kv_width", llama.geometry().map(|g| g.hidden_dim))?;
    PrefixSharing::builder()
        .workload(llama)
        .prefix_tokens(2_000)
        .users(1_000)
        .unique_tokens_per_user(500)
        .kv_width(width)
        .bytes_per_elem(bytes(2.0))
        .build()
}
