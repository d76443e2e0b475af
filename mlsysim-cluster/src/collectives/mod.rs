//! Collective communication: ring, tree and parameter-server AllReduce at several group sizes,
//! message fusion, hierarchical AllReduce, the all-to-all of expert parallelism, a ring traced
//! step by step, gradient compression with error feedback and what it pays, overlapping the
//! gradient exchange with the backward pass, and the share a serial residual takes.

use mlsysim_core::Family;

/// Collective communication.
pub const COLLECTIVES: Family = Family::within(
    &crate::CLUSTER,
    "collective-communication",
    "Collective communication",
    "AllReduce schedules and their crossover, fusion, hierarchy, all-to-all dispatch, compression and error feedback, overlap, and residual shares.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/collectives.rs"));
