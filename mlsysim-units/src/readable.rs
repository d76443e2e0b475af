//! Numbers as people read them: a few significant figures, whole numbers exact and grouped in
//! thousands. How many figures is a setting of the thread that formats (`--digits N` and
//! `--exact` on the command line set it); JSON and anything read back use
//! [`format_number`](crate::format_number), which is always exact.

use std::cell::Cell;

/// Significant figures shown when nothing else is asked.
pub const DEFAULT_DIGITS: u8 = 4;

thread_local! {
    /// Significant figures of this thread's readable numbers; `None` shows them exactly.
    static DIGITS: Cell<Option<u8>> = const { Cell::new(Some(DEFAULT_DIGITS)) };
}

/// The significant figures readable numbers are shown with on this thread (`None`: exact).
pub fn digits() -> Option<u8> {
    DIGITS.with(Cell::get)
}

/// Shows readable numbers on this thread with `digits` significant figures (`None`: exactly,
/// as [`format_number`](crate::format_number) does); at least one figure, at most 17.
pub fn set_digits(digits: Option<u8>) {
    DIGITS.with(|d| d.set(digits.map(|n| n.clamp(1, 17))));
}

/// Runs `f` with readable numbers shown at `digits`, then restores the setting.
pub fn with_digits<R>(digits: Option<u8>, f: impl FnOnce() -> R) -> R {
    let before = self::digits();
    set_digits(digits);
    let out = f();
    DIGITS.with(|d| d.set(before));
    out
}

/// `x` for people: a whole number exactly, its thousands grouped (`1,474,560,000`); any other
/// number at the thread's significant figures (`1.164`, `295.2`, `0.000595`, `6.02e23`),
/// without trailing zeros. When the setting is exact, every figure and no grouping, as
/// [`format_number`](crate::format_number) writes it: text that reads back to the same number.
pub fn readable(x: f64) -> String {
    let x = if x == 0.0 { 0.0 } else { x };
    let Some(figures) = digits() else {
        return crate::format_number(x);
    };
    if !x.is_finite() {
        return crate::format_number(x);
    }
    if x == x.trunc() && x.abs() < 1e15 {
        return group(&format!("{x:.0}"));
    }
    let figures = usize::from(figures);
    // Round to the figures first: the exponent of the rounded value decides the notation.
    let rounded: f64 = format!("{:.*e}", figures - 1, x).parse().unwrap_or(x);
    let exponent = rounded.abs().log10().floor() as i32;
    if (-4..15).contains(&exponent) {
        let decimals = (figures as i32 - 1 - exponent).max(0) as usize;
        group(&trim(format!("{rounded:.decimals$}")))
    } else {
        let text = format!("{:.*e}", figures - 1, rounded);
        match text.split_once('e') {
            Some((mantissa, exp)) => format!("{}e{exp}", trim(mantissa.to_string())),
            None => text,
        }
    }
}

/// A whole number of any size, its thousands grouped from five figures on (`-1,474,560`),
/// except when the setting is exact.
pub fn group_integer(n: i64) -> String {
    match digits() {
        Some(_) => group(&n.to_string()),
        None => n.to_string(),
    }
}

/// A decimal without trailing zeros after its point (`2.500` as `2.5`, `3.000` as `3`).
fn trim(text: String) -> String {
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// Groups the whole part of a decimal in thousands when it has five figures or more
/// (`1474560000` as `1,474,560,000`; `2228` stays `2228`).
fn group(text: &str) -> String {
    let (sign, rest) = match text.strip_prefix('-') {
        Some(r) => ("-", r),
        None => ("", text),
    };
    let (whole, fraction) = match rest.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (rest, None),
    };
    if whole.len() < 5 {
        return text.to_string();
    }
    let mut out = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    match fraction {
        Some(f) => format!("{sign}{out}.{f}"),
        None => format!("{sign}{out}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_figures_whole_numbers_exact_and_grouped() {
        with_digits(Some(4), || {
            assert_eq!(readable(1.1641532182693481), "1.164");
            assert_eq!(readable(0.0005950460210442543), "0.000595");
            assert_eq!(readable(295.2238805970149), "295.2");
            assert_eq!(readable(2228.0142848), "2228");
            assert_eq!(readable(1474560000.0), "1,474,560,000");
            assert_eq!(readable(-4.0), "-4");
            assert_eq!(readable(0.0), "0");
            assert_eq!(readable(99999.6), "100,000");
            assert_eq!(readable(6.02214076e23), "6.022e23");
            assert_eq!(readable(1.39e-5), "1.39e-5");
            assert_eq!(readable(3.882709807886754), "3.883");
            assert_eq!(readable(12345.678), "12,350");
        });
    }

    #[test]
    fn exact_shows_every_figure() {
        with_digits(None, || {
            assert_eq!(readable(1.1641532182693481), "1.1641532182693481");
            assert_eq!(readable(1474560000.0), "1474560000");
            assert_eq!(group_integer(-1474560), "-1474560");
        });
        assert_eq!(digits(), Some(DEFAULT_DIGITS));
        with_digits(Some(2), || assert_eq!(readable(295.2238805970149), "300"));
    }
}
