//! The property the unit parser is held to, as code that both its property test
//! (`tests/unit_algebra.rs`) and its fuzz target (`fuzz/fuzz_targets/unit_algebra.rs`) run:
//! a quantity typed with a unit expression built from the unit table (products, quotients,
//! positive, negative and zero powers, cancelling pairs such as `h^-1 h`, parentheses) reads as
//! the value computed here from the table's factors alone, to 1e-12 relative, with the
//! dimensions added up here from the table's rows.
//!
//! The value here is computed in floating point with a separate binary exponent, never by the
//! parser's exact fractions, so the two are independent: a mistake in how the parser applies a
//! power or a quotient cannot cancel in the comparison.

use crate::Dim;
use crate::table::TABLE;

/// A quantity's text and what it must read as.
#[derive(Debug, Clone)]
pub struct Case {
    pub text: String,
    pub dim: [i32; crate::quantity::BASE_COUNT],
    /// The value in base units, as a mantissa and a power of two.
    expected: Scaled,
}

/// `m · 2^e`, with `m` in [1, 2): products and quotients of factors that would overflow a
/// double on the way stay exact to a rounding per step.
#[derive(Debug, Clone, Copy)]
struct Scaled {
    m: f64,
    e: i64,
}

impl Scaled {
    fn of(x: f64) -> Scaled {
        Scaled { m: x, e: 0 }.norm()
    }

    fn norm(self) -> Scaled {
        if self.m == 0.0 || !self.m.is_finite() {
            return self;
        }
        let k = self.m.abs().log2().floor();
        // `log2` may be off by one near a power of two; the loop below settles it.
        let mut s = Scaled {
            m: self.m / 2f64.powi(k as i32),
            e: self.e + k as i64,
        };
        while s.m.abs() >= 2.0 {
            s.m /= 2.0;
            s.e += 1;
        }
        while s.m.abs() < 1.0 {
            s.m *= 2.0;
            s.e -= 1;
        }
        s
    }

    fn mul(self, o: Scaled) -> Scaled {
        Scaled {
            m: self.m * o.m,
            e: self.e + o.e,
        }
        .norm()
    }

    fn div(self, o: Scaled) -> Scaled {
        Scaled {
            m: self.m / o.m,
            e: self.e - o.e,
        }
        .norm()
    }

    fn pow(self, p: i32) -> Scaled {
        let mut out = Scaled::of(1.0);
        for _ in 0..p.unsigned_abs() {
            out = out.mul(self);
        }
        if p < 0 { Scaled::of(1.0).div(out) } else { out }
    }

    /// As a double, when it is one: `None` past the range of normal doubles.
    fn value(self) -> Option<f64> {
        if self.m == 0.0 {
            return Some(0.0);
        }
        // m is in [1, 2): normal doubles have e in -1022..=1023. The power of two is applied
        // in two halves, each a normal double, so the product rounds once at most.
        (-1022..=1023)
            .contains(&self.e)
            .then(|| {
                let half = (self.e / 2) as i32;
                self.m * 2f64.powi(half) * 2f64.powi(self.e as i32 - half)
            })
            .filter(|x| x.is_normal())
    }
}

