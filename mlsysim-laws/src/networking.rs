//! Signals over distance: the round trip that the speed of light in optical fiber puts under
//! every request to a remote model.

use crate::law;
use crate::units::{Length, Time};

/// The speed of light in optical fiber, in m/s: about two thirds of its speed in vacuum (a
/// refractive index near 1.5), the value teaching references round to 200,000 km/s.
const FIBER_SPEED_M_PER_S: f64 = 2e8;

/// The least round trip over a fiber path of `distance` one way: there and back at the speed of
/// light in fiber, about 1 ms per 100 km. Routing, switching, queueing and serialization only
/// add to it.
#[law(
    reference = "mlsysim.physics.networking.calc_network_latency_ms",
    unit = MILLISECOND,
    samples(distance = ["1500 km", "3600 km", "100 m", "0 km"])
)]
pub fn fiber_round_trip(distance: Length) -> Time {
    {
        require(distance >= metres(0.0), "the distance is at least zero")?;
        2.0 * distance / metres_per_second(FIBER_SPEED_M_PER_S)
    }
}
