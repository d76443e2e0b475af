use super::DEPLOYMENT;
use mlsysim_core::{InputError, preset, scenario};

/// `trials` failure-free trials, and the per-trial failure rate they bound at one-sided
/// `confidence`.
///
/// Under the Poisson approximation no failure in n trials has chance e^(−p·n), so the bound is
/// −ln(1 − C)/n, about 3/n at 95 percent (the rule of three); the exact binomial bound is
/// 1 − (1 − C)^(1/n). With a `target_rate`, also the clean trials that bound the rate at the
/// target, ⌈ln(1 − C)/ln(1 − p)⌉, and its rule-of-three estimate −ln(1 − C)/p.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The trials are independent and alike.",
    excludes = "Failures found and fixed during the campaign, which restart the count.",
    derivation = "The reference's ZeroFailureModel, with calc_zero_failure_rate_upper_bound, calc_clopper_pearson_zero_failure_bound and calc_zero_failure_sample_size.",
)]
pub struct ZeroFailure {
    /// Trials that ended without a failure.
    #[input(range = 1..)]
    pub trials: u32,
    /// One-sided confidence of the bound.
    #[input(range = 0.0..1.0, positive)]
    pub confidence: f64,
    /// Per-trial failure rate the campaign is meant to support.
    #[input(range = 0.0..1.0, positive)]
    pub target_rate: Option<f64>,

    /// −ln(1 − C): about 3 at 95 percent.
    #[property(-ln(1.0 - confidence)?)]
    pub coefficient: f64,
    /// Upper bound on the per-trial failure rate, Poisson approximation: −ln(1 − C)/n.
    #[property(zero_failure_rate_upper_bound(trials, confidence)?)]
    pub rate_upper: f64,
    /// The bound as "one in n": 1/p_upper.
    #[property(1.0 / rate_upper)]
    pub one_in: f64,
    /// Exact binomial upper bound: 1 − (1 − C)^(1/n).
    #[property(1.0 - clopper_pearson_zero_failure_bound(trials, confidence)?)]
    pub rate_upper_exact: f64,
    /// Clean trials that bound the rate at the target.
    #[property(zero_failure_sample_size(1.0 - target_rate, confidence)?)]
    pub trials_for_target: i64,
    /// The same by the rule of three's reasoning: −ln(1 − C)/p.
    #[property(coefficient / target_rate)]
    pub trials_for_target_approx: f64,
}

/// 50 attacked episodes with no attack success: the attack-success rate a clean run supports at
/// 95 percent one-sided confidence, and the clean episodes a 1 percent tolerance needs.
#[preset(name = "CleanAttackSuite50")]
pub fn clean_attack_suite_50() -> Result<ZeroFailure, InputError> {
    ZeroFailure::builder()
        .trials(50)
        .confidence(0.95)
        .target_rate(0.01)
        .build()
}

/// 100 attacked episodes with no attack success.
#[preset(name = "CleanAttackSuite100")]
pub fn clean_attack_suite_100() -> Result<ZeroFailure, InputError> {
    clean_attack_suite_50()?.variant().trials(100).build()
}

/// 3,000 failure-free loaded stops: the per-stop failure rate a clean campaign supports, and
/// the stops a 1e-4 per-stop rate would need.
#[preset(name = "CleanLoadedStopCampaign")]
pub fn clean_loaded_stop_campaign() -> Result<ZeroFailure, InputError> {
    ZeroFailure::builder()
        .trials(3000)
        .confidence(0.95)
        .target_rate(1e-4)
        .build()
}

/// The seeded-film closure test of the friction register entry: the clean trials that bound
/// the detector's miss rate at 0.001, and the bound a smaller 1,000-trial campaign supports.
#[preset(name = "WarehouseFilmDetectorClosure")]
pub fn warehouse_film_detector_closure() -> Result<ZeroFailure, InputError> {
    ZeroFailure::builder()
        .trials(1000)
        .confidence(0.95)
        .target_rate(0.001)
        .build()
}
