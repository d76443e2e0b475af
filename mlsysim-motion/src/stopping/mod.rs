//! The stopping budget of an embodied machine: delay, braking, allowances and the ceilings they set.

use mlsysim_core::Family;

/// How far a machine travels before it rests.
pub const STOPPING: Family = Family::within(
    &crate::EMBODIED,
    "stopping",
    "Embodied stopping and floor traction",
    "The elementary stopping budget of a machine and the finished one: travel during the pre-brake delay, braking, the jerk-limited stop, allowances, and what the clear distance leaves.",
)
.listed_as("Stopping and traction");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/stopping.rs"));
