//! Quantities as people type them: a number and a unit expression (`6h`, `90 min`, `3.35 TB/s`,
//! `23 USD/TB/month`, `23 USD/(TB·month)`, `1000000/day`, `$4/h`), read with the unit table.
//!
//! A unit expression is units joined by `/` (divides by the next unit), `·`, `*` or a space
//! (multiplies), with powers written `²`, `³` or `^n` and parentheses for groups; `per X` is
//! `/X` and a leading `/` means one per. Each unit is a row of the table, found by its symbol
//! or an alias; byte prefixes are matched exactly (`GB` is 10⁹ B, `GiB` 2³⁰ B, and `Gb` is
//! refused rather than guessed), whole words without regard to case (`Hours`).
//!
//! **Readings.** A few aliases name rows of different dimensions: `kg`, `g` and `t` are CO2e
//! (the reference's meaning) and also mass, and `g` is also standard gravity. Read without
//! context ([`quantity()`], [`expression`]) such a name is the first row that spells it, the
//! CO2e. Read where an input expects a dimension ([`quantity_as`], [`value_of`]), it is the row
//! that gives the expression that dimension, when one does: `20 kg` is a mass where a mass is
//! expected and CO2e where emissions are, `0.5 kg/kWh` a carbon intensity, `0.9 g` an
//! acceleration. Symbols never do this: a value shown as `3 kilogram` or `2 g₀` reads back the
//! same anywhere.
//!
//! **Temperatures.** `°C` (`degC`) written alone is a temperature reading; inside a product or
//! a quotient (`°C/W`, `°C/s`) only a difference makes sense, and there a degree Celsius reads
//! as a difference of one kelvin.

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

/// Reads `<number> [unit]`, each unit name as the first row that spells it.
pub fn quantity(text: &str) -> Result<Typed, String> {
    quantity_as(text, None)
}

