//! Durable-execution scenarios: group commit, snapshots, checkpoint intervals and retention.

use mlsysim_core::Family;

/// Durable execution: commits, snapshots, checkpoints and retention.
pub const DURABILITY: Family = Family::within(
    &crate::OPERATIONS,
    "durability",
    "Durable execution",
    "Group commits, snapshot volume, checkpoint intervals against a crash trace, and what retention costs.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/durability.rs"));
