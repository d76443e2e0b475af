//! What a request's cache weighs: the zones of a request, the budget a replica leaves for the
//! cache, a prefix shared by many users, lower precisions, and the bytes per token of each
//! attention design.

use super::{derived, invalid, tokens};
use crate::families::KV_CACHE;
use mlsysim_core::units::{bytes, gigabytes};
use mlsysim_core::{
    DataSize, EvalError, HardwareNode, Information, InputError, Named, Precision, Workload, preset,
    scenario,
};

/// The zones one serialized request is laid out in, and the share of it that leading zones
/// shared by every request make up.
///
/// A request is serialized as an ordered list of named zones (system prompt, tool schemas,
/// history, ...), each a count of tokens. The first `shared_zones` of them are the same for
/// every request, an invariant prefix that a cache can hold once; the rest belong to this
/// request alone.
#[scenario(
    family = KV_CACHE,
    equation = "total = Σ tokens of all zones; shared = Σ tokens of the first shared_zones zones; share = shared ÷ total",
    assumption = "Zones are listed in the order they are serialized, and the shared prefix is the leading zones only.",
    rule = "`zones` hold at least one token in all (the reference takes an empty request, then fails on the share)",
    rule = "`shared_zones` is at most the number of `zones` (the reference reads an oversized count as all of them)",
    excludes = "Tokenization: the counts are given, not computed from text.",
    derivation = "The prefix is a contiguous head of the sequence, so its tokens are the sum over the leading zones.",
    example = r#"
// The shared prefix of a repair agent's request
use mlsysim_serving::kv_cache::repair_request_zones;

let s = repair_request_zones()?;
assert_eq!(s.total_tokens()?, 32_768);
assert_eq!(s.shared_tokens()?, 14_336);
assert_eq!(s.shared_share()?, 0.4375);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct RequestZones {
    /// Tokens of each zone, in serialization order.
    pub zones: Named<u32>,
    /// Leading zones that form the prefix every request shares.
    pub shared_zones: u32,

    /// Tokens of the whole request.
    #[property(total(&zones.values().map(|&n| i64::from(n)).collect::<Vec<i64>>())?)]
    pub total_tokens: i64,
    /// Tokens of the shared prefix.
    #[property(total(&zones.values().take(shared_zones as usize).map(|&n| i64::from(n)).collect::<Vec<i64>>())?)]
    pub shared_tokens: i64,
    /// The prefix's share of the request.
    #[property(shared_tokens / total_tokens)]
    pub shared_share: f64,
}

impl RequestZones {
    fn rules(&self) -> Result<(), InputError> {
        if self.zones.values().all(|&n| n == 0) {
            return Err(invalid(
                "zones",
                "a request needs at least one zone with at least one token",
            ));
        }
        if self.shared_zones as usize > self.zones.len() {
            return Err(invalid(
                "shared_zones",
                format!(
                    "{} shared zones, but the request has only {}",
                    self.shared_zones,
                    self.zones.len()
                ),
            ));
        }
        Ok(())
    }
}

/// A 32,768-token repair-agent request: system prompt, tool schemas and workspace form the
/// shared prefix, the turn history and the latest observation follow.
#[preset(name = "RepairRequestZones")]
pub fn repair_request_zones() -> Result<RequestZones, InputError> {
    RequestZones::builder()
        .zones(Named::from_iter([
            ("System prompt", 2_048),
            ("Tool schemas", 4_096),
            ("Workspace", 8_192),
            ("Turn history", 16_384),
            ("Latest observation", 2_048),
        ]))
        .shared_zones(3)
        .build()
}