/// Reads `<number> [unit]` where a quantity of dimensions `expected` is wanted: a unit name
/// several rows spell (`kg`) is read as the row that gives the expression those dimensions,
/// when one does (see the module's "Readings"), and an unknown unit is matched against the
/// units that would. The result may still have other dimensions; the caller judges them.
pub fn quantity_as(text: &str, expected: Option<Dim>) -> Result<Typed, String> {
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
        let parsed = parse_expression(&unit, expected)?;
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

/// A unit expression's dimensions and factor, and its byte unit when it is a single one; each
/// unit name as the first row that spells it.
pub fn expression(text: &str) -> Result<(Dim, Factor, Option<ByteUnit>), String> {
    expression_as(text, None)
}

/// [`expression`] where dimensions `expected` are wanted (see [`quantity_as`]).
pub fn expression_as(
    text: &str,
    expected: Option<Dim>,
) -> Result<(Dim, Factor, Option<ByteUnit>), String> {
    parse_expression(text, expected).map(|p| (p.dim, p.factor, p.byte_unit))
}

/// A unit expression read where dimensions `expected` are wanted, written with the symbol of
/// each unit's row, so that it reads the same without context: `kg*m^2` for a moment of
/// inertia is `kilogram·m^2`. Where a value's unit is kept as text (Python's `Quantity`), it is
/// kept this way.
pub fn spelled_as(text: &str, expected: Option<Dim>) -> Result<String, String> {
    parse_expression(text, expected).map(|p| p.spelled)
}

struct Parsed {
    dim: Dim,
    factor: Factor,
    byte_unit: Option<ByteUnit>,
    /// Whether any unit of the table appears (`4/168` has none).
    has_unit: bool,
    /// The expression with each unit name written as the symbol of its row in this reading.
    spelled: String,
}

fn parse_expression(text: &str, expected: Option<Dim>) -> Result<Parsed, String> {
    if text.len() > MAX_LEN {
        return Err(format!("`{}` is too long for a unit", truncate(text)));
    }
    let normalized = normalize(text);
    let tokens = tokenize(&normalized)?;
    let names = unit_names(&tokens);
    if let Some((unknown, _)) = names.iter().find(|(_, rows)| rows.is_empty()) {
        let needed = expected.and_then(|want| needed_dim(&tokens, text, &names, unknown, want));
        return Err(unknown_unit(unknown, needed));
    }
    let lone = matches!(tokens.as_slice(), [Token::Unit(_)]);
    let mut default = None;
    for choice in readings(&names) {
        let row_of = |name: &str| row_in(&names, &choice, name);
        let read = evaluate(&tokens, text, &|name| Ok(row_reading(row_of(name), lone)));
        let fits = match (&read, expected) {
            (Ok(_), None) => true,
            (Ok((dim, _)), Some(want)) => *dim == want,
            _ => false,
        };
        if fits {
            return finish(read, &tokens, &row_of);
        }
        if default.is_none() {
            default = Some((read, choice));
        }
    }
    let (read, choice) = default.expect("an expression has at least its default reading");
    finish(read, &tokens, &|name| row_in(&names, &choice, name))
}

/// The row `name` stands for in the reading `choice` of the expression's `names`.
fn row_in(names: &[(&str, Vec<usize>)], choice: &[usize], name: &str) -> usize {
    let at = names
        .iter()
        .position(|(n, _)| *n == name)
        .expect("every unit name of the expression is listed");
    names[at].1[choice[at]]
}

/// A reading's dimensions and factor as the parser's result; `row_of` names the row each unit
/// name stands for in it.
fn finish(
    read: Result<Exact, String>,
    tokens: &[Token],
    row_of: &dyn Fn(&str) -> usize,
) -> Result<Parsed, String> {
    let (dim, factor) = read?;
    let byte_unit = match tokens {
        [Token::Unit(name)] => ByteUnit::from_symbol(name),
        _ => None,
    };
    Ok(Parsed {
        dim,
        factor: Factor(factor),
        byte_unit,
        has_unit: tokens.iter().any(|t| matches!(t, Token::Unit(_))),
        spelled: spell(tokens, row_of),
    })
}

/// The tokens written back with each unit name as its row's symbol: text that reads the same
/// without context (`kg*m^2`, read for an inertia, is `kilogram·m^2`; `°C/W` is `Δ°C/W`).
fn spell(tokens: &[Token], row_of: &dyn Fn(&str) -> usize) -> String {
    let lone = matches!(tokens, [Token::Unit(_)]);
    let mut out = String::new();
    for token in tokens {
        match token {
            Token::Unit(name) => {
                let row = &TABLE[row_of(name)];
                if !lone && row.dim == TEMPERATURE {
                    out += crate::DELTA_DEGREE_CELSIUS.symbol;
                } else if !lone && row.symbol.contains(['/', '·', '(', '²', '³', '^']) {
                    // A compound row typed by a one-word alias (`Nm`) stays one factor.
                    out += &format!("({})", row.symbol);
                } else {
                    out += row.symbol;
                }
            }
            Token::Number(n) => out += n,
            Token::Times => out.push('·'),
            Token::Over => out.push('/'),
            Token::Open => out.push('('),
            Token::Close => out.push(')'),
            Token::Power(p) => out += &format!("^{p}"),
        }
    }
    out
}

/// The expression's unit names, each once in the order it first appears, with the rows that
/// spell it (none for an unknown name).
fn unit_names(tokens: &[Token]) -> Vec<(&str, Vec<usize>)> {
    let mut names: Vec<(&str, Vec<usize>)> = Vec::new();
    for token in tokens {
        if let Token::Unit(name) = token
            && !names.iter().any(|(n, _)| n == name)
        {
            names.push((name, row_indices(name)));
        }
    }
    names
}

/// Most readings an expression is tried in; beyond, only its default reading. Three names of
/// three meanings each are 27: no expression a person writes comes near.
const MAX_READINGS: usize = 64;

/// Every reading of the names: which of its rows each name stands for, the first row of every
/// name (the reading without context) first.
fn readings(names: &[(&str, Vec<usize>)]) -> Vec<Vec<usize>> {
    let total = names
        .iter()
        .try_fold(1usize, |n, (_, rows)| n.checked_mul(rows.len().max(1)))
        .filter(|n| *n <= MAX_READINGS)
        .unwrap_or(1);
    (0..total)
        .map(|mut k| {
            names
                .iter()
                .map(|(_, rows)| {
                    let n = rows.len().max(1);
                    let c = k % n;
                    k /= n;
                    c
                })
                .collect()
        })
        .collect()
}

/// What a row stands for in an expression: its dimensions and exact factor, except that a
/// temperature reading inside a compound unit (`°C/W`) is a difference of the same size.
fn row_reading(index: usize, lone: bool) -> Exact {
    let row = &TABLE[index];
    let dim = if !lone && row.dim == TEMPERATURE {
        TEMPERATURE_DIFFERENCE
    } else {
        row.dim
    };
    (dim, row_factor(index).clone())
}

/// The dimensions of a temperature reading and of a difference.
const TEMPERATURE: Dim = <crate::Temperature as crate::quantity::Dimensioned>::DIM;
const TEMPERATURE_DIFFERENCE: Dim =
    <crate::TemperatureDifference as crate::quantity::Dimensioned>::DIM;

/// Evaluates the tokens with each unit name read by `resolve`.
fn evaluate(
    tokens: &[Token],
    text: &str,
    resolve: &dyn Fn(&str) -> Result<Exact, String>,
) -> Result<Exact, String> {
    let mut parser = Parser {
        tokens,
        at: 0,
        text,
        resolve,
    };
    let value = parser.product()?;
    if parser.at != tokens.len() {
        return Err(format!("`{}` is not a unit expression", truncate(text)));
    }
    Ok(value)
}

/// The dimensions the unknown unit `name` must have for the expression to have `want`, when
/// they are whole: the expression is linear in the unknown's dimensions, so two evaluations
/// (the unknown as a plain number, then as a time) give its coefficient.
fn needed_dim(
    tokens: &[Token],
    text: &str,
    names: &[(&str, Vec<usize>)],
    unknown: &str,
    want: Dim,
) -> Option<Dim> {
    let with = |probe: Dim| {
        let resolve = |n: &str| -> Result<Exact, String> {
            if n == unknown {
                return Ok((probe, BigRational::one()));
            }
            match names.iter().find(|(m, _)| *m == n) {
                Some((_, rows)) if !rows.is_empty() => Ok(row_reading(rows[0], false)),
                // A second unknown name: nothing to say about either.
                _ => Err(String::new()),
            }
        };
        evaluate(tokens, text, &resolve).ok().map(|(dim, _)| dim)
    };
    let mut time = crate::quantity::DIMENSIONLESS;
    time[crate::quantity::TIME] = 1;
    let rest = with(crate::quantity::DIMENSIONLESS)?;
    let coefficient = with(time)?[crate::quantity::TIME] - rest[crate::quantity::TIME];
    if coefficient == 0 {
        return None;
    }
    let mut needed = crate::quantity::DIMENSIONLESS;
    for (n, (w, r)) in needed.iter_mut().zip(want.iter().zip(rest)) {
        let gap = i16::from(*w) - i16::from(r);
        if gap % i16::from(coefficient) != 0 {
            return None;
        }
        *n = i8::try_from(gap / i16::from(coefficient)).ok()?;
    }
    Some(needed)
}

/// `per day` -> `/day`; a leading `/` -> `1/`; characters that look alike and are typed for
/// one another -> the one the table spells: the Greek small letter mu (U+03BC) -> the micro
/// sign (U+00B5) of `µs`, the ohm sign (U+2126) -> the Greek capital omega (U+03A9) of `Ω`,
/// and the degree Celsius sign (U+2103) -> `°C`.
fn normalize(text: &str) -> String {
    let mut out = text
        .trim()
        .replace('\u{3bc}', "\u{b5}")
        .replace('\u{2126}', "\u{3a9}")
        .replace('\u{2103}', "\u{b0}C")
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
    /// What each unit name stands for in the reading being evaluated.
    resolve: &'a dyn Fn(&str) -> Result<Exact, String>,
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
            Some(Token::Unit(name)) => (self.resolve)(&name),
            _ => Err(format!(
                "`{}` is not a unit expression",
                truncate(self.text)
            )),
        }
    }
}

