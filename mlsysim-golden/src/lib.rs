//! The reference's values, kept beside the declarations they check.
//!
//! Every Rust file that declares scenarios or laws has a golden file next to it, with the same
//! stem: `checkpoint_interval.rs` and `checkpoint_interval.golden.json`. The golden file holds,
//! for each scenario of the file, how the reference reaches its members (`reference`), the
//! deliberate differences with their reasons (`differences`), the inputs that break each of
//! its rules (`rules`), and for each preset every member the port evaluates, with the
//! reference's value (`presets`); for each law, its points and values (`laws`). Adding a
//! scenario is then one `.rs` file and its golden file, and no file shared by the catalog
//! changes.
//!
//! - [`plan`] says what the reference must evaluate, from the catalog: a transient JSON that
//!   `tools/reference-golden/export.py` reads and answers by writing the golden files;
//! - [`check_crate`] compares a crate's presets, laws and rules with its golden files, for a
//!   crate's own test (see the authoring guide's "Your own crate");
//! - [`file`](mod@file) is the format, [`compare`] the comparison of one value.

pub mod compare;
pub mod file;
mod inputs;
mod plan;
mod rules;
mod scope;
mod values;

pub use plan::{Plan, combinations, plan};
pub use scope::Scope;
pub use values::{call_key, check_crate, check_laws, check_presets, check_rules};

/// Regenerating golden files, as the messages of the checks say it.
pub const REGENERATE: &str = "export the golden files: `cargo run -p mlsysim-tests --example \
     golden-plan -- /tmp/plan.json && tools/reference-golden/.venv/bin/python \
     tools/reference-golden/export.py /tmp/plan.json` (tools/reference-golden/README.md)";
