use super::STORAGE;
use mlsysim_core::registry::ReferenceStats::StorageTrainingCorpus as corpus;
use mlsysim_core::{DataRate, Information, InputError, Time, Workload, preset, scenario};

/// What a training run reads once, writes at every save, and keeps in its archive.
///
/// A resumable checkpoint holds `bytes_per_param` for every parameter of the workload and is
/// written once per save interval, so a long run writes many times more checkpoint bytes than
/// the corpus it reads once. The corpus is cut into shards of `shard_bytes`; the archive keeps
/// every `archive_every`-th checkpoint (and the last one when the count leaves a remainder),
/// the compressed source and the tokenized corpus.
#[scenario(
    family = STORAGE,
    assumption = "Every save writes the whole resumable state; nothing is deduplicated or compressed.",
    assumption = "Only whole intervals count as saves: a run shorter than one interval saves nothing.",
    excludes = "Replication of the stored bytes, and logs, metrics and evaluation outputs.",
    derivation = "Bytes written add up save by save; the corpus is read once over the run.",
    example = r#"
// A 175B run writes far more than it reads
use mlsysim_data::storage::gpt3_storage_footprint;

let s = gpt3_storage_footprint()?;
assert_eq!(s.saves()?, 4320);
assert!(s.write_read_ratio()? > 1000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct StorageFootprint {
    /// The model trained; its parameter count sizes the checkpoint.
    pub workload: &'static Workload,
    /// Bytes the resumable state keeps per parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,
    /// Bytes of the tokenized corpus, read once.
    #[input(positive, unit = TB)]
    pub corpus_bytes: Information,
    /// Bytes of the compressed source kept for lineage.
    #[input(non_negative, unit = TB)]
    pub source_bytes: Information,
    /// Length of the run.
    #[input(positive, unit = DAY)]
    pub run_duration: Time,
    /// Time between saves.
    #[input(positive, unit = MINUTE)]
    pub save_interval: Time,
    /// Bytes of one corpus shard.
    #[input(positive, unit = GB)]
    pub shard_bytes: Information,
    /// The archive keeps every this-many-th checkpoint.
    #[input(default = 100, range = 1..)]
    pub archive_every: i64,

    /// Bytes of one checkpoint.
    #[property(memory_from_params(workload.parameter_count()?, bytes_per_param)?, unit = TB)]
    pub checkpoint_bytes: Information,
    /// Saves over the run.
    #[property(trunc(run_duration / save_interval)?)]
    pub saves: i64,
    /// Checkpoint bytes written over the run.
    #[property(checkpoint_bytes * saves, unit = PB)]
    pub checkpoint_bytes_written: Information,
    /// Checkpoint bytes written per corpus byte read.
    #[property(checkpoint_bytes_written / corpus_bytes)]
    pub write_read_ratio: f64,
    /// The corpus spread over the run: the mean read rate.
    #[property(corpus_bytes / run_duration, unit = MB_PER_SECOND)]
    pub average_read_rate: DataRate,
    /// Shards of the corpus, to the nearest whole shard.
    #[property(round_half_even(corpus_bytes / shard_bytes)?)]
    pub shard_count: i64,
    /// Checkpoints the archive keeps.
    #[property(floor_div(saves, archive_every)? + i64::from(modulo(saves, archive_every)? != 0))]
    pub archived_checkpoints: i64,
    /// Bytes of the archive: kept checkpoints, the source and the corpus.
    #[property(archived_checkpoints * checkpoint_bytes + source_bytes + corpus_bytes, unit = TB)]
    pub archive_bytes: Information,
}

/// A 30-day pretraining run of the 175B GPT-3 on the storage running example's corpus: 4-byte
/// token IDs read once, a 14-byte-per-parameter checkpoint every 10 minutes, 3 GB shards, and
/// every 100th checkpoint (and the last) archived.
#[preset(name = "Gpt3StorageFootprint")]
pub fn gpt3_storage_footprint() -> Result<StorageFootprint, InputError> {
    StorageFootprint::builder()
        .workload(Workload::find("Language.GPT3")?)
        .bytes_per_param(corpus::CheckpointBytesPerParameter.value)
        .corpus_bytes(corpus::TokenizedText.value)
        .source_bytes(corpus::CompressedSource.value)
        .run_duration(corpus::TrainingWindow.value)
        .save_interval(corpus::CheckpointInterval.value)
        .shard_bytes(corpus::TokenizedShardSize.value)
        .archive_every(100)
        .build()
}
