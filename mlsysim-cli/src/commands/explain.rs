//! `mlsysim explain TARGET [MEMBER[:ARG=VALUE,...]]`: how a value came about, step by step,
//! with the values put in, down to the inputs and where each got its value. Without a member,
//! the worked solution of every property.

use super::target;
use crate::{Failure, Format, Output, args};
use mlsysim_core::explain::{self, Step, StepKind};
use mlsysim_core::input::truncate;
use mlsysim_core::{InputValue, UnknownName, Value};
use serde_json::{Map, Value as Json, json};
use std::path::Path;

/// The request, as flags gave it.
pub struct Request<'a> {
    pub target: &'a str,
    pub member: Option<&'a str>,
    pub sets: &'a [String],
    pub unsets: &'a [String],
    pub input: Option<&'a Path>,
    pub format: Format,
}

pub fn run(req: &Request) -> Result<Output, Failure> {
    let spec = req
        .member
        .map(|m| args::member_call(m, "explain"))
        .transpose()?;
    let inputs = target::inputs(req.input, req.sets, req.unsets)?;
    let resolved = target::resolve(req.target, &inputs)?;
    let scenario = resolved.scenario.as_ref();
    let info = scenario.info();
    let given: Vec<&str> = inputs.iter().map(|(n, _)| n.as_str()).collect();
    let sources = |name: &str| -> String {
        if given.contains(&name) {
            if req
                .sets
                .iter()
                .any(|s| s.split('=').next().map(str::trim) == Some(name))
            {
                "--set".to_string()
            } else {
                "the input file".to_string()
            }
        } else if let Some(preset) = resolved.preset {
            format!("preset {preset}")
        } else {
            match info.inputs.iter().find(|i| i.name == name) {
                Some(i) if i.default.is_some() => "the declared default".to_string(),
                Some(i) if i.optional => "not set".to_string(),
                _ => "given".to_string(),
            }
        }
    };
    let steps: Vec<Step> = match &spec {
        Some(spec) => {
            let member = info.member(&spec.method).ok_or_else(|| {
                Failure::usage(UnknownName::new(
                    "member",
                    &truncate(&spec.method),
                    info.properties.iter().chain(info.methods).map(|m| m.name),
                ))
            })?;
            let args = ordered_args(member, spec)?;
            let step = explain::explain_member(scenario, member.name, &args, &sources)
                .map_err(Failure::usage)?;
            vec![step]
        }
        None => explain::worked_solution(scenario, &sources),
    };
    let failures: Vec<String> = steps
        .iter()
        .filter(|s| s.kind == StepKind::Member)
        .filter_map(|s| {
            s.result
                .as_ref()
                .err()
                .map(|e| format!("`{}`: {e}", s.name))
        })
        .take(1)
        .collect();
    let text = match req.format {
        Format::Text => steps.iter().map(explain::text).collect::<Vec<_>>().join(""),
        Format::Markdown => steps
            .iter()
            .map(explain::markdown)
            .collect::<Vec<_>>()
            .join(""),
        Format::Json => {
            let tree = match steps.as_slice() {
                [one] if spec.is_some() => json_step(one),
                many => Json::Array(many.iter().map(json_step).collect()),
            };
            format!("{tree:#}\n")
        }
    };
    Ok(Output { text, failures })
}

/// A method's arguments in declared order, as a `--call` binds them; a property takes none.
fn ordered_args(
    member: &'static mlsysim_core::meta::MemberInfo,
    spec: &args::CallSpec,
) -> Result<Vec<InputValue>, Failure> {
    if member.args.is_empty() && !spec.args.is_empty() {
        return Err(Failure::usage(format!(
            "`{}` is a property: it takes no arguments",
            member.name
        )));
    }
    let bound = target::bind_args(member, spec, None, "")?;
    Ok(bound.into_iter().map(|(_, v)| v).collect())
}

/// The tree as JSON: `{"name", "kind", "equation", "values", "value"/"unit" or "error",
/// "source", "steps"}`.
fn json_step(step: &Step) -> Json {
    let mut m = Map::new();
    m.insert("name".into(), json!(step.name));
    let kind = match step.kind {
        StepKind::Member => "member",
        StepKind::Law => "law",
        StepKind::Input => "input",
    };
    m.insert("kind".into(), json!(kind));
    if let Some(symbols) = &step.symbols {
        m.insert("equation".into(), json!(symbols));
    }
    if let Some(values) = &step.values {
        m.insert("values".into(), json!(values));
    }
    match &step.result {
        Ok(Value::Quantity { magnitude, unit }) => {
            m.insert("value".into(), json!(magnitude));
            m.insert("unit".into(), json!(unit));
        }
        Ok(value) => {
            m.insert("value".into(), crate::output::value_json(value));
        }
        Err(reason) => {
            m.insert("error".into(), json!(reason));
        }
    }
    if let Some(source) = &step.source {
        m.insert("source".into(), json!(source));
    }
    if !step.children.is_empty() {
        m.insert(
            "steps".into(),
            Json::Array(step.children.iter().map(json_step).collect()),
        );
    }
    Json::Object(m)
}
