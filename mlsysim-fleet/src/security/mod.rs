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

mod adversarial_training_passes;
mod certified_radius;
mod data_parallel_attack_surface;
mod dp_sgd_run;
mod encrypted_inference_latency;
mod float_bit_flip;
mod gaussian_drift;
mod laplace_mean_release;
mod mean_shift_test;
mod membership_audit;
mod output_shaping;
mod protected_memory_fit;
mod query_extraction_budget;
mod throughput_cost;

pub use adversarial_training_passes::*;
pub use certified_radius::*;
pub use data_parallel_attack_surface::*;
pub use dp_sgd_run::*;
pub use encrypted_inference_latency::*;
pub use float_bit_flip::*;
pub use gaussian_drift::*;
pub use laplace_mean_release::*;
pub use mean_shift_test::*;
pub use membership_audit::*;
pub use output_shaping::*;
pub use protected_memory_fit::*;
pub use query_extraction_budget::*;
pub use throughput_cost::*;
