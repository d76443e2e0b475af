//! ML operations, watching and acting: the labelled outcomes that confirm a drop, what slow
//! detection costs, how often to retrain, and accuracy broken down by segment.

use mlsysim_core::Family;

/// Watching a deployed model and acting on what is seen.
pub const WATCHING: Family = Family::within(
    &crate::OPERATIONS,
    "watching",
    "ML operations: watching and acting",
    "Evidence needed to confirm a drop, the cost of slow detection, retraining cadence, accuracy by segment.",
)
.listed_as("Watching and acting");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/watching.rs"));
