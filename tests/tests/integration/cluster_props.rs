//! The cluster family (transfers and training runs, network fabrics, collective communication,
//! distributed training): invariants of its laws and scenarios over random valid inputs (more
//! bandwidth never slows a transfer, shares stay in [0, 1], counts are whole, conserved sums
//! stay conserved), and the inputs its scenarios refuse, by name.

use mlsysim_cluster::collectives::*;
use mlsysim_cluster::distributed::*;
use mlsysim_cluster::fabrics::*;
use mlsysim_cluster::transfer_and_training::*;
use mlsysim_core::laws::{
    ActivationStrategy, all_to_all_time, alpha_beta_crossover, bisection_bandwidth, fat_tree_hosts,
    fat_tree_path_switches, fat_tree_switches, hierarchical_allreduce_time, nearest_unit,
    oversubscription_relative_throughput, oversubscription_throughput_loss, pipeline_bubble,
    point_to_point_time, ring_allreduce_data_factor, ring_allreduce_latency_steps,
    ring_allreduce_time, ring_tree_crossover_exact, strong_scaling_speedup, torus_bisection_links,
    torus_diameter, tree_allreduce_rounds, tree_allreduce_time,
};
use mlsysim_core::units::{GB_PER_SECOND, MICROSECOND, bytes, bytes_per_second, seconds};
use mlsysim_core::{DataRate, Named, Time};
use mlsysim_tests::check::rel;
use proptest::prelude::*;

fn us(x: f64) -> Time {
    MICROSECOND.of(x)
}

