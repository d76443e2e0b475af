//! Which declarations a check covers: those whose source file lies in one of its folders.

use std::path::{Path, PathBuf};

/// Folders whose declarations a check covers (a crate's, or every family crate's).
#[derive(Debug, Clone)]
pub struct Scope {
    dirs: Vec<PathBuf>,
}

impl Scope {
    /// The declarations of the crate in `dir` (its `CARGO_MANIFEST_DIR`).
    pub fn crate_at(dir: impl AsRef<Path>) -> Scope {
        Scope::dirs([dir])
    }

    /// The declarations of several folders.
    pub fn dirs<P: AsRef<Path>>(dirs: impl IntoIterator<Item = P>) -> Scope {
        Scope {
            dirs: dirs.into_iter().map(|d| canonical(d.as_ref())).collect(),
        }
    }

    /// The file a declaration's `source_file` names, when it lies in the scope. `file!()` is
    /// relative to the root of the workspace that built it (or absolute), which is some
    /// folder above the crate: each is tried.
    pub fn locate(&self, source_file: &str) -> Option<PathBuf> {
        let source = Path::new(source_file);
        if source.is_absolute() {
            let path = canonical(source);
            return self.contains(&path).then_some(path);
        }
        self.dirs.iter().find_map(|dir| {
            dir.ancestors()
                .map(|a| a.join(source))
                .find(|candidate| candidate.is_file())
                .map(|candidate| canonical(&candidate))
                .filter(|path| path.starts_with(dir))
        })
    }

    fn contains(&self, path: &Path) -> bool {
        self.dirs.iter().any(|d| path.starts_with(d))
    }
}

fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}
