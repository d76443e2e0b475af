//! KV cache management: what a request's key-value cache weighs, how many fit beside the
//! weights, what paging, prefix reuse and forking change, the prefill a cached prefix saves, and
//! the decode, routing and tenancy questions of serving from the cache.
//!
//! One file per scenario, with its presets; every scenario and preset is re-exported here.

use mlsysim_core::Family;

/// KV cache management: footprint, paging, prefix reuse, pauses and residency.
pub const KV_CACHE: Family = Family::within(
    &crate::SERVING,
    "kv-cache",
    "KV cache management",
    "How much key-value cache a request holds, how many fit, and what paging, prefix reuse and speculation change.",
);

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/kv_cache.rs"));

use mlsysim_core::{EvalError, InputError};

/// A rule across inputs is broken: the error names `input` and says why.
fn invalid(input: &'static str, reason: impl Into<String>) -> InputError {
    InputError::Invalid {
        input,
        reason: reason.into().into(),
    }
}

pub(crate) use mlsysim_core::error::derived;

/// A token count a preset takes from another preset, as the count input it sets.
fn tokens(input: &'static str, value: Result<i64, EvalError>) -> Result<u32, InputError> {
    let n = derived(input, value)?;
    u32::try_from(n).map_err(|_| invalid(input, format!("{n} tokens is not a count from 0")))
}
