//! Data selection: how often a run repeats its corpus, near-duplicate removal and MinHash
//! banding, coresets and what scoring them costs, data echoing, curricula, active and
//! semi-supervised labeling, and what data costs against compute.

use mlsysim_core::Family;

/// Data selection.
pub const SELECTION: Family = Family::within(
    &crate::DATA,
    "selection",
    "Data selection",
    "Corpus repetition, deduplication, coresets, echoing, curricula, labels, and what data costs.",
);

mod active_learning_rounds;
mod allocation_growth;
mod budget_matched_labeling;
mod carbon_priced_placement;
mod coreset_run;
mod corpus_repetition;
mod coverage_floor;
mod curriculum_schedule;
mod data_cost_breakdown;
mod data_echoing;
mod data_scaling_return;
mod duplicate_removal;
mod information_compute_ratio;
mod min_hash_banding;
mod pretraining_amortization;
mod run_amortization;
mod selection_budget;
mod semi_supervised_cost;

pub use active_learning_rounds::*;
pub use allocation_growth::*;
pub use budget_matched_labeling::*;
pub use carbon_priced_placement::*;
pub use coreset_run::*;
pub use corpus_repetition::*;
pub use coverage_floor::*;
pub use curriculum_schedule::*;
pub use data_cost_breakdown::*;
pub use data_echoing::*;
pub use data_scaling_return::*;
pub use duplicate_removal::*;
pub use information_compute_ratio::*;
pub use min_hash_banding::*;
pub use pretraining_amortization::*;
pub use run_amortization::*;
pub use selection_budget::*;
pub use semi_supervised_cost::*;
