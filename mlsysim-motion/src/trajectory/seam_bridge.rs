use super::{TRAJECTORY, warehouse_arm_shoulder_swing};
use mlsysim_core::registry::{ActuatorJoint, Actuators, Embodied, MobileManipulator};
use mlsysim_core::units::{MILLISECOND, RADIAN_PER_SECOND};
use mlsysim_core::units::ONE_RADIAN;
use mlsysim_core::{
    Angle, AngularAcceleration, AngularJerk, AngularVelocity, InputError, MomentOfInertia, Time,
    Torque, TorqueRate, preset, scenario,
};

/// A velocity gap at a chunk seam on a joint, closed in one servo tick or by a quintic bridge,
/// against the arm's torque-rate limit.
///
/// Closing a gap Δω in one tick asks the reflected rotor inertia N²·J for J·Δω/dt of torque,
/// reached within the tick: a torque rate of J·Δω/dt². The C² bridge over T, with zero
/// acceleration at both ends and its end on the incoming reference, is the quintic
/// q(t) = a₃t³ + a₄t⁴ + a₅t⁵ whose boundary conditions give a₃ = Δω/T², a₄ = −Δω/(2T³),
/// a₅ = 0: its acceleration peaks at 1.5·Δω/T mid-bridge and its jerk at 6·Δω/T² at both ends,
/// so the torque falls as 1/T and the torque rate as 1/T².
#[scenario(
    family = TRAJECTORY,
    assumption = "The joint is rigid: only the reflected rotor inertia is accelerated (the loaded step adds the payload's).",
    excludes = "Link inertia, friction and the gearbox's compliance.",
    derivation = "The reference's SeamBridgeModel, with calc_seam_acceleration_torque_jump; its 3×3 boundary system is solved here in closed form.",
)]
pub struct SeamBridge {
    /// The joint: its gear ratio, rotor inertia and rated and peak torques.
    pub joint: &'static ActuatorJoint,
    /// The machine: its arm's torque-rate limit.
    pub machine: &'static MobileManipulator,
    /// Gap in the reference velocity at the seam.
    #[input(non_negative, unit = RADIAN_PER_SECOND)]
    pub velocity_gap: AngularVelocity,
    /// The servo tick a one-tick step closes the gap in.
    #[input(positive, unit = MILLISECOND)]
    pub tick: Time,
    /// Duration of the quintic bridge.
    #[input(positive, unit = MILLISECOND)]
    pub bridge_duration: Time,
    /// Inertia the joint drives with its payload, to price the one-tick step loaded.
    #[input(positive, unit = KILOGRAM_SQUARE_METRE)]
    pub loaded_inertia: Option<MomentOfInertia>,

