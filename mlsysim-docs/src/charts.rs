//! Sweeps as charts, for the command line (`sweep --plot`) and the reference pages alike: the
//! swept values and every column's values are read as quantities, put in one display unit per
//! axis, and handed to [`mlsysim_chart`], which draws the axes in proportion. A scenario's own
//! marked values (`mark = optimum`, `mark = limit`) become reference lines on the axis that
//! shares their dimension.

use mlsysim_chart::{Axis, Chart, Orientation, Reference, Scale, Series};
use mlsysim_core::meta::{Mark, ScenarioInfo};
use mlsysim_core::quantity::Dim;
use mlsysim_core::units::{UnitLabel, parse, show};
use mlsysim_core::{DynScenario, Report, Value};

/// One column of a sweep: a value (or none, where it failed) for each swept value.
pub struct Column {
    pub name: String,
    pub cells: Vec<Option<Value>>,
}

/// A value of the scenario drawn as a reference line.
pub struct Marked {
    pub name: &'static str,
    pub mark: Mark,
    pub value: Value,
}

/// A sweep to draw: the swept name and values (as typed: `3 d`, `H100`, `8`), its columns, the
/// scenario's marked values, and the scale asked for on the swept axis.
pub struct Sweep {
    pub title: String,
    pub over: String,
    pub xs: Vec<String>,
    pub columns: Vec<Column>,
    pub marks: Vec<Marked>,
    pub x_scale: Scale,
}

/// What a value measures, so that only values of one kind share an axis.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Kind {
    Count,
    Number,
    Dim(Dim),
}

/// A value read for charting: its kind, its magnitude in base units, and the unit it was
/// shown or typed in (if any), with that unit's size in base units.
#[derive(Debug, Clone)]
struct Reading {
    kind: Kind,
    base: f64,
    unit: Option<Shown>,
}

/// A unit an axis is shown in.
#[derive(Debug, Clone, PartialEq)]
struct Shown {
    symbol: String,
    base_per_unit: f64,
}

impl Shown {
    fn of(symbol: &str) -> Shown {
        // A unit outside the table (a kind of one's own) is its own base.
        let base_per_unit = parse::expression(symbol).map_or(1.0, |(_, f, _)| f.value());
        Shown {
            symbol: symbol.to_string(),
            base_per_unit,
        }
    }
}

fn reading(value: &Value) -> Option<Reading> {
    match value {
        Value::Integer(n) | Value::Headroom(n) => Some(Reading {
            kind: Kind::Count,
            base: *n as f64,
            unit: None,
        }),
        Value::Number(x) => Some(Reading {
            kind: Kind::Number,
            base: *x,
            unit: None,
        }),
        Value::Quantity { magnitude, unit } => match parse::expression(unit) {
            Ok((dim, factor, _)) => Some(Reading {
                kind: if dim == mlsysim_core::quantity::DIMENSIONLESS {
                    Kind::Number
                } else {
                    Kind::Dim(dim)
                },
                base: magnitude * factor.value(),
                unit: Some(Shown::of(unit)),
            }),
            // A unit of a kind of one's own (`tok`): its own dimension, read as typed.
            Err(_) => Some(Reading {
                kind: Kind::Dim(own_dim(unit)),
                base: *magnitude,
                unit: Some(Shown::of(unit)),
            }),
        },
        _ => None,
    }
}

/// A stand-in dimension for a unit outside the table, distinct per symbol, so that values of
/// one such unit share an axis and never one of the table's.
fn own_dim(unit: &str) -> Dim {
    let h = unit
        .bytes()
        .fold(17u8, |h, b| h.wrapping_mul(31).wrapping_add(b));
    let mut dim = [0; mlsysim_core::quantity::BASE_COUNT];
    dim[0] = i8::MIN;
    dim[1] = h as i8;
    dim[5] = i8::MIN;
    dim
}