/// A unit by symbol or alias (exactly), or by a whole-word alias without regard to case; of
/// the rows that spell a name, the first (its reading without context).
pub fn row(name: &str) -> Option<&'static UnitRow> {
    row_indices(name).first().map(|&i| &TABLE[i])
}

/// Every row that spells `name`, in the order of the table: those whose symbol or an alias is
/// `name` exactly, else those with a whole-word alias equal to it without regard to case.
fn row_indices(name: &str) -> Vec<usize> {
    // A compound row (`GB/s`) stands for a token only through an alias that is one word.
    let atom = |r: &UnitRow| !r.symbol.contains(['/', '·', '(']) || r.aliases.contains(&name);
    let exact: Vec<usize> = (0..TABLE.len())
        .filter(|&i| {
            let r = &TABLE[i];
            atom(r) && (r.symbol == name || r.aliases.contains(&name))
        })
        .collect();
    if !exact.is_empty() {
        return exact;
    }
    let word = name.len() >= 3 && name.chars().all(|c| c.is_ascii_alphabetic());
    if !word {
        return Vec::new();
    }
    (0..TABLE.len())
        .filter(|&i| {
            let r = &TABLE[i];
            atom(r)
                && r.aliases
                    .iter()
                    .any(|a| a.len() >= 3 && a.eq_ignore_ascii_case(name))
        })
        .collect()
}

