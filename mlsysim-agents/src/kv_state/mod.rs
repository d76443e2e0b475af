//! Agent KV state: what an agent request's key-value cache costs while it waits on a tool, how much a shared prefix saves, and how holding state through waits taxes the turn rate. The reference files these under its physical demonstration data; they build on the serving family's KV admission and prefix rebuild.

use mlsysim_core::Family;

/// The KV state of agent requests on a serving node.
pub const KV_STATE: Family = Family::within(
    &crate::AGENTS,
    "kv-state",
    "Agent KV state: pausing, sharing, residency",
    "A paused request's KV state kept, moved or recomputed, requests sharing prefix blocks as a turn rate, and one agent workload's sharing gain and residency tax.",
)
.listed_as("Agent KV state");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/kv_state.rs"));
