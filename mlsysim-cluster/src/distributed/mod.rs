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

mod activation_memory;
mod alignment_memory;
mod data_parallel_scale_out;
mod parallel_layout;
mod pipeline_schedule;
mod ring_attention;
mod sync_strategy;
mod tensor_parallel_layer;
mod zero_sharding;

pub use activation_memory::*;
pub use alignment_memory::*;
pub use data_parallel_scale_out::*;
pub use parallel_layout::*;
pub use pipeline_schedule::*;
pub use ring_attention::*;
pub use sync_strategy::*;
pub use tensor_parallel_layer::*;
pub use zero_sharding::*;
