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

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/engineering.rs"));
