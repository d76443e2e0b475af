//! A dynamic evaluation: every input and member of one scenario value, by name.

use crate::error::EvalError;
use crate::input::InputValue;
use crate::meta::ScenarioInfo;
use crate::quantity::{Dimension, Dimensioned, Quantity, Units};
use crate::units::{DataSize, UnitLabel};
use std::fmt;

/// A value with what a person needs to read it.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// An exact integer (counts of accelerators).
    Integer(i64),
    /// Accelerators left over; negative is a shortfall.
    Headroom(i64),
    /// A plain number (shares, fractions).
    Number(f64),
    /// A quantity in a named unit: `magnitude` of `unit`.
    Quantity {
        magnitude: f64,
        unit: &'static str,
    },
    /// A registry entry, by path.
    Entry(&'static str),
    /// Text: a segment's name, a summary of a nested scenario.
    Text(String),
    Bool(bool),
    List(Vec<Value>),
    /// Values by name, in order.
    Map(Vec<(String, Value)>),
    /// An optional input that is not set.
    Absent,
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Integer(n) => f.write_str(&crate::units::readable::group_integer(*n)),
            Value::Headroom(n) => write!(f, "{}", crate::units::Headroom(*n)),
            Value::Number(x) => f.write_str(&crate::units::readable(*x)),
            Value::Quantity { magnitude, unit } => {
                write!(f, "{} {unit}", crate::units::readable(*magnitude))
            }
            Value::Entry(path) => f.write_str(path),
            Value::Text(text) => f.write_str(text),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Map(entries) => {
                for (i, (name, value)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{name}={value}")?;
                }
                Ok(())
            }
            Value::List(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
            Value::Absent => f.write_str("absent"),
        }
    }
}

/// Turns a typed value into a [`Value`], in a declared display unit where one is given.
pub trait ToValue {
    fn to_value(&self, unit: Option<UnitLabel>) -> Value;
}

/// A quantity in `unit`; a value so extreme that the conversion would overflow is shown in
/// base units instead of as an infinity.
fn quantity(base: f64, unit: UnitLabel) -> Value {
    let magnitude = crate::units::in_unit(base, unit.base_per_unit);
    if magnitude.is_finite() || !base.is_finite() {
        Value::Quantity {
            magnitude,
            unit: unit.symbol,
        }
    } else {
        Value::Quantity {
            magnitude: base,
            unit: crate::units::show::auto_unit_base(unit),
        }
    }
}

impl ToValue for i64 {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Integer(*self)
    }
}
impl ToValue for crate::units::Headroom {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Headroom(self.0)
    }
}
impl ToValue for u32 {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Integer(i64::from(*self))
    }
}
/// A count beyond `i64` (none the catalog holds) is shown as the nearest float rather than
/// wrapped.
impl ToValue for u64 {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        i64::try_from(*self).map_or(Value::Number(*self as f64), Value::Integer)
    }
}

impl ToValue for i32 {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Integer(i64::from(*self))
    }
}
impl ToValue for f64 {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Number(*self)
    }
}
/// Any quantity: in its declared unit, else in the unit the table picks for its size (3.35e12 B/s
/// reads 3.35 TB/s). A plain ratio without a declared unit is a number.
impl<D, U> ToValue for Quantity<D, U, f64>
where
    D: Dimension + ?Sized,
    U: Units<f64> + ?Sized,
{
    fn to_value(&self, unit: Option<UnitLabel>) -> Value {
        let dim = <Self as Dimensioned>::DIM;
        match unit {
            Some(u) => quantity(self.value, u),
            None if dim == crate::units::quantity::DIMENSIONLESS => Value::Number(self.value),
            None => quantity(self.value, crate::units::show::auto_unit(dim, self.value)),
        }
    }
}
impl ToValue for DataSize {
    /// A size keeps its own unit unless the declaration names another.
    fn to_value(&self, unit: Option<UnitLabel>) -> Value {
        match unit {
            Some(u) => quantity(self.bytes(), u),
            None => Value::Quantity {
                magnitude: self.magnitude(),
                unit: self.unit().symbol(),
            },
        }
    }
}
impl ToValue for String {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Text(self.clone())
    }
}
impl ToValue for bool {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Bool(*self)
    }
}
impl<T: ToValue> ToValue for crate::units::Named<T> {
    fn to_value(&self, unit: Option<UnitLabel>) -> Value {
        Value::Map(
            self.iter()
                .map(|(n, v)| (n.to_string(), v.to_value(unit)))
                .collect(),
        )
    }
}
impl<T: ToValue + ?Sized> ToValue for &T {
    fn to_value(&self, unit: Option<UnitLabel>) -> Value {
        (**self).to_value(unit)
    }
}
impl<T: ToValue> ToValue for Option<T> {
    fn to_value(&self, unit: Option<UnitLabel>) -> Value {
        self.as_ref().map_or(Value::Absent, |v| v.to_value(unit))
    }
}
impl<T: ToValue> ToValue for Vec<T> {
    fn to_value(&self, unit: Option<UnitLabel>) -> Value {
        Value::List(self.iter().map(|v| v.to_value(unit)).collect())
    }
}

/// A member's outcome as a value in its display unit, or its error.
pub fn outcome<T: crate::kind::Declared>(
    result: &Result<T, EvalError>,
    unit: Option<UnitLabel>,
) -> Result<Value, EvalError> {
    match result {
        Ok(v) => Ok(v.to_value(unit)),
        Err(e) => Err(e.clone()),
    }
}

/// A member's value in its display unit.
#[inline]
pub fn shown<T: crate::kind::Declared>(value: &T, unit: Option<UnitLabel>) -> Value {
    value.to_value(unit)
}

