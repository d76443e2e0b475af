//! Quantities as people type them: a number and a unit expression (`6h`, `90 min`, `3.35 TB/s`,
//! `23 USD/TB/month`, `23 USD/(TB·month)`, `1000000/day`, `$4/h`), read with the unit table.
//!
//! A unit expression is units joined by `/` (divides by the next unit), `·`, `*` or a space
//! (multiplies), with powers written `²`, `³` or `^n` and parentheses for groups; `per X` is
//! `/X` and a leading `/` means one per. Each unit is a row of the table, found by its symbol
//! or an alias; byte prefixes are matched exactly (`GB` is 10⁹ B, `GiB` 2³⁰ B, and `Gb` is
//! refused rather than guessed), whole words without regard to case (`Hours`).

use super::table::TABLE;
use super::{ByteUnit, Dim, UnitRow};
use crate::input::truncate;

/// A quantity as typed: its magnitude, the unit's dimensions and factor, and the byte unit
/// when the unit was one (so a size keeps the unit it was typed in).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Typed {
    pub magnitude: f64,
    pub dim: Dim,
    /// The unit's factor as a fraction, so `1000000/day` is 1000000 / 86400 rounded once.
    pub factor: Factor,
    pub byte_unit: Option<ByteUnit>,
    /// Whether a unit was typed at all (`0.5` has none).
    pub has_unit: bool,
}

/// Base units in one unit, as a numerator and a denominator.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Factor {
    pub num: f64,
    pub den: f64,
}

impl Factor {
    pub const ONE: Factor = Factor { num: 1.0, den: 1.0 };

    pub fn value(self) -> f64 {
        self.num / self.den
    }
}

impl Typed {
    /// The value in base units.
    pub fn base(&self) -> f64 {
        self.magnitude * self.factor.num / self.factor.den
    }
}

/// Longest quantity text read; longer is refused, not parsed.
const MAX_LEN: usize = 64;

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
    if unit.is_empty() {
        return Ok(Typed {
            magnitude,
            dim: [0; 6],
            factor: Factor::ONE,
            byte_unit: None,
            has_unit: false,
        });
    }
    let (dim, factor, byte_unit) = expression(&unit)?;
    let typed = Typed {
        magnitude,
        dim,
        factor,
        byte_unit,
        has_unit: true,
    };
    if !typed.base().is_finite() {
        return Err(format!("`{}` is too large to represent", truncate(text)));
    }
    Ok(typed)
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

/// A unit expression's dimensions and factor, and its byte unit when it is a single one.
pub fn expression(text: &str) -> Result<(Dim, Factor, Option<ByteUnit>), String> {
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
    Ok((dim, factor, byte_unit))
}

/// `per day` -> `/day`; a leading `/` -> `1/`.
fn normalize(text: &str) -> String {
    let mut out = text.trim().replace(" per ", "/");
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
    Number(f64),
    Times,
    Over,
    Open,
    Close,
    Power(i8),
}

fn tokenize(text: &str) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(&c) = chars.peek() {
        match c {
            ' ' => {
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
            }
            '·' | '*' | '×' => {
                chars.next();
                tokens.push(Token::Times);
            }
            '/' => {
                chars.next();
                tokens.push(Token::Over);
            }
            '(' => {
                chars.next();
                tokens.push(Token::Open);
            }
            ')' => {
                chars.next();
                tokens.push(Token::Close);
            }
            '²' => {
                chars.next();
                tokens.push(Token::Power(2));
            }
            '³' => {
                chars.next();
                tokens.push(Token::Power(3));
            }
            '^' => {
                chars.next();
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
                    .map_err(|_| format!("`^{digits}` is not a whole power"))?;
                tokens.push(Token::Power(power));
            }
            c if c.is_ascii_digit() => {
                let mut digits = String::new();
                while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit() || **d == '.') {
                    digits.push(d);
                    chars.next();
                }
                let n: f64 = digits
                    .parse()
                    .map_err(|_| format!("`{digits}` is not a number"))?;
                tokens.push(Token::Number(n));
            }
            _ => {
                let mut word = String::new();
                while let Some(&d) = chars.peek() {
                    if matches!(d, ' ' | '·' | '*' | '×' | '/' | '(' | ')' | '²' | '³' | '^') {
                        break;
                    }
                    word.push(d);
                    chars.next();
                }
                tokens.push(Token::Unit(word));
            }
        }
    }
    Ok(tokens)
}

