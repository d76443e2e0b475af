//! Embodied-systems scenarios of mlsysim-rs, the motion and plant half: how far a machine
//! travels before it rests and what the floor, the drives and the motors allow it, the heat a
//! joint's winding builds, the trajectories an arm and a base follow, and the torque and drift
//! a safety enforcer must bound. The oversight half (the real-time permission path, supervision,
//! fault injection, responsible physical AI) will be a crate of its own whose sections sit in
//! the same family, [`EMBODIED`].
//!
//! One file per scenario (its presets beside it), a folder per section of the reference whose
//! `mod.rs` declares the section's family, each scenario declared once with
//! [`#[scenario]`](mlsysim_core::scenario). The site helpers of [`site`] work out, with the
//! laws, the figures the reference derives from the warehouse-aisle site for the presets.

use mlsysim_core::Family;

/// Machines that move among people: their stopping budgets, plant, real-time path and oversight.
pub const EMBODIED: Family = Family::new(
    "embodied",
    "Embodied systems",
    "Machines that move among people: how far they travel before they stop, what their floor, drives and motors allow, the real-time path that grants each motion, and the people who supervise them.",
);

pub mod deployment;
pub mod plant;
pub mod safety;
pub mod site;
pub mod stopping;
pub mod trajectory;
