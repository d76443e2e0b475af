use super::RESPONSIBLE_AI;
use mlsysim_core::{InputError, preset, scenario};

/// A person reviewing an AI's output, who accepts a share of the AI's misses: the best
/// sensitivity the pair can reach.
///
/// The best case assumes the reviewer catches every miss not accepted and never overturns a
/// correct detection, so the team's sensitivity is at most one minus the misses accepted.
/// `accepted_misses_at` evaluates any acceptance share, such as the ends of the stated range.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "The reviewer catches every miss not accepted and overturns no correct detection: a bound, not an estimate.",
    assumption = "`human_sensitivity` is stated for comparison; no member reads it.",
    assumption = "The reference's `accepted_misses(acceptance=None)` is two members here: the property `accepted_misses` at `miss_acceptance`, and the method `accepted_misses_at` for any other share.",
    excludes = "False positives the reviewer adds, and fatigue over a shift.",
    derivation = "Automation bias: deference to an aid's output that lets its errors through (Parasuraman and Manzey 2010).",
    rule(acceptance_low <= acceptance_high, "`acceptance_low` is at most `acceptance_high`"),
    example = r#"
// The pair reaches at most 96.5%, 1.5 points above the AI alone
use mlsysim_responsible::responsible_ai::radiology_automation_bias;

let s = radiology_automation_bias()?;
assert!((s.team_sensitivity_bound()? - 0.965).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AutomationBias {
    /// Sensitivity of the person working alone.
    #[input(range = 0.0..=1.0)]
    pub human_sensitivity: f64,
    /// Sensitivity of the AI alone.
    #[input(range = 0.0..=1.0)]
    pub ai_sensitivity: f64,
    /// Share of the AI's misses the reviewer accepts.
    #[input(range = 0.0..=1.0)]
    pub miss_acceptance: f64,
    /// Low end of the acceptance share's range.
    #[input(range = 0.0..=1.0)]
    pub acceptance_low: f64,
    /// High end of the acceptance share's range.
    #[input(range = 0.0..=1.0)]
    pub acceptance_high: f64,

    /// Share of true cases the AI misses.
    #[property(1.0 - ai_sensitivity)]
    pub ai_miss_rate: f64,
    /// Share of true cases lost to misses the reviewer accepts, at `miss_acceptance`.
    #[property(ai_miss_rate * miss_acceptance)]
    pub accepted_misses: f64,
    /// Share of true cases lost to misses the reviewer accepts, at `acceptance`.
    #[method(ai_miss_rate * acceptance, samples(acceptance = [acceptance_low, miss_acceptance, acceptance_high]), args(acceptance(range = 0.0..=1.0)))]
    pub accepted_misses_at: fn(acceptance: f64) -> f64,
    /// The most the pair's sensitivity can be.
    #[property(1.0 - accepted_misses)]
    pub team_sensitivity_bound: f64,
    /// The bound less the AI's own sensitivity.
    #[property(team_sensitivity_bound - ai_sensitivity)]
    pub gain_over_ai: f64,
}

/// A radiologist reviewing an AI that misses 5% of tumors: the radiologist alone finds 92%,
/// the AI 95%, and the radiologist accepts 70% (60% to 80%) of the AI's misses.
#[preset(name = "RadiologyAutomationBias")]
pub fn radiology_automation_bias() -> Result<AutomationBias, InputError> {
    AutomationBias::builder()
        .human_sensitivity(0.92)
        .ai_sensitivity(0.95)
        .miss_acceptance(0.70)
        .acceptance_low(0.60)
        .acceptance_high(0.80)
        .build()
}
