//! Quantiles and tails of the normal, chi-square, Student t, beta and binomial laws.

use crate::law;

/// The standard normal quantile Φ⁻¹(p), for 0 < p < 1: the z below which a standard normal
/// value falls with probability `p`.
#[law(samples(p = [0.975, 0.8, 0.5, 0.025, 1e-10]))]
pub fn normal_quantile(p: f64) -> f64 {
    super::special::normal_quantile(p)?
}

/// The upper tail of the standard normal law, P(Z > z) = erfc(z/√2)/2, computed without
/// subtracting from one, so that a tail far out keeps its relative accuracy.
#[law(samples(z = [-1.0, 0.0, 1.959963984540054, 5.0, 30.0]))]
pub fn normal_tail(z: f64) -> f64 {
    super::special::normal_sf(z)
}

/// The two-sided normal tail, P(|Z| ≥ |z|) = 2 P(Z > |z|): the chance that noise alone moves a
/// standard normal statistic at least as far as `z`, either way.
#[law(samples(z = [0.0, 1.96, -2.5, 3.0]))]
pub fn two_sided_normal_tail(z: f64) -> f64 {
    2.0 * normal_tail(z.abs())?
}

/// The chi-square quantile with `degrees_of_freedom` degrees of freedom at `coverage`: the
/// squared radius a sum of that many squared standard normals stays below with probability
/// `coverage` (twice the gamma quantile of shape dof/2). The reference's `calc_chi2_gate` is
/// the same quantile with its arguments the other way round.
#[law(
    reference = "mlsysim.physics.statistics.calc_chi_square_quantile",
    samples(degrees_of_freedom = [1, 3, 40], coverage = [0.5, 0.95, 0.999999])
)]
pub fn chi_square_quantile(degrees_of_freedom: f64, coverage: f64) -> f64 {
    {
        require(
            degrees_of_freedom > 0.0,
            "the degrees of freedom must be positive",
        )?;
        2.0 * super::special::gamma_quantile(
            degrees_of_freedom / 2.0,
            coverage,
            super::special::Tail::Lower,
        )?
    }
}

/// The two-sided band the mean of `n_samples` consistent chi-square statistics of `dof`
/// degrees of freedom falls in with probability `confidence`: the central interval of a
/// chi-square of n·dof degrees of freedom, divided by n. Returned as [low, high].
#[law(
    reference = "mlsysim.physics.statistics.calc_chi2_mean_band",
    samples(n_samples = [1, 50], dof = [2, 4], confidence = [0.95, 0.99])
)]
pub fn chi_square_mean_band(n_samples: i64, dof: i64, confidence: f64) -> Vec<f64> {
    {
        require(
            n_samples >= 1 && dof >= 1,
            "the sample count and the degrees of freedom are at least 1",
        )?;
        require(
            confidence > 0.0 && confidence < 1.0,
            "the confidence lies strictly between 0 and 1",
        )?;
        let tail = (1.0 - confidence) / 2.0;
        let k = n_samples * dof;
        let low = chi_square_quantile(k, tail)? / n_samples;
        // The upper end from its own tail, never from 1 − tail (which rounds a small tail).
        let high = 2.0
            * super::special::gamma_quantile(k / 2.0, tail, super::special::Tail::Upper)?
            / n_samples;
        vec![low, high]
    }
}

/// The chance that a noncentral chi-square statistic (`dof` degrees of freedom, noncentrality
/// `noncentrality`) exceeds `gate`: how often a validation gate catches a biased innovation.
/// A Poisson mixture of central chi-square tails, summed from its mode outward.
#[law(
    reference = "mlsysim.physics.statistics.calc_noncentral_gate_detection",
    samples(gate = [7.814727903251178, 20.0], dof = [3], noncentrality = [0.0, 4.0, 60.0])
)]
pub fn noncentral_chi_square_tail(gate: f64, dof: f64, noncentrality: f64) -> f64 {
    {
        require(
            gate > 0.0 && dof >= 1.0 && noncentrality >= 0.0,
            "the gate is positive, the degrees of freedom at least 1 and the noncentrality at least 0",
        )?;
        super::special::noncentral_chi_square_sf(gate, dof, noncentrality)?
    }
}

