//! Responsible AI: measuring gaps between groups, monitoring decisions, logging explanations, unlearning, preference labels, automation bias and private training.

use mlsysim_core::Family;

/// Measuring and acting on what a model does to people.
pub const RESPONSIBLE_AI: Family = Family::within(
    &crate::RESPONSIBLE,
    "responsible_ai",
    "Responsible AI: gaps, monitors, explanations and unlearning",
    "Group confusion, proportion-gap tests, constraint costs, sampled monitors, inline overheads, explanation logs, sharded unlearning, preference labels, automation bias and DP training plans.",
)
.listed_as("Responsible AI");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/responsible_ai.rs"));

pub(crate) use mlsysim_core::error::derived;
