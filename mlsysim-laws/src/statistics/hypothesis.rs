//! Tests of hypotheses: Fisher's and McNemar's exact tests, the pooled two-proportion z, Wald's
//! sequential probability ratio test, and the two-sample Kolmogorov-Smirnov bounds.

use crate::law;

/// Fisher's exact two-sided p for the 2×2 table [[a, b], [c, d]] (rows are the two arms): the
/// total hypergeometric probability, with the table's margins, of every table no more probable
/// than the one observed (with a relative allowance of 1e-9 for ties, as the reference has).
#[law(
    reference = "mlsysim.physics.statistics.calc_fisher_exact_two_sided",
    samples(a = [0, 3, 12], b = [9, 40], c = [7], d = [2, 300])
)]
pub fn fisher_exact_two_sided(a: i64, b: i64, c: i64, d: i64) -> f64 {
    super::special::fisher_two_sided(a, b, c, d)?
}

/// McNemar's exact two-sided p from the discordant pairs: given d = first_only + second_only,
/// the wins of the first are Binomial(d, ½) when the two marginal rates are equal, so
/// p = min(1, 2 P(X ≤ min(first_only, second_only))); 1 when no pair is discordant.
#[law(
    reference = "mlsysim.physics.statistics.calc_mcnemar_exact_two_sided",
    samples(first_only = [0, 2, 15, 400], second_only = [0, 9, 15, 520])
)]
pub fn mcnemar_exact_two_sided(first_only: i64, second_only: i64) -> f64 {
    {
        require(
            first_only >= 0 && second_only >= 0,
            "the discordant counts are at least 0",
        )?;
        let discordant = first_only + second_only;
        if discordant == 0 {
            1.0
        } else {
            let fewer = min(first_only, second_only);
            let tail = regularized_incomplete_beta(discordant - fewer, fewer + 1, 0.5)?;
            min(1.0, 2.0 * tail)
        }
    }
}

/// The largest disagreement count b + c at which McNemar's statistic (b − c)²/(b + c), without
/// continuity correction, still exceeds `critical` for a fixed net gap b − c:
/// floor(gap² / critical).
#[law(
    reference = "mlsysim.physics.statistics.calc_mcnemar_max_discordant",
    samples(net_gap = [0, 12, -30], critical = [3.841458820694124, 6.6])
)]
pub fn mcnemar_max_discordant(net_gap: i64, critical: f64) -> i64 {
    {
        require(critical > 0.0, "the critical value must be positive")?;
        // The gap squared as a double (one rounding, as the reference's integer square is
        // rounded when divided): a gap above 3e9 would overflow 64-bit integers.
        floor(1.0 * net_gap * net_gap / critical)?
    }
}

/// The pooled two-proportion z statistic for an observed gap rate_a − rate_b between groups of
/// `n_a` and `n_b`, under the hypothesis that both share the pooled rate
/// p = (n_a p_a + n_b p_b)/(n_a + n_b): (p_a − p_b)/sqrt(p(1 − p)(1/n_a + 1/n_b)).
#[law(
    reference = "mlsysim.physics.statistics.calc_two_proportion_z",
    samples(rate_a = [0.12, 0.3], rate_b = [0.08], n_a = [400, 5000], n_b = [600])
)]
pub fn two_proportion_z(rate_a: f64, rate_b: f64, n_a: f64, n_b: f64) -> f64 {
    {
        super::check_rate(rate_a)?;
        super::check_rate(rate_b)?;
        require(n_a > 0.0 && n_b > 0.0, "both group sizes are positive")?;
        let pooled = (n_a * rate_a + n_b * rate_b) / (n_a + n_b);
        require(
            pooled > 0.0 && pooled < 1.0,
            "the pooled rate lies strictly between 0 and 1 (some successes and some failures)",
        )?;
        (rate_a - rate_b) / sqrt(pooled * (1.0 - pooled) * (1.0 / n_a + 1.0 / n_b))?
    }
}

/// The per-group size at which the pooled two-proportion z of a fixed gap reaches
/// `z_critical`, with equal groups: 2 p(1 − p)(z / gap)², p the mean of the two rates.
#[law(
    reference = "mlsysim.physics.statistics.calc_equal_n_for_z",
    samples(rate_a = [0.12, 0.5], rate_b = [0.08], z_critical = [1.959963984540054, 3.0])
)]
pub fn equal_n_for_z(rate_a: f64, rate_b: f64, z_critical: f64) -> f64 {
    {
        super::check_rate(rate_a)?;
        super::check_rate(rate_b)?;
        require(rate_a != rate_b, "the two rates differ")?;
        require(z_critical >= 0.0, "the critical value is at least 0")?;
        let pooled = (rate_a + rate_b) / 2.0;
        let ratio = z_critical / (rate_a - rate_b);
        2.0 * pooled * (1.0 - pooled) * (ratio * ratio)
    }
}

