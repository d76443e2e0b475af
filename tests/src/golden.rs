//! Where the workspace is, for the tests and tools that read its files. The golden values
//! themselves sit beside each declaration and are checked by each crate's own `tests/golden.rs`
//! (`mlsysim-golden`).

use std::path::PathBuf;

/// The repository root (the tests crate is one folder down).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}
