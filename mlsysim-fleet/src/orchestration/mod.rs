//! Fleet orchestration: how long jobs queue, how resources are shared among tenants, what
//! packing strands, what idle and preempted capacity costs, spot against on-demand capacity,
//! resizing a job, consolidating serving models, and lending capacity between teams.

use mlsysim_core::Family;

/// Sharing a fleet among jobs, tenants and teams.
pub const ORCHESTRATION: Family = Family::within(
    &crate::FLEET,
    "orchestration",
    "Fleet orchestration: queueing, packing, interruption, and sharing",
    "Queue waits, fair shares, packing, idle and preempted capacity, spot capacity, elastic jobs, consolidated serving and lent quotas.",
)
.listed_as("Orchestration");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/orchestration.rs"));
