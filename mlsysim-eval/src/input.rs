//! Inputs given as text or as loosely typed values (command-line flags, TOML, JSON and YAML
//! files), read into the typed inputs of a scenario.
//!
//! A quantity always needs its unit (`6h`, `90 min`, `2B`, `80 GiB`): a bare number for a
//! duration or a size is refused, where the reference would read it as a dimensionless number
//! and go on with a value eight times too small.

use crate::quantity::{Dimension, Dimensioned, Quantity, Units, of_base};
use crate::units::DataSize;
use std::fmt;

/// A value as a user wrote it, before it is read as an input's type.
#[derive(Debug, Clone, PartialEq)]
pub enum InputValue {
    /// An optional input left unset: `--unset NAME`, `null` in a JSON or YAML file, `None` in
    /// Python. It has a spelling of its own, so that no text or choice value (`none`) means it.
    Absent,
    Text(String),
    Integer(i64),
    Number(f64),
    Bool(bool),
    List(Vec<InputValue>),
    /// Values by name (a table in an input file, `a=1,b=2` on the command line).
    Map(Vec<(String, InputValue)>),
}

impl fmt::Display for InputValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputValue::Absent => f.write_str("absent"),
            InputValue::Text(s) => f.write_str(s),
            InputValue::Integer(n) => write!(f, "{n}"),
            InputValue::Number(x) => write!(f, "{x}"),
            InputValue::Bool(b) => write!(f, "{b}"),
            InputValue::List(items) => {
                let parts: Vec<String> = items.iter().map(ToString::to_string).collect();
                write!(f, "{}", parts.join(","))
            }
            InputValue::Map(entries) => {
                let parts: Vec<String> = entries.iter().map(|(n, v)| format!("{n}={v}")).collect();
                write!(f, "{}", parts.join(","))
            }
        }
    }
}

/// Whether a value asks for an optional input to be absent.
pub fn means_absent(value: &InputValue) -> bool {
    matches!(value, InputValue::Absent)
}

/// Reads an input's type from an [`InputValue`]; the error says what was expected.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be read from a flag or an input file yet: implement `mlsysim_core::FromInput` for it",
    label = "this input's type"
)]
pub trait FromInput: Sized {
    /// What a value of this type looks like, for messages: "a time such as 6h or 90 min".
    const EXPECTED: &'static str;
    /// Every value a choice (`#[derive(Choice)]`) may take, by name; empty for other types.
    /// A list or a map of a choice has its element's.
    const CHOICES: &'static [&'static str] = &[];
    fn from_input(value: &InputValue) -> Result<Self, String>;

    /// Reads the value for an input that declares the unit it is shown in (`unit = HOUR`), so
    /// that a message gives its example in that unit. By default the unit is not needed.
    fn from_input_in(
        value: &InputValue,
        unit: Option<crate::units::UnitLabel>,
    ) -> Result<Self, String> {
        let _ = unit;
        Self::from_input(value)
    }
}

/// Reads a value as an input's type. An input that declares a display unit (`unit = HOUR`)
/// refuses a bare number: it is never read in a unit the user did not type.
pub fn read<T: FromInput>(
    value: &InputValue,
    unit: Option<crate::units::UnitLabel>,
) -> Result<T, String> {
    if let Some(unit) = unit {
        if let Some(number) = bare_number(value) {
            return Err(format!(
                "give a unit, e.g. `{} {}`",
                crate::units::format_number(number),
                unit.symbol
            ));
        }
        // `4/168` for an input in h/week is arithmetic on bare numbers, not a value in a unit.
        if let InputValue::Text(t) = value
            && let Ok(typed) = crate::units::parse::quantity(t)
            && typed.arithmetic
        {
            return Err(crate::units::parse::arithmetic_refused(
                t,
                Some(unit.symbol),
                typed.magnitude,
            ));
        }
    }
    T::from_input_in(value, unit)
}

/// The number a value is when it is only a number (`4`, `"4"`, `4.5`).
fn bare_number(value: &InputValue) -> Option<f64> {
    match value {
        InputValue::Integer(n) => Some(*n as f64),
        InputValue::Number(x) => Some(*x),
        InputValue::Text(t) => t.trim().parse::<f64>().ok().filter(|x| x.is_finite()),
        _ => None,
    }
}

pub fn expected<T: FromInput>(value: &InputValue) -> String {
    format!(
        "expected {}, not `{}`",
        T::EXPECTED,
        truncate(&value.to_string())
    )
}

