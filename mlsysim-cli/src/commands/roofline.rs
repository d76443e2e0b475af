//! `mlsysim roofline TARGET [--plot FILE.svg]`: where a scenario's intensities sit on its
//! device's roofline, as a table and, with `--plot`, as a log-log chart.

use super::target;
use crate::output::header_table;
use crate::{Failure, Format, Output};
use mlsysim_core::Value;
use mlsysim_docs::roofline::{self, Roofline};
use serde_json::json;
use std::path::Path;

/// The request, as flags gave it.
pub struct Request<'a> {
    pub target: &'a str,
    pub sets: &'a [String],
    pub unsets: &'a [String],
    pub input: Option<&'a Path>,
    pub plot: Option<&'a Path>,
    /// A device for a scenario without one, or in place of its own.
    pub device: Option<&'a str>,
    pub format: Format,
}

pub fn run(req: &Request) -> Result<Output, Failure> {
    if let Some(path) = req.plot {
        super::sweep::check_plot_path(path)?;
    }
    let inputs = target::inputs(req.input, req.sets, req.unsets)?;
    let resolved = target::resolve(req.target, &inputs)?;
    let scenario = resolved.scenario.as_ref();
    let name = scenario.info().name;
    let device = req
        .device
        .map(mlsysim_core::HardwareNode::find)
        .transpose()
        .map_err(Failure::usage)?;
    let r = roofline::of(scenario, device).ok_or_else(|| {
        if roofline::device_of(scenario).is_none() && device.is_none() {
            Failure::usage(format!(
                "`{name}` has no hardware input: name a device to draw its roofline, e.g. `--device H100`"
            ))
        } else {
            Failure::usage(format!(
                "`{name}` has no arithmetic intensity (FLOP/B) to place on a roofline"
            ))
        }
    })?;
    let mut failures = Vec::new();
    if let Some(path) = req.plot {
        let chart = roofline::chart(&r, &format!("{name} on {}", r.device.name));
        let written = mlsysim_chart::render(&chart)
            .map_err(|e| e.to_string())
            .and_then(|svg| std::fs::write(path, svg).map_err(|e| e.to_string()));
        if let Err(e) = written {
            failures.push(format!("drawing {}: {e}", path.display()));
        }
    }
    Ok(Output {
        text: render(&r, name, req.format),
        failures,
    })
}

fn rate(base: f64) -> Value {
    Value::in_ladder_unit(base, "FLOP/s")
}

fn bandwidth(base: f64) -> Value {
    Value::in_ladder_unit(base, "B/s")
}

fn intensity(x: f64) -> Value {
    Value::Quantity {
        magnitude: x,
        unit: "FLOP/B",
    }
}

fn render(r: &Roofline, name: &str, format: Format) -> String {
    let heading = format!(
        "{name} on {} ({}): peak {}, bandwidth {}, ridge {}",
        r.device.name,
        r.device.path,
        rate(r.peak),
        bandwidth(r.bandwidth),
        intensity(r.ridge())
    );
    let rows: Vec<Vec<String>> = r
        .points
        .iter()
        .map(|(n, i)| {
            vec![
                n.clone(),
                intensity(*i).to_string(),
                rate(r.attainable(*i)).to_string(),
                r.bound(*i).to_string(),
            ]
        })
        .collect();
    let header = ["point", "intensity", "attainable", "bound"];
    match format {
        Format::Json => {
            let q = |v: Value| match v {
                Value::Quantity { magnitude, unit } => json!({"value": magnitude, "unit": unit}),
                other => json!(other.to_string()),
            };
            let points: Vec<_> = r
                .points
                .iter()
                .map(|(n, i)| json!({"name": n, "intensity": q(intensity(*i)), "attainable": q(rate(r.attainable(*i))), "bound": r.bound(*i)}))
                .collect();
            format!(
                "{:#}\n",
                json!({"scenario": name, "device": r.device.path, "peak": q(rate(r.peak)), "bandwidth": q(bandwidth(r.bandwidth)), "ridge": q(intensity(r.ridge())), "points": points})
            )
        }
        Format::Markdown | Format::Text => format!(
            "{heading}\n\n{}",
            header_table(&header, rows, format == Format::Markdown)
        ),
    }
}
