use super::DISTRIBUTED_TRAINING;
use mlsysim_core::registry::ReferenceStats;
use mlsysim_core::{HardwareNode, Information, InputError, Precision, Workload, preset, scenario};

/// The model state of PPO-style alignment against DPO, and its split over a model-parallel
/// group.
///
/// PPO trains a policy and a value model (16 bytes a parameter of mixed-precision Adam each) and
/// runs a frozen reference copy of the policy and a reward model forward only (16-bit weights).
/// DPO keeps only the policy and its reference. During rollouts the policy also holds a KV cache
/// for every generated sequence.
#[scenario(
    family = DISTRIBUTED_TRAINING,
    assumption = "The reward and value models have the critic's size; the reference is a copy of the policy.",
    assumption = "The rollouts' KV cache is 16-bit.",
    rule(policy.geometry().is_ok(), "`policy` is a transformer (its KV cache is counted)"),
    excludes = "Activations, and the data-parallel sharding of `dp_size`, which no member reads.",
    derivation = "Ouyang et al. (2022), PPO alignment; Rafailov et al. (2023), DPO; Rajbhandari et al. (2020) for 16 bytes a parameter.",
    example = r#"
// DPO drops 16% of PPO's state
use mlsysim_cluster::distributed::llama2_70b_ppo_alignment;

let s = llama2_70b_ppo_alignment()?;
assert!((s.dpo_reduction()? - 0.1566265060240964).abs() < 1e-12);
assert_eq!(s.min_devices_for_ppo()?, 19);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AlignmentMemory {
    /// The policy trained.
    pub policy: &'static Workload,
    /// The model whose size the reward and value models have.
    pub critic: &'static Workload,
    /// Devices of the policy's tensor-parallel group.
    #[input(range = 1..)]
    pub tp_size: u32,
    /// Pipeline stages of the policy.
    #[input(range = 1..)]
    pub pp_size: u32,
    /// Data-parallel replicas of the policy.
    #[input(default = 1, range = 1..)]
    pub dp_size: u32,
    /// Sequences generated in one rollout.
    #[input(range = 1..)]
    pub rollout_sequences: u32,
    /// Tokens of each generated sequence.
    #[input(range = 1..)]
    pub rollout_tokens: u32,
    /// Memory of one device, for the fewest devices that hold PPO's state.
    #[input(positive, unit = GB)]
    pub device_memory: Option<Information>,

    /// The policy's training state.
    #[property(memory_from_params(policy.parameter_count()?, ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value)?, unit = GB)]
    pub policy_state: Information,
    /// The frozen reference's 16-bit weights.
    #[property(memory_from_params(policy.parameter_count()?, precision_width(Precision::Fp16)?)?, unit = GB)]
    pub reference_weights: Information,
    /// The reward model's 16-bit weights.
    #[property(memory_from_params(critic.parameter_count()?, precision_width(Precision::Fp16)?)?, unit = GB)]
    pub reward_weights: Information,
    /// The value model's training state.
    #[property(memory_from_params(critic.parameter_count()?, ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value)?, unit = GB)]
    pub value_state: Information,
    /// Every model's state under PPO.
    #[property(policy_state + reference_weights + reward_weights + value_state, unit = GB)]
    pub ppo_total: Information,
    /// The policy and its reference under DPO.
    #[property(policy_state + reference_weights, unit = GB)]
    pub dpo_total: Information,
    /// Share of PPO's state DPO does without.
    #[property((ppo_total - dpo_total) / ppo_total)]
    pub dpo_reduction: f64,
    /// Devices of the policy's model-parallel group.
    #[property(tp_size * pp_size)]
    pub model_parallel_devices: i64,
    /// The policy's state on one device of the group.
    #[property(policy_state / model_parallel_devices, unit = GB)]
    pub policy_per_device: Information,
    /// The reference's weights on one device of the group.
    #[property(reference_weights / model_parallel_devices, unit = GB)]
    pub reference_per_device: Information,
    /// KV cache of one rollout.
    #[property(model_kv_cache(policy, rollout_tokens, rollout_sequences, precision_width(Precision::Fp16)?)?, unit = GB)]
    pub kv_cache: Information,
    /// The rollout's KV cache on one device of the group.
    #[property(kv_cache / model_parallel_devices, unit = GB)]
    pub kv_per_device: Information,
    /// Fewest devices whose memory holds PPO's state.
    #[property(ceil(ppo_total / device_memory)?)]
    pub min_devices_for_ppo: i64,
}

/// PPO and DPO alignment of Llama 2 70B with 13B reward and value models (Llama 2 13B): the
/// policy under TP 8 × PP 4 with 8 replicas on 256 H100s, rollouts of 256 sequences of 1,024
/// tokens, against the H100's "80 GB" label.
#[preset(name = "Llama2_70B_PpoAlignment")]
pub fn llama2_70b_ppo_alignment() -> Result<AlignmentMemory, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    AlignmentMemory::builder()
        .policy(Workload::find("Language.Llama2_70B")?)
        .critic(Workload::find("Language.Llama2_13B")?)
        .tp_size(8)
        .pp_size(4)
        .dp_size(8)
        .rollout_sequences(256)
        .rollout_tokens(1024)
        .device_memory(crate::derived(
            "device_memory",
            mlsysim_core::laws::labeled_memory_capacity(h100),
        )?)
        .build()
}