pub use mlsysim_units::names::truncate;

impl FromInput for f64 {
    const EXPECTED: &'static str = "a number";
    fn from_input(value: &InputValue) -> Result<Self, String> {
        let x = match value {
            InputValue::Number(x) => *x,
            InputValue::Integer(n) => *n as f64,
            InputValue::Text(t) => t
                .trim()
                .parse::<f64>()
                .map_err(|_| expected::<f64>(value))?,
            _ => return Err(expected::<f64>(value)),
        };
        if x.is_finite() {
            Ok(x)
        } else {
            Err(format!("expected a finite number, not `{x}`"))
        }
    }
}

macro_rules! integers {
    ($($t:ty => $what:literal),*) => {$(
        impl FromInput for $t {
            const EXPECTED: &'static str = $what;
            fn from_input(value: &InputValue) -> Result<Self, String> {
                let n: i128 = match value {
                    InputValue::Integer(n) => i128::from(*n),
                    InputValue::Number(x) => whole_float(*x).ok_or_else(|| expected::<$t>(value))?,
                    InputValue::Text(t) => crate::units::parse::whole_number(t)
                        .map_err(|_| expected::<$t>(value))?,
                    _ => return Err(expected::<$t>(value)),
                };
                <$t>::try_from(n).map_err(|_| format!("{n} is out of range for {}", $what))
            }
        }
    )*};
}

/// A number from an input file read as a count: the same rule as text (a whole value, however
/// written: `8`, `8.0`, `1e3`), and only where a double holds every whole number exactly, so a
/// count is never a rounded one.
fn whole_float(x: f64) -> Option<i128> {
    const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53
    (x.is_finite() && x.fract() == 0.0 && x.abs() <= EXACT).then_some(x as i128)
}

integers!(u32 => "a whole number from 0 to 4294967295", i64 => "a whole number", i32 => "a whole number");

/// Every quantity reads through the unit table: `6h`, `3.35 TB/s`, `23 USD/(TB·month)`. A plain
/// number is read only as a ratio; anything else needs its unit.
impl<D, U> FromInput for Quantity<D, U, f64>
where
    D: Dimension + ?Sized,
    U: Units<f64> + ?Sized,
{
    const EXPECTED: &'static str = "a quantity with its unit";
    fn from_input(value: &InputValue) -> Result<Self, String> {
        Self::from_input_in(value, None)
    }

    /// Read where this quantity's dimensions are expected (so `20 kg` is a mass for a mass and
    /// CO2e for emissions), with examples in the declared unit.
    fn from_input_in(
        value: &InputValue,
        unit: Option<crate::units::UnitLabel>,
    ) -> Result<Self, String> {
        crate::units::parse::value_in(
            &text_of(value)?,
            <Self as Dimensioned>::DIM,
            unit.map(|u| u.symbol),
        )
        .map(of_base)
    }
}

/// A size keeps the unit it was typed in (`80 GiB` stays 80 GiB).
impl FromInput for DataSize {
    const EXPECTED: &'static str = "an amount of data such as 2B, 16 bit or 80 GiB";
    fn from_input(value: &InputValue) -> Result<Self, String> {
        let text = text_of(value)?;
        let typed = crate::units::parse::quantity(&text)?;
        let bytes =
            crate::units::parse::value_of(&text, <crate::units::Information as Dimensioned>::DIM)?;
        Ok(match typed.byte_unit {
            Some(unit) => DataSize::declared(typed.magnitude, unit),
            None => DataSize::from_bytes(bytes),
        })
    }
}

impl FromInput for String {
    const EXPECTED: &'static str = "text";
    fn from_input(value: &InputValue) -> Result<Self, String> {
        match value {
            InputValue::Text(t) => Ok(t.clone()),
            InputValue::Integer(n) => Ok(n.to_string()),
            InputValue::Number(x) => Ok(x.to_string()),
            _ => Err(expected::<String>(value)),
        }
    }
}

impl FromInput for bool {
    const EXPECTED: &'static str = "true or false";
    fn from_input(value: &InputValue) -> Result<Self, String> {
        match value {
            InputValue::Bool(b) => Ok(*b),
            InputValue::Text(t) if t.trim().eq_ignore_ascii_case("true") => Ok(true),
            InputValue::Text(t) if t.trim().eq_ignore_ascii_case("false") => Ok(false),
            _ => Err(expected::<bool>(value)),
        }
    }
}

