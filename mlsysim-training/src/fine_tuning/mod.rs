//! Fine-tuning on trajectories: which positions of a serialized example are targets, one example
//! per model call, how token and example averaging weight a long trajectory, packing examples into
//! buffers, and one preference pair (the reference files LossNormalization, SequencePacking and
//! PreferencePair under benchmarking).

use mlsysim_core::Family;

/// Supervised and preference fine-tuning on recorded trajectories.
pub const FINE_TUNING: Family = Family::within(
    &crate::TRAINING,
    "fine_tuning",
    "Fine-tuning on trajectories",
    "Target masks, per-call examples, loss normalization, sequence packing and preference pairs.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/fine_tuning.rs"));
