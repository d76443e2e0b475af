//! The agent harness: what the runtime around a trajectory holds while it waits, how it shares model calls between classes, and what it admits against a budget.

use mlsysim_core::Family;

/// The runtime around one trajectory.
pub const HARNESS: Family = Family::within(
    &crate::AGENTS,
    "harness",
    "The agent harness",
    "Approval escrow, weighted deficit round-robin between request classes, bounded-liability admission of the next call, and a trajectory metered against its budgets.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/harness.rs"));
