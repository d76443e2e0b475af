//! One invariant (at least) per family scenario, over random valid inputs; and random invalid
//! ones never panic.

use mlsysim_core::units::{bytes, days, seconds};
use mlsysim_core::{Frequency, Named};
use mlsysim_scenarios::durability::*;
use mlsysim_scenarios::recovery::*;
use mlsysim_scenarios::release_and_drift::*;
use mlsysim_scenarios::watching::*;
use mlsysim_tests::check::rel;
use proptest::prelude::*;

fn hz(x: f64) -> Frequency {
    mlsysim_core::units::per_second(x)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn dual_bank_share_is_two_banks_over_flash(width in 0.25f64..8.0) {
        let s = keyword_spotter_dual_bank_esp32s3().unwrap().variant().bytes_per_param(bytes(width)).build().unwrap();
        let bank = s.bank_bytes().unwrap().bytes();
        prop_assert!(rel(s.banks_bytes().unwrap().bytes(), 2.0 * bank));
        prop_assert!(rel(s.flash_share().unwrap(), 2.0 * bank / 4_194_304.0));
    }

    #[test]
    fn breakeven_repays_the_build(build in 1.0f64..1e4, manual in 0.5f64..40.0, upkeep in 0.0f64..0.4) {
        let per_week = |h: f64| mlsysim_core::units::ratio(h / 168.0);
        let s = retraining_pipeline_automation().unwrap().variant()
            .build_time(mlsysim_core::units::hours(build)).manual_rate(per_week(manual)).upkeep_rate(per_week(manual * upkeep))
            .build().unwrap();
        let repaid = s.breakeven().unwrap().value * s.net_saving().unwrap().value;
        prop_assert!(rel(repaid, build * 3600.0));
    }

    #[test]
    fn skew_cost_is_linear_in_time(skew in 0.0f64..=1.0, d in 0.0f64..1000.0) {
        let s = ranking_skew_one_percent().unwrap().variant().skew_rate(skew).build().unwrap();
        let rate = s.cost_rate().unwrap().value;
        prop_assert!(rel(s.cost_over(days(d)).unwrap().value, rate * d * 86_400.0) || rate * d == 0.0);
    }

    #[test]
    fn decay_passes_through_both_readings(a0 in 0.5f64..1.0, drop in 0.0001f64..0.4, elapsed in 1.0f64..400.0, t in 0.0f64..400.0) {
        let s = ranking_service_accuracy_drift().unwrap().variant()
            .initial_accuracy(a0).later_accuracy(a0 - drop).elapsed(days(elapsed)).build().unwrap();
        prop_assert!(rel(s.accuracy_at(days(elapsed)).unwrap(), a0 - drop));
        let at = s.accuracy_at(days(t)).unwrap();
        prop_assert!(rel(s.time_to(at).unwrap().value, t * 86_400.0) || t == 0.0);
    }

    #[test]
    fn larger_drops_need_fewer_outcomes(d1 in 0.001f64..0.3, d2 in 0.001f64..0.3) {
        let s = labeled_outcome_drift_confirmation().unwrap();
        let (small, large) = if d1 < d2 { (d1, d2) } else { (d2, d1) };
        prop_assert!(s.outcomes_for(large).unwrap() <= s.outcomes_for(small).unwrap());
    }

    #[test]
    fn detection_loss_adds_over_time(a in 0.0f64..200.0, b in 0.0f64..200.0) {
        let s = recommender_detection_delay_loss().unwrap();
        let sum = s.loss(days(a)).unwrap().value + s.loss(days(b)).unwrap().value;
        prop_assert!(rel(s.loss(days(a + b)).unwrap().value, sum) || a + b == 0.0);
    }

    #[test]
    fn no_interval_beats_the_optimum(t in 0.05f64..365.0, traffic in 1e3f64..1e8) {
        let s = ranking_retraining_interval().unwrap().variant().query_rate(hz(traffic / 86_400.0)).build().unwrap();
        let best = s.cost_rate(s.optimal_interval().unwrap()).unwrap().value;
        prop_assert!(best <= s.cost_rate(days(t)).unwrap().value * (1.0 + 1e-12));
    }

    #[test]
    fn overall_accuracy_lies_between_the_segments(shares in prop::collection::vec(0.0f64..0.25, 1..5), accs in prop::collection::vec(0.0f64..=1.0, 5)) {
        let names = ["a", "b", "c", "d"];
        let traffic = Named::from_iter(shares.iter().enumerate().map(|(i, s)| (names[i], *s)));
        let accuracy = Named::from_iter(names.iter().take(shares.len()).zip(&accs).map(|(n, a)| (*n, *a)));
        let s = recommendation_accuracy_by_device().unwrap().variant().traffic_shares(traffic).accuracies(accuracy).build().unwrap();
        let total = s.total_share().unwrap();
        let overall = s.overall_accuracy().unwrap();
        prop_assert!(overall <= total * 1.0 + 1e-12 && overall >= -1e-12);
    }

    #[test]
    fn expected_repair_time_lies_between_repair_and_both(p in 0.0f64..=1.0) {
        let s = test_config_repair_vs_rebuild().unwrap().variant().assumed_success(p).build().unwrap();
        let (repair, fallback, expected) = (s.repair_time().unwrap().value, s.fallback_time().unwrap().value, s.expected_time().unwrap().value);
        prop_assert!(expected >= repair - 1e-12 && expected <= repair + fallback + 1e-12);
    }

    #[test]
    fn a_canary_never_raises_the_loss(p in 0.0f64..=1.0, v in 0.0f64..=0.9, rho in 0.0f64..=1.0) {
        let s = remediation_canary_pivot_loss().unwrap().variant()
            .wrong_change_probability(p).canary_catch_rate(v).canary_recovery_fraction(rho).build().unwrap();
        prop_assert!(s.loss_with_check().unwrap().value <= s.loss_without_check().unwrap().value * (1.0 + 1e-12));
        prop_assert!(s.loss_with_check_raised().unwrap().value <= s.loss_with_check().unwrap().value * (1.0 + 1e-12));
    }

    #[test]
    fn a_loop_sends_more_every_turn(first in 0u32..100_000, out in 0u32..10_000, obs in 0u32..10_000, ceiling in 2u32..2000) {
        let s = repair_loop_to_turn_ceiling().unwrap().variant()
            .first_input(first).output_per_turn(out).observation_per_turn(obs).ceiling(ceiling).stop_after(1).build().unwrap();
        let sent = s.input_by_turn().unwrap();
        prop_assert_eq!(sent.len() as u32, ceiling + 1);
        prop_assert!(sent.windows(2).all(|w| w[0] <= w[1]));
        prop_assert!(s.ceiling_cost().unwrap().value >= s.stop_cost().unwrap().value);
    }

    #[test]
    fn each_layer_multiplies_the_attempts(a in 1u32..20, layers in 0usize..10) {
        let s = three_layer_retry_amplification().unwrap().variant().attempts_per_layer(a).layer_names(vec!["x".into(); layers]).build().unwrap();
        let by_layer = s.by_layer().unwrap();
        prop_assert_eq!(by_layer.len(), layers + 1);
        for (k, n) in by_layer.iter().enumerate() {
            prop_assert_eq!(*n, i64::from(a).pow(k as u32));
        }
        prop_assert_eq!(s.layered().unwrap(), *by_layer.last().unwrap());
    }

    #[test]
    fn a_bulkhead_accounts_for_every_arrival(arrivals in any::<u32>(), workers in any::<u32>(), cap in any::<u32>(), queue in any::<u32>()) {
        let s = blocking_call_bulkhead().unwrap().variant().arrivals(arrivals).workers(workers).worker_cap(cap).queue_cap(queue).build().unwrap();
        let (o, q, r) = (s.occupied().unwrap(), s.queued().unwrap(), s.rejected().unwrap());
        prop_assert_eq!(o + q + r, i64::from(arrivals));
        prop_assert!(o <= i64::from(cap).min(i64::from(workers)) && r >= 0 && q >= 0);
        prop_assert_eq!(s.protected_workers().unwrap(), i64::from(workers) - o);
    }

    #[test]
    fn jitter_spreads_by_the_ratio_of_the_windows(n in 1u32..100_000, w in 1e-4f64..1.0, j in 1e-3f64..100.0) {
        let s = retry_cohort_jitter().unwrap().variant().retries(n).burst_window(seconds(w)).jitter_span(seconds(j)).build().unwrap();
        prop_assert!(rel(s.spread_ratio().unwrap(), j / w));
    }

    #[test]
    fn a_batch_shares_one_flush(timer in 0.0f64..1.0, flush in 0.0f64..1.0, batch in 1u32..10_000) {
        let s = intent_quorum_group_commit().unwrap().variant().batch_timer(seconds(timer)).flush_time(seconds(flush)).batch_size(batch).build().unwrap();
        prop_assert!(rel(s.work_per_record().unwrap().value * f64::from(batch), flush) || flush == 0.0);
        prop_assert!(s.first_wait().unwrap() >= s.last_wait().unwrap());
    }

    #[test]
    fn full_snapshots_write_n_plus_one_over_two_times_more(turns in 1u32..100_000, stride in 1u32..1000) {
        prop_assume!(turns >= stride);
        let s = growing_trajectory_snapshots().unwrap().variant().turns(turns).stride(stride).build().unwrap();
        let n = s.checkpoints().unwrap() as f64;
        prop_assert!(rel(s.ratio().unwrap(), (n + 1.0) / 2.0));
    }

    #[test]
    fn the_best_stride_has_the_least_total_time(crashes in prop::collection::vec(0i64..=200, 1..6), strides in prop::collection::vec(1u32..100, 1..6)) {
        let s = two_crash_checkpoint_trace().unwrap().variant().turns(200).crashes(crashes).strides(strides.clone()).build().unwrap();
        let best = u32::try_from(s.best_stride().unwrap()).unwrap();
        let best_time = s.total_time(best).unwrap();
        for k in strides {
            prop_assert!(best_time <= s.total_time(k).unwrap());
            prop_assert!(rel(s.total_time(k).unwrap().value, s.capture_time(k).unwrap().value + s.recovery_time(k).unwrap().value));
        }
    }

    #[test]
    fn retention_shares_are_shares(turns in 0u32..10_000, workspace in 0.0f64..1e12) {
        let s = repair_trajectory_retention().unwrap().variant().turns(turns).workspace(bytes(workspace)).build().unwrap();
        prop_assume!(turns > 0 || workspace > 0.0);
        let share = s.workspace_share().unwrap();
        prop_assert!((0.0..=1.0 + 1e-12).contains(&share));
        prop_assert!(s.cost().unwrap().value >= s.log_cost().unwrap().value);
    }

    /// Any share, count or size: a typed error or a finite report, never a panic.
    #[test]
    fn odd_inputs_never_panic(x in any::<f64>(), n in any::<u32>()) {
        let _ = ranking_skew_one_percent().unwrap().variant().skew_rate(x).build().map(|s| { let _ = mlsysim_core::Scenario::report(&s); });
        let _ = recommender_detection_delay_loss().unwrap().variant().incidents_per_year(x).build().map(|s| { let _ = mlsysim_core::Scenario::report(&s); });
        let _ = test_config_repair_vs_rebuild().unwrap().variant().repair_output(n).rebuild_input(n).build().map(|s| { let _ = mlsysim_core::Scenario::report(&s); });
        let _ = growing_trajectory_snapshots().unwrap().variant().turns(n).state_growth(bytes(x.abs())).build().map(|s| { let _ = mlsysim_core::Scenario::report(&s); });
        let _ = remediation_canary_pivot_loss().unwrap().variant().wrong_change_impact(mlsysim_core::units::usd(x)).build().map(|s| { let _ = mlsysim_core::Scenario::report(&s); });
        let _ = repair_loop_to_turn_ceiling().unwrap().variant().first_input(n).build().map(|s| { let _ = mlsysim_core::Scenario::report(&s); });
    }
}
