use super::ORCHESTRATION;
use mlsysim_core::{InputError, preset, scenario};

/// A fleet seen as one server working through jobs (M/G/1): how long a job queues, as a
/// multiple of the mean job, at a given load and spread of job durations.
///
/// The wait is a load factor ρ/(1 − ρ) times a variability factor (1 + C²)/2, C being the
/// coefficient of variation of job durations.
#[scenario(
    family = ORCHESTRATION,
    assumption = "Jobs arrive as a Poisson stream and are served one at a time, first come first served.",
    excludes = "Gang packing and jobs admitted in parallel: the model isolates load and the spread of durations.",
    derivation = "The Pollaczek-Khinchine formula for the mean wait of an M/G/1 queue.",
    example = r#"
// Mixed job lengths triple the wait at 80% load
use mlsysim_fleet::orchestration::{mg1_exponential_job_queue_at_80, mg1_mixed_job_queue_at_80};

let mixed = mg1_mixed_job_queue_at_80()?.wait_ratio()?;
let exponential = mg1_exponential_job_queue_at_80()?.wait_ratio()?;
assert!((mixed / exponential - 5.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct QueueWait {
    /// Offered load ρ: the share of the time the fleet is busy.
    #[input(range = 0.0..1.0)]
    pub utilization: f64,
    /// Coefficient of variation of job durations (1 for exponential durations).
    #[input(non_negative)]
    pub service_cv: f64,

    /// The load factor ρ/(1 − ρ).
    #[property(utilization / (1.0 - utilization))]
    pub load_factor: f64,
    /// The variability factor (1 + C²)/2.
    #[property((1.0 + service_cv * service_cv) / 2.0)]
    pub variability_factor: f64,
    /// Mean queue wait divided by the mean job duration.
    #[property(mg1_wait_ratio(utilization, service_cv)?)]
    pub wait_ratio: f64,
}

/// A fleet at 80% load whose job durations spread three standard deviations per mean, as when
/// minute-long debugging jobs share it with week-long training runs.
#[preset(name = "Mg1MixedJobQueueAt80")]
pub fn mg1_mixed_job_queue_at_80() -> Result<QueueWait, InputError> {
    QueueWait::builder()
        .utilization(0.8)
        .service_cv(3.0)
        .build()
}

/// The same load with exponential job durations (C = 1), the model's reference case.
#[preset(name = "Mg1ExponentialJobQueueAt80")]
pub fn mg1_exponential_job_queue_at_80() -> Result<QueueWait, InputError> {
    mg1_mixed_job_queue_at_80()?
        .variant()
        .service_cv(1.0)
        .build()
}
