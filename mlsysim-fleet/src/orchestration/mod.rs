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

mod diurnal_lending;
mod dominant_share;
mod elastic_resize;
mod idle_capacity_cost;
mod node_packing;
mod preemption_tax;
mod queue_wait;
mod quota_lending;
mod self_contained_replica;
mod serving_consolidation;
mod spot_effective_cost;
mod spot_run;
mod utilization_gain;

pub use diurnal_lending::*;
pub use dominant_share::*;
pub use elastic_resize::*;
pub use idle_capacity_cost::*;
pub use node_packing::*;
pub use preemption_tax::*;
pub use queue_wait::*;
pub use quota_lending::*;
pub use self_contained_replica::*;
pub use serving_consolidation::*;
pub use spot_effective_cost::*;
pub use spot_run::*;
pub use utilization_gain::*;
