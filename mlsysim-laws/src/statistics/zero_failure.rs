//! Evidence from trials without a failure: the upper bound on a failure rate after n clean
//! trials (exact under the Poisson approximation, and the rule of three that rounds it), and
//! the clean trials or missions a target bound asks for. The exact binomial lower limit on the
//! success probability, (1 − C)^(1/n), is `clopper_pearson_zero_failure_bound` among the
//! intervals.
//!
//! Each ln(1 − C) and ln(1 − p) is `ln_1p(−C)`, so that a small confidence or a small
//! per-mission failure probability keeps its digits (ln(1 − 1e-9) as written keeps about
//! seven).

use crate::law;
use crate::units::{Frequency, Time};

/// The numerator of the rule of three: −ln(0.05) = 2.996, rounded (Hanley and Lippman-Hand,
/// "If Nothing Goes Wrong, Is Everything All Right?", JAMA 249(13), 1983).
const RULE_OF_THREE_NUMERATOR: f64 = 3.0;

/// Clean consecutive trials that certify a success probability of at least
/// `target_lower_bound` at `confidence`: the fewest n with p_L^n ≤ 1 − C,
/// ceil(ln(1 − C)/ln p_L).
#[law(
    reference = "mlsysim.physics.robotics.assurance.calc_zero_failure_sample_size",
    samples(target_lower_bound = [0.9, 0.99, 0.999999], confidence = [0.9, 0.95, 0.3])
)]
pub fn zero_failure_sample_size(target_lower_bound: f64, confidence: f64) -> i64 {
    {
        super::check_open("target lower bound", target_lower_bound)?;
        super::check_open("confidence", confidence)?;
        ceil((-confidence).ln_1p() / ln(target_lower_bound)?)?
    }
}

/// The upper confidence bound on a per-trial failure rate after `n_trials` trials without a
/// failure, under the Poisson approximation: no failure has chance e^(−pn), which stays at or
/// above 1 − C while p ≤ −ln(1 − C)/n (about 3/n at 95 percent).
#[law(
    reference = "mlsysim.physics.robotics.assurance.calc_zero_failure_rate_upper_bound",
    samples(n_trials = [1, 59, 3000], confidence = [0.95, 0.99, 0.001])
)]
pub fn zero_failure_rate_upper_bound(n_trials: i64, confidence: f64) -> f64 {
    {
        require(n_trials >= 1, "the trials are a count of at least 1")?;
        super::check_open("confidence", confidence)?;
        -(-confidence).ln_1p() / n_trials
    }
}

/// The rule of three: 3/n bounds the failure rate after `n_trials` clean trials at about 95
/// percent, the rounded form of [`zero_failure_rate_upper_bound`] (which it overstates by
/// 0.14 percent).
#[law(
    reference = "mlsysim.physics.robotics.assurance.calc_rule_of_three_bound",
    samples(n_trials = [1, 300, 3000000])
)]
pub fn rule_of_three_bound(n_trials: i64) -> f64 {
    {
        require(n_trials >= 1, "the trials are a count of at least 1")?;
        RULE_OF_THREE_NUMERATOR / n_trials
    }
}

/// Clean trials the rule of three asks for before it bounds the success probability at
/// `target_lower_bound`: 3/(1 − p) (unrounded).
#[law(
    reference = "mlsysim.physics.robotics.assurance.calc_rule_of_three_trials",
    samples(target_lower_bound = [0.5, 0.99, 0.999999])
)]
pub fn rule_of_three_trials(target_lower_bound: f64) -> f64 {
    {
        super::check_open("target lower bound", target_lower_bound)?;
        RULE_OF_THREE_NUMERATOR / (1.0 - target_lower_bound)
    }
}

/// Failure-free missions of `mission_time` that bound a constant hazard rate at
/// `target_hazard_rate` with `confidence`: each mission fails with probability p = λt, and n
/// clean missions bound it once (1 − p)^n = 1 − C, so n = ln(1 − C)/ln(1 − p) (unrounded; at
/// a small p it approaches the zero-failure exposure divided by t).
#[law(
    reference = "mlsysim.physics.robotics.assurance.calc_zero_failure_mission_count",
    samples(target_hazard_rate = ["1e-3 1/h", "0.05 1/h"], mission_time = ["2 h", "30 min"], confidence = [0.95, 0.5])
)]
pub fn zero_failure_mission_count(
    target_hazard_rate: Frequency,
    mission_time: Time,
    confidence: f64,
) -> f64 {
    {
        super::check_open("confidence", confidence)?;
        let per_mission = number(target_hazard_rate * mission_time);
        require(
            per_mission > 0.0 && per_mission < 1.0,
            "the failure chance of one mission, the hazard rate times the mission time, lies strictly between 0 and 1",
        )?;
        (-confidence).ln_1p() / (-per_mission).ln_1p()
    }
}
