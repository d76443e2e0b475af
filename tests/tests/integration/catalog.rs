//! The catalog sees every scenario and preset of the linked crates.

use mlsysim_catalog as _;
use mlsysim_core::catalog;

#[test]
fn the_catalog_is_not_empty_and_holds_release_footprint() {
    let scenarios = catalog::scenarios();
    assert!(!scenarios.is_empty());
    assert!(
        scenarios
            .iter()
            .any(|s| s.name == "ReleaseFootprint" && s.family.name == "release-and-drift")
    );
    let presets: Vec<&str> = catalog::presets().iter().map(|p| p.name).collect();
    assert!(presets.contains(&"DlrmReleaseFootprintH100"), "{presets:?}");
    assert!(
        presets.contains(&"ResNet50Fp16ReleaseFootprintH100"),
        "{presets:?}"
    );
}

#[test]
fn every_preset_builds_and_evaluates_every_property() {
    for preset in catalog::presets() {
        let scenario = (preset.build)().unwrap_or_else(|e| panic!("{}: {e}", preset.name));
        assert_eq!(scenario.info().name, preset.scenario.name);
        let report = scenario.report();
        for (name, value) in &report.properties {
            // A member may need an optional input the preset leaves out (a device, as the
            // reference's preset does too): then its error names that input, nothing else.
            let allowed = value
                .as_ref()
                .err()
                .and_then(|e| e.missing_input())
                .is_some_and(|input| {
                    preset.scenario.input(input).is_some_and(|i| i.optional)
                        && report
                            .inputs
                            .iter()
                            .any(|(n, v)| *n == input && *v == mlsysim_core::Value::Absent)
                });
            // Or its equation declares it has no value for these inputs (`undefined(..)`).
            let undefined = value.as_ref().err().is_some_and(|e| e.is_undefined());
            assert!(
                value.is_ok() || allowed || undefined,
                "{}: {name}: {value:?}",
                preset.name
            );
        }
        assert!(!preset.description.is_empty());
    }
}

#[test]
fn names_resolve_in_either_case_style_and_suggest_on_a_miss() {
    assert_eq!(
        catalog::scenario("release-footprint").unwrap().name,
        "ReleaseFootprint"
    );
    assert_eq!(
        catalog::scenario("ReleaseFootprint").unwrap().name,
        "ReleaseFootprint"
    );
    let e = catalog::scenario("ReleaseFootprnt").unwrap_err();
    assert_eq!(
        e.suggestions.first().map(String::as_str),
        Some("ReleaseFootprint")
    );
    assert_eq!(
        catalog::preset("dlrmreleasefootprinth100").unwrap().name,
        "DlrmReleaseFootprintH100"
    );
    let e = catalog::preset("DlrmReleaseFootprintH200").unwrap_err();
    assert!(e.to_string().contains("DlrmReleaseFootprintH100"), "{e}");
}

#[test]
fn metadata_describes_the_declaration() {
    let info = catalog::scenario("ReleaseFootprint").unwrap();
    let inputs: Vec<&str> = info.inputs.iter().map(|i| i.name).collect();
    assert_eq!(
        inputs,
        [
            "model",
            "device",
            "bytes_per_param",
            "node_accelerators",
            "retrain_accelerators",
            "retrain_time",
            "canary_share",
            "ramp"
        ]
    );
    let props: Vec<&str> = info.properties.iter().map(|m| m.name).collect();
    assert_eq!(
        props,
        [
            "copy_bytes",
            "copy_fraction",
            "accelerators_per_copy",
            "retrain_accelerator_hours",
            "free_during_retrain"
        ]
    );
    let methods: Vec<&str> = info.methods.iter().map(|m| m.name).collect();
    assert_eq!(methods, ["accelerators_for", "free_after"]);
    let canary = info.input("canary_share").unwrap();
    assert!(canary.optional);
    assert_eq!(canary.ty, "Option<f64>");
    assert_eq!(canary.allowed().as_deref(), Some("[0.0, 1.0]"));
    assert_eq!(info.input("retrain_time").unwrap().unit(), Some("h"));
    assert!(
        info.source_file
            .ends_with("release_and_drift/release_footprint.rs"),
        "{}",
        info.source_file
    );
    assert!(!info.notes.assumptions.is_empty() && !info.notes.excludes.is_empty());
    assert_eq!(info.examples.len(), 2);
    assert_eq!(
        info.examples[0].title,
        "Size the DLRM release on an H100 node"
    );
    let free_after = info.member("free_after").unwrap();
    let samples: Vec<mlsysim_core::meta::Sample> = (0..=8)
        .map(|k: i64| mlsysim_core::meta::Sample::Literal(k.to_string().leak()))
        .collect();
    assert_eq!(free_after.args[0].samples, samples);
    assert_eq!(free_after.result_type, "Headroom");
    // Its equation is the code it runs: an optional input read through `if given(..)`.
    assert!(info.member("copy_bytes").unwrap().equation_is_code);
}
