use super::ROLLOUTS;
use mlsysim_core::units::{DAY, MINUTE};
use mlsysim_core::{InputError, Time, preset, scenario};

/// Many monitors over many models, each checked on a schedule at a per-check false-positive
/// rate on a process with nothing to find: the false alerts a day, what deduplication leaves,
/// and the chance that a run of checks raises at least one.
///
/// The reference files this class under its section "Neural computation: dense networks,
/// activations, losses, and number formats".
#[scenario(
    family = ROLLOUTS,
    assumption = "Checks are independent, on a stable process: every crossing is false.",
    excludes = "Real incidents, and alerts correlated across the metrics of one model.",
    derivation = "Expected false crossings add over monitors and checks; the chance of none is the product over checks.",
    example = r#"
// 288,000 checks a day raise 864 false crossings at 3 sigma
use mlsysim_scenarios::rollouts::three_sigma_model_fleet_alerts;

let s = three_sigma_model_fleet_alerts()?;
assert!((s.daily_false_alerts()? - 864.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct MonitorFleetAlert {
    /// Models (or deployments) watched.
    pub models: u32,
    /// Metrics watched per model.
    pub metrics_per_model: u32,
    /// Time between checks of one metric.
    #[input(positive, unit = MINUTE)]
    pub check_interval: Time,
    /// Chance that one check crosses its threshold with nothing wrong.
    #[input(range = 0.0..=1.0)]
    pub false_positive_rate: f64,
    /// Share of crossings merged away or resolved automatically.
    #[input(range = 0.0..=1.0)]
    pub dedup_share: Option<f64>,

    /// Monitors: models times metrics.
    #[property(models * metrics_per_model)]
    pub monitors: i64,
    /// Checks of one monitor a day.
    #[property(days(1.0) / check_interval)]
    pub checks_per_day: f64,
    /// False alerts a day across all monitors.
    #[property(monitors * checks_per_day * false_positive_rate)]
    pub daily_false_alerts: f64,
    /// False alerts a day left after deduplication.
    #[property(daily_false_alerts * (1.0 - dedup_share))]
    pub remaining_after_dedup: f64,
    /// The chance that at least one of `checks` independent checks crosses falsely.
    #[method(
        independent_success(false_positive_rate, checks)?,
        samples(checks = [1, 20, monitors])
    )]
    pub any_false_alert: fn(checks: u32) -> f64,
}

/// One model in three deployment variants (production, canary, staging) with 50 metrics each,
/// every metric tested once a day at 0.05.
#[preset(name = "OneModelDailyMetricTests")]
pub fn one_model_daily_metric_tests() -> Result<MonitorFleetAlert, InputError> {
    MonitorFleetAlert::builder()
        .models(3)
        .metrics_per_model(50)
        .check_interval(DAY.of(1.0))
        .false_positive_rate(0.05)
        .build()
}

/// 100 models with 10 metrics each, checked every five minutes at 3-sigma thresholds (a
/// two-sided tail of 0.003, rounded), before grouping.
#[preset(name = "ThreeSigmaModelFleetAlerts")]
pub fn three_sigma_model_fleet_alerts() -> Result<MonitorFleetAlert, InputError> {
    MonitorFleetAlert::builder()
        .models(100)
        .metrics_per_model(10)
        .check_interval(MINUTE.of(5.0))
        .false_positive_rate(0.003)
        .build()
}

/// The same fleet at 2-sigma thresholds (0.05, rounded), 99% of crossings deduplicated.
#[preset(name = "TwoSigmaModelFleetAlerts")]
pub fn two_sigma_model_fleet_alerts() -> Result<MonitorFleetAlert, InputError> {
    three_sigma_model_fleet_alerts()?
        .variant()
        .false_positive_rate(0.05)
        .dedup_share(0.99)
        .build()
}
