//! On-device learning and federated rounds: the working set and memory traffic of a full
//! update on a phone, low-rank updates and residual adapters, personalization storage, and the
//! uplink of federated updates against raw data.

use mlsysim_core::Family;

/// Updating a model where it runs.
pub const ON_DEVICE: Family = Family::within(
    &crate::DEPLOYMENT,
    "on-device",
    "On-device learning and federated rounds",
    "The memory and traffic of a full update on a phone, parameter-efficient updates, personalized copies against adapters, and federated uploads against raw data.",
)
.listed_as("On-device learning");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/on_device.rs"));