struct Parser<'a> {
    tokens: &'a [Token],
    at: usize,
    text: &'a str,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    /// `factor (('·' | '/') factor)*`, left to right.
    fn product(&mut self) -> Result<(Dim, Factor), String> {
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
                *a = if divide { *a - b } else { *a + b };
            }
            factor = if divide {
                Factor {
                    num: factor.num * f.den,
                    den: factor.den * f.num,
                }
            } else {
                Factor {
                    num: factor.num * f.num,
                    den: factor.den * f.den,
                }
            };
        }
    }

    /// `atom ('²' | '³' | '^n')?`.
    fn power(&mut self) -> Result<(Dim, Factor), String> {
        let (dim, factor) = self.atom()?;
        if let Some(&Token::Power(p)) = self.peek() {
            self.at += 1;
            let mut d = dim;
            for x in &mut d {
                *x *= p;
            }
            let (num, den) = (factor.num.powi(i32::from(p)), factor.den.powi(i32::from(p)));
            return Ok((
                d,
                if p >= 0 {
                    Factor { num, den }
                } else {
                    Factor { num: den, den: num }
                },
            ));
        }
        Ok((dim, factor))
    }

    fn atom(&mut self) -> Result<(Dim, Factor), String> {
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
            Some(Token::Number(n)) => Ok(([0; 6], Factor { num: n, den: 1.0 })),
            Some(Token::Unit(name)) => row(&name)
                .map(|r| {
                    (
                        r.dim,
                        Factor {
                            num: r.num,
                            den: r.den,
                        },
                    )
                })
                .ok_or_else(|| unknown_unit(&name)),
            _ => Err(format!(
                "`{}` is not a unit expression",
                truncate(self.text)
            )),
        }
    }
}

/// A unit by symbol or alias (exactly), or by a whole-word alias without regard to case.
pub fn row(name: &str) -> Option<&'static UnitRow> {
    let atom = |r: &&UnitRow| !r.symbol.contains(['/', '·', '(']) || r.aliases.contains(&name);
    TABLE
        .iter()
        .filter(atom)
        .find(|r| r.symbol == name || r.aliases.contains(&name))
        .or_else(|| {
            let word = name.len() >= 3 && name.chars().all(|c| c.is_ascii_alphabetic());
            word.then(|| {
                TABLE.iter().filter(atom).find(|r| {
                    r.aliases
                        .iter()
                        .any(|a| a.len() >= 3 && a.eq_ignore_ascii_case(name))
                })
            })?
        })
}

fn unknown_unit(name: &str) -> String {
    let near = crate::error::UnknownName::new(
        "unit",
        name,
        TABLE
            .iter()
            .filter(|r| r.role != super::Role::Atom)
            .map(|r| r.symbol),
    );
    format!("{near} (every unit is listed in the reference page of units)")
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
            Token::Number(n) => out += &super::format_number(n),
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

/// Reads a quantity of dimensions `dim`: its value in base units. A number without a unit is
/// read only where `dim` is a plain ratio; a unit of other dimensions names both.
pub fn value_of(text: &str, dim: Dim) -> Result<f64, String> {
    let typed = quantity(text)?;
    if !typed.has_unit && dim != [0; 6] {
        return Err(format!(
            "{} needs a unit: write e.g. `{}`",
            super::show::noun(dim),
            super::show::example(dim, typed.magnitude)
        ));
    }
    if typed.dim != dim {
        return Err(format!(
            "expected {} (e.g. `{}`), but `{}` is {}",
            super::show::article_noun(dim),
            super::show::example(dim, typed.magnitude),
            truncate(text.trim()),
            super::show::article_noun(typed.dim)
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
        assert_eq!(quantity("3 USD/Mtoken").unwrap().dim, [0, 0, 0, 0, 0, 1]);
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
        let e = value_of("6 GB", [1, 0, 0, 0, 0, 0]).unwrap_err();
        assert!(e.contains("expected a time"), "{e}");
        let e = value_of("4", [1, 0, 0, 0, 0, 0]).unwrap_err();
        assert!(e.contains("needs a unit"), "{e}");
    }
}
