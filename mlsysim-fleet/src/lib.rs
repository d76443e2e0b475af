//! Fleet scenarios of mlsysim-rs: how often a fleet of accelerators fails and what checkpoints,
//! spares and probes do about it; how a scheduler shares the fleet among jobs and tenants; and
//! what securing it and keeping its data private cost. One file per scenario (its presets
//! beside it), a folder per section of the reference whose `mod.rs` declares the section's
//! family, each scenario declared once with [`#[scenario]`](mlsysim_core::scenario). Everything
//! here is in the catalog as soon as this crate is linked (`mlsysim_catalog` links it).

use mlsysim_core::Family;

/// Running a fleet of accelerators: failures, scheduling, security and privacy.
pub const FLEET: Family = Family::new(
    "fleet",
    "Fleet",
    "Running a fleet of accelerators: how often it fails and what recovery costs, how a scheduler shares it, and what security and privacy take from it.",
);

pub mod orchestration;
pub mod reliability;
pub mod security;

pub(crate) use mlsysim_core::error::derived;