fn gbps(x: f64) -> DataRate {
    GB_PER_SECOND.of(x)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn more_bandwidth_never_slows_a_transfer(payload in 1e3f64..1e15, a in 1e6f64..1e13, b in 1e6f64..1e13, copies in 1u32..1000) {
        let (slow, fast) = if a <= b { (a, b) } else { (b, a) };
        let s = buffer_transfer_10gb().unwrap().variant()
            .payload(bytes(payload)).copies(copies)
            .links(Named::from_iter([("slow", bytes_per_second(slow)), ("fast", bytes_per_second(fast))]))
            .build().unwrap();
        prop_assert!(s.transfer_time("fast".into()).unwrap() <= s.transfer_time("slow".into()).unwrap());
        let times = s.times().unwrap();
        prop_assert!(rel(times.get("slow").unwrap().value, f64::from(copies) * payload / slow));
    }

    #[test]
    fn a_ring_allreduce_grows_with_the_message_and_the_startup_and_shrinks_with_bandwidth(
        m1 in 0.0f64..1e12, m2 in 0.0f64..1e12, n in 1i64..4096, bw1 in 1e8f64..1e13, bw2 in 1e8f64..1e13, alpha in 0.0f64..1e-3,
    ) {
        let (small, large) = if m1 <= m2 { (m1, m2) } else { (m2, m1) };
        let (slow, fast) = if bw1 <= bw2 { (bw1, bw2) } else { (bw2, bw1) };
        let at = |m: f64, bw: f64, a: f64| ring_allreduce_time(bytes(m), n, bytes_per_second(bw), seconds(a)).unwrap();
        prop_assert!(at(small, slow, alpha) <= at(large, slow, alpha));
        prop_assert!(at(large, fast, alpha) <= at(large, slow, alpha));
        prop_assert!(at(large, slow, 0.0) <= at(large, slow, alpha));
        // Never below its byte bound, and the data factor is below 2.
        let factor = ring_allreduce_data_factor(n).unwrap();
        prop_assert!((0.0..2.0).contains(&factor));
        prop_assert!(at(large, slow, alpha).value >= factor * large / slow * (1.0 - 1e-12));
        prop_assert_eq!(ring_allreduce_latency_steps(n).unwrap(), 2 * (n - 1));
    }

    #[test]
    fn ring_and_tree_cost_the_same_at_the_exact_crossover(n in 3i64..4096, alpha in 0.1f64..100.0, bw in 0.1f64..1000.0) {
        let (a, b) = (us(alpha), gbps(bw));
        let m = ring_tree_crossover_exact(n, a, b).unwrap();
        let ring = ring_allreduce_time(m, n, b, a).unwrap().value;
        let tree = tree_allreduce_time(m, n, b, a).unwrap().value;
        prop_assert!(rel(ring, tree) || (ring - tree).abs() < 1e-15);
        let rounds = tree_allreduce_rounds(n).unwrap();
        prop_assert!(rounds >= 2 && rounds % 2 == 0);
        prop_assert!(2f64.powi(i32::try_from(rounds / 2).unwrap()) >= n as f64);
    }

    #[test]
    fn a_point_to_point_message_pays_its_startup_and_its_bytes(m in 0.0f64..1e12, alpha in 0.0f64..1e3, bw in 0.01f64..1e3) {
        let t = point_to_point_time(bytes(m), us(alpha), gbps(bw)).unwrap().value;
        prop_assert!(t >= alpha * 1e-6 && t >= m / (bw * 1e9) * (1.0 - 1e-12));
        // At the crossover the startup and the wire time are equal.
        let n_star = alpha_beta_crossover(us(alpha), gbps(bw)).unwrap();
        prop_assert!(rel((n_star / gbps(bw)).value, alpha * 1e-6) || alpha == 0.0);
    }

    #[test]
    fn shares_stay_in_zero_to_one(f in 0.0f64..=1.0, r in 1.0f64..64.0, p in 1i64..128, m in 1i64..512, v in 1i64..8, n in 1i64..100_000) {
        let rel_tp = oversubscription_relative_throughput(f, r).unwrap();
        let loss = oversubscription_throughput_loss(f, r).unwrap();
        prop_assert!(rel_tp > 0.0 && rel_tp <= 1.0 && (0.0..1.0).contains(&loss));
        prop_assert!(rel(rel_tp + loss, 1.0));
        let bubble = pipeline_bubble(p, m, v).unwrap();
        prop_assert!((0.0..1.0).contains(&bubble));
        prop_assert!(pipeline_bubble(p, m + 1, v).unwrap() <= bubble);
        let speedup = strong_scaling_speedup(n, f).unwrap();
        prop_assert!(speedup >= 1.0 - 1e-12 && speedup <= n as f64 * (1.0 + 1e-12));
    }

    #[test]
    fn fabric_sizes_are_whole_and_grow(k in 1i64..64, tiers in 1i64..5, side in 2i64..64, dims in 1i64..5) {
        let radix = 2 * k;
        prop_assert!(fat_tree_hosts(radix, tiers + 1).unwrap() >= fat_tree_hosts(radix, tiers).unwrap());
        prop_assert!(fat_tree_switches(radix, tiers).unwrap() >= 1);
        prop_assert_eq!(fat_tree_path_switches(tiers).unwrap(), 2 * tiers - 1);
        prop_assert_eq!(torus_diameter(side, dims).unwrap(), dims * (side / 2));
        prop_assert!(torus_bisection_links(side, dims).unwrap() >= 2);
        let one = bisection_bandwidth(k, gbps(50.0), 1.0).unwrap();
        prop_assert!(bisection_bandwidth(k, gbps(50.0), 4.0).unwrap() <= one);
    }

    #[test]
    fn a_hierarchy_pays_twice_the_node_phase_and_one_ring_across(m in 1e3f64..1e12, nodes in 1i64..256, g in 1i64..16) {
        let (intra, inter) = (gbps(450.0), gbps(50.0));
        let t = hierarchical_allreduce_time(bytes(m), nodes, g, intra, inter, seconds(0.0), us(5.0)).unwrap();
        let across = ring_allreduce_time(bytes(m) / (g as f64), nodes, inter, us(5.0)).unwrap();
        prop_assert!(t >= across);
        let exchange = all_to_all_time(bytes(m), nodes, inter, us(1.0)).unwrap();
        prop_assert!(exchange.value >= 0.0);
    }

    #[test]
    fn the_allreduce_schedule_orders_its_algorithms(m in 1e3f64..1e11, alpha in 0.0f64..50.0, bw in 1.0f64..900.0, n in 2u32..4096) {
        let s = ring_vs_tree_small_buffer().unwrap().variant()
            .message(bytes(m)).alpha(us(alpha)).bandwidth(gbps(bw)).group_sizes(vec![n]).build().unwrap();
        // The ring's bytes are never more than the tree's, nor the star's.
        prop_assert!(s.ring_byte_time(n).unwrap() <= s.tree_byte_time(n).unwrap());
        prop_assert!(s.ring_byte_time(n).unwrap() <= s.star_byte_time(n).unwrap());
        prop_assert!(rel(s.ring_time(n).unwrap().value, (s.ring_byte_time(n).unwrap() + s.ring_startup_time(n).unwrap()).value));
        prop_assert!(s.saved_time(n).unwrap().value == 0.0);
    }

    #[test]
    fn a_parallel_layout_never_hides_more_than_it_computes(
        tp in 1u32..16, pp in 1u32..32, dp in 1u32..2048, micro in 1u32..128, overlap in 0.0f64..=1.0, eff in 0.05f64..=1.0,
    ) {
        let s = gpt3_data_parallel_1k().unwrap().variant()
            .tp_size(tp).pp_size(pp).dp_size(dp).microbatches(micro).overlap_fraction(overlap)
            .local_efficiency(eff).without_window_resolution().build().unwrap();
        let compute = s.compute_time().unwrap();
        prop_assert!(s.hidden_time().unwrap() <= compute);
        prop_assert!(s.step_time().unwrap() >= compute);
        let e = s.efficiency().unwrap();
        prop_assert!(e > 0.0 && e <= 1.0 + 1e-12);
        prop_assert!(s.efficiency_no_overlap().unwrap() <= e * (1.0 + 1e-12));
        let share = s.overlap_share().unwrap();
        prop_assert!(share >= 0.0 && share <= overlap * (1.0 + 1e-12));
        prop_assert!(s.zero1_state_per_device().unwrap() <= s.state_per_device().unwrap());
        prop_assert_eq!(s.n_devices().unwrap(), i64::from(tp) * i64::from(pp) * i64::from(dp));
    }

    #[test]
    fn recomputation_stores_less(micro in 1u32..64, seq in 1u32..32_768, width in 1.0f64..8.0) {
        let s = gpt3_activations_microbatch4().unwrap().variant()
            .micro_batch(micro).seq_len(seq).precision_bytes(width).build().unwrap();
        let none = s.activations(ActivationStrategy::None).unwrap();
        let selective = s.activations(ActivationStrategy::Selective).unwrap();
        let full = s.activations(ActivationStrategy::Full).unwrap();
        prop_assert!(full <= selective && selective <= none);
        let share = s.score_share().unwrap();
        prop_assert!((0.0..1.0).contains(&share));
        prop_assert!(rel(s.score_activations().unwrap().value + selective.value, none.value));
    }

    #[test]
    fn zero_stages_never_hold_more(n in 1u32..4096) {
        let s = llama2_7b_zero_stages64().unwrap().variant().n_devices(n).build().unwrap();
        let stages = s.stage_state().unwrap();
        let bytes: Vec<f64> = stages.values().map(|b| b.value).collect();
        prop_assert!(bytes.windows(2).all(|w| w[1] <= w[0] * (1.0 + 1e-12)));
    }

    #[test]
    fn a_ring_trace_reduces_every_chunk(n in 1usize..7, extra in 0usize..3, seed in proptest::collection::vec(-50i64..50, 64)) {
        let len = n + extra;
        let vectors: Vec<Vec<i64>> = (0..n).map(|i| (0..len).map(|j| seed[(i * len + j) % seed.len()]).collect()).collect();
        let s = ring_trace_four_gpu().unwrap().variant().vectors(vectors.clone()).build().unwrap();
        let totals = s.totals().unwrap();
        for (j, total) in totals.iter().enumerate() {
            prop_assert_eq!(*total, vectors.iter().map(|v| v[j]).sum::<i64>());
        }
        for pair in s.owned().unwrap() {
            prop_assert_eq!(pair[1], totals[usize::try_from(pair[0]).unwrap()]);
        }
        for held in s.held().unwrap() {
            prop_assert_eq!(held, (0..n as i64).collect::<Vec<_>>());
        }
        prop_assert_eq!(s.steps().unwrap(), 2 * (n as i64 - 1));
    }

    #[test]
    fn error_feedback_conserves_the_sum(gradients in proptest::collection::vec(-3.0f64..3.0, 1..40)) {
        let s = error_feedback_five_steps().unwrap().variant().gradients(gradients.clone()).build().unwrap();
        let sent: i64 = s.sent().unwrap().iter().sum();
        let last = *s.errors().unwrap().last().unwrap();
        prop_assert!((sent as f64 + last - gradients.iter().sum::<f64>()).abs() < 1e-9);
        // The carried residual never reaches a whole unit.
        prop_assert!(s.errors().unwrap().iter().all(|e| e.abs() <= 0.5 + 1e-9));
    }

    #[test]
    fn the_nearest_unit_is_within_half_a_unit(x in -1e6f64..1e6) {
        let v = nearest_unit(x).unwrap();
        prop_assert!((v as f64 - x).abs() <= 0.5 + 1e-6);
    }

    #[test]
    fn exposure_splits_into_none_and_some(a in 1u32..5000, b in 1u32..50, p in 0.0f64..=1.0) {
        let s = transceiver_degradation_roce_4k().unwrap().variant()
            .counts(Named::from_iter([("a", a), ("b", b)])).probability(p).build().unwrap();
        prop_assert_eq!(s.n_components().unwrap(), i64::from(a) * i64::from(b));
        // (1 - p)^n below the smallest normal double is an underflow error, never a wrong tiny
        // value.
        if let Err(e) = s.p_none() {
            prop_assert!(matches!(e.kind, mlsysim_core::EvalErrorKind::Underflow { .. }), "{e}");
            return Ok(());
        }
        let (none, any) = (s.p_none().unwrap(), s.p_any().unwrap());
        prop_assert!((0.0..=1.0).contains(&none) && (0.0..=1.0).contains(&any));
        prop_assert!(rel(none + any, 1.0) || none + any == 1.0);
    }

    #[test]
    fn a_deeper_pipeline_idles_more(stages in 1u32..64, micro in 1u32..512) {
        let s = gpipe_four_stage_walkthrough().unwrap().variant().stages(stages).microbatches(micro).build().unwrap();
        prop_assert_eq!(s.slots().unwrap(), 2 * s.phase_slots().unwrap());
        prop_assert!(rel(s.bubble().unwrap(), s.fill_slots().unwrap() as f64 / s.phase_slots().unwrap() as f64) || stages == 1);
        let deeper = s.variant().stages(stages + 1).build().unwrap();
        prop_assert!(deeper.bubble().unwrap() >= s.bubble().unwrap());
    }

    #[test]
    fn more_overlap_never_lengthens_the_budget(backward in 0.1f64..100.0, per_bucket in 0.01f64..50.0) {
        let s = overlap_budget_7b_64gpu().unwrap().variant()
            .backward_per_layer(seconds(backward * 1e-3)).time_per_bucket(seconds(per_bucket * 1e-3)).build().unwrap();
        prop_assert!(s.overlapped_time().unwrap() <= s.sequential_time().unwrap());
        let saved = s.savings_fraction().unwrap();
        prop_assert!((0.0..1.0).contains(&saved));
    }
}

