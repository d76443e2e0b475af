//! The command line's contract, case by case: what a user typed wrong exits 2 with one line on
//! stderr and nothing on stdout; a requested evaluation that fails exits 1 after printing the
//! report; a wrong number is never printed with exit 0. Each case here was once broken.

mod common;

use assert_cmd::Command;
use std::path::PathBuf;

struct Outcome {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str]) -> Outcome {
    let out = Command::cargo_bin("mlsysim")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    common::no_internal_names(args, &stderr);
    Outcome {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr,
    }
}

/// Exit 2, one line on stderr holding `needle`, nothing on stdout.
fn usage(args: &[&str], needle: &str) {
    let o = run(args);
    assert_eq!(o.code, 2, "{args:?}: {}", o.stderr);
    assert!(o.stdout.is_empty(), "{args:?}: {}", o.stdout);
    assert_eq!(o.stderr.lines().count(), 1, "{args:?}: {}", o.stderr);
    assert!(
        o.stderr.contains(needle),
        "{args:?}: `{needle}` not in {}",
        o.stderr
    );
}

/// Exit 1, the report on stdout, one line on stderr holding `needle`.
fn failed(args: &[&str], needle: &str) -> String {
    let o = run(args);
    assert_eq!(o.code, 1, "{args:?}: {}", o.stderr);
    assert!(!o.stdout.is_empty(), "{args:?}: no report printed");
    assert_eq!(o.stderr.lines().count(), 1, "{args:?}: {}", o.stderr);
    assert!(
        o.stderr.contains(needle),
        "{args:?}: `{needle}` not in {}",
        o.stderr
    );
    assert!(!o.stdout.contains("inf "), "{args:?}: {}", o.stdout);
    o.stdout
}

fn temp_file(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mlsysim-contract-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn an_overflow_is_an_error_never_an_infinite_value() {
    let report = failed(
        &[
            "eval",
            "ResNet50Fp16ReleaseFootprintH100",
            "--set",
            "bytes_per_param=1e308 B",
            "-f",
            "json",
        ],
        "`copy_bytes` could not be computed: `weight_bytes` overflows",
    );
    assert!(!report.contains("null"), "{report}");
    failed(
        &[
            "eval",
            "KeywordSpotterDualBankEsp32S3",
            "--set",
            "bytes_per_param=1e308 B",
        ],
        "`bank_bytes` could not be computed: `weight_bytes` overflows",
    );
    failed(
        &[
            "eval",
            "LabeledOutcomeDriftConfirmation",
            "--set",
            "baseline_accuracy=1e-307",
            "--set",
            "drop=5e-308",
        ],
        "overflows",
    );
}

#[test]
fn a_subnormal_input_is_refused_by_name() {
    usage(
        &[
            "eval",
            "RetrainingPipelineAutomation",
            "--set",
            "manual_rate=1e-320 h/week",
        ],
        "input `manual_rate` must be a finite number",
    );
    usage(
        &[
            "eval",
            "LabeledOutcomeDriftConfirmation",
            "--set",
            "baseline_accuracy=1e-308",
        ],
        "input `baseline_accuracy`",
    );
}

#[test]
fn a_bare_number_is_refused_where_a_unit_is_needed() {
    usage(
        &[
            "eval",
            "RetrainingPipelineAutomation",
            "--set",
            "manual_rate=4",
        ],
        "give a unit, e.g. `4 h/week`",
    );
    usage(
        &[
            "eval",
            "RankingRetrainingInterval",
            "--set",
            "accelerator_price=4",
        ],
        "give a unit, e.g. `4 USD/h`",
    );
}

#[test]
fn input_files_are_bounded_and_refuse_duplicates() {
    let mut bomb = String::from("a: &a [x, x, x, x, x, x, x, x, x]\n");
    for (prev, next) in ["a", "b", "c", "d", "e", "f", "g", "h"]
        .iter()
        .zip(["b", "c", "d", "e", "f", "g", "h", "i"])
    {
        bomb.push_str(&format!(
            "{next}: &{next} [{}]\n",
            vec![format!("*{prev}"); 9].join(", ")
        ));
    }
    let path = temp_file("bomb.yaml", &bomb);
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--input",
            path.to_str().unwrap(),
        ],
        "more than 10000 values",
    );
    let path = temp_file(
        "twice.json",
        r#"{"copies": 1, "node_accelerators": 8, "node_accelerators": 4}"#,
    );
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--input",
            path.to_str().unwrap(),
        ],
        "`node_accelerators` is given twice",
    );
}

