use super::QUANTIZATION;
use mlsysim_core::{InputError, preset, scenario};

/// Real values stored on a `bits`-bit integer grid over a clipping range, and read back.
///
/// An affine grid spreads 2^bits codes evenly over [alpha, beta]: its step is the scale, and
/// the code that stands for real zero is the zero point, so zero is stored exactly. Codes run
/// from 0 (unsigned) or from −2^(bits−1) (signed). A symmetric grid is centred on zero instead:
/// its zero point is 0 and its codes run over ±(2^(bits−1) − 1), wasting one code for symmetry.
/// Without a range the grid spans the values' minimum and maximum (min-max calibration). Each
/// value rounds to the nearest code (ties to even), clamped to the code range, and reads back as
/// the scale times its distance from the zero point.
#[scenario(
    family = QUANTIZATION,
    assumption = "Rounding is to the nearest code with ties to even, as Python and PyTorch round.",
    assumption = "The range is [alpha, beta] when given, else the smallest and largest value; values outside it clamp to the end codes.",
    assumption = "Codes are 64-bit integers here, so a grid has at most 62 bits; the reference accepts more bits with unbounded integers.",
    assumption = "A symmetric grid is always signed; `signed` only chooses between the two affine code ranges. The zero point is not clamped: a range that excludes zero puts it outside the code range, as in the reference.",
    rule(!(symmetric || signed) || bits >= 2, "a `signed` or `symmetric` grid has at least 2 `bits` (the reference fails in the members below 2)"),
    rule(!values.is_empty() || (optional(alpha).is_some() && optional(beta).is_some()), "`values` lists at least one value unless both `alpha` and `beta` are given"),
    rule(!symmetric || lo.abs().max(hi.abs()) != 0.0, "a `symmetric` grid's range, `alpha` and `beta` or else the smallest and largest of `values`, reaches beyond zero: its ends are not both 0 (the reference fails in the members)"),
    rule(symmetric || hi > lo, "an affine grid's range is wider than a point: its high end, `beta` or else the largest value, exceeds its low end, `alpha` or else the smallest value (the reference fails in the members)"),
    excludes = "Per-channel scales, non-uniform grids and floating-point formats.",
    derivation = "The affine map x ≈ s·(q − z) sends α to qmin and β to qmax; solving for s and z gives the scale and zero point, and rounding z keeps real zero exact.",
    example = r#"
// Four activations in UINT8 over [-1, 3]
use mlsysim_compute::quantization::uint8_range_minus_one_to_three;

let s = uint8_range_minus_one_to_three()?;
assert_eq!(s.zero_point()?, 64);
assert_eq!(s.codes()?, vec![0, 128, 64, 255]);
assert!(s.errors()?.iter().all(|e| *e <= s.max_rounding_error().unwrap()));
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct QuantizationGrid {
    /// The real values to store.
    #[input(default = Vec::new())]
    pub values: Vec<f64>,
    /// Bits of one code.
    #[input(range = 1..=62)]
    pub bits: i64,
    /// Low end of the clipping range; the smallest value when absent.
    pub alpha: Option<f64>,
    /// High end of the clipping range; the largest value when absent.
    pub beta: Option<f64>,
    /// A grid centred on zero, with zero point 0.
    #[input(default = false)]
    pub symmetric: bool,
    /// Signed codes on an affine grid.
    #[input(default = false)]
    pub signed: bool,

    /// Low end of the range the grid spans.
    #[property(if given(alpha) { alpha } else { min!(x in values, x) })]
    pub lo: f64,
    /// High end of the range the grid spans.
    #[property(if given(beta) { beta } else { max!(x in values, x) })]
    pub hi: f64,
    /// Steps across an affine grid: one fewer than its codes.
    #[property(int_levels(bits)? - 1)]
    pub steps: i64,
    /// The smallest code.
    #[property(if symmetric {
        -int_max(bits)?
    } else if signed {
        -(int_max(bits)? + 1)
    } else {
        0
    })]
    pub qmin: i64,
    /// The largest code.
    #[property(if symmetric || signed { int_max(bits)? } else { steps })]
    pub qmax: i64,
    /// The real value of one step.
    #[property(if symmetric {
        symmetric_scale(max(lo.abs(), hi.abs()), bits)?
    } else {
        affine_scale(lo, hi, bits)?
    })]
    pub scale: f64,
    /// The zero point before rounding (0 on a symmetric grid).
    #[property(if symmetric { 0.0 } else { -lo / scale })]
    pub zero_point_exact: f64,
    /// The code that stands for real zero.
    #[property(if symmetric {
        0
    } else {
        mlsysim_core::laws::zero_point(lo, scale, qmin)?
    })]
    pub zero_point: i64,
    /// The code each value is stored as.
    #[property(each!(x in values, quantize(x, scale, zero_point, qmin, qmax)?))]
    pub codes: Vec<i64>,
    /// The value each code reads back as.
    #[property(each!(q in codes, dequantize(q, scale, zero_point)?))]
    pub readback: Vec<f64>,
    /// How far each value moved in the round trip.
    #[property(each!((r, x) in zip(&readback, &values)?, (r - x).abs()))]
    pub errors: Vec<f64>,
    /// The largest round-trip error of a value inside the range: half a step.
    #[property(scale / 2.0)]
    pub max_rounding_error: f64,
}

/// A 2×2 activation matrix with clipping range [−1, 3] stored as UINT8: the affine scale and
/// zero point worked by hand, with real zero landing on a code.
#[preset(name = "Uint8RangeMinusOneToThree")]
pub fn uint8_range_minus_one_to_three() -> Result<QuantizationGrid, InputError> {
    QuantizationGrid::builder()
        .values(vec![-1.0, 1.0, 0.0, 3.0])
        .bits(8)
        .alpha(-1.0)
        .beta(3.0)
        .build()
}
