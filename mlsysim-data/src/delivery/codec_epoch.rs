use super::DELIVERY;
use mlsysim_core::units::{GB, MB_PER_SECOND};
use mlsysim_core::{DataRate, Information, InputError, Named, Time, preset, scenario};

/// An epoch decompressed on the host every epoch: the CPU time each codec takes, and what the
/// faster one saves per epoch and over the run.
#[scenario(
    family = DELIVERY,
    assumption = "Decompression runs at the codec's stated rate on one stream, and every epoch is decompressed afresh.",
    excludes = "The storage and egress that the denser codec saves.",
    derivation = "Time is bytes over rate.",
    example = r#"
// Snappy saves hours over a run
use mlsysim_data::delivery::gzip_versus_snappy_epochs;

let s = gzip_versus_snappy_epochs()?;
assert!(s.run_time_saved("gzip".into(), "Snappy".into())?.value > 3600.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CodecEpoch {
    /// Bytes of one epoch, decompressed.
    #[input(positive, unit = GB)]
    pub epoch_bytes: Information,
    /// Epochs of the run.
    #[input(range = 0..)]
    pub epochs: i64,
    /// Decompression rate, by codec.
    #[input(positive, unit = MB_PER_SECOND)]
    pub decode_rates: Named<DataRate>,

    /// Host CPU time to decompress one epoch with `codec`.
    #[method(epoch_bytes / decode_rates[codec], unit = MINUTE, samples(codec = decode_rates))]
    pub decode_time: fn(codec: String) -> Time,
    /// Time per epoch the `fast` codec saves over the `slow` one.
    #[method(decode_time(slow)? - decode_time(fast)?, unit = MINUTE, samples(slow = decode_rates, fast = decode_rates))]
    pub time_saved: fn(slow: String, fast: String) -> Time,
    /// Time the `fast` codec saves over the whole run.
    #[method(epochs * time_saved(slow, fast)?, unit = HOUR, samples(slow = decode_rates, fast = decode_rates))]
    pub run_time_saved: fn(slow: String, fast: String) -> Time,
    /// The `fast` codec's rate over the `slow` one's.
    #[method(decode_rates[fast] / decode_rates[slow], samples(fast = decode_rates, slow = decode_rates))]
    pub rate_ratio: fn(fast: String, slow: String) -> f64,
}

/// A 100 GB epoch decompressed for 50 epochs with gzip (120 MB/s) or Snappy (500 MB/s),
/// typical single-stream rates.
#[preset(name = "GzipVersusSnappyEpochs")]
pub fn gzip_versus_snappy_epochs() -> Result<CodecEpoch, InputError> {
    CodecEpoch::builder()
        .epoch_bytes(GB.of(100.0))
        .epochs(50)
        .decode_rates(Named::from_iter([
            ("gzip", MB_PER_SECOND.of(120.0)),
            ("Snappy", MB_PER_SECOND.of(500.0)),
        ]))
        .build()
}
