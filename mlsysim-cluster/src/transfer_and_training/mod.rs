//! Transfers and training runs: a payload over each link of the bandwidth ladder, the
//! gradient and activation exchanges of data and tensor parallelism, training state, a run's
//! time from peak to delivered, published runs, and comparisons of accelerators.

use mlsysim_core::Family;

/// Transfers and training runs, from the opening section of the reference's catalog.
pub const TRANSFER_AND_TRAINING: Family = Family::within(
    &crate::CLUSTER,
    "transfer-and-training",
    "Transfers and training runs",
    "A payload over each tier of links, the exchanges of data and tensor parallelism, training state, and a run from peak throughput to delivered time.",
);

mod accelerator_comparison;
mod data_parallel_intensity;
mod gradient_sync;
mod published_run;
mod scaling_overhead;
mod sustained_throughput;
mod tensor_parallel;
mod training_run;
mod training_state;
mod transfer;

pub use accelerator_comparison::*;
pub use data_parallel_intensity::*;
pub use gradient_sync::*;
pub use published_run::*;
pub use scaling_overhead::*;
pub use sustained_throughput::*;
pub use tensor_parallel::*;
pub use training_run::*;
pub use training_state::*;
pub use transfer::*;
