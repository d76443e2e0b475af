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

mod operation_energy_comparison;
mod quantization_grid;
mod quantized_deployment_profile;

pub use operation_energy_comparison::*;
pub use quantization_grid::*;
pub use quantized_deployment_profile::*;
