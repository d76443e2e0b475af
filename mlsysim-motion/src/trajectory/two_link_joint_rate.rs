use super::TRAJECTORY;
use mlsysim_core::registry::{Embodied, MobileManipulator};
use mlsysim_core::units::{DEGREE, MILLIMETRE};
use mlsysim_core::units::ONE_RADIAN;
use mlsysim_core::{Angle, AngularVelocity, InputError, Length, preset, scenario};

/// The machine's arm as a planar two-link chain at `elbow_angle`: the joint rates its tool-speed
/// limit asks in the weakest direction, exact and with damped least squares.
///
/// The Jacobian's weakest direction has singular value σ_min; a tool speed v along it needs a
/// joint-rate vector of norm v/σ_min, and with two joints at least one component is that norm
/// over √2. Damped least squares with damping λ commands v·σ/(σ² + λ²), never more than
/// v/(2λ), and delivers σ²/(σ² + λ²) of the tool motion.
#[scenario(
    family = TRAJECTORY,
    assumption = "The arm is abstracted as a planar chain of its upper arm and forearm (the FER link offsets).",
    excludes = "The wrist's joints and the arm's other degrees of freedom, which a redundant arm would use.",
    derivation = "The reference's TwoLinkJointRateModel, with calc_two_link_singular_values and calc_dls_joint_rate.",
)]
pub struct TwoLinkJointRate {
    /// The machine: its arm's link lengths and joint limits, and its tool-speed limit.
    pub machine: &'static MobileManipulator,
    /// Elbow angle q₂ (zero when straight).
    #[input(unit = DEGREE)]
    pub elbow_angle: Angle,
    /// Damping of the damped least squares.
    #[input(non_negative, unit = MILLIMETRE)]
    pub damping: Length,

    /// Upper arm of the planar chain.
    #[property(from_registry(machine.arm.upper_arm_length, "upper-arm length", machine.arm.path)?, unit = METRE)]
    pub upper_arm: Length,
    /// Forearm of the planar chain.
    #[property(from_registry(machine.arm.forearm_length, "forearm length", machine.arm.path)?, unit = METRE)]
    pub forearm: Length,
    /// Speed limit of the shoulder joint (the second joint of the arm).
    #[property(from_registry(machine.arm.joint_velocity_limits, "joint speed limits", machine.arm.path)?.to_vec()[1], unit = RADIAN_PER_SECOND)]
    pub joint_speed_limit: AngularVelocity,
    /// Reach of the chain.
    #[property(upper_arm + forearm, unit = METRE)]
    pub reach: Length,
    /// Largest singular value of the Jacobian, in metres of tool motion per radian.
    #[property(two_link_singular_values(upper_arm, forearm, elbow_angle)?[0], unit = METRE)]
    pub sigma_max: Length,
    /// Smallest singular value: the weakest direction.
    #[property(two_link_singular_values(upper_arm, forearm, elbow_angle)?[1], unit = METRE)]
    pub sigma_min: Length,
    /// Norm of the joint-rate vector the tool-speed limit asks in the weakest direction.
    #[property(machine.tcp_speed_limit / sigma_min * ONE_RADIAN, unit = RADIAN_PER_SECOND)]
    pub joint_rate_norm: AngularVelocity,
    /// Least rate of the faster of the two joints: the norm over √2.
    #[property(joint_rate_norm / sqrt(2.0)?, unit = RADIAN_PER_SECOND)]
    pub joint_rate_one_joint: AngularVelocity,
    /// Whether that rate exceeds the joint's limit.
    #[property(joint_rate_one_joint > joint_speed_limit)]
    pub exceeds_joint_limit: bool,
    /// Joint rate damped least squares commands in the weakest direction.
    #[property(dls_joint_rate(machine.tcp_speed_limit, sigma_min, damping)?, unit = RADIAN_PER_SECOND)]
    pub damped_joint_rate: AngularVelocity,
    /// Share of the requested tool motion the damped command delivers.
    #[property(dls_realized_fraction(sigma_min, damping)?)]
    pub realized_fraction: f64,
    /// Most the damped command ever asks: v/(2λ).
    #[property(machine.tcp_speed_limit / (2.0 * damping) * ONE_RADIAN, unit = RADIAN_PER_SECOND)]
    pub damped_ceiling: AngularVelocity,
    /// Whether the damped rate exceeds the joint's limit.
    #[property(damped_joint_rate > joint_speed_limit)]
    pub damped_exceeds_joint_limit: bool,
}

/// The warehouse arm at a right-angle elbow: the joint rates its 1 m/s tool-speed limit asks in
/// the weakest direction, exact and with 50 mm of damped least squares (illustrative damping,
/// not a vendor setting).
#[preset(name = "WarehouseArmRightAngleElbow")]
pub fn warehouse_arm_right_angle_elbow() -> Result<TwoLinkJointRate, InputError> {
    TwoLinkJointRate::builder()
        .machine(&Embodied::MobileManipulator::WarehouseMobileManipulator)
        .elbow_angle(DEGREE.of(90.0))
        .damping(MILLIMETRE.of(50.0))
        .build()
}

/// The same arm with the elbow nearly straight, at 10 degrees, near the singular pose.
#[preset(name = "WarehouseArmNearStraightElbow")]
pub fn warehouse_arm_near_straight_elbow() -> Result<TwoLinkJointRate, InputError> {
    warehouse_arm_right_angle_elbow()?
        .variant()
        .elbow_angle(DEGREE.of(10.0))
        .build()
}
