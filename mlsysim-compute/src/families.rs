//! The compute family and its sections, each declared once.

use mlsysim_core::Family;

/// Compute on one accelerator: rooflines, layers, attention and number formats.
pub const COMPUTE: Family = Family::new(
    "compute",
    "Compute",
    "How long a layer, a block or a training run takes on an accelerator, what bounds it, and what a number format saves.",
);

/// Hardware acceleration: reuse, rooflines and limits on one accelerator.
pub const ACCELERATION: Family = Family::within(
    &COMPUTE,
    "acceleration",
    "Hardware acceleration: reuse, rooflines and limits",
    "Element-wise work against the roofline, what an accelerator speeds up, reuse in systolic arrays, and peak ratios across generations.",
);

/// Quantization.
pub const QUANTIZATION: Family = Family::within(
    &COMPUTE,
    "quantization",
    "Quantization",
    "Integer grids, scales and zero points, what an operation costs in energy at each precision, and a quantized deployment.",
);

/// The iron law of one machine, Amdahl, and silent degradation.
pub const IRON_LAW: Family = Family::within(
    &COMPUTE,
    "iron-law",
    "Single-machine iron law, Amdahl, and silent degradation",
    "Time as work over rate, what upgrading one part buys, and the size of the input space.",
);

/// Mapping a computation onto an accelerator.
pub const MAPPING: Family = Family::within(
    &COMPUTE,
    "mapping",
    "Mapping a computation onto an accelerator",
    "Tiles, waves and memory round trips when a computation is laid onto an accelerator.",
);

/// Network architectures: layer weights, work and bytes.
pub const LAYERS: Family = Family::within(
    &COMPUTE,
    "layers",
    "Network architectures: layer weights, work and bytes",
    "Weights, FLOPs and traffic of dense, convolutional and recurrent layers, and the intensity that decides their bound.",
);

/// Network architectures: attention, transformer blocks, KV caches and recommenders.
pub const ATTENTION: Family = Family::within(
    &COMPUTE,
    "attention",
    "Network architectures: attention, transformer blocks, KV caches and recommenders",
    "Projections, blocks, materialized scores, context growth, KV footprints and embedding tables.",
);
