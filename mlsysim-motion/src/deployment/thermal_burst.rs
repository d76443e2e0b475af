use super::DEPLOYMENT;
use mlsysim_core::laws::INSULATION_CLASS_F_LIMIT;
use mlsysim_core::registry::{ActuatorJoint, Actuators, FramelessMotor};
use mlsysim_core::units::{DEGREE_CELSIUS, JOULE_PER_KELVIN, KELVIN_PER_WATT, SECOND};
use mlsysim_core::{
    Current, HeatCapacity, InputError, Power, Temperature, ThermalResistance, Time, preset,
    scenario,
};

/// A burst of `burst_factor` times the rated current in a joint's winding, modelled as one
/// first-order lumped body at a fixed resistance: how long it may last from a cold and from a
/// heat-soaked start, and the duty cycle that keeps its average loss under a working ceiling.
///
/// The winding's time constant is τ = θ·C. A burst drives it toward T_amb + P_burst·θ; the
/// horizons are the times to reach the insulation's limit from the ambient and from the
/// rated-current equilibrium. The duty screen holds the average loss to (T_ceiling − T_amb)/θ;
/// the off-time it leaves is rounded up to a tenth of a second, and that schedule's periodic
/// peak is checked against the ceiling.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The winding is one lumped body at a fixed resistance: copper's rise with temperature is left out.",
    excludes = "The housing's own heat capacity, which a two-body model would add.",
    derivation = "The reference's ThermalBurstModel, with calc_first_order_time_to_temperature, calc_periodic_burst_peak_rise and calc_first_order_temperature.",
)]
pub struct ThermalBurst {
    /// The joint: its winding's resistance.
    pub joint: &'static ActuatorJoint,
    /// The motor: its rated current.
    pub motor: &'static FramelessMotor,
    /// Heat capacity of the winding, lumped.
    #[input(positive, unit = JOULE_PER_KELVIN)]
    pub thermal_capacitance: HeatCapacity,
    /// Thermal resistance from the winding to the ambient, as installed.
    #[input(positive, unit = KELVIN_PER_WATT)]
    pub thermal_resistance: ThermalResistance,
    /// Temperature around the joint.
    #[input(unit = DEGREE_CELSIUS)]
    pub ambient: Temperature,
    /// The insulation's temperature limit.
    #[input(unit = DEGREE_CELSIUS)]
    pub limit: Temperature,
    /// Working ceiling chosen below the insulation's limit.
    #[input(unit = DEGREE_CELSIUS)]
    pub ceiling: Temperature,
    /// Burst current as a multiple of the rated current.
    #[input(positive)]
    pub burst_factor: f64,
    /// Duration of one burst.
    #[input(positive, unit = SECOND)]
    pub burst_on: Time,

    /// Time constant of the winding: θ·C.
    #[property(thermal_resistance * thermal_capacitance, unit = SECOND)]
    pub time_constant: Time,
    /// Copper loss at the rated current.
    #[property(motor.rated_current * motor.rated_current * joint.internal_resistance, unit = WATT)]
    pub rated_loss: Power,
    /// Steady temperature at the rated current.
    #[property(ambient + rated_loss * thermal_resistance, unit = DEGREE_CELSIUS)]
    pub rated_equilibrium: Temperature,
    /// Current during the burst.
    #[property(burst_factor * motor.rated_current, unit = AMPERE)]
    pub burst_current: Current,
    /// Copper loss during the burst.
    #[property(burst_current * burst_current * joint.internal_resistance, unit = WATT)]
    pub burst_loss: Power,
    /// Temperature the burst drives the winding toward.
    #[property(ambient + burst_loss * thermal_resistance, unit = DEGREE_CELSIUS)]
    pub asymptote: Temperature,
    /// How long a burst may last from the ambient before the winding reaches the limit.
    #[property(first_order_time_to_temperature(ambient, limit, asymptote, time_constant)?, unit = SECOND)]
    pub horizon_cold: Time,
    /// How long a burst may last from the rated-current equilibrium.
    #[property(first_order_time_to_temperature(rated_equilibrium, limit, asymptote, time_constant)?, unit = SECOND)]
    pub horizon_hot: Time,
    /// How much the heat-soaked start cuts the horizon, as a share of the cold one.
    #[property(1.0 - horizon_hot / horizon_cold)]
    pub hot_cut: f64,
    /// Largest average loss that keeps the winding under the working ceiling.
    #[property((ceiling - ambient) / thermal_resistance, unit = WATT)]
    pub average_loss_max: Power,
    /// Share of the time the burst may be on.
    #[property(average_loss_max / burst_loss)]
    pub duty: f64,
    /// Off-time after each burst that the duty screen asks.
    #[property(burst_on * (1.0 - duty) / duty, unit = SECOND)]
    pub off_time: Time,
    /// The off-time rounded up to a tenth of a second, as scheduled.
    #[property(seconds(ceil(off_time / seconds(1.0) * 10.0)? / 10.0), unit = SECOND)]
    pub off_time_scheduled: Time,
    /// Peak winding temperature of that schedule at steady state.
    #[property(ambient + periodic_burst_peak_rise(burst_loss, thermal_resistance, burst_on, burst_on + off_time_scheduled, time_constant)?, unit = DEGREE_CELSIUS)]
    pub periodic_peak: Temperature,
    /// Winding temperature `elapsed` into the burst from `start`.
    #[method(
        first_order_temperature(elapsed, start, asymptote, time_constant)?,
        unit = DEGREE_CELSIUS,
        samples(elapsed = ["1 s", "3 s"], start = ["40 °C", "90 °C"])
    )]
    pub temperature: fn(elapsed: Time, start: Temperature) -> Temperature,
}

/// A threefold rated-current burst in the Panda-class joint: the first-order winding at a fixed
/// resistance, from the ambient and from the rated-current equilibrium, with the average-loss
/// duty screen and its periodic peak. The heat capacity is lumped (the datasheet publishes
/// none), the thermal resistance as installed, the ambient enclosed, and the ceiling chosen
/// below the Class F limit.
#[preset(name = "PandaClassJointBurst")]
pub fn panda_class_joint_burst() -> Result<ThermalBurst, InputError> {
    ThermalBurst::builder()
        .joint(&Actuators::PandaClassJoint::CSG_25_50_ILM70x18)
        .motor(&Actuators::FramelessMotor::TQ_ILM70x18)
        .thermal_capacitance(JOULE_PER_KELVIN.of(120.0))
        .thermal_resistance(KELVIN_PER_WATT.of(2.5))
        .ambient(DEGREE_CELSIUS.of(40.0))
        .limit(INSULATION_CLASS_F_LIMIT)
        .ceiling(DEGREE_CELSIUS.of(140.0))
        .burst_factor(3.0)
        .burst_on(SECOND.of(3.0))
        .build()
}
