//! What `eval` and `sweep` evaluate: a scenario built from inputs, or a preset with some of its
//! inputs changed.

use crate::args::{self, CallSpec};
use crate::{Failure, files};
use mlsysim_core::input::truncate;
use mlsysim_core::meta::MemberInfo;
use mlsysim_core::report::Call;
use mlsysim_core::{DynScenario, EvalError, InputError, InputValue, Report, UnknownName, catalog};
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

/// Inputs from the file (if any) then from `--set` and `--unset` flags, flags winning over the
/// file; one input set twice by flags is refused, since either value might have been meant.
pub fn inputs(
    file: Option<&Path>,
    sets: &[String],
    unsets: &[String],
) -> Result<Vec<(String, InputValue)>, Failure> {
    let mut all = match file {
        Some(path) => files::read(path).map_err(Failure::usage)?,
        None => Vec::new(),
    };
    let from_file = all.len();
    for set in sets {
        let (name, value) = args::setting(set)?;
        if all[from_file..].iter().any(|(n, _)| *n == name) {
            return Err(Failure::usage(format!(
                "`--set {name}=...` is given twice; keep one"
            )));
        }
        all.push((name, value));
    }
    for name in unsets {
        let name = name.trim().to_string();
        if name.is_empty() {
            return Err(Failure::usage("`--unset` needs an input's name"));
        }
        if all[from_file..].iter().any(|(n, _)| *n == name) {
            return Err(Failure::usage(format!(
                "`{name}` is given twice (by `--set` or `--unset`); keep one"
            )));
        }
        all.push((name, InputValue::Absent));
    }
    Ok(all)
}

/// Every `--call`, read before anything is evaluated.
pub fn call_specs(calls: &[String]) -> Result<Vec<CallSpec>, Failure> {
    calls.iter().map(|c| args::call(c)).collect()
}

/// A call's result as the command line treats it: an argument its type cannot read is the
/// user's mistake (exit 2), anything else stays in the report.
fn bad_call(result: &Result<mlsysim_core::Value, EvalError>) -> Result<(), Failure> {
    match result {
        // The message names the method and the argument already.
        Err(e) if e.is_bad_call() => Err(Failure::usage(e)),
        _ => Ok(()),
    }
}

/// The requested values that could not be computed, in one line for stderr. A property that
/// needs an input left unset, or that its equation declares undefined for these inputs, is a
/// note in the report, not a failure; a call asked for by name
/// fails whatever the reason.
pub fn failures(report: &Report, calls: &[Call]) -> Vec<String> {
    let properties = report
        .properties
        .iter()
        .filter_map(|(name, r)| r.as_ref().err().map(|e| (*name, e)))
        .filter(|(_, e)| !e.is_no_value());
    let calls = calls
        .iter()
        .filter_map(|c| c.result.as_ref().err().map(|e| (c.method, e)));
    let failed: Vec<(&str, &EvalError)> = properties.chain(calls).collect();
    match failed.as_slice() {
        [] => Vec::new(),
        [(name, e)] => vec![format!("`{name}` could not be computed: {e}")],
        [(name, e), rest @ ..] => vec![format!(
            "`{name}` could not be computed: {e} (and {} more: see the report)",
            rest.len()
        )],
    }
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
    Err(Failure::usage(
        UnknownName::new("scenario or preset", &truncate(name), names.into_iter())
            .listed_by("`mlsysim list`"),
    ))
}

/// A method and its arguments, in declared order.
pub type BoundCall = (&'static MemberInfo, Vec<(&'static str, InputValue)>);

/// The method a `--call` names, with its arguments in declared order.
pub fn method_args(scenario: &dyn DynScenario, spec: &CallSpec) -> Result<BoundCall, Failure> {
    method_args_except(scenario, spec, None)
}

/// The method a `--call` names, with its arguments in declared order, all but `swept` (which a
/// sweep supplies and the call must not also give).
pub fn method_args_except(
    scenario: &dyn DynScenario,
    spec: &CallSpec,
    swept: Option<&str>,
) -> Result<BoundCall, Failure> {
    let method = method_named(scenario.info(), &spec.method)?;
    Ok((method, bind_args(method, spec, swept, "--call ")?))
}

/// The arguments of `spec` for `method`, in declared order, all but `swept`; each named
/// argument must be one of the method's, and each it takes must be given (`flag` is how the
/// message writes the call, `--call ` or nothing).
pub fn bind_args(
    method: &'static MemberInfo,
    spec: &CallSpec,
    swept: Option<&str>,
    flag: &str,
) -> Result<Vec<(&'static str, InputValue)>, Failure> {
    for (name, _) in &spec.args {
        if Some(name.as_str()) == swept {
            return Err(Failure::usage(format!(
                "`--call {}:{name}=...`: `{name}` is swept by `--over`; leave it out of the call",
                method.name
            )));
        }
        if !method.args.iter().any(|a| a.name == name) {
            return Err(Failure::usage(UnknownName::new(
                "argument",
                &truncate(name),
                method.args.iter().map(|a| a.name),
            )));
        }
    }
    method
        .args
        .iter()
        .filter(|a| Some(a.name) != swept)
        .map(|a| {
            spec.args
                .iter()
                .find(|(n, _)| n == a.name)
                .map(|(_, v)| (a.name, v.clone()))
                .ok_or_else(|| {
                    Failure::usage(format!(
                        "`{}` needs argument `{}`: write `{flag}{}:{}=VALUE`",
                        method.name, a.name, method.name, a.name
                    ))
                })
        })
        .collect()
}

/// The method of that name, or a usage error that says whether the name is a property.
pub fn method_named(
    info: &'static mlsysim_core::meta::ScenarioInfo,
    name: &str,
) -> Result<&'static MemberInfo, Failure> {
    info.methods.iter().find(|m| m.name == name).ok_or_else(|| {
        let methods: Vec<&str> = info.methods.iter().map(|m| m.name).collect();
        let properties: Vec<&str> = info.properties.iter().map(|m| m.name).collect();
        Failure::usage(EvalError::unknown_method(name, &methods, &properties))
    })
}

/// Runs each `--call`; names are checked before anything is evaluated, and an argument that
/// its type cannot read is a usage error.
pub fn calls(scenario: &dyn DynScenario, specs: &[CallSpec]) -> Result<Vec<Call>, Failure> {
    let resolved = specs
        .iter()
        .map(|s| method_args(scenario, s))
        .collect::<Result<Vec<_>, _>>()?;
    resolved
        .into_iter()
        .map(|(method, args)| {
            let values: Vec<InputValue> = args.iter().map(|(_, v)| v.clone()).collect();
            let result = scenario.call(method.name, &values);
            bad_call(&result)?;
            Ok(Call {
                method: method.name,
                result,
                args,
            })
        })
        .collect()
}

/// A sweep's cell, with an unreadable argument turned into a usage error.
pub fn checked_cell(
    result: Result<mlsysim_core::Value, EvalError>,
) -> Result<Result<mlsysim_core::Value, EvalError>, Failure> {
    bad_call(&result)?;
    Ok(result)
}
