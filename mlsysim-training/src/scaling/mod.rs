//! Power laws of scale: how far a loss term falls when its resource grows, and the resource
//! multiple a given fall costs. The reference files this class before its first section heading.

use mlsysim_core::Family;

/// Power laws of scale.
pub const SCALING: Family = Family::within(
    &crate::TRAINING,
    "scaling",
    "Power laws of scale",
    "A power-law term and the resource multiple that halves it or buys a given reduction.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/scaling.rs"));
