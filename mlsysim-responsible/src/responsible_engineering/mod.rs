//! Responsible engineering: what a service costs over its life, and the machine cost of duties such as explanations, review and per-example gradients.

use mlsysim_core::Family;

/// The machine and human cost of a system's duties.
pub const RESPONSIBLE_ENGINEERING: Family = Family::within(
    &crate::RESPONSIBLE,
    "responsible_engineering",
    "Responsible engineering: lifecycle cost and duties",
    "A service's lifecycle cost and carbon, explanation load, review staffing and per-example gradients.",
)
.listed_as("Responsible engineering");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(
    env!("OUT_DIR"),
    "/sections/responsible_engineering.rs"
));
