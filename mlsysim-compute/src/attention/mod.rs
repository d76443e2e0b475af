//! Network architectures built on attention: packed projections, transformer blocks, stored
//! attention scores, context growth, key-value caches, and the embedding tables of
//! recommenders.

use mlsysim_core::{InputError, Workload};

use mlsysim_core::Family;

/// Network architectures: attention, transformer blocks, KV caches and recommenders.
pub const ATTENTION: Family = Family::within(
    &crate::COMPUTE,
    "attention",
    "Network architectures: attention, transformer blocks, KV caches and recommenders",
    "Projections, blocks, materialized scores, context growth, KV footprints and embedding tables.",
)
.listed_as("Attention, blocks, caches");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/attention.rs"));

/// A registry transformer's context length, for presets that use the full window.
fn context_length(model: &Workload, input: &'static str) -> Result<u32, InputError> {
    model
        .transformer
        .and_then(|t| t.context_length)
        .ok_or_else(|| InputError::Invalid {
            input,
            reason: format!("`{}` has no context length in the registry", model.path).into(),
        })
}
