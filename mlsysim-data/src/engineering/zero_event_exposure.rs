use super::ENGINEERING;
use crate::derived;
use crate::engineering::keyword_spotter_false_wakes;
use mlsysim_core::units::{bytes, per_second};
use mlsysim_core::{Frequency, Information, InputError, Time, preset, scenario};

/// Exposure needed, with no event observed, to support a rate of `budget` events per horizon
/// at one-sided `confidence`, and the bytes of recording that exposure.
///
/// Seeing no event over an exposure T has chance exp(−rate × T) when events arrive as a
/// Poisson process; bounding the rate at the target with confidence C takes T = −ln(1 − C) ÷
/// rate, about three times the mean time between events at 95%.
#[scenario(
    family = ENGINEERING,
    assumption = "The recorded audio is representative of the deployment and events are independent.",
    excludes = "Exposure with some events observed, which needs the Poisson interval rather than the zero-event bound.",
    derivation = "The zero-event upper bound of a Poisson rate (the rule of three at 95%).",
    example = r#"
// About three months of listening for one false wake a month
use mlsysim_data::engineering::keyword_spotter_false_wake_evidence;

let s = keyword_spotter_false_wake_evidence()?;
assert!((s.horizons_needed()? - 2.995732273553991).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ZeroEventExposure {
    /// Events allowed per horizon.
    #[input(positive)]
    pub budget: f64,
    /// The horizon the budget counts over.
    #[input(positive, unit = HOUR)]
    pub horizon: Time,
    /// One-sided confidence of the claim.
    #[input(positive, range = 0.0..1.0)]
    pub confidence: f64,
    /// Samples a second of the recording.
    #[input(positive, unit = SAMPLES_PER_SECOND)]
    pub sample_rate: Frequency,
    /// Bytes of one sample.
    #[input(positive, unit = BYTE)]
    pub sample_width: Information,

    /// The event rate to bound.
    #[property(budget / horizon, unit = PER_HOUR)]
    pub target_rate: Frequency,
    /// Upper confidence bound on the expected count when none is seen.
    #[property(-ln(1.0 - confidence)?)]
    pub events_bound: f64,
    /// Exposure with no event that supports the rate.
    #[property(empirical_testing_exposure(target_rate, confidence)?, unit = HOUR)]
    pub exposure_needed: Time,
    /// That exposure in horizons.
    #[property(exposure_needed / horizon)]
    pub horizons_needed: f64,
    /// Bytes of recording the exposure.
    #[property(exposure_needed * sample_rate * sample_width, unit = BYTE)]
    pub recording_size: Information,
}

/// Listening that supports one false wake a month with none observed, at 95% one-sided
/// confidence, recorded at 16 kHz and 16 bits.
#[preset(name = "KeywordSpotterFalseWakeEvidence")]
pub fn keyword_spotter_false_wake_evidence() -> Result<ZeroEventExposure, InputError> {
    let wakes = keyword_spotter_false_wakes()?;
    ZeroEventExposure::builder()
        .budget(wakes.budget)
        .horizon(derived("horizon", wakes.listening_time())?)
        .confidence(0.95)
        .sample_rate(per_second(16_000.0))
        .sample_width(bytes(2.0))
        .build()
}
