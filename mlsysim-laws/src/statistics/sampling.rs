//! Samples and draws: importance sampling of an exponential tail and the cross-entropy
//! iteration towards its best proposal, split-conformal ranks, repeated detections, the
//! effective size of a correlated series, the time a traffic slice takes to collect a sample,
//! and the largest Poisson mean a reserve covers.

use crate::law;
use crate::units::{Frequency, Named, Time};

/// Importance sampling of the tail D > γ of an exponential law of mean m₀ (`operational_mean`)
/// with an exponential proposal of mean m_q (`proposal_mean`), all in one unit. With λ = 1/m₀
/// and η = 1/m_q (η < 2λ, so the second moment is finite): the failure probability e^(−λγ),
/// the second moment λ²/(η(2λ − η)) e^(−(2λ − η)γ), the relative variance per draw (second
/// moment over P_F², minus one), the effective sample size per draw η(2λ − η)/λ², and the
/// proposal's own share past the threshold e^(−ηγ).
#[law(
    reference = "mlsysim.physics.statistics.calc_importance_sampling_exponential",
    samples(threshold = [20.0], operational_mean = [1.0, 2.5], proposal_mean = [5.0, 21.0])
)]
pub fn importance_sampling_exponential(
    threshold: f64,
    operational_mean: f64,
    proposal_mean: f64,
) -> Named<f64> {
    {
        let (gamma, m0, mq) = (threshold, operational_mean, proposal_mean);
        require(
            gamma > 0.0 && m0 > 0.0 && mq > 0.0,
            "the threshold and both means must be positive",
        )?;
        let lam = 1.0 / m0;
        let eta = 1.0 / mq;
        require(
            eta < 2.0 * lam,
            "the proposal mean must exceed half the operational mean (finite second moment)",
        )?;
        let p_fail = exp(-lam * gamma)?;
        let second_moment =
            lam * lam / (eta * (2.0 * lam - eta)) * exp(-(2.0 * lam - eta) * gamma)?;
        let relative_variance = second_moment / (p_fail * p_fail) - 1.0;
        let ess = eta * (2.0 * lam - eta) / (lam * lam);
        let share = exp(-eta * gamma)?;
        Named(vec![
            ("failure_probability".to_string(), p_fail),
            ("second_moment".to_string(), second_moment),
            ("relative_variance".to_string(), relative_variance),
            ("ess_per_draw".to_string(), ess),
            ("proposal_failure_share".to_string(), share),
        ])
    }
}

/// The mean of the exponential proposal that minimizes the importance-sampling variance of
/// the tail past `threshold`: 1/η with η the root below 2λ of γη² − (2 + 2λγ)η + 2λ = 0, in the
/// threshold's unit.
#[law(
    reference = "mlsysim.physics.statistics.calc_optimal_exponential_proposal_mean",
    samples(threshold = [20.0, 3.0], operational_mean = [1.0, 2.5])
)]
pub fn optimal_exponential_proposal_mean(threshold: f64, operational_mean: f64) -> f64 {
    {
        let (gamma, m0) = (threshold, operational_mean);
        require(
            gamma > 0.0 && m0 > 0.0,
            "the threshold and the operational mean must be positive",
        )?;
        let lam = 1.0 / m0;
        let b = 2.0 + 2.0 * lam * gamma;
        let eta = (b - sqrt(b * b - 8.0 * lam * gamma)?) / (2.0 * gamma);
        1.0 / eta
    }
}

