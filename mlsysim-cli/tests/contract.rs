//! The command line's contract, case by case: what a user typed wrong exits 2 with one line on
//! stderr and nothing on stdout; a requested evaluation that fails exits 1 after printing the
//! report; a wrong number is never printed with exit 0. Each case here was once broken.

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
    Outcome {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
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
        "`copy_bytes` overflows",
    );
    assert!(!report.contains("null"), "{report}");
    failed(
        &[
            "eval",
            "KeywordSpotterDualBankEsp32S3",
            "--set",
            "bytes_per_param=1e308 B",
        ],
        "`bank_bytes` overflows",
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
    assert!(o.stdout.contains("1000000 1/d"), "{}", o.stdout);
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
