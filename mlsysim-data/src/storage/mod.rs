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

mod checkpoint_storm;
mod compressed_read;
mod data_stall;
mod host_io_cpu;
mod input_demand;
mod object_storage_bill;
mod prefetch_depth;
mod shard_packaging;
mod storage_footprint;
mod stream_vs_stage;
mod synthetic_footprint;
mod tiered_cache;
mod tiered_checkpoint;
mod utilization_loss;

pub use checkpoint_storm::*;
pub use compressed_read::*;
pub use data_stall::*;
pub use host_io_cpu::*;
pub use input_demand::*;
pub use object_storage_bill::*;
pub use prefetch_depth::*;
pub use shard_packaging::*;
pub use storage_footprint::*;
pub use stream_vs_stage::*;
pub use synthetic_footprint::*;
pub use tiered_cache::*;
pub use tiered_checkpoint::*;
pub use utilization_loss::*;
