use super::RESPONSIBLE_AI;
use mlsysim_core::registry::ReferenceStats::RecommenderAtScaleProfile as profile;
use mlsysim_core::units::per_second;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// A safeguard put inline on a request path: the latency it adds, from `overhead_low` to
/// `overhead_high` of the path's base latency, and the capacity that keeps throughput.
///
/// Under the proportional assumption a request holds its server for its whole latency, so
/// holding the same throughput needs capacity in the ratio of the new latency to the old.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "Capacity scales with latency: a request occupies its server for all of it.",
    assumption = "`request_rate` is stated for context; no member reads it.",
    excludes = "Running the safeguard off the request path, and batching that hides its cost.",
    derivation = "Little's law at a fixed throughput: occupancy grows with time in the system.",
    rule(overhead_low <= overhead_high, "`overhead_low` is at most `overhead_high`"),
    example = r#"
// Sampled SHAP inline triples the capacity at its worst
use mlsysim_responsible::responsible_ai::inline_shap_retrofit;

let s = inline_shap_retrofit()?;
assert!((s.capacity_high()? - 3.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct InlineOverhead {
    /// Latency of the request path before the safeguard.
    #[input(positive, unit = MILLISECOND)]
    pub base_latency: Time,
    /// Smallest added time, as a share of the base latency.
    #[input(non_negative)]
    pub overhead_low: f64,
    /// Largest added time, as a share of the base latency.
    #[input(non_negative)]
    pub overhead_high: f64,
    /// Requests a second the path serves, where stated.
    #[input(positive, unit = REQUESTS_PER_SECOND)]
    pub request_rate: Option<Frequency>,

    /// Time added at the low overhead.
    #[property(base_latency * overhead_low, unit = MILLISECOND)]
    pub added_low: Time,
    /// Time added at the high overhead.
    #[property(base_latency * overhead_high, unit = MILLISECOND)]
    pub added_high: Time,
    /// Latency with the safeguard, at the low overhead.
    #[property(base_latency + added_low, unit = MILLISECOND)]
    pub latency_low: Time,
    /// Latency with the safeguard, at the high overhead.
    #[property(base_latency + added_high, unit = MILLISECOND)]
    pub latency_high: Time,
    /// Capacity needed, relative to before, at the low overhead.
    #[property(latency_low / base_latency)]
    pub capacity_low: f64,
    /// Capacity needed, relative to before, at the high overhead.
    #[property(latency_high / base_latency)]
    pub capacity_high: f64,
}

/// Sampled SHAP retrofitted inline on a recommender with the 100 ms P99 latency target of
/// the reference's at-scale recommender profile, adding 50% to 200% per request at 10,000
/// requests a second.
#[preset(name = "InlineShapRetrofit")]
pub fn inline_shap_retrofit() -> Result<InlineOverhead, InputError> {
    InlineOverhead::builder()
        .base_latency(profile::P99LatencySlo.value)
        .overhead_low(50.0 / 100.0)
        .overhead_high(200.0 / 100.0)
        .request_rate(per_second(10_000.0))
        .build()
}
