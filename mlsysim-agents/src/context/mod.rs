//! Context engineering: what one agent request carries and what it costs, its budget by role, its layout for prefix reuse, its compaction and its edits.

use mlsysim_core::Family;

/// What one agent request carries.
pub const CONTEXT: Family = Family::within(
    &crate::AGENTS,
    "context",
    "Context engineering",
    "A request budgeted by role, one head's attention diluted by more keys, a prefix-ordered bill, compaction watermarks, invalidating a stale excerpt, and a protected-field check.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/context.rs"));
