//! Tool calling: one mediated call, its retry, the observation it returns, the status calls of a pending job, and the catalog every call stages.

use mlsysim_core::Family;

/// Calls an agent makes to its tools.
pub const TOOL_CALLING: Family = Family::within(
    &crate::AGENTS,
    "tool-calling",
    "Tool calling",
    "Duplicates under a blind retry, an observation carried by later calls, a model polling a pending job, a tool catalog staged whole or selected, and structured tools against one shell.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/tool_calling.rs"));
