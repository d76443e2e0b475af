//! What the equation language's forms with a bound variable run on: `sum!(g in grids, ..)`
//! and its kin are compiled by the `#[scenario]` macro into a call of one function here, with
//! the form's body as a closure of its binding (see `mlsysim-equation` for the grammar). Each
//! function walks the domain once, stops at the body's first error, checks its arithmetic like
//! every operator of an equation, and allocates nothing but the collection it returns.
//!
//! What a form binds: over a [`Named`] map, each entry's **name** (`&str`), so that `grids[g]`
//! reads the entry and `intensities[g]` the entry of another map with the same names; over a
//! `Vec`, each **element**, by value for numbers, quantities and registry entries ([`Bind`]);
//! over an integer range, each integer as an `i64`; over `zip(xs, ys)?`, each pair of
//! elements.

use crate::error::EvalError;
use crate::quantity::{Dimension, Quantity, Units};
use crate::units::{DataSize, Named};

type Outcome<T> = Result<T, EvalError>;

fn empty(what: &str) -> EvalError {
    EvalError::domain(format!("the {what} of an empty collection is not defined"))
}

/// A collection a form ranges over.
pub trait Domain {
    /// What the form binds for each element.
    type Item<'a>: Copy
    where
        Self: 'a;
    /// The collection `each!` builds from one value per element: a map with the same names
    /// over a map, a list otherwise.
    type Each<U>;
    /// The collection `filter!` keeps: of the domain's own kind.
    type Kept;
    /// The bindings, in the collection's order.
    fn items(&self) -> impl Iterator<Item = Self::Item<'_>>;
    /// `each!`: the body's value for every binding.
    fn each<'s, U>(&'s self, f: impl FnMut(Self::Item<'s>) -> Outcome<U>)
    -> Outcome<Self::Each<U>>;
    /// `filter!`: the entries for which the condition holds.
    fn keep<'s>(&'s self, f: impl FnMut(Self::Item<'s>) -> Outcome<bool>) -> Outcome<Self::Kept>;
}

impl<T: Clone> Domain for Named<T> {
    type Item<'a>
        = &'a str
    where
        T: 'a;
    type Each<U> = Named<U>;
    type Kept = Named<T>;
    fn items(&self) -> impl Iterator<Item = &str> {
        self.names()
    }
    fn each<'s, U>(&'s self, mut f: impl FnMut(&'s str) -> Outcome<U>) -> Outcome<Named<U>> {
        let mut out = Vec::with_capacity(self.len());
        for (name, _) in self.iter() {
            out.push((name.to_string(), f(name)?));
        }
        Ok(Named(out))
    }
    fn keep<'s>(&'s self, mut f: impl FnMut(&'s str) -> Outcome<bool>) -> Outcome<Named<T>> {
        let mut out = Vec::new();
        for (name, value) in self.iter() {
            if f(name)? {
                out.push((name.to_string(), value.clone()));
            }
        }
        Ok(Named(out))
    }
}

impl<T: Bind + Clone> Domain for Vec<T> {
    type Item<'a>
        = T::Bound<'a>
    where
        T: 'a;
    type Each<U> = Vec<U>;
    type Kept = Vec<T>;
    fn items(&self) -> impl Iterator<Item = T::Bound<'_>> {
        self.iter().map(Bind::bind)
    }
    fn each<'s, U>(&'s self, mut f: impl FnMut(T::Bound<'s>) -> Outcome<U>) -> Outcome<Vec<U>> {
        let mut out = Vec::with_capacity(self.len());
        for item in self {
            out.push(f(item.bind())?);
        }
        Ok(out)
    }
    fn keep<'s>(&'s self, mut f: impl FnMut(T::Bound<'s>) -> Outcome<bool>) -> Outcome<Vec<T>> {
        let mut out = Vec::new();
        for item in self {
            if f(item.bind())? {
                out.push(item.clone());
            }
        }
        Ok(out)
    }
}

/// The most values a form walks over an open range (`first!(n in 1.., ..)`): a search that
/// finds nothing by then is an error, never a hang.
pub const OPEN_RANGE_LIMIT: i64 = 10_000_000;

macro_rules! integer_ranges {
    ($($t:ty),*) => {$(
        impl Domain for std::ops::Range<$t> {
            type Item<'a> = i64;
            type Each<U> = Vec<U>;
            type Kept = Vec<i64>;
            fn items(&self) -> impl Iterator<Item = i64> {
                (i64::try_from(self.start).unwrap_or(i64::MAX)..i64::try_from(self.end).unwrap_or(i64::MAX))
                    .take(RANGE_LIMIT)
            }
            fn each<'s, U>(&'s self, f: impl FnMut(Self::Item<'s>) -> Outcome<U>) -> Outcome<Vec<U>> {
                each_of(self.items(), f)
            }
            fn keep<'s>(&'s self, f: impl FnMut(Self::Item<'s>) -> Outcome<bool>) -> Outcome<Vec<i64>> {
                keep_of(self.items(), f)
            }
        }
        impl Domain for std::ops::RangeInclusive<$t> {
            type Item<'a> = i64;
            type Each<U> = Vec<U>;
            type Kept = Vec<i64>;
            fn items(&self) -> impl Iterator<Item = i64> {
                let (start, end) = (i64::try_from(*self.start()), i64::try_from(*self.end()));
                let (start, end) = (start.unwrap_or(i64::MAX), end.unwrap_or(i64::MAX));
                (start..=end).take(RANGE_LIMIT)
            }
            fn each<'s, U>(&'s self, f: impl FnMut(Self::Item<'s>) -> Outcome<U>) -> Outcome<Vec<U>> {
                each_of(self.items(), f)
            }
            fn keep<'s>(&'s self, f: impl FnMut(Self::Item<'s>) -> Outcome<bool>) -> Outcome<Vec<i64>> {
                keep_of(self.items(), f)
            }
        }
        impl Domain for std::ops::RangeFrom<$t> {
            type Item<'a> = i64;
            type Each<U> = Vec<U>;
            type Kept = Vec<i64>;
            fn items(&self) -> impl Iterator<Item = i64> {
                (i64::try_from(self.start).unwrap_or(i64::MAX)..).take(OPEN_RANGE_LIMIT as usize)
            }
            fn each<'s, U>(&'s self, _: impl FnMut(Self::Item<'s>) -> Outcome<U>) -> Outcome<Vec<U>> {
                Err(EvalError::domain("`each!` over an open range has no end: give the range's last value"))
            }
            fn keep<'s>(&'s self, _: impl FnMut(Self::Item<'s>) -> Outcome<bool>) -> Outcome<Vec<i64>> {
                Err(EvalError::domain("`filter!` over an open range has no end: give the range's last value"))
            }
        }
    )*};
}

/// The most values a closed range gives a form: more would take memory or time from an input
/// without bound.
const RANGE_LIMIT: usize = 100_000_000;

integer_ranges!(i64, i32, u32, u64, usize);

fn each_of<I: Copy, U>(
    items: impl Iterator<Item = I>,
    mut f: impl FnMut(I) -> Outcome<U>,
) -> Outcome<Vec<U>> {
    let mut out = Vec::with_capacity(items.size_hint().0.min(1 << 16));
    for item in items {
        out.push(f(item)?);
    }
    Ok(out)
}

fn keep_of<I: Copy>(
    items: impl Iterator<Item = I>,
    mut f: impl FnMut(I) -> Outcome<bool>,
) -> Outcome<Vec<I>> {
    let mut out = Vec::new();
    for item in items {
        if f(item)? {
            out.push(item);
        }
    }
    Ok(out)
}

/// Two lists walked together, `zip(xs, ys)?` in an equation: lists of different lengths are
/// an error, never cut to the shorter.
pub struct Zipped<'x, A, B> {
    left: &'x [A],
    right: &'x [B],
}

