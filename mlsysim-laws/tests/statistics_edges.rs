//! The statistics laws at their edges: every argument moved to a value outside its range gives
//! an error or a finite value (never NaN, never a panic); small probabilities keep their digits
//! where the reference's `1 − p` forms lose them; counts whose product overflows 64-bit integers
//! still give the answer the reference's integers give.

use mlsysim_laws::laws::{self as l, laws};
use mlsysim_laws::{EvalError, InputValue, Value};

fn rel(a: f64, b: f64) -> f64 {
    if a == b { 0.0 } else { ((a - b) / b).abs() }
}

fn finite(value: &Value) -> bool {
    match value {
        Value::Number(x) => x.is_finite(),
        Value::Quantity { magnitude, .. } => magnitude.is_finite(),
        Value::List(items) => items.iter().all(finite),
        Value::Map(entries) => entries.iter().all(|(_, v)| finite(v)),
        _ => true,
    }
}

/// Values outside (or at the edge of) each kind of argument's range.
fn edges(ty: &str) -> &'static [&'static str] {
    match ty {
        "i64" => &["-1", "0", "1", "4000000000", "9223372036854775807"],
        "f64" => &[
            "-1", "-0.5", "0", "1e-300", "0.5", "1", "2", "1e300", "NaN", "inf",
        ],
        "Vec<f64>" => &["", "1", "-1,2", "0.5,NaN", "0,0"],
        "Vec<i64>" => &["", "0", "-1,2"],
        "bool" => &["true"],
        "Frequency" => &["-1 1/h", "0 1/h", "1e300 1/h"],
        "Time" => &["-1 h", "0 h", "1e300 h"],
        other => panic!("no edge values for the argument type {other}"),
    }
}

#[test]
fn every_statistics_law_refuses_or_stays_finite_at_its_edges() {
    let mut calls = 0;
    for entry in laws() {
        let info = entry.info;
        if !info.source_file.contains("statistics/") {
            continue;
        }
        let base: Vec<String> = info.args.iter().map(|a| a.samples[0].to_string()).collect();
        for (i, arg) in info.args.iter().enumerate() {
            for edge in edges(arg.ty) {
                let mut args: Vec<InputValue> =
                    base.iter().map(|s| InputValue::Text(s.clone())).collect();
                args[i] = InputValue::Text((*edge).to_string());
                calls += 1;
                if let Ok(value) = (entry.call)(&args) {
                    assert!(
                        finite(&value),
                        "{}({}) with {} = {edge}: {value:?}",
                        info.name,
                        base.join(", "),
                        arg.name
                    );
                }
            }
        }
    }
    assert!(
        calls > 500,
        "only {calls} calls: the statistics laws were not found"
    );
}

fn message(result: Result<impl std::fmt::Debug, EvalError>) -> String {
    result.expect_err("an error").to_string()
}

#[test]
fn refusals_name_the_argument() {
    assert!(message(l::beta_mixture_shape(1.5, 0.1)).contains("mean"));
    assert!(message(l::beta_mixture_shape(0.5, 0.0)).contains("correlation"));
    assert!(message(l::pass_at_k_unbiased(10, 11, 1)).contains("passing"));
    assert!(message(l::pass_pow_k_unbiased(10, 3, 11)).contains("k lies"));
    assert!(message(l::zero_failure_sample_size(1.0, 0.95)).contains("target lower bound"));
    assert!(message(l::zero_failure_rate_upper_bound(0, 0.95)).contains("trials"));
    assert!(message(l::arcsine_two_arm_sample_size(0.2, 0.05, 1.0)).contains("power"));
    assert!(message(l::within_task_variance(0.5, 0.3)).contains("between-task variance"));
    assert!(message(l::paired_difference_variance(0.1, 0.2)).contains("difference"));
    assert!(message(l::beta_tail(0.5, 1e-12, 0.5)).contains("correlation"));
    assert!(message(l::beta_binomial_pmf(-1, 0.5, 0.1)).contains("trials"));
}

#[test]
fn small_probabilities_keep_their_digits() {
    // One passing draw among 10^12: pass@1 is exactly 1e-12 (1 − ratio gives 1.0000889e-12).
    assert!(
        rel(
            l::pass_at_k_unbiased(1_000_000_000_000i64, 1, 1).unwrap(),
            1e-12
        ) < 1e-15
    );
    // −ln(1 − C)/n at C = 1e-20 is 1e-20 (−ln(1 − C) as written is 0).
    assert!(rel(l::zero_failure_rate_upper_bound(1, 1e-20).unwrap(), 1e-20) < 1e-15);
    // Two legs of 1e-20 and 2e-20: 3e-20 (1 − Π(1 − p) as written is 0).
    let legs = vec![1e-20, 2e-20];
    assert!(rel(l::multilegged_confidence(legs).unwrap(), 3e-20) < 1e-15);
    // ln(1 − 1e-10) as written is off by 8e-8 relative, which moves the frames by 575.
    let frames = l::consecutive_detection_frames(1e-10, 0.5).unwrap();
    assert_eq!(frames, 6_931_471_806);
    // Missions of failure chance 1e-12 at 95 percent: ln(0.05)/ln(1 − 1e-12).
    let missions = l::zero_failure_mission_count(
        mlsysim_laws::units::per_second(1e-12),
        mlsysim_laws::units::seconds(1.0),
        0.95,
    )
    .unwrap();
    assert!(rel(missions, -(0.05f64.ln()) / (1e-12 + 5e-25)) < 1e-14);
}

