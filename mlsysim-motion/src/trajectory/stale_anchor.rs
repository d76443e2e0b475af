use super::TRAJECTORY;
use mlsysim_core::registry::{Embodied, MobileManipulator};
use mlsysim_core::units::{MILLISECOND, RADIAN_PER_SECOND};
use mlsysim_core::units::ONE_RADIAN;
use mlsysim_core::{Angle, AngularVelocity, InputError, Length, Time, preset, scenario};

/// A joint of the machine's arm turning at `joint_speed` while a replacement takes `delay`,
/// anchored at the pose sampled when it was requested: how far the reference has run past the
/// anchor.
///
/// The joint moves ω·τ during the replacement; at a lever arm r that is up to ω·τ·r of tool
/// motion, the step backward a plan anchored at the stale pose would command. The lever arm is
/// the arm's planar reach.
#[scenario(
    family = TRAJECTORY,
    assumption = "The joint turns at a constant speed through the replacement.",
    excludes = "The other joints, whose motion may add to or cancel the tool's.",
    derivation = "The reference's StaleAnchorModel.",
)]
pub struct StaleAnchor {
    /// The machine: its arm's link lengths.
    pub machine: &'static MobileManipulator,
    /// Speed of the joint.
    #[input(non_negative, unit = RADIAN_PER_SECOND)]
    pub joint_speed: AngularVelocity,
    /// Time the replacement takes.
    #[input(non_negative, unit = MILLISECOND)]
    pub delay: Time,

    /// Lever arm: the arm's planar reach.
    #[property(
        from_registry(machine.arm.upper_arm_length, "upper-arm length", machine.arm.path)?
            + from_registry(machine.arm.forearm_length, "forearm length", machine.arm.path)?,
        unit = METRE
    )]
    pub lever_arm: Length,
    /// Angle the joint runs past the anchor.
    #[property(joint_speed * delay, unit = RADIAN)]
    pub gap: Angle,
    /// The same angle in degrees.
    #[property(gap, unit = DEGREE)]
    pub gap_degrees: Angle,
    /// Tool motion at the lever arm: the step backward a stale anchor would command.
    #[property(gap * lever_arm / ONE_RADIAN, unit = MILLIMETRE)]
    pub tool_displacement: Length,
}

/// A plan anchored at the pose sampled when the replacement was requested: a joint at
/// 0.50 rad/s during an 80 ms replacement, at the arm's planar reach.
#[preset(name = "WarehouseArmStaleAnchor")]
pub fn warehouse_arm_stale_anchor() -> Result<StaleAnchor, InputError> {
    StaleAnchor::builder()
        .machine(&Embodied::MobileManipulator::WarehouseMobileManipulator)
        .joint_speed(RADIAN_PER_SECOND.of(0.50))
        .delay(MILLISECOND.of(80.0))
        .build()
}
