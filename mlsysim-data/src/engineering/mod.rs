//! Data engineering: an always-on detector's targets and false-wake budget, the evidence a
//! rare-event claim needs, label budgets against training runs, label granularity and labor,
//! agreement between annotators, active learning on a budget, and batch against streaming
//! ingest.

use mlsysim_core::Family;

/// Data engineering.
pub const ENGINEERING: Family = Family::within(
    &crate::DATA,
    "engineering",
    "Data engineering",
    "False-wake budgets, label budgets and labor, agreement between annotators, and what ingest costs.",
);

mod active_learning_budget;
mod agreement_drift;
mod always_on_detector_targets;
mod annotator_agreement;
mod batch_versus_streaming_ingest;
mod data_budget;
mod design_tradeoff;
mod false_alarm_budget;
mod label_granularity;
mod labeling_versus_training;
mod labor_effort;
mod zero_event_exposure;

pub use active_learning_budget::*;
pub use agreement_drift::*;
pub use always_on_detector_targets::*;
pub use annotator_agreement::*;
pub use batch_versus_streaming_ingest::*;
pub use data_budget::*;
pub use design_tradeoff::*;
pub use false_alarm_budget::*;
pub use label_granularity::*;
pub use labeling_versus_training::*;
pub use labor_effort::*;
pub use zero_event_exposure::*;
