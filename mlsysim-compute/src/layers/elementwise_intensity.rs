use super::LAYERS;
use mlsysim_core::units::bytes;
use mlsysim_core::{Information, InputError, Intensity, preset, scenario};

/// The arithmetic intensity of an unfused elementwise operation: a few FLOPs per element
/// against every operand read or written.
#[scenario(
    family = LAYERS,
    assumption = "Each operand moves once between memory and the processor; nothing stays in cache between kernels.",
    assumption = "At least one operand moves and the byte width is above zero, checked when the scenario is built (the reference divides by zero or goes negative).",
    excludes = "Fusion with neighbouring kernels, which would keep the operands on chip.",
    derivation = "Intensity is work over bytes moved; per element both are fixed, so the whole kernel has the same ratio.",
    example = r#"
// An FP32 residual add
use mlsysim_compute::layers::residual_add_fp32;
use mlsysim_core::units::FLOP_PER_BYTE;

let s = residual_add_fp32()?;
assert_eq!(s.bytes_per_element()?.value, 12.0);
assert!((FLOP_PER_BYTE.in_unit(s.intensity()?) - 1.0 / 12.0).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ElementwiseIntensity {
    /// FLOPs per element.
    pub flops_per_element: u32,
    /// Values read or written per element.
    #[input(range = 1..)]
    pub operands_moved: u32,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,

    /// Bytes moved per element.
    #[property(operands_moved * bytes_per_value, unit = BYTE)]
    pub bytes_per_element: Information,
    /// FLOPs per byte moved.
    #[property(arithmetic_intensity(flops_per_element * flops(1.0), bytes_per_element)?, unit = FLOP_PER_BYTE)]
    pub intensity: Intensity,
}

/// An unfused FP32 residual add: one FLOP per element, two operands read and one written.
#[preset(name = "ResidualAddFp32")]
pub fn residual_add_fp32() -> Result<ElementwiseIntensity, InputError> {
    ElementwiseIntensity::builder()
        .flops_per_element(1)
        .operands_moved(3)
        .bytes_per_value(bytes(4.0))
        .build()
}
