use super::RESPONSIBLE_ENGINEERING;
use crate::responsible_ai::credit_service_two_groups;
use mlsysim_core::error::derived;
use mlsysim_core::{InputError, preset, scenario};

/// The model evaluations owed when every denial comes with its reasons: a sampling
/// attributor against exact Shapley values.
///
/// `decisions_per_day` at `denial_share` give the notices a day. A sampling attributor spends
/// `samples` model evaluations on each; exact Shapley values over `features` features
/// evaluate every subset, 2 to the `features` of them.
#[scenario(
    family = RESPONSIBLE_ENGINEERING,
    assumption = "Every denial is explained, and each explanation is computed afresh.",
    excludes = "Caching explanations of similar applicants, and the cost of one model evaluation.",
    derivation = "Shapley values average over every coalition of features: 2ⁿ evaluations exactly.",
    example = r#"
// Exact Shapley over 20 features costs a thousand times a 1,000-sample attributor
use mlsysim_responsible::responsible_engineering::credit_denial_explanation_load;

let s = credit_denial_explanation_load()?;
assert_eq!(s.exact_per_explanation()?, 1_048_576);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ExplanationLoad {
    /// Decisions made a day.
    #[input(non_negative)]
    pub decisions_per_day: f64,
    /// Share of decisions that are denials.
    #[input(range = 0.0..=1.0)]
    pub denial_share: f64,
    /// Model evaluations of one sampled explanation.
    #[input(range = 0..)]
    pub samples: i64,
    /// Input features of the model.
    #[input(range = 0..=62)]
    pub features: i64,

    /// Denial notices a day.
    #[property(decisions_per_day * denial_share)]
    pub notices_per_day: f64,
    /// Model evaluations a day with the sampling attributor.
    #[property(notices_per_day * samples)]
    pub sampled_evaluations: f64,
    /// Sampled evaluations per decision made.
    #[property(sampled_evaluations / decisions_per_day)]
    pub sampled_over_decisions: f64,
    /// Model evaluations of one exact Shapley explanation.
    #[property(pow(2, features)?)]
    pub exact_per_explanation: i64,
    /// Model evaluations a day with exact Shapley values.
    #[property(notices_per_day * exact_per_explanation)]
    pub exact_evaluations: f64,
}

/// Reasons for every denial of a credit service making a million decisions a day, at the
/// denial share of `CreditServiceTwoGroups` (one minus its pooled approval rate): a
/// 1,000-sample attributor against exact Shapley values over 20 features.
#[preset(name = "CreditDenialExplanationLoad")]
pub fn credit_denial_explanation_load() -> Result<ExplanationLoad, InputError> {
    let credit = credit_service_two_groups()?;
    let approved = derived("denial_share", credit.pooled_positive_rate())?;
    ExplanationLoad::builder()
        .decisions_per_day(1_000_000.0)
        .denial_share(1.0 - approved)
        .samples(1_000)
        .features(20)
        .build()
}
