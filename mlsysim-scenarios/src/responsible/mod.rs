//! Responsible engineering: what a model's energy emits.

use mlsysim_core::Family;

/// Responsible engineering: lifecycle cost and carbon accounting.
pub const RESPONSIBLE: Family = Family::within(
    &crate::OPERATIONS,
    "responsible",
    "Responsible engineering: cost and carbon",
    "What running a model costs over its life and what its energy emits.",
)
.listed_as("Cost and carbon");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/responsible.rs"));
