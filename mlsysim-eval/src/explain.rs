//! Worked solutions: how a member's value came about, step by step, with the values put in.
//!
//! The `#[scenario]` and `#[law]` macros write, next to each equation's plain code, a traced
//! path: the equation's text as a template whose operands ("leaves": inputs, members, fields
//! of registry entries, method calls) are holes, code that evaluates each leaf on its own, and
//! the calls of laws and methods with their argument values. `mlsysim_core::explain` builds
//! the explanation from those pieces, down to the inputs, and writes it as text or Markdown. The
//! plain evaluation path is untouched: nothing here runs unless an explanation is asked for.

use crate::error::EvalError;
use crate::report::{ToValue, Value};
use crate::units::UnitLabel;

/// A piece of an equation's template: text as written, or a leaf whose value is put in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    Text(&'static str),
    /// A leaf the traced path computes (`device.memory_capacity`): its text and its index
    /// among [`Parts::leaves`].
    Leaf(&'static str, usize),
    /// An input, a property or an argument named bare: its value is read from the scenario's
    /// evaluation (or the call's arguments) when the explanation is built, not computed again.
    Name(&'static str),
}

/// A template's pieces. A template is the equation's text with its leaves marked in braces:
/// `{name}` for an input, property or argument named bare (a `Name`), `{#3 device.memory_capacity}`
/// for the fourth computed leaf with its text (a `Leaf`); a brace of the equation itself is
/// doubled (`{{`, `}}`). Written this way, the template of an equation is one string in the
/// generated code rather than one item per piece.
pub fn pieces(template: &'static str) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut text_start = 0;
    let bytes = template.as_bytes();
    let mut i = 0;
    let flush = |pieces: &mut Vec<Piece>, from: usize, to: usize| {
        if to > from {
            pieces.push(Piece::Text(&template[from..to]));
        }
    };
    while i < bytes.len() {
        match bytes[i] {
            b'{' | b'}' if bytes.get(i + 1) == Some(&bytes[i]) => {
                // A doubled brace is one brace of the text.
                flush(&mut pieces, text_start, i + 1);
                i += 2;
                text_start = i;
            }
            b'{' => {
                let Some(len) = template[i + 1..].find('}') else {
                    break;
                };
                flush(&mut pieces, text_start, i);
                let inner = &template[i + 1..i + 1 + len];
                pieces.push(match inner.strip_prefix('#') {
                    Some(rest) => {
                        let (index, text) = rest.split_once(' ').unwrap_or((rest, ""));
                        Piece::Leaf(text, index.parse().unwrap_or(usize::MAX))
                    }
                    None => Piece::Name(inner),
                });
                i += len + 2;
                text_start = i;
            }
            _ => i += 1,
        }
    }
    flush(&mut pieces, text_start, bytes.len());
    pieces
}

/// An argument of a call in an equation: its value as the traced path computed it, or the
/// bare name of an input, property or argument whose value the explanation reads itself.
#[derive(Debug, Clone)]
pub enum Operand {
    Value(Result<Option<Value>, EvalError>),
    Name(&'static str),
}

/// What the traced path of one member (or law) computed: its value, each leaf's value (`None`
/// where the leaf's type has no value to show), and each call of a law or method with its
/// argument values, for the steps beneath.
#[derive(Debug, Clone)]
pub struct Parts {
    pub result: Result<Value, EvalError>,
    pub leaves: Vec<Result<Option<Value>, EvalError>>,
    pub calls: Vec<CallSite>,
}

/// A call of a library function or a method in an equation, with its argument values.
#[derive(Debug, Clone)]
pub struct CallSite {
    pub name: &'static str,
    pub args: Vec<Operand>,
}

/// A leaf's value, for generated code: its [`Value`] when its type has one to show (through
/// [`ShowsValue`]), else nothing (through [`ShowsNothing`]), chosen at compile time by which
/// impl applies (`(&Showing(&x, unit)).__shown()`).
pub struct Showing<'a, T: ?Sized>(pub &'a T, pub Option<UnitLabel>);

/// The value of a leaf whose type can be shown.
pub trait ShowsValue {
    fn __shown(&self) -> Option<Value>;
}

impl<T: ToValue + ?Sized> ShowsValue for Showing<'_, T> {
    #[inline]
    fn __shown(&self) -> Option<Value> {
        Some(self.0.to_value(self.1))
    }
}

/// No value for a leaf whose type cannot be shown (a closure, a reference to a registry entry's
/// table): its text stays in the equation.
pub trait ShowsNothing {
    fn __shown(&self) -> Option<Value>;
}

impl<T: ?Sized> ShowsNothing for &Showing<'_, T> {
    #[inline]
    fn __shown(&self) -> Option<Value> {
        None
    }
}

/// An input as a held scenario, for generated code: the scenario when its type is one (through
/// [`HeldScenario`]), else nothing (through [`HeldNothing`]): `(&Held(&x)).__held()`.
pub struct Held<'a, T: ?Sized>(pub &'a T);

/// A held scenario.
pub trait HeldScenario<'a> {
    fn __held(&self) -> Option<&'a dyn crate::DynScenario>;
}

impl<'a, T: crate::Scenario> HeldScenario<'a> for Held<'a, T> {
    #[inline]
    fn __held(&self) -> Option<&'a dyn crate::DynScenario> {
        Some(self.0)
    }
}

/// An input that is no scenario (a registry entry, whose methods are library code).
pub trait HeldNothing<'a> {
    fn __held(&self) -> Option<&'a dyn crate::DynScenario>;
}

impl<'a, T: ?Sized> HeldNothing<'a> for &Held<'a, T> {
    #[inline]
    fn __held(&self) -> Option<&'a dyn crate::DynScenario> {
        None
    }
}

/// A value as the argument of a call beneath: its exact text, read again by the callee's types.
pub use crate::report::as_input;
