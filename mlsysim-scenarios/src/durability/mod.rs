//! Durable-execution scenarios: group commit, snapshots, checkpoint intervals and retention.

use mlsysim_core::Family;

/// Durable execution: commits, snapshots, checkpoints and retention.
pub const DURABILITY: Family = Family::within(
    &crate::OPERATIONS,
    "durability",
    "Durable execution",
    "Group commits, snapshot volume, checkpoint intervals against a crash trace, and what retention costs.",
);

mod checkpoint_trace;
mod group_commit;
mod retention_cost;
mod snapshot_volume;

pub use checkpoint_trace::*;
pub use group_commit::*;
pub use retention_cost::*;
pub use snapshot_volume::*;
