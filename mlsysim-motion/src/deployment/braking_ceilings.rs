use super::DEPLOYMENT;
use mlsysim_core::registry::{Embodied, SiteScenario};
use mlsysim_core::units::ONE_RADIAN;
use mlsysim_core::{
    Acceleration, AngularVelocity, Force, InputError, Mass, Torque, Voltage, preset, scenario,
};

/// The ceilings on the site's credible deceleration for its loaded machine at the drive limit:
/// tire-floor traction, tipping over, and the torque of the hub drives at their current limit,
/// with the back-EMF headroom the drives need to keep control of their current at speed.
///
/// A credible deceleration is admissible only while every ceiling lies above it. The drives'
/// ceiling counts the hub motors' rotating mass (an upper bound where the rotor's inertia is
/// unpublished) with the machine's; the traction ceilings take the largest share of the weight
/// the driven wheels may carry within their motors' load rating, and all of it on the inspected
/// floor. Tipping needs the centre of gravity's height and tipping arm, which no source states
/// yet: until one does, the tip-over ceiling is refused and the check does not pass.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The hub drives brake at their configured current limit, with the torque constant of the datasheet's peak point.",
    assumption = "Two phases conduct: the terminal voltage is e + I·R driving and e − I·R braking.",
    excludes = "Slip, load transfer during braking, and the inductance's share of the terminal voltage.",
    derivation = "The reference's BrakingCeilingsModel, with calc_braking_limits, calc_drive_torque_deceleration_limit, calc_traction_deceleration_limit, calc_required_friction and calc_drive_voltage_headroom.",
)]
pub struct BrakingCeilings {
    /// The site, with its machine: mass, drive limit, hub drives, drive bus and floors.
    pub site: &'static SiteScenario,

