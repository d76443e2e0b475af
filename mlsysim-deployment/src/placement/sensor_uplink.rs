use super::PLACEMENT;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::{KB, bytes, per_second};
use mlsysim_core::{DataRate, Frequency, Information, InputError, preset, scenario};

/// Raw video streams from many cameras against the link they share, and the event records an
/// edge server sends instead.
///
/// A stream of `frame_width` × `frame_height` pixels of `bytes_per_pixel` at `frame_rate`
/// moves that many bytes a second; `streams` of them together need that many times as much.
/// Detecting events at the edge and sending only a small record per event cuts the uplink to
/// `event_size` × `event_rate`.
#[scenario(
    family = PLACEMENT,
    assumption = "Frames are sent raw, uncompressed, at a constant rate.",
    assumption = "Event records replace the whole video stream.",
    excludes = "Compression, protocol overhead and bursts of events.",
    example = r#"
// 100 cameras at 1080p need 15 times a 10 Gb/s link
use mlsysim_deployment::placement::factory_cameras1080p;

let s = factory_cameras1080p()?;
assert!((s.link_shortfall()? - 14.92992).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SensorUplink {
    /// Pixels across a frame.
    #[input(range = 1..)]
    pub frame_width: i64,
    /// Pixels down a frame.
    #[input(range = 1..)]
    pub frame_height: i64,
    /// Bytes of one pixel.
    #[input(positive, unit = BYTE)]
    pub bytes_per_pixel: Information,
    /// Frames a second each camera sends.
    #[input(positive, unit = PER_SECOND)]
    pub frame_rate: Frequency,
    /// Cameras sharing the link.
    #[input(range = 1..)]
    pub streams: i64,
    /// Bandwidth of the shared link.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// Bytes of one event record.
    #[input(positive, unit = KB)]
    pub event_size: Information,
    /// Event records a second across all the cameras.
    #[input(positive, unit = PER_SECOND)]
    pub event_rate: Frequency,

    /// Bytes a second one raw stream needs.
    #[property(frame_width * frame_height * bytes_per_pixel * frame_rate, unit = MB_PER_SECOND)]
    pub stream_rate: DataRate,
    /// Bytes a second all the raw streams need.
    #[property(streams * stream_rate, unit = GB_PER_SECOND)]
    pub total_rate: DataRate,
    /// The raw streams over what the link carries: above one, the link cannot carry them.
    #[property(total_rate / link_bandwidth)]
    pub link_shortfall: f64,
    /// Bytes a second the event records need.
    #[property(event_size * event_rate, unit = KB_PER_SECOND)]
    pub event_bandwidth: DataRate,
    /// The raw streams over the event records that replace them.
    #[property(total_rate / event_bandwidth)]
    pub event_reduction: f64,
}

/// 100 quality-control cameras at 1080p RGB and 30 frames a second on a 10 Gb/s Ethernet link,
/// against 1 kB defect records at 20 a second across the floor.
#[preset(name = "FactoryCameras1080p")]
pub fn factory_cameras1080p() -> Result<SensorUplink, InputError> {
    SensorUplink::builder()
        // The reference's VIDEO_1080P_WIDTH, VIDEO_1080P_HEIGHT, VIDEO_BYTES_PER_PIXEL_RGB and
        // VIDEO_FPS_STANDARD: format facts, not registry figures.
        .frame_width(1920)
        .frame_height(1080)
        .bytes_per_pixel(bytes(3.0))
        .frame_rate(per_second(30.0))
        .streams(100)
        .link_bandwidth(Systems::Fabrics::Ethernet_10G.bandwidth)
        .event_size(KB.of(1.0))
        .event_rate(per_second(20.0))
        .build()
}
