//! The `mlsysim` binary, run as a whole process: every subcommand, the JSON it prints, and every
//! error path with its exit code.

mod common;

use common::run;
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let (code, stdout, stderr) = run(args);
    assert_eq!(code, 0, "{stderr}");
    serde_json::from_str(&stdout).unwrap()
}

/// A usage error: exit 2, one message on stderr containing `needle`, nothing on stdout.
fn usage_error(args: &[&str], needle: &str) {
    let (code, stdout, stderr) = run(args);
    assert_eq!(code, 2, "{args:?}: {stderr}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(
        stderr.contains(needle),
        "{args:?}: expected `{needle}` in {stderr}"
    );
    assert!(
        !stderr.contains("panicked") && !stderr.contains("backtrace"),
        "{stderr}"
    );
}

#[test]
fn show_prints_the_dlrm_preset_in_three_formats() {
    let (code, text, _) = run(&["show", "DlrmReleaseFootprintH100"]);
    assert_eq!(code, 0);
    assert!(text.contains("copy_bytes                 100 GB"), "{text}");
    assert!(text.contains("= ceil(copy_fraction)"));
    assert!(text.contains("free_after(copies=6)  -4 (4 short)"));
    let j = json(&["show", "dlrm-release-footprint-h100", "--format", "json"]);
    assert_eq!(j["scenario"], "ReleaseFootprint");
    assert_eq!(j["preset"], "DlrmReleaseFootprintH100");
    assert_eq!(
        j["properties"]["copy_bytes"],
        serde_json::json!({"value": 100.0, "unit": "GB"})
    );
    assert_eq!(
        j["properties"]["copy_fraction"]["value"],
        1.1641532182693481
    );
    assert_eq!(j["properties"]["accelerators_per_copy"]["value"], 2);
    assert_eq!(
        j["properties"]["retrain_accelerator_hours"],
        serde_json::json!({"value": 24.0, "unit": "h"})
    );
    assert_eq!(j["properties"]["free_during_retrain"]["value"], 2);
    let calls = j["calls"].as_array().unwrap();
    for k in 0..=8i64 {
        let free = calls
            .iter()
            .find(|c| c["method"] == "free_after" && c["args"]["copies"] == k)
            .unwrap();
        assert_eq!(free["value"], 8 - 2 * k);
        let held = calls
            .iter()
            .find(|c| c["method"] == "accelerators_for" && c["args"]["copies"] == k)
            .unwrap();
        assert_eq!(held["value"], 2 * k);
    }
    let (_, md, _) = run(&["show", "DlrmReleaseFootprintH100", "-f", "markdown"]);
    assert!(
        md.contains("| `copy_bytes` | 100 GB | `` if given(bytes_per_param) { weight_bytes(model, bytes_per_param) } else {"),
        "{md}"
    );
}

#[test]
fn list_names_scenarios_and_presets() {
    let (code, text, _) = run(&["list"]);
    assert_eq!(code, 0);
    assert!(text.contains("Operations and reliability") && text.contains("ReleaseFootprint"));
    let j = json(&["list", "-f", "json"]);
    assert!(
        j["scenarios"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["name"] == "ReleaseFootprint")
    );
    assert!(
        j["presets"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["name"] == "ResNet50Fp16ReleaseFootprintH100")
    );
    let (_, md, _) = run(&["list", "-f", "markdown"]);
    assert!(md.contains("| Operations and reliability / ML operations: releases, automation, skew and drift | ReleaseFootprint |"));
}

