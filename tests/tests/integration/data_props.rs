//! The data family (storage, delivery and drift, engineering, selection): invariants of its
//! scenarios over random valid inputs (more bandwidth never lengthens a stall or a pause,
//! shares stay in [0, 1], counts are whole, the goodput shares add up), its laws against each
//! other, and the inputs each rule refuses, by name.

use mlsysim_core::laws::{
    allocation_growth, compute_optimal_allocation, empirical_testing_exposure,
    lsh_candidate_probability, lsh_threshold, memory_from_params, minhash_standard_error,
    supply_shortfall,
};
use mlsysim_core::units::{
    FLOP, GB_PER_SECOND, MB_PER_SECOND, PER_HOUR, TB, bytes, hours, milliseconds, per_second,
    usd_per_tonne_co2e,
};
use mlsysim_core::{InputError, Named};
use mlsysim_data::delivery::*;
use mlsysim_data::engineering::*;
use mlsysim_data::selection::*;
use mlsysim_data::storage::*;
use mlsysim_tests::check::{refused_by_rule, rel};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn a_slower_delivery_never_shortens_a_stall(compute in 0.1f64..1000.0, io in 0.1f64..1000.0, more in 0.0f64..1000.0, speedup in 1.0f64..100.0) {
        let at = |io_ms: f64| overlapped_input_stall().unwrap().variant()
            .compute_time(milliseconds(compute)).io_time(milliseconds(io_ms)).build().unwrap();
        let (fast, slow) = (at(io), at(io + more));
        for s in [&fast, &slow] {
            for stall in [s.sequential_stall().unwrap(), s.overlapped_stall().unwrap()] {
                prop_assert!((0.0..1.0).contains(&stall));
            }
            // No compute speedup passes the plateau that delivery sets.
            prop_assert!(s.relative_throughput(speedup).unwrap() <= s.plateau().unwrap() * (1.0 + 1e-12));
            prop_assert!(s.relative_throughput(speedup).unwrap() >= s.relative_throughput(1.0).unwrap() * (1.0 - 1e-12));
        }
        prop_assert!(slow.overlapped_stall().unwrap() >= fast.overlapped_stall().unwrap());
        prop_assert!(slow.sequential_stall().unwrap() >= fast.sequential_stall().unwrap());
    }

    #[test]
    fn more_local_bandwidth_never_lengthens_the_checkpoint_pause(gbps in 0.1f64..100.0, extra in 0.0f64..100.0) {
        let at = |b: f64| gpt3_tiered_checkpoint_2k().unwrap().variant()
            .local_bandwidth(GB_PER_SECOND.of(b)).build().unwrap();
        let (slow, fast) = (at(gbps), at(gbps + extra));
        prop_assert!(fast.local_write_time().unwrap() <= slow.local_write_time().unwrap());
        prop_assert!(fast.pause_fraction().unwrap() >= 0.0);
        // The drain does not depend on the local tier.
        prop_assert_eq!(fast.drain_time().unwrap(), slow.drain_time().unwrap());
    }

    #[test]
    fn a_storm_is_slower_by_the_replica_count(replicas in 1i64..100_000) {
        let s = llama2_70b_checkpoint_storm_1k().unwrap().variant().replicas(replicas).build().unwrap();
        prop_assert!(rel(s.slowdown().unwrap(), replicas as f64));
    }

    #[test]
    fn input_demand_is_linear_in_consumers_and_busy_time(consumers in 1i64..100_000, busy in 0.0f64..=1.0) {
        let base = text_input_demand_2k().unwrap();
        let s = base.variant().consumers(consumers).busy_fraction(busy).build().unwrap();
        let one = base.variant().consumers(1).build().unwrap().bandwidth().unwrap().value;
        prop_assert!(rel(s.bandwidth().unwrap().value, one * consumers as f64 * busy) || busy == 0.0);
    }

    #[test]
    fn prefetch_depths_are_whole_and_cover_each_span(tail_ms in proptest::collection::vec(0.0f64..5000.0, 1..6), compute in 1.0f64..1000.0) {
        let tails: Named<_> = tail_ms.iter().enumerate().map(|(i, &t)| (format!("tier{i}"), milliseconds(t))).collect();
        let s = prefetch_depth_by_tier().unwrap().variant()
            .compute_time(milliseconds(compute)).tail_latencies(tails).build().unwrap();
        let spans = s.spans().unwrap();
        for ((_, &depth), (_, &span)) in s.depths().unwrap().iter().zip(spans.iter()) {
            prop_assert!(depth as f64 >= span && (depth as f64) < span + 1.0);
        }
    }

    #[test]
    fn a_cache_delivers_a_share_that_grows_with_its_hits(h in 0.0f64..=1.0, more in 0.0f64..=1.0, penalty in 1.0f64..1000.0) {
        let at = |hit: f64| hot_tier_cache_example().unwrap().variant()
            .hit_rate(hit).miss_penalty(penalty).build().unwrap();
        let (low, high) = (at(h), at((h + more).min(1.0)));
        for s in [&low, &high] {
            let f = s.delivered_fraction().unwrap();
            prop_assert!(f > 0.0 && f <= 1.0 + 1e-12);
            prop_assert!(s.mean_service().unwrap() >= 1.0 - 1e-12);
        }
        prop_assert!(high.delivered_fraction().unwrap() >= low.delivered_fraction().unwrap() * (1.0 - 1e-12));
    }

    #[test]
    fn more_supply_never_raises_the_feeding_loss(mbps in 1.0f64..100_000.0, extra in 0.0f64..100_000.0, demand in 1.0f64..100_000.0) {
        let d = MB_PER_SECOND.of(demand);
        let (slow, fast) = (supply_shortfall(d, MB_PER_SECOND.of(mbps)).unwrap(), supply_shortfall(d, MB_PER_SECOND.of(mbps + extra)).unwrap());
        prop_assert!((0.0..1.0).contains(&slow) && (0.0..1.0).contains(&fast));
        prop_assert!(fast <= slow);
    }

    #[test]
    fn whole_workers_cover_the_rate(rate in 1.0f64..100_000.0, worker in 1.0f64..10_000.0, accelerators in 1i64..64) {
        let s = resnet50_a100_input_feed().unwrap().variant()
            .sustained_rate(per_second(rate)).worker_rate(per_second(worker)).accelerators(accelerators)
            .build().unwrap();
        let per = s.workers_per_accelerator().unwrap();
        prop_assert!(per as f64 * worker >= rate * (1.0 - 1e-9));
        prop_assert!(s.workers_pooled().unwrap() <= per * accelerators);
        let loss = s.feeding_loss(false).unwrap();
        prop_assert!((0.0..1.0).contains(&loss));
        prop_assert!((0.0..=1.0).contains(&s.supplied_fraction().unwrap()));
    }

    #[test]
    fn staging_and_streaming_cost_the_same_at_the_break_even(epochs in 0i64..1000, runs in 1i64..50) {
        let s = vision_corpus_stream_vs_stage().unwrap().variant().epochs(epochs).runs_per_year(runs).build().unwrap();
        let even = s.break_even_epochs().unwrap();
        let savings = s.savings().unwrap().value;
        prop_assert!((savings > 0.0) == (epochs as f64 > even) || rel(epochs as f64, even));
        let bill = object_storage_100tb().unwrap();
        prop_assert!(rel(bill.archive_restore_cost().unwrap().value,
            bill.archive_retrieval_cost().unwrap().value + bill.egress_per_read().unwrap().value));
    }

    #[test]
    fn the_ks_critical_distance_shrinks_as_samples_grow(n in 1i64..1_000_000, more in 0i64..1_000_000, d in 0.0f64..=1.0) {
        let at = |m: i64| loudness_drift_ks_1000().unwrap().variant().n_reference(m).n_current(m).build().unwrap();
        let (small, large) = (at(n), at(n + more));
        prop_assert!(large.critical_value().unwrap() <= small.critical_value().unwrap());
        // A distance that flags the small sample flags the large one.
        prop_assert!(!small.flags_statistic(d).unwrap() || large.flags_statistic(d).unwrap());
    }

    #[test]
    fn every_psi_term_is_non_negative(shares in proptest::collection::vec((0.01f64..1.0, 0.01f64..1.0), 2..8)) {
        let (b, c): (Vec<f64>, Vec<f64>) = shares.iter().copied().unzip();
        let (tb, tc) = (b.iter().sum::<f64>(), c.iter().sum::<f64>());
        let b: Vec<f64> = b.iter().map(|x| x / tb).collect();
        let c: Vec<f64> = c.iter().map(|x| x / tc).collect();
        let s = fraud_country_psi().unwrap().variant().without_bins()
            .baseline_shares(b).current_shares(c).build().unwrap();
        let terms = s.terms().unwrap();
        prop_assert!(terms.iter().all(|&t| t >= 0.0));
        prop_assert!(rel(s.psi().unwrap(), terms.iter().sum::<f64>()) || s.psi().unwrap() < 1e-12);
    }

    #[test]
    fn the_goodput_shares_add_up_to_one(sched in 0.01f64..=1.0, run in 0.01f64..=1.0, prog in 0.01f64..=1.0) {
        let s = llama3_405b_goodput_16k().unwrap().variant().scheduling(sched).runtime(run).program(prog).build().unwrap();
        let total = s.scheduling_share().unwrap() + s.runtime_share().unwrap() + s.program_share().unwrap() + s.mpg().unwrap();
        prop_assert!(rel(total, 1.0));
        prop_assert!((0.0..=1.0).contains(&s.mpg().unwrap()));
    }

    #[test]
    fn kappa_is_at_most_one_and_zero_for_independent_raters(p in 0.01f64..0.99, observed in 0.0f64..=1.0) {
        let s = binary_label_chance_agreement().unwrap().variant().class_shares(vec![p, 1.0 - p]).observed_agreement(observed).build().unwrap();
        prop_assert!(s.kappa().unwrap() <= 1.0 + 1e-12);
        let independent = s.variant().independent_raters(true).build().unwrap();
        prop_assert!(independent.kappa().unwrap().abs() < 1e-12);
    }

    #[test]
    fn the_lsh_s_curve_rises_with_similarity(s1 in 0.0f64..=1.0, s2 in 0.0f64..=1.0, bands in 1i64..64, rows in 1i64..16) {
        let (lo, hi) = if s1 <= s2 { (s1, s2) } else { (s2, s1) };
        let (p_lo, p_hi) = (lsh_candidate_probability(lo, bands, rows).unwrap(), lsh_candidate_probability(hi, bands, rows).unwrap());
        prop_assert!((0.0..=1.0).contains(&p_lo) && (0.0..=1.0).contains(&p_hi));
        prop_assert!(p_lo <= p_hi + 1e-15);
        prop_assert!((0.0..=1.0).contains(&lsh_threshold(bands, rows).unwrap()));
        prop_assert!(minhash_standard_error(hi, bands * rows).unwrap() <= minhash_standard_error(0.5, bands * rows).unwrap() + 1e-15);
    }

    #[test]
    fn selection_pays_exactly_below_the_break_even(selection in 0.0f64..100.0, subset in 0.1f64..100.0, full in 0.1f64..100.0) {
        let s = expensive_selection_pitfall().unwrap().variant()
            .selection_time(hours(selection)).subset_time(hours(subset)).full_time(hours(full)).build().unwrap();
        prop_assert_eq!(s.pays().unwrap(), s.selection_time < s.breakeven_selection().unwrap() || (s.total_time().unwrap() < s.full_time));
    }

    #[test]
    fn a_coreset_saves_at_most_what_it_drops(keep in 0.0f64..=1.0) {
        let s = resnet50_ten_percent_coreset_h100().unwrap().variant().keep_fraction(keep).build().unwrap();
        let proxy = s.proxy.unwrap();
        prop_assert!(s.saving_fraction(proxy).unwrap() <= 1.0 - keep + 1e-12);
        prop_assert!(s.saving_fraction(s.workload).unwrap() <= s.saving_fraction(proxy).unwrap() + 1e-12);
    }

    #[test]
    fn echoing_never_slows_a_run(echo in 1.0f64..10.0) {
        let s = resnet50_echoing_h100().unwrap().variant().echo_factor(echo).build().unwrap();
        prop_assert!(s.echoed_run_time().unwrap() <= s.run_time().unwrap());
        prop_assert!(s.echoed_rate().unwrap() <= s.accelerator_rate);
        prop_assert!((0.0..=1.0).contains(&s.utilization().unwrap()));
    }

    #[test]
    fn a_larger_job_loses_more_to_failures(n in 1i64..100_000, more in 0i64..100_000, step in 1i64..4096) {
        let s = llama2_70b_runtime_goodput_128().unwrap();
        prop_assert!(s.failure_side_at(n + more).unwrap() >= s.failure_side_at(n).unwrap());
        prop_assert!(s.runtime_goodput_at(n + more).unwrap() <= s.runtime_goodput_at(n).unwrap());
        prop_assert!(rel(s.failure_side_at(128).unwrap(), s.failure_side().unwrap()));
        // The crossover is the first size on the grid past the input waits.
        let at = s.crossover(step).unwrap();
        prop_assert!(s.failure_side_at(at).unwrap() > s.input_wait);
        prop_assert!(at == 128 || s.failure_side_at(at - step).unwrap() <= s.input_wait);
    }

    #[test]
    fn the_laws_agree_with_their_definitions(params in 1e6f64..1e12, width in 1.0f64..32.0, flops in 1e15f64..1e26, r in 1.0f64..100.0, multiple in 0.1f64..100.0, exponent in 0.0f64..1.0, rate in 1e-9f64..1.0, c in 0.5f64..0.999) {
        prop_assert!(rel(memory_from_params(params, bytes(width)).unwrap().value, params * width));
        let nd = compute_optimal_allocation(FLOP.of(flops), r, 6.0).unwrap();
        prop_assert!(rel(6.0 * nd[0] * nd[1], flops) && rel(nd[1], r * nd[0]));
        prop_assert!(rel(allocation_growth(multiple, exponent).unwrap() + 1.0, multiple.powf(exponent)));
        let t = empirical_testing_exposure(PER_HOUR.of(rate), c).unwrap();
        // Seeing no event over the exposure has exactly chance 1 − C.
        prop_assert!(rel((-(PER_HOUR.of(rate) * t).value).exp(), 1.0 - c));
    }
}

