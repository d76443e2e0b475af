//! The chart of a sweep, drawn with `plotters` into an SVG file: one line per numeric column
//! against the swept value (by position, labelled with the value, when values are names).

use super::sweep::{Sweep, numeric};
use mlsysim_core::Value;
use plotters::prelude::*;
use std::path::Path;

const PALETTE: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
];

pub fn draw(sweep: &Sweep, scenario: &str, path: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let xs: Vec<f64> = sweep
        .rows
        .iter()
        .enumerate()
        .map(|(i, (v, _))| v.parse::<f64>().unwrap_or(i as f64))
        .collect();
    let categorical = sweep.rows.iter().any(|(v, _)| v.parse::<f64>().is_err());
    // One chart shows one kind of value: counts where there are any (accelerators held, left
    // free), else the first unit found, so no line is read against another's scale.
    let kinds: Vec<Option<Kind>> = (0..sweep.columns.len())
        .map(|c| {
            sweep
                .rows
                .iter()
                .find_map(|(_, cells)| cells[c].as_ref().ok().and_then(kind))
        })
        .collect();
    let chosen = kinds
        .iter()
        .flatten()
        .find(|k| **k == Kind::Count)
        .or_else(|| kinds.iter().flatten().next())
        .cloned();
    let series: Vec<(String, Vec<(f64, f64)>)> = sweep
        .columns
        .iter()
        .enumerate()
        .filter(|(c, _)| chosen.is_some() && kinds[*c] == chosen)
        .filter_map(|(c, name)| {
            let points: Vec<(f64, f64)> = sweep
                .rows
                .iter()
                .zip(&xs)
                .filter_map(|((_, cells), &x)| Some((x, numeric(cells[c].as_ref().ok()?)?)))
                .collect();
            (!points.is_empty()).then(|| (name.clone(), points))
        })
        .collect();
    let y_desc = match &chosen {
        Some(Kind::Count) => "count".to_string(),
        Some(Kind::Unit(unit)) => format!("value ({unit})"),
        _ => "value".to_string(),
    };
    if series.is_empty() {
        return Err("no column of this sweep has numbers to plot".into());
    }
    let (x_lo, x_hi) = bounds(xs.iter().copied());
    let references = sweep
        .references
        .iter()
        .map(|(_, y)| *y)
        .filter(|_| chosen == Some(Kind::Count));
    let (y_lo, y_hi) = bounds(
        series
            .iter()
            .flat_map(|(_, p)| p.iter().map(|&(_, y)| y))
            .chain([0.0])
            .chain(references),
    );

    let root = SVGBackend::new(path, (900, 560)).into_drawing_area();
    root.fill(&WHITE)?;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!("{scenario}: sweep over {}", sweep.over),
            ("sans-serif", 22),
        )
        .margin(16)
        .x_label_area_size(48)
        .y_label_area_size(64)
        .build_cartesian_2d(x_lo..x_hi, y_lo..y_hi)?;
    let labels: Vec<String> = sweep.rows.iter().map(|(v, _)| v.clone()).collect();
    let x_formatter = |x: &f64| {
        if categorical {
            let i = x.round();
            if (x - i).abs() < 1e-9 && i >= 0.0 {
                labels.get(i as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        } else {
            mlsysim_core::units::format_number(*x)
        }
    };
    chart
        .configure_mesh()
        .x_desc(sweep.over.as_str())
        .y_desc(y_desc.as_str())
        .x_labels(labels.len().clamp(2, 12))
        .x_label_formatter(&x_formatter)
        .draw()?;
    chart.draw_series(LineSeries::new([(x_lo, 0.0), (x_hi, 0.0)], BLACK.mix(0.4)))?;
    // On a chart of counts, the count inputs held fixed (the node's accelerators) are drawn as
    // labelled lines, so that what the copies hold reads against what the node has.
    if chosen == Some(Kind::Count) {
        for (input, level) in sweep
            .references
            .iter()
            .filter(|(_, y)| (y_lo..=y_hi).contains(y))
        {
            let grey = RGBColor(110, 110, 110);
            chart.draw_series(DashedLineSeries::new(
                [(x_lo, *level), (x_hi, *level)],
                6,
                4,
                grey.stroke_width(1),
            ))?;
            chart.draw_series(std::iter::once(Text::new(
                format!("{input} = {}", mlsysim_core::units::format_number(*level)),
                // Just above its line, so the line does not strike the text through.
                (x_lo, *level + (y_hi - y_lo) * 0.035),
                ("sans-serif", 13).into_font().color(&grey),
            )))?;
        }
    }
    for (i, (name, points)) in series.iter().enumerate() {
        let color = PALETTE[i % PALETTE.len()];
        chart
            .draw_series(LineSeries::new(
                points.iter().copied(),
                color.stroke_width(2),
            ))?
            .label(name.as_str())
            .legend(move |(x, y)| PathElement::new([(x, y), (x + 20, y)], color.stroke_width(2)));
        chart.draw_series(points.iter().map(|&p| Circle::new(p, 3, color.filled())))?;
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .draw()?;
    root.present()?;
    Ok(())
}

/// What a column holds, so that only values of one kind share a chart.
#[derive(Debug, Clone, PartialEq)]
enum Kind {
    Count,
    Number,
    Unit(&'static str),
}

fn kind(value: &Value) -> Option<Kind> {
    match value {
        Value::Integer(_) | Value::Headroom(_) => Some(Kind::Count),
        Value::Number(_) => Some(Kind::Number),
        Value::Quantity { unit, .. } => Some(Kind::Unit(unit)),
        _ => None,
    }
}

/// A padded range around the values, never empty.
fn bounds(values: impl Iterator<Item = f64>) -> (f64, f64) {
    let (lo, hi) = values.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
        (lo.min(v), hi.max(v))
    });
    if !lo.is_finite() {
        return (0.0, 1.0);
    }
    let pad = ((hi - lo) * 0.05).max(0.5);
    (lo - pad, hi + pad)
}
