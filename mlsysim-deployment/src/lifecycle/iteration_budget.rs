use super::LIFECYCLE;
use mlsysim_core::units::{WEEK, hours};
use mlsysim_core::{InputError, Time, preset, scenario};

/// Two teams in one development window: a slow cycle against a fast one, each run adding an
/// assumed gain in accuracy up to a ceiling.
///
/// The slow team learns from every run it makes. The fast team can run far more often than it
/// can design and learn from experiments, so only `fast_effective_runs` of its runs count.
/// Accuracies are in percent and gains in points per run.
#[scenario(
    family = LIFECYCLE,
    assumption = "Every counted run adds the same gain; both teams stop at the ceiling.",
    excludes = "Diminishing returns and the cost of each run.",
    rule(slow_start <= ceiling && fast_start <= ceiling, "`slow_start` and `fast_start` are at most `ceiling`"),
    example = r#"
// One-hour runs overtake one-week runs from five points behind
use mlsysim_deployment::lifecycle::slow_versus_fast_iteration;

let s = slow_versus_fast_iteration()?;
assert_eq!(s.fast_final()?, 99.0);
assert!(s.slow_final()? < 99.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct IterationBudget {
    /// The development window.
    #[input(non_negative, unit = WEEK)]
    pub window: Time,
    /// Time of one slow run.
    #[input(positive, unit = WEEK)]
    pub slow_cycle: Time,
    /// The slow team's starting accuracy, in percent.
    #[input(range = 0.0..=100.0)]
    pub slow_start: f64,
    /// Points of accuracy each slow run adds.
    #[input(non_negative)]
    pub slow_gain: f64,
    /// Time of one fast run.
    #[input(positive, unit = HOUR)]
    pub fast_cycle: Time,
    /// The fast team's starting accuracy, in percent.
    #[input(range = 0.0..=100.0)]
    pub fast_start: f64,
    /// Points of accuracy each counted fast run adds.
    #[input(non_negative)]
    pub fast_gain: f64,
    /// Fast runs the team can design and learn from in the window.
    #[input(range = 0..)]
    pub fast_effective_runs: i64,
    /// The accuracy neither team passes, in percent.
    #[input(range = 0.0..=100.0)]
    pub ceiling: f64,

    /// Slow runs in the window.
    #[property(window / slow_cycle)]
    pub slow_runs: f64,
    /// The slow team's accuracy at the end of the window, in percent.
    #[property(min(slow_start + slow_runs * slow_gain, ceiling))]
    pub slow_final: f64,
    /// Fast runs the window has time for.
    #[property(window / fast_cycle)]
    pub fast_possible_runs: f64,
    /// The fast team's accuracy from its counted runs before the ceiling, in percent.
    #[property(fast_start + fast_effective_runs * fast_gain)]
    pub fast_uncapped: f64,
    /// The fast team's accuracy at the end of the window, in percent.
    #[property(min(fast_uncapped, ceiling))]
    pub fast_final: f64,
    /// Experiments the fast team learns from per experiment the slow team runs.
    #[property(fast_effective_runs / slow_runs)]
    pub ideas_ratio: f64,
    /// Points between the two final accuracies.
    #[property((fast_final - slow_final).abs())]
    pub final_gap: f64,
}

/// A slow ensemble against a fast edge model over 26 weeks: one-week runs from 95 percent at
/// 0.15 points each, against one-hour runs from 90 percent at 0.1 points each, of which the
/// team learns from about 100; both capped at 99 percent.
#[preset(name = "SlowVersusFastIteration")]
pub fn slow_versus_fast_iteration() -> Result<IterationBudget, InputError> {
    IterationBudget::builder()
        .window(WEEK.of(26.0))
        .slow_cycle(WEEK.of(1.0))
        .slow_start(95.0)
        .slow_gain(0.15)
        .fast_cycle(hours(1.0))
        .fast_start(90.0)
        .fast_gain(0.1)
        .fast_effective_runs(100)
        .ceiling(99.0)
        .build()
}
