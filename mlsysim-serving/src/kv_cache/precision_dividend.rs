use super::{KV_CACHE, derived};
use mlsysim_core::registry::entry::whole;
use mlsysim_core::units::{bytes, gigabytes};
use mlsysim_core::{Information, InputError, Workload, preset, scenario};

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
    assumption = "Weights and caches split evenly over the devices; nothing else takes device memory.",
    assumption = "The cache holds a key and a value per key-value head (`kv_heads`) of the model's head width (its stated head width, else hidden ÷ heads; the reference always takes hidden ÷ heads, which differs only for models that state one).",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(workload.geometry().is_ok_and(|g| kv_heads <= g.heads), "`kv_heads` is at most the heads of `workload`"),
    rule(weight_bytes_low <= weight_bytes, "`weight_bytes_low` is at most `weight_bytes`"),
    rule(kv_bytes_low <= kv_bytes, "`kv_bytes_low` is at most `kv_bytes`"),
    rule(kv_budget_per_device > bytes(0.0), "one device's share of the weights at `weight_bytes` leaves some of `hbm_per_accelerator` for the cache (the reference goes on with negative budgets and batches)"),
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

/// Llama 2 70B on 8 devices at a 4,096-token context with its 8 key-value heads: INT4 weights
/// and an INT8 cache against FP16 for both, with 80 decimal GB per device (the H100's 80 GiB
/// label read as GB, as the reference's preset does).
#[preset(name = "Llama2_70BPrecisionDividendGqaTp8")]
pub fn llama2_70b_precision_dividend_gqa_tp8() -> Result<PrecisionDividend, InputError> {
    use mlsysim_core::registry::ReferenceStats::ServingProfiles as P;
    let llama = Workload::find("Language.Llama2_70B")?;
    let kv_heads = derived(
        "kv_heads",
        llama.geometry().map(|g| g.kv_heads.unwrap_or(g.heads)),
    )?;
    PrecisionDividend::builder()
        .workload(llama)
        .tp_size(whole(
            "tp_size",
            P::PrecisionDividendTensorParallelDegree.value,
        )?)
        .hbm_per_accelerator(gigabytes(80.0))
        .context_tokens(whole(
            "context_tokens",
            P::PrecisionDividendContextLengthTokens.value,
        )?)
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
