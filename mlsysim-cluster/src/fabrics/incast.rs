use super::NETWORK_FABRICS;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::{MB, MICROSECOND};
use mlsysim_core::{DataRate, Information, InputError, Time, preset, scenario};

/// Many senders converging on one egress port (incast): how fast its buffer fills and how much
/// data is in flight before congestion control can react.
///
/// The offered load is the senders' combined rate; the buffer fills at the offered load less
/// what the egress drains, and a full buffer holds buffer ÷ egress of waiting. The bandwidth-
/// delay product is the data in flight on the egress link during one feedback round trip.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "Every sender sends at its full rate at once, and the buffer starts empty.",
    excludes = "Pause frames, drops and retransmission once the buffer is full.",
    derivation = "The reference's IncastModel: a fluid buffer between an offered load and a drain rate.",
    example = r#"
// 256 senders fill a 32 MB buffer in 2.5 µs
use mlsysim_cluster::fabrics::incast_super_pod_unit;

let s = incast_super_pod_unit()?;
assert_eq!(s.oversubscription()?, 256.0);
assert!((s.overflow_time()?.value - 2.5098039215686274e-6).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Incast {
    /// Senders converging on the port.
    #[input(range = 1..)]
    pub n_senders: u32,
    /// Rate of each sender.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub sender_bandwidth: DataRate,
    /// Rate of the egress port.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub egress_bandwidth: DataRate,
    /// Buffer of the egress port.
    #[input(non_negative, unit = MB)]
    pub buffer: Information,
    /// Round trip of congestion feedback.
    #[input(non_negative, unit = MICROSECOND)]
    pub feedback_rtt: Time,

    /// The senders' combined rate.
    #[property(n_senders * sender_bandwidth, unit = GBIT_PER_SECOND)]
    pub offered_load: DataRate,
    /// How many times the egress rate the senders offer.
    #[property(offered_load / egress_bandwidth)]
    pub oversubscription: f64,
    /// Rate at which the buffer fills.
    #[property(offered_load - egress_bandwidth, unit = GBIT_PER_SECOND)]
    pub net_fill_rate: DataRate,
    /// Time for the buffer to fill from empty.
    #[property(
        {
            require(net_fill_rate > bytes_per_second(0.0), "the senders offer no more than the egress drains, so the buffer never fills")?;
            buffer / net_fill_rate
        },
        unit = MICROSECOND,
    )]
    pub overflow_time: Time,
    /// Time the egress alone takes to drain a full buffer.
    #[property(buffer / egress_bandwidth, unit = MICROSECOND)]
    pub drain_time: Time,
    /// Data in flight on the egress link during one feedback round trip.
    #[property(egress_bandwidth * feedback_rtt, unit = KB)]
    pub bandwidth_delay_product: Information,
}

/// A deliberate worst case: the 256 GPUs of one DGX SuperPOD scalable unit, each at NDR rate,
/// converge on one 400 Gbit/s egress port with an assumed 32 MB buffer and a 5 µs feedback
/// round trip.
#[preset(name = "IncastSuperPodUnit")]
pub fn incast_super_pod_unit() -> Result<Incast, InputError> {
    let unit = &Systems::Clusters::DgxH100SuperPodSU;
    Incast::builder()
        .n_senders(unit.node.accelerators_per_node * unit.count)
        .sender_bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .egress_bandwidth(Systems::Fabrics::Ethernet_400G.bandwidth)
        .buffer(MB.of(32.0))
        .feedback_rtt(MICROSECOND.of(5.0))
        .build()
}
