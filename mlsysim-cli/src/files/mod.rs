//! Input files: a table of input names to values, in TOML, JSON or YAML (by extension, or by
//! content when the extension says nothing). A nested table is a value by name (label rates per
//! source) or the inputs of a scenario held by another.
//!
//! Everything in a file that costs memory or time is bounded, whatever the format: its size,
//! how deep values nest, how many values it holds once YAML aliases are expanded, and a name
//! given twice in one table is refused (no format silently keeps the last).

mod json;
mod toml_file;
mod yaml;

use mlsysim_core::InputValue;
use mlsysim_core::input::truncate;
use std::path::Path;

/// Largest input file read.
pub const MAX_FILE_BYTES: u64 = 1 << 20;
/// Deepest nesting of lists and tables accepted (a ramp is a list of numbers: depth 1).
pub const MAX_DEPTH: usize = 4;
/// Most values a file may hold, counting every list item and table entry (after YAML aliases
/// are expanded): far more than any scenario's inputs, far less than would cost memory.
pub const MAX_VALUES: usize = 10_000;

/// Reads and parses an input file into (name, value) pairs, in file order.
pub fn read(path: &Path) -> Result<Vec<(String, InputValue)>, String> {
    let meta =
        std::fs::metadata(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(format!(
            "{} is larger than {} bytes; an input file holds a few values",
            path.display(),
            MAX_FILE_BYTES
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let text =
        String::from_utf8(bytes).map_err(|_| format!("{} is not UTF-8 text", path.display()))?;
    let kind = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    parse(&text, kind.as_deref()).map_err(|e| format!("{}: {e}", path.display()))
}

/// Parses input-file text; `kind` is `toml`, `json`, `yaml`/`yml`, or unknown (then guessed).
pub fn parse(text: &str, kind: Option<&str>) -> Result<Vec<(String, InputValue)>, String> {
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(format!(
            "larger than {MAX_FILE_BYTES} bytes; an input file holds a few values"
        ));
    }
    let inputs = match kind {
        Some("toml") => toml_file::inputs(text),
        Some("json") => json::inputs(text),
        Some("yaml" | "yml") => yaml::inputs(text),
        _ if text.trim_start().starts_with('{') => json::inputs(text),
        _ => toml_file::inputs(text).or_else(|_| yaml::inputs(text)),
    }?;
    let mut budget = Budget::default();
    for (name, value) in &inputs {
        budget.check(name, value, 0)?;
    }
    Ok(inputs)
}

/// Counts values and depth over a parsed file; each format's reader also counts as it goes
/// (YAML must, before expanding an alias), and this is the one check every format meets.
#[derive(Default)]
pub(crate) struct Budget {
    values: usize,
}

impl Budget {
    /// Counts one more value; refuses once the file holds more than [`MAX_VALUES`].
    pub(crate) fn take(&mut self, n: usize) -> Result<(), String> {
        self.values = self.values.saturating_add(n);
        if self.values > MAX_VALUES {
            return Err(format!(
                "holds more than {MAX_VALUES} values (counting list items, table entries and \
                 expanded aliases); an input file holds a scenario's inputs"
            ));
        }
        Ok(())
    }

    fn check(&mut self, name: &str, value: &InputValue, depth: usize) -> Result<(), String> {
        if depth > MAX_DEPTH {
            return Err(depth_error(name));
        }
        self.take(1)?;
        match value {
            InputValue::List(items) => items
                .iter()
                .try_for_each(|i| self.check(name, i, depth + 1)),
            InputValue::Map(entries) => {
                refuse_duplicates(entries.iter().map(|(k, _)| k.as_str()))?;
                entries
                    .iter()
                    .try_for_each(|(k, v)| self.check(k, v, depth + 1))
            }
            _ => Ok(()),
        }
    }
}

pub(crate) fn depth_error(name: &str) -> String {
    format!(
        "`{}`: values nest deeper than {MAX_DEPTH} levels",
        truncate(name)
    )
}

/// A name given twice in one table is a mistake whichever copy was meant.
pub(crate) fn refuse_duplicates<'a>(names: impl Iterator<Item = &'a str>) -> Result<(), String> {
    let mut seen = std::collections::HashSet::new();
    for name in names {
        if !seen.insert(name) {
            return Err(duplicate_error(name));
        }
    }
    Ok(())
}

pub(crate) fn duplicate_error(name: &str) -> String {
    format!("`{}` is given twice in one table; keep one", truncate(name))
}

#[cfg(test)]
mod tests;
