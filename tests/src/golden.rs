//! Golden values from the reference: the plan of what to evaluate (written from the catalog,
//! so it always names every member of every preset and every law's sample points), and the
//! comparison of our values with the reference's.
//!
//! The plan goes to `tools/reference-golden/plan.json`; `tools/reference-golden/export.py`
//! evaluates it on the Python reference and writes `tests/golden/reference.json`. Both are
//! committed, so the tests need no Python. Where a member is reached differently in the
//! reference (a solver's `result` record, another name), `tools/reference-golden/overrides.json`
//! says how; where our value deliberately differs, it says why.

use mlsysim_core::input::InputValue;
use mlsysim_core::units::parse::{pint_quantity, pint_unit};
use mlsysim_core::{EvalError, Value, catalog, laws};
use serde_json::{Map, Value as Json, json};
use std::path::PathBuf;

/// The repository root (the tests crate is one folder down).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read_json(path: &str) -> Json {
    let path = root().join(path);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("parsing {}: {e}", path.display()))
}

/// How members are reached in the reference, and the deliberate differences.
pub fn overrides() -> Json {
    read_json("tools/reference-golden/overrides.json")
}

/// The committed golden values.
pub fn golden() -> Json {
    read_json("tests/golden/reference.json")
}

/// The committed plan.
pub fn committed_plan() -> Json {
    read_json("tools/reference-golden/plan.json")
}

/// A unit symbol of ours in the reference's spelling.
fn pint(symbol: &str) -> Json {
    match pint_unit(symbol) {
        Some(p) => json!(p),
        None => panic!("unit `{symbol}` has no reference spelling in the unit table"),
    }
}

/// The unit a value is shown in, in the reference's spelling (the first element's, for lists).
fn unit_of(value: &Value) -> Json {
    match value {
        Value::Quantity { unit, .. } => pint(unit),
        Value::List(items) => items.first().map_or(Json::Null, unit_of),
        Value::Map(entries) => entries.first().map_or(Json::Null, |(_, v)| unit_of(v)),
        _ => Json::Null,
    }
}

/// A sample argument as the plan writes it: a number, a quantity `{"q": "28 day"}`, or text.
fn arg_json(value: &InputValue) -> Json {
    match value {
        InputValue::Integer(n) => json!(n),
        InputValue::Number(x) => json!(x),
        InputValue::Bool(b) => json!(b),
        InputValue::Text(t) => {
            if let Ok(n) = t.trim().parse::<i64>() {
                json!(n)
            } else if let Ok(x) = t.trim().parse::<f64>() {
                json!(x)
            } else if let Some(q) = pint_quantity(t) {
                json!({ "q": q })
            } else {
                json!(t)
            }
        }
        InputValue::List(items) => Json::Array(items.iter().map(arg_json).collect()),
        InputValue::Map(entries) => Json::Object(
            entries
                .iter()
                .map(|(k, v)| (k.clone(), arg_json(v)))
                .collect(),
        ),
    }
}

/// The key a call is known by in the plan and the golden file: `free_after(copies=3)`.
pub fn call_key(method: &str, args: &[(&str, InputValue)]) -> String {
    let parts: Vec<String> = args.iter().map(|(n, v)| format!("{n}={v}")).collect();
    format!("{method}({})", parts.join(", "))
}

/// The reference class a scenario is ported from.
fn class_of(overrides: &Json, scenario: &str) -> String {
    overrides["scenarios"][scenario]["class"]
        .as_str()
        .map_or_else(|| format!("{scenario}Scenario"), str::to_string)
}

/// How the reference reaches a member: a specific override, else the scenario's template for
/// properties (`s.result.{name}`), else the member by its own name (no `ref`).
fn reference(overrides: &Json, scenario: &str, member: &str, is_call: bool) -> Option<Json> {
    let entry = &overrides["scenarios"][scenario];
    if let Some(r) = entry["members"].get(member) {
        return Some(r.clone());
    }
    let template = if is_call {
        &entry["methods"]
    } else {
        &entry["properties"]
    };
    template
        .as_str()
        .map(|t| json!(t.replace("{name}", member)))
}

