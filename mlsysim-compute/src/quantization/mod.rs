//! Quantization: values on an integer grid and back, what an operation costs in energy at a
//! wide and a narrow precision, and a float model against its INT8 version on one accelerator.

use mlsysim_core::Family;

/// Quantization.
pub const QUANTIZATION: Family = Family::within(
    &crate::COMPUTE,
    "quantization",
    "Quantization",
    "Integer grids, scales and zero points, what an operation costs in energy at each precision, and a quantized deployment.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/quantization.rs"));
