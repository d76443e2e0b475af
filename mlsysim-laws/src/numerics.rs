//! Integer number formats and uniform quantization: grids, scales, zero points, and the codes
//! values round to. Rounding is to nearest with ties to even, as Python and PyTorch round.

use crate::law;

/// Distinct codes of a `bits`-bit integer: 2^bits.
#[law(reference = "mlsysim.physics.numerics.calc_int_levels", samples(bits = [4, 8]))]
pub fn int_levels(bits: i64) -> i64 {
    {
        require(
            (1..=62).contains(&bits),
            "a format has from 1 to 62 bits here",
        )?;
        pow(2, bits)?
    }
}

/// Largest value of a signed two's-complement integer of `bits` bits: 2^(bits − 1) − 1.
#[law(reference = "mlsysim.physics.numerics.calc_int_max", samples(bits = [4, 8]))]
pub fn int_max(bits: i64) -> i64 {
    {
        require(
            (2..=63).contains(&bits),
            "a signed format has from 2 to 63 bits here",
        )?;
        pow(2, bits - 1)? - 1
    }
}

/// Step of an asymmetric (affine) grid over the clipping range [alpha, beta]:
/// (beta − alpha) / (2^bits − 1).
#[law(
    reference = "mlsysim.physics.numerics.calc_affine_scale",
    samples(alpha = [-1.0, 0.0], beta = [1.0, 6.0], bits = [8])
)]
pub fn affine_scale(alpha: f64, beta: f64, bits: i64) -> f64 {
    {
        require(beta > alpha, "beta must exceed alpha")?;
        (beta - alpha) / (int_levels(bits)? - 1)
    }
}

/// Step of a symmetric signed grid that reaches `max_abs`: max_abs / (2^(bits − 1) − 1).
#[law(
    reference = "mlsysim.physics.numerics.calc_symmetric_scale",
    samples(max_abs = [1.0, 6.0], bits = [8, 4])
)]
pub fn symmetric_scale(max_abs: f64, bits: i64) -> f64 {
    max_abs / int_max(bits)?
}

/// The code that stands for real zero on an affine grid: qmin + round(−alpha / scale).
#[law(
    reference = "mlsysim.physics.numerics.calc_zero_point",
    samples(alpha = [-1.0, -0.5], scale = [0.00784313725490196], qmin = [0, -128])
)]
pub fn zero_point(alpha: f64, scale: f64, qmin: i64) -> i64 {
    qmin + round_half_even(-alpha / scale)?
}

/// The code for `x`: round(x / scale + zero_point), clamped to [qmin, qmax].
///
/// The position on the grid is first held within one code of the range, so that a value far
/// outside it (an outlier the clipping range exists for) takes the end code, as it does in the
/// reference's unbounded integers, rather than overflowing the rounding.
#[law(
    reference = "mlsysim.physics.numerics.calc_quantize",
    samples(x = [0.3, -2.0, 1e300], scale = [0.00784313725490196], zero_point = [128], qmin = [0], qmax = [255])
)]
pub fn quantize(x: f64, scale: f64, zero_point: i64, qmin: i64, qmax: i64) -> i64 {
    {
        let (below, above) = ((qmin - 1) as f64, (qmax + 1) as f64);
        let position = max(below, min(above, x / scale + zero_point));
        max(qmin, min(qmax, round_half_even(position)?))
    }
}

/// The real value a code reads back as: scale × (code − zero_point).
#[law(
    reference = "mlsysim.physics.numerics.calc_dequantize",
    samples(code = [166, 0], scale = [0.00784313725490196], zero_point = [128])
)]
pub fn dequantize(code: i64, scale: f64, zero_point: i64) -> f64 {
    scale * (code - zero_point)
}

/// `value` stored as an IEEE 754 binary32 word (rounded to nearest), and read back after bit
/// `bit` flips: [stored, corrupted]. Bit 31 is the sign, bits 30 to 23 the exponent, bits 22
/// to 0 the fraction; flipping bit 30 of a value below 1 in magnitude multiplies it by 2¹²⁸ and
/// leaves it finite. A flip that makes the word infinite or not a number is an error here.
#[law(
    reference = "mlsysim.physics.numerics.calc_float32_bit_flip",
    samples(value = [0.042, -0.75, 3.0e-39], bit = [0, 22, 23, 30, 31])
)]
pub fn float32_bit_flip(value: f64, bit: i64) -> Vec<f64> {
    {
        require((0..32).contains(&bit), "a binary32 word has bits 0 to 31")?;
        require(
            value.abs() <= f64::from(f32::MAX),
            "the value fits a binary32 word",
        )?;
        let word = (value as f32).to_bits();
        let flipped = word ^ (1u32 << bit);
        vec![
            f64::from(f32::from_bits(word)),
            f64::from(f32::from_bits(flipped)),
        ]
    }
}
