//! The checks: every preset's members and every law's points in a scope against the golden
//! files beside their declarations.

use crate::compare::compare;
use crate::file::{GoldenFile, Member, path_beside, read};
use crate::plan::{law_points, planned_members};
use crate::{REGENERATE, Scope, combinations};
use mlsysim_core::input::InputValue;
use mlsysim_core::{EvalError, Value, catalog, laws};
use serde_json::Value as Json;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// The key a call is known by in messages: `free_after(copies=3)`.
pub fn call_key(method: &str, args: &[(&str, InputValue)]) -> String {
    let parts: Vec<String> = args.iter().map(|(n, v)| format!("{n}={v}")).collect();
    format!("{method}({})", parts.join(", "))
}

/// The golden files of a scope, read once each; a file that does not parse is a failure.
#[derive(Default)]
pub(crate) struct Files {
    files: BTreeMap<PathBuf, Option<GoldenFile>>,
    pub failures: Vec<String>,
}

impl Files {
    /// The golden file beside `source_file`, when the declaration is in `scope`: `None` when
    /// it is out of scope, `Some(None)` when the file is missing.
    pub fn beside(&mut self, scope: &Scope, source_file: &str) -> Option<Option<&GoldenFile>> {
        let path = path_beside(&scope.locate(source_file)?);
        if !self.files.contains_key(&path) {
            let file = read(&path).unwrap_or_else(|e| {
                self.failures.push(e);
                None
            });
            self.files.insert(path.clone(), file);
        }
        Some(self.files[&path].as_ref())
    }
}

/// Counts of what a check compared.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Compared {
    pub presets: usize,
    pub values: usize,
    pub differences: usize,
}

/// Every preset of every scenario in `scope` against its golden file: the members named are
/// those the port evaluates (else the file is stale), each value equals the reference's or is
/// a declared difference with its reason, and no golden entry names a preset, a scenario or a
/// difference that does not exist. The failures, and what was compared.
pub fn check_presets(scope: &Scope) -> (Vec<String>, Compared) {
    let mut files = Files::default();
    let mut failures = Vec::new();
    let mut compared = Compared::default();
    let mut seen: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for p in catalog::presets() {
        let scenario = p.scenario.name;
        let Some(golden) = files.beside(scope, p.scenario.source_file) else {
            continue;
        };
        seen.entry(scenario.to_string())
            .or_default()
            .insert(p.name.to_string());
        let Some(entry) = golden.and_then(|g| g.scenarios.get(scenario)) else {
            failures.push(format!(
                "{}: no golden entry for scenario {scenario}; {REGENERATE}",
                p.name
            ));
            continue;
        };
        let Some(theirs) = entry.presets.get(p.name) else {
            failures.push(format!("{}: no golden entry; {REGENERATE}", p.name));
            continue;
        };
        let built = (p.build)().unwrap_or_else(|e| panic!("preset {}: {e}", p.name));
        let report = built.report();
        let planned = planned_members(p, &report);
        if let Some(why) = stale(theirs, &planned) {
            failures.push(format!("{}: {why}; {REGENERATE}", p.name));
            continue;
        }
        compared.presets += 1;
        let ours = report
            .properties
            .iter()
            .map(|(n, r)| (n.to_string(), r))
            .chain(
                report
                    .calls
                    .iter()
                    .map(|c| (call_key(c.method, &c.args), &c.result)),
            );
        for ((name, result), their) in ours.zip(theirs) {
            let qualified = format!("{}.{name}", p.name);
            if let Some(reason) = entry.differences.get(&qualified) {
                if reason.trim().is_empty() {
                    failures.push(format!("{qualified}: a difference needs its reason"));
                }
                compared.differences += 1;
                continue;
            }
            compared.values += 1;
            let reference = their.reference.as_ref().unwrap_or(&Json::Null);
            let verdict = if entry.reference.none_is_refusal && reference["type"] == "null" {
                refused(result)
            } else {
                compare(result, reference)
            };
            if let Err(why) = verdict {
                failures.push(format!("{qualified}: {why}"));
            }
        }
    }
    failures.extend(strays(&files, &seen));
    failures.append(&mut files.failures);
    (failures, compared)
}

/// A member the reference's result holds as `None`, in a scenario whose golden file says the
/// port refuses such members: ours must be an error.
fn refused(ours: &Result<Value, EvalError>) -> Result<(), String> {
    match ours {
        Err(_) => Ok(()),
        Ok(v) => Err(format!(
            "ours is {v} where the reference's result holds None (a member the port refuses there)"
        )),
    }
}

