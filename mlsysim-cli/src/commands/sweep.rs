//! `mlsysim sweep TARGET --over NAME=VALUES`: one input or method argument varied over a list
//! or range, every other value held; a table, and with `--plot FILE.svg` a chart.

use super::target;
use crate::output::{md_table, outcome_json, outcome_text};
use crate::{Failure, Format, Output, args, table};
use mlsysim_core::input::truncate;
use mlsysim_core::{EvalError, InputValue, UnknownName, Value};
use serde_json::json;
use std::path::Path;

/// The request, as flags gave it.
pub struct Request<'a> {
    pub target: &'a str,
    pub over: &'a str,
    pub sets: &'a [String],
    pub calls: &'a [String],
    pub input: Option<&'a Path>,
    pub plot: Option<&'a Path>,
    pub format: Format,
}

/// The swept values and, for each, every column's outcome.
pub struct Sweep {
    pub over: String,
    pub columns: Vec<String>,
    pub rows: Vec<(String, Vec<Result<Value, EvalError>>)>,
    /// Count inputs held fixed over the sweep (a node's accelerators), drawn as reference lines
    /// on a chart of counts.
    pub references: Vec<(String, f64)>,
}

pub fn run(req: &Request) -> Result<Output, Failure> {
    let (name, values) = req.over.split_once('=').ok_or_else(|| {
        Failure::usage(format!(
            "`--over {}` is not NAME=VALUES (e.g. copies=0..8)",
            truncate(req.over)
        ))
    })?;
    let name = name.trim();
    let values = args::sweep_values(values)?;
    let specs = req
        .calls
        .iter()
        .map(|c| args::call(c))
        .collect::<Result<Vec<_>, _>>()?;
    let inputs = target::inputs(req.input, req.sets)?;
    let base = target::resolve(req.target, &inputs)?;
    let info = base.scenario.info();

    let sweep = if info.input(name).is_some() {
        let mut columns: Vec<String> = info.properties.iter().map(|p| p.name.to_string()).collect();
        let resolved = specs
            .iter()
            .map(|s| target::method_args(base.scenario.as_ref(), s))
            .collect::<Result<Vec<_>, _>>()?;
        columns.extend(specs.iter().map(|s| s.method.clone()));
        let mut rows = Vec::with_capacity(values.len());
        for v in &values {
            let scenario = base
                .scenario
                .with_inputs(&[(name.to_string(), InputValue::Text(v.clone()))])
                .map_err(target::input_failure)?;
            let report = scenario.report();
            let mut cells: Vec<Result<Value, EvalError>> =
                report.properties.into_iter().map(|(_, r)| r).collect();
            for (method, args) in &resolved {
                let values: Vec<InputValue> = args.iter().map(|(_, v)| v.clone()).collect();
                cells.push(scenario.call(method.name, &values));
            }
            rows.push((v.clone(), cells));
        }
        Sweep {
            over: name.to_string(),
            columns,
            rows,
            references: Vec::new(),
        }
    } else {
        let methods: Vec<_> = info
            .methods
            .iter()
            .filter(|m| m.args.iter().any(|a| a.name == name))
            .collect();
        if methods.is_empty() {
            let inputs = info.inputs.iter().map(|i| i.name);
            let method_args = info
                .methods
                .iter()
                .flat_map(|m| m.args.iter().map(|a| a.name));
            return Err(Failure::usage(UnknownName::new(
                "input or method argument",
                &truncate(name),
                inputs.chain(method_args),
            )));
        }
        let swept: Vec<InputValue> = values.iter().map(|v| InputValue::Text(v.clone())).collect();
        let mut columns = Vec::new();
        let mut plans = Vec::new();
        for m in methods {
            let others: Vec<_> = m.args.iter().filter(|a| a.name != name).collect();
            let given = specs.iter().find(|s| s.method == m.name);
            let fixed: Vec<(String, InputValue)> = match given {
                Some(spec) => spec.args.clone(),
                None if others.is_empty() => Vec::new(),
                None => continue,
            };
            columns.push(m.name.to_string());
            plans.push((m, fixed));
        }
        let rows = values
            .iter()
            .zip(&swept)
            .map(|(label, v)| {
                let cells = plans
                    .iter()
                    .map(|(m, fixed)| {
                        let args: Vec<InputValue> = m
                            .args
                            .iter()
                            .map(|a| {
                                if a.name == name {
                                    v.clone()
                                } else {
                                    fixed
                                        .iter()
                                        .find(|(n, _)| n == a.name)
                                        .map_or(InputValue::Text("none".into()), |(_, x)| x.clone())
                                }
                            })
                            .collect();
                        base.scenario.call(m.name, &args)
                    })
                    .collect();
                (label.clone(), cells)
            })
            .collect();
        Sweep {
            over: name.to_string(),
            columns,
            rows,
            references: Vec::new(),
        }
    };

    let mut sweep = sweep;
    sweep.references = base
        .scenario
        .report()
        .inputs
        .into_iter()
        .filter(|(input, _)| *input != name)
        .filter_map(|(input, value)| match value {
            Value::Integer(n) => Some((input.to_string(), n as f64)),
            _ => None,
        })
        .collect();
    if let Some(path) = req.plot {
        crate::commands::sweep_plot::draw(&sweep, info.name, path)
            .map_err(|e| Failure::evaluation(format!("drawing {}: {e}", path.display())))?;
    }
    Ok(Output {
        text: render(&sweep, req.format),
        failed: false,
    })
}

fn render(s: &Sweep, format: Format) -> String {
    match format {
        Format::Json => {
            let rows: Vec<_> = s
                .rows
                .iter()
                .map(|(v, cells)| {
                    let values: serde_json::Map<String, serde_json::Value> = s
                        .columns
                        .iter()
                        .zip(cells)
                        .map(|(c, r)| (c.clone(), outcome_json(r)))
                        .collect();
                    json!({ s.over.as_str(): v, "values": values })
                })
                .collect();
            format!("{:#}\n", json!({ "over": s.over, "rows": rows }))
        }
        Format::Markdown | Format::Text => {
            let mut header = vec![s.over.clone()];
            header.extend(s.columns.iter().cloned());
            let body: Vec<Vec<String>> = s
                .rows
                .iter()
                .map(|(v, cells)| {
                    std::iter::once(v.clone())
                        .chain(cells.iter().map(outcome_text))
                        .collect()
                })
                .collect();
            if format == Format::Markdown {
                let header: Vec<&str> = header.iter().map(String::as_str).collect();
                md_table(&header, &body)
            } else {
                let mut rows = vec![header];
                rows.extend(body);
                table::render(&rows, "")
            }
        }
    }
}

/// A numeric reading of a cell, for plotting.
pub fn numeric(value: &Value) -> Option<f64> {
    match value {
        Value::Integer(n) | Value::Headroom(n) => Some(*n as f64),
        Value::Number(x) | Value::Quantity { magnitude: x, .. } => Some(*x),
        _ => None,
    }
}
