//! ReleaseFootprint's behaviour: odd inputs the reference accepts (figures recorded from
//! `mlsysim` 0.3.0), its error paths and its reports. Its presets' values are checked against
//! the reference by the golden test.

use mlsysim_core::units::{bytes, hours};
use mlsysim_core::{
    EvalErrorKind, HardwareNode, InputError, InputValue, Scenario, Value, Workload,
};
use mlsysim_scenarios::ReleaseFootprint;
use mlsysim_scenarios::release_and_drift::{
    dlrm_release_footprint_h100, resnet50_fp16_release_footprint_h100,
};

fn dlrm() -> ReleaseFootprint {
    dlrm_release_footprint_h100().expect("the DLRM preset builds")
}

fn resnet() -> ReleaseFootprint {
    resnet50_fp16_release_footprint_h100().expect("the ResNet-50 preset builds")
}

#[test]
fn evaluate_computes_the_same_values_as_each_accessor() {
    for s in [dlrm(), resnet()] {
        let v = s.evaluate();
        assert_eq!(v.copy_bytes, s.copy_bytes());
        assert_eq!(v.copy_fraction, s.copy_fraction());
        assert_eq!(v.accelerators_per_copy, s.accelerators_per_copy());
        assert_eq!(v.retrain_accelerator_hours, s.retrain_accelerator_hours());
        assert_eq!(v.free_during_retrain, s.free_during_retrain());
        for k in [0, 1, 6, u32::MAX] {
            assert_eq!(v.free_after(k), s.free_after(k));
            assert_eq!(v.accelerators_for(k), s.accelerators_for(k));
        }
    }
}

#[test]
fn report_shows_values_in_the_units_a_person_expects() {
    let report = dlrm().report();
    let prop = |name: &str| report.property(name).unwrap().clone().unwrap();
    assert_eq!(
        prop("copy_bytes"),
        Value::Quantity {
            magnitude: 100.0,
            unit: "GB"
        }
    );
    assert_eq!(
        prop("retrain_accelerator_hours"),
        Value::Quantity {
            magnitude: 24.0,
            unit: "h"
        }
    );
    assert_eq!(prop("accelerators_per_copy"), Value::Integer(2));
    let input = |name: &str| {
        report
            .inputs
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap()
            .1
            .clone()
    };
    assert_eq!(input("device"), Value::Entry("Cloud.H100"));
    assert_eq!(input("bytes_per_param"), Value::Absent);
    assert_eq!(
        input("retrain_time"),
        Value::Quantity {
            magnitude: 6.0,
            unit: "h"
        }
    );
    let free_after: Vec<Value> = report
        .calls
        .iter()
        .filter(|c| c.method == "free_after")
        .map(|c| c.result.clone().unwrap())
        .collect();
    assert_eq!(
        free_after,
        (0..=8)
            .map(|k| Value::Headroom(8 - 2 * k))
            .collect::<Vec<_>>()
    );
    assert_eq!(report.calls.len(), 18);
}

#[test]
fn dynamic_calls_check_their_arguments() {
    let s = dlrm();
    assert_eq!(
        Scenario::call(&s, "free_after", &[InputValue::Integer(6)]),
        Ok(Value::Headroom(-4))
    );
    let negative = Scenario::call(&s, "free_after", &[InputValue::Integer(-1)]).unwrap_err();
    assert!(negative.to_string().contains("copies"), "{negative}");
    let arity = Scenario::call(&s, "free_after", &[]).unwrap_err();
    assert!(arity.to_string().contains("takes 1 argument"), "{arity}");
    let unknown = Scenario::call(&s, "free_afterr", &[InputValue::Integer(1)]).unwrap_err();
    assert!(
        unknown.to_string().contains("did you mean `free_after`"),
        "{unknown}"
    );
}

fn base() -> mlsysim_scenarios::ReleaseFootprintBuilder {
    ReleaseFootprint::builder()
        .model(Workload::find("dlrm").unwrap())
        .device(HardwareNode::find("h100").unwrap())
}

#[test]
fn a_missing_optional_input_is_named_by_the_member_that_needs_it() {
    let s = base().build().unwrap();
    assert_eq!(s.accelerators_per_copy(), Ok(2));
    let e = s.retrain_accelerator_hours().unwrap_err();
    assert_eq!(e.missing_input(), Some("retrain_accelerators"));
    assert_eq!(e.member, Some("retrain_accelerator_hours"));
    assert!(e.to_string().contains("set `retrain_accelerators`"), "{e}");
    assert_eq!(
        s.free_after(1).unwrap_err().missing_input(),
        Some("node_accelerators")
    );
    assert_eq!(
        s.free_during_retrain().unwrap_err().missing_input(),
        Some("node_accelerators")
    );
    let with_node = base().node_accelerators(8).build().unwrap();
    assert_eq!(with_node.free_after(1).unwrap(), 6);
    assert_eq!(
        with_node.free_during_retrain().unwrap_err().missing_input(),
        Some("retrain_accelerators")
    );
}

