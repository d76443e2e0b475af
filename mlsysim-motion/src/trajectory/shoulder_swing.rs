use super::TRAJECTORY;
use mlsysim_core::registry::{ActuatorJoint, Actuators, Embodied, MobileManipulator};
use mlsysim_core::units::RADIAN;
use mlsysim_core::units::ONE_RADIAN;
use mlsysim_core::{
    Angle, AngularAcceleration, AngularJerk, AngularVelocity, InputError, Length, Mass,
    MomentOfInertia, Time, Torque, TorqueRate, preset, scenario,
};

/// The machine's shoulder holding its arm's rated payload at full planar reach, with the
/// joint's reflected rotor inertia, swinging `swing` from rest to rest inside its datasheet
/// limits.
///
/// Holding payload m at reach r costs m·g·r of torque; the payload and the reflected rotor give
/// J = m·r² + J_ref (the links' own masses left out, so a lower bound). Gravity, held at its
/// horizontal value, leaves (τ_max − τ_g)/J to lift and (τ_max + τ_g)/J to brake; the
/// binding acceleration is the least of these and the joint's limit. The time-optimal
/// bang-bang swing of D takes 2√(D/a) and steps the torque by 2·J·a at its switch. A
/// torque-rate limit bounds the jerk at τ̇/J, and the jerk-limited swing is the double-S
/// profile without cruise.
#[scenario(
    family = TRAJECTORY,
    assumption = "Gravity acts at its horizontal value throughout the swing.",
    assumption = "The links' own masses are left out: the inertia and holding torque are lower bounds.",
    excludes = "Friction, the gearbox's compliance and the other joints' motion.",
    derivation = "The reference's ShoulderSwingModel, with calc_scurve_rest_to_rest_time.",
)]
pub struct ShoulderSwing {
    /// The machine: its arm's payload, link lengths, torque, acceleration, speed and torque-rate
    /// limits.
    pub machine: &'static MobileManipulator,
    /// The shoulder joint: its reflected rotor inertia.
    pub joint: &'static ActuatorJoint,
    /// Angle of the swing, rest to rest.
    #[input(positive, unit = RADIAN)]
    pub swing: Angle,

