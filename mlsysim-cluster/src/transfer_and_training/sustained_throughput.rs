use super::TRANSFER_AND_TRAINING;
use mlsysim_core::{InputError, preset, scenario};

/// A run budgeted from peak throughput and then run at its sustained share of peak.
///
/// Device-hours scale as one over the sustained share: a plan made from the datasheet rate
/// needs that many times the hours when the workload sustains only part of the peak.
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "The work is fixed; only the rate it runs at changes.",
    excludes = "Failures, restarts and any other overhead beyond the sustained share.",
    derivation = "Time is work over rate, and the rate is the sustained share of peak.",
    example = r#"
// A plan at 40% of peak needs 2.5 times the hours
use mlsysim_cluster::transfer_and_training::peak_planned_training_budget;

let s = peak_planned_training_budget()?;
assert_eq!(s.required_device_hours()?, 2500.0);
assert_eq!(s.stretch()?, 2.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SustainedThroughput {
    /// Device-hours planned from the peak rate.
    #[input(non_negative)]
    pub planned_device_hours: f64,
    /// Share of peak the workload sustains.
    #[input(positive, range = 0.0..=1.0)]
    pub sustained_fraction: f64,

    /// Device-hours the run needs at its sustained share.
    #[property(planned_device_hours / sustained_fraction)]
    pub required_device_hours: f64,
    /// How many times the plan the run takes.
    #[property(1.0 / sustained_fraction)]
    pub stretch: f64,
}

/// A training budget of 1,000 GPU-hours estimated from datasheet TFLOP/s, for a workload that
/// sustains 40% of peak.
#[preset(name = "PeakPlannedTrainingBudget")]
pub fn peak_planned_training_budget() -> Result<SustainedThroughput, InputError> {
    SustainedThroughput::builder()
        .planned_device_hours(1000.0)
        .sustained_fraction(0.4)
        .build()
}
