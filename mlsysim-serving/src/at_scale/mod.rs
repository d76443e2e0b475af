//! Serving at scale: what a year of serving costs against training, the latency left outside
//! the model, the batch at which throughput bends, and how many requests a fleet holds by
//! Little's law.

use mlsysim_core::Family;

/// Serving at scale: fleets, tax, batching knees and Little's law.
pub const AT_SCALE: Family = Family::within(
    &crate::SERVING,
    "at-scale",
    "Serving at scale",
    "What serving a fleet costs, the overheads it pays, the batch at which throughput bends, and occupancy by Little's law.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/at_scale.rs"));
