use super::ENGINEERING;
use mlsysim_core::{InputError, preset, scenario};

/// Two annotators with the same mix of labels: the agreement they reach by chance alone, and
/// Cohen's kappa at an observed agreement.
///
/// Raters who label independently of the item agree only by chance, so their observed
/// agreement is the chance agreement and their kappa is zero.
#[scenario(
    family = ENGINEERING,
    assumption = "Both annotators label with the same class mix.",
    rule(independent_raters || optional(observed_agreement).is_some(), "`observed_agreement` is given unless `independent_raters` is set"),
    excludes = "Agreement by class, and more than two annotators (Fleiss' kappa).",
    derivation = "Cohen (1960): agreement beyond chance, scaled by the most beyond chance possible.",
    example = r#"
// 85% raw agreement is below chance for a 90/10 label mix
use mlsysim_data::engineering::binary_label_chance_agreement;

let s = binary_label_chance_agreement()?;
assert!((s.chance_agreement()? - 0.82).abs() < 1e-12);
assert!(s.kappa()? < 0.2);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AnnotatorAgreement {
    /// Share of items each class takes, summing to 1.
    #[input(range = 0.0..=1.0)]
    pub class_shares: Vec<f64>,
    /// Share of items the two annotators label alike.
    #[input(range = 0.0..=1.0)]
    pub observed_agreement: Option<f64>,
    /// Whether the raters label independently of the item.
    #[input(default = false)]
    pub independent_raters: bool,

    /// Agreement by chance alone.
    #[property(mlsysim_core::laws::chance_agreement(class_shares.clone())?)]
    pub chance_agreement: f64,
    /// The observed agreement: as stated, or the chance agreement for independent raters.
    #[property(if independent_raters {
        chance_agreement
    } else {
        // The rule keeps the observed agreement given whenever it is read here.
        optional(observed_agreement).unwrap_or(f64::NAN)
    })]
    pub agreement: f64,
    /// Cohen's kappa.
    #[property(cohens_kappa(agreement, chance_agreement)?)]
    pub kappa: f64,
}

/// Two annotators who each label 90% of items "not spam", agreeing on 85% of them.
#[preset(name = "BinaryLabelChanceAgreement")]
pub fn binary_label_chance_agreement() -> Result<AnnotatorAgreement, InputError> {
    AnnotatorAgreement::builder()
        .class_shares(vec![0.9, 0.1])
        .observed_agreement(0.85)
        .build()
}

/// Two judges that each pass 90% of reports independently of the reports.
#[preset(name = "IndependentJudgesNinetyPercent")]
pub fn independent_judges_ninety_percent() -> Result<AnnotatorAgreement, InputError> {
    AnnotatorAgreement::builder()
        .class_shares(vec![0.9, 0.1])
        .independent_raters(true)
        .build()
}

/// The same independence at an 80% marginal pass rate.
#[preset(name = "IndependentJudgesEightyPercent")]
pub fn independent_judges_eighty_percent() -> Result<AnnotatorAgreement, InputError> {
    independent_judges_ninety_percent()?
        .variant()
        .class_shares(vec![0.8, 0.2])
        .build()
}
