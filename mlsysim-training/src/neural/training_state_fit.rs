use super::NEURAL;
use crate::{derived, width};
use mlsysim_cluster::distributed::{
    gpt2_xl_batch32_activations, gpt2_xl_batch32_activations_fp32,
    gpt2_xl_batch32_segment_checkpointed, gpt2_xl_micro_batch16_activations,
    llama3_8b_batch4_activations,
};
use mlsysim_compute::attention::gpt2_xl_batch32_block;
use mlsysim_core::laws::{ActivationStrategy, low_rank_update_params};
use mlsysim_core::units::bytes;
use mlsysim_core::{
    DataRate, HardwareNode, Information, InputError, Precision, Time, Workload, preset, scenario,
};

/// What training keeps resident for a model, at one storage width, against a device's memory:
/// weights, gradients and optimizer state, with a master copy under mixed precision, low-rank
/// adapters beside a frozen base, and the activations a batch saves.
///
/// Each weight and gradient takes `bytes_per_value`; the optimizer keeps
/// `optimizer_bytes_per_parameter` (two FP32 values for Adam, one for SGD with momentum);
/// mixed precision adds a higher-precision master copy of every trained weight. With low-rank
/// adapters the base keeps only its weights and every adapter parameter carries weights,
/// gradients, master copy and optimizer state. Saved activations, a stated estimate, grow in
/// proportion to the batch. A checkpoint holds what a restart needs (the gradients are
/// recomputed), and one optimizer update reads and writes the state once at memory bandwidth.
#[scenario(
    family = NEURAL,
    assumption = "One storage width for weights and gradients; the master copy and the optimizer state as stated per parameter.",
    assumption = "Saved activations scale linearly with the batch from the stated estimate.",
    excludes = "Framework workspace, fragmentation, and communication buffers.",
    derivation = "Rajbhandari et al. (2020), ZeRO: mixed-precision Adam keeps 16 bytes a parameter; Hu et al. (2021), LoRA: a rank-r update of a d_out×d_in weight trains r·(d_in + d_out) parameters.",
    example = r#"
// GPT-2 XL in FP32 with Adam: 16 bytes a parameter, about a third of an H100 before activations
use mlsysim_training::neural::gpt2_fp32_adam_on_h100;

