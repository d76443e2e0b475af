use super::DELIVERY;
use mlsysim_core::registry::ReferenceStats::ProfilerTraceProfile as profile;
use mlsysim_core::registry::Systems;
use mlsysim_core::{Information, InputError, Time, preset, scenario};

/// A profiler trace of the same window on every device of a job: the volume grows with every
/// device traced.
#[scenario(
    family = DELIVERY,
    assumption = "Every device writes the same trace volume for the window.",
    excludes = "Compression of the traces and the host-side events of the job.",
    derivation = "Volumes add over devices.",
    example = r#"
// Half a terabyte from five seconds
use mlsysim_data::delivery::nsight_trace_volume_1k;

let s = nsight_trace_volume_1k()?;
assert!((s.total()?.value - 512e9).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct TraceVolume {
    /// Trace bytes one device writes in the window.
    #[input(non_negative, unit = MB)]
    pub per_device: Information,
    /// Devices traced.
    #[input(range = 0..)]
    pub devices: i64,
    /// The traced window (context: the volume is stated per window).
    #[input(positive, unit = SECOND)]
    pub window: Time,

    /// Trace bytes of every device together.
    #[property(per_device * devices, unit = GB)]
    pub total: Information,
}

/// A 5-second Nsight Systems trace of every GPU of the 1,024-GPU reference training cluster.
#[preset(name = "NsightTraceVolume1K")]
pub fn nsight_trace_volume_1k() -> Result<TraceVolume, InputError> {
    let fleet = &Systems::Clusters::Training_1K;
    TraceVolume::builder()
        .per_device(profile::NsightTracePerGpu.value)
        .devices(i64::from(fleet.count) * i64::from(fleet.node.accelerators_per_node))
        .window(profile::TraceWindow.value)
        .build()
}
