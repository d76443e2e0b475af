//! The fleet family (reliability, orchestration, security and privacy) and the operations
//! economics filed beside it: invariants of every scenario over random valid inputs, the
//! family's laws against each other, and the inputs each scenario refuses, by name.

use mlsysim_core::laws::{
    checkpoint_waste, dominant_resource_fairness, float32_bit_flip, independent_success,
    membership_tpr_ceiling, mtbf_cluster, ring_allreduce_data_factor, young_daly_interval,
};
use mlsysim_core::units::{HOUR, MINUTE, hours, per_day, seconds, usd};
use mlsysim_core::{InputError, Named};
use mlsysim_fleet::orchestration::*;
use mlsysim_fleet::reliability::*;
use mlsysim_fleet::security::*;
use mlsysim_scenarios::economics::*;
use mlsysim_scenarios::rollouts::*;
use mlsysim_tests::check::{out_of_range, rel};
use proptest::prelude::*;

fn availability(a: f64, n: u32, k: u32) -> Availability {
    node_availability_1k()
        .unwrap()
        .variant()
        .availability(a)
        .n_components(n)
        .replicas(k)
        .build()
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn availability_stays_a_probability_and_moves_the_right_way(
        a in 0.0f64..=1.0, n in 1u32..100_000, k in 1u32..20,
    ) {
        let s = availability(a, n, k);
        let more = availability(a, n + 1, k + 1);
        // a^n below the smallest normal double is an underflow error, never a wrong tiny value.
        prop_assume!(more.all_up().is_ok());
        for p in [s.all_up().unwrap(), s.any_up().unwrap(), more.all_up().unwrap(), more.any_up().unwrap()] {
            prop_assert!((0.0..=1.0).contains(&p));
        }
        // More components never raise the chance that all are up; more replicas never lower
        // the chance that one is.
        prop_assert!(more.all_up().unwrap() <= s.all_up().unwrap());
        prop_assert!(more.any_up().unwrap() >= s.any_up().unwrap());
        // Downtime lies within the year.
        let year = s.downtime_per_year().unwrap().value;
        prop_assert!((0.0..=365.0 * 86_400.0 * (1.0 + 1e-15)).contains(&year));
    }

    #[test]
    fn the_required_availability_meets_its_target(target in 0.01f64..=1.0, n in 1u32..10_000) {
        let s = availability(0.99, n, 1);
        let each = s.required_availability(target).unwrap();
        let again = availability(each, n, 1).all_up().unwrap();
        prop_assert!(rel(again, target) || (again - target).abs() < 1e-12);
    }

    #[test]
    fn the_failure_interval_splits_the_mtbf(mtbf in 1.0f64..1e7, n in 1u32..1_000_000, run in 0.01f64..1000.0) {
        let s = gpu_failures_training_1k().unwrap().variant()
            .component_mtbf(hours(mtbf)).n_components(n).run_duration(hours(run * 24.0))
            .build().unwrap();
        prop_assert!(rel(s.interval().unwrap().value * f64::from(n), hours(mtbf).value));
        prop_assert!(s.expected_failures().unwrap() >= 0.0);
        prop_assert!(rel(s.failures_per_day().unwrap() * run, s.expected_failures().unwrap()));
    }

    #[test]
    fn another_component_never_lengthens_a_series_mtbf(extra in 1.0f64..1e7, count in 0u32..16) {
        let base = full_system_failures_10k().unwrap();
        let mut mttf = base.component_mttf.clone();
        let mut per_node = base.per_node.clone();
        mttf.0.push(("fan".into(), hours(extra)));
        per_node.0.push(("fan".into(), count));
        let more = base.variant().component_mttf(mttf).per_node(per_node).build().unwrap();
        prop_assert!(more.mtbf().unwrap() <= base.mtbf().unwrap());
        prop_assert!(rel(
            more.mtbf().unwrap().value * more.system_rate().unwrap().value,
            1.0
        ));
    }

    #[test]
    fn the_young_interval_wastes_least(write in 1.0f64..3600.0, mtbf in 0.5f64..1e4, factor in 0.05f64..20.0) {
        let s = five_minute_checkpoint_1k().unwrap().variant()
            .write_time(seconds(write)).mtbf(hours(mtbf)).build().unwrap();
        prop_assume!(write < 2.0 * mtbf * 3600.0);
        let best = s.waste().unwrap();
        let interval = s.interval().unwrap();
        prop_assert!(s.waste_at(factor * interval).unwrap() >= best * (1.0 - 1e-12));
        prop_assert!(rel(s.write_share().unwrap(), s.rework_share().unwrap()));
        // The penalty of missing by a factor x is (x + 1/x)/2 − 1, never negative.
        let penalty = s.miss_penalty(factor).unwrap();
        prop_assert!(penalty >= -1e-12);
        prop_assert!((penalty - ((factor + 1.0 / factor) / 2.0 - 1.0)).abs() <= 1e-9 * (1.0 + penalty));
    }

    #[test]
    fn a_recovery_budget_is_its_four_terms(devices in 1u32..100_000) {
        let s = gpt3_recovery_budget_1k().unwrap().variant().n_devices(devices).build().unwrap();
        let terms = s.detect().unwrap() + s.restart().unwrap() + s.reload().unwrap() + s.warmup().unwrap();
        prop_assert!(rel(s.total().unwrap().value, terms.value));
        prop_assert!((0.0..).contains(&s.day_share().unwrap()));
    }

    #[test]
    fn more_spares_need_a_longer_saving(spares in 1u32..64) {
        let one = hot_spare_node_10k().unwrap().variant().spare_devices(spares).build().unwrap();
        let two = one.variant().spare_devices(2 * spares).build().unwrap();
        prop_assert!(rel(two.breakeven().unwrap().value, 2.0 * one.breakeven().unwrap().value));
    }

    #[test]
    fn a_straggler_sets_the_pace(n in 1u32..100_000, speed in 0.01f64..=1.0) {
        let s = half_speed_straggler_1k().unwrap().variant().n_devices(n).slow_speed(speed).build().unwrap();
        let throughput = s.throughput().unwrap();
        prop_assert!(throughput > 0.0 && throughput <= 1.0);
        prop_assert!(rel(throughput, speed));
        prop_assert!(s.idle_cost().unwrap().value >= 0.0);
    }

    #[test]
    fn a_probe_window_is_one_interval_wide(interval in 0.1f64..600.0, timeout in 0.1f64..60.0, k in 1u32..20) {
        let s = inference_readiness_probe().unwrap().variant()
            .interval(seconds(interval)).timeout(seconds(timeout)).failure_threshold(k)
            .build().unwrap();
        let w = s.detection_window().unwrap();
        prop_assert_eq!(w.len(), 2);
        prop_assert!(rel(w[1].value - w[0].value, interval));
        prop_assert!(w[0].value >= timeout * (1.0 - 1e-15));
    }

    #[test]
    fn more_devices_meet_silent_errors_sooner(n in 1u32..1_000_000, rate in 0.0f64..1e-3) {
        let s = sdc_exposure_10k().unwrap().variant()
            .n_devices(n).event_rate(per_day(rate * 24.0)).build().unwrap();
        let more = s.variant().n_devices(n + 1).build().unwrap();
        let (p, q) = (s.p_step().unwrap(), more.p_step().unwrap());
        prop_assert!((0.0..=1.0).contains(&p) && (0.0..=1.0).contains(&q));
        prop_assert!(q >= p);
    }

    #[test]
    fn dominant_resource_fairness_fills_without_overflowing(
        capacity in prop::collection::vec(1.0f64..100.0, 1..5),
        rows in prop::collection::vec(prop::collection::vec(0.0f64..20.0, 4), 1..4),
    ) {
        let r = capacity.len();
        let tenants: Vec<String> = (0..rows.len()).map(|i| format!("t{i}")).collect();
        let mut bundles = Vec::new();
        for row in &rows {
            let mut row: Vec<f64> = row[..r].to_vec();
            if row.iter().all(|&b| b == 0.0) {
                row[0] = 1.0;
            }
            bundles.extend(row);
        }
        let counts = dominant_resource_fairness(capacity.clone(), tenants.clone(), bundles.clone()).unwrap();
        prop_assert_eq!(counts.len(), tenants.len());
        let mut used = vec![0.0; r];
        for (t, &count) in counts.iter().enumerate() {
            prop_assert!(count >= 0);
            for (j, u) in used.iter_mut().enumerate() {
                *u += count as f64 * bundles[t * r + j];
            }
        }
        // Nothing overflows, and no tenant's bundle still fits (the filling is maximal).
        for (u, c) in used.iter().zip(&capacity) {
            prop_assert!(*u <= c + 1e-6);
        }
        for t in 0..tenants.len() {
            let fits = (0..r).all(|j| used[j] + bundles[t * r + j] <= capacity[j] + 1e-9);
            prop_assert!(!fits, "tenant {t} could still get a bundle");
        }
    }

    #[test]
    fn packing_strands_less_than_a_job(nodes in 0u32..1000, per_node in 1u32..64, job in 1u32..64) {
        let s = six_gpu_jobs_on_dgx_h100_nodes().unwrap().variant()
            .nodes(nodes).gpus_per_node(per_node).job_gpus(job).build().unwrap();
        let stranded = s.stranded_per_node().unwrap();
        // A node strands less than one job's GPUs, or all of them when no job fits in it.
        if job <= per_node {
            prop_assert!((0..i64::from(job)).contains(&stranded));
        } else {
            prop_assert_eq!(stranded, i64::from(per_node));
        }
        prop_assert!((0.0..=1.0).contains(&s.usable_share().unwrap()));
    }

    #[test]
    fn a_lent_quota_adds_up(guarantee in 0u32..100_000, share in 0.0f64..=1.0) {
        let s = team_quota_lending_500().unwrap().variant()
            .guarantee(guarantee).used_share(share).build().unwrap();
        let (used, lendable) = (s.used().unwrap(), s.lendable().unwrap());
        prop_assert_eq!(used + lendable, i64::from(guarantee));
        prop_assert!(used >= 0 && lendable >= 0);
    }

    #[test]
    fn interruptions_are_whole_and_spot_hours_grow(days in 0.0f64..100.0, per_day_count in 0u32..50) {
        let s = llama2_70b_spot_run_512().unwrap().variant()
            .run_duration(hours(days * 24.0)).interruptions_per_day(per_day_count).build().unwrap();
        let n = s.interruptions().unwrap();
        prop_assert_eq!(n, i64::from(per_day_count) * (days.floor() as i64));
        prop_assert!(s.spot_total_hours().unwrap() >= s.run_hours().unwrap());
    }

    #[test]
    fn a_self_contained_replica_just_fits(bytes_per_param in 1.0f64..64.0) {
        let s = gpt3_self_contained_replica_dgx_h100().unwrap().variant()
            .bytes_per_param(mlsysim_core::units::bytes(bytes_per_param)).build().unwrap();
        let depth = s.pipeline_depth().unwrap();
        prop_assert!(depth >= 1 && (depth & (depth - 1)) == 0, "depth {depth} is a power of two");
        prop_assert_eq!(s.replica_gpus().unwrap(), s.tensor_parallel().unwrap() * depth);
    }

    #[test]
    fn owning_and_renting_meet_at_the_break_even(utilization in 0.05f64..=1.0) {
        let base = own_vs_rent_h100_cluster_1k().unwrap();
        let u = base.breakeven_utilization().unwrap();
        prop_assume!(u > 0.0 && u <= 1.0);
        let at = base.variant().utilization(u).build().unwrap();
        prop_assert!(rel(at.owned_total().unwrap().value, at.rented_total().unwrap().value));
        // Above the break-even owning saves; below it renting does.
        let s = base.variant().utilization(utilization).build().unwrap();
        let saves = s.savings().unwrap().value;
        let consistent = if utilization > u * (1.0 + 1e-9) {
            saves > 0.0
        } else if utilization < u * (1.0 - 1e-9) {
            saves < 0.0
        } else {
            true
        };
        prop_assert!(consistent, "savings {saves} at utilization {utilization}, break-even {u}");
    }

    #[test]
    fn false_alerts_grow_with_checks(fpr in 0.0f64..=1.0, a in 0i64..1000, b in 0i64..1000) {
        let (low, high) = (a.min(b), a.max(b));
        let p = independent_success(fpr, low).unwrap();
        let q = independent_success(fpr, high).unwrap();
        prop_assert!((0.0..=1.0).contains(&p) && q >= p);
    }

    #[test]
    fn the_membership_ceiling_lies_between_chance_and_one(fpr in 0.0f64..=1.0, epsilon in 0.0f64..20.0) {
        let c = membership_tpr_ceiling(fpr, epsilon).unwrap();
        prop_assert!(c >= fpr * (1.0 - 1e-12) && c <= 1.0 + 1e-12);
    }

    #[test]
    fn the_mtbf_and_the_young_interval_agree(write in 1.0f64..1e4, mtbf in 10.0f64..1e7, n in 1i64..100_000) {
        let cluster = mtbf_cluster(hours(mtbf), n).unwrap();
        prop_assert!(rel(cluster.value * n as f64, hours(mtbf).value));
        let tau = young_daly_interval(seconds(write), cluster).unwrap();
        let at = checkpoint_waste(seconds(write), tau, cluster).unwrap();
        prop_assert!(rel(at, (2.0 * write / cluster.value).sqrt()));
    }

    #[test]
    fn a_ring_moves_under_twice_the_buffer(n in 1i64..1_000_000) {
        let f = ring_allreduce_data_factor(n).unwrap();
        prop_assert!((0.0..2.0).contains(&f));
    }

    #[test]
    fn a_flipped_bit_flips_back(value in -1.0f64..1.0, bit in 0i64..30) {
        let once = float32_bit_flip(value, bit).unwrap();
        let twice = float32_bit_flip(once[1], bit).unwrap();
        prop_assert_eq!(twice[1], once[0]);
    }
}

