//! Which unit a quantity is shown in when its declaration names none, and the words for a
//! dimension in messages ("a data rate", "e.g. `3 GB/s`"), all read from the unit table.

use crate::quantity::{BASES, NAMED};
use crate::table::TABLE;
use crate::{Dim, Role, UnitLabel, UnitRow};

/// [`auto_unit`] for the dimension of the unit expression `unit` (`"B/s"`); a plain number's
/// when `unit` does not parse.
pub fn auto_unit_of(unit: &str, base: f64) -> UnitLabel {
    let dim = crate::parse::expression(unit)
        .map(|e| e.0)
        .unwrap_or_default();
    auto_unit(dim, base)
}

/// The unit a value of `dim` is shown in: the largest ladder unit that keeps the number at
/// least 1 (3.35e12 B/s is 3.35 TB/s), else the dimension's first named unit, else the base
/// units written out (`B·s`).
pub fn auto_unit(dim: Dim, base: f64) -> UnitLabel {
    let ladder: Vec<&UnitRow> = TABLE
        .iter()
        .filter(|r| r.dim == dim && r.role == Role::Ladder)
        .collect();
    if !ladder.is_empty() {
        let magnitude = base.abs();
        let pick = ladder
            .iter()
            .filter(|r| magnitude >= r.factor * (1.0 - 1e-12))
            .max_by(|a, b| a.factor.total_cmp(&b.factor))
            .or_else(|| ladder.iter().min_by(|a, b| a.factor.total_cmp(&b.factor)));
        if let Some(row) = pick
            && (magnitude != 0.0 || row.factor == 1.0)
        {
            return label(row);
        }
        if let Some(unit) = ladder.iter().find(|r| r.factor == 1.0) {
            return label(unit);
        }
    }
    match TABLE.iter().find(|r| r.dim == dim && r.role != Role::Atom) {
        Some(row) => label(row),
        None => UnitLabel {
            symbol: base_symbol(dim),
            base_per_unit: 1.0,
        },
    }
}

/// The base units of a unit's dimension, for a value too large to show in the unit itself.
pub fn auto_unit_base(unit: UnitLabel) -> &'static str {
    TABLE
        .iter()
        .find(|r| r.symbol == unit.symbol)
        .map_or("base units", |r| {
            TABLE
                .iter()
                .find(|b| b.dim == r.dim && b.factor == 1.0 && b.role != Role::Atom)
                .map_or_else(|| base_symbol(r.dim), |b| b.symbol)
        })
}

/// The unit a registry states a value in (`TFLOPs/s`, `dollar`), as the table's row for it
/// (`TFLOP/s`, `USD`): the registry's own unit, in the table's spelling.
pub fn stated_unit(unit: &'static str) -> UnitLabel {
    match crate::parse::expression(unit) {
        Ok((dim, factor, _)) => TABLE
            .iter()
            .find(|r| r.symbol == unit || r.aliases.contains(&unit))
            .filter(|r| r.role != Role::Atom)
            .or_else(|| {
                TABLE
                    .iter()
                    .find(|r| r.dim == dim && r.factor == factor.value() && r.role != Role::Atom)
            })
            .map_or(
                UnitLabel {
                    symbol: unit,
                    base_per_unit: factor.value(),
                },
                label,
            ),
        // A registry unit the table cannot read is a bug the registry tests catch.
        Err(_) => UnitLabel {
            symbol: unit,
            base_per_unit: 1.0,
        },
    }
}

fn label(row: &UnitRow) -> UnitLabel {
    UnitLabel {
        symbol: row.symbol,
        base_per_unit: row.factor,
    }
}

/// The base units of `dim` written out: `B·s`, `USD/(B·s)`. Interned, so a label can borrow it.
pub fn base_symbol(dim: Dim) -> &'static str {
    use std::sync::{Mutex, OnceLock};
    static SEEN: OnceLock<Mutex<Vec<(Dim, &'static str)>>> = OnceLock::new();
    let seen = SEEN.get_or_init(|| Mutex::new(Vec::new()));
    let mut seen = seen
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((_, s)) = seen.iter().find(|(d, _)| *d == dim) {
        return s;
    }
    let part = |positive: bool| -> Vec<String> {
        BASES
            .iter()
            .zip(dim)
            .filter(|(_, p)| if positive { *p > 0 } else { *p < 0 })
            .map(|((_, unit), p)| match p.abs() {
                1 => unit.to_string(),
                n => format!("{unit}^{n}"),
            })
            .collect()
    };
    let (top, bottom) = (part(true), part(false));
    let top = if top.is_empty() {
        "1".to_string()
    } else {
        top.join("·")
    };
    let text = match bottom.len() {
        0 => top,
        1 => format!("{top}/{}", bottom[0]),
        _ => format!("{top}/({})", bottom.join("·")),
    };
    let text: &'static str = Box::leak(text.into_boxed_str());
    // The set of dimensions a program shows is small and fixed by its code.
    seen.push((dim, text));
    text
}

/// What a quantity of `dim` is called: "a time", "a data rate".
pub fn noun(dim: Dim) -> String {
    let name = NAMED.iter().find(|(_, d)| *d == dim).map_or_else(
        || format!("a quantity in {}", base_symbol(dim)),
        |(n, _)| n.to_string(),
    );
    let mut chars = name.chars();
    chars
        .next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(chars).collect())
}

/// "a time", "an amount of data", "a plain number".
pub fn article_noun(dim: Dim) -> String {
    if dim == crate::quantity::DIMENSIONLESS {
        return "a plain number".to_string();
    }
    match NAMED.iter().find(|(_, d)| *d == dim) {
        Some((n, _)) => {
            let article = if n.starts_with(['a', 'e', 'i', 'o', 'u']) {
                "an"
            } else {
                "a"
            };
            format!("{article} {n}")
        }
        None => format!("a quantity in {}", base_symbol(dim)),
    }
}

/// An example of a value of `dim` with `magnitude`: `6 h`, `4 GB/s`.
pub fn example(dim: Dim, magnitude: f64) -> String {
    format!("{} {}", crate::format_number(magnitude), example_unit(dim))
}

/// The unit an example of `dim` is written in: the table's row marked `example` for it, else
/// its first unit shown when declared (`h` for a time), else its first shown automatically,
/// else its base units written out.
pub fn example_unit(dim: Dim) -> &'static str {
    let of_dim = |r: &&UnitRow| r.dim == dim;
    TABLE
        .iter()
        .filter(of_dim)
        .find(|r| r.example)
        .or_else(|| TABLE.iter().filter(of_dim).find(|r| r.role == Role::Named))
        .or_else(|| TABLE.iter().filter(of_dim).find(|r| r.role == Role::Ladder))
        .map_or_else(|| base_symbol(dim), |r| r.symbol)
}
