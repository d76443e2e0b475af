//! Closed sets of values: an enum with `#[derive(Choice)]` (re-exported by `mlsysim_core`),
//! never a text input with a rule listing what it may be. The derive writes everything an input
//! type needs (reading from flags and files with "did you mean", showing, validation), lists
//! its values for messages, pages, the Python stubs and search, and lets forms bind its values.
//!
//! ```text
//! /// How activations are kept for the backward pass.
//! #[derive(Choice)]
//! pub enum ActivationStrategy {
//!     /// Every activation is stored.
//!     None,
//!     /// Attention's activations are recomputed.
//!     Selective,
//!     /// Every activation but each layer's input is recomputed.
//!     Full,
//! }
//! ```
//!
//! A value's name is its variant's in snake_case (`TensorParallel` is `tensor_parallel`),
//! unless `#[choice(name = "...")]` gives the reference's own spelling; reading forgives case
//! and `-` for `_`. The derive also gives `Debug`, `Clone`, `Copy`, `PartialEq`, `Eq` and
//! `Display` (the name).

use crate::error::UnknownName;

/// One value of a choice: its name and what it means (the variant's doc comment).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChoiceValue {
    pub name: &'static str,
    pub doc: &'static str,
}

/// A closed set of values, implemented by `#[derive(Choice)]`.
pub trait Choice: Copy + Eq + 'static {
    /// What a value of it is, in words, for messages: `activation strategy`.
    const WHAT: &'static str;
    /// Every value, in declaration order.
    const VALUES: &'static [ChoiceValue];
    /// This value's position in [`Choice::VALUES`].
    fn position(self) -> usize;
    /// The value at a position of [`Choice::VALUES`].
    fn at(position: usize) -> Self;

    /// The value's name.
    fn name(self) -> &'static str {
        Self::VALUES[self.position()].name
    }
}

/// The name as compared: lower case, `-` and spaces as `_`.
fn folded(name: &str) -> String {
    name.trim()
        .chars()
        .map(|c| match c {
            '-' | ' ' => '_',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// Reads a value of a choice by name, forgiving case and `-` for `_`; an unknown name is an
/// error that lists the values (or suggests the closest).
pub fn parse<C: Choice>(text: &str) -> Result<C, UnknownName> {
    let wanted = folded(text);
    C::VALUES
        .iter()
        .position(|v| folded(v.name) == wanted)
        .map(C::at)
        .ok_or_else(|| UnknownName::new(C::WHAT, text, C::VALUES.iter().map(|v| v.name)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    enum Strategy {
        None,
        TensorParallel,
    }

    impl Choice for Strategy {
        const WHAT: &'static str = "strategy";
        const VALUES: &'static [ChoiceValue] = &[
            ChoiceValue {
                name: "none",
                doc: "",
            },
            ChoiceValue {
                name: "tensor_parallel",
                doc: "",
            },
        ];
        fn position(self) -> usize {
            self as usize
        }
        fn at(position: usize) -> Self {
            [Strategy::None, Strategy::TensorParallel][position]
        }
    }

    #[test]
    fn names_read_forgiving_case_and_dashes_and_unknown_ones_say_what_there_is() {
        assert_eq!(parse::<Strategy>("none").unwrap(), Strategy::None);
        assert_eq!(
            parse::<Strategy>("Tensor-Parallel").unwrap(),
            Strategy::TensorParallel
        );
        let e = parse::<Strategy>("tensor_paralel").unwrap_err().to_string();
        assert!(e.contains("tensor_parallel"), "{e}");
    }
}
