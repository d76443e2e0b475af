//! Distances between distributions (population stability, Jensen-Shannon, the Gaussian
//! Kullback-Leibler divergence), agreement and rank correlation, calibration, confidence in
//! arguments made of premises or legs, and fits of growth and decay. A distribution is a list
//! of bin probabilities, given as comma-separated numbers.

use crate::law;
use crate::units::{Frequency, Time};

/// The population stability index between an expected (reference) and an actual binned
/// distribution: Σ (aᵢ − eᵢ) ln(aᵢ/eᵢ), every bin first floored at `epsilon` so an empty bin
/// has a finite share; 0 for identical distributions.
#[law(
    reference = "mlsysim.physics.statistics.calc_population_stability_index",
    samples(expected = ["0.25,0.25,0.25,0.25", "0.1,0.4,0.5"], actual = ["0.1,0.2,0.3,0.4", "0.1,0.4,0.5", "0.6,0.4,0"], epsilon = [1e-12, 1e-4])
)]
pub fn population_stability_index(expected: Vec<f64>, actual: Vec<f64>, epsilon: f64) -> f64 {
    {
        require(
            expected.len() == actual.len(),
            "the expected and actual distributions have the same number of bins",
        )?;
        require(epsilon > 0.0, "the floor epsilon must be positive")?;
        super::check_shares(&expected)?;
        super::check_shares(&actual)?;
        let mut total = 0.0;
        for (e, a) in expected.iter().zip(&actual) {
            let e = max(*e, epsilon);
            let a = max(*a, epsilon);
            total += (a - e) * ln(a / e)?;
        }
        total
    }
}

/// The Jensen-Shannon divergence between two aligned distributions, in nats:
/// KL(p‖m)/2 + KL(q‖m)/2 with m = (p + q)/2, bins where the first argument of a KL is 0 left
/// out. Symmetric, and at most ln 2, which disjoint distributions reach.
#[law(
    reference = "mlsysim.physics.statistics.calc_jensen_shannon_divergence",
    samples(p = ["0.5,0.5", "0.1,0.2,0.7"], q = ["0.5,0.5", "0.7,0.2,0.1", "1,0"])
)]
pub fn jensen_shannon_divergence(p: Vec<f64>, q: Vec<f64>) -> f64 {
    {
        require(p.len() == q.len(), "p and q have the same number of bins")?;
        super::check_shares(&p)?;
        super::check_shares(&q)?;
        let mut kl_p = 0.0;
        let mut kl_q = 0.0;
        for (a, b) in p.iter().zip(&q) {
            let m = (*a + *b) / 2.0;
            if *a > 0.0 {
                kl_p += *a * ln(*a / m)?;
            }
            if *b > 0.0 {
                kl_q += *b * ln(*b / m)?;
            }
        }
        0.5 * kl_p + 0.5 * kl_q
    }
}

/// The three terms of the Kullback-Leibler divergence KL(P‖Q) of two normal laws:
/// [ln(sd_q/sd_p), sd_p² + (mean_p − mean_q)², 2 sd_q²]; the divergence is the first plus the
/// second over the third, minus ½.
#[law(
    reference = "mlsysim.physics.statistics.calc_gaussian_kl_terms",
    samples(mean_p = [0.0, 1.5], sd_p = [1.0], mean_q = [0.0], sd_q = [1.0, 2.0])
)]
pub fn gaussian_kl_terms(mean_p: f64, sd_p: f64, mean_q: f64, sd_q: f64) -> Vec<f64> {
    {
        require(
            sd_p > 0.0 && sd_q > 0.0,
            "the standard deviations must be positive",
        )?;
        let log_term = ln(sd_q / sd_p)?;
        let shift = mean_p - mean_q;
        let numerator = sd_p * sd_p + shift * shift;
        let denominator = 2.0 * (sd_q * sd_q);
        vec![log_term, numerator, denominator]
    }
}

