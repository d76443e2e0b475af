//! Failure-recovery scenarios: repairing or rebuilding, irreversible changes, runaway loops,
//! retries and admission under a hung dependency.

use mlsysim_core::Family;

/// Failure recovery: repairs, irreversible changes, loops, retries and admission.
pub const RECOVERY: Family = Family::within(
    &crate::OPERATIONS,
    "recovery",
    "Failure recovery",
    "Repair against rebuild, losses from changes that cannot be undone, runaway loops, retry storms and bulkheads.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/recovery.rs"));
