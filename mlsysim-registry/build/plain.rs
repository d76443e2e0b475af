//! Plain numbers: what a figure without a unit is. The reference keeps counts, shares and
//! ratios alike as bare numbers (`sourced(64, ...)` is `64.0`); here each says which it is, and
//! the generator checks the values agree: a count is a whole number, and is written as one; a
//! share lies between 0 and 1; a ratio is any other plain number (a multiple, a coefficient, an
//! exponent). `schema.json` declares the kind: per field of a kind of record (`"kind":
//! "count"`), and for stated figures by path (`plain_numbers`, the longest matching prefix
//! wins). A counting word in place of a unit (`count`, `param`, `token`) makes a count by
//! itself.

use serde_json::Value;

/// What a plain number is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plain {
    Count,
    Share,
    Ratio,
}

impl Plain {
    /// The kind a declaration names, if it names a plain kind.
    pub fn declared(text: &str) -> Option<Plain> {
        Some(match text {
            "count" => Plain::Count,
            "share" => Plain::Share,
            "ratio" => Plain::Ratio,
            _ => return None,
        })
    }

    /// The Rust expression of the kind.
    pub fn rust(self) -> &'static str {
        match self {
            Plain::Count => "crate::entry::Plain::Counted",
            Plain::Share => "crate::entry::Plain::Share",
            Plain::Ratio => "crate::entry::Plain::Ratio",
        }
    }

    /// Why `value` cannot be of this kind, if it cannot.
    pub fn refuses(self, value: f64) -> Option<&'static str> {
        match self {
            _ if !value.is_finite() => Some("is not finite"),
            Plain::Count if value < 0.0 || value.fract() != 0.0 => Some("is not a whole number"),
            Plain::Count if value >= 2f64.powi(53) => Some("is too large to count exactly"),
            Plain::Share if !(0.0..=1.0).contains(&value) => Some("is not between 0 and 1"),
            _ => None,
        }
    }
}

/// The declarations of stated figures: `plain_numbers` of `schema.json`, by path prefix.
pub struct Declarations<'a>(&'a serde_json::Map<String, Value>);

impl<'a> Declarations<'a> {
    pub fn new(schema: &'a Value) -> Self {
        Declarations(
            schema["plain_numbers"]
                .as_object()
                .expect("schema.json has `plain_numbers`"),
        )
    }

    /// The kind declared for the plain figure at `path` (list positions written `[]`): the
    /// declaration of the longest prefix of it, by whole segments.
    pub fn of(&self, path: &str) -> Option<Plain> {
        self.0
            .iter()
            .filter(|(prefix, _)| {
                path == prefix.as_str()
                    || path
                        .strip_prefix(prefix.as_str())
                        .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('['))
            })
            .max_by_key(|(prefix, _)| prefix.len())
            .map(|(prefix, kind)| {
                let text = kind.as_str().expect("a kind");
                Plain::declared(text).unwrap_or_else(|| {
                    panic!(
                        "schema.json: `{prefix}` is declared `{text}`, not count, share or ratio"
                    )
                })
            })
    }
}

/// A path with its list positions generalized (`entries[2].alpha` as `entries[].alpha`), as
/// declarations name it.
pub fn general(path: &str) -> String {
    let mut out = String::new();
    let mut in_index = false;
    for c in path.chars() {
        match c {
            '[' => {
                in_index = true;
                out.push('[');
            }
            ']' => {
                in_index = false;
                out.push(']');
            }
            _ if in_index => {}
            c => out.push(c),
        }
    }
    out
}

/// What the build found wrong with plain numbers, reported together at the end so one run
/// lists every declaration to write.
#[derive(Default)]
pub struct Problems(Vec<String>);

impl Problems {
    pub fn push(&mut self, problem: String) {
        self.0.push(problem);
    }

    /// Stops the build with every problem found.
    pub fn finish(self) {
        assert!(
            self.0.is_empty(),
            "plain numbers: {} problems (declare each as a count, a share or a ratio in schema.json):\n{}",
            self.0.len(),
            self.0.join("\n")
        );
    }
}
