use super::ATTENTION;
use mlsysim_core::units::bytes;
use mlsysim_core::{DataSize, HardwareNode, Information, InputError, Workload, preset, scenario};

/// Three memories of a transformer on one device as its context grows: the fixed weights, the
/// key-value cache (linear in tokens) and one layer's stored scores for all heads (quadratic),
/// and the token counts where they cross.
#[scenario(
    family = ATTENTION,
    assumption = "The cache per token is the registry transformer's (see KvFootprint); one layer's scores take heads × bytes_per_value per token pair.",
    assumption = "The score crossing divides the device's true capacity (80 GiB for an H100), not its label, as the reference does here while other scenarios of the section use the label.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    excludes = "Activations beyond the scores, and the device memory the weights and cache already take when the scores fill it.",
    derivation = "A cache linear in S meets a fixed weight size at S = weights ÷ per token; S² score pairs fill a capacity C at S = √(C ÷ bytes per pair); the cache and the scores meet where S·per token = S²·bytes per pair.",
    example = r#"
// GPT-2 XL on one H100
use mlsysim_compute::attention::gpt2_xl_context_memory_on_h100;

let s = gpt2_xl_context_memory_on_h100()?;
assert_eq!(s.kv_crossing()?, 9765.625);
assert_eq!(s.kv_score_crossing()?, 6144.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ContextMemoryCrossing {
    /// The transformer.
    pub workload: &'static Workload,
    /// The device it runs on.
    pub hardware: &'static HardwareNode,
    /// Storage width of one weight, cached value and score.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,

    /// Bytes of the weights.
    #[property(weight_bytes(workload, bytes_per_value)?, unit = GB)]
    pub weights: DataSize,
    /// Cache of one token.
    #[property(model_kv_cache(workload, 1, 1, bytes_per_value)?, unit = BYTE)]
    pub kv_per_token: Information,
    /// One layer's stored scores for one token pair, all query heads.
    #[property(attention_score_bytes(1, workload.geometry()?.heads, bytes_per_value)?, unit = BYTE)]
    pub score_bytes_per_pair: Information,
    /// Tokens at which the cache equals the weights.
    #[property(weights / kv_per_token)]
    pub kv_crossing: f64,
    /// Tokens at which one layer's stored scores fill the device.
    #[property(sqrt(hardware.memory_capacity / score_bytes_per_pair)?)]
    pub score_crossing: f64,
    /// Tokens at which the cache equals one layer's scores.
    #[property(kv_per_token / score_bytes_per_pair)]
    pub kv_score_crossing: f64,
}

/// GPT-2 XL at FP16 on one H100: where the linear cache and the quadratic scores cross the
/// fixed budgets.
#[preset(name = "Gpt2XlContextMemoryOnH100")]
pub fn gpt2_xl_context_memory_on_h100() -> Result<ContextMemoryCrossing, InputError> {
    ContextMemoryCrossing::builder()
        .workload(Workload::find("Language.GPT2")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .bytes_per_value(bytes(2.0))
        .build()
}
