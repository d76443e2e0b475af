//! Serving scenarios of mlsysim-rs, one file per section of the reference, each declared once
//! with [`#[scenario]`](mlsysim_core::scenario), and their presets. Everything here is in the
//! catalog as soon as this crate is linked (`mlsysim_scenarios` links it).

pub mod at_scale;
pub mod families;
pub mod kv_cache;
pub mod one_machine;
pub mod profile;
pub mod token_stream;
