//! Functions an equation may call by their bare name (`ceil(copy_fraction)`).
//!
//! The `#[scenario]` macro brings this module into scope inside every member it generates, so
//! these names read in the declaration exactly as they read in the documentation.

use crate::error::{EvalError, EvalErrorKind};

/// The smallest integer not below `x`, as an exact `i64`.
///
/// NaN, infinities and values beyond the `i64` range are errors rather than saturated numbers
/// (Rust's `as` casts would turn 1e300 into `i64::MAX` without a word).
#[inline]
pub fn ceil(x: f64) -> Result<i64, EvalError> {
    to_i64(x.ceil(), "ceiling")
}

/// The largest integer not above `x`, as an exact `i64`.
#[inline]
pub fn floor(x: f64) -> Result<i64, EvalError> {
    to_i64(x.floor(), "floor")
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

/// Marks an optional input that the member reads as an `Option` and handles itself, so its
/// absence is not an error (`copy_bytes` falls back to the registry size).
#[inline]
pub fn optional<T>(value: Option<T>) -> Option<T> {
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[inline]
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
