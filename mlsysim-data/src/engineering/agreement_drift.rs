use super::ENGINEERING;
use mlsysim_core::units::months;
use mlsysim_core::{InputError, Time, preset, scenario};

/// A labeling campaign's kappa at a baseline and again later: how far label quality fell.
#[scenario(
    family = ENGINEERING,
    assumption = "Both kappas are measured on comparable items.",
    excludes = "Why the agreement fell (new annotators, changed guidelines), which the inputs do not say.",
    derivation = "A difference of two measurements.",
    example = r#"
// Kappa fell by 0.13 in six months
use mlsysim_data::engineering::wake_word_label_quality_drift;

let s = wake_word_label_quality_drift()?;
assert!((s.drop()? - 0.13).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AgreementDrift {
    /// Kappa at the start.
    #[input(range = -1.0..=1.0)]
    pub baseline_kappa: f64,
    /// Kappa later.
    #[input(range = -1.0..=1.0)]
    pub later_kappa: f64,
    /// Time between the two measurements.
    #[input(non_negative, unit = MONTH)]
    pub elapsed: Time,

    /// How far kappa fell.
    #[property(baseline_kappa - later_kappa)]
    pub drop: f64,
}

/// A wake-word labeling campaign whose kappa falls from 0.85 to 0.72 in the six months after
/// new annotators join, while every input-feature monitor stays flat.
#[preset(name = "WakeWordLabelQualityDrift")]
pub fn wake_word_label_quality_drift() -> Result<AgreementDrift, InputError> {
    AgreementDrift::builder()
        .baseline_kappa(0.85)
        .later_kappa(0.72)
        .elapsed(months(6.0))
        .build()
}