/// How many requests of one context length fit in the key-value cache budget of one replica.
///
/// A replica spans `accelerators` devices of `hbm_per_accelerator` memory each. The weights and
/// a runtime reserve come off the top; what is left is the cache budget. Every admitted request
/// holds the cache of its whole context for its whole life, so the budget over one request's
/// cache, rounded down, is how many are admitted at once. Read the other way, N concurrent
/// requests can each hold the budget over N × (bytes per token) tokens of context.
#[scenario(
    family = KV_CACHE,
    equation = "budget = accelerators × hbm − weights − reserve; cache per token = model_kv_cache(1 token); max_requests = ⌊budget ÷ (cache per token × context)⌋; context_fit(N) = budget ÷ (N × cache per token)",
    assumption = "Each request holds a cache of its full context from admission on; paging changes the waste around it, not these bytes.",
    assumption = "The cache per token follows the model's own geometry: one latent and one rotary key per layer for latent attention, else a key and a value per key-value head of the model's stated head width (hidden ÷ heads where none is stated). The reference's admission solver always uses hidden ÷ heads and ignores latent attention: the same bytes for every model without either (all presets), but 1,748,992 B a token for DeepSeek-V3 instead of 70,272.",
    rule = "`workload` is a transformer",
    rule = "`workload` has a parameter count or a declared size in the registry",
    rule = "the weights at `weight_bytes_per_param` and `reserve` leave some of the replica's memory (`accelerators` × `hbm_per_accelerator`) for the cache (the reference goes on with a negative budget and a negative request count)",
    excludes = "Activations, fragmentation inside the budget, and memory the serving engine takes beyond the reserve.",
    derivation = "Memory adds up: weights + reserve + requests × cache per request ≤ accelerators × hbm, solved for the whole number of requests.",
    example = r#"
// 128K-token requests on a DGX H100
use mlsysim_serving::kv_cache::llama3_70b_long_context_admission_dgx_h100;

let s = llama3_70b_long_context_admission_dgx_h100()?;
assert_eq!(s.kv_per_token()?, mlsysim_core::units::bytes(327_680.0));
assert_eq!(s.max_requests()?, 12);
assert!(s.context_fit(12)? > 131_072.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct KvAdmission {
    /// The transformer served.
    pub workload: &'static Workload,
    /// Accelerators of the replica.
    #[input(range = 1..)]
    pub accelerators: u32,
    /// Memory of one accelerator.
    #[input(positive, unit = GIB)]
    pub hbm_per_accelerator: Information,
    /// Storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_param: Information,
    /// Memory the runtime keeps for itself.
    #[input(non_negative, unit = GB)]
    pub reserve: Information,
    /// Tokens of context each request holds.
    #[input(range = 1..)]
    pub context_tokens: u32,
    /// Storage width of one cached key or value number.
    #[input(positive, unit = BYTE)]
    pub kv_bytes_per_elem: Information,
    /// Concurrent requests to share the budget among, one of the counts `context_fit` is shown at.
    #[input(range = 1..)]
    pub requests: Option<u32>,

    /// Width of one attention head: the model's stated head width, else hidden ÷ heads.
    #[property({
        let geometry = workload.geometry()?;
        match geometry.head_dim {
            Some(width) => i64::from(width),
            None => floor_div(geometry.hidden_dim, geometry.heads)?,
        }
    })]
    pub head_dim: i64,
    /// Bytes of the weights.
    #[property(weight_bytes(workload, weight_bytes_per_param)?, unit = GB)]
    pub weights: DataSize,
    /// Memory of the whole replica.
    #[property(accelerators * hbm_per_accelerator, unit = GIB)]
    pub hbm_total: Information,
    /// Memory left for the cache after the weights and the reserve.
    #[property(hbm_total - weights - reserve, unit = GB)]
    pub kv_budget: Information,
    /// Cache one token holds.
    #[property(model_kv_cache(workload, 1, 1, kv_bytes_per_elem)?, unit = BYTE)]
    pub kv_per_token: Information,
    /// Cache one request of the full context holds.
    #[property(model_kv_cache(workload, context_tokens, 1, kv_bytes_per_elem)?, unit = GB)]
    pub kv_per_request: Information,
    /// Whole requests of the full context the budget admits at once.
    #[property(kv_resident_fit(kv_budget, kv_per_request)?)]
    pub max_requests: i64,
    /// Tokens of context each of `concurrent` requests can hold in the budget.
    #[method(
        kv_budget / (concurrent * kv_per_token),
        samples(concurrent = [1, 8, 16, 64, max_requests, requests]),
    )]
    pub context_fit: fn(concurrent: u32) -> f64,
}

