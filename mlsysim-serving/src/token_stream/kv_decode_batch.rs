use super::TOKEN_STREAM;
use mlsysim_core::units::bytes;
use mlsysim_core::{
    DataRate, DataSize, FlopCount, FlopRate, Frequency, HardwareNode, Information, InputError,
    Intensity, Precision, Time, Workload, preset, scenario,
};

/// Batched decode on one accelerator when every sequence also reads its own key-value cache.
///
/// Each decode step reads the weights once and, for every sequence of the batch, that
/// sequence's whole cache: a step moves W + B·m bytes and takes that over the memory
/// bandwidth, so the aggregate token rate B / step climbs toward bandwidth / m as the caches
/// come to dominate. A latency target per token caps the batch where the step reaches it, and
/// the memory caps it where the caches fill what the weights leave. The prompt is prefilled at a
/// share of the accelerator's peak at one precision.
#[scenario(
    family = TOKEN_STREAM,
    assumption = "Decode is bound by memory bandwidth: each step reads the weights once and every cache of the batch in full; compute and kernel overheads are left out.",
    assumption = "Every sequence holds a cache of the full context, one key and one value per key-value head per layer, at `kv_bytes_per_value` each.",
    assumption = "The prompt is prefilled at `prefill_efficiency` of the peak rate at `peak_precision`.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(hardware.peak_at(peak_precision).is_ok(), "the registry states a peak rate of `hardware` at `peak_precision`"),
    excludes = "Attention work over the cache during prefill, and any overlap of prefill with decode.",
    excludes = "Memory the runtime reserves beside the weights and caches.",
    derivation = "A step moves W + B·m bytes at BW bytes a second; B tokens come out of each step, so the rate is B·BW ÷ (W + B·m), which tends to BW ÷ m.",
    derivation = "The largest batch within a step time t solves W + B·m ≤ t·BW; the largest that fits solves W + B·m ≤ M.",
    example = r#"
// GPT-2 XL decode batches on an H100
use mlsysim_serving::token_stream::gpt2_xl_chat_decode_batches_h100;

let s = gpt2_xl_chat_decode_batches_h100()?;
assert_eq!(s.kv_per_token()?.value, 307_200.0);
assert_eq!(s.max_batch_in_memory()?, 263);
assert!(s.token_rate(128)? < s.rate_ceiling()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct KvDecodeBatch {
    /// The transformer served.
    pub workload: &'static Workload,
    /// The accelerator it runs on.
    pub hardware: &'static HardwareNode,
    /// Storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_param: Information,
    /// Storage width of one cached key or value number.
    #[input(positive, unit = BYTE)]
    pub kv_bytes_per_value: Information,
    /// Tokens of context every sequence's cache holds.
    #[input(range = 1..)]
    pub context_tokens: u32,
    /// Batch sizes to compare.
    #[input(range = 1..)]
    pub batch_sizes: Vec<u32>,
    /// Tokens of the prompt to prefill.
    #[input(range = 1..)]
    pub prompt_tokens: u32,
    /// Share of the peak rate prefill sustains.
    #[input(positive, range = 0.0..=1.0)]
    pub prefill_efficiency: f64,
    /// The number format whose peak rate prefill runs at.
    #[input(default = Precision::Fp16Dense)]
    pub peak_precision: Precision,

    /// Bytes of the weights.
    #[property(weight_bytes(workload, weight_bytes_per_param)?, unit = GB)]
    pub weights: DataSize,
    /// Cache one token of one sequence holds.
    #[property(model_kv_cache(workload, 1, 1, kv_bytes_per_value)?, unit = BYTE)]
    pub kv_per_token: Information,
    /// Cache one sequence of a full context holds.
    #[property(kv_per_token * context_tokens, unit = MB)]
    pub kv_per_sequence: Information,
    /// The accelerator's memory bandwidth.
    #[property(hardware.memory_bandwidth)]
    pub bandwidth: DataRate,
    /// Bytes one decode step reads at `batch_size`.
    #[method(weights + batch_size * kv_per_sequence, unit = GB, samples(batch_size = batch_sizes))]
    pub step_bytes: fn(batch_size: u32) -> DataSize,
    /// Time of one decode step at `batch_size`: its bytes at the memory bandwidth.
    #[method(transfer_time(step_bytes(batch_size)?, bandwidth)?, unit = MILLISECOND, samples(batch_size = batch_sizes))]
    pub step_time: fn(batch_size: u32) -> Time,
    /// Tokens a second the batch produces together.
    #[method(batch_size / step_time(batch_size)?, unit = TOKENS_PER_SECOND, samples(batch_size = batch_sizes))]
    pub token_rate: fn(batch_size: u32) -> Frequency,
    /// Share of a step's bytes that are caches.
    #[method(batch_size * kv_per_sequence / step_bytes(batch_size)?, samples(batch_size = batch_sizes))]
    pub cache_share: fn(batch_size: u32) -> f64,
    /// Tokens a second when the caches are the whole step.
    #[property(bandwidth / kv_per_sequence, unit = TOKENS_PER_SECOND)]
    pub rate_ceiling: Frequency,
    /// Largest batch whose step stays within `tpot`; negative when the weights alone exceed it.
    #[method(floor((tpot * bandwidth - weights) / kv_per_sequence)?, args(tpot(positive)), samples(tpot = ["1 ms", "10 ms", "20 ms", "50 ms"]))]
    pub max_batch_within: fn(tpot: Time) -> i64,
    /// Largest batch whose weights and full caches fit the accelerator's memory; negative when
    /// the weights alone do not fit.
    #[property(floor((hardware.memory_capacity - weights) / kv_per_sequence)?, mark = limit)]
    pub max_batch_in_memory: i64,
    /// The peak rate at `peak_precision`.
    #[property(hardware.peak_at(peak_precision)?)]
    pub peak_rate: FlopRate,
    /// The intensity where the peak rate meets the bandwidth.
    #[property(ridge_point(peak_rate, bandwidth)?)]
    pub ridge: Intensity,
    /// Work of prefilling the prompt.
    #[property(workload.forward_flops()? * prompt_tokens)]
    pub prefill_ops: FlopCount,
    /// Time to prefill the prompt at the sustained share of the peak.
    #[property(compute_time(prefill_ops, peak_rate * prefill_efficiency)?, unit = MILLISECOND)]
    pub prefill_time: Time,
}

/// GPT-2 XL chat decode on one H100 with full 1,024-token contexts: FP16 weights read once a
/// step, an FP16 cache per sequence, 512-token prompts prefilled at 40% of the dense FP16 peak.
#[preset(name = "Gpt2XlChatDecodeBatchesH100")]
pub fn gpt2_xl_chat_decode_batches_h100() -> Result<KvDecodeBatch, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    KvDecodeBatch::builder()
        .workload(gpt2)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .weight_bytes_per_param(bytes(2.0))
        .kv_bytes_per_value(bytes(2.0))
        .context_tokens(context_length(gpt2)?)
        .batch_sizes(vec![1, 8, 32, 64, 128])
        .prompt_tokens(512)
        .prefill_efficiency(0.4)
        .build()
}

/// A model's context length from the registry, for presets that use the full context.
fn context_length(model: &Workload) -> Result<u32, InputError> {
    model
        .transformer
        .and_then(|t| t.context_length)
        .ok_or_else(|| InputError::Invalid {
            input: "context_tokens",
            reason: format!("`{}` has no context length in the registry", model.path).into(),
        })
}
