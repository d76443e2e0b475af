//! What a family crate's build script does: find the scenario files of each section.
//!
//! A family crate keeps one file per scenario in a folder per section of the reference, whose
//! `mod.rs` declares the section's family. Listing each file in `mod.rs` (`mod x; pub use
//! x::*;`) made every new scenario an edit of a file shared with every other scenario of its
//! section. Instead the crate's `build.rs` calls [`section_modules`], which writes, for every
//! section folder `src/<section>/`, a file `$OUT_DIR/sections/<section>.rs` declaring each
//! `.rs` file of the folder (but `mod.rs`) as a module whose items the section re-exports, and
//! the section's `mod.rs` includes it:
//!
//! ```text
//! include!(concat!(env!("OUT_DIR"), "/sections/reliability.rs"));
//! ```
//!
//! The build script reruns when anything under `src/` changes (Cargo scans a folder given to
//! `rerun-if-changed`), so a file added or removed is seen by the next build.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Writes the module declarations of every section folder of the crate being built; call it
/// from `build.rs`. Panics (failing the build with the message) when the source cannot be read.
pub fn section_modules() {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("run by Cargo");
    let out = std::env::var_os("OUT_DIR").expect("run by Cargo");
    let src = Path::new(&manifest).join("src");
    println!("cargo:rerun-if-changed={}", src.display());
    let sections = Path::new(&out).join("sections");
    std::fs::create_dir_all(&sections)
        .unwrap_or_else(|e| panic!("creating {}: {e}", sections.display()));
    for section in sorted_entries(&src)
        .into_iter()
        .filter(|d| d.join("mod.rs").is_file())
    {
        let name = file_name(&section);
        let text = declarations(&section);
        let path = sections.join(format!("{name}.rs"));
        // Rewritten only when it changes, so that an edit elsewhere recompiles nothing more.
        if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            std::fs::write(&path, text)
                .unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
        }
    }
}

/// `#[path = "..."] mod x; pub use x::*;` for each scenario file of a section folder, in name
/// order.
fn declarations(section: &Path) -> String {
    let mut text =
        String::from("// Written by mlsysim-build from the files of this section folder.\n");
    for file in sorted_entries(section) {
        let name = file_name(&file);
        let Some(module) = name.strip_suffix(".rs") else {
            continue;
        };
        if module == "mod" || !file.is_file() {
            continue;
        }
        assert!(
            module
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
            "{}: a scenario file's name is a module name (lower case, digits, `_`)",
            file.display()
        );
        let _ = writeln!(
            text,
            "#[path = {:?}]\nmod {module};\npub use {module}::*;",
            file.display().to_string()
        );
    }
    text
}

fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| {
            e.unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
                .path()
        })
        .collect();
    entries.sort();
    entries
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
