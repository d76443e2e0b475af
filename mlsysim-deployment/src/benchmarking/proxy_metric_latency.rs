use super::BENCHMARKING;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// A wider search that buys an offline metric gain with latency, against a serving budget.
#[scenario(
    family = BENCHMARKING,
    assumption = "The latencies are measured on the serving path the budget applies to.",
    excludes = "Whether the metric gain is noticed by users at all.",
    example = r#"
// Half a BLEU point for a beam ten times wider breaks a 100 ms deadline twice over
use mlsysim_deployment::benchmarking::wider_beam_search_translation;

let s = wider_beam_search_translation()?;
assert!((s.budget_ratio()? - 2.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ProxyMetricLatency {
    /// The offline metric before the change.
    pub original_metric: f64,
    /// The offline metric after it.
    pub optimized_metric: f64,
    /// Search width before the change.
    #[input(range = 1..)]
    pub original_width: i64,
    /// Search width after it.
    #[input(range = 1..)]
    pub optimized_width: i64,
    /// Latency before the change.
    #[input(positive, unit = MILLISECOND)]
    pub original_latency: Time,
    /// Latency after it.
    #[input(positive, unit = MILLISECOND)]
    pub optimized_latency: Time,
    /// The serving deadline.
    #[input(positive, unit = MILLISECOND)]
    pub latency_budget: Time,

    /// What the change adds to the metric.
    #[property(optimized_metric - original_metric)]
    pub metric_gain: f64,
    /// The new width over the old.
    #[property(optimized_width / original_width)]
    pub width_ratio: f64,
    /// The new latency over the old.
    #[property(optimized_latency / original_latency)]
    pub slowdown: f64,
    /// The new latency over the budget: above one, the budget is broken.
    #[property(optimized_latency / latency_budget)]
    pub budget_ratio: f64,
}

/// Beam search widened from 1 to 10 candidates for half a BLEU point (28.0 to 28.5), at 50 ms
/// and then 200 ms against a 100 ms serving deadline (illustrative).
#[preset(name = "WiderBeamSearchTranslation")]
pub fn wider_beam_search_translation() -> Result<ProxyMetricLatency, InputError> {
    ProxyMetricLatency::builder()
        .original_metric(28.0)
        .optimized_metric(28.5)
        .original_width(1)
        .optimized_width(10)
        .original_latency(milliseconds(50.0))
        .optimized_latency(milliseconds(200.0))
        .latency_budget(milliseconds(100.0))
        .build()
}
