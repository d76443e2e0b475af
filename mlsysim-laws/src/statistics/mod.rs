//! Statistics: the laws of probability and inference that the scenarios share, in one home.
//!
//! - `distributions`: normal, chi-square, Student t and beta quantiles, the normal tails, the
//!   regularized incomplete beta function, the binomial and noncentral chi-square tails, the
//!   beta-binomial law of correlated trials (its shape, masses and tail) and the beta tail.
//! - `intervals`: Wald, Wilson and exact Clopper-Pearson intervals (two-sided, one-sided
//!   lower and upper, the zero-failure bound), Newcombe's paired interval, the gap between two
//!   groups, the exact Poisson interval.
//! - `zero_failure`: bounds and sample sizes from trials without a failure, the rule of three,
//!   mission counts.
//! - `hypothesis`: Fisher's and McNemar's exact tests, the two-proportion z, Wald's
//!   sequential test (increments, boundaries, expected samples), Kolmogorov-Smirnov bounds.
//! - `planning`: sample sizes, half-widths, standard errors, Welch's interval.
//! - `sampling`: rare-event sampling, conformal ranks, repeated detections, collection
//!   time, the Poisson mean a reserve covers, the unbiased pass@k and pass^k estimates.
//! - `divergence`: population stability, Jensen-Shannon and Gaussian KL divergences,
//!   agreement, rank correlation, calibration, confidence of arguments, fits.
//!
//! The numerical kernel under them (masses, incomplete beta and gamma functions, inverses) is
//! `special`, plain functions rather than laws; its module comment says where `statrs` and
//! `libm` are used and where they are not exact enough. `counting` holds the long products of
//! counts (ratios of binomial coefficients, the beta-binomial masses).
//!
//! **Results of more than one number.** The reference returns an interval, a pair of
//! increments or boundaries, or a fit as a tuple, and Welch's interval or the importance
//! sampling statistics as a dict. Here a tuple is a list (`Vec<f64>`) in the tuple's order
//! (`[low, high]`, `[difference, low, high]`, `[factor, slope, intercept]`) and a dict is a
//! map by name (`Named<f64>`) in the dict's order. Both are kinds a law may return, the
//! reference pages show them, an equation reads one end as `interval[0]`, and the golden test
//! compares them with the reference's tuple and dict item by item, with no expression in
//! their golden file. Separate laws for each end would have repeated each computation and
//! doubled the count of laws for one formula. Lists given to a law (bin probabilities, ranks'
//! values) are comma-separated numbers when the law is called by name.
//!
//! **Small probabilities and large counts.** A complement is computed on its small side: an
//! upper quantile from its own tail (α/2, never 1 − α/2), ln(1 − p) as `ln_1p(−p)`,
//! 1 − Π(1 − p) as −expm1 of a sum of logarithms. Products of counts that may pass 2^63 are
//! formed in doubles or 128-bit integers, as the reference's integers are, so that an answer
//! that fits is never an overflow.
//!
//! **Domains.** A probability outside (0, 1), a count below zero, a zero denominator, or a
//! shape beyond 1e9 is an error naming the argument, never NaN; the reference accepts some of
//! these and returns nonsense or a complex number (`calc_clopper_pearson_zero_failure_bound`
//! at a confidence above 1, a negative `calc_sprt_expected_samples` when the drift points away
//! from where the walk ends), or loops without end (`calc_cross_entropy_exponential_proposal` when the levels
//! approach a limit below the threshold). Where the reference's own arithmetic is a closed
//! form, the law repeats it operation for operation (save for the small-side forms above), so
//! that the two agree to the last place and tied cases (Wilson's lower end at no success) come
//! out the same.
mod counting;
mod distributions;
mod divergence;
mod hypothesis;
mod intervals;
mod planning;
mod sampling;
pub(crate) mod special;
mod zero_failure;

pub use distributions::*;
pub use divergence::*;
pub use hypothesis::*;
pub use intervals::*;
pub use planning::*;
pub use sampling::*;
pub use zero_failure::*;

use crate::error::EvalError;

/// Counts of a binomial proportion, as the reference checks them: 0 ≤ successes ≤ trials,
/// trials ≥ 1; and a critical value of at least 0, so that the interval runs low to high.
fn check_counts(successes: i64, trials: i64, z_critical: f64) -> Result<(), EvalError> {
    if !(trials > 0 && 0 <= successes && successes <= trials) {
        return Err(EvalError::domain(format!(
            "the counts must satisfy 0 <= successes <= trials and trials > 0, not {successes} of {trials}"
        )));
    }
    if z_critical.is_nan() || z_critical < 0.0 {
        return Err(EvalError::domain(format!(
            "the critical value must be at least 0, not {z_critical}"
        )));
    }
    Ok(())
}

/// Counts and a confidence for an exact binomial limit.
fn check_exact(successes: i64, trials: i64, confidence: f64) -> Result<(), EvalError> {
    check_counts(successes, trials, 0.0)?;
    if !(confidence > 0.0 && confidence < 1.0) {
        return Err(EvalError::domain(format!(
            "the confidence must lie strictly between 0 and 1, not {confidence}"
        )));
    }
    Ok(())
}

/// A rate: a probability in [0, 1].
fn check_rate(rate: f64) -> Result<(), EvalError> {
    if !(0.0..=1.0).contains(&rate) {
        return Err(EvalError::domain(format!(
            "a rate lies in [0, 1], not {rate}"
        )));
    }
    Ok(())
}

/// Shares or probabilities: each in [0, 1].
fn check_shares(values: &[f64]) -> Result<(), EvalError> {
    match values.iter().find(|v| !(0.0..=1.0).contains(*v)) {
        Some(v) => Err(EvalError::domain(format!(
            "each share or probability lies in [0, 1], not {v}"
        ))),
        None => Ok(()),
    }
}

/// A probability or share that must lie strictly between 0 and 1, named in the refusal.
fn check_open(name: &str, value: f64) -> Result<(), EvalError> {
    if !(value > 0.0 && value < 1.0) {
        return Err(EvalError::domain(format!(
            "the {name} lies strictly between 0 and 1, not {value}"
        )));
    }
    Ok(())
}

/// The counts of an unbiased pass@k or pass^k estimate: 0 <= passing <= samples and
/// 1 <= k <= samples (a subset of k draws must exist).
fn check_subset(samples: i64, passing: i64, k: i64) -> Result<(), EvalError> {
    if !(0 <= passing && passing <= samples) {
        return Err(EvalError::domain(format!(
            "the passing count lies between 0 and the samples, not {passing} of {samples}"
        )));
    }
    if !(1 <= k && k <= samples) {
        return Err(EvalError::domain(format!(
            "k lies between 1 and the samples, not {k} of {samples}"
        )));
    }
    Ok(())
}

/// a·b − c·d for counts, in 128-bit integers (exact for any 64-bit counts), rounded once to a
/// double: the continuity-corrected cross product of a 2×2 table, which overflows 64-bit
/// integers where the reference's arbitrary-precision integers do not.
fn wide_cross_difference(a: i64, b: i64, c: i64, d: i64) -> f64 {
    (i128::from(a) * i128::from(b) - i128::from(c) * i128::from(d)) as f64
}