fn rule_about(e: InputError, input: &str) {
    assert!(e.is_about(input), "{e} is not about {input}");
}

#[test]
fn availability_failures_and_queues_refuse_what_makes_no_sense() {
    out_of_range(
        node_availability_1k()
            .unwrap()
            .variant()
            .availability(1.5)
            .build()
            .unwrap_err(),
        "availability",
    );
    out_of_range(
        node_availability_1k()
            .unwrap()
            .variant()
            .n_components(0)
            .build()
            .unwrap_err(),
        "n_components",
    );
    out_of_range(
        mg1_mixed_job_queue_at_80()
            .unwrap()
            .variant()
            .utilization(1.0)
            .build()
            .unwrap_err(),
        "utilization",
    );
    // A series system needs a count for every component.
    let base = full_system_failures_10k().unwrap();
    let mut per_node = base.per_node.clone();
    per_node.0.pop();
    rule_about(
        base.variant().per_node(per_node).build().unwrap_err(),
        "per_node",
    );
}

#[test]
fn schedules_bundles_and_prices_refuse_what_makes_no_sense() {
    // The elastic schedules fit inside their window.
    let elastic = elastic_resize_decision().unwrap();
    rule_about(
        elastic
            .variant()
            .queue_wait(HOUR.of(30.0))
            .build()
            .unwrap_err(),
        "queue_wait",
    );
    // A bundle names only resources of the cluster.
    let drf = drf_two_tenant_example().unwrap();
    let mut bundles = drf.bundles.clone();
    bundles.0[0].1.0.push(("disk_tb".into(), 1.0));
    rule_about(
        drf.variant().bundles(bundles).build().unwrap_err(),
        "bundles",
    );
    // A canary ladder's two lists go together.
    let canary = canary_guardrail_schedule().unwrap();
    rule_about(
        canary
            .variant()
            .stage_durations(vec![MINUTE.of(5.0)])
            .build()
            .unwrap_err(),
        "stage_durations",
    );
    // Power without a price of electricity cannot be priced.
    let own = own_vs_rent_h100_cluster_1k().unwrap();
    rule_about(
        own.variant()
            .power(mlsysim_core::units::watts(1e6))
            .build()
            .unwrap_err(),
        "electricity_price",
    );
    // Smoothing certifies only a top class above one half.
    rule_about(
        smoothing_radius_cifar10()
            .unwrap()
            .variant()
            .top_class_probability(0.4)
            .build()
            .unwrap_err(),
        "top_class_probability",
    );
}

