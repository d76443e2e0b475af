//! The file a declaration is in, as its metadata records it (`source_file`): relative to the
//! root of the workspace that builds it, as `file!()` gives it for a file Cargo names. A
//! family crate's scenario files are modules declared from its build script's output with
//! absolute `#[path]`s (see `mlsysim-build`), for which `file!()` is absolute: the path is
//! made relative here, so that pages and metadata read `mlsysim-fleet/src/...` on every
//! machine.

use proc_macro2::TokenStream;
use quote::quote;
use std::path::{Path, PathBuf};

/// The declaration's file as a string literal, or `file!()` where the compiler does not say
/// which file it is (an IDE's expansion).
pub fn source_file() -> TokenStream {
    match relative_path() {
        Some(path) => quote!(#path),
        None => quote!(::core::file!()),
    }
}

fn relative_path() -> Option<String> {
    // Outside a macro's expansion (the crate's own unit tests) there is no call site.
    if !proc_macro::is_available() {
        return None;
    }
    let file = proc_macro::Span::call_site().local_file()?;
    if file.is_relative() {
        return None;
    }
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR")?);
    let root = workspace_root(&manifest);
    let relative = file.strip_prefix(&root).ok()?;
    Some(relative.to_string_lossy().replace('\\', "/"))
}

/// The outermost folder above the crate whose `Cargo.toml` declares a workspace, or the crate's
/// own folder's parent.
fn workspace_root(manifest: &Path) -> PathBuf {
    manifest
        .ancestors()
        .filter(|dir| {
            std::fs::read_to_string(dir.join("Cargo.toml"))
                .is_ok_and(|text| text.lines().any(|l| l.trim() == "[workspace]"))
        })
        .last()
        .unwrap_or_else(|| manifest.parent().unwrap_or(manifest))
        .to_path_buf()
}
