//! The facility around the accelerators: the coolant a rack needs and the voltage droop of a power step.

use mlsysim_core::Family;

/// Cooling and power delivery of a facility.
pub const FACILITY: Family = Family::within(
    &crate::RESPONSIBLE,
    "facility",
    "Facility: cooling and power delivery",
    "The coolant flow that carries a rack's heat away, and the droop of a supply rail when the load steps.",
);