/// A swept value as typed, read as a count, a plain number or a quantity.
fn typed_reading(text: &str) -> Option<Reading> {
    if let Ok(n) = text.trim().parse::<i64>() {
        return Some(Reading {
            kind: Kind::Count,
            base: n as f64,
            unit: None,
        });
    }
    let typed = parse::quantity(text).ok()?;
    let symbol = parse::split_number(text).ok().map(|(_, rest)| rest.trim());
    Some(Reading {
        kind: if typed.dim == mlsysim_core::quantity::DIMENSIONLESS {
            Kind::Number
        } else {
            Kind::Dim(typed.dim)
        },
        base: typed.base(),
        unit: symbol.filter(|s| !s.is_empty()).map(|symbol| Shown {
            symbol: symbol.to_string(),
            base_per_unit: typed.factor.value(),
        }),
    })
}

/// The unit an axis of readings is shown in: the one they were all shown in; else the largest
/// of their own units that keeps the largest value at least 1 (`12 h, 1 d, 2 d` in days); else
/// the ladder's unit for the largest. `None` for counts and plain numbers.
fn axis_unit(readings: &[Reading]) -> Option<Shown> {
    let Kind::Dim(dim) = readings.first()?.kind else {
        return None;
    };
    let first = &readings[0].unit;
    if first.is_some() && readings.iter().all(|r| r.unit == *first) {
        return first.clone();
    }
    let largest = readings.iter().map(|r| r.base.abs()).fold(0.0, f64::max);
    let own = readings
        .iter()
        .filter_map(|r| r.unit.as_ref())
        .filter(|u| largest / u.base_per_unit >= 1.0)
        .max_by(|a, b| a.base_per_unit.total_cmp(&b.base_per_unit));
    Some(own.cloned().unwrap_or_else(|| {
        let label: UnitLabel = show::auto_unit(dim, largest);
        Shown {
            symbol: label.symbol.to_string(),
            base_per_unit: label.base_per_unit,
        }
    }))
}

fn shown(r: &Reading, unit: Option<&Shown>) -> f64 {
    unit.map_or(r.base, |u| r.base / u.base_per_unit)
}

fn axis(label: &str, kind: Kind, unit: Option<&Shown>) -> Axis {
    let axis = match kind {
        Kind::Count => Axis::count(label),
        _ => Axis::quantity(label),
    };
    match unit {
        Some(u) => axis.with_unit(u.symbol.clone()),
        None => axis,
    }
}

/// The chart of a sweep, or why there is none (no column with numbers).
pub fn chart(sweep: &Sweep) -> Result<Chart, String> {
    let xs: Option<Vec<Reading>> = sweep.xs.iter().map(|x| typed_reading(x)).collect();
    let xs = xs.filter(|xs| xs.windows(2).all(|w| w[0].kind == w[1].kind));
    let (x_axis, x_values, x_kind, x_unit) = match &xs {
        Some(readings) if !readings.is_empty() => {
            let unit = axis_unit(readings);
            let kind = readings[0].kind;
            let values: Vec<f64> = readings.iter().map(|r| shown(r, unit.as_ref())).collect();
            let axis = axis(&sweep.over, kind, unit.as_ref()).with_scale(sweep.x_scale);
            (axis, values, Some(kind), unit)
        }
        // Names are not numbers: equally spaced, in the order given.
        _ => (
            Axis::category(&sweep.over, sweep.xs.clone()),
            (0..sweep.xs.len()).map(|i| i as f64).collect(),
            None,
            None,
        ),
    };
    let (y_kind, columns) =
        chosen_columns(sweep).ok_or("no column of this sweep has numbers to draw")?;
    let all: Vec<Reading> = columns
        .iter()
        .flat_map(|(_, cells)| cells.iter().flatten().cloned())
        .collect();
    let y_unit = axis_unit(&all);
    let y_label = if columns.len() == 1 {
        columns[0].0.to_string()
    } else {
        "value".to_string()
    };
    let mut chart = Chart::new(
        sweep.title.clone(),
        x_axis,
        axis(&y_label, y_kind, y_unit.as_ref()),
    );
    for (name, cells) in &columns {
        let mut points: Vec<(f64, f64)> = x_values
            .iter()
            .zip(cells)
            .filter_map(|(x, cell)| Some((*x, shown(cell.as_ref()?, y_unit.as_ref()))))
            .collect();
        // A line joins points in the order given: on a numeric axis that must be the order of
        // x, or samples listed as `1 d, 7 d, 1.5 d` would draw a line doubling back on itself.
        if x_kind.is_some() {
            points.sort_by(|a, b| a.0.total_cmp(&b.0));
        }
        if !points.is_empty() {
            chart.series.push(Series::new(name.to_string(), points));
        }
    }
    for marked in &sweep.marks {
        let Some(r) = reading(&marked.value) else {
            continue;
        };
        let on_x = Some(r.kind) == x_kind;
        let on_y = r.kind == y_kind;
        let orientation = match (marked.mark, on_x, on_y) {
            (Mark::Optimum, true, _) | (Mark::Limit, true, false) => Orientation::Vertical,
            (_, _, true) => Orientation::Horizontal,
            _ => continue,
        };
        let at = match orientation {
            Orientation::Vertical => shown(&r, x_unit.as_ref()),
            Orientation::Horizontal => shown(&r, y_unit.as_ref()),
        };
        chart.references.push(match marked.mark {
            Mark::Optimum => Reference::optimum(marked.name, orientation, at),
            Mark::Limit => Reference::limit(marked.name, orientation, at),
        });
    }
    Ok(chart)
}

