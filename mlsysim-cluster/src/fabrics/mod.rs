//! Network fabrics: what one message costs under the alpha-beta model, what links and optics
//! a cluster buys, bisection cuts and oversubscription, fat-trees and tori, switch hops,
//! incast, and the silent cost of a degraded link.

use mlsysim_core::Family;

/// Network fabrics.
pub const NETWORK_FABRICS: Family = Family::within(
    &crate::CLUSTER,
    "network-fabrics",
    "Network fabrics",
    "Messages under the alpha-beta model, optics and links, bisection and oversubscription, fat-trees and tori, hops, incast, and degraded links.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/fabrics.rs"));
