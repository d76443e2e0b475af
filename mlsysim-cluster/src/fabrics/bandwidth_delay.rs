use super::NETWORK_FABRICS;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::MICROSECOND;
use mlsysim_core::{DataRate, Information, InputError, Time, preset, scenario};

/// Data a link carries during a delay: its rate times the delay, such as what a Go-Back-N link
/// resends after one loss.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "The link runs at its full rate for the whole delay.",
    excludes = "Headers and the time to detect the loss beyond the stated delay.",
    derivation = "Bytes in flight are rate times time.",
    example = r#"
// An NDR link resends 250 kB after one drop
use mlsysim_cluster::fabrics::go_back_n_resend_ndr;

let s = go_back_n_resend_ndr()?;
assert!((s.product()?.value - 250_000.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct BandwidthDelay {
    /// The link's rate.
    #[input(non_negative, unit = GBIT_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// The delay, such as a feedback round trip.
    #[input(non_negative, unit = MICROSECOND)]
    pub delay: Time,

    /// Bytes the link carries during the delay.
    #[property(link_bandwidth * delay, unit = KB)]
    pub product: Information,
}

/// Data an NDR link resends after one drop under Go-Back-N: its line rate times an assumed 5 µs
/// loss-detection round trip.
#[preset(name = "GoBackNResendNdr")]
pub fn go_back_n_resend_ndr() -> Result<BandwidthDelay, InputError> {
    BandwidthDelay::builder()
        .link_bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .delay(MICROSECOND.of(5.0))
        .build()
}
