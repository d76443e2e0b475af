//! Every rule across inputs that any scenario of the catalog declares is triggered at least
//! once: `tests/rules.toml` names, for each rule, a preset and the inputs (in `--set` syntax)
//! that break it; a case may also give inputs as an input file gives them (`file`, TOML text),
//! for values `--set` cannot write, such as an empty list or map. The test builds each, expects the scenario to refuse with that very rule, and
//! checks the message names every input the rule is about. A rule the file does not cover, an
//! entry whose rule no scenario declares, and an entry that does not break its rule all fail.

use mlsysim_catalog as _;
use mlsysim_core::InputError;
use mlsysim_core::catalog;
use std::collections::BTreeSet;

struct Case {
    scenario: String,
    /// The rule's words, as declared.
    words: String,
    preset: String,
    /// Inputs as `--set` takes them: `ramp=0.05,0.5,0.25`.
    set: Vec<String>,
    /// Inputs as an input file in TOML gives them, read before `set`: `ramp = []`. `--set`
    /// cannot write an empty list or map (`--set ramp=` gives no value).
    file: Option<String>,
}

fn cases() -> Vec<Case> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/rules.toml");
    let text = std::fs::read_to_string(path).expect("tests/rules.toml is readable");
    let table: toml::Table = text.parse().expect("tests/rules.toml parses");
    let text_of = |case: &toml::Table, key: &str| {
        case.get(key)
            .and_then(toml::Value::as_str)
            .unwrap_or_else(|| panic!("a case of tests/rules.toml has no text `{key}`: {case:?}"))
            .to_string()
    };
    table["rule"]
        .as_array()
        .expect("tests/rules.toml is a list of [[rule]]")
        .iter()
        .map(|v| {
            let case = v.as_table().expect("a [[rule]] table");
            Case {
                scenario: text_of(case, "scenario"),
                words: text_of(case, "words"),
                preset: text_of(case, "preset"),
                set: case
                    .get("set")
                    .and_then(toml::Value::as_array)
                    .map(|a| {
                        a.iter()
                            .filter_map(|x| x.as_str().map(str::to_string))
                            .collect()
                    })
                    .unwrap_or_default(),
                file: case.get("file").map(|f| {
                    f.as_str()
                        .unwrap_or_else(|| panic!("`file` is TOML text: {case:?}"))
                        .to_string()
                }),
            }
        })
        .collect()
}

#[test]
fn every_declared_rule_is_triggered_and_names_its_inputs() {
    let cases = cases();
    let declared: BTreeSet<(String, String)> = catalog::scenarios()
        .iter()
        .flat_map(|s| {
            s.notes
                .rules
                .iter()
                .map(move |r| (s.name.to_string(), r.text.to_string()))
        })
        .collect();
    assert!(
        declared.len() > 100,
        "only {} rules declared",
        declared.len()
    );
    let covered: BTreeSet<(String, String)> = cases
        .iter()
        .map(|c| (c.scenario.clone(), c.words.clone()))
        .collect();
    let missing: Vec<_> = declared.difference(&covered).collect();
    // `RULES_SKELETON=1` prints a case to fill in for every rule the file does not cover.
    if std::env::var_os("RULES_SKELETON").is_some() {
        for (scenario, words) in &missing {
            println!("{}", skeleton(scenario, words));
        }
    }
    let stray: Vec<_> = covered.difference(&declared).collect();
    let mut problems: Vec<String> = missing
        .iter()
        .map(|(s, w)| format!("{s}: no case in tests/rules.toml breaks the rule {w:?}"))
        .chain(
            stray
                .iter()
                .map(|(s, w)| format!("{s}: declares no rule {w:?}")),
        )
        .collect();
    for case in &cases {
        if let Err(why) = check(case) {
            problems.push(format!("{} ({}): {why}", case.scenario, case.words));
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// A case to fill in: the rule's condition and inputs as comments, the scenario's first preset.
fn skeleton(scenario: &str, words: &str) -> String {
    let info = catalog::scenarios()
        .into_iter()
        .find(|s| s.name == scenario)
        .unwrap();
    let rule = info.notes.rules.iter().find(|r| r.text == words).unwrap();
    let preset = catalog::presets()
        .iter()
        .find(|p| p.scenario.name == scenario)
        .map_or("", |p| p.name);
    format!(
        "[[rule]]\n# {}  (about {})\nscenario = {scenario:?}\nwords = {words:?}\npreset = {preset:?}\nset = []\n",
        rule.condition,
        rule.inputs.join(", ")
    )
}

/// Builds the case's preset with its inputs changed, and checks the refusal.
fn check(case: &Case) -> Result<(), String> {
    let preset = catalog::preset(&case.preset).map_err(|e| e.to_string())?;
    if preset.scenario.name != case.scenario {
        return Err(format!(
            "{} is a preset of {}",
            case.preset, preset.scenario.name
        ));
    }
    let base = (preset.build)().map_err(|e| format!("the preset does not build: {e}"))?;
    let mut changes = match &case.file {
        Some(text) => mlsysim_cli::files::parse(text, Some("toml"))
            .map_err(|e| format!("the file's inputs do not read: {e}"))?,
        None => Vec::new(),
    };
    changes.extend(
        mlsysim_cli::commands::target::inputs(None, &case.set)
            .map_err(|f| format!("the inputs do not read: {}", f.message))?,
    );
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
