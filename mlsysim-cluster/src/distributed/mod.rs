//! Distributed training: a run laid out over tensor, pipeline and data parallelism, the
//! activations a transformer stores and what recomputation and checkpoints trade for them,
//! ZeRO sharding, data-parallel scale-out, pipeline schedules, a tensor-parallel layer, ring
//! attention, synchronization strategies, and the memory of alignment training.

use mlsysim_core::Family;

/// Distributed training.
pub const DISTRIBUTED_TRAINING: Family = Family::within(
    &crate::CLUSTER,
    "distributed-training",
    "Distributed training",
    "TP × PP × DP layouts, activation memory and recomputation, ZeRO stages, scale-out, pipeline bubbles, ring attention, synchronization and alignment memory.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/distributed.rs"));