#[test]
fn every_other_fleet_rule_refuses_what_makes_no_sense() {
    let drf = drf_two_tenant_example().unwrap();
    // Every other declared rule of the family, each by the input it is about.
    rule_about(
        gpu_failure_ladder()
            .unwrap()
            .variant()
            .sizes(Vec::new())
            .build()
            .unwrap_err(),
        "sizes",
    );
    rule_about(
        drf.variant().bundles(Named::default()).build().unwrap_err(),
        "bundles",
    );
    rule_about(
        diurnal_serving_lending_1k()
            .unwrap()
            .variant()
            .serving_average(500)
            .build()
            .unwrap_err(),
        "serving_average",
    );
    let tco = fifty_model_company_tco().unwrap();
    rule_about(
        tco.variant().monthly(Named::default()).build().unwrap_err(),
        "monthly",
    );
    let mut compared = startup_one_model_tco().unwrap().monthly;
    compared.0.pop();
    rule_about(
        tco.variant().compared(compared).build().unwrap_err(),
        "compared",
    );
    out_of_range(
        fp32_weight_exponent_flip()
            .unwrap()
            .variant()
            .flipped_bit(32)
            .build()
            .unwrap_err(),
        "flipped_bit",
    );
}

#[test]
fn members_the_reference_leaves_absent_are_errors_that_name_the_input() {
    let e = sdc_exposure_100k().unwrap().run_events().unwrap_err();
    assert!(e.to_string().contains("run_duration"), "{e}");
    let e = six_gpu_jobs_on_dgx_h100_nodes()
        .unwrap()
        .free_share()
        .unwrap_err();
    assert!(e.to_string().contains("free_slots"), "{e}");
    let e = startup_one_model_tco().unwrap().ratios().unwrap_err();
    assert!(e.to_string().contains("compared"), "{e}");
}