#[test]
fn requirements_are_computed_through_the_member_graph() {
    let info = ReleaseFootprint::INFO;
    let requires = |m: &str| info.member(m).unwrap().requires.to_vec();
    assert_eq!(requires("copy_bytes"), Vec::<&str>::new());
    assert_eq!(requires("accelerators_per_copy"), Vec::<&str>::new());
    assert_eq!(
        requires("retrain_accelerator_hours"),
        ["retrain_accelerators", "retrain_time"]
    );
    assert_eq!(
        requires("free_during_retrain"),
        ["node_accelerators", "retrain_accelerators"]
    );
    assert_eq!(requires("free_after"), ["node_accelerators"]);
    assert_eq!(
        info.member("copy_fraction").unwrap().depends_on,
        ["device", "copy_bytes"]
    );
    assert_eq!(
        info.member("copy_fraction").unwrap().equation,
        "copy_bytes / device.memory_capacity"
    );
}

#[test]
fn a_model_without_registry_size_needs_bytes_per_param() {
    let s = base()
        .model(Workload::find("resnet50").unwrap())
        .build()
        .unwrap();
    let e = s.copy_bytes().unwrap_err();
    // The registry lacks the figure: the member has no value for these inputs (a note, not a
    // failure, in a report), and says which input gives it one.
    assert!(matches!(e.kind, EvalErrorKind::Undefined(_)));
    assert!(e.to_string().contains("set `bytes_per_param`"), "{e}");
    // The failure travels to every member that reads the copy size.
    assert_eq!(s.accelerators_for(1).unwrap_err(), e);
}

#[test]
fn the_registry_size_wins_for_a_model_known_only_by_size() {
    for width in [0.5, 1.0, 4.0] {
        let s = base().bytes_per_param(bytes(width)).build().unwrap();
        assert_eq!(s.copy_bytes().unwrap().bytes(), 1e11);
    }
}

#[test]
fn out_of_range_inputs_are_refused_with_the_range() {
    let e = base().canary_share(1.5).build().unwrap_err();
    assert_eq!(
        e,
        InputError::OutOfRange {
            input: "canary_share",
            value: "1.5".into(),
            allowed: "[0.0, 1.0]"
        }
    );
    assert!(e.to_string().contains("canary_share") && e.to_string().contains("[0.0, 1.0]"));
    let e = base().bytes_per_param(bytes(0.0)).build().unwrap_err();
    assert!(matches!(
        e,
        InputError::OutOfRange {
            input: "bytes_per_param",
            allowed: "> 0",
            ..
        }
    ));
    let e = base().bytes_per_param(bytes(f64::NAN)).build().unwrap_err();
    assert_eq!(
        e,
        InputError::NotFinite {
            input: "bytes_per_param"
        }
    );
    let e = base()
        .bytes_per_param(bytes(f64::INFINITY))
        .build()
        .unwrap_err();
    assert_eq!(
        e,
        InputError::NotFinite {
            input: "bytes_per_param"
        }
    );
    let e = base().retrain_time(hours(-6.0)).build().unwrap_err();
    assert!(matches!(
        e,
        InputError::OutOfRange {
            input: "retrain_time",
            ..
        }
    ));
    let e = base().node_accelerators(0).build().unwrap_err();
    assert!(matches!(
        e,
        InputError::OutOfRange {
            input: "node_accelerators",
            allowed: ">= 1",
            ..
        }
    ));
    let e = base().canary_share(f64::NAN).build().unwrap_err();
    assert_eq!(
        e,
        InputError::NotFinite {
            input: "canary_share"
        }
    );
}

#[test]
fn ramp_rules_are_enforced() {
    let bad = |ramp: Vec<f64>| base().canary_share(0.05).ramp(ramp).build().unwrap_err();
    assert!(matches!(
        bad(vec![]),
        InputError::Rule { rule, .. } if rule.inputs.contains(&"ramp")
    ));
    assert!(matches!(
        bad(vec![0.05, 0.5, 0.2]),
        InputError::Rule { rule, .. } if rule.inputs.contains(&"ramp")
    ));
    assert!(matches!(
        bad(vec![0.1, 0.5]),
        InputError::Rule { rule, .. } if rule.inputs.contains(&"ramp")
    ));
    assert!(matches!(
        bad(vec![0.05, 1.5]),
        InputError::OutOfRange { input: "ramp", .. }
    ));
    assert!(matches!(
        bad(vec![0.0, 0.5]),
        InputError::OutOfRange { input: "ramp", .. }
    ));
    assert!(matches!(
        bad(vec![0.05, f64::NAN]),
        InputError::NotFinite { input: "ramp" }
    ));
    assert!(
        base()
            .canary_share(0.05)
            .ramp(vec![0.05, 0.25, 0.5, 1.0])
            .build()
            .is_ok()
    );
    assert!(base().ramp(vec![0.1, 0.1, 1.0]).build().is_ok());
}

