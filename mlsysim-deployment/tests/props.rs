//! The deployment family's invariants over random valid inputs: the engine's roofline (more
//! efficiency or bandwidth never slows a step, a utilization stays a share, the latency covers
//! each of its parts), conservation in the budgets (runtime × draw is the battery, payback ×
//! savings is the capital), bounds on shares and ratios, whole counts, and the inputs each
//! scenario refuses.

use mlsysim_core::laws::{
    engine_bandwidth, engine_compute_time, engine_energy, engine_fits, engine_footprint,
    engine_latency, engine_memory_time, engine_mfu, engine_overhead, engine_spill,
    engine_throughput, fiber_round_trip, low_rank_update_params, residual_adapter_params,
    update_step_traffic,
};
use mlsysim_core::registry::{Hardware, Models};
use mlsysim_core::units::{KILOMETRE, bytes, hours, milliseconds, watts};
use mlsysim_core::{HardwareNode, Precision, Workload};
use mlsysim_deployment::benchmarking::*;
use mlsysim_deployment::lifecycle::*;
use mlsysim_deployment::on_device::*;
use mlsysim_deployment::placement::*;
use proptest::prelude::*;

/// Whether two numbers agree to 1e-12 relative (or are both within 1e-300 of zero).
fn rel(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-12 * a.abs().max(b.abs()) || a.abs().max(b.abs()) < 1e-300
}

