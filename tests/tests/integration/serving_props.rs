//! The serving sections (at scale, one machine, token streams): invariants of every scenario
//! over random valid inputs, the serving laws against each other, and the inputs each scenario
//! refuses, by name.

use mlsysim_core::laws::{
    batch_formation_wait, batch_knee, batch_throughput_share, exponential_quantile_factor,
    mm1_max_utilization, mm1_time_in_system, serving_model_itl, serving_model_ttft,
};
use mlsysim_core::units::{
    GIB, PER_SECOND, bytes, milliseconds, per_second, seconds, usd, usd_per_hour, watts,
};
use mlsysim_core::{
    EvalErrorKind, Frequency, HardwareNode, InputError, Named, Precision, Time, Workload,
};
use mlsysim_serving::at_scale::*;
use mlsysim_serving::one_machine::*;
use mlsysim_serving::token_stream::*;
use mlsysim_tests::check::{out_of_range, rel};
use proptest::prelude::*;

fn ms(x: f64) -> Time {
    milliseconds(x)
}

fn hz(x: f64) -> Frequency {
    per_second(x)
}

fn knee(fixed_ms: f64, per_request_ms: f64) -> BatchingKnee {
    vision_batching_knee()
        .unwrap()
        .variant()
        .fixed_time(ms(fixed_ms))
        .per_request_time(ms(per_request_ms))
        .build()
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn serving_catches_up_with_training_at_the_crossover(
        training in 1e3f64..1e9, users in 0u32..10_000_000, per_user in 1u32..200,
        cost in 1e-6f64..1.0, days in 1u32..=366,
    ) {
        prop_assume!(users > 0);
        let s = llm_serving_first_year().unwrap().variant()
            .training_cost(usd(training)).daily_users(users).requests_per_user_per_day(per_user)
            .cost_per_request(usd(cost)).days_per_year(days).build().unwrap();
        let monthly = s.monthly_serving_cost().unwrap().value;
        prop_assert!(rel(s.crossover_months().unwrap() * monthly, training));
        prop_assert!(rel(s.annual_serving_cost().unwrap().value, 12.0 * monthly));
        prop_assert!(rel(s.serving_to_training().unwrap() * s.crossover_months().unwrap(), 12.0));
        prop_assert_eq!(s.annual_requests().unwrap(), i64::from(users) * i64::from(per_user) * i64::from(days));
    }

    #[test]
    fn the_tax_and_the_model_fill_the_target(target in 1.0f64..1000.0, share in 0.0f64..=1.0, n in 0u32..100, low in 0.0f64..1.0, spread in 1.0f64..20.0) {
        let s = interactive_request_serving_tax().unwrap().variant()
            .latency_target(ms(target)).model_time(ms(target * share)).exchanges(n)
            .exchange_low(ms(low)).exchange_high(ms(low * spread)).build().unwrap();
        prop_assert!(rel(s.outside_model().unwrap().value + target * share * 1e-3, target * 1e-3) || share == 1.0);
        prop_assert!(s.outside_model().unwrap().value >= -1e-18);
        prop_assert!(s.exchanges_low().unwrap() <= s.exchanges_high().unwrap());
        prop_assert!(rel(s.exchanges_high().unwrap().value, f64::from(n) * low * spread * 1e-3) || n == 0 || low == 0.0);
    }

    #[test]
    fn throughput_climbs_toward_its_ceiling(fixed in 0.0f64..100.0, per in 0.001f64..10.0, a in 1i64..10_000, b in 1i64..10_000) {
        let s = knee(fixed, per);
        let (small, large) = if a <= b { (a, b) } else { (b, a) };
        let ceiling = 1.0 / (per * 1e-3);
        prop_assert!(s.throughput(small).unwrap() <= s.throughput(large).unwrap());
        prop_assert!(s.throughput(large).unwrap().value <= ceiling * (1.0 + 1e-12));
        // The share of the ceiling and the fixed share split the batch's time.
        prop_assert!(rel(s.throughput_share(a).unwrap() + s.fixed_share(a).unwrap(), 1.0));
        prop_assert!(rel(s.throughput(a).unwrap().value * s.time_per_request(a).unwrap().value, 1.0));
        prop_assert!(rel(s.throughput_share(a).unwrap(), s.throughput(a).unwrap().value / ceiling));
    }

    #[test]
    fn the_knee_reaches_half_the_ceiling(per in 0.001f64..10.0, k in 1i64..500) {
        let s = knee(per * k as f64, per);
        prop_assert!(rel(s.knee().unwrap(), k as f64));
        prop_assert!(rel(s.throughput_share(k).unwrap(), 0.5));
        prop_assert!(rel(batch_knee(ms(per * k as f64), ms(per)).unwrap(), k as f64));
    }

    #[test]
    fn the_rounded_fleet_runs_within_its_target(rate in 1.0f64..1e6, w in 0.0f64..10_000.0, batch in 1u32..256, service in 0.1f64..1000.0, target in 0.05f64..=1.0) {
        let s = vision_serving_littles_law().unwrap().variant()
            .arrival_rate(hz(rate)).time_in_system(ms(w)).batch_size(batch)
            .batch_service_time(ms(service)).utilization_target(target).build().unwrap();
        prop_assert!(rel(s.in_flight().unwrap(), rate * w * 1e-3) || w == 0.0);
        prop_assert!(s.service_utilization().unwrap() <= target * (1.0 + 1e-12));
        prop_assert!(s.replicas_needed().unwrap() >= s.throughput_floor().unwrap());
        prop_assert_eq!(s.executing_positions().unwrap(), s.replicas_needed().unwrap() * i64::from(batch));
        prop_assert!(s.mean_executing().unwrap() <= s.executing_positions().unwrap() as f64 * (1.0 + 1e-12));
    }

    #[test]
    fn larger_batches_cost_less_per_request(fixed in 0.0f64..50.0, per in 0.001f64..5.0, price in 0.01f64..100.0, a in 1i64..1000, b in 1i64..1000) {
        let s = resnet50_batch_one_versus_eight_cost_h100().unwrap().variant()
            .service(knee(fixed, per)).price(usd_per_hour(price)).batch_sizes(vec![a, b]).build().unwrap();
        let (cost_a, cost_b) = (s.cost_per_million(a).unwrap().value, s.cost_per_million(b).unwrap().value);
        prop_assert!(rel(s.cost_ratio().unwrap(), cost_a / cost_b));
        prop_assert!((a <= b) == (cost_a >= cost_b) || rel(cost_a, cost_b));
        // An hour's price buys the hour's requests.
        let per_hour = s.service.throughput(a).unwrap().value * 3600.0;
        prop_assert!(rel(cost_a / 1e6 * per_hour, price));
    }

    #[test]
    fn precompute_saves_the_rate_times_the_latency(items in 1u32..10_000_000, t in 0.01f64..1000.0, r in 0.1f64..1e6) {
        let s = photo_library_precompute_h100().unwrap().variant()
            .items(items).on_demand_time(ms(t)).offline_rate(hz(r)).build().unwrap();
        prop_assert!(rel(s.ratio().unwrap(), t * 1e-3 * r));
    }

    #[test]
    fn the_plan_meets_its_tail_budget(service in 0.1f64..20.0, k in 0.5f64..10.0, slack in 1.01f64..50.0, peak in 1.0f64..1e6, headroom in 1.0f64..3.0) {
        let budget = k * service * slack;
        let s = resnet50_fleet_plan_h100().unwrap().variant()
            .service_time(ms(service)).tail_factor(k).tail_budget(ms(budget)).peak_rate(hz(peak)).headroom(headroom)
            .build().unwrap();
        let rho = s.max_utilization().unwrap();
        prop_assert!(rho > 0.0 && rho < 1.0);
        prop_assert!(rel(s.tail_time(rho).unwrap().value, budget * 1e-3));
        let n = s.accelerators().unwrap();
        prop_assert!(n as f64 >= s.accelerators_exact().unwrap() && (n as f64) < s.accelerators_exact().unwrap() + 1.0);
        prop_assert!(s.accelerators_planned().unwrap() >= n);
        // Each of the n accelerators runs at or below the utilization limit.
        prop_assert!(peak / (n as f64 * s.service_rate().unwrap().value) <= rho * (1.0 + 1e-12));
        prop_assert!(s.saturated_accelerators_exact().unwrap() <= s.accelerators_exact().unwrap());
    }

    #[test]
    fn a_faster_service_cuts_the_wait_more_than_the_service(slow in 0.1f64..100.0, speedup in 1.0f64..20.0, rho in 0.01f64..0.99) {
        let s = resnet50_faster_model_at_80_pct_h100().unwrap().variant()
            .slow_service(ms(slow)).fast_service(ms(slow / speedup)).utilization(rho).build().unwrap();
        let (service, time, wait) = (s.service_gain().unwrap(), s.time_gain().unwrap(), s.wait_gain().unwrap());
        prop_assert!(rel(service, speedup));
        prop_assert!(time >= service * (1.0 - 1e-12));
        prop_assert!(wait >= time * (1.0 - 1e-12));
        prop_assert!(rel(s.fast_utilization().unwrap(), rho / speedup));
    }

    #[test]
    fn the_seen_batch_tail_is_the_first_size_below_the_target(window in 0.1f64..50.0, rate in 0.0f64..2000.0, q in 0.5f64..0.999) {
        let s = batch_window_10ms().unwrap().variant().window(ms(window)).tail_quantile(q).build().unwrap();
        let lambda = hz(rate);
        let tail = s.seen_batch_tail(lambda).unwrap();
        let at_least = |k: i64| s.count_at_least(lambda, u32::try_from(k).unwrap()).unwrap();
        prop_assert!(at_least(tail) < 1.0 - q);
        prop_assert!(tail == 0 || at_least(tail - 1) >= 1.0 - q);
        prop_assert!(at_least(1) >= at_least(2) && at_least(2) >= at_least(5));
        prop_assert!((s.empty_share(lambda).unwrap() - (1.0 - at_least(1))).abs() < 1e-12);
        prop_assert!(rel(s.seen_batch_mean(lambda).unwrap(), 1.0 + rate * window * 1e-3));
    }

    #[test]
    fn a_batch_leaves_no_earlier_than_its_timer_and_its_worker(offsets in prop::collection::vec(0.0f64..50.0, 1..32), timeout in 0.0f64..50.0, free in 0.0f64..100.0, response in 0.0f64..20.0) {
        let mut arrivals = offsets.clone();
        arrivals.sort_by(f64::total_cmp);
        let s = dual_trigger_batch_four_requests().unwrap().variant()
            .arrivals(arrivals.iter().copied().map(ms).collect()).timeout(ms(timeout))
            .worker_free(ms(free)).response_path(ms(response)).build().unwrap();
        let dispatch = s.dispatch().unwrap();
        prop_assert!(dispatch >= s.formation_end().unwrap() && dispatch >= ms(free));
        prop_assert!(rel(s.slack().unwrap().value + s.oldest_latency().unwrap().value, 0.05));
        prop_assert!(s.timer_only_latency().unwrap().value <= s.oldest_latency().unwrap().value * (1.0 + 1e-12));
        prop_assert!(rel(s.batch_time().unwrap().value, s.service.service_time(arrivals.len() as i64).unwrap().value));
    }

    #[test]
    fn a_larger_cap_serves_more_and_waits_longer(small in 1i64..500, extra in 0i64..500, rate in 0.1f64..1e5) {
        let s = batch_cap_16_or_32_at_500_qps().unwrap().variant()
            .small_cap(small).large_cap(small + extra).arrival_rate(hz(rate)).build().unwrap();
        prop_assert!(s.throughput_gain().unwrap() >= -1e-12);
        prop_assert!(s.formation_wait(small).unwrap() <= s.formation_wait(small + extra).unwrap());
        prop_assert!(rel(s.formation_wait(small + 1).unwrap().value - s.formation_wait(small).unwrap().value, 0.5 / rate));
    }

    #[test]
    fn a_start_takes_the_sum_of_its_phases(times in prop::collection::vec(0.0f64..100.0, 1..8), picks in prop::collection::vec(0usize..8, 0..12)) {
        let names: Vec<String> = (0..times.len()).map(|i| format!("phase {i}")).collect();
        let path: Vec<String> = picks.iter().map(|p| names[p % names.len()].clone()).collect();
        let s = resnet50_replica_startup().unwrap().variant()
            .phases(Named::from_iter(names.iter().cloned().zip(times.iter().copied().map(seconds))))
            .ranges(Named::default()).warm_path(path.clone()).cold_path(names.clone()).build().unwrap();
        let expected: f64 = picks.iter().map(|p| times[p % times.len()]).sum();
        prop_assert!(rel(s.warm_total().unwrap().value, expected) || expected == 0.0);
        prop_assert!(rel(s.cold_total().unwrap().value, times.iter().sum::<f64>()) || times.iter().all(|t| *t == 0.0));
    }

    #[test]
    fn the_surge_factor_scales_the_normal_rate(normal in 0.1f64..1e6, surge in 0.0f64..1e7) {
        let s = recommender_traffic_surge().unwrap().variant().normal_rate(hz(normal)).surge_rate(hz(surge)).build().unwrap();
        prop_assert!(rel(s.surge_factor().unwrap() * normal, surge) || surge == 0.0);
    }

    #[test]
    fn batching_shrinks_the_movement_share(width in 0.5f64..8.0, activations in 0.0f64..1e8, passes in 0u32..8, a in 1i64..512, b in 1i64..512) {
        let s = resnet50_batch_energy_per_image().unwrap().variant()
            .weight_bytes_per_param(bytes(width)).activation_bytes(bytes(activations)).activation_passes(passes)
            .build().unwrap();
        let (small, large) = if a <= b { (a, b) } else { (b, a) };
        prop_assert!(s.movement_share(large).unwrap() <= s.movement_share(small).unwrap() * (1.0 + 1e-12));
        prop_assert!(s.intensity(large).unwrap() >= s.intensity(small).unwrap() * (1.0 - 1e-12));
        prop_assert!(rel(s.energy(a).unwrap().value, s.movement_energy(a).unwrap().value + s.compute_energy().unwrap().value));
        prop_assert!(rel(s.weight_per_image(a).unwrap().value * a as f64, s.weights().unwrap().value));
    }

    #[test]
    fn an_hour_of_an_instance_buys_its_requests(price in 0.01f64..100.0, rate in 0.1f64..1e5) {
        let s = resnet50_cloud_instance_cost().unwrap().variant()
            .prices(Named::from_iter([("small", usd_per_hour(price)), ("large", usd_per_hour(price * 3.5))]))
            .rates(Named::from_iter([("small", hz(rate)), ("large", hz(rate * 2.0))]))
            .small("small".to_string()).large("large".to_string()).build().unwrap();
        let cost = s.cost_per_million("small".into()).unwrap().value;
        prop_assert!(rel(cost * s.requests_per_hour("small".into()).unwrap() / 1e6, price));
        let n = s.small_within_large_price().unwrap() as f64;
        let ratio = s.price_ratio().unwrap();
        prop_assert!(n < ratio && ratio <= n + 1.0);
    }

    #[test]
    fn the_request_rate_is_the_lesser_limit(prompt in 1u32..8000, decode in 0u32..4000, reserve in 1.0f64..70.0, prefill in 100.0f64..1e6, eff in 0.05f64..=1.0) {
        let s = llama3_8b_int4_chat_service_h100().unwrap().variant()
            .prompt_tokens(prompt).decode_tokens(decode).kv_reserve(GIB.of(reserve)).prefill_rate(hz(prefill))
            .prefill_efficiency(eff).build().unwrap();
        let rate = s.request_rate().unwrap();
        prop_assert!(rate <= s.prefill_request_rate().unwrap() && rate <= s.residency_request_rate().unwrap());
        prop_assert!(s.tpot().unwrap() >= s.weight_floor().unwrap());
        prop_assert!(s.resident_requests().unwrap() * s.total_tokens().unwrap() <= s.kv_capacity_tokens().unwrap());
        prop_assert!(s.request_time().unwrap() >= s.decode_time().unwrap());
        prop_assert!(rel(s.dispatch_cost().unwrap().value, 32.0 * 1e-5));
        if rate.value > 0.0 {
            let tokens = s.tokens_per_hour().unwrap();
            prop_assert!(rel(s.cost_per_million_tokens().unwrap().value * tokens / 1e6, 3.0));
        }
    }

    #[test]
    fn energy_per_token_spreads_the_power(n in 1u32..10_000, r in 0.1f64..1000.0, f in 0.001f64..=1.0, acc in 1.0f64..2000.0, low_share in 0.0f64..=1.0, host in 0.0f64..1000.0) {
        let s = h100_chat_energy_per_token().unwrap().variant()
            .concurrent_requests(n).per_request_rate(hz(r)).low_use_fraction(f)
            .accelerator_power(watts(acc)).low_use_accelerator_power(watts(acc * low_share)).host_power(watts(host))
            .build().unwrap();
        let rate = s.token_rate().unwrap();
        prop_assert!(rel(s.joules_per_token().unwrap().value * rate.value, acc + host));
        prop_assert!(rel(s.low_use_ratio().unwrap(), (acc * low_share + host) / (acc + host) / f) || acc * low_share + host == 0.0);
        prop_assert!(s.energy_per_token(rate, true).unwrap() <= s.energy_per_token(rate, false).unwrap());
    }

    #[test]
    fn decode_rate_stays_below_its_ceiling(batch in 1u32..4096) {
        let s = gpt2_xl_chat_decode_batches_h100().unwrap();
        prop_assert!(s.token_rate(batch).unwrap() < s.rate_ceiling().unwrap());
        prop_assert!(s.cache_share(batch).unwrap() < 1.0);
    }

    #[test]
    fn the_utilization_limit_puts_the_tail_on_the_budget(service in 0.1f64..20.0, k in 0.5f64..10.0, slack in 1.01f64..50.0) {
        let budget = ms(k * service * slack);
        let rho = mm1_max_utilization(ms(service), budget, k).unwrap();
        let tail = k * mm1_time_in_system(ms(service), rho).unwrap().value;
        prop_assert!(rel(tail, budget.value));
    }

    #[test]
    fn quantile_factors_grow_with_the_quantile(a in 0.0f64..0.9999, b in 0.0f64..0.9999) {
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        prop_assert!(exponential_quantile_factor(lo).unwrap() <= exponential_quantile_factor(hi).unwrap());
        // P(T > k_q·mean) = e^(−k_q) = 1 − q for an exponential T.
        prop_assert!(((-exponential_quantile_factor(a).unwrap()).exp() - (1.0 - a)).abs() < 1e-12);
    }

    #[test]
    fn batch_laws_agree(fixed in 0.0f64..100.0, per in 0.001f64..10.0, batch in 1i64..10_000, rate in 0.1f64..1e5) {
        let share = batch_throughput_share(batch, ms(fixed), ms(per)).unwrap();
        prop_assert!((0.0..=1.0).contains(&share));
        prop_assert!(rel(batch_formation_wait(batch, hz(rate)).unwrap().value, (batch - 1) as f64 / (2.0 * rate)) || batch == 1);
    }

    #[test]
    fn prefill_and_decode_grow_with_the_context(a in 1i64..32_000, b in 1i64..32_000) {
        let (model, h100) = (Workload::find("Language.Llama3_8B").unwrap(), HardwareNode::find("Cloud.H100").unwrap());
        let (short, long) = if a <= b { (a, b) } else { (b, a) };
        let ttft = |t| serving_model_ttft(model, h100, Precision::Fp16, t, 1, 0.5, ms(0.01)).unwrap();
        let itl = |t| serving_model_itl(model, h100, Precision::Int4, t, 1, ms(0.01)).unwrap();
        prop_assert!(ttft(short) <= ttft(long));
        prop_assert!(itl(short) <= itl(long));
    }

    /// Any count or rate: a typed error or a finite report, never a panic.
    #[test]
    fn odd_inputs_never_panic(x in any::<f64>(), n in any::<u32>(), k in any::<i64>()) {
        let report = |s: &dyn mlsysim_core::DynScenario| { let _ = s.report(); };
        let _ = batch_window_10ms().unwrap().variant().arrival_rates(vec![hz(x.abs())]).build().map(|s| report(&s));
        let _ = batch_window_10ms().unwrap().variant().tail_quantile(x).build().map(|s| report(&s));
        let _ = resnet50_fleet_plan_h100().unwrap().variant().peak_rate(hz(x)).headroom(x).build().map(|s| report(&s));
        let _ = vision_serving_littles_law().unwrap().variant().batch_size(n).utilization_target(x).build().map(|s| report(&s));
        let _ = resnet50_eager_fp16_batching_h100().unwrap().variant().batch_sizes(vec![k]).build().map(|s| report(&s));
        let _ = llama3_8b_int4_chat_service_h100().unwrap().variant().prompt_tokens(n).decode_tokens(n).build().map(|s| report(&s));
        let _ = batch_cap_16_or_32_at_500_qps().unwrap().variant().large_cap(k).build().map(|s| report(&s));
        let s = resnet50_eager_fp16_batching_h100().unwrap();
        let _ = (s.throughput(k), s.time_per_request(k), s.fixed_share(k));
    }
}

