//! What the reference must evaluate, worked out from the catalog: for every golden file, each
//! preset's properties and sampled calls with the unit the port shows each in, and each law's
//! points. `tools/reference-golden/export.py` reads it and writes the golden files; the checks
//! compare the golden files' members with it, so a golden file that no longer names what the
//! port evaluates fails until it is exported again.

use crate::Scope;
use crate::file::{FORMAT, Member, Point, path_beside};
use mlsysim_core::input::InputValue;
use mlsysim_core::report::Report;
use mlsysim_core::units::parse::{pint_quantity, pint_unit};
use mlsysim_core::{EvalError, Value, catalog, laws};
use serde::Serialize;
use serde_json::{Map, Value as Json};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The plan: one entry per golden file.
#[derive(Debug, Serialize)]
pub struct Plan {
    pub format: u32,
    pub files: Vec<PlannedFile>,
}

/// What one golden file must hold.
#[derive(Debug, Default, Serialize)]
pub struct PlannedFile {
    /// The golden file, absolute.
    pub path: PathBuf,
    /// Scenario → preset → the members the port reports, in its order.
    pub scenarios: BTreeMap<String, BTreeMap<String, Vec<Member>>>,
    pub laws: BTreeMap<String, PlannedLaw>,
}

/// A law's points: its reference function and each combination of its samples.
#[derive(Debug, Serialize)]
pub struct PlannedLaw {
    pub function: Option<String>,
    pub points: Vec<Point>,
}

/// The plan for every declaration in `scope`.
pub fn plan(scope: &Scope) -> Plan {
    let mut files: BTreeMap<PathBuf, PlannedFile> = BTreeMap::new();
    for s in catalog::scenarios() {
        if let Some(file) = file_for(&mut files, scope, s.source_file) {
            file.scenarios.entry(s.name.to_string()).or_default();
        }
    }
    for p in catalog::presets() {
        if let Some(file) = file_for(&mut files, scope, p.scenario.source_file) {
            file.scenarios
                .entry(p.scenario.name.to_string())
                .or_default()
                .insert(p.name.to_string(), preset_members(p));
        }
    }
    for entry in laws::laws() {
        let info = entry.info;
        if let Some(file) = file_for(&mut files, scope, info.source_file) {
            file.laws.insert(
                info.name.to_string(),
                PlannedLaw {
                    function: info.reference.map(str::to_string),
                    points: law_points(entry),
                },
            );
        }
    }
    Plan {
        format: FORMAT,
        files: files.into_values().collect(),
    }
}

/// The planned golden file beside `source`, when it is in the scope.
fn file_for<'a>(
    files: &'a mut BTreeMap<PathBuf, PlannedFile>,
    scope: &Scope,
    source: &str,
) -> Option<&'a mut PlannedFile> {
    let path = path_beside(&scope.locate(source)?);
    Some(files.entry(path.clone()).or_insert_with(|| PlannedFile {
        path,
        ..PlannedFile::default()
    }))
}

/// A preset's properties, then its sampled calls, each with the unit it is shown in.
fn preset_members(p: &catalog::PresetEntry) -> Vec<Member> {
    let built = (p.build)().unwrap_or_else(|e| panic!("preset {}: {e}", p.name));
    planned_members(p, &built.report())
}

/// The members of a preset's report, as the plan names them.
pub(crate) fn planned_members(p: &catalog::PresetEntry, report: &Report) -> Vec<Member> {
    let mut members = Vec::new();
    for (name, result) in &report.properties {
        let declared = p.scenario.member(name).and_then(|i| i.unit());
        members.push(Member {
            name: name.to_string(),
            args: None,
            unit: unit_for(result, declared),
            reference: None,
        });
    }
    for call in &report.calls {
        let args: Map<String, Json> = call
            .args
            .iter()
            .map(|(n, v)| (n.to_string(), arg_json(v)))
            .collect();
        let declared = p.scenario.member(call.method).and_then(|i| i.unit());
        members.push(Member {
            name: call.method.to_string(),
            args: Some(args),
            unit: unit_for(&call.result, declared),
            reference: None,
        });
    }
    members
}

/// Every combination of a law's samples, with the unit of its value.
pub(crate) fn law_points(entry: &laws::LawEntry) -> Vec<Point> {
    let info = entry.info;
    combinations(info.args.iter().map(|a| a.samples).collect())
        .into_iter()
        .map(|args| {
            let values: Vec<InputValue> = args
                .iter()
                .map(|s| InputValue::Text((*s).to_string()))
                .collect();
            let unit = (entry.call)(&values).map_or_else(|_| info.unit.map(pint), |v| unit_of(&v));
            Point {
                args: values.iter().map(arg_json).collect(),
                kwargs: Map::new(),
                unit,
                reference: None,
            }
        })
        .collect()
}

/// A unit symbol of ours in the reference's spelling; a unit the table does not spell for the
/// reference (a quantity kind of an author's own crate) as it is.
fn pint(symbol: &str) -> String {
    pint_unit(symbol).unwrap_or_else(|| symbol.to_string())
}

/// The unit a value is shown in, in the reference's spelling (the first element's, for lists).
fn unit_of(value: &Value) -> Option<String> {
    match value {
        Value::Quantity { unit, .. } => Some(pint(unit)),
        Value::List(items) => items.first().and_then(unit_of),
        Value::Map(entries) => entries.first().and_then(|(_, v)| unit_of(v)),
        _ => None,
    }
}

/// A member's unit in the plan: the unit its value is shown in, or when it failed, the unit
/// it declares.
fn unit_for(result: &Result<Value, EvalError>, declared: Option<&str>) -> Option<String> {
    match result {
        Ok(v) => unit_of(v),
        Err(_) => declared.map(pint),
    }
}

/// A sample argument as the plan writes it: a number, a quantity `{"q": "28 day"}`, or text.
pub(crate) fn arg_json(value: &InputValue) -> Json {
    match value {
        InputValue::Absent => Json::Null,
        InputValue::Integer(n) => Json::from(*n),
        InputValue::Number(x) => Json::from(*x),
        InputValue::Bool(b) => Json::from(*b),
        InputValue::Text(t) => {
            if let Ok(n) = t.trim().parse::<i64>() {
                Json::from(n)
            } else if let Ok(x) = t.trim().parse::<f64>() {
                Json::from(x)
            } else if let Some(q) = pint_quantity(t) {
                Json::Object(Map::from_iter([("q".to_string(), Json::from(q))]))
            } else {
                Json::from(t.as_str())
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
}
