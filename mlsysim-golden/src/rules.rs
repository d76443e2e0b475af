//! Every rule across inputs of every scenario in a scope is broken by a case of its golden
//! file: a preset and the inputs (`--set` settings, and values as a JSON input file gives
//! them) that break it. Each case must be refused by that very rule, with a message naming
//! every input the rule is about; a rule no case breaks, and a case whose rule the scenario
//! does not declare, fail too.

use crate::Scope;
use crate::file::RuleCase;
use crate::values::Files;
use mlsysim_core::input::InputValue;
use mlsysim_core::{InputError, catalog};
use std::collections::BTreeSet;

/// The failures of the rule cases of `scope`.
pub fn check_rules(scope: &Scope) -> Vec<String> {
    let mut files = Files::default();
    let mut failures = Vec::new();
    for s in catalog::scenarios() {
        let Some(golden) = files.beside(scope, s.source_file) else {
            continue;
        };
        let cases: Vec<RuleCase> = golden
            .and_then(|g| g.scenarios.get(s.name))
            .map(|e| e.rules.clone())
            .unwrap_or_default();
        let declared: BTreeSet<&str> = s.notes.rules.iter().map(|r| r.text).collect();
        let covered: BTreeSet<&str> = cases.iter().map(|c| c.words.as_str()).collect();
        for words in declared.difference(&covered) {
            failures.push(format!(
                "{}: no case in its golden file breaks the rule {words:?}{}",
                s.name,
                skeleton(s.name, words)
            ));
        }
        for words in covered.difference(&declared) {
            failures.push(format!("{}: declares no rule {words:?}", s.name));
        }
        for case in &cases {
            if let Err(why) = check(s.name, case) {
                failures.push(format!("{} ({}): {why}", s.name, case.words));
            }
        }
    }
    failures.append(&mut files.failures);
    failures
}

/// A case to fill in, with the rule's condition and the inputs it is about.
fn skeleton(scenario: &str, words: &str) -> String {
    let Ok(info) = catalog::scenario(scenario) else {
        return String::new();
    };
    let Some(rule) = info.notes.rules.iter().find(|r| r.text == words) else {
        return String::new();
    };
    let preset = catalog::presets()
        .iter()
        .find(|p| p.scenario.name == scenario)
        .map_or("", |p| p.name);
    format!(
        " (condition `{}`, about {}); add to its \"rules\": \
         {{\"words\": {words:?}, \"preset\": {preset:?}, \"set\": [\"NAME=VALUE\"]}}",
        rule.condition,
        rule.inputs.join(", ")
    )
}

/// Builds the case's preset with its inputs changed, and checks the refusal.
fn check(scenario: &str, case: &RuleCase) -> Result<(), String> {
    let preset = catalog::preset(&case.preset).map_err(|e| e.to_string())?;
    if preset.scenario.name != scenario {
        return Err(format!(
            "{} is a preset of {}",
            case.preset, preset.scenario.name
        ));
    }
    let base = (preset.build)().map_err(|e| format!("the preset does not build: {e}"))?;
    let mut changes = crate::inputs::from_json(&case.inputs)
        .map_err(|e| format!("the case's `inputs` do not read: {e}"))?;
    for set in &case.set {
        let (name, value) = set
            .split_once('=')
            .ok_or_else(|| format!("`{set}` is not NAME=VALUE"))?;
        changes.push((
            name.trim().to_string(),
            InputValue::Text(value.trim().to_string()),
        ));
    }
    match base.with_inputs(&changes) {
        Ok(_) => Err("builds: the inputs break no rule".into()),
        Err(InputError::Rule { rule, .. }) if rule.text != case.words => {
            Err(format!("breaks another rule first: {}", rule.text))
        }
        Err(e @ InputError::Rule { rule, .. }) => {
            let message = e.to_string();
            match rule
                .inputs
                .iter()
                .find(|i| !message.contains(&format!("`{i}`")))
            {
                Some(input) => Err(format!("the message does not name `{input}`: {message}")),
                None => Ok(()),
            }
        }
        Err(e) => Err(format!("refused by something else than the rule: {e}")),
    }
}
