//! Model serving on one machine: cost per request, capacity plans, batch windows, start-up
//! and surges.
//!
//! The reference service of most presets is ResNet-50 in eager FP16 on one H100, modelled as
//! a [`BatchingKnee`](crate::at_scale::BatchingKnee) whose times come from the serving profile
//! ([`crate::profile`]). The scenarios are grouped by topic, one file each, and all re-exported
//! here.

mod batching;
mod cost;
mod queues;
mod startup;

pub use batching::*;
pub use cost::*;
pub use queues::*;
pub use startup::*;