/// An unknown unit, with the closest units of the table: when the dimensions it must have
/// are known (`needed`, from the dimensions the input expects), the closest units of those
/// dimensions, so that `mK` where a temperature difference is expected is matched to `K`, not
/// to `m`. A prefix with a small `b` (`Gb`, `Mb`) is a bit or a byte depending on who wrote
/// it, a factor of 8 apart: it is never matched to the byte unit its letters resemble, but to
/// the bit unit of the table with that prefix (`Gbit`), or to both spellings when the table has
/// no such bit unit.
fn unknown_unit(name: &str, needed: Option<Dim>) -> String {
    let fitting: Vec<&str> = needed.map_or_else(Vec::new, |dim| {
        TABLE
            .iter()
            .filter(|r| r.dim == dim)
            .map(|r| r.symbol)
            .collect()
    });
    let symbols = || -> Box<dyn Iterator<Item = &str>> {
        if fitting.is_empty() {
            Box::new(
                TABLE
                    .iter()
                    .filter(|r| r.role != crate::Role::Atom)
                    .map(|r| r.symbol),
            )
        } else {
            Box::new(fitting.iter().copied())
        }
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
    let lone = matches!(tokens.as_slice(), [Token::Unit(_)]);
    let mut out = String::new();
    for token in tokens {
        match token {
            Token::Unit(name) => {
                let row = row(&name)?;
                // A reading inside a compound unit is a difference (`°C/s` is `delta_degC / s`).
                let pint = if !lone && row.dim == TEMPERATURE {
                    self::row(crate::DELTA_DEGREE_CELSIUS.symbol)?.pint
                } else {
                    row.pint
                };
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
    value_in(text, dim, None)
}

/// [`value_of`] for an input that declares the unit it is shown in (`unit = HOUR`): messages
/// give their examples in that unit.
pub fn value_in(text: &str, dim: Dim, declared: Option<&str>) -> Result<f64, String> {
    let typed = quantity_as(text, Some(dim))?;
    if typed.arithmetic && dim == crate::quantity::DIMENSIONLESS {
        return Err(arithmetic_refused(text, None, typed.magnitude));
    }
    let unit = declared.unwrap_or_else(|| crate::show::example_unit(dim));
    if !typed.has_unit && dim != crate::quantity::DIMENSIONLESS {
        return Err(format!(
            "{} needs a unit: write e.g. `{} {unit}`",
            crate::show::noun(dim),
            crate::format_number(typed.magnitude)
        ));
    }
    if typed.dim != dim {
        return Err(format!(
            "expected {} (e.g. `{}`), but `{}` is {}{}",
            crate::show::article_noun(dim),
            mismatch_example(&typed, dim, unit),
            truncate(text.trim()),
            crate::show::article_noun(typed.dim),
            mismatch_hint(typed.dim, dim)
        ));
    }
    Ok(typed.base())
}

/// The example of a dimension error, in `unit`. The typed number is kept only where the typed
/// quantity converts: a mass where emissions are expected (or the reverse) is taken as the mass
/// of CO2e it names, so `0.429 kilogram/kWh` is shown as `429 gCO2e/kWh`. Any other quantity of
/// the wrong dimensions has no value in `unit`, and the example is one of it: reusing the typed
/// number with another unit would suggest a value the user never meant.
fn mismatch_example(typed: &Typed, dim: Dim, unit: &str) -> String {
    use crate::quantity::{EMISSIONS, MASS};
    // Grams of CO2e in one kilogram: the emissions base is the gram, the mass base the kilogram.
    const GRAMS_PER_KILOGRAM: f64 = 1e3;
    let mut swapped = typed.dim;
    swapped[EMISSIONS] = typed.dim[MASS] + typed.dim[EMISSIONS];
    swapped[MASS] = 0;
    let mut wanted = dim;
    wanted[EMISSIONS] = dim[MASS] + dim[EMISSIONS];
    wanted[MASS] = 0;
    let factor = expression_as(unit, Some(dim)).map(|(_, f, _)| f.value());
    match factor {
        Ok(factor) if swapped == wanted && factor > 0.0 => {
            // Kilograms of the typed side become grams of CO2e, and grams of CO2e kilograms.
            let shift = i32::from(typed.dim[MASS]) - i32::from(dim[MASS]);
            let value = typed.base() * GRAMS_PER_KILOGRAM.powi(shift);
            format!(
                "{} {unit}",
                crate::format_number(crate::in_unit(value, factor))
            )
        }
        _ => format!("1 {unit}"),
    }
}

/// A word on the dimension errors that have a usual cause: a mass typed for CO2e (or CO2e for a
/// mass), and a temperature reading typed for a difference (or the reverse).
fn mismatch_hint(typed: Dim, dim: Dim) -> &'static str {
    use crate::quantity::{EMISSIONS, MASS, TEMPERATURE, TEMPERATURE_DIFFERENCE};
    // Whether moving the typed power of `from` onto `to` gives the expected dimensions.
    let moved = |from: usize, to: usize| {
        let mut moved = typed;
        moved[to] += moved[from];
        moved[from] = 0;
        typed[from] != 0 && moved == dim
    };
    if moved(MASS, EMISSIONS) {
        " (a mass; CO2e is written `gCO2e`, `kgCO2e` or `tCO2e`)"
    } else if moved(EMISSIONS, MASS) {
        " (emissions; a mass is written `kilogram`, `gram` or `Mg`)"
    } else if moved(TEMPERATURE, TEMPERATURE_DIFFERENCE) {
        " (a reading; a difference of temperatures is written in `K` or `Δ°C`)"
    } else if moved(TEMPERATURE_DIFFERENCE, TEMPERATURE) {
        " (a difference; a temperature reading is written in `°C`)"
    } else {
        ""
    }
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
            [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]
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
        let e = value_of("6 GB", <crate::Time as crate::quantity::Dimensioned>::DIM).unwrap_err();
        assert!(e.contains("expected a time"), "{e}");
        let e = value_of("4", <crate::Time as crate::quantity::Dimensioned>::DIM).unwrap_err();
        assert!(e.contains("needs a unit"), "{e}");
        let e = value_of("4/168", crate::quantity::DIMENSIONLESS).unwrap_err();
        assert!(e.contains("arithmetic on bare numbers"), "{e}");
        assert!(
            quantity("2 Gb")
                .unwrap_err()
                .contains("did you mean `Gbit`")
        );
    }

    fn dim<Q: crate::quantity::Dimensioned>() -> Dim {
        Q::DIM
    }

    #[test]
    fn a_shared_alias_reads_as_the_dimension_expected() {
        use crate::{Acceleration, CarbonIntensity, Emissions, Mass, MomentOfInertia};
        // Without context `kg`, `g` and `t` are CO2e, the reference's reading.
        assert_eq!(quantity("20 kg").unwrap().dim, dim::<Emissions>());
        assert_eq!(quantity("20 kg").unwrap().base(), 20_000.0);
        // Where a mass is expected they are mass; where emissions are, still CO2e.
        assert_eq!(value_of("20 kg", dim::<Mass>()), Ok(20.0));
        assert_eq!(value_of("500 g", dim::<Mass>()), Ok(0.5));
        assert_eq!(value_of("1.5 t", dim::<Mass>()), Ok(1500.0));
        assert_eq!(value_of("20 kg", dim::<Emissions>()), Ok(20_000.0));
        // In a compound unit the whole expression decides.
        assert_eq!(value_of("0.2 kg*m^2", dim::<MomentOfInertia>()), Ok(0.2));
        assert_eq!(
            value_of("0.429 kg/kWh", dim::<CarbonIntensity>()),
            Ok(429.0 / 3.6e6)
        );
        // `g` is standard gravity where an acceleration is expected.
        assert_eq!(value_of("2 g", dim::<Acceleration>()), Ok(2.0 * 9.80665));
        // A symbol reads the same anywhere: `kilogram` is always a mass.
        assert!(value_of("20 kilogram", dim::<Emissions>()).is_err());
    }

    #[test]
    fn a_spelling_shared_by_rows_names_rows_of_different_dimensions() {
        // So that the expected dimension picks at most one of them, and symbols are unique.
        for (i, a) in TABLE.iter().enumerate() {
            for b in &TABLE[i + 1..] {
                assert_ne!(a.symbol, b.symbol, "two rows show as `{}`", a.symbol);
                let shared = std::iter::once(a.symbol)
                    .chain(a.aliases.iter().copied())
                    .any(|s| s == b.symbol || b.aliases.contains(&s));
                if shared && a.role != crate::Role::Atom && b.role != crate::Role::Atom {
                    assert_ne!(
                        a.dim, b.dim,
                        "`{}` and `{}` share a spelling",
                        a.name, b.name
                    );
                }
            }
            // No symbol is another row's alias: a value shown in it reads back as itself.
            for b in TABLE {
                if b.name != a.name {
                    assert!(
                        !b.aliases.contains(&a.symbol),
                        "`{}` is also an alias of {}",
                        a.symbol,
                        b.name
                    );
                }
            }
        }
    }

    #[test]
    fn an_expression_is_spelled_to_read_the_same_without_context() {
        use crate::{MomentOfInertia, Temperature, ThermalResistance, Torque};
        for (text, d, spelled) in [
            ("kg*m^2", dim::<MomentOfInertia>(), "kilogram·m^2"),
            ("°C/W", dim::<ThermalResistance>(), "Δ°C/W"),
            ("degC", dim::<Temperature>(), "°C"),
            ("Nm", dim::<Torque>(), "N·m"),
        ] {
            let s = spelled_as(text, Some(d)).unwrap();
            assert_eq!(s, spelled, "{text}");
            assert_eq!(expression(&s).unwrap().0, d, "{s}");
        }
        // A compound row typed by its one-word alias stays one factor when raised.
        let s = spelled_as("Nm^2", None).unwrap();
        assert_eq!(expression(&s), expression("Nm^2"), "{s}");
    }

    #[test]
    fn celsius_alone_is_a_reading_and_in_a_compound_a_difference() {
        use crate::{Temperature, TemperatureDifference, TemperatureRate, ThermalResistance};
        assert_eq!(quantity("20 °C").unwrap().dim, dim::<Temperature>());
        assert_eq!(quantity("20 degC").unwrap().dim, dim::<Temperature>());
        assert_eq!(quantity("20 ℃").unwrap().dim, dim::<Temperature>());
        assert_eq!(value_of("0.5 °C/W", dim::<ThermalResistance>()), Ok(0.5));
        assert_eq!(value_of("1 °C/s", dim::<TemperatureRate>()), Ok(1.0));
        assert_eq!(value_of("1 Δ°C/s", dim::<TemperatureRate>()), Ok(1.0));
        assert_eq!(
            value_of("15 delta_degC", dim::<TemperatureDifference>()),
            Ok(15.0)
        );
        assert_eq!(pint_unit("°C/s").as_deref(), Some("delta_degC / s"));
        assert_eq!(pint_unit("°C").as_deref(), Some("degC"));
        // A reading where a difference is expected is refused, naming both.
        let e = value_of("15 °C", dim::<TemperatureDifference>()).unwrap_err();
        assert!(
            e.contains("expected a temperature difference") && e.contains("is a temperature"),
            "{e}"
        );
        assert!(!e.contains("gCO2e"), "{e}");
        let e = value_of("300 K", dim::<Temperature>()).unwrap_err();
        assert!(
            e.contains("a temperature reading is written in `°C`"),
            "{e}"
        );
    }

    #[test]
    fn did_you_mean_keeps_to_the_dimension_expected() {
        use crate::{Frequency, Inductance, TemperatureDifference, TemperatureRate, Voltage};
        // `mK` was told `m`: a length where a temperature difference is expected.
        let e = value_of("5 mK", dim::<TemperatureDifference>()).unwrap_err();
        assert!(e.contains("`K`") && !e.contains("`m`"), "{e}");
        // Also inside a compound unit: the unknown name must make it a rate of temperature.
        let e = value_of("5 mK/s", dim::<TemperatureRate>()).unwrap_err();
        assert!(e.contains("`K`") && !e.contains("`m`"), "{e}");
        // `mH` was told `MHz` and `kV` was told `K`: both are units now, of their own dimension.
        assert_eq!(value_of("50 mH", dim::<Inductance>()), Ok(0.05));
        assert_eq!(value_of("1.2 kV", dim::<Voltage>()), Ok(1200.0));
        let e = value_of("50 mH", dim::<Frequency>()).unwrap_err();
        assert!(e.contains("is an inductance") && !e.contains("MHz"), "{e}");
        // A near miss of an inductance where an inductance is expected.
        let e = value_of("50 mHy", dim::<Inductance>()).unwrap_err();
        assert!(e.contains("`mH`") && !e.contains("MHz"), "{e}");
        // Without an expected dimension the whole table is searched, as before.
        assert!(
            quantity("2 Gb")
                .unwrap_err()
                .contains("did you mean `Gbit`")
        );
    }

    #[test]
    fn a_dimension_error_never_reuses_the_number_with_another_unit() {
        use crate::{CarbonIntensity, Mass, Time};
        // `0.429 kilogram/kWh` was told "e.g. `0.429 gCO2e/kWh`", 1000 times off: a mass where
        // CO2e is expected is taken as the CO2e it weighs.
        let e = value_of("0.429 kilogram/kWh", dim::<CarbonIntensity>()).unwrap_err();
        assert!(e.contains("(e.g. `429 gCO2e/kWh`)"), "{e}");
        assert!(e.contains("CO2e is written `gCO2e`"), "{e}");
        let e = value_of("20 kgCO2e", dim::<Mass>()).unwrap_err();
        assert!(e.contains("(e.g. `20 kilogram`)"), "{e}");
        // A quantity with no value in the expected unit gets the unit's own example.
        let e = value_of("6 GB", dim::<Time>()).unwrap_err();
        assert!(e.contains("(e.g. `1 min`)"), "{e}");
        // The declared unit of an input is the example's unit.
        let e = value_in("6 GB", dim::<Time>(), Some("h")).unwrap_err();
        assert!(e.contains("(e.g. `1 h`)"), "{e}");
        let e = value_in("6", dim::<Time>(), Some("h")).unwrap_err();
        assert!(e.contains("`6 h`"), "{e}");
    }

    #[test]
    fn the_embodied_spellings_read() {
        use crate::*;
        let cases: &[(&str, Dim, f64)] = &[
            ("2 m/s", dim::<Velocity>(), 2.0),
            ("36 km/h", dim::<Velocity>(), 10.0),
            ("10 mph", dim::<Velocity>(), 4.4704),
            ("2 m/s^2", dim::<Acceleration>(), 2.0),
            ("2 m/s²", dim::<Acceleration>(), 2.0),
            ("3 m/s^3", dim::<Jerk>(), 3.0),
            ("2 rad/s", dim::<AngularVelocity>(), 2.0),
            ("60 rpm", dim::<AngularVelocity>(), std::f64::consts::TAU),
            (
                "60 rev/min",
                dim::<AngularVelocity>(),
                std::f64::consts::TAU,
            ),
            ("180 deg", dim::<Angle>(), std::f64::consts::PI),
            ("180 °", dim::<Angle>(), std::f64::consts::PI),
            ("87 N·m", dim::<Torque>(), 87.0),
            ("87 N*m", dim::<Torque>(), 87.0),
            ("87 N m", dim::<Torque>(), 87.0),
            ("87 Nm", dim::<Torque>(), 87.0),
            ("1000 N·m/s", dim::<TorqueRate>(), 1000.0),
            ("0.25 kg*m^2", dim::<MomentOfInertia>(), 0.25),
            ("5 mΩ", dim::<Resistance>(), 0.005),
            ("5 mohm", dim::<Resistance>(), 0.005),
            ("5 Ω", dim::<Resistance>(), 5.0),
            ("5 \u{2126}", dim::<Resistance>(), 5.0),
            ("470 µF", dim::<Capacitance>(), 470e-6),
            ("470 uF", dim::<Capacitance>(), 470e-6),
            ("5000 mAh", dim::<Charge>(), 18_000.0),
            ("2 Ah", dim::<Charge>(), 7200.0),
            ("0.4 K/W", dim::<ThermalResistance>(), 0.4),
            ("50 J/K", dim::<HeatCapacity>(), 50.0),
            ("1 W/cm^2", dim::<HeatFlux>(), 1e4),
            ("100 lux", dim::<Illuminance>(), 100.0),
            ("100 lx", dim::<Illuminance>(), 100.0),
            ("2 N/mm", dim::<Stiffness>(), 2000.0),
            ("3 N/min", dim::<ForceRate>(), 0.05),
            (
                "0.262 V/rpm",
                dim::<BackEmfConstant>(),
                0.262 * 60.0 / std::f64::consts::TAU,
            ),
            ("0.1 N·m/A", dim::<TorqueConstant>(), 0.1),
            ("23.1e-6 1/K", dim::<TemperatureCoefficient>(), 23.1e-6),
            ("10 ppm", crate::quantity::DIMENSIONLESS, 1e-5),
            ("4 TOPS/W", dim::<ComputeEfficiency>(), 4e12),
            ("100 USD/tCO2e", dim::<CarbonPrice>(), 1e-4),
            ("2 cm^2", dim::<Area>(), 2e-4),
            ("3 USD/Mtoken", dim::<Usd>(), 3e-6),
            ("30 tok/s", dim::<Frequency>(), 30.0),
        ];
        for (text, d, base) in cases {
            let got = value_of(text, *d).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert!(
                ((got - base) / base).abs() < 1e-15,
                "{text}: {got} != {base}"
            );
        }
        // An angular velocity is not a frequency, and an angle not a plain number.
        assert!(value_of("2 rad/s", dim::<Frequency>()).is_err());
        assert!(value_of("2 Hz", dim::<AngularVelocity>()).is_err());
        assert!(value_of("2 rad", crate::quantity::DIMENSIONLESS).is_err());
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
