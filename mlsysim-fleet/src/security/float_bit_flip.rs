use super::SECURITY;
use mlsysim_core::{InputError, preset, scenario};

/// One stored binary32 value with one bit flipped: the value as stored, the value read back,
/// and the power of two the flip multiplies it by.
///
/// Bit 31 is the sign, bits 30 to 23 the exponent and bits 22 to 0 the fraction: a flip of the
/// top exponent bit of a weight below 1 multiplies it by 2¹²⁸ and leaves it finite, so checks
/// for NaN and infinity pass it.
#[scenario(
    family = SECURITY,
    assumption = "The value is stored as the nearest binary32 number.",
    excludes = "Error-correcting memory, which would correct a single flipped bit.",
    derivation = "IEEE 754 binary32: flipping exponent bit k multiplies the value by 2 to the ±2^(k − 23).",
    example = r#"
// The top exponent bit multiplies a weight by 2^128
use mlsysim_fleet::security::fp32_weight_exponent_flip;

let s = fp32_weight_exponent_flip()?;
assert_eq!(s.scale_log2()?, 128);
assert_eq!(s.word_bits()?, 32);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct FloatBitFlip {
    /// The stored value.
    pub value: f64,
    /// The bit that flips (bit 30 is the top exponent bit).
    #[input(range = 0..=31)]
    pub flipped_bit: u32,
    /// Exponent bits of the format.
    pub exponent_bits: u32,
    /// Fraction bits of the format.
    pub fraction_bits: u32,

    /// The value as stored.
    #[property(float32_bit_flip(value, flipped_bit)?[0])]
    pub stored: f64,
    /// The value read back after the flip.
    #[property(float32_bit_flip(value, flipped_bit)?[1])]
    pub corrupted: f64,
    /// The power of two the flip multiplies the value by.
    #[property(round_half_even((corrupted / stored).log2())?)]
    pub scale_log2: i64,
    /// Bits of the word: sign, exponent and fraction.
    #[property(1 + exponent_bits + fraction_bits)]
    pub word_bits: i64,
}

/// An FP32 weight of 0.042 whose top exponent bit flips: 8 exponent and 23 fraction bits, so
/// bit 30.
#[preset(name = "Fp32WeightExponentFlip")]
pub fn fp32_weight_exponent_flip() -> Result<FloatBitFlip, InputError> {
    let (exponent, fraction) = (8, 23);
    FloatBitFlip::builder()
        .value(0.042)
        .flipped_bit(exponent + fraction - 1)
        .exponent_bits(exponent)
        .fraction_bits(fraction)
        .build()
}