fn invalid(e: InputError, input: &str) {
    assert!(
        e.is_about(input) && matches!(&e, InputError::Invalid { .. } | InputError::Rule { .. }),
        "{e:?}"
    );
}

#[test]
fn serving_costs_taxes_and_batching_knees_at_scale_refuse_nonsense_by_name() {
    let cost = llm_serving_first_year().unwrap();
    out_of_range(
        cost.variant().training_cost(usd(0.0)).build().unwrap_err(),
        "training_cost",
    );
    out_of_range(
        cost.variant().efficiency_gain(1.5).build().unwrap_err(),
        "efficiency_gain",
    );
    out_of_range(
        cost.variant().days_per_year(0).build().unwrap_err(),
        "days_per_year",
    );
    let free = cost.variant().cost_per_request(usd(0.0)).build().unwrap();
    assert!(
        free.crossover_months()
            .unwrap_err()
            .to_string()
            .contains("never catches up")
    );

    let tax = interactive_request_serving_tax().unwrap();
    invalid(
        tax.variant().model_time(ms(120.0)).build().unwrap_err(),
        "model_time",
    );
    invalid(
        tax.variant().exchange_low(ms(1.0)).build().unwrap_err(),
        "exchange_low",
    );

    let knee = vision_batching_knee().unwrap();
    out_of_range(
        knee.variant()
            .per_request_time(ms(0.0))
            .build()
            .unwrap_err(),
        "per_request_time",
    );
    out_of_range(
        knee.variant().batch_sizes(vec![4, 0]).build().unwrap_err(),
        "batch_sizes",
    );
    for batch in [0, -3] {
        assert!(knee.service_time(batch).is_err());
        assert!(knee.throughput_share(batch).is_err());
        assert!(knee.time_per_request(batch).is_err());
    }
}

