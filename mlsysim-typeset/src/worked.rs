//! A step of a worked solution typeset: the name and its equation in symbols, the same
//! equation with each operand's value put in its place, and the result, one line each,
//! aligned on their equals signs.
//!
//! The substituted line is typeset from the equation's own syntax tree: each operand that has
//! a value is swapped for a placeholder name before parsing, and the placeholder's MathML for
//! the value after, so a fraction stays a fraction and a ceiling a ceiling with numbers in it.

use super::{escape, name, node};
use syn::Expr;

/// A piece of an equation with values put in, as `mlsysim_core::explain::Filled` holds it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Part<'a> {
    Text(&'a str),
    Operand {
        text: &'a str,
        value: Option<&'a str>,
    },
}

/// The step `name = symbols = substituted = result` as a `<math>` element of up to three
/// aligned rows, with `alttext` as its text form; `None` when the equation, or the equation
/// with its values, does not typeset (a block of statements, a closure).
pub fn worked(
    step_name: &str,
    symbols: &str,
    filled: &[Part],
    result: &str,
    alttext: &str,
) -> Option<String> {
    // An equation declared in words (a member given as a body) is set as notation where it
    // is notation, and shown as its words where it is prose.
    let symbols_math = match syn::parse_str::<Expr>(symbols) {
        Ok(expr) => node(&expr)?,
        Err(_) => crate::notation::statement(symbols)
            .unwrap_or_else(|| format!("<mtext>{}</mtext>", escape(symbols))),
    };
    let mut rows = vec![(heading(step_name), symbols_math)];
    if filled
        .iter()
        .any(|p| matches!(p, Part::Operand { value: Some(_), .. }))
    {
        rows.push((String::new(), substituted(filled)?));
    }
    rows.push((String::new(), value(result)));
    let rows: String = rows
        .iter()
        .map(|(left, right)| {
            // MathML counts a lone `mtext` as space, and the equals sign before one as the
            // row's operator, which then loses its spacing: the space is written out.
            let lone_text = right.starts_with("<mtext>") && right.matches("<mtext>").count() == 1;
            let space = if lone_text && right.ends_with("</mtext>") {
                "<mspace width=\"0.2778em\"/>"
            } else {
                ""
            };
            format!(
                "<mtr><mtd>{left}</mtd><mtd><mrow>{space}<mo>=</mo>{space}{right}</mrow></mtd></mtr>"
            )
        })
        .collect();
    Some(crate::block_math(alttext, "worked", "right left", &rows))
}

/// The step's name: a member or law by its name; a call with its arguments or a held
/// scenario's member as written.
fn heading(step_name: &str) -> String {
    if step_name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_')
    {
        name(step_name)
    } else {
        format!("<mtext>{}</mtext>", escape(step_name))
    }
}

/// The equation with each operand that has a value replaced by that value.
fn substituted(filled: &[Part]) -> Option<String> {
    let mut text = String::new();
    let mut values = Vec::new();
    for part in filled {
        match part {
            Part::Text(t) => text.push_str(t),
            Part::Operand { value: Some(v), .. } => {
                text.push_str(&placeholder(values.len()));
                values.push(*v);
            }
            Part::Operand { text: t, .. } => text.push_str(t),
        }
    }
    let mut math = node(&syn::parse_str::<Expr>(&text).ok()?)?;
    for (i, v) in values.iter().enumerate() {
        let slot = format!("<mi>{}</mi>", placeholder(i));
        if !math.contains(&slot) {
            // The operand was typeset as part of something larger (a field of a path); the
            // substituted form would lose its value.
            return None;
        }
        let at = math.find(&slot).unwrap_or_default();
        let shown = if v.starts_with(['-', '\u{2212}']) && binds_tighter_than_a_sign(&math[..at]) {
            format!("<mrow><mo>(</mo>{}<mo>)</mo></mrow>", value(v))
        } else {
            value(v)
        };
        math = math.replacen(&slot, &shown, 1);
    }
    Some(math)
}

/// Whether an operand just after `before` (the MathML so far) is bound by an operator or a
/// power, so that a negative value there is bracketed (`150 USD + (−75 USD)`, `(−2)²`) rather
/// than read as a second sign.
fn binds_tighter_than_a_sign(before: &str) -> bool {
    before.ends_with("<msup>")
        || ["+", "−", "-", "·", "×", "÷", "/"]
            .iter()
            .any(|op| before.ends_with(&format!("<mo>{op}</mo>")))
}

/// A name no equation uses, standing for the `i`th value while the equation is parsed.
fn placeholder(i: usize) -> String {
    format!("__value{i}__")
}

