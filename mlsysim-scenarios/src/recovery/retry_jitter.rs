use super::RECOVERY;
use mlsysim_core::units::seconds;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// Arrival rate of retries released together in a short window, against the same retries
/// spread evenly over a jitter span.
#[scenario(
    family = RECOVERY,
    assumption = "Jittered retries are spread uniformly over the span.",
    excludes = "Retries of retries, and the dependency's own recovery time.",
    derivation = "A uniform spread over J puts a share w ÷ J of the cohort in any window of length w.",
    example = r#"
// Jitter spreads a retry cohort
use mlsysim_scenarios::recovery::retry_cohort_jitter;

let s = retry_cohort_jitter()?;
assert!((s.spread_ratio()? - 1000.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RetryJitter {
    /// Retries in the cohort.
    pub retries: u32,
    /// Window the synchronized retries arrive in.
    #[input(positive, unit = MILLISECOND)]
    pub burst_window: Time,
    /// Span the jittered retries are spread over.
    #[input(positive, unit = SECOND)]
    pub jitter_span: Time,

    /// Arrival rate when synchronized.
    #[property(retries / burst_window, unit = PER_SECOND)]
    pub synchronized_rate: Frequency,
    /// Mean arrival rate when jittered.
    #[property(retries / jitter_span, unit = PER_SECOND)]
    pub jittered_mean_rate: Frequency,
    /// How many times the jitter lowers the arrival rate.
    #[property(synchronized_rate / jittered_mean_rate)]
    pub spread_ratio: f64,
    /// Jittered retries expected in one burst window.
    #[property(retries * burst_window / jitter_span)]
    pub expected_in_window: f64,
}

/// 128 retries released within 2 ms, against the same spread over 2 s.
#[preset(name = "RetryCohortJitter")]
pub fn retry_cohort_jitter() -> Result<RetryJitter, InputError> {
    RetryJitter::builder()
        .retries(128)
        .burst_window(seconds(0.002))
        .jitter_span(seconds(2.0))
        .build()
}
