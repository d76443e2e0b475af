use super::RESPONSIBLE_AI;
use mlsysim_core::units::{MB, bytes};
use mlsysim_core::{Information, InputError, preset, scenario};

/// The storage a log fills when every prediction is kept with its explanation: an
/// attribution map for an image model, or a few bytes per feature for tabular attributions.
///
/// `predictions_per_day` over `days_per_month`, each stored with a map of `map_size_low` to
/// `map_size_high`; the tabular sizes per feature are stated beside them for comparison.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "Every prediction is logged with one explanation, uncompressed.",
    assumption = "`attribution_bytes_low` and `attribution_bytes_high` are stated for comparison; no member reads them.",
    excludes = "Retention: a month's volume, not what the log holds after months.",
    derivation = "A count times a size.",
    rule(map_size_low <= map_size_high, "`map_size_low` is at most `map_size_high`"),
    rule(attribution_bytes_low <= attribution_bytes_high, "`attribution_bytes_low` is at most `attribution_bytes_high`"),
    example = r#"
// A million image explanations a day fill 30 to 300 TB a month
use mlsysim_responsible::responsible_ai::image_explanation_log;

let s = image_explanation_log()?;
assert!((s.monthly_high()?.value - 3e14).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ExplanationLog {
    /// Predictions made a day.
    #[input(non_negative)]
    pub predictions_per_day: f64,
    /// Days counted in a month.
    #[input(positive)]
    pub days_per_month: f64,
    /// Smallest attribution map.
    #[input(non_negative, unit = MB)]
    pub map_size_low: Information,
    /// Largest attribution map.
    #[input(non_negative, unit = MB)]
    pub map_size_high: Information,
    /// Smallest tabular attribution, per feature.
    #[input(non_negative, unit = BYTE)]
    pub attribution_bytes_low: Information,
    /// Largest tabular attribution, per feature.
    #[input(non_negative, unit = BYTE)]
    pub attribution_bytes_high: Information,

    /// Predictions made in a month.
    #[property(predictions_per_day * days_per_month)]
    pub predictions_per_month: f64,
    /// A month's log at the smallest map.
    #[property(predictions_per_month * map_size_low, unit = TB)]
    pub monthly_low: Information,
    /// A month's log at the largest map.
    #[property(predictions_per_month * map_size_high, unit = TB)]
    pub monthly_high: Information,
}

/// An explanation logged with each of a million image predictions a day, over the
/// reference's 30-day month: 1 to 10 MB per attribution map, or 4 to 8 bytes per feature for
/// tabular SHAP.
#[preset(name = "ImageExplanationLog")]
pub fn image_explanation_log() -> Result<ExplanationLog, InputError> {
    ExplanationLog::builder()
        .predictions_per_day(1_000_000.0)
        // The reference's DAYS_PER_MONTH, 30 days.
        .days_per_month(30.0)
        .map_size_low(MB.of(1.0))
        .map_size_high(MB.of(10.0))
        .attribution_bytes_low(bytes(4.0))
        .attribution_bytes_high(bytes(8.0))
        .build()
}
