//! The facility around the accelerators: the coolant a rack needs and the voltage droop of a power step.

use mlsysim_core::{Density, Family, SpecificHeat};

/// Cooling and power delivery of a facility.
pub const FACILITY: Family = Family::within(
    &crate::RESPONSIBLE,
    "facility",
    "Facility: cooling and power delivery",
    "The coolant flow that carries a rack's heat away, and the droop of a supply rail when the load steps.",
)
.listed_as("Facility: cooling and power");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/facility.rs"));

/// Specific heat capacity of dry air at constant pressure: 1005 J/(kg·K).
pub const AIR_SPECIFIC_HEAT: SpecificHeat = mlsysim_core::quantity::of_base(1005.0);
/// Density of dry air at sea level and about 20 °C: 1.2 kg/m³.
pub const AIR_DENSITY: Density = mlsysim_core::quantity::of_base(1.2);
/// Specific heat capacity of liquid water: 4180 J/(kg·K).
pub const WATER_SPECIFIC_HEAT: SpecificHeat = mlsysim_core::quantity::of_base(4180.0);
/// Density of liquid water: about one kilogram per litre, 1000 kg/m³.
pub const WATER_DENSITY: Density = mlsysim_core::quantity::of_base(1000.0);
