//! Invariants of the acceleration, quantization, iron-law and mapping scenarios over random valid
//! inputs, of the laws they are built on, and the refusal, by name, of the inputs the reference
//! accepts as nonsense.

use mlsysim_compute::acceleration::*;
use mlsysim_compute::mapping::*;
use mlsysim_compute::quantization::*;
use mlsysim_compute::single_machine::*;
use mlsysim_core::laws::{
    compute_time, iron_law_overlapped_time, iron_law_sequential_time, roofline_time, tile_count,
    transfer_time,
};
use mlsysim_core::units::{
    GB_PER_SECOND, KIB, PICOJOULE, PICOJOULE_PER_BYTE, PICOJOULE_PER_FLOP, TFLOP_PER_SECOND, bytes,
    flop_per_second, flops, gigabytes, milliseconds, seconds,
};
use mlsysim_core::{HardwareNode, InputError, Precision, Workload};
use mlsysim_tests::check::rel;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    // --- Laws -----------------------------------------------------------------------------

    #[test]
    fn a_roofline_time_is_at_least_both_bounds(work in 1.0f64..1e18, moved in 1.0f64..1e15, peak in 1e9f64..1e16, bw in 1e8f64..1e14) {
        let (w, b, p, r) = (flops(work), bytes(moved), flop_per_second(peak), mlsysim_core::units::bytes_per_second(bw));
        let t = roofline_time(w, b, p, r).unwrap();
        prop_assert!(t >= compute_time(w, p).unwrap());
        prop_assert!(t >= transfer_time(b, r).unwrap());
        prop_assert!(t == compute_time(w, p).unwrap() || t == transfer_time(b, r).unwrap());
    }

    #[test]
    fn a_faster_accelerator_never_makes_a_layer_slower(work in 1.0f64..1e18, moved in 1.0f64..1e15, peak in 1e9f64..1e16, bw in 1e8f64..1e14, faster in 1.0f64..100.0, wider in 1.0f64..100.0) {
        let (w, b) = (flops(work), bytes(moved));
        let rate = |x: f64| flop_per_second(x);
        let band = |x: f64| mlsysim_core::units::bytes_per_second(x);
        let slow = roofline_time(w, b, rate(peak), band(bw)).unwrap();
        let fast = roofline_time(w, b, rate(peak * faster), band(bw * wider)).unwrap();
        prop_assert!(fast <= slow);
    }

    #[test]
    fn overlapping_never_takes_longer_than_sequence(m in 0.0f64..1e3, c in 0.0f64..1e3, o in 0.0f64..1e3) {
        let (m, c, o) = (seconds(m), seconds(c), seconds(o));
        let seq = iron_law_sequential_time(m, c, o).unwrap();
        let over = iron_law_overlapped_time(m, c, o).unwrap();
        prop_assert!(over <= seq);
        prop_assert!(over >= m + o && over >= c + o);
    }

    #[test]
    fn tiles_cover_their_extent_with_less_than_a_tile_to_spare(extent in 1i64..1_000_000, tile in 1i64..5000) {
        let tiles = tile_count(extent, tile).unwrap();
        prop_assert!(tiles * tile >= extent);
        prop_assert!((tiles - 1) * tile < extent);
    }

    // --- Hardware acceleration ---------------------------------------------------------------

    #[test]
    fn an_unfused_kernel_does_its_work_over_its_traffic(elements in 1i64..1_000_000_000, fpe in 0.1f64..100.0, width in prop::sample::select(vec![0.5, 1.0, 2.0, 4.0]), params in 0i64..100_000, reads in 0i64..4, writes in 1i64..4) {
        let s = gpt2_xl_layer_norm_prefill().unwrap().variant()
            .elements(elements).flops_per_element(fpe).bytes_per_value(bytes(width))
            .parameter_values(params).reads(reads).writes(writes).build().unwrap();
        let traffic = ((reads + writes) * elements + params) as f64 * width;
        prop_assert!(rel(s.traffic_bytes().unwrap().value, traffic));
        prop_assert!(rel(s.intensity().unwrap().value, elements as f64 * fpe / traffic));
        // A wider value halves the intensity when the width doubles.
        let wider = s.variant().bytes_per_value(bytes(2.0 * width)).build().unwrap();
        prop_assert!(rel(wider.intensity().unwrap().value * 2.0, s.intensity().unwrap().value));
    }

    #[test]
    fn acceleration_lies_between_one_and_its_ceiling(fraction in 0.0f64..0.999, gain in 1.0f64..1e4) {
        let s = resnet50_inference_h100_over_server_cpu().unwrap().variant()
            .fraction(fraction).accelerated_rate(TFLOP_PER_SECOND.of(gain)).baseline_rate(TFLOP_PER_SECOND.of(1.0))
            .build().unwrap();
        let speedup = s.speedup().unwrap();
        prop_assert!(rel(s.gain().unwrap(), gain));
        prop_assert!(speedup >= 1.0 - 1e-12 && speedup <= gain * (1.0 + 1e-12));
        prop_assert!(speedup <= s.ceiling().unwrap() * (1.0 + 1e-12));
        // The same gain given as bandwidths gives the same speedup.
        let bw = s.variant().without_accelerated_rate().without_baseline_rate()
            .accelerated_bandwidth(GB_PER_SECOND.of(gain)).baseline_bandwidth(GB_PER_SECOND.of(1.0)).build().unwrap();
        prop_assert!(rel(bw.speedup().unwrap(), speedup));
    }

    #[test]
    fn a_larger_gain_never_lowers_the_speedup(fraction in 0.0f64..=1.0, g1 in 0.01f64..1e4, g2 in 0.01f64..1e4) {
        let at = |g: f64| resnet50_inference_h100_over_server_cpu().unwrap().variant()
            .fraction(fraction).accelerated_rate(TFLOP_PER_SECOND.of(g)).baseline_rate(TFLOP_PER_SECOND.of(1.0))
            .build().unwrap().speedup().unwrap();
        let (lo, hi) = if g1 <= g2 { (g1, g2) } else { (g2, g1) };
        prop_assert!(at(lo) <= at(hi) * (1.0 + 1e-12));
    }

    #[test]
    fn reuse_saves_energy_when_the_array_loads_less(access in 0.0f64..2000.0, mac in 0.01f64..10.0, naive in 1i64..8, edge in 1i64..8, dim in 1i64..1024) {
        let s = systolic_array_reuse_energy().unwrap().variant()
            .access_energy(PICOJOULE.of(access)).mac_energy(PICOJOULE.of(mac))
            .naive_accesses(naive).edge_loads(edge).array_dim(dim).build().unwrap();
        let per_mac = edge as f64 / dim as f64;
        prop_assert!(rel(s.systolic_accesses().unwrap(), per_mac));
        let ratio = s.ratio().unwrap();
        if per_mac <= naive as f64 {
            prop_assert!(ratio >= 1.0 - 1e-12);
        } else {
            prop_assert!(ratio <= 1.0 + 1e-12);
        }
        prop_assert!(rel(ratio * s.systolic_energy().unwrap().value, s.naive_energy().unwrap().value));
    }

    #[test]
    fn a_growth_is_the_largest_index_and_the_baseline_is_one(picks in prop::collection::vec(0usize..10, 1..10), baseline in 0usize..10) {
        let all = dense_parameters_vs_bandwidth_since_2014().unwrap();
        let nodes: Vec<&'static HardwareNode> = picks.iter().map(|i| all.accelerators[*i]).collect();
        let base = all.accelerators[baseline];
        let s = all.variant().accelerators(nodes.clone()).baseline_accelerator(base).build().unwrap();
        let index = s.bandwidth_index().unwrap();
        let growth = s.bandwidth_growth().unwrap();
        prop_assert!(index.iter().all(|x| *x <= growth));
        prop_assert!(index.contains(&growth));
        for (node, x) in nodes.iter().zip(&index) {
            if node.path == base.path {
                prop_assert_eq!(*x, 1.0);
            }
        }
    }

    #[test]
    fn the_ridge_grows_by_the_gap(picks in prop::collection::vec(0usize..5, 1..6)) {
        let all = nvidia_generations_v100_to_b200().unwrap();
        let mut picks = picks;
        picks.sort_unstable();
        let nodes: Vec<&'static HardwareNode> = picks.iter().map(|i| all.accelerators[*i]).collect();
        let s = all.variant().accelerators(nodes).build().unwrap();
        let ridges = s.ridges().unwrap();
        let gap = s.gap_growth().unwrap();
        prop_assert!(rel(ridges[ridges.len() - 1].value / ridges[0].value, gap));
        prop_assert!(rel(gap * s.bandwidth_growth().unwrap(), s.compute_growth().unwrap()));
    }

    #[test]
    fn a_range_brackets_the_ratio(rate in 1e9f64..1e16, low in 1e9f64..1e15, span in 1.0f64..100.0) {
        let s = h100_over_reference_cpu().unwrap().variant()
            .rate(flop_per_second(rate)).baseline_low(flop_per_second(low)).baseline_high(flop_per_second(low * span))
            .build().unwrap();
        let (lo, hi) = (s.ratio_low().unwrap(), s.ratio_high().unwrap());
        prop_assert!(lo <= hi);
        prop_assert!(rel(hi / lo, span));
    }

    // --- Quantization ----------------------------------------------------------------------

    #[test]
    fn a_round_trip_stays_within_half_a_step(
        values in prop::collection::vec(-100.0f64..100.0, 2..20),
        bits in 2i64..=16,
        symmetric in any::<bool>(),
        signed in any::<bool>(),
    ) {
        let lo = values.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        prop_assume!(hi - lo > 1e-6);
        let s = uint8_range_minus_one_to_three().unwrap().variant()
            .values(values.clone()).bits(bits).without_alpha().without_beta()
            .symmetric(symmetric).signed(signed).build().unwrap();
        let (qmin, qmax) = (s.qmin().unwrap(), s.qmax().unwrap());
        let half = s.max_rounding_error().unwrap();
        for (q, e) in s.codes().unwrap().iter().zip(s.errors().unwrap()) {
            prop_assert!(*q >= qmin && *q <= qmax);
            prop_assert!(e <= half * (1.0 + 1e-9) + 1e-12, "error {e} above half a step {half}");
        }
    }

    #[test]
    fn real_zero_reads_back_exactly(lo in -100.0f64..0.0, hi in 0.0f64..100.0, bits in 2i64..=16, signed in any::<bool>()) {
        prop_assume!(hi - lo > 1e-6);
        let s = uint8_range_minus_one_to_three().unwrap().variant()
            .values(vec![0.0]).bits(bits).alpha(lo).beta(hi).signed(signed).build().unwrap();
        prop_assert_eq!(s.codes().unwrap(), vec![s.zero_point().unwrap()]);
        prop_assert_eq!(s.readback().unwrap(), vec![0.0]);
    }

    #[test]
    fn an_outlier_takes_the_end_code(x in 3.0f64..1e280, bits in 2i64..=62, signed in any::<bool>()) {
        let s = uint8_range_minus_one_to_three().unwrap().variant()
            .values(vec![x, -x]).bits(bits).signed(signed).build().unwrap();
        prop_assert_eq!(s.codes().unwrap(), vec![s.qmax().unwrap(), s.qmin().unwrap()]);
    }

    #[test]
    fn a_mac_ratio_lies_between_its_parts(wa in 0.01f64..10.0, wm in 0.01f64..10.0, nm in 0.01f64..10.0, acc in 0.01f64..10.0, read in 1.0f64..1000.0) {
        let e = |x: f64| PICOJOULE_PER_FLOP.of(x);
        let s = int8_vs_fp32_operation_energy_45nm().unwrap().variant()
            .wide_add(e(wa)).wide_mul(e(wm)).narrow_mul(e(nm)).accumulate_add(e(acc)).memory_read(PICOJOULE.of(read))
            .build().unwrap();
        let (a, b) = (wm / nm, wa / acc);
        let mac = s.mac_ratio().unwrap();
        prop_assert!(mac >= a.min(b) * (1.0 - 1e-12) && mac <= a.max(b) * (1.0 + 1e-12));
        prop_assert!(rel(s.read_over_narrow_mac().unwrap() * (nm + acc), read));
    }

    #[test]
    fn a_deployment_scales_as_its_engine(floor in 0.0f64..50.0, kernels in 0i64..500, float_w in prop::sample::select(vec![2.0, 4.0]), int_w in prop::sample::select(vec![0.5, 1.0])) {
        let base = resnet50_int8_profile_h100().unwrap();
        let s = base.variant().kernel_floor(mlsysim_core::units::MICROSECOND.of(floor)).fused_kernels(kernels)
            .float_bytes(bytes(float_w)).int_bytes(bytes(int_w)).build().unwrap();
        prop_assert!(rel(s.size_reduction().unwrap(), float_w / int_w));
        // Energy at a fixed power is inverse to throughput.
        prop_assert!(rel(s.energy_improvement().unwrap(), s.throughput_gain().unwrap()));
        // Every kernel adds its floor to both latencies.
        let more = s.variant().fused_kernels(kernels + 10).build().unwrap();
        let added = more.float_latency().unwrap().value - s.float_latency().unwrap().value;
        prop_assert!((added - 10.0 * floor * 1e-6).abs() <= 1e-12);
        prop_assert!(s.int_latency().unwrap() < s.float_latency().unwrap());
    }

    // --- The iron law ------------------------------------------------------------------------

    #[test]
    fn digits_count_the_input_space(w in 1i64..2048, h in 1i64..2048, c in 1i64..8, levels in 1i64..100_000) {
        let s = imagenet_input_space().unwrap().variant()
            .image_width(w).image_height(h).image_channels(c).levels(levels).build().unwrap();
        let elements = w * h * c;
        prop_assert_eq!(s.elements().unwrap(), elements);
        prop_assert_eq!(s.digits().unwrap(), (elements as f64 * (levels as f64).log10()).floor() as i64 + 1);
        let more = s.variant().levels(levels + 1).build().unwrap();
        prop_assert!(more.digits().unwrap() >= s.digits().unwrap());
    }

    #[test]
    fn perfect_scaling_keeps_the_device_hours(n in 1i64..100_000, eta in 0.01f64..=1.0) {
        let one = gpt2_xl_run_on_one_h100().unwrap().variant().efficiency(eta).build().unwrap();
        let many = one.variant().n_devices(n).build().unwrap();
        prop_assert!(rel(many.training_time().unwrap().value * n as f64, one.training_time().unwrap().value));
        prop_assert!(rel(many.device_hours().unwrap().value, one.device_hours().unwrap().value));
        prop_assert!(rel(many.energy().unwrap().value, one.energy().unwrap().value));
        prop_assert!(rel(many.rental_cost().unwrap().value, one.rental_cost().unwrap().value));
        // The steps add up to the run.
        prop_assert!(rel(many.steps().unwrap() * many.step_time().unwrap().value, many.training_time().unwrap().value));
    }

    #[test]
    fn a_faster_peak_never_slows_a_run(eta in 0.01f64..=1.0) {
        let at = |p: Option<Precision>| {
            let b = gpt2_xl_run_on_one_h100().unwrap().variant().efficiency(eta);
            match p { Some(p) => b.peak_precision(p), None => b }.build().unwrap()
        };
        let runs = [at(Some(Precision::Fp32)), at(Some(Precision::Tf32)), at(None)];
        for pair in runs.windows(2) {
            prop_assert!(pair[0].peak_rate().unwrap() <= pair[1].peak_rate().unwrap());
            prop_assert!(pair[1].training_time().unwrap() <= pair[0].training_time().unwrap());
        }
    }

    #[test]
    fn an_upgrade_falls_short_of_its_promise(
        volume in 0.0f64..100.0, bw in 1.0f64..1000.0, ops in 0.0f64..100.0, rate in 1.0f64..1000.0,
        overhead in 0.0f64..100.0, sm in 1.0f64..10.0, sc in 1.0f64..10.0,
    ) {
        let s = iron_law_memory_bound_example().unwrap().variant()
            .data_volume(gigabytes(volume)).bandwidth(GB_PER_SECOND.of(bw))
            .operations(mlsysim_core::units::GFLOP.of(ops)).effective_rate(mlsysim_core::units::GFLOP_PER_SECOND.of(rate))
            .overhead(milliseconds(overhead)).memory_speedup(sm).compute_speedup(sc).build().unwrap();
        let seq = s.sequential_time().unwrap().value;
        prop_assume!(seq > 0.0);
        let up = s.upgraded_sequential_time().unwrap().value;
        prop_assert!(up <= seq * (1.0 + 1e-12));
        prop_assert!(s.naive_upgraded_time().unwrap().value <= up * (1.0 + 1e-12));
        prop_assert!(s.overlapped_time().unwrap().value <= seq * (1.0 + 1e-12));
        prop_assert!(s.upgraded_overlapped_time().unwrap().value <= up * (1.0 + 1e-12));
        let reduction = s.sequential_reduction().unwrap();
        prop_assert!((-1e-12..=1.0 - 1.0 / (sm * sc) + 1e-12).contains(&reduction));
    }

    // --- Mapping -----------------------------------------------------------------------------

    #[test]
    fn tiling_counts_and_buffers_agree(
        m in 1i64..5000, n in 1i64..5000, k in 1i64..5000,
        tm in 1i64..300, tn in 1i64..300, tk in 1i64..300,
        b in prop::sample::select(vec![1.0, 2.0, 4.0]), double in any::<bool>(),
    ) {
        let s = matmul4096_fp16_tile128().unwrap().variant()
            .m(m).n(n).k(k).tile_m(tm).tile_n(tn).tile_k(tk).operand_bytes(bytes(b)).double_buffered(double)
            .build().unwrap();
        let (tiles_m, tiles_n) = (s.tiles_m().unwrap(), s.tiles_n().unwrap());
        prop_assert!(tiles_m * tm >= m && (tiles_m - 1) * tm < m);
        prop_assert_eq!(s.tile_products().unwrap(), tiles_m * tiles_n * s.tiles_k().unwrap());
        let (ftm, ftn) = (tm as f64, tn as f64);
        prop_assert!(rel(s.tile_intensity().unwrap().value, 2.0 / b * ftm * ftn / (ftm + ftn)));
        let single = s.variant().double_buffered(false).build().unwrap();
        let extra = s.live_bytes().unwrap().value - single.live_bytes().unwrap().value;
        prop_assert_eq!(extra, if double { single.operand_tile_bytes().unwrap().value } else { 0.0 });
        prop_assert!(s.output_stationary_moves().unwrap() <= s.a_stationary_moves().unwrap());
        prop_assert!(s.tiled_moves().unwrap() <= s.a_elements().unwrap() * tiles_n + s.b_elements().unwrap() * tiles_m + s.c_elements().unwrap());
    }

    #[test]
    fn a_larger_store_fits_whatever_a_smaller_one_fits(c1 in 0.0f64..1024.0, c2 in 0.0f64..1024.0, cells in 1i64..1_000_000) {
        let s = matmul4096_fp16_tile128().unwrap();
        let (small, large) = if c1 <= c2 { (c1, c2) } else { (c2, c1) };
        prop_assert!(!s.fits(KIB.of(small)).unwrap() || s.fits(KIB.of(large)).unwrap());
        let macs = s.macs().unwrap();
        let reads = s.row_b_reads(cells).unwrap();
        prop_assert!(reads * cells <= macs && (reads + 1) * cells > macs);
    }

    #[test]
    fn round_trips_add_energy(size in 0.0f64..1e9, per_byte in 0.0f64..1000.0, trips in 0i64..100) {
        let s = resnet50_stage2_map_int8_read_once().unwrap().variant()
            .tensor_bytes(bytes(size)).energy_per_byte(PICOJOULE_PER_BYTE.of(per_byte)).trips(trips).build().unwrap();
        let once = s.variant().trips(1).build().unwrap().energy().unwrap().value;
        prop_assert!(rel(s.energy().unwrap().value, trips as f64 * once) || once == 0.0);
    }
}

