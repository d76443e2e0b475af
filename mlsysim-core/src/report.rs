//! A dynamic evaluation: every input and member of one scenario value, by name.

use crate::error::EvalError;
use crate::meta::ScenarioInfo;
use crate::registry::{HardwareNode, Workload};
use crate::units::{
    DataSize, Information, Ratio, Time, UnitLabel, format_number, information_unit,
};
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
    List(Vec<Value>),
    /// An optional input that is not set.
    Absent,
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Integer(n) => write!(f, "{n}"),
            Value::Headroom(n) => write!(f, "{}", crate::units::Headroom(*n)),
            Value::Number(x) => f.write_str(&format_number(*x)),
            Value::Quantity { magnitude, unit } => {
                write!(f, "{} {unit}", format_number(*magnitude))
            }
            Value::Entry(path) => f.write_str(path),
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

fn quantity(base: f64, unit: Option<UnitLabel>, default: &'static str) -> Value {
    match unit {
        Some(u) => Value::Quantity {
            magnitude: base / u.base_per_unit,
            unit: u.symbol,
        },
        None => Value::Quantity {
            magnitude: base,
            unit: default,
        },
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
impl ToValue for Ratio {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Number(self.value)
    }
}
impl ToValue for Time {
    fn to_value(&self, unit: Option<UnitLabel>) -> Value {
        quantity(self.value, unit, "s")
    }
}
impl ToValue for Information {
    fn to_value(&self, unit: Option<UnitLabel>) -> Value {
        quantity(self.get::<information_unit::byte>(), unit, "B")
    }
}
impl ToValue for DataSize {
    /// A size keeps its own unit unless the declaration names another.
    fn to_value(&self, unit: Option<UnitLabel>) -> Value {
        match unit {
            Some(u) => quantity(self.bytes(), Some(u), "B"),
            None => Value::Quantity {
                magnitude: self.magnitude(),
                unit: self.unit().symbol(),
            },
        }
    }
}
impl ToValue for Workload {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Entry(self.path)
    }
}
impl ToValue for HardwareNode {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Entry(self.path)
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

/// One method evaluated at one set of arguments.
#[derive(Debug, Clone, PartialEq)]
pub struct Call {
    pub method: &'static str,
    pub args: Vec<(&'static str, Value)>,
    pub result: Result<Value, EvalError>,
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

/// Reads a method argument from a [`Value`].
pub trait FromValue: Sized {
    fn from_value(
        value: &Value,
        method: &'static str,
        arg: &'static str,
    ) -> Result<Self, EvalError>;
}

fn bad_argument(method: &str, arg: &str, value: &Value, expected: &str) -> EvalError {
    EvalError::bad_call(format!(
        "argument `{arg}` of `{method}` is {value}; expected {expected}"
    ))
}

macro_rules! int_from_value {
    ($($t:ty),*) => {$(
        impl FromValue for $t {
            fn from_value(value: &Value, method: &'static str, arg: &'static str) -> Result<Self, EvalError> {
                let expected = concat!("an integer in the range of ", stringify!($t));
                match value {
                    Value::Integer(n) | Value::Headroom(n) => <$t>::try_from(*n).map_err(|_| bad_argument(method, arg, value, expected)),
                    _ => Err(bad_argument(method, arg, value, expected)),
                }
            }
        }
    )*};
}

int_from_value!(i64, u32, i32, u64);

impl FromValue for f64 {
    fn from_value(
        value: &Value,
        method: &'static str,
        arg: &'static str,
    ) -> Result<Self, EvalError> {
        match value {
            Value::Number(x) if x.is_finite() => Ok(*x),
            Value::Integer(n) => Ok(*n as f64),
            _ => Err(bad_argument(method, arg, value, "a finite number")),
        }
    }
}

/// Calls every method whose arguments all declare samples, at every combination of them.
pub fn sample_calls<S: crate::Scenario>(scenario: &S) -> Vec<Call> {
    let mut calls = Vec::new();
    for method in S::INFO.methods {
        if method.args.is_empty() || method.args.iter().any(|a| a.samples.is_empty()) {
            continue;
        }
        let mut index = vec![0usize; method.args.len()];
        loop {
            let args: Vec<(&'static str, Value)> = method
                .args
                .iter()
                .zip(&index)
                .map(|(a, &k)| (a.name, Value::Integer(a.samples[k])))
                .collect();
            let values: Vec<Value> = args.iter().map(|(_, v)| v.clone()).collect();
            let result = scenario.call(method.name, &values);
            calls.push(Call {
                method: method.name,
                args,
                result,
            });
            // Advance the odometer of argument positions; stop after the last combination.
            let mut position = method.args.len();
            loop {
                if position == 0 {
                    break;
                }
                position -= 1;
                index[position] += 1;
                if index[position] < method.args[position].samples.len() {
                    break;
                }
                index[position] = 0;
            }
            if index.iter().all(|&k| k == 0) {
                break;
            }
        }
    }
    calls
}
