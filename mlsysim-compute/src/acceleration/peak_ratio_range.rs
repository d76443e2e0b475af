use super::ACCELERATION;
use mlsysim_core::units::TFLOP_PER_SECOND;
use mlsysim_core::{FlopRate, HardwareNode, InputError, preset, scenario};

/// One peak rate against a baseline known only as a range.
///
/// The low ratio divides by the high end of the baseline's range and the high ratio by the low
/// end, so the two bracket the true ratio.
#[scenario(
    family = ACCELERATION,
    rule(baseline_low <= baseline_high, "`baseline_low` is at most `baseline_high` (the reference takes swapped bounds and reports a low ratio above the high one)"),
    excludes = "Which of the rates a workload actually sustains.",
    derivation = "Dividing by the larger baseline gives the smaller ratio, and the reverse.",
    example = r#"
// The H100 against a 1 to 2 TFLOP/s CPU
use mlsysim_compute::acceleration::h100_over_reference_cpu;

let s = h100_over_reference_cpu()?;
assert_eq!((s.ratio_low()?, s.ratio_high()?), (494.5, 989.0));
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PeakRatioRange {
    /// The peak rate compared.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub rate: FlopRate,
    /// Low end of the baseline's range.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub baseline_low: FlopRate,
    /// High end of the baseline's range.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub baseline_high: FlopRate,

    /// The rate over the high end of the baseline.
    #[property(peak_ratio(rate, baseline_high)?)]
    pub ratio_low: f64,
    /// The rate over the low end of the baseline.
    #[property(peak_ratio(rate, baseline_low)?)]
    pub ratio_high: f64,
}

/// The H100's dense 16-bit peak against a reference CPU of 1 to 2 TFLOP/s; the low end is the
/// registry's reference CPU.
#[preset(name = "H100OverReferenceCpu")]
pub fn h100_over_reference_cpu() -> Result<PeakRatioRange, InputError> {
    PeakRatioRange::builder()
        .rate(HardwareNode::find("Cloud.H100")?.peak_flops)
        .baseline_low(HardwareNode::find("Cloud.ReferenceCPU")?.peak_flops)
        .baseline_high(TFLOP_PER_SECOND.of(2.0))
        .build()
}
