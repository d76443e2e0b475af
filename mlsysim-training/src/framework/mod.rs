//! Framework execution: the host's dispatch and launch work against device time, fused kernels,
//! when compiling pays, a layer's Jacobian, feeding an accelerator from the host, one eager
//! training step operator by operator, and attention's tiles (the reference files AttentionTiling
//! and TokenizedBatchFeed under its agent operations).

use mlsysim_core::Family;

/// How a framework executes a step.
pub const FRAMEWORK: Family = Family::within(
    &crate::TRAINING,
    "framework",
    "Framework execution: dispatch, fusion, compilation payback, one training step",
    "Host dispatch and kernel launches against device time, fusion, compile payback, input pipelines, one training step, and attention in tiles.",
)
.listed_as("Framework execution");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/framework.rs"));
