//! `mlsysim sweep TARGET --over NAME=VALUES`: one input or method argument varied over a list
//! or range, every other value held; a table, and with `--plot FILE.svg` a chart.

use super::target;
use crate::output::{header_table, outcome_json, outcome_text};
use crate::{Failure, Format, Output, args};
use mlsysim_core::input::truncate;
use mlsysim_core::meta::MemberInfo;
use mlsysim_core::{EvalError, InputValue, UnknownName, Value};
use serde_json::json;
use std::path::Path;

/// The request, as flags gave it.
pub struct Request<'a> {
    pub target: &'a str,
    pub over: &'a str,
    pub sets: &'a [String],
    pub unsets: &'a [String],
    pub calls: &'a [String],
    pub input: Option<&'a Path>,
    pub plot: Option<&'a Path>,
    /// The scale of the swept axis on the chart.
    pub scale: mlsysim_chart::Scale,
    pub format: Format,
}

/// The swept values and, for each, every column's outcome.
pub struct Sweep {
    pub over: String,
    pub columns: Vec<String>,
    pub rows: Vec<(String, Vec<Result<Value, EvalError>>)>,
}

pub fn run(req: &Request) -> Result<Output, Failure> {
    let (name, values) = req.over.split_once('=').ok_or_else(|| {
        Failure::usage(format!(
            "`--over {}` is not NAME=VALUES (e.g. copies=0..8)",
            truncate(req.over)
        ))
    })?;
    let name = name.trim();
    let values = args::sweep_values(name, values)?;
    let specs = target::call_specs(req.calls)?;
    if let Some(path) = req.plot {
        check_plot_path(path)?;
    }
    let inputs = target::inputs(req.input, req.sets, req.unsets)?;
    let base = target::resolve(req.target, &inputs)?;
    let info = base.scenario.info();

    let sweep = if info.input(name).is_some() {
        over_input(&base, name, &values, &specs)?
    } else {
        over_argument(&base, name, &values, &specs)?
    };
    let mut failures = row_failures(&sweep);
    if let Some(path) = req.plot
        && let Err(e) =
            crate::commands::sweep_plot::draw(&sweep, base.scenario.as_ref(), req.scale, path)
    {
        // The table is still printed: the evaluation succeeded, the drawing did not.
        failures.push(format!("drawing {}: {e}", path.display()));
    }
    Ok(Output {
        text: render(&sweep, req.format),
        failures,
    })
}

/// A chart is written as SVG into a folder that exists: both checked before any evaluation.
pub fn check_plot_path(path: &Path) -> Result<(), Failure> {
    let svg = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("svg"));
    if !svg {
        return Err(Failure::usage(format!(
            "`--plot {}`: charts are written as SVG; name the file with .svg",
            path.display()
        )));
    }
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    if let Some(folder) = folder
        && !folder.is_dir()
    {
        return Err(Failure::usage(format!(
            "`--plot {}`: the folder {} does not exist",
            path.display(),
            folder.display()
        )));
    }
    if path.is_dir() {
        return Err(Failure::usage(format!(
            "`--plot {}` is a folder; give a file name ending in .svg",
            path.display()
        )));
    }
    Ok(())
}

/// Every property, and every `--call`, at each value of the swept input.
fn over_input(
    base: &target::Target,
    name: &str,
    values: &[String],
    specs: &[args::CallSpec],
) -> Result<Sweep, Failure> {
    let info = base.scenario.info();
    let mut columns: Vec<String> = info.properties.iter().map(|p| p.name.to_string()).collect();
    let resolved = specs
        .iter()
        .map(|s| target::method_args(base.scenario.as_ref(), s))
        .collect::<Result<Vec<_>, _>>()?;
    columns.extend(specs.iter().map(|s| s.method.clone()));
    let mut rows = Vec::with_capacity(values.len());
    for v in values {
        let scenario = base
            .scenario
            .with_inputs(&[(name.to_string(), InputValue::Text(v.clone()))])
            .map_err(target::input_failure)?;
        // The properties alone: the methods' cells are the calls asked for, not sample calls.
        let report = scenario.evaluation();
        let mut cells: Vec<Result<Value, EvalError>> =
            report.properties.into_iter().map(|(_, r)| r).collect();
        for (method, args) in &resolved {
            let values: Vec<InputValue> = args.iter().map(|(_, v)| v.clone()).collect();
            cells.push(target::checked_cell(scenario.call(method.name, &values))?);
        }
        rows.push((v.clone(), cells));
    }
    Ok(Sweep {
        over: name.to_string(),
        columns,
        rows,
    })
}