/// `zip(xs, ys)?`: two lists of one length, to walk together.
pub fn zip<'x, A, B>(left: &'x [A], right: &'x [B]) -> Outcome<Zipped<'x, A, B>> {
    if left.len() != right.len() {
        return Err(EvalError::domain(format!(
            "the two lists have {} and {} items: they are walked together, so they need one length",
            left.len(),
            right.len()
        )));
    }
    Ok(Zipped { left, right })
}

impl<A: Bind + Clone, B: Bind + Clone> Domain for Zipped<'_, A, B> {
    type Item<'a>
        = (A::Bound<'a>, B::Bound<'a>)
    where
        Self: 'a;
    type Each<U> = Vec<U>;
    type Kept = Vec<(A, B)>;
    fn items(&self) -> impl Iterator<Item = Self::Item<'_>> {
        self.left
            .iter()
            .zip(self.right)
            .map(|(a, b)| (a.bind(), b.bind()))
    }
    fn each<'s, U>(&'s self, f: impl FnMut(Self::Item<'s>) -> Outcome<U>) -> Outcome<Vec<U>> {
        each_of(self.items(), f)
    }
    fn keep<'s>(
        &'s self,
        mut f: impl FnMut(Self::Item<'s>) -> Outcome<bool>,
    ) -> Outcome<Vec<(A, B)>> {
        let mut out = Vec::new();
        for (a, b) in self.left.iter().zip(self.right) {
            if f((a.bind(), b.bind()))? {
                out.push((a.clone(), b.clone()));
            }
        }
        Ok(out)
    }
}

