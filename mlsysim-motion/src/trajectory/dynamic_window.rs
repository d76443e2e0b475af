use super::TRAJECTORY;
use mlsysim_core::registry::{Embodied, MobileManipulator, SiteScenario};
use mlsysim_core::{InputError, Time, Velocity, preset, scenario};

/// The machine's base over one chunk renewal at the site: the dynamic window of speeds it can
/// reach, and the classical test of which speeds it admits.
///
/// Speeds reachable in the next window differ from the current one by at most a_max times the
/// window. The dynamic window approach admits an arc whose speed satisfies v ≤ √(2·d·a_b), a
/// constant-deceleration stop within the distance d to the nearest obstacle (Fox, Burgard and
/// Thrun, 1997, eq. 14): no pre-brake delay, no jerk ramps, no margins.
#[scenario(
    family = TRAJECTORY,
    assumption = "The window is one chunk renewal period.",
    excludes = "The pre-brake delay, the jerk ramps and the site's allowances, which the finished stopping budget charges.",
    derivation = "The reference's DynamicWindowModel.",
)]
pub struct DynamicWindow {
    /// The machine: its base's acceleration and drive limit, and its chunk rate.
    pub machine: &'static MobileManipulator,
    /// The site: its clear distance and credible deceleration.
    pub site: &'static SiteScenario,

    /// The window: one chunk renewal period.
    #[property(1.0 / machine.chunk_rate, unit = MILLISECOND)]
    pub window: Time,
    /// Half-width of the dynamic window: the base's largest acceleration over the window.
    #[property(from_registry(machine.base.max_acceleration, "largest acceleration", machine.base.path)? * window, unit = METRE_PER_SECOND)]
    pub half_width: Velocity,
    /// Fastest speed the classical test admits: √(2·d·a_b).
    #[property(
        metres_per_second(sqrt((2.0 * site.d_clear * from_registry(site.a_brake(), "largest acceleration of the base", site.path)?).value)?),
        unit = METRE_PER_SECOND
    )]
    pub admissible_speed: Velocity,
    /// Whether the classical test admits the drive limit.
    #[property(admissible_speed > from_registry(machine.base.max_velocity, "fastest speed", machine.base.path)?)]
    pub admits_drive_limit: bool,
}

/// The warehouse base's dynamic window over one 50 ms chunk renewal, and the classical
/// admissible speed on the rack-end clear distance.
#[preset(name = "WarehouseBaseDynamicWindow")]
pub fn warehouse_base_dynamic_window() -> Result<DynamicWindow, InputError> {
    DynamicWindow::builder()
        .machine(&Embodied::MobileManipulator::WarehouseMobileManipulator)
        .site(&Embodied::Scenario::WarehouseAisle)
        .build()
}
