//! Planning an experiment or a measurement: sample sizes for proportions and means, the
//! half-width a sample gives, standard errors and Welch's interval, plain Monte Carlo and
//! importance sampling of a rare event, split-conformal ranks, repeated detections, and the
//! time a traffic slice takes to collect its sample.

use crate::law;
use crate::units::Named;

/// Per-arm sample size of a two-proportion A/B test that detects an absolute `detectable_lift`
/// over `baseline_rate` (normal approximation, unrounded). Simplified form (`pooled` false):
/// 2(z_α + z_β)² p(1 − p)/δ², the baseline's variance for both arms. Pooled form:
/// (z_α sqrt(2 p̄ q̄) + z_β sqrt(p₁q₁ + p₂q₂))²/δ² with p̄ the mean of the two rates.
#[law(
    reference = "mlsysim.physics.statistics.calc_two_proportion_sample_size",
    samples(baseline_rate = [0.05, 0.4], detectable_lift = [0.01], z_alpha = [1.96, 1.959963984540054], z_beta = [0.84], pooled = ["false", "true"])
)]
pub fn two_proportion_sample_size(
    baseline_rate: f64,
    detectable_lift: f64,
    z_alpha: f64,
    z_beta: f64,
    pooled: bool,
) -> f64 {
    {
        let (p, delta) = (baseline_rate, detectable_lift);
        require(
            p > 0.0 && p < 1.0,
            "the baseline rate lies strictly between 0 and 1",
        )?;
        require(delta > 0.0, "the detectable lift must be positive")?;
        if pooled {
            let p2 = p + delta;
            require(
                p2 > 0.0 && p2 < 1.0,
                "the baseline rate plus the lift must stay strictly between 0 and 1",
            )?;
            let p_bar = (p + p2) / 2.0;
            let spread = z_alpha * sqrt(2.0 * p_bar * (1.0 - p_bar))?
                + z_beta * sqrt(p * (1.0 - p) + p2 * (1.0 - p2))?;
            spread * spread / (delta * delta)
        } else {
            let variance = p * (1.0 - p);
            let z = z_alpha + z_beta;
            2.0 * (z * z) * variance / (delta * delta)
        }
    }
}

/// The smallest absolute lift a two-arm test with `n_per_variant` per arm detects: the
/// simplified two-proportion sample size solved for the effect,
/// sqrt(2(z_α + z_β)² p(1 − p)/n).
#[law(
    reference = "mlsysim.physics.statistics.calc_two_proportion_detectable_lift",
    samples(baseline_rate = [0.05, 0.4], n_per_variant = [1000, 75000], z_alpha = [1.96], z_beta = [0.84])
)]
pub fn two_proportion_detectable_lift(
    baseline_rate: f64,
    n_per_variant: f64,
    z_alpha: f64,
    z_beta: f64,
) -> f64 {
    {
        require(
            baseline_rate > 0.0 && baseline_rate < 1.0,
            "the baseline rate lies strictly between 0 and 1",
        )?;
        require(n_per_variant > 0.0, "the sample per arm must be positive")?;
        let variance = baseline_rate * (1.0 - baseline_rate);
        let z = z_alpha + z_beta;
        sqrt(2.0 * (z * z) * variance / n_per_variant)?
    }
}

/// Outcomes a one-sample binomial test needs to tell `alternative_rate` from `null_rate`, each
/// hypothesis's variance on its own side: ((z_α sqrt(p₀q₀) + z_β sqrt(p₁q₁))/(p₀ − p₁))².
#[law(
    reference = "mlsysim.physics.statistics.calc_one_proportion_sample_size",
    samples(null_rate = [0.92], alternative_rate = [0.9, 0.95], z_alpha = [1.6448536269514722], z_beta = [0.8416212335729143, 1.2815515655446004])
)]
pub fn one_proportion_sample_size(
    null_rate: f64,
    alternative_rate: f64,
    z_alpha: f64,
    z_beta: f64,
) -> f64 {
    {
        require(
            null_rate > 0.0 && null_rate < 1.0 && alternative_rate > 0.0 && alternative_rate < 1.0,
            "the rates lie strictly between 0 and 1",
        )?;
        require(null_rate != alternative_rate, "the rates must differ")?;
        let spread = z_alpha * sqrt(null_rate * (1.0 - null_rate))?
            + z_beta * sqrt(alternative_rate * (1.0 - alternative_rate))?;
        let ratio = spread / (null_rate - alternative_rate);
        ratio * ratio
    }
}