#[test]
fn eval_reads_flags_with_units_and_calls_methods() {
    let j = json(&[
        "eval",
        "ReleaseFootprint",
        "--set",
        "model=resnet50",
        "--set",
        "device=Cloud.H100",
        "--set",
        "bytes_per_param=2B",
        "--set",
        "node_accelerators=8",
        "--set",
        "retrain_accelerators=4",
        "--set",
        "retrain_time=90 min",
        "--set",
        "ramp=0.05,0.25,0.5,1",
        "--set",
        "canary_share=0.05",
        "--call",
        "free_after:copies=2",
        "--call",
        "accelerators_for:copies=3",
        "-f",
        "json",
    ]);
    assert_eq!(
        j["properties"]["copy_bytes"],
        serde_json::json!({"value": 51114064.0, "unit": "B"})
    );
    assert_eq!(
        j["properties"]["copy_fraction"]["value"],
        0.0005950460210442543
    );
    assert_eq!(j["properties"]["retrain_accelerator_hours"]["value"], 6.0);
    assert_eq!(
        j["calls"][0],
        serde_json::json!({"method": "free_after", "args": {"copies": 2}, "value": 6})
    );
    assert_eq!(j["calls"][1]["value"], 3);
    assert_eq!(
        j["inputs"]["retrain_time"],
        serde_json::json!({"value": 1.5, "unit": "h"})
    );
    assert_eq!(
        j["inputs"]["ramp"],
        serde_json::json!([0.05, 0.25, 0.5, 1.0])
    );
}

#[test]
fn eval_of_a_preset_applies_changes_and_names_missing_inputs() {
    let j = json(&[
        "eval",
        "DlrmReleaseFootprintH100",
        "--set",
        "device=h200",
        "--unset",
        "retrain_time",
        "-f",
        "json",
    ]);
    assert_eq!(j["preset"], "DlrmReleaseFootprintH100");
    assert_eq!(
        j["properties"]["copy_fraction"]["value"],
        0.6605124642662968
    );
    assert_eq!(
        j["properties"]["retrain_accelerator_hours"]["missing_input"],
        "retrain_time"
    );
    assert!(
        j["properties"]["retrain_accelerator_hours"]["error"]
            .as_str()
            .unwrap()
            .contains("retrain_time")
    );
}

