//! Kinds of value declared outside this crate. The orphan rule stops a downstream crate from
//! giving a type it does not own (a `uom` quantity) the traits a scenario needs; a type it
//! declares itself it may, and [`quantity_kind!`](crate::quantity_kind) writes every one of
//! them, so that the new kind is an input, a member's result and an operand of equations like
//! the built-in kinds.

/// Declares a kind of quantity of your own: a number with its unit, e.g. tokens.
///
/// ```
/// mlsysim_core::quantity_kind! {
///     /// Tokens of text, counted as a rate-friendly real number.
///     pub struct Tokens {
///         unit: "tok",
///         aliases: ["token", "tokens"],
///         what: "a number of tokens",
///     }
/// }
/// use mlsysim_core::{FromInput, InputValue};
/// let t = Tokens::from_input(&InputValue::Text("1500 tokens".into())).unwrap();
/// assert_eq!(t, Tokens(1500.0));
/// // A bare number is refused: the unit is never guessed.
/// assert!(Tokens::from_input(&InputValue::Text("1500".into())).is_err());
/// ```
///
/// The type is `pub struct Tokens(pub f64)`, shown and read in `unit` (or any of `aliases`).
/// In equations it adds to and subtracts from itself, scales by plain numbers and counts, and
/// divides by itself into a plain number; a product with another kind is written through
/// `.0` with the unit said in the member's name, or as a kind of its own. It can be a
/// scenario's input (with `range`, `positive`, `non_negative`), a property's or a method's
/// result, and every value is checked for finiteness like any other.
#[macro_export]
macro_rules! quantity_kind {
    (
        $(#[$attr:meta])*
        $vis:vis struct $name:ident {
            unit: $unit:literal,
            aliases: [$($alias:literal),* $(,)?],
            what: $what:literal $(,)?
        }
    ) => {
        $(#[$attr])*
        #[derive(Debug, Clone, Copy, PartialEq, PartialOrd, Default)]
        $vis struct $name(pub f64);

        impl $name {
            /// The unit this kind is shown in.
            pub const UNIT: &'static str = $unit;
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{} {}", $crate::units::format_number(self.0), $unit)
            }
        }

        // Its own kind: a member declared `$name` takes exactly what its equation computes.
        impl $crate::kind::Kind for $name {
            type Canon = $name;
        }
        #[diagnostic::do_not_recommend]
        impl $crate::kind::Declared for $name {
            type Kind = $name;
            #[inline(always)]
            fn from_canon(value: $name) -> ::std::result::Result<Self, $crate::EvalError> {
                Ok(value)
            }
            #[inline(always)]
            fn into_canon(self) -> ::std::result::Result<$name, $crate::EvalError> {
                Ok(self)
            }
        }
        impl $crate::outcome::Checked for $name {
            #[inline]
            fn check(
                &self,
                operation: &'static str,
            ) -> ::std::result::Result<(), $crate::EvalErrorKind> {
                $crate::outcome::Checked::check(&self.0, operation)
            }
        }
        impl $crate::report::ToValue for $name {
            fn to_value(&self, _: Option<$crate::units::UnitLabel>) -> $crate::Value {
                $crate::Value::Quantity { magnitude: self.0, unit: $unit }
            }
        }
        impl $crate::FromInput for $name {
            const EXPECTED: &'static str = concat!($what, " such as `12 ", $unit, "`");
            fn from_input(value: &$crate::InputValue) -> ::std::result::Result<Self, String> {
                $crate::own_kind::read(value, $unit, &[$($alias),*], $what).map($name)
            }
        }
        impl $crate::validate::Finiteness for $name {
            fn is_finite_input(&self) -> bool {
                $crate::validate::normal(self.0)
            }
        }
        #[diagnostic::do_not_recommend]
        impl $crate::validate::Scalar for $name {
            fn base_value(&self) -> f64 {
                self.0
            }
        }
        impl $crate::arith::Placeholder for $name {
            #[inline]
            fn placeholder() -> Self {
                $name(f64::NAN)
            }
        }
        impl $crate::arith::Finite for $name {
            #[inline]
            fn finite(self, operation: &'static str) -> ::std::result::Result<Self, $crate::EvalError> {
                $crate::arith::Finite::finite(self.0, operation).map($name)
            }
        }
        impl $crate::arith::Add for $name {
            type Output = $name;
            #[inline]
            fn eq_add(self, rhs: $name) -> ::std::result::Result<$name, $crate::EvalError> {
                $crate::arith::Finite::finite(self.0 + rhs.0, "sum").map($name)
            }
        }
        impl $crate::arith::Sub for $name {
            type Output = $name;
            #[inline]
            fn eq_sub(self, rhs: $name) -> ::std::result::Result<$name, $crate::EvalError> {
                $crate::arith::Finite::finite(self.0 - rhs.0, "difference").map($name)
            }
        }
        impl $crate::arith::Div for $name {
            type Output = f64;
            #[inline]
            fn eq_div(self, rhs: $name) -> ::std::result::Result<f64, $crate::EvalError> {
                $crate::own_kind::quotient(self.0, rhs.0)
            }
        }
        impl $crate::arith::Neg for $name {
            type Output = $name;
            #[inline]
            fn eq_neg(self) -> ::std::result::Result<$name, $crate::EvalError> {
                Ok($name(-self.0))
            }
        }
        $crate::quantity_kind!(@scale $name: f64, i64, u32, i32);
    };
    (@scale $name:ident: $($n:ty),*) => {$(
        impl $crate::arith::Mul<$n> for $name {
            type Output = $name;
            #[inline]
            fn eq_mul(self, rhs: $n) -> ::std::result::Result<$name, $crate::EvalError> {
                $crate::arith::Finite::finite(self.0 * $crate::arith::AsFloat::as_float(rhs), "product").map($name)
            }
        }
        impl $crate::arith::Mul<$name> for $n {
            type Output = $name;
            #[inline]
            fn eq_mul(self, rhs: $name) -> ::std::result::Result<$name, $crate::EvalError> {
                $crate::arith::Finite::finite($crate::arith::AsFloat::as_float(self) * rhs.0, "product").map($name)
            }
        }
        impl $crate::arith::Div<$n> for $name {
            type Output = $name;
            #[inline]
            fn eq_div(self, rhs: $n) -> ::std::result::Result<$name, $crate::EvalError> {
                $crate::own_kind::quotient(self.0, $crate::arith::AsFloat::as_float(rhs)).map($name)
            }
        }
    )*};
}

use crate::error::{EvalError, EvalErrorKind};
use crate::input::InputValue;

/// Reads `12 tok` (or `12tok`, or `12 tokens`): the number must carry the unit or an alias.
#[doc(hidden)]
pub fn read(value: &InputValue, unit: &str, aliases: &[&str], what: &str) -> Result<f64, String> {
    let example = |n: &str| format!("give a unit, e.g. `{n} {unit}`");
    let text = match value {
        InputValue::Text(t) => t.trim(),
        InputValue::Integer(n) => return Err(example(&n.to_string())),
        InputValue::Number(x) => return Err(example(&crate::units::format_number(*x))),
        _ => return Err(format!("expected {what} such as `12 {unit}`")),
    };
    // Split where every quantity is split (`units::parse`): the number, then its unit.
    let (x, symbol) = crate::units::parse::split_number(text).map_err(|_| {
        format!(
            "expected {what} such as `12 {unit}`, not `{}`",
            crate::input::truncate(text)
        )
    })?;
    let symbol = symbol.trim();
    if symbol.is_empty() {
        return Err(example(&crate::units::format_number(x)));
    }
    if symbol != unit && !aliases.contains(&symbol) {
        return Err(format!(
            "expected {what} in `{unit}`, not `{}`",
            crate::input::truncate(symbol)
        ));
    }
    Ok(x)
}

/// A quotient of two plain magnitudes, checked as every equation's is.
#[doc(hidden)]
pub fn quotient(num: f64, den: f64) -> Result<f64, EvalError> {
    if den == 0.0 {
        return Err(EvalError::new(EvalErrorKind::DivisionByZero));
    }
    crate::arith::Finite::finite(num / den, "quotient")
}