/// Cohen's effect size h between two proportions: 2 asin sqrt(p_high) − 2 asin sqrt(p_low).
#[law(
    reference = "mlsysim.physics.statistics.calc_cohens_h",
    samples(p_high = [0.6, 0.99], p_low = [0.5, 0.0])
)]
pub fn cohens_h(p_high: f64, p_low: f64) -> f64 {
    {
        super::check_rate(p_high)?;
        super::check_rate(p_low)?;
        2.0 * sqrt(p_high)?.asin() - 2.0 * sqrt(p_low)?.asin()
    }
}

/// Runs per arm to detect Cohen's `effect_h` two-sided at `alpha` with `power`: each
/// arcsine-transformed rate has variance 1/n, so n = ceil(2((z_{1−α/2} + z_power)/h)²), 392 at
/// h = 0.2 with the usual 5 percent and 80 percent.
#[law(
    reference = "mlsysim.physics.statistics.calc_arcsine_two_arm_sample_size",
    samples(effect_h = [0.2, -0.5, 0.05], alpha = [0.05, 0.01], power = [0.8, 0.9])
)]
pub fn arcsine_two_arm_sample_size(effect_h: f64, alpha: f64, power: f64) -> i64 {
    {
        require(effect_h != 0.0, "the effect size must be nonzero")?;
        super::check_open("alpha", alpha)?;
        super::check_open("power", power)?;
        // z_{1−α/2} as the upper α/2 tail, −Φ⁻¹(α/2): 1 − α/2 rounds a small α away.
        let ratio = (-normal_quantile(alpha / 2.0)? + normal_quantile(power)?) / effect_h;
        ceil(2.0 * (ratio * ratio))?
    }
}

/// Samples per arm of a two-sided two-sample test of a mean difference (normal
/// approximation, unrounded): 2(z_α + z_β)² sd²/d².
#[law(
    reference = "mlsysim.physics.statistics.calc_samples_per_arm_for_difference",
    samples(sd = [12.0], difference = [3.0, -0.5], z_alpha = [1.959963984540054], z_beta = [0.8416212335729143])
)]
pub fn samples_per_arm_for_difference(sd: f64, difference: f64, z_alpha: f64, z_beta: f64) -> f64 {
    {
        require(difference != 0.0, "the difference must be nonzero")?;
        require(sd >= 0.0, "the standard deviation is at least 0")?;
        let z = z_alpha + z_beta;
        2.0 * (z * z) * (sd * sd) / (difference * difference)
    }
}

/// The normal-approximation half-width of a rate from `n_samples` independent draws:
/// z sqrt(p(1 − p)/n).
#[law(
    reference = "mlsysim.physics.statistics.calc_proportion_half_width",
    samples(rate = [0.5, 0.03], n_samples = [100, 2500], z_critical = [1.959963984540054])
)]
pub fn proportion_half_width(rate: f64, n_samples: f64, z_critical: f64) -> f64 {
    {
        super::check_rate(rate)?;
        require(n_samples > 0.0, "the sample count is positive")?;
        require(z_critical >= 0.0, "the critical value is at least 0")?;
        z_critical * sqrt(rate * (1.0 - rate) / n_samples)?
    }
}

