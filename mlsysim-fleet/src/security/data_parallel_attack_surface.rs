use super::SECURITY;
use mlsysim_core::registry::ReferenceStats::{MixedPrecisionAdam, StorageTrainingCorpus};
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::registry::{Fleet, Models};
use mlsysim_core::units::bytes;
use mlsysim_core::{DataSize, Information, InputError, Precision, Workload, preset, scenario};

/// Data-parallel training of a model on a fleet, as an attack surface: the gradient each step
/// exchanges, the checkpoint it writes, and the traffic of a robust aggregate that gathers
/// every replica's gradient instead of reducing their sum in a ring.
///
/// The reference's `weight_bytes` is `served_weight_bytes` here: `weight_bytes` names the law
/// the bytes are computed with.
#[scenario(
    family = SECURITY,
    assumption = "Every replica holds a whole gradient of the model; a robust aggregate needs each replica's gradient, not their sum.",
    excludes = "Compression of the gradients and the aggregation's own compute.",
    derivation = "A ring AllReduce sends each worker 2(N − 1)/N of the buffer; gathering every other replica's copy sends it N − 1.",
    example = r#"
// Gathering 64 replicas' gradients moves 32 times a ring's traffic
use mlsysim_fleet::security::reference_job_attack_surface;

let s = reference_job_attack_surface()?;
assert!((s.gather_traffic_ratio()? - 32.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DataParallelAttackSurface {
    /// The model trained.
    pub workload: &'static Workload,
    /// The fleet it is trained on, every accelerator of it.
    pub fleet: &'static Fleet,
    /// Data-parallel replicas.
    #[input(range = 1..)]
    pub dp_degree: u32,
    /// Bytes of gradient per parameter.
    #[input(non_negative)]
    pub gradient_bytes_per_param: Information,
    /// Bytes of checkpoint per parameter.
    #[input(non_negative)]
    pub checkpoint_bytes_per_param: Information,
    /// Bytes of a served weight per parameter, when quoted.
    #[input(non_negative)]
    pub weight_bytes_per_param: Option<Information>,

    /// Accelerators in the fleet.
    #[property(fleet.count * fleet.node.accelerators_per_node)]
    pub accelerators: i64,
    /// Nodes in the fleet.
    #[property(i64::from(fleet.count))]
    pub nodes: i64,
    /// Accelerators in one node.
    #[property(i64::from(fleet.node.accelerators_per_node))]
    pub accelerators_per_node: i64,
    /// Accelerators of one replica.
    #[property(accelerators / dp_degree)]
    pub accelerators_per_replica: f64,
    /// Bytes of one gradient.
    #[property(weight_bytes(workload, gradient_bytes_per_param)?)]
    pub gradient_bytes: DataSize,
    /// Bytes of one checkpoint.
    #[property(weight_bytes(workload, checkpoint_bytes_per_param)?)]
    pub checkpoint_bytes: DataSize,
    /// Bytes of the served weights (the reference's `weight_bytes`, renamed: that name is the
    /// law's).
    #[property(weight_bytes(workload, weight_bytes_per_param)?)]
    pub served_weight_bytes: DataSize,
    /// Bytes each worker moves in a ring AllReduce, per byte of gradient.
    #[property(ring_allreduce_data_factor(dp_degree)?)]
    pub allreduce_factor: f64,
    /// Bytes each worker receives gathering every other replica's gradient, per byte of gradient.
    #[property(dp_degree - 1)]
    pub gather_factor: i64,
    /// The gather's traffic over the ring AllReduce's: N/2.
    #[property(gather_factor / allreduce_factor)]
    pub gather_traffic_ratio: f64,
}

/// GPT-3 175B pretraining on the 1,024-GPU reference cluster with 64 data-parallel replicas
/// (two 8-GPU nodes of tensor parallelism each): FP16 gradients (mixed-precision Adam's
/// training state less its checkpoint, per parameter), the 14-byte-per-parameter checkpoint,
/// and FP16 served weights.
#[preset(name = "ReferenceJobAttackSurface")]
pub fn reference_job_attack_surface() -> Result<DataParallelAttackSurface, InputError> {
    let fp16 = Precision::Fp16
        .storage_bytes()
        .ok_or_else(|| InputError::Invalid {
            input: "weight_bytes_per_param",
            reason: "fp16 has no storage width in the registry".into(),
        })?;
    DataParallelAttackSurface::builder()
        .workload(Models::Language::GPT3)
        .fleet(&Clusters::Training_1K)
        .dp_degree(64)
        .gradient_bytes_per_param(
            MixedPrecisionAdam::TrainingStateBytesPerParameter.value
                - StorageTrainingCorpus::CheckpointBytesPerParameter.value,
        )
        .checkpoint_bytes_per_param(StorageTrainingCorpus::CheckpointBytesPerParameter.value)
        .weight_bytes_per_param(bytes(fp16))
        .build()
}
