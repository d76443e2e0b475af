use super::PLACEMENT;
use mlsysim_core::units::{GBIT_PER_SECOND, bytes, milliseconds, per_second};
use mlsysim_core::{DataRate, Frequency, Information, InputError, Time, preset, scenario};

/// One input sent over an uplink to a remote model, against the deadline of one frame: a lower
/// bound on offloading.
///
/// Sending the payload (divided by `compression`) takes its bytes over the uplink; the answer
/// then needs the network's round trip and the remote model's compute. Their sum, against the
/// time between frames, says whether offloading can keep up at all.
#[scenario(
    family = PLACEMENT,
    assumption = "The uplink streams at its full bandwidth; the network latency is the whole round trip.",
    excludes = "Queueing, serialization, retransmission and the time to capture and encode the frame, so the bound is optimistic.",
    example = r#"
// A raw 4K frame over a 100 Mb/s uplink misses a 60 FPS deadline by two orders of magnitude
use mlsysim_deployment::placement::drone4_k_obstacle_offload;

let s = drone4_k_obstacle_offload()?;
assert!(s.deadline_ratio()? > 100.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct OffloadDeadline {
    /// Bytes of one input before compression.
    #[input(positive, unit = MB)]
    pub payload: Information,
    /// Bandwidth of the uplink.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub uplink_bandwidth: DataRate,
    /// Round trip of the network to the remote model.
    #[input(non_negative, unit = MILLISECOND)]
    pub network_latency: Time,
    /// Time the remote model computes.
    #[input(non_negative, unit = MILLISECOND)]
    pub remote_compute_time: Time,
    /// Frames a second the device must decide on.
    #[input(positive, unit = PER_SECOND)]
    pub frame_rate: Frequency,
    /// How many times smaller the payload is sent than captured.
    #[input(default = 1.0, positive)]
    pub compression: f64,

    /// Time to send one compressed input.
    #[property(transfer_time(payload / compression, uplink_bandwidth)?, unit = MILLISECOND)]
    pub transmit_time: Time,
    /// Time from the input's arrival to the answer's: the round trip and the remote compute.
    #[property(network_latency + remote_compute_time, unit = MILLISECOND)]
    pub remote_response: Time,
    /// The least time offloading one input takes.
    #[property(transmit_time + remote_response, unit = MILLISECOND)]
    pub remote_lower_bound: Time,
    /// Time between frames.
    #[property(1.0 / frame_rate, unit = MILLISECOND)]
    pub deadline: Time,
    /// The least offload time over the deadline: above one, offloading cannot keep up.
    #[property(remote_lower_bound / deadline)]
    pub deadline_ratio: f64,
}

/// A drone offloading one uncompressed 4K RGB frame per decision over a 100 Mb/s cellular
/// uplink, with a 100 ms round trip and 10 ms of remote inference, at 60 frames a second.
#[preset(name = "Drone4KObstacleOffload")]
pub fn drone4_k_obstacle_offload() -> Result<OffloadDeadline, InputError> {
    OffloadDeadline::builder()
        // The reference's VIDEO_4K_WIDTH × VIDEO_4K_HEIGHT × VIDEO_BYTES_PER_PIXEL_RGB.
        .payload(bytes(3840.0 * 2160.0 * 3.0))
        .uplink_bandwidth(GBIT_PER_SECOND.of(0.1))
        .network_latency(milliseconds(100.0))
        .remote_compute_time(milliseconds(10.0))
        .frame_rate(per_second(60.0))
        .build()
}
