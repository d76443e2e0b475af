//! Agent scenarios of mlsysim-rs, the loop: what a task of many model calls succeeds with and
//! costs, what one call admits, samples and takes, what a request carries and how it is laid
//! out and compacted, what tool calls retry, carry and poll, what a sandbox costs to set up
//! and keep warm, what the harness holds, shares and admits, what a read from long-term memory
//! stages and maintains, and what an agent request's KV state costs to keep, move or share.
//! One file per scenario (its presets beside it), a folder per section of the reference whose
//! `mod.rs` declares the section's family, each scenario declared once with
//! [`#[scenario]`](mlsysim_core::scenario) on the agent kernel of laws
//! (`mlsysim_core::laws::unchecked_success`, `cost_per_accepted`, `append_only_context`, ...).
//! Everything here is in the catalog as soon as this crate is linked (`mlsysim_catalog` links
//! it).

use mlsysim_core::Family;

/// Agents: tasks of many model calls with tools, sandboxes and memory around them. Public, so
/// that the other agent crates file their sections under the same family.
pub const AGENTS: Family = Family::new(
    "agents",
    "Agents",
    "Tasks of many model calls: how success compounds and what an accepted task costs, what one call and its context take, and what tools, sandboxes, the harness, retrieval and kept KV state add.",
);

pub mod context;
pub mod harness;
pub mod kv_state;
pub mod model_calls;
pub mod retrieval;
pub mod sandboxes;
pub mod tool_calling;
pub mod trajectories;

/// A figure that an entry of the registry may leave out (an agent profile's step budget or
/// sandbox latency), read for a preset's input: the figure, or an error naming the input.
pub(crate) fn registry_figure<T>(
    input: &'static str,
    value: Option<T>,
    figure: &'static str,
    entry: &str,
) -> Result<T, mlsysim_core::InputError> {
    mlsysim_core::error::derived(
        input,
        mlsysim_core::equation::from_registry(value, figure, entry),
    )
}

/// An optional input of another preset that a preset reads for one of its own: the value, or
/// an error naming the input it fills and the preset that left it out.
pub(crate) fn from_preset<T>(
    input: &'static str,
    value: Option<T>,
    preset: &'static str,
) -> Result<T, mlsysim_core::InputError> {
    value.ok_or_else(|| mlsysim_core::InputError::Invalid {
        input,
        reason: format!("it is read from the preset {preset}, which leaves it out").into(),
    })
}

/// A count another preset works out (a member of it) read as a count input of a preset: the
/// count, or an error naming the input when it failed or does not fit.
pub(crate) fn count_from(
    input: &'static str,
    value: Result<i64, mlsysim_core::EvalError>,
) -> Result<u32, mlsysim_core::InputError> {
    let n = mlsysim_core::error::derived(input, value)?;
    u32::try_from(n).map_err(|_| mlsysim_core::InputError::Invalid {
        input,
        reason: format!("{n} is not a count of at most {}", u32::MAX).into(),
    })
}
