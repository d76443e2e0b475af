//! The noncentral chi-square law: both tails, each with its relative accuracy down to the
//! smallest double. Plain functions, not laws. `statrs` has no noncentral chi-square.
//!
//! X ~ χ'²(k, λ) is a Poisson mixture of central laws: X ~ χ²(k + 2J) with J ~ Poisson(λ/2), so
//!
//!   P(X > x) = Σ_j w_j Q(k/2 + j, x/2),   P(X ≤ x) = Σ_j w_j P(k/2 + j, x/2),
//!
//! w_j = e^(−λ/2) (λ/2)^j / j!. The tail on the small side (the upper one above the mean, the
//! lower one below) is summed directly; the other is one minus it. Every term is positive,
//! computed from Loader's Poisson masses and the incomplete gamma functions of `special`,
//! each side directly, so the sum keeps its relative accuracy however small it is.
//!
//! Where the sum is small its largest terms are not at the Poisson mode: far in the upper tail
//! the mixture is carried by j well above λ/2 (a large x is likelier from a large J), where w_j
//! and Q are each far below a double's range, near the mode, though their product is not.
//! Summing outward from the Poisson mode therefore stops on terms that underflow and misses
//! the tail (the kernel did so before). Here each term is taken as a logarithm, the largest
//! is found by bisection on the sign of the step between neighbours (the terms are unimodal
//! in j: the Poisson weights are log-concave, and so are P and Q as functions of the shape
//! step), and the sum runs outward from it, scaled by it, until the rest is below a quarter
//! of a unit in the last place: a term t_j past the largest, with t_j/t_(j−1) = r, bounds what
//! follows by t_j r/(1 − r). A point whose Chernoff bound e^(−I(x)) is below 1e-313 has no
//! tail a double can hold and is 0 without a sum.

use super::counting::Compensated;
use super::special::{gamma_ln_both, ln_poisson_mass};
use crate::error::EvalError;

/// The largest noncentrality and degrees of freedom accepted: about 10 √(λ/2) terms are summed,
/// each an incomplete gamma function, so the bound keeps a call within milliseconds.
pub const MAX_PARAMETER: f64 = 1e6;
/// Terms summed on either side of the largest before the call is an error.
const MAX_TERMS: f64 = 1e6;
/// e^(−720) is below the smallest normal double: a Chernoff bound beyond it means a tail of 0.
const NEGLIGIBLE_RATE: f64 = 720.0;

fn domain(what: String) -> EvalError {
    EvalError::domain(what)
}

/// (P(X ≤ x), P(X > x)) for X noncentral chi-square with `dof` degrees of freedom and
/// noncentrality `nc`; the smaller computed directly, the other as one minus it.
pub fn noncentral_chi_square_tails(x: f64, dof: f64, nc: f64) -> Result<(f64, f64), EvalError> {
    if !(dof > 0.0 && dof <= MAX_PARAMETER) {
        return Err(domain(format!(
            "the degrees of freedom lie in (0, {MAX_PARAMETER:e}], not {dof}"
        )));
    }
    if !(0.0..=MAX_PARAMETER).contains(&nc) {
        return Err(domain(format!(
            "the noncentrality lies in [0, {MAX_PARAMETER:e}], not {nc}"
        )));
    }
    if !(x >= 0.0 && x.is_finite()) {
        return Err(domain(format!(
            "the point is finite and at least 0, not {x}"
        )));
    }
    if x == 0.0 {
        return Ok((0.0, 1.0));
    }
    if nc == 0.0 {
        return super::special::gamma_both(dof / 2.0, x / 2.0);
    }
    let upper = x >= dof + nc;
    let small = if chernoff_rate(x, dof, nc) > NEGLIGIBLE_RATE {
        0.0
    } else {
        mixture_tail(x / 2.0, dof / 2.0, nc / 2.0, upper)?
    };
    Ok(if upper {
        (1.0 - small, small)
    } else {
        (small, 1.0 - small)
    })
}

/// The Chernoff exponent I(x) = sup_t [t x − K(t)] of the tail beyond x (the upper tail above
/// the mean k + λ, the lower below it), with the cumulant generating function
/// K(t) = (k/2) ln u + λ t u, u = 1/(1 − 2t): the tail is at most e^(−I). At the saddle point
/// K'(t) = k u + λ u² = x, so u = 2x/(k + sqrt(k² + 4λx)).
fn chernoff_rate(x: f64, k: f64, lambda: f64) -> f64 {
    let u = 2.0 * x / (k + (k * k + 4.0 * lambda * x).sqrt());
    let t = 0.5 * (1.0 - 1.0 / u);
    t * x - 0.5 * k * u.ln() - lambda * t * u
}

/// ln of the mixture's j-th term on the upper (Q) or lower (P) side, at half the point `y`,
/// half the degrees of freedom `a` and half the noncentrality `m`.
fn ln_term(j: f64, y: f64, a: f64, m: f64, upper: bool) -> Result<f64, EvalError> {
    let (ln_p, ln_q) = gamma_ln_both(a + j, y)?;
    Ok(ln_poisson_mass(j, m) + if upper { ln_q } else { ln_p })
}

