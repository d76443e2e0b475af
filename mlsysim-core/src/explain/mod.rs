//! Worked solutions: how a member's value came about, step by step, with the values put in.
//!
//! The pieces the macros generate beside each equation (templates, leaves, call sites) are the
//! runtime's ([`mlsysim_eval::explain`], re-exported here); `tree` builds the explanation from
//! them, down to the inputs and the registry entries they came from, and `format` writes it as
//! text or Markdown. The plain evaluation path is untouched: nothing here runs unless an
//! explanation is asked for.

mod format;
mod tree;

pub use format::{lines, markdown, text};
pub use mlsysim_eval::explain::*;
pub use tree::{Filled, Sources, Step, StepKind, explain_member, worked_solution};
