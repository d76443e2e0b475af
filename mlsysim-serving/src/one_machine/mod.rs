//! Model serving on one machine: cost per request, capacity plans, batch windows, start-up
//! and surges.
//!
//! The reference service of most presets is ResNet-50 in eager FP16 on one H100, modelled as
//! a [`BatchingKnee`](crate::at_scale::BatchingKnee) whose times come from the serving profile
//! ([`crate::profile`]). One file per scenario, with its presets, all re-exported here.

use mlsysim_core::Family;

/// Model serving on one machine: batching, queues, start-up and surges.
pub const ONE_MACHINE: Family = Family::within(
    &crate::SERVING,
    "one-machine",
    "Model serving on one machine",
    "Batching and queueing on one server: cost per request, capacity plans, batch windows, cold starts and surges.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/one_machine.rs"));
