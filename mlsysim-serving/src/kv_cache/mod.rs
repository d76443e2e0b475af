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

mod chunked_prefill;
mod cold_start;
mod decode_budget;
mod fixed_batch_schedule;
mod kv_admission;
mod kv_attention_design;
mod kv_fork_copy;
mod noisy_neighbor;
mod paged_allocation;
mod precision_dividend;
mod prefix_rebuild;
mod prefix_sharing;
mod reasoning_latency;
mod request_zones;
mod speculative_round;
mod tail_event_rate;
mod tensor_parallel_speedup;
mod weighted_routing;

pub use chunked_prefill::*;
pub use cold_start::*;
pub use decode_budget::*;
pub use fixed_batch_schedule::*;
pub use kv_admission::*;
pub use kv_attention_design::*;
pub use kv_fork_copy::*;
pub use noisy_neighbor::*;
pub use paged_allocation::*;
pub use precision_dividend::*;
pub use prefix_rebuild::*;
pub use prefix_sharing::*;
pub use reasoning_latency::*;
pub use request_zones::*;
pub use speculative_round::*;
pub use tail_event_rate::*;
pub use tensor_parallel_speedup::*;
pub use weighted_routing::*;

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