/// Rows that stand alone in an expression: one word, no operator or power inside. A spelling
/// several rows share (`kg`) is paired with the first, the row it is read as without context.
fn atoms() -> Vec<(&'static str, usize)> {
    let plain = |s: &str| !s.contains(['/', '·', '(', ')', '²', '³', '^', ' ', '*', '×']);
    let mut atoms: Vec<(&'static str, usize)> = Vec::new();
    for (i, r) in TABLE.iter().enumerate() {
        for s in std::iter::once(r.symbol).chain(r.aliases.iter().copied()) {
            if plain(s) && !s.is_empty() && !atoms.iter().any(|(a, _)| *a == s) {
                atoms.push((s, i));
            }
        }
    }
    atoms
}

/// The dimensions of a temperature reading and of a difference: a reading inside a compound
/// unit reads as a difference (`°C/W`), alone as a reading (`20 °C`).
const TEMPERATURE: Dim = <crate::Temperature as crate::quantity::Dimensioned>::DIM;
const TEMPERATURE_DIFFERENCE: Dim =
    <crate::TemperatureDifference as crate::quantity::Dimensioned>::DIM;

/// A row's dimensions inside a compound unit.
fn compound_dim(row: &crate::UnitRow) -> Dim {
    if row.dim == TEMPERATURE {
        TEMPERATURE_DIFFERENCE
    } else {
        row.dim
    }
}

/// Builds a case from a source of choices (`next(n)` is a number below `n`), so that a
/// property test and a fuzzer can drive the same construction.
pub fn build(mut next: impl FnMut(u32) -> u32) -> Case {
    let atoms = atoms();
    // Built again (from the next choices) until it fits in a quantity's 64 characters.
    loop {
        let case = build_once(&atoms, &mut next);
        if case.text.len() <= 64 {
            return case;
        }
    }
}

/// A case from raw bytes, two a choice (little-endian), zero once they run out: how the fuzz
/// target and the replay of its corpus read their inputs.
pub fn from_bytes(data: &[u8]) -> Case {
    let mut at = 0;
    build(|_| {
        let choice = match data.get(at..at + 2) {
            Some(&[a, b]) => u32::from(u16::from_le_bytes([a, b])),
            _ => 0,
        };
        at += 2;
        choice
    })
}

/// The numbers a case starts with.
const NUMBERS: &[&str] = &[
    "1", "0.5", "3.35", "429", "1e3", "2.5e-4", "1_000", "47.5", "0", "6", "1e-9", "7.25e12",
];

fn build_once(atoms: &[(&'static str, usize)], mut next: impl FnMut(u32) -> u32) -> Case {
    let mut b = Builder {
        atoms,
        next: &mut next,
        len: 0,
    };
    let number = NUMBERS[b.pick(NUMBERS.len() as u32) as usize];
    // A leading `/` is one per what follows (`1000000/day`).
    let leading_slash = b.pick(6) == 0;
    let (unit, mut dim, factor) = b.expression(0, leading_slash);
    // A unit written alone is the row itself: a lone `°C` is a reading.
    if let Some(&(_, row)) = atoms
        .iter()
        .find(|(s, _)| unit == *s || unit == s.replace('\u{b5}', "\u{3bc}"))
    {
        dim = TABLE[row].dim.map(i32::from);
    }
    let magnitude: f64 = number.replace('_', "").parse().expect("a listed number");
    let separator = if leading_slash || b.pick(3) == 0 {
        ""
    } else {
        " "
    };
    Case {
        text: format!("{number}{separator}{unit}"),
        dim,
        expected: Scaled::of(magnitude).mul(factor),
    }
}

struct Builder<'a, F: FnMut(u32) -> u32> {
    atoms: &'a [(&'static str, usize)],
    next: &'a mut F,
    /// Characters written so far.
    len: usize,
}

/// Longest unit expression built: a quantity's text is at most 64 characters.
const BUDGET: usize = 32;

type Built = (String, [i32; crate::quantity::BASE_COUNT], Scaled);

impl<F: FnMut(u32) -> u32> Builder<'_, F> {
    fn pick(&mut self, n: u32) -> u32 {
        (self.next)(n) % n
    }

    /// `term (op term)*`, evaluated left to right as the grammar reads it: `/` (or ` per `)
    /// divides by the next term only.
    fn expression(&mut self, depth: u32, leading_slash: bool) -> Built {
        let mut text = String::new();
        let mut dim = [0i32; crate::quantity::BASE_COUNT];
        let mut value = Scaled::of(1.0);
        let terms = 1 + self.pick(4);
        for i in 0..terms {
            if i > 0 && self.len > BUDGET {
                break;
            }
            let op = match (i, leading_slash) {
                (0, true) => 0,
                (0, false) => 5,
                _ => self.pick(5),
            };
            let divide = op == 0 || op == 3;
            let (t, d, v) = self.term(depth, divide);
            let joiner = match op {
                0 => "/",
                1 => "·",
                2 => "*",
                3 => " per ",
                // A space multiplies only before a word or a parenthesis.
                4 if t.starts_with(|c: char| c.is_alphanumeric() || c == '(') => " ",
                4 => "·",
                _ => "",
            };
            self.len += joiner.len();
            text += joiner;
            text += &t;
            for (a, b) in dim.iter_mut().zip(d) {
                *a = if divide { *a - b } else { *a + b };
            }
            value = if divide { value.div(v) } else { value.mul(v) };
        }
        (text, dim, value)
    }

    /// An atom or a group, with a power or not; sometimes a cancelling pair (`h^-1 h`), in
    /// parentheses after a `/` (which divides by the next term only).
    fn term(&mut self, depth: u32, divided: bool) -> Built {
        let choice = self.pick(8);
        if choice == 0 && depth < 2 && self.len < BUDGET - 12 {
            self.len += 2;
            let (inner, d, v) = self.expression(depth + 1, false);
            let (power, p) = self.power(2);
            let text = format!("({inner}){power}");
            self.len += power.len();
            return (text, d.map(|x| x * p), v.pow(p));
        }
        if choice == 1 {
            let symbol = self.atom().0;
            let k = 1 + self.pick(3) as i32;
            let (a, b) = if self.pick(2) == 0 { (-k, k) } else { (k, -k) };
            let sep = if self.pick(2) == 0 && symbol.starts_with(char::is_alphanumeric) {
                " "
            } else {
                "·"
            };
            let show = |p: i32| {
                if p == 1 {
                    String::new()
                } else {
                    format!("^{p}")
                }
            };
            let pair = format!("{symbol}{}{sep}{symbol}{}", show(a), show(b));
            let text = if divided { format!("({pair})") } else { pair };
            self.len += text.len();
            return (text, [0; crate::quantity::BASE_COUNT], Scaled::of(1.0));
        }
        let (symbol, row) = self.atom();
        let (power, p) = self.power(3);
        let text = format!("{symbol}{power}");
        self.len += text.len();
        let r = &TABLE[row];
        let factor = Scaled::of(r.num).div(Scaled::of(r.den));
        (
            text,
            compound_dim(r).map(|x| i32::from(x) * p),
            factor.pow(p),
        )
    }

    /// A unit of the table as typed: its symbol or an alias; micro as either the micro sign or
    /// the Greek mu.
    fn atom(&mut self) -> (String, usize) {
        let (symbol, row) = self.atoms[self.pick(self.atoms.len() as u32) as usize];
        let symbol = if self.pick(2) == 0 {
            symbol.replace('\u{b5}', "\u{3bc}")
        } else {
            symbol.to_string()
        };
        (symbol, row)
    }

    /// No power, `^p` for p in -max..=max (zero included), `²` or `³`: the text and p.
    fn power(&mut self, max: i32) -> (String, i32) {
        match self.pick(6) {
            0 | 1 => (String::new(), 1),
            2 => ("²".into(), 2),
            3 if max >= 3 => ("³".into(), 3),
            _ => {
                let p = self.pick(2 * max as u32 + 1) as i32 - max;
                (format!("^{p}"), p)
            }
        }
    }
}

