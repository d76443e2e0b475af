//! Each family scenario's error paths: inputs refused when built, members that return a typed
//! error where the reference crashes or returns nonsense.

use mlsysim_core::units::{bytes, days, seconds};
use mlsysim_core::{EvalErrorKind, HardwareNode, InputError, InputValue, Named, Scenario};
use mlsysim_scenarios::durability::*;
use mlsysim_scenarios::recovery::*;
use mlsysim_scenarios::release_and_drift::*;
use mlsysim_scenarios::watching::*;
use mlsysim_tests::check::out_of_range;

/// Refused by a declared rule about `input` (or, for a value no type can read, naming it).
fn invalid(e: InputError, input: &str) {
    assert!(
        match &e {
            InputError::Invalid { input: i, .. } => *i == input,
            InputError::Rule { rule, .. } => rule.inputs.contains(&input),
            _ => false,
        },
        "{e:?}"
    );
}

#[test]
fn dual_bank_update() {
    let s = keyword_spotter_dual_bank_esp32s3().unwrap();
    let no_flash = s
        .variant()
        .device(HardwareNode::find("h100").unwrap())
        .build()
        .unwrap();
    let e = no_flash.flash().unwrap_err();
    assert!(
        e.to_string().contains("`Cloud.H100` has no flash capacity"),
        "{e}"
    );
    assert_eq!(no_flash.flash_share().unwrap_err(), e);
    out_of_range(
        s.variant().bytes_per_param(bytes(0.0)).build().unwrap_err(),
        "bytes_per_param",
    );
}

#[test]
fn automation_breakeven() {
    let s = retraining_pipeline_automation().unwrap();
    let per_week = |h: f64| mlsysim_core::units::ratio(h / 168.0);
    let never = s.variant().upkeep_rate(per_week(4.0)).build().unwrap();
    assert!(
        never
            .breakeven()
            .unwrap_err()
            .to_string()
            .contains("never pays back")
    );
    let slower = s.variant().upkeep_rate(per_week(1.0)).build().unwrap();
    let weeks = slower.breakeven().unwrap().value / 604_800.0;
    assert!((weeks - 26.666666666666668).abs() < 1e-9, "{weeks}");
    out_of_range(
        s.variant().manual_rate(per_week(0.0)).build().unwrap_err(),
        "manual_rate",
    );
}

#[test]
fn skew_cost() {
    let s = ranking_skew_one_percent().unwrap();
    out_of_range(s.variant().skew_rate(1.5).build().unwrap_err(), "skew_rate");
    assert!(matches!(
        s.variant().skew_rate(f64::NAN).build().unwrap_err(),
        InputError::NotFinite { .. }
    ));
    let e = Scenario::call(&s, "cost_over", &[InputValue::Text("3 GB".into())]).unwrap_err();
    assert!(e.to_string().contains("expected a time"), "{e}");
}

#[test]
fn accuracy_decay() {
    let s = ranking_service_accuracy_drift().unwrap();
    out_of_range(
        s.variant().later_accuracy(0.0).build().unwrap_err(),
        "later_accuracy",
    );
    out_of_range(
        s.variant().initial_accuracy(1.2).build().unwrap_err(),
        "initial_accuracy",
    );
    // A model that improved: a negative rate, as in the reference, not an error.
    let improving = s.variant().later_accuracy(0.97).build().unwrap();
    let rate = improving.decay_rate().unwrap().value * 86_400.0;
    assert!((rate - -0.0011220070083349618).abs() < 1e-15, "{rate}");
    // An accuracy above the start is never reached on a decaying curve: a negative age.
    assert!(s.time_to(0.99).unwrap().value < 0.0);
    assert!(s.time_to(0.0).is_err());
}

#[test]
fn drift_confirmation() {
    let s = labeled_outcome_drift_confirmation().unwrap();
    // A drop of zero is outside the argument's declared range, refused before any arithmetic.
    let e = s.outcomes_for(0.0).unwrap_err();
    assert!(matches!(e.kind, EvalErrorKind::BadCall(_)), "{e}");
    assert!(e.to_string().contains("`drop_size`"), "{e}");
    assert!(s.outcomes_for(0.95).is_err());
    let e = s.collection_time("mid".into()).unwrap_err();
    assert!(e.to_string().contains("unknown name `mid`"), "{e}");
    let zero = Named::from_iter([("never", mlsysim_core::units::per_second(0.0))]);
    out_of_range(
        s.variant().label_rates(zero).build().unwrap_err(),
        "label_rates",
    );
    out_of_range(
        s.variant().confidence(1.0).build().unwrap_err(),
        "confidence",
    );
}

