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

mod alpha_beta;
mod bandwidth_delay;
mod component_exposure;
mod fat_tree;
mod hop_path;
mod incast;
mod link_buildout;
mod nic_sharing;
mod oversubscription;
mod silent_slowdown;
mod slowdown_diagnosis;
mod torus;

pub use alpha_beta::*;
pub use bandwidth_delay::*;
pub use component_exposure::*;
pub use fat_tree::*;
pub use hop_path::*;
pub use incast::*;
pub use link_buildout::*;
pub use nic_sharing::*;
pub use oversubscription::*;
pub use silent_slowdown::*;
pub use slowdown_diagnosis::*;
pub use torus::*;
