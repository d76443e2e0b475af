use super::{KV_CACHE, invalid, repair_request_zones, tokens};
use mlsysim_core::units::{bytes, gigabytes};
use mlsysim_core::{DataSize, HardwareNode, Information, InputError, Workload, preset, scenario};

/// How many requests of one context length fit in the key-value cache budget of one replica.
///
/// A replica spans `accelerators` devices of `hbm_per_accelerator` memory each. The weights and
/// a runtime reserve come off the top; what is left is the cache budget. Every admitted request
/// holds the cache of its whole context for its whole life, so the budget over one request's
/// cache, rounded down, is how many are admitted at once. Read the other way, N concurrent
/// requests can each hold the budget over N × (bytes per token) tokens of context.
#[scenario(
    family = KV_CACHE,
    assumption = "Each request holds a cache of its full context from admission on; paging changes the waste around it, not these bytes.",
    assumption = "The cache per token follows the model's own geometry: one latent and one rotary key per layer for latent attention, else a key and a value per key-value head of the model's stated head width (hidden ÷ heads where none is stated). The reference's admission solver always uses hidden ÷ heads and ignores latent attention: the same bytes for every model without either (all presets), but 1,748,992 B a token for DeepSeek-V3 instead of 70,272.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(kv_budget > bytes(0.0), "the weights at `weight_bytes_per_param` and `reserve` leave some of the replica's memory (`accelerators` × `hbm_per_accelerator`) for the cache (the reference goes on with a negative budget and a negative request count)"),
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
        args(concurrent(positive)),
    )]
    pub context_fit: fn(concurrent: u32) -> f64,
}

/// Llama 3.1 70B on a DGX H100 (8 accelerators of 80 GiB) at its full 128K context, FP16
/// weights and cache, 20 GB kept back for the runtime.
#[preset(name = "Llama3_70BLongContextAdmissionDgxH100")]
pub fn llama3_70b_long_context_admission_dgx_h100() -> Result<KvAdmission, InputError> {
    let llama = Workload::find("Language.Llama3_70B")?;
    KvAdmission::builder()
        .workload(llama)
        .accelerators(mlsysim_core::registry::Systems::Nodes::DGX_H100.accelerators_per_node)
        .hbm_per_accelerator(
            mlsysim_core::registry::ReferenceStats::ServingProfiles::H100VendorMemoryBudget.value,
        )
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
