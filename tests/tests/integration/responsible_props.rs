//! The responsible-AI family (responsible engineering, responsible AI, fairness release
//! gates): invariants of its scenarios over random valid inputs (shares and rates stay in
//! [0, 1], more samples never widen an interval, counts are whole and cover their target, a
//! growing gap breaches its gate at the first whole cycle past the crossing), its laws against
//! each other, and the inputs each rule refuses, by name.

use mlsysim_core::Named;
use mlsysim_core::laws::{
    cycles_to_gate, feedback_disparity, gap_samples_per_group, proportion_gap_se,
    samples_for_half_width,
};
use mlsysim_core::units::{HOUR, milliseconds};
use mlsysim_responsible::fairness::*;
use mlsysim_responsible::responsible_ai::*;
use mlsysim_responsible::responsible_engineering::*;
use mlsysim_tests::check::{refused_by_rule, rel};
use proptest::prelude::*;

fn confusion(a: [f64; 4], b: [f64; 4]) -> GroupConfusion {
    let counts =
        |c: [f64; 4]| Named::from_iter([("tp", c[0]), ("fp", c[1]), ("fn", c[2]), ("tn", c[3])]);
    GroupConfusion::builder()
        .groups(Named::from_iter([("A", counts(a)), ("B", counts(b))]))
        .build()
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn confusion_rates_and_shares_stay_in_the_unit_interval(
        a in proptest::array::uniform4(1.0f64..10_000.0),
        b in proptest::array::uniform4(1.0f64..10_000.0),
    ) {
        let s = confusion(a, b);
        for g in ["A", "B"] {
            for rate in [
                s.positive_rate(g.into()).unwrap(), s.tpr(g.into()).unwrap(), s.fpr(g.into()).unwrap(),
                s.ppv(g.into()).unwrap(), s.base_rate(g.into()).unwrap(), s.fnr(g.into()).unwrap(),
                s.accuracy(g.into()).unwrap(), s.share(g.into()).unwrap(),
            ] {
                prop_assert!((0.0..=1.0).contains(&rate));
            }
            // TPR and FNR split the positive-label members.
            prop_assert!(rel(s.tpr(g.into()).unwrap() + s.fnr(g.into()).unwrap(), 1.0));
        }
        prop_assert!(rel(s.share("A".into()).unwrap() + s.share("B".into()).unwrap(), 1.0));
        let di = s.disparate_impact().unwrap();
        prop_assert!(di > 0.0 && di <= 1.0);
        prop_assert!((0.0..=1.0).contains(&s.average_odds_difference().unwrap()));
        // The pooled rates lie between the groups' own.
        let (pa, pb) = (s.positive_rate("A".into()).unwrap(), s.positive_rate("B".into()).unwrap());
        let pooled = s.pooled_positive_rate().unwrap();
        prop_assert!(pooled >= pa.min(pb) * (1.0 - 1e-12) && pooled <= pa.max(pb) * (1.0 + 1e-12));
    }

    #[test]
    fn more_decisions_never_widen_the_gap_interval(rate_a in 0.01f64..0.99, rate_b in 0.01f64..0.99, n in 2.0f64..1e6, more in 0.0f64..1e6) {
        let s = loan_approval_gap_test().unwrap().variant().rate_a(rate_a).rate_b(rate_b).build().unwrap();
        let width = |n: f64| { let i = s.interval_at(n).unwrap(); i[1] - i[0] };
        prop_assert!(width(n + more) <= width(n) * (1.0 + 1e-12));
        let i = s.interval_at(n).unwrap();
        prop_assert!(i[0] <= s.gap().unwrap() && s.gap().unwrap() <= i[1]);
        // The z statistic grows with the group size, by its square root.
        let z = |n: f64| s.z_at(n).unwrap().abs();
        prop_assert!(z(n + more) >= z(n) * (1.0 - 1e-12));
    }

    #[test]
    fn the_gap_is_significant_from_the_critical_size_on(rate_a in 0.05f64..0.95, rate_b in 0.05f64..0.95) {
        prop_assume!((rate_a - rate_b).abs() > 0.01);
        let s = loan_approval_gap_test().unwrap().variant().rate_a(rate_a).rate_b(rate_b).build().unwrap();
        let n = s.n_at_critical().unwrap();
        prop_assert!(rel(s.z_at(n).unwrap().abs(), s.z_critical().unwrap()));
    }

    #[test]
    fn sample_counts_are_whole_and_reach_their_half_width(rate in 0.01f64..0.99, half_width in 0.001f64..0.2, confidence in 0.5f64..0.999) {
        let s = one_percent_group_evaluation_budget().unwrap().variant()
            .rate(rate).half_width(half_width).confidence(confidence).gap_half_width(half_width).build().unwrap();
        let z = s.z().unwrap();
        let n = s.samples_needed().unwrap();
        prop_assert!(n >= 1);
        // n draws reach the half-width; one fewer does not.
        prop_assert!(z * (rate * (1.0 - rate) / n as f64).sqrt() <= half_width * (1.0 + 1e-12));
        let gap_n = s.gap_samples_per_group().unwrap();
        prop_assert!(s.gap_half_width_at(gap_n).unwrap() <= half_width * (1.0 + 1e-12));
        // A gap needs about twice the draws of one rate, never fewer.
        prop_assert!(gap_n >= n && gap_n <= 2 * n);
        // More draws never widen the gap's interval.
        prop_assert!(s.gap_half_width_at(2 * gap_n).unwrap() <= s.gap_half_width_at(gap_n).unwrap());
    }

    #[test]
    fn a_growing_gap_breaches_at_the_first_whole_cycle_past_the_crossing(launch in 0.1f64..10.0, growth in 1.01f64..2.0, headroom in 1.01f64..10.0) {
        let s = credit_service_bias_feedback().unwrap().variant()
            .launch_gap(launch).next_audit_gap(launch * growth).gate(launch * headroom).build().unwrap();
        let k = s.breach_cycle().unwrap();
        let gate = launch * headroom;
        prop_assert!(k >= 1);
        prop_assert!(s.gap_at_breach().unwrap() >= gate * (1.0 - 1e-12));
        prop_assert!(s.gap_at(k - 1).unwrap() <= gate * (1.0 + 1e-12));
        prop_assert!(rel(feedback_disparity(launch, s.factor().unwrap(), s.crossing().unwrap()).unwrap(), gate));
    }

    #[test]
    fn unlearning_shares_stay_in_the_unit_interval(shards in 1i64..10_000, requests in 0i64..100_000) {
        let s = gpt3_sharded_unlearning().unwrap().variant().shards(shards).requests_per_day(requests).build().unwrap();
        // (1 - 1/shards)^requests below the smallest normal double is an underflow error by
        // design, never a wrong tiny value.
        if let Err(e) = s.p_shard_untouched() {
            prop_assert!(matches!(e.kind, mlsysim_core::EvalErrorKind::Underflow { .. }), "{e}");
            return Ok(());
        }
        let p = s.p_shard_untouched().unwrap();
        prop_assert!((0.0..=1.0).contains(&p));
        let touched = s.shards_touched_per_day().unwrap();
        prop_assert!(touched >= 0.0 && touched <= shards as f64 * (1.0 + 1e-12));
        // A day's requests touch at most as many shards as there are requests.
        prop_assert!(touched <= requests as f64 * (1.0 + 1e-9) || (requests == 0 && touched == 0.0));
        prop_assert!(s.daily_batch_cost().unwrap() <= s.full_cost * (shards as f64) * s.shard_share().unwrap() * (1.0 + 1e-12));
    }

    #[test]
    fn lifecycle_shares_add_to_one_and_cuts_save_their_share(service_ms in 0.1f64..100.0, cut in 0.0f64..=1.0, final_h in 1.0f64..10_000.0) {
        let s = ranking_service_lifecycle_cost().unwrap().variant()
            .service_time(milliseconds(service_ms)).serving_cut(cut).final_run_time(HOUR.of(final_h)).build().unwrap();
        let shares = s.shares().unwrap();
        let total: f64 = shares.values().sum();
        prop_assert!(rel(total, 1.0));
        prop_assert!(shares.values().all(|v| (0.0..=1.0).contains(v)));
        prop_assert!(s.serving_saving().unwrap() <= s.inference_cost().unwrap());
        prop_assert!(rel(s.serving_saving_carbon().unwrap().value, s.inference_carbon().unwrap().value * cut) || cut == 0.0);
    }

    #[test]
    fn the_frontier_never_falls_as_disparity_grows(x in 0.0f64..1.0, more in 0.0f64..1.0) {
        let s = fairness_accuracy_frontier_sketch().unwrap();
        let (lo, hi) = (s.accuracy(x).unwrap(), s.accuracy(x + more).unwrap());
        prop_assert!(hi >= lo);
        prop_assert!(lo >= s.floor && hi <= s.floor + s.span * (1.0 + 1e-12));
    }

    #[test]
    fn the_team_bound_lies_between_the_ai_and_one(ai in 0.0f64..=1.0, acceptance in 0.0f64..=1.0) {
        let s = radiology_automation_bias().unwrap().variant()
            .ai_sensitivity(ai).miss_acceptance(acceptance).build().unwrap();
        let bound = s.team_sensitivity_bound().unwrap();
        prop_assert!(bound >= ai - 1e-12 && bound <= 1.0);
        prop_assert!(s.gain_over_ai().unwrap() >= -1e-12);
        prop_assert!(rel(s.accepted_misses_at(acceptance).unwrap(), s.accepted_misses().unwrap()) || s.accepted_misses().unwrap() == 0.0);
    }
}

