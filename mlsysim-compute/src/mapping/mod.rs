//! Mapping a computation onto an accelerator: a matrix multiply cut into tiles, the buffers the
//! tiles need on chip, the traffic each loop order makes, and the energy of sending a tensor
//! to and from off-chip memory.

use mlsysim_core::Family;

/// Mapping a computation onto an accelerator.
pub const MAPPING: Family = Family::within(
    &crate::COMPUTE,
    "mapping",
    "Mapping a computation onto an accelerator",
    "Tiles, waves and memory round trips when a computation is laid onto an accelerator.",
)
.listed_as("Mapping onto an accelerator");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/mapping.rs"));
