//! Agent trajectories: success that compounds over unchecked steps, cost per accepted task and the levers on it, and the input an append-only trajectory resends.

use mlsysim_core::Family;

/// A task of many turns, taken whole.
pub const TRAJECTORIES: Family = Family::within(
    &crate::AGENTS,
    "trajectories",
    "Agent trajectories",
    "How unchecked steps compound over a horizon, what an accepted task costs when attempts repeat, and what an append-only transcript resends.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/trajectories.rs"));
