//! Functions an equation may call by their bare name (`ceil(copy_fraction)`).
//!
//! In an equation a bare call that is not one of the scenario's methods is a function of this
//! module: the macro writes `ceil(x)` as `::mlsysim_core::equation::ceil(x)`, so these names
//! read in the declaration exactly as they read in the documentation, and no name of the
//! author's module can stand in for one of them. A function of the author's own is called by
//! its path (`self::weights(model, width)`).

use crate::error::{EvalError, EvalErrorKind};

/// The smallest integer not below `x`, as an exact `i64`.
///
/// NaN, infinities and values beyond the `i64` range are errors rather than saturated numbers
/// (Rust's `as` casts would turn 1e300 into `i64::MAX` without a word).
#[inline]
pub fn ceil(x: impl Number) -> Result<i64, EvalError> {
    to_i64(x.number().ceil(), "ceiling")
}

/// The largest integer not above `x`, as an exact `i64`.
#[inline]
pub fn floor(x: impl Number) -> Result<i64, EvalError> {
    to_i64(x.number().floor(), "floor")
}

/// The integer part of `x`, rounding toward zero as Python's `int(x)` does (−13.15 is −13), as
/// an exact `i64`; NaN, infinities and values beyond the `i64` range are errors.
#[inline]
pub fn trunc(x: impl Number) -> Result<i64, EvalError> {
    to_i64(x.number().trunc(), "integer part")
}

#[inline]
fn to_i64(x: f64, operation: &'static str) -> Result<i64, EvalError> {
    if x.is_nan() {
        return Err(EvalError::new(EvalErrorKind::NotFinite { operation }));
    }
    // 2^63 is exactly representable; every integral double below it fits in an i64.
    const LIMIT: f64 = 9_223_372_036_854_775_808.0;
    if !(-LIMIT..LIMIT).contains(&x) {
        return Err(EvalError::new(EvalErrorKind::Overflow { operation }));
    }
    Ok(x as i64)
}

fn domain(what: String) -> EvalError {
    EvalError::domain(what)
}

fn finite(x: f64, operation: &'static str) -> Result<f64, EvalError> {
    crate::arith::Finite::finite(x, operation)
}

pub use crate::units::{
    ABSOLUTE_ZERO, ONE_RADIAN, ampere_hours, amperes, arctan, arctan2, bytes, bytes_per_second,
    coulombs, days, degrees, degrees_celsius, energy_as_work, farads, flop_per_joule,
    flop_per_second, flops, gigabytes, grams, grams_co2e, henries, hours, joules,
    joules_per_kelvin, kelvin, kelvin_per_second, kelvin_per_watt, kilogram_square_metres,
    kilograms, kilometres, kilometres_per_hour, kilowatt_hours, litres, lux, mechanical_energy,
    mechanical_power, metres, metres_per_second, metres_per_second_cubed,
    metres_per_second_squared, microfarads, miles_per_hour, milliampere_hours, milliamperes,
    millimetres, milliohms, milliseconds, months, newton_metres, newton_metres_per_ampere,
    newton_metres_per_second, newtons, newtons_per_metre, newtons_per_second, ohms, per_day,
    per_kelvin, per_metre, per_second, power_as_mechanical, radians, radians_per_second,
    radians_per_second_squared, rpm, seconds, square_metres, standard_gravities, usd,
    usd_per_tonne_co2e, volt_seconds_per_radian, volts, watts, watts_per_square_metre,
};

/// The angle whose sine is `x`; `x` outside −1 to 1 is an error, not a NaN.
#[inline]
pub fn arcsin(x: impl Number) -> Result<crate::units::Angle, EvalError> {
    let x = x.number();
    crate::units::arcsin(x)
        .ok_or_else(|| domain(format!("the arcsine needs a number from -1 to 1, not {x}")))
}

/// The angle whose cosine is `x`; `x` outside −1 to 1 is an error, not a NaN.
#[inline]
pub fn arccos(x: impl Number) -> Result<crate::units::Angle, EvalError> {
    let x = x.number();
    crate::units::arccos(x).ok_or_else(|| {
        domain(format!(
            "the arccosine needs a number from -1 to 1, not {x}"
        ))
    })
}

