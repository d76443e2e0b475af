use super::FORWARD;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{
    DataSize, HardwareNode, InputError, Precision, Time, Workload, preset, scenario,
};

/// Serving one batch of requests of an LLM on one accelerator: the time to the first token,
/// the time between the next ones, and whether the weights and the cache fit.
///
/// Prefill runs the prompt's work (2 FLOPs per parameter per token, plus attention over the
/// prompt) at a share of the accelerator's peak, plus a dispatch tax. Each decode step then
/// reads the weights and the whole cache from memory, plus a framework tax per layer. The
/// weights and the key-value cache of the full context must fit the accelerator's memory.
#[scenario(
    family = FORWARD,
    assumption = "The cache is stored at the weights' precision, and covers the whole context of every request.",
    assumption = "Prefill runs at `efficiency` of the accelerator's peak at `precision` where the registry states one, else of its headline peak.",
    assumption = "The dispatch tax is the accelerator's own, from the hardware registry.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(precision.storage_bytes().is_some(), "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)"),
    excludes = "Prompt caching, chunked prefill, disaggregated prefill and decode, and speculative decoding (the reference's serving model has them; the reference's scenario uses none).",
    excludes = "Queueing: one batch arrives and is served.",
    derivation = "A decode step reads every weight and every cached key and value once, so its time is those bytes over the memory bandwidth, whatever the batch's work.",
    example = r#"
// Llama 3.1 70B at FP16 does not fit one H100, and its decode is memory bound
use mlsysim_serving::forward::llama3_70b_serving_h100;

let s = llama3_70b_serving_h100()?;
assert!(!s.feasible()?);
assert!(s.memory_utilization()? > 1.6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Serving {
    /// The transformer served.
    pub workload: &'static Workload,
    /// The accelerator; its peak, memory, bandwidth and dispatch tax are read.
    pub hardware: &'static HardwareNode,
    /// Tokens of context of each request: the prompt, whose cache decode then reads.
    #[input(range = 1..)]
    pub seq_len: u32,
    /// Requests served together.
    #[input(default = 1, range = 1..)]
    pub batch_size: u32,
    /// Storage format of the weights and the cache.
    #[input(default = Precision::Fp16)]
    pub precision: Precision,
    /// Share of the peak prefill sustains.
    #[input(default = 0.5, positive, range = 0.0..=1.0)]
    pub efficiency: f64,
    /// Framework time each layer adds to a decode step (the reference's calibration).
    #[input(default = milliseconds(0.01), non_negative, unit = MILLISECOND)]
    pub layer_tax: Time,

    /// Time to the first token: the prompt's prefill and the dispatch tax.
    #[property(
        serving_model_ttft(workload, hardware, precision, seq_len, batch_size, efficiency, hardware.detail().dispatch_tax)?,
        unit = MILLISECOND,
    )]
    pub ttft: Time,
    /// Time between tokens: one decode step.
    #[property(serving_model_itl(workload, hardware, precision, seq_len, batch_size, layer_tax)?, unit = MILLISECOND)]
    pub itl: Time,
    /// Bytes of the key-value cache of the whole batch.
    #[property(model_kv_cache(workload, seq_len, batch_size, precision_storage_width(precision)?)?, unit = GB)]
    pub kv_cache_size: DataSize,
    /// Bytes of the weights.
    #[property(weight_bytes(workload, precision_storage_width(precision)?)?, unit = GB)]
    pub model_weights_size: DataSize,
    /// Bytes the accelerator must hold: the weights and the cache.
    #[property(serving_model_memory(workload, precision, seq_len, batch_size)?, unit = GB)]
    pub total_memory_required: DataSize,
    /// What the accelerator must hold as a share of its memory.
    #[property(total_memory_required / hardware.memory_capacity)]
    pub memory_utilization: f64,
    /// Whether the weights and the cache fit the accelerator's memory.
    #[property(total_memory_required <= hardware.memory_capacity)]
    pub feasible: bool,
}

/// Llama 3.1 70B at FP16 on one H100, a 2,048-token context at batch one.
#[preset(name = "Llama3_70B_ServingH100")]
pub fn llama3_70b_serving_h100() -> Result<Serving, InputError> {
    Serving::builder()
        .workload(Workload::find("Language.Llama3_70B")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .seq_len(2048)
        .build()
}
