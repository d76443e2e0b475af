//! Values and reports in the three output formats.

use mlsysim_core::meta::{ScenarioInfo, equation_on_one_line};
use mlsysim_core::report::Call;
use mlsysim_core::{EvalError, InputValue, Report, Value};
use serde_json::{Map, Value as Json, json};

/// A value as JSON: counts and numbers plain, quantities as `{"value", "unit"}`.
pub fn value_json(value: &Value) -> Json {
    match value {
        Value::Integer(n) | Value::Headroom(n) => json!(n),
        Value::Count { count, unit } => json!({ "value": count, "unit": unit }),
        Value::Number(x) => json!(x),
        Value::Quantity { magnitude, unit } => json!({ "value": magnitude, "unit": unit }),
        Value::Entry(path) => json!(path),
        Value::Text(text) => json!(text),
        Value::Bool(b) => json!(b),
        Value::List(items) => Json::Array(items.iter().map(value_json).collect()),
        Value::Map(entries) => Json::Object(
            entries
                .iter()
                .map(|(n, v)| (n.clone(), value_json(v)))
                .collect(),
        ),
        Value::Absent => Json::Null,
    }
}

/// An argument as JSON: a number where the text is one, else the text.
pub fn input_json(value: &InputValue) -> Json {
    match value {
        InputValue::Absent => Json::Null,
        InputValue::Integer(n) => json!(n),
        InputValue::Number(x) => json!(x),
        InputValue::Bool(b) => json!(b),
        InputValue::Text(t) => match (t.parse::<i64>(), t.parse::<f64>()) {
            (Ok(n), _) => json!(n),
            (_, Ok(x)) if x.is_finite() => json!(x),
            _ => json!(t),
        },
        InputValue::List(items) => Json::Array(items.iter().map(input_json).collect()),
        InputValue::Map(entries) => Json::Object(
            entries
                .iter()
                .map(|(n, v)| (n.clone(), input_json(v)))
                .collect(),
        ),
    }
}

/// A member's outcome as a JSON object: `{"value": ..}` (with `"unit"` for quantities) or
/// `{"error": "..", "missing_input": ..}`.
pub fn outcome_json(result: &Result<Value, EvalError>) -> Json {
    match result {
        Ok(Value::Quantity { magnitude, unit }) => json!({ "value": magnitude, "unit": unit }),
        Ok(Value::Count { count, unit }) => json!({ "value": count, "unit": unit }),
        Ok(v) => json!({ "value": value_json(v) }),
        Err(e) => {
            let mut m = Map::new();
            m.insert("error".into(), json!(e.to_string()));
            if let Some(input) = e.missing_input() {
                m.insert("missing_input".into(), json!(input));
            }
            if let mlsysim_core::EvalErrorKind::Undefined(reason) = &e.kind {
                m.insert("undefined".into(), json!(reason));
            }
            Json::Object(m)
        }
    }
}

pub fn call_json(call: &Call) -> Json {
    let args: Map<String, Json> = call
        .args
        .iter()
        .map(|(n, v)| (n.to_string(), input_json(v)))
        .collect();
    let mut m = Map::new();
    m.insert("method".into(), json!(call.method));
    m.insert("args".into(), Json::Object(args));
    match &call.result {
        Ok(Value::Quantity { magnitude, unit }) => {
            m.insert("value".into(), json!(magnitude));
            m.insert("unit".into(), json!(unit));
        }
        Ok(Value::Count { count, unit }) => {
            m.insert("value".into(), json!(count));
            m.insert("unit".into(), json!(unit));
        }
        Ok(v) => {
            m.insert("value".into(), value_json(v));
        }
        Err(e) => {
            m.insert("error".into(), json!(e.to_string()));
        }
    }
    Json::Object(m)
}

/// The stable JSON of a report: scenario, preset, inputs, properties, calls.
pub fn report_json(report: &Report, preset: Option<&str>, calls: &[Call]) -> Json {
    let inputs: Map<String, Json> = report
        .inputs
        .iter()
        .map(|(n, v)| (n.to_string(), value_json(v)))
        .collect();
    let properties: Map<String, Json> = report
        .properties
        .iter()
        .map(|(n, r)| (n.to_string(), outcome_json(r)))
        .collect();
    json!({
        "scenario": report.scenario.name,
        "preset": preset,
        "inputs": inputs,
        "properties": properties,
        "calls": calls.iter().map(call_json).collect::<Vec<_>>(),
    })
}

