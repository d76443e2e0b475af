//! Settling an axis from its data: linear or log, the value range (a zero baseline for y, room
//! for the reference lines near the data), the ticks and their labels, and the axis title.

use crate::format::{self, Notation};
use crate::scale::Mapping;
use crate::{Axis, AxisKind, ChartError, Scale, ticks};

/// Which axis is being settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Side {
    /// Horizontal: no baseline, a little padding on both ends.
    X,
    /// Vertical: a zero baseline for values of one sign, more padding.
    Y,
}

impl Side {
    fn name(self) -> &'static str {
        match self {
            Side::X => "x",
            Side::Y => "y",
        }
    }

    /// The fraction of the range added as padding at an end.
    fn pad(self) -> f64 {
        match self {
            Side::X => 0.03,
            Side::Y => 0.05,
        }
    }
}

/// An axis ready to draw.
#[derive(Debug, Clone)]
pub(crate) struct Resolved {
    /// The lowest value on the axis.
    pub lo: f64,
    /// The highest value on the axis.
    pub hi: f64,
    /// Whether values are placed by their logarithm.
    pub log: bool,
    /// The ticks, in increasing order, with their labels.
    pub ticks: Vec<(f64, String)>,
    /// The axis title: label, unit, and "log scale" when it is one.
    pub title: String,
    /// Whether the ticks are names (a category axis).
    pub categorical: bool,
    /// For each reference value given, whether it is within the axis (drawn) or off chart.
    pub shown: Vec<bool>,
}

impl Resolved {
    /// The map of this axis onto pixels `from..to`.
    pub(crate) fn mapping(&self, from: f64, to: f64) -> Mapping {
        if self.log {
            Mapping::log(self.lo, self.hi, from, to)
        } else {
            Mapping::linear(self.lo, self.hi, from, to)
        }
    }
}

/// Settles `axis` for its `data` (not empty, finite; checked by `validate`) and the values of
/// the reference lines across it.
pub(crate) fn resolve(
    axis: &Axis,
    side: Side,
    data: &[f64],
    refs: &[f64],
) -> Result<Resolved, ChartError> {
    if let AxisKind::Category(names) = &axis.kind {
        return Ok(categories(axis, names, refs));
    }
    let count = axis.kind == AxisKind::Count;
    let log = uses_log(axis, side, data)?;
    let (lo, hi, shown) = if log {
        log_range(side, data, refs)
    } else {
        linear_range(count, side, data, refs)
    };
    let ticks = if log {
        let t = ticks::log(lo, hi, count);
        t.iter().map(|&v| (v, format::log_tick(v))).collect()
    } else {
        let t = ticks::linear(lo, hi, count);
        let notation: Notation = format::notation_for(&t);
        t.iter().map(|&v| (v, format::tick(v, notation))).collect()
    };
    Ok(Resolved {
        lo,
        hi,
        log,
        ticks,
        title: title(axis, log),
        categorical: false,
        shown,
    })
}

/// A category axis: names at 0..n, half a slot of room on either side.
fn categories(axis: &Axis, names: &[String], refs: &[f64]) -> Resolved {
    let (lo, hi) = (-0.5, names.len().max(1) as f64 - 0.5);
    Resolved {
        lo,
        hi,
        log: false,
        ticks: names
            .iter()
            .enumerate()
            .map(|(i, n)| (i as f64, n.clone()))
            .collect(),
        title: title(axis, false),
        categorical: true,
        shown: refs.iter().map(|r| (lo..=hi).contains(r)).collect(),
    }
}

/// Whether the axis is drawn on a log scale.
fn uses_log(axis: &Axis, side: Side, data: &[f64]) -> Result<bool, ChartError> {
    let (lo, hi) = min_max(data);
    match axis.scale {
        Scale::Linear => Ok(false),
        Scale::Log if lo <= 0.0 => Err(ChartError::NonPositiveOnLog { axis: side.name() }),
        Scale::Log => Ok(true),
        Scale::Auto => Ok(axis.kind == AxisKind::Quantity && lo > 0.0 && hi / lo >= 1000.0),
    }
}

fn min_max(values: &[f64]) -> (f64, f64) {
    values
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &v| {
            (lo.min(v), hi.max(v))
        })
}

/// The range of a linear axis: the data, zero for a y axis of values of one sign, the
/// references that keep the axis within 10 times the data's range, and some padding.
fn linear_range(count: bool, side: Side, data: &[f64], refs: &[f64]) -> (f64, f64, Vec<bool>) {
    let (d_lo, d_hi) = min_max(data);
    let (mut lo, mut hi) = (d_lo, d_hi);
    let baseline = side == Side::Y;
    if baseline && d_lo >= 0.0 {
        lo = 0.0;
    } else if baseline && d_hi <= 0.0 {
        hi = 0.0;
    }
    // A flat range (one value, or differences below the precision of a chart) is widened.
    if hi - lo <= lo.abs().max(hi.abs()) * 1e-9 {
        let c = (lo + hi) / 2.0;
        (lo, hi) = match (c == 0.0, baseline) {
            (true, true) => (0.0, 1.0),
            (true, false) => (-1.0, 1.0),
            (false, _) => (c - c.abs() * 0.1, c + c.abs() * 0.1),
        };
    }
    if count {
        (lo, hi) = (lo.floor(), hi.ceil().max(lo.floor() + 1.0));
    }
    let span = hi - lo;
    let shown: Vec<bool> = refs
        .iter()
        .map(|&r| hi.max(r) - lo.min(r) <= 10.0 * span)
        .collect();
    for (&r, _) in refs.iter().zip(&shown).filter(|(_, s)| **s) {
        (lo, hi) = (lo.min(r), hi.max(r));
    }
    (lo, hi) = snap(lo, hi, count);
    let pad = (hi - lo) * side.pad();
    // The baseline stays at the edge: values of one sign start from zero.
    let lo = if baseline && lo == 0.0 && d_lo >= 0.0 {
        lo
    } else {
        lo - pad
    };
    let hi = if baseline && hi == 0.0 && d_hi <= 0.0 {
        hi
    } else {
        hi + pad
    };
    (lo, hi, shown)
}

