//! Fairness release gates: the samples a subgroup evaluation needs, the price of equal opportunity, feedback loops, exploration and the accuracy frontier.

use mlsysim_core::Family;

/// Gates a release passes before it reaches people.
pub const FAIRNESS: Family = Family::within(
    &crate::RESPONSIBLE,
    "fairness",
    "Fairness release gates",
    "Subgroup evaluation budgets, the price of equal opportunity, bias feedback, exploration exposure and the accuracy frontier.",
);

mod accuracy_frontier;
mod bias_feedback;
mod equal_opportunity_price;
mod exploration_exposure;
mod subgroup_evaluation_budget;

pub use accuracy_frontier::*;
pub use bias_feedback::*;
pub use equal_opportunity_price::*;
pub use exploration_exposure::*;
pub use subgroup_evaluation_budget::*;