#[test]
fn the_scenarios_refuse_what_they_cannot_compute_by_name() {
    let e = gradient_buffer_all_reduce_ndr()
        .unwrap()
        .variant()
        .group_sizes(vec![1, 8])
        .build()
        .unwrap_err();
    assert!(e.is_about("group_sizes"), "{e}");
    let e = torus_vs_fat_tree_4k()
        .unwrap()
        .variant()
        .n_endpoints(1)
        .build()
        .unwrap_err();
    assert!(e.is_about("n_endpoints"), "{e}");
    let e = ring_trace_four_gpu()
        .unwrap()
        .variant()
        .vectors(vec![vec![1], vec![2]])
        .build()
        .unwrap_err();
    assert!(e.is_about("vectors"), "{e}");
    let e = gpt2_data_parallel_four_nodes_10gbe()
        .unwrap()
        .variant()
        .without_inter_bandwidth()
        .build()
        .unwrap_err();
    assert!(e.is_about("inter_bandwidth"), "{e}");
    // A buffer that never fills has no overflow time: an error that says so.
    let s = incast_super_pod_unit()
        .unwrap()
        .variant()
        .n_senders(1)
        .build()
        .unwrap();
    assert!(
        s.overflow_time()
            .unwrap_err()
            .to_string()
            .contains("never fills")
    );
    // A missing optional input is named by the member that needs it.
    let s = llama2_7b_zero_stages64().unwrap();
    assert_eq!(
        s.gather_time().unwrap_err().missing_input(),
        Some("link_bandwidth")
    );
    let s = v100_to_b200().unwrap();
    assert_eq!(
        s.candidate_device_hours().unwrap_err().missing_input(),
        Some("baseline_device_hours")
    );
}

#[test]
fn a_method_argument_outside_its_range_is_a_bad_call() {
    let s = fat_tree_ndr_switch().unwrap();
    assert!(s.hosts(0).unwrap_err().is_bad_call());
    let s = gpipe_four_stage_walkthrough().unwrap();
    assert!(s.microbatches_for_bubble(0.0).unwrap_err().is_bad_call());
}
