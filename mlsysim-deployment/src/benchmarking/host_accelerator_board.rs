use super::BENCHMARKING;
use mlsysim_core::units::{MILLIWATT, milliseconds, per_second};
use mlsysim_core::{Energy, Frequency, InputError, Power, Time, preset, scenario};

/// One board with a host CPU and an attached accelerator: model-only and end-to-end latency,
/// and the active energy of an inference on each.
///
/// End-to-end times add the host's preprocessing (and, on the accelerator's path, the copy over
/// the host link) to the model's time. Active energy is a component's active power times its
/// model-only latency, so it leaves out preprocessing and idle power.
#[scenario(
    family = BENCHMARKING,
    assumption = "Each component draws its active power for exactly its model-only latency.",
    excludes = "Preprocessing energy, idle power, and the copy's energy.",
    example = r#"
// The accelerator is 7.5 times faster in isolation but only 3 times end to end
use mlsysim_deployment::benchmarking::mobile_net_v2_camera_trap_board;

let s = mobile_net_v2_camera_trap_board()?;
assert!((s.isolated_speedup()? - 7.5).abs() < 1e-12);
assert!((s.end_to_end_speedup()? - 3.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct HostAcceleratorBoard {
    /// The host's FP32 model-only latency.
    #[input(positive, unit = MILLISECOND)]
    pub host_fp32_latency: Time,
    /// The host's INT8 model-only latency.
    #[input(positive, unit = MILLISECOND)]
    pub host_int8_latency: Time,
    /// The accelerator's model-only latency.
    #[input(positive, unit = MILLISECOND)]
    pub accelerator_latency: Time,
    /// The host path's end-to-end latency.
    #[input(positive, unit = MILLISECOND)]
    pub host_end_to_end: Time,
    /// The accelerator path's end-to-end latency.
    #[input(positive, unit = MILLISECOND)]
    pub accelerator_end_to_end: Time,
    /// The host's active power.
    #[input(positive, unit = MILLIWATT)]
    pub host_power: Power,
    /// The accelerator's active power.
    #[input(positive, unit = MILLIWATT)]
    pub accelerator_power: Power,
    /// Frames a second the camera delivers.
    #[input(positive, unit = PER_SECOND)]
    pub frame_rate: Option<Frequency>,

    /// Time between frames: the latency each inference must meet.
    #[property(1.0 / frame_rate, unit = MILLISECOND)]
    pub frame_budget: Time,
    /// The host's FP32 latency over its INT8 latency.
    #[property(host_fp32_latency / host_int8_latency)]
    pub int8_speedup: f64,
    /// The host's INT8 latency over the accelerator's, model only.
    #[property(host_int8_latency / accelerator_latency)]
    pub isolated_speedup: f64,
    /// The host path's end-to-end latency over the accelerator path's.
    #[property(host_end_to_end / accelerator_end_to_end)]
    pub end_to_end_speedup: f64,
    /// The accelerator's active power over the host's.
    #[property(accelerator_power / host_power)]
    pub power_ratio: f64,
    /// Active energy of one INT8 inference on the host.
    #[property(host_power * host_int8_latency, unit = MILLIJOULE)]
    pub host_energy: Energy,
    /// Active energy of one inference on the accelerator.
    #[property(accelerator_power * accelerator_latency, unit = MILLIJOULE)]
    pub accelerator_energy: Energy,
    /// The host's energy over the accelerator's.
    #[property(host_energy / accelerator_energy)]
    pub energy_ratio: f64,
}

/// MobileNetV2 on a camera-trap board: 50 ms FP32 and 15 ms INT8 on the host at 120 mW,
/// 2 ms on a 500 mW accelerator; 18 ms and 6 ms end to end; a 30-frame-a-second camera.
#[preset(name = "MobileNetV2CameraTrapBoard")]
pub fn mobile_net_v2_camera_trap_board() -> Result<HostAcceleratorBoard, InputError> {
    HostAcceleratorBoard::builder()
        .host_fp32_latency(milliseconds(50.0))
        .host_int8_latency(milliseconds(15.0))
        .accelerator_latency(milliseconds(2.0))
        .host_end_to_end(milliseconds(18.0))
        .accelerator_end_to_end(milliseconds(6.0))
        .host_power(MILLIWATT.of(120.0))
        .accelerator_power(MILLIWATT.of(500.0))
        .frame_rate(per_second(30.0))
        .build()
}
