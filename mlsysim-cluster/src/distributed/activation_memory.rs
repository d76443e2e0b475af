use mlsysim_core::laws::ActivationStrategy;
use super::DISTRIBUTED_TRAINING;
use mlsysim_core::laws::{KORTHIKANTI_PER_TOKEN_BYTES, KORTHIKANTI_SCORE_BYTES};
use mlsysim_core::units::MB;
use mlsysim_core::{Information, InputError, Workload, preset, scenario};

/// The activations a transformer stores for its backward pass at one microbatch, under each
/// recomputation strategy, with the per-layer tensors a reader can name and what checkpointing
/// in segments keeps.
///
/// Korthikanti et al. count sbh(34 + 5as/h) bytes a layer at 16 bits: 34 bytes per token and
/// unit of width grow with the sequence, the 5as/h of attention scores with its square.
/// Recomputing the scores (selective) keeps the 34; recomputing everything (full) keeps each
/// layer's input. Checkpointing in k segments keeps each segment's input and rebuilds one
/// segment at a time.
#[scenario(
    family = DISTRIBUTED_TRAINING,
    equation = "per layer = s b h (34 + 5 a s / h) × bytes ÷ 2; per-token = selective; scores = none − selective; checkpointed = k × s b h × bytes + per-token × (L ÷ k) ÷ L; recomputation = 8PD ÷ 6PD − 1",
    assumption = "The sequence is the model's context length unless `seq_len` is given.",
    assumption = "The Korthikanti constants are 16-bit bytes and scale with `precision_bytes` ÷ 2.",
    assumption = "Checkpointed segments are equal, the layers dividing into them with the remainder dropped; the rebuilt segment's input is counted twice, conservatively.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(optional(seq_len).is_some() || workload.geometry().is_ok_and(|g| g.context_length.is_some()), "`seq_len` is given, or `workload` has a context length in the registry"),
    excludes = "Tensor and sequence parallelism, which divide the activations further.",
    derivation = "Korthikanti et al. (2023), reducing activation recomputation in large transformer models, Table 2; Chen et al. (2016) for checkpoints.",
    example = r#"
// Eight checkpointed segments keep 11.5 GB
use mlsysim_cluster::distributed::gpt2_xl_batch32_segment_checkpointed;

