//! Data delivery and drift: feeding an accelerator from storage and host loaders, feature
//! lookups, storage tiers, columnar reads and codecs, drift tests (Kolmogorov-Smirnov and the
//! population stability index), and the goodput of a shared fleet.

use mlsysim_core::Family;

/// Data delivery and drift.
pub const DELIVERY: Family = Family::within(
    &crate::DATA,
    "delivery",
    "Data delivery and drift",
    "Feeding an accelerator, storage tiers and formats, drift tests, and the goodput of a shared fleet.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/delivery.rs"));
