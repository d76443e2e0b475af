//! Responsible AI: measuring gaps between groups, monitoring decisions, logging explanations, unlearning, preference labels, automation bias and private training.

use mlsysim_core::Family;

/// Measuring and acting on what a model does to people.
pub const RESPONSIBLE_AI: Family = Family::within(
    &crate::RESPONSIBLE,
    "responsible_ai",
    "Responsible AI: gaps, monitors, explanations and unlearning",
    "Group confusion, proportion-gap tests, constraint costs, sampled monitors, inline overheads, explanation logs, sharded unlearning, preference labels, automation bias and DP training plans.",
)
.listed_as("Responsible AI");

mod automation_bias;
mod constraint_accuracy_cost;
mod dp_training_plan;
mod explanation_log;
mod group_confusion;
mod inline_overhead;
mod preference_label_budget;
mod proportion_gap_test;
mod sampled_decision_monitor;
mod sharded_unlearning;

pub use automation_bias::*;
pub use constraint_accuracy_cost::*;
pub use dp_training_plan::*;
pub use explanation_log::*;
pub use group_confusion::*;
pub use inline_overhead::*;
pub use preference_label_budget::*;
pub use proportion_gap_test::*;
pub use sampled_decision_monitor::*;
pub use sharded_unlearning::*;

pub(crate) use mlsysim_core::error::derived;
