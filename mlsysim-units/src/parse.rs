//! Quantities as people type them: a number and a unit expression (`6h`, `90 min`, `3.35 TB/s`,
//! `23 USD/TB/month`, `23 USD/(TB·month)`, `1000000/day`, `$4/h`), read with the unit table.
//!
//! A unit expression is units joined by `/` (divides by the next unit), `·`, `*` or a space
//! (multiplies), with powers written `²`, `³` or `^n` and parentheses for groups; `per X` is
//! `/X` and a leading `/` means one per. Each unit is a row of the table, found by its symbol
//! or an alias; byte prefixes are matched exactly (`GB` is 10⁹ B, `GiB` 2³⁰ B, and `Gb` is
//! refused rather than guessed), whole words without regard to case (`Hours`).

use crate::names::truncate;
use crate::table::TABLE;
use crate::{ByteUnit, Dim, UnitRow};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use std::sync::OnceLock;

/// A quantity as typed: its magnitude, the unit's dimensions and factor, and the byte unit
/// when the unit was one (so a size keeps the unit it was typed in).
#[derive(Debug, Clone, PartialEq)]
pub struct Typed {
    pub magnitude: f64,
    pub dim: Dim,
    /// The unit's factor, exactly.
    pub factor: Factor,
    pub byte_unit: Option<ByteUnit>,
    /// Whether a unit was typed at all: `0.5` has none, and neither has `4/168`.
    pub has_unit: bool,
    /// Whether the text after the number was arithmetic on bare numbers (`4/168`, `1/0`): no
    /// unit, and not a number literal either.
    pub arithmetic: bool,
    /// The value in base units: the typed number times the factor, rounded once.
    base: f64,
}

/// Base units in one unit of an expression, exactly: a fraction of integers.
///
/// Why exact: the table's factors are short decimals (`1e-9`, `1 / 3.6e6`, `2629800`) that a
/// double holds only approximately, and an expression multiplies and raises them to powers; in
/// floating point every step rounds and a power multiplies the error of a rounded factor, so
/// `h^3 h^-2` would not be `h` to the last bit. A fraction of big integers (`num-rational`
/// over `num-bigint`, well kept and already in the build) keeps every step exact, and the value
/// is rounded once, when the typed number is applied ([`Typed::base`]). A bounded
/// representation would not do: an `i128` fraction overflows at `ns^-5`, and prime exponents
/// cannot hold a typed number such as `1.5`. The work stays bounded by the input: the text is at
/// most [`MAX_LEN`] characters, a power at most 127, and no fraction in the computation may
/// grow past [`MAX_BITS`] bits in its numerator or denominator (checked before each power and
/// after each product), so one parse does a few dozen operations on integers of at most a few
/// thousand bits.
#[derive(Debug, Clone, PartialEq)]
pub struct Factor(BigRational);

impl Factor {
    pub fn one() -> Factor {
        Factor(BigRational::one())
    }

    /// The factor as a double, rounded once (infinite when it is beyond a double's range).
    pub fn value(&self) -> f64 {
        ratio_to_f64(&self.0)
    }

    /// The factor as an exact fraction.
    pub fn exact(&self) -> &BigRational {
        &self.0
    }
}

impl Typed {
    /// The value in base units.
    pub fn base(&self) -> f64 {
        self.base
    }
}

/// Longest quantity text read; longer is refused, not parsed.
pub const MAX_LEN: usize = 64;

/// Largest numerator or denominator, in bits, of any fraction an expression computes
/// (2⁴⁰⁹⁶ ≈ 10¹²³³, far beyond a double's range, so no value a double can hold is refused).
pub const MAX_BITS: u64 = 4096;

/// Largest power of ten a typed number's exponent may have (`1e-1000 s` is refused: no double
/// is that small, and the exact value would be a needlessly large integer).
const MAX_DECIMAL_EXPONENT: u64 = 1000;

