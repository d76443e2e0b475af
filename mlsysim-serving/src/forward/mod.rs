//! Forward models of one accelerator: a decode step bound by streaming the weights, and the
//! serving lifecycle of an LLM (prefill, then decode, against the memory it needs). They open
//! the reference's catalog, before its first dated section, and other families take them as
//! inputs. One file per scenario, with its presets, all re-exported here.

use mlsysim_core::Family;

/// Forward models: a decode step and an LLM's serving lifecycle on one accelerator.
pub const FORWARD: Family = Family::within(
    &crate::SERVING,
    "forward",
    "Forward models on one accelerator",
    "What one decode step and one request's prefill and decode cost on one accelerator, and whether the model and its cache fit.",
)
.listed_as("Forward models, one device");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/forward.rs"));
