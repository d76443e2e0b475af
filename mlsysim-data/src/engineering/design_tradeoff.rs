use super::ENGINEERING;
use mlsysim_core::{InputError, preset, scenario};

/// One move of a design knob from a baseline to an alternative, with an illustrative quality
/// gain; the costs that scale with the knob scale by the ratio.
#[scenario(
    family = ENGINEERING,
    assumption = "Cost scales linearly with the knob; the gain is stated, not computed.",
    rule(gain_low <= gain_high, "`gain_low` is at most `gain_high`"),
    excludes = "How the gain itself arises.",
    derivation = "A ratio of two settings.",
    example = r#"
// Doubling the sample rate doubles the audio bytes
use mlsysim_data::engineering::keyword_spotter_sample_rate_choice;

let s = keyword_spotter_sample_rate_choice()?;
assert_eq!(s.ratio()?, 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DesignTradeoff {
    /// The knob's current setting.
    #[input(positive)]
    pub baseline: f64,
    /// The setting considered.
    #[input(positive)]
    pub alternative: f64,
    /// Quality gain, low (a share).
    pub gain_low: f64,
    /// Quality gain, high (a share).
    pub gain_high: f64,

    /// Cost multiple of the move.
    #[property(alternative / baseline)]
    pub ratio: f64,
}

/// A keyword spotter's sampling rate from 8 to 16 kHz, for an illustrative 2 to 4 point gain
/// in detection rate; raw-audio storage and processing scale with the rate.
#[preset(name = "KeywordSpotterSampleRateChoice")]
pub fn keyword_spotter_sample_rate_choice() -> Result<DesignTradeoff, InputError> {
    DesignTradeoff::builder()
        .baseline(8.0)
        .alternative(16.0)
        .gain_low(0.02)
        .gain_high(0.04)
        .build()
}

/// The same spotter's MFCC coefficients per frame from 13 to 40, for an illustrative 3 to 5
/// point gain; model input and feature memory scale with the count.
#[preset(name = "KeywordSpotterMfccChoice")]
pub fn keyword_spotter_mfcc_choice() -> Result<DesignTradeoff, InputError> {
    DesignTradeoff::builder()
        .baseline(13.0)
        .alternative(40.0)
        .gain_low(0.03)
        .gain_high(0.05)
        .build()
}

/// The same spotter's training examples from 1M to 10M, for an illustrative 5 to 8 point gain;
/// labeling, storage and training time scale with the count.
#[preset(name = "KeywordSpotterExampleCountChoice")]
pub fn keyword_spotter_example_count_choice() -> Result<DesignTradeoff, InputError> {
    DesignTradeoff::builder()
        .baseline(1_000_000.0)
        .alternative(10_000_000.0)
        .gain_low(0.05)
        .gain_high(0.08)
        .build()
}
