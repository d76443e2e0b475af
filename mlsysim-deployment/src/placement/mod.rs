//! Deployment paradigms, the placement of a model: the light barrier, data moved off the
//! device, the roofline on one node, battery and heat on a phone, energy per inference across
//! tiers, and a pipeline split across tiers. (The reference files the embodied plant's budgets
//! in the same section; they belong to the embodied families.)

use mlsysim_core::Family;

/// Where a model can run, and what running it there costs.
pub const PLACEMENT: Family = Family::within(
    &crate::DEPLOYMENT,
    "placement",
    "Deployment paradigms: where a model can run",
    "Propagation delay, uplinks and offload deadlines, the roofline of one node, accelerator pods, battery, heat and energy per inference, and speeding up one stage of a pipeline.",
)
.listed_as("Where a model can run");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/placement.rs"));
