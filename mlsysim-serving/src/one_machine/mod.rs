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

mod batch_cap_choice;
mod batch_dispatch;
mod batch_energy_per_image;
mod batch_serving_cost;
mod batch_window;
mod mm1_capacity_plan;
mod mm1_service_speedup;
mod precompute_versus_on_demand;
mod replica_startup;
mod serving_instance_cost;
mod traffic_surge;

pub use batch_cap_choice::*;
pub use batch_dispatch::*;
pub use batch_energy_per_image::*;
pub use batch_serving_cost::*;
pub use batch_window::*;
pub use mm1_capacity_plan::*;
pub use mm1_service_speedup::*;
pub use precompute_versus_on_demand::*;
pub use replica_startup::*;
pub use serving_instance_cost::*;
pub use traffic_surge::*;
