//! Compute scenarios of mlsysim-rs, one file per section of the reference, each declared once
//! with [`#[scenario]`](mlsysim_core::scenario), and their presets. Everything here is in the
//! catalog as soon as this crate is linked (`mlsysim_scenarios` links it).

pub mod acceleration;
pub mod attention;
pub mod families;
pub mod iron_law;
pub mod layers;
pub mod mapping;
pub mod quantization;
