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

mod context_growth;
mod context_memory_crossing;
mod embedding_gather;
mod embedding_table;
mod kv_footprint;
mod materialized_scores;
mod packed_qkv_projection;
mod transformer_block;

pub use context_growth::*;
pub use context_memory_crossing::*;
pub use embedding_gather::*;
pub use embedding_table::*;
pub use kv_footprint::*;
pub use materialized_scores::*;
pub use packed_qkv_projection::*;
pub use transformer_block::*;

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