/// The Kullback-Leibler divergence KL(P‖Q) between two normal laws, in nats:
/// ln(sd_q/sd_p) + (sd_p² + (mean_p − mean_q)²)/(2 sd_q²) − ½.
#[law(
    reference = "mlsysim.physics.statistics.calc_gaussian_kl",
    samples(mean_p = [0.0, 1.5], sd_p = [1.0, 0.5], mean_q = [0.0], sd_q = [1.0, 2.0])
)]
pub fn gaussian_kl(mean_p: f64, sd_p: f64, mean_q: f64, sd_q: f64) -> f64 {
    {
        let terms = gaussian_kl_terms(mean_p, sd_p, mean_q, sd_q)?;
        terms[0] + terms[1] / terms[2] - 0.5
    }
}

/// The agreement two independent annotators reach by chance when both label with the same
/// mix of classes (shares summing to 1, within 1e-9): Σ sₖ².
#[law(
    reference = "mlsysim.physics.statistics.calc_chance_agreement",
    samples(class_shares = ["0.5,0.5", "0.7,0.2,0.1", "1"])
)]
pub fn chance_agreement(class_shares: Vec<f64>) -> f64 {
    {
        require(!class_shares.is_empty(), "the class shares are not empty")?;
        super::check_shares(&class_shares)?;
        let total = sum(class_shares.iter().copied())?;
        require(
            (total - 1.0).abs() <= 1e-9,
            "the class shares must sum to 1",
        )?;
        sum(class_shares.iter().map(|&s| s * s))?
    }
}

/// Cohen's kappa, agreement beyond chance: (p_o − p_e)/(1 − p_e), for a chance agreement
/// p_e in [0, 1).
#[law(
    reference = "mlsysim.physics.statistics.calc_cohens_kappa",
    samples(observed_agreement = [0.9, 0.5], chance_agreement = [0.5, 0.74])
)]
pub fn cohens_kappa(observed_agreement: f64, chance_agreement: f64) -> f64 {
    {
        require(
            (0.0..1.0).contains(&chance_agreement),
            "the chance agreement lies in [0, 1)",
        )?;
        super::check_rate(observed_agreement)?;
        (observed_agreement - chance_agreement) / (1.0 - chance_agreement)
    }
}

/// Spearman's rank correlation: the Pearson correlation of the two lists' average ranks (tied
/// values share the mean of their ranks). A list whose values are all equal has no
/// correlation and is an error.
#[law(
    reference = "mlsysim.physics.statistics.calc_spearman_rank_correlation",
    samples(xs = ["1,2,3,4,5", "3,1,2,2,5"], ys = ["2,1,4,3,5", "5,4,3,2,1"])
)]
pub fn spearman_rank_correlation(xs: Vec<f64>, ys: Vec<f64>) -> f64 {
    {
        require(
            xs.len() == ys.len() && xs.len() >= 2,
            "xs and ys have the same length, at least 2",
        )?;
        let rx = super::special::average_ranks(&xs);
        let ry = super::special::average_ranks(&ys);
        let mx = sum(rx.iter().copied())? / len(&rx);
        let my = sum(ry.iter().copied())? / len(&ry);
        let mut cov = 0.0;
        let mut sx = 0.0;
        let mut sy = 0.0;
        for (a, b) in rx.iter().zip(&ry) {
            let (da, db) = (*a - mx, *b - my);
            cov += da * db;
            sx += da * da;
            sy += db * db;
        }
        cov / sqrt(sx * sy)?
    }
}

/// The expected calibration error of binned predictions: Σ |Bᵢ|/n · |accᵢ − confᵢ| over bins
/// of `counts` predictions with mean `confidences` and observed `accuracies`.
#[law(
    reference = "mlsysim.physics.statistics.calc_expected_calibration_error",
    samples(counts = ["50,30,20", "10,0,90"], confidences = ["0.9,0.7,0.5"], accuracies = ["0.85,0.72,0.4"])
)]
pub fn expected_calibration_error(
    counts: Vec<i64>,
    confidences: Vec<f64>,
    accuracies: Vec<f64>,
) -> f64 {
    {
        require(
            counts.len() == confidences.len() && counts.len() == accuracies.len(),
            "each bin has a count, a confidence and an accuracy",
        )?;
        require(
            counts.iter().all(|&n| n >= 0),
            "the bin counts are at least 0",
        )?;
        let predictions = total(&counts)?;
        require(predictions > 0, "the bins hold at least one prediction")?;
        let mut error = 0.0;
        for ((n, conf), acc) in counts.iter().zip(&confidences).zip(&accuracies) {
            error += *n / predictions * (*acc - *conf).abs();
        }
        error
    }
}