#[test]
fn littles_law_at_scale_refuses_nonsense_by_name() {
    let littles = vision_serving_littles_law().unwrap();
    out_of_range(
        littles.variant().arrival_rate(hz(0.0)).build().unwrap_err(),
        "arrival_rate",
    );
    out_of_range(
        littles
            .variant()
            .utilization_target(1.5)
            .build()
            .unwrap_err(),
        "utilization_target",
    );
    out_of_range(
        littles
            .variant()
            .utilization_target(0.0)
            .build()
            .unwrap_err(),
        "utilization_target",
    );
    out_of_range(
        littles.variant().batch_size(0).build().unwrap_err(),
        "batch_size",
    );
    let image = image_service_littles_law().unwrap();
    assert_eq!(
        image.replicas_needed().unwrap_err().missing_input(),
        Some("batch_service_time")
    );
    assert!((image.in_flight().unwrap() - 50.0).abs() < 1e-12);
}

#[test]
fn batch_costs_and_precomputation_on_one_machine_refuse_nonsense_by_name() {
    let cost = resnet50_batch_one_versus_eight_cost_h100().unwrap();
    invalid(
        cost.variant().batch_sizes(vec![]).build().unwrap_err(),
        "batch_sizes",
    );
    out_of_range(
        cost.variant().price(usd_per_hour(0.0)).build().unwrap_err(),
        "price",
    );
    // The first size is compared with the last, in the order given.
    let reversed = cost.variant().batch_sizes(vec![8, 1]).build().unwrap();
    assert!(reversed.cost_ratio().unwrap() < 1.0);
    assert!(reversed.added_time().unwrap().value < 0.0);

    out_of_range(
        photo_library_precompute_h100()
            .unwrap()
            .variant()
            .items(0)
            .build()
            .unwrap_err(),
        "items",
    );
}

