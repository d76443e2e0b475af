//! The operations and reliability scenarios of mlsysim-rs: one file per scenario (its presets
//! beside it), a folder per section of the reference whose `mod.rs` declares the section's
//! family, each scenario declared once with [`#[scenario]`](mlsysim_core::scenario) and its
//! presets registered with [`#[preset]`](mlsysim_core::preset).
//!
//! Everything here is in the catalog as soon as this crate is linked; a program that walks the
//! whole catalog names `mlsysim_catalog`, which links this crate and every other family.

use mlsysim_core::Family;

/// Keeping models healthy in production: releases, drift, recovery, durable state.
pub const OPERATIONS: Family = Family::new(
    "operations",
    "Operations and reliability",
    "What releasing, watching, repairing and persisting ML services costs in accelerators, time and money.",
);

pub mod durability;
pub mod economics;
pub mod recovery;
pub mod release_and_drift;
pub mod responsible;
pub mod rollouts;
pub mod watching;

pub use release_and_drift::{ReleaseFootprint, ReleaseFootprintBuilder, ReleaseFootprintValues};
