//! The one place every member's result passes through (`finish`), whatever computed it: an
//! equation, a `body`, a helper of the author's, a closure, a registry product. A non-finite
//! number becomes an [`EvalError`] naming the member, never a value; an error kept by a closure
//! (see [`Fault`](crate::arith::Fault)) is returned; every error is named after the member.

use crate::error::{EvalError, EvalErrorKind};
use crate::units::{DataSize, Headroom, Named};

use crate::quantity::{Dimension, Quantity, Units};

/// A value a member may return: one whose numbers can be checked for finiteness. Every type the
/// catalog can show implements it; a quantity kind of your own implements it too (see
/// `mlsysim_core::quantity_kind!`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a member's result: the catalog checks and shows only the values it knows",
    label = "a member of this type",
    note = "use a type of `mlsysim_core` (a count, `f64`, a quantity such as `Time` or `DataSize`, money, a list or map of them), or declare your own with `mlsysim_core::quantity_kind!`"
)]
pub trait Checked {
    /// `Err` with the reason when the value holds NaN or an infinity.
    fn check(&self, operation: &'static str) -> Result<(), EvalErrorKind>;
}

fn finite_f64(x: f64, operation: &'static str) -> Result<(), EvalErrorKind> {
    if crate::validate::normal(x) {
        Ok(())
    } else if x.is_subnormal() {
        Err(EvalErrorKind::Underflow { operation })
    } else if x.is_nan() {
        Err(EvalErrorKind::NotFinite { operation })
    } else {
        Err(EvalErrorKind::Overflow { operation })
    }
}

impl Checked for f64 {
    #[inline]
    fn check(&self, operation: &'static str) -> Result<(), EvalErrorKind> {
        finite_f64(*self, operation)
    }
}

/// Counts, flags and text have no non-finite values.
macro_rules! always_checked {
    ($($t:ty),*) => {$(
        impl Checked for $t {
            #[inline]
            fn check(&self, _: &'static str) -> Result<(), EvalErrorKind> {
                Ok(())
            }
        }
    )*};
}

always_checked!(i64, i32, u32, u64, bool, String, Headroom);

impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Checked for Quantity<D, U, f64> {
    #[inline]
    fn check(&self, operation: &'static str) -> Result<(), EvalErrorKind> {
        finite_f64(self.value, operation)
    }
}

impl Checked for DataSize {
    #[inline]
    fn check(&self, operation: &'static str) -> Result<(), EvalErrorKind> {
        finite_f64(self.bytes(), operation)
    }
}

impl<T: Checked> Checked for Vec<T> {
    fn check(&self, operation: &'static str) -> Result<(), EvalErrorKind> {
        self.iter().try_for_each(|v| v.check(operation))
    }
}

impl<T: Checked> Checked for Named<T> {
    fn check(&self, operation: &'static str) -> Result<(), EvalErrorKind> {
        self.values().try_for_each(|v| v.check(operation))
    }
}

impl<T: Checked> Checked for Option<T> {
    fn check(&self, operation: &'static str) -> Result<(), EvalErrorKind> {
        self.as_ref().map_or(Ok(()), |v| v.check(operation))
    }
}

/// Finishes a member: a fault a closure kept wins, then the equation's own error, then the
/// finiteness check of the value. Every error is named after the member.
#[inline(always)]
pub fn finish<T: crate::kind::Declared>(
    value: Result<T, EvalError>,
    fault: Option<&crate::arith::Fault>,
    member: &'static str,
    operation: &'static str,
) -> Result<T, EvalError> {
    if let Some(e) = fault.and_then(crate::arith::Fault::take) {
        return Err(e.within(member));
    }
    match value {
        Ok(v) => match v.check(operation) {
            Ok(()) => Ok(v),
            Err(kind) => Err(EvalError::new(kind).within(member)),
        },
        Err(e) => Err(e.within(member)),
    }
}

/// An optional input read where an equation uses it: its value, or an error naming it.
#[inline]
pub fn present<T: Clone>(
    value: &Option<T>,
    member: &'static str,
    input: &'static str,
) -> Result<T, EvalError> {
    match value {
        Some(v) => Ok(v.clone()),
        None => Err(EvalError::missing(member, input)),
    }
}

/// The first error among the properties a member reads, for `evaluate`.
#[cold]
pub fn first_error(errors: &[Option<&EvalError>]) -> EvalError {
    errors.iter().flatten().next().map_or_else(
        || EvalError::domain("a property it reads failed"),
        |e| (*e).clone(),
    )
}