// --- Refusals -------------------------------------------------------------------------------

/// The input a build error names.
/// A refusal, compared with the input it is expected to be about.
#[derive(Debug)]
struct Refusal(InputError);

impl PartialEq<&str> for Refusal {
    fn eq(&self, input: &&str) -> bool {
        self.0.is_about(input)
    }
}

fn named(e: InputError) -> Refusal {
    Refusal(e)
}

#[test]
fn a_kernel_and_an_amdahl_speedup_refuse_nonsense_by_name() {
    let kernel = gpt2_xl_layer_norm_prefill().unwrap();
    assert_eq!(
        named(kernel.variant().reads(0).writes(0).build().unwrap_err()),
        "reads"
    );
    assert_eq!(
        named(kernel.variant().elements(0).build().unwrap_err()),
        "elements"
    );
    assert_eq!(
        named(
            kernel
                .variant()
                .bytes_per_value(bytes(0.0))
                .build()
                .unwrap_err()
        ),
        "bytes_per_value"
    );

    let amdahl = resnet50_inference_h100_over_server_cpu().unwrap();
    assert_eq!(
        named(amdahl.variant().fraction(1.5).build().unwrap_err()),
        "fraction"
    );
    assert_eq!(
        named(
            amdahl
                .variant()
                .accelerated_bandwidth(GB_PER_SECOND.of(1.0))
                .build()
                .unwrap_err()
        ),
        "accelerated_bandwidth"
    );
    assert!(matches!(
        amdahl
            .variant()
            .without_baseline_rate()
            .build()
            .unwrap_err(),
        InputError::MissingOneOf { .. }
    ));
    // At a fraction of 1 there is a speedup but no ceiling.
    let all = amdahl.variant().fraction(1.0).build().unwrap();
    assert!(rel(all.speedup().unwrap(), all.gain().unwrap()));
    assert!(all.ceiling().is_err());
}