/// The value, or what stops it from being computed.
pub fn outcome_text(result: &Result<Value, EvalError>) -> String {
    match result {
        Ok(value) => value.to_string(),
        Err(e) => match (e.missing_input(), &e.kind) {
            (Some(input), _) => format!("— needs `{input}`"),
            (None, mlsysim_core::EvalErrorKind::Undefined(reason)) => {
                format!("— no value: {reason}")
            }
            (None, _) => format!("— {e}"),
        },
    }
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn call_label(call: &Call) -> String {
    let args: Vec<String> = call.args.iter().map(|(n, v)| format!("{n}={v}")).collect();
    format!("{}({})", call.method, args.join(", "))
}

/// A report as text: inputs, properties with their equations, then calls.
pub fn report_text(heading: &str, report: &Report, calls: &[Call]) -> String {
    let info = report.scenario;
    let mut out = format!("{heading}\n");
    let rows: Vec<Vec<String>> = report
        .inputs
        .iter()
        .map(|(n, v)| vec![n.to_string(), v.to_string()])
        .collect();
    out += &format!("\nInputs\n{}", crate::table::render(&rows, "  "));
    let rows: Vec<Vec<String>> = report
        .properties
        .iter()
        .map(|(name, result)| {
            let equation = info
                .member(name)
                .map_or(String::new(), |m| equation_on_one_line(m.equation));
            vec![
                name.to_string(),
                outcome_text(result),
                format!("= {equation}"),
            ]
        })
        .collect();
    out += &format!("\nProperties\n{}", crate::table::render(&rows, "  "));
    if !calls.is_empty() {
        out += "\nMethods\n";
        for method in info.methods {
            let rows: Vec<Vec<String>> = calls
                .iter()
                .filter(|c| c.method == method.name)
                .map(|c| vec![call_label(c), outcome_text(&c.result)])
                .collect();
            if !rows.is_empty() {
                out += &format!(
                    "  {} = {}\n",
                    method.name,
                    equation_on_one_line(method.equation)
                );
                out += &crate::table::render(&rows, "    ");
            }
        }
    }
    out
}

/// Text safe in a Markdown table cell.
pub fn md_cell(text: &str) -> String {
    one_line(text).replace('|', "\\|")
}

/// A Markdown table.
pub fn md_table(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut out = format!(
        "| {} |\n|{}\n",
        header.join(" | "),
        "---|".repeat(header.len())
    );
    for row in rows {
        out += &format!(
            "| {} |\n",
            row.iter()
                .map(|c| md_cell(c))
                .collect::<Vec<_>>()
                .join(" | ")
        );
    }
    out
}

/// A table with a header row: a Markdown table, or aligned plain text.
pub fn header_table(header: &[&str], body: Vec<Vec<String>>, markdown: bool) -> String {
    if markdown {
        return md_table(header, &body);
    }
    let mut rows = vec![header.iter().map(|h| h.to_string()).collect::<Vec<_>>()];
    rows.extend(body);
    crate::table::render(&rows, "")
}

pub fn report_markdown(heading: &str, report: &Report, calls: &[Call]) -> String {
    let info: &ScenarioInfo = report.scenario;
    let mut out = format!("## {heading}\n\n");
    let rows: Vec<Vec<String>> = report
        .inputs
        .iter()
        .map(|(n, v)| vec![format!("`{n}`"), v.to_string()])
        .collect();
    out += &md_table(&["input", "value"], &rows);
    let rows: Vec<Vec<String>> = report
        .properties
        .iter()
        .map(|(n, r)| {
            let eq = info.member(n).map_or("", |m| m.equation);
            vec![
                format!("`{n}`"),
                outcome_text(r),
                mlsysim_docs::code(&equation_on_one_line(eq)),
            ]
        })
        .collect();
    out += "\n";
    out += &md_table(&["property", "value", "equation"], &rows);
    if !calls.is_empty() {
        let rows: Vec<Vec<String>> = calls
            .iter()
            .map(|c| vec![format!("`{}`", call_label(c)), outcome_text(&c.result)])
            .collect();
        out += "\n";
        out += &md_table(&["call", "value"], &rows);
    }
    out
}
