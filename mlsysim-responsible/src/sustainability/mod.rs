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

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/sustainability.rs"));
