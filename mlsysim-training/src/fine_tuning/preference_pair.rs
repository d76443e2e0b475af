use super::FINE_TUNING;
use mlsysim_core::{InputError, preset, scenario};

/// One preference pair under the DPO loss: the margin between a preferred and a dispreferred
/// record, the loss and the gradient's pull, against their values at a zero margin.
///
/// Each record's score is its policy log-probability sum minus the frozen reference's. The
/// margin β·(z_w − z_l) enters a logistic: the loss is −ln σ(margin), and the gradient on the
/// pair is β·σ(−margin), which fades as the policy already prefers the better record. At
/// initialization the policy is the reference, both scores are 0, the loss is ln 2 and the
/// coefficient β ÷ 2. The logistic score depends on β, so it measures fit to this comparison,
/// not a probability that the preferred record is better.
#[scenario(
    family = FINE_TUNING,
    excludes = "How the scores move over training: one pair at one moment.",
    derivation = "Rafailov et al. (2023), Direct Preference Optimization.",
    example = r#"
// Preferred +2 and dispreferred −1 against the reference at β = 0.2: a margin of 0.6
use mlsysim_training::fine_tuning::repair_preference_pair;

let s = repair_preference_pair()?;
assert!((s.margin()? - 0.6).abs() < 1e-12);
assert!(s.loss()? < s.initial_loss()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PreferencePair {
    /// Natural-log probability sum of the preferred record's selected tokens under the policy.
    pub policy_preferred: f64,
    /// The same sum under the frozen reference.
    pub reference_preferred: f64,
    /// Natural-log probability sum of the dispreferred record's selected tokens under the policy.
    pub policy_dispreferred: f64,
    /// The same sum under the frozen reference.
    pub reference_dispreferred: f64,
    /// The preference scale β.
    #[input(positive)]
    pub beta: f64,

    /// The preferred record's score: the policy's log-probability over the reference's.
    #[property(policy_preferred - reference_preferred)]
    pub score_preferred: f64,
    /// The dispreferred record's score.
    #[property(policy_dispreferred - reference_dispreferred)]
    pub score_dispreferred: f64,
    /// The pair's margin, β·(z_w − z_l).
    #[property(preference_margin(policy_preferred, reference_preferred, policy_dispreferred, reference_dispreferred, beta)?)]
    pub margin: f64,
    /// The logistic of the margin.
    #[property(sigmoid(margin)?)]
    pub preference_score: f64,
    /// The pair's loss, −ln σ(margin).
    #[property(logistic_loss(margin)?)]
    pub loss: f64,
    /// The loss at a zero margin, ln 2.
    #[property(logistic_loss(0.0)?)]
    pub initial_loss: f64,
    /// The gradient's saturation factor, σ(−margin).
    #[property(sigmoid(-margin)?)]
    pub saturation_factor: f64,
    /// The saturation factor at a zero margin, 1/2.
    #[property(sigmoid(0.0)?)]
    pub initial_saturation_factor: f64,
    /// The coefficient on the pair's gradient, β·σ(−margin).
    #[property(beta * saturation_factor)]
    pub gradient_coefficient: f64,
    /// The coefficient at a zero margin, β ÷ 2.
    #[property(beta * initial_saturation_factor)]
    pub initial_gradient_coefficient: f64,
}

/// Two passing repair continuations scored against a frozen reference: the preferred at −8
/// against −10, the dispreferred at −11 against −10, β = 0.2.
#[preset(name = "RepairPreferencePair")]
pub fn repair_preference_pair() -> Result<PreferencePair, InputError> {
    PreferencePair::builder()
        .policy_preferred(-8.0)
        .reference_preferred(-10.0)
        .policy_dispreferred(-11.0)
        .reference_dispreferred(-10.0)
        .beta(0.2)
        .build()
}

/// The same pair at twice the β: identical log-probabilities, only the scale changes.
#[preset(name = "RepairPreferencePairDoubledBeta")]
pub fn repair_preference_pair_doubled_beta() -> Result<PreferencePair, InputError> {
    let pair = repair_preference_pair()?;
    pair.variant().beta(2.0 * pair.beta).build()
}