/// Parses the case and compares: `Err` says how it failed.
pub fn check(case: &Case) -> Result<(), String> {
    let parsed = crate::parse::quantity(&case.text);
    let dim_fits = case.dim.iter().all(|d| i8::try_from(*d).is_ok());
    match case.expected.value() {
        Some(expected) if dim_fits => {
            let typed = parsed.map_err(|e| format!("`{}` refused: {e}", case.text))?;
            let dim: Dim = case.dim.map(|d| d as i8);
            if typed.dim != dim {
                return Err(format!(
                    "`{}`: dimensions {:?}, expected {dim:?}",
                    case.text, typed.dim
                ));
            }
            let got = typed.base();
            let close = if expected == 0.0 {
                got == 0.0
            } else {
                ((got - expected) / expected).abs() <= 1e-12
            };
            if !close {
                return Err(format!(
                    "`{}` reads as {got:e} base units, expected {expected:e}",
                    case.text
                ));
            }
            Ok(())
        }
        // Beyond a double's range: refused, or (for a value too small for a double) read as a
        // number that small.
        _ => match parsed {
            Err(_) => Ok(()),
            Ok(typed) if typed.base().abs() < 1e-290 => Ok(()),
            Ok(typed) => Err(format!(
                "`{}` reads as {:e}, but its value is beyond a double's range",
                case.text,
                typed.base()
            )),
        },
    }
}

/// The round trip of one row of the table: `base` base units shown in the row's unit, as a
/// report shows them (`in_unit`, then `format_number`), and read back, both without context
/// (as Python's `Quantity` reads a value's unit) and where the row's dimensions are expected
/// (as an input reads it).
pub fn round_trip(row: &crate::UnitRow, base: f64) -> Result<(), String> {
    let shown = crate::in_unit(base, row.factor);
    let text = format!("{} {}", crate::format_number(shown), row.symbol);
    let typed = crate::parse::quantity(&text).map_err(|e| format!("`{text}` refused: {e}"))?;
    if typed.dim != row.dim {
        return Err(format!("`{text}` has dimensions {:?}", typed.dim));
    }
    let expected = crate::parse::value_of(&text, row.dim)
        .map_err(|e| format!("`{text}` refused as its own quantity: {e}"))?;
    if expected != typed.base() {
        return Err(format!(
            "`{text}` reads two ways: {expected:e} and {:e}",
            typed.base()
        ));
    }
    let back = typed.base();
    let close = if base == 0.0 {
        back == 0.0
    } else {
        ((back - base) / base).abs() <= 1e-12
    };
    if close {
        Ok(())
    } else {
        Err(format!("{base:e} shown as `{text}` reads back as {back:e}"))
    }
}
