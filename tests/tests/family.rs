//! Every preset of the family against the reference's evaluated values (mlops_family.md):
//! floats to 1e-12 relative, integers and text exactly, each in the unit the reference gives.

use mlsysim_core::{Value, catalog};
use mlsysim_scenarios as _;

enum Expect {
    /// A number, optionally in a unit.
    Num(f64, Option<&'static str>),
    Int(i64),
    Text(&'static str),
    Ints(&'static [i64]),
    Bool(bool),
}
use Expect::*;

fn num(x: f64) -> Expect {
    Num(x, None)
}
fn q(x: f64, unit: &'static str) -> Expect {
    Num(x, Some(unit))
}

fn close(actual: f64, expected: f64) -> bool {
    if expected == 0.0 {
        actual.abs() < 1e-300
    } else {
        ((actual - expected) / expected).abs() <= 1e-12
    }
}

fn matches(value: &Value, expected: &Expect) -> bool {
    match (value, expected) {
        (Value::Number(x), Num(e, None)) => close(*x, *e),
        (Value::Integer(n) | Value::Headroom(n), Num(e, None)) => close(*n as f64, *e),
        (Value::Quantity { magnitude, unit }, Num(e, Some(u))) => {
            close(*magnitude, *e) && unit == u
        }
        (Value::Integer(n) | Value::Headroom(n), Int(e)) => n == e,
        (Value::Text(t), Text(e)) => t == e,
        (Value::Bool(b), Bool(e)) => b == e,
        (Value::List(items), Ints(e)) => {
            items.len() == e.len()
                && items
                    .iter()
                    .zip(e.iter())
                    .all(|(v, e)| *v == Value::Integer(*e))
        }
        _ => false,
    }
}

/// Checks the named members (`copy_bytes`) and calls (`cost_over(period=1 year)`) of a preset.
fn check(preset: &str, expected: &[(&str, Expect)]) {
    let entry = catalog::preset(preset).unwrap_or_else(|e| panic!("{e}"));
    let scenario = (entry.build)().unwrap_or_else(|e| panic!("{preset}: {e}"));
    let report = scenario.report();
    for (name, want) in expected {
        let got = if let Some(result) = report.property(name) {
            result.clone()
        } else {
            let call = report
                .calls
                .iter()
                .find(|c| {
                    let args: Vec<String> =
                        c.args.iter().map(|(n, v)| format!("{n}={v}")).collect();
                    format!("{}({})", c.method, args.join(", ")) == *name
                })
                .unwrap_or_else(|| {
                    panic!(
                        "{preset}: no member or call `{name}` in {:?}",
                        report
                            .calls
                            .iter()
                            .map(|c| (c.method, &c.args))
                            .collect::<Vec<_>>()
                    )
                });
            call.result.clone()
        };
        let value = got.unwrap_or_else(|e| panic!("{preset}.{name}: {e}"));
        assert!(matches(&value, want), "{preset}.{name} = {value:?}");
    }
}

#[test]
fn keyword_spotter_dual_bank_esp32s3() {
    check(
        "KeywordSpotterDualBankEsp32S3",
        &[
            ("bank_bytes", q(200000.0, "B")),
            ("banks_bytes", q(400000.0, "B")),
            ("flash", q(4.0, "MiB")),
            ("flash_share", num(0.095367431640625)),
        ],
    );
}

#[test]
fn retraining_pipeline_automation() {
    check(
        "RetrainingPipelineAutomation",
        &[("breakeven", q(20.0, "week"))],
    );
}

#[test]
fn ranking_skew_one_percent() {
    check(
        "RankingSkewOnePercent",
        &[
            ("errors_per_day", num(10000.0)),
            ("cost_rate", q(1000.0, "USD/d")),
            ("cost_over(period=1 day)", q(1000.0, "USD")),
            ("cost_over(period=365 day)", q(365000.0, "USD")),
            ("cost_over(period=1 year)", q(365250.0, "USD")),
        ],
    );
}

#[test]
fn ranking_service_accuracy_drift() {
    check(
        "RankingServiceAccuracyDrift",
        &[
            ("decay_rate", q(0.002355641706849906, "1/d")),
            ("drop", num(0.05999999999999994)),
            ("accuracy_at(age=0 day)", num(0.94)),
            ("accuracy_at(age=28 day)", num(0.88)),
            ("accuracy_at(age=8 week)", num(0.8238297872340427)),
            ("time_to(accuracy=0.88)", q(28.0, "d")),
            ("time_to(accuracy=0.9)", q(18.45998557984837, "d")),
            (
                "trigger_for_floor(floor=0.9, delay=7 day)",
                num(0.914963574572069),
            ),
        ],
    );
}

#[test]
fn labeled_outcome_drift_confirmation() {
    check(
        "LabeledOutcomeDriftConfirmation",
        &[
            ("z_alpha", num(1.9599639845400536)),
            ("z_beta", num(0.8416212335729144)),
            ("outcomes_needed", num(184.76998455768134)),
            ("outcomes_for(drop_size=0.02)", num(1030.093498409374)),
            ("outcomes_for(drop_size=0.01)", num(3931.769240519051)),
            ("outcomes_for(drop_size=0.005)", num(15328.28599626401)),
            ("collection_time(source=high)", q(1000.0, "s")),
            ("collection_time(source=low)", q(864000.0, "s")),
            (
                "collection_time_for(outcomes=184.76998455768134, source=high)",
                q(184.76998455768134, "s"),
            ),
            (
                "collection_time_for(outcomes=184.76998455768134, source=low)",
                q(159641.26665783668, "s"),
            ),
        ],
    );
}

#[test]
fn recommender_detection_delay_loss() {
    check(
        "RecommenderDetectionDelayLoss",
        &[
            ("slow_loss", q(191780.82191780824, "USD")),
            ("fast_loss", q(6849.315068493151, "USD")),
            ("savings_per_incident", q(184931.50684931508, "USD")),
            ("annual_savings", q(739726.0273972603, "USD")),
            ("full_year_loss", q(2500000.0, "USD")),
            ("slow_over_fast", num(28.000000000000004)),
            ("loss(delay=28 d)", q(191780.82191780824, "USD")),
            ("loss(delay=1 d)", q(6849.315068493151, "USD")),
        ],
    );
}

#[test]
fn ranking_retraining_interval() {
    check(
        "RankingRetrainingInterval",
        &[
            ("staleness_slope", q(1107.151602219456, "USD/d²")),
            ("optimal_interval", q(3.0053596658753783, "d")),
            ("compute_cost", q(96.0, "USD")),
            ("compute_share", num(0.0192)),
            ("cost_rate(interval=1 d)", q(5553.575801109728, "USD/d")),
            ("cost_rate(interval=3 d)", q(3327.3940699958507, "USD/d")),
            ("cost_rate(interval=7 d)", q(4589.316322053811, "USD/d")),
            ("cost_rate(interval=30 d)", q(16773.940699958508, "USD/d")),
            ("cost_rate(interval=90 d)", q(49877.377655431075, "USD/d")),
            (
                "cost_rate(interval=3.0053596658753783 d)",
                q(3327.388769319654, "USD/d"),
            ),
        ],
    );
}

#[test]
fn ranking_retraining_interval_fourfold_traffic() {
    check(
        "RankingRetrainingIntervalFourfoldTraffic",
        &[
            ("staleness_slope", q(4428.606408877824, "USD/d²")),
            ("optimal_interval", q(1.5026798329376891, "d")),
            ("compute_cost", q(96.0, "USD")),
            ("compute_share", num(0.0192)),
            ("cost_rate(interval=1 d)", q(7214.303204438912, "USD/d")),
            ("cost_rate(interval=3 d)", q(8309.576279983403, "USD/d")),
            ("cost_rate(interval=7 d)", q(16214.408145358098, "USD/d")),
            ("cost_rate(interval=30 d)", q(66595.76279983403, "USD/d")),
            ("cost_rate(interval=90 d)", q(199342.84395505764, "USD/d")),
            (
                "cost_rate(interval=1.5026798329376891 d)",
                q(6654.777538639308, "USD/d"),
            ),
        ],
    );
}

#[test]
fn recommendation_accuracy_by_device() {
    check(
        "RecommendationAccuracyByDevice",
        &[
            ("total_share", num(1.0)),
            ("overall_accuracy", num(0.9060000000000001)),
            ("worst_segment", Text("Tablet")),
        ],
    );
}

#[test]
fn test_config_repair_vs_rebuild() {
    check(
        "TestConfigRepairVsRebuild",
        &[
            ("fallback_time", q(86.6, "s")),
            ("fallback_cost", q(0.16199999999999998, "USD")),
            ("repair_time", q(4.09, "s")),
            ("repair_cost", q(0.009869999999999999, "USD")),
            ("break_even_time", num(0.04722863741339492)),
            ("break_even_cost", num(0.060925925925925925)),
            ("expected_time", q(47.39, "s")),
            ("expected_cost", q(0.09086999999999999, "USD")),
            ("time_saved_fraction", num(0.452771362586605)),
            ("cost_saved_fraction", num(0.43907407407407406)),
            ("one_in", Int(16)),
        ],
    );
}

#[test]
fn remediation_canary_pivot_loss() {
    check(
        "RemediationCanaryPivotLoss",
        &[
            ("attempt_cost", q(20.45, "USD")),
            ("loss_without_check", q(480.0, "USD")),
            ("loss_caught", q(38.39999999999999, "USD")),
            ("loss_missed", q(95.99999999999999, "USD")),
            ("loss_with_check", q(134.39999999999998, "USD")),
            ("reduction", num(3.571428571428572)),
            ("missed_share", num(0.7142857142857143)),
            ("loss_per_catch_step", q(43.2, "USD")),
            ("raised_catch_rate", num(0.9)),
            ("loss_caught_raised", q(43.199999999999996, "USD")),
            ("loss_missed_raised", q(47.99999999999999, "USD")),
            ("loss_with_check_raised", q(91.19999999999999, "USD")),
            ("loss_vs_attempt", num(6.572127139364302)),
            ("step_vs_attempt", num(2.112469437652812)),
        ],
    );
}

#[test]
fn repair_loop_to_turn_ceiling() {
    const BY_TURN: &[i64] = &[
        0, 1000, 3100, 6300, 10600, 16000, 22500, 30100, 38800, 48600, 59500, 71500, 84600, 98800,
        114100, 130500, 148000, 166600, 186300, 207100, 229000, 252000, 276100, 301300, 327600,
        355000, 383500, 413100, 443800, 475600, 508500, 542500, 577600, 613800, 651100, 689500,
        729000, 769600, 811300, 854100, 898000, 943000, 989100, 1036300, 1084600, 1134000, 1184500,
        1236100, 1288800, 1342600, 1397500,
    ];
    check(
        "RepairLoopToTurnCeiling",
        &[
            ("appended_per_turn", Int(1100)),
            ("ceiling_input", Int(1397500)),
            ("stop_input", Int(10600)),
            ("ceiling_cost", q(4.4174999999999995, "USD")),
            ("stop_cost", q(0.0498, "USD")),
            ("ceiling_time", q(500.0, "s")),
            ("stop_time", q(40.0, "s")),
            ("cost_ratio", num(88.70481927710843)),
            ("avoided_cost", q(4.367699999999999, "USD")),
            ("peak_request", Int(55200)),
            ("fits_context", Bool(true)),
            ("half_turns", Int(25)),
            ("half_ratio", num(3.936619718309859)),
            ("input_by_turn", Ints(BY_TURN)),
        ],
    );
}

#[test]
fn three_layer_retry_amplification() {
    check(
        "ThreeLayerRetryAmplification",
        &[
            ("by_layer", Ints(&[1, 3, 9, 27])),
            ("layered", Int(27)),
            ("coordinated", Int(3)),
        ],
    );
}

#[test]
fn blocking_call_bulkhead() {
    check(
        "BlockingCallBulkhead",
        &[
            ("uncapped_occupied", Int(256)),
            ("uncapped_free", Int(44)),
            ("occupied", Int(64)),
            ("queued", Int(32)),
            ("rejected", Int(160)),
            ("protected_workers", Int(236)),
        ],
    );
}

#[test]
fn retry_cohort_jitter() {
    check(
        "RetryCohortJitter",
        &[
            ("synchronized_rate", q(64000.0, "1/s")),
            ("jittered_mean_rate", q(64.0, "1/s")),
            ("spread_ratio", num(1000.0)),
            ("expected_in_window", num(0.128)),
        ],
    );
}

#[test]
fn intent_quorum_group_commit() {
    check(
        "IntentQuorumGroupCommit",
        &[
            ("work_per_record", q(0.25, "ms")),
            ("first_wait", q(6.0, "ms")),
            ("last_wait", q(4.0, "ms")),
        ],
    );
}

#[test]
fn growing_trajectory_snapshots() {
    check(
        "GrowingTrajectorySnapshots",
        &[
            ("checkpoints", Int(100)),
            ("full_bytes", q(3232000000.0, "B")),
            ("delta_bytes", q(64000000.0, "B")),
            ("ratio", num(50.5)),
        ],
    );
}

#[test]
fn two_crash_checkpoint_trace() {
    check(
        "TwoCrashCheckpointTrace",
        &[
            ("checkpoints(stride=10)", Int(10)),
            ("checkpoints(stride=25)", Int(4)),
            ("checkpoints(stride=50)", Int(2)),
            ("lost_turns(stride=10)", Ints(&[7, 3])),
            ("lost_turns(stride=25)", Ints(&[12, 8])),
            ("lost_turns(stride=50)", Ints(&[37, 33])),
            ("capture_time(stride=10)", q(5.0, "s")),
            ("capture_time(stride=25)", q(2.0, "s")),
            ("capture_time(stride=50)", q(1.0, "s")),
            ("recovery_time(stride=10)", q(3.0, "s")),
            ("recovery_time(stride=25)", q(4.0, "s")),
            ("recovery_time(stride=50)", q(9.0, "s")),
            ("total_time(stride=10)", q(8.0, "s")),
            ("total_time(stride=25)", q(6.0, "s")),
            ("total_time(stride=50)", q(10.0, "s")),
            ("best_stride", Int(25)),
            ("every_turn_time", q(52.0, "s")),
            ("crash_rate", num(0.02)),
            ("stride_logged", num(22.360679774997898)),
            ("stride_reexecuted", num(1.5811388300841898)),
            ("stride_gain", num(14.142135623730951)),
            (
                "stride_overhead(stride=10, cost=0.1 s)",
                q(0.060000000000000005, "s"),
            ),
            ("stride_overhead(stride=10, cost=20 s)", q(2.05, "s")),
            ("stride_overhead(stride=25, cost=0.1 s)", q(0.045, "s")),
            ("stride_overhead(stride=25, cost=20 s)", q(5.02, "s")),
            (
                "stride_overhead(stride=50, cost=0.1 s)",
                q(0.060000000000000005, "s"),
            ),
            ("stride_overhead(stride=50, cost=20 s)", q(10.01, "s")),
        ],
    );
}

#[test]
fn repair_trajectory_retention() {
    check(
        "RepairTrajectoryRetention",
        &[
            ("log_bytes", q(3960000.0, "B")),
            ("total_bytes", q(53960000.0, "B")),
            ("cost", q(0.01489296, "USD")),
            ("log_cost", q(0.00109296, "USD")),
            ("attempt_share", num(0.007091885714285714)),
            ("log_share", num(0.0005204571428571429)),
            ("workspace_share", num(0.9266123054114159)),
        ],
    );
}

#[test]
fn the_catalog_holds_the_whole_family() {
    let presets = catalog::presets();
    assert_eq!(
        presets.len(),
        21,
        "{:?}",
        presets.iter().map(|p| p.name).collect::<Vec<_>>()
    );
    let scenarios = catalog::scenarios();
    assert_eq!(scenarios.len(), 19);
    for name in [
        "DualBankUpdate",
        "AutomationBreakeven",
        "SkewCost",
        "AccuracyDecay",
        "DriftConfirmation",
        "DetectionDelayLoss",
        "RetrainingInterval",
        "SegmentAccuracy",
        "RepairBreakEven",
        "IrreversibleLoss",
        "UndetectedLoop",
        "RetryAmplification",
        "BulkheadAdmission",
        "RetryJitter",
        "GroupCommit",
        "SnapshotVolume",
        "CheckpointTrace",
        "RetentionCost",
        "ReleaseFootprint",
    ] {
        assert!(
            scenarios.iter().any(|s| s.name == name),
            "{name} is missing"
        );
    }
}