#[test]
fn a_fleet_plan_for_one_machine_refuses_nonsense_by_name() {
    let plan = resnet50_fleet_plan_h100().unwrap();
    invalid(
        plan.variant().tail_budget(ms(10.0)).build().unwrap_err(),
        "tail_budget",
    );
    out_of_range(
        plan.variant().headroom(0.5).build().unwrap_err(),
        "headroom",
    );
    out_of_range(
        plan.variant().tail_quantile(1.0).build().unwrap_err(),
        "tail_quantile",
    );
    out_of_range(
        plan.variant()
            .utilization_points(vec![0.5, 1.5])
            .build()
            .unwrap_err(),
        "utilization_points",
    );
    assert!(plan.time_in_system(1.0).is_err());
    let tiny = plan.variant().peak_rate(hz(1.0)).build().unwrap();
    assert_eq!(tiny.accelerators_planned().unwrap(), 2);
    let one = plan
        .variant()
        .peak_rate(hz(1.0))
        .headroom(1.0)
        .build()
        .unwrap();
    assert!(
        one.utilization_after_failure()
            .unwrap_err()
            .to_string()
            .contains("none left")
    );
    assert_eq!(
        plan.variant()
            .without_batched_rate()
            .build()
            .unwrap()
            .batched_accelerators()
            .unwrap_err()
            .missing_input(),
        Some("batched_rate")
    );
}

