use super::RETRIEVAL;
use mlsysim_core::{InputError, preset, scenario};

/// Whole serialized records staged in what one call's window leaves for retrieval: how many
/// fit once each pays its metadata, and how far a count of bodies alone overshoots.
///
/// The allowance is the window less the reply's reserve and every other input. The response
/// envelope is paid once and each record its body and its metadata, so ⌊(allowance −
/// envelope)/(body + metadata)⌋ records fit; counting bodies alone admits more records than
/// fit once they are serialized.
#[scenario(
    family = RETRIEVAL,
    assumption = "Every record serializes to the same body and metadata size.",
    excludes = "Truncating a record to fit, and ranking which records to stage.",
    rule(output_reserve + other_input <= i64::from(window), "the `output_reserve` and the `other_input` fit in the `window`"),
    example = r#"
// Counting bodies alone overshoots the allowance
use mlsysim_agents::retrieval::retrieval_records_in_allowance;

let s = retrieval_records_in_allowance()?;
assert!(s.overshoot()? > 0);
assert!(s.overcount()? >= 1);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RetrievalPayload {
    /// Tokens of the call's window.
    #[input(range = 1..)]
    pub window: u32,
    /// Tokens reserved for the reply.
    pub output_reserve: u32,
    /// Tokens of every other input: system prompt, tool schemas, history.
    pub other_input: u32,
    /// Tokens of the response envelope, paid once.
    pub envelope: u32,
    /// Body tokens of one record.
    #[input(range = 1..)]
    pub body: u32,
    /// Metadata (provenance) tokens of one record.
    pub metadata: u32,
    /// A multiple of the metadata to compare.
    pub metadata_scale: Option<u32>,

    /// Tokens left for retrieval.
    #[property(observation_budget(window, output_reserve, other_input)?, unit = TOKENS)]
    pub allowance: i64,
    /// Tokens of one serialized record.
    #[property(body + metadata, unit = TOKENS)]
    pub record: i64,
    /// Whole records that fit after the envelope.
    #[property(records_that_fit(allowance, envelope, record)?)]
    pub records: i64,
    /// Tokens those records and the envelope take.
    #[property(envelope + records * record, unit = TOKENS)]
    pub used: i64,
    /// Tokens of the allowance left over.
    #[property(allowance - used, unit = TOKENS)]
    pub remaining: i64,
    /// Records a count of bodies alone admits.
    #[property(floor_div(allowance, body)?)]
    pub body_only: i64,
    /// Tokens those records take once serialized with metadata and the envelope.
    #[property(envelope + body_only * record, unit = TOKENS)]
    pub body_only_used: i64,
    /// Tokens by which they overshoot the allowance.
    #[property(body_only_used - allowance, unit = TOKENS)]
    pub overshoot: i64,
    /// Records the body-only count admits beyond those that fit.
    #[property(body_only - records)]
    pub overcount: i64,
    /// Metadata tokens of one record at the stated multiple.
    #[property(metadata * metadata_scale, unit = TOKENS)]
    pub scaled_metadata: i64,
    /// Whole records that fit at that metadata size.
    #[property(records_that_fit(allowance, envelope, body + scaled_metadata)?)]
    pub scaled_metadata_records: i64,
}

/// Whole records in a 32,768-token call: 2,048 tokens reserved for output and 24,576 for the
/// system prompt, tool schemas and history; a 128-token envelope and records of 512 body plus
/// 64 metadata tokens; the metadata doubled for comparison.
#[preset(name = "RetrievalRecordsInAllowance")]
pub fn retrieval_records_in_allowance() -> Result<RetrievalPayload, InputError> {
    RetrievalPayload::builder()
        .window(32_768)
        .output_reserve(2_048)
        .other_input(24_576)
        .envelope(128)
        .body(512)
        .metadata(64)
        .metadata_scale(2)
        .build()
}