fn ratio_to_f64(r: &BigRational) -> f64 {
    // `to_f64` rounds correctly, gives infinity past the range and `None` only for NaN, which
    // a fraction with a non-zero denominator never is.
    r.to_f64().unwrap_or(f64::NAN)
}

/// Reads `<number> [unit]`.
pub fn quantity(text: &str) -> Result<Typed, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("empty value".into());
    }
    if text.len() > MAX_LEN {
        return Err(format!("`{}` is too long for a quantity", truncate(text)));
    }
    // `$4/h` is `4 USD/h`.
    let (text, dollars) = match text.strip_prefix('$') {
        Some(rest) => (rest.trim_start(), true),
        None => (text, false),
    };
    let (magnitude, unit) = split_number(text)?;
    let number = &text[..text.len() - unit.len()];
    let unit = unit.trim();
    let unit = match (dollars, unit) {
        (false, u) => u.to_string(),
        (true, "") => "USD".to_string(),
        (true, u) if u.starts_with('/') => format!("USD{u}"),
        (true, u) => {
            return Err(format!(
                "`${}` mixes `$` with `{}`: write the amount as `{} USD/...`",
                truncate(text),
                truncate(u),
                truncate(text)
            ));
        }
    };
    let exact_number = decimal(number).ok_or_else(|| {
        format!(
            "`{}`: the number's exponent is out of range (at most ±{MAX_DECIMAL_EXPONENT})",
            truncate(text)
        )
    })?;
    let (dim, factor, byte_unit, has_unit) = if unit.is_empty() {
        (crate::quantity::DIMENSIONLESS, Factor::one(), None, false)
    } else {
        let parsed = parse_expression(&unit)?;
        (parsed.dim, parsed.factor, parsed.byte_unit, parsed.has_unit)
    };
    let base = ratio_to_f64(&(exact_number * &factor.0));
    if !base.is_finite() {
        return Err(format!("`{}` is too large to represent", truncate(text)));
    }
    Ok(Typed {
        magnitude,
        dim,
        factor,
        byte_unit,
        has_unit,
        arithmetic: !unit.is_empty() && !has_unit,
        base,
    })
}

/// The number at the start of `text` and the rest: the one place numbers are split from
/// their units. `_` may group digits; an exponent is `e` followed by a digit or a sign.
pub fn split_number(text: &str) -> Result<(f64, &str), String> {
    let split = text
        .char_indices()
        .find(|&(i, c)| {
            !(c.is_ascii_digit()
                || c == '.'
                || c == '_'
                || ((c == '+' || c == '-')
                    && (i == 0 || matches!(text.as_bytes()[i - 1], b'e' | b'E')))
                || ((c == 'e' || c == 'E')
                    && i > 0
                    && text[i + 1..]
                        .starts_with(|d: char| d.is_ascii_digit() || d == '-' || d == '+')))
        })
        .map_or(text.len(), |(i, _)| i);
    let (number, rest) = text.split_at(split);
    let magnitude: f64 = number
        .replace('_', "")
        .parse()
        .map_err(|_| format!("`{}` does not start with a number", truncate(text)))?;
    if !magnitude.is_finite() {
        return Err(format!("`{}` is not a finite number", truncate(text)));
    }
    Ok((magnitude, rest))
}

/// The exact value of a number as [`split_number`] reads it (`-1_000.5e-3`), or `None` when it
/// is not one or its exponent is beyond [`MAX_DECIMAL_EXPONENT`].
fn decimal(text: &str) -> Option<BigRational> {
    let text = text.trim().replace('_', "");
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(i) => (&text[..i], text[i + 1..].parse::<i64>().ok()?),
        None => (text.as_str(), 0),
    };
    let (negative, mantissa) = match mantissa.strip_prefix('-') {
        Some(m) => (true, m),
        None => (false, mantissa.strip_prefix('+').unwrap_or(mantissa)),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{whole}{fraction}");
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let exponent = exponent.checked_sub(i64::try_from(fraction.len()).ok()?)?;
    if exponent.unsigned_abs() > MAX_DECIMAL_EXPONENT + MAX_LEN as u64 {
        return None;
    }
    let mut value = BigRational::from_integer(digits.parse::<BigInt>().ok()?);
    if !value.is_zero() {
        let scale = BigInt::from(10u32).pow(u32::try_from(exponent.unsigned_abs()).ok()?);
        value = if exponent >= 0 {
            value * BigRational::from_integer(scale)
        } else {
            value / BigRational::from_integer(scale)
        };
    }
    Some(if negative { -value } else { value })
}

