use super::STORAGE;
use mlsysim_core::registry::ReferenceStats::StorageTrainingCorpus as corpus;
use mlsysim_core::registry::{Fleet, Systems};
use mlsysim_core::{DataRate, Information, InputError, Time, Workload, preset, scenario};

/// One save of a model's state across a fleet: each node writes its shard to local storage,
/// then the shards drain to a durable tier in the background.
///
/// Training pauses only for the local write of each node's share of the checkpoint. The
/// durable copy crosses the shared tier's aggregate bandwidth, which takes as long as every
/// node writing its shard at its share of that bandwidth.
#[scenario(
    family = STORAGE,
    assumption = "The checkpoint splits evenly over the fleet's nodes, and every node writes at the same local bandwidth.",
    assumption = "Training resumes once the local write ends; the drain overlaps the next steps.",
    excludes = "Contention between the drain and the next save, and the metadata of the file system.",
    derivation = "Time is bytes over bandwidth; the shared tier's bandwidth is split evenly among the nodes.",
    example = r#"
// A 175B checkpoint pauses training for seconds
use mlsysim_data::storage::gpt3_tiered_checkpoint_2k;

let s = gpt3_tiered_checkpoint_2k()?;
assert!(s.local_write_time()?.value < 1.0);
assert!(s.drain_time()? > s.local_write_time()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct TieredCheckpoint {
    /// The model whose state is saved.
    pub workload: &'static Workload,
    /// Bytes the resumable state keeps per parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,
    /// The fleet; its node count splits the checkpoint.
    pub fleet: &'static Fleet,
    /// Local write bandwidth of one node.
    #[input(positive, unit = GB_PER_SECOND)]
    pub local_bandwidth: DataRate,
    /// Aggregate bandwidth of the durable tier, shared by every node.
    #[input(positive, unit = GB_PER_SECOND)]
    pub durable_bandwidth: DataRate,
    /// Time between saves.
    #[input(positive, unit = MINUTE)]
    pub save_interval: Time,

    /// Bytes of one checkpoint.
    #[property(memory_from_params(workload.parameter_count()?, bytes_per_param)?, unit = TB)]
    pub checkpoint_bytes: Information,
    /// Bytes each node writes.
    #[property(checkpoint_bytes / fleet.count, unit = GB)]
    pub per_node_shard: Information,
    /// The pause: one node's local write of its shard.
    #[property(per_node_shard / local_bandwidth, unit = SECOND)]
    pub local_write_time: Time,
    /// The background copy of the whole checkpoint to the durable tier.
    #[property(checkpoint_bytes / durable_bandwidth, unit = SECOND)]
    pub drain_time: Time,
    /// Each node's share of the durable tier's bandwidth.
    #[property(durable_bandwidth / fleet.count, unit = GB_PER_SECOND)]
    pub durable_share_per_node: DataRate,
    /// The pause as a share of the save interval.
    #[property(local_write_time / save_interval)]
    pub pause_fraction: f64,
}

/// The 175B GPT-3 checkpointed every 10 minutes on the 256 DGX H100 nodes of the 2,048-GPU
/// production cluster: four striped Gen4 NVMe drives per node, draining to the 1 TB/s
/// parallel file system of the production checkpoint path.
#[preset(name = "Gpt3TieredCheckpoint2K")]
pub fn gpt3_tiered_checkpoint_2k() -> Result<TieredCheckpoint, InputError> {
    let path = &Systems::Storage::Production2KCheckpointPath;
    TieredCheckpoint::builder()
        .workload(Workload::find("Language.GPT3")?)
        .bytes_per_param(corpus::CheckpointBytesPerParameter.value)
        .fleet(&Systems::Clusters::Production_2K)
        .local_bandwidth(
            f64::from(path.local_stage.devices_per_node) * path.local_stage.device.bandwidth,
        )
        .durable_bandwidth(path.durable_store.bandwidth)
        .save_interval(corpus::CheckpointInterval.value)
        .build()
}
