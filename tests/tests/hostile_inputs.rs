//! Every input of every preset set to hostile values (NaN, infinities, zero, negatives, the
//! extremes of each type, huge quantities, empty text): each is refused with a typed error
//! naming the input, or builds a scenario whose every computed value is finite. Never a panic.

use mlsysim_core::{InputError, InputValue, Value, catalog};
use mlsysim_scenarios as _;

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

fn finite(value: &Value) -> bool {
    match value {
        Value::Number(x) | Value::Quantity { magnitude: x, .. } => x.is_finite(),
        Value::List(items) => items.iter().all(finite),
        Value::Map(entries) => entries.iter().all(|(_, v)| finite(v)),
        _ => true,
    }
}

#[test]
fn no_preset_input_takes_a_hostile_value_silently() {
    let mut refused = 0;
    let mut built = 0;
    for preset in catalog::presets() {
        let base = (preset.build)().unwrap();
        for input in preset.scenario.inputs {
            for text in HOSTILE {
                let change = [(
                    input.name.to_string(),
                    InputValue::Text((*text).to_string()),
                )];
                match base.with_inputs(&change) {
                    Err(e) => {
                        refused += 1;
                        let message = e.to_string();
                        assert!(!message.is_empty());
                        match &e {
                            // A value's own checks name the input that was set...
                            InputError::NotFinite { input: named }
                            | InputError::OutOfRange { input: named, .. } => {
                                assert_eq!(*named, input.name, "{}: {message}", preset.name)
                            }
                            // ...a rule across inputs may name the other one (ramp and canary).
                            InputError::Invalid { input: named, .. } => assert!(
                                preset.scenario.input(named).is_some(),
                                "{}: {message}",
                                preset.name
                            ),
                            InputError::Missing { .. }
                            | InputError::MissingOneOf { .. }
                            | InputError::Unknown(_) => {}
                        }
                    }
                    Ok(scenario) => {
                        built += 1;
                        let report = scenario.report();
                        for (name, result) in report.properties.iter() {
                            if let Ok(value) = result {
                                assert!(
                                    finite(value),
                                    "{}.{} = {value:?} with {}={text}",
                                    preset.name,
                                    name,
                                    input.name
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
                                    input.name
                                );
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(refused > 0 && built > 0, "refused {refused}, built {built}");
}
