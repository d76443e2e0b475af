//! Ratios of binomial coefficients and the beta-binomial masses: the counting under the
//! unbiased pass@k and pass^k estimates and the correlated-vote laws. Plain functions, not
//! laws.
//!
//! Both are long products of factors in (0, 1]. Written as a quotient of factorials or of
//! log-gamma functions (as the reference writes them) they lose digits twice: the quotient of
//! two huge counts, or the difference of two large logarithms, and then `1 − ratio` where the
//! ratio is near one. Here the product is kept as a product: of factors each computed from
//! exact integers, summed as logarithms with compensation (one rounding per factor, none
//! accumulated), or multiplied out with a separate binary exponent so that no partial product
//! underflows.

use crate::error::EvalError;

/// Largest count of factors a product is computed with term by term; beyond it the
/// hypergeometric mass (Loader's saddle-point form) stands in. A million logarithms take a few
/// milliseconds.
pub const MAX_FACTORS: i64 = 1_000_000;

/// Largest number of trials whose beta-binomial masses are listed (one double per outcome).
pub const MAX_TRIALS: i64 = 1_000_000;

/// Neumaier's compensated sum: each addition's rounding error is carried and added back, so
/// the total's error does not grow with the count of terms.
#[derive(Default)]
struct Compensated {
    sum: f64,
    carry: f64,
}

impl Compensated {
    fn add(&mut self, x: f64) {
        let t = self.sum + x;
        if self.sum.abs() >= x.abs() {
            self.carry += (self.sum - t) + x;
        } else {
            self.carry += (x - t) + self.sum;
        }
        self.sum = t;
    }

    fn total(&self) -> f64 {
        self.sum + self.carry
    }
}

/// ln C(n − x, m)/C(n, m) = Σ_{i<m} ln((n − i − x)/(n − i)) for 0 ≤ m, x with m + x ≤ n: the
/// logarithm of the chance that m items drawn without replacement from n miss all of x marked
/// ones (the ratio is symmetric in m and x, so the shorter product is taken). Each factor is
/// ln(1 − x/(n − i)) from `ln_1p` where x/(n − i) is below one half, and the logarithm of the
/// exact quotient of two integers above, so that no factor loses its digits; the sum is
/// compensated. `None` when the product is longer than [`MAX_FACTORS`].
fn ln_miss_all_by_product(n: i64, x: i64, m: i64) -> Option<f64> {
    let (m, x) = (m.min(x), m.max(x));
    if m > MAX_FACTORS {
        return None;
    }
    let mut total = Compensated::default();
    for i in 0..m {
        let rest = n - i;
        let share = x as f64 / rest as f64;
        total.add(if share < 0.5 {
            (-share).ln_1p()
        } else {
            ((rest - x) as f64 / rest as f64).ln()
        });
    }
    Some(total.total())
}

/// C(n − x, m)/C(n, m): the chance that `m` items drawn without replacement from `n` miss all
/// `x` marked ones. 0 when m + x > n.
pub fn miss_all(n: i64, x: i64, m: i64) -> f64 {
    if m.checked_add(x).is_none_or(|s| s > n) {
        return 0.0;
    }
    match ln_miss_all_by_product(n, x, m) {
        Some(ln) => ln.exp(),
        None => super::special::hypergeometric_mass(0.0, x as f64, (n - x) as f64, m as f64),
    }
}

/// 1 − C(n − x, m)/C(n, m): the chance that `m` items drawn without replacement from `n` hit at
/// least one of `x` marked ones, as −expm1 of the logarithm, so that a small chance keeps its
/// digits. 1 when m + x > n.
pub fn hit_any(n: i64, x: i64, m: i64) -> f64 {
    if m.checked_add(x).is_none_or(|s| s > n) {
        return 1.0;
    }
    match ln_miss_all_by_product(n, x, m) {
        Some(ln) => -ln.exp_m1(),
        None => 1.0 - super::special::hypergeometric_mass(0.0, x as f64, (n - x) as f64, m as f64),
    }
}