    /// Planar reach of the arm: upper arm and forearm.
    #[property(
        from_registry(machine.arm.upper_arm_length, "upper-arm length", machine.arm.path)?
            + from_registry(machine.arm.forearm_length, "forearm length", machine.arm.path)?,
        unit = METRE
    )]
    pub reach: Length,
    /// The arm's rated payload.
    #[property(from_registry(machine.arm.payload_capacity, "payload", machine.arm.path)?, unit = KILOGRAM)]
    pub payload: Mass,
    /// The arm's largest joint torque.
    #[property(from_registry(machine.arm.max_torque, "largest joint torque", machine.arm.path)?, unit = NEWTON_METRE)]
    pub torque_limit: Torque,
    /// The shoulder's acceleration limit.
    #[property(from_registry(machine.arm.joint_acceleration_limits, "joint acceleration limits", machine.arm.path)?.to_vec()[1], unit = RADIAN_PER_SECOND2)]
    pub acceleration_limit: AngularAcceleration,
    /// The shoulder's speed limit.
    #[property(from_registry(machine.arm.joint_velocity_limits, "joint speed limits", machine.arm.path)?.to_vec()[1], unit = RADIAN_PER_SECOND)]
    pub velocity_limit: AngularVelocity,
    /// The arm's torque-rate limit.
    #[property(from_registry(machine.arm.joint_torque_rate_limit, "torque-rate limit", machine.arm.path)?, unit = NEWTON_METRE_PER_SECOND)]
    pub torque_rate_limit: TorqueRate,
    /// Torque that holds the payload at full reach: m·g·r.
    #[property(payload * standard_gravities(1.0) * reach, unit = NEWTON_METRE)]
    pub holding_torque: Torque,
    /// The holding torque as a share of the torque limit.
    #[property(holding_torque / torque_limit)]
    pub holding_share: f64,
    /// Inertia the shoulder swings: the payload at full reach and the reflected rotor.
    #[property(
        payload * reach * reach + from_registry(joint.reflected_inertia, "reflected inertia", joint.path)?,
        unit = KILOGRAM_SQUARE_METRE
    )]
    pub effective_inertia: MomentOfInertia,
    /// Acceleration left to lift against gravity: (τ_max − τ_g)/J.
    #[property((torque_limit - holding_torque) / effective_inertia * ONE_RADIAN, unit = RADIAN_PER_SECOND2)]
    pub accel_up: AngularAcceleration,
    /// Acceleration to brake with gravity's help: (τ_max + τ_g)/J.
    #[property((torque_limit + holding_torque) / effective_inertia * ONE_RADIAN, unit = RADIAN_PER_SECOND2)]
    pub accel_down: AngularAcceleration,
    /// The acceleration that binds: the least of lifting, braking and the joint's limit.
    #[property(min(min(accel_up, accel_down), acceleration_limit), unit = RADIAN_PER_SECOND2)]
    pub binding_acceleration: AngularAcceleration,
    /// Time of the bang-bang swing: 2√(D/a).
    #[property(2.0 * sqrt_time(swing / binding_acceleration)?, unit = MILLISECOND)]
    pub bang_bang_time: Time,
    /// Peak speed of the bang-bang swing: √(a·D).
    #[property(radians_per_second(sqrt((binding_acceleration * swing).value)?), unit = RADIAN_PER_SECOND)]
    pub peak_speed: AngularVelocity,
    /// Torque step at the bang-bang switch: 2·J·a.
    #[property(2.0 * effective_inertia * binding_acceleration / ONE_RADIAN, unit = NEWTON_METRE)]
    pub switch_torque_step: Torque,
    /// Time the torque-rate limit takes to make that step.
    #[property(switch_torque_step / torque_rate_limit, unit = MILLISECOND)]
    pub switch_step_time: Time,
    /// Jerk the torque-rate limit allows: τ̇/J.
    #[property(torque_rate_limit / effective_inertia * ONE_RADIAN, unit = RADIAN_PER_SECOND3)]
    pub jerk_bound: AngularJerk,
    /// Time of the jerk-limited swing.
    #[property(scurve_rest_to_rest_time(swing, binding_acceleration, jerk_bound)?, unit = MILLISECOND)]
    pub jerk_limited_time: Time,
    /// Peak speed of the jerk-limited swing.
    #[property(scurve_rest_to_rest_peak_speed(swing, binding_acceleration, jerk_bound)?, unit = RADIAN_PER_SECOND)]
    pub jerk_limited_peak_speed: AngularVelocity,
    /// Whether the jerk-limited swing reaches its acceleration bound.
    #[property(scurve_rest_to_rest_plateau(swing, binding_acceleration, jerk_bound)?)]
    pub reaches_plateau: bool,
    /// Time the jerk limit costs over the bang-bang swing.
    #[property(jerk_limited_time - bang_bang_time, unit = MILLISECOND)]
    pub penalty: Time,
    /// That cost as a share of the bang-bang time.
    #[property(penalty / bang_bang_time)]
    pub penalty_share: f64,
    /// Duration of one jerk ramp: a/j.
    #[property(binding_acceleration / jerk_bound, unit = MILLISECOND)]
    pub ramp_time: Time,
    /// Time the swing holds its acceleration bound in each half.
    #[property(jerk_limited_time / 2.0 - ramp_time, unit = MILLISECOND)]
    pub hold_time: Time,
    /// Whether both swings stay under the joint's speed limit.
    #[property(peak_speed < velocity_limit && jerk_limited_peak_speed < velocity_limit)]
    pub within_velocity_limit: bool,
}

/// The warehouse arm's shoulder swinging its rated payload at full reach: the payload-only
/// holding torque and inertia with the Panda-class joint's reflected rotor inertia, and a
/// 0.5 rad swing from rest to rest, bang-bang and jerk-limited.
#[preset(name = "WarehouseArmShoulderSwing")]
pub fn warehouse_arm_shoulder_swing() -> Result<ShoulderSwing, InputError> {
    ShoulderSwing::builder()
        .machine(&Embodied::MobileManipulator::WarehouseMobileManipulator)
        .joint(&Actuators::PandaClassJoint::CSG_25_50_ILM70x18)
        .swing(RADIAN.of(0.5))
        .build()
}
