//! Failure-recovery scenarios: repairing or rebuilding, irreversible changes, runaway loops,
//! retries and admission under a hung dependency.

use mlsysim_core::Family;

/// Failure recovery: repairs, irreversible changes, loops, retries and admission.
pub const RECOVERY: Family = Family::within(
    &crate::OPERATIONS,
    "recovery",
    "Failure recovery",
    "Repair against rebuild, losses from changes that cannot be undone, runaway loops, retry storms and bulkheads.",
);

mod bulkhead_admission;
mod irreversible_loss;
mod repair_break_even;
mod retry_amplification;
mod retry_jitter;
mod undetected_loop;

pub use bulkhead_admission::*;
pub use irreversible_loss::*;
pub use repair_break_even::*;
pub use retry_amplification::*;
pub use retry_jitter::*;
pub use undetected_loop::*;