let s = gpt2_fp32_adam_on_h100()?;
assert!(s.fits()?);
assert!((s.copies()? - 4.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TrainingStateFit {
    /// The model trained; its parameters, and its layers for shaped adapters, are read.
    pub workload: &'static Workload,
    /// The device whose memory the state is held against.
    pub hardware: Option<&'static HardwareNode>,
    /// Bytes of each weight and gradient.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Bytes of optimizer state a trained parameter.
    #[input(non_negative, unit = BYTE)]
    pub optimizer_bytes_per_parameter: Information,
    /// Sequences of the batch `activations` is stated for.
    #[input(range = 1..)]
    pub batch_size: Option<i64>,
    /// Activations training saves for the backward pass at `batch_size`.
    #[input(non_negative, unit = GB)]
    pub activations: Option<Information>,
    /// Bytes of the master copy of each trained weight under mixed precision.
    #[input(non_negative, unit = BYTE)]
    pub master_bytes_per_parameter: Option<Information>,
    /// Trainable adapter parameters beside a frozen base.
    #[input(range = 0..)]
    pub adapter_parameters: Option<i64>,
    /// Rank of low-rank adapters given by shape, when `adapter_parameters` is not.
    #[input(range = 1..)]
    pub adapter_rank: Option<i64>,
    /// Matrices adapted in each layer.
    #[input(range = 0..)]
    pub adapted_matrices: Option<i64>,
    /// Input width of each adapted matrix.
    #[input(range = 1..)]
    pub adapter_in_dim: Option<i64>,
    /// Output width of each adapted matrix.
    #[input(range = 1..)]
    pub adapter_out_dim: Option<i64>,

    /// Adapter parameters of rank-`rank` updates to the adapted matrices of every layer.
    #[method(
        workload.geometry()?.layers * adapted_matrices * low_rank_update_params(adapter_in_dim, adapter_out_dim, rank)?,
        samples(rank = [8, 16])
    )]
    pub adapters_of_rank: fn(rank: i64) -> i64,
    /// Trainable adapter parameters: as stated, or of rank `adapter_rank` by shape; a run given
    /// neither trains no adapters, and this member then asks for `adapter_rank`.
    #[property(
        if given(adapter_parameters) {
            adapter_parameters
        } else {
            adapters_of_rank(adapter_rank)?
        }
    )]
    pub adapter_count: i64,
    /// Bytes of the weights.
    #[property(memory_from_params(workload.parameter_count()?, bytes_per_value)?, unit = GB)]
    pub weights: Information,
    /// Bytes of the gradients of every parameter.
    #[property(memory_from_params(workload.parameter_count()?, bytes_per_value)?, unit = GB)]
    pub gradients: Information,
    /// Bytes of the optimizer state of every parameter.
    #[property(memory_from_params(workload.parameter_count()?, optimizer_bytes_per_parameter)?, unit = GB)]
    pub optimizer_state: Information,
    /// Optimizer values a parameter, in units of the storage width.
    #[property(optimizer_bytes_per_parameter / bytes_per_value)]
    pub optimizer_values_per_parameter: f64,
    /// Bytes of the master copy of one trained weight; none without mixed precision.
    #[property(
        if given(master_bytes_per_parameter) { master_bytes_per_parameter } else { bytes(0.0) },
        unit = BYTE
    )]
    pub master_per_parameter: Information,
    /// Bytes of the master copy of every weight.
    #[property(memory_from_params(workload.parameter_count()?, master_per_parameter)?, unit = GB)]
    pub master_weights: Information,
    /// Bytes one trained parameter holds: weight, gradient, master copy, optimizer state.
    #[property(2 * bytes_per_value + master_per_parameter + optimizer_bytes_per_parameter, unit = BYTE)]
    pub bytes_per_trained_parameter: Information,
    /// Everything the adapters hold.
    #[property(adapter_count * bytes_per_trained_parameter, unit = GB)]
    pub adapter_state: Information,
    /// The adapters' weights.
    #[property(adapter_count * bytes_per_value, unit = MB)]
    pub adapter_weights: Information,
    /// The adapters' gradients.
    #[property(adapter_count * bytes_per_value, unit = MB)]
    pub adapter_gradients: Information,
    /// The adapters' master copy.
    #[property(adapter_count * master_per_parameter, unit = MB)]
    pub adapter_master: Information,
    /// The adapters' optimizer state.
    #[property(adapter_count * optimizer_bytes_per_parameter, unit = MB)]
    pub adapter_optimizer_state: Information,
    /// Adapter parameters as a share of the model's.
    #[property(adapter_count / workload.parameter_count()?)]
    pub adapter_fraction: f64,
    /// State if every parameter trained: the same recipe without adapters.
    #[property(weights + gradients + optimizer_state + master_weights, unit = GB)]
    pub full_state: Information,
    /// State before activations: the frozen base and the adapters, or every parameter trained.
    #[property(
        if given(adapter_parameters) {
            weights + adapter_parameters * bytes_per_trained_parameter
        } else if given(adapter_rank) {
            weights + adapters_of_rank(adapter_rank)? * bytes_per_trained_parameter
        } else {
            full_state
        },
        unit = GB
    )]
    pub total: Information,
    /// State the adapters save against training every parameter.
    #[property(full_state - total, unit = GB)]
    pub adapter_saved: Information,
    /// Full-training state over the adapter run's.
    #[property(full_state / total)]
    pub adapter_reduction: f64,
    /// The adapter run's state as a share of full training's.
    #[property(total / full_state)]
    pub adapter_kept_share: f64,
    /// The frozen base's share of the state.
    #[property(weights / total)]
    pub frozen_share: f64,
    /// The reduction as adapters shrink to nothing: bytes per trained over per frozen parameter.
    #[property(bytes_per_trained_parameter / bytes_per_value)]
    pub adapter_reduction_ceiling: f64,
    /// Total state in units of the weights.
    #[property(total / weights)]
    pub copies: f64,
    /// Saved activations at `batch`, scaled linearly from `activations`.
    #[method(activations * batch / batch_size, unit = GB, samples(batch = [1, batch_size]))]
    pub activations_at: fn(batch: i64) -> Information,
    /// State and saved activations.
    #[property(total + activations, unit = GB)]
    pub training_total: Information,
    /// State and saved activations in units of the weights.
    #[property(training_total / weights)]
    pub training_copies: f64,
    /// Whether the state before activations fits in the device's memory (never without one).
    #[property(if given(hardware) { total <= hardware.memory_capacity.quantity() } else { false })]
    pub fits: bool,
    /// State before activations as a share of the device's memory.
    #[property(total / hardware.memory_capacity)]
    pub capacity_share: f64,
    /// State and saved activations in units of the device's memory.
    #[property(training_total / hardware.memory_capacity)]
    pub training_capacity_multiple: f64,
    /// Sequences whose activations fit beside the state in the device's memory.
    #[property((hardware.memory_capacity - total) / (activations / batch_size))]
    pub resident_batch_limit: f64,
    /// Whole sequences that fit beside the state.
    #[property(floor(resident_batch_limit)?)]
    pub max_resident_batch: i64,
    /// A resumable checkpoint: weights, master copy and optimizer state, no gradients.
    #[property(weights + master_weights + optimizer_state, unit = GB)]
    pub checkpoint: Information,
    /// Time to write the checkpoint at `bandwidth`.
    #[method(
        mlsysim_core::laws::transfer_time(checkpoint, bandwidth)?,
        unit = SECOND,
        samples(bandwidth = ["5 GB/s", "25 GB/s"]),
        args(bandwidth(positive))
    )]
    pub checkpoint_write_time: fn(bandwidth: DataRate) -> Time,
    /// Bytes an optimizer update moves a parameter: the gradient read, the updated weight (the
    /// master copy where there is one) and the optimizer state each read and written.
    #[property(
        if given(master_bytes_per_parameter) {
            bytes_per_value + 2 * master_bytes_per_parameter + 2 * optimizer_bytes_per_parameter
        } else {
            bytes_per_value + 2 * bytes_per_value + 2 * optimizer_bytes_per_parameter
        },
        unit = BYTE
    )]
    pub update_bytes_per_parameter: Information,
    /// Bytes one optimizer update moves.
    #[property(update_bytes_per_parameter * workload.parameter_count()?, unit = GB)]
    pub update_traffic: Information,
    /// Time of one optimizer update at the device's memory bandwidth (it is bandwidth bound).
    #[property(mlsysim_core::laws::transfer_time(update_traffic, hardware.memory_bandwidth)?, unit = MILLISECOND)]
    pub update_time: Time,
}

