//! Model compression: reading every weight once, pruning and quantizing a per-frame model, fusing a
//! convolution with its norm, sparse storage in flash, and what paper speedups deliver.

use mlsysim_core::Family;

/// Making a model smaller and faster.
pub const COMPRESSION: Family = Family::within(
    &crate::TRAINING,
    "compression",
    "Model compression",
    "Weight reads per token or frame, pruned and quantized models, fused kernels, sparse storage, and paper speedups against measured ones.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/compression.rs"));