/// A plain number: an `f64`, or a dimensionless quantity (time over time).
pub trait Number: Copy {
    fn number(self) -> f64;
}
impl Number for f64 {
    #[inline]
    fn number(self) -> f64 {
        self
    }
}
impl Number for crate::units::Ratio {
    #[inline]
    fn number(self) -> f64 {
        self.value
    }
}

/// A plain ratio (a time over a time, a rate over a rate) as the number it is, for a comparison
/// with a number or a law that takes one.
#[inline]
pub fn number(x: impl Number) -> f64 {
    x.number()
}

/// The natural logarithm; the argument must be positive.
#[inline]
pub fn ln(x: impl Number) -> Result<f64, EvalError> {
    let x = x.number();
    if x > 0.0 && x.is_finite() {
        Ok(x.ln())
    } else {
        Err(domain(format!(
            "the logarithm needs a positive number, not {x}"
        )))
    }
}

/// e to the power `x`; a result too large for a double is an overflow, not an infinity.
#[inline]
pub fn exp(x: impl Number) -> Result<f64, EvalError> {
    finite(x.number().exp(), "exponential")
}

/// e^x − 1, accurate where x is near zero (C's and Python's `expm1`).
#[inline]
pub fn expm1(x: impl Number) -> Result<f64, EvalError> {
    finite(x.number().exp_m1(), "exponential")
}

/// `base` to a real `exponent` (C's `pow`, as Python's `**` on floats); a result outside the
/// finite numbers is an error.
#[inline]
pub fn powf(base: impl Number, exponent: impl Number) -> Result<f64, EvalError> {
    finite(base.number().powf(exponent.number()), "power")
}

/// The square root of a time squared: the time whose square it is.
#[inline]
pub fn sqrt_time(x: crate::units::TimeSquared) -> Result<crate::units::Time, EvalError> {
    sqrt(x.value).map(seconds)
}

/// The square root; the argument must not be negative.
#[inline]
pub fn sqrt(x: impl Number) -> Result<f64, EvalError> {
    let x = x.number();
    if x >= 0.0 {
        finite(x.sqrt(), "square root")
    } else {
        Err(domain(format!(
            "the square root needs a number of at least 0, not {x}"
        )))
    }
}

/// `base` to the power `exponent`, exactly; an overflow is an error.
#[inline]
pub fn pow(base: impl Into<i64>, exponent: impl Into<i64>) -> Result<i64, EvalError> {
    let (base, exponent) = (base.into(), exponent.into());
    let exponent = u32::try_from(exponent).map_err(|_| {
        domain(format!(
            "the exponent must be a whole number from 0, not {exponent}"
        ))
    })?;
    base.checked_pow(exponent)
        .ok_or(EvalError::new(EvalErrorKind::Overflow {
            operation: "power",
        }))
}

/// Division rounding toward negative infinity, as Python's `//` does.
#[inline]
pub fn floor_div(a: impl Into<i64>, b: impl Into<i64>) -> Result<i64, EvalError> {
    let (a, b) = (a.into(), b.into());
    if b == 0 {
        return Err(EvalError::new(EvalErrorKind::DivisionByZero));
    }
    let q = a
        .checked_div(b)
        .ok_or(EvalError::new(EvalErrorKind::Overflow {
            operation: "quotient",
        }))?;
    Ok(if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

/// The remainder with the sign of the divisor, as Python's `%` does.
#[inline]
pub fn modulo(a: impl Into<i64>, b: impl Into<i64>) -> Result<i64, EvalError> {
    let (a, b) = (a.into(), b.into());
    if b == 0 {
        return Err(EvalError::new(EvalErrorKind::DivisionByZero));
    }
    let r = a.checked_rem(b).unwrap_or(0);
    Ok(if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    })
}

/// The smaller of two values.
#[inline]
pub fn min<T: PartialOrd>(a: T, b: T) -> T {
    if b < a { b } else { a }
}

/// The larger of two values.
#[inline]
pub fn max<T: PartialOrd>(a: T, b: T) -> T {
    if b > a { b } else { a }
}

/// What `map[key]` and `list[i]` read in an equation: the entry, or an error naming the missing
/// key or the index out of range (never a panic).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be indexed with `{K}` in an equation",
    label = "an equation indexes values by name (`prices[name]`) or lists by position (`sizes[i]`)"
)]
pub trait Entries<K> {
    type Item: Clone;
    fn entry(&self, key: K) -> Result<&Self::Item, EvalError>;
}

