use super::RLVR;
use mlsysim_core::{InputError, preset, scenario};

/// A timing-sensitive check repeated on one candidate under an all-pass rule: what a single
/// grading lets through across a group, and what requiring every trial to pass costs.
///
/// Graded once, a group of G incorrect candidates holds at least one false pass with
/// 1 − (1 − q_bad)ᴳ. Requiring all n trials to pass accepts an incorrect candidate with q_badⁿ
/// and rejects a correct one with 1 − q_goodⁿ. Stopping at the first failed trial runs
/// Σ_{j<n} qʲ trials on average.
#[scenario(
    family = RLVR,
    assumption = "Trials of one candidate pass independently.",
    example = r#"
// Three trials: an incorrect patch slips through 0.8 percent of the time
use mlsysim_training::rlvr::flaky_race_test_all_pass_rule;

let s = flaky_race_test_all_pass_rule()?;
assert!((s.incorrect_accepted()? - 0.008).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RepeatedVerification {
    /// Chance that one trial passes an incorrect candidate.
    #[input(range = 0.0..=1.0)]
    pub incorrect_pass: f64,
    /// Chance that one trial passes a correct candidate.
    #[input(range = 0.0..=1.0)]
    pub correct_pass: f64,
    /// Trials the all-pass rule runs.
    #[input(range = 1..=1_000_000)]
    pub trials: i64,
    /// Incorrect candidates graded once each in one group.
    #[input(range = 0..)]
    pub group: i64,

    /// Chance that a group graded once holds a false pass.
    #[property(independent_success(incorrect_pass, group)?)]
    pub group_false_pass: f64,
    /// Chance that the all-pass rule accepts an incorrect candidate.
    #[property(powf(incorrect_pass, trials as f64)?)]
    pub incorrect_accepted: f64,
    /// Chance that the all-pass rule rejects a correct candidate.
    #[property(1.0 - powf(correct_pass, trials as f64)?)]
    pub correct_rejected: f64,
    /// Trials run on an incorrect candidate, stopping at the first failure.
    #[property(sum!(j in 0..trials, powf(incorrect_pass, j as f64)?))]
    pub expected_trials_incorrect: f64,
    /// Trials run on a correct candidate, stopping at the first failure.
    #[property(sum!(j in 0..trials, powf(correct_pass, j as f64)?))]
    pub expected_trials_correct: f64,
}

/// A timing-sensitive race test repeated three times on a candidate patch: an incorrect patch
/// passes one trial with 0.20, a correct one with 0.98; a group of 16 incorrect patches graded
/// once each.
#[preset(name = "FlakyRaceTestAllPassRule")]
pub fn flaky_race_test_all_pass_rule() -> Result<RepeatedVerification, InputError> {
    RepeatedVerification::builder()
        .incorrect_pass(0.20)
        .correct_pass(0.98)
        .trials(3)
        .group(16)
        .build()
}
