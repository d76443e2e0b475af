use super::BENCHMARKING;
use mlsysim_core::units::hours;
use mlsysim_core::{InputError, Time, preset, scenario};

/// The same fixed job on a base number of devices and on more: the speedup, the ideal time and
/// the strong-scaling efficiency.
#[scenario(
    family = BENCHMARKING,
    assumption = "The job is fixed: the same work on both configurations.",
    excludes = "Why the scaling falls short (communication, stragglers, input pipelines).",
    example = r#"
// 24 hours on one GPU, 4 hours on eight: 75% strong-scaling efficiency
use mlsysim_deployment::benchmarking::image_classifier_eight_gpu_scaling;

let s = image_classifier_eight_gpu_scaling()?;
assert!((s.efficiency()? - 0.75).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct StrongScalingPair {
    /// Devices of the base run.
    #[input(range = 1..)]
    pub base_devices: i64,
    /// Time of the base run.
    #[input(positive, unit = HOUR)]
    pub base_time: Time,
    /// Devices of the scaled run.
    #[input(range = 1..)]
    pub scaled_devices: i64,
    /// Time of the scaled run.
    #[input(positive, unit = HOUR)]
    pub scaled_time: Time,

    /// Devices of the scaled run over the base run's.
    #[property(scaled_devices / base_devices)]
    pub device_ratio: f64,
    /// The base time over the scaled time.
    #[property(base_time / scaled_time)]
    pub speedup: f64,
    /// The scaled time if the job scaled perfectly.
    #[property(base_time / device_ratio, unit = HOUR)]
    pub ideal_time: Time,
    /// The speedup over the device ratio.
    #[property(speedup / device_ratio)]
    pub efficiency: f64,
}

/// An image classifier on a fixed dataset: 24 hours on one GPU, 4 hours on eight (illustrative).
#[preset(name = "ImageClassifierEightGpuScaling")]
pub fn image_classifier_eight_gpu_scaling() -> Result<StrongScalingPair, InputError> {
    StrongScalingPair::builder()
        .base_devices(1)
        .base_time(hours(24.0))
        .scaled_devices(8)
        .scaled_time(hours(4.0))
        .build()
}