/// How a golden file's members differ from those the port evaluates, if they do.
fn stale(theirs: &[Member], planned: &[Member]) -> Option<String> {
    let shown = |m: &Member| {
        let args = m.args.as_ref().map(|a| Json::Object(a.clone()).to_string());
        format!(
            "`{}`{} in {}",
            m.name,
            args.unwrap_or_default(),
            m.unit.as_deref().unwrap_or("no unit")
        )
    };
    if let Some((i, (g, p))) = theirs
        .iter()
        .map(Member::planned)
        .zip(planned)
        .enumerate()
        .find(|(_, (g, p))| g != *p)
    {
        return Some(format!(
            "member {} of the golden file is {}, the port evaluates {}",
            i + 1,
            shown(&g),
            shown(p)
        ));
    }
    (theirs.len() != planned.len()).then(|| {
        format!(
            "the golden file names {} members, the port evaluates {}",
            theirs.len(),
            planned.len()
        )
    })
}

/// Golden entries for scenarios, presets or differences the catalog does not have.
fn strays(files: &Files, seen: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut failures = Vec::new();
    for (path, file) in &files.files {
        for (scenario, entry) in file.iter().flat_map(|f| &f.scenarios) {
            let Some(presets) = seen.get(scenario) else {
                // A scenario without presets has nothing to compare: only rules may be there.
                if !entry.presets.is_empty() {
                    failures.push(format!(
                        "{}: scenario {scenario} is not declared beside it, or has no preset",
                        path.display()
                    ));
                }
                continue;
            };
            for preset in entry.presets.keys().filter(|p| !presets.contains(*p)) {
                failures.push(format!(
                    "{}: preset {preset} is not a preset of {scenario}; {REGENERATE}",
                    path.display()
                ));
            }
            for difference in entry.differences.keys() {
                let preset = difference.split('.').next().unwrap_or("");
                if !presets.contains(preset) {
                    failures.push(format!(
                        "{}: the difference {difference} names no preset of {scenario}",
                        path.display()
                    ));
                }
            }
        }
    }
    failures
}

/// Every law declared in `scope` at every point of its samples against its golden file. A law
/// with neither a reference function nor a reference expression has no golden points. The
/// failures, and the number of points compared.
pub fn check_laws(scope: &Scope) -> (Vec<String>, usize) {
    let mut files = Files::default();
    let mut failures = Vec::new();
    let mut compared = 0;
    for entry in laws::laws() {
        let info = entry.info;
        let Some(golden) = files.beside(scope, info.source_file) else {
            continue;
        };
        let law = golden.and_then(|g| g.laws.get(info.name));
        if info.reference.is_none() && law.is_none_or(|l| l.expression.is_none()) {
            continue;
        }
        let Some(law) = law else {
            failures.push(format!("law {}: no golden points; {REGENERATE}", info.name));
            continue;
        };
        let planned = law_points(entry);
        if law.points.iter().map(|p| p.planned()).collect::<Vec<_>>() != planned {
            failures.push(format!(
                "law {}: the golden file names other points than its samples; {REGENERATE}",
                info.name
            ));
            continue;
        }
        let samples = combinations(info.args.iter().map(|a| a.samples).collect());
        for (args, their) in samples.iter().zip(&law.points) {
            let values: Vec<InputValue> = args
                .iter()
                .map(|s| InputValue::Text((*s).to_string()))
                .collect();
            compared += 1;
            let ours: Result<Value, EvalError> = (entry.call)(&values);
            if let Err(why) = compare(&ours, their.reference.as_ref().unwrap_or(&Json::Null)) {
                failures.push(format!("{}({}): {why}", info.name, args.join(", ")));
            }
        }
    }
    failures.append(&mut files.failures);
    (failures, compared)
}

/// Every check of a crate's own test: its presets, laws and rules against the golden files
/// beside its declarations. Panics with every failure.
///
/// ```text
/// #[test]
/// fn presets_match_the_reference() {
///     mlsysim_golden::check_crate(env!("CARGO_MANIFEST_DIR"));
/// }
/// ```
pub fn check_crate(dir: &str) {
    let scope = Scope::crate_at(dir);
    let declared = catalog::scenarios()
        .iter()
        .map(|s| s.source_file)
        .chain(laws::laws().iter().map(|l| l.info.source_file))
        .any(|source| scope.locate(source).is_some());
    assert!(
        declared,
        "no scenario or law of the crate in {dir} is in the catalog: name the crate in the \
         test (`use my_crate as _;`), so that its declarations register"
    );
    let (mut failures, _) = check_presets(&scope);
    failures.extend(check_laws(&scope).0);
    failures.extend(crate::rules::check_rules(&scope));
    assert!(
        failures.is_empty(),
        "{} differences from the golden files:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

pub use crate::rules::check_rules;