/// The exact factor of one row of the table. A row's factor is written as one or two decimal
/// literals (`1e-9`, `1.0 / 3.6e6`); each is read back from the shortest decimal that rounds to
/// the same double, which is the literal as written, so the fraction is the unit's true factor
/// (10⁻⁹ exactly, not the double nearest to it).
fn row_factor(index: usize) -> &'static BigRational {
    static FACTORS: OnceLock<Vec<BigRational>> = OnceLock::new();
    let factors = FACTORS.get_or_init(|| {
        TABLE
            .iter()
            .map(|r| {
                let exact = |x: f64| {
                    decimal(&format!("{x:e}")).expect("a unit's factor is a finite decimal")
                };
                exact(r.num) / exact(r.den)
            })
            .collect()
    });
    &factors[index]
}

/// A unit expression's dimensions and factor, and its byte unit when it is a single one.
pub fn expression(text: &str) -> Result<(Dim, Factor, Option<ByteUnit>), String> {
    parse_expression(text).map(|p| (p.dim, p.factor, p.byte_unit))
}

struct Parsed {
    dim: Dim,
    factor: Factor,
    byte_unit: Option<ByteUnit>,
    /// Whether any unit of the table appears (`4/168` has none).
    has_unit: bool,
}

fn parse_expression(text: &str) -> Result<Parsed, String> {
    if text.len() > MAX_LEN {
        return Err(format!("`{}` is too long for a unit", truncate(text)));
    }
    let normalized = normalize(text);
    let tokens = tokenize(&normalized)?;
    let mut parser = Parser {
        tokens: &tokens,
        at: 0,
        text,
    };
    let (dim, factor) = parser.product()?;
    if parser.at != tokens.len() {
        return Err(format!("`{}` is not a unit expression", truncate(text)));
    }
    let byte_unit = match tokens.as_slice() {
        [Token::Unit(name)] => ByteUnit::from_symbol(name),
        _ => None,
    };
    Ok(Parsed {
        dim,
        factor: Factor(factor),
        byte_unit,
        has_unit: tokens.iter().any(|t| matches!(t, Token::Unit(_))),
    })
}

/// `per day` -> `/day`; a leading `/` -> `1/`; the Greek small letter mu (U+03BC) -> the micro
/// sign (U+00B5) the table spells `µs` with: the two look alike and both are typed for micro.
fn normalize(text: &str) -> String {
    let mut out = text
        .trim()
        .replace('\u{3bc}', "\u{b5}")
        .replace(" per ", "/");
    if let Some(rest) = out.strip_prefix("per ") {
        out = format!("1/{rest}");
    }
    if out.starts_with('/') {
        out = format!("1{out}");
    }
    out
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Unit(String),
    /// A number in a unit (`1/day` after `/day`), kept as typed and read exactly.
    Number(String),
    Times,
    Over,
    Open,
    Close,
    Power(i8),
}

/// The characters still to read.
type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

fn tokenize(text: &str) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c == ' ' {
            chars.next();
            // A space between two units multiplies them (`kW h`).
            if matches!(
                tokens.last(),
                Some(Token::Unit(_) | Token::Close | Token::Power(_))
            ) && chars
                .peek()
                .is_some_and(|n| n.is_alphanumeric() || *n == '(')
            {
                tokens.push(Token::Times);
            }
        } else if let Some(token) = symbol(c) {
            chars.next();
            tokens.push(token);
        } else if c == '^' {
            chars.next();
            tokens.push(power(&mut chars)?);
        } else if c.is_ascii_digit() {
            tokens.push(number(&mut chars)?);
        } else {
            tokens.push(word(&mut chars));
        }
    }
    Ok(tokens)
}