#[test]
fn detection_delay_loss() {
    let s = recommender_detection_delay_loss().unwrap();
    out_of_range(
        s.variant().quality_drop(1.5).build().unwrap_err(),
        "quality_drop",
    );
    let instant = s.variant().fast_detection(days(0.0)).build().unwrap();
    assert_eq!(
        instant.slow_over_fast().unwrap_err().kind,
        EvalErrorKind::DivisionByZero
    );
}

#[test]
fn retraining_interval() {
    let s = ranking_retraining_interval().unwrap();
    let no_footprint = s.variant().without_footprint().build().unwrap();
    assert_eq!(
        no_footprint.compute_cost().unwrap_err().missing_input(),
        Some("footprint")
    );
    let no_price = s.variant().without_accelerator_price().build().unwrap();
    assert_eq!(
        no_price.compute_cost().unwrap_err().missing_input(),
        Some("accelerator_price")
    );
    // The requirement follows into the nested scenario: its retraining time is needed.
    let footprint = s
        .footprint
        .clone()
        .unwrap()
        .variant()
        .without_retrain_time()
        .build()
        .unwrap();
    let nested = s.variant().footprint(footprint).build().unwrap();
    assert_eq!(
        nested.compute_cost().unwrap_err().missing_input(),
        Some("retrain_time")
    );
    // A model that improves has no staleness cost to balance: no optimum, an error.
    let improving = s.drift.variant().later_accuracy(0.97).build().unwrap();
    let no_optimum = s.variant().drift(improving).build().unwrap();
    assert!(no_optimum.optimal_interval().is_err());
    let info = RetrainingInterval::INFO.member("compute_cost").unwrap();
    assert_eq!(info.requires, ["footprint", "accelerator_price"]);
    assert_eq!(info.reaches, [("footprint", "retrain_accelerator_hours")]);
}

#[test]
fn retraining_interval_reads_its_nested_scenarios_by_preset_name() {
    let built = RetrainingInterval::from_inputs(&[
        (
            "drift".into(),
            InputValue::Text("RankingServiceAccuracyDrift".into()),
        ),
        ("query_rate".into(), InputValue::Text("1000000/day".into())),
        ("value_per_query".into(), InputValue::Text("0.5 USD".into())),
        ("run_cost".into(), InputValue::Text("5000 USD".into())),
        (
            "footprint".into(),
            InputValue::Text("DlrmReleaseFootprintH100".into()),
        ),
        (
            "accelerator_price".into(),
            InputValue::Text("4 USD/hour".into()),
        ),
    ])
    .unwrap();
    assert!((built.compute_cost().unwrap().value - 96.0).abs() < 1e-9);
    let wrong = RetrainingInterval::from_inputs(&[(
        "drift".into(),
        InputValue::Text("DlrmReleaseFootprintH100".into()),
    )]);
    assert!(
        wrong
            .unwrap_err()
            .to_string()
            .contains("not a AccuracyDecay")
    );
}

#[test]
fn segment_accuracy() {
    let s = recommendation_accuracy_by_device().unwrap();
    let missing = Named::from_iter([("Desktop", 0.94)]);
    invalid(
        s.variant().accuracies(missing).build().unwrap_err(),
        "accuracies",
    );
    out_of_range(
        s.variant()
            .traffic_shares(Named::from_iter([("Desktop", 1.2)]))
            .build()
            .unwrap_err(),
        "traffic_shares",
    );
}

#[test]
fn repair_break_even() {
    let s = test_config_repair_vs_rebuild().unwrap();
    out_of_range(
        s.variant().assumed_success(1.5).build().unwrap_err(),
        "assumed_success",
    );
    let free = s
        .variant()
        .unwind_time(seconds(0.0))
        .rebuild_time(seconds(0.0))
        .build()
        .unwrap();
    assert_eq!(
        free.break_even_time().unwrap_err().kind,
        EvalErrorKind::DivisionByZero
    );
}

