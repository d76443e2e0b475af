//! Input checks run by every generated builder.

use crate::error::InputError;
use crate::quantity::{Dimension, Quantity, Units};
use crate::report::ToValue;
use crate::units::DataSize;
use crate::units::UnitLabel;

/// Whether an input holds only finite numbers. Every input type implements it; a scenario
/// input of a type of your own needs an implementation (most return `true`).
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a scenario input yet: implement `mlsysim_core::validate::Finiteness` for it",
    label = "this input's type"
)]
pub trait Finiteness {
    fn is_finite_input(&self) -> bool;
}

/// Finite and not subnormal: a value below 2.2e-308 (in base units) keeps too few digits for
/// anything computed from it to be trusted.
#[inline]
pub fn normal(x: f64) -> bool {
    x.is_normal() || x == 0.0
}

/// A single number or quantity: what a range or a sign applies to.
#[diagnostic::on_unimplemented(
    message = "a range or sign check applies only to numbers and quantities, not to `{Self}`",
    label = "remove `range`, `positive` or `non_negative` from this input"
)]
pub trait Scalar: PartialOrd + ToValue {
    /// The value in base units (bytes, seconds), for sign checks.
    fn base_value(&self) -> f64;

    /// The value as a person reads it, in `unit` when the input declares one.
    fn shown(&self, unit: Option<UnitLabel>) -> String {
        self.to_value(unit).to_string()
    }
}

macro_rules! scalars {
    ($($t:ty => |$v:ident| $base:expr;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl Scalar for $t {
            fn base_value(&self) -> f64 {
                let $v = self;
                $base
            }
        }
        impl Finiteness for $t {
            fn is_finite_input(&self) -> bool {
                normal(self.base_value())
            }
        }
    )*};
}

scalars! {
    f64 => |v| *v;
    u32 => |v| f64::from(*v);
    i32 => |v| f64::from(*v);
    i64 => |v| *v as f64;
    DataSize => |v| v.bytes();
}

impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Scalar for Quantity<D, U, f64>
where
    Quantity<D, U, f64>: ToValue,
{
    fn base_value(&self) -> f64 {
        self.value
    }
}

impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Finiteness for Quantity<D, U, f64> {
    fn is_finite_input(&self) -> bool {
        normal(self.value)
    }
}

impl Finiteness for String {
    fn is_finite_input(&self) -> bool {
        true
    }
}

impl Finiteness for bool {
    fn is_finite_input(&self) -> bool {
        true
    }
}

impl<T: Finiteness> Finiteness for crate::units::Named<T> {
    fn is_finite_input(&self) -> bool {
        self.values().all(T::is_finite_input)
    }
}

impl<T: Scalar> Elements for crate::units::Named<T> {
    type Elem = T;
    fn find_bad(&self, ok: &dyn Fn(&T) -> bool) -> Option<&T> {
        self.values().find(|v| !ok(v))
    }
}

impl<T: Finiteness + ?Sized> Finiteness for &T {
    fn is_finite_input(&self) -> bool {
        (**self).is_finite_input()
    }
}

impl<T: Finiteness> Finiteness for Option<T> {
    fn is_finite_input(&self) -> bool {
        self.as_ref().is_none_or(T::is_finite_input)
    }
}

impl<T: Finiteness> Finiteness for Vec<T> {
    fn is_finite_input(&self) -> bool {
        self.iter().all(T::is_finite_input)
    }
}

/// The numbers inside an input: itself, the value of a present option, or each list element.
#[diagnostic::on_unimplemented(
    message = "a range or sign check applies only to numbers and quantities, not to `{Self}`",
    label = "remove `range`, `positive` or `non_negative` from this input"
)]
pub trait Elements {
    type Elem: Scalar;
    /// The first element for which `ok` is false.
    fn find_bad(&self, ok: &dyn Fn(&Self::Elem) -> bool) -> Option<&Self::Elem>;
}

impl<T: Scalar> Elements for T {
    type Elem = T;
    fn find_bad(&self, ok: &dyn Fn(&T) -> bool) -> Option<&T> {
        (!ok(self)).then_some(self)
    }
}

impl<T: Scalar> Elements for Option<T> {
    type Elem = T;
    fn find_bad(&self, ok: &dyn Fn(&T) -> bool) -> Option<&T> {
        self.as_ref().filter(|v| !ok(v))
    }
}

impl<T: Scalar> Elements for Vec<T> {
    type Elem = T;
    fn find_bad(&self, ok: &dyn Fn(&T) -> bool) -> Option<&T> {
        self.iter().find(|v| !ok(v))
    }
}

impl<T: Scalar> Elements for Option<Vec<T>> {
    type Elem = T;
    fn find_bad(&self, ok: &dyn Fn(&T) -> bool) -> Option<&T> {
        self.as_ref().and_then(|v| v.iter().find(|x| !ok(x)))
    }
}

