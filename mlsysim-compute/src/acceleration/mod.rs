//! Hardware acceleration on one accelerator: where an unfused element-wise kernel sits on the
//! roofline, what speeding up part of the work buys, how much energy reuse in a systolic array
//! saves, and how peak compute, memory bandwidth and model size have grown apart.

use mlsysim_core::Family;

/// Hardware acceleration: reuse, rooflines and limits on one accelerator.
pub const ACCELERATION: Family = Family::within(
    &crate::COMPUTE,
    "acceleration",
    "Hardware acceleration: reuse, rooflines and limits",
    "Element-wise work against the roofline, what an accelerator speeds up, reuse in systolic arrays, and peak ratios across generations.",
)
.listed_as("Hardware acceleration");

mod accelerated_fraction;
mod accelerator_generations;
mod elementwise_op;
mod parameter_bandwidth_growth;
mod peak_ratio_range;
mod systolic_reuse_energy;

pub use accelerated_fraction::*;
pub use accelerator_generations::*;
pub use elementwise_op::*;
pub use parameter_bandwidth_growth::*;
pub use peak_ratio_range::*;
pub use systolic_reuse_energy::*;