let s = gpt2_xl_batch32_segment_checkpointed()?;
assert_eq!(s.segment_layers()?, 6);
assert!((s.checkpointed_activations()?.value - 11.534336e9).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ActivationMemory {
    /// The model trained.
    pub workload: &'static Workload,
    /// Sequences in one microbatch.
    #[input(range = 1..)]
    pub micro_batch: u32,
    /// Tokens per sequence; the model's context length when absent.
    #[input(range = 1..)]
    pub seq_len: Option<u32>,
    /// Bytes of one stored activation (2 for 16-bit).
    #[input(default = 2.0, positive)]
    pub precision_bytes: f64,
    /// Normalization buffers of one layer, stated.
    #[input(non_negative, unit = MB)]
    pub normalization_per_layer: Option<Information>,
    /// Width of the feed-forward expansion, in model widths.
    #[input(default = 4, range = 1..)]
    pub ffn_multiple: u32,
    /// Equal segments the layers are checkpointed in.
    #[input(range = 1..)]
    pub checkpoint_segments: Option<u32>,

    /// Tokens per sequence.
    #[property(match optional(seq_len) {
        Some(s) => i64::from(s),
        None => i64::from(from_registry(workload.geometry()?.context_length, "context length", workload.path)?),
    })]
    pub sequence: i64,
    /// The 34 of sbh(34 + 5as/h), at this precision.
    #[property(KORTHIKANTI_PER_TOKEN_BYTES * precision_bytes / 2.0)]
    pub per_token_bytes_coefficient: f64,
    /// The 5as/h of sbh(34 + 5as/h): the attention scores, at this precision.
    #[property(KORTHIKANTI_SCORE_BYTES * workload.geometry()?.heads * sequence / workload.geometry()?.hidden_dim * precision_bytes / 2.0)]
    pub score_bytes_coefficient: f64,
    /// The scores' share of the stored activations.
    #[property(score_bytes_coefficient / (per_token_bytes_coefficient + score_bytes_coefficient))]
    pub score_share: f64,
    /// Activations of the whole model under `strategy`.
    #[method(
        activation_memory(
            workload.geometry()?.layers,
            sequence,
            micro_batch,
            workload.geometry()?.hidden_dim,
            workload.geometry()?.heads,
            precision_bytes,
            strategy,
        )?,
        unit = GB,
        samples(strategy = ["none", "selective", "full"])
    )]
    pub activations: fn(strategy: ActivationStrategy) -> Information,
    /// Activations that grow in proportion to the sequence: everything but the scores.
    #[property(activations(ActivationStrategy::Selective)?, unit = GB)]
    pub per_token_activations: Information,
    /// Stored attention scores, which grow with the square of the sequence.
    #[property(activations(ActivationStrategy::None)? - activations(ActivationStrategy::Selective)?, unit = GB)]
    pub score_activations: Information,
    /// Per-token activations of one sequence: the slope against the microbatch.
    #[property(per_token_activations / micro_batch, unit = GB)]
    pub per_sequence_activations: Information,
    /// Layers in one checkpointed segment.
    #[property(floor_div(workload.geometry()?.layers, checkpoint_segments)?)]
    pub segment_layers: i64,
    /// One segment's input, kept for the backward pass: b × s × h values.
    #[property(micro_batch * sequence * workload.geometry()?.hidden_dim * precision_bytes * bytes(1.0), unit = MB)]
    pub segment_input: Information,
    /// Every segment's input.
    #[property(checkpoint_segments * segment_input, unit = GB)]
    pub segment_inputs: Information,
    /// One segment's per-token activations, rebuilt in the backward pass.
    #[property(per_token_activations / workload.geometry()?.layers * segment_layers, unit = GB)]
    pub live_segment: Information,
    /// Segment inputs plus one live rebuilt segment.
    #[property(segment_inputs + live_segment, unit = GB)]
    pub checkpointed_activations: Information,
    /// Activation memory with `checkpoints` evenly spaced checkpoints, in layers' worth.
    #[method(
        equation = "checkpoint_memory_units(layers, checkpoints)",
        body = ::mlsysim_core::equation::checkpoint_memory_units(workload.geometry()?.layers, checkpoints)?,
        args(checkpoints(range = 1..)),
        samples(checkpoints = [1, 4, 7, 8])
    )]
    pub checkpoint_memory_units: fn(checkpoints: u32) -> f64,
    /// Query, key, value and output projections of one layer: four tensors of the model width.
    #[property(4 * (micro_batch * sequence * workload.geometry()?.hidden_dim) * precision_bytes * bytes(1.0), unit = MB)]
    pub projection_activations_per_layer: Information,
    /// The feed-forward expansion of one layer, `ffn_multiple` model widths.
    #[property(micro_batch * sequence * (ffn_multiple * workload.geometry()?.hidden_dim) * precision_bytes * bytes(1.0), unit = MB)]
    pub ffn_activations_per_layer: Information,
    /// Stored scores of one layer.
    #[property(score_activations / workload.geometry()?.layers, unit = MB)]
    pub score_activations_per_layer: Information,
    /// The named tensors of one layer, normalization included when stated.
    #[property(
        projection_activations_per_layer + ffn_activations_per_layer + score_activations_per_layer
            + optional(normalization_per_layer).unwrap_or(bytes(0.0)),
        unit = MB,
    )]
    pub line_items_per_layer: Information,
    /// The named tensors of every layer.
    #[property(line_items_per_layer * workload.geometry()?.layers, unit = GB)]
    pub line_items_total: Information,
    /// A training step in forward passes: 6PD over 2PD.
    #[property(training_flops(workload.parameter_count()?, 1.0)? / decode_flops(workload.parameter_count()?, 1.0)?)]
    pub forward_equivalents: f64,
    /// Extra training work of full recomputation: 8PD over 6PD, less one.
    #[property(recomputed_training_flops(workload.parameter_count()?, 1.0)? / training_flops(workload.parameter_count()?, 1.0)? - 1.0)]
    pub recompute_overhead: f64,
    /// The step with full recomputation, in forward passes.
    #[property(forward_equivalents * (1.0 + recompute_overhead))]
    pub recompute_forward_equivalents: f64,
}