/// The levels of the large-sample cross-entropy iteration for the tail of an exponential law:
/// from the operational law itself, each round's level is the (1 − β) quantile of the current
/// proposal, −m_k ln β, capped at the threshold, and the refitted proposal mean is
/// level + m₀; the rounds stop when the level reaches the threshold. A level sequence that
/// would approach a limit below the threshold (β ≥ 1/e with a far threshold) never stops in
/// the reference; here it is an error after 10,000 rounds.
#[law(
    reference = "mlsysim.physics.statistics.calc_cross_entropy_exponential_proposal",
    samples(threshold = [20.0, 3.0], operational_mean = [1.0], elite_share = [0.1, 0.01])
)]
pub fn cross_entropy_levels(threshold: f64, operational_mean: f64, elite_share: f64) -> Vec<f64> {
    {
        require(
            elite_share > 0.0 && elite_share < 1.0,
            "the elite share lies strictly between 0 and 1",
        )?;
        let (gamma, m0) = (threshold, operational_mean);
        require(
            gamma > 0.0 && m0 > 0.0,
            "the threshold and the operational mean must be positive",
        )?;
        let mut m_k = m0;
        let mut levels: Vec<f64> = Vec::new();
        loop {
            require(
                levels.len() < 10_000,
                "the levels do not reach the threshold within 10,000 rounds",
            )?;
            let level = min(gamma, -m_k * ln(elite_share)?);
            levels.push(level);
            m_k = level + m0;
            if level >= gamma {
                break;
            }
        }
        levels
    }
}

/// The proposal mean the cross-entropy iteration ends with: the threshold plus the
/// operational mean, reached after the rounds of [`cross_entropy_levels`].
#[law(
    reference = "mlsysim.physics.statistics.calc_cross_entropy_exponential_proposal",
    samples(threshold = [20.0, 3.0], operational_mean = [1.0], elite_share = [0.1, 0.01])
)]
pub fn cross_entropy_proposal_mean(threshold: f64, operational_mean: f64, elite_share: f64) -> f64 {
    {
        let levels = cross_entropy_levels(threshold, operational_mean, elite_share)?;
        let last = levels.last().copied().unwrap_or(threshold);
        last + operational_mean
    }
}

/// The rank of the sorted calibration score that bounds a new score at level 1 − alpha in
/// split conformal prediction: ceil((n + 1)(1 − alpha)); a rank above n means the calibration
/// set is too small to state the bound.
#[law(
    reference = "mlsysim.physics.statistics.calc_split_conformal_rank",
    samples(calibration_count = [1, 19, 1000], alpha = [0.1, 0.05])
)]
pub fn split_conformal_rank(calibration_count: i64, alpha: f64) -> i64 {
    {
        require(
            calibration_count >= 1 && alpha > 0.0 && alpha < 1.0,
            "the calibration count is at least 1 and alpha lies strictly between 0 and 1",
        )?;
        ceil((calibration_count + 1) * (1.0 - alpha))?
    }
}

/// The fewest calibration scores for which the split-conformal rank exists:
/// ceil((1 − alpha)/alpha).
#[law(
    reference = "mlsysim.physics.statistics.calc_split_conformal_min_count",
    samples(alpha = [0.1, 0.05, 0.3])
)]
pub fn split_conformal_min_count(alpha: f64) -> i64 {
    {
        require(
            alpha > 0.0 && alpha < 1.0,
            "alpha lies strictly between 0 and 1",
        )?;
        ceil((1.0 - alpha) / alpha)?
    }
}

/// Consecutive frames in view before a detection can be counted on: the fewest N with
/// (1 − p_frame)^N ≤ p_miss, ceil(ln p_miss / ln(1 − p_frame)), less 1e-12 so that an exact
/// ratio is not rounded up (misses independent from frame to frame).
#[law(
    reference = "mlsysim.physics.statistics.calc_consecutive_detection_frames",
    samples(per_frame_detection = [0.9, 0.5], all_miss_probability = [0.001, 0.0625])
)]
pub fn consecutive_detection_frames(per_frame_detection: f64, all_miss_probability: f64) -> i64 {
    {
        let (p, q) = (per_frame_detection, all_miss_probability);
        require(
            p > 0.0 && p < 1.0 && q > 0.0 && q < 1.0,
            "both probabilities lie strictly between 0 and 1",
        )?;
        // ln(1 − p) as ln_1p(−p), so that a small per-frame detection keeps its digits.
        ceil(ln(q)? / (-p).ln_1p() - 1e-12)?
    }
}

