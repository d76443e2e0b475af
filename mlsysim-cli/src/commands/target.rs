//! What `eval` and `sweep` evaluate: a scenario built from inputs, or a preset with some of its
//! inputs changed.

use crate::args::{self, CallSpec};
use crate::{Failure, files};
use mlsysim_core::input::truncate;
use mlsysim_core::meta::MemberInfo;
use mlsysim_core::report::Call;
use mlsysim_core::{DynScenario, InputError, InputValue, UnknownName, catalog};
use std::path::Path;

/// A resolved scenario value and the preset it came from, if any.
pub struct Target {
    pub scenario: Box<dyn DynScenario>,
    pub preset: Option<&'static str>,
}

/// An input error as the command line reports it: always a usage error (exit 2).
pub fn input_failure(e: InputError) -> Failure {
    Failure::usage(e)
}

/// Inputs from the file (if any) then from `--set` flags, flags winning.
pub fn inputs(file: Option<&Path>, sets: &[String]) -> Result<Vec<(String, InputValue)>, Failure> {
    let mut all = match file {
        Some(path) => files::read(path).map_err(Failure::usage)?,
        None => Vec::new(),
    };
    for set in sets {
        all.push(args::setting(set)?);
    }
    Ok(all)
}

/// Resolves `name` as a scenario (CamelCase or kebab-case) or else as a preset, and applies
/// the inputs.
pub fn resolve(name: &str, inputs: &[(String, InputValue)]) -> Result<Target, Failure> {
    if let Ok(entry) = catalog::entry(name) {
        let scenario = (entry.build)(inputs).map_err(input_failure)?;
        return Ok(Target {
            scenario,
            preset: None,
        });
    }
    if let Ok(preset) = catalog::preset(name) {
        let base = (preset.build)()
            .map_err(|e| Failure::evaluation(format!("preset `{}`: {e}", preset.name)))?;
        let scenario = if inputs.is_empty() {
            base
        } else {
            base.with_inputs(inputs).map_err(input_failure)?
        };
        return Ok(Target {
            scenario,
            preset: Some(preset.name),
        });
    }
    let names = catalog::scenarios()
        .iter()
        .map(|s| s.name)
        .chain(catalog::presets().iter().map(|p| p.name))
        .collect::<Vec<_>>();
    Err(Failure::usage(UnknownName::new(
        "scenario or preset",
        &truncate(name),
        names.into_iter(),
    )))
}

/// A method and its arguments, in declared order.
pub type BoundCall = (&'static MemberInfo, Vec<(&'static str, InputValue)>);

/// The method a `--call` names, with its arguments in declared order.
pub fn method_args(scenario: &dyn DynScenario, spec: &CallSpec) -> Result<BoundCall, Failure> {
    let info = scenario.info();
    let method = info
        .methods
        .iter()
        .find(|m| m.name == spec.method)
        .ok_or_else(|| {
            Failure::usage(UnknownName::new(
                "method",
                &truncate(&spec.method),
                info.methods.iter().map(|m| m.name),
            ))
        })?;
    for (name, _) in &spec.args {
        if !method.args.iter().any(|a| a.name == name) {
            return Err(Failure::usage(UnknownName::new(
                "argument",
                &truncate(name),
                method.args.iter().map(|a| a.name),
            )));
        }
    }
    let args = method
        .args
        .iter()
        .map(|a| {
            spec.args
                .iter()
                .find(|(n, _)| n == a.name)
                .map(|(_, v)| (a.name, v.clone()))
                .ok_or_else(|| {
                    Failure::usage(format!(
                        "`{}` needs argument `{}`: write `--call {}:{}=VALUE`",
                        method.name, a.name, method.name, a.name
                    ))
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((method, args))
}

/// Runs each `--call`; arguments are checked before anything is evaluated.
pub fn calls(scenario: &dyn DynScenario, specs: &[CallSpec]) -> Result<Vec<Call>, Failure> {
    let resolved = specs
        .iter()
        .map(|s| method_args(scenario, s))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(resolved
        .into_iter()
        .map(|(method, args)| {
            let values: Vec<InputValue> = args.iter().map(|(_, v)| v.clone()).collect();
            Call {
                method: method.name,
                result: scenario.call(method.name, &values),
                args,
            }
        })
        .collect())
}
