use super::ORCHESTRATION;
use mlsysim_core::registry::ReferenceStats::MixedPrecisionAdam;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::registry::{Fleet, Models};
use mlsysim_core::{Information, InputError, Workload, preset, scenario};

/// The smallest replica of a model whose whole training state fits on its devices without
/// sharding across replicas: tensor parallelism across one node, pipeline stages doubled until
/// each device's share fits its memory.
///
/// An elastic job that keeps this layout grows or shrinks one whole replica at a time.
#[scenario(
    family = ORCHESTRATION,
    assumption = "The training state divides evenly across the replica's devices.",
    excludes = "Activations, and sharding the state across replicas (ZeRO), which would shrink the replica.",
    derivation = "Doubling the pipeline halves each device's share of the state.",
    example = r#"
// A 175B replica on DGX H100 nodes
use mlsysim_fleet::orchestration::gpt3_self_contained_replica_dgx_h100;

let s = gpt3_self_contained_replica_dgx_h100()?;
assert_eq!(s.replica_gpus()?, 64);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SelfContainedReplica {
    /// The model trained.
    pub workload: &'static Workload,
    /// The fleet, whose node sets the tensor-parallel width and the device memory.
    pub fleet: &'static Fleet,
    /// Bytes of training state per parameter (weights, gradients, optimizer state).
    #[input(positive)]
    pub bytes_per_param: Information,

    /// Tensor-parallel width: the devices of one node.
    #[property(i64::from(fleet.node.accelerators_per_node))]
    pub tensor_parallel: i64,
    /// Training state of the whole model.
    #[property(weight_bytes(workload, bytes_per_param)?.quantity(), unit = GB)]
    pub state_bytes: Information,
    /// Memory of one device of the fleet's node.
    #[property(fleet.node.accelerator.memory_capacity.quantity(), unit = GB)]
    pub device_memory: Information,
    /// Pipeline depth: the least power of two at which each device's share of the state fits
    /// its memory.
    #[property({
        require(device_memory > bytes(0.0), "the node's accelerator has no memory")?;
        pow(2, first!(k in 0_i64..63, state_bytes / (tensor_parallel * pow(2, k)?) <= device_memory))
    })]
    pub pipeline_depth: i64,
    /// Devices of one replica.
    #[property(tensor_parallel * pipeline_depth)]
    pub replica_gpus: i64,
}

/// GPT-3 175B on the DGX H100 nodes of the 1,024-GPU reference cluster, with mixed-precision
/// Adam's 16 bytes of training state per parameter.
#[preset(name = "Gpt3SelfContainedReplicaDgxH100")]
pub fn gpt3_self_contained_replica_dgx_h100() -> Result<SelfContainedReplica, InputError> {
    SelfContainedReplica::builder()
        .workload(Models::Language::GPT3)
        .fleet(&Clusters::Training_1K)
        .bytes_per_param(MixedPrecisionAdam::TrainingStateBytesPerParameter.value)
        .build()
}
