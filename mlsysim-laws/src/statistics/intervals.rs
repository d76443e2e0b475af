//! Intervals on a binomial proportion (Wald, Wilson, the exact Clopper-Pearson limits), on a
//! paired difference of two proportions (Newcombe), on a gap between two groups, and the exact
//! (Garwood) interval on a Poisson mean. An interval is a list [low, high], in the order the
//! reference's tuple has.

use crate::law;

/// Wald's interval for a proportion of `successes` in `trials`: p̂ ± z sqrt(p̂(1 − p̂)/n), not
/// clipped, so at 0 or n successes it has zero width and near them it leaves [0, 1]; the
/// reason the Wilson interval is preferred.
#[law(
    reference = "mlsysim.physics.statistics.calc_wald_interval",
    samples(successes = [0, 3, 50], trials = [50, 400], z_critical = [1.959963984540054])
)]
pub fn wald_interval(successes: i64, trials: i64, z_critical: f64) -> Vec<f64> {
    {
        super::check_counts(successes, trials, z_critical)?;
        let p = successes / trials;
        let half = z_critical * sqrt(p * (1.0 - p) / trials)?;
        let (low, high) = (p - half, p + half);
        vec![low, high]
    }
}

/// Wilson's score interval for a proportion of `successes` in `trials` at the normal critical
/// value `z_critical`: centred on (x + z²/2)/(n + z²), with half-width
/// z sqrt(x(n − x)/n + z²/4)/(n + z²), clipped to [0, 1], with the ends exactly 0 at no
/// success and 1 at n. It keeps a width at 0 and n successes.
#[law(
    reference = "mlsysim.physics.statistics.calc_wilson_interval",
    samples(successes = [0, 3, 50], trials = [50, 400], z_critical = [1.959963984540054, 2.5758293035489004])
)]
pub fn wilson_interval(successes: i64, trials: i64, z_critical: f64) -> Vec<f64> {
    {
        super::check_counts(successes, trials, z_critical)?;
        let (x, n, z) = (successes, trials, z_critical);
        let center = (x + z * z / 2.0) / (n + z * z);
        // x(n − x) as a double: it overflows 64-bit integers above about 6e9 trials.
        let spread = z * sqrt(1.0 * x * (n - x) / n + z * z / 4.0)? / (n + z * z);
        // At 0 and n successes the ends are exactly 0 and 1; the formula's rounding can leave
        // the upper end one unit below 1 (the reference's does), outside its own estimate.
        let low = if x == 0 {
            0.0
        } else {
            max(0.0, center - spread)
        };
        let high = if x == n {
            1.0
        } else {
            min(1.0, center + spread)
        };
        vec![low, high]
    }
}

/// The exact two-sided Clopper-Pearson interval for `successes` in `trials` at `confidence`:
/// with α = 1 − confidence, the beta quantiles B⁻¹(α/2; k, n − k + 1) (0 when k = 0) and
/// B⁻¹(1 − α/2; k + 1, n − k) (1 when k = n).
#[law(
    reference = "mlsysim.physics.statistics.calc_clopper_pearson_interval",
    samples(successes = [0, 1, 17, 40], trials = [40, 1000], confidence = [0.95, 0.99])
)]
pub fn clopper_pearson_interval(successes: i64, trials: i64, confidence: f64) -> Vec<f64> {
    {
        super::check_exact(successes, trials, confidence)?;
        let a = 1.0 - confidence;
        let low = if successes == 0 {
            0.0
        } else {
            beta_quantile(a / 2.0, successes, trials - successes + 1)?
        };
        let high = if successes == trials {
            1.0
        } else {
            // The upper tail a/2 directly, not the lower tail 1 − a/2.
            super::special::beta_quantile(
                1.0 * (successes + 1),
                1.0 * (trials - successes),
                a / 2.0,
                super::special::Tail::Upper,
            )?
        };
        vec![low, high]
    }
}

/// The exact one-sided Clopper-Pearson lower limit on a success probability after `successes`
/// in `trials`: the p at which P(X ≥ k) = 1 − confidence, the beta quantile
/// B⁻¹(1 − confidence; k, n − k + 1); 0 when k = 0. At k = n it is the zero-failure bound.
#[law(
    reference = "mlsysim.physics.robotics.assurance.calc_clopper_pearson_lower_bound",
    samples(successes = [0, 1, 95, 100], trials = [100, 1000], confidence = [0.9, 0.95])
)]
pub fn clopper_pearson_lower_bound(successes: i64, trials: i64, confidence: f64) -> f64 {
    {
        super::check_exact(successes, trials, confidence)?;
        if successes == 0 {
            0.0
        } else {
            beta_quantile(1.0 - confidence, successes, trials - successes + 1)?
        }
    }
}

/// The exact one-sided Clopper-Pearson upper limit on a probability after `successes` in
/// `trials`: the p at which P(X ≤ k) = 1 − confidence, the beta quantile
/// B⁻¹(confidence; k + 1, n − k); 1 when k = n.
#[law(samples(successes = [0, 1, 95, 100], trials = [100, 3000], confidence = [0.9, 0.95]))]
pub fn clopper_pearson_upper_bound(successes: i64, trials: i64, confidence: f64) -> f64 {
    {
        super::check_exact(successes, trials, confidence)?;
        if successes == trials {
            1.0
        } else {
            beta_quantile(confidence, successes + 1, trials - successes)?
        }
    }
}

/// The exact lower limit on the success probability after `n_trials` trials without a
/// failure: (1 − confidence)^(1/n), the closed form the one-sided Clopper-Pearson limit takes
/// at k = n.
#[law(
    reference = "mlsysim.physics.robotics.assurance.calc_clopper_pearson_zero_failure_bound",
    samples(n_trials = [1, 59, 3000], confidence = [0.9, 0.95, 0.999])
)]
pub fn clopper_pearson_zero_failure_bound(n_trials: i64, confidence: f64) -> f64 {
    {
        super::check_exact(n_trials, n_trials, confidence)?;
        powf(1.0 - confidence, 1.0 / n_trials)?
    }
}