#[test]
fn the_laws_agree_with_each_other() {
    // A gap's draws per group are the single-rate count at twice the variance.
    for (rate, h, z) in [
        (0.5, 0.035, 1.959963984540054),
        (0.1, 0.01, 2.5758293035489004),
    ] {
        let one = samples_for_half_width(rate, h, z).unwrap();
        let gap = gap_samples_per_group(rate, h, z).unwrap();
        assert!(gap >= 2 * one - 1 && gap <= 2 * one);
        let se = proportion_gap_se(rate, rate, gap as f64, gap as f64).unwrap();
        assert!(z * se <= h * (1.0 + 1e-12));
    }
    // The crossing is where the feedback disparity meets the gate.
    let k = cycles_to_gate(3.0, 1.1, 5.0).unwrap();
    assert!(rel(feedback_disparity(3.0, 1.1, k).unwrap(), 5.0));
    // A shrinking gap, or one that starts at the gate, never crosses it.
    assert!(cycles_to_gate(3.0, 0.9, 5.0).is_err());
    assert!(cycles_to_gate(5.0, 1.1, 5.0).is_err());
}

#[test]
fn the_rules_name_their_inputs() {
    let e = radiology_automation_bias()
        .unwrap()
        .variant()
        .acceptance_low(0.9)
        .build()
        .unwrap_err();
    refused_by_rule(e, "acceptance_low");
    let e = credit_service_equal_opportunity_price()
        .unwrap()
        .variant()
        .group("C".into())
        .build()
        .unwrap_err();
    refused_by_rule(e, "group");
    let e = inline_shap_retrofit()
        .unwrap()
        .variant()
        .overhead_low(3.0)
        .build()
        .unwrap_err();
    refused_by_rule(e, "overhead_low");
    let e = loan_approval_gap_test()
        .unwrap()
        .variant()
        .small_n_per_group(500)
        .build()
        .unwrap_err();
    refused_by_rule(e, "small_n_per_group");
    let e = GroupConfusion::builder()
        .groups(Named::from_iter([(
            "A",
            Named::from_iter([("tp", 1.0), ("fp", 1.0), ("fn", 1.0), ("tn", 1.0)]),
        )]))
        .build()
        .unwrap_err();
    refused_by_rule(e, "groups");
}

#[test]
fn counts_are_whole() {
    let s = credit_denial_explanation_load().unwrap();
    assert_eq!(s.exact_per_explanation().unwrap(), 1 << 20);
    let s = recommender_exploration_exposure().unwrap();
    assert_eq!(s.impressions().unwrap(), 200_000_000);
    let s = fairness_monitor_10k().unwrap();
    assert_eq!(s.metrics().unwrap(), 150);
    assert!(rel(
        s.false_alerts_bonferroni().unwrap(),
        s.false_alarm_rate
    ));
    let s = gpt3_sharded_unlearning().unwrap();
    assert_eq!(s.planning_days().unwrap(), 36);
}