/// GPT-2 XL's saved activations at a batch of 32 sequences of its 1,024-token window, 16-bit,
/// with the per-layer line items and an assumed 10 MB of normalization buffers a layer.
#[preset(name = "Gpt2XlBatch32Activations")]
pub fn gpt2_xl_batch32_activations() -> Result<ActivationMemory, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    let window = crate::derived(
        "seq_len",
        gpt2.geometry().map(|g| g.context_length.unwrap_or(0)),
    )?;
    ActivationMemory::builder()
        .workload(gpt2)
        // 32 sequences: the batch of the reference's `Gpt2XlBatch32Block` (its one-H100 run
        // steps 32 × 1,024 tokens).
        .micro_batch(32)
        .seq_len(window)
        .normalization_per_layer(MB.of(10.0))
        .build()
}

/// The same tensors stored in 32 bits.
#[preset(name = "Gpt2XlBatch32ActivationsFp32")]
pub fn gpt2_xl_batch32_activations_fp32() -> Result<ActivationMemory, InputError> {
    let fp32 = mlsysim_core::Precision::Fp32
        .storage_bytes()
        .unwrap_or(f64::NAN);
    gpt2_xl_batch32_activations()?
        .variant()
        .precision_bytes(fp32)
        .build()
}

/// GPT-2 XL's batch-32 activations checkpointed in 8 segments of 6 layers: each segment's
/// 16-bit input is kept, and the backward pass rebuilds one segment at a time.
#[preset(name = "Gpt2XlBatch32SegmentCheckpointed")]
pub fn gpt2_xl_batch32_segment_checkpointed() -> Result<ActivationMemory, InputError> {
    gpt2_xl_batch32_activations()?
        .variant()
        .checkpoint_segments(8)
        .build()
}

/// GPT-2 XL's saved activations for a microbatch of 16 sequences: half the batch resident at
/// a time, accumulated twice an update.
#[preset(name = "Gpt2XlMicroBatch16Activations")]
pub fn gpt2_xl_micro_batch16_activations() -> Result<ActivationMemory, InputError> {
    let batch = gpt2_xl_batch32_activations()?;
    batch.variant().micro_batch(batch.micro_batch / 2).build()
}

/// GPT-3's full-context activations at four sequences a microbatch, with and without
/// recomputation.
#[preset(name = "Gpt3ActivationsMicrobatch4")]
pub fn gpt3_activations_microbatch4() -> Result<ActivationMemory, InputError> {
    ActivationMemory::builder()
        .workload(Workload::find("Language.GPT3")?)
        .micro_batch(4)
        .build()
}

/// GPT-3's activations at one sequence a microbatch.
#[preset(name = "Gpt3ActivationsMicrobatch1")]
pub fn gpt3_activations_microbatch1() -> Result<ActivationMemory, InputError> {
    gpt3_activations_microbatch4()?
        .variant()
        .micro_batch(1)
        .build()
}

/// Llama 3.1 8B's saved activations at four sequences of 2,048 tokens, 16-bit: fused attention
/// keeps no score matrices, so its per-token tensors are what it stores.
#[preset(name = "Llama3_8BBatch4Activations")]
pub fn llama3_8b_batch4_activations() -> Result<ActivationMemory, InputError> {
    ActivationMemory::builder()
        .workload(Workload::find("Language.Llama3_8B")?)
        .micro_batch(4)
        .seq_len(2048)
        .build()
}
