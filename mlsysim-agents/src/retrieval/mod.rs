//! Retrieval from long-term memory: what a read stages in a call's window, how an index ranks and streams, and what keeping an index current costs.

use mlsysim_core::Family;

/// What a read from long-term memory stages, ranks, streams and maintains.
pub const RETRIEVAL: Family = Family::within(
    &crate::AGENTS,
    "retrieval",
    "Retrieval from long-term memory",
    "Whole records in a retrieval allowance, BM25 across document lengths, an exact scan's bandwidth floor, approximate-index footprints, a traversal's neighborhood, index upkeep and storage amplification.",
)
.listed_as("Retrieval");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/retrieval.rs"));
