//! Security and privacy of a fleet: what extracting a model through its API costs, what
//! shaping its outputs removes, the attack surface of data-parallel training, the throughput
//! and latency that protections cost, differential privacy's noise and ceilings, drift tests,
//! adversarial training, certified robustness, and one flipped bit.

use mlsysim_core::Family;

/// Attacks on a fleet's models and data, and what the defenses cost.
pub const SECURITY: Family = Family::within(
    &crate::FLEET,
    "security",
    "Security and privacy of a fleet",
    "Model extraction and output shaping, attack surfaces, the cost of isolation and encryption, differential privacy, drift tests, robustness and silent bit flips.",
)
.listed_as("Security and privacy");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/security.rs"));
