//! Safety enforcement: what the enforcer of a mobile manipulator must bound.

use mlsysim_core::Family;

/// What a safety enforcer bounds.
pub const SAFETY: Family = Family::within(
    &crate::EMBODIED,
    "safety",
    "Safety enforcement",
    "A gravity-loaded joint's stop and barrier, the least-change projection of a torque proposal, the permission check's stage budget and the drift of a held command.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/safety.rs"));
