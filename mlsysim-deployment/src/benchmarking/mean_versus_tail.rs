use super::BENCHMARKING;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// A benchmark's mean latency against a production tail stated as a range.
#[scenario(
    family = BENCHMARKING,
    assumption = "The mean and the tail are of the same request path.",
    excludes = "What makes the tail: queueing, long inputs, interference.",
    rule(tail_low <= tail_high, "`tail_low` is at most `tail_high`"),
    example = r#"
// A 15 ms model-only mean against a 150 to 200 ms production p99
use mlsysim_deployment::benchmarking::model_only_mean_versus_production_p99;

let s = model_only_mean_versus_production_p99()?;
assert!((s.gap_low()? - 10.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct MeanVersusTail {
    /// The benchmark's mean latency.
    #[input(positive, unit = MILLISECOND)]
    pub mean: Time,
    /// The production tail latency, low end.
    #[input(positive, unit = MILLISECOND)]
    pub tail_low: Time,
    /// The production tail latency, high end.
    #[input(positive, unit = MILLISECOND)]
    pub tail_high: Time,

    /// The low end of the tail over the mean.
    #[property(tail_low / mean)]
    pub gap_low: f64,
    /// The high end of the tail over the mean.
    #[property(tail_high / mean)]
    pub gap_high: f64,
}

/// A model-only mean on evenly spaced synthetic inputs against the p99 under production
/// traffic (illustrative).
#[preset(name = "ModelOnlyMeanVersusProductionP99")]
pub fn model_only_mean_versus_production_p99() -> Result<MeanVersusTail, InputError> {
    MeanVersusTail::builder()
        .mean(milliseconds(15.0))
        .tail_low(milliseconds(150.0))
        .tail_high(milliseconds(200.0))
        .build()
}

/// An LLM chat endpoint's mean time to first token against its p99, one stated value
/// (illustrative; long prompts and queueing behind long generations drive the tail).
#[preset(name = "ChatEndpointTtftMeanVersusP99")]
pub fn chat_endpoint_ttft_mean_versus_p99() -> Result<MeanVersusTail, InputError> {
    MeanVersusTail::builder()
        .mean(milliseconds(50.0))
        .tail_low(milliseconds(2000.0))
        .tail_high(milliseconds(2000.0))
        .build()
}
