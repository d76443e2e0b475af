//! The test crate. Its library exists to run the authoring guide's code as doctests, so the
//! guide's worked example always compiles and passes.
#![doc = include_str!("../../docs/authoring.md")]
