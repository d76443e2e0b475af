//! Test-time deliberation: spending more work on one decision with the weights fixed, as depth,
//! breadth or feedback; pools of independent candidates and a fallible check over them; argmax over
//! noisy scores; scoped revision; search trees and beams; and policies under one deadline.

use mlsysim_core::Family;

/// More work on one decision, the weights fixed.
pub const DELIBERATION: Family = Family::within(
    &crate::TRAINING,
    "deliberation",
    "Test-time deliberation",
    "Output ceilings as depth, breadth or feedback; candidate pools and checks; noisy argmax; search trees, beams and deadline policies.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/deliberation.rs"));
