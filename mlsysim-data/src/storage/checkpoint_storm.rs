use super::STORAGE;
use mlsysim_core::registry::ReferenceStats::StorageTrainingCorpus as corpus;
use mlsysim_core::registry::Systems;
use mlsysim_core::{DataRate, Information, InputError, Time, Workload, preset, scenario};

/// Every data-parallel replica saving its own full copy of the state through one ingest
/// path, against one logical copy written once.
///
/// A bound on write volume rather than a layout: when each replica writes the whole state,
/// the ingest carries it `replicas` times; split across the ranks that own it, the state
/// crosses once.
#[scenario(
    family = STORAGE,
    assumption = "The replicas write at the same moment and share the ingest bandwidth evenly.",
    excludes = "Storage-side deduplication, compression and write caching.",
    derivation = "Time is bytes over bandwidth, so the slowdown is the replica count.",
    example = r#"
// A thousand replicas writing the same 70B state
use mlsysim_data::storage::llama2_70b_checkpoint_storm_1k;

let s = llama2_70b_checkpoint_storm_1k()?;
assert!((s.slowdown()? - 1024.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CheckpointStorm {
    /// The model whose state is saved.
    pub workload: &'static Workload,
    /// Bytes the resumable state keeps per parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,
    /// Replicas that each write the whole state.
    #[input(range = 1..)]
    pub replicas: i64,
    /// Bandwidth of the shared ingest path.
    #[input(positive, unit = GB_PER_SECOND)]
    pub ingest_bandwidth: DataRate,

    /// Bytes of the resumable state.
    #[property(memory_from_params(workload.parameter_count()?, bytes_per_param)?, unit = TB)]
    pub state_bytes: Information,
    /// Bytes every replica writes together.
    #[property(state_bytes * replicas, unit = TB)]
    pub storm_bytes: Information,
    /// Time the storm takes through the ingest.
    #[property(storm_bytes / ingest_bandwidth, unit = SECOND)]
    pub storm_time: Time,
    /// Time one logical copy takes.
    #[property(state_bytes / ingest_bandwidth, unit = SECOND)]
    pub single_copy_time: Time,
    /// The storm's time over one copy's.
    #[property(storm_time / single_copy_time)]
    pub slowdown: f64,
}

/// Llama 2 70B's resumable state written by every one of the 1,024 GPUs of the reference
/// training cluster through an InfiniBand XDR link's worth of ingest.
#[preset(name = "Llama2_70BCheckpointStorm1K")]
pub fn llama2_70b_checkpoint_storm_1k() -> Result<CheckpointStorm, InputError> {
    let fleet = &Systems::Clusters::Training_1K;
    CheckpointStorm::builder()
        .workload(Workload::find("Language.Llama2_70B")?)
        .bytes_per_param(corpus::CheckpointBytesPerParameter.value)
        .replicas(i64::from(fleet.count) * i64::from(fleet.node.accelerators_per_node))
        .ingest_bandwidth(Systems::Fabrics::InfiniBand_XDR.bandwidth)
        .build()
}