#[test]
fn systolic_reuse_and_parameter_growth_refuse_nonsense_by_name() {
    let systolic = systolic_array_reuse_energy().unwrap();
    assert_eq!(
        named(systolic.variant().array_dim(0).build().unwrap_err()),
        "array_dim"
    );
    assert_eq!(
        named(
            systolic
                .variant()
                .mac_energy(PICOJOULE.of(0.0))
                .build()
                .unwrap_err()
        ),
        "mac_energy"
    );

    let growth = dense_parameters_vs_bandwidth_since_2014().unwrap();
    assert_eq!(
        named(growth.variant().accelerators(vec![]).build().unwrap_err()),
        "accelerators"
    );
    let dlrm = Workload::find("Recommendation.DLRM").unwrap();
    assert_eq!(
        named(
            growth
                .variant()
                .dense_models(vec![dlrm])
                .build()
                .unwrap_err()
        ),
        "dense_models"
    );
    assert_eq!(
        named(growth.variant().baseline_model(dlrm).build().unwrap_err()),
        "baseline_model"
    );
}

#[test]
fn accelerator_generations_and_speedup_ranges_refuse_nonsense_by_name() {
    let generations = nvidia_generations_v100_to_b200().unwrap();
    let mut reversed = generations.accelerators.clone();
    reversed.reverse();
    assert_eq!(
        named(
            generations
                .variant()
                .accelerators(reversed)
                .build()
                .unwrap_err()
        ),
        "accelerators"
    );
    assert_eq!(
        named(
            generations
                .variant()
                .accelerators(vec![])
                .build()
                .unwrap_err()
        ),
        "accelerators"
    );

    let range = h100_over_reference_cpu().unwrap();
    assert_eq!(
        named(
            range
                .variant()
                .baseline_low(TFLOP_PER_SECOND.of(3.0))
                .build()
                .unwrap_err()
        ),
        "baseline_low"
    );
}

