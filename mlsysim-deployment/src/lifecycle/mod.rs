//! The ML lifecycle: the requirements a release is screened against, a constraint that
//! surfaces late, the iterations a development window allows, a site's daily upload, and
//! serving from the cloud against a device at each site.

use mlsysim_core::Family;

/// Budgeting the path from requirements to a deployed model.
pub const LIFECYCLE: Family = Family::within(
    &crate::DEPLOYMENT,
    "lifecycle",
    "ML lifecycle",
    "Release requirements and the slices that fail them, a late deployment limit and its repair, iteration speed, daily uploads, and cloud against edge cost.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/lifecycle.rs"));