/// GPT-2 XL (1.5 billion parameters) trained in FP32 with Adam: weights, gradients and two Adam
/// values a parameter, against one H100's memory, before activations.
#[preset(name = "Gpt2Fp32AdamOnH100")]
pub fn gpt2_fp32_adam_on_h100() -> Result<TrainingStateFit, InputError> {
    TrainingStateFit::builder()
        .workload(Workload::find("Language.GPT2")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .bytes_per_value(width::of(Precision::Fp32))
        .optimizer_bytes_per_parameter(width::adam_moments())
        .build()
}

/// GPT-2 XL's FP32 Adam step at batch 32 on one H100, with FP32 activations.
#[preset(name = "Gpt2Fp32AdamBatch32OnH100")]
pub fn gpt2_fp32_adam_batch32_on_h100() -> Result<TrainingStateFit, InputError> {
    let activations = gpt2_xl_batch32_activations_fp32()?;
    gpt2_fp32_adam_on_h100()?
        .variant()
        .batch_size(i64::from(gpt2_xl_batch32_block()?.batch_size))
        .activations(derived("activations", activations.activations(ActivationStrategy::None))?)
        .build()
}

/// GPT-2 XL in mixed precision with Adam (16 bytes a parameter) on one H100, with 16-bit
/// activations at batch 32 and 1,024 tokens.
#[preset(name = "Gpt2MixedPrecisionAdamOnH100")]
pub fn gpt2_mixed_precision_adam_on_h100() -> Result<TrainingStateFit, InputError> {
    let activations = gpt2_xl_batch32_activations()?;
    gpt2_fp32_adam_on_h100()?
        .variant()
        .bytes_per_value(width::of(Precision::Fp16))
        .master_bytes_per_parameter(width::of(Precision::Fp32))
        .batch_size(i64::from(gpt2_xl_batch32_block()?.batch_size))
        .activations(derived("activations", activations.activations(ActivationStrategy::None))?)
        .build()
}

/// The same batch with attention scores never stored (FlashAttention).
#[preset(name = "Gpt2MixedPrecisionFlashAttentionOnH100")]
pub fn gpt2_mixed_precision_flash_attention_on_h100() -> Result<TrainingStateFit, InputError> {
    let activations = gpt2_xl_batch32_activations()?;
    gpt2_mixed_precision_adam_on_h100()?
        .variant()
        .activations(derived("activations", activations.per_token_activations())?)
        .build()
}

/// The same batch as two accumulated micro-batches of 16 sequences' activations.
#[preset(name = "Gpt2MixedPrecisionTwoMicroBatchesOnH100")]
pub fn gpt2_mixed_precision_two_micro_batches_on_h100() -> Result<TrainingStateFit, InputError> {
    let micro = gpt2_xl_micro_batch16_activations()?;
    gpt2_mixed_precision_flash_attention_on_h100()?
        .variant()
        .batch_size(i64::from(micro.micro_batch))
        .activations(derived("activations", micro.per_token_activations())?)
        .build()
}

/// The same batch with segment checkpointing: 8 kept segment inputs and one rebuilt segment.
#[preset(name = "Gpt2MixedPrecisionSegmentCheckpointedOnH100")]
pub fn gpt2_mixed_precision_segment_checkpointed_on_h100() -> Result<TrainingStateFit, InputError>
{
    let segmented = gpt2_xl_batch32_segment_checkpointed()?;
    gpt2_mixed_precision_flash_attention_on_h100()?
        .variant()
        .activations(derived("activations", segmented.checkpointed_activations())?)
        .build()
}

/// A 7B model in mixed precision with Adam against one H100, before activations.
#[preset(name = "Llama2_7BMixedPrecisionAdam")]
pub fn llama2_7b_mixed_precision_adam() -> Result<TrainingStateFit, InputError> {
    gpt2_mixed_precision_adam_on_h100()?
        .variant()
        .workload(Workload::find("Language.Llama2_7B")?)
        .without_batch_size()
        .without_activations()
        .build()
}

/// Full fine-tuning of Llama 3.1 8B on one H100, activations at batch 4 and 2,048 tokens.
#[preset(name = "Llama3_8BFullFineTuneOnH100")]
pub fn llama3_8b_full_fine_tune_on_h100() -> Result<TrainingStateFit, InputError> {
    let activations = llama3_8b_batch4_activations()?;
    llama2_7b_mixed_precision_adam()?
        .variant()
        .workload(Workload::find("Language.Llama3_8B")?)
        .batch_size(i64::from(activations.micro_batch))
        .activations(derived("activations", activations.per_token_activations())?)
        .build()
}

/// Rank-16 LoRA fine-tuning of Llama 3.1 8B on one H100: a frozen 16-bit base, adapters on
/// every query and value projection, the same activations.
#[preset(name = "Llama3_8BLoraOnH100")]
pub fn llama3_8b_lora_on_h100() -> Result<TrainingStateFit, InputError> {
    let llama = Workload::find("Language.Llama3_8B")?;
    let geometry = derived("adapter_parameters", llama.geometry().copied())?;
    let hidden = i64::from(geometry.hidden_dim);
    let kv_heads = i64::from(geometry.kv_heads.unwrap_or(geometry.heads));
    let value_width = kv_heads * (hidden / i64::from(geometry.heads));
    let rank = 16;
    let per_layer = derived("adapter_parameters", low_rank_update_params(hidden, hidden, rank))?
        + derived("adapter_parameters", low_rank_update_params(hidden, value_width, rank))?;
    llama3_8b_full_fine_tune_on_h100()?
        .variant()
        .adapter_parameters(i64::from(geometry.layers) * per_layer)
        .build()
}

/// Rank-16 adapters on two 4,096×4,096 matrices in each of the 32 layers of a hypothetical
/// 8B-parameter transformer, under mixed-precision Adam, before activations.
#[preset(name = "Rank16AdaptersOnHypothetical8B")]
pub fn rank16_adapters_on_hypothetical8b() -> Result<TrainingStateFit, InputError> {
    TrainingStateFit::builder()
        .workload(&crate::illustrative::HYPOTHETICAL_8B)
        .bytes_per_value(width::of(Precision::Fp16))
        .optimizer_bytes_per_parameter(width::adam_moments())
        .master_bytes_per_parameter(width::of(Precision::Fp32))
        .adapter_rank(16)
        .adapted_matrices(2)
        .adapter_in_dim(4_096)
        .adapter_out_dim(4_096)
        .build()
}

/// The same adapters at rank 32: the adapter state is linear in the rank, the frozen base
/// unchanged.
#[preset(name = "Rank32AdaptersOnHypothetical8B")]
pub fn rank32_adapters_on_hypothetical8b() -> Result<TrainingStateFit, InputError> {
    let rank16 = rank16_adapters_on_hypothetical8b()?;
    let rank = rank16.adapter_rank.ok_or(InputError::Missing { input: "adapter_rank" })?;
    rank16.variant().adapter_rank(2 * rank).build()
}

/// ResNet-50 trained in FP32 with SGD and momentum: weights, gradients and one momentum value a
/// parameter, before activations.
#[preset(name = "ResNet50Fp32SgdMomentum")]
pub fn res_net50_fp32_sgd_momentum() -> Result<TrainingStateFit, InputError> {
    TrainingStateFit::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .bytes_per_value(width::of(Precision::Fp32))
        .optimizer_bytes_per_parameter(width::of(Precision::Fp32))
        .build()
}

/// ResNet-50 in FP32 with Adam at batch 64 and 8 GB of saved activations for 224×224 images
/// (the low estimate), against one H100's memory.
#[preset(name = "ResNet50Fp32AdamBatch64")]
pub fn res_net50_fp32_adam_batch64() -> Result<TrainingStateFit, InputError> {
    res_net50_fp32_sgd_momentum()?
        .variant()
        .optimizer_bytes_per_parameter(width::adam_moments())
        .hardware(HardwareNode::find("Cloud.H100")?)
        .batch_size(64)
        .activations(bytes(8e9))
        .build()
}

/// The same state with 12 GB of saved activations, the high estimate.
#[preset(name = "ResNet50Fp32AdamBatch64HighActivations")]
pub fn res_net50_fp32_adam_batch64_high_activations() -> Result<TrainingStateFit, InputError> {
    res_net50_fp32_adam_batch64()?
        .variant()
        .activations(bytes(12e9))
        .build()
}

/// The batch-64 state with its saved activations scaled linearly to batch 512.
#[preset(name = "ResNet50Fp32AdamBatch512")]
pub fn res_net50_fp32_adam_batch512() -> Result<TrainingStateFit, InputError> {
    let batch64 = res_net50_fp32_adam_batch64()?;
    let activations = derived("activations", batch64.activations_at(512))?;
    batch64.variant().batch_size(512).activations(activations).build()
}
