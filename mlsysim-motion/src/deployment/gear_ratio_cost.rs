use super::DEPLOYMENT;
use mlsysim_core::registry::{Actuators, ActuatorJoint, Embodied, FramelessMotor};
use mlsysim_core::{InputError, MomentOfInertia, Power, Resistance, Torque, preset, scenario};

/// A frameless `motor` in `joint` holding `output_torque` through each of `ratios`: the copper
/// loss of holding and the reflected inertia, which trade against each other.
///
/// Through a ratio N at efficiency η the motor holds τ_m = τ_out/(η·N); its copper loss is
/// (τ_m/K_m)², with the motor constant K_m = K_t/√R_loss, and the joint's input inertia
/// reflects as N²·J_in. Their product, τ_out²·J_in/(η²·K_m²), does not depend on N: a ratio
/// buys less heat only with more reflected inertia.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The motor holds the torque at stall, its winding at the resistance the joint states.",
    assumption = "The gearbox's efficiency is the same at every ratio.",
    excludes = "The gearbox's own inertia, and how the winding's resistance rises as it heats.",
    derivation = "The reference's GearRatioCostModel.",
    rule(!ratios.is_empty(), "`ratios` names at least one gear ratio"),
)]
pub struct GearRatioCost {
    /// The joint: its winding's resistance and the inertia at its input.
    pub joint: &'static ActuatorJoint,
    /// The frameless motor: its torque constant and its rated and peak torques.
    pub motor: &'static FramelessMotor,
    /// Torque the joint holds at its output.
    #[input(non_negative, unit = NEWTON_METRE)]
    pub output_torque: Torque,
    /// Efficiency of the gearbox.
    #[input(range = 0.0..=1.0, positive)]
    pub gear_efficiency: f64,
    /// The gear ratios to compare.
    #[input(range = 1..)]
    pub ratios: Vec<u32>,

    /// Resistance the copper loss sees: the joint's winding.
    #[property(joint.internal_resistance, unit = OHM)]
    pub loss_resistance: Resistance,
    /// Moment of inertia at the joint's input (the motor's rotor).
    #[property(from_registry(joint.rotor_inertia, "rotor inertia", joint.path)?, unit = KILOGRAM_SQUARE_METRE)]
    pub input_inertia: MomentOfInertia,
    /// Motor constant K_t/√R, in N·m/√W (a unit with a half power, kept as a number).
    #[property(motor.torque_constant.value / sqrt(loss_resistance.value)?)]
    pub motor_constant: f64,
    /// Torque the motor holds at each ratio: τ_out/(η·N).
    #[property(each!(n in ratios, output_torque / (gear_efficiency * n)), unit = NEWTON_METRE)]
    pub motor_torque: Vec<Torque>,
    /// Copper loss of holding at each ratio: (τ_m/K_t)²·R.
    #[property(each!(t in motor_torque, (t / motor.torque_constant) * (t / motor.torque_constant) * loss_resistance), unit = WATT)]
    pub copper_loss: Vec<Power>,
    /// Reflected inertia at each ratio: N²·J_in.
    #[property(each!(n in ratios, n * n * input_inertia), unit = KILOGRAM_SQUARE_METRE)]
    pub reflected_inertia: Vec<MomentOfInertia>,
    /// Copper loss times reflected inertia at each ratio, in W·kg·m² (the same at every ratio).
    #[property(each!((p, j) in zip(&copper_loss, &reflected_inertia)?, (p * j).value))]
    pub loss_inertia_product: Vec<f64>,
    /// The motor's holding torque over its peak torque, at each ratio.
    #[property(each!(t in motor_torque, number(t / motor.peak_torque)))]
    pub over_peak: Vec<f64>,
    /// The motor's peak torque over its rated torque.
    #[property(motor.peak_torque / motor.rated_torque)]
    pub peak_over_rated: f64,
}

/// The Panda-class joint holding the Panda's maximum joint torque, 87 N·m, with the TQ ILM 70x18
/// motor at the CSG-25-50 ratio, a catalog 100:1 and a quasi-direct-drive-class 10:1.
#[preset(name = "PandaClassJointGearRatios")]
pub fn panda_class_joint_gear_ratios() -> Result<GearRatioCost, InputError> {
    let joint = &Actuators::PandaClassJoint::CSG_25_50_ILM70x18;
    let torque = Embodied::Manipulator::Panda.max_torque;
    GearRatioCost::builder()
        .joint(joint)
        .motor(&Actuators::FramelessMotor::TQ_ILM70x18)
        .output_torque(mlsysim_core::error::derived(
            "output_torque",
            mlsysim_core::equation::from_registry(torque, "largest joint torque", Embodied::Manipulator::Panda.path),
        )?)
        .gear_efficiency(0.85)
        .ratios(vec![joint.gear_ratio as u32, 100, 10])
        .build()
}