/// The effective number of independent samples in `n_records` of an AR(1) series with lag-one
/// correlation ρ, for estimating its mean: N(1 − ρ)/(1 + ρ).
#[law(
    reference = "mlsysim.physics.statistics.calc_effective_sample_size",
    samples(n_records = [10000], lag1_correlation = [0.0, 0.6, -0.3])
)]
pub fn effective_sample_size(n_records: f64, lag1_correlation: f64) -> f64 {
    {
        require(
            lag1_correlation > -1.0 && lag1_correlation < 1.0,
            "the lag-one correlation lies strictly between -1 and 1",
        )?;
        require(n_records >= 0.0, "the records are at least 0")?;
        n_records * (1.0 - lag1_correlation) / (1.0 + lag1_correlation)
    }
}

/// The time a traffic slice that receives `traffic_share` of `request_rate` takes to collect
/// `samples` observations: n/(r p).
#[law(
    reference = "mlsysim.physics.statistics.calc_sample_collection_time",
    unit = HOUR,
    samples(samples = [24000.0], request_rate = ["50 1/s", "2000000 1/d"], traffic_share = [0.05, 0.5])
)]
pub fn sample_collection_time(samples: f64, request_rate: Frequency, traffic_share: f64) -> Time {
    {
        require(samples >= 0.0, "the samples are at least 0")?;
        require(
            request_rate > per_second(0.0),
            "the request rate is positive",
        )?;
        require(
            traffic_share > 0.0 && traffic_share <= 1.0,
            "the traffic share lies in (0, 1]",
        )?;
        samples / (request_rate * traffic_share)
    }
}

/// The largest Poisson mean at which a reserve of `reserve` still keeps P(N ≥ reserve) below
/// `target`: the bisection of the reference, 60 halvings of a bracket doubled from [0, 1]
/// until the tail reaches the target, on the tail as the reference sums it.
#[law(
    reference = "mlsysim.physics.statistics.calc_poisson_mean_for_reserve",
    samples(reserve = [0, 1, 4, 20], target = [0.01, 0.2])
)]
pub fn poisson_mean_for_reserve(reserve: i64, target: f64) -> f64 {
    {
        require(
            target > 0.0 && target <= 1.0,
            "the target is a probability in (0, 1]",
        )?;
        let mut lo = 0.0;
        let mut hi = 1.0;
        let mut doublings = 0i64;
        while poisson_tail(hi, reserve)? < target {
            doublings += 1;
            require(doublings <= 60, "the tail does not reach the target")?;
            hi *= 2.0;
        }
        for _ in 0..60 {
            let mid = (lo + hi) / 2.0;
            if poisson_tail(mid, reserve)? < target {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        lo
    }
}

/// The unbiased pass@k estimate from `samples` draws of which `passing` pass (Chen et al.
/// 2021): the share of all size-k subsets of the draws that hold at least one pass,
/// 1 − C(n − c, k)/C(n, k); 1 when n − c < k. The ratio is a product of k (or c) factors
/// 1 − c/(n − i), summed as logarithms, and the estimate is −expm1 of the sum, so that a small
/// estimate keeps its digits (the reference's 1 − ratio does not below about 1e-4).
#[law(
    reference = "mlsysim.physics.agents.calc_pass_at_k_unbiased",
    samples(samples = [10, 200], passing = [0, 1, 7], k = [1, 5, 10])
)]
pub fn pass_at_k_unbiased(samples: i64, passing: i64, k: i64) -> f64 {
    {
        super::check_subset(samples, passing, k)?;
        super::counting::hit_any(samples, passing, k)
    }
}

/// The unbiased pass^k estimate from `samples` graded runs of one task of which `passing` pass
/// (Yao et al. 2024): the share of all size-k subsets in which every run passes,
/// C(c, k)/C(n, k), whose expectation is p^k; 0 when c < k. A product of factors computed from
/// exact integers, so a small estimate keeps its digits.
#[law(
    reference = "mlsysim.physics.agents.calc_pass_pow_k_unbiased",
    samples(samples = [10, 200], passing = [0, 3, 9], k = [1, 2, 8])
)]
pub fn pass_pow_k_unbiased(samples: i64, passing: i64, k: i64) -> f64 {
    {
        super::check_subset(samples, passing, k)?;
        // C(c, k)/C(n, k) is the chance that k runs drawn from n miss all n − c failing ones.
        super::counting::miss_all(samples, samples - passing, k)
    }
}