#[test]
fn irreversible_loss() {
    let s = remediation_canary_pivot_loss().unwrap();
    invalid(
        s.variant().catch_step(0.5).build().unwrap_err(),
        "catch_step",
    );
    out_of_range(
        s.variant()
            .wrong_change_probability(-0.1)
            .build()
            .unwrap_err(),
        "wrong_change_probability",
    );
}

#[test]
fn undetected_loop() {
    let s = repair_loop_to_turn_ceiling().unwrap();
    out_of_range(s.variant().stop_after(0).build().unwrap_err(), "stop_after");
    out_of_range(s.variant().ceiling(1).build().unwrap_err(), "ceiling");
    out_of_range(
        s.variant().ceiling(u32::MAX).build().unwrap_err(),
        "ceiling",
    );
    invalid(
        s.variant().stop_after(51).build().unwrap_err(),
        "stop_after",
    );
    // Token counts that overflow are an error, not a wrapped count.
    let huge = s
        .variant()
        .first_input(u32::MAX)
        .output_per_turn(u32::MAX)
        .observation_per_turn(u32::MAX)
        .ceiling(100_000)
        .build()
        .unwrap();
    assert!(matches!(
        huge.sent(i64::from(u32::MAX) * 1000).unwrap_err().kind,
        EvalErrorKind::Overflow { .. }
    ));
}

#[test]
fn retry_amplification() {
    let s = three_layer_retry_amplification().unwrap();
    out_of_range(
        s.variant().attempts_per_layer(0).build().unwrap_err(),
        "attempts_per_layer",
    );
    let deep = s
        .variant()
        .layer_names(vec!["layer".into(); 100])
        .build()
        .unwrap();
    assert!(matches!(
        deep.layered().unwrap_err().kind,
        EvalErrorKind::Overflow { .. }
    ));
    assert!(deep.by_layer().is_err());
}

#[test]
fn bulkhead_admission() {
    let s = blocking_call_bulkhead().unwrap();
    let flood = s.variant().arrivals(u32::MAX).build().unwrap();
    assert_eq!(flood.rejected().unwrap(), i64::from(u32::MAX) - 64 - 32);
}

#[test]
fn retry_jitter() {
    let s = retry_cohort_jitter().unwrap();
    out_of_range(
        s.variant().jitter_span(seconds(0.0)).build().unwrap_err(),
        "jitter_span",
    );
}

#[test]
fn group_commit() {
    let s = intent_quorum_group_commit().unwrap();
    out_of_range(s.variant().batch_size(0).build().unwrap_err(), "batch_size");
    out_of_range(
        s.variant().flush_time(seconds(-1.0)).build().unwrap_err(),
        "flush_time",
    );
}

#[test]
fn snapshot_volume() {
    let s = growing_trajectory_snapshots().unwrap();
    out_of_range(s.variant().stride(0).build().unwrap_err(), "stride");
    invalid(s.variant().turns(3).build().unwrap_err(), "turns");
}

#[test]
fn checkpoint_trace() {
    let s = two_crash_checkpoint_trace().unwrap();
    invalid(s.variant().crashes(vec![]).build().unwrap_err(), "crashes");
    invalid(s.variant().strides(vec![]).build().unwrap_err(), "strides");
    out_of_range(
        s.variant().crashes(vec![-3, 37]).build().unwrap_err(),
        "crashes",
    );
    invalid(
        s.variant().crashes(vec![120]).build().unwrap_err(),
        "crashes",
    );
    out_of_range(
        s.variant().strides(vec![0, 10]).build().unwrap_err(),
        "strides",
    );
}

#[test]
fn retention_cost() {
    let s = repair_trajectory_retention().unwrap();
    out_of_range(
        s.variant()
            .attempt_cost(mlsysim_core::units::usd(0.0))
            .build()
            .unwrap_err(),
        "attempt_cost",
    );
    let long = s
        .variant()
        .period(seconds(1e300))
        .workspace(bytes(1e300))
        .build()
        .unwrap();
    assert!(matches!(
        long.cost().unwrap_err().kind,
        EvalErrorKind::Overflow { .. }
    ));
}