#[test]
fn quantization_grids_and_operation_energies_refuse_nonsense_by_name() {
    let grid = uint8_range_minus_one_to_three().unwrap();
    assert_eq!(
        named(grid.variant().bits(1).signed(true).build().unwrap_err()),
        "bits"
    );
    assert_eq!(named(grid.variant().bits(63).build().unwrap_err()), "bits");
    assert_eq!(
        named(grid.variant().alpha(3.0).build().unwrap_err()),
        "beta"
    );
    assert_eq!(
        named(
            grid.variant()
                .values(vec![])
                .without_alpha()
                .build()
                .unwrap_err()
        ),
        "values"
    );
    assert_eq!(
        named(
            grid.variant()
                .values(vec![0.0, 0.0])
                .without_alpha()
                .without_beta()
                .symmetric(true)
                .build()
                .unwrap_err()
        ),
        "values"
    );

    let energy = int8_vs_fp32_operation_energy_45nm().unwrap();
    assert_eq!(
        named(
            energy
                .variant()
                .narrow_add(PICOJOULE_PER_FLOP.of(0.0))
                .build()
                .unwrap_err()
        ),
        "narrow_add"
    );
}

#[test]
fn quantization_profiles_and_input_spaces_refuse_nonsense_by_name() {
    let dlrm = Workload::find("Recommendation.DLRM").unwrap();
    let profile = resnet50_int8_profile_h100().unwrap();
    assert_eq!(
        named(profile.variant().workload(dlrm).build().unwrap_err()),
        "workload"
    );
    assert_eq!(
        named(profile.variant().int_top1_pct(150.0).build().unwrap_err()),
        "int_top1_pct"
    );
    assert_eq!(
        named(
            profile
                .variant()
                .float_precision(Precision::Int4)
                .build()
                .unwrap_err()
        ),
        "float_precision"
    );

    let space = imagenet_input_space().unwrap();
    assert_eq!(
        named(space.variant().levels(0).build().unwrap_err()),
        "levels"
    );
}

