//! The units page, read from the one unit table: every unit by the quantity it measures, with
//! the other spellings it is typed as and its size in base units.

use crate::markdown::code;
use mlsysim_core::quantity::{BASES, Dim, NAMED};
use mlsysim_core::units::{Role, TABLE, UnitRow, format_number};
use std::fmt::Write as _;

pub fn page() -> String {
    let bases: Vec<&str> = BASES.iter().map(|(_, unit)| *unit).collect();
    let mut out = format!(
        "# Units\n\nEvery unit values are shown in and typed with, by the quantity it measures. \
         Quantities are kept in base units ({}); a unit is a size in them. *Shown* says when a \
         value is displayed in the unit: `auto` units are picked for a value with no declared \
         unit (the largest that keeps the number at least 1), `declared` ones only where a \
         scenario or the registry names them, and `inside` ones are counts that appear only \
         within other units (`USD/Mtoken`).\n",
        bases.join(", ")
    );
    let mut listed = 0;
    for (description, dim) in NAMED {
        let rows: Vec<&UnitRow> = TABLE.iter().filter(|r| r.dim == *dim).collect();
        if rows.is_empty() {
            continue;
        }
        listed += rows.len();
        let _ = write!(
            out,
            "\n## {}\n\nBase unit: {}.\n",
            capitalized(description),
            code(&base_symbol(dim))
        );
        table(&mut out, &rows);
    }
    let other: Vec<&UnitRow> = TABLE
        .iter()
        .filter(|r| !NAMED.iter().any(|(_, d)| *d == r.dim))
        .collect();
    if !other.is_empty() {
        listed += other.len();
        out += "\n## Other quantities\n";
        table(&mut out, &other);
    }
    debug_assert_eq!(listed, TABLE.len());
    out
}

fn table(out: &mut String, rows: &[&UnitRow]) {
    *out +=
        "\n| unit | also typed as | in base units | shown | constant |\n|---|---|---|---|---|\n";
    for r in rows {
        let aliases: Vec<String> = r.aliases.iter().map(|a| code(a)).collect();
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | `{}` |",
            code(r.symbol),
            if aliases.is_empty() {
                "—".to_string()
            } else {
                aliases.join(", ")
            },
            size(r),
            match r.role {
                Role::Ladder => "auto",
                Role::Named => "declared",
                Role::Atom => "inside",
            },
            r.name
        );
    }
}

/// The unit's size in base units, as the table writes it: `1e9`, `1/3600`.
fn size(r: &UnitRow) -> String {
    // Powers of ten read best as `1e9`; other whole numbers (`1048576`) in full.
    let number = |x: f64| {
        let short = format!("{x:e}");
        let whole_and_long = x.fract() == 0.0 && short.len() > 6;
        if x != 0.0 && !(1e-3..1e6).contains(&x.abs()) && !whole_and_long {
            short
        } else {
            format_number(x)
        }
    };
    let base = base_symbol(&r.dim);
    let factor = if r.den == 1.0 {
        number(r.num)
    } else {
        format!("{}/{}", number(r.num), number(r.den))
    };
    if base.is_empty() {
        factor
    } else {
        format!("{factor} {base}")
    }
}

/// The base units of a dimension: `B/s`, `USD/(B·s)`, `s²`; empty for a plain ratio.
fn base_symbol(dim: &Dim) -> String {
    let power = |symbol: &str, p: i8| match p.unsigned_abs() {
        1 => symbol.to_string(),
        2 => format!("{symbol}²"),
        3 => format!("{symbol}³"),
        n => format!("{symbol}^{n}"),
    };
    let (mut above, mut below) = (Vec::new(), Vec::new());
    for (&(_, symbol), &p) in BASES.iter().zip(dim) {
        match p {
            0 => {}
            p if p > 0 => above.push(power(symbol, p)),
            p => below.push(power(symbol, p)),
        }
    }
    let top = if above.is_empty() {
        "1".to_string()
    } else {
        above.join("·")
    };
    match below.len() {
        0 if above.is_empty() => String::new(),
        0 => top,
        1 => format!("{top}/{}", below[0]),
        _ => format!("{top}/({})", below.join("·")),
    }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_units_read_as_written() {
        assert_eq!(
            base_symbol(&[-1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            "B/s"
        );
        assert_eq!(
            base_symbol(&[-1, -1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]),
            "USD/(s·B)"
        );
        assert_eq!(base_symbol(&[2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), "s²");
        assert_eq!(
            base_symbol(&[-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
            "1/s"
        );
        assert_eq!(base_symbol(&mlsysim_core::quantity::DIMENSIONLESS), "");
    }

    #[test]
    fn every_unit_is_listed_once() {
        let page = page();
        for r in TABLE {
            assert!(page.contains(&format!("| `{}` |", r.name)), "{}", r.name);
        }
    }
}
