//! `mlsysim explain`: a member's worked solution in three formats, the worked solution of a
//! whole preset, and its mistakes refused like every other command's.

mod common;

use common::run;
use serde_json::Value;

#[test]
fn a_method_is_explained_down_to_its_inputs_in_three_formats() {
    let (code, text, err) = run(&["explain", "DlrmReleaseFootprintH100", "free_after:copies=4"]);
    assert_eq!(code, 0, "{err}");
    assert!(text.starts_with("free_after(copies=4) = node_accelerators - copies * accelerators_per_copy = 8 - 4 * 2 = 0\n"), "{text}");
    assert!(
        text.contains("  node_accelerators = 8   (preset DlrmReleaseFootprintH100)"),
        "{text}"
    );
    let (code, md, _) = run(&[
        "explain",
        "DlrmReleaseFootprintH100",
        "free_after:copies=4",
        "-f",
        "markdown",
    ]);
    assert_eq!(code, 0);
    assert!(md.starts_with("- `free_after(copies=4) = "), "{md}");
    assert!(
        md.contains("\n  - `accelerators_per_copy = ceil(copy_fraction)"),
        "{md}"
    );
    let (code, json, _) = run(&[
        "explain",
        "DlrmReleaseFootprintH100",
        "free_after:copies=4",
        "-f",
        "json",
    ]);
    assert_eq!(code, 0);
    let j: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(j["name"], "free_after(copies=4)");
    assert_eq!(j["value"], 0);
    assert_eq!(j["values"], "8 - 4 * 2");
    let steps = j["steps"].as_array().unwrap();
    assert!(
        steps
            .iter()
            .any(|s| s["name"] == "node_accelerators" && s["kind"] == "input")
    );
}

#[test]
fn changed_inputs_say_where_they_came_from() {
    let (code, text, err) = run(&[
        "explain",
        "DlrmReleaseFootprintH100",
        "accelerators_per_copy",
        "--set",
        "device=H200",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        text.contains("device = Cloud.H200   (--set; registry entry Cloud.H200"),
        "{text}"
    );
    assert!(
        text.contains("model = Recommendation.DLRM   (preset DlrmReleaseFootprintH100"),
        "{text}"
    );
}

#[test]
fn every_preset_explains_itself_in_json() {
    let (_, list, _) = run(&["list", "-f", "json"]);
    let list: Value = serde_json::from_str(&list).unwrap();
    let presets = list["presets"].as_array().unwrap();
    assert!(presets.len() > 100);
    // A scenario made of inputs and methods alone (a contract of targets, per-codec rates) has
    // no property to work through when no member is named.
    let has_properties = |scenario: &str| {
        list["scenarios"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["name"] == scenario)
            .is_some_and(|s| s["properties"].as_array().is_some_and(|p| !p.is_empty()))
    };
    for p in presets {
        let name = p["name"].as_str().unwrap();
        let (code, json, err) = run(&["explain", name, "-f", "json"]);
        assert!(code == 0 || code == 1, "{name}: {err}");
        let steps: Value = serde_json::from_str(&json).unwrap();
        let steps = steps.as_array().unwrap();
        assert!(
            steps.iter().any(|s| s["kind"] == "member")
                || !has_properties(p["scenario"].as_str().unwrap()),
            "{name}"
        );
        assert!(
            steps
                .iter()
                .filter(|s| s["kind"] == "input")
                .all(|s| s["source"].is_string())
        );
    }
}

#[test]
fn mistakes_are_usage_errors() {
    for (args, needle) in [
        (
            vec!["explain", "DlrmReleaseFootprintH100", "free_aftr:copies=1"],
            "did you mean `free_after`?",
        ),
        (
            vec!["explain", "DlrmReleaseFootprintH100", "free_after"],
            "needs argument `copies`",
        ),
        (
            vec![
                "explain",
                "DlrmReleaseFootprintH100",
                "free_after:copies=abc",
            ],
            "argument `copies` of `free_after`",
        ),
        (
            vec!["explain", "DlrmReleaseFootprintH100", "copy_bytes:x=1"],
            "is a property",
        ),
        (
            vec!["explain", "NoSuchPreset"],
            "unknown scenario or preset",
        ),
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty());
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    let (code, out, err) = run(&[
        "explain",
        "ResNet50Fp16ReleaseFootprintH100",
        "copy_fraction",
        "--set",
        "bytes_per_param=1e308 B",
    ]);
    assert_eq!(code, 1, "{err}");
    assert!(out.contains("overflows"), "{out}");
}