/// How an element of a list is bound by a form: by value where it is a number, a quantity or a
/// registry entry, as a `&str` where it is text, by reference where it is a collection.
pub trait Bind {
    type Bound<'a>: Copy
    where
        Self: 'a;
    fn bind(&self) -> Self::Bound<'_>;
}

macro_rules! bind_by_value {
    ($($t:ty),*) => {$(
        impl Bind for $t {
            type Bound<'a> = $t;
            #[inline]
            fn bind(&self) -> $t {
                *self
            }
        }
    )*};
}

bind_by_value!(f64, i64, i32, u32, u64, usize, bool, DataSize);

impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Bind for Quantity<D, U, f64> {
    type Bound<'a>
        = Quantity<D, U, f64>
    where
        Self: 'a;
    #[inline]
    fn bind(&self) -> Self {
        *self
    }
}

impl<'r, T> Bind for &'r T {
    type Bound<'a>
        = &'r T
    where
        Self: 'a;
    #[inline]
    fn bind(&self) -> &'r T {
        self
    }
}

impl Bind for String {
    type Bound<'a> = &'a str;
    #[inline]
    fn bind(&self) -> &str {
        self
    }
}

impl<T> Bind for Vec<T> {
    type Bound<'a>
        = &'a [T]
    where
        T: 'a;
    #[inline]
    fn bind(&self) -> &[T] {
        self
    }
}

impl<T> Bind for Named<T> {
    type Bound<'a>
        = &'a Named<T>
    where
        T: 'a;
    #[inline]
    fn bind(&self) -> &Named<T> {
        self
    }
}

/// What `argmin!`, `argmax!` and `first!` give back: the binding, owned (a name as `String`).
pub trait Owned {
    type Out;
    fn owned(self) -> Self::Out;
}

impl Owned for &str {
    type Out = String;
    #[inline]
    fn owned(self) -> String {
        self.to_string()
    }
}

macro_rules! owned_as_is {
    ($($t:ty),*) => {$(
        impl Owned for $t {
            type Out = $t;
            #[inline]
            fn owned(self) -> $t {
                self
            }
        }
    )*};
}

owned_as_is!(f64, i64, i32, u32, u64, usize, bool, DataSize);

impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Owned for Quantity<D, U, f64> {
    type Out = Self;
    #[inline]
    fn owned(self) -> Self {
        self
    }
}

impl<'r, T> Owned for &'r T {
    type Out = &'r T;
    #[inline]
    fn owned(self) -> &'r T {
        self
    }
}

/// A value a sum starts from: zero of its kind.
pub trait Zero: Sized {
    fn zero() -> Self;
}

/// A value a product starts from: one.
pub trait One: Sized {
    fn one() -> Self;
}

impl Zero for f64 {
    fn zero() -> f64 {
        0.0
    }
}
impl Zero for i64 {
    fn zero() -> i64 {
        0
    }
}
impl Zero for DataSize {
    fn zero() -> DataSize {
        DataSize::from_bytes(0.0)
    }
}
impl<D: Dimension + ?Sized, U: Units<f64> + ?Sized> Zero for Quantity<D, U, f64> {
    fn zero() -> Self {
        crate::quantity::of_base(0.0)
    }
}
impl One for f64 {
    fn one() -> f64 {
        1.0
    }
}
impl One for i64 {
    fn one() -> i64 {
        1
    }
}

/// `sum!(x in xs, body)`: Σ, left to right from zero (the order the reference adds in); each
/// addition is checked.
pub fn sum<'d, D: Domain + ?Sized, U>(
    d: &'d D,
    mut f: impl FnMut(D::Item<'d>) -> Outcome<U>,
) -> Outcome<U>
where
    U: Zero + crate::arith::Add<U, Output = U>,
{
    let mut total = U::zero();
    for item in d.items() {
        total = total.eq_add(f(item)?)?;
    }
    Ok(total)
}

/// `product!(x in xs, body)`: ∏ from one; each multiplication is checked.
pub fn product<'d, D: Domain + ?Sized, U>(
    d: &'d D,
    mut f: impl FnMut(D::Item<'d>) -> Outcome<U>,
) -> Outcome<U>
where
    U: One + crate::arith::Mul<U, Output = U>,
{
    let mut total = U::one();
    for item in d.items() {
        total = total.eq_mul(f(item)?)?;
    }
    Ok(total)
}

