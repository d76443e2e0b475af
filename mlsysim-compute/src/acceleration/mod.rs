//! Hardware acceleration on one accelerator: where an unfused element-wise kernel sits on the
//! roofline, what speeding up part of the work buys, how much energy reuse in a systolic array
//! saves, and how peak compute, memory bandwidth and model size have grown apart.

use mlsysim_core::Family;

/// Hardware acceleration: reuse, rooflines and limits on one accelerator.
pub const ACCELERATION: Family = Family::within(
    &crate::COMPUTE,
    "acceleration",
    "Hardware acceleration: reuse, rooflines and limits",
    "Element-wise work against the roofline, what an accelerator speeds up, reuse in systolic arrays, and peak ratios across generations.",
)
.listed_as("Hardware acceleration");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/acceleration.rs"));
