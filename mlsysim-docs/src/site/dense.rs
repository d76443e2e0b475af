//! A method's curve between its samples: a method of a continuous argument (a number or a
//! quantity) is called at many points between its smallest and largest sample, so that the
//! chart draws the curve the method follows rather than straight lines between the samples;
//! the samples stay on it as marked points (and in the table). A method of a whole-number
//! argument has nothing between its samples, so its chart marks the points without a line.

use mlsysim_chart::{Chart, Series, SeriesStyle};
use mlsysim_core::report::Call;
use mlsysim_core::units::parse;
use mlsysim_core::{DynScenario, InputValue};

/// Points of the curve: enough that a bend is drawn as a bend at the pages' chart width.
const CURVE_POINTS: usize = 48;

/// An argument in base units, with the unit it was written in (none for a plain number) and
/// that unit's size in base units.
fn argument(value: &InputValue) -> Option<(f64, Option<&str>, f64)> {
    match value {
        InputValue::Number(x) => Some((*x, None, 1.0)),
        InputValue::Text(text) => {
            let (magnitude, unit) = parse::split_number(text).ok()?;
            let unit = unit.trim();
            let factor = parse::expression(unit).ok()?.1.value();
            Some((magnitude * factor, Some(unit), factor))
        }
        _ => None,
    }
}

/// The size of an axis's display unit in base units (1 for a plain number).
fn axis_factor(unit: Option<&String>) -> Option<f64> {
    match unit {
        None => Some(1.0),
        Some(symbol) => parse::expression(symbol).ok().map(|e| e.1.value()),
    }
}

/// Redraws `chart` (one series: the method at its samples) for the type of the argument it
/// varies: whole numbers as marked points; a continuous argument as the method's curve at
/// many points, with the samples marked on it. The chart is left as it was when a point of the
/// curve fails to evaluate (a gap would be hidden by the line) or the samples mix units.
pub fn redraw(
    chart: &mut Chart,
    scenario: &dyn DynScenario,
    arg_type: &str,
    position: usize,
    drawn: &[&Call],
) {
    if chart.series.len() != 1 {
        return;
    }
    if mlsysim_core::meta::is_whole_number_type(arg_type) {
        chart.series[0].style = SeriesStyle::Points;
        return;
    }
    if let Some(curve) = curve(chart, scenario, position, drawn) {
        let samples = chart.series.remove(0);
        let method = samples.name.clone();
        chart
            .series
            .push(Series::new(method, curve).with_style(SeriesStyle::Line));
        chart
            .series
            .push(Series::new("samples", samples.points).with_style(SeriesStyle::Points));
    }
}

fn curve(
    chart: &Chart,
    scenario: &dyn DynScenario,
    position: usize,
    drawn: &[&Call],
) -> Option<Vec<(f64, f64)>> {
    let first = drawn.first()?;
    let readings: Vec<_> = drawn
        .iter()
        .map(|c| argument(&c.args.get(position)?.1))
        .collect::<Option<_>>()?;
    let unit = readings[0].1;
    if readings.iter().any(|r| r.1 != unit) {
        return None;
    }
    let factor = readings[0].2;
    let lo = readings.iter().map(|r| r.0).fold(f64::INFINITY, f64::min);
    let hi = readings
        .iter()
        .map(|r| r.0)
        .fold(f64::NEG_INFINITY, f64::max);
    if !(lo.is_finite() && hi.is_finite() && hi > lo) {
        return None;
    }
    // Spread evenly on the scale the chart is likely to use: by ratio over a wide positive
    // range, by difference otherwise.
    let geometric = lo > 0.0 && hi / lo >= 20.0;
    let (x_factor, y_factor) = (
        axis_factor(chart.x.unit.as_ref())?,
        axis_factor(chart.y.unit.as_ref())?,
    );
    let mut args: Vec<InputValue> = first.args.iter().map(|(_, v)| v.clone()).collect();
    let mut points = Vec::with_capacity(CURVE_POINTS);
    for i in 0..CURVE_POINTS {
        let t = i as f64 / (CURVE_POINTS - 1) as f64;
        let x = if geometric {
            lo * (hi / lo).powf(t)
        } else {
            lo + (hi - lo) * t
        };
        let typed = x / factor;
        args[position] = match unit {
            Some(unit) => InputValue::Text(format!("{typed:e} {unit}")),
            None => InputValue::Number(typed),
        };
        let value = scenario.call(first.method, &args).ok()?;
        let y = value.in_base_units()?;
        points.push((x / x_factor, y / y_factor));
    }
    Some(points)
}
