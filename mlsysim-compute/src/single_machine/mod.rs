//! The iron law on one machine and on a cluster: time as work over the rate delivered, what
//! upgrading one term buys when a fixed overhead stays, and how small a share of the input space
//! any test set samples.

use mlsysim_core::Family;

/// The iron law of one machine, Amdahl, and silent degradation.
pub const IRON_LAW: Family = Family::within(
    &crate::COMPUTE,
    "iron-law",
    "Single-machine iron law, Amdahl, and silent degradation",
    "Time as work over rate, what upgrading one part buys, and the size of the input space.",
)
.listed_as("Iron law and Amdahl");

mod cluster_training_time;
mod input_space;
mod iron_law;

pub use cluster_training_time::*;
pub use input_space::*;
pub use iron_law::*;