/// Independent draws that give a rate's normal-approximation half-width `half_width`:
/// ceil(z² p(1 − p)/h²).
#[law(
    reference = "mlsysim.physics.statistics.calc_samples_for_half_width",
    samples(rate = [0.5, 0.03], half_width = [0.01, 0.05], z_critical = [1.959963984540054])
)]
pub fn samples_for_half_width(rate: f64, half_width: f64, z_critical: f64) -> i64 {
    {
        super::check_rate(rate)?;
        require(half_width > 0.0, "the half-width is positive")?;
        require(z_critical >= 0.0, "the critical value is at least 0")?;
        ceil(z_critical * z_critical * rate * (1.0 - rate) / (half_width * half_width))?
    }
}

/// The fewest consecutive clean runs whose Wilson upper limit on the failure rate falls below
/// `target_upper`: with no failure in n runs the limit is z²/(n + z²), below t once
/// n > z²(1 − t)/t, so floor(z²(1 − t)/t) + 1.
#[law(
    reference = "mlsysim.physics.statistics.calc_wilson_clean_runs",
    samples(target_upper = [0.01, 0.2], z = [1.959963984540054, 1.6448536269514722])
)]
pub fn wilson_clean_runs(target_upper: f64, z: f64) -> i64 {
    {
        require(
            target_upper > 0.0 && target_upper < 1.0,
            "the target upper limit lies strictly between 0 and 1",
        )?;
        require(z >= 0.0, "the critical value z is at least 0")?;
        floor(z * z * (1.0 - target_upper) / target_upper)? + 1
    }
}

/// The mean within-task variance of runs, E[pᵢ(1 − pᵢ)] = mean(1 − mean) − Var(pᵢ), from the
/// mean acceptance rate and the variance of the tasks' rates.
#[law(
    reference = "mlsysim.physics.statistics.calc_within_task_variance",
    samples(mean_rate = [0.6, 0.1], between_task_variance = [0.05, 0.0])
)]
pub fn within_task_variance(mean_rate: f64, between_task_variance: f64) -> f64 {
    {
        super::check_rate(mean_rate)?;
        // Rates in [0, 1] with mean m vary by at most m(1 − m), so the difference is never
        // negative for a variance that can occur.
        require(
            between_task_variance >= 0.0 && between_task_variance <= mean_rate * (1.0 - mean_rate),
            "the between-task variance lies between 0 and mean_rate (1 − mean_rate)",
        )?;
        mean_rate * (1.0 - mean_rate) - between_task_variance
    }
}

/// The variance of an acceptance rate averaged over `tasks` tasks of `runs_per_task` runs each:
/// σ²_task/N + σ²_run/(N r). More runs shrink only the second term; more tasks shrink both.
#[law(
    reference = "mlsysim.physics.statistics.calc_task_averaged_variance",
    samples(between_task_variance = [0.05], within_task_variance = [0.19], tasks = [100, 500], runs_per_task = [1, 5])
)]
pub fn task_averaged_variance(
    between_task_variance: f64,
    within_task_variance: f64,
    tasks: i64,
    runs_per_task: i64,
) -> f64 {
    {
        require(
            tasks >= 1 && runs_per_task >= 1,
            "the tasks and the runs per task are at least 1",
        )?;
        require(
            between_task_variance >= 0.0 && within_task_variance >= 0.0,
            "the variances are at least 0",
        )?;
        // The run count N r as a double: it overflows 64-bit integers where the variance
        // still fits.
        between_task_variance / tasks + within_task_variance / (1.0 * tasks * runs_per_task)
    }
}

/// The per-pair variance of a paired candidate-minus-baseline outcome in {−1, 0, +1}: the
/// discordant share minus the squared mean difference, d − δ².
#[law(
    reference = "mlsysim.physics.statistics.calc_paired_difference_variance",
    samples(discordant_fraction = [0.2, 0.05], difference = [0.04, -0.05])
)]
pub fn paired_difference_variance(discordant_fraction: f64, difference: f64) -> f64 {
    {
        super::check_rate(discordant_fraction)?;
        // Each pair moves the difference by at most one, and only a discordant pair moves it.
        require(
            difference.abs() <= discordant_fraction,
            "the difference is at most the discordant fraction in size",
        )?;
        discordant_fraction - difference * difference
    }
}

