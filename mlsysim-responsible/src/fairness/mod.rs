//! Fairness release gates: the samples a subgroup evaluation needs, the price of equal opportunity, feedback loops, exploration and the accuracy frontier.

use mlsysim_core::Family;

/// Gates a release passes before it reaches people.
pub const FAIRNESS: Family = Family::within(
    &crate::RESPONSIBLE,
    "fairness",
    "Fairness release gates",
    "Subgroup evaluation budgets, the price of equal opportunity, bias feedback, exploration exposure and the accuracy frontier.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/fairness.rs"));
