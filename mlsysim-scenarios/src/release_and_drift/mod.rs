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

mod accuracy_decay;
mod automation_breakeven;
mod dual_bank_update;
mod release_footprint;
mod skew_cost;

pub use accuracy_decay::*;
pub use automation_breakeven::*;
pub use dual_bank_update::*;
pub use release_footprint::*;
pub use skew_cost::*;
