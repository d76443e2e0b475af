use super::DISTRIBUTED_TRAINING;
use crate::nvlink;
use mlsysim_core::registry::{Infrastructure, ReferenceStats, Systems};
use mlsysim_core::{
    DataRate, Information, InputError, MoneyRate, Precision, Time, Usd, Workload, preset, scenario,
};

/// A data-parallel job inside one node and across nodes, from its one-device profile: update
/// time, speedup, training time and cost.
///
/// Every update reduces the whole gradient: a ring AllReduce inside each node on the fast link
/// and, with more than one node, a ring across every device on the inter-node link. Gradient
/// accumulation runs several local steps an update, so one exchange serves more compute and the
/// global batch grows. The speedup is the device count times the compute share of an update.
#[scenario(
    family = DISTRIBUTED_TRAINING,
    assumption = "The two rings run one after the other and carry no startup term.",
    assumption = "Compute and communication do not overlap.",
    rule(precision.storage_bytes().is_some(), "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)"),
    rule(nodes == 1 || optional(inter_bandwidth).is_some(), "`inter_bandwidth` is given when `nodes` is above 1"),
    excludes = "Stragglers, and any change of the step time with the local batch.",
    derivation = "The reference's DataParallelScaleOutModel, with ring AllReduce from Patarasuk and Yuan (2009).",
    example = r#"
// 10 GbE leaves 32 GPUs barely nine times faster than one
use mlsysim_cluster::distributed::gpt2_data_parallel_four_nodes_10gbe;

let s = gpt2_data_parallel_four_nodes_10gbe()?;
assert_eq!(s.n_devices()?, 32);
assert!((s.speedup()? - 8.914108847046686).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DataParallelScaleOut {
    /// The model trained.
    pub workload: &'static Workload,
    /// Storage format of the gradients.
    #[input(default = Precision::Fp16)]
    pub precision: Precision,
    /// One device's local step.
    #[input(positive, unit = SECOND)]
    pub step_time: Time,
    /// One device's whole run.
    #[input(positive, unit = HOUR)]
    pub training_time: Time,
    /// Sequences in one device's local step.
    #[input(range = 1..)]
    pub per_device_batch: u32,
    /// Devices in one node.
    #[input(range = 1..)]
    pub devices_per_node: u32,
    /// Nodes.
    #[input(default = 1, range = 1..)]
    pub nodes: u32,
    /// Bandwidth inside a node, one direction.
    #[input(positive, unit = GB_PER_SECOND)]
    pub intra_bandwidth: DataRate,
    /// Bandwidth between nodes.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub inter_bandwidth: Option<DataRate>,
    /// Local steps an update.
    #[input(default = 1, range = 1..)]
    pub accumulation_steps: u32,
    /// Price of one node-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub node_hour_rate: Option<MoneyRate>,

    /// Devices in all.
    #[property(devices_per_node * nodes)]
    pub n_devices: i64,
    /// Bytes of the gradient.
    #[property(weight_bytes(workload, precision_width(precision)?)?.quantity(), unit = BYTE)]
    pub gradient_bytes: Information,
    /// Bytes each device sends in the ring inside its node.
    #[property(gradient_bytes * ring_allreduce_data_factor(devices_per_node)?, unit = BYTE)]
    pub intra_bytes: Information,
    /// Bytes each device sends in the ring across nodes; none on one node.
    #[property(
        if nodes > 1 { gradient_bytes * ring_allreduce_data_factor(n_devices)? } else { bytes(0.0) },
        unit = BYTE,
    )]
    pub inter_bytes: Information,
    /// Time of the ring inside a node.
    #[property(ring_allreduce_time(gradient_bytes, devices_per_node, intra_bandwidth, seconds(0.0))?, unit = MILLISECOND)]
    pub intra_time: Time,
    /// Time of the ring across nodes; none on one node.
    #[property(
        match optional(inter_bandwidth) {
            Some(inter) if nodes > 1 => ring_allreduce_time(gradient_bytes, n_devices, inter, seconds(0.0))?,
            _ => seconds(0.0),
        },
        unit = MILLISECOND,
    )]
    pub inter_time: Time,
    /// Communication of one update.
    #[property(intra_time + inter_time, unit = MILLISECOND)]
    pub communication_time: Time,
    /// Compute of one update: every accumulated local step.
    #[property(accumulation_steps * step_time, unit = MILLISECOND)]
    pub compute_time: Time,
    /// One update: compute, then communication.
    #[property(compute_time + communication_time, unit = MILLISECOND)]
    pub update_time: Time,
    /// Communication per unit of compute.
    #[property(communication_time / compute_time)]
    pub communication_overhead: f64,
    /// Compute's share of an update.
    #[property(compute_time / update_time)]
    pub compute_share: f64,
    /// Communication's share of an update.
    #[property(communication_time / update_time)]
    pub communication_share: f64,
    /// Speedup over one device.
    #[property(n_devices * (compute_time / update_time))]
    pub speedup: f64,
    /// Speedup per device.
    #[property(speedup / n_devices)]
    pub efficiency: f64,
    /// Sequences in one update across every device.
    #[property(per_device_batch * n_devices * accumulation_steps)]
    pub global_batch: i64,
    /// Time of the run on every device (the reference's `result.training_time`, renamed
    /// beside the input).
    #[property(training_time / speedup, unit = HOUR)]
    pub scaled_training_time: Time,
    /// Rent of the nodes for the run.
    #[property(scaled_training_time * nodes * node_hour_rate, unit = USD)]
    pub cost: Usd,
}

/// GPT-2 data parallelism on one DGX H100 node: eight GPUs at the one-GPU profile's local batch,
/// gradients AllReduced over NVLink, priced at eight cloud GPU-hours an hour.
#[preset(name = "Gpt2DataParallelOneNode")]
pub fn gpt2_data_parallel_one_node() -> Result<DataParallelScaleOut, InputError> {
    let node = &Systems::Nodes::DGX_H100;
    DataParallelScaleOut::builder()
        .workload(Workload::find("Language.GPT2")?)
        .precision(Precision::Fp16)
        .step_time(ReferenceStats::DataParallelScalingProfile::SingleGpuStepTime.value)
        .training_time(ReferenceStats::DataParallelScalingProfile::SingleGpuTrainingTime.value)
        .per_device_batch(ReferenceStats::DataParallelScalingProfile::PerGpuBatch.value as u32)
        .devices_per_node(node.accelerators_per_node)
        .intra_bandwidth(nvlink("intra_bandwidth", "Cloud.H100")?)
        .node_hour_rate(
            f64::from(node.accelerators_per_node)
                * Infrastructure::Pricing::Cloud::GpuTrainingPerHour.value,
        )
        .build()
}

/// The same local batch on four nodes (32 GPUs), the ring across nodes over 10 Gbit Ethernet.
#[preset(name = "Gpt2DataParallelFourNodes10GbE")]
pub fn gpt2_data_parallel_four_nodes_10gbe() -> Result<DataParallelScaleOut, InputError> {
    gpt2_data_parallel_one_node()?
        .variant()
        .nodes(4)
        .inter_bandwidth(Systems::Fabrics::Ethernet_10G.bandwidth)
        .build()
}

/// GPT-2 on one node with four-step gradient accumulation: the four-node global batch without
/// leaving NVLink.
#[preset(name = "Gpt2GradientAccumulationOneNode")]
pub fn gpt2_gradient_accumulation_one_node() -> Result<DataParallelScaleOut, InputError> {
    gpt2_data_parallel_one_node()?
        .variant()
        .accumulation_steps(4)
        .build()
}
