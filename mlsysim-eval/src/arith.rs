//! Checked arithmetic for equations.
//!
//! The `#[scenario]` macro rewrites every `+`, `-`, `*`, `/` and unary `-` of an equation into
//! a call of these traits followed by `?`. Integer results that do not fit, float results that
//! overflow to infinity or turn into NaN, and division by zero become an [`EvalError`] instead
//! of a wrapped, saturated or non-finite number. The traits also carry the compile-time message
//! a scenario author sees when an equation mixes dimensions (bytes plus hours): the error then
//! speaks of the equation rather than of `uom`'s type machinery.

use crate::error::{EvalError, EvalErrorKind};
use crate::quantity::{Dimension, Quantity, Units};
use crate::units::DataSize;

#[inline]
fn overflow(operation: &'static str) -> EvalError {
    EvalError::new(EvalErrorKind::Overflow { operation })
}

/// Rejects non-finite float results; an infinity from finite operands is reported as overflow.
pub trait Finite: Sized {
    fn finite(self, operation: &'static str) -> Result<Self, EvalError>;
}

#[inline]
fn check_f64(x: f64, operation: &'static str) -> Result<f64, EvalError> {
    // Subnormal results are refused once, where a member's value is finished (`outcome::finish`):
    // checking every operation for them cost 8% of an evaluation.
    if x.is_finite() {
        Ok(x)
    } else if x.is_nan() {
        Err(EvalError::new(EvalErrorKind::NotFinite { operation }))
    } else {
        Err(overflow(operation))
    }
}

impl Finite for f64 {
    #[inline]
    fn finite(self, operation: &'static str) -> Result<Self, EvalError> {
        check_f64(self, operation)
    }
}

impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Finite for Quantity<D, U, f64> {
    #[inline]
    fn finite(self, operation: &'static str) -> Result<Self, EvalError> {
        check_f64(self.value, operation).map(|_| self)
    }
}

impl Finite for DataSize {
    #[inline]
    fn finite(self, operation: &'static str) -> Result<Self, EvalError> {
        check_f64(self.bytes(), operation).map(|_| self)
    }
}

macro_rules! op_trait {
    ($trait:ident, $method:ident, $verb:literal, $message:literal) => {
        #[diagnostic::on_unimplemented(message = $message, label = $verb)]
        pub trait $trait<Rhs = Self> {
            type Output;
            fn $method(self, rhs: Rhs) -> Result<Self::Output, EvalError>;
        }
    };
}

op_trait!(
    Add,
    eq_add,
    "these two values cannot be added",
    "an equation adds values of different dimensions or kinds: both sides of `+` must have the same unit family (bytes with bytes, time with time, money with money) and numbers must be of one kind"
);
op_trait!(
    Sub,
    eq_sub,
    "these two values cannot be subtracted",
    "an equation subtracts values of different dimensions or kinds: both sides of `-` must have the same unit family (bytes with bytes, time with time, money with money) and numbers must be of one kind"
);
op_trait!(
    Mul,
    eq_mul,
    "these two values cannot be multiplied",
    "an equation multiplies two values that have no defined product here: convert one side (e.g. `f64::from(count)`) or use quantities of `uom`"
);
op_trait!(
    Div,
    eq_div,
    "these two values cannot be divided",
    "an equation divides two values that have no defined quotient here: convert one side or use quantities of `uom`"
);

#[diagnostic::on_unimplemented(message = "an equation negates a value that has no negative here")]
pub trait Neg {
    type Output;
    fn eq_neg(self) -> Result<Self::Output, EvalError>;
}

/// Integer operands: every combination of the integer types equations use gives an `i64`.
macro_rules! int_ops {
    ($($l:ty, $r:ty;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl Add<$r> for $l {
            type Output = i64;
            #[inline]
            fn eq_add(self, rhs: $r) -> Result<i64, EvalError> {
                i64::from(self).checked_add(i64::from(rhs)).ok_or_else(|| overflow("sum"))
            }
        }
        #[diagnostic::do_not_recommend]
        impl Sub<$r> for $l {
            type Output = i64;
            #[inline]
            fn eq_sub(self, rhs: $r) -> Result<i64, EvalError> {
                i64::from(self).checked_sub(i64::from(rhs)).ok_or_else(|| overflow("difference"))
            }
        }
        #[diagnostic::do_not_recommend]
        impl Mul<$r> for $l {
            type Output = i64;
            #[inline]
            fn eq_mul(self, rhs: $r) -> Result<i64, EvalError> {
                i64::from(self).checked_mul(i64::from(rhs)).ok_or_else(|| overflow("product"))
            }
        }
        /// Integers divide into a float, as in the reference (2 / 100 = 0.02).
        #[diagnostic::do_not_recommend]
        impl Div<$r> for $l {
            type Output = f64;
            #[inline]
            fn eq_div(self, rhs: $r) -> Result<f64, EvalError> {
                if rhs == 0 {
                    return Err(EvalError::new(EvalErrorKind::DivisionByZero));
                }
                (i64::from(self) as f64 / i64::from(rhs) as f64).finite("quotient")
            }
        }
    )*};
}

int_ops! {
    i64, i64; i64, u32; i64, i32;
    u32, i64; u32, u32; u32, i32;
    i32, i64; i32, u32; i32, i32;
}

impl Neg for i64 {
    type Output = i64;
    #[inline]
    fn eq_neg(self) -> Result<i64, EvalError> {
        self.checked_neg().ok_or_else(|| overflow("negation"))
    }
}

impl Neg for f64 {
    type Output = f64;
    #[inline]
    fn eq_neg(self) -> Result<f64, EvalError> {
        Ok(-self)
    }
}

/// A number as a float. For `i64` beyond 2^53 the nearest double is taken, as any float
/// computation with such a count would.
pub trait AsFloat: Copy {
    fn as_float(self) -> f64;
}

impl AsFloat for f64 {
    #[inline]
    fn as_float(self) -> f64 {
        self
    }
}
impl AsFloat for u32 {
    #[inline]
    fn as_float(self) -> f64 {
        f64::from(self)
    }
}
impl AsFloat for i32 {
    #[inline]
    fn as_float(self) -> f64 {
        f64::from(self)
    }
}
impl AsFloat for i64 {
    #[inline]
    fn as_float(self) -> f64 {
        self as f64
    }
}

/// Float operands, and integers mixed with floats (an integer count times a float share).
macro_rules! float_ops {
    ($($l:ty, $r:ty;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl Add<$r> for $l {
            type Output = f64;
            #[inline]
            fn eq_add(self, rhs: $r) -> Result<f64, EvalError> {
                (AsFloat::as_float(self) + AsFloat::as_float(rhs)).finite("sum")
            }
        }
        #[diagnostic::do_not_recommend]
        impl Sub<$r> for $l {
            type Output = f64;
            #[inline]
            fn eq_sub(self, rhs: $r) -> Result<f64, EvalError> {
                (AsFloat::as_float(self) - AsFloat::as_float(rhs)).finite("difference")
            }
        }
        #[diagnostic::do_not_recommend]
        impl Mul<$r> for $l {
            type Output = f64;
            #[inline]
            fn eq_mul(self, rhs: $r) -> Result<f64, EvalError> {
                (AsFloat::as_float(self) * AsFloat::as_float(rhs)).finite("product")
            }
        }
        #[diagnostic::do_not_recommend]
        impl Div<$r> for $l {
            type Output = f64;
            #[inline]
            fn eq_div(self, rhs: $r) -> Result<f64, EvalError> {
                let rhs = AsFloat::as_float(rhs);
                if rhs == 0.0 {
                    return Err(EvalError::new(EvalErrorKind::DivisionByZero));
                }
                (AsFloat::as_float(self) / rhs).finite("quotient")
            }
        }
    )*};
}

float_ops! { f64, f64; f64, u32; f64, i32; f64, i64; u32, f64; i32, f64; i64, f64; }

#[diagnostic::do_not_recommend]
impl<D, U> Add for Quantity<D, U, f64>
where
    D: Dimension + ?Sized,
    U: Units<f64> + ?Sized,
    Quantity<D, U, f64>: std::ops::Add<Output = Quantity<D, U, f64>>,
{
    type Output = Quantity<D, U, f64>;
    #[inline]
    fn eq_add(self, rhs: Self) -> Result<Self, EvalError> {
        (self + rhs).finite("sum")
    }
}

/// Two quantities of one type subtract to what `uom` says: the same type, except for two
/// temperature readings, whose difference is a [`TemperatureDifference`](crate::units::TemperatureDifference).
#[diagnostic::do_not_recommend]
impl<D, U> Sub for Quantity<D, U, f64>
where
    D: Dimension + ?Sized,
    U: Units<f64> + ?Sized,
    Quantity<D, U, f64>: std::ops::Sub,
    <Quantity<D, U, f64> as std::ops::Sub>::Output: Finite,
{
    type Output = <Quantity<D, U, f64> as std::ops::Sub>::Output;
    #[inline]
    fn eq_sub(self, rhs: Self) -> Result<Self::Output, EvalError> {
        (self - rhs).finite("difference")
    }
}

#[diagnostic::do_not_recommend]
impl<Dl, Dr, U> Mul<Quantity<Dr, U, f64>> for Quantity<Dl, U, f64>
where
    Dl: Dimension + ?Sized,
    Dr: Dimension + ?Sized,
    U: Units<f64> + ?Sized,
    Quantity<Dl, U, f64>: std::ops::Mul<Quantity<Dr, U, f64>>,
    <Quantity<Dl, U, f64> as std::ops::Mul<Quantity<Dr, U, f64>>>::Output: Finite,
{
    type Output = <Quantity<Dl, U, f64> as std::ops::Mul<Quantity<Dr, U, f64>>>::Output;
    #[inline]
    fn eq_mul(self, rhs: Quantity<Dr, U, f64>) -> Result<Self::Output, EvalError> {
        (self * rhs).finite("product")
    }
}

#[diagnostic::do_not_recommend]
impl<Dl, Dr, U> Div<Quantity<Dr, U, f64>> for Quantity<Dl, U, f64>
where
    Dl: Dimension + ?Sized,
    Dr: Dimension + ?Sized,
    U: Units<f64> + ?Sized,
    Quantity<Dl, U, f64>: std::ops::Div<Quantity<Dr, U, f64>>,
    <Quantity<Dl, U, f64> as std::ops::Div<Quantity<Dr, U, f64>>>::Output: Finite,
{
    type Output = <Quantity<Dl, U, f64> as std::ops::Div<Quantity<Dr, U, f64>>>::Output;
    #[inline]
    fn eq_div(self, rhs: Quantity<Dr, U, f64>) -> Result<Self::Output, EvalError> {
        if rhs.value == 0.0 {
            return Err(EvalError::new(EvalErrorKind::DivisionByZero));
        }
        (self / rhs).finite("quotient")
    }
}

/// A quantity scaled by a plain number (a count of accelerators times a duration).
macro_rules! scale_ops {
    ($($n:ty),*) => {$(
        #[diagnostic::do_not_recommend]
        impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Mul<$n> for Quantity<D, U, f64>
        where
            Quantity<D, U, f64>: std::ops::Mul<f64, Output = Quantity<D, U, f64>>,
        {
            type Output = Quantity<D, U, f64>;
            #[inline]
            fn eq_mul(self, rhs: $n) -> Result<Self::Output, EvalError> {
                (self * AsFloat::as_float(rhs)).finite("product")
            }
        }
        #[diagnostic::do_not_recommend]
        impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Mul<Quantity<D, U, f64>> for $n
        where
            Quantity<D, U, f64>: std::ops::Mul<f64, Output = Quantity<D, U, f64>>,
        {
            type Output = Quantity<D, U, f64>;
            #[inline]
            fn eq_mul(self, rhs: Quantity<D, U, f64>) -> Result<Self::Output, EvalError> {
                (rhs * AsFloat::as_float(self)).finite("product")
            }
        }
        #[diagnostic::do_not_recommend]
        impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Div<$n> for Quantity<D, U, f64>
        where
            Quantity<D, U, f64>: std::ops::Div<f64, Output = Quantity<D, U, f64>>,
        {
            type Output = Quantity<D, U, f64>;
            #[inline]
            fn eq_div(self, rhs: $n) -> Result<Self::Output, EvalError> {
                let rhs = AsFloat::as_float(rhs);
                if rhs == 0.0 {
                    return Err(EvalError::new(EvalErrorKind::DivisionByZero));
                }
                (self / rhs).finite("quotient")
            }
        }
        #[diagnostic::do_not_recommend]
        impl Mul<$n> for DataSize {
            type Output = DataSize;
            #[inline]
            fn eq_mul(self, rhs: $n) -> Result<DataSize, EvalError> {
                DataSize::declared(self.magnitude() * AsFloat::as_float(rhs), self.unit()).finite("product")
            }
        }
        #[diagnostic::do_not_recommend]
        impl Mul<DataSize> for $n {
            type Output = DataSize;
            #[inline]
            fn eq_mul(self, rhs: DataSize) -> Result<DataSize, EvalError> {
                Mul::eq_mul(rhs, self)
            }
        }
    )*};
}

scale_ops!(f64, u32, i32, i64);

/// Two sizes divide into a plain ratio (a copy as a share of a device's memory). As in the
/// reference, the declared magnitudes divide first and one conversion factor follows:
/// 100 GB / 80 GiB = (100 / 80) x (10^9 / 2^30).
#[diagnostic::do_not_recommend]
impl Div for DataSize {
    type Output = f64;
    #[inline]
    fn eq_div(self, rhs: DataSize) -> Result<f64, EvalError> {
        let magnitudes = Div::eq_div(self.magnitude(), rhs.magnitude())?;
        (magnitudes * (self.unit().bytes() / rhs.unit().bytes())).finite("quotient")
    }
}

/// Sums and differences keep the left operand's unit.
#[diagnostic::do_not_recommend]
impl Add for DataSize {
    type Output = DataSize;
    #[inline]
    fn eq_add(self, rhs: DataSize) -> Result<DataSize, EvalError> {
        let rhs = rhs.to_unit(self.unit());
        DataSize::declared(self.magnitude() + rhs.magnitude(), self.unit()).finite("sum")
    }
}

#[diagnostic::do_not_recommend]
impl Sub for DataSize {
    type Output = DataSize;
    #[inline]
    fn eq_sub(self, rhs: DataSize) -> Result<DataSize, EvalError> {
        let rhs = rhs.to_unit(self.unit());
        DataSize::declared(self.magnitude() - rhs.magnitude(), self.unit()).finite("difference")
    }
}

/// A declared size and a computed amount of information combine; the result is shown in the
/// left operand's way (a `DataSize` keeps its unit).
macro_rules! size_information_ops {
    ($($trait:ident, $method:ident, $op:tt, $what:literal;)*) => {$(
        impl $trait<crate::units::Information> for DataSize {
            type Output = DataSize;
            #[inline]
            fn $method(self, rhs: crate::units::Information) -> Result<DataSize, EvalError> {
                $trait::$method(self, DataSize::from(rhs))
            }
        }
        impl $trait<DataSize> for crate::units::Information {
            type Output = crate::units::Information;
            #[inline]
            fn $method(self, rhs: DataSize) -> Result<crate::units::Information, EvalError> {
                (self $op rhs.quantity()).finite($what)
            }
        }
    )*};
}

size_information_ops! { Add, eq_add, +, "sum"; Sub, eq_sub, -, "difference"; }

/// A declared size in a product or quotient with another quantity: the size counts as its bytes
/// (a storage price times a size, a size over a bandwidth).
macro_rules! size_quantity_ops {
    ($($trait:ident, $method:ident, $op:tt, $what:literal;)*) => {$(
        impl<D, U> $trait<Quantity<D, U, f64>> for DataSize
        where
            D: Dimension + ?Sized,
            U: Units<f64> + ?Sized,
            crate::units::Information: std::ops::$trait<Quantity<D, U, f64>>,
            <crate::units::Information as std::ops::$trait<Quantity<D, U, f64>>>::Output: Finite,
        {
            type Output = <crate::units::Information as std::ops::$trait<Quantity<D, U, f64>>>::Output;
            #[inline]
            fn $method(self, rhs: Quantity<D, U, f64>) -> Result<Self::Output, EvalError> {
                nonzero_divisor($what, rhs.value)?;
                (self.quantity() $op rhs).finite($what)
            }
        }
        impl<D, U> $trait<DataSize> for Quantity<D, U, f64>
        where
            D: Dimension + ?Sized,
            U: Units<f64> + ?Sized,
            Quantity<D, U, f64>: std::ops::$trait<crate::units::Information>,
            <Quantity<D, U, f64> as std::ops::$trait<crate::units::Information>>::Output: Finite,
        {
            type Output = <Quantity<D, U, f64> as std::ops::$trait<crate::units::Information>>::Output;
            #[inline]
            fn $method(self, rhs: DataSize) -> Result<Self::Output, EvalError> {
                nonzero_divisor($what, rhs.bytes())?;
                (self $op rhs.quantity()).finite($what)
            }
        }
    )*};
}

size_quantity_ops! { Mul, eq_mul, *, "product"; Div, eq_div, /, "quotient"; }

/// A division by zero, for the quotients; products pass.
#[inline]
fn nonzero_divisor(operation: &'static str, divisor: f64) -> Result<(), EvalError> {
    if operation == "quotient" && divisor == 0.0 {
        Err(EvalError::new(EvalErrorKind::DivisionByZero))
    } else {
        Ok(())
    }
}

/// A plain number over a quantity: 128 retries over 2 ms is a rate.
macro_rules! scalar_over_quantity {
    ($($n:ty),*) => {$(
        #[diagnostic::do_not_recommend]
        impl<D, U> Div<Quantity<D, U, f64>> for $n
        where
            D: Dimension + ?Sized,
            U: Units<f64> + ?Sized,
            f64: std::ops::Div<Quantity<D, U, f64>>,
            <f64 as std::ops::Div<Quantity<D, U, f64>>>::Output: Finite,
        {
            type Output = <f64 as std::ops::Div<Quantity<D, U, f64>>>::Output;
            #[inline]
            fn eq_div(self, rhs: Quantity<D, U, f64>) -> Result<Self::Output, EvalError> {
                if rhs.value == 0.0 {
                    return Err(EvalError::new(EvalErrorKind::DivisionByZero));
                }
                (AsFloat::as_float(self) / rhs).finite("quotient")
            }
        }
    )*};
}

scalar_over_quantity!(f64, u32, i32, i64);

impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Neg for Quantity<D, U, f64>
where
    Quantity<D, U, f64>: std::ops::Neg<Output = Quantity<D, U, f64>>,
{
    type Output = Quantity<D, U, f64>;
    #[inline]
    fn eq_neg(self) -> Result<Self, EvalError> {
        Ok(-self)
    }
}

/// A plain number and a dimensionless ratio (time over time) add and subtract as numbers.
#[diagnostic::do_not_recommend]
impl Add<crate::units::Ratio> for f64 {
    type Output = f64;
    #[inline]
    fn eq_add(self, rhs: crate::units::Ratio) -> Result<f64, EvalError> {
        (self + rhs.value).finite("sum")
    }
}
#[diagnostic::do_not_recommend]
impl Sub<crate::units::Ratio> for f64 {
    type Output = f64;
    #[inline]
    fn eq_sub(self, rhs: crate::units::Ratio) -> Result<f64, EvalError> {
        (self - rhs.value).finite("difference")
    }
}
#[diagnostic::do_not_recommend]
impl Add<f64> for crate::units::Ratio {
    type Output = f64;
    #[inline]
    fn eq_add(self, rhs: f64) -> Result<f64, EvalError> {
        (self.value + rhs).finite("sum")
    }
}
#[diagnostic::do_not_recommend]
impl Sub<f64> for crate::units::Ratio {
    type Output = f64;
    #[inline]
    fn eq_sub(self, rhs: f64) -> Result<f64, EvalError> {
        (self.value - rhs).finite("difference")
    }
}

/// A temperature reading moves by a difference (two readings subtract to a difference through
/// the generic `Sub` above); the readings themselves neither add nor scale (their `uom` kind has
/// no arithmetic), so those equations do not compile.
macro_rules! reading_ops {
    ($($trait:ident, $method:ident, $op:tt, $l:ident, $r:ident => $out:ident, $what:literal;)*) => {$(
        #[diagnostic::do_not_recommend]
        impl $trait<crate::units::$r> for crate::units::$l {
            type Output = crate::units::$out;
            #[inline]
            fn $method(self, rhs: crate::units::$r) -> Result<crate::units::$out, EvalError> {
                (self $op rhs).finite($what)
            }
        }
    )*};
}

reading_ops! {
    Add, eq_add, +, Temperature, TemperatureDifference => Temperature, "sum";
    Add, eq_add, +, TemperatureDifference, Temperature => Temperature, "sum";
    Sub, eq_sub, -, Temperature, TemperatureDifference => Temperature, "difference";
}

/// A type with no values. Every quantity has a second, uncallable `Add` and `Sub` impl on it
/// only so that rustc, facing two candidate impls, reports `money + bytes` through the
/// equation's own message (E0277 on `Add`) instead of inferring the right-hand type from the
/// single impl and printing a bare type mismatch full of `uom` types.
#[doc(hidden)]
pub enum Unaddable {}

#[diagnostic::do_not_recommend]
impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Add<Unaddable> for Quantity<D, U, f64> {
    type Output = Quantity<D, U, f64>;
    fn eq_add(self, rhs: Unaddable) -> Result<Self, EvalError> {
        match rhs {}
    }
}

#[diagnostic::do_not_recommend]
impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Sub<Unaddable> for Quantity<D, U, f64> {
    type Output = Quantity<D, U, f64>;
    fn eq_sub(self, rhs: Unaddable) -> Result<Self, EvalError> {
        match rhs {}
    }
}

/// A temperature reading has no product or quotient at all (its `uom` kind has none), so it
/// gets two uncallable ones of each, on types with no values, for the reason `Unaddable` gives:
/// `ambient * 2.0` is then reported through the equation's own message on `Mul`.
macro_rules! uncallable_products {
    ($($rhs:ty),*) => {$(
        #[diagnostic::do_not_recommend]
        impl Mul<$rhs> for crate::units::Temperature {
            type Output = crate::units::Temperature;
            fn eq_mul(self, rhs: $rhs) -> Result<Self, EvalError> {
                match rhs {}
            }
        }
        #[diagnostic::do_not_recommend]
        impl Div<$rhs> for crate::units::Temperature {
            type Output = crate::units::Temperature;
            fn eq_div(self, rhs: $rhs) -> Result<Self, EvalError> {
                match rhs {}
            }
        }
    )*};
}

uncallable_products!(Unaddable, std::convert::Infallible);

/// Where a member keeps the first error of arithmetic inside a closure.
///
/// `?` inside a closure would return from the closure, not from the member, and closures in
/// equations (`map_or(rate, |u| rate - u)`, `iter().map(|x| x * share)`) must keep their own
/// types. So there the macro writes `fault.keep(a.eq_sub(b))`: on an error the first one is
/// kept, the closure goes on with a placeholder value, and the member returns the kept error
/// when it finishes (see [`finish`](crate::outcome::finish)). The placeholder never escapes.
#[derive(Default)]
pub struct Fault(std::cell::Cell<Option<EvalError>>);

impl std::fmt::Debug for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Fault")
    }
}