impl KvAdmission {
    fn rules(&self) -> Result<(), InputError> {
        let workload = |e: EvalError| invalid("workload", e.to_string());
        self.kv_per_token().map_err(workload)?;
        let weights = self.weights().map_err(workload)?;
        let budget = self.kv_budget().map_err(workload)?;
        if budget.value <= 0.0 {
            return Err(invalid(
                "reserve",
                format!(
                    "the weights ({weights}) and the reserve take all of the replica's memory: nothing is left for the cache"
                ),
            ));
        }
        Ok(())
    }
}

/// Llama 3.1 70B on a DGX H100 (8 accelerators of 80 GiB) at its full 128K context, FP16
/// weights and cache, 20 GB kept back for the runtime.
#[preset(name = "Llama3_70BLongContextAdmissionDgxH100")]
pub fn llama3_70b_long_context_admission_dgx_h100() -> Result<KvAdmission, InputError> {
    let llama = Workload::find("Language.Llama3_70B")?;
    KvAdmission::builder()
        .workload(llama)
        // A DGX H100 node holds 8 H100s (the reference's Nodes.DGX_H100).
        .accelerators(8)
        .hbm_per_accelerator(HardwareNode::find("Cloud.H100")?.memory_capacity.quantity())
        .weight_bytes_per_param(bytes(2.0))
        .reserve(gigabytes(20.0))
        .context_tokens(context_length(llama)?)
        .kv_bytes_per_elem(bytes(2.0))
        .build()
}

/// The same replica for the repair agent's requests: each holds the 32,768 tokens of the zoned
/// request.
#[preset(name = "Llama3_70BAgentContextAdmissionDgxH100")]
pub fn llama3_70b_agent_context_admission_dgx_h100() -> Result<KvAdmission, InputError> {
    let request = repair_request_zones()?;
    llama3_70b_long_context_admission_dgx_h100()?
        .variant()
        .context_tokens(tokens("context_tokens", request.total_tokens())?)
        .build()
}

/// The same replica for short sessions of 8,192 tokens.
#[preset(name = "Llama3_70BShortContextAdmissionDgxH100")]
pub fn llama3_70b_short_context_admission_dgx_h100() -> Result<KvAdmission, InputError> {
    llama3_70b_long_context_admission_dgx_h100()?
        .variant()
        .context_tokens(8_192)
        .build()
}

/// Llama 3.1 8B on one H100 with FP16 weights and cache, conversations of 8,192 tokens, no
/// runtime reserve.
#[preset(name = "Llama3_8BFp16ConversationsH100")]
pub fn llama3_8b_fp16_conversations_h100() -> Result<KvAdmission, InputError> {
    KvAdmission::builder()
        .workload(Workload::find("Language.Llama3_8B")?)
        .accelerators(1)
        .hbm_per_accelerator(HardwareNode::find("Cloud.H100")?.memory_capacity.quantity())
        .weight_bytes_per_param(bytes(2.0))
        .reserve(gigabytes(0.0))
        .context_tokens(8_192)
        .kv_bytes_per_elem(bytes(2.0))
        .build()
}

/// Llama 3.1 70B squeezed onto one H100 with 4-bit weights, its FP16 cache shared by 32
/// concurrent conversations.
#[preset(name = "Llama3_70BInt4KvBudgetH100")]
pub fn llama3_70b_int4_kv_budget_h100() -> Result<KvAdmission, InputError> {
    llama3_8b_fp16_conversations_h100()?
        .variant()
        .workload(Workload::find("Language.Llama3_70B")?)
        .weight_bytes_per_param(bytes(0.5))
        .requests(32)
        .build()
}