/// The paired difference of two acceptance rates measured on the same tasks, with Newcombe's
/// interval (his method 10): the cells count tasks both configurations accept, only the first,
/// only the second, and neither. Each rate's Wilson interval is combined through the
/// continuity-corrected phi coefficient of the 2×2 table, so agreement between the two narrows
/// the interval. Returned as [difference, low, high].
#[law(
    reference = "mlsysim.physics.statistics.calc_newcombe_paired_difference",
    samples(both = [0, 40], first_only = [0, 9], second_only = [3], neither = [0, 48], z_critical = [1.959963984540054])
)]
pub fn newcombe_paired_difference(
    both: i64,
    first_only: i64,
    second_only: i64,
    neither: i64,
    z_critical: f64,
) -> Vec<f64> {
    {
        require(
            both >= 0 && first_only >= 0 && second_only >= 0 && neither >= 0,
            "the cells are counts of at least 0",
        )?;
        let n = both + first_only + second_only + neither;
        require(n > 0, "the table holds at least one task")?;
        let p1 = (both + first_only) / n;
        let p2 = (both + second_only) / n;
        let first = wilson_interval(both + first_only, n, z_critical)?;
        let second = wilson_interval(both + second_only, n, z_critical)?;
        let (l1, u1, l2, u2) = (first[0], first[1], second[0], second[1]);
        let denominator = sqrt(
            1.0 * (both + first_only)
                * (second_only + neither)
                * (both + second_only)
                * (first_only + neither),
        )?;
        // The cross-product difference in 128-bit integers, exact for any counts, then
        // rounded once, as the reference's integers are.
        let mut numerator = super::wide_cross_difference(both, neither, second_only, first_only);
        if numerator > 0.0 {
            numerator = max(numerator - n / 2, 0.0);
        }
        let rho = if denominator != 0.0 {
            numerator / denominator
        } else {
            0.0
        };
        let (dl1, du1, dl2, du2) = (p1 - l1, u1 - p1, p2 - l2, u2 - p2);
        let lower_width = sqrt(max(0.0, dl1 * dl1 + du2 * du2 - 2.0 * rho * dl1 * du2))?;
        let upper_width = sqrt(max(0.0, du1 * du1 + dl2 * dl2 - 2.0 * rho * du1 * dl2))?;
        let difference = p1 - p2;
        let (low, high) = (difference - lower_width, difference + upper_width);
        vec![difference, low, high]
    }
}

/// The normal-approximation interval of a gap rate_a − rate_b between two independent groups
/// of `n_a` and `n_b`: the gap ± z_critical unpooled standard errors, as [low, high].
#[law(
    reference = "mlsysim.physics.statistics.calc_proportion_gap_interval",
    samples(rate_a = [0.12], rate_b = [0.08, 0.12], n_a = [400, 5000], n_b = [600], z_critical = [1.959963984540054])
)]
pub fn proportion_gap_interval(
    rate_a: f64,
    rate_b: f64,
    n_a: f64,
    n_b: f64,
    z_critical: f64,
) -> Vec<f64> {
    {
        require(z_critical >= 0.0, "the critical value is at least 0")?;
        let gap = rate_a - rate_b;
        let se = proportion_gap_se(rate_a, rate_b, n_a, n_b)?;
        let (low, high) = (gap - z_critical * se, gap + z_critical * se);
        vec![low, high]
    }
}

/// The unpooled standard error of a gap between two independent groups' rates:
/// sqrt(p_a(1 − p_a)/n_a + p_b(1 − p_b)/n_b).
#[law(
    reference = "mlsysim.physics.statistics.calc_proportion_gap_se",
    samples(rate_a = [0.12, 0.5], rate_b = [0.08], n_a = [400], n_b = [600, 30])
)]
pub fn proportion_gap_se(rate_a: f64, rate_b: f64, n_a: f64, n_b: f64) -> f64 {
    {
        super::check_rate(rate_a)?;
        super::check_rate(rate_b)?;
        require(n_a > 0.0 && n_b > 0.0, "both group sizes are positive")?;
        sqrt(rate_a * (1.0 - rate_a) / n_a + rate_b * (1.0 - rate_b) / n_b)?
    }
}

/// The exact (Garwood) two-sided interval on a Poisson mean after `events` events, at level
/// 1 − alpha: the means at which P(N ≥ k) and P(N ≤ k) are alpha/2, i.e. the gamma quantiles
/// of shapes k and k + 1 (half the chi-square quantiles of 2k and 2k + 2 degrees of freedom);
/// the lower end is 0 when no event was seen. Divide by the exposure for a rate.
#[law(
    reference = "mlsysim.physics.statistics.calc_poisson_exact_interval",
    samples(events = [0, 1, 7, 120], alpha = [0.05, 0.01, 0.3])
)]
pub fn poisson_exact_interval(events: i64, alpha: f64) -> Vec<f64> {
    {
        require(events >= 0, "the events are a count of at least 0")?;
        require(
            alpha > 0.0 && alpha < 1.0,
            "alpha lies strictly between 0 and 1",
        )?;
        let low = if events == 0 {
            0.0
        } else {
            super::special::gamma_quantile(1.0 * events, alpha / 2.0, super::special::Tail::Lower)?
        };
        let high = super::special::gamma_quantile(
            1.0 * (events + 1),
            alpha / 2.0,
            super::special::Tail::Upper,
        )?;
        vec![low, high]
    }
}