type Readings<'a> = Vec<(&'a str, Vec<Option<Reading>>)>;

/// A column read: its name, its readings, and its one kind (if it has one).
type ReadColumn<'a> = (&'a str, Vec<Option<Reading>>, Option<Kind>);

/// The columns one chart shows: counts where there are any (accelerators held, left free),
/// else the kind most columns share, so that no line is read against another's scale.
fn chosen_columns(sweep: &Sweep) -> Option<(Kind, Readings<'_>)> {
    let read: Vec<ReadColumn> = sweep
        .columns
        .iter()
        .map(|c| {
            let cells: Vec<Option<Reading>> = c
                .cells
                .iter()
                .map(|v| v.as_ref().and_then(reading))
                .collect();
            let kind = cells.iter().flatten().map(|r| r.kind).next();
            // A column whose values change kind from row to row is left out.
            let uniform = cells.iter().flatten().all(|r| Some(r.kind) == kind);
            (c.name.as_str(), cells, kind.filter(|_| uniform))
        })
        .collect();
    let kinds: Vec<Kind> = read.iter().filter_map(|(_, _, k)| *k).collect();
    let mut chosen = *kinds.first()?;
    let count = |k: &Kind| kinds.iter().filter(|o| *o == k).count();
    for k in &kinds {
        // The first kind seen wins a tie.
        if *k == Kind::Count || (chosen != Kind::Count && count(k) > count(&chosen)) {
            chosen = *k;
        }
    }
    let columns: Readings = read
        .into_iter()
        .filter(|(_, _, k)| *k == Some(chosen))
        .map(|(n, cells, _)| (n, cells))
        .take(mlsysim_chart::MAX_SERIES)
        .collect();
    Some((chosen, columns))
}

/// The scenario's marked inputs and properties, with their values where they have one.
pub fn marks_of(scenario: &dyn DynScenario) -> Vec<Marked> {
    marks_in(scenario.info(), &scenario.evaluation())
}

/// The marked inputs and properties of a scenario of `info`, with their values in `report`.
pub fn marks_in(info: &ScenarioInfo, report: &Report) -> Vec<Marked> {
    let inputs = info.inputs.iter().filter_map(|i| {
        let mark = i.mark?;
        let (_, value) = report.inputs.iter().find(|(n, _)| *n == i.name)?;
        Some(Marked {
            name: i.name,
            mark,
            value: value.clone(),
        })
    });
    let properties = info.properties.iter().filter_map(|p| {
        let mark = p.mark?;
        let (_, value) = report.properties.iter().find(|(n, _)| *n == p.name)?;
        Some(Marked {
            name: p.name,
            mark,
            value: value.as_ref().ok()?.clone(),
        })
    });
    inputs.chain(properties).collect()
}

#[cfg(test)]
mod tests;
