//! The scenarios of mlsysim-rs, one file per family, each declared once with
//! [`#[scenario]`](mlsysim_core::scenario), and their presets (registered with
//! [`#[preset]`](mlsysim_core::preset)).
//!
//! Everything here is in the catalog ([`mlsysim_core::catalog`]) as soon as this crate is
//! linked: a program that lists scenarios must name it (`use mlsysim_scenarios as _;`).

pub mod durability;
pub mod families;
pub mod operations;
pub mod recovery;
pub mod reliability;
mod sizes;

pub use reliability::{ReleaseFootprint, ReleaseFootprintBuilder, ReleaseFootprintValues};
