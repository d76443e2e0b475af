//! Laws: the reference's physics and formulas, each declared once with `#[law]` as a function
//! whose body is its equation. A law is its code, its rustdoc and its reference page at once;
//! a scenario's equation calls it by name (`transfer_time(bytes, bandwidth)?`) and its page
//! links the law.
//!
//! The laws are grouped by topic, one file each; every law is also in the catalog
//! (`mlsysim_core::laws::laws`, `law`) with its equation, arguments and sample points. Authors
//! reach them as `mlsysim_core::laws` and, for bare calls in equations, through
//! `mlsysim_core::equation`.

// The code `#[law]` generates names `::mlsysim_core::...`, as it does in every crate; here that
// path is this crate, which carries the evaluation runtime's modules under the same names.
extern crate self as mlsysim_core;
#[doc(hidden)]
pub use mlsysim_eval::*;

use mlsysim_macros::law;
use mlsysim_registry as registry;

mod accel;
mod actuation;
mod adaptation;
mod agents;
mod assurance;
mod barrier;
mod collectives;
mod compression;
mod context;
mod data_engineering;
mod data_selection;
mod deliberation;
mod dense;
mod drivetrain;
mod economics;
mod energy;
mod engine;
mod fabrics;
mod facility;
mod fairness;
mod fine_tuning;
mod flow;
mod kinematics;
mod kv;
mod kv_sharing;
mod layers;
mod memory;
mod motors;
mod multiserver;
mod networking;
mod numerics;
mod orchestration;
mod parallelism;
mod power_law;
mod privacy;
mod queueing;
mod realtime;
mod reliability;
mod retrieval;
mod rlvr;
mod scaling;
mod serving;
mod statistics;
mod stopping;
mod storage;
mod tool_calls;
mod transformer;

/// Every law, and the catalog of laws (`laws()`, `law(name)`, `LawInfo`).
pub mod laws {
    pub use crate::accel::*;
    pub use crate::actuation::*;
    pub use crate::adaptation::*;
    pub use crate::agents::*;
    pub use crate::assurance::*;
    pub use crate::barrier::*;
    pub use crate::collectives::*;
    pub use crate::compression::*;
    pub use crate::context::*;
    pub use crate::data_engineering::*;
    pub use crate::data_selection::*;
    pub use crate::deliberation::*;
    pub use crate::dense::*;
    pub use crate::drivetrain::*;
    pub use crate::economics::*;
    pub use crate::energy::*;
    pub use crate::engine::*;
    pub use crate::fabrics::*;
    pub use crate::facility::*;
    pub use crate::fairness::*;
    pub use crate::fine_tuning::*;
    pub use crate::flow::*;
    pub use crate::kinematics::*;
    pub use crate::kv::*;
    pub use crate::kv_sharing::*;
    pub use crate::layers::*;
    pub use crate::memory::*;
    pub use crate::motors::*;
    pub use crate::multiserver::*;
    pub use crate::networking::*;
    pub use crate::numerics::*;
    pub use crate::orchestration::*;
    pub use crate::parallelism::*;
    pub use crate::power_law::*;
    pub use crate::privacy::*;
    pub use crate::queueing::*;
    pub use crate::realtime::*;
    pub use crate::reliability::*;
    pub use crate::retrieval::*;
    pub use crate::rlvr::*;
    pub use crate::scaling::*;
    pub use crate::serving::*;
    pub use crate::statistics::*;
    pub use crate::stopping::*;
    pub use crate::storage::*;
    pub use crate::tool_calls::*;
    pub use crate::transformer::*;
    pub use mlsysim_eval::laws::*;
}

/// Functions an equation may call by their bare name: the helpers of the evaluation runtime
/// and every law.
pub mod equation {
    pub use crate::laws::*;
    pub use mlsysim_eval::equation::*;
}
