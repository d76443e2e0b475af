//! Worked solutions: how a member's value came about, step by step, with the values put in.
//!
//! The `#[scenario]` and `#[law]` macros write, next to each equation's plain code, a traced
//! path: the equation's text as a template whose operands ("leaves": inputs, members, fields
//! of registry entries, method calls) are holes, code that evaluates each leaf on its own, and
//! the calls of laws and methods with their argument values. `tree` builds the explanation
//! from those pieces, down to the inputs; `format` writes it as text or Markdown. The
//! plain evaluation path is untouched: nothing here runs unless an explanation is asked for.

mod format;
mod tree;

pub use format::{lines, markdown, text};
pub use tree::{Sources, Step, StepKind, explain_member, worked_solution};

use crate::error::EvalError;
use crate::report::{ToValue, Value};
use crate::units::UnitLabel;

/// A piece of an equation's template: text as written, or a leaf whose value is put in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    Text(&'static str),
    /// The leaf's text (`device.memory_capacity`) and its index among the evaluated leaves.
    Leaf(&'static str, usize),
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
    pub args: Vec<Result<Option<Value>, EvalError>>,
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

/// A value as the argument of a call beneath: its text, read again by the callee's types.
pub(crate) fn as_input(value: &Value) -> crate::InputValue {
    match value {
        Value::Integer(n) | Value::Headroom(n) => crate::InputValue::Integer(*n),
        Value::Number(x) => crate::InputValue::Number(*x),
        Value::Bool(b) => crate::InputValue::Bool(*b),
        Value::List(items) => crate::InputValue::List(items.iter().map(as_input).collect()),
        Value::Map(entries) => crate::InputValue::Map(
            entries
                .iter()
                .map(|(n, v)| (n.clone(), as_input(v)))
                .collect(),
        ),
        Value::Absent => crate::InputValue::Text("none".into()),
        other => crate::InputValue::Text(other.to_string()),
    }
}