#[test]
fn faster_models_and_batch_windows_on_one_machine_refuse_nonsense_by_name() {
    let speedup = resnet50_faster_model_at_80_pct_h100().unwrap();
    invalid(
        speedup
            .variant()
            .fast_service(ms(10.0))
            .build()
            .unwrap_err(),
        "fast_service",
    );
    out_of_range(
        speedup.variant().utilization(1.0).build().unwrap_err(),
        "utilization",
    );
    out_of_range(
        speedup.variant().utilization(0.0).build().unwrap_err(),
        "utilization",
    );

    let window = batch_window_10ms().unwrap();
    out_of_range(
        window.variant().tail_quantile(1.0).build().unwrap_err(),
        "tail_quantile",
    );
    out_of_range(
        window.variant().window(ms(0.0)).build().unwrap_err(),
        "window",
    );
    out_of_range(
        window
            .variant()
            .arrival_rates(vec![hz(-1.0)])
            .build()
            .unwrap_err(),
        "arrival_rates",
    );
    assert_eq!(
        window.budget_share().unwrap_err().missing_input(),
        Some("latency_budget")
    );
    // Where a Poisson term leaves the doubles, the tail is an error, not a number.
    assert!(window.seen_batch_tail(hz(12_500.0)).is_err());
    assert_eq!(window.seen_batch_tail(hz(12_000.0)).unwrap(), 147);
}