/// The first value whose cumulative fraction reaches `fraction` in a released distribution
/// function (`values` ascending with `cumulative`); past the end, the last value.
#[law(
    reference = "mlsysim.physics.statistics.calc_cdf_quantile",
    samples(values = ["10,20,50,100"], cumulative = ["0.5,0.9,0.99,1"], fraction = [0.5, 0.95, 1.5])
)]
pub fn cdf_quantile(values: Vec<f64>, cumulative: Vec<f64>, fraction: f64) -> f64 {
    {
        require(
            !values.is_empty() && values.len() == cumulative.len(),
            "the values and their cumulative fractions are non-empty lists of one length",
        )?;
        let mut found = values.last().copied().unwrap_or(0.0);
        for (v, c) in values.iter().zip(&cumulative) {
            if *c >= fraction {
                found = *v;
                break;
            }
        }
        found
    }
}

/// Confidence in a claim that needs every one of several independent premises: the product
/// of their confidences, never above the weakest.
#[law(
    reference = "mlsysim.physics.statistics.calc_conjunctive_confidence",
    samples(premise_confidences = ["0.99,0.95,0.9", "1", "0.5,0"])
)]
pub fn conjunctive_confidence(premise_confidences: Vec<f64>) -> f64 {
    {
        require(!premise_confidences.is_empty(), "at least one premise")?;
        super::check_shares(&premise_confidences)?;
        let mut product = 1.0;
        for p in &premise_confidences {
            product *= *p;
        }
        product
    }
}

/// Confidence in a claim that any one of several independent legs supports:
/// 1 − Π(1 − pᵢ), which holds only while the legs fail independently. Computed from the
/// logarithms of the failures, so that a small confidence keeps its digits.
#[law(
    reference = "mlsysim.physics.statistics.calc_multilegged_confidence",
    samples(leg_confidences = ["0.9,0.8", "0.5", "0.99,0.9,0.3"])
)]
pub fn multilegged_confidence(leg_confidences: Vec<f64>) -> f64 {
    {
        require(!leg_confidences.is_empty(), "at least one leg")?;
        super::check_shares(&leg_confidences)?;
        // 1 − Π(1 − pᵢ) as −expm1(Σ ln_1p(−pᵢ)), so that legs of small confidence keep
        // their digits; a certain leg makes the claim certain.
        let mut log_all_fail = 0.0;
        let mut certain = false;
        for p in &leg_confidences {
            if *p == 1.0 {
                certain = true;
            } else {
                log_all_fail += (-*p).ln_1p();
            }
        }
        if certain { 1.0 } else { -log_all_fail.exp_m1() }
    }
}

/// The least-squares fit of log10(y) on x, as [factor, slope, intercept]: log10 y = intercept
/// + slope·x, and the growth factor per `period` of x is 10^(slope·period) (the trend line of
/// a log-scale technology plot).
#[law(
    reference = "mlsysim.physics.statistics.fit_exponential_growth",
    samples(xs = ["2016,2018,2020,2022"], ys = ["21,125,312,989", "1,10,100,1000"], period = [1.0, 2.0])
)]
pub fn fit_exponential_growth(xs: Vec<f64>, ys: Vec<f64>, period: f64) -> Vec<f64> {
    {
        require(
            xs.len() >= 2 && xs.len() == ys.len(),
            "the fit needs two or more (x, y) pairs",
        )?;
        require(
            ys.iter().all(|&y| y > 0.0),
            "every y must be positive to take its logarithm",
        )?;
        let ls: Vec<f64> = ys.iter().map(|y| y.log10()).collect();
        let mx = sum(xs.iter().copied())? / len(&xs);
        let my = sum(ls.iter().copied())? / len(&ls);
        let mut sxy = 0.0;
        let mut sxx = 0.0;
        for (x, l) in xs.iter().zip(&ls) {
            sxy += (*x - mx) * (*l - my);
        }
        for x in &xs {
            sxx += (*x - mx) * (*x - mx);
        }
        let slope = sxy / sxx;
        let factor = powf(10.0, slope * period)?;
        let intercept = my - slope * mx;
        vec![factor, slope, intercept]
    }
}

