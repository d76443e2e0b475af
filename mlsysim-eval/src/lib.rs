//! The evaluation runtime of mlsysim-rs: what the code the `#[scenario]` and `#[law]` macros
//! generate runs on. Checked arithmetic ([`arith`]), the check of every member's result
//! ([`outcome`]), errors, inputs read from flags and files ([`input`]) and their validation,
//! the kinds a member may be declared as ([`kind`]), reports, static metadata ([`meta`]), the
//! pieces of worked solutions ([`explain`]), the equation helpers ([`equation`]), and the
//! catalogs of scenarios, presets and laws that the macros register into.
//!
//! It sits on `mlsysim-units` and below the registries and laws; authors reach all of it
//! through `mlsysim_core`, which re-exports every module here.

pub use mlsysim_units as units;
pub use mlsysim_units::quantity;

pub mod arith;
pub mod catalog;
pub mod choice;
pub mod equation;
pub mod error;
pub mod explain;
#[doc(hidden)]
pub mod forms;
pub mod input;
pub mod kind;
pub mod laws;
pub mod meta;
pub mod outcome;
pub mod report;
#[doc(hidden)]
pub mod support;
pub mod validate;

pub use catalog::{Builder, DynScenario, PresetEntry, Scenario, ScenarioEntry};
pub use error::{EvalError, EvalErrorKind, InputError, UnknownName};
pub use input::{FromInput, InputValue};
pub use meta::Family;
pub use report::{Report, Value};

/// Paths used by generated code. Not part of the public API.
#[doc(hidden)]
pub use support as __private;