/// The token a one-character operator stands for.
fn symbol(c: char) -> Option<Token> {
    match c {
        '·' | '*' | '×' => Some(Token::Times),
        '/' => Some(Token::Over),
        '(' => Some(Token::Open),
        ')' => Some(Token::Close),
        '²' => Some(Token::Power(2)),
        '³' => Some(Token::Power(3)),
        _ => None,
    }
}

/// The power after a `^`: a whole number from -127 to 127.
fn power(chars: &mut Chars) -> Result<Token, String> {
    let mut digits = String::new();
    if chars.peek() == Some(&'-') {
        digits.push('-');
        chars.next();
    }
    while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit()) {
        digits.push(d);
        chars.next();
    }
    let power: i8 = digits
        .parse()
        .ok()
        .filter(|p: &i8| *p != i8::MIN)
        .ok_or_else(|| format!("`^{digits}` is not a whole power from -127 to 127"))?;
    Ok(Token::Power(power))
}

/// A number in a unit, kept as typed: digits with decimal points.
fn number(chars: &mut Chars) -> Result<Token, String> {
    let mut digits = String::new();
    while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit() || **d == '.') {
        digits.push(d);
        chars.next();
    }
    if decimal(&digits).is_none() {
        return Err(format!("`{digits}` is not a number"));
    }
    Ok(Token::Number(digits))
}

/// A unit's name: everything up to the next space or operator.
fn word(chars: &mut Chars) -> Token {
    let mut word = String::new();
    while let Some(&d) = chars.peek() {
        if d == ' ' || d == '^' || symbol(d).is_some() {
            break;
        }
        word.push(d);
        chars.next();
    }
    Token::Unit(word)
}

struct Parser<'a> {
    tokens: &'a [Token],
    at: usize,
    text: &'a str,
}

/// A unit expression's value while it is read: its dimensions and its exact factor.
type Exact = (Dim, BigRational);

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn too_large(&self) -> String {
        format!(
            "`{}` raises units to powers too large to read",
            truncate(self.text)
        )
    }

    /// Refuses a fraction grown past [`MAX_BITS`].
    fn bounded(&self, factor: BigRational) -> Result<BigRational, String> {
        if factor.numer().bits() > MAX_BITS || factor.denom().bits() > MAX_BITS {
            return Err(self.too_large());
        }
        Ok(factor)
    }

    /// `power (('·' | '/') power)*`, left to right: a product multiplies the factors and adds
    /// the dimensions' exponents, a quotient divides and subtracts them.
    fn product(&mut self) -> Result<Exact, String> {
        let (mut dim, mut factor) = self.power()?;
        loop {
            let divide = match self.peek() {
                Some(Token::Times) => false,
                Some(Token::Over) => true,
                _ => return Ok((dim, factor)),
            };
            self.at += 1;
            let (d, f) = self.power()?;
            for (a, b) in dim.iter_mut().zip(d) {
                *a = if divide {
                    a.checked_sub(b)
                } else {
                    a.checked_add(b)
                }
                .ok_or_else(|| self.too_large())?;
            }
            factor = if divide {
                if f.is_zero() {
                    return Err(format!("`{}` divides by zero", truncate(self.text)));
                }
                factor / f
            } else {
                factor * f
            };
            factor = self.bounded(factor)?;
        }
    }

    /// `atom ('²' | '³' | '^n')?`: a power `n` multiplies every exponent of the dimensions by
    /// `n` and raises the factor to `n` (so `h^-1` is one per 3600 s).
    fn power(&mut self) -> Result<Exact, String> {
        let (dim, factor) = self.atom()?;
        let Some(&Token::Power(p)) = self.peek() else {
            return Ok((dim, factor));
        };
        self.at += 1;
        let mut d = dim;
        for x in &mut d {
            *x = x.checked_mul(p).ok_or_else(|| self.too_large())?;
        }
        let n = u64::from(p.unsigned_abs());
        if factor.numer().bits().max(factor.denom().bits()) * n > MAX_BITS {
            return Err(self.too_large());
        }
        if p < 0 && factor.is_zero() {
            return Err(format!("`{}` divides by zero", truncate(self.text)));
        }
        // Factors are never negative: units and the numbers in them have no sign.
        let raised = num_traits::pow(factor, usize::from(p.unsigned_abs()));
        let raised = if p < 0 { raised.recip() } else { raised };
        Ok((d, raised))
    }

    fn atom(&mut self) -> Result<Exact, String> {
        let token = self.peek().cloned();
        self.at += 1;
        match token {
            Some(Token::Open) => {
                let inner = self.product()?;
                if self.peek() != Some(&Token::Close) {
                    return Err(format!(
                        "`{}` opens a parenthesis it does not close",
                        truncate(self.text)
                    ));
                }
                self.at += 1;
                Ok(inner)
            }
            Some(Token::Number(n)) => {
                let value = decimal(&n).ok_or_else(|| format!("`{n}` is not a number"))?;
                Ok((crate::quantity::DIMENSIONLESS, self.bounded(value)?))
            }
            Some(Token::Unit(name)) => {
                let index = row_index(&name).ok_or_else(|| unknown_unit(&name))?;
                Ok((TABLE[index].dim, row_factor(index).clone()))
            }
            _ => Err(format!(
                "`{}` is not a unit expression",
                truncate(self.text)
            )),
        }
    }
}