/// The plan: every preset's properties and sampled calls, and every law's sample points.
pub fn plan() -> Json {
    let overrides = overrides();
    let mut presets = Vec::new();
    for p in catalog::presets() {
        let scenario = p.scenario.name;
        let built = (p.build)().unwrap_or_else(|e| panic!("preset {}: {e}", p.name));
        let report = built.report();
        let mut members = Vec::new();
        for (name, result) in &report.properties {
            let mut m = Map::new();
            m.insert("name".into(), json!(name));
            m.insert(
                "unit".into(),
                unit_for(result, p.scenario.member(name).and_then(|i| i.unit())),
            );
            if let Some(r) = reference(&overrides, scenario, name, false) {
                m.insert("ref".into(), r);
            }
            members.push(Json::Object(m));
        }
        for call in &report.calls {
            let mut m = Map::new();
            m.insert("name".into(), json!(call.method));
            let args: Map<String, Json> = call
                .args
                .iter()
                .map(|(n, v)| (n.to_string(), arg_json(v)))
                .collect();
            m.insert("args".into(), Json::Object(args));
            let declared = p.scenario.member(call.method).and_then(|i| i.unit());
            m.insert("unit".into(), unit_for(&call.result, declared));
            if let Some(r) = reference(&overrides, scenario, call.method, true) {
                m.insert("ref".into(), r);
            }
            members.push(Json::Object(m));
        }
        presets.push(json!({
            "preset": p.name,
            "class": class_of(&overrides, scenario),
            "members": members,
        }));
    }
    json!({ "format": 1, "presets": presets, "laws": law_points(&overrides) })
}

/// A member's unit in the plan: the unit its value is shown in, or when it failed, the unit
/// it declares.
fn unit_for(result: &Result<Value, EvalError>, declared: Option<&str>) -> Json {
    match result {
        Ok(v) => unit_of(v),
        Err(_) => declared.map_or(Json::Null, pint),
    }
}

/// Every law with a reference function (or a reference expression), at every combination of
/// its samples.
fn law_points(overrides: &Json) -> Vec<Json> {
    let mut points = Vec::new();
    for entry in laws::laws() {
        let info = entry.info;
        let expression = overrides["laws"].get(info.name);
        if info.reference.is_none() && expression.is_none() {
            continue;
        }
        for args in combinations(info.args.iter().map(|a| a.samples).collect()) {
            let values: Vec<InputValue> = args
                .iter()
                .map(|s| InputValue::Text((*s).to_string()))
                .collect();
            let unit = (entry.call)(&values)
                .map_or_else(|_| info.unit.map_or(Json::Null, pint), |v| unit_of(&v));
            let mut point = Map::new();
            point.insert("law".into(), json!(info.name));
            point.insert("function".into(), json!(info.reference));
            point.insert(
                "args".into(),
                Json::Array(values.iter().map(arg_json).collect()),
            );
            point.insert("kwargs".into(), json!({}));
            point.insert("unit".into(), unit);
            if let Some(e) = expression {
                point.insert("ref".into(), e.clone());
            }
            points.push(Json::Object(point));
        }
    }
    points
}