#[test]
fn what_was_typed_twice_or_left_empty_is_refused() {
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--call",
            "free_after:copies=1,copies=2",
        ],
        "argument `copies` is given twice",
    );
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "node_accelerators=4",
            "--set",
            "node_accelerators=8",
        ],
        "`--set node_accelerators=...` is given twice",
    );
    usage(
        &[
            "eval",
            "ThreeLayerRetryAmplification",
            "--set",
            "layer_names=",
        ],
        "`--set layer_names=` gives no value",
    );
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--call",
            "free_after:copies=",
        ],
        "both are needed",
    );
}

#[test]
fn an_unreadable_call_argument_is_a_usage_error() {
    for bad in ["copies=abc", "copies=6h", "copies=-1"] {
        usage(
            &[
                "eval",
                "DlrmReleaseFootprintH100",
                "--call",
                &format!("free_after:{bad}"),
            ],
            "argument `copies` of `free_after`",
        );
    }
    usage(
        &[
            "sweep",
            "DlrmReleaseFootprintH100",
            "--over",
            "copies=0,1,abc",
        ],
        "argument `copies`",
    );
}

#[test]
fn names_that_are_not_what_they_are_used_as_are_explained() {
    usage(
        &[
            "sweep",
            "DlrmReleaseFootprintH100",
            "--over",
            "copies=0..3",
            "--call",
            "nosuch:x=1",
        ],
        "unknown method `nosuch`",
    );
    usage(
        &["eval", "DlrmReleaseFootprintH100", "--call", "copy_bytes"],
        "`copy_bytes` is a property, not a method",
    );
    usage(
        &["show", "ReleaseFootprint"],
        "mlsysim eval ReleaseFootprint",
    );
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "model=Vision.DLRM",
        ],
        "did you mean `Recommendation.DLRM`?",
    );
    usage(
        &[
            "sweep",
            "DlrmReleaseFootprintH100",
            "--over",
            "copies=0..2",
            "--call",
            "free_after:copies=1",
        ],
        "`copies` is swept by `--over`",
    );
}

#[test]
fn flags_that_do_not_apply_are_refused() {
    let out = std::env::temp_dir().join(format!("mlsysim-contract-docs-{}", std::process::id()));
    usage(
        &["docs", "--format", "json", "--out", out.to_str().unwrap()],
        "`--format json` does not apply",
    );
    assert!(!out.exists(), "nothing is written when a flag is refused");
    let file = temp_file("not-a-folder", "");
    usage(
        &["docs", "--out", file.to_str().unwrap()],
        "is a file; give a folder",
    );
    usage(
        &[
            "sweep",
            "DlrmReleaseFootprintH100",
            "--over",
            "copies=0..3",
            "--plot",
            "x.png",
        ],
        "charts are written as SVG",
    );
    usage(
        &[
            "sweep",
            "DlrmReleaseFootprintH100",
            "--over",
            "copies=0..3",
            "--plot",
            "/missing/dir/x.svg",
        ],
        "the folder /missing/dir does not exist",
    );
    usage(
        &["eval", "DlrmReleaseFootprintH100", "--frobnicate"],
        "unexpected argument",
    );
}

#[test]
fn a_sweep_with_failed_rows_exits_one_with_its_table() {
    let table = failed(
        &[
            "sweep",
            "ResNet50Fp16ReleaseFootprintH100",
            "--over",
            "bytes_per_param=2B,1e308B",
        ],
        "1 of 2 rows could not be computed",
    );
    assert!(table.lines().count() >= 3, "{table}");
    assert!(table.contains("2B "), "{table}");
}

