//! Neural computation: what a dense network holds, computes and moves at a batch, what a training
//! epoch spends on overhead, what activations and losses compute, and whether a model's training
//! state fits a device. The reference's section also holds ML-operations classes, ported with the
//! operations family.

use mlsysim_core::Family;

/// Dense networks, activations, losses and training state.
pub const NEURAL: Family = Family::within(
    &crate::TRAINING,
    "neural",
    "Neural computation: dense networks, activations and losses",
    "A dense network's parameters, FLOPs, traffic and memory; an epoch's work against overhead; activation slopes, cross-entropy, and training state against a device's memory.",
)
.listed_as("Neural computation");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/neural.rs"));
