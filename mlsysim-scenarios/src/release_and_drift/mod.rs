//! ML operations, releases and drift: the accelerators a release's copies hold, the flash an
//! over-the-air update needs, when automation pays, what skew costs, and how accuracy decays.

use mlsysim_core::Family;

/// Release controls, over-the-air updates, automation, skew and drift.
pub const RELEASE_AND_DRIFT: Family = Family::within(
    &crate::OPERATIONS,
    "release-and-drift",
    "ML operations: releases, automation, skew and drift",
    "Copies a release holds, flash an update needs, when automation pays, and how accuracy decays.",
)
.listed_as("Releases and drift");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/release_and_drift.rs"));