#[test]
fn messages_use_the_units_a_person_typed() {
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "retrain_time=-6h",
        ],
        "is -6 h, outside its allowed range",
    );
    usage(
        &[
            "eval",
            "RankingRetrainingInterval",
            "--set",
            "accelerator_price=-4 USD/h",
        ],
        "is -4 USD/h",
    );
    let o = run(&[
        "eval",
        "RankingRetrainingInterval",
        "--set",
        "accelerator_price=4USD",
    ]);
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("is an amount of money"), "{}", o.stderr);
    assert!(
        !o.stderr.contains("USD/`") && !o.stderr.contains("base"),
        "{}",
        o.stderr
    );
    let o = run(&[
        "eval",
        "RankingRetrainingInterval",
        "--set",
        "query_rate=1000000/day",
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("1,000,000 1/d"), "{}", o.stdout);
    let o = run(&[
        "eval",
        "DlrmReleaseFootprintH100",
        "--set",
        "retrain_time=-0 h",
    ]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout.contains("retrain_time") && !o.stdout.contains("-0 h"),
        "{}",
        o.stdout
    );
}

#[test]
fn the_stock_binary_holds_only_the_built_in_scenarios() {
    // The example crate's scenario registers in its own binary (examples/my-scenarios), never
    // in this one, though both are built in one workspace.
    usage(&["show", "SupportChat8k"], "unknown preset `SupportChat8k`");
    let o = run(&["list"]);
    assert!(!o.stdout.contains("ContextWindowFit"), "{}", o.stdout);
}

/// Exit 0: the report, as JSON.
fn ok_json(args: &[&str]) -> serde_json::Value {
    let mut args = args.to_vec();
    args.extend(["-f", "json"]);
    let o = run(&args);
    assert_eq!(o.code, 0, "{args:?}: {}", o.stderr);
    serde_json::from_str(&o.stdout).unwrap()
}

#[test]
fn a_power_of_a_scaled_unit_raises_its_factor() {
    // Each pair: a spelling with powers and the plain spelling of the same value; the reports
    // must be identical (0.5 GB h^-1 once read as 1800 GB/s, with exit 0).
    let cases: &[(&str, &str, &str, &str)] = &[
        (
            "Llama70BReplicaColdStart",
            "fetch_bandwidth",
            "0.5 GB h^-1",
            "0.5 GB/h",
        ),
        (
            "Gpt2XlRunOnOneH100",
            "hourly_price",
            "4 USD h^-1",
            "4 USD/h",
        ),
        (
            "Gpt3TrainingCarbon",
            "intensity",
            "429 gCO2e kWh^-1",
            "429 gCO2e/kWh",
        ),
        (
            "DlrmReleaseFootprintH100",
            "retrain_time",
            "47.5 h^3 h^-2",
            "47.5 h",
        ),
        (
            "DlrmReleaseFootprintH100",
            "retrain_time",
            "34.6 ms^3 ms^-2",
            "34.6 ms",
        ),
        (
            "DlrmReleaseFootprintH100",
            "retrain_time",
            "6 h week^-1 week",
            "6 h",
        ),
    ];
    for (target, input, powers, plain) in cases {
        let a = ok_json(&["eval", target, "--set", &format!("{input}={powers}")]);
        let b = ok_json(&["eval", target, "--set", &format!("{input}={plain}")]);
        assert_eq!(a["inputs"], b["inputs"], "{input}={powers}");
        assert_eq!(a["properties"], b["properties"], "{input}={powers}");
    }
    let a = ok_json(&[
        "eval",
        "Gpt2XlRunOnOneH100",
        "--set",
        "hourly_price=4 USD h^-1",
    ]);
    assert_eq!(a["inputs"]["hourly_price"]["value"], 4.0);
}