const MODELS: [&Workload; 5] = [
    Models::Vision::ResNet50,
    Models::Vision::MobileNetV2,
    Models::Language::Llama3_8B,
    Models::Language::Llama3_70B,
    Models::Tiny::WakeVision,
];
const DEVICES: [&HardwareNode; 5] = [
    Hardware::Cloud::H100,
    Hardware::Cloud::A100,
    Hardware::Mobile::iPhone15Pro,
    Hardware::Edge::JetsonOrinNX,
    Hardware::Tiny::ESP32_S3,
];
const PRECISIONS: [Precision; 4] = [
    Precision::Fp32,
    Precision::Fp16,
    Precision::Int8,
    Precision::Int4,
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn the_engines_step_covers_its_parts_and_its_utilization_stays_a_share(
        m in 0usize..5, d in 0usize..5, p in 0usize..4, batch in 1i64..4096, eff in 0.01f64..=1.0,
    ) {
        let (model, device, precision) = (MODELS[m], DEVICES[d], PRECISIONS[p]);
        let latency = engine_latency(model, device, batch, precision, eff).unwrap();
        let compute = engine_compute_time(model, device, batch, precision, eff).unwrap();
        let memory = engine_memory_time(model, device, batch, precision).unwrap();
        let overhead = engine_overhead(model, device).unwrap();
        prop_assert!(rel(latency.value, compute.max(memory).value + overhead.value));
        prop_assert!(latency >= compute && latency >= memory && latency >= overhead);
        let mfu = engine_mfu(model, device, batch, precision, eff).unwrap();
        prop_assert!((0.0..=1.0).contains(&mfu));
        // A step of `batch` samples at the throughput takes the latency.
        let rate = engine_throughput(model, device, batch, precision, eff).unwrap();
        prop_assert!(rel(rate.value * latency.value, batch as f64));
        prop_assert!(engine_energy(model, device, batch, precision, eff).unwrap().value >= 0.0);
    }

    #[test]
    fn more_efficiency_or_a_bigger_batch_never_lowers_the_engines_throughput(
        m in 0usize..5, d in 0usize..5, p in 0usize..4, batch in 1i64..2048,
        eff in 0.01f64..0.99, more in 0.0f64..=1.0,
    ) {
        let (model, device, precision) = (MODELS[m], DEVICES[d], PRECISIONS[p]);
        let better = eff + (1.0 - eff) * more;
        let base = engine_latency(model, device, batch, precision, eff).unwrap();
        prop_assert!(engine_latency(model, device, batch, precision, better).unwrap() <= base);
        // Work and bytes grow with the batch but the overhead does not: samples a second never
        // fall.
        let now = engine_throughput(model, device, batch, precision, eff).unwrap().value;
        let bigger = engine_throughput(model, device, batch + 1, precision, eff).unwrap().value;
        prop_assert!(bigger >= now * (1.0 - 1e-12));
    }

    #[test]
    fn the_weights_either_fit_or_spill_the_bytes_beyond_the_memory(
        m in 0usize..5, d in 0usize..5, p in 0usize..4,
    ) {
        let (model, device, precision) = (MODELS[m], DEVICES[d], PRECISIONS[p]);
        let fits = engine_fits(model, device, precision).unwrap();
        let spill = engine_spill(model, device, precision).unwrap();
        let footprint = engine_footprint(model, precision).unwrap().quantity();
        prop_assert_eq!(fits, spill.value == 0.0);
        if !fits {
            prop_assert!(rel(spill.value, (footprint - device.memory_capacity.quantity()).value));
            // Spilled weights never stream faster than main memory.
            prop_assert!(engine_bandwidth(model, device, precision).unwrap() <= device.memory_bandwidth);
        }
    }

    #[test]
    fn the_single_node_scenario_is_the_engine(
        m in 0usize..5, d in 0usize..5, batch in 1i64..512, eff in 0.01f64..=1.0,
    ) {
        let s = res_net50_a100_batch1().unwrap().variant()
            .workload(MODELS[m]).hardware(DEVICES[d]).batch_size(batch).efficiency(eff)
            .build().unwrap();
        let precision = s.precision;
        prop_assert_eq!(s.latency().unwrap(), engine_latency(MODELS[m], DEVICES[d], batch, precision, eff).unwrap());
        prop_assert_eq!(s.hfu().unwrap(), s.mfu().unwrap());
        prop_assert!(rel(s.traffic().unwrap().value, (s.latency_memory().unwrap() * s.peak_bw_actual().unwrap()).value));
        prop_assert!(["Compute", "Memory"].contains(&s.bottleneck().unwrap().as_str()));
    }

    #[test]
    fn a_full_update_moves_six_weights_plus_twice_its_state_and_activations(
        params in 1.0f64..1e10, moments in 0i64..4, act in 0.0f64..20.0, high in 0.0f64..20.0,
    ) {
        let s = phone_full_update_working_set().unwrap().variant()
            .parameters(params).optimizer_moments(moments)
            .activation_factor(act.min(high)).activation_factor_high(act.max(high))
            .build().unwrap();
        let expected = 6.0 + 2.0 * moments as f64 + 2.0 * act.min(high);
        prop_assert!(rel(s.traffic_ratio().unwrap(), expected));
        prop_assert!(s.weight_read_share().unwrap() <= 0.5);
        // The working set lies between its floor and its ceiling.
        let amplification = s.amplification().unwrap();
        prop_assert!(s.floor().unwrap() <= amplification && amplification <= s.ceiling().unwrap() * (1.0 + 1e-12));
    }

    #[test]
    fn the_update_step_traffic_grows_with_every_tensor(
        w in 0.0f64..1e12, g in 0.0f64..1e12, st in 0.0f64..1e12, a in 0.0f64..1e12, extra in 1.0f64..1e9,
    ) {
        let traffic = |w: f64, g: f64, s: f64, a: f64| {
            update_step_traffic(bytes(w), bytes(g), bytes(s), bytes(a)).unwrap().value
        };
        let base = traffic(w, g, st, a);
        prop_assert!(rel(base, 4.0 * w + 2.0 * (g + st + a)));
        for more in [traffic(w + extra, g, st, a), traffic(w, g + extra, st, a), traffic(w, g, st + extra, a), traffic(w, g, st, a + extra)] {
            prop_assert!(more > base);
        }
    }

    #[test]
    fn parameter_counts_are_whole_and_a_low_rank_update_splits_the_weight(
        in_dim in 1i64..100_000, out_dim in 1i64..100_000, rank in 1i64..4096, bottleneck in 1i64..4096,
    ) {
        let update = low_rank_update_params(in_dim, out_dim, rank).unwrap();
        prop_assert_eq!(update, rank * (in_dim + out_dim));
        let adapter = residual_adapter_params(in_dim, bottleneck).unwrap();
        prop_assert_eq!(adapter, 2 * in_dim * bottleneck + bottleneck + in_dim);
        let s = transformer_layer_rank4_update().unwrap().variant()
            .in_dim(in_dim).out_dim(out_dim).rank(rank).build().unwrap();
        prop_assert!(rel(s.reduction().unwrap() + 1.0 / s.compression().unwrap(), 1.0));
    }

    #[test]
    fn adapters_never_save_more_than_the_contexts_or_the_model_over_an_adapter(
        model in 1e3f64..1e11, adapter in 1.0f64..1e9, contexts in 0i64..10_000,
    ) {
        prop_assume!(contexts > 0);
        let s = camera_model_ten_context_personalization().unwrap().variant()
            .model_params(model).adapter_params(adapter).contexts(contexts).build().unwrap();
        let savings = s.total_savings().unwrap();
        prop_assert!(savings <= contexts as f64 * (1.0 + 1e-12));
        prop_assert!(savings <= s.per_context_savings().unwrap() * (1.0 + 1e-12));
    }

    #[test]
    fn a_weekly_upload_is_its_rounds_of_updates(daily in 0i64..10_000, hourly in 0i64..10_000) {
        let base = phone_images_versus_quantized_updates().unwrap();
        let s = base.variant()
            .rounds_per_week(mlsysim_core::Named::from_iter([("daily", daily), ("hourly", hourly)]))
            .build().unwrap();
        let update = s.update_size().unwrap().value;
        prop_assert!(rel(s.weekly_upload("daily".into()).unwrap().value, daily as f64 * update));
        prop_assert!(rel(s.weekly_upload("hourly".into()).unwrap().value, hourly as f64 * update));
    }

    #[test]
    fn a_battery_lasts_its_energy_over_the_draw(wh in 0.01f64..1e4, w in 0.001f64..1e3, need in 0.0f64..1e4) {
        let s = always_on_object_detector_phone().unwrap().variant()
            .battery_energy(mlsysim_core::units::WATT_HOUR.of(wh)).power_draw(watts(w))
            .required_runtime(hours(need)).build().unwrap();
        prop_assert!(rel((s.runtime().unwrap() * s.power_draw).value, s.battery_energy.value));
        // The budget ratio is the required runtime over the runtime the battery gives.
        prop_assert!(rel(s.budget_ratio().unwrap(), hours(need).value / s.runtime().unwrap().value));
    }

    #[test]
    fn edge_devices_repay_their_cost_with_the_savings(sites in 1i64..10_000, cases in 1i64..1_000) {
        let s = retinopathy_screening_cloud_versus_edge().unwrap().variant()
            .sites(sites).cases_per_site_day(cases).build().unwrap();
        let savings = s.annual_savings().unwrap();
        prop_assume!(savings.value > 0.0);
        prop_assert!(rel((s.payback().unwrap() * savings).value, s.edge_capex().unwrap().value));
        prop_assert_eq!(s.annual_images().unwrap(), sites * cases * 365);
    }

    #[test]
    fn a_duty_cycled_average_lies_between_idle_and_active(period_ms in 1.0f64..1e6) {
        let s = keyword_spotting_on_esp32_s3().unwrap().variant()
            .period(milliseconds(period_ms)).build();
        // A period shorter than one inference is refused by a rule, never averaged.
        let Ok(s) = s else { return Ok(()) };
        let average = s.average_power().unwrap();
        prop_assert!(s.idle_power().unwrap() <= average * (1.0 + 1e-12));
        prop_assert!(average <= s.active_power().unwrap() * (1.0 + 1e-12));
        prop_assert!((0.0..=1.0).contains(&s.idle_share().unwrap()));
        prop_assert!((0.0..1.0).contains(&s.crossover_duty().unwrap()));
    }

    #[test]
    fn mcnemars_limit_is_the_largest_count_that_still_rejects(
        n in 10i64..1_000_000, base in 0.5f64..=1.0, drop in 0.0f64..0.5, confidence in 0.5f64..0.999,
    ) {
        let s = ninety_five_against_ninety_four_on_same_images().unwrap().variant()
            .n_samples(n).baseline_accuracy(base).candidate_accuracy(base - drop).confidence(confidence)
            .build().unwrap();
        let (gap, most, critical) = (s.net_gap().unwrap(), s.max_discordant().unwrap(), s.chi2_critical().unwrap());
        prop_assert!(most >= 0);
        if most > 0 {
            prop_assert!((gap * gap) as f64 / most as f64 >= critical * (1.0 - 1e-12));
        }
        prop_assert!(((gap * gap) as f64 / (most + 1) as f64) < critical * (1.0 + 1e-12));
        let interval = s.independent_interval().unwrap();
        prop_assert!(interval[0] <= s.accuracy_difference().unwrap() && s.accuracy_difference().unwrap() <= interval[1]);
    }

    #[test]
    fn a_sample_count_is_the_least_whole_number_at_or_above_its_bound(
        rate in 0.0f64..=1.0, half in 0.001f64..0.5, confidence in 0.5f64..0.999,
    ) {
        let s = accuracy_within_one_point_sample_size().unwrap().variant()
            .rate(rate).half_width(half).confidence(confidence).build().unwrap();
        let (needed, exact) = (s.samples_needed().unwrap() as f64, s.samples().unwrap());
        prop_assert!(needed >= exact * (1.0 - 1e-12) && needed < exact + 1.0 + 1e-9);
    }

    #[test]
    fn speeding_up_one_stage_never_beats_the_untouched_stages(
        times in proptest::collection::vec(0.001f64..1e4, 1..8), pick in 0usize..8, speedup in 1.0f64..1e6,
    ) {
        let pick = pick % times.len();
        let stages: mlsysim_core::Named<mlsysim_core::Time> =
            times.iter().enumerate().map(|(i, t)| (format!("s{i}"), milliseconds(*t))).collect();
        let s = phone_camera_pipeline().unwrap().variant()
            .stages(stages).accelerated(format!("s{pick}")).speedup(speedup).build().unwrap();
        let overall = s.overall_speedup().unwrap();
        prop_assert!((1.0 - 1e-12..=s.limit().unwrap_or(f64::INFINITY) * (1.0 + 1e-12)).contains(&overall));
        prop_assert!(rel(s.total().unwrap().value / s.accelerated_total().unwrap().value, overall));
        let shares: mlsysim_core::Named<f64> =
            times.iter().enumerate().map(|(i, t)| (format!("s{i}"), *t)).collect();
        let a = model_speedup_request_path().unwrap().variant()
            .stages(shares).stage(format!("s{pick}")).speedup(speedup).build().unwrap();
        prop_assert!(rel(a.overall_speedup().unwrap(), overall));
        prop_assert!(a.overall_speedup().unwrap() <= a.speedup_bound().unwrap_or(f64::INFINITY) * (1.0 + 1e-12));
    }

    #[test]
    fn the_roofline_caps_a_kernel_at_both_roofs(intensity in 1e-3f64..1e5, d in 0usize..5) {
        let s = kernel_at200_flop_per_byte_a100().unwrap().variant()
            .hardware(DEVICES[d]).intensity(mlsysim_core::units::FLOP_PER_BYTE.of(intensity))
            .build().unwrap();
        let attainable = s.attainable().unwrap();
        prop_assert!(attainable <= s.peak().unwrap());
        prop_assert!(attainable.value <= DEVICES[d].memory_bandwidth.value * intensity * (1.0 + 1e-12));
        prop_assert!((0.0..=1.0).contains(&s.peak_fraction().unwrap()));
        // At or above the ridge a kernel runs at the peak.
        prop_assert_eq!(s.peak_fraction().unwrap() == 1.0, intensity >= s.ridge().unwrap().value);
    }

    #[test]
    fn light_in_fiber_takes_a_millisecond_per_hundred_kilometres(km in 0.0f64..40_000.0) {
        let trip = fiber_round_trip(KILOMETRE.of(km)).unwrap();
        prop_assert!(rel(trip.value * 1e3, km / 100.0));
        let s = robotic_arm_regional_cloud().unwrap().variant().distance(KILOMETRE.of(km)).build().unwrap();
        prop_assert!(rel((s.overrun().unwrap() + s.budget.unwrap()).value, trip.value) || km == 0.0);
    }
}

#[test]
fn the_engine_refuses_what_the_reference_refuses() {
    let (model, device) = (Models::Vision::ResNet50, Hardware::Cloud::H100);
    assert!(engine_latency(model, device, 0, Precision::Fp16, 0.5).is_err());
    assert!(engine_latency(model, device, 1, Precision::Fp16, 0.0).is_err());
    assert!(engine_latency(model, device, 1, Precision::Fp16, 1.5).is_err());
    assert!(engine_latency(model, device, 1, Precision::Fp16Dense, 0.5).is_err());
    let e = res_net50_a100_batch1()
        .unwrap()
        .variant()
        .efficiency(0.0)
        .build()
        .unwrap_err();
    assert!(e.is_about("efficiency"), "{e}");
    let e = res_net50_a100_batch1()
        .unwrap()
        .variant()
        .batch_size(0)
        .build()
        .unwrap_err();
    assert!(e.is_about("batch_size"), "{e}");
    assert!(low_rank_update_params(768, 768, 0).is_err());
    assert!(residual_adapter_params(768, 0).is_err());
    assert!(fiber_round_trip(KILOMETRE.of(-1.0)).is_err());
}
