//! Deployment paradigms, the plant part: the drives, motors, heat and power of a deployed machine.

use mlsysim_core::Family;

/// The plant of a machine deployed at a site.
pub const DEPLOYMENT: Family = Family::within(
    &crate::EMBODIED,
    "deployment",
    "Deployment paradigms: the plant",
    "The plant of a deployed machine: braking ceilings, hub drives, geared rotors, winding heat and derating, the drive bus, speed steps, freshness, throttled stages and clean campaigns.",
)
.listed_as("Deployment: the plant");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/deployment.rs"));
