use super::RESPONSIBLE_AI;
use mlsysim_core::units::{bytes, per_second};
use mlsysim_core::{Frequency, Information, InputError, preset, scenario};

/// Monitoring a decision service per group: the log a sampled record of its decisions fills,
/// and the false alarms that testing many group metrics raises when nothing is wrong.
///
/// A share `sample_share` of the decisions is logged, `record_size` each. Every one of
/// `groups` × `metrics_per_group` metrics is tested each evaluation interval at
/// `false_alarm_rate`; a Bonferroni correction divides that rate among the metrics.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "The process is stable, so every alert is false; the expected count needs no independence between metrics.",
    excludes = "Alerts that are true, and the detection power a stricter level gives up.",
    derivation = "Linearity of expectation over the metrics, and the Bonferroni correction.",
    example = r#"
// 150 metrics raise 7.5 false alerts an interval, or 0.05 after Bonferroni
use mlsysim_responsible::responsible_ai::fairness_monitor_10k;

let s = fairness_monitor_10k()?;
assert_eq!(s.metrics()?, 150);
assert!((s.false_alerts_per_interval()? - 7.5).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SampledDecisionMonitor {
    /// Decisions the service makes a second.
    #[input(positive, unit = PER_SECOND)]
    pub request_rate: Frequency,
    /// Share of decisions logged.
    #[input(range = 0.0..=1.0)]
    pub sample_share: f64,
    /// Size of one logged record.
    #[input(non_negative, unit = BYTE)]
    pub record_size: Information,
    /// Groups monitored.
    #[input(range = 1..)]
    pub groups: i64,
    /// Metrics tested per group.
    #[input(range = 1..)]
    pub metrics_per_group: i64,
    /// Chance that one metric's test alarms in an interval when nothing changed.
    #[input(range = 0.0..=1.0)]
    pub false_alarm_rate: f64,

    /// Decisions in a day.
    #[property(request_rate * days(1.0))]
    pub decisions_per_day: f64,
    /// Records logged in a day.
    #[property(decisions_per_day * sample_share)]
    pub records_per_day: f64,
    /// Log written in a day.
    #[property(records_per_day * record_size, unit = GB)]
    pub log_per_day: Information,
    /// Metrics tested each interval.
    #[property(groups * metrics_per_group)]
    pub metrics: i64,
    /// Expected false alerts per interval when nothing is wrong.
    #[property(metrics * false_alarm_rate)]
    pub false_alerts_per_interval: f64,
    /// The per-metric level of a Bonferroni correction.
    #[property(false_alarm_rate / metrics)]
    pub bonferroni_level: f64,
    /// Expected false alerts per interval at the Bonferroni level.
    #[property(metrics * bonferroni_level)]
    pub false_alerts_bonferroni: f64,
}

/// Fairness monitoring of a decision service at 10,000 decisions a second: 1% of decisions
/// logged at 200 bytes; 50 groups × 3 metrics (FPR, TPR, calibration error), each at a 5%
/// false-alarm rate.
#[preset(name = "FairnessMonitor10K")]
pub fn fairness_monitor_10k() -> Result<SampledDecisionMonitor, InputError> {
    SampledDecisionMonitor::builder()
        .request_rate(per_second(10_000.0))
        .sample_share(0.01)
        .record_size(bytes(200.0))
        .groups(50)
        .metrics_per_group(3)
        .false_alarm_rate(0.05)
        .build()
}
