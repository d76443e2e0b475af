use super::DEPLOYMENT;
use mlsysim_core::registry::{Embodied, SiteScenario};
use mlsysim_core::{InputError, Length, Time, Velocity, preset, scenario};

/// The site's vision backbone, a compute-bound stage, at `clock_ratio` of its full clock: the
/// age it adds, paid as travel at `speed`.
///
/// A compute-bound stage's time scales with the inverse of the clock; the time it adds is
/// observation age the machine drives through unchecked.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The stage is compute-bound: its time scales with the clock alone.",
    excludes = "Memory-bound work, which a lower clock slows less.",
    derivation = "The reference's ThrottledStageModel.",
)]
pub struct ThrottledStage {
    /// The site: its backbone stage's time.
    pub site: &'static SiteScenario,
    /// Clock under throttling as a share of the full clock.
    #[input(range = 0.0..=1.0, positive)]
    pub clock_ratio: f64,
    /// Speed the machine drives at meanwhile.
    #[input(non_negative, unit = METRE_PER_SECOND)]
    pub speed: Velocity,

    /// The stage's time at the lower clock.
    #[property(site.t_backbone / clock_ratio, unit = MILLISECOND)]
    pub throttled: Time,
    /// Age the throttling adds.
    #[property(throttled - site.t_backbone, unit = MILLISECOND)]
    pub added_age: Time,
    /// Travel at `speed` during the added age.
    #[property(speed * added_age, unit = MILLIMETRE)]
    pub added_travel: Length,
}

/// The navigation backbone at two-thirds of its clock under thermal throttling, paid as blind
/// travel at the drive limit.
#[preset(name = "ThrottledNavigationBackbone")]
pub fn throttled_navigation_backbone() -> Result<ThrottledStage, InputError> {
    let aisle = &Embodied::Scenario::WarehouseAisle;
    ThrottledStage::builder()
        .site(aisle)
        .clock_ratio(2.0 / 3.0)
        .speed(mlsysim_core::error::derived("speed", crate::site::drive_limit(aisle))?)
        .build()
}