/// A fresh scratch folder for one test, named so tests running side by side do not share it.
fn scratch_dir(test: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mlsysim-cli-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn eval_reads_toml_json_and_yaml_files_and_flags_override() {
    let dir = scratch_dir("formats");
    let files = [
        (
            "in.toml",
            "model = \"dlrm\"\ndevice = \"h100\"\nnode_accelerators = 8\nretrain_time = \"6h\"\nretrain_accelerators = 4\n",
        ),
        (
            "in.json",
            r#"{"model": "dlrm", "device": "h100", "node_accelerators": 8, "retrain_time": "6h", "retrain_accelerators": 4}"#,
        ),
        (
            "in.yaml",
            "model: dlrm\ndevice: h100\nnode_accelerators: 8\nretrain_time: 6h\nretrain_accelerators: 4\n",
        ),
    ];
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let j = json(&[
            "eval",
            "release-footprint",
            "--input",
            path.to_str().unwrap(),
            "-f",
            "json",
        ]);
        assert_eq!(j["properties"]["free_during_retrain"]["value"], 2, "{name}");
        let j = json(&[
            "eval",
            "release-footprint",
            "--input",
            path.to_str().unwrap(),
            "--set",
            "node_accelerators=16",
            "-f",
            "json",
        ]);
        assert_eq!(
            j["properties"]["free_during_retrain"]["value"], 10,
            "{name}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn eval_refuses_unknown_fields_and_unreadable_input_files() {
    let dir = scratch_dir("refused");
    // Unknown fields are refused, not ignored.
    let bad = dir.join("bad.toml");
    std::fs::write(
        &bad,
        "model = \"dlrm\"\ndevice = \"h100\"\nnode_acelerators = 8\n",
    )
    .unwrap();
    usage_error(
        &[
            "eval",
            "release-footprint",
            "--input",
            bad.to_str().unwrap(),
        ],
        "unknown input `node_acelerators`; did you mean `node_accelerators`?",
    );
    // Invalid UTF-8, deep nesting and a huge file are refused with a message.
    let binary = dir.join("binary.toml");
    std::fs::write(&binary, [0xff, 0xfe, 0x00, 0x41]).unwrap();
    usage_error(
        &[
            "eval",
            "release-footprint",
            "--input",
            binary.to_str().unwrap(),
        ],
        "not UTF-8",
    );
    let deep = dir.join("deep.json");
    std::fs::write(
        &deep,
        format!(
            "{{\"ramp\": {}0.5{}}}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        ),
    )
    .unwrap();
    let (code, _, stderr) = run(&[
        "eval",
        "release-footprint",
        "--input",
        deep.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{stderr}");
    let huge = dir.join("huge.json");
    std::fs::write(&huge, vec![b' '; 2 << 20]).unwrap();
    usage_error(
        &[
            "eval",
            "release-footprint",
            "--input",
            huge.to_str().unwrap(),
        ],
        "larger than",
    );
    usage_error(
        &[
            "eval",
            "release-footprint",
            "--input",
            dir.join("absent.toml").to_str().unwrap(),
        ],
        "cannot read",
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn sweep_over_a_method_argument_an_input_and_a_device_list() {
    let j = json(&[
        "sweep",
        "DlrmReleaseFootprintH100",
        "--over",
        "copies=0..8",
        "-f",
        "json",
    ]);
    let rows = j["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 9);
    assert_eq!(rows[6]["values"]["free_after"]["value"], -4);
    assert_eq!(rows[8]["values"]["accelerators_for"]["value"], 16);
    let j = json(&[
        "sweep",
        "DlrmReleaseFootprintH100",
        "--over",
        "device=H100,H200,B200",
        "-f",
        "json",
    ]);
    let per_copy: Vec<i64> = j["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            r["values"]["accelerators_per_copy"]["value"]
                .as_i64()
                .unwrap()
        })
        .collect();
    assert_eq!(per_copy, [2, 1, 1]);
    let j = json(&[
        "sweep",
        "ResNet50Fp16ReleaseFootprintH100",
        "--over",
        "bytes_per_param=4B,2B,1B,0.5B",
        "--call",
        "free_after:copies=8",
        "-f",
        "json",
    ]);
    let bytes: Vec<f64> = j["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["values"]["copy_bytes"]["value"].as_f64().unwrap())
        .collect();
    assert_eq!(bytes, [102228128.0, 51114064.0, 25557032.0, 12778516.0]);
    assert_eq!(j["rows"][0]["values"]["free_after"]["value"], 0);
}

#[test]
fn sweep_draws_a_chart() {
    let path = std::env::temp_dir().join(format!("mlsysim-sweep-{}.svg", std::process::id()));
    let (code, _, stderr) = run(&[
        "sweep",
        "DlrmReleaseFootprintH100",
        "--over",
        "copies=0..8",
        "--plot",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(
        svg.starts_with("<svg") && svg.contains("free_after") && svg.contains("accelerators_for")
    );
    assert!(
        svg.contains("node_accelerators = 8"),
        "the node's size is drawn to compare with"
    );
    std::fs::remove_file(path).unwrap();
}

#[test]
fn zoo_lists_registries_in_declared_units() {
    let j = json(&["zoo", "hardware", "-f", "json"]);
    assert_eq!(j.as_array().unwrap().len(), 52);
    let h100 = j
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["path"] == "Cloud.H100")
        .unwrap();
    assert_eq!(h100["memory_capacity"]["value"], 80.0);
    assert_eq!(h100["memory_capacity"]["unit"], "GiB");
    let j = json(&["zoo", "hardware", "--tier", "tiny", "-f", "json"]);
    assert_eq!(j.as_array().unwrap().len(), 6);
    let j = json(&["zoo", "models", "-f", "json"]);
    assert_eq!(j.as_array().unwrap().len(), 42);
    let j = json(&["zoo", "models", "--family", "recommendation", "-f", "json"]);
    assert_eq!(j[0]["model_size"]["unit"], "GB");
    let (_, text, _) = run(&["zoo", "hardware", "--tier", "cloud"]);
    assert!(text.contains("Cloud.H100") && text.contains("80 GiB"));
    usage_error(
        &["zoo", "hardware", "--tier", "clod"],
        "did you mean `Cloud`?",
    );
    usage_error(
        &["zoo", "models", "--family", "visoin"],
        "did you mean `Vision`?",
    );
}

#[test]
fn numbers_are_readable_unless_asked_for_every_figure() {
    let (_, text, _) = run(&["show", "DlrmReleaseFootprintH100"]);
    assert!(text.contains("copy_fraction              1.164 "), "{text}");
    let (_, text, _) = run(&["show", "DlrmReleaseFootprintH100", "--digits", "2"]);
    assert!(text.contains(" 1.2 "), "{text}");
    let (_, text, _) = run(&["show", "DlrmReleaseFootprintH100", "--exact"]);
    assert!(text.contains(" 1.1641532182693481 "), "{text}");
    let (_, text, _) = run(&[
        "explain",
        "DlrmReleaseFootprintH100",
        "copy_fraction",
        "--exact",
    ]);
    assert!(text.contains("= 1.1641532182693481"), "{text}");
    // JSON is exact whatever the figures asked for.
    let j = json(&[
        "show",
        "DlrmReleaseFootprintH100",
        "--digits",
        "2",
        "-f",
        "json",
    ]);
    assert_eq!(
        j["properties"]["copy_fraction"]["value"],
        1.1641532182693481
    );
    usage_error(
        &["show", "DlrmReleaseFootprintH100", "--digits", "0"],
        "--digits",
    );
    usage_error(
        &[
            "show",
            "DlrmReleaseFootprintH100",
            "--digits",
            "3",
            "--exact",
        ],
        "--exact",
    );
}

#[test]
fn zoo_lists_every_other_registry_with_units_and_provenance() {
    let j = json(&["zoo", "fabrics", "-f", "json"]);
    assert_eq!(j.as_array().unwrap().len(), 14);
    let ndr = j
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["path"] == "Systems.Fabrics.InfiniBand_NDR")
        .unwrap();
    assert_eq!(ndr["type"], "NetworkFabric");
    assert_eq!(ndr["fields"]["bandwidth"]["value"], 400.0);
    assert_eq!(ndr["fields"]["bandwidth"]["unit"], "Gbit/s");
    assert_eq!(ndr["fields"]["latency"]["unit"], "µs");
    assert!(ndr["provenance"]["kind"].is_string());
    // The reference's own name works too, and a filter narrows any registry.
    let j = json(&["zoo", "Systems.Clusters", "--filter", "h100", "-f", "json"]);
    assert!(
        j.as_array().unwrap().iter().all(|e| e["path"]
            .as_str()
            .unwrap()
            .to_lowercase()
            .contains("h100"))
    );
    let j = json(&["zoo", "pricing", "--filter", "Cloud.", "-f", "json"]);
    assert!(!j.as_array().unwrap().is_empty());
    let (_, text, _) = run(&["zoo", "literature", "--filter", "chinchilla"]);
    assert!(
        text.contains("Chinchilla.TokensPerParam") && text.contains("20"),
        "{text}"
    );
    usage_error(&["zoo", "fabrik"], "fabrics");
    usage_error(
        &["zoo", "fabrics", "--tier", "cloud"],
        "`--tier` applies to `zoo hardware` only",
    );
    usage_error(
        &["zoo", "grids", "--filter", "atlantis"],
        "no entry of Infrastructure.Grids",
    );
}

/// Every number among `value`'s fields that says neither its unit nor its kind, by path.
fn bare_numbers(at: &str, value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Number(_) => out.push(at.to_string()),
        Value::Object(o) if o.contains_key("kind") && !o["value"].is_number() => {
            out.push(format!("{at} (a kind without a number)"));
        }
        Value::Object(o) if o.contains_key("unit") || o.contains_key("kind") => {}
        Value::Object(o) => o
            .iter()
            .for_each(|(k, v)| bare_numbers(&format!("{at}.{k}"), v, out)),
        Value::Array(items) => items
            .iter()
            .enumerate()
            .for_each(|(i, v)| bare_numbers(&format!("{at}[{i}]"), v, out)),
        _ => {}
    }
}

#[test]
fn zoo_json_says_the_unit_or_the_kind_of_every_number() {
    let mut bare = Vec::new();
    for r in mlsysim_core::registry::REGISTRIES {
        for e in json(&["zoo", &r.short_name(), "-f", "json"])
            .as_array()
            .unwrap()
        {
            bare_numbers(e["path"].as_str().unwrap(), &e["fields"], &mut bare);
        }
    }
    assert!(bare.is_empty(), "{} bare numbers: {bare:?}", bare.len());
    // A count is a whole number that says it is one.
    let j = json(&[
        "zoo",
        "switch-fabric",
        "--filter",
        "NdrSwitchPorts",
        "-f",
        "json",
    ]);
    assert_eq!(
        j[0]["fields"]["value"],
        serde_json::json!({"value": 64, "kind": "count"})
    );
    let j = json(&["zoo", "nodes", "--filter", "DGX_H100", "-f", "json"]);
    assert_eq!(j[0]["fields"]["accelerators_per_node"]["kind"], "count");
    let j = json(&["zoo", "ops", "--filter", "PipelineBubble", "-f", "json"]);
    assert_eq!(j[0]["fields"]["value"]["kind"], "share");
}

#[test]
fn docs_writes_the_reference() {
    let dir = std::env::temp_dir().join(format!("mlsysim-docs-{}", std::process::id()));
    let (code, stdout, _) = run(&["docs", "--out", dir.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(stdout.starts_with("wrote "));
    assert!(dir.join("ReleaseFootprint.md").exists() && dir.join("html/index.html").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn errors_suggest_preset_scenario_input_model_and_device_names() {
    usage_error(
        &["show", "DlrmReleaseFootprint"],
        "did you mean `DlrmReleaseFootprintH100`?",
    );
    usage_error(
        &["eval", "ReleaseFootprnt"],
        "did you mean `ReleaseFootprint`?",
    );
    usage_error(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "retrain_tme=6h",
        ],
        "did you mean `retrain_time`?",
    );
    usage_error(
        &["eval", "DlrmReleaseFootprintH100", "--set", "model=resnet5"],
        "did you mean `Vision.ResNet50`?",
    );
    usage_error(
        &["eval", "DlrmReleaseFootprintH100", "--set", "device=H10"],
        "unknown hardware `H10`",
    );
}

#[test]
fn errors_name_the_dimension_unit_or_range_a_set_value_misses() {
    usage_error(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "retrain_time=6GB",
        ],
        "expected a time",
    );
    usage_error(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "retrain_time=6",
        ],
        "give a unit",
    );
    usage_error(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "bytes_per_param=2h",
        ],
        "expected an amount of data",
    );
    usage_error(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "canary_share=1.5",
        ],
        "outside its allowed range [0.0, 1.0]",
    );
    usage_error(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "node_accelerators=-1",
        ],
        "node_accelerators",
    );
    usage_error(
        &["eval", "DlrmReleaseFootprintH100", "--set", "ramp=0.5,0.2"],
        "never decrease",
    );
}

#[test]
fn errors_suggest_method_and_argument_names_and_refuse_empty_ranges_and_bad_usage() {
    usage_error(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--call",
            "free_aftr:copies=1",
        ],
        "did you mean `free_after`?",
    );
    usage_error(
        &["eval", "DlrmReleaseFootprintH100", "--call", "free_after"],
        "needs argument `copies`",
    );
    usage_error(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--call",
            "free_after:copis=1",
        ],
        "did you mean `copies`?",
    );
    usage_error(
        &["sweep", "DlrmReleaseFootprintH100", "--over", "copis=0..8"],
        "did you mean `copies`?",
    );
    usage_error(
        &["sweep", "DlrmReleaseFootprintH100", "--over", "copies=8..0"],
        "empty",
    );
    usage_error(&["show"], "<PRESET>");
    usage_error(&["frobnicate"], "unrecognized subcommand");
}

#[test]
fn a_failing_call_exits_one_after_printing() {
    let (code, stdout, stderr) = run(&[
        "eval",
        "DlrmReleaseFootprintH100",
        "--unset",
        "node_accelerators",
        "--call",
        "free_after:copies=1",
        "-f",
        "json",
    ]);
    assert_eq!(code, 1, "{stderr}");
    let j: Value = serde_json::from_str(&stdout).unwrap();
    assert!(
        j["calls"][0]["error"]
            .as_str()
            .unwrap()
            .contains("node_accelerators")
    );
    assert!(
        stderr.contains("`free_after` could not be computed"),
        "{stderr}"
    );
}

#[test]
fn hostile_arguments_are_refused_without_a_panic() {
    let long = "x".repeat(100_000);
    usage_error(&["show", &long], "unknown preset");
    usage_error(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            &format!("retrain_time={long}"),
        ],
        "retrain_time",
    );
    usage_error(&["eval", &long], "unknown scenario or preset");
    let (code, _, stderr) = run(&[
        "eval",
        "DlrmReleaseFootprintH100",
        "--set",
        &format!("{long}=1"),
    ]);
    assert_eq!(code, 2);
    assert!(stderr.len() < 2000, "the message echoes the whole argument");
}

#[test]
fn every_preset_shows_in_every_format() {
    let list = json(&["list", "-f", "json"]);
    for preset in list["presets"].as_array().unwrap() {
        let name = preset["name"].as_str().unwrap();
        for format in ["text", "json", "markdown"] {
            let (code, out, err) = run(&["show", name, "-f", format]);
            assert_eq!(code, 0, "{name} {format}: {err}");
            assert!(!out.is_empty());
        }
        let j = json(&["show", name, "-f", "json"]);
        for (member, outcome) in j["properties"].as_object().unwrap() {
            // A member may need an optional input the preset leaves out (a device, as in the
            // reference's preset): it then names that input; or its equation declares it
            // undefined for these inputs, and says why.
            assert!(
                outcome.get("value").is_some()
                    || outcome.get("missing_input").is_some()
                    || outcome.get("undefined").is_some(),
                "{name}.{member}: {outcome}"
            );
        }
    }
}

#[test]
fn nested_scenarios_and_named_values_come_from_files_and_flags() {
    let dir = std::env::temp_dir().join(format!("mlsysim-nested-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("ri.toml");
    std::fs::write(
        &path,
        "query_rate = \"1000000/day\"\nvalue_per_query = \"0.5 USD\"\nrun_cost = \"5000 USD\"\n\
         footprint = \"DlrmReleaseFootprintH100\"\naccelerator_price = \"4 USD/hour\"\n\n\
         [drift]\ninitial_accuracy = 0.94\nlater_accuracy = 0.88\nelapsed = \"28 day\"\n",
    )
    .unwrap();
    let j = json(&[
        "eval",
        "retraining-interval",
        "--input",
        path.to_str().unwrap(),
        "--call",
        "cost_rate:interval=3 day",
        "-f",
        "json",
    ]);
    let optimal = j["properties"]["optimal_interval"]["value"]
        .as_f64()
        .unwrap();
    assert!((optimal - 3.0053596658753783).abs() < 1e-12);
    assert_eq!(j["properties"]["compute_cost"]["value"], 96.0);
    let rate = j["calls"][0]["value"].as_f64().unwrap();
    assert!((rate - 3327.3940699958507).abs() < 1e-8, "{rate}");
    std::fs::remove_dir_all(&dir).unwrap();
    let j = json(&[
        "eval",
        "drift-confirmation",
        "--set",
        "baseline_accuracy=0.95",
        "--set",
        "drop=0.05",
        "--set",
        "confidence=0.95",
        "--set",
        "power=0.8",
        "--set",
        "evidence_budget=1000",
        "--set",
        "label_rates=high=1/s,low=100/day",
        "--call",
        "collection_time:source=low",
        "-f",
        "json",
    ]);
    assert_eq!(j["calls"][0]["value"], 864000.0);
    usage_error(
        &[
            "eval",
            "retraining-interval",
            "--set",
            "drift=DlrmReleaseFootprintH100",
        ],
        "not a AccuracyDecay",
    );
    usage_error(
        &["eval", "skew-cost", "--set", "cost_per_error=3 GB"],
        "expected an amount of money",
    );
}

#[test]
fn a_long_registry_name_is_not_echoed_whole() {
    // Under the 4096-byte limit on an argument, so the registry look-up itself sees it.
    let long = "h".repeat(3_000);
    let (code, _, stderr) = run(&[
        "eval",
        "DlrmReleaseFootprintH100",
        "--set",
        &format!("device={long}"),
    ]);
    assert_eq!(code, 2);
    assert!(stderr.len() < 2000, "{} bytes of message", stderr.len());
}

/// The unit messages of the numerics issue: "did you mean" keeps to the dimension the input
/// expects, a dimension error's example never reuses the typed number with another unit, and a
/// carbon price is a quantity.
#[test]
fn unit_messages_keep_to_the_dimension_the_input_expects() {
    let set = |preset: &str, value: &str| {
        let (code, stdout, stderr) = run(&["eval", preset, "--set", value]);
        assert!(
            !stderr.contains("panicked") && !stderr.contains("backtrace"),
            "{stderr}"
        );
        (code, stdout, stderr)
    };
    // `°C` and `degC` were told `gCO2e`: now a reading, refused for a difference by name.
    for value in ["temperature_rise=15 °C", "temperature_rise=15 degC"] {
        let (code, _, stderr) = set("AiRackAirCooling", value);
        assert_eq!(code, 2, "{stderr}");
        assert!(
            stderr.contains("expected a temperature difference (e.g. `1 K`)")
                && stderr.contains("is a temperature"),
            "{stderr}"
        );
        assert!(!stderr.contains("gCO2e"), "{stderr}");
    }
    // `mK` was told `m`.
    let (code, _, stderr) = set("AiRackAirCooling", "temperature_rise=15 mK");
    assert_eq!(code, 2);
    assert!(
        stderr.contains("`K`") && !stderr.contains("`m`"),
        "{stderr}"
    );
    // `mH` was told `MHz`, and `kV` was told `K`: both are units of their own dimension now.
    let (code, _, stderr) = set("H100BarrierLoadStep", "loop_inductance=0.00005 mH");
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = set("H100BarrierLoadStep", "rail_voltage=0.0008 kV");
    assert_eq!(code, 0, "{stderr}");
    // A near miss is matched to the inductances, not to the frequencies its letters resemble.
    let (code, _, stderr) = set("H100BarrierLoadStep", "loop_inductance=50 mHz");
    assert_eq!(code, 2);
    assert!(stderr.contains("did you mean `mH`?"), "{stderr}");
    // A frequency where an inductance is expected names both.
    let (code, _, stderr) = set("H100BarrierLoadStep", "loop_inductance=50 MHz");
    assert_eq!(code, 2);
    assert!(
        stderr.contains("expected an inductance (e.g. `1 pH`), but `50 MHz` is a rate"),
        "{stderr}"
    );
    // `0.429 kilogram/kWh` was told "e.g. `0.429 gCO2e/kWh`", 1000 times off.
    let (code, _, stderr) = set("Gpt3TrainingCarbon", "intensity=0.429 kilogram/kWh");
    assert_eq!(code, 2);
    assert!(stderr.contains("(e.g. `429 gCO2e/kWh`)"), "{stderr}");
    // ... and `kg`, the reference's CO2e, is read as CO2e there.
    let (code, stdout, stderr) = set("Gpt3TrainingCarbon", "intensity=0.429 kg/kWh");
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("429 gCO2e/kWh"), "{stdout}");
    // A carbon price is a quantity: with its unit it is read, a bare number asks for one.
    let (code, stdout, stderr) = set(
        "CarbonPricedRegionPlacement",
        "carbon_price_per_ton=100 USD/tCO2e",
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("100 USD/tCO2e"), "{stdout}");
    usage_error(
        &[
            "eval",
            "CarbonPricedRegionPlacement",
            "--set",
            "carbon_price_per_ton=100",
        ],
        "give a unit, e.g. `100 USD/tCO2e`",
    );
}
