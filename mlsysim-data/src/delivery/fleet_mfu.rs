use super::DELIVERY;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{FlopCount, HardwareNode, InputError, Time, Workload, preset, scenario};
use mlsysim_fleet::reliability::llama2_70b_job_failures_128;

/// Program goodput (model FLOP utilization) of a training step on one node and on a fleet,
/// and the scaling efficiency between them.
///
/// Useful work per step is the model's training arithmetic for the step's tokens (six FLOPs
/// per parameter per token); MFU divides it by every device's peak over the measured step
/// time. The fleet's MFU over the node's is the per-device throughput kept at scale.
#[scenario(
    family = DELIVERY,
    assumption = "Both steps do the same work per device; the difference in step time is exposed communication and waiting.",
    excludes = "Recomputed activations, which the six-FLOP rule does not count as useful.",
    derivation = "MFU is achieved model arithmetic over peak (Chowdhery et al. 2022).",
    example = r#"
// Scaling to 128 GPUs loses some MFU
use mlsysim_data::delivery::llama2_70b_fleet_mfu_128;

let s = llama2_70b_fleet_mfu_128()?;
assert!(s.scaling_efficiency()? < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct FleetMfu {
    /// The model trained.
    pub workload: &'static Workload,
    /// The accelerator every device is; its peak is read.
    pub hardware: &'static HardwareNode,
    /// Devices of the node.
    #[input(range = 1..)]
    pub node_devices: i64,
    /// Devices of the fleet.
    #[input(range = 1..)]
    pub fleet_devices: i64,
    /// Tokens of one node step.
    #[input(range = 0..)]
    pub node_tokens: i64,
    /// Tokens of one fleet step.
    #[input(range = 0..)]
    pub fleet_tokens: i64,
    /// Measured time of a node step.
    #[input(positive, unit = MILLISECOND)]
    pub node_step_time: Time,
    /// Measured time of a fleet step.
    #[input(positive, unit = MILLISECOND)]
    pub fleet_step_time: Time,

    /// Useful work of a node step.
    #[property(training_flops(workload.parameter_count()?, node_tokens)?, unit = PFLOP)]
    pub node_useful_work: FlopCount,
    /// Useful work of a fleet step.
    #[property(training_flops(workload.parameter_count()?, fleet_tokens)?, unit = PFLOP)]
    pub fleet_useful_work: FlopCount,
    /// Every fleet device at peak for one fleet step: the MFU's denominator.
    #[property(fleet_devices * hardware.peak_flops * fleet_step_time, unit = PFLOP)]
    pub fleet_peak_work: FlopCount,
    /// MFU of the node.
    #[property(node_useful_work / (node_devices * hardware.peak_flops * node_step_time))]
    pub node_mfu: f64,
    /// MFU of the fleet.
    #[property(fleet_useful_work / fleet_peak_work)]
    pub fleet_mfu: f64,
    /// Per-device throughput on the fleet relative to the node.
    #[property(fleet_mfu / node_mfu)]
    pub scaling_efficiency: f64,
    /// How much longer a fleet step takes.
    #[property(fleet_step_time - node_step_time, unit = MILLISECOND)]
    pub extra_step_time: Time,
    /// The extra time as a share of a fleet step.
    #[property(extra_step_time / fleet_step_time)]
    pub extra_share: f64,
}

/// Llama 2 70B on the eight H100s of one DGX H100 (180 ms steps of 2,204 tokens, optimizer
/// state offloaded to the host) and on 128 H100s of a shared fleet, sixteen nodes of eight
/// (245 ms steps of 35,446 tokens with exposed cross-node gradient reduction), the job of the
/// series failure model `Llama2_70BJobFailures128`.
#[preset(name = "Llama2_70BFleetMfu128")]
pub fn llama2_70b_fleet_mfu_128() -> Result<FleetMfu, InputError> {
    let per_node = i64::from(Systems::Nodes::DGX_H100.accelerators_per_node);
    let job = llama2_70b_job_failures_128()?;
    FleetMfu::builder()
        .workload(Workload::find("Language.Llama2_70B")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .node_devices(per_node)
        .fleet_devices(i64::from(job.n_devices))
        .node_tokens(2204)
        .fleet_tokens(35_446)
        .node_step_time(milliseconds(180.0))
        .fleet_step_time(milliseconds(245.0))
        .build()
}
