use super::ONE_MACHINE;
use mlsysim_core::units::{milliseconds, per_second, seconds};
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// A service sized for a normal request rate that receives a surge: how many times the
/// normal load arrives.
///
/// Only the surge factor is computed; the latencies before and during the surge are stated as
/// context (once arrivals exceed capacity the queue grows for as long as the surge lasts, so no
/// steady latency exists).
#[scenario(
    family = ONE_MACHINE,
    assumption = "The normal rate is above zero; the latencies are context (the reference keeps them without using them).",
    excludes = "How long the surge lasts, and so how long the queue grows.",
    derivation = "A ratio of rates.",
    example = r#"
// Ten times the traffic
use mlsysim_serving::one_machine::recommender_traffic_surge;

assert_eq!(recommender_traffic_surge()?.surge_factor()?, 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct TrafficSurge {
    /// Requests a second the service was sized for.
    #[input(positive, unit = REQUESTS_PER_SECOND)]
    pub normal_rate: Frequency,
    /// Requests a second during the surge.
    #[input(non_negative, unit = REQUESTS_PER_SECOND)]
    pub surge_rate: Frequency,
    /// Latency at the normal rate; context only.
    #[input(non_negative, unit = MILLISECOND)]
    pub normal_latency: Time,
    /// Latency once the queue has grown during the surge; context only.
    #[input(non_negative, unit = SECOND)]
    pub surge_latency: Time,

    /// How many times the normal rate arrives.
    #[property(surge_rate / normal_rate)]
    pub surge_factor: f64,
}

/// A recommender sized for 1,000 requests a second receives ten times more; utilization pins
/// at 100% and latency grows from 50 ms to a stated 10 s.
#[preset(name = "RecommenderTrafficSurge")]
pub fn recommender_traffic_surge() -> Result<TrafficSurge, InputError> {
    TrafficSurge::builder()
        .normal_rate(per_second(1000.0))
        .surge_rate(per_second(10_000.0))
        .normal_latency(milliseconds(50.0))
        .surge_latency(seconds(10.0))
        .build()
}
