//! Sustainability and responsible-AI scenarios of mlsysim-rs: what a facility draws, emits,
//! evaporates and sheds as heat, and what fairness gates, explanations, unlearning and human
//! review cost. One file per scenario (its presets beside it), a folder per section of the
//! reference whose `mod.rs` declares the section's family, each scenario declared once with
//! [`#[scenario]`](mlsysim_core::scenario). Everything here is in the catalog as soon as this
//! crate is linked (`mlsysim_catalog` links it).

use mlsysim_core::Family;

/// Where ML systems meet the world and the people they decide about.
pub const RESPONSIBLE: Family = Family::new(
    "responsible",
    "Sustainability and responsible AI",
    "What a facility draws, emits, evaporates and sheds as heat, and what fairness gates, explanations, unlearning and human review cost.",
)
.listed_as("Sustainability and RAI");

pub mod facility;
pub mod fairness;
pub mod responsible_ai;
pub mod responsible_engineering;
pub mod sustainability;
