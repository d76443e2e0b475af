use super::KV_CACHE;
use mlsysim_core::{Frequency, InputError, preset, scenario};

/// How often an event that befalls a small share of requests happens at a given request rate.
#[scenario(
    family = KV_CACHE,
    assumption = "Each request meets the event independently with the same probability, a share in [0, 1]; the reference takes any number.",
    excludes = "Bursts: the result is a mean rate.",
    derivation = "The expected count of events is the count of trials times the probability of each.",
    example = r#"
// One in 10,000 at ten million requests a second
use mlsysim_serving::kv_cache::recommender_tail_events;

let s = recommender_tail_events()?;
assert!((s.events_per_second()?.value - 1000.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct TailEventRate {
    /// Requests a second.
    #[input(non_negative, unit = REQUESTS_PER_SECOND)]
    pub request_rate: Frequency,
    /// Probability that one request meets the event.
    #[input(range = 0.0..=1.0)]
    pub event_probability: f64,

    /// Events a second.
    #[property(request_rate * event_probability, unit = PER_SECOND)]
    pub events_per_second: Frequency,
}

/// A one-in-10,000 slow request at the reference's recommender platform rate of ten million
/// requests a second.
#[preset(name = "RecommenderTailEvents")]
pub fn recommender_tail_events() -> Result<TailEventRate, InputError> {
    TailEventRate::builder()
        .request_rate(
            mlsysim_core::registry::ReferenceStats::RecommenderAtScaleProfile::PlatformQps.value,
        )
        .event_probability(1e-4)
        .build()
}
