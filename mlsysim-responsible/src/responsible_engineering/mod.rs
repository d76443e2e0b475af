//! Responsible engineering: what a service costs over its life, and the machine cost of duties such as explanations, review and per-example gradients.

use mlsysim_core::Family;

/// The machine and human cost of a system's duties.
pub const RESPONSIBLE_ENGINEERING: Family = Family::within(
    &crate::RESPONSIBLE,
    "responsible_engineering",
    "Responsible engineering: lifecycle cost and duties",
    "A service's lifecycle cost and carbon, explanation load, review staffing and per-example gradients.",
)
.listed_as("Responsible engineering");

mod explanation_load;
mod per_example_gradient;
mod review_staffing;
mod service_lifecycle_cost;

pub use explanation_load::*;
pub use per_example_gradient::*;
pub use review_staffing::*;
pub use service_lifecycle_cost::*;
