use super::ENGINEERING;
use crate::engineering::keyword_spotter_targets;
use mlsysim_core::units::{hours, seconds};
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// A detector scoring one window at a time, some hours of each day, against a false-alarm
/// budget per horizon: the per-window false-positive rate it must hold.
///
/// Every window without the keyword is a chance to fire, so a per-window rate multiplies into
/// a count over the horizon; `rejection_levels` are per-window rejection rates to compare.
#[scenario(
    family = ENGINEERING,
    assumption = "Windows do not overlap and each fires independently at the same rate.",
    excludes = "Windows that contain the keyword, which are a negligible share of the listening time.",
    derivation = "Expected count of Bernoulli trials: windows times the chance each fires.",
    example = r#"
// One false wake a month needs better than 1 in 2.5 million per window
use mlsysim_data::engineering::keyword_spotter_false_wakes;

let s = keyword_spotter_false_wakes()?;
assert!((s.windows()? - 2_592_000.0).abs() < 1e-6);
assert!(s.target_false_positive_rate()? < 4e-7);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct FalseAlarmBudget {
    /// Length of one scored window.
    #[input(positive, unit = SECOND)]
    pub window: Time,
    /// Hours of each day the detector listens.
    #[input(non_negative, unit = HOUR)]
    pub listening_per_day: Time,
    /// The horizon the budget counts over.
    #[input(positive, unit = DAY)]
    pub horizon: Time,
    /// Expected false alarms allowed per horizon.
    #[input(non_negative)]
    pub budget: f64,
    /// Per-window rejection rates to compare with the budget.
    #[input(default = Vec::new(), range = 0.0..=1.0)]
    pub rejection_levels: Vec<f64>,

    /// Listening time in one horizon.
    #[property(horizon / days(1.0) * listening_per_day, unit = HOUR)]
    pub listening_time: Time,
    /// Windows scored in one horizon.
    #[property(listening_time / window)]
    pub windows: f64,
    /// The per-window false-positive rate that meets the budget.
    #[property(budget / windows)]
    pub target_false_positive_rate: f64,
    /// The per-window rejection rate that meets the budget.
    #[property(1.0 - target_false_positive_rate)]
    pub rejection_needed: f64,
    /// Expected false alarms per horizon at a per-window rejection rate.
    #[method(windows * (1.0 - rejection), samples(rejection = rejection_levels), args(rejection(range = 0.0..=1.0)))]
    pub false_alarms: fn(rejection: f64) -> f64,
    /// Expected false alarms per horizon at a false-alarm rate over listening time.
    #[method(rate * listening_time, samples(rate = ["0.001 1/h", "0.01 1/h"]), args(rate(non_negative)))]
    pub false_alarms_at_rate: fn(rate: Frequency) -> f64,
}

/// The keyword spotter's month: one-second windows scored every second around the clock,
/// against its budget of one false wake a month, at three rejection rates.
#[preset(name = "KeywordSpotterFalseWakes")]
pub fn keyword_spotter_false_wakes() -> Result<FalseAlarmBudget, InputError> {
    let targets = keyword_spotter_targets()?;
    FalseAlarmBudget::builder()
        .window(seconds(1.0))
        .listening_per_day(hours(24.0))
        .horizon(targets.false_wake_horizon)
        .budget(targets.false_wake_budget)
        .rejection_levels(vec![0.999, 0.9999, 0.99999])
        .build()
}
