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

mod availability;
mod checkpoint_interval;
mod failure_interval;
mod failure_interval_sweep;
mod health_probe;
mod hot_spare;
mod outage;
mod recovery_budget;
mod sdc_exposure;
mod series_failure;
mod straggler_cost;

pub use availability::*;
pub use checkpoint_interval::*;
pub use failure_interval::*;
pub use failure_interval_sweep::*;
pub use health_probe::*;
pub use hot_spare::*;
pub use outage::*;
pub use recovery_budget::*;
pub use sdc_exposure::*;
pub use series_failure::*;
pub use straggler_cost::*;
