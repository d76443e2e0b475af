use mlsysim_core::laws::ActivationStrategy;
use super::{ActivationMemory, DISTRIBUTED_TRAINING, gpt3_activations_microbatch1};
use mlsysim_core::registry::Literature::Communication;
use mlsysim_core::registry::{ReferenceStats, Systems};
use mlsysim_core::{
    DataRate, Information, InputError, Named, Precision, Time, Workload, preset, scenario,
};

/// A model's training state per device at each ZeRO stage over a data-parallel group, and what
/// full sharding sends.
///
/// Plain data parallelism (DDP) replicates the 16-bit weights, the gradients and the
/// optimizer's state on every device. ZeRO-1 shards the optimizer state over the n devices,
/// ZeRO-2 the gradients too, and ZeRO-3 (FSDP) the weights too. Stages 1 and 2 move DDP's bytes
/// (a ring AllReduce, about twice the weights a device); ZeRO-3 gathers every layer's weights
/// forward and again backward and reduce-scatters the gradients, about three times the weights,
/// 1.5 times as much.
#[scenario(
    family = DISTRIBUTED_TRAINING,
    equation = "W = G = P × 2 B; O = P × 12 B; DDP = W + G + O; ZeRO-1 = W + G + O/n; ZeRO-2 = W + (G + O)/n; ZeRO-3 = (W + G + O)/n; gather = 3W; multiple = 3W ÷ 2W",
    assumption = "Mixed-precision Adam: 12 bytes of optimizer state a parameter (master weights and two moments).",
    assumption = "Stages 1 and 2 move the same bytes as plain data parallelism.",
    excludes = "Communication buffers and fragmentation; activations beyond those of `activations`.",
    derivation = "Rajbhandari et al. (2020), ZeRO: the stages and their communication volume.",
    example = r#"
// ZeRO-3 fits GPT-3 in under 50 GB a GPU on 64 GPUs
use mlsysim_cluster::distributed::gpt3_zero3_on_64;

let s = gpt3_zero3_on_64()?;
assert!(s.zero3_total_per_device()?.value < 50e9);
assert_eq!(s.gather_time()?.value, 21.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ZeroSharding {
    /// The model trained.
    pub workload: &'static Workload,
    /// Devices of the data-parallel group.
    #[input(range = 1..)]
    pub n_devices: u32,
    /// The activations a device holds, as an ActivationMemory preset or its inputs.
    pub activations: Option<ActivationMemory>,
    /// Which activations are kept and which recomputed.
    #[input(default = ActivationStrategy::Full)]
    pub activation_strategy: ActivationStrategy,
    /// Bandwidth of one device's link, for the time of ZeRO-3's gathers.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub link_bandwidth: Option<DataRate>,

    /// 16-bit weights.
    #[property(weight_bytes(workload, precision_width(Precision::Fp16)?)?.quantity(), unit = GB)]
    pub weights: Information,
    /// 16-bit gradients, as many bytes as the weights.
    #[property(weights, unit = GB)]
    pub gradients: Information,
    /// Optimizer state: master weights and both Adam moments.
    #[property(
        memory_from_params(workload.parameter_count()?, ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value)?,
        unit = GB,
    )]
    pub optimizer_state: Information,
    /// State of one device at each stage.
    #[property(
        equation = "DDP = W + G + O; ZeRO-1 = W + G + O/n; ZeRO-2 = W + (G + O)/n; ZeRO-3 = (W + G + O)/n",
        body = [
            ("DDP", weights + gradients + optimizer_state),
            ("ZeRO-1", weights + gradients + optimizer_state / n_devices),
            ("ZeRO-2", weights + (gradients + optimizer_state) / n_devices),
            ("ZeRO-3", (weights + gradients + optimizer_state) / n_devices),
        ]
        .into_iter()
        .collect::<Named<Information>>(),
        unit = GB,
    )]
    pub stage_state: Named<Information>,
    /// Bytes a device sends at each stage, in multiples of plain data parallelism's.
    #[property(
        equation = "1 for DDP and ZeRO-1 and -2; gather traffic ÷ (2 × weights) for ZeRO-3",
        body = [
            ("DDP", 1.0),
            ("ZeRO-1", 1.0),
            ("ZeRO-2", 1.0),
            ("ZeRO-3", (gather_traffic / (Communication::RingAllreduceFactor.value * weights)).value),
        ]
        .into_iter()
        .collect::<Named<f64>>(),
    )]
    pub traffic_multiple: Named<f64>,
    /// Activations of one device under `activation_strategy` (the reference's
    /// `result.activations`, renamed beside the input); none when `activations` is absent.
    #[property(
        match optional(activations) {
            Some(a) => a.activations(activation_strategy)?,
            None => bytes(0.0),
        },
        unit = GB,
    )]
    pub activation_bytes: Information,
    /// ZeRO-3 state and activations on one device.
    #[property(stage_state["ZeRO-3"] + activation_bytes, unit = GB)]
    pub zero3_total_per_device: Information,
    /// Bytes ZeRO-3 sends a step: a forward gather, a backward gather and a reduce-scatter of
    /// the gradients.
    #[property(3 * weights, unit = GB)]
    pub gather_traffic: Information,
    /// Time of ZeRO-3's traffic on the link.
    #[property(transfer_time(gather_traffic, link_bandwidth)?, unit = SECOND)]
    pub gather_time: Time,
}

/// GPT-3 fully sharded over 64 GPUs (a sixteenth of the reference cluster): ZeRO-3 state plus
/// the fully recomputed activations of one sequence, every layer gathered again over one NDR
/// port a GPU.
#[preset(name = "Gpt3Zero3On64")]
pub fn gpt3_zero3_on_64() -> Result<ZeroSharding, InputError> {
    ZeroSharding::builder()
        .workload(Workload::find("Language.GPT3")?)
        .n_devices(64)
        .activations(gpt3_activations_microbatch1()?)
        .activation_strategy(ActivationStrategy::Full)
        .link_bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .build()
}

/// Llama 2 7B's mixed-precision Adam state on a data-parallel group of 64, replicated and then
/// sharded stage by stage.
#[preset(name = "Llama2_7B_ZeroStages64")]
pub fn llama2_7b_zero_stages64() -> Result<ZeroSharding, InputError> {
    ZeroSharding::builder()
        .workload(Workload::find("Language.Llama2_7B")?)
        .n_devices(64)
        .build()
}