#[test]
fn counts_are_whole_and_shares_bounded_in_every_preset() {
    let f = full_hd_mask_versus_boxes().unwrap();
    assert_eq!(f.mask_entries().unwrap(), 1920 * 1080);
    assert_eq!(
        active_learning_ten_rounds()
            .unwrap()
            .active_labels()
            .unwrap(),
        2000
    );
    let footprint = gpt3_storage_footprint().unwrap();
    assert_eq!(footprint.archived_checkpoints().unwrap(), 44);
    let snapshot = shared_pool_scheduling_snapshot().unwrap();
    for share in [
        snapshot.scheduling_goodput().unwrap(),
        snapshot.executing_share().unwrap(),
        snapshot.input_wait_of_held().unwrap(),
    ] {
        assert!((0.0..=1.0).contains(&share));
    }
    let mfu = llama2_70b_fleet_mfu_128().unwrap();
    assert!((0.0..=1.0).contains(&mfu.fleet_mfu().unwrap()));
    assert!(trajectory_min_hash_screen().unwrap().hashes().unwrap() == 128);
}

#[test]
fn pipeline_and_drift_rules_refuse_what_they_say() {
    refused_by_rule(
        fraud_model_column_projection()
            .unwrap()
            .variant()
            .columns_used(200)
            .build()
            .unwrap_err(),
        "columns_used",
    );
    refused_by_rule(
        input_stall_idle_cost_1k()
            .unwrap()
            .variant()
            .degraded_utilization(0.95)
            .build()
            .unwrap_err(),
        "degraded_utilization",
    );
    refused_by_rule(
        fraud_country_psi()
            .unwrap()
            .variant()
            .current_shares(vec![0.5, 0.5])
            .build()
            .unwrap_err(),
        "current_shares",
    );
    refused_by_rule(
        fraud_country_psi()
            .unwrap()
            .variant()
            .bins(vec!["a".into()])
            .build()
            .unwrap_err(),
        "bins",
    );
    refused_by_rule(
        fraud_country_psi()
            .unwrap()
            .variant()
            .without_bins()
            .baseline_shares(vec![])
            .current_shares(vec![])
            .build()
            .unwrap_err(),
        "baseline_shares",
    );
}

