//! Tests of what the macros generate, run on the macro's own functions (a proc-macro crate's
//! unit tests can call them on `proc_macro2` tokens): the size of every scenario's expansion
//! across the workspace, capped, and snapshots of a few representative expansions.

mod expansion;