impl Fault {
    #[inline]
    pub fn new() -> Self {
        Fault(std::cell::Cell::new(None))
    }

    /// The value, or a placeholder after keeping the error (the first one wins).
    #[inline]
    pub fn keep<T: Placeholder>(&self, result: Result<T, EvalError>) -> T {
        match result {
            Ok(v) => v,
            Err(e) => self.fail(e),
        }
    }

    #[cold]
    fn fail<T: Placeholder>(&self, e: EvalError) -> T {
        let first = self.0.take().unwrap_or(e);
        self.0.set(Some(first));
        T::placeholder()
    }

    /// The kept error, if any.
    #[inline]
    pub fn take(&self) -> Option<EvalError> {
        self.0.take()
    }
}

/// A stand-in value for a closure to go on with after its arithmetic failed; the member
/// returns the error instead, so it is never seen.
pub trait Placeholder {
    fn placeholder() -> Self;
}

macro_rules! placeholders {
    ($($t:ty => $v:expr),* $(,)?) => {$(
        impl Placeholder for $t {
            #[inline]
            fn placeholder() -> Self {
                $v
            }
        }
    )*};
}

placeholders! {
    f64 => f64::NAN,
    i64 => 0,
    i32 => 0,
    u32 => 0,
    bool => false,
    String => String::new(),
    DataSize => DataSize::from_bytes(f64::NAN),
}

impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Placeholder for Quantity<D, U, f64> {
    #[inline]
    fn placeholder() -> Self {
        crate::quantity::of_base(f64::NAN)
    }
}

impl<T> Placeholder for Vec<T> {
    #[inline]
    fn placeholder() -> Self {
        Vec::new()
    }
}

impl<T> Placeholder for crate::units::Named<T> {
    #[inline]
    fn placeholder() -> Self {
        crate::units::Named(Vec::new())
    }
}