/// A model's context length from the registry, for presets that use the full context.
fn context_length(model: &Workload) -> Result<u32, InputError> {
    model
        .transformer
        .and_then(|t| t.context_length)
        .ok_or_else(|| {
            invalid(
                "context_tokens",
                format!("`{}` has no context length in the registry", model.path),
            )
        })
}

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
    equation = "unshared = users × (prefix + unique) tokens; shared = prefix + users × unique tokens; cache = 2 × layers × kv_width × tokens × bytes_per_elem; reduction = 1 − shared ÷ unshared",
    assumption = "The prefix's cache is identical for every user, so one copy serves all of them.",
    rule = "`workload` is a transformer",
    rule = "`prefix_tokens` and `unique_tokens_per_user` are not both 0: a request holds at least one token (the reference divides zero by zero when it holds none)",
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
    check = Self::rules,
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

impl PrefixSharing {
    fn rules(&self) -> Result<(), InputError> {
        self.workload
            .geometry()
            .map_err(|e| invalid("workload", e.to_string()))?;
        if self.prefix_tokens == 0 && self.unique_tokens_per_user == 0 {
            return Err(invalid(
                "unique_tokens_per_user",
                "with no prefix and no tokens of their own the users hold no cache to compare",
            ));
        }
        Ok(())
    }
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

/// The largest batch a tensor-parallel replica holds before and after lowering the precision of
/// its weights and of its cache.
///
/// Weights and every request's cache are split evenly over `tp_size` devices. What a device's
/// memory leaves after its share of the weights is its cache budget; the budget over one
/// request's share of cache, rounded down, is the batch. Lower-precision weights enlarge the
/// budget once; a lower-precision cache shrinks every request. The dividend is how many times
/// larger the batch gets with both.
#[scenario(
    family = KV_CACHE,
    equation = "budget = hbm − weights ÷ tp; per request = 2 × layers × kv_heads × head_dim × context × kv_bytes ÷ tp; max_batch = ⌊budget ÷ per request⌋; dividend = max_batch_low ÷ max_batch",
    assumption = "Weights and caches split evenly over the devices; nothing else takes device memory.",
    assumption = "The cache holds a key and a value per key-value head (`kv_heads`) of the model's head width (its stated head width, else hidden ÷ heads; the reference always takes hidden ÷ heads, which differs only for models that state one).",
    rule = "`workload` is a transformer",
    rule = "`kv_heads` is at most the heads of `workload`",
    rule = "`weight_bytes_low` is at most `weight_bytes`",
    rule = "`kv_bytes_low` is at most `kv_bytes`",
    rule = "`workload` has a parameter count or a declared size in the registry",
    rule = "one device's share of the weights at `weight_bytes` leaves some of `hbm_per_accelerator` for the cache (the reference goes on with negative budgets and batches)",
    excludes = "Activations, runtime reserves, and the accuracy cost of lower precisions.",
    derivation = "Per device: weights ÷ tp + batch × cache ÷ tp ≤ hbm, solved for the whole batch at each pair of widths.",
    example = r#"
// INT4 weights and an INT8 cache on 8 GPUs
use mlsysim_serving::kv_cache::llama2_70b_precision_dividend_gqa_tp8;

let s = llama2_70b_precision_dividend_gqa_tp8()?;
assert_eq!((s.max_batch()?, s.max_batch_low()?), (372, 901));
assert!((s.budget_gain()? - 1.21).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct PrecisionDividend {
    /// The transformer served.
    pub workload: &'static Workload,
    /// Devices the model is split over.
    #[input(range = 1..)]
    pub tp_size: u32,
    /// Memory of one device.
    #[input(positive, unit = GB)]
    pub hbm_per_accelerator: Information,
    /// Tokens of context each request holds.
    #[input(range = 1..)]
    pub context_tokens: u32,
    /// Key-value heads the cache stores.
    #[input(range = 1..)]
    pub kv_heads: u32,
    /// Base storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes: Information,
    /// Lowered storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_low: Information,
    /// Base storage width of one cached number.
    #[input(positive, unit = BYTE)]
    pub kv_bytes: Information,
    /// Lowered storage width of one cached number.
    #[input(positive, unit = BYTE)]
    pub kv_bytes_low: Information,

    /// Width of one attention head: the model's stated head width, else hidden ÷ heads.
    #[property({
        let geometry = workload.geometry()?;
        match geometry.head_dim {
            Some(width) => i64::from(width),
            None => floor_div(geometry.hidden_dim, geometry.heads)?,
        }
    })]
    pub head_dim: i64,
    /// One device's share of the weights at the base width.
    #[property(mlsysim_core::laws::weight_bytes(workload, weight_bytes)?.quantity() / tp_size, unit = GB)]
    pub weights_per_device: Information,
    /// One device's share of the weights at the lowered width.
    #[property(mlsysim_core::laws::weight_bytes(workload, weight_bytes_low)?.quantity() / tp_size, unit = GB)]
    pub weights_per_device_low: Information,
    /// Cache budget of one device at the base weight width.
    #[property(hbm_per_accelerator - weights_per_device, unit = GB)]
    pub kv_budget_per_device: Information,
    /// Cache budget of one device at the lowered weight width.
    #[property(hbm_per_accelerator - weights_per_device_low, unit = GB)]
    pub kv_budget_per_device_low: Information,
    /// Cache of one request at the base cache width.
    #[property(kv_cache_size(workload.geometry()?.layers, kv_heads, head_dim, context_tokens, 1, kv_bytes)?, unit = GB)]
    pub kv_per_request: Information,
    /// Cache of one request at the lowered cache width.
    #[property(kv_cache_size(workload.geometry()?.layers, kv_heads, head_dim, context_tokens, 1, kv_bytes_low)?, unit = GB)]
    pub kv_per_request_low: Information,
    /// One device's share of a request's cache at the base width.
    #[property(kv_per_request / tp_size, unit = MB)]
    pub kv_per_request_per_device: Information,
    /// One device's share of a request's cache at the lowered width.
    #[property(kv_per_request_low / tp_size, unit = MB)]
    pub kv_per_request_per_device_low: Information,
    /// Largest batch at the base widths.
    #[property(kv_resident_fit(kv_budget_per_device, kv_per_request_per_device)?)]
    pub max_batch: i64,
    /// Largest batch at the lowered widths.
    #[property(kv_resident_fit(kv_budget_per_device_low, kv_per_request_per_device_low)?)]
    pub max_batch_low: i64,
    /// How many times larger the batch gets at the lowered widths.
    #[property(max_batch_low / max_batch)]
    pub dividend: f64,
    /// How many times larger the cache budget gets with the lowered weights.
    #[property(kv_budget_per_device_low / kv_budget_per_device)]
    pub budget_gain: f64,
}