/// A registry value in the unit the registry states it in: 3.35 TB/s, 989 TFLOP/s, 700 W.
pub fn stated<D, U>(value: Quantity<D, U, f64>, unit: &'static str) -> Value
where
    D: Dimension + ?Sized,
    U: Units<f64> + ?Sized,
{
    quantity(value.value, crate::units::show::stated_unit(unit))
}

/// One method evaluated at one set of arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Call {
    pub method: &'static str,
    pub args: Vec<(&'static str, InputValue)>,
    pub result: Result<Value, EvalError>,
}

impl Value {
    /// The value as text that reads back to it exactly: every figure, no grouping
    /// (`3.0053596658753783 d`), whatever figures the thread shows people.
    pub fn exact_text(&self) -> String {
        crate::units::readable::with_digits(None, || self.to_string())
    }

    /// The value as one number in the base units of its dimension (a count or a plain number as
    /// itself); `None` for text, lists, maps, entries and a unit the table does not know.
    pub fn in_base_units(&self) -> Option<f64> {
        match self {
            Value::Integer(n) | Value::Headroom(n) => Some(*n as f64),
            Value::Number(x) => Some(*x),
            Value::Quantity { magnitude, unit } => {
                let (_, factor, _) = crate::units::parse::expression(unit).ok()?;
                Some(magnitude * factor.value())
            }
            _ => None,
        }
    }

    /// `base`, in the base units of the dimension of `unit`, as a quantity in the ladder unit
    /// that suits its size (3.35e12 with `B/s` is 3.35 TB/s).
    pub fn in_ladder_unit(base: f64, unit: &str) -> Value {
        let unit = crate::units::show::auto_unit_of(unit, base);
        Value::Quantity {
            magnitude: base / unit.base_per_unit,
            unit: unit.symbol,
        }
    }
}

/// A value as an argument: its text (`28 d`, `0.9`), exact, reads back through the argument's
/// type; lists and maps item by item.
pub fn as_input(value: &Value) -> InputValue {
    match value {
        Value::Integer(n) | Value::Headroom(n) => InputValue::Integer(*n),
        Value::Number(x) => InputValue::Number(*x),
        Value::Bool(b) => InputValue::Bool(*b),
        Value::List(items) => InputValue::List(items.iter().map(as_input).collect()),
        Value::Map(entries) => InputValue::Map(
            entries
                .iter()
                .map(|(n, v)| (n.clone(), as_input(v)))
                .collect(),
        ),
        Value::Absent => InputValue::Absent,
        other => InputValue::Text(other.exact_text()),
    }
}

/// The argument values a sample source stands for: each element of a list, each name of a
/// map, nothing for an absent input, else the value itself.
pub fn expand_samples(value: Value) -> Vec<InputValue> {
    match value {
        Value::List(items) => items.iter().map(as_input).collect(),
        Value::Map(entries) => entries
            .into_iter()
            .map(|(name, _)| InputValue::Text(name))
            .collect(),
        Value::Absent => Vec::new(),
        other => vec![as_input(&other)],
    }
}

/// Every input, every property and every method at its sample arguments.
#[derive(Debug, Clone)]
pub struct Report {
    pub scenario: &'static ScenarioInfo,
    pub inputs: Vec<(&'static str, Value)>,
    pub properties: Vec<(&'static str, Result<Value, EvalError>)>,
    pub calls: Vec<Call>,
}

impl Report {
    /// A property's outcome by name.
    pub fn property(&self, name: &str) -> Option<&Result<Value, EvalError>> {
        self.properties
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, r)| r)
    }
}

/// Calls every method whose arguments all declare samples, at every combination of them.
pub fn sample_calls<S: crate::Scenario>(scenario: &S) -> Vec<Call> {
    use crate::meta::Sample;
    let mut calls = Vec::new();
    for method in S::INFO.methods {
        let per_arg: Vec<Vec<InputValue>> = method
            .args
            .iter()
            .map(|a| {
                a.samples
                    .iter()
                    .flat_map(|s| match s {
                        Sample::Literal(text) => vec![InputValue::Text(text.to_string())],
                        Sample::From(source) => scenario.sample_source(source),
                    })
                    .collect()
            })
            .collect();
        if per_arg.is_empty() || per_arg.iter().any(Vec::is_empty) {
            continue;
        }
        // An odometer over the argument positions, last position fastest.
        let mut index = vec![0usize; per_arg.len()];
        loop {
            let args: Vec<(&'static str, InputValue)> = method
                .args
                .iter()
                .zip(&index)
                .zip(&per_arg)
                .map(|((a, &k), values)| (a.name, values[k].clone()))
                .collect();
            let values: Vec<InputValue> = args.iter().map(|(_, v)| v.clone()).collect();
            let result = scenario.call(method.name, &values);
            calls.push(Call {
                method: method.name,
                args,
                result,
            });
            let mut position = per_arg.len();
            let done = loop {
                if position == 0 {
                    break true;
                }
                position -= 1;
                index[position] += 1;
                if index[position] < per_arg[position].len() {
                    break false;
                }
                index[position] = 0;
            };
            if done {
                break;
            }
        }
    }
    calls
}

/// A scenario held as an input of another, shown by its inputs.
pub fn nested_value(report: &Report) -> Value {
    let inputs: Vec<String> = report
        .inputs
        .iter()
        .filter(|(_, v)| *v != Value::Absent)
        .map(|(n, v)| format!("{n}={v}"))
        .collect();
    Value::Text(format!("{}({})", report.scenario.name, inputs.join(", ")))
}
