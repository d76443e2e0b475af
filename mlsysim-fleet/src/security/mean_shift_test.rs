use super::SECURITY;
use mlsysim_core::{InputError, preset, scenario};

/// A feature's mean moves over a sample of requests: is that noise? The move in standard errors
/// of the mean, and the two-sided chance of a move at least that large from noise alone.
///
/// The tail is computed without subtracting from one; the reference's 2(1 − Φ(|z|)) loses the
/// low digits of a small p-value to that subtraction. The reference's `standard_error` is
/// `mean_standard_error` here: `standard_error` names the law it is computed with.
#[scenario(
    family = SECURITY,
    assumption = "The reference mean is known, requests are independent, and the spread σ is as stated.",
    excludes = "Drift in the spread or the shape of the feature's distribution.",
    derivation = "A one-sample z-test of a mean with known variance.",
    example = r#"
// A 0.05 move over 1,000 requests is 5.3 standard errors
use mlsysim_fleet::security::feature_mean_shift_test;

let s = feature_mean_shift_test()?;
assert!(s.p_value()? < s.significance_bound.unwrap());
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct MeanShiftTest {
    /// The known reference mean.
    pub reference_mean: f64,
    /// The mean observed over the sample.
    pub observed_mean: f64,
    /// Standard deviation of the feature.
    #[input(positive)]
    pub feature_sd: f64,
    /// Requests in the sample.
    #[input(range = 1..)]
    pub n_samples: u32,
    /// The bound an alert compares the p-value with.
    #[input(range = 0.0..=1.0)]
    pub significance_bound: Option<f64>,

    /// The move of the mean.
    #[property(observed_mean - reference_mean)]
    pub mean_shift: f64,
    /// Standard error of the sample mean (the reference's `standard_error`, renamed: that name
    /// is the law's).
    #[property(standard_error(feature_sd, n_samples)?)]
    pub mean_standard_error: f64,
    /// The move in standard errors.
    #[property(mean_shift / mean_standard_error)]
    pub z_score: f64,
    /// Two-sided chance of a move at least this large from noise alone.
    #[property(two_sided_normal_tail(z_score)?)]
    pub p_value: f64,
}

/// One feature's mean moving from 0.50 to 0.55 over the last 1,000 requests, spread 0.3; the
/// alert reports against 0.001.
#[preset(name = "FeatureMeanShiftTest")]
pub fn feature_mean_shift_test() -> Result<MeanShiftTest, InputError> {
    MeanShiftTest::builder()
        .reference_mean(0.5)
        .observed_mean(0.55)
        .feature_sd(0.3)
        .n_samples(1000)
        .significance_bound(0.001)
        .build()
}
