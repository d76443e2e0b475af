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

mod accelerator_input_feed;
mod bin_share_shift;
mod codec_epoch;
mod column_projection;
mod compilation_payback;
mod corpus_tier;
mod feature_lookup;
mod fleet_mfu;
mod goodput;
mod ks_drift;
mod runtime_goodput;
mod scheduling_snapshot;
mod trace_volume;

pub use accelerator_input_feed::*;
pub use bin_share_shift::*;
pub use codec_epoch::*;
pub use column_projection::*;
pub use compilation_payback::*;
pub use corpus_tier::*;
pub use feature_lookup::*;
pub use fleet_mfu::*;
pub use goodput::*;
pub use ks_drift::*;
pub use runtime_goodput::*;
pub use scheduling_snapshot::*;
pub use trace_volume::*;
