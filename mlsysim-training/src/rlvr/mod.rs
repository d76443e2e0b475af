//! Reinforcement learning from verifiable rewards: what an imperfect verifier lets into an update,
//! centered and group-relative rewards, forked continuations and their bill, length normalization,
//! the rollouts an informative group costs, repeated verification, a ratio clip, sandbox slots, a
//! group barrier and a verifier pool.

use mlsysim_core::Family;

/// Reinforcement learning from rewards an automated check computes.
pub const RLVR: Family = Family::within(
    &crate::TRAINING,
    "rlvr",
    "Reinforcement learning from verifiable rewards",
    "Verifier errors, baselines, group coefficients, forks, rollout budgets, ratio clips, and the sandboxes and verifiers of the loop.",
)
.listed_as("RL from verifiable rewards");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/rlvr.rs"));