    /// Rotor inertia of the joint.
    #[property(from_registry(joint.rotor_inertia, "rotor inertia", joint.path)?, unit = KILOGRAM_SQUARE_METRE)]
    pub rotor_inertia: MomentOfInertia,
    /// Torque-rate limit of the arm's joints.
    #[property(from_registry(machine.arm.joint_torque_rate_limit, "torque-rate limit", machine.arm.path)?, unit = NEWTON_METRE_PER_SECOND)]
    pub torque_rate_limit: TorqueRate,
    /// The rotor's inertia at the joint: N²·J.
    #[property(mlsysim_core::laws::reflected_inertia(joint.gear_ratio, rotor_inertia)?, unit = KILOGRAM_SQUARE_METRE)]
    pub reflected_inertia: MomentOfInertia,
    /// Torque to close the gap in one tick.
    #[property(seam_acceleration_torque_jump(joint.gear_ratio, rotor_inertia, velocity_gap / tick)?, unit = NEWTON_METRE)]
    pub step_torque: Torque,
    /// Torque rate of the one-tick step.
    #[property(step_torque / tick, unit = NEWTON_METRE_PER_SECOND)]
    pub step_torque_rate: TorqueRate,
    /// That rate over the arm's torque-rate limit.
    #[property(step_torque_rate / torque_rate_limit)]
    pub step_over_rate_limit: f64,
    /// Whether the one-tick step stays under the joint's rated torque.
    #[property(step_torque < joint.rated_torque)]
    pub step_within_rating: bool,
    /// Torque of the one-tick step with the payload's inertia.
    #[property(loaded_inertia * velocity_gap / tick / ONE_RADIAN, unit = NEWTON_METRE)]
    pub loaded_step_torque: Torque,
    /// Mean torque of the bridge: the reflected inertia at Δω/T.
    #[property(seam_acceleration_torque_jump(joint.gear_ratio, rotor_inertia, velocity_gap / bridge_duration)?, unit = NEWTON_METRE)]
    pub mean_torque: Torque,
    /// Peak acceleration of the bridge, mid-way: 1.5·Δω/T.
    #[property(1.5 * velocity_gap / bridge_duration, unit = RADIAN_PER_SECOND2)]
    pub peak_acceleration: AngularAcceleration,
    /// Peak torque of the bridge: 1.5 times its mean.
    #[property(1.5 * mean_torque, unit = NEWTON_METRE)]
    pub peak_torque: Torque,
    /// The one-tick step over the bridge's peak torque.
    #[property(step_torque / peak_torque)]
    pub peak_reduction: f64,
    /// Peak jerk of the bridge, at its ends: 6·Δω/T².
    #[property(6.0 * velocity_gap / (bridge_duration * bridge_duration), unit = RADIAN_PER_SECOND3)]
    pub peak_jerk: AngularJerk,
    /// Peak torque rate of the bridge: the reflected inertia at the peak jerk.
    #[property(reflected_inertia * peak_jerk / ONE_RADIAN, unit = NEWTON_METRE_PER_SECOND)]
    pub torque_rate: TorqueRate,
    /// That rate over the arm's torque-rate limit.
    #[property(torque_rate / torque_rate_limit)]
    pub torque_rate_share: f64,
    /// Whether the bridge stays under the torque-rate limit.
    #[property(torque_rate < torque_rate_limit)]
    pub within_rate_limit: bool,
    /// The quintic's coefficients a₃, a₄, a₅, in rad/s³, rad/s⁴ and rad/s⁵.
    #[property(quintic_bridge_coefficients(velocity_gap, bridge_duration)?)]
    pub coefficients: Vec<f64>,
    /// Angle the bridge moves short of the outgoing reference: Δω·T/2.
    #[property(velocity_gap * bridge_duration / 2.0, unit = RADIAN)]
    pub position_residual: Angle,
    /// Shortest bridge the torque-rate limit allows: √(6·Δω·J_ref/τ̇_max).
    #[property(sqrt_time(6.0 * velocity_gap * reflected_inertia / ONE_RADIAN / torque_rate_limit)?, unit = MILLISECOND)]
    pub shortest_bridge: Time,
    /// Largest gap one tick at the joint's peak torque closes: τ_peak·dt/J_ref.
    #[property(joint.peak_torque * tick / reflected_inertia * ONE_RADIAN, unit = RADIAN_PER_SECOND)]
    pub velocity_ceiling: AngularVelocity,
}

/// A 0.2 rad/s gap at a seam on the Panda-class joint, closed in one permission tick or by a
/// 50 ms quintic bridge: the reflected rotor inertia alone (rigid), screened against the arm's
/// torque-rate limit; the loaded step adds the rated payload at full reach (the shoulder
/// swing's effective inertia).
#[preset(name = "PandaClassJointSeamBridge")]
pub fn panda_class_joint_seam_bridge() -> Result<SeamBridge, InputError> {
    let loaded = mlsysim_core::error::derived(
        "loaded_inertia",
        warehouse_arm_shoulder_swing()?.effective_inertia(),
    )?;
    SeamBridge::builder()
        .joint(&Actuators::PandaClassJoint::CSG_25_50_ILM70x18)
        .machine(&Embodied::MobileManipulator::WarehouseMobileManipulator)
        .velocity_gap(RADIAN_PER_SECOND.of(0.2))
        .tick(Embodied::Scenario::WarehouseAisle.t_tick())
        .bridge_duration(MILLISECOND.of(50.0))
        .loaded_inertia(loaded)
        .build()
}

/// The same seam bridge squeezed to 10 ms by a late admission.
#[preset(name = "PandaClassJointSeamBridgeCompressed")]
pub fn panda_class_joint_seam_bridge_compressed() -> Result<SeamBridge, InputError> {
    panda_class_joint_seam_bridge()?
        .variant()
        .bridge_duration(MILLISECOND.of(10.0))
        .build()
}

/// The same gap bridged in half the time: the torque doubles, the jerk and the torque rate
/// quadruple.
#[preset(name = "PandaClassJointSeamBridgeHalved")]
pub fn panda_class_joint_seam_bridge_halved() -> Result<SeamBridge, InputError> {
    let bridge = panda_class_joint_seam_bridge()?;
    let half = bridge.bridge_duration / 2.0;
    bridge.variant().bridge_duration(half).build()
}
