//! Numbers as text: SVG coordinates, tick labels and reference values. Every function here is
//! pure and deterministic, so the same chart gives the same bytes.

/// Tick values are multiples of a nice step; 12 significant digits remove the noise of binary
/// floating point (`0.30000000000000004`) and keep every digit that the step can have.
const TICK_DIGITS: usize = 12;

/// Values written into labels (reference lines) are shown to 4 significant digits.
const VALUE_DIGITS: usize = 4;

/// How the labels of one axis are written: all plain decimals, or all in exponent form, so that
/// "800000" and "1.2e6" never sit on the same axis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Notation {
    /// `0.25`, `15`, `120000`.
    Plain,
    /// `2e9`, `1.5e-6`.
    Exponent,
}

/// A pixel coordinate: 4 decimals, trailing zeros and a lone point trimmed (`12.5`, `300`).
pub(crate) fn coord(v: f64) -> String {
    trim(format!("{v:.4}"))
}

/// Trims trailing zeros of a decimal and the point they leave, and writes negative zero as `0`.
fn trim(s: String) -> String {
    let t = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s.as_str()
    };
    if t == "-0" { "0".into() } else { t.into() }
}

/// `v` rounded to `digits` significant digits (and exactly 0 stays 0).
fn round_sig(v: f64, digits: usize) -> f64 {
    if v == 0.0 || !v.is_finite() {
        return v;
    }
    format!("{:.*e}", digits.max(1) - 1, v).parse().unwrap_or(v)
}

/// `v` in the given notation, rounded to `digits` significant digits, shortest form: `15` (never
/// `15.0`), `0.25`, `2e9`, `1.5e-6`.
fn written(v: f64, digits: usize, notation: Notation) -> String {
    let r = round_sig(v, digits);
    if r == 0.0 {
        return "0".into();
    }
    match notation {
        Notation::Plain => format!("{r}"),
        Notation::Exponent => format!("{r:e}"),
    }
}

/// Plain decimals for `1e-3 <= |v| < plain_below`, exponent form otherwise.
fn notation_of(v: f64, plain_below: f64) -> Notation {
    let a = v.abs();
    if a == 0.0 || (1e-3..plain_below).contains(&a) {
        Notation::Plain
    } else {
        Notation::Exponent
    }
}

/// The notation for all the labels of a linear axis: plain unless the largest tick is at least a
/// million or smaller than a thousandth.
pub(crate) fn notation_for(ticks: &[f64]) -> Notation {
    let largest = ticks.iter().fold(0.0_f64, |m, t| m.max(t.abs()));
    notation_of(largest, 1e6)
}

/// The label of a tick of a linear axis, in the axis's notation.
pub(crate) fn tick(v: f64, notation: Notation) -> String {
    written(v, TICK_DIGITS, notation)
}

/// The label of a tick of a log axis: `0.01`, `1`, `10`, `100`, `1000`, then `1e4`, `2e4`.
pub(crate) fn log_tick(v: f64) -> String {
    written(v, TICK_DIGITS, notation_of(v, 1e4))
}

/// A value written into a label (a reference line's level): 4 significant digits, plain for
/// `1e-3 <= |v| < 1e6`, else exponent form (`9.5`, `0.25`, `2e9`).
pub(crate) fn value(v: f64) -> String {
    let r = round_sig(v, VALUE_DIGITS);
    written(r, VALUE_DIGITS, notation_of(r, 1e6))
}

/// An estimate of the width in pixels of `text` in a sans-serif font of `size` pixels; generous,
/// so that labels laid out with it do not collide.
pub(crate) fn text_width(text: &str, size: f64) -> f64 {
    text.chars().count() as f64 * size * 0.6
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_have_at_most_four_decimals_and_no_trailing_zeros() {
        assert_eq!(coord(12.5), "12.5");
        assert_eq!(coord(300.0), "300");
        assert_eq!(coord(1.0 / 3.0), "0.3333");
        assert_eq!(coord(-0.00001), "0");
        assert_eq!(coord(-2.25), "-2.25");
    }

    #[test]
    fn whole_numbers_have_no_decimals() {
        assert_eq!(tick(15.0, Notation::Plain), "15");
        assert_eq!(tick(0.0, Notation::Plain), "0");
        assert_eq!(tick(-0.0, Notation::Plain), "0");
        assert_eq!(tick(120000.0, Notation::Plain), "120000");
    }

    #[test]
    fn fractions_are_plain_and_free_of_float_noise() {
        assert_eq!(tick(0.25, Notation::Plain), "0.25");
        assert_eq!(tick(0.1 + 0.2, Notation::Plain), "0.3");
        assert_eq!(tick(3.0 * 0.1, Notation::Plain), "0.3");
        assert_eq!(tick(0.001, Notation::Plain), "0.001");
    }

    #[test]
    fn very_large_and_very_small_values_use_exponents() {
        assert_eq!(tick(2e9, Notation::Exponent), "2e9");
        assert_eq!(tick(1.5e-6, Notation::Exponent), "1.5e-6");
        assert_eq!(tick(-2.5e7, Notation::Exponent), "-2.5e7");
        assert_eq!(notation_for(&[0.0, 5e5, 1e6]), Notation::Exponent);
        assert_eq!(notation_for(&[0.0, 2e5, 4e5]), Notation::Plain);
        assert_eq!(notation_for(&[0.0, 1e-4, 2e-4]), Notation::Exponent);
        assert_eq!(notation_for(&[0.0, 5e-4, 1e-3]), Notation::Plain);
    }

    #[test]
    fn log_ticks_switch_to_exponents_at_ten_thousand() {
        let labels: Vec<String> = [1.0, 10.0, 100.0, 1000.0, 1e4, 2e4, 0.01, 1e-4]
            .into_iter()
            .map(log_tick)
            .collect();
        assert_eq!(
            labels,
            ["1", "10", "100", "1000", "1e4", "2e4", "0.01", "1e-4"]
        );
    }

    #[test]
    fn values_keep_four_significant_digits() {
        assert_eq!(value(9.5), "9.5");
        assert_eq!(value(200.0 / 21.0), "9.524");
        assert_eq!(value(2e9), "2e9");
        assert_eq!(value(1234567.0), "1.235e6");
        assert_eq!(value(999999.0), "1e6");
        assert_eq!(value(0.25), "0.25");
    }
}