#[test]
fn presets_read_from_other_presets() {
    // The five-minute checkpoint's MTBF is the failure ladder's interval at 1,000 GPUs.
    let ladder = gpu_failure_ladder().unwrap().intervals().unwrap();
    assert_eq!(
        Some(&five_minute_checkpoint_1k().unwrap().mtbf),
        ladder.get("1000")
    );
    // The payback presets read the 50-model company's bills.
    let bills = fifty_model_company_tco().unwrap().monthly;
    assert_eq!(
        Some(&int8_inference_payback().unwrap().monthly_bill),
        bills.get("inference")
    );
    assert_eq!(
        Some(&training_optimization_payback().unwrap().monthly_bill),
        bills.get("training")
    );
    // A hot spare holds the 10,000-GPU series failures.
    assert_eq!(
        hot_spare_node_10k().unwrap().failures.n_devices,
        full_system_failures_10k().unwrap().n_devices
    );
    let shares: Named<f64> = fifty_model_company_tco().unwrap().shares().unwrap();
    let sum: f64 = shares.values().sum();
    assert!((sum - 1.0).abs() < 1e-12);
    assert!(
        res_net50_api_extraction_budget()
            .unwrap()
            .full_set_lifetime()
            .unwrap()
            >= usd(0.0)
    );
}
