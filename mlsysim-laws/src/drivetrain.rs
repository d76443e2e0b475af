//! The drive of a wheeled base: the ceilings on the deceleration it may be credited with
//! (tire-floor traction, tipping over its leading support, the torque its drives deliver at
//! their current limit) and the back-EMF that decides whether a drive keeps control of its
//! current at speed.
//!
//! Coulomb friction F ≤ μN and the tipping moment balance are rigid-body equilibrium
//! (OpenStax, *University Physics* Vol. 1, §§6.2 and 12.2); the rotating parts reflected into
//! the translating mass follow Lynch and Park, *Modern Robotics* (2017), §8.9.2; the brushless
//! terminal equation V = e ± I·R is Krishnan, *Permanent Magnet Synchronous and Brushless DC
//! Motor Drives* (2010).

use crate::law;
use crate::units::{Acceleration, BackEmfConstant, Length, Mass, Torque, Velocity, Voltage};

/// Whether a share of the weight on the braked wheels lies in (0, 1].
fn load_share_ok(share: f64) -> bool {
    share > 0.0 && share <= 1.0
}

/// Deceleration ceiling set by tire-floor friction: a = μ·φ·g, where `drive_load_share` φ is
/// the share of the weight on the braked (driven) wheels; casters carry the rest and retard
/// nothing.
#[law(
    reference = "mlsysim.physics.drivetrain.calc_traction_deceleration_limit",
    unit = METRE_PER_SECOND2,
    samples(friction_coefficient = [0.6, 0.12, 0.05], drive_load_share = [1.0, 0.45])
)]
pub fn traction_deceleration_limit(
    friction_coefficient: f64,
    drive_load_share: f64,
) -> Acceleration {
    require(
        friction_coefficient > 0.0,
        "the friction coefficient is positive",
    )?;
    require(
        self::load_share_ok(drive_load_share),
        "the share of the weight on the braked wheels lies in (0, 1]",
    )?;
    friction_coefficient * drive_load_share * standard_gravities(1.0)
}

/// Least friction coefficient that supports `deceleration` on the braked wheels: μ = a/(g·φ).
#[law(
    reference = "mlsysim.physics.drivetrain.calc_required_friction",
    samples(deceleration = ["2 m/s^2", "0.5 m/s^2"], drive_load_share = [1.0, 0.45])
)]
pub fn required_friction(deceleration: Acceleration, drive_load_share: f64) -> f64 {
    require(
        deceleration > metres_per_second_squared(0.0),
        "the deceleration is positive",
    )?;
    require(
        self::load_share_ok(drive_load_share),
        "the share of the weight on the braked wheels lies in (0, 1]",
    )?;
    deceleration / (standard_gravities(1.0) * drive_load_share)
}

/// Deceleration at which a braking machine starts to pitch over its leading support: the
/// retarding force acts at the floor and inertia at the centre of gravity, so it stays down
/// while m·a·h ≤ m·g·d, a = g·d/h.
#[law(
    reference = "mlsysim.physics.drivetrain.calc_tipover_deceleration_limit",
    unit = METRE_PER_SECOND2,
    samples(cg_height = ["0.9 m", "0.45 m"], tip_arm = ["0.25 m", "0.1 m"])
)]
pub fn tipover_deceleration_limit(cg_height: Length, tip_arm: Length) -> Acceleration {
    require(
        cg_height > metres(0.0) && tip_arm > metres(0.0),
        "the height of the centre of gravity and the tipping arm are positive",
    )?;
    standard_gravities(1.0) * tip_arm / cg_height
}

/// Largest ratio of the centre of gravity's height to its tipping arm at which `deceleration`
/// does not tip the machine: (h/d) = g/a.
#[law(
    reference = "mlsysim.physics.drivetrain.calc_max_cg_height_ratio",
    samples(deceleration = ["2 m/s^2", "9.81 m/s^2"])
)]
pub fn max_cg_height_ratio(deceleration: Acceleration) -> f64 {
    require(
        deceleration > metres_per_second_squared(0.0),
        "the deceleration is positive",
    )?;
    standard_gravities(1.0) / deceleration
}

/// Deceleration ceiling set by the torque the drives deliver: `n_driven_wheels` wheels each
/// give `wheel_torque_max` at the rim of `wheel_radius`, against the translating `mass` plus
/// `rotating_equivalent_mass` (Σ N²·J/r² of the rotating parts): a = n·τ/(r·(m + m_rot)).
#[law(
    reference = "mlsysim.physics.drivetrain.calc_drive_torque_deceleration_limit",
    unit = METRE_PER_SECOND2,
    samples(wheel_torque_max = ["18.9 N·m", "6 N·m"], wheel_radius = ["0.0825 m"], n_driven_wheels = [2, 4], mass = ["218 kg"], rotating_equivalent_mass = ["8 kg", "0 kg"])
)]
pub fn drive_torque_deceleration_limit(
    wheel_torque_max: Torque,
    wheel_radius: Length,
    n_driven_wheels: i64,
    mass: Mass,
    rotating_equivalent_mass: Mass,
) -> Acceleration {
    require(
        wheel_torque_max > newton_metres(0.0)
            && wheel_radius > metres(0.0)
            && mass > kilograms(0.0),
        "the wheel torque, the wheel radius and the mass are positive",
    )?;
    require(n_driven_wheels >= 1, "at least one wheel is driven")?;
    require(
        rotating_equivalent_mass >= kilograms(0.0),
        "the rotating equivalent mass is at least zero",
    )?;
    n_driven_wheels * wheel_torque_max / wheel_radius / (mass + rotating_equivalent_mass)
}

/// Back-EMF of a direct-drive wheel motor at ground speed `velocity`: the wheel turns at
/// ω = v/r, and the line-to-line back-EMF is e = K_e·ω. A drive keeps control of its braking
/// current only while the bus voltage stays above e.
#[law(
    reference = "mlsysim.physics.drivetrain.calc_drive_voltage_headroom",
    unit = VOLT,
    samples(back_emf_constant = ["0.115 V/rpm", "0.9 V·s/rad"], velocity = ["1.5 m/s", "0 m/s"], wheel_radius = ["0.0825 m"])
)]
pub fn drive_back_emf(
    back_emf_constant: BackEmfConstant,
    velocity: Velocity,
    wheel_radius: Length,
) -> Voltage {
    require(
        back_emf_constant.value > 0.0 && wheel_radius > metres(0.0),
        "the back-EMF constant and the wheel radius are positive",
    )?;
    require(
        velocity >= metres_per_second(0.0),
        "the speed is at least zero",
    )?;
    back_emf_constant * (velocity / wheel_radius * crate::units::ONE_RADIAN)
}