#[test]
fn a_power_of_a_unit_in_a_call_argument_reads_as_its_plain_spelling() {
    let call = |rate: &str| {
        ok_json(&[
            "eval",
            "BatchWindow10ms",
            "--call",
            &format!("mean_arrivals:arrival_rate={rate}"),
        ])["calls"][0]["value"]
            .clone()
    };
    assert_eq!(call("100 min^-1"), call("100/min"));
    let explained = |rate: &str| {
        let o = run(&[
            "explain",
            "BatchWindow10ms",
            &format!("mean_arrivals:arrival_rate={rate}"),
        ]);
        assert_eq!(o.code, 0, "{}", o.stderr);
        o.stdout
            .lines()
            .next()
            .unwrap()
            .rsplit(" = ")
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(explained("100 min^-1"), explained("100/min"));
    assert_eq!(call("100 min^-1"), 100.0 / 60.0 * 0.010);
}

#[test]
fn a_power_of_a_unit_in_an_input_file_or_a_sweep_value_reads_as_its_plain_spelling() {
    let file = temp_file("powers.toml", "fetch_bandwidth = \"0.5 GB h^-1\"\n");
    let from_file = ok_json(&[
        "eval",
        "Llama70BReplicaColdStart",
        "--input",
        file.to_str().unwrap(),
    ]);
    let from_flag = ok_json(&[
        "eval",
        "Llama70BReplicaColdStart",
        "--set",
        "fetch_bandwidth=0.5 GB/h",
    ]);
    assert_eq!(from_file["properties"], from_flag["properties"]);
    let sweep = |values: &str| {
        let o = run(&[
            "sweep",
            "DlrmReleaseFootprintH100",
            "--over",
            &format!("retrain_time={values}"),
        ]);
        assert_eq!(o.code, 0, "{}", o.stderr);
        // Every column but the swept value as typed.
        o.stdout
            .lines()
            .skip(1)
            .map(|l| {
                l.split("  ")
                    .map(str::trim)
                    .filter(|c| !c.is_empty())
                    .skip(1)
                    .collect::<Vec<_>>()
                    .join("|")
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(sweep("47.5 h^3 h^-2,6 h week^-1 week"), sweep("47.5 h,6 h"));
}

#[test]
fn a_map_keeps_its_order_in_every_format() {
    // A tie for the worst segment: the first given wins, whichever format gave it. TOML tables
    // once came back sorted by key, naming `alpha`.
    let toml = temp_file(
        "tie.toml",
        "traffic_shares = { zeta = 0.5, alpha = 0.3, mid = 0.2 }\n\
         accuracies = { zeta = 0.8, alpha = 0.8, mid = 0.9 }\n",
    );
    let json = temp_file(
        "tie.json",
        r#"{"traffic_shares": {"zeta": 0.5, "alpha": 0.3, "mid": 0.2},
            "accuracies": {"zeta": 0.8, "alpha": 0.8, "mid": 0.9}}"#,
    );
    let yaml = temp_file(
        "tie.yaml",
        "traffic_shares: {zeta: 0.5, alpha: 0.3, mid: 0.2}\n\
         accuracies:\n  zeta: 0.8\n  alpha: 0.8\n  mid: 0.9\n",
    );
    let from_file =
        |path: &PathBuf| ok_json(&["eval", "SegmentAccuracy", "--input", path.to_str().unwrap()]);
    let flags = ok_json(&[
        "eval",
        "SegmentAccuracy",
        "--set",
        "traffic_shares=zeta=0.5,alpha=0.3,mid=0.2",
        "--set",
        "accuracies=zeta=0.8,alpha=0.8,mid=0.9",
    ]);
    assert_eq!(
        flags["properties"]["worst_segment"]["value"], "zeta",
        "{flags}"
    );
    for path in [&toml, &json, &yaml] {
        assert_eq!(from_file(path), flags, "{}", path.display());
    }
    // Order decides a value too: the shared zones are the first ones given.
    let zones_toml = temp_file(
        "zones.toml",
        "zones = { system = 10, user = 5, doc = 100 }\nshared_zones = 1\n",
    );
    let zones_json = temp_file(
        "zones.json",
        r#"{"zones": {"system": 10, "user": 5, "doc": 100}, "shared_zones": 1}"#,
    );
    let zones_yaml = temp_file(
        "zones.yaml",
        "zones:\n  system: 10\n  user: 5\n  doc: 100\nshared_zones: 1\n",
    );
    let zones_flags = ok_json(&[
        "eval",
        "RequestZones",
        "--set",
        "zones=system=10,user=5,doc=100",
        "--set",
        "shared_zones=1",
    ]);
    assert_eq!(
        zones_flags["properties"]["shared_tokens"]["value"], 10,
        "{zones_flags}"
    );
    for path in [&zones_toml, &zones_json, &zones_yaml] {
        let report = ok_json(&["eval", "RequestZones", "--input", path.to_str().unwrap()]);
        assert_eq!(report, zones_flags, "{}", path.display());
    }
}

#[test]
fn an_empty_item_key_or_name_in_a_flag_is_refused_where_it_is() {
    let set = |value: &str, needle: &str| {
        let target = if value.starts_with("zones") {
            "RepairRequestZones"
        } else {
            "ThreeLayerRetryAmplification"
        };
        usage(&["eval", target, "--set", value], needle);
    };
    set("layer_names=a,,b", "input `layer_names`: item 2 is empty");
    set("layer_names=,", "input `layer_names`: item 1 is empty");
    set("layer_names=a,b,", "input `layer_names`: item 3 is empty");
    set("zones==1", "input `zones`: entry 1 has an empty name");
    set("zones=a=1,,b=2", "input `zones`: entry 2 is empty");
    set(
        "zones=a=1,b=",
        "input `zones`: entry 2 `b` has an empty value",
    );
    usage(
        &[
            "sweep",
            "DlrmReleaseFootprintH100",
            "--over",
            "node_accelerators=8,,9",
        ],
        "`--over node_accelerators`: value 2 is empty",
    );
    usage(
        &[
            "sweep",
            "DlrmReleaseFootprintH100",
            "--over",
            "node_accelerators=,",
        ],
        "value 1 is empty",
    );
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--call",
            "free_after:copies=1,,",
        ],
        "argument 2 is empty",
    );
}

#[test]
fn an_empty_item_or_key_in_an_input_file_is_refused_where_it_is() {
    let list = temp_file("empty-item.json", r#"{"layer_names": ["a", "", "b"]}"#);
    usage(
        &[
            "eval",
            "ThreeLayerRetryAmplification",
            "--input",
            list.to_str().unwrap(),
        ],
        "input `layer_names`: item 2 is empty",
    );
    let key = temp_file("empty-key.json", r#"{"zones": {"a": 1, "": 2}}"#);
    usage(
        &[
            "eval",
            "RepairRequestZones",
            "--input",
            key.to_str().unwrap(),
        ],
        "input `zones`: entry 2 has an empty name",
    );
    let key = temp_file("empty-key.toml", "zones = { a = 1, \"\" = 2 }\n");
    usage(
        &[
            "eval",
            "RepairRequestZones",
            "--input",
            key.to_str().unwrap(),
        ],
        "input `zones`: entry 2 has an empty name",
    );
    let key = temp_file("empty-key.yaml", "zones:\n  a: 1\n  '': 2\n");
    usage(
        &[
            "eval",
            "RepairRequestZones",
            "--input",
            key.to_str().unwrap(),
        ],
        "input `zones`: entry 2 has an empty name",
    );
}

#[test]
fn a_bare_number_is_a_literal_never_arithmetic() {
    usage(
        &[
            "eval",
            "RetrainingPipelineAutomation",
            "--set",
            "manual_rate=4/168",
        ],
        "`4/168` is arithmetic on bare numbers; give one number with its unit, in h/week: e.g. `4 h/week`",
    );
    usage(
        &[
            "eval",
            "RetrainingPipelineAutomation",
            "--set",
            "manual_rate=0.0238",
        ],
        "give a unit, e.g. `0.0238 h/week`",
    );
    // A plain ratio takes a number, not a sum.
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "canary_share=1/20",
        ],
        "expected a number, not `1/20`",
    );
    // A quantity too: the unit expected is named, with an example.
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "retrain_time=12/2",
        ],
        "give one number with its unit, in h: e.g. `12 h`",
    );
    // Division by zero is named as such, not as a number too large.
    for zero in ["1/0", "0/0"] {
        for (target, input) in [
            ("DlrmReleaseFootprintH100", "retrain_time"),
            ("RetrainingPipelineAutomation", "manual_rate"),
            ("DlrmReleaseFootprintH100", "canary_share"),
        ] {
            let o = run(&["eval", target, "--set", &format!("{input}={zero}")]);
            assert_eq!(o.code, 2, "{input}={zero}: {}", o.stderr);
            assert!(!o.stderr.contains("too large"), "{}", o.stderr);
            // A plain number (the share) is not a quantity: it is refused as not a number.
            if input != "canary_share" {
                assert!(o.stderr.contains("divides by zero"), "{}", o.stderr);
            }
        }
    }
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "retrain_time=6 h/0",
        ],
        "divides by zero",
    );
}

