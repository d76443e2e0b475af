//! The agent family's invariants over random valid inputs: the agent kernel's laws against
//! their definitions and one another (success compounds down, a target's step error holds it,
//! a nucleus is the shortest run that reaches top-p, an exact count is exact), and each
//! scenario's members against what they must be (a share stays in [0, 1], a reserve meets its
//! target and is the least that does, cheaper checks never raise what an accepted task costs).

use mlsysim_agents::context::*;
use mlsysim_agents::harness::*;
use mlsysim_agents::kv_state::*;
use mlsysim_agents::model_calls::*;
use mlsysim_agents::retrieval::*;
use mlsysim_agents::sandboxes::*;
use mlsysim_agents::tool_calling::*;
use mlsysim_agents::trajectories::*;
use mlsysim_core::laws::{
    append_only_context, bm25_term_score, compaction_cycle, cost_per_accepted, first_horizon_below,
    full_tree_nodes, kv_block_count, mixed_outcome_fraction, nucleus, nucleus_mass, pass_posterior,
    pending_polls, poisson_tail, reused_prefix_prompt_tokens, softmax_target_weight,
    step_error_for_target, tempered_softmax, unchecked_success,
};
use mlsysim_core::units::{seconds, usd};
use proptest::prelude::*;

/// Equal to 1e-9 relative (or both within 1e-300 of zero).
fn rel(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-300)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn success_compounds_down_and_a_targets_step_error_holds_it(
        p in 0.5f64..0.999_999, h in 1u32..2_000, target in 0.01f64..0.999,
    ) {
        // pᴴ below the smallest normal double is an underflow error, never a wrong tiny value.
        prop_assume!(unchecked_success(p, h).is_ok() && unchecked_success(p, h + 1).is_ok());
        let now = unchecked_success(p, h).unwrap();
        let later = unchecked_success(p, h + 1).unwrap();
        prop_assert!((0.0..=1.0).contains(&now) && later <= now);
        // The step error a target needs holds exactly that target over the horizon.
        let eps = step_error_for_target(target, h).unwrap();
        prop_assert!(rel(unchecked_success(1.0 - eps, h).unwrap(), target) || eps < 1e-7);
        // For small errors ε·H approaches −ln(target).
        prop_assert!(eps * f64::from(h) <= -target.ln() * (1.0 + 1e-12));
    }

    #[test]
    fn the_first_horizon_below_is_the_crossing(p in 0.5f64..0.9999, t in 0.001f64..0.999) {
        let n = first_horizon_below(p, t).unwrap();
        prop_assert!(n >= 1);
        // Away from an exact tie, pⁿ is below the threshold and pⁿ⁻¹ is not.
        let below = p.powf(n as f64);
        let before = p.powf((n - 1) as f64);
        prop_assert!(below < t * (1.0 + 1e-12));
        prop_assert!(before >= t * (1.0 - 1e-12));
    }

    #[test]
    fn a_mixed_group_is_a_probability_symmetric_in_pass_and_fail(p in 0.0f64..=1.0, k in 1i64..200) {
        let f = mixed_outcome_fraction(p, k).unwrap();
        prop_assert!((0.0..=1.0).contains(&f));
        let mirrored = mixed_outcome_fraction(1.0 - p, k).unwrap();
        prop_assert!((f - mirrored).abs() <= 1e-12);
    }

    #[test]
    fn a_rare_mixed_group_keeps_its_digits(p in 1e-300f64..1e-9, k in 2i64..1_000) {
        // 1 − (1 − p)ᵏ − pᵏ = k·p − C(k, 2)·p² − pᵏ + …, the next term below 1e-12 relative here.
        let f = mixed_outcome_fraction(p, k).unwrap();
        let k = k as f64;
        let expected = k * p * (1.0 - (k - 1.0) * p / 2.0) - p.powf(k);
        prop_assert!((f - expected).abs() <= 1e-12 * expected, "{f} against {expected}");
    }

    #[test]
    fn append_only_context_sums_every_call_exactly(
        s0 in 0i64..1_000_000, delta in 0i64..100_000, h in 1i64..5_000,
    ) {
        let [last, total] = append_only_context(s0, delta, h).unwrap()[..] else {
            panic!("two numbers")
        };
        let mut sum = 0i128;
        for t in 1..=h {
            sum += i128::from(s0 + delta * (t - 1));
        }
        prop_assert_eq!(i128::from(total), sum);
        prop_assert_eq!(last, s0 + delta * (h - 1));
        // Reusing each earlier prompt never prefills more than resending does.
        prop_assert!(reused_prefix_prompt_tokens(h, s0, delta).unwrap() <= total);
    }

    #[test]
    fn a_huge_horizon_overflows_as_an_error_never_a_wrapped_count(h in 4_300_000_000i64..i64::MAX / 4) {
        prop_assert!(append_only_context(1, 1, h).is_err());
    }

    #[test]
    fn the_softmax_is_a_distribution_sharpened_by_a_lower_temperature(
        logits in prop::collection::vec(-50.0f64..50.0, 1..12), t in 0.05f64..5.0,
    ) {
        // A probability below the smallest normal double is an underflow error, never a
        // silently rounded one.
        prop_assume!(
            tempered_softmax(logits.clone(), t).is_ok()
                && tempered_softmax(logits.clone(), t / 2.0).is_ok()
        );
        let p = tempered_softmax(logits.clone(), t).unwrap();
        let sharp = tempered_softmax(logits.clone(), t / 2.0).unwrap();
        prop_assert!(rel(p.iter().sum::<f64>(), 1.0));
        let top = (0..logits.len()).fold(0, |best, i| if logits[i] > logits[best] { i } else { best });
        prop_assert!(sharp[top] >= p[top] * (1.0 - 1e-12));
    }

    #[test]
    fn the_nucleus_is_the_shortest_run_that_reaches_top_p(
        weights in prop::collection::vec(0.001f64..1.0, 1..12), top_p in 0.01f64..=1.0,
    ) {
        let total: f64 = weights.iter().sum();
        let probabilities: Vec<f64> = weights.iter().map(|w| w / total).collect();
        let kept = nucleus(probabilities.clone(), top_p).unwrap();
        let mass = nucleus_mass(probabilities.clone(), top_p).unwrap();
        prop_assert!(rel(kept.iter().sum::<f64>(), 1.0));
        // Without its last (least likely) token the nucleus falls short of top-p.
        let least = kept.last().unwrap() * mass;
        prop_assert!(mass - least < top_p || kept.len() == 1);
        prop_assert!(mass >= top_p * (1.0 - 1e-12) || kept.len() == probabilities.len());
    }

    #[test]
    fn more_competing_keys_never_raise_the_targets_weight(
        target in -10.0f64..10.0, z in -10.0f64..10.0, n in 0.0f64..1e6, more in 1.0f64..1e6,
    ) {
        let w = softmax_target_weight(target, [n], [z]).unwrap();
        let diluted = softmax_target_weight(target, [n + more], [z]).unwrap();
        prop_assert!((0.0..=1.0).contains(&w) && diluted <= w);
    }

    #[test]
    fn exact_counts_bracket_what_they_count(
        tokens in 0i64..10_000_000, block in 1i64..100_000, gap in 1i64..1_000_000, delta in 1i64..100_000,
    ) {
        let blocks = kv_block_count(tokens, block).unwrap();
        prop_assert!(blocks * block >= tokens && (blocks - 1) * block < tokens.max(1));
        let cycle = compaction_cycle(gap, 0, delta).unwrap();
        prop_assert!(cycle * delta >= gap && (cycle - 1) * delta < gap);
    }

    #[test]
    fn a_full_tree_counts_every_level(children in 0i64..12, depth in 0i64..12) {
        let expected: i64 = (0..=depth).map(|d| children.pow(d as u32)).sum();
        prop_assert_eq!(full_tree_nodes(children, depth).unwrap(), expected);
    }

    #[test]
    fn pending_polls_are_those_before_completion(job in 0.01f64..10_000.0, every in 0.01f64..100.0) {
        let polls = pending_polls(seconds(job), seconds(every)).unwrap() as f64;
        prop_assert!(polls * every < job * (1.0 + 1e-12));
        prop_assert!((polls + 1.0) * every >= job * (1.0 - 1e-12));
    }

    #[test]
    fn bm25_rewards_frequency_and_discounts_length(
        f in 1.0f64..50.0, len in 10.0f64..10_000.0, k1 in 0.5f64..3.0, b in 0.01f64..1.0,
    ) {
        let score = bm25_term_score(5.0, f, len, 400.0, k1, b).unwrap();
        prop_assert!(bm25_term_score(5.0, f + 1.0, len, 400.0, k1, b).unwrap() > score);
        prop_assert!(bm25_term_score(5.0, f, len * 2.0, 400.0, k1, b).unwrap() < score);
        // Saturation: no frequency scores beyond IDF·(k₁ + 1).
        prop_assert!(score < 5.0 * (k1 + 1.0));
    }

    #[test]
    fn a_posterior_and_a_cost_per_accepted_task_are_what_they_are(
        d in 0.0f64..1.0, f in 0.0f64..1.0, v in 0.01f64..1.0, cost in 0.01f64..1e4, p in 0.001f64..=1.0,
    ) {
        let post = pass_posterior(d, f, v).unwrap();
        prop_assert!((0.0..=1.0).contains(&post));
        prop_assert!(cost_per_accepted(usd(cost), p).unwrap() >= usd(cost) * (1.0 - 1e-15));
    }

    #[test]
    fn the_break_even_acceptance_matches_the_cheaper_tokens(
        model in 0.01f64..100.0, other in 0.01f64..100.0, p in 0.01f64..0.6, cut in 0.0f64..1.0,
    ) {
        let s = repair_attempt_cost_levers().unwrap().variant()
            .model_cost(usd(model)).other_cost(usd(other)).acceptance(p).token_price_cut(cut)
            .acceptance_gain(0.0)
            .build().unwrap();
        // A break-even acceptance above 1 says no acceptance matches the cut.
        prop_assume!(s.break_even_acceptance().unwrap() <= 1.0);
        let at_break_even =
            cost_per_accepted(s.attempt_cost().unwrap(), s.break_even_acceptance().unwrap()).unwrap();
        prop_assert!(rel(at_break_even.value, s.cost_per_accepted_cheaper_tokens().unwrap().value));
        prop_assert!(s.cost_per_accepted().unwrap() >= s.attempt_cost().unwrap());
        prop_assert!((0.0..=1.0).contains(&s.token_share().unwrap()));
    }

    #[test]
    fn prefix_reuse_never_costs_more(turns in 2u32..200, leaf in 1u32..50_000, cached in 0.0f64..=1.0) {
        let bill = repair_prefix_layout_bill().unwrap().variant()
            .turns(turns).leaf_tokens(leaf).cached_fraction(cached).trunk_rewrites(1).build().unwrap();
        prop_assert!(bill.stable_cost().unwrap() <= bill.unstable_cost().unwrap() * (1.0 + 1e-12));
        prop_assert!((0.0..=1.0).contains(&bill.hit_rate().unwrap()));
        let resend = coding_agent_resend30_turns().unwrap().variant().turns(turns).build().unwrap();
        prop_assert!(resend.reuse_reduction().unwrap() >= 1.0);
        prop_assert!((0.0..=1.0).contains(&resend.input_share().unwrap()));
    }

    #[test]
    fn admission_is_the_sign_of_the_excess(window in 1u32..1_000_000, reserve in 0u32..1_000, text in 0u32..1_000_000, image in 0u32..10_000) {
        prop_assume!(reserve <= window);
        let s = multimodal_context_admission().unwrap().variant()
            .window(window).output_reserve(reserve).text_tokens(text).image_tokens(image)
            .build().unwrap();
        prop_assert_eq!(s.admitted().unwrap(), s.excess().unwrap() <= 0);
        prop_assert_eq!(s.total_demand().unwrap() - i64::from(window), s.excess().unwrap());
    }

    #[test]
    fn the_reserve_meets_its_target_and_is_the_least_that_does(
        rate in 0.01f64..20.0, restore_ms in 1.0f64..1_000.0, target in 1e-6f64..0.5,
    ) {
        let s = coding_sandbox_pool_two_per_second().unwrap().variant()
            .arrival_rate(mlsysim_core::units::per_second(rate))
            .restore(mlsysim_core::units::milliseconds(restore_ms))
            .target_miss(target).build().unwrap();
        prop_assume!(s.reserve().is_ok());
        let reserve = s.reserve().unwrap();
        let mu = s.restore_arrivals().unwrap();
        prop_assert!(s.reserve_miss().unwrap() < target);
        prop_assert!(reserve == 0 || poisson_tail(mu, reserve - 1).unwrap() >= target);
        prop_assert!(s.max_restore().unwrap() >= s.restore * (1.0 - 1e-9));
    }

    #[test]
    fn the_reservation_test_is_stricter_than_the_spend_check(
        settled in 0.0f64..5.0, reserved in 0.0f64..2.0, tokens in 0u32..500_000,
    ) {
        let s = repair_next_call_admission().unwrap().variant()
            .settled(usd(settled)).reserved(usd(reserved)).input_tokens(tokens).build().unwrap();
        prop_assert!(!s.admitted().unwrap() || s.spend_check_admits().unwrap());
        prop_assert!(s.headroom().unwrap() <= s.spend_headroom().unwrap());
    }

    #[test]
    fn sharing_a_prefix_never_fits_fewer_requests(common in 0u32..30_000, wait in 0.0f64..600.0) {
        let s = repair_block_sharing_residency().unwrap().variant()
            .common(common).wait(seconds(wait)).build().unwrap();
        prop_assert!(s.fit_shared().unwrap() >= s.fit_unshared().unwrap());
        prop_assert!(s.retained_rate().unwrap() <= s.released_rate().unwrap());
        prop_assert!(s.residency_factor().unwrap() >= 1.0);
    }

    #[test]
    fn a_check_that_detects_never_lowers_survival(detection in 0.0f64..=1.0, loss in 0.0f64..0.2) {
        let s = protected_field_check_payback().unwrap().variant()
            .detection(detection).loss_per_round(loss).build().unwrap();
        prop_assert!(s.survival_checked().unwrap() >= s.survival_unchecked().unwrap());
    }

    #[test]
    fn a_blind_retry_duplicates_only_timed_out_calls(q in 0.0f64..1.0, r in 0.0f64..1.0) {
        prop_assume!(q > 0.0 || r > 0.0);
        let s = blind_retry_two_percent_loss().unwrap().variant()
            .request_loss(q).reply_loss(r).build().unwrap();
        prop_assert!(s.duplicate_probability().unwrap() <= s.timeout_probability().unwrap());
        prop_assert!((0.0..=1.0).contains(&s.lost_request_share().unwrap()));
    }

    #[test]
    fn a_filtered_scan_streams_no_more_than_the_whole(filtered in 0u32..10_000_000) {
        let s = exact_scan_ten_million_vectors().unwrap().variant().filtered_vectors(filtered).build().unwrap();
        prop_assert!(s.filtered_time().unwrap() <= s.stream_time().unwrap());
        // Two FLOPs per value over the bytes of one value, at any corpus size.
        prop_assert!(rel(s.intensity().unwrap().value, 2.0 / 2.0));
    }
}
