//! The statistics laws over random valid arguments: quantiles invert their tails and rise with
//! the probability, closed forms the general routines must agree with (the chi-square of 1 and
//! 2 degrees of freedom, the Student t of 1 and 2, the incomplete beta of shape 1), intervals
//! that hold their point estimate inside [0, 1], exact tests that are probabilities, and
//! divergences in their bounds. Then every statistics law with each argument set to hostile
//! values: an error or a finite value, never a panic.

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
fn quantiles_next_to_underflow_are_refused() {
    // χ²₁ at 1.2e-148 is (π/2) p² ≈ 2.4e-296: below the 1e-250 the inverses accept, an error.
    assert!(chi_square_quantile(1.0, 1.228_488_331_17e-148).is_err());
    assert!(chi_square_quantile(1.0, 1e-160).is_err());
    // Above it, the value: (π/2) p² at p = 1e-100 is 1.57e-200.
    let exact = std::f64::consts::FRAC_PI_2 * 1e-200;
    let q = chi_square_quantile(1.0, 1e-100).unwrap();
    assert!((q - exact).abs() <= 1e-12 * exact, "{q} {exact}");
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