/// The Student t quantile: the t below which a t statistic with `degrees_of_freedom` (any
/// positive real, as Welch's approximation gives) falls with probability `p`, through the beta
/// quantile of the law of ν/(ν + t²).
#[law(samples(p = [0.975, 0.6, 0.01, 1e-9], degrees_of_freedom = [1.0, 4.0, 7.3, 1000.0]))]
pub fn students_t_quantile(p: f64, degrees_of_freedom: f64) -> f64 {
    super::special::students_t_quantile(p, degrees_of_freedom)?
}

/// The two-sided Student t critical value at `confidence`: the (1 + confidence)/2 quantile,
/// about 2.78 at 4 degrees of freedom and 95 percent.
#[law(
    reference = "mlsysim.physics.statistics.calc_t_critical",
    samples(degrees_of_freedom = [1.0, 4.0, 12.7, 200.0], confidence = [0.9, 0.95, 0.99])
)]
pub fn t_critical(degrees_of_freedom: f64, confidence: f64) -> f64 {
    {
        require(
            degrees_of_freedom > 0.0 && confidence > 0.0 && confidence < 1.0,
            "the degrees of freedom are positive and the confidence lies strictly between 0 and 1",
        )?;
        // The upper (1 − C)/2 tail directly: 0.5 + C/2 rounds away the digits of a small
        // 1 − C.
        -students_t_quantile((1.0 - confidence) / 2.0, degrees_of_freedom)?
    }
}

/// The beta quantile: the x below which a Beta(a, b) value falls with probability `p`, i.e.
/// the inverse of the regularized incomplete beta function in x. The exact binomial
/// (Clopper-Pearson) limits are beta quantiles.
#[law(samples(p = [0.025, 0.5, 0.975, 1e-8], a = [0.5, 1.0, 12.0], b = [1.0, 30.0, 400.0]))]
pub fn beta_quantile(p: f64, a: f64, b: f64) -> f64 {
    super::special::beta_quantile(a, b, p, super::special::Tail::Lower)?
}

/// The regularized incomplete beta function I_x(a, b): the chance that a Beta(a, b) value is
/// at most `x`. With whole a and b it is a binomial tail: I_p(k, n − k + 1) = P(X ≥ k) for
/// X ~ Binomial(n, p).
#[law(samples(a = [0.5, 3.0, 150.0], b = [0.5, 7.0, 2000.0], x = [0.001, 0.3, 0.99]))]
pub fn regularized_incomplete_beta(a: f64, b: f64, x: f64) -> f64 {
    super::special::beta_both(a, b, x)?.0
}

/// The chance of at least `at_least` successes in `trials` independent trials that each
/// succeed with `probability`: 1 when at_least ≤ 0, 0 when it exceeds the trials, else the
/// incomplete beta I_p(at_least, trials − at_least + 1).
#[law(
    reference = "mlsysim.physics.coordination.calc_binomial_tail",
    samples(trials = [5, 60], probability = [0.0, 0.05, 0.5], at_least = [0, 1, 3, 6])
)]
pub fn binomial_tail(trials: i64, probability: f64, at_least: i64) -> f64 {
    {
        require(trials >= 0, "the trials are at least 0")?;
        require(
            (0.0..=1.0).contains(&probability),
            "the probability lies in [0, 1]",
        )?;
        if at_least <= 0 {
            1.0
        } else if at_least > trials || probability == 0.0 {
            0.0
        } else if probability == 1.0 {
            1.0
        } else {
            regularized_incomplete_beta(at_least, trials - at_least + 1, probability)?
        }
    }
}

