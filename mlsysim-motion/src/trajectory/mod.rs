//! Trajectory planning: the motions an arm and a base are asked for, and what they cost.

use mlsysim_core::Family;

/// The trajectories a machine follows.
pub const TRAJECTORY: Family = Family::within(
    &crate::EMBODIED,
    "trajectory",
    "Trajectory planning",
    "Joint rates near a singular pose, handoff deadlines, chunk replacement, jerk- and spill-limited stops, seams, swings, dynamic windows and stale anchors.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/trajectory.rs"));
