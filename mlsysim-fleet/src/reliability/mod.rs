//! Fault tolerance of a fleet: how often some part of a job fails, what checkpoints, restarts,
//! spares and probes cost against that, and how availability composes. The reference files
//! these classes before its first section heading (its presets under "Fault tolerance: failure
//! clocks, checkpoints, recovery, serving").

use mlsysim_core::Family;

/// Failures of a fleet and the price of recovering from them.
pub const RELIABILITY: Family = Family::within(
    &crate::FLEET,
    "reliability",
    "Fault tolerance: failures, checkpoints and recovery",
    "How often a job on many devices fails, the checkpoint interval and restart budget that answer it, spares, stragglers, probes, silent corruption and availability.",
)
.listed_as("Fault tolerance");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/reliability.rs"));
