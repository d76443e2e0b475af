//! The statistics laws over random valid arguments: quantiles invert their tails and rise with
//! the probability, closed forms the general routines must agree with (the chi-square of 1 and
//! 2 degrees of freedom, the Student t of 1 and 2, the incomplete beta of shape 1), intervals
//! that hold their point estimate inside [0, 1], exact tests that are probabilities, and
//! divergences in their bounds. Then every statistics law with each argument set to hostile
//! values: an error or a finite value, never a panic; refusals that name the argument; small
//! probabilities that keep their digits where `1 − p` forms lose them; and counts whose
//! products overflow 64-bit integers where the reference's answer still fits.

use mlsysim_core::InputValue;
use mlsysim_core::laws::{self, *};
use mlsysim_tests::check::finite;
use proptest::prelude::*;

/// Relative agreement within `tol`.
fn near(a: f64, b: f64, tol: f64) -> bool {
    a == b || (a - b).abs() <= tol * a.abs().max(b.abs())
}

/// A probability spread over many orders of magnitude, on either side of one half.
fn probability() -> impl Strategy<Value = f64> {
    prop_oneof![
        (-300.0f64..-1.0).prop_map(|e| 10f64.powf(e)),
        0.01f64..0.99,
        (-15.0f64..-1.0).prop_map(|e| 1.0 - 10f64.powf(e)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn the_normal_quantile_inverts_the_tail(p in probability()) {
        let z = normal_quantile(p).unwrap();
        // P(Z ≤ z) = P(Z > −z); for p above one half the complement is the exact one.
        // A relative error e in z moves the tail by about z² e: the tolerance carries that.
        let tol = 1e-13 * z.mul_add(z, 1.0);
        if p <= 0.5 {
            prop_assert!(near(normal_tail(-z).unwrap(), p, tol), "{p}: {z}");
        } else {
            prop_assert!(near(normal_tail(z).unwrap(), 1.0 - p, tol), "{p}: {z}");
        }
        if (0.25..=0.75).contains(&p) {
            prop_assert!(near(normal_quantile(1.0 - p).unwrap(), -z, 1e-9) || z.abs() < 1e-12);
        }
    }

    #[test]
    fn quantiles_rise_with_the_probability(p in 0.001f64..0.998, dp in 1e-6f64..0.001, dof in 0.5f64..500.0) {
        let q = p + dp;
        prop_assert!(normal_quantile(p).unwrap() < normal_quantile(q).unwrap());
        prop_assert!(students_t_quantile(p, dof).unwrap() < students_t_quantile(q, dof).unwrap());
        prop_assert!(chi_square_quantile(dof, p).unwrap() < chi_square_quantile(dof, q).unwrap());
        prop_assert!(beta_quantile(p, dof, 3.0).unwrap() <= beta_quantile(q, dof, 3.0).unwrap());
    }

    #[test]
    fn chi_square_quantiles_meet_their_closed_forms(c in prop_oneof![0.01f64..0.99, (-15.0f64..-1.0).prop_map(|e| 1.0 - 10f64.powf(e))]) {
        // One degree of freedom: the square of the two-sided normal critical value.
        let z = -normal_quantile((1.0 - c) / 2.0).unwrap();
        prop_assert!(near(chi_square_quantile(1.0, c).unwrap(), z * z, 1e-12), "{c}");
        // Two degrees of freedom: an exponential of mean 2, −2 ln(1 − c).
        prop_assert!(near(chi_square_quantile(2.0, c).unwrap(), -2.0 * (-c).ln_1p(), 1e-12), "{c}");
    }

    #[test]
    fn t_quantiles_meet_their_closed_forms(p in 1e-12f64..(1.0 - 1e-12)) {
        // One degree of freedom is the Cauchy law; two have t = (2p − 1)/sqrt(2p(1 − p)).
        let cauchy = (std::f64::consts::PI * (p - 0.5)).tan();
        prop_assert!(near(students_t_quantile(p, 1.0).unwrap(), cauchy, 1e-10), "{p}");
        let two = (2.0 * p - 1.0) / (2.0 * p * (1.0 - p)).sqrt();
        prop_assert!(near(students_t_quantile(p, 2.0).unwrap(), two, 1e-10), "{p}");
        prop_assert!(near(students_t_quantile(1.0 - p, 7.5).unwrap(), -students_t_quantile(p, 7.5).unwrap(), 1e-9));
    }

    #[test]
    fn the_beta_quantile_inverts_the_incomplete_beta(
        p in 1e-12f64..(1.0 - 1e-9),
        a in prop_oneof![0.05f64..1.0, 1.0f64..50.0, 50.0f64..1e5],
        b in prop_oneof![0.05f64..1.0, 1.0f64..50.0, 50.0f64..1e5],
    ) {
        let x = beta_quantile(p, a, b).unwrap();
        prop_assert!((0.0..=1.0).contains(&x));
        if x > 0.0 && x < 1.0 {
            // Within 1e-9 of p, or as close as the doubles beside x allow (where the law piles
            // its mass against 0 or 1, one step of x moves the tail further than that).
            let at = |x: f64| regularized_incomplete_beta(a, b, x).unwrap();
            let back = at(x);
            let below = at(f64::from_bits(x.to_bits() - 1));
            let above = at(f64::from_bits(x.to_bits() + 1));
            prop_assert!(
                near(back, p, 1e-9) || (below <= p * (1.0 + 1e-9) && p <= above * (1.0 + 1e-9)),
                "{a} {b} {p}: {x} {back} [{below}, {above}]"
            );
        }
    }

    #[test]
    fn the_incomplete_beta_of_shape_one_is_a_power(b in 0.1f64..1e4, x in 1e-6f64..0.999) {
        // I_x(1, b) = 1 − (1 − x)^b.
        let exact = -(b * (-x).ln_1p()).exp_m1();
        prop_assert!(near(regularized_incomplete_beta(1.0, b, x).unwrap(), exact, 1e-13));
    }

    #[test]
    fn binomial_tails_fall_with_the_count_and_rise_with_the_probability(
        n in 1i64..400, k in 0i64..400, p in 0.001f64..0.999
    ) {
        let k = k % (n + 1);
        // A tail below the smallest normal double is an underflow error by design (never a
        // wrong tiny value); such far tails are set aside here.
        let (here, next, higher) = (
            binomial_tail(n, p, k),
            binomial_tail(n, p, k + 1),
            binomial_tail(n, (p + 0.001).min(1.0), k),
        );
        for outcome in [&here, &next, &higher] {
            if let Err(e) = outcome {
                prop_assert!(matches!(e.kind, mlsysim_core::EvalErrorKind::Underflow { .. }), "{e}");
            }
        }
        prop_assume!(here.is_ok() && next.is_ok() && higher.is_ok());
        let here = here.unwrap();
        prop_assert!((0.0..=1.0).contains(&here));
        prop_assert!(next.unwrap() <= here);
        prop_assert!(higher.unwrap() >= here - 1e-15);
    }

    #[test]
    fn binomial_tails_agree_with_the_sum_of_masses(n in 1i64..60, k in 1i64..60, p in 0.01f64..0.99) {
        let k = 1 + k % n;
        let mut mass = (1.0 - p).powi(n as i32);
        let mut below = 0.0;
        for j in 0..k {
            below += mass;
            mass *= (n - j) as f64 / (j + 1) as f64 * p / (1.0 - p);
        }
        prop_assert!((binomial_tail(n, p, k).unwrap() - (1.0 - below)).abs() < 1e-13);
    }

    #[test]
    fn intervals_hold_the_estimate_inside_zero_and_one(
        n in 1i64..5000, k in 0i64..5000, confidence in 0.5f64..0.9999
    ) {
        let k = k % (n + 1);
        let rate = k as f64 / n as f64;
        let z = normal_quantile(0.5 + confidence / 2.0).unwrap();
        let cp = clopper_pearson_interval(k, n, confidence).unwrap();
        let wilson = wilson_interval(k, n, z).unwrap();
        let wald = wald_interval(k, n, z).unwrap();
        for (name, iv) in [("clopper-pearson", &cp), ("wilson", &wilson)] {
            prop_assert!(0.0 <= iv[0] && iv[0] <= rate && rate <= iv[1] && iv[1] <= 1.0, "{name} {k}/{n}: {iv:?}");
        }
        prop_assert!(wald[0] <= rate && rate <= wald[1]);
        prop_assert_eq!(cp[0] == 0.0, k == 0);
        prop_assert_eq!(cp[1] == 1.0, k == n);
        // The one-sided limits at confidence c are the two-sided ends at 2c − 1.
        let one_sided = 0.5 + confidence / 2.0;
        let lower = clopper_pearson_lower_bound(k, n, one_sided).unwrap();
        let upper = clopper_pearson_upper_bound(k, n, one_sided).unwrap();
        prop_assert!(near(lower, cp[0], 1e-9) || (lower - cp[0]).abs() < 1e-300, "{lower} {:?}", cp);
        prop_assert!(near(upper, cp[1], 1e-9), "{upper} {:?}", cp);
        // More confidence, a wider interval.
        let wider = clopper_pearson_interval(k, n, (confidence + 1.0) / 2.0).unwrap();
        prop_assert!(wider[0] <= cp[0] && cp[1] <= wider[1]);
    }

    #[test]
    fn the_zero_failure_bound_is_the_lower_limit_at_n_of_n(n in 1i64..100_000, c in 0.5f64..0.9999) {
        prop_assert!(near(
            clopper_pearson_zero_failure_bound(n, c).unwrap(),
            clopper_pearson_lower_bound(n, n, c).unwrap(),
            1e-12
        ));
    }

    #[test]
    fn newcombe_holds_the_difference(
        both in 0i64..300, first in 0i64..300, second in 0i64..300, neither in 0i64..300,
        z in 1.0f64..3.5
    ) {
        prop_assume!(both + first + second + neither > 0);
        let v = newcombe_paired_difference(both, first, second, neither, z).unwrap();
        prop_assert!(-1.0 <= v[1] && v[1] <= v[0] && v[0] <= v[2] && v[2] <= 1.0, "{v:?}");
    }

    #[test]
    fn the_poisson_interval_meets_its_defining_tails(k in 0i64..100, alpha in 0.001f64..0.5) {
        let v = poisson_exact_interval(k, alpha).unwrap();
        prop_assert!(v[0] <= k as f64 && (k as f64) < v[1]);
        // P(N ≤ k | upper) = α/2 and P(N ≥ k | lower) = α/2, on the reference's own Poisson tail.
        prop_assert!(near(1.0 - poisson_tail(v[1], k + 1).unwrap(), alpha / 2.0, 1e-9));
        if k > 0 {
            prop_assert!(near(poisson_tail(v[0], k).unwrap(), alpha / 2.0, 1e-9));
        }
    }

    #[test]
    fn exact_tests_give_probabilities(a in 0i64..60, b in 0i64..60, c in 0i64..60, d in 0i64..60) {
        let p = fisher_exact_two_sided(a, b, c, d).unwrap();
        prop_assert!(p > 0.0 && p <= 1.0 + 1e-12, "{p}");
        // The same table read by columns is the same test.
        prop_assert!(near(fisher_exact_two_sided(a, c, b, d).unwrap(), p, 1e-12));
        let m = mcnemar_exact_two_sided(b, c).unwrap();
        prop_assert!(m > 0.0 && m <= 1.0);
        prop_assert_eq!(m, mcnemar_exact_two_sided(c, b).unwrap());
        if b == c {
            prop_assert_eq!(m, 1.0);
        }
    }

    #[test]
    fn the_noncentral_tail_rises_with_the_noncentrality(gate in 0.5f64..60.0, dof in 1.0f64..30.0, nc in 0.0f64..80.0) {
        let here = noncentral_chi_square_tail(gate, dof, nc).unwrap();
        prop_assert!((0.0..=1.0).contains(&here));
        prop_assert!(noncentral_chi_square_tail(gate, dof, nc + 1.0).unwrap() >= here);
        prop_assert!(noncentral_chi_square_tail(gate * 1.1, dof, nc).unwrap() <= here);
    }

    #[test]
    fn the_noncentral_tails_sum_to_one(gate in 1e-3f64..5000.0, dof in 1.0f64..100.0, nc in 0.0f64..1000.0) {
        let lower = noncentral_chi_square_cdf(gate, dof, nc).unwrap();
        let upper = noncentral_chi_square_tail(gate, dof, nc).unwrap();
        prop_assert!((0.0..=1.0).contains(&lower) && (0.0..=1.0).contains(&upper));
        prop_assert!((lower + upper - 1.0).abs() < 1e-14, "{lower} {upper}");
        prop_assert!(noncentral_chi_square_cdf(gate * 1.01, dof, nc).unwrap() >= lower);
    }

    #[test]
    fn unbiased_pass_estimates_are_shares_that_move_the_right_way(
        n in 1i64..400, c_share in 0.0f64..=1.0, k_share in 0.0f64..=1.0,
    ) {
        let c = (c_share * n as f64).floor() as i64;
        let k = 1 + (k_share * (n - 1) as f64).floor() as i64;
        let at = pass_at_k_unbiased(n, c, k).unwrap();
        let pow = pass_pow_k_unbiased(n, c, k).unwrap();
        prop_assert!((0.0..=1.0).contains(&at) && (0.0..=1.0).contains(&pow));
        // pass@1 and pass^1 are both the passing share.
        prop_assert!(near(pass_at_k_unbiased(n, c, 1).unwrap(), c as f64 / n as f64, 1e-14));
        prop_assert!(near(pass_pow_k_unbiased(n, c, 1).unwrap(), c as f64 / n as f64, 1e-14));
        // Every draw passing implies at least one passing: pass^k ≤ pass@k.
        prop_assert!(pow <= at * (1.0 + 1e-14));
        if k < n {
            prop_assert!(pass_at_k_unbiased(n, c, k + 1).unwrap() >= at * (1.0 - 1e-14));
            prop_assert!(pass_pow_k_unbiased(n, c, k + 1).unwrap() <= pow * (1.0 + 1e-14));
        }
    }

    #[test]
    fn beta_binomial_masses_sum_to_one_around_their_mean(
        n in 0i64..300, mean in 0.001f64..0.999, rho in 1e-6f64..0.999,
    ) {
        let masses = beta_binomial_pmf(n, mean, rho).unwrap();
        let total: f64 = masses.iter().sum();
        prop_assert!((total - 1.0).abs() < 1e-12, "{total}");
        let expected: f64 = masses.iter().enumerate().map(|(k, m)| k as f64 * m).sum();
        prop_assert!((expected - n as f64 * mean).abs() <= 1e-10 * (1.0 + n as f64), "{expected}");
        let half = n / 2 + 1;
        let tail = beta_binomial_tail(n, mean, rho, half).unwrap();
        let summed: f64 = masses[half.min(n + 1) as usize..].iter().sum();
        prop_assert!(near(tail, summed, 1e-13) || summed < 1e-300);
    }

    #[test]
    fn the_beta_tail_falls_with_the_threshold(mean in 0.001f64..0.999, rho in 1e-6f64..0.999, t in 0.0f64..0.99) {
        let here = beta_tail(mean, rho, t).unwrap();
        prop_assert!((0.0..=1.0).contains(&here));
        prop_assert!(beta_tail(mean, rho, t + 0.01).unwrap() <= here);
    }

    #[test]
    fn zero_failure_counts_meet_their_defining_inequalities(p in 0.5f64..0.999_999, c in 0.5f64..0.999) {
        // n clean trials certify p once p^n ≤ 1 − C, and n − 1 do not.
        let n = zero_failure_sample_size(p, c).unwrap();
        let ln_p = p.ln();
        let ln_alpha = (-c).ln_1p();
        prop_assert!(n as f64 * ln_p <= ln_alpha * (1.0 - 1e-12));
        prop_assert!((n - 1) as f64 * ln_p > ln_alpha * (1.0 + 1e-12));
        // The bound after n trials: e^(−p n) = 1 − C.
        let bound = zero_failure_rate_upper_bound(n, c).unwrap();
        prop_assert!(near((-bound * n as f64).exp(), 1.0 - c, 1e-12));
        prop_assert!(rule_of_three_bound(n).unwrap() >= bound || c > 0.95);
    }

    #[test]
    fn divergences_stay_in_their_bounds(
        p in prop::collection::vec(0.0f64..1.0, 2..12),
        q in prop::collection::vec(0.0f64..1.0, 2..12),
    ) {
        let n = p.len().min(q.len());
        let norm = |v: &[f64]| {
            let s: f64 = v.iter().sum();
            v.iter().map(|x| if s > 0.0 { x / s } else { 1.0 / n as f64 }).collect::<Vec<f64>>()
        };
        let (p, q) = (norm(&p[..n]), norm(&q[..n]));
        let js = jensen_shannon_divergence(p.clone(), q.clone()).unwrap();
        prop_assert!((-1e-15..=std::f64::consts::LN_2 + 1e-15).contains(&js));
        prop_assert!(near(js, jensen_shannon_divergence(q.clone(), p.clone()).unwrap(), 1e-12) || js < 1e-15);
        prop_assert!(population_stability_index(p.clone(), q.clone(), 1e-12).unwrap() >= 0.0);
        prop_assert!(population_stability_index(p.clone(), p.clone(), 1e-12).unwrap() == 0.0);
        prop_assert!(jensen_shannon_divergence(p.clone(), p).unwrap().abs() < 1e-15);
    }
}

#[test]
fn out_of_domain_arguments_are_errors() {
    for p in [0.0, 1.0, -0.5, 1.5, f64::NAN, f64::INFINITY] {
        assert!(normal_quantile(p).is_err(), "{p}");
        assert!(beta_quantile(p, 2.0, 3.0).is_err(), "{p}");
        assert!(students_t_quantile(p, 3.0).is_err(), "{p}");
        assert!(chi_square_quantile(3.0, p).is_err(), "{p}");
    }
    assert!(regularized_incomplete_beta(0.0, 1.0, 0.5).is_err());
    assert!(regularized_incomplete_beta(1.0, 1.0, 1.5).is_err());
    assert!(regularized_incomplete_beta(1e12, 1.0, 0.5).is_err());
    assert!(wilson_interval(3, 2, 1.96).is_err());
    assert!(wilson_interval(-1, 2, 1.96).is_err());
    assert!(wald_interval(0, 0, 1.96).is_err());
    assert!(clopper_pearson_interval(1, 10, 1.0).is_err());
    assert!(fisher_exact_two_sided(-1, 2, 3, 4).is_err());
    assert!(fisher_exact_two_sided(i64::MAX, 1, 1, 1).is_err());
    assert!(mcnemar_exact_two_sided(-2, 3).is_err());
    assert!(poisson_exact_interval(-1, 0.05).is_err());
    assert!(sprt_increments(0.01, 0.05).is_err());
    assert!(sprt_expected_samples(1.0, -1.0, 0.0, 0.5).is_err());
    assert!(population_stability_index(vec![0.5, 0.5], vec![1.0], 1e-12).is_err());
    assert!(spearman_rank_correlation(vec![1.0, 1.0], vec![1.0, 2.0]).is_err());
    // A far cross-entropy threshold that the levels never reach is refused, not looped on.
    assert!(cross_entropy_levels(100.0, 1.0, 0.5).is_err());
}

#[test]
fn quantiles_down_to_the_smallest_double_keep_their_digits() {
    // χ²₁ at a small p is (π/2) p² to leading order (the next term is smaller by p²): at
    // 1.2e-148 it is 2.4e-296, once 1.3e-270 when the iteration stopped on a bisection of the
    // product of its bracket's ends; at 1e-100 it is 1.57e-200.
    for p in [
        1.228_488_331_17e-148,
        1e-100,
        4.305_826_770_109_176e-118,
        3e-154,
    ] {
        let exact = std::f64::consts::FRAC_PI_2 * p * p;
        let q = chi_square_quantile(1.0, p).unwrap();
        assert!((q - exact).abs() <= 1e-12 * exact, "{p}: {q} {exact}");
    }
    // Below the smallest normal double the quantile is an underflow error, not a value.
    assert!(chi_square_quantile(1.0, 1e-154).is_err());
    assert!(chi_square_quantile(1.0, 1e-160).is_err());
}

#[test]
fn huge_arguments_are_bounded() {
    // Shapes past 1e9 are refused; within the bound the answer still comes.
    assert!(beta_quantile(0.5, 2e9, 2e9).is_err());
    let mid = beta_quantile(0.5, 1e8, 1e8).unwrap();
    assert!((mid - 0.5).abs() < 1e-12);
    assert!(chi_square_quantile(1e10, 0.5).is_err());
    assert!(binomial_tail(i64::MAX, 0.5, 3).is_err());
    let p = mcnemar_exact_two_sided(400_000, 401_000).unwrap();
    assert!(p > 0.0 && p < 1.0);
}

/// Values tried for every argument of every statistics law.
const HOSTILE: &[&str] = &[
    "NaN",
    "inf",
    "0",
    "-0",
    "-1",
    "0.5",
    "1",
    "2.5",
    "1e-300",
    "5e-324",
    "1e300",
    "-1e300",
    "9223372036854775807",
    "-9223372036854775808",
    "1000000000",
    "",
    "0,0",
    "1,0,-1",
    "1e308,1e308",
    "1e300 1/s",
    "-6 h",
    "0 s",
];

#[test]
fn every_statistics_law_refuses_or_answers_hostile_arguments() {
    let statistics: Vec<_> = laws::laws()
        .into_iter()
        .filter(|l| l.info.module.contains("::statistics::"))
        .collect();
    assert!(
        statistics.len() >= 70,
        "{} statistics laws",
        statistics.len()
    );
    let mut calls = 0;
    for law in statistics {
        let base: Vec<InputValue> = law
            .info
            .args
            .iter()
            .map(|a| InputValue::Text(a.samples[0].to_string()))
            .collect();
        for position in 0..base.len() {
            for hostile in HOSTILE {
                let mut args = base.clone();
                args[position] = InputValue::Text((*hostile).to_string());
                calls += 1;
                let outcome = std::panic::catch_unwind(|| (law.call)(&args));
                match outcome {
                    Err(_) => panic!("{}({args:?}) panicked", law.info.name),
                    Ok(Ok(v)) => assert!(
                        finite(&v),
                        "{}({args:?}) gave {v}, not a finite value",
                        law.info.name
                    ),
                    Ok(Err(_)) => {}
                }
            }
        }
    }
    assert!(calls > 2000, "{calls} calls");
}

#[test]
fn the_slowest_calls_stay_quick() {
    // The largest arguments each bound allows, where the sums and fractions run longest.
    let start = std::time::Instant::now();
    let _ = noncentral_chi_square_tail(1e6, 1e6, 1e6).unwrap();
    let _ = noncentral_chi_square_tail(2e6, 3.0, 1e6).unwrap();
    assert!(noncentral_chi_square_tail(1.0, 3.0, 2e6).is_err());
    let _ = fisher_exact_two_sided(250_000, 250_000, 250_000, 250_000).unwrap();
    assert!(fisher_exact_two_sided(250_001, 250_000, 250_000, 250_000).is_err());
    let _ = poisson_exact_interval(999_999_999, 0.05).unwrap();
    assert!(poisson_exact_interval(1_000_000_000, 0.05).is_err());
    let _ = binomial_tail(1_000_000_000, 0.5, 500_000_000).unwrap();
    let _ = beta_quantile(0.3, 1e9, 1e9).unwrap();
    let _ = students_t_quantile(1e-300, 2e9).unwrap();
    let _ = chi_square_quantile(2e9, 0.999).unwrap();
    // Not a speed assertion (criterion measures speed): a hang would never get here.
    eprintln!("slowest calls: {:?}", start.elapsed());
}

/// Relative error of `a` from `b` (0 when both are equal).
fn rel(a: f64, b: f64) -> f64 {
    if a == b { 0.0 } else { ((a - b) / b).abs() }
}

fn message(result: Result<impl std::fmt::Debug, mlsysim_core::EvalError>) -> String {
    result.expect_err("an error").to_string()
}

#[test]
fn refusals_name_the_argument() {
    assert!(message(laws::beta_mixture_shape(1.5, 0.1)).contains("mean"));
    assert!(message(laws::beta_mixture_shape(0.5, 0.0)).contains("correlation"));
    assert!(message(laws::pass_at_k_unbiased(10, 11, 1)).contains("passing"));
    assert!(message(laws::pass_pow_k_unbiased(10, 3, 11)).contains("k lies"));
    assert!(message(laws::zero_failure_sample_size(1.0, 0.95)).contains("target lower bound"));
    assert!(message(laws::zero_failure_rate_upper_bound(0, 0.95)).contains("trials"));
    assert!(message(laws::arcsine_two_arm_sample_size(0.2, 0.05, 1.0)).contains("power"));
    assert!(message(laws::within_task_variance(0.5, 0.3)).contains("between-task variance"));
    assert!(message(laws::paired_difference_variance(0.1, 0.2)).contains("difference"));
    assert!(message(laws::beta_tail(0.5, 1e-12, 0.5)).contains("correlation"));
    assert!(message(laws::beta_binomial_pmf(-1, 0.5, 0.1)).contains("trials"));
}

#[test]
fn small_probabilities_keep_their_digits() {
    // One passing draw among 10^12: pass@1 is exactly 1e-12 (1 − ratio gives 1.0000889e-12).
    assert!(
        rel(
            laws::pass_at_k_unbiased(1_000_000_000_000i64, 1, 1).unwrap(),
            1e-12
        ) < 1e-15
    );
    // −ln(1 − C)/n at C = 1e-20 is 1e-20 (−ln(1 − C) as written is 0).
    assert!(
        rel(
            laws::zero_failure_rate_upper_bound(1, 1e-20).unwrap(),
            1e-20
        ) < 1e-15
    );
    // Two legs of 1e-20 and 2e-20: 3e-20 (1 − Π(1 − p) as written is 0).
    let legs = vec![1e-20, 2e-20];
    assert!(rel(laws::multilegged_confidence(legs).unwrap(), 3e-20) < 1e-15);
    // ln(1 − 1e-10) as written is off by 8e-8 relative, which moves the frames by 575.
    let frames = laws::consecutive_detection_frames(1e-10, 0.5).unwrap();
    assert_eq!(frames, 6_931_471_806);
    // Missions of failure chance 1e-12 at 95 percent: ln(0.05)/ln(1 − 1e-12).
    let missions = laws::zero_failure_mission_count(
        mlsysim_core::units::per_second(1e-12),
        mlsysim_core::units::seconds(1.0),
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
    assert!(rel(laws::t_critical(1.0, c).unwrap(), cauchy) < 1e-12);
    // χ² with 2 degrees of freedom has the tail e^(−x/2): the upper end of the band at tail t
    // is −2 ln t.
    let c = 1.0 - 3.0 * f64::EPSILON;
    let tail = (1.0 - c) / 2.0;
    let band = laws::chi_square_mean_band(1, 2, c).unwrap();
    assert!(rel(band[1], -2.0 * tail.ln()) < 1e-13, "{band:?}");
    // Clopper-Pearson with no success: the upper end solves (1 − x)^n = α/2.
    let c = 1.0 - 6e-16;
    let alpha = 1.0 - c;
    let interval = laws::clopper_pearson_interval(0, 1000, c).unwrap();
    let exact = -((alpha / 2.0).ln() / 1000.0).exp_m1();
    assert!(rel(interval[1], exact) < 1e-13, "{interval:?} {exact}");
    // z at 1 − α/2 for α = 1e-15 is 8.026859 (mpmath); Φ⁻¹(1 − 5e-16) as written is 8.0140.
    let n = laws::arcsine_two_arm_sample_size(0.2, 1e-15, 0.8).unwrap();
    let z = -laws::normal_quantile(5e-16).unwrap();
    assert!(rel(z, 8.026_858_882_534_54) < 1e-15, "{z}");
    let ratio = (z + laws::normal_quantile(0.8).unwrap()) / 0.2;
    assert_eq!(n, (2.0 * ratio * ratio).ceil() as i64);
}

#[test]
fn products_of_counts_beyond_64_bits_still_give_the_reference_answer() {
    let big = 4_000_000_000i64;
    // (n + m)/(n m) with n = m = 4e9: n m = 1.6e19 overflows i64; the answer is 1.36 sqrt(5e-10).
    let ks = laws::ks_critical_value(1.36, big, big).unwrap();
    assert!(rel(ks, 1.36 * (2.0 / 4e9f64).sqrt()) < 1e-15);
    // floor(gap²/critical) at a gap of 4e9: gap² overflows, the answer (4.2e18) fits.
    let critical = 3.841_458_820_694_124;
    let pairs = laws::mcnemar_max_discordant(big, critical).unwrap();
    assert_eq!(pairs, (1.6e19 / critical).floor() as i64);
    // The variance over N r runs, N = r = 4e9.
    let v = laws::task_averaged_variance(0.05, 0.19, big, big).unwrap();
    assert!(rel(v, 0.05 / 4e9 + 0.19 / 1.6e19) < 1e-15);
    // S² ε at S = 4e9.
    assert!(
        rel(
            laws::behavior_cloning_cost_bound(big, 0.01).unwrap(),
            1.6e17
        ) < 1e-15
    );
    // Newcombe's cross product both·neither − second·first at 5e9 per cell: the interval of a
    // table 10^8 times one of 50 tasks is the interval of 5e9 tasks, centred on the same gap.
    let scale = 100_000_000i64;
    let d = laws::newcombe_paired_difference(
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
    let tail = laws::beta_binomial_tail(40, 0.01, 1e-6, 21).unwrap();
    assert!(rel(tail, 1.116_697_386_859_200_4e-31) < 1e-13, "{tail}");
    let masses = laws::beta_binomial_pmf(40, 0.01, 1e-6).unwrap();
    let total: f64 = masses.iter().sum();
    assert!((total - 1.0).abs() < 1e-14);
}

#[test]
fn sequential_tests_end_where_they_drift() {
    // A walk drifting down (−0.02 a step) that ends at the upper boundary with chance 0.1.
    let (upper, lower) = (2.833_213_344_056_216, -2.251_291_798_606_495_3);
    let n = laws::sprt_expected_samples(upper, lower, -0.02, 0.1).unwrap();
    assert!(rel(n, (0.1 * upper + 0.9 * lower) / -0.02) < 1e-15);
    // Drifting up but ending mostly at the lower boundary: the inputs contradict each other
    // (Wald's formula would give a negative count).
    assert!(laws::sprt_expected_samples(upper, lower, 0.0112, 0.1).is_err());
}
