//! The training family's invariants over random valid inputs: the laws against each other and
//! against their closed forms, conservation of counts, shares and probabilities that stay in
//! [0, 1], and the directions a scenario's members move when one input moves.

use mlsysim_core::laws::{
    beam_frontier, continuation_fork_tokens, dense_biases, dense_inference_activations,
    dense_input_gradient_flops, dense_macs, dense_matmul_flops, dense_params,
    dense_saved_activations, dense_weight_gradient_flops, dense_weights, expected_max_std_normal,
    first_fit_decreasing, full_tree_nodes, group_relative_coefficients, halving_multiple,
    logistic_loss, loss_reduction_compute_multiple, power_law_factor, pruned_tree_nodes, sigmoid,
    sigmoid_slope, token_average_shares,
};
use mlsysim_core::units::{milliseconds, seconds};
use mlsysim_training::deliberation::*;
use mlsysim_training::fine_tuning::*;
use mlsysim_training::framework::*;
use mlsysim_training::rlvr::*;
use mlsysim_training::scaling::*;
use proptest::prelude::*;

/// Equal to 1e-12 relative, or both within 1e-300 of zero.
fn rel(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-12 * a.abs().max(b.abs()) || a.abs().max(b.abs()) < 1e-300
}

fn widths() -> impl Strategy<Value = Vec<i64>> {
    prop::collection::vec(1i64..5_000, 2..8)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn a_dense_network_counts_its_parameters_and_work_consistently(
        w in widths(), batch in 1i64..2048,
    ) {
        let weights = dense_weights(w.clone()).unwrap();
        let biases = dense_biases(w.clone()).unwrap();
        prop_assert_eq!(weights.len() + 1, w.len());
        // Parameters are the weights and the biases; one MAC per weight.
        let macs = dense_macs(w.clone()).unwrap();
        prop_assert_eq!(macs, weights.iter().sum::<i64>());
        prop_assert_eq!(dense_params(w.clone()).unwrap(), macs + biases.iter().sum::<i64>());
        // The weight gradients cost what the forward matrix multiplies cost; the input
        // gradients the same less the first layer's.
        let matmul: f64 = dense_matmul_flops(w.clone(), batch).unwrap().iter().map(|f| f.value).sum();
        prop_assert!(rel(dense_weight_gradient_flops(w.clone(), batch).unwrap().value, matmul));
        let first = 2.0 * (batch * w[0] * w[1]) as f64;
        prop_assert!(rel(dense_input_gradient_flops(w.clone(), batch).unwrap().value + first, matmul));
        prop_assert!(rel(matmul, 2.0 * (batch * macs) as f64));
        // Inference with rolling buffers never holds more than training saves.
        prop_assert!(
            dense_inference_activations(w.clone(), batch).unwrap()
                <= dense_saved_activations(w, batch).unwrap()
        );
    }

    #[test]
    fn a_power_law_and_its_multiples_agree(exponent in 0.01f64..2.0, r in 0.001f64..0.9) {
        // The halving multiple halves the term; the reduction multiple cuts it by r.
        let half = halving_multiple(exponent).unwrap();
        prop_assert!(rel(power_law_factor(half, exponent).unwrap(), 0.5));
        let m = loss_reduction_compute_multiple(exponent, r).unwrap();
        prop_assert!((power_law_factor(m, exponent).unwrap() - (1.0 - r)).abs() < 1e-9);
    }

    #[test]
    fn the_sigmoid_slope_peaks_at_zero(x in -700.0f64..700.0) {
        let s = sigmoid(x).unwrap();
        prop_assert!((0.0..=1.0).contains(&s));
        prop_assert!(sigmoid_slope(x).unwrap() <= 0.25);
        // The logistic loss of a margin is −ln σ(margin), never below 0.
        let loss = logistic_loss(x).unwrap();
        prop_assert!(loss >= 0.0);
        if s > 1e-300 && x.abs() < 30.0 {
            prop_assert!((loss + s.ln()).abs() < 1e-12 * loss.abs().max(1.0));
        }
    }

    #[test]
    fn first_fit_decreasing_keeps_every_token_and_every_buffer_within_capacity(
        lengths in prop::collection::vec(0i64..1000, 0..40), capacity in 1000i64..5000,
    ) {
        let loads = first_fit_decreasing(lengths.clone(), capacity).unwrap();
        prop_assert_eq!(loads.iter().sum::<i64>(), lengths.iter().sum::<i64>());
        prop_assert!(loads.iter().all(|&l| l <= capacity));
        // No two buffers could be merged into one: first fit never leaves two half-empty.
        let half_empty = loads.iter().filter(|&&l| 2 * l <= capacity).count();
        prop_assert!(half_empty <= 1);
    }

    #[test]
    fn token_shares_add_up_to_one(counts in prop::collection::vec(0i64..100_000, 1..30)) {
        prop_assume!(counts.iter().sum::<i64>() > 0);
        let shares = token_average_shares(counts).unwrap();
        prop_assert!((shares.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        prop_assert!(shares.iter().all(|s| (0.0..=1.0).contains(s)));
    }

    #[test]
    fn group_coefficients_are_centred(
        rewards in prop::collection::vec(0.0f64..1.0, 2..64), bessel in any::<bool>(),
    ) {
        prop_assume!(rewards.iter().any(|&r| (r - rewards[0]).abs() > 1e-6));
        let c = group_relative_coefficients(rewards.clone(), 0.0, bessel).unwrap();
        prop_assert!(c.iter().sum::<f64>().abs() < 1e-9);
        // Standardized: the coefficients' own dispersion is 1 (with the same divisor).
        let d = if bessel { c.len() - 1 } else { c.len() } as f64;
        prop_assert!(((c.iter().map(|x| x * x).sum::<f64>() / d) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn a_step_check_never_grows_the_tree(b in 1i64..8, r in 0.0f64..=1.0, depth in 0i64..12) {
        let full = (full_tree_nodes(b, depth).unwrap() - 1) as f64;
        let pruned = pruned_tree_nodes(b, r, depth).unwrap();
        prop_assert!(pruned <= full * (1.0 + 1e-12));
        // With no rejection the check keeps every node.
        prop_assert!(rel(pruned_tree_nodes(b, 0.0, depth).unwrap(), full));
    }

    #[test]
    fn a_beam_never_keeps_more_than_its_width(
        segments in 1i64..50, extensions in 1i64..10, width in 1i64..20,
    ) {
        let frontier = beam_frontier(segments, extensions, width).unwrap();
        prop_assert_eq!(frontier.len() as i64, segments);
        prop_assert!(frontier.iter().all(|&f| f <= width.max(1) * extensions));
    }

    #[test]
    fn forking_at_every_boundary_matches_its_closed_form(
        turns in 2i64..200, tokens in 0i64..4096, branches in 0i64..16,
    ) {
        let every: Vec<i64> = (1..turns).collect();
        let total = continuation_fork_tokens(turns, tokens, branches, every).unwrap();
        // H·T·(1 + m·(H − 1)/2), in integers: H·T + m·T·H·(H − 1)/2.
        prop_assert_eq!(total, turns * tokens + branches * tokens * turns * (turns - 1) / 2);
    }

    #[test]
    fn a_kernel_chain_fused_saves_its_length(chain in 1u32..1000) {
        let s = elementwise_pair_fusion().unwrap().variant().chain_length(chain).build().unwrap();
        prop_assert!(rel(s.traffic_ratio().unwrap(), f64::from(chain)));
        prop_assert!(rel(s.overhead_speedup().unwrap(), f64::from(chain)));
    }

    #[test]
    fn a_checked_pool_gives_probabilities(
        n in 1i64..512, v in 0.001f64..=1.0, fr in 0.0f64..0.999, fa in 0.0f64..=1.0,
    ) {
        let s = sparse_valid_pool_first_pass().unwrap().variant()
            .pool_size(n).valid_rate(v).false_reject_rate(fr).false_accept_rate(fa)
            .build().unwrap();
        for p in [s.precision().unwrap(), s.any_selection().unwrap(), s.wrong_selection().unwrap(),
                  s.any_false_pass().unwrap(), s.pass_probability().unwrap()] {
            prop_assert!((0.0..=1.0 + 1e-15).contains(&p));
        }
        prop_assert!(s.wrong_selection().unwrap() <= s.any_selection().unwrap());
        prop_assert!(rel(s.any_selection().unwrap() + s.no_selection().unwrap(), 1.0));
    }

    #[test]
    fn a_target_mask_conserves_its_tokens(
        prompt in 0i64..10_000, rationale in 0i64..5_000, response in 1i64..5_000,
        observation in 0i64..50_000, unselected in 0i64..5_000,
    ) {
        prop_assume!(unselected < response);
        let s = recovery_record_target_mask().unwrap().variant().prompt(prompt)
            .rationale(rationale).response(response).observation(observation)
            .unselected_response(unselected).build().unwrap();
        let stored = s.stored().unwrap();
        prop_assert_eq!(s.context_with_rationale().unwrap() + s.targets_with_rationale().unwrap(), stored);
        prop_assert!(s.dilution_with_rationale().unwrap() <= s.dilution_without_rationale().unwrap());
    }

    #[test]
    fn a_wider_margin_lowers_the_preference_loss(gap in 0.0f64..50.0, beta in 0.01f64..5.0) {
        let s = repair_preference_pair().unwrap().variant()
            .policy_preferred(-10.0 + gap).beta(beta).build().unwrap();
        prop_assert!(s.loss().unwrap() <= s.initial_loss().unwrap() + 1e-15);
        prop_assert!(s.gradient_coefficient().unwrap() <= s.initial_gradient_coefficient().unwrap() + 1e-15);
    }

    #[test]
    fn a_ratio_clip_binds_below_certainty(epsilon in 0.0f64..1.0, p in 0.0f64..=1.0) {
        let s = dominant_token_ratio_clip().unwrap().variant()
            .epsilon(epsilon).probability(p).build().unwrap();
        prop_assert_eq!(s.binds().unwrap(), (1.0 + epsilon) * p < 1.0);
        prop_assert!(s.ceiling().unwrap() >= p);
    }

    #[test]
    fn a_faster_reset_never_lowers_capacity(snapshot_ms in 0.0f64..3500.0) {
        let s = repair_rollout_slot_resets().unwrap().variant()
            .snapshot_reset(milliseconds(snapshot_ms)).build().unwrap();
        prop_assert!(s.capacity_ratio().unwrap() >= 1.0 - 1e-12);
        // Amdahl: the capacity gain is bounded by the cold cycle over the work.
        let bound = (s.cold_cycle().unwrap() / s.work().unwrap()).value;
        prop_assert!(s.capacity_ratio().unwrap() <= bound * (1.0 + 1e-12));
    }

    #[test]
    fn a_verifier_pool_stays_under_its_target(
        trajectories in 1i64..10_000, trials in 1i64..10, trial_s in 0.1f64..60.0, target in 0.05f64..=1.0,
    ) {
        let s = repair_verifier_pool().unwrap().variant().trajectories(trajectories).trials(trials)
            .trial_time(seconds(trial_s)).target_utilization(target).build().unwrap();
        prop_assert!(s.utilization().unwrap() <= target * (1.0 + 1e-12));
        prop_assert!(s.busy().unwrap() >= s.one_trial_busy().unwrap());
    }

    #[test]
    fn a_compile_repays_after_its_breakeven(items in 0i64..1_000_000) {
        let s = resnet50_compile_breakeven().unwrap().variant()
            .experiment_items(items).recompiles(1).build().unwrap();
        let slower = s.experiment_slowdown().unwrap() > 1.0;
        prop_assume!(items > 0);
        prop_assert_eq!(slower, (items as f64) < s.breakeven_items().unwrap());
    }

    #[test]
    fn a_power_law_multiple_cuts_the_term(multiple in 1.0f64..1e6) {
        let s = kaplan_compute_doubling().unwrap().variant().resource_multiple(multiple).build().unwrap();
        let reduction = s.multiple_reduction().unwrap();
        prop_assert!((0.0..1.0).contains(&reduction));
    }
}

#[test]
fn the_expected_maximum_grows_with_the_pool_and_stays_below_its_asymptote() {
    let mut last = 0.0;
    for n in [2, 4, 8, 16, 64, 256, 1024, 65_536] {
        let e = expected_max_std_normal(n).unwrap();
        assert!(e > last, "E[max] grows with n");
        assert!(
            e < (2.0 * (n as f64).ln()).sqrt(),
            "E[max] stays below √(2 ln n)"
        );
        last = e;
    }
    // Two candidates: 1/√π.
    let two = expected_max_std_normal(2).unwrap();
    assert!((two - 1.0 / std::f64::consts::PI.sqrt()).abs() < 1e-12);
}
