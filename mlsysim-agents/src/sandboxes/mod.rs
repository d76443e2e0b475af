//! Agent sandboxes: what isolating an agent's actions costs in time per system call, setup, storage and warm memory.

use mlsysim_core::Family;

/// Where an agent's actions run.
pub const SANDBOXES: Family = Family::within(
    &crate::AGENTS,
    "sandboxes",
    "Agent sandboxes",
    "The system-call tax of each isolation envelope, setup paid per call or per trajectory, workspaces by copy or copy-on-write, and a warm pool's standby reserve.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/sandboxes.rs"));
