use super::SECURITY;
use mlsysim_core::registry::Datasets;
use mlsysim_core::{InputError, preset, scenario};

/// An API that returns only its top scores, rounded: how many fewer scores each answer carries,
/// and how many bits of each score rounding removes and keeps.
#[scenario(
    family = SECURITY,
    assumption = "A score in [0, 1] rounded to d decimals takes one of 10^d + 1 equally likely levels.",
    excludes = "What an extractor can still learn from the ranking of the top scores.",
    derivation = "The information of a choice among equally likely levels, in bits.",
    example = r#"
// The top 5 of 1,000 ImageNet scores, to two decimals
use mlsysim_fleet::security::image_net_top5_rounded_scores;

let s = image_net_top5_rounded_scores()?;
assert_eq!(s.scores_reduction()?, 200.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct OutputShaping {
    /// Classes the model scores.
    #[input(range = 1..)]
    pub class_count: u32,
    /// Scores returned per answer.
    #[input(range = 1..)]
    pub top_k: u32,
    /// Decimal places the model computes its scores to.
    #[input(range = ..=300)]
    pub from_decimals: u32,
    /// Decimal places the API returns.
    #[input(range = ..=300)]
    pub to_decimals: u32,

    /// Times fewer scores per answer than returning every class.
    #[property(class_count / top_k)]
    pub scores_reduction: f64,
    /// Share of the scores not returned.
    #[property(1.0 - top_k / class_count)]
    pub entries_removed: f64,
    /// Decimal places rounding removes.
    #[property(from_decimals - to_decimals)]
    pub decimal_digits_removed: i64,
    /// Bits per score that rounding removes, counting decimal bins.
    #[property(level_bits(powf(10.0, decimal_digits_removed as f64)?)?)]
    pub bits_removed: f64,
    /// Bits left in a score in [0, 1] at `to_decimals` places (10^d + 1 levels).
    #[property(level_bits(powf(10.0, f64::from(to_decimals))? + 1.0)?)]
    pub retained_bits: f64,
}

/// An ImageNet classifier's API returning the top 5 of its 1,000 class scores, rounded from six
/// decimal places to two.
#[preset(name = "ImageNetTop5RoundedScores")]
pub fn image_net_top5_rounded_scores() -> Result<OutputShaping, InputError> {
    let classes = Datasets::ImageNet
        .num_classes
        .ok_or_else(|| InputError::Invalid {
            input: "class_count",
            reason: "ImageNet has no class count in the registry".into(),
        })?;
    OutputShaping::builder()
        .class_count(classes)
        .top_k(5)
        .from_decimals(6)
        .to_decimals(2)
        .build()
}
