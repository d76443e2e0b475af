use super::STORAGE;
use mlsysim_core::units::TB;
use mlsysim_core::{Information, InputError, preset, scenario};

/// Generated training data at rest and in motion: provenance metadata on every sample, and
/// verification passes that read the payload again.
///
/// Each sample carries metadata worth `provenance_overhead` of its payload. The pipeline writes
/// payload and metadata once and reads the payload once per verification pass.
#[scenario(
    family = STORAGE,
    assumption = "Metadata is a fixed share of the payload, and verification reads the payload alone.",
    excludes = "Replication, and the compute of generation and verification.",
    derivation = "Bytes add up across what is stored and what is moved.",
    example = r#"
// Provenance and verification multiply the bytes
use mlsysim_data::storage::synthetic_data_provenance;

let s = synthetic_data_provenance()?;
assert!((s.capacity_amplification()? - 1.4).abs() < 1e-12);
assert!((s.traffic_amplification()? - 4.4).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SyntheticFootprint {
    /// Bytes of generated samples.
    #[input(positive, unit = TB)]
    pub payload_bytes: Information,
    /// Metadata as a share of the payload.
    #[input(non_negative)]
    pub provenance_overhead: f64,
    /// Passes that read the payload to verify it.
    #[input(range = 0..)]
    pub verification_passes: i64,

    /// Bytes at rest: payload and metadata.
    #[property(payload_bytes * (1.0 + provenance_overhead), unit = TB)]
    pub stored_bytes: Information,
    /// Bytes the verification passes read.
    #[property(payload_bytes * verification_passes, unit = TB)]
    pub verification_bytes: Information,
    /// Bytes the pipeline moves: the writes and the verification reads.
    #[property(payload_bytes + verification_bytes + payload_bytes * provenance_overhead, unit = TB)]
    pub pipeline_bytes: Information,
    /// Bytes at rest per payload byte.
    #[property(stored_bytes / payload_bytes)]
    pub capacity_amplification: f64,
    /// Bytes moved per payload byte.
    #[property(pipeline_bytes / payload_bytes)]
    pub traffic_amplification: f64,
}

/// 1 TB of generated samples with 40% provenance metadata, read by three verifier passes.
#[preset(name = "SyntheticDataProvenance")]
pub fn synthetic_data_provenance() -> Result<SyntheticFootprint, InputError> {
    SyntheticFootprint::builder()
        .payload_bytes(TB.of(1.0))
        .provenance_overhead(0.4)
        .verification_passes(3)
        .build()
}
