use super::DISTRIBUTED_TRAINING;
use mlsysim_core::registry::Literature::Communication;
use mlsysim_core::registry::{Literature, ReferenceStats, Systems};
use mlsysim_core::units::seconds;
use mlsysim_core::{
    DataRate, FlopCount, HardwareNode, Information, InputError, Precision, Time, Workload, preset,
    scenario,
};

/// One training step of a model laid out over tensor (TP), pipeline (PP) and data (DP)
/// parallelism: its compute window, its exposed gradient exchange, its efficiency and the state
/// each device holds.
///
/// The step's work is `flops_per_param_token` FLOPs per parameter per token over
/// `batch_tokens` tokens, spread over every device at a local share of peak. Each data-parallel
/// rank reduces its gradient shard (the full gradient over TP × PP) with a ring AllReduce of
/// about twice the shard; up to `overlap_fraction` of that transfer hides under the compute
/// window, never more than the window. The pipeline idles (p − 1)/(m + p − 1) of the step,
/// which stretches the window by 1/(1 − bubble). State is 16 bytes a parameter of
/// mixed-precision Adam over TP × PP; ZeRO-1 also shards the 12 bytes of optimizer state over
/// the data-parallel group.
#[scenario(
    family = DISTRIBUTED_TRAINING,
    assumption = "The AllReduce sends the large-ring factor 2 times the shard, whatever the data-parallel size.",
    assumption = "At most `overlap_fraction` of the AllReduce hides under compute, and never more than the compute window.",
    assumption = "The compute window is carried at `window_resolution` when given, as the napkin math prints it.",
    rule(accelerator.rate_at(precision).is_some(), "the registry states a peak of `accelerator` at `precision`"),
    rule(gradient_precision.storage_bytes().is_some(), "`gradient_precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)"),
    excludes = "Tensor-parallel and pipeline communication, activation memory and recomputation.",
    derivation = "Narayanan et al. (2021), Megatron-LM 3D parallelism; Rajbhandari et al. (2020), ZeRO; Huang et al. (2019), GPipe.",
    example = r#"
// 3D parallelism keeps GPT-3 at 87% efficiency
use mlsysim_cluster::distributed::gpt3_three_d_parallel_1k;

let s = gpt3_three_d_parallel_1k()?;
assert_eq!(s.compute_time()?.value, 2.1);
assert!((s.efficiency()? - 0.8727272727272728).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ParallelLayout {
    /// The model trained.
    pub workload: &'static Workload,
    /// Devices of one tensor-parallel group.
    #[input(default = 1, range = 1..)]
    pub tp_size: u32,
    /// Pipeline stages.
    #[input(default = 1, range = 1..)]
    pub pp_size: u32,
    /// Data-parallel replicas.
    #[input(range = 1..)]
    pub dp_size: u32,
    /// Microbatches a pipeline step is fed.
    #[input(default = 1, range = 1..)]
    pub microbatches: u32,
    /// Tokens of one optimizer update.
    #[input(positive)]
    pub batch_tokens: f64,
    /// Training FLOPs per parameter per token.
    #[input(positive)]
    pub flops_per_param_token: f64,
    /// The accelerator every device is.
    pub accelerator: &'static HardwareNode,
    /// The precision whose peak sets the compute window.
    #[input(default = Precision::Fp8)]
    pub precision: Precision,
    /// Share of peak each device sustains before communication.
    #[input(positive, range = 0.0..=1.0)]
    pub local_efficiency: f64,
    /// Bandwidth of each device's data-parallel link.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// Share of the AllReduce that may hide under compute.
    #[input(range = 0.0..=1.0)]
    pub overlap_fraction: f64,
    /// Storage format of the gradients.
    #[input(default = Precision::Fp16)]
    pub gradient_precision: Precision,
    /// The precision the compute window is carried at.
    #[input(positive, unit = SECOND)]
    pub window_resolution: Option<Time>,
    /// Memory of one device, for the fewest devices that hold the state.
    #[input(positive, unit = GB)]
    pub device_memory: Option<Information>,

    /// Devices in all.
    #[property(tp_size * pp_size * dp_size)]
    pub n_devices: i64,
    /// Work of one step.
    #[property(flops_per_param_token * workload.parameter_count()? * batch_tokens * flops(1.0), unit = FLOP)]
    pub step_flops: FlopCount,
    /// The compute window of one step on every device.
    #[property(
        match optional(window_resolution) {
            Some(r) => round_to_resolution(step_flops / (n_devices * accelerator.peak_at(precision)? * local_efficiency), r)?,
            None => step_flops / (n_devices * accelerator.peak_at(precision)? * local_efficiency),
        },
        unit = SECOND,
    )]
    pub compute_time: Time,
    /// Bytes of the whole gradient.
    #[property(weight_bytes(workload, precision_width(gradient_precision)?)?.quantity(), unit = GB)]
    pub gradient_bytes: Information,
    /// The gradient shard each data-parallel rank reduces.
    #[property(gradient_bytes / (tp_size * pp_size), unit = GB)]
    pub dp_shard: Information,
    /// Bytes each rank sends in an exact ring of `dp_size` ranks.
    #[property(ring_allreduce_data_factor(dp_size)? * dp_shard, unit = GB)]
    pub ring_bytes: Information,
    /// Time of the AllReduce: twice the shard at the link.
    #[property(Communication::RingAllreduceFactor.value * dp_shard / link_bandwidth, unit = SECOND)]
    pub allreduce_time: Time,
    /// Part of the AllReduce hidden under compute.
    #[property(min(allreduce_time * overlap_fraction, compute_time), unit = SECOND)]
    pub hidden_time: Time,
    /// Part of the AllReduce left exposed.
    #[property(allreduce_time - hidden_time, unit = SECOND)]
    pub exposed_time: Time,
    /// Share of the step each stage idles while the pipeline fills and drains.
    #[property(pipeline_bubble(pp_size, microbatches, 1)?)]
    pub bubble: f64,
    /// Time of one step: the window stretched by the bubble, plus the exposed AllReduce.
    #[property(compute_time / (1.0 - bubble) + exposed_time, unit = SECOND)]
    pub step_time: Time,
    /// The compute window's share of the step.
    #[property(compute_time / step_time)]
    pub efficiency: f64,
    /// The same share with nothing hidden.
    #[property(compute_time / (compute_time / (1.0 - bubble) + allreduce_time))]
    pub efficiency_no_overlap: f64,
    /// Share of the AllReduce hidden.
    #[property(hidden_time / allreduce_time)]
    pub overlap_share: f64,
    /// Mixed-precision Adam state of the whole model.
    #[property(
        memory_from_params(workload.parameter_count()?, ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value)?,
        unit = GB,
    )]
    pub state_total: Information,
    /// State on one device, split over TP × PP.
    #[property(state_total / (tp_size * pp_size), unit = GB)]
    pub state_per_device: Information,
    /// State on one device with ZeRO-1: weights and gradients over TP × PP, the optimizer
    /// state over every device.
    #[property(
        memory_from_params(workload.parameter_count()?, 2.0 * precision_width(Precision::Fp16)?)? / (tp_size * pp_size)
            + memory_from_params(workload.parameter_count()?, ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value)? / n_devices,
        unit = GB,
    )]
    pub zero1_state_per_device: Information,
    /// Share of the fleet's peak the step delivers.
    #[property(local_efficiency * efficiency)]
    pub fleet_mfu: f64,
    /// The same, with the efficiency counted twice (a common mistake, shown for contrast).
    #[property(local_efficiency * efficiency * efficiency)]
    pub double_counted_mfu: f64,
    /// Fewest devices whose memory holds the whole state.
    #[property(ceil(state_total / device_memory)?)]
    pub min_devices_for_state: i64,
}

