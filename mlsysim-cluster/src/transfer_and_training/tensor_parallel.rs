use super::TRANSFER_AND_TRAINING;
use crate::nvlink;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{
    DataRate, Information, InputError, Precision, Time, Workload, preset, scenario,
};

/// The activation AllReduces of one tensor-parallel training step, against a stated compute
/// time.
///
/// Each transformer layer sums an activation-sized partial result across the tensor-parallel
/// group, once forward and once backward by default; a ring AllReduce over n devices sends 2(n
/// − 1)/n times the payload per device. The bound is bandwidth only and nothing overlaps the
/// compute, so the shares are a diagnostic rather than a forecast.
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "Activations are 16-bit; the sequence is the model's context length unless `seq_len` is given.",
    assumption = "Communication and compute do not overlap.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(optional(seq_len).is_some() || workload.geometry().is_ok_and(|g| g.context_length.is_some()), "`seq_len` is given, or `workload` has a context length in the registry"),
    excludes = "The startup latency of each AllReduce, and the compute itself, which is stated, not derived.",
    derivation = "Shoeybi et al. (2019), Megatron-LM: two AllReduces per layer per pass; Patarasuk and Yuan (2009) for the ring factor.",
    example = r#"
// Llama 2 70B's AllReduces take a fifth of its node step
use mlsysim_cluster::transfer_and_training::llama2_70b_node_tensor_parallel_step;

let s = llama2_70b_node_tensor_parallel_step()?;
assert_eq!(s.collectives_per_step()?, 320);
assert!((s.communication_fraction()? - 0.19977702950708276).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TensorParallel {
    /// The model split across the group.
    pub workload: &'static Workload,
    /// Devices in the tensor-parallel group.
    #[input(range = 1..)]
    pub tp_size: u32,
    /// Sequences in one microbatch.
    #[input(range = 1..)]
    pub microbatch: u32,
    /// Bandwidth of one link of the group, one direction.
    #[input(positive, unit = GB_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// Compute of one step, stated.
    #[input(non_negative, unit = MILLISECOND)]
    pub compute_time: Time,
    /// Tokens per sequence; the model's context length when absent.
    #[input(range = 1..)]
    pub seq_len: Option<u32>,
    /// AllReduces per layer per step.
    #[input(default = 2, range = 1..)]
    pub collectives_per_layer: u32,

    /// One AllReduce's tensor: the microbatch's activations at 16 bits.
    #[property(
        microbatch
            * match optional(seq_len) {
                Some(s) => i64::from(s),
                None => i64::from(from_registry(workload.geometry()?.context_length, "context length", workload.path)?),
            }
            * workload.geometry()?.hidden_dim
            * precision_width(Precision::Fp16)?,
        unit = BYTE,
    )]
    pub payload: Information,
    /// Times the payload each device sends in one ring AllReduce.
    #[property(ring_allreduce_data_factor(tp_size)?)]
    pub ring_factor: f64,
    /// Bytes each device sends in one AllReduce.
    #[property(ring_factor * payload, unit = BYTE)]
    pub traffic_per_device: Information,
    /// AllReduces in one step.
    #[property(collectives_per_layer * workload.geometry()?.layers)]
    pub collectives_per_step: i64,
    /// Time of one AllReduce, bandwidth only.
    #[property(transfer_time(traffic_per_device, link_bandwidth)?, unit = MILLISECOND)]
    pub per_collective_time: Time,
    /// Time of every AllReduce of the step.
    #[property(collectives_per_step * per_collective_time, unit = MILLISECOND)]
    pub communication_time: Time,
    /// Compute and communication, one after the other.
    #[property(compute_time + communication_time, unit = MILLISECOND)]
    pub step_time: Time,
    /// Share of the step spent computing.
    #[property(compute_time / step_time)]
    pub compute_fraction: f64,
    /// Share of the step spent communicating.
    #[property(communication_time / step_time)]
    pub communication_fraction: f64,
}

/// GPT-3 split eight ways inside one DGX H100, four sequences a microbatch, one activation
/// AllReduce per layer per pass over NVLink, against a stated 200 ms of compute.
#[preset(name = "Gpt3TensorParallelStepDgxH100")]
pub fn gpt3_tensor_parallel_step_dgx_h100() -> Result<TensorParallel, InputError> {
    TensorParallel::builder()
        .workload(Workload::find("Language.GPT3")?)
        .tp_size(Systems::Nodes::DGX_H100.accelerators_per_node)
        .microbatch(4)
        .link_bandwidth(nvlink("link_bandwidth", "Cloud.H100")?)
        .compute_time(milliseconds(200.0))
        .build()
}

/// One Llama 2 70B node-baseline training step split eight ways: two exchanges per layer
/// forward and two backward over NVLink, against the node step's 180 ms and its 2,204 tokens
/// as one sequence (the reference's `Llama2_70BFleetMfu128`).
#[preset(name = "Llama2_70BNodeTensorParallelStep")]
pub fn llama2_70b_node_tensor_parallel_step() -> Result<TensorParallel, InputError> {
    TensorParallel::builder()
        .workload(Workload::find("Language.Llama2_70B")?)
        .tp_size(Systems::Nodes::DGX_H100.accelerators_per_node)
        .microbatch(1)
        // The node baseline's stated tokens per step and step time (Llama2_70BFleetMfu128).
        .seq_len(2204)
        .collectives_per_layer(4)
        .link_bandwidth(nvlink("link_bandwidth", "Cloud.H100")?)
        .compute_time(milliseconds(180.0))
        .build()
}
