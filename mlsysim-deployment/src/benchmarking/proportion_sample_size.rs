use super::BENCHMARKING;
use mlsysim_core::{InputError, preset, scenario};

/// Test samples that pin a pass rate to within a half-width at a confidence: z² p (1 − p) ÷ m².
#[scenario(
    family = BENCHMARKING,
    assumption = "Samples are independent and the normal approximation to the binomial holds.",
    excludes = "Finite test sets and correlated samples.",
    example = r#"
// Pinning 95% accuracy to within a point takes 1,825 test images
use mlsysim_deployment::benchmarking::accuracy_within_one_point_sample_size;

let s = accuracy_within_one_point_sample_size()?;
assert_eq!(s.samples_needed()?, 1825);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ProportionSampleSize {
    /// The pass rate being estimated.
    #[input(range = 0.0..=1.0)]
    pub rate: f64,
    /// The half-width the estimate must reach.
    #[input(positive, range = ..=1.0)]
    pub half_width: f64,
    /// Two-sided confidence of the interval.
    #[input(positive, range = ..1.0)]
    pub confidence: f64,
    /// A published suite's rounded-up count for the same target (stated for comparison; no
    /// member reads it).
    #[input(range = 1..)]
    pub published_minimum: Option<i64>,

    /// The two-sided normal critical value at the confidence.
    #[property(normal_quantile(0.5 + confidence / 2.0)?)]
    pub z: f64,
    /// Samples needed, unrounded.
    #[property(z * z * rate * (1.0 - rate) / (half_width * half_width))]
    pub samples: f64,
    /// Samples needed, rounded up.
    #[property(samples_for_half_width(rate, half_width, z)?)]
    pub samples_needed: i64,
}

/// Test images that pin a 95 percent accuracy to within one point at 95 percent confidence.
#[preset(name = "AccuracyWithinOnePointSampleSize")]
pub fn accuracy_within_one_point_sample_size() -> Result<ProportionSampleSize, InputError> {
    ProportionSampleSize::builder()
        .rate(0.95)
        .half_width(0.01)
        .confidence(0.95)
        .build()
}