/// GPT-3 in pure data parallelism on the 1,024 H100s of the reference cluster: every GPU holds
/// the full model and AllReduces the full FP16 gradient over NDR. The step is 2M tokens at 6
/// FLOPs a parameter a token, the H100's FP8 peak at 50%, up to 75% of the AllReduce hidden,
/// the window carried at 0.1 s, and the H100's "80 GB" label as its memory.
#[preset(name = "Gpt3DataParallel1K")]
pub fn gpt3_data_parallel_1k() -> Result<ParallelLayout, InputError> {
    let fleet = &Systems::Clusters::Training_1K;
    let h100 = HardwareNode::find("Cloud.H100")?;
    ParallelLayout::builder()
        .workload(Workload::find("Language.GPT3")?)
        .dp_size(fleet.node.accelerators_per_node * fleet.count)
        .batch_tokens(2e6)
        .flops_per_param_token(Literature::Chinchilla::ComputeConstant.value)
        .accelerator(h100)
        .precision(Precision::Fp8)
        .local_efficiency(0.5)
        .link_bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .overlap_fraction(0.75)
        .window_resolution(seconds(0.1))
        .device_memory(crate::derived(
            "device_memory",
            mlsysim_core::laws::labeled_memory_capacity(h100),
        )?)
        .build()
}

/// The same step with TP 8 inside each DGX H100 node and DP 128 across nodes: each rank
/// AllReduces an eighth of the gradient, and the state splits eight ways.
#[preset(name = "Gpt3TensorDataParallel1K")]
pub fn gpt3_tensor_data_parallel_1k() -> Result<ParallelLayout, InputError> {
    let fleet = &Systems::Clusters::Training_1K;
    let tp = Systems::Nodes::DGX_H100.accelerators_per_node;
    gpt3_data_parallel_1k()?
        .variant()
        .tp_size(tp)
        .dp_size(fleet.node.accelerators_per_node * fleet.count / tp)
        .build()
}

/// The same step with TP 8, four pipeline stages at 32 microbatches and DP 32 on 1,024 H100s:
/// the data-parallel shard falls to 1/32.
#[preset(name = "Gpt3ThreeDParallel1K")]
pub fn gpt3_three_d_parallel_1k() -> Result<ParallelLayout, InputError> {
    let fleet = &Systems::Clusters::Training_1K;
    let tp = Systems::Nodes::DGX_H100.accelerators_per_node;
    gpt3_data_parallel_1k()?
        .variant()
        .tp_size(tp)
        .pp_size(4)
        .dp_size(fleet.node.accelerators_per_node * fleet.count / (4 * tp))
        .microbatches(32)
        .build()
}

/// TP 8, PP 16 and DP 128 on 16,384 H100s at the same 32 microbatches: a deeper pipeline, a
/// larger bubble.
#[preset(name = "Gpt3ThreeDParallel16K")]
pub fn gpt3_three_d_parallel_16k() -> Result<ParallelLayout, InputError> {
    gpt3_three_d_parallel_1k()?
        .variant()
        .pp_size(16)
        .dp_size(128)
        .build()
}