#[test]
fn unknown_names_say_what_is_accepted() {
    usage(
        &["zoo", "hardware", "--tier", "gpu"],
        "unknown tier `gpu`; accepted: `Cloud`, ",
    );
    usage(
        &["explain", "DlrmReleaseFootprintH100", "modelx"],
        "unknown member `modelx`; accepted: ",
    );
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            "device=nonexist",
        ],
        "(`mlsysim zoo hardware` lists them all)",
    );
    // The count is the catalog's, whatever families are linked.
    let presets = {
        use mlsysim_catalog as _;
        mlsysim_core::catalog::presets().len()
    };
    usage(
        &["show", "ReIeaseFootprint"],
        &format!("the closest of the {presets} accepted are `"),
    );
    usage(
        &["eval", "ReIeaseFootprint"],
        "did you mean `ReleaseFootprint`?",
    );
    usage(&["eval", "Zzzzzz"], "(`mlsysim list` lists them all)");
    usage(
        &["eval", "DlrmReleaseFootprintH100", "--set", "model=zzz"],
        "(`mlsysim zoo models` lists them all)",
    );
}

#[test]
fn unit_suggestions_and_flag_messages_speak_in_what_the_user_typed() {
    // `Gb` is a bit or a byte: the suggestion is the bit unit, never the byte unit 8x larger.
    let o = run(&[
        "eval",
        "Llama70BReplicaColdStart",
        "--set",
        "fetch_bandwidth=400 Gb/s",
    ]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(o.stderr.contains("did you mean `Gbit`"), "{}", o.stderr);
    assert!(!o.stderr.contains("did you mean `GB`"), "{}", o.stderr);
    // The Greek mu reads as micro, like the micro sign.
    let greek = ok_json(&[
        "eval",
        "DlrmReleaseFootprintH100",
        "--set",
        "retrain_time=90 \u{3bc}s",
    ]);
    let micro = ok_json(&[
        "eval",
        "DlrmReleaseFootprintH100",
        "--set",
        "retrain_time=90 \u{b5}s",
    ]);
    assert_eq!(greek, micro);
    // The flag, not the library's type.
    let plot = std::env::temp_dir().join(format!("mlsysim-log-{}.svg", std::process::id()));
    let o = run(&[
        "sweep",
        "DlrmReleaseFootprintH100",
        "--over",
        "retrain_accelerators=0,1,2",
        "--plot",
        plot.to_str().unwrap(),
        "--log",
    ]);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(o.stderr.contains("`--linear`"), "{}", o.stderr);
    // explain has no `--call`: its messages do not name one.
    let o = run(&[
        "explain",
        "DlrmReleaseFootprintH100",
        "free_after:copies=4,copies=4",
    ]);
    assert_eq!(o.code, 2, "{}", o.stderr);
    assert!(
        o.stderr
            .contains("`explain free_after:copies=4,copies=4`: argument `copies` is given twice"),
        "{}",
        o.stderr
    );
    assert!(!o.stderr.contains("--call"), "{}", o.stderr);
}

#[test]
fn a_count_reads_the_same_in_every_front_end() {
    // One rule: a number whose value is whole, however written.
    let count = |report: &serde_json::Value| report["inputs"]["node_accelerators"].clone();
    for text in ["1_000", "1000.0", "1e3", "1000"] {
        let flag = ok_json(&[
            "eval",
            "DlrmReleaseFootprintH100",
            "--set",
            &format!("node_accelerators={text}"),
        ]);
        assert_eq!(count(&flag), 1000, "{text}");
        let toml = temp_file("count.toml", &format!("node_accelerators = {text}\n"));
        let from_toml = ok_json(&[
            "eval",
            "DlrmReleaseFootprintH100",
            "--input",
            toml.to_str().unwrap(),
        ]);
        assert_eq!(count(&from_toml), 1000, "{text}");
        let json = temp_file(
            "count.json",
            &format!("{{\"node_accelerators\": \"{text}\"}}"),
        );
        let from_json = ok_json(&[
            "eval",
            "DlrmReleaseFootprintH100",
            "--input",
            json.to_str().unwrap(),
        ]);
        assert_eq!(count(&from_json), 1000, "{text}");
    }
    for number in ["1000.0", "1e3"] {
        let json = temp_file(
            "count-number.json",
            &format!("{{\"node_accelerators\": {number}}}"),
        );
        let report = ok_json(&[
            "eval",
            "DlrmReleaseFootprintH100",
            "--input",
            json.to_str().unwrap(),
        ]);
        assert_eq!(count(&report), 1000, "{number}");
    }
    let call = |copies: &str| {
        ok_json(&[
            "eval",
            "DlrmReleaseFootprintH100",
            "--call",
            &format!("free_after:copies={copies}"),
        ])["calls"][0]["value"]
            .clone()
    };
    assert_eq!(call("2.0"), call("2"));
    assert_eq!(call("2e0"), call("2"));
    for bad in ["2.5", "2_5.5", "0x10", "1e-1"] {
        usage(
            &[
                "eval",
                "DlrmReleaseFootprintH100",
                "--set",
                &format!("node_accelerators={bad}"),
            ],
            "expected a whole number",
        );
    }
    let json = temp_file("count-frac.json", r#"{"node_accelerators": 2.5}"#);
    usage(
        &[
            "eval",
            "DlrmReleaseFootprintH100",
            "--input",
            json.to_str().unwrap(),
        ],
        "expected a whole number",
    );
}

#[cfg(unix)]
#[test]
fn docs_never_write_through_a_symbolic_link() {
    let base = std::env::temp_dir().join(format!("mlsysim-docs-links-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    let out = base.join("out");
    std::fs::create_dir_all(&out).unwrap();
    let outside = base.join("precious.txt");
    std::fs::write(&outside, "keep me").unwrap();
    // A page's file that is a link to a file outside: the link is replaced, the file kept.
    std::os::unix::fs::symlink(&outside, out.join("index.md")).unwrap();
    let o = run(&["docs", "--out", out.to_str().unwrap()]);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), "keep me");
    let meta = std::fs::symlink_metadata(out.join("index.md")).unwrap();
    assert!(meta.file_type().is_file(), "the link was not replaced");
    assert!(
        std::fs::read_to_string(out.join("index.md"))
            .unwrap()
            .contains("# ")
    );
    // A folder of pages that is a link to a folder outside: refused, nothing written there.
    let elsewhere = base.join("elsewhere");
    std::fs::create_dir_all(&elsewhere).unwrap();
    std::fs::remove_dir_all(out.join("html")).unwrap();
    std::os::unix::fs::symlink(&elsewhere, out.join("html")).unwrap();
    let o = run(&["docs", "--out", out.to_str().unwrap()]);
    assert_eq!(o.code, 1, "{}", o.stderr);
    assert!(o.stderr.contains("is a symbolic link"), "{}", o.stderr);
    assert_eq!(std::fs::read_dir(&elsewhere).unwrap().count(), 0);
    let _ = std::fs::remove_dir_all(&base);
}
