//! Experiments, rollouts and the alerts that watch them: how large an A/B test must be, how
//! long a canary stage lasts, how exposure scales with the share rolled out, how many false
//! alerts a fleet of monitors raises, and what a regression costs before it is caught.
//!
//! The reference files these classes under its section "Neural computation: dense networks,
//! activations, losses, and number formats"; they are operations scenarios, so they are listed
//! here.

use mlsysim_core::Family;

/// Testing, rolling out and watching a model change.
pub const ROLLOUTS: Family = Family::within(
    &crate::OPERATIONS,
    "rollouts",
    "ML operations: experiments, rollouts and alerts",
    "A/B test sizes, canary schedules, rollout exposure, false alerts from many monitors, and the cost of a regression before it is caught.",
)
.listed_as("Experiments and rollouts");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/rollouts.rs"));