/// Every combination of one value per list, the last list varying fastest.
pub fn combinations<'a>(lists: Vec<&'a [&'a str]>) -> Vec<Vec<&'a str>> {
    lists.iter().fold(vec![Vec::new()], |acc, list| {
        acc.iter()
            .flat_map(|prefix| {
                list.iter().map(move |v| {
                    let mut next = prefix.clone();
                    next.push(*v);
                    next
                })
            })
            .collect()
    })
}

/// Whether two numbers agree to the golden tolerance: 1e-12 relative.
pub fn close(actual: f64, expected: f64) -> bool {
    if actual == expected {
        return true;
    }
    let scale = actual.abs().max(expected.abs());
    (actual - expected).abs() <= 1e-12 * scale || scale < 1e-300
}

/// Compares one of our outcomes with a golden entry; the reason when they differ.
pub fn compare(ours: &Result<Value, EvalError>, golden: &Json) -> Result<(), String> {
    let kind = golden["type"].as_str().unwrap_or("");
    match (ours, kind) {
        (_, "none") => Ok(()),
        (Err(_), "error") => Ok(()),
        (Err(e), _) => Err(format!(
            "ours fails ({e}) where the reference gives {golden}"
        )),
        (Ok(v), "error") => Err(format!(
            "ours is {v} where the reference fails ({})",
            golden["error"]
        )),
        (Ok(v), _) => same(v, golden),
    }
}

fn number(golden: &Json) -> Option<f64> {
    match &golden["value"] {
        Json::Number(n) => n.as_f64(),
        Json::String(s) if s == "inf" => Some(f64::INFINITY),
        Json::String(s) if s == "-inf" => Some(f64::NEG_INFINITY),
        _ => None,
    }
}

fn same(ours: &Value, golden: &Json) -> Result<(), String> {
    let differ = || Err(format!("ours is {ours}, the reference's is {golden}"));
    let kind = golden["type"].as_str().unwrap_or("");
    match (ours, kind) {
        (Value::Integer(n) | Value::Headroom(n), "int") => {
            if golden["value"].as_i64() == Some(*n) {
                Ok(())
            } else {
                differ()
            }
        }
        (Value::Integer(n) | Value::Headroom(n), "float") => match number(golden) {
            Some(x) if x == *n as f64 => Ok(()),
            _ => differ(),
        },
        (Value::Number(x) | Value::Quantity { magnitude: x, .. }, "float" | "int" | "quantity") => {
            match number(golden) {
                Some(e) if close(*x, e) => Ok(()),
                _ => differ(),
            }
        }
        (Value::Text(_) | Value::Entry(_), "text") => {
            let t = match ours {
                Value::Text(t) => t.as_str(),
                Value::Entry(t) => t,
                _ => "",
            };
            if golden["value"].as_str() == Some(t) {
                Ok(())
            } else {
                differ()
            }
        }
        (Value::Bool(b), "bool") => {
            if golden["value"].as_bool() == Some(*b) {
                Ok(())
            } else {
                differ()
            }
        }
        (Value::List(items), "list") => {
            let theirs = golden["items"].as_array().map_or(&[][..], Vec::as_slice);
            if items.len() != theirs.len() {
                return differ();
            }
            items.iter().zip(theirs).try_for_each(|(o, g)| same(o, g))
        }
        (Value::Map(entries), "map") => {
            let theirs = golden["entries"].as_array().map_or(&[][..], Vec::as_slice);
            if entries.len() != theirs.len() {
                return differ();
            }
            entries.iter().zip(theirs).try_for_each(|((k, o), g)| {
                let key_matches = match &g[0] {
                    Json::String(s) => s == k,
                    other => k.parse::<Json>().is_ok_and(|parsed| parsed == *other),
                };
                if key_matches {
                    same(o, &g[1])
                } else {
                    differ()
                }
            })
        }
        _ => differ(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_vary_the_last_fastest() {
        let a: &[&str] = &["1", "2"];
        let b: &[&str] = &["x", "y"];
        assert_eq!(
            combinations(vec![a, b]),
            vec![
                vec!["1", "x"],
                vec!["1", "y"],
                vec!["2", "x"],
                vec!["2", "y"]
            ]
        );
    }

    #[test]
    fn tolerance_is_relative() {
        assert!(close(1.0, 1.0 + 1e-13));
        assert!(!close(1.0, 1.0 + 1e-11));
        assert!(close(0.0, 0.0));
    }
}
