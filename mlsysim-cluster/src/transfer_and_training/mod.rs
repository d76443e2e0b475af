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

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(
    env!("OUT_DIR"),
    "/sections/transfer_and_training.rs"
));
