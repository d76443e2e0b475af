//! The test crate. Its library runs the authoring guide's code as doctests, so the guide's
//! worked example always compiles and passes, and holds what the integration tests share.
#![doc = include_str!("../../docs/authoring.md")]

pub mod check;
pub mod golden;

/// The README's declaration, compiled and run, so that what it shows is what works.
#[doc = include_str!("../../README.md")]
pub mod readme {}
pub mod xml;
