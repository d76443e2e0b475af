use super::TRANSFER_AND_TRAINING;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::GB;
use mlsysim_core::{Information, InputError, Precision, Workload, preset, scenario};

/// The persistent mixed-precision Adam state of a model, and how tensor parallelism and
/// ZeRO-style sharding split it across devices.
///
/// Each parameter holds a 16-bit weight and gradient (2 bytes each), a 32-bit master weight
/// and two 32-bit Adam moments (4 bytes each): 16 bytes in all. Tensor parallelism splits every
/// term across its group; ZeRO sharding further splits the moments across the data-parallel
/// replicas. Activations are a stated total, since they depend on the sequence, the microbatch
/// and recomputation.
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "Mixed-precision Adam: 16-bit weights and gradients, 32-bit master weights and moments.",
    assumption = "Offloading moves the master weights and both moments to the host.",
    excludes = "Communication buffers, and activations beyond the stated total.",
    derivation = "Rajbhandari et al. (2020), ZeRO: 16 bytes a parameter and its sharding; Shoeybi et al. (2019), Megatron-LM.",
    example = r#"
// GPT-3 keeps 2.8 TB of Adam state
use mlsysim_cluster::transfer_and_training::gpt3_training_state_tp8;

let s = gpt3_training_state_tp8()?;
assert_eq!(s.persistent_state()?.value, 2.8e12);
assert_eq!(s.tp_total_per_device()?.value, 375e9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TrainingState {
    /// The model trained.
    pub workload: &'static Workload,
    /// Devices of one tensor-parallel group.
    #[input(range = 1..)]
    pub tp_size: u32,
    /// Data-parallel replicas the moments are sharded over.
    #[input(range = 1..)]
    pub dp_size: u32,
    /// Activations of the whole model, stated.
    #[input(non_negative, unit = GB)]
    pub activations: Information,

    /// 16-bit weights.
    #[property(weight_bytes(workload, precision_width(Precision::Fp16)?)?.quantity(), unit = GB)]
    pub weights: Information,
    /// 16-bit gradients, as many bytes as the weights.
    #[property(weights, unit = GB)]
    pub gradients: Information,
    /// 32-bit master weights.
    #[property(workload.parameter_count()? * precision_width(Precision::Fp32)?, unit = GB)]
    pub master_weights: Information,
    /// One 32-bit Adam moment (the first or the second).
    #[property(master_weights, unit = GB)]
    pub adam_moment: Information,
    /// Both Adam moments.
    #[property(2 * adam_moment, unit = GB)]
    pub optimizer_moments: Information,
    /// Everything kept between steps.
    #[property(weights + gradients + master_weights + optimizer_moments, unit = GB)]
    pub persistent_state: Information,
    /// Weights on one device of the tensor-parallel group.
    #[property(weights / tp_size, unit = GB)]
    pub tp_weights_per_device: Information,
    /// Gradients on one device of the group.
    #[property(gradients / tp_size, unit = GB)]
    pub tp_gradients_per_device: Information,
    /// Master weights on one device of the group.
    #[property(master_weights / tp_size, unit = GB)]
    pub tp_master_per_device: Information,
    /// Both moments on one device of the group.
    #[property(optimizer_moments / tp_size, unit = GB)]
    pub tp_moments_per_device: Information,
    /// Activations on one device of the group.
    #[property(activations / tp_size, unit = GB)]
    pub tp_activations_per_device: Information,
    /// State and activations on one device of the group.
    #[property((persistent_state + activations) / tp_size, unit = GB)]
    pub tp_total_per_device: Information,
    /// What stays on one device of the group once the master weights and moments move to the
    /// host.
    #[property((persistent_state + activations - master_weights - optimizer_moments) / tp_size, unit = GB)]
    pub tp_offloaded_per_device: Information,
    /// Moments on one device when they are sharded over every device.
    #[property(optimizer_moments / (tp_size * dp_size), unit = GB)]
    pub zero_moments_per_device: Information,
    /// Moments of one tensor-parallel group's share, sharded over the replicas.
    #[property(optimizer_moments / dp_size, unit = GB)]
    pub zero_moments_per_tp_group: Information,
    /// Weights split by tensor parallelism and moments sharded over every device.
    #[property(weights / tp_size + optimizer_moments / (tp_size * dp_size), unit = GB)]
    pub zero_weights_and_moments_per_device: Information,
}

/// GPT-3's mixed-precision Adam state split over one DGX H100 node (TP 8), with 128
/// data-parallel replicas (1,024 GPUs) sharding the moments and an assumed 200 GB of
/// activations, inside the 100 to 400 GB range.
#[preset(name = "Gpt3TrainingStateTp8")]
pub fn gpt3_training_state_tp8() -> Result<TrainingState, InputError> {
    TrainingState::builder()
        .workload(Workload::find("Language.GPT3")?)
        .tp_size(Systems::Nodes::DGX_H100.accelerators_per_node)
        .dp_size(128)
        .activations(GB.of(200.0))
        .build()
}