impl<T: Clone, K: AsRef<str> + ?Sized> Entries<&K> for crate::units::Named<T> {
    type Item = T;
    fn entry(&self, key: &K) -> Result<&T, EvalError> {
        lookup(self, key.as_ref())
    }
}

macro_rules! list_positions {
    ($($t:ty),*) => {$(
        impl<T: Clone> Entries<&$t> for Vec<T> {
            type Item = T;
            fn entry(&self, key: &$t) -> Result<&T, EvalError> {
                usize::try_from(*key)
                    .ok()
                    .and_then(|i| self.get(i))
                    .ok_or_else(|| domain(format!("position {key} is outside a list of {} items", self.len())))
            }
        }
    )*};
}

list_positions!(i64, i32, u32, usize);

/// `map[key]` or `list[i]` in an equation: a copy of the entry, or an error.
#[inline]
pub fn at<C: Entries<K>, K>(collection: &C, key: K) -> Result<C::Item, EvalError> {
    collection.entry(key).cloned()
}

/// A value of a named map, or an error that names the missing key and the ones there are.
pub fn lookup<'a, T>(map: &'a crate::units::Named<T>, key: &str) -> Result<&'a T, EvalError> {
    map.get(key).ok_or_else(|| {
        let known: Vec<&str> = map.names().collect();
        EvalError::bad_call(
            crate::error::UnknownName::new("name", key, known.into_iter()).to_string(),
        )
    })
}

/// How many items a list holds.
#[inline]
pub fn len<T>(items: &[T]) -> i64 {
    // A slice never holds more than isize::MAX items, which fits an i64.
    items.len() as i64
}

/// The exact sum of integers; an overflow is an error.
pub fn total(values: &[i64]) -> Result<i64, EvalError> {
    values
        .iter()
        .try_fold(0i64, |acc, &v| acc.checked_add(v))
        .ok_or(EvalError::new(EvalErrorKind::Overflow { operation: "sum" }))
}

/// The first item whose key is smallest (the order of the list breaks ties).
pub fn argmin<T: Copy, K: PartialOrd>(
    items: &[T],
    key: impl Fn(T) -> Result<K, EvalError>,
) -> Result<T, EvalError> {
    let mut best: Option<(T, K)> = None;
    for &item in items {
        let k = key(item)?;
        if best.as_ref().is_none_or(|(_, b)| k < *b) {
            best = Some((item, k));
        }
    }
    best.map(|(item, _)| item)
        .ok_or_else(|| domain("the list is empty".into()))
}

/// The first item whose key is largest (the order of the list breaks ties), as Python's `max`
/// picks.
pub fn argmax<T: Copy, K: PartialOrd>(
    items: &[T],
    key: impl Fn(T) -> Result<K, EvalError>,
) -> Result<T, EvalError> {
    let mut best: Option<(T, K)> = None;
    for &item in items {
        let k = key(item)?;
        if best.as_ref().is_none_or(|(_, b)| k > *b) {
            best = Some((item, k));
        }
    }
    best.map(|(item, _)| item)
        .ok_or_else(|| domain("the list is empty".into()))
}

/// A term of [`sum`]: a number, or the result of computing one.
pub trait Summand {
    fn term(self) -> Result<f64, EvalError>;
}

impl Summand for f64 {
    #[inline]
    fn term(self) -> Result<f64, EvalError> {
        Ok(self)
    }
}

impl Summand for Result<f64, EvalError> {
    #[inline]
    fn term(self) -> Result<f64, EvalError> {
        self
    }
}

/// A plain left-to-right sum from zero, the order the reference adds in; the terms may be
/// results (`sum((0..k).map(|i| poisson_term(m, i)))`), the first error stops it, and a sum
/// that leaves the finite numbers is an error.
pub fn sum<T: Summand>(values: impl IntoIterator<Item = T>) -> Result<f64, EvalError> {
    let mut total = 0.0;
    for value in values {
        total += value.term()?;
    }
    finite(total, "sum")
}

