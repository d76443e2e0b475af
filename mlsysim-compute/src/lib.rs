//! Compute scenarios of mlsysim-rs: one file per scenario (its presets beside it), a folder
//! per section of the reference whose `mod.rs` declares the section's family, each scenario
//! declared once with [`#[scenario]`](mlsysim_core::scenario). Everything here is in the
//! catalog as soon as this crate is linked (`mlsysim_catalog` links it).

use mlsysim_core::Family;

/// Compute on one accelerator: rooflines, layers, attention and number formats.
pub const COMPUTE: Family = Family::new(
    "compute",
    "Compute",
    "How long a layer, a block or a training run takes on an accelerator, what bounds it, and what a number format saves.",
);

pub mod acceleration;
pub mod attention;
pub mod layers;
pub mod mapping;
pub mod quantization;
pub mod single_machine;