#[test]
fn goodput_compilation_cache_and_codec_rules_refuse_what_they_say() {
    refused_by_rule(
        llama3_405b_goodput_16k()
            .unwrap()
            .variant()
            .ceilings(Named::from_iter([("Q", 0.9)]))
            .build()
            .unwrap_err(),
        "ceilings",
    );
    refused_by_rule(
        llama3_405b_goodput_16k()
            .unwrap()
            .variant()
            .program(0.0)
            .build()
            .unwrap_err(),
        "program",
    );
    refused_by_rule(
        decode_13b_compilation_payback()
            .unwrap()
            .variant()
            .removed(Named::from_iter([("other", 0.5)]))
            .build()
            .unwrap_err(),
        "removed",
    );
    refused_by_rule(
        multimodal_corpus_node_cache()
            .unwrap()
            .variant()
            .hot_capacity(TB.of(100.0))
            .build()
            .unwrap_err(),
        "hot_capacity",
    );
    refused_by_rule(
        daily_billion_recommendation_lookups()
            .unwrap()
            .variant()
            .lookup_budget_low(milliseconds(20.0))
            .build()
            .unwrap_err(),
        "lookup_budget_low",
    );
    refused_by_rule(
        node_stripe_codecs()
            .unwrap()
            .variant()
            .compression_ratios(Named::from_iter([("light", 3.0)]))
            .build()
            .unwrap_err(),
        "decode_rates",
    );
}

