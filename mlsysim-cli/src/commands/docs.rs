//! `mlsysim docs --out DIR`: the reference pages, Markdown and HTML.

use crate::{Failure, Output};
use std::path::Path;

pub fn run(out: &Path) -> Result<Output, Failure> {
    // Checked before writing anything, so a mistyped path is named for what it is rather than
    // reported as the operating system's "File exists".
    if out.exists() && !out.is_dir() {
        return Err(Failure::usage(format!(
            "`--out {}` is a file; give a folder to write the pages into",
            out.display()
        )));
    }
    mlsysim_docs::write(out, mlsysim_docs::Format::Both)
        .map(|n| format!("wrote {n} pages to {}\n", out.display()).into())
        .map_err(|e| Failure::evaluation(format!("writing to {}: {e}", out.display())))
}