#[test]
fn upper_quantiles_come_from_their_own_tails() {
    // Student t with 1 degree of freedom is the Cauchy law: the upper u quantile is
    // cot(π u). At C = 1 − 1e-15, 0.5 + C/2 would round the tail 5e-16 by up to 20 percent.
    let c = 1.0 - 1e-15;
    let u = (1.0 - c) / 2.0;
    let cauchy = 1.0 / (std::f64::consts::PI * u).tan();
    assert!(rel(l::t_critical(1.0, c).unwrap(), cauchy) < 1e-12);
    // χ² with 2 degrees of freedom has the tail e^(−x/2): the upper end of the band at tail t
    // is −2 ln t.
    let c = 1.0 - 3.0 * f64::EPSILON;
    let tail = (1.0 - c) / 2.0;
    let band = l::chi_square_mean_band(1, 2, c).unwrap();
    assert!(rel(band[1], -2.0 * tail.ln()) < 1e-13, "{band:?}");
    // Clopper-Pearson with no success: the upper end solves (1 − x)^n = α/2.
    let c = 1.0 - 6e-16;
    let alpha = 1.0 - c;
    let interval = l::clopper_pearson_interval(0, 1000, c).unwrap();
    let exact = -((alpha / 2.0).ln() / 1000.0).exp_m1();
    assert!(rel(interval[1], exact) < 1e-13, "{interval:?} {exact}");
    // z at 1 − α/2 for α = 1e-15 is 8.026859 (mpmath); Φ⁻¹(1 − 5e-16) as written is 8.0140.
    let n = l::arcsine_two_arm_sample_size(0.2, 1e-15, 0.8).unwrap();
    let z = -l::normal_quantile(5e-16).unwrap();
    assert!(rel(z, 8.026_858_882_534_54) < 1e-15, "{z}");
    let ratio = (z + l::normal_quantile(0.8).unwrap()) / 0.2;
    assert_eq!(n, (2.0 * ratio * ratio).ceil() as i64);
}

#[test]
fn products_of_counts_beyond_64_bits_still_give_the_reference_answer() {
    let big = 4_000_000_000i64;
    // (n + m)/(n m) with n = m = 4e9: n m = 1.6e19 overflows i64; the answer is 1.36 sqrt(5e-10).
    let ks = l::ks_critical_value(1.36, big, big).unwrap();
    assert!(rel(ks, 1.36 * (2.0 / 4e9f64).sqrt()) < 1e-15);
    // floor(gap²/critical) at a gap of 4e9: gap² overflows, the answer (4.2e18) fits.
    let critical = 3.841_458_820_694_124;
    let pairs = l::mcnemar_max_discordant(big, critical).unwrap();
    assert_eq!(pairs, (1.6e19 / critical).floor() as i64);
    // The variance over N r runs, N = r = 4e9.
    let v = l::task_averaged_variance(0.05, 0.19, big, big).unwrap();
    assert!(rel(v, 0.05 / 4e9 + 0.19 / 1.6e19) < 1e-15);
    // S² ε at S = 4e9.
    assert!(rel(l::behavior_cloning_cost_bound(big, 0.01).unwrap(), 1.6e17) < 1e-15);
    // Newcombe's cross product both·neither − second·first at 5e9 per cell: the interval of a
    // table 10^8 times one of 50 tasks is the interval of 5e9 tasks, centred on the same gap.
    let scale = 100_000_000i64;
    let d = l::newcombe_paired_difference(
        40 * scale,
        9 * scale,
        3 * scale,
        48 * scale,
        1.959_963_984_540_054,
    )
    .unwrap();
    assert!(rel(d[0], 0.06) < 1e-14, "{d:?}");
    assert!(d[1] < d[0] && d[0] < d[2] && d[2] - d[1] < 1e-4, "{d:?}");
}

#[test]
fn beta_binomial_tail_sums_the_masses_from_the_small_side() {
    // 40 reviewers with mean 0.01 and correlation 1e-6 (nearly binomial): a majority of them
    // errs with a chance of 1.1166973868592004e-31 (mpmath at 40 digits, summing
    // C(n, k) B(k + a, n − k + b)/B(a, b) for k ≥ 21).
    let tail = l::beta_binomial_tail(40, 0.01, 1e-6, 21).unwrap();
    assert!(rel(tail, 1.116_697_386_859_200_4e-31) < 1e-13, "{tail}");
    let masses = l::beta_binomial_pmf(40, 0.01, 1e-6).unwrap();
    let total: f64 = masses.iter().sum();
    assert!((total - 1.0).abs() < 1e-14);
}

#[test]
fn sequential_tests_end_where_they_drift() {
    // A walk drifting down (−0.02 a step) that ends at the upper boundary with chance 0.1.
    let (upper, lower) = (2.833_213_344_056_216, -2.251_291_798_606_495_3);
    let n = l::sprt_expected_samples(upper, lower, -0.02, 0.1).unwrap();
    assert!(rel(n, (0.1 * upper + 0.9 * lower) / -0.02) < 1e-15);
    // Drifting up but ending mostly at the lower boundary: the inputs contradict each other
    // (Wald's formula would give a negative count).
    assert!(l::sprt_expected_samples(upper, lower, 0.0112, 0.1).is_err());
}