#[test]
fn dual_trigger_dispatch_and_batch_caps_refuse_nonsense_by_name() {
    let dispatch = dual_trigger_batch_four_requests().unwrap();
    invalid(
        dispatch.variant().arrivals(vec![]).build().unwrap_err(),
        "arrivals",
    );
    invalid(
        dispatch
            .variant()
            .arrivals(vec![ms(5.0), ms(2.0)])
            .build()
            .unwrap_err(),
        "arrivals",
    );

    let caps = batch_cap_16_or_32_at_500_qps().unwrap();
    invalid(
        caps.variant().small_cap(64).build().unwrap_err(),
        "small_cap",
    );
    out_of_range(
        caps.variant().arrival_rate(hz(0.0)).build().unwrap_err(),
        "arrival_rate",
    );
    assert!(caps.formation_wait(0).is_err());
}

#[test]
fn replica_startup_paths_and_ranges_refuse_nonsense_by_name() {
    let startup = resnet50_replica_startup().unwrap();
    invalid(
        startup
            .variant()
            .warm_path(vec!["warp drive".into()])
            .build()
            .unwrap_err(),
        "warm_path",
    );
    invalid(
        startup
            .variant()
            .cold_path(vec!["TensorRT build".into()])
            .build()
            .unwrap_err(),
        "cold_path",
    );
    for range in [
        vec![seconds(1.0)],
        vec![seconds(5.0), seconds(1.0)],
        vec![seconds(-1.0), seconds(1.0)],
    ] {
        invalid(
            startup
                .variant()
                .ranges(Named::from_iter([("warmup", range)]))
                .build()
                .unwrap_err(),
            "ranges",
        );
    }
    invalid(
        startup
            .variant()
            .ranges(Named::from_iter([(
                "coffee",
                vec![seconds(1.0), seconds(2.0)],
            )]))
            .build()
            .unwrap_err(),
        "ranges",
    );
}