/// A positive number as a mantissa and a binary exponent, so that a long product never
/// underflows or overflows before it is finished.
#[derive(Clone, Copy)]
struct Scaled {
    mantissa: f64,
    exponent: i64,
}

impl Scaled {
    fn one() -> Self {
        Self {
            mantissa: 1.0,
            exponent: 0,
        }
    }

    fn times(self, factor: f64) -> Self {
        let (mantissa, e) = libm::frexp(self.mantissa * factor);
        Self {
            mantissa,
            exponent: self.exponent + i64::from(e),
        }
    }

    /// The value as a double: 0 below the smallest normal double (such a mass is below
    /// 2.2e-308 and reads as none), never a subnormal with few digits left.
    fn value(self) -> f64 {
        if self.mantissa == 0.0 {
            return 0.0;
        }
        let v = libm::ldexp(self.mantissa, self.exponent.clamp(-2000, 2000) as i32);
        if v < f64::MIN_POSITIVE { 0.0 } else { v }
    }
}

/// The beta-binomial masses P(K = k), k = 0..=n, of n trials that share one success
/// probability drawn from Beta(a, b): C(n, k) (a)_k (b)_(n−k) / (a + b)_n with (x)_j the rising
/// factorial. The first half is carried up from P(K = 0) = Π_{j<n} (b + j)/(a + b + j) by the
/// ratio P(k + 1)/P(k) = (n − k)(k + a)/((k + 1)(n − k − 1 + b)), the second half down from
/// P(K = n) by its inverse, each in scaled arithmetic: every mass is a product of exact-integer
/// factors with at most about 2.5n roundings, and none underflows on the way.
pub fn beta_binomial_masses(n: i64, a: f64, b: f64) -> Result<Vec<f64>, EvalError> {
    if !(0..=MAX_TRIALS).contains(&n) {
        return Err(EvalError::domain(format!(
            "the trials are a count from 0 to {MAX_TRIALS}, not {n}"
        )));
    }
    if !(a > 0.0 && b > 0.0 && a.is_finite() && b.is_finite()) {
        return Err(EvalError::domain(format!(
            "the beta shapes must be positive and finite, not {a} and {b}"
        )));
    }
    let nf = n as f64;
    let mut first = Scaled::one();
    let mut last = Scaled::one();
    for j in 0..n {
        let j = j as f64;
        first = first.times((b + j) / (a + b + j));
        last = last.times((a + j) / (a + b + j));
    }
    let mut masses = vec![0.0; n as usize + 1];
    let half = n / 2;
    let mut up = first;
    for k in 0..=half {
        masses[k as usize] = up.value();
        let kf = k as f64;
        up = up.times((nf - kf) / (kf + 1.0) * ((kf + a) / (nf - kf - 1.0 + b)));
    }
    let mut down = last;
    for k in (half + 1..=n).rev() {
        masses[k as usize] = down.value();
        // P(k − 1)/P(k) = k (n − k + b) / ((n − k + 1)(k − 1 + a)).
        let kf = k as f64;
        down = down.times(kf / (nf - kf + 1.0) * ((nf - kf + b) / (kf - 1.0 + a)));
    }
    Ok(masses)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rel(a: f64, b: f64) -> f64 {
        if a == b { 0.0 } else { ((a - b) / b).abs() }
    }

    /// C(n, k) as a float, exact for the small counts used here.
    fn choose(n: u64, k: u64) -> f64 {
        (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
    }

    #[test]
    fn ratios_match_their_binomial_coefficients() {
        for &(n, x, m) in &[(10, 3, 2), (40, 7, 12), (60, 1, 59), (30, 0, 5), (30, 5, 0)] {
            let exact = choose(n - x, m) / choose(n, m);
            assert!(
                rel(miss_all(n as i64, x as i64, m as i64), exact) < 1e-14,
                "{n} {x} {m}"
            );
            assert!(rel(hit_any(n as i64, x as i64, m as i64), 1.0 - exact) < 1e-13);
        }
        assert_eq!(miss_all(10, 6, 5), 0.0);
        assert_eq!(hit_any(10, 6, 5), 1.0);
    }

    #[test]
    fn a_small_chance_of_a_hit_keeps_its_digits() {
        // One marked item among 10^12, one draw: exactly 1e-12.
        assert!(rel(hit_any(1_000_000_000_000, 1, 1), 1e-12) < 1e-15);
        // Three draws of 10^15 with two marked: 1 − (1 − 2/N)(1 − 2/(N−1))(1 − 2/(N−2)).
        let n = 1e15;
        let exact = 2.0 / n + 2.0 / (n - 1.0) + 2.0 / (n - 2.0);
        assert!(rel(hit_any(1_000_000_000_000_000, 2, 3), exact) < 1e-14);
    }

    #[test]
    fn the_long_products_fall_back_to_the_hypergeometric_mass() {
        let n = 40 * MAX_FACTORS;
        let (x, m) = (MAX_FACTORS + 5, MAX_FACTORS + 7);
        let by_mass = miss_all(n, x, m);
        // ln of the ratio is about −x m / n to leading order.
        let rough = (-(x as f64) * (m as f64) / n as f64).exp();
        assert!(rel(by_mass, rough) < 0.1, "{by_mass} {rough}");
    }

    #[test]
    fn beta_binomial_masses_sum_to_one_and_match_small_cases() {
        for &(n, a, b) in &[
            (0, 1.0, 1.0),
            (1, 0.3, 2.0),
            (12, 0.5, 0.5),
            (200, 3.0, 40.0),
        ] {
            let masses = beta_binomial_masses(n, a, b).unwrap();
            let total: f64 = masses.iter().sum();
            assert!((total - 1.0).abs() < 1e-13, "{n} {a} {b}: {total}");
        }
        // Beta(1, 1) mixes to the uniform law on 0..=n.
        for m in beta_binomial_masses(9, 1.0, 1.0).unwrap() {
            assert!(rel(m, 0.1) < 1e-15);
        }
        // n = 2: P(1) = 2ab/((a+b)(a+b+1)).
        let (a, b) = (0.7, 2.9);
        let masses = beta_binomial_masses(2, a, b).unwrap();
        assert!(rel(masses[1], 2.0 * a * b / ((a + b) * (a + b + 1.0))) < 1e-15);
        // Swapping the shapes reverses the list.
        let forward = beta_binomial_masses(31, 0.4, 7.5).unwrap();
        let backward = beta_binomial_masses(31, 7.5, 0.4).unwrap();
        for (f, b) in forward.iter().zip(backward.iter().rev()) {
            assert!(rel(*f, *b) < 1e-14);
        }
    }

    #[test]
    fn beta_binomial_masses_far_out_keep_their_digits() {
        // Against mpmath at 40 digits, C(n, k) B(k + a, n − k + b)/B(a, b).
        let masses = beta_binomial_masses(5000, 90.0, 10.0).unwrap();
        assert!(rel(masses[0], 1.201_486_349_921_762e-183) < 1e-13);
        assert!(rel(masses[1000], 4.791_531_665_827_584e-52) < 1e-13);
        assert!(rel(masses[4500], 2.611_314_354_703_764e-3) < 1e-13);
        // With a = 900, b = 100, P(K = 0) is 1.7e-961, far below the smallest double, and the
        // masses near the mean come out although the product passes through it.
        let masses = beta_binomial_masses(5000, 900.0, 100.0).unwrap();
        assert_eq!(masses[0], 0.0);
        assert!(rel(masses[4000], 1.062_769_975_822_627e-16) < 1e-13);
        assert!(rel(masses[4500], 7.670_965_929_941_657e-3) < 1e-13);
        let total: f64 = masses.iter().sum();
        assert!((total - 1.0).abs() < 1e-12, "{total}");
        assert!(beta_binomial_masses(-1, 1.0, 1.0).is_err());
        assert!(beta_binomial_masses(3, 0.0, 1.0).is_err());
    }
}
