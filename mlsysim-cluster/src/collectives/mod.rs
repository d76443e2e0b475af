//! Collective communication: ring, tree and parameter-server AllReduce at several group sizes,
//! message fusion, hierarchical AllReduce, the all-to-all of expert parallelism, a ring traced
//! step by step, gradient compression with error feedback and what it pays, overlapping the
//! gradient exchange with the backward pass, and the share a serial residual takes.

use mlsysim_core::Family;

/// Collective communication.
pub const COLLECTIVES: Family = Family::within(
    &crate::CLUSTER,
    "collective-communication",
    "Collective communication",
    "AllReduce schedules and their crossover, fusion, hierarchy, all-to-all dispatch, compression and error feedback, overlap, and residual shares.",
);

mod all_reduce_schedule;
mod all_to_all_dispatch;
mod compression_payback;
mod compression_run;
mod error_feedback;
mod hierarchical_all_reduce;
mod message_fusion;
mod overlap_budget;
mod residual_share;
mod ring_trace;

pub use all_reduce_schedule::*;
pub use all_to_all_dispatch::*;
pub use compression_payback::*;
pub use compression_run::*;
pub use error_feedback::*;
pub use hierarchical_all_reduce::*;
pub use message_fusion::*;
pub use overlap_budget::*;
pub use residual_share::*;
pub use ring_trace::*;