/// Fails with [`InputError::NotFinite`] when the input holds NaN or an infinity.
pub fn finite<T: Finiteness>(value: &T, input: &'static str) -> Result<(), InputError> {
    if value.is_finite_input() {
        Ok(())
    } else {
        Err(InputError::NotFinite { input })
    }
}

/// Fails with [`InputError::OutOfRange`] naming the first element outside `allowed`, shown in
/// the input's display unit.
pub fn within<T: Elements>(
    value: &T,
    input: &'static str,
    allowed: &'static str,
    unit: Option<UnitLabel>,
    ok: &dyn Fn(&T::Elem) -> bool,
) -> Result<(), InputError> {
    match value.find_bad(ok) {
        None => Ok(()),
        Some(bad) => Err(InputError::OutOfRange {
            input,
            value: bad.shown(unit),
            allowed,
        }),
    }
}

/// The elements of an input checked against a declared range; implemented for numbers and
/// quantities, their options and lists, whenever the range's bounds have the element's type.
#[diagnostic::on_unimplemented(
    message = "a range applies only to numbers and quantities, with bounds of the input's own type",
    label = "this range cannot check this input"
)]
pub trait InRange<R> {
    /// The first element outside `range`, as text.
    fn first_outside(&self, range: &R, unit: Option<UnitLabel>) -> Option<String>;
}

impl<T: Elements, R: std::ops::RangeBounds<T::Elem>> InRange<R> for T {
    fn first_outside(&self, range: &R, unit: Option<UnitLabel>) -> Option<String> {
        self.find_bad(&|v| range.contains(v))
            .map(|bad| bad.shown(unit))
    }
}

/// Fails with [`InputError::OutOfRange`] when an element lies outside `range`.
pub fn within_range<T: InRange<R>, R>(
    value: &T,
    input: &'static str,
    allowed: &'static str,
    range: R,
    unit: Option<UnitLabel>,
) -> Result<(), InputError> {
    match value.first_outside(&range, unit) {
        None => Ok(()),
        Some(value) => Err(InputError::OutOfRange {
            input,
            value,
            allowed,
        }),
    }
}

/// Fails with [`InputError::OutOfRange`] when an element lies outside literal bounds, compared
/// as numbers (base units for quantities).
pub fn within_bounds<T: Elements>(
    value: &T,
    input: &'static str,
    allowed: &'static str,
    low: Option<f64>,
    high: Option<f64>,
    high_inclusive: bool,
    unit: Option<UnitLabel>,
) -> Result<(), InputError>
where
    T::Elem: PlainNumber,
{
    within(value, input, allowed, unit, &|v| {
        let x = v.base_value();
        low.is_none_or(|l| x >= l)
            && high.is_none_or(|h| if high_inclusive { x <= h } else { x < h })
    })
}

/// A number without a unit: what bare bounds (`range = 0.0..=1.0`) can bound. A quantity's
/// bounds carry their unit, so that none is guessed.
#[diagnostic::on_unimplemented(
    message = "bare bounds bound only plain numbers: a quantity's bounds need their unit, and a model or device takes no range",
    label = "for a quantity, write the bounds with their unit, e.g. `range = hours(0.0)..=hours(2.0)`",
    note = "bare bounds would be read in base units (seconds, bytes), which is never what a reader of the declaration would guess"
)]
pub trait PlainNumber {}

#[diagnostic::do_not_recommend]
impl PlainNumber for f64 {}
#[diagnostic::do_not_recommend]
impl PlainNumber for u32 {}
#[diagnostic::do_not_recommend]
impl PlainNumber for i32 {}
#[diagnostic::do_not_recommend]
impl PlainNumber for i64 {}

/// `> 0` in base units.
pub fn positive<T: Elements>(
    value: &T,
    input: &'static str,
    unit: Option<UnitLabel>,
) -> Result<(), InputError> {
    within(value, input, "> 0", unit, &|v| v.base_value() > 0.0)
}

/// `>= 0` in base units.
pub fn non_negative<T: Elements>(
    value: &T,
    input: &'static str,
    unit: Option<UnitLabel>,
) -> Result<(), InputError> {
    within(value, input, ">= 0", unit, &|v| v.base_value() >= 0.0)
}

/// One alternative of a `requires_one_of` group is complete: each alternative is the presence
/// of its inputs, and their names.
pub fn one_of(
    alternatives: &[(&[bool], &'static [&'static str])],
    all: &'static [&'static [&'static str]],
) -> Result<(), InputError> {
    if alternatives
        .iter()
        .any(|(present, _)| present.iter().all(|p| *p))
    {
        Ok(())
    } else {
        Err(InputError::MissingOneOf { alternatives: all })
    }
}