/// Wald's log-likelihood-ratio increments per success and per failure, with per-trial failure
/// probabilities p₀ = `p_unacceptable` under H0 and p₁ = `p_acceptable` under H1: a success
/// adds ln((1 − p₁)/(1 − p₀)) and a failure ln(p₁/p₀). Returned as [success, failure].
#[law(
    reference = "mlsysim.physics.statistics.calc_sprt_increments",
    samples(p_unacceptable = [0.1, 0.01], p_acceptable = [0.05, 0.001])
)]
pub fn sprt_increments(p_unacceptable: f64, p_acceptable: f64) -> Vec<f64> {
    {
        let (p0, p1) = (p_unacceptable, p_acceptable);
        require(
            0.0 < p1 && p1 < p0 && p0 < 1.0,
            "the probabilities must satisfy 0 < p_acceptable < p_unacceptable < 1",
        )?;
        let success = ln((1.0 - p1) / (1.0 - p0))?;
        let failure = ln(p1 / p0)?;
        vec![success, failure]
    }
}

/// Wald's accept and reject boundaries on the log-likelihood ratio for error rates `alpha`
/// (accepting H1 under H0) and `beta` (rejecting H1 under H1): [ln((1 − β)/α), ln(β/(1 − α))].
#[law(
    reference = "mlsysim.physics.statistics.calc_sprt_boundaries",
    samples(alpha = [0.05, 0.01], beta = [0.1, 0.2])
)]
pub fn sprt_boundaries(alpha: f64, beta: f64) -> Vec<f64> {
    {
        require(
            alpha > 0.0 && alpha < 1.0 && beta > 0.0 && beta < 1.0,
            "alpha and beta lie strictly between 0 and 1",
        )?;
        let accept = ln((1.0 - beta) / alpha)?;
        let reject = ln(beta / (1.0 - alpha))?;
        vec![accept, reject]
    }
}

/// Wald's expected number of trials before a sequential test stops, overshoot neglected: the
/// walk ends at `upper` with probability `upper_probability` and at `lower` otherwise, and the
/// expected end over the mean step `drift` is E[N].
#[law(
    reference = "mlsysim.physics.statistics.calc_sprt_expected_samples",
    samples(upper = [2.833213344056216], lower = [-2.2512917986064953], drift = [0.0112, 0.5], upper_probability = [0.95, 0.6])
)]
pub fn sprt_expected_samples(upper: f64, lower: f64, drift: f64, upper_probability: f64) -> f64 {
    {
        require(drift != 0.0, "the drift must be nonzero")?;
        require(
            (0.0..=1.0).contains(&upper_probability),
            "the probability of ending at the upper boundary lies in [0, 1]",
        )?;
        require(
            lower < 0.0 && upper > 0.0,
            "the lower boundary is below 0 and the upper above it",
        )?;
        let expected = (upper_probability * upper + (1.0 - upper_probability) * lower) / drift;
        require(
            expected > 0.0,
            "the drift has the sign of the expected end, upper_probability × upper + (1 − upper_probability) × lower: the walk moves toward where it ends",
        )?;
        expected
    }
}

/// The large-sample two-sample Kolmogorov-Smirnov coefficient at `significance`:
/// c(α) = sqrt(−ln(α/2)/2), about 1.36 at 0.05.
#[law(
    reference = "mlsysim.physics.statistics.calc_ks_coefficient",
    samples(significance = [0.05, 0.01, 0.5])
)]
pub fn ks_coefficient(significance: f64) -> f64 {
    {
        require(
            significance > 0.0 && significance < 1.0,
            "the significance lies strictly between 0 and 1",
        )?;
        sqrt(-ln(significance / 2.0)? / 2.0)?
    }
}

/// The large-sample two-sample Kolmogorov-Smirnov critical distance:
/// c sqrt((n₀ + nₜ)/(n₀ nₜ)) for samples of `n_reference` and `n_current`.
#[law(
    reference = "mlsysim.physics.statistics.calc_ks_critical_value",
    samples(coefficient = [1.36, 1.63], n_reference = [1000, 50000], n_current = [200, 50000])
)]
pub fn ks_critical_value(coefficient: f64, n_reference: i64, n_current: i64) -> f64 {
    {
        require(
            n_reference > 0 && n_current > 0,
            "the sample sizes must be positive",
        )?;
        require(coefficient >= 0.0, "the coefficient is at least 0")?;
        // In doubles: the product of the sizes overflows 64-bit integers above about 3e9
        // each, where the reference's answer still fits.
        coefficient * sqrt((1.0 * n_reference + 1.0 * n_current) / (1.0 * n_reference * n_current))?
    }
}

/// The Kolmogorov-Smirnov distance between two normals of one spread whose means are
/// `shift_sd` spreads apart: the gap of the two distribution functions midway between the
/// means, 2Φ(|s|/2) − 1 = erf(|s|/(2√2)).
#[law(
    reference = "mlsysim.physics.statistics.calc_ks_normal_location_shift",
    samples(shift_sd = [0.0, 0.25, -1.0, 4.0])
)]
pub fn ks_normal_location_shift(shift_sd: f64) -> f64 {
    libm::erf(shift_sd.abs() / (2.0 * sqrt(2.0)?))
}
