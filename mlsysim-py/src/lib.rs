//! The Python package `mlsysim_rs`: the catalog's scenarios, presets and registries from
//! Python, read, validated, evaluated and explained by the same code as the command line.
//!
//! The bindings (the `py` module, behind the `python` feature that maturin turns on) convert
//! Python values into the [`InputValue`](mlsysim_core::InputValue)s the command line reads and
//! give every result back with its unit. Without the feature the crate is the stub generator
//! ([`stubs`]) and the tables both sides read ([`types`], [`registries`]), so the workspace's
//! tests build it without a Python.

pub mod registries;
pub mod stubs;
pub mod types;

#[cfg(feature = "python")]
mod py;

// The scenarios register themselves in the catalog only if this crate names them.
use mlsysim_catalog as _;
