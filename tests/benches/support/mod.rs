//! The checks a careful person writes by hand, shared by the hand-written side of the
//! generated-against-hand-written benchmarks: the same errors the generated code gives
//! (overflow, underflow, non-finite results, division by zero), without its machinery.

#![allow(dead_code)]

use mlsysim_core::{EvalError, EvalErrorKind};

/// `x`, or the error the checked arithmetic gives for a non-finite or subnormal result.
#[inline]
pub fn finite(x: f64, operation: &'static str) -> Result<f64, EvalError> {
    if x.is_normal() || x == 0.0 {
        Ok(x)
    } else if x.is_subnormal() {
        Err(EvalError::new(EvalErrorKind::Underflow { operation }))
    } else if x.is_nan() {
        Err(EvalError::new(EvalErrorKind::NotFinite { operation }))
    } else {
        Err(overflow(operation))
    }
}

/// `a / b` as floats, refusing a zero divisor and a non-finite quotient.
#[inline]
pub fn quotient(a: f64, b: f64) -> Result<f64, EvalError> {
    if b == 0.0 {
        return Err(EvalError::new(EvalErrorKind::DivisionByZero));
    }
    finite(a / b, "quotient")
}

#[cold]
pub fn overflow(operation: &'static str) -> EvalError {
    EvalError::new(EvalErrorKind::Overflow { operation })
}

/// Checked integer product.
#[inline]
pub fn mul(a: i64, b: i64) -> Result<i64, EvalError> {
    a.checked_mul(b).ok_or_else(|| overflow("product"))
}

/// Checked integer sum.
#[inline]
pub fn add(a: i64, b: i64) -> Result<i64, EvalError> {
    a.checked_add(b).ok_or_else(|| overflow("sum"))
}

/// Checked integer difference.
#[inline]
pub fn sub(a: i64, b: i64) -> Result<i64, EvalError> {
    a.checked_sub(b).ok_or_else(|| overflow("difference"))
}

/// A float rounded down to a count, refusing NaN and values past the `i64` range.
#[inline]
pub fn floor_count(x: f64) -> Result<i64, EvalError> {
    whole(x.floor(), "floor")
}

/// A float rounded up to a count, refusing NaN and values past the `i64` range.
#[inline]
pub fn ceil_count(x: f64) -> Result<i64, EvalError> {
    whole(x.ceil(), "ceiling")
}

/// A float with its fraction dropped, refusing NaN and values past the `i64` range.
#[inline]
pub fn trunc_count(x: f64) -> Result<i64, EvalError> {
    whole(x.trunc(), "integer part")
}

#[inline]
fn whole(x: f64, operation: &'static str) -> Result<i64, EvalError> {
    if x.is_nan() {
        return Err(EvalError::new(EvalErrorKind::NotFinite { operation }));
    }
    if !(-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&x) {
        return Err(overflow(operation));
    }
    Ok(x as i64)
}

/// Integer division rounded toward negative infinity, as Python's `//`.
#[inline]
pub fn floor_div(a: i64, b: i64) -> Result<i64, EvalError> {
    if b == 0 {
        return Err(EvalError::new(EvalErrorKind::DivisionByZero));
    }
    let q = a.checked_div(b).ok_or_else(|| overflow("quotient"))?;
    Ok(if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

/// Whether two results agree: the same value, or both an error.
pub fn agree<T: PartialEq + std::fmt::Debug>(
    what: &str,
    generated: &Result<T, EvalError>,
    by_hand: &Result<T, EvalError>,
) {
    match (generated, by_hand) {
        (Ok(g), Ok(h)) => assert_eq!(g, h, "{what}: generated and hand-written values differ"),
        (Err(_), Err(_)) => {}
        _ => panic!("{what}: generated {generated:?}, hand-written {by_hand:?}"),
    }
}

/// [`agree`] for each named field of a generated evaluation and a hand-written one, naming the
/// first that does not agree: `agree_all!(g, h; weights, bandwidth)`. (Allowed unused, as the
/// rest of this module, in the benchmarks that compare nothing.)
#[allow(unused_macros)]
macro_rules! agree_all {
    ($g:expr, $h:expr; $($field:ident),* $(,)?) => {
        $($crate::support::agree(stringify!($field), &$g.$field, &$h.$field);)*
    };
}
#[allow(unused_imports)]
pub(crate) use agree_all;

/// Nanoseconds per call of `generated` and of `hand_written`, each the least of `rounds`
/// timings of `calls` calls, the two taken in turn: on a shared machine the least time is
/// the one least disturbed by other work, and taking them in turn exposes both to the same
/// disturbances. Printed beside criterion's estimates as a steadier ratio.
pub fn interleaved_minimum(
    label: &str,
    calls: u32,
    rounds: u32,
    generated: impl Fn(),
    hand_written: impl Fn(),
) {
    use std::time::Instant;
    let time = |f: &dyn Fn()| {
        let start = Instant::now();
        for _ in 0..calls {
            f();
        }
        start.elapsed().as_secs_f64() * 1e9 / f64::from(calls)
    };
    let (mut g, mut h) = (f64::MAX, f64::MAX);
    for _ in 0..rounds {
        g = g.min(time(&generated));
        h = h.min(time(&hand_written));
    }
    println!(
        "{label}: least of {rounds} rounds: generated {:.2} µs, hand-written {:.2} µs, ratio {:.2}",
        g / 1e3,
        h / 1e3,
        g / h
    );
}