#[test]
fn a_run_on_one_machine_refuses_nonsense_by_name() {
    let run = gpt2_xl_run_on_one_h100().unwrap();
    assert_eq!(
        named(run.variant().n_devices(0).build().unwrap_err()),
        "n_devices"
    );
    assert_eq!(
        named(run.variant().efficiency(0.0).build().unwrap_err()),
        "efficiency"
    );
    assert_eq!(
        named(run.variant().efficiency(1.5).build().unwrap_err()),
        "efficiency"
    );
    assert_eq!(
        named(run.variant().tokens_per_step(0).build().unwrap_err()),
        "tokens_per_step"
    );
    assert_eq!(
        named(
            run.variant()
                .peak_precision(Precision::Int4)
                .build()
                .unwrap_err()
        ),
        "peak_precision"
    );
    // A model without registered training work fails in the members that need it, by name.
    let resnet = run
        .variant()
        .workload(Workload::find("Vision.ResNet50").unwrap())
        .build()
        .unwrap();
    assert!(
        resnet
            .training_time()
            .unwrap_err()
            .to_string()
            .contains("training FLOPs")
    );
}

#[test]
fn the_iron_law_and_tile_mappings_refuse_nonsense_by_name() {
    let iron = iron_law_memory_bound_example().unwrap();
    assert_eq!(
        named(
            iron.variant()
                .memory_time_stated(seconds(1.0))
                .build()
                .unwrap_err()
        ),
        "data_volume"
    );
    assert_eq!(
        named(iron.variant().memory_speedup(0.0).build().unwrap_err()),
        "memory_speedup"
    );
    assert!(matches!(
        iron.variant().without_bandwidth().build().unwrap_err(),
        InputError::MissingOneOf { .. }
    ));
    let stated = iron_law_compute_heavy_example().unwrap();
    assert_eq!(
        stated.upgraded_bandwidth().unwrap_err().missing_input(),
        Some("bandwidth")
    );

    let tile = matmul4096_fp16_tile128().unwrap();
    assert_eq!(
        named(tile.variant().tile_m(0).build().unwrap_err()),
        "tile_m"
    );
    assert_eq!(named(tile.variant().k(-5).build().unwrap_err()), "k");
    assert!(tile.row_b_reads(0).is_err());
    assert!(tile.row_b_reads(-2).is_err());

    let trip = resnet50_stage2_map_int8_read_once().unwrap();
    assert_eq!(
        named(
            trip.variant()
                .tensor_bytes(bytes(-1.0))
                .build()
                .unwrap_err()
        ),
        "tensor_bytes"
    );
    assert_eq!(
        named(trip.variant().trips(-1).build().unwrap_err()),
        "trips"
    );
}
