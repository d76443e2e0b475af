//! Serving a stream of tokens on one machine: decode steps bound by memory bandwidth, the batch
//! a per-token latency target or the memory allows, a chat service's latency, rate and price,
//! and what a token costs in energy.

use mlsysim_core::Family;

/// Serving a stream of tokens on one machine.
pub const TOKEN_STREAM: Family = Family::within(
    &crate::SERVING,
    "token-stream",
    "Serving a stream of tokens on one machine",
    "Decode steps bound by memory bandwidth, the batch a latency target allows, and what a token costs in energy.",
)
.listed_as("Token streams on one machine");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/token_stream.rs"));