/// A unit by symbol or alias (exactly), or by a whole-word alias without regard to case.
pub fn row(name: &str) -> Option<&'static UnitRow> {
    row_index(name).map(|i| &TABLE[i])
}

/// The index in [`TABLE`] of [`row`]'s unit.
fn row_index(name: &str) -> Option<usize> {
    let atom = |r: &UnitRow| !r.symbol.contains(['/', '·', '(']) || r.aliases.contains(&name);
    TABLE
        .iter()
        .position(|r| atom(r) && (r.symbol == name || r.aliases.contains(&name)))
        .or_else(|| {
            let word = name.len() >= 3 && name.chars().all(|c| c.is_ascii_alphabetic());
            word.then(|| {
                TABLE.iter().position(|r| {
                    atom(r)
                        && r.aliases
                            .iter()
                            .any(|a| a.len() >= 3 && a.eq_ignore_ascii_case(name))
                })
            })?
        })
}

/// An unknown unit, with the closest units of the table. A prefix with a small `b` (`Gb`,
/// `Mb`) is a bit or a byte depending on who wrote it, a factor of 8 apart: it is never
/// matched to the byte unit its letters resemble, but to the bit unit of the table with that
/// prefix (`Gbit`), or to both spellings when the table has no such bit unit.
fn unknown_unit(name: &str) -> String {
    let symbols = || {
        TABLE
            .iter()
            .filter(|r| r.role != crate::Role::Atom)
            .map(|r| r.symbol)
    };
    let note = "(every unit is listed in the reference page of units)";
    if let Some(prefix) = name.strip_suffix('b')
        && matches!(prefix, "k" | "K" | "M" | "G" | "T" | "P")
    {
        let bits = format!("{prefix}bit");
        let byte = format!("{}B", prefix.replace('K', "k"));
        return match row(&bits) {
            Some(r) => format!(
                "unknown unit `{}`; did you mean `{}` (bits)? A byte is `B`, as in `{byte}` {note}",
                truncate(name),
                r.symbol
            ),
            None => format!(
                "unknown unit `{}`: write bytes with `B` (`{byte}`) or bits with `bit` {note}",
                truncate(name)
            ),
        };
    }
    let near = crate::names::UnknownName::new("unit", name, symbols());
    format!("{near} {note}")
}