    /// Credible deceleration of the site.
    #[property(from_registry(site.a_brake(), "largest acceleration of the base", site.path)?, unit = METRE_PER_SECOND2)]
    pub deceleration: Acceleration,
    /// Loaded mass of the machine: base, arm and a full tote rack.
    #[property(site.machine.loaded_mass(), unit = KILOGRAM)]
    pub mass: Mass,
    /// Torque each driven wheel gives at the current limit.
    #[property(site.machine.drive_unit.torque_constant() * site.machine.drive_current_limit, unit = NEWTON_METRE)]
    pub wheel_torque: Torque,
    /// Retarding force of all driven wheels at the floor.
    #[property(site.machine.drive_wheel_count * wheel_torque / site.machine.drive_unit.wheel_radius(), unit = NEWTON)]
    pub force: Force,
    /// Rotating mass of the hub motors, reflected to the rim (an upper bound).
    #[property(site.machine.drive_wheel_count * site.machine.drive_unit.rotating_mass_bound(), unit = KILOGRAM)]
    pub rotating_mass: Mass,
    /// The rotating mass as a share of the machine's.
    #[property(rotating_mass / mass)]
    pub rotating_share: f64,
    /// Effective mass the drives decelerate: the machine's plus the rotating mass.
    #[property(mass + rotating_mass, unit = KILOGRAM)]
    pub m_eff: Mass,
    /// Deceleration ceiling of the drives at their current limit.
    #[property(drive_torque_deceleration_limit(wheel_torque, site.machine.drive_unit.wheel_radius(), site.machine.drive_wheel_count, mass, rotating_mass)?, unit = METRE_PER_SECOND2)]
    pub a_torque: Acceleration,
    /// How far the drives' ceiling lies above the credible deceleration, as a share of it.
    #[property(a_torque / deceleration - 1.0)]
    pub torque_margin: f64,
    /// Deceleration ceiling of the drives at their rated torque.
    #[property(drive_torque_deceleration_limit(site.machine.drive_unit.rated_torque, site.machine.drive_unit.wheel_radius(), site.machine.drive_wheel_count, mass, rotating_mass)?, unit = METRE_PER_SECOND2)]
    pub a_torque_rated: Acceleration,
    /// Least friction coefficient for the credible deceleration, all the weight on the driven wheels.
    #[property(required_friction(deceleration, 1.0)?)]
    pub mu_required: f64,
    /// Largest share of the weight the driven wheels may carry within their motors' load rating.
    #[property(site.machine.drive_wheel_load_share_max())]
    pub drive_load_share: f64,
    /// Least friction coefficient for the credible deceleration at that share.
    #[property(required_friction(deceleration, drive_load_share)?)]
    pub mu_required_rated: f64,
    /// Least share of the weight on the driven wheels for the credible deceleration on a dry floor.
    #[property(deceleration / (site.mu_dry * standard_gravities(1.0)))]
    pub min_load_share_dry: f64,
    /// Traction ceiling on a dry floor at the driven wheels' share.
    #[property(traction_deceleration_limit(site.mu_dry, drive_load_share)?, unit = METRE_PER_SECOND2)]
    pub a_traction_dry: Acceleration,
    /// Traction ceiling on the inspected floor, all the weight on the driven wheels.
    #[property(traction_deceleration_limit(site.mu_inspected_floor, 1.0)?, unit = METRE_PER_SECOND2)]
    pub a_traction_inspected: Acceleration,
    /// Largest ratio of the centre of gravity's height to its tipping arm the deceleration tolerates.
    #[property(max_cg_height_ratio(deceleration)?)]
    pub cg_ratio_max: f64,
    /// Tip-over ceiling, where the centre of gravity's height and tipping arm are known.
    #[property(
        tipover_deceleration_limit(
            from_registry(site.machine.cg_height, "height of the loaded centre of gravity", site.machine.path)?,
            from_registry(site.machine.tip_arm_stowed, "tipping arm with the arm stowed", site.machine.path)?,
        )?,
        unit = METRE_PER_SECOND2
    )]
    pub a_tip: Acceleration,
    /// Whether every ceiling meets the credible deceleration; not while the tip-over ceiling is
    /// unknown.
    #[property(
        site.machine.cg_height.is_some() && site.machine.tip_arm_stowed.is_some()
            && a_tip >= deceleration && a_traction_dry >= deceleration && a_torque >= deceleration
    )]
    pub passes: bool,
    /// Wheel speed at the drive limit.
    #[property(from_registry(site.machine.base.max_velocity, "fastest speed", site.machine.base.path)? / site.machine.drive_unit.wheel_radius() * ONE_RADIAN, unit = RPM)]
    pub wheel_speed: AngularVelocity,
    /// Back-EMF of a hub motor at the drive limit.
    #[property(
        drive_back_emf(site.machine.drive_unit.back_emf_constant, from_registry(site.machine.base.max_velocity, "fastest speed", site.machine.base.path)?, site.machine.drive_unit.wheel_radius())?,
        unit = VOLT
    )]
    pub back_emf: Voltage,
    /// Terminal voltage to brake at the current limit: e − I·R.
    #[property(back_emf - site.machine.drive_current_limit * site.machine.drive_unit.line_resistance, unit = VOLT)]
    pub v_brake: Voltage,
    /// Terminal voltage to drive at the current limit: e + I·R.
    #[property(back_emf + site.machine.drive_current_limit * site.machine.drive_unit.line_resistance, unit = VOLT)]
    pub v_drive: Voltage,
    /// Bus voltage left above the back-EMF with the battery at its low end.
    #[property(site.machine.drive_bus_battery_low - back_emf, unit = VOLT)]
    pub headroom: Voltage,
}

/// The ceilings on the loaded warehouse base's credible deceleration: traction on the dry and
/// inspected floors, tipping (centre of gravity unmeasured), and the hub drives' torque at their
/// current limit, with the back-EMF headroom at the drive limit.
#[preset(name = "WarehouseBaseBrakingCeilings")]
pub fn warehouse_base_braking_ceilings() -> Result<BrakingCeilings, InputError> {
    BrakingCeilings::builder()
        .site(&Embodied::Scenario::WarehouseAisle)
        .build()
}
