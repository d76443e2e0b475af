//! The scenarios of mlsysim-rs, one file per family, each declared once with
//! [`#[scenario]`](mlsysim_core::scenario), and their presets (registered with
//! [`#[preset]`](mlsysim_core::preset)).
//!
//! Everything here is in the catalog ([`mlsysim_core::catalog`]) as soon as this crate is
//! linked: a program that lists scenarios must name it (`use mlsysim_scenarios as _;`).

// The serving and compute families live in crates of their own, so that editing one scenario
// rebuilds its family rather than the whole catalog; they are linked (and in the catalog)
// through this crate.
pub use mlsysim_compute as compute;
pub use mlsysim_serving as serving;

pub mod durability;
pub mod families;
pub mod operations;
pub mod recovery;
pub mod reliability;
mod sizes;
pub mod sustainability;

pub use reliability::{ReleaseFootprint, ReleaseFootprintBuilder, ReleaseFootprintValues};