/// A value as shown to people (`3.35 TB/s`, `307,200 B`, `0.4`, `Language.GPT2`) as MathML:
/// a number with its unit upright after a thin space, or the text as it is.
fn value(shown: &str) -> String {
    let (number, unit) = shown.split_once(' ').unwrap_or((shown, ""));
    let numeric = number
        .trim_start_matches(['-', '−'])
        .starts_with(|c: char| c.is_ascii_digit())
        && number
            .chars()
            .all(|c| c.is_ascii_digit() || ",.-−+eE".contains(c));
    if !numeric {
        return text(shown);
    }
    let number = format!("<mn>{}</mn>", escape(&number.replace('-', "−")));
    if unit.is_empty() {
        number
    } else {
        format!(
            "<mrow>{number}<mspace width=\".2em\"/><mi mathvariant=\"normal\">{}</mi></mrow>",
            escape(unit)
        )
    }
}

/// A value or reason given as text; names in backticks (`` `host_workers` ``) as names, as a
/// page's Markdown shows them as code, rather than with their backticks.
fn text(shown: &str) -> String {
    let pieces: Vec<&str> = shown.split('`').collect();
    if pieces.len() < 3 || pieces.len().is_multiple_of(2) {
        return format!("<mtext>{}</mtext>", escape(shown));
    }
    let parts: String = pieces
        .iter()
        .enumerate()
        .filter(|(_, piece)| !piece.is_empty())
        .map(|(i, piece)| {
            if i % 2 == 1 {
                format!("<mi>{}</mi>", escape(piece))
            } else {
                // A token's spaces at its edges are dropped by MathML; a no-break space stays.
                let kept = piece.replace(' ', "\u{a0}");
                format!("<mtext>{}</mtext>", escape(&kept))
            }
        })
        .collect();
    format!("<mrow>{parts}</mrow>")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_reads_symbols_then_values_then_result() {
        let filled = [
            Part::Operand {
                text: "bandwidth",
                value: Some("3.35 TB/s"),
            },
            Part::Text(" / "),
            Part::Operand {
                text: "kv_per_sequence",
                value: Some("314.6 MB"),
            },
        ];
        let math = worked(
            "rate_ceiling",
            "bandwidth / kv_per_sequence",
            &filled,
            "10,650 1/s",
            "rate_ceiling = bandwidth / kv_per_sequence = 3.35 TB/s / 314.6 MB = 10,650 1/s",
        )
        .unwrap();
        assert_eq!(math.matches("<mtr>").count(), 3, "{math}");
        assert!(
            math.contains("<mfrac><mrow><mn>3.35</mn><mspace width=\".2em\"/><mi mathvariant=\"normal\">TB/s</mi></mrow>"),
            "{math}"
        );
        assert!(math.contains("<mn>10,650</mn>"), "{math}");
        assert!(!math.contains("__value"), "{math}");
    }

    #[test]
    fn a_negative_value_after_an_operator_is_bracketed_and_elsewhere_is_not() {
        let filled = [
            Part::Operand {
                text: "baseline",
                value: Some("-150 USD"),
            },
            Part::Text(" + "),
            Part::Operand {
                text: "change",
                value: Some("-75 USD"),
            },
        ];
        let math = worked("after", "baseline + change", &filled, "-225 USD", "").unwrap();
        let sum = "<mrow><mn>−150</mn><mspace width=\".2em\"/><mi mathvariant=\"normal\">USD</mi></mrow><mo>+</mo><mrow><mo>(</mo><mrow><mn>−75</mn>";
        assert!(math.contains(sum), "{math}");
    }

    #[test]
    fn a_step_with_no_values_has_two_rows_and_words_show_as_words() {
        let filled = [Part::Operand {
            text: "peak",
            value: None,
        }];
        let math = worked("x", "peak", &filled, "2", "x = peak = 2").unwrap();
        assert_eq!(math.matches("<mtr>").count(), 2, "{math}");
        let words = worked("x", "steps × step time, for each network", &[], "2", "").unwrap();
        assert!(words.contains(
            "<mi>steps</mi><mo>×</mo><mi>step time</mi><mo>,</mo><mi>for each network</mi>"
        ));
        let prose = worked("x", "the last residual, rounded", &[], "2", "").unwrap();
        // Before a lone text the equals sign keeps its space, written out.
        assert!(prose.contains(
            "<mspace width=\"0.2778em\"/><mo>=</mo><mspace width=\"0.2778em\"/><mtext>the last residual, rounded</mtext>"
        ));
        // With its values put in, a block of statements is still no equation.
        let block = [
            Part::Text("{ let y = "),
            Part::Operand {
                text: "a",
                value: Some("1"),
            },
            Part::Text("; y }"),
        ];
        assert!(worked("x", "a", &block, "1", "").is_none());
    }

    #[test]
    fn values_are_numbers_with_units_or_text() {
        assert_eq!(value("0.4"), "<mn>0.4</mn>");
        assert_eq!(value("-3 s").matches("<mn>−3</mn>").count(), 1);
        assert_eq!(value("Language.GPT2"), "<mtext>Language.GPT2</mtext>");
        assert_eq!(value("true"), "<mtext>true</mtext>");
        assert_eq!(
            value("`x` needs `y`"),
            "<mrow><mi>x</mi><mtext>\u{a0}needs\u{a0}</mtext><mi>y</mi></mrow>"
        );
        assert_eq!(value("an odd ` mark"), "<mtext>an odd ` mark</mtext>");
    }
}