/// A unit expression in the reference's unit library's spelling (`TB/s` -> `TB / second`),
/// from each unit's `pint` column; `None` when a unit is not in the table.
pub fn pint_unit(text: &str) -> Option<String> {
    let tokens = tokenize(&normalize(text)).ok()?;
    let mut out = String::new();
    for token in tokens {
        match token {
            Token::Unit(name) => {
                let pint = row(&name)?.pint;
                if pint.contains(' ') {
                    out += &format!("({pint})");
                } else {
                    out += pint;
                }
            }
            Token::Number(n) => out += &n,
            Token::Times => out += " * ",
            Token::Over => out += " / ",
            Token::Open => out += "(",
            Token::Close => out += ")",
            Token::Power(p) => out += &format!(" ** {p}"),
        }
    }
    Some(out)
}

/// A quantity as typed (`28 d`, `3.35 TB/s`) in the reference's spelling (`28 day`,
/// `3.35 TB / second`); `None` for text that is not a quantity with a unit.
pub fn pint_quantity(text: &str) -> Option<String> {
    let text = text.trim();
    let (_, unit) = split_number(text).ok()?;
    let number = &text[..text.len() - unit.len()];
    let unit = unit.trim();
    if unit.is_empty() {
        return None;
    }
    Some(format!("{} {}", number.trim(), pint_unit(unit)?))
}

/// A bare number is a number literal, never arithmetic: `4/168` is refused, with the unit
/// expected (when there is one) and an example.
pub fn arithmetic_refused(text: &str, unit: Option<&str>, magnitude: f64) -> String {
    let number = crate::format_number(magnitude);
    match unit {
        Some(unit) => format!(
            "`{}` is arithmetic on bare numbers; give one number with its unit, in {unit}: e.g. `{number} {unit}`",
            truncate(text.trim())
        ),
        None => format!(
            "`{}` is arithmetic on bare numbers; give one number, e.g. `{number}`",
            truncate(text.trim())
        ),
    }
}

/// A count as typed: a number whose value is whole, however it is written (`8`, `1_000`,
/// `8.0`, `1e3`), read exactly (never through a double, so `9007199254740993` stays itself).
/// The one rule for counts in every front end: flags, call arguments, sweep values and input
/// files (whose numbers are judged the same way).
pub fn whole_number(text: &str) -> Result<i128, String> {
    let text = text.trim();
    let rest = split_number(text).map(|(_, rest)| rest);
    let value = match rest {
        Ok("") => decimal(text),
        _ => None,
    }
    .ok_or_else(|| "not a number".to_string())?;
    if !value.is_integer() {
        return Err("not a whole number".into());
    }
    value
        .to_integer()
        .to_i128()
        .ok_or_else(|| "too large".to_string())
}

