//! Every preset of every ported scenario, and every law at its sample points, against the
//! reference's own values (`tests/golden/reference.json`, exported from `mlsysim` 0.3.0 by
//! `tools/reference-golden/export.py`): numbers to 1e-12 relative, integers, text and flags
//! exactly, errors where the reference fails. A preset without a golden entry fails, and so
//! does a plan that no longer names every member (regenerate it, then the golden file).

use mlsysim_catalog as _;
use mlsysim_core::input::InputValue;
use mlsysim_core::{catalog, laws};
use mlsysim_tests::golden::{self, call_key, combinations, compare};
use serde_json::Value as Json;

const REGENERATE: &str = "regenerate with `cargo run -p mlsysim-tests --example golden-plan`, then \
     `tools/reference-golden/make-venv.sh && tools/reference-golden/.venv/bin/python \
     tools/reference-golden/export.py tools/reference-golden/plan.json --out tests/golden/reference.json`";

#[test]
fn the_plan_names_every_member_of_every_preset() {
    let now = golden::plan();
    let committed = golden::committed_plan();
    if now != committed {
        let first = now["presets"]
            .as_array()
            .into_iter()
            .flatten()
            .zip(committed["presets"].as_array().into_iter().flatten())
            .find(|(a, b)| a != b)
            .map_or_else(
                || "the list of presets or laws changed".to_string(),
                |(a, _)| format!("preset {} changed", a["preset"]),
            );
        panic!("tools/reference-golden/plan.json is stale ({first}); {REGENERATE}");
    }
}

#[test]
fn every_preset_matches_the_reference() {
    let golden = golden::golden();
    let differences = golden::overrides()["differences"].clone();
    let presets = catalog::presets();
    assert!(
        !presets.is_empty(),
        "the catalog is empty: the scenarios crate was not linked"
    );
    let mut failures = Vec::new();
    let mut compared = 0;
    for preset in presets {
        let Some(entry) = golden["presets"].get(preset.name) else {
            failures.push(format!("{}: no golden entry; {REGENERATE}", preset.name));
            continue;
        };
        let built = (preset.build)().unwrap();
        let report = built.report();
        // The golden members are in the plan's order, which is the report's (the plan test
        // keeps the two in step): properties, then the sampled calls.
        let theirs = entry["members"].as_array().map_or(&[][..], Vec::as_slice);
        let ours: Vec<_> = report
            .properties
            .iter()
            .map(|(n, r)| (n.to_string(), r.clone()))
            .chain(
                report
                    .calls
                    .iter()
                    .map(|c| (call_key(c.method, &c.args), c.result.clone())),
            )
            .collect();
        if ours.len() != theirs.len() {
            failures.push(format!(
                "{}: {} values, the golden file has {}; {REGENERATE}",
                preset.name,
                ours.len(),
                theirs.len()
            ));
            continue;
        }
        for ((name, result), their) in ours.iter().zip(theirs) {
            let qualified = format!("{}.{name}", preset.name);
            if let Some(reason) = differences.get(&qualified) {
                assert!(
                    reason.as_str().is_some_and(|r| !r.is_empty()),
                    "{qualified}: a difference needs its reason"
                );
                continue;
            }
            compared += 1;
            if let Err(why) = compare(result, their) {
                failures.push(format!("{qualified}: {why}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences from the reference:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(compared > 200, "only {compared} values compared");
}

#[test]
fn every_law_matches_the_reference_at_its_samples() {
    let golden = golden::golden();
    let points = golden["laws"].as_array().expect("laws in the golden file");
    let mut failures = Vec::new();
    let mut compared = 0;
    for entry in laws::laws() {
        let info = entry.info;
        let theirs: Vec<&Json> = points.iter().filter(|p| p["law"] == info.name).collect();
        if theirs.is_empty() {
            continue;
        }
        let samples = combinations(info.args.iter().map(|a| a.samples).collect());
        assert_eq!(
            samples.len(),
            theirs.len(),
            "law {}: {REGENERATE}",
            info.name
        );
        for (args, their) in samples.iter().zip(theirs) {
            let values: Vec<InputValue> = args
                .iter()
                .map(|s| InputValue::Text((*s).to_string()))
                .collect();
            compared += 1;
            if let Err(why) = compare(&(entry.call)(&values), their) {
                failures.push(format!("{}({}): {why}", info.name, args.join(", ")));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(compared >= 50, "only {compared} law points compared");
}
