//! The economics of running ML in production: the operational load a portfolio of models puts
//! on a team, what a feature history costs to keep, owning accelerators against renting them,
//! the lifecycle budget of a company's models, and what an optimization or a shared platform
//! pays back.
//!
//! The reference files these classes under its section "Neural computation: dense networks,
//! activations, losses, and number formats"; they are operations scenarios, so they are listed
//! here.

use mlsysim_core::Family;

/// What running ML in production costs, and what pays it back.
pub const ECONOMICS: Family = Family::within(
    &crate::OPERATIONS,
    "economics",
    "ML operations: economics",
    "Operational load, feature history, owning against renting a fleet, lifecycle budgets, and the payback of optimizations and shared platforms.",
)
.listed_as("Economics");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/economics.rs"));