#[test]
fn labeling_curriculum_and_sampling_rules_refuse_what_they_say() {
    refused_by_rule(
        keyword_spotter_data_budget()
            .unwrap()
            .variant()
            .labeling_category("labels".into())
            .build()
            .unwrap_err(),
        "labeling_category",
    );
    refused_by_rule(
        binary_label_chance_agreement()
            .unwrap()
            .variant()
            .without_observed_agreement()
            .build()
            .unwrap_err(),
        "observed_agreement",
    );
    refused_by_rule(
        cifar10_linear_curriculum()
            .unwrap()
            .variant()
            .curriculum_epochs(200)
            .build()
            .unwrap_err(),
        "curriculum_epochs",
    );
    refused_by_rule(
        keyword_spotter_sample_rate_choice()
            .unwrap()
            .variant()
            .gain_low(0.5)
            .build()
            .unwrap_err(),
        "gain_low",
    );
    refused_by_rule(
        foundation_model_ten_tasks()
            .unwrap()
            .variant()
            .finetune_compute(hours(2000.0))
            .build()
            .unwrap_err(),
        "finetune_compute",
    );
}

#[test]
fn scheduling_cost_and_detection_rules_refuse_what_they_say() {
    refused_by_rule(
        shared_pool_scheduling_snapshot()
            .unwrap()
            .variant()
            .incomplete_gang_share(0.9)
            .build()
            .unwrap_err(),
        "incomplete_gang_share",
    );
    refused_by_rule(
        shared_pool_scheduling_snapshot()
            .unwrap()
            .variant()
            .input_wait_share(0.7)
            .build()
            .unwrap_err(),
        "input_wait_share",
    );
    refused_by_rule(
        imagenet_labeling_versus_resnet_run()
            .unwrap()
            .variant()
            .price_low(mlsysim_core::units::usd_per_hour(10.0))
            .build()
            .unwrap_err(),
        "price_low",
    );
    refused_by_rule(
        active_learning_ten_million_pool()
            .unwrap()
            .variant()
            .active_labels_low(300_000.0)
            .build()
            .unwrap_err(),
        "active_labels_low",
    );
    assert!(matches!(
        keyword_spotter_targets()
            .unwrap()
            .variant()
            .base_detection_rate(1.5)
            .build()
            .unwrap_err(),
        InputError::OutOfRange {
            input: "base_detection_rate",
            ..
        }
    ));
}

