//! Storage: feeding and saving a training fleet. What a run reads once and writes again and
//! again, what a checkpoint pauses, what the input path must deliver, how deep to prefetch,
//! what a cache in front of a slow tier buys, and what object storage bills.

use mlsysim_core::Family;

/// Storage: feeding and saving a training fleet.
pub const STORAGE: Family = Family::within(
    &crate::DATA,
    "storage",
    "Storage: feeding and saving a training fleet",
    "Checkpoint bytes and pauses, the input bandwidth a fleet draws, stalls, prefetch depth, caches, host I/O and what object storage bills.",
)
.listed_as("Storage");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/storage.rs"));