/// `count!(x in xs, condition)`: how many bindings meet the condition.
pub fn count<'d, D: Domain + ?Sized>(
    d: &'d D,
    mut f: impl FnMut(D::Item<'d>) -> Outcome<bool>,
) -> Outcome<i64> {
    let mut n: i64 = 0;
    for item in d.items() {
        if f(item)? {
            n += 1;
        }
    }
    Ok(n)
}

/// The binding and the value of the best element by `better`, the first listed on a tie.
fn best<'d, D: Domain + ?Sized, U: PartialOrd>(
    d: &'d D,
    mut f: impl FnMut(D::Item<'d>) -> Outcome<U>,
    better: fn(&U, &U) -> bool,
    what: &str,
) -> Outcome<(D::Item<'d>, U)> {
    let mut found: Option<(D::Item<'d>, U)> = None;
    for item in d.items() {
        let value = f(item)?;
        if found.as_ref().is_none_or(|(_, b)| better(&value, b)) {
            found = Some((item, value));
        }
    }
    found.ok_or_else(|| empty(what))
}

/// `min!(x in xs, body)`: the least value of the body.
pub fn min<'d, D: Domain + ?Sized, U: PartialOrd>(
    d: &'d D,
    f: impl FnMut(D::Item<'d>) -> Outcome<U>,
) -> Outcome<U> {
    best(d, f, |a, b| a < b, "minimum").map(|(_, v)| v)
}

/// `max!(x in xs, body)`: the greatest value of the body.
pub fn max<'d, D: Domain + ?Sized, U: PartialOrd>(
    d: &'d D,
    f: impl FnMut(D::Item<'d>) -> Outcome<U>,
) -> Outcome<U> {
    best(d, f, |a, b| a > b, "maximum").map(|(_, v)| v)
}

/// `argmin!(x in xs, body)`: the binding where the body is least, the first listed on a tie.
pub fn argmin<'d, D: Domain + ?Sized, U: PartialOrd>(
    d: &'d D,
    f: impl FnMut(D::Item<'d>) -> Outcome<U>,
) -> Outcome<<D::Item<'d> as Owned>::Out>
where
    D::Item<'d>: Owned,
{
    best(d, f, |a, b| a < b, "argmin").map(|(item, _)| item.owned())
}

/// `argmax!(x in xs, body)`: the binding where the body is greatest, the first listed on a tie.
pub fn argmax<'d, D: Domain + ?Sized, U: PartialOrd>(
    d: &'d D,
    f: impl FnMut(D::Item<'d>) -> Outcome<U>,
) -> Outcome<<D::Item<'d> as Owned>::Out>
where
    D::Item<'d>: Owned,
{
    best(d, f, |a, b| a > b, "argmax").map(|(item, _)| item.owned())
}

/// `first!(x in xs, condition)`: the first binding that meets the condition.
pub fn first<'d, D: Domain + ?Sized>(
    d: &'d D,
    mut f: impl FnMut(D::Item<'d>) -> Outcome<bool>,
) -> Outcome<<D::Item<'d> as Owned>::Out>
where
    D::Item<'d>: Owned,
{
    let mut walked: i64 = 0;
    for item in d.items() {
        if f(item)? {
            return Ok(item.owned());
        }
        walked += 1;
    }
    Err(EvalError::domain(if walked >= OPEN_RANGE_LIMIT {
        format!("no value among the first {walked} meets the condition")
    } else {
        "no value of the collection meets the condition".to_string()
    }))
}

/// `all!(x in xs, condition)`: ∀ (true over an empty collection).
pub fn all<'d, D: Domain + ?Sized>(
    d: &'d D,
    mut f: impl FnMut(D::Item<'d>) -> Outcome<bool>,
) -> Outcome<bool> {
    for item in d.items() {
        if !f(item)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// `any!(x in xs, condition)`: ∃ (false over an empty collection).
pub fn any<'d, D: Domain + ?Sized>(
    d: &'d D,
    mut f: impl FnMut(D::Item<'d>) -> Outcome<bool>,
) -> Outcome<bool> {
    for item in d.items() {
        if f(item)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// `each!(x in xs, body)`: the body for every binding, shaped as the domain is.
pub fn each<'d, D: Domain + ?Sized, U>(
    d: &'d D,
    f: impl FnMut(D::Item<'d>) -> Outcome<U>,
) -> Outcome<D::Each<U>> {
    d.each(f)
}

/// `filter!(x in xs, condition)`: the entries that meet the condition.
pub fn filter<'d, D: Domain + ?Sized>(
    d: &'d D,
    f: impl FnMut(D::Item<'d>) -> Outcome<bool>,
) -> Outcome<D::Kept> {
    d.keep(f)
}
