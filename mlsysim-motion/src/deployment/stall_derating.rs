use super::DEPLOYMENT;
use mlsysim_core::laws::INSULATION_CLASS_F_LIMIT;
use mlsysim_core::registry::{ActuatorJoint, Actuators, Embodied, FramelessMotor};
use mlsysim_core::units::{DEGREE_CELSIUS, KELVIN_PER_WATT};
use mlsysim_core::{
    Current, InputError, Power, Resistance, Temperature, TemperatureDifference,
    ThermalResistance, Torque, preset, scenario,
};

/// A joint holding `hold_torque` at stall, its winding's resistance rising with its
/// temperature: the steady temperature it settles at, and the hold it can sustain at the limit.
///
/// At steady state the rise is ΔT = I²·R₀·[1 + α·(T_amb − T₀ + ΔT)]·θ, linear in ΔT, so
/// ΔT = c/(1 − g) with the constant c = I²·R₀·θ·[1 + α·(T_amb − T₀)] and the loop gain
/// g = I²·R₀·θ·α (a runaway at g ≥ 1). At the limit the winding may lose (T_limit − T_amb)/θ
/// at its hot resistance R(T_limit), which sets the current and the hold it sustains.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The winding is one lumped body; copper's resistance rises linearly with its temperature.",
    excludes = "Heat the gearbox makes, and the housing's share of the heat path.",
    derivation = "The reference's StallDeratingModel, with calc_copper_resistance_factor.",
    rule(feedback_gain < 1.0, "the copper's resistance feedback converges (loop gain below 1): a larger `hold_torque` runs away"),
)]
pub struct StallDerating {
    /// The joint: its gear ratio and its winding's resistance.
    pub joint: &'static ActuatorJoint,
    /// The motor: its torque constant.
    pub motor: &'static FramelessMotor,
    /// Torque the joint holds at stall.
    #[input(non_negative, unit = NEWTON_METRE)]
    pub hold_torque: Torque,
    /// Efficiency of the gearbox.
    #[input(range = 0.0..=1.0, positive)]
    pub gear_efficiency: f64,
    /// Thermal resistance from the winding to the ambient.
    #[input(positive, unit = KELVIN_PER_WATT)]
    pub thermal_resistance: ThermalResistance,
    /// Temperature around the joint.
    #[input(unit = DEGREE_CELSIUS)]
    pub ambient: Temperature,
    /// The insulation's temperature limit.
    #[input(unit = DEGREE_CELSIUS)]
    pub limit: Temperature,

    /// Torque the motor holds: τ/(η·N).
    #[property(hold_torque / (gear_efficiency * joint.gear_ratio), unit = NEWTON_METRE)]
    pub motor_torque: Torque,
    /// Current at stall: τ_m/K_t.
    #[property(motor_torque / motor.torque_constant, unit = AMPERE)]
    pub stall_current: Current,
    /// Copper loss at the winding's cold resistance.
    #[property(stall_current * stall_current * joint.internal_resistance, unit = WATT)]
    pub cold_loss: Power,
    /// The rise's constant term: I²·R₀·θ·(1 + α·(T_amb − T₀)).
    #[property(
        cold_loss * thermal_resistance * copper_resistance_factor(ambient, mlsysim_core::laws::COPPER_TEMPERATURE_COEFFICIENT, mlsysim_core::laws::COPPER_COEFFICIENT_REFERENCE_TEMPERATURE)?,
        unit = KELVIN
    )]
    pub feedback_constant: TemperatureDifference,
    /// Loop gain of the resistance feedback: I²·R₀·θ·α.
    #[property(cold_loss * thermal_resistance * mlsysim_core::laws::COPPER_TEMPERATURE_COEFFICIENT)]
    pub feedback_gain: f64,
    /// Steady temperature rise of the winding: c/(1 − g).
    #[property(feedback_constant / (1.0 - feedback_gain), unit = KELVIN)]
    pub steady_rise: TemperatureDifference,
    /// Steady temperature of the winding.
    #[property(ambient + steady_rise, unit = DEGREE_CELSIUS)]
    pub winding_temperature: Temperature,
    /// Loss the winding may sustain at the limit: (T_limit − T_amb)/θ.
    #[property((limit - ambient) / thermal_resistance, unit = WATT)]
    pub sustainable_loss: Power,
    /// The winding's resistance at the limit.
    #[property(
        joint.internal_resistance * copper_resistance_factor(limit, mlsysim_core::laws::COPPER_TEMPERATURE_COEFFICIENT, mlsysim_core::laws::COPPER_COEFFICIENT_REFERENCE_TEMPERATURE)?,
        unit = OHM
    )]
    pub hot_resistance: Resistance,
    /// Current the winding sustains at the limit: √(P_max/R_hot).
    #[property(amperes(sqrt((sustainable_loss / hot_resistance).value)?), unit = AMPERE)]
    pub sustainable_current: Current,
    /// Hold the joint sustains at the limit: η·N·K_t·I_max.
    #[property(gear_efficiency * joint.gear_ratio * motor.torque_constant * sustainable_current, unit = NEWTON_METRE)]
    pub sustainable_hold: Torque,
    /// How far the sustainable hold falls short of the stated hold, as a share of it.
    #[property(1.0 - sustainable_hold / hold_torque)]
    pub derating: f64,
}

/// The Panda-class elbow holding the Panda's 87 N·m at stall in an unventilated limb at 40 °C:
/// its steady winding temperature with copper's resistance feedback, and the hold the
/// installation sustains at the Class F limit.
#[preset(name = "PandaClassElbowStall")]
pub fn panda_class_elbow_stall() -> Result<StallDerating, InputError> {
    let torque = Embodied::Manipulator::Panda.max_torque;
    StallDerating::builder()
        .joint(&Actuators::PandaClassJoint::CSG_25_50_ILM70x18)
        .motor(&Actuators::FramelessMotor::TQ_ILM70x18)
        .hold_torque(mlsysim_core::error::derived(
            "hold_torque",
            mlsysim_core::equation::from_registry(torque, "largest joint torque", Embodied::Manipulator::Panda.path),
        )?)
        .gear_efficiency(super::panda_class_joint_gear_ratios()?.gear_efficiency)
        .thermal_resistance(KELVIN_PER_WATT.of(1.80))
        .ambient(DEGREE_CELSIUS.of(40.0))
        .limit(INSULATION_CLASS_F_LIMIT)
        .build()
}
