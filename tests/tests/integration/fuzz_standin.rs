//! The fuzz targets' entry points (`fuzz/`), run under proptest on stable with bounded case
//! counts, plus every seed-corpus file: arbitrary text never panics, and what is accepted is
//! finite and valid.

use mlsysim_cli::files::parse;
use mlsysim_core::{FromInput, InputValue, Time};
use proptest::prelude::*;
use std::path::Path;

use mlsysim_cli::fuzzing::{input_file as input_file_target, quantity as quantity_target};

fn corpus(name: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz/corpus")
        .join(name);
    let files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    assert!(!files.is_empty());
    files
}

#[test]
fn seed_corpora_run_clean() {
    for text in corpus("quantity") {
        quantity_target(&text);
    }
    for text in corpus("input_file") {
        input_file_target(&text);
        // The seeds are valid inputs: each one builds.
        let kind = if text.trim_start().starts_with('{') {
            Some("json")
        } else {
            None
        };
        assert!(parse(&text, kind).is_ok(), "{text}");
    }
}

fn quantity_like() -> impl Strategy<Value = String> {
    let number = prop_oneof![
        any::<f64>().prop_map(|x| x.to_string()),
        any::<i64>().prop_map(|x| x.to_string()),
        "[-+]?[0-9_.eE]{0,12}",
    ];
    let unit = prop_oneof![
        prop::sample::select(vec![
            "", "h", " min", "B", " bit", "GiB", " GB", "Gb", "day", "weeks", "ms"
        ])
        .prop_map(String::from),
        "[a-zA-Z ]{0,6}",
    ];
    (number, unit).prop_map(|(n, u)| format!("{n}{u}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn any_text_as_a_quantity(text in ".{0,80}") {
        quantity_target(&text);
    }

    #[test]
    fn quantity_shaped_text(text in quantity_like()) {
        quantity_target(&text);
    }

    #[test]
    fn any_text_as_an_input_file(text in ".{0,200}") {
        input_file_target(&text);
    }

    #[test]
    fn input_file_shaped_text(
        keys in prop::collection::vec(prop_oneof![
            prop::sample::select(vec![
                "model", "device", "bytes_per_param", "node_accelerators", "retrain_time", "ramp",
                "canary_share",
            ]).prop_map(String::from),
            "[a-z_]{1,12}",
        ], 0..6),
        values in prop::collection::vec(prop_oneof![
            Just("\"dlrm\"".to_string()), Just("\"h100\"".to_string()), Just("\"2B\"".to_string()),
            Just("8".to_string()), Just("\"6h\"".to_string()), Just("[0.05, 1.0]".to_string()),
            Just("[[[]]]".to_string()), Just("{}".to_string()), Just("1e999".to_string()),
            any::<f64>().prop_map(|x| format!("{x:?}")), "\"[^\"\\\\]{0,10}\"",
        ], 0..6),
    ) {
        let toml: String = keys.iter().zip(&values).map(|(k, v)| format!("{k} = {v}\n")).collect();
        input_file_target(&toml);
        let json = format!("{{{}}}", keys.iter().zip(&values).map(|(k, v)| format!("\"{k}\": {v}")).collect::<Vec<_>>().join(", "));
        input_file_target(&json);
    }

    /// A valid quantity reads back to the number written.
    #[test]
    fn hours_read_back(h in 0.0f64..1e6) {
        let t = Time::from_input(&InputValue::Text(format!("{h}h"))).unwrap();
        prop_assert!((t.value - h * 3600.0).abs() <= 1e-9 * t.value.max(1.0));
    }
}
