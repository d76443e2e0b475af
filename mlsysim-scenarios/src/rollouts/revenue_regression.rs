use super::ROLLOUTS;
use mlsysim_core::units::{days, hours, usd};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};

/// A metric regression that cuts revenue in proportion while it lasts, left undetected against
/// caught by an alert and contained: the revenue lost either way, and how much the alert saves.
///
/// Revenue is `weekly_revenue` a week. The feature whose shift caused the regression, the
/// freshness objective and the drift gate's threshold may be recorded beside it. The reference
/// files this class under its section "Neural computation: dense networks, activations, losses,
/// and number formats".
#[scenario(
    family = ROLLOUTS,
    assumption = "Revenue tracks the metric and traffic is uniform over the week.",
    excludes = "Revenue that returns after the fix, and the cost of the alerting itself.",
    derivation = "A constant loss rate times the time it lasts.",
    example = r#"
// Five days undetected against four hours with an alert
use mlsysim_scenarios::rollouts::aggregation_window_revenue_incident;

let s = aggregation_window_revenue_incident()?;
assert!((s.window_ratio()? - 30.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RevenueRegression {
    /// Revenue a week.
    #[input(non_negative, unit = USD)]
    pub weekly_revenue: Usd,
    /// Share of revenue lost while the regression lasts.
    #[input(range = 0.0..=1.0)]
    pub relative_drop: f64,
    /// The metric before the regression.
    #[input(positive)]
    pub metric_before: f64,
    /// The metric during it.
    pub metric_after: f64,
    /// How long the regression lasts undetected.
    #[input(positive, unit = DAY)]
    pub undetected: Time,
    /// How long it lasts with an alert and containment.
    #[input(positive, unit = HOUR)]
    pub alerted: Time,
    /// Mean of the shifted feature before.
    #[input(positive)]
    pub feature_mean_before: Option<f64>,
    /// Mean of the shifted feature during the regression.
    pub feature_mean_after: Option<f64>,
    /// Freshness objective of the feature pipeline.
    #[input(positive, unit = HOUR)]
    pub freshness_slo: Option<Time>,
    /// Relative shift at which the distribution gate trips.
    #[input(positive)]
    pub shift_threshold: Option<f64>,

    /// Revenue lost undetected.
    #[property(loss(undetected)?, unit = USD)]
    pub undetected_loss: Usd,
    /// Revenue lost with the alert.
    #[property(loss(alerted)?, unit = USD)]
    pub alerted_loss: Usd,
    /// How many times longer the regression lasts undetected.
    #[property(undetected / alerted)]
    pub window_ratio: f64,
    /// Share of the undetected loss the alert avoids.
    #[property(1.0 - alerted / undetected)]
    pub impact_reduction: f64,
    /// Relative change of the metric.
    #[property(metric_after / metric_before - 1.0)]
    pub metric_change: f64,
    /// Relative shift of the feature's mean.
    #[property((feature_mean_after - feature_mean_before) / feature_mean_before)]
    pub feature_shift: f64,
    /// Revenue lost over `duration`.
    #[method(
        relative_drop * weekly_revenue * (duration / days(7.0)),
        unit = USD,
        samples(duration = [undetected, alerted]),
        args(duration(non_negative))
    )]
    pub loss: fn(duration: Time) -> Usd,
}

/// A pipeline version changes a feature's aggregation window and CTR falls 8% for five days
/// (0.042 to 0.0387) on $15M of weekly revenue; an alert with containment would bound it to
/// four hours (constructed values).
#[preset(name = "AggregationWindowRevenueIncident")]
pub fn aggregation_window_revenue_incident() -> Result<RevenueRegression, InputError> {
    RevenueRegression::builder()
        .weekly_revenue(usd(15e6))
        .relative_drop(0.08)
        .metric_before(0.042)
        .metric_after(0.0387)
        .undetected(days(5.0))
        .alerted(hours(4.0))
        .feature_mean_before(0.42)
        .feature_mean_after(0.31)
        .freshness_slo(hours(1.0))
        .shift_threshold(0.10)
        .build()
}
