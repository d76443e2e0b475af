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

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/single_machine.rs"));