/// Values by name, from a table or from `name=value,name=value` text.
impl<T: FromInput> FromInput for crate::units::Named<T> {
    const EXPECTED: &'static str = "values by name, such as Desktop=0.45,iOS=0.3";
    const CHOICES: &'static [&'static str] = T::CHOICES;
    fn from_input(value: &InputValue) -> Result<Self, String> {
        Self::from_input_in(value, None)
    }

    /// Each value is read as the input's declared unit asks.
    fn from_input_in(
        value: &InputValue,
        unit: Option<crate::units::UnitLabel>,
    ) -> Result<Self, String> {
        let entries: Vec<(String, InputValue)> = match value {
            InputValue::Map(entries) => entries.clone(),
            InputValue::Text(t) => t
                .split(',')
                .enumerate()
                .map(|(i, p)| {
                    if p.trim().is_empty() {
                        return Err(format!("entry {} is empty: write name=value", i + 1));
                    }
                    p.split_once('=')
                        .map(|(n, v)| {
                            (n.trim().to_string(), InputValue::Text(v.trim().to_string()))
                        })
                        .ok_or_else(|| {
                            format!("entry {} `{}` is not name=value", i + 1, truncate(p))
                        })
                })
                .collect::<Result<_, _>>()?,
            _ => return Err(expected::<Self>(value)),
        };
        let mut out: Vec<(String, T)> = Vec::with_capacity(entries.len());
        for (i, (name, v)) in entries.into_iter().enumerate() {
            if name.trim().is_empty() {
                return Err(format!("entry {} has an empty name", i + 1));
            }
            if is_empty_text(&v) {
                return Err(format!(
                    "entry {} `{}` has an empty value",
                    i + 1,
                    truncate(&name)
                ));
            }
            if out.iter().any(|(n, _)| *n == name) {
                return Err(format!("`{}` is named twice", truncate(&name)));
            }
            let v =
                T::from_input_in(&v, unit).map_err(|e| format!("`{}`: {e}", truncate(&name)))?;
            out.push((name, v));
        }
        Ok(crate::units::Named(out))
    }
}

/// A list from a list value or from comma-separated text (`0.05,0.25,0.5,1`).
impl<T: FromInput> FromInput for Vec<T> {
    const EXPECTED: &'static str = "a comma-separated list";
    const CHOICES: &'static [&'static str] = T::CHOICES;
    fn from_input(value: &InputValue) -> Result<Self, String> {
        Self::from_input_in(value, None)
    }

    /// Each value is read as the input's declared unit asks.
    fn from_input_in(
        value: &InputValue,
        unit: Option<crate::units::UnitLabel>,
    ) -> Result<Self, String> {
        const MAX_ITEMS: usize = 10_000;
        let items: Vec<InputValue> = match value {
            InputValue::List(items) => items.clone(),
            // Empty text is the empty list (a law's sample `""`); `--set x=` is refused as an
            // empty value before it gets here.
            InputValue::Text(t) if t.trim().is_empty() => Vec::new(),
            InputValue::Text(t) => t
                .split(',')
                .map(|s| InputValue::Text(s.trim().to_string()))
                .collect(),
            single => vec![single.clone()],
        };
        if items.len() > MAX_ITEMS {
            return Err(format!("a list may hold at most {MAX_ITEMS} items"));
        }
        items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                if is_empty_text(item) {
                    return Err(format!("item {} is empty", i + 1));
                }
                T::from_input_in(item, unit).map_err(|e| format!("item {}: {e}", i + 1))
            })
            .collect()
    }
}

/// An empty item or value (`a,,b`), refused wherever lists and maps are read.
fn is_empty_text(value: &InputValue) -> bool {
    matches!(value, InputValue::Text(t) if t.trim().is_empty())
}

