//! Model calls and agent trajectories: what one call admits, samples, passes and takes at the weight-transfer floors, and what a trajectory of calls resends.

use mlsysim_core::Family;

/// One model call, and a trajectory of them.
pub const MODEL_CALLS: Family = Family::within(
    &crate::AGENTS,
    "model-calls",
    "Model calls and agent trajectories",
    "Admission against a window, temperature and top-p, a fallible check's posterior, one call's prefill and decode time, a canceled stream, and a trajectory that resends its history.",
)
.listed_as("Model calls");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/model_calls.rs"));