impl PrecisionDividend {
    fn rules(&self) -> Result<(), InputError> {
        let geometry = self
            .workload
            .geometry()
            .map_err(|e| invalid("workload", e.to_string()))?;
        if self.kv_heads > geometry.heads {
            return Err(invalid(
                "kv_heads",
                format!(
                    "{} key-value heads, but `{}` has {} heads",
                    self.kv_heads, self.workload.path, geometry.heads
                ),
            ));
        }
        for (input, low, base) in [
            ("weight_bytes_low", self.weight_bytes_low, self.weight_bytes),
            ("kv_bytes_low", self.kv_bytes_low, self.kv_bytes),
        ] {
            if low > base {
                return Err(invalid(
                    input,
                    format!(
                        "the lowered width ({} B) exceeds the base width ({} B)",
                        low.value, base.value
                    ),
                ));
            }
        }
        let budget = self
            .kv_budget_per_device()
            .map_err(|e| invalid("workload", e.to_string()))?;
        if budget.value <= 0.0 {
            return Err(invalid(
                "hbm_per_accelerator",
                "one device's share of the weights at the base width fills its memory: nothing is left for the cache",
            ));
        }
        Ok(())
    }
}

/// Llama 2 70B on 8 devices at a 4,096-token context with its 8 key-value heads: INT4 weights
/// and an INT8 cache against FP16 for both, with 80 decimal GB per device (the H100's 80 GiB
/// label read as GB, as the reference's preset does).
#[preset(name = "Llama2_70BPrecisionDividendGqaTp8")]
pub fn llama2_70b_precision_dividend_gqa_tp8() -> Result<PrecisionDividend, InputError> {
    let llama = Workload::find("Language.Llama2_70B")?;
    let kv_heads = derived(
        "kv_heads",
        llama.geometry().map(|g| g.kv_heads.unwrap_or(g.heads)),
    )?;
    PrecisionDividend::builder()
        .workload(llama)
        // The reference's serving profile: 8-way tensor parallelism, 4,096-token context.
        .tp_size(8)
        .hbm_per_accelerator(gigabytes(80.0))
        .context_tokens(4_096)
        .kv_heads(kv_heads)
        .weight_bytes(bytes(2.0))
        .weight_bytes_low(bytes(0.5))
        .kv_bytes(bytes(2.0))
        .kv_bytes_low(bytes(1.0))
        .build()
}

