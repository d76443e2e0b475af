use super::RETRIEVAL;
use mlsysim_core::units::{NANOSECOND, milliseconds};
use mlsysim_core::{InputError, Time, preset, scenario};

/// Who pays to keep an index current after an edit: re-indexing the changed files before the
/// write returns, or excluding their stale entries and checking each candidate at query time.
///
/// Synchronous re-indexing parses each changed file, updates postings for each chunk and
/// embeds the chunks: in local batches, in one remote request a batch, or in one remote request
/// a file. Exclusion writes one entry a changed file and adds one lookup a candidate to every
/// query, thousands of times cheaper on the write path.
#[scenario(
    family = RETRIEVAL,
    assumption = "Stages run one after another at the stated costs.",
    excludes = "Durable commit and coordination, which both strategies share.",
    example = r#"
// Excluding stale entries is tens of thousands of times cheaper on the write path
use mlsysim_agents::retrieval::repair_edit_index_maintenance;

let s = repair_edit_index_maintenance()?;
assert!(s.write_path_ratio()? > 10_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct IndexMaintenance {
    /// Files the edit changes.
    pub files: u32,
    /// Chunks of each file.
    pub chunks_per_file: u32,
    /// Time to parse one file.
    #[input(non_negative, unit = MILLISECOND)]
    pub parse_time: Time,
    /// Time to update postings for one chunk.
    #[input(non_negative, unit = MILLISECOND)]
    pub postings_time: Time,
    /// Time of one local embedding batch.
    #[input(non_negative, unit = MILLISECOND)]
    pub local_batch_time: Time,
    /// Chunks of one embedding batch.
    #[input(range = 1..)]
    pub batch: u32,
    /// Time of one remote embedding request.
    #[input(non_negative, unit = MILLISECOND)]
    pub remote_request_time: Time,
    /// Time to write one exclusion entry.
    #[input(non_negative, unit = NANOSECOND)]
    pub exclusion_write_time: Time,
    /// Candidates checked per query.
    pub candidates: u32,
    /// Time to check one candidate against the exclusions.
    #[input(non_negative, unit = NANOSECOND)]
    pub exclusion_check_time: Time,

    /// Chunks the edit changes.
    #[property(files * chunks_per_file)]
    pub chunks: i64,
    /// Embedding batches of those chunks.
    #[property(ceil(chunks / batch)?)]
    pub batches: i64,
    /// Re-indexing with local embedding batches.
    #[property(files * parse_time + chunks * postings_time + batches * local_batch_time, unit = MILLISECOND)]
    pub local_time: Time,
    /// Re-indexing with one remote request a batch.
    #[property(files * parse_time + chunks * postings_time + batches * remote_request_time, unit = MILLISECOND)]
    pub remote_batch_time: Time,
    /// Re-indexing with one remote request a file.
    #[property(files * parse_time + chunks * postings_time + files * remote_request_time, unit = SECOND)]
    pub remote_per_file_time: Time,
    /// Writing one exclusion entry a changed file (the reference's `exclusion_write_time` of
    /// its result, renamed beside the input of that name).
    #[property(files * exclusion_write_time, unit = MICROSECOND)]
    pub exclusion_write_total: Time,
    /// Checking every candidate of one query (the reference's `exclusion_check_time` of its
    /// result, renamed beside the input of that name).
    #[property(candidates * exclusion_check_time, unit = MICROSECOND)]
    pub exclusion_check_total: Time,
    /// How many times the exclusion write the local re-index takes.
    #[property(local_time / exclusion_write_total)]
    pub write_path_ratio: f64,
}

/// An eight-file edit of two chunks a file: 3.5 ms to parse a file, 2 ms of postings a chunk,
/// a 28 ms local embedding batch of 16, a 150 ms remote request; in-memory exclusion entries
/// at 50 ns and checks of 50 candidates at 30 ns.
#[preset(name = "RepairEditIndexMaintenance")]
pub fn repair_edit_index_maintenance() -> Result<IndexMaintenance, InputError> {
    IndexMaintenance::builder()
        .files(8)
        .chunks_per_file(2)
        .parse_time(milliseconds(3.5))
        .postings_time(milliseconds(2.0))
        .local_batch_time(milliseconds(28.0))
        .batch(16)
        .remote_request_time(milliseconds(150.0))
        .exclusion_write_time(NANOSECOND.of(50.0))
        .candidates(50)
        .exclusion_check_time(NANOSECOND.of(30.0))
        .build()
}
