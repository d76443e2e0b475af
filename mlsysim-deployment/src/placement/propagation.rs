use super::PLACEMENT;
use mlsysim_core::units::{KILOMETRE, milliseconds};
use mlsysim_core::{InputError, Length, Time, preset, scenario};

/// A request sent a distance over fiber and answered: the round trip the speed of light alone
/// takes, against a response budget and a measured round trip.
#[scenario(
    family = PLACEMENT,
    assumption = "The fiber runs the straight distance given; light in fiber covers 200,000 km a second.",
    excludes = "Routing detours, switching, queueing, serialization and the remote compute: the round trip is a floor.",
    derivation = "Light in glass of refractive index about 1.5 travels at about two thirds of its speed in vacuum.",
    example = r#"
// A cloud region 1,500 km away takes 15 ms of light alone: a 10 ms safety stop cannot wait for it
use mlsysim_deployment::placement::robotic_arm_regional_cloud;

let s = robotic_arm_regional_cloud()?;
assert!((s.overrun()?.value - 0.005).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Propagation {
    /// One-way fiber distance to the remote model.
    #[input(non_negative, unit = KILOMETRE)]
    pub distance: Length,
    /// The response budget.
    #[input(positive, unit = MILLISECOND)]
    pub budget: Option<Time>,
    /// A round trip measured on the real path.
    #[input(positive, unit = MILLISECOND)]
    pub measured_round_trip: Option<Time>,

    /// The round trip at the speed of light in fiber.
    #[property(fiber_round_trip(distance)?, unit = MILLISECOND)]
    pub round_trip: Time,
    /// How far the round trip alone exceeds the budget (negative when it fits).
    #[property(round_trip - budget, unit = MILLISECOND)]
    pub overrun: Time,
    /// The measured round trip over the floor.
    #[property(measured_round_trip / round_trip)]
    pub measured_over_floor: f64,
}

/// A robot arm's safety stop served from a cloud region 1,500 km away, against a 10 ms budget
/// from seeing a person to stopping.
#[preset(name = "RoboticArmRegionalCloud")]
pub fn robotic_arm_regional_cloud() -> Result<Propagation, InputError> {
    Propagation::builder()
        .distance(KILOMETRE.of(1500.0))
        .budget(milliseconds(10.0))
        .build()
}

/// A sensor packet from California to a data center in Virginia, 3,600 km in a straight line,
/// against a 10 ms real-time control budget.
#[preset(name = "CrossCountryFiberPath")]
pub fn cross_country_fiber_path() -> Result<Propagation, InputError> {
    Propagation::builder()
        .distance(KILOMETRE.of(3600.0))
        .budget(milliseconds(10.0))
        .build()
}
