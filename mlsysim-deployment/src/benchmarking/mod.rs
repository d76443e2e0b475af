//! Benchmarking: efficiency claims against sustained operation, a host and an attached
//! accelerator, duty-cycled power, means against tails, strong scaling, and deciding from
//! measurements (sample sizes, paired comparisons, proxy metrics and acceptance gates).

use mlsysim_core::Family;

/// Measuring a deployment and deciding from the measurements.
pub const BENCHMARKING: Family = Family::within(
    &crate::DEPLOYMENT,
    "benchmarking",
    "Benchmarking",
    "Datasheet claims against sustained rates, board-level latency and energy, duty-cycled power, tails, scaling, and the statistics of deciding from a test set.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/benchmarking.rs"));
