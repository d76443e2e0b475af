//! Physical-plant budgets of an embodied machine: friction against the deceleration a budget assumes.

use mlsysim_core::Family;

/// The plant a machine's budgets rest on.
pub const PLANT: Family = Family::within(
    &crate::EMBODIED,
    "plant",
    "Physical-plant budgets",
    "What the floor a machine brakes on still supplies when its friction falls.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/plant.rs"));