/// The standard error of a mean of `n_samples` independent values of spread `sd`: sd/√n.
#[law(
    reference = "mlsysim.physics.statistics.calc_standard_error",
    samples(sd = [2.5, 0.1], n_samples = [1, 400])
)]
pub fn standard_error(sd: f64, n_samples: f64) -> f64 {
    {
        require(n_samples > 0.0, "the sample count must be positive")?;
        require(sd >= 0.0, "the standard deviation is at least 0")?;
        sd / sqrt(n_samples)?
    }
}

/// The half-width of a `confidence` interval on a mean of `n_samples` values of spread `sd`:
/// the Student t critical value of n − 1 degrees of freedom times the standard error.
#[law(
    reference = "mlsysim.physics.statistics.calc_mean_half_width",
    samples(sd = [2.5], n_samples = [2, 5, 30], confidence = [0.95, 0.99])
)]
pub fn mean_half_width(sd: f64, n_samples: i64, confidence: f64) -> f64 {
    {
        require(n_samples >= 2, "a half-width needs at least 2 samples")?;
        t_critical(n_samples - 1, confidence)? * standard_error(sd, n_samples)?
    }
}

/// Welch's interval on mean_a − mean_b for two samples with unequal spreads: the standard error
/// sqrt(s_a²/n_a + s_b²/n_b), the Welch-Satterthwaite degrees of freedom
/// se⁴/((s_a²/n_a)²/(n_a − 1) + (s_b²/n_b)²/(n_b − 1)), the t critical value at those, and the
/// interval's ends: `difference`, `se`, `dof`, `t`, `low`, `high`, by name.
#[law(
    reference = "mlsysim.physics.statistics.calc_welch_interval",
    samples(mean_a = [102.0], sd_a = [4.0], n_a = [5, 30], mean_b = [100.0], sd_b = [9.0], n_b = [7], confidence = [0.95])
)]
pub fn welch_interval(
    mean_a: f64,
    sd_a: f64,
    n_a: i64,
    mean_b: f64,
    sd_b: f64,
    n_b: i64,
    confidence: f64,
) -> Named<f64> {
    {
        require(
            n_a >= 2 && n_b >= 2,
            "each sample needs at least two values",
        )?;
        require(
            sd_a >= 0.0 && sd_b >= 0.0 && (sd_a > 0.0 || sd_b > 0.0),
            "the standard deviations are at least 0 and one is positive (else the degrees of freedom are undefined)",
        )?;
        let va = sd_a * sd_a / n_a;
        let vb = sd_b * sd_b / n_b;
        let se = sqrt(va + vb)?;
        let dof = (va + vb) * (va + vb) / (va * va / (n_a - 1) + vb * vb / (n_b - 1));
        let t = t_critical(dof, confidence)?;
        let d = mean_a - mean_b;
        let (low, high) = (d - t * se, d + t * se);
        Named(vec![
            ("difference".to_string(), d),
            ("se".to_string(), se),
            ("dof".to_string(), dof),
            ("t".to_string(), t),
            ("low".to_string(), low),
            ("high".to_string(), high),
        ])
    }
}

/// Plain Monte Carlo draws that estimate a `failure_probability` p to a relative standard
/// error r: N = (1 − p)/(p r²).
#[law(
    reference = "mlsysim.physics.statistics.calc_monte_carlo_sample_size",
    samples(failure_probability = [1e-6, 0.01], relative_error = [0.1, 0.01])
)]
pub fn monte_carlo_sample_size(failure_probability: f64, relative_error: f64) -> f64 {
    {
        require(
            failure_probability > 0.0 && failure_probability < 1.0,
            "the failure probability lies strictly between 0 and 1",
        )?;
        require(relative_error > 0.0, "the relative error must be positive")?;
        (1.0 - failure_probability) / (failure_probability * (relative_error * relative_error))
    }
}
