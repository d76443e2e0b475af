//! The compile-fail cases of the `#[scenario]`, `#[preset]` and `#[law]` macros live in
//! `fail/` (each with its expected `.stderr`) and `pass/`; `tests/declarations.rs` runs them.
//! This library is empty: the crate exists so that trybuild compiles the cases against
//! `mlsysim-core` alone.
