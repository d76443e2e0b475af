//! `mlsysim show PRESET`: a preset's inputs, properties and method results.

use crate::{Failure, table};
use mlsysim_core::meta::ScenarioInfo;
use mlsysim_core::{EvalError, Report, Value, catalog};

pub fn run(name: &str) -> Result<String, Failure> {
    let preset = catalog::preset(name).map_err(Failure::usage)?;
    let scenario = (preset.build)()
        .map_err(|e| Failure::evaluation(format!("preset `{}`: {e}", preset.name)))?;
    let report = scenario.report();
    let info = report.scenario;
    let mut out = format!(
        "{} — {} ({})\n{}\n",
        preset.name, info.name, info.family, preset.description
    );
    out += &format!("\nInputs\n{}", inputs(&report));
    out += &format!("\nProperties\n{}", properties(info, &report));
    if !report.calls.is_empty() {
        out += &format!("\nMethods\n{}", calls(info, &report));
    }
    Ok(out)
}

fn inputs(report: &Report) -> String {
    let rows: Vec<Vec<String>> = report
        .inputs
        .iter()
        .map(|(name, value)| vec![name.to_string(), value.to_string()])
        .collect();
    table::render(&rows, "  ")
}

/// The value, or what stops it from being computed.
pub fn outcome(result: &Result<Value, EvalError>) -> String {
    match result {
        Ok(value) => value.to_string(),
        Err(e) => match e.missing_input() {
            Some(input) => format!("— needs `{input}`"),
            None => format!("— {e}"),
        },
    }
}

fn properties(info: &ScenarioInfo, report: &Report) -> String {
    let rows: Vec<Vec<String>> = report
        .properties
        .iter()
        .map(|(name, result)| {
            let member = info.member(name);
            let equation = member
                .map_or("", |m| m.equation)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            vec![name.to_string(), outcome(result), format!("= {equation}")]
        })
        .collect();
    table::render(&rows, "  ")
}

fn calls(info: &ScenarioInfo, report: &Report) -> String {
    let mut out = String::new();
    for method in info.methods {
        let rows: Vec<Vec<String>> = report
            .calls
            .iter()
            .filter(|c| c.method == method.name)
            .map(|c| {
                let args: Vec<String> = c.args.iter().map(|(n, v)| format!("{n}={v}")).collect();
                vec![
                    format!("{}({})", method.name, args.join(", ")),
                    outcome(&c.result),
                ]
            })
            .collect();
        if rows.is_empty() {
            continue;
        }
        out += &format!("  {} = {}\n", method.name, method.equation);
        out += &table::render(&rows, "    ");
    }
    out
}