/// The shapes [a, b] of the beta law with the given `mean` and pairwise (intraclass)
/// `correlation` ρ among the trials that share one draw of it: a = mean (1/ρ − 1),
/// b = (1 − mean)(1/ρ − 1). Correlated reviewers or votes are trials that share a propensity
/// drawn from this law.
#[law(
    reference = "mlsysim.physics.coordination.calc_beta_mixture_shape",
    samples(mean = [0.1, 0.5, 0.97], correlation = [0.05, 0.3, 1e-6])
)]
pub fn beta_mixture_shape(mean: f64, correlation: f64) -> Vec<f64> {
    {
        super::check_open("mean", mean)?;
        super::check_open("correlation", correlation)?;
        let scale = 1.0 / correlation - 1.0;
        vec![mean * scale, (1.0 - mean) * scale]
    }
}

/// The beta-binomial masses P(K = k) for k = 0 to `trials`: each trial succeeds with a
/// propensity drawn once from the beta law of `mean` and pairwise `correlation`, so
/// P(K = k) = C(n, k) B(k + a, n − k + b)/B(a, b). Computed as products of exact-integer
/// ratios (no log-gamma differences), so a mass far out in a tail keeps its digits; a mass
/// below the smallest double (2.2e-308) is 0. At most a million trials.
#[law(
    reference = "mlsysim.physics.coordination.calc_beta_binomial_pmf",
    samples(trials = [1, 5, 40], mean = [0.1, 0.6], correlation = [0.05, 0.4])
)]
pub fn beta_binomial_pmf(trials: i64, mean: f64, correlation: f64) -> Vec<f64> {
    {
        require(trials >= 0, "the trials are a count of at least 0")?;
        let shape = beta_mixture_shape(mean, correlation)?;
        super::counting::beta_binomial_masses(trials, shape[0], shape[1])?
    }
}

/// The chance of at least `at_least` successes among `trials` correlated trials (the
/// beta-binomial law of `mean` and pairwise `correlation`): the masses from `at_least` up,
/// summed directly, so that a small tail keeps its digits; 1 when at_least ≤ 0, 0 above the
/// trials. A majority of a panel of n errs with at_least = ⌊n/2⌋ + 1.
#[law(
    reference = "mlsysim.physics.coordination.calc_beta_binomial_pmf",
    samples(trials = [5, 40], mean = [0.1, 0.6], correlation = [0.05, 0.4], at_least = [0, 3, 21])
)]
pub fn beta_binomial_tail(trials: i64, mean: f64, correlation: f64, at_least: i64) -> f64 {
    {
        let masses = beta_binomial_pmf(trials, mean, correlation)?;
        let mut tail = 0.0;
        // Smallest first, so that the sum's rounding stays below the largest mass's.
        for k in (max(at_least, 0)..=trials).rev() {
            tail += masses[k];
        }
        // The whole sum may round a unit above 1.
        min(tail, 1.0)
    }
}

/// The mass of the beta law of `mean` and pairwise `correlation` above `threshold`:
/// 1 − I_t(a, b), the upper incomplete beta computed directly (never as one minus the lower).
/// As a correlated panel grows, the share of its members that err tends to the item's
/// propensity, so with threshold ½ this is the floor under a majority's error rate. The
/// shapes may reach 1e9 (a correlation of about 1e-9).
#[law(
    reference = "mlsysim.physics.coordination.calc_beta_tail",
    samples(mean = [0.1, 0.4], correlation = [0.05, 0.3], threshold = [0.5, 0.2, 0.0])
)]
pub fn beta_tail(mean: f64, correlation: f64, threshold: f64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&threshold),
            "the threshold lies in [0, 1]",
        )?;
        let shape = beta_mixture_shape(mean, correlation)?;
        require(
            shape[0] + shape[1] <= super::special::MAX_SHAPE,
            "the correlation is at least about 1e-9: below it the beta shapes exceed 1e9",
        )?;
        super::special::beta_both(shape[0], shape[1], threshold)?.1
    }
}