/// The same comparison as if Llama 2 70B cached all 64 of its heads (multi-head attention).
#[preset(name = "Llama2_70BPrecisionDividendMhaTp8")]
pub fn llama2_70b_precision_dividend_mha_tp8() -> Result<PrecisionDividend, InputError> {
    let heads = derived(
        "kv_heads",
        Workload::find("Language.Llama2_70B")?
            .geometry()
            .map(|g| g.heads),
    )?;
    llama2_70b_precision_dividend_gqa_tp8()?
        .variant()
        .kv_heads(heads)
        .build()
}

/// Cache bytes per token of registry models at one precision, with the attention design each
/// geometry implies, and three of them compared as multi-head, grouped-query and latent
/// references.
///
/// Multi-head attention (MHA) caches a key and a value for every query head; grouped-query
/// attention (GQA) for fewer, shared heads; multi-head latent attention (MLA) one compressed
/// latent and one rotary key per layer. The design is fixed when the model is trained. The
/// scenario lists every model's bytes per token and design, how many times more the MHA and
/// GQA references cache than the MLA one, and one long session's cache for the GQA and MLA
/// references.
#[scenario(
    family = KV_CACHE,
    equation = "per token = model_kv_cache(model, 1 token, width of precision); design = MLA if a latent rank, GQA if kv_heads < heads, else MHA; ratio = per token (reference) ÷ per token (mla); session = per token × session_tokens",
    assumption = "Maps are keyed by the models' display names, in the order the models are listed.",
    rule = "`models` lists at least one model",
    rule = "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput",
    rule = "every model of `models` is a transformer",
    rule = "no model is listed twice in `models` (by display name)",
    rule = "`mha`, `gqa` and `mla` are each one of `models` (the reference fails on one missing from the list)",
    rule = "`mha` has multi-head attention, `gqa` grouped-query attention and `mla` latent attention, as their geometries imply (the reference takes any model in those places: Llama 3.1 70B as the latent reference gives a ratio of 1)",
    excludes = "Parameter counts and attention compute: only the cache a token keeps.",
    derivation = "Standard attention: 2 × layers × kv_heads × head_dim × width a token; latent attention: layers × (kv_lora_rank + qk_rope_head_dim) × width.",
    example = r#"
// Bytes per token under MHA, GQA and MLA
use mlsysim_serving::kv_cache::kv_bytes_per_token_by_attention_design;