fn text_of(value: &InputValue) -> Result<String, String> {
    match value {
        InputValue::Text(t) => Ok(t.clone()),
        InputValue::Integer(n) => Ok(n.to_string()),
        InputValue::Number(x) => Ok(x.to_string()),
        other => Err(format!("expected a quantity with a unit, not `{other}`")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::units::{Information, Time, bytes, hours};

    fn text(s: &str) -> InputValue {
        InputValue::Text(s.into())
    }

    #[test]
    fn quantities_with_units() {
        let t = Time::from_input(&text("6h")).unwrap();
        assert_eq!(t, hours(6.0));
        let t = Time::from_input(&text("90 min")).unwrap();
        assert_eq!(t, hours(1.5));
        assert_eq!(Information::from_input(&text("2B")).unwrap(), bytes(2.0));
        assert_eq!(
            Information::from_input(&text("16 bit")).unwrap(),
            bytes(2.0)
        );
        let d = DataSize::from_input(&text("80 GiB")).unwrap();
        assert_eq!(d.to_string(), "80 GiB");
        assert_eq!(Information::from_input(&text("0.5B")).unwrap(), bytes(0.5));
        let rate = crate::units::DataRate::from_input(&text("3.35 TB/s")).unwrap();
        assert_eq!(rate.value, 3.35e12);
    }

    #[test]
    fn a_wrong_dimension_names_the_expected_one() {
        let e = Time::from_input(&text("6GB")).unwrap_err();
        assert!(e.contains("expected a time"), "{e}");
        let e = Information::from_input(&text("6h")).unwrap_err();
        assert!(e.contains("expected an amount of data"), "{e}");
        let e = Time::from_input(&InputValue::Integer(6)).unwrap_err();
        assert!(e.contains("needs a unit"), "{e}");
        assert!(Information::from_input(&text("2 Gb")).is_err());
        assert!(Time::from_input(&text("nan h")).is_err());
        assert!(Time::from_input(&text("1e400 h")).is_err());
        // Found by the fuzzer: a finite number of days that is an infinite number of seconds.
        assert!(Time::from_input(&text("1e306 day")).is_err());
        assert!(DataSize::from_input(&text("1e306 PiB")).is_err());
    }

    #[test]
    fn an_input_reads_a_shared_alias_by_its_own_dimension() {
        use crate::units::{
            Acceleration, Emissions, Mass, Temperature, TemperatureDifference, degrees_celsius,
            grams_co2e, kilograms,
        };
        assert_eq!(Mass::from_input(&text("20 kg")), Ok(kilograms(20.0)));
        assert_eq!(
            Emissions::from_input(&text("20 kg")),
            Ok(grams_co2e(20_000.0))
        );
        assert_eq!(
            Acceleration::from_input(&text("0.92 g")).map(|a| a.value),
            Ok(0.92 * 9.80665)
        );
        assert_eq!(
            Temperature::from_input(&text("40 °C")),
            Ok(degrees_celsius(40.0))
        );
        let e = TemperatureDifference::from_input(&text("40 °C")).unwrap_err();
        assert!(e.contains("is a temperature"), "{e}");
        // Each item of a list is read as the list's quantity.
        let masses = Vec::<Mass>::from_input(&text("1 kg,500 g")).unwrap();
        assert_eq!(masses, [kilograms(1.0), kilograms(0.5)]);
    }

    #[test]
    fn an_example_is_in_the_declared_unit() {
        use crate::units::{HOUR, MINUTE};
        let e = read::<Time>(&text("6 GB"), Some(MINUTE.erase())).unwrap_err();
        assert!(e.contains("(e.g. `1 min`)"), "{e}");
        let e = read::<Vec<Time>>(&text("1 h,6 GB"), Some(HOUR.erase())).unwrap_err();
        assert!(e.contains("item 2") && e.contains("(e.g. `1 h`)"), "{e}");
    }

    #[test]
    fn temperature_readings_in_equations_move_by_differences() {
        use crate::arith::{Add, Sub};
        use crate::units::{degrees_celsius, kelvin};
        let ambient = degrees_celsius(40.0);
        assert_eq!(ambient.eq_add(kelvin(15.0)), Ok(degrees_celsius(55.0)));
        assert_eq!(kelvin(15.0).eq_add(ambient), Ok(degrees_celsius(55.0)));
        assert_eq!(ambient.eq_sub(kelvin(15.0)), Ok(degrees_celsius(25.0)));
        assert_eq!(degrees_celsius(55.0).eq_sub(ambient), Ok(kelvin(15.0)));
    }

    #[test]
    fn lists_and_counts() {
        let ramp = Vec::<f64>::from_input(&text("0.05,0.25,0.5,1")).unwrap();
        assert_eq!(ramp, [0.05, 0.25, 0.5, 1.0]);
        assert_eq!(u32::from_input(&text("8")), Ok(8));
        assert!(u32::from_input(&text("-1")).is_err());
        assert!(u32::from_input(&InputValue::Number(2.5)).is_err());
        assert!(f64::from_input(&text("NaN")).is_err());
    }
}
