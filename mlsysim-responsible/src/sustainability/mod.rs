//! Sustainability: the power a facility draws for a workload, the carbon and water that power costs, where and when to run, and when new hardware repays its embodied carbon.
//!
//! Every account here is a planning bound on rated power (TDP) unless a scenario is given a
//! measured power: the chain runs from accelerator power, through the rack's IT-to-accelerator
//! ratio (hosts, switches and conversion inside the IT boundary), to the facility at its PUE,
//! applied once at the facility boundary. Carbon is facility energy times a grid's carbon
//! intensity; water is IT energy times a water usage effectiveness (WUE).

use mlsysim_core::Family;

/// The energy, carbon and water of ML work.
pub const SUSTAINABILITY: Family = Family::within(
    &crate::RESPONSIBLE,
    "sustainability",
    "Sustainability: power, carbon and water",
    "Facility power and PUE, a run's carbon and water, grid placement, embodied payback, service-life extension, repeated work, cascades, duty cycles, data movement and demand rebound.",
)
.listed_as("Sustainability");

mod cascade_energy;
mod data_movement_energy;
mod demand_rebound;
mod development_sweep;
mod duty_cycled_power;
mod embodied_payback;
mod facility_power;
mod grid_placement;
mod pue_retrofit;
mod repeated_work_energy;
mod run_footprint;
mod service_life_extension;
mod serving_crossover;
mod water_use;

pub use cascade_energy::*;
pub use data_movement_energy::*;
pub use demand_rebound::*;
pub use development_sweep::*;
pub use duty_cycled_power::*;
pub use embodied_payback::*;
pub use facility_power::*;
pub use grid_placement::*;
pub use pue_retrofit::*;
pub use repeated_work_energy::*;
pub use run_footprint::*;
pub use service_life_extension::*;
pub use serving_crossover::*;
pub use water_use::*;
