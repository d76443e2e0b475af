use super::PLACEMENT;
use mlsysim_core::units::{KILOMETRE_PER_HOUR, milliseconds};
use mlsysim_core::{InputError, Length, Time, Velocity, preset, scenario};

/// The distance a vehicle covers while its decision is still being made.
#[scenario(
    family = PLACEMENT,
    assumption = "The speed is constant over the latency: braking starts only once the decision is made.",
    excludes = "The braking distance itself.",
    example = r#"
// At 100 km/h a 100 ms decision costs 2.8 m before the brakes engage
use mlsysim_deployment::placement::emergency_braking100kmh;

let s = emergency_braking100kmh()?;
assert!((s.distance()?.value - 2.777777777777778).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TravelDuringLatency {
    /// The vehicle's speed.
    #[input(non_negative, unit = KILOMETRE_PER_HOUR)]
    pub speed: Velocity,
    /// Time from seeing to acting.
    #[input(non_negative, unit = MILLISECOND)]
    pub latency: Time,
    /// A remote path's round trip, best case (stated for comparison; no member reads it).
    #[input(non_negative, unit = MILLISECOND)]
    pub remote_delay_low: Option<Time>,
    /// A remote path's round trip, worst case (stated for comparison; no member reads it).
    #[input(non_negative, unit = MILLISECOND)]
    pub remote_delay_high: Option<Time>,

    /// Distance covered during the latency.
    #[property(speed * latency, unit = METRE)]
    pub distance: Length,
}

/// Emergency braking at 100 km/h under a 100 ms end-to-end budget, against a cloud round trip
/// of 50 to 150 ms.
#[preset(name = "EmergencyBraking100kmh")]
pub fn emergency_braking100kmh() -> Result<TravelDuringLatency, InputError> {
    TravelDuringLatency::builder()
        .speed(KILOMETRE_PER_HOUR.of(100.0))
        .latency(milliseconds(100.0))
        .remote_delay_low(milliseconds(50.0))
        .remote_delay_high(milliseconds(150.0))
        .build()
}
