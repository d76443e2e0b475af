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

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/selection.rs"));
