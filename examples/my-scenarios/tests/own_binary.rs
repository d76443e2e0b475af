//! The example crate's own command line: its scenario is listed, shown, evaluated, swept and
//! documented beside the built-in ones, and its quantity kind reads and shows its unit.

use assert_cmd::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::cargo_bin("my-mlsysim")
        .unwrap()
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_own_scenario_is_listed_beside_the_built_in_ones() {
    let (code, out, err) = run(&["list"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Chat services"), "{out}");
    assert!(out.contains("ContextWindowFit"), "{out}");
    assert!(out.contains("SupportChat8k"), "{out}");
    assert!(out.contains("ReleaseFootprint"), "{out}");
}

#[test]
fn the_own_preset_is_shown_in_its_own_unit() {
    let (code, out, err) = run(&["show", "SupportChat8k"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("conversation_tokens  4800 tok"), "{out}");
    assert!(out.contains("turns_that_fit       23"), "{out}");
    assert!(out.contains("tokens_after(n=23)  8100 tok"), "{out}");
}

#[test]
fn the_own_scenario_evaluates_and_sweeps() {
    let (code, out, err) = run(&[
        "eval",
        "ContextWindowFit",
        "--set",
        "system_prompt=500 tok",
        "--set",
        "turn_tokens=250 tokens",
        "--set",
        "context_window=4096tok",
        "--call",
        "tokens_after:n=30",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["properties"]["turns_that_fit"]["value"], 14);
    assert_eq!(
        j["calls"][0],
        serde_json::json!({"method": "tokens_after", "args": {"n": 30}, "value": 8000.0, "unit": "tok"})
    );
    let (code, out, err) = run(&["sweep", "SupportChat8k", "--over", "turns=10,20,30"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("10,200 tok"), "{out}");
}

#[test]
fn the_own_kind_refuses_a_bare_number() {
    let (code, out, err) = run(&["eval", "SupportChat8k", "--set", "turn_tokens=250"]);
    assert_eq!(code, 2, "{out}");
    assert!(err.contains("give a unit, e.g. `250 tok`"), "{err}");
}

#[test]
fn the_own_pages_are_written() {
    let dir = std::env::temp_dir().join(format!("my-scenarios-docs-{}", std::process::id()));
    let (code, _, err) = run(&["docs", "--out", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let page = std::fs::read_to_string(dir.join("ContextWindowFit.md")).unwrap();
    assert!(
        page.contains("floor((context_window - system_prompt) / turn_tokens)"),
        "{page}"
    );
    assert!(page.contains("SupportChat8k"), "{page}");
    assert!(dir.join("html").join("ContextWindowFit.html").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}