#[test]
fn a_tier_too_slow_for_the_demand_is_seen_as_a_feeding_loss() {
    let s = resnet50_a100_input_feed().unwrap();
    let demand = s.demand(false).unwrap();
    assert!(demand > s.supply.unwrap().bandwidth);
    assert!(s.feeding_loss(false).unwrap() > 0.0);
    assert_eq!(
        supply_shortfall(demand, GB_PER_SECOND.of(10.0)).unwrap(),
        0.0
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn a_higher_carbon_price_never_lowers_a_regions_cost(price in 0.0f64..1000.0, more in 0.0f64..1000.0, mfu in 0.0f64..=1.0) {
        let low = carbon_priced_region_placement().unwrap().variant().carbon_price_per_ton(usd_per_tonne_co2e(price)).mfu(mfu).build().unwrap();
        let high = low.variant().carbon_price_per_ton(usd_per_tonne_co2e(price + more)).build().unwrap();
        let (low, high) = (low.objective().unwrap(), high.objective().unwrap());
        for (region, cost) in low.iter() {
            let higher = *high.get(region).unwrap();
            prop_assert!(higher >= *cost, "{region}: {higher:?} < {cost:?}");
        }
    }

    #[test]
    fn without_a_carbon_price_taxed_and_untaxed_agree(mfu in 0.0f64..=1.0, days_of_work in 1.0f64..1000.0) {
        let s = carbon_priced_region_placement().unwrap();
        let energy = s.it_energy_per_day().unwrap() * days_of_work;
        let s = s.variant().carbon_price_per_ton(usd_per_tonne_co2e(0.0)).mfu(mfu).it_energy(energy).build().unwrap();
        prop_assert_eq!(s.objective().unwrap(), s.objective_untaxed().unwrap());
        prop_assert_eq!(s.best_region().unwrap(), s.best_region_untaxed().unwrap());
        prop_assert!(!s.price_moves_run().unwrap());
    }
}

#[test]
fn carbon_priced_placement_refuses_regions_it_cannot_rank() {
    let s = carbon_priced_region_placement().unwrap();
    for regions in [
        vec![],
        vec!["Atlantis".to_string()],
        vec!["Quebec".into(), "Quebec".into()],
    ] {
        refused_by_rule(s.variant().regions(regions).build().unwrap_err(), "regions");
    }
}
