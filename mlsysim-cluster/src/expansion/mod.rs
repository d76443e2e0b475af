//! Fleet expansion, expert weight traffic and energy shares: the bytes a mixture-of-experts
//! model keeps resident against those one token reads.

use mlsysim_core::Family;

/// Fleet expansion, expert weight traffic, and energy shares.
pub const EXPANSION: Family = Family::within(
    &crate::CLUSTER,
    "expansion",
    "Fleet expansion and expert weight traffic",
    "Growing a job onto more accelerators, and the weight bytes a mixture-of-experts model keeps resident against those it reads.",
)
.listed_as("Expansion and expert traffic");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/expansion.rs"));
