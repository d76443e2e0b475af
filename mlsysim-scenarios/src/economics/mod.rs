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

mod feature_history;
mod lifecycle_tco;
mod operational_load;
mod optimization_payback;
mod own_vs_rent;
mod platform_benefit;
mod training_campaign_cost;

pub use feature_history::*;
pub use lifecycle_tco::*;
pub use operational_load::*;
pub use optimization_payback::*;
pub use own_vs_rent::*;
pub use platform_benefit::*;
pub use training_campaign_cost::*;