/// The ends moved out to the next tick where it is near (within a tenth of the range), so that
/// the axis is labelled close to both its ends.
fn snap(lo: f64, hi: f64, count: bool) -> (f64, f64) {
    let t = ticks::linear(lo, hi, count);
    let [first, second, ..] = t[..] else {
        return (lo, hi);
    };
    let last = t[t.len() - 1];
    let (step, near) = (second - first, 0.1 * (hi - lo));
    let lo = if first > lo && first - step >= lo - near {
        first - step
    } else {
        lo
    };
    let hi = if last < hi && last + step <= hi + near {
        last + step
    } else {
        hi
    };
    (lo, hi)
}

/// The range of a log axis: the data, the references within a factor of 10 of it, and some
/// padding (in decades).
fn log_range(side: Side, data: &[f64], refs: &[f64]) -> (f64, f64, Vec<bool>) {
    let (mut lo, mut hi) = min_max(data);
    if hi / lo < 1.0 + 1e-9 {
        (lo, hi) = (lo / 2.0, hi * 2.0);
    }
    let shown: Vec<bool> = refs
        .iter()
        .map(|&r| r > 0.0 && r >= lo / 10.0 && r <= hi * 10.0)
        .collect();
    for (&r, _) in refs.iter().zip(&shown).filter(|(_, s)| **s) {
        (lo, hi) = (lo.min(r), hi.max(r));
    }
    let (a, b) = (lo.log10(), hi.log10());
    let pad = (b - a) * side.pad();
    (10f64.powf(a - pad), 10f64.powf(b + pad), shown)
}

/// `"interval (d)"`, `"cost (USD, log scale)"`, `"replicas"`.
fn title(axis: &Axis, log: bool) -> String {
    let notes: Vec<&str> = axis
        .unit
        .as_deref()
        .filter(|u| !u.is_empty())
        .into_iter()
        .chain(log.then_some("log scale"))
        .collect();
    if notes.is_empty() {
        axis.label.clone()
    } else {
        format!("{} ({})", axis.label, notes.join(", "))
    }
}

/// A value on this axis as text for a label: `"9.5 d"`, or the category's name.
pub(crate) fn value_text(axis: &Axis, v: f64) -> String {
    if let AxisKind::Category(names) = &axis.kind
        && v.fract() == 0.0
        && v >= 0.0
        && let Some(name) = names.get(v as usize)
    {
        return name.clone();
    }
    match axis.unit.as_deref().filter(|u| !u.is_empty()) {
        Some(unit) => format!("{} {unit}", format::value(v)),
        None => format::value(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn y(data: &[f64], refs: &[f64]) -> Resolved {
        resolve(&Axis::quantity("cost"), Side::Y, data, refs).unwrap()
    }

    #[test]
    fn positive_y_starts_at_zero() {
        let r = y(&[100.0, 150.0, 120.0], &[]);
        assert_eq!(r.lo, 0.0);
        assert!(r.hi > 150.0 && r.hi < 160.0);
    }

    #[test]
    fn negative_y_ends_at_zero() {
        let r = y(&[-100.0, -150.0], &[]);
        assert_eq!(r.hi, 0.0);
        assert!(r.lo < -150.0);
    }

    #[test]
    fn references_far_from_the_data_are_off_chart() {
        let r = y(&[10.0, 20.0], &[25.0, 1000.0]);
        assert_eq!(r.shown, [true, false]);
        assert!(r.hi >= 25.0 && r.hi < 100.0);
    }

    #[test]
    fn wide_positive_quantities_go_log() {
        let r = y(&[1.0, 5000.0], &[]);
        assert!(r.log);
        assert_eq!(r.title, "cost (log scale)");
        let counts = resolve(&Axis::count("n"), Side::Y, &[1.0, 5000.0], &[]).unwrap();
        assert!(!counts.log);
    }

    #[test]
    fn explicit_log_refuses_zero() {
        let axis = Axis::quantity("t").with_scale(Scale::Log);
        let err = resolve(&axis, Side::X, &[0.0, 10.0], &[]).unwrap_err();
        assert_eq!(err, ChartError::NonPositiveOnLog { axis: "x" });
    }

    #[test]
    fn auto_with_zero_stays_linear() {
        let r = y(&[0.0, 1e6], &[]);
        assert!(!r.log);
    }

    #[test]
    fn titles_carry_the_unit() {
        let a = Axis::quantity("interval").with_unit("d");
        assert_eq!(title(&a, false), "interval (d)");
        assert_eq!(title(&a, true), "interval (d, log scale)");
        assert_eq!(value_text(&a, 9.5), "9.5 d");
    }
}