/// Stops the equation with `reason` unless `condition` holds: a guard written in the equation
/// itself, `{ require(saving > 0.0, "never pays back")?; build / saving }`.
#[inline]
pub fn require(condition: bool, reason: &'static str) -> Result<(), EvalError> {
    if condition {
        Ok(())
    } else {
        Err(domain(reason.to_string()))
    }
}

/// A member its inputs leave undefined, in the branch where they do: the equation stops with
/// `reason`, as `require(false, reason)` would, but in place of a value of any type
/// (`if given(approach_speed) { undefined("no ceiling without a jerk bound")? } else { .. }`).
#[inline]
pub fn undefined<T>(reason: &'static str) -> Result<T, EvalError> {
    Err(EvalError::new(EvalErrorKind::Undefined(reason.into())))
}

/// A registry field that some entries lack (a device's flash, a model's layers): its value, or
/// an error that says which entry has no `what`.
#[inline]
pub fn from_registry<T>(value: Option<T>, what: &'static str, entry: &str) -> Result<T, EvalError> {
    value.ok_or_else(|| {
        EvalError::new(EvalErrorKind::Undefined(
            format!("`{entry}` has no {what} in the registry").into(),
        ))
    })
}

/// The name of the smallest value of a map (the first listed, on a tie).
pub fn name_of_min<T: PartialOrd>(map: &crate::units::Named<T>) -> Result<String, EvalError> {
    let mut best: Option<(&str, &T)> = None;
    for (name, value) in map.iter() {
        if best.is_none_or(|(_, b)| value < b) {
            best = Some((name, value));
        }
    }
    best.map(|(name, _)| name.to_string())
        .ok_or_else(|| domain("the map is empty".into()))
}

/// Two maps one after the other, `joined(&a, &b)?`: the entries of `a`, then those of `b`. A
/// name in both is an error, never one entry silently taking the other's place.
pub fn joined<T: Clone>(
    first: &crate::units::Named<T>,
    second: &crate::units::Named<T>,
) -> Result<crate::units::Named<T>, EvalError> {
    let mut out = first.clone();
    for (name, value) in second.iter() {
        if first.get(name).is_some() {
            return Err(domain(format!("`{name}` is in both maps joined")));
        }
        out.0.push((name.to_string(), value.clone()));
    }
    Ok(out)
}

/// Round to the nearest integer, ties to even, as Python's `round` does; NaN, infinities and
/// values beyond the `i64` range are errors. Like [`ceil`] and [`floor`] it takes a number or a
/// ratio (bytes over bytes).
#[inline]
pub fn round_half_even(x: impl Number) -> Result<i64, EvalError> {
    to_i64(x.number().round_ties_even(), "rounding")
}

/// `n!` as the nearest double, as Python's exact integer factorial converts (an error past
/// 170!, which no double holds).
pub fn factorial_f64(n: i64) -> Result<f64, EvalError> {
    if n < 0 {
        return Err(domain(format!(
            "the factorial needs a whole number from 0, not {n}"
        )));
    }
    if n > 170 {
        return Err(EvalError::new(EvalErrorKind::Overflow {
            operation: "factorial",
        }));
    }
    // The exact product in 32-bit limbs, least significant first.
    let mut limbs: Vec<u64> = vec![1];
    for k in 2..=n as u64 {
        let mut carry = 0u64;
        for limb in &mut limbs {
            let product = *limb * k + carry;
            *limb = product & 0xffff_ffff;
            carry = product >> 32;
        }
        while carry > 0 {
            limbs.push(carry & 0xffff_ffff);
            carry >>= 32;
        }
    }
    Ok(nearest_double(&limbs))
}

/// The double nearest a non-negative integer given in 32-bit limbs: its top 64 bits with every
/// lower bit folded into the last one, so `as f64` rounds once, correctly.
fn nearest_double(limbs: &[u64]) -> f64 {
    let bits = (limbs.len() as u32 - 1) * 32 + (64 - limbs[limbs.len() - 1].leading_zeros());
    if bits <= 64 {
        let value = limbs.iter().rev().fold(0u64, |acc, l| (acc << 32) | l);
        return value as f64;
    }
    let shift = bits - 64;
    let bit = |i: u32| (limbs[(i / 32) as usize] >> (i % 32)) & 1;
    let top = (shift..bits).rev().fold(0u64, |acc, i| (acc << 1) | bit(i));
    let sticky = (0..shift).any(|i| bit(i) == 1);
    ((top | u64::from(sticky)) as f64) * 2f64.powi(shift as i32)
}