/// The index of the largest term: the first j whose successor is no larger, by bisection on
/// [0, hi]. Above, the terms rise toward the largest; below, they fall.
fn largest_term(y: f64, a: f64, m: f64, upper: bool) -> Result<f64, EvalError> {
    // Past j = m + y on the upper side (past m on the lower) the weights fall faster than the
    // gamma tail can rise, so the largest term lies below.
    let mut lo = 0.0;
    let mut hi = if upper {
        (m + y).ceil() + 2.0
    } else {
        m.floor() + 1.0
    };
    while lo < hi {
        let mid = ((lo + hi) / 2.0).floor();
        if ln_term(mid + 1.0, y, a, m, upper)? > ln_term(mid, y, a, m, upper)? {
            lo = mid + 1.0;
        } else {
            hi = mid;
        }
    }
    Ok(lo)
}

/// Σ_j w_j Q(a + j, y) (upper) or Σ_j w_j P(a + j, y) (lower), summed outward from the largest
/// term, each term scaled by the largest so that none underflows.
fn mixture_tail(y: f64, a: f64, m: f64, upper: bool) -> Result<f64, EvalError> {
    let peak = largest_term(y, a, m, upper)?;
    let ln_peak = ln_term(peak, y, a, m, upper)?;
    let mut sum = Compensated::default();
    sum.add(1.0);
    for step in [1.0, -1.0] {
        let mut previous = 1.0;
        let mut j = peak + step;
        while j >= 0.0 {
            if (j - peak).abs() > MAX_TERMS {
                return Err(domain(format!(
                    "the noncentral chi-square sum did not converge within {MAX_TERMS:e} terms"
                )));
            }
            let term = (ln_term(j, y, a, m, upper)? - ln_peak).exp();
            sum.add(term);
            // Past the largest the terms fall, at least geometrically at the current ratio r
            // (they are log-concave), so the rest is at most term × r/(1 − r).
            let ratio = term / previous;
            if term == 0.0
                || (ratio < 1.0
                    && term * ratio / (1.0 - ratio) <= sum.total() * 0.25 * f64::EPSILON)
            {
                break;
            }
            previous = term;
            j += step;
        }
    }
    let tail = (ln_peak + sum.total().ln()).exp();
    // A tail below the smallest normal double has no digits left: it reads as none.
    Ok(if tail < f64::MIN_POSITIVE {
        0.0
    } else {
        tail.min(1.0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rel(a: f64, b: f64) -> f64 {
        if a == b { 0.0 } else { ((a - b) / b).abs() }
    }

    #[test]
    fn without_noncentrality_it_is_the_central_law() {
        let (p, q) = super::super::special::gamma_both(1.5, 2.0).unwrap();
        let (lower, upper) = noncentral_chi_square_tails(4.0, 3.0, 0.0).unwrap();
        assert!(rel(upper, q) < 1e-15 && rel(lower, p) < 1e-15);
    }

    #[test]
    fn two_degrees_of_freedom_and_a_small_noncentrality_match_the_series() {
        // With k = 2, each central tail is a finite Poisson sum: Q(1 + j, y) =
        // e^(−y) Σ_{i ≤ j} y^i/i!. Summed here to 60 terms at λ = 1, x = 3.
        let (y, m) = (1.5f64, 0.5f64);
        let mut exact = 0.0;
        let mut w = (-m).exp();
        for j in 0..60 {
            let mut q = 0.0;
            let mut f = (-y).exp();
            for i in 0..=j {
                q += f;
                f *= y / f64::from(i + 1);
            }
            exact += w * q;
            w *= m / f64::from(j + 1);
        }
        let (_, upper) = noncentral_chi_square_tails(3.0, 2.0, 1.0).unwrap();
        assert!(rel(upper, exact) < 1e-14, "{upper} {exact}");
    }

    #[test]
    fn far_tails_keep_their_digits() {
        // mpmath at 30 digits: Σ_j w_j Q(k/2 + j, x/2) (or P), summed outward from the largest
        // term until the rest is below 1e-25 of the sum.
        let upper_cases = [
            (3000.0, 1.0, 1000.0, 7.357_096_968_425_715e-119),
            (4740.0, 1.0, 1000.0, 1.350_875_090_667_882_7e-303),
            (200.0, 3.0, 30.0, 5.880_026_415_054_345e-18),
        ];
        for (x, dof, nc, exact) in upper_cases {
            let (lower, upper) = noncentral_chi_square_tails(x, dof, nc).unwrap();
            assert!(rel(upper, exact) < 1e-13, "{x} {dof} {nc}: {upper} {exact}");
            assert_eq!(lower, 1.0);
        }
        let (lower, _) = noncentral_chi_square_tails(0.5, 3.0, 200.0).unwrap();
        assert!(rel(lower, 8.441_835_663_494_771e-43) < 1e-13, "{lower}");
        // Beyond the Chernoff bound the tail is 0 without a sum.
        assert_eq!(
            noncentral_chi_square_tails(1e6, 1.0, 10.0).unwrap(),
            (1.0, 0.0)
        );
    }

    #[test]
    fn bad_parameters_are_errors() {
        assert!(noncentral_chi_square_tails(1.0, 0.0, 1.0).is_err());
        assert!(noncentral_chi_square_tails(1.0, 1.0, -1.0).is_err());
        assert!(noncentral_chi_square_tails(1.0, 1.0, 2e6).is_err());
        assert!(noncentral_chi_square_tails(f64::NAN, 1.0, 1.0).is_err());
        assert!(noncentral_chi_square_tails(-1.0, 1.0, 1.0).is_err());
    }
}
