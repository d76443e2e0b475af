use super::RELIABILITY;
use mlsysim_core::registry::Systems::{Clusters, Reliability};
use mlsysim_core::units::{days, seconds};
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// Silent data corruption across a synchronous job: the chance that some device corrupts a
/// step, how many steps pass between such events, and how many a run meets.
///
/// Each device meets a silent error at `event_rate` per device-hour; one step exposes every
/// device for its length.
#[scenario(
    family = RELIABILITY,
    equation = "exposure = devices × step; p(step) = 1 − (1 − rate × 1 h)^(exposure ÷ 1 h); interval = step ÷ p(step); run events = run ÷ interval",
    assumption = "Events are independent across devices and steps, at a constant rate per device-hour.",
    excludes = "Detection: every event here is silent until something checks.",
    derivation = "The chance of at least one event among independent exposures, and its reciprocal as the mean count of steps between events.",
    example = r#"
// The 10,000-GPU cluster corrupts a step about every 100 hours
use mlsysim_fleet::reliability::sdc_exposure_10k;

let s = sdc_exposure_10k()?;
assert!((s.interval()?.value / 3600.0 - 100.0).abs() < 1e-3);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SdcExposure {
    /// Devices in the job.
    #[input(range = 1..)]
    pub n_devices: u32,
    /// Silent errors per device-hour.
    #[input(non_negative, unit = PER_HOUR)]
    pub event_rate: Frequency,
    /// Time of one synchronous step.
    #[input(positive, unit = SECOND)]
    pub step_time: Time,
    /// Length of the run.
    #[input(positive, unit = DAY)]
    pub run_duration: Option<Time>,

    /// Device-hours exposed in one step.
    #[property(n_devices * step_time, unit = HOUR)]
    pub exposure: Time,
    /// The chance that some device meets a silent error during one step.
    #[property(step_event_probability(event_rate, n_devices, step_time)?)]
    pub p_step: f64,
    /// Steps between silent errors, on average.
    #[property(1.0 / p_step)]
    pub steps_between: f64,
    /// Time between silent errors, on average.
    #[property(steps_between * step_time, unit = HOUR)]
    pub interval: Time,
    /// Silent errors expected over the run.
    #[property(run_duration / interval)]
    pub run_events: f64,
}

/// The registry's generic per-GPU-hour SDC rate over every GPU of the 10,000-GPU reference
/// cluster, a 2 s step (illustrative) and a three-month run.
#[preset(name = "SdcExposure10K")]
pub fn sdc_exposure_10k() -> Result<SdcExposure, InputError> {
    SdcExposure::builder()
        .n_devices(Clusters::Training_10K.total_accelerators())
        .event_rate(Reliability::SdcRatePerGpuHr.value)
        .step_time(seconds(2.0))
        .run_duration(days(90.0))
        .build()
}

/// Ten times that cluster, 100,000 GPUs, with no run length.
#[preset(name = "SdcExposure100K")]
pub fn sdc_exposure_100k() -> Result<SdcExposure, InputError> {
    sdc_exposure_10k()?
        .variant()
        .n_devices(10 * Clusters::Training_10K.total_accelerators())
        .without_run_duration()
        .build()
}
