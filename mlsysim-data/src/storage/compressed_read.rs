use super::STORAGE;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::GB_PER_SECOND;
use mlsysim_core::{DataRate, InputError, Named, preset, scenario};

/// Compressed shards read at full rate and decoded on CPU cores: the decoded bandwidth each
/// codec gives, and the cores it takes to keep up.
///
/// A codec at ratio `r` turns each stored byte into `r` decoded bytes, so the read path
/// delivers `r` times its bandwidth once decoded; a core decodes at the codec's output rate,
/// so keeping up takes that bandwidth over the per-core rate.
#[scenario(
    family = STORAGE,
    assumption = "The read path runs at its full bandwidth and decoding scales linearly with cores.",
    rule(decode_rates.names().all(|codec| compression_ratios.get(codec).is_some()), "every codec of `decode_rates` has a ratio in `compression_ratios`"),
    excludes = "Memory bandwidth and the cost of moving decoded bytes to the accelerator.",
    derivation = "Decoded bytes are stored bytes times the ratio; cores are work over the rate of one.",
    example = r#"
// The denser codec needs more cores
use mlsysim_data::storage::node_stripe_codecs;

let s = node_stripe_codecs()?;
assert!(s.decode_cores("dense".into())? > s.decode_cores("light".into())?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CompressedRead {
    /// Bandwidth the stored shards are read at.
    #[input(positive, unit = GB_PER_SECOND)]
    pub read_bandwidth: DataRate,
    /// Decoded bytes per stored byte, by codec.
    #[input(positive)]
    pub compression_ratios: Named<f64>,
    /// Decoded output one core produces a second, by codec.
    #[input(positive, unit = GB_PER_SECOND)]
    pub decode_rates: Named<DataRate>,

    /// Decoded bytes a second when the read path runs at full rate.
    #[method(read_bandwidth * compression_ratios[codec], unit = GB_PER_SECOND, samples(codec = compression_ratios))]
    pub output_bandwidth: fn(codec: String) -> DataRate,
    /// Cores that decode at that rate.
    #[method(output_bandwidth(codec.clone())? / decode_rates[codec], samples(codec = decode_rates))]
    pub decode_cores: fn(codec: String) -> f64,
}

/// One node's four-drive Gen4 NVMe stripe read through a light codec (3:1, 1.5 GB/s a core)
/// or a denser one (4:1, 0.5 GB/s a core); illustrative codec figures.
#[preset(name = "NodeStripeCodecs")]
pub fn node_stripe_codecs() -> Result<CompressedRead, InputError> {
    let local = &Systems::Storage::LocalNvmeGen4_7T68x4;
    CompressedRead::builder()
        .read_bandwidth(f64::from(local.devices_per_node) * local.device.bandwidth)
        .compression_ratios(Named::from_iter([("light", 3.0), ("dense", 4.0)]))
        .decode_rates(Named::from_iter([
            ("light", GB_PER_SECOND.of(1.5)),
            ("dense", GB_PER_SECOND.of(0.5)),
        ]))
        .build()
}