/// Every method taking the swept argument (with the others from `--call`), and every other
/// `--call`, at each value.
fn over_argument(
    base: &target::Target,
    name: &str,
    values: &[String],
    specs: &[args::CallSpec],
) -> Result<Sweep, Failure> {
    let scenario = base.scenario.as_ref();
    let info = scenario.info();
    let takes = |m: &MemberInfo| m.args.iter().any(|a| a.name == name);
    if !info.methods.iter().any(&takes) {
        let inputs = info.inputs.iter().map(|i| i.name);
        let method_args = info
            .methods
            .iter()
            .flat_map(|m| m.args.iter().map(|a| a.name));
        return Err(Failure::usage(UnknownName::new(
            "input or method argument",
            name,
            inputs.chain(method_args),
        )));
    }
    // Each `--call` is checked whole first, so that a misspelt method is never dropped.
    let mut plans: Vec<(&MemberInfo, Vec<(&str, InputValue)>)> = Vec::new();
    for spec in specs {
        let method = target::method_named(info, &spec.method)?;
        let swept = takes(method).then_some(name);
        plans.push(target::method_args_except(scenario, spec, swept)?);
    }
    // Methods taking the swept argument and nothing else are swept without being asked for.
    for m in info
        .methods
        .iter()
        .filter(|m| takes(m) && m.args.len() == 1)
    {
        if !plans.iter().any(|(p, _)| p.name == m.name) {
            plans.push((m, Vec::new()));
        }
    }
    if plans.is_empty() {
        return Err(Failure::usage(format!(
            "every method taking `{name}` needs more arguments: give them with `--call METHOD:ARG=VALUE`"
        )));
    }
    let mut rows = Vec::with_capacity(values.len());
    for v in values {
        let mut cells = Vec::with_capacity(plans.len());
        for (m, fixed) in &plans {
            let args: Vec<InputValue> = m
                .args
                .iter()
                .map(|a| match fixed.iter().find(|(n, _)| *n == a.name) {
                    Some((_, x)) => x.clone(),
                    None => InputValue::Text(v.clone()),
                })
                .collect();
            cells.push(target::checked_cell(scenario.call(m.name, &args))?);
        }
        rows.push((v.clone(), cells));
    }
    Ok(Sweep {
        over: name.to_string(),
        columns: plans.iter().map(|(m, _)| m.name.to_string()).collect(),
        rows,
    })
}

/// Rows with a value that could not be computed, in one line; an unset optional input is a
/// note in the table, not a failure.
fn row_failures(sweep: &Sweep) -> Vec<String> {
    let failed: Vec<(&str, &str, &EvalError)> = sweep
        .rows
        .iter()
        .flat_map(|(v, cells)| {
            sweep.columns.iter().zip(cells).filter_map(move |(c, r)| {
                r.as_ref()
                    .err()
                    .filter(|e| !e.is_no_value())
                    .map(|e| (v.as_str(), c.as_str(), e))
            })
        })
        .collect();
    let rows = {
        let mut rows: Vec<&str> = failed.iter().map(|(v, _, _)| *v).collect();
        rows.dedup();
        rows.len()
    };
    match failed.first() {
        None => Vec::new(),
        Some((v, column, e)) => vec![format!(
            "{rows} of {} rows could not be computed in full; first, `{column}` at {}={v}: {e}",
            sweep.rows.len(),
            sweep.over
        )],
    }
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
            let header: Vec<&str> = header.iter().map(String::as_str).collect();
            header_table(&header, body, format == Format::Markdown)
        }
    }
}
