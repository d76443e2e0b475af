//! KV cache management: what a request's key-value cache weighs, how many fit beside the
//! weights, what paging, prefix reuse and forking change, the prefill a cached prefix saves, and
//! the decode, routing and tenancy questions of serving from the cache.
//!
//! The section is split by topic; every scenario and preset is re-exported here.

mod decode;
mod fleet;
mod footprint;
mod paging;
mod prefill;

pub use decode::*;
pub use fleet::*;
pub use footprint::*;
pub use paging::*;
pub use prefill::*;

use mlsysim_core::{EvalError, InputError};

/// A rule across inputs is broken: the error names `input` and says why.
fn invalid(input: &'static str, reason: impl Into<String>) -> InputError {
    InputError::Invalid {
        input,
        reason: reason.into().into(),
    }
}

/// A value a preset takes from another preset (or from a law), or an error naming the input it
/// was meant for.
fn derived<T>(input: &'static str, value: Result<T, EvalError>) -> Result<T, InputError> {
    value.map_err(|e| invalid(input, e.to_string()))
}

/// A token count a preset takes from another preset, as the count input it sets.
fn tokens(input: &'static str, value: Result<i64, EvalError>) -> Result<u32, InputError> {
    let n = derived(input, value)?;
    u32::try_from(n).map_err(|_| invalid(input, format!("{n} tokens is not a count from 0")))
}
