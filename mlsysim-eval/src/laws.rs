//! The catalog of laws: what the `#[law]` macro registers for each law (its equation,
//! arguments and sample points), how a law is found by name, and the loose argument
//! conversions a law call accepts. The laws themselves live in `mlsysim-laws`.

use crate::error::{EvalError, UnknownName};
use crate::input::InputValue;
use crate::report::Value;
use crate::units::{DataSize, Information};

/// What a law's argument of type `T` accepts: a `T`, or a value that converts to one without
/// loss (a declared size where bytes are expected, a count where a number is expected).
pub trait LawArg<T> {
    fn into_arg(self) -> T;
}

impl<T> LawArg<T> for T {
    #[inline(always)]
    fn into_arg(self) -> T {
        self
    }
}

impl LawArg<Information> for DataSize {
    #[inline(always)]
    fn into_arg(self) -> Information {
        self.quantity()
    }
}

macro_rules! counts_as_numbers {
    ($($t:ty),*) => {$(
        impl LawArg<f64> for $t {
            #[inline(always)]
            fn into_arg(self) -> f64 {
                crate::arith::AsFloat::as_float(self)
            }
        }
    )*};
}

counts_as_numbers!(u32, i32, i64);

/// A list written out in an equation, `[n_short − 1]` or `[unrelated_keys, lookalike_keys]`, is a
/// law's list of numbers: each element, a count or a number, converted as a lone argument is.
impl<T: LawArg<f64>, const N: usize> LawArg<Vec<f64>> for [T; N] {
    #[inline]
    fn into_arg(self) -> Vec<f64> {
        self.into_iter().map(LawArg::into_arg).collect()
    }
}

impl LawArg<i64> for u32 {
    #[inline(always)]
    fn into_arg(self) -> i64 {
        i64::from(self)
    }
}

impl LawArg<i64> for i32 {
    #[inline(always)]
    fn into_arg(self) -> i64 {
        i64::from(self)
    }
}

impl LawArg<f64> for crate::units::Ratio {
    #[inline(always)]
    fn into_arg(self) -> f64 {
        self.value
    }
}

/// One argument of a law, with the values its page and the golden values evaluate it at.
#[derive(Debug)]
pub struct LawArgInfo {
    pub name: &'static str,
    pub ty: &'static str,
    pub samples: &'static [&'static str],
}

/// A law's static description, written by `#[law]`.
#[derive(Debug)]
pub struct LawInfo {
    pub name: &'static str,
    /// The first paragraph of its doc comment.
    pub summary: &'static str,
    pub description: &'static str,
    /// The equation: the law's body as written.
    pub equation: &'static str,
    pub args: &'static [LawArgInfo],
    pub result_type: &'static str,
    pub unit: Option<&'static str>,
    /// The reference's function for the same law, where there is one.
    pub reference: Option<&'static str>,
    /// Library functions (other laws, helpers) the equation calls.
    pub calls: &'static [&'static str],
    /// The module that declares it, e.g. `mlsysim_core::laws::flow`.
    pub module: &'static str,
    pub source_file: &'static str,
    /// The equation with its arguments as holes, for worked solutions.
    pub template: &'static str,
}

/// A law in the catalog: its description and a call by name with loosely typed arguments.
pub struct LawEntry {
    pub info: &'static LawInfo,
    pub call: fn(&[InputValue]) -> Result<Value, EvalError>,
    /// The law's traced path, called by name with loosely typed arguments.
    pub explain: fn(&[InputValue]) -> Result<crate::explain::Parts, EvalError>,
}

inventory::collect!(LawEntry);

/// Every law linked into the program, sorted by name: collected and sorted once, since an
/// explanation looks laws up by name at every step.
pub fn laws() -> Vec<&'static LawEntry> {
    sorted().to_vec()
}

fn sorted() -> &'static [&'static LawEntry] {
    static SORTED: std::sync::OnceLock<Vec<&'static LawEntry>> = std::sync::OnceLock::new();
    SORTED.get_or_init(|| {
        let mut all: Vec<&'static LawEntry> = inventory::iter::<LawEntry>.into_iter().collect();
        all.sort_by_key(|l| l.info.name);
        all
    })
}

/// A law by name.
pub fn law(name: &str) -> Result<&'static LawEntry, UnknownName> {
    let all = sorted();
    let name = name.trim();
    match all.binary_search_by_key(&name, |l| l.info.name) {
        Ok(i) => Ok(all[i]),
        Err(_) => Err(UnknownName::new(
            "law",
            name,
            all.iter().map(|l| l.info.name),
        )),
    }
}

/// The topic of a law: the last part of its module path (`flow`, `queueing`).
pub fn topic(info: &LawInfo) -> &'static str {
    info.module.rsplit("::").next().unwrap_or(info.module)
}