#[test]
fn traffic_surges_and_batch_energy_on_one_machine_refuse_nonsense_by_name() {
    out_of_range(
        recommender_traffic_surge()
            .unwrap()
            .variant()
            .normal_rate(hz(0.0))
            .build()
            .unwrap_err(),
        "normal_rate",
    );

    let energy = resnet50_batch_energy_per_image().unwrap();
    invalid(
        energy
            .variant()
            .workload(Workload::find("Recommendation.DLRM").unwrap())
            .build()
            .unwrap_err(),
        "workload",
    );
    assert!(energy.weight_per_image(0).is_err());
}

#[test]
fn serving_a_token_stream_refuses_nonsense_by_name() {
    let chat = llama3_8b_int4_chat_service_h100().unwrap();
    invalid(
        chat.variant()
            .precision(Precision::Fp16Dense)
            .build()
            .unwrap_err(),
        "precision",
    );
    invalid(
        chat.variant()
            .workload(Workload::find("Vision.ResNet50").unwrap())
            .build()
            .unwrap_err(),
        "workload",
    );
    out_of_range(
        chat.variant().prefill_efficiency(0.0).build().unwrap_err(),
        "prefill_efficiency",
    );
    out_of_range(
        chat.variant().prompt_tokens(0).build().unwrap_err(),
        "prompt_tokens",
    );
    out_of_range(
        chat.variant().kv_reserve(GIB.of(0.0)).build().unwrap_err(),
        "kv_reserve",
    );
    // A reserve smaller than one conversation holds no request, so no rate and no price.
    let starved = chat.variant().kv_reserve(bytes(1e8)).build().unwrap();
    assert_eq!(starved.resident_requests().unwrap(), 0);
    assert_eq!(starved.request_rate().unwrap().value, 0.0);
    assert_eq!(
        starved.cost_per_million_tokens().unwrap_err().kind,
        EvalErrorKind::DivisionByZero
    );
    // A reserve that does not fit beside the weights is refused (the reference reports a
    // negative remainder for a 70B model at FP16 on an H100).
    invalid(
        chat.variant()
            .workload(Workload::find("Language.Llama3_70B").unwrap())
            .precision(Precision::Fp16)
            .build()
            .unwrap_err(),
        "kv_reserve",
    );
    invalid(
        chat.variant().kv_reserve(GIB.of(80.0)).build().unwrap_err(),
        "kv_reserve",
    );

    let energy = h100_chat_energy_per_token().unwrap();
    invalid(
        energy
            .variant()
            .low_use_accelerator_power(watts(900.0))
            .build()
            .unwrap_err(),
        "low_use_accelerator_power",
    );
    out_of_range(
        energy.variant().concurrent_requests(0).build().unwrap_err(),
        "concurrent_requests",
    );
    out_of_range(
        energy.variant().low_use_fraction(0.0).build().unwrap_err(),
        "low_use_fraction",
    );
}

#[test]
fn presets_derived_from_another_preset_compute_its_rate() {
    let rate = resnet50_eager_fp16_batching_h100()
        .unwrap()
        .throughput(32)
        .unwrap();
    let instances = resnet50_cloud_instance_cost().unwrap();
    assert_eq!(instances.rates.get("H100"), Some(&rate));
    assert_eq!(resnet50_fleet_plan_h100().unwrap().batched_rate, Some(rate));
    assert!((PER_SECOND.in_unit(rate) - 7037.877817878161).abs() < 1e-9);
    // The serving profile's batch-one time is the knee model's service time at batch one.
    let knee = resnet50_eager_fp16_batching_h100().unwrap();
    let plan = resnet50_fleet_plan_h100().unwrap();
    assert!(
        (plan.service_time.value - knee.service_time(1).unwrap().value).abs()
            <= 1e-15 * plan.service_time.value
    );
}