#[test]
fn required_inputs_must_be_given() {
    let e = ReleaseFootprint::builder()
        .device(HardwareNode::find("h100").unwrap())
        .build();
    assert_eq!(e.unwrap_err(), InputError::Missing { input: "model" });
    let e = ReleaseFootprint::builder()
        .model(Workload::find("dlrm").unwrap())
        .build();
    assert_eq!(e.unwrap_err(), InputError::Missing { input: "device" });
}

#[test]
fn variant_changes_only_what_it_sets_and_validates_again() {
    let s = dlrm();
    let v = s
        .variant()
        .device(HardwareNode::find("Cloud.H200").unwrap())
        .build()
        .unwrap();
    assert_eq!(v.copy_fraction().unwrap(), 0.6605124642662968);
    assert_eq!(v.accelerators_per_copy().unwrap(), 1);
    assert_eq!(v.free_during_retrain().unwrap(), 3);
    assert_eq!(v.node_accelerators, s.node_accelerators);
    assert!(s.variant().canary_share(2.0).build().is_err());
    let cleared = s.variant().without_node_accelerators().build().unwrap();
    assert_eq!(
        cleared.free_after(1).unwrap_err().missing_input(),
        Some("node_accelerators")
    );
}

#[test]
fn odd_reference_cases_that_stay_valid_match() {
    // Llama 3 70B at FP16 on an H100.
    let llama = base()
        .model(Workload::find("Language.Llama3_70B").unwrap())
        .bytes_per_param(bytes(2.0))
        .node_accelerators(8)
        .retrain_accelerators(4)
        .build()
        .unwrap();
    assert_eq!(llama.copy_bytes().unwrap().bytes(), 141_200_000_000.0);
    assert_eq!(llama.copy_fraction().unwrap(), 1.6437843441963196);
    assert_eq!(llama.free_after(3).unwrap(), 2);
    // DLRM on a microcontroller: half a million devices a copy, a deep shortfall.
    let tiny = base()
        .device(HardwareNode::find("Tiny.STM32F4").unwrap())
        .node_accelerators(8)
        .retrain_accelerators(4)
        .build()
        .unwrap();
    assert_eq!(tiny.copy_fraction().unwrap(), 508626.3020833334);
    assert_eq!(tiny.accelerators_per_copy().unwrap(), 508_627);
    assert_eq!(tiny.free_during_retrain().unwrap(), -508_623);
    assert_eq!(tiny.free_after(1).unwrap(), -508_619);
    // GPT-3 at FP16 on a GB200 NVL72 rack with a zero-length retraining run.
    let rack = base()
        .model(Workload::find("gpt3").unwrap())
        .device(HardwareNode::find("GB200_NVL72").unwrap())
        .bytes_per_param(bytes(2.0))
        .node_accelerators(1)
        .retrain_accelerators(0)
        .retrain_time(hours(1.0))
        .build()
        .unwrap();
    assert_eq!(rack.copy_fraction().unwrap(), 0.02357949226818703);
    assert_eq!(
        rack.retrain_accelerator_hours().unwrap().value / 3600.0,
        0.0
    );
    assert_eq!(rack.free_after(1).unwrap(), 0);
    // Durations in other units convert: 3 accelerators for 90 minutes is 4.5 accelerator-hours.
    let short = base()
        .retrain_accelerators(3)
        .retrain_time(mlsysim_core::units::MINUTE.of(90.0))
        .build()
        .unwrap();
    assert_eq!(
        short.retrain_accelerator_hours().unwrap().value / 3600.0,
        4.5
    );
}

#[test]
fn overflow_is_an_error_not_a_wrapped_number() {
    // A width so large the copy spans more accelerators than an i64 counts.
    let huge = base()
        .model(Workload::find("resnet50").unwrap())
        .bytes_per_param(bytes(1e300))
        .build()
        .unwrap();
    assert!(matches!(
        huge.accelerators_per_copy().unwrap_err().kind,
        EvalErrorKind::Overflow { .. }
    ));
    let inf_product = base()
        .model(Workload::find("resnet50").unwrap())
        .bytes_per_param(bytes(1e308))
        .build()
        .unwrap();
    assert!(inf_product.copy_fraction().is_err());
    // Copies times accelerators beyond i64 on a device with 1 KiB... of memory per copy share.
    let many = base()
        .model(Workload::find("resnet50").unwrap())
        .bytes_per_param(bytes(3e14))
        .device(HardwareNode::find("Tiny.STM32F4").unwrap())
        .node_accelerators(8)
        .build()
        .unwrap();
    let per_copy = many.accelerators_per_copy().unwrap();
    assert!(per_copy > i64::MAX / i64::from(u32::MAX));
    assert!(matches!(
        many.accelerators_for(u32::MAX).unwrap_err().kind,
        EvalErrorKind::Overflow { .. }
    ));
    assert!(matches!(
        many.free_after(u32::MAX).unwrap_err().kind,
        EvalErrorKind::Overflow { .. }
    ));
}

#[test]
fn information_units_are_exact() {
    let h100 = HardwareNode::find("h100").unwrap();
    assert_eq!(h100.memory_capacity.quantity().value, 85_899_345_920.0);
    assert_eq!(h100.memory_capacity.to_string(), "80 GiB");
}