/// Reads a quantity of dimensions `dim`: its value in base units. A number without a unit is
/// read only where `dim` is a plain ratio; a unit of other dimensions names both.
pub fn value_of(text: &str, dim: Dim) -> Result<f64, String> {
    let typed = quantity(text)?;
    if typed.arithmetic && dim == crate::quantity::DIMENSIONLESS {
        return Err(arithmetic_refused(text, None, typed.magnitude));
    }
    if !typed.has_unit && dim != crate::quantity::DIMENSIONLESS {
        return Err(format!(
            "{} needs a unit: write e.g. `{}`",
            crate::show::noun(dim),
            crate::show::example(dim, typed.magnitude)
        ));
    }
    if typed.dim != dim {
        return Err(format!(
            "expected {} (e.g. `{}`), but `{}` is {}",
            crate::show::article_noun(dim),
            crate::show::example(dim, typed.magnitude),
            truncate(text.trim()),
            crate::show::article_noun(typed.dim)
        ));
    }
    Ok(typed.base())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base(text: &str) -> f64 {
        quantity(text).unwrap().base()
    }

    #[test]
    fn compound_units_read_as_people_write_them() {
        let storage = 23.0 / (1e12 * 2_629_800.0);
        assert_eq!(base("23 USD/TB/month"), storage);
        assert_eq!(base("23 USD/(TB·month)"), storage);
        assert_eq!(base("23 USD/(TB*month)"), storage);
        assert_eq!(base("1000000/day"), 1e6 / 86_400.0);
        assert_eq!(base("64000 per second"), 64_000.0);
        assert_eq!(base("3.35 TB/s"), 3.35e12);
        assert_eq!(base("989 TFLOPs/s"), 989e12);
        assert_eq!(base("$4/h"), 4.0 / 3600.0);
        assert_eq!(base("1107 USD/day²"), 1107.0 / (86_400.0f64 * 86_400.0));
        assert_eq!(base("4 h/week"), 4.0 * 3600.0 / 604_800.0);
        assert_eq!(base("90 Minutes"), 5400.0);
        assert_eq!(quantity("80 GiB").unwrap().byte_unit, Some(ByteUnit::GiB));
        assert_eq!(
            quantity("3 USD/Mtoken").unwrap().dim,
            [0, 0, 0, 0, 0, 1, 0, 0, 0, 0]
        );
    }

    #[test]
    fn units_spell_as_the_reference_does() {
        assert_eq!(pint_quantity("28 d").as_deref(), Some("28 day"));
        assert_eq!(pint_unit("TB/s").as_deref(), Some("TB / s"));
        assert_eq!(
            pint_unit("USD/(TB·month)").as_deref(),
            Some("USD / (TB * month)")
        );
        assert_eq!(pint_unit("1/d").as_deref(), Some("1 / day"));
        assert_eq!(pint_unit("USD/d²").as_deref(), Some("USD / day ** 2"));
    }

    #[test]
    fn unknown_and_mixed_units_are_refused() {
        assert!(quantity("2 Gb").is_err());
        assert!(quantity("6 h)").is_err());
        assert!(quantity("1e306 day").is_err());
        let e = value_of("6 GB", [1, 0, 0, 0, 0, 0, 0, 0, 0, 0]).unwrap_err();
        assert!(e.contains("expected a time"), "{e}");
        let e = value_of("4", [1, 0, 0, 0, 0, 0, 0, 0, 0, 0]).unwrap_err();
        assert!(e.contains("needs a unit"), "{e}");
        let e = value_of("4/168", crate::quantity::DIMENSIONLESS).unwrap_err();
        assert!(e.contains("arithmetic on bare numbers"), "{e}");
        assert!(
            quantity("2 Gb")
                .unwrap_err()
                .contains("did you mean `Gbit`")
        );
    }

    #[test]
    fn the_work_is_bounded_by_the_input() {
        // Powers of powers would grow without bound: exponents and fractions are capped.
        for text in [
            "1 ((((s^127)^127)^127)^127)",
            "1 s^127 s^127",
            "1 ((ns^127)^127)",
            "1 s^-128",
            "1 s^128",
            "1e-99999 s",
        ] {
            assert!(quantity(text).is_err(), "{text}");
        }
        // A large power that cancels is still read exactly.
        assert_eq!(quantity("3 ns^100 ns^-100").unwrap().base(), 3.0);
        assert_eq!(quantity("3 h^0").unwrap().base(), 3.0);
        assert!(
            quantity("1 h^-1/0")
                .unwrap_err()
                .contains("divides by zero")
        );
    }

    #[test]
    fn counts_are_whole_numbers_however_written() {
        for (text, n) in [
            ("8", 8),
            ("1_000", 1000),
            ("8.0", 8),
            ("1e3", 1000),
            ("-4", -4),
        ] {
            assert_eq!(whole_number(text), Ok(n), "{text}");
        }
        assert_eq!(whole_number("9007199254740993"), Ok(9_007_199_254_740_993));
        for text in ["2.5", "1e-1", "8 h", "abc", "", "1e99999"] {
            assert!(whole_number(text).is_err(), "{text}");
        }
    }
}