let s = kv_bytes_per_token_by_attention_design()?;
assert_eq!(s.design()?.get("DeepSeek-V3").map(String::as_str), Some("MLA"));
assert!((s.mha_over_mla()? - 67.14754098360656).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct KvAttentionDesign {
    /// The models listed, in display order.
    pub models: Vec<&'static Workload>,
    /// The multi-head reference, one of `models`.
    pub mha: &'static Workload,
    /// The grouped-query reference, one of `models`.
    pub gqa: &'static Workload,
    /// The latent-attention reference, one of `models`.
    pub mla: &'static Workload,
    /// Storage format of the cached numbers.
    #[input(default = Precision::Fp16)]
    pub precision: Precision,
    /// Tokens of one long session, for the GQA and MLA references.
    #[input(range = 1..)]
    pub session_tokens: u32,

    /// Cache bytes one token keeps, by model.
    #[property(
        {
            let width = precision_width(precision)?;
            models
                .iter()
                .map(|&model| Ok((model.name, model_kv_cache(model, 1, 1, width)?)))
                .collect::<Result<Named<Information>, EvalError>>()?
        },
        unit = BYTE,
    )]
    pub per_token: Named<Information>,
    /// Attention design each model's geometry implies.
    #[property(
        models
            .iter()
            .map(|&model| {
                let geometry = model.geometry()?;
                let design = kv_attention_design(
                    geometry.heads,
                    geometry.kv_heads.unwrap_or(0),
                    geometry.kv_lora_rank.unwrap_or(0),
                )?;
                Ok((model.name, design))
            })
            .collect::<Result<Named<String>, EvalError>>()?
    )]
    pub design: Named<String>,
    /// How many times more the multi-head reference caches per token than the latent one.
    #[property(per_token[mha.name] / per_token[mla.name])]
    pub mha_over_mla: f64,
    /// How many times more the grouped-query reference caches per token than the latent one.
    #[property(per_token[gqa.name] / per_token[mla.name])]
    pub gqa_over_mla: f64,
    /// Cache of one session on the grouped-query reference.
    #[property(per_token[gqa.name] * session_tokens, unit = GB)]
    pub gqa_session: Information,
    /// Cache of one session on the latent-attention reference.
    #[property(per_token[mla.name] * session_tokens, unit = GB)]
    pub mla_session: Information,
}

impl KvAttentionDesign {
    fn rules(&self) -> Result<(), InputError> {
        if self.models.is_empty() {
            return Err(invalid("models", "list at least the three references"));
        }
        if self.precision.storage_bytes().is_none() {
            return Err(invalid(
                "precision",
                format!(
                    "`{}` names a throughput, not a storage format; use fp32, tf32, bf16, fp16, fp8, int8 or int4",
                    self.precision
                ),
            ));
        }
        for (i, model) in self.models.iter().enumerate() {
            model
                .geometry()
                .map_err(|e| invalid("models", e.to_string()))?;
            if self.models[..i].iter().any(|m| m.name == model.name) {
                return Err(invalid(
                    "models",
                    format!("`{}` is listed twice", model.path),
                ));
            }
        }
        let designs = self
            .design()
            .map_err(|e| invalid("models", e.to_string()))?;
        for (input, model, wanted) in [
            ("mha", self.mha, "MHA"),
            ("gqa", self.gqa, "GQA"),
            ("mla", self.mla, "MLA"),
        ] {
            match designs.get(model.name) {
                None => {
                    return Err(invalid(
                        input,
                        format!("`{}` is not one of the listed models", model.path),
                    ));
                }
                Some(design) if design != wanted => {
                    return Err(invalid(
                        input,
                        format!("`{}` has {design} attention, not {wanted}", model.path),
                    ));
                }
                Some(_) => {}
            }
        }
        Ok(())
    }
}

/// Six registry geometries at 16 bits, with GPT-3 (MHA), Llama 3.1 70B (GQA) and DeepSeek-V3
/// (MLA) as the references, and one session of the long-context admission preset's 131,072
/// tokens.
#[preset(name = "KvBytesPerTokenByAttentionDesign")]
pub fn kv_bytes_per_token_by_attention_design() -> Result<KvAttentionDesign, InputError> {
    let model = Workload::find;
    let session = llama3_70b_long_context_admission_dgx_h100()?.context_tokens;
    KvAttentionDesign::builder()
        .models(vec![
            model("Language.GPT3")?,
            model("Language.Llama3_405B")?,
            model("Language.Llama3_70B")?,
            model("Language.Llama2_70B")?,
            model("Language.Mixtral_8x7B")?,
            model("Language.DeepSeek_V3")?,
        ])
        .mha(model("Language.GPT3")?)
        .gqa(model("Language.Llama3_70B")?)
        .mla(model("Language.DeepSeek_V3")?)
        .precision(Precision::Fp16)
        .session_tokens(session)
        .build()
}
