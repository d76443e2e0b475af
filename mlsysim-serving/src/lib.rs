//! Serving scenarios of mlsysim-rs: one file per scenario (its presets beside it), a folder
//! per section of the reference whose `mod.rs` declares the section's family, each scenario
//! declared once with [`#[scenario]`](mlsysim_core::scenario). Everything here is in the
//! catalog as soon as this crate is linked (`mlsysim_catalog` links it).

use mlsysim_core::Family;

/// Serving models: memory, batching, queues and what a token costs.
pub const SERVING: Family = Family::new(
    "serving",
    "Serving",
    "Sizing an LLM or vision service: how much KV cache fits, which batch meets a latency budget, what a token costs, when a queue blows up.",
);

pub mod at_scale;
pub mod forward;
pub mod kv_cache;
pub mod one_machine;
pub mod profile;
pub mod token_stream;
