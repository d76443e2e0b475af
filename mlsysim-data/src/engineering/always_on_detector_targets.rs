use super::ENGINEERING;
use mlsysim_core::units::{KB, days, milliseconds, months, usd};
use mlsysim_core::{Information, InputError, Time, Usd, preset, scenario};

/// An always-on detector's product contract: what it must catch, how rarely it may wake
/// falsely, what it may occupy on the device, and the budget and schedule that must deliver
/// the data for it.
///
/// The contract computes nothing itself: its figures are the inputs that the false-alarm,
/// evidence and data-budget scenarios read.
#[scenario(
    family = ENGINEERING,
    assumption = "The false-wake budget is an expected count per horizon.",
    excludes = "How the targets are met: the model, its features and its training.",
    derivation = "Product requirements of a keyword spotter, stated before any design.",
    example = r#"
// The keyword spotter's contract
use mlsysim_data::engineering::keyword_spotter_targets;

let s = keyword_spotter_targets()?;
assert_eq!(s.false_wake_budget, 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AlwaysOnDetectorTargets {
    /// Share of spoken keywords the detector must catch.
    #[input(range = 0.0..=1.0)]
    pub detection_target: f64,
    /// Expected false wakes allowed per horizon.
    #[input(non_negative)]
    pub false_wake_budget: f64,
    /// The horizon the false-wake budget is counted over.
    #[input(positive, unit = DAY)]
    pub false_wake_horizon: Time,
    /// Most time from the end of the keyword to the response.
    #[input(positive, unit = MILLISECOND)]
    pub response_limit: Time,
    /// Memory the always-on model may take.
    #[input(positive, unit = KB)]
    pub model_memory: Information,
    /// Memory the preprocessing state may take.
    #[input(positive, unit = KB)]
    pub preprocessing_memory: Information,
    /// The whole data-engineering budget.
    #[input(non_negative, unit = USD)]
    pub data_budget: Usd,
    /// Time to production.
    #[input(positive, unit = MONTH)]
    pub timeline: Time,
    /// An illustrative starting detection rate of the base model.
    #[input(range = 0.0..=1.0)]
    pub base_detection_rate: f64,
}

/// A smart speaker's keyword spotter: catch 98% of spoken wake words, wake falsely less than
/// once a 30-day month, answer within 200 ms, fit a 256 KB always-on model and 16 KB of
/// preprocessing state, on a $150K data budget in six months (a 90% base model to start from).
#[preset(name = "KeywordSpotterTargets")]
pub fn keyword_spotter_targets() -> Result<AlwaysOnDetectorTargets, InputError> {
    AlwaysOnDetectorTargets::builder()
        .detection_target(0.98)
        .false_wake_budget(1.0)
        // The reference's DAYS_PER_MONTH, 30 days.
        .false_wake_horizon(days(30.0))
        .response_limit(milliseconds(200.0))
        .model_memory(KB.of(256.0))
        .preprocessing_memory(KB.of(16.0))
        .data_budget(usd(150_000.0))
        .timeline(months(6.0))
        .base_detection_rate(0.9)
        .build()
}
