//! Every member of every preset explains itself: the explanation's own value is the member's
//! value (text, Markdown), each input under it says where its value came from, and an error
//! says where it arose.

use mlsysim_catalog as _;
use mlsysim_core::explain::{self, Step, StepKind};
use mlsysim_core::{InputValue, Value, catalog};

fn source(_: &str) -> String {
    "the test".to_string()
}

/// The value shown at the end of the step's own entry (its first line, or `= value` lines).
fn shown_result(step: &Step) -> String {
    match &step.result {
        Ok(v) => v.to_string(),
        Err(reason) => format!("cannot be computed: {reason}"),
    }
}

fn check(step: &Step, expected: &Result<Value, mlsysim_core::EvalError>, what: &str) {
    match expected {
        Ok(v) => assert_eq!(step.result.as_ref().ok(), Some(v), "{what}"),
        Err(e) => assert_eq!(step.result.as_ref().err(), Some(&e.to_string()), "{what}"),
    }
    let lines = explain::lines(step);
    let own = lines.last().unwrap();
    assert!(
        own.ends_with(&format!("= {}", shown_result(step))),
        "{what}: {own}"
    );
    let text = explain::text(step);
    assert!(text.starts_with(&lines[0]), "{what}");
    let markdown = explain::markdown(step);
    assert!(markdown.contains(&shown_result(step)), "{what}: {markdown}");
    walk(step, what);
}

/// Every input step has a source, every law or member step an equation.
fn walk(step: &Step, what: &str) {
    match step.kind {
        StepKind::Input => assert!(step.source.is_some(), "{what}: {}", step.name),
        StepKind::Member | StepKind::Law => {
            assert!(step.symbols.is_some(), "{what}: {}", step.name)
        }
    }
    for child in &step.children {
        walk(child, what);
    }
}

#[test]
fn every_member_of_every_preset_explains_its_own_value() {
    let mut explained = 0;
    let mut laws = 0;
    for preset in catalog::presets() {
        let scenario = (preset.build)().unwrap();
        let report = scenario.report();
        for (name, value) in &report.properties {
            let step = explain::explain_member(scenario.as_ref(), name, &[], &source).unwrap();
            check(&step, value, &format!("{}.{name}", preset.name));
            laws += count_laws(&step);
            explained += 1;
        }
        for call in &report.calls {
            let args: Vec<InputValue> = call.args.iter().map(|(_, v)| v.clone()).collect();
            let step =
                explain::explain_member(scenario.as_ref(), call.method, &args, &source).unwrap();
            check(
                &step,
                &call.result,
                &format!("{}.{}", preset.name, call.method),
            );
            explained += 1;
        }
    }
    assert!(explained > 1000, "{explained} members explained");
    assert!(laws > 100, "{laws} law steps");
}

fn count_laws(step: &Step) -> usize {
    usize::from(step.kind == StepKind::Law) + step.children.iter().map(count_laws).sum::<usize>()
}

#[test]
fn the_worked_example_of_the_issue() {
    let preset = catalog::preset("DlrmReleaseFootprintH100").unwrap();
    let scenario = (preset.build)().unwrap();
    let step = explain::explain_member(
        scenario.as_ref(),
        "free_after",
        &[InputValue::Text("4".into())],
        &source,
    )
    .unwrap();
    let text = explain::text(&step);
    assert!(text.starts_with(
        "free_after(copies=4) = node_accelerators - copies * accelerators_per_copy = 8 - 4 * 2 = 0\n"
    ), "{text}");
    assert!(
        text.contains("accelerators_per_copy = ceil(copy_fraction) = ceil(1.164) = 2"),
        "{text}"
    );
    // The registry's 80 GiB meets a decimal size: one expression reads in one family of units.
    assert!(
        text.contains(
            "copy_fraction = copy_bytes / device.memory_capacity = 100 GB / 85.9 GB = 1.164"
        ),
        "{text}"
    );
    // Each input once, with where its value came from.
    assert_eq!(text.matches("node_accelerators = 8").count(), 1, "{text}");
    assert!(
        text.contains("(the test; registry entry Cloud.H100"),
        "{text}"
    );
}

#[test]
fn an_error_is_explained_where_it_arose() {
    let preset = catalog::preset("ResNet50Fp16ReleaseFootprintH100").unwrap();
    let scenario = (preset.build)()
        .unwrap()
        .with_inputs(&[(
            "bytes_per_param".to_string(),
            InputValue::Text("1e308 B".into()),
        )])
        .unwrap();
    let step = explain::explain_member(scenario.as_ref(), "copy_fraction", &[], &source).unwrap();
    let text = explain::text(&step);
    assert!(step.result.is_err());
    // The operand that overflowed is named, in the step where it did.
    assert!(
        text.contains("copy_bytes =") && text.contains("overflows"),
        "{text}"
    );
    let missing = (preset.build)()
        .unwrap()
        .with_inputs(&[("retrain_time".to_string(), InputValue::Absent)])
        .unwrap();
    let step = explain::explain_member(missing.as_ref(), "retrain_accelerator_hours", &[], &source)
        .unwrap();
    let text = explain::text(&step);
    assert!(
        text.contains("needs the optional input `retrain_time`"),
        "{text}"
    );
    assert!(text.contains("retrain_time = absent"), "{text}");
}

#[test]
fn a_method_called_with_the_wrong_arguments_is_refused() {
    let preset = catalog::preset("DlrmReleaseFootprintH100").unwrap();
    let scenario = (preset.build)().unwrap();
    assert!(explain::explain_member(scenario.as_ref(), "free_after", &[], &source).is_err());
    assert!(explain::explain_member(scenario.as_ref(), "no_such", &[], &source).is_err());
    let bad = explain::explain_member(
        scenario.as_ref(),
        "free_after",
        &[InputValue::Text("abc".into())],
        &source,
    );
    assert!(bad.is_err_and(|e| e.is_bad_call()));
}
