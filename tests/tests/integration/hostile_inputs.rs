//! Every input of every preset set to hostile values (NaN, infinities, zero, negatives, the
//! extremes of each type, huge, tiny and subnormal quantities in the input's own unit, empty
//! text): each is refused with a typed error naming the input, or builds a scenario whose every
//! computed value is finite and not subnormal. Never a panic.

use mlsysim_catalog as _;
use mlsysim_core::{InputError, InputValue, PresetEntry, Report, Value, catalog};
use mlsysim_tests::check::finite;

const HOSTILE: &[&str] = &[
    "NaN",
    "inf",
    "-inf",
    "0",
    "-0",
    "-1",
    "-0.5",
    "2.5",
    "1e308",
    "-1e308",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "",
    "none",
    "1e306 day",
    "1e300 s",
    "-6 h",
    "0 s",
    "1e300 B",
    "0 B",
    "-2 B",
    "1e300 USD",
    "-1 USD",
    "1e300/day",
    "0/day",
    "1e300 USD/hour",
    "1e300 h/week",
    "x=1e300",
    "a=NaN",
    "0,0.5",
    "0.5,0.2",
    "1e308,1e308",
];

/// Magnitudes tried in each input's own unit (so that a quantity is not refused merely for
/// having no unit): tiny, subnormal, huge, negative, zero and non-finite.
const MAGNITUDES: &[&str] = &[
    "1e-300", "1e-320", "5e-324", "1e300", "1.7e308", "-1", "-1e300", "0", "-0", "NaN", "inf",
    "-inf",
];

/// The magnitudes in the unit the preset's own value of `input` is shown in, else bare (a count
/// or a ratio).
fn magnitudes_in_its_unit(shown: &[(&'static str, Value)], input: &str) -> Vec<String> {
    let unit = shown
        .iter()
        .find(|(n, _)| *n == input)
        .and_then(|(_, v)| match v {
            Value::Quantity { unit, .. } => Some(*unit),
            _ => None,
        });
    MAGNITUDES
        .iter()
        .map(|m| match unit {
            Some(u) => format!("{m} {u}"),
            None => (*m).to_string(),
        })
        .collect()
}

/// A refusal with a message, naming `input` or, for a rule across inputs, inputs of the scenario.
fn assert_refused_by_name(preset: &PresetEntry, input: &str, e: &InputError) {
    let message = e.to_string();
    assert!(!message.is_empty());
    match e {
        // A value's own checks name the input that was set...
        InputError::NotFinite { input: named } | InputError::OutOfRange { input: named, .. } => {
            assert_eq!(*named, input, "{}: {message}", preset.name)
        }
        // ...a rule across inputs may name the other one (ramp and canary).
        InputError::Invalid { input: named, .. } => assert!(
            preset.scenario.input(named).is_some(),
            "{}: {message}",
            preset.name
        ),
        // A declared rule names the inputs it is about, each an input.
        InputError::Rule { rule, .. } => assert!(
            !rule.inputs.is_empty()
                && rule
                    .inputs
                    .iter()
                    .all(|n| preset.scenario.input(n).is_some()),
            "{}: {message}",
            preset.name
        ),
        InputError::Missing { .. } | InputError::MissingOneOf { .. } | InputError::Unknown(_) => {}
    }
}

/// Every value of a scenario built with `input` set to `text`, property or sampled call, is
/// finite and not subnormal.
fn assert_every_value_finite(preset: &PresetEntry, input: &str, text: &str, report: &Report) {
    for (name, result) in report.properties.iter() {
        if let Ok(value) = result {
            assert!(
                finite(value),
                "{}.{} = {value:?} with {}={text}",
                preset.name,
                name,
                input
            );
        }
    }
    for call in &report.calls {
        if let Ok(value) = &call.result {
            assert!(
                finite(value),
                "{}.{} = {value:?} with {}={text}",
                preset.name,
                call.method,
                input
            );
        }
    }
}

#[test]
fn no_preset_input_takes_a_hostile_value_silently() {
    let mut refused = 0;
    let mut built = 0;
    let mut tried = 0;
    for preset in catalog::presets() {
        let base = (preset.build)().unwrap();
        let shown = base.report().inputs;
        for input in preset.scenario.inputs {
            let in_unit = magnitudes_in_its_unit(&shown, input.name);
            for text in HOSTILE
                .iter()
                .copied()
                .chain(in_unit.iter().map(String::as_str))
            {
                tried += 1;
                let change = [(input.name.to_string(), InputValue::Text(text.to_string()))];
                match base.with_inputs(&change) {
                    Err(e) => {
                        refused += 1;
                        assert_refused_by_name(preset, input.name, &e);
                    }
                    Ok(scenario) => {
                        built += 1;
                        assert_every_value_finite(preset, input.name, text, &scenario.report());
                    }
                }
            }
        }
    }
    assert!(refused > 0 && built > 0, "refused {refused}, built {built}");
    // The counts, for the record (`cargo test -p mlsysim-tests --test integration hostile_inputs:: -- --nocapture`).
    eprintln!(
        "{} presets, {tried} (input, value) pairs: {refused} refused by name, {built} built with every value finite",
        catalog::presets().len()
    );
}