/// The rate γ of an exponential decay A(t) = A₀ e^(−γt) through two readings `elapsed` apart:
/// ln(A₀/A₁)/t.
#[law(
    reference = "mlsysim.physics.statistics.calc_exponential_decay_rate",
    unit = PER_HOUR,
    samples(initial = [0.92], later = [0.9, 0.95], elapsed = ["30 d", "6 h"])
)]
pub fn exponential_decay_rate(initial: f64, later: f64, elapsed: Time) -> Frequency {
    {
        require(
            initial > 0.0 && later > 0.0,
            "both readings must be positive",
        )?;
        ln(initial / later)? / elapsed
    }
}

/// The certified l2 radius of binary randomized smoothing with Gaussian noise of spread
/// `noise_sd`: σ Φ⁻¹(p_A), for a top-class probability p_A in (½, 1).
#[law(
    reference = "mlsysim.physics.statistics.calc_smoothing_radius",
    samples(noise_sd = [0.25, 1.0], top_class_probability = [0.6, 0.999])
)]
pub fn smoothing_radius(noise_sd: f64, top_class_probability: f64) -> f64 {
    {
        require(
            top_class_probability > 0.5 && top_class_probability < 1.0,
            "the top-class probability lies strictly between 0.5 and 1",
        )?;
        require(
            noise_sd >= 0.0,
            "the noise's standard deviation is at least 0",
        )?;
        noise_sd * normal_quantile(top_class_probability)?
    }
}

/// The Euclidean length of a corner of the l-infinity ball of radius `linf_budget` in
/// `coordinates` dimensions: ε √d.
#[law(
    reference = "mlsysim.physics.statistics.calc_linf_corner_l2",
    samples(linf_budget = [0.03137254901960784, 0.5], coordinates = [1, 3072])
)]
pub fn linf_corner_l2(linf_budget: f64, coordinates: i64) -> f64 {
    {
        require(
            coordinates >= 0,
            "the coordinates are a count of at least 0",
        )?;
        require(linf_budget >= 0.0, "the l-infinity budget is at least 0")?;
        linf_budget * sqrt(1.0 * coordinates)?
    }
}

/// The worst-case excess cost of behavioural cloning over `horizon_steps` steps with a per-step
/// error ε: S² ε, the error compounding quadratically (Ross and Bagnell 2010).
#[law(
    reference = "mlsysim.physics.statistics.calc_behavior_cloning_cost_bound",
    samples(horizon_steps = [10, 1000], per_step_error = [0.01, 0.001])
)]
pub fn behavior_cloning_cost_bound(horizon_steps: i64, per_step_error: f64) -> f64 {
    {
        require(
            horizon_steps >= 0,
            "the horizon is a count of at least 0 steps",
        )?;
        super::check_rate(per_step_error)?;
        // S² as a double: it overflows 64-bit integers above about 3e9 steps.
        1.0 * horizon_steps * horizon_steps * per_step_error
    }
}

/// The worst-case excess cost with expert labels on the learner's own states (DAgger): u S ε,
/// linear in the horizon while the recoverability u stays bounded (Ross, Gordon and Bagnell
/// 2011).
#[law(
    reference = "mlsysim.physics.statistics.calc_dagger_cost_bound",
    samples(horizon_steps = [10, 1000], per_step_error = [0.01], recoverability = [1.0, 4.0])
)]
pub fn dagger_cost_bound(horizon_steps: i64, per_step_error: f64, recoverability: f64) -> f64 {
    {
        require(
            horizon_steps >= 0,
            "the horizon is a count of at least 0 steps",
        )?;
        super::check_rate(per_step_error)?;
        require(recoverability >= 0.0, "the recoverability is at least 0")?;
        recoverability * horizon_steps * per_step_error
    }
}
