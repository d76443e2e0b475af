use super::COLLECTIVES;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// One synchronization compressed by an effective ratio at a codec cost: when compression pays.
///
/// Compression pays when the codec costs less than the transfer it removes, codec < T (1 −
/// 1/r); on a fast link the same reduction does not.
#[scenario(
    family = COLLECTIVES,
    assumption = "The ratio is effective: metadata and protocol overhead are already in it.",
    excludes = "Any extra steps the compression noise costs (see CompressionRun).",
    derivation = "A codec pays when its cost is below the transfer time it saves.",
    example = r#"
// 8× compression pays on a slow link, not on NVLink
use mlsysim_cluster::collectives::compression_payback_8x;

let s = compression_payback_8x()?;
assert!(s.pays(s.communication_time)?);
assert!(!s.pays(s.fast_communication_time)?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct CompressionPayback {
    /// Time of the synchronization uncompressed.
    #[input(non_negative, unit = MILLISECOND)]
    pub communication_time: Time,
    /// Effective compression ratio.
    #[input(positive)]
    pub compression_ratio: f64,
    /// Time to encode and decode.
    #[input(non_negative, unit = MILLISECOND)]
    pub codec_time: Time,
    /// Time of the same synchronization on a fast link.
    #[input(non_negative, unit = MILLISECOND)]
    pub fast_communication_time: Time,

    /// Time of the compressed transfer.
    #[property(communication_time / compression_ratio, unit = MILLISECOND)]
    pub compressed_time: Time,
    /// Time of the compressed transfer and its codec.
    #[property(compressed_time + codec_time, unit = MILLISECOND)]
    pub total_time: Time,
    /// How many times faster the compressed synchronization is.
    #[property(communication_time / total_time)]
    pub speedup: f64,
    /// Transfer time compression removes.
    #[property(communication_time - compressed_time, unit = MILLISECOND)]
    pub saved_time: Time,
    /// Whether compression pays for a synchronization of `time` (the reference's argument
    /// `communication_time`, renamed beside the input).
    #[method(
        codec_time < time * (1.0 - 1.0 / compression_ratio),
        args(time(non_negative)),
        samples(time = [communication_time, fast_communication_time])
    )]
    pub pays: fn(time: Time) -> bool,
}

/// One 40 ms synchronization compressed by an effective 8× at 2 ms of encoding and decoding;
/// on a fast NVLink domain the same buffer takes 1 ms.
#[preset(name = "CompressionPayback8x")]
pub fn compression_payback_8x() -> Result<CompressionPayback, InputError> {
    CompressionPayback::builder()
        .communication_time(milliseconds(40.0))
        .compression_ratio(8.0)
        .codec_time(milliseconds(2.0))
        .fast_communication_time(milliseconds(1.0))
        .build()
}