/// One term of the Poisson distribution, e^−mean · mean^k / k!, in the reference's order.
#[inline]
pub fn poisson_term(mean: f64, k: i64) -> Result<f64, EvalError> {
    finite(
        (-mean).exp() * mean.powf(k as f64) / factorial_f64(k)?,
        "Poisson probability",
    )
}

/// Marks an optional input that the member reads as an `Option` and handles itself, so its
/// absence is not an error (`copy_bytes` falls back to the registry size).
#[inline]
pub fn optional<T>(value: Option<T>) -> Option<T> {
    value
}

/// `zip(xs, ys)?`: two lists walked together by a form (`sum!((a, b) in zip(xs, ys)?, a * b)`);
/// lists of different lengths are an error, never cut to the shorter.
pub use crate::forms::zip;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn factorials_round_once() {
        assert_eq!(factorial_f64(0), Ok(1.0));
        assert_eq!(factorial_f64(20), Ok(2_432_902_008_176_640_000.0));
        // 23! = 25852016738884976640000, whose nearest double is below the exact value.
        assert_eq!(factorial_f64(23), Ok(2.585201673888498e22));
        assert_eq!(factorial_f64(170), Ok(7.257415615307999e306));
        assert!(factorial_f64(171).is_err());
        assert_eq!(round_half_even(2.5), Ok(2));
        assert_eq!(round_half_even(-0.5), Ok(0));
        assert_eq!(round_half_even(3.5), Ok(4));
    }

    #[test]
    fn argmin_and_argmax_take_the_first_extreme_as_python_does() {
        let values = [3.0, -1.0, 7.0, -1.0, 7.0];
        let key = |i: usize| Ok(values[i]);
        assert_eq!(argmin(&[0, 1, 2, 3, 4], key), Ok(1));
        assert_eq!(argmax(&[0, 1, 2, 3, 4], key), Ok(2));
        assert!(argmax::<f64, f64>(&[], Ok).is_err());
    }

    #[test]
    fn python_integer_division() {
        assert_eq!(floor_div(-7, 2), Ok(-4));
        assert_eq!(modulo(-7, 5), Ok(3));
        assert_eq!(modulo(7, -5), Ok(-3));
        assert_eq!(modulo(-3, 10), Ok(7));
        assert!(floor_div(1, 0).is_err());
        assert!(pow(3, 64).is_err());
        assert_eq!(pow(3, 3), Ok(27));
    }

    #[test]
    fn trunc_rounds_toward_zero_as_python_int_does() {
        assert_eq!(trunc(-13.15), Ok(-13));
        assert_eq!(trunc(12.246770024299622), Ok(12));
        assert_eq!(trunc(-0.5), Ok(0));
        assert!(trunc(f64::NAN).is_err());
        assert!(trunc(1e300).is_err());
        assert_eq!(expm1(0.0), Ok(0.0));
        assert_eq!(expm1(-1e-20), Ok(-1e-20));
        assert_eq!(powf(0.78, 6.0), Ok(0.78f64.powf(6.0)));
        assert!(powf(10.0, 400.0).is_err());
    }

    #[test]
    fn ceil_is_exact_and_refuses_what_does_not_fit() {
        assert_eq!(ceil(1.1641532182693481), Ok(2));
        assert_eq!(ceil(0.0005950460210442543), Ok(1));
        assert_eq!(ceil(-0.0005950460210442543), Ok(0));
        assert_eq!(ceil(-297.52301052212715), Ok(-297));
        assert!(ceil(f64::NAN).is_err());
        assert!(ceil(f64::INFINITY).is_err());
        assert!(ceil(2.9752301052212715e296).is_err());
        assert_eq!(ceil(9.2e18), Ok(9_200_000_000_000_000_000));
    }
}
