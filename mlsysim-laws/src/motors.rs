//! Electric motors and actuators: copper's resistance against temperature, the first-order
//! (lumped) winding temperature and the time it takes to reach a temperature, the steady peak
//! of a periodic burst, and the gear ratio that matches a load's inertia.
//!
//! The lumped thermal model and copper's linear resistance coefficient are standard
//! (Incropera and DeWitt, *Fundamentals of Heat and Mass Transfer*, lumped capacitance; NBS
//! Handbook 100, *Copper Wire Tables*); the inertia match N* = √(J_load/J_rotor) follows Lynch
//! and Park, *Modern Robotics* (2017), §8.9.

use crate::law;
use crate::units::{
    MomentOfInertia, Power, Temperature, TemperatureCoefficient, TemperatureDifference,
    ThermalResistance, Time,
};

/// Copper's temperature coefficient of resistance near room temperature: 0.00393 per kelvin
/// (NBS Handbook 100, *Copper Wire Tables*).
pub const COPPER_TEMPERATURE_COEFFICIENT: TemperatureCoefficient =
    crate::units::quantity::of_base(0.00393);

/// The temperature copper's coefficient is stated at: 20 °C.
pub const COPPER_COEFFICIENT_REFERENCE_TEMPERATURE: Temperature =
    crate::units::quantity::of_base(20.0);

/// The hot-spot limit of Class F insulation: 155 °C (IEC 60085).
pub const INSULATION_CLASS_F_LIMIT: Temperature = crate::units::quantity::of_base(155.0);

/// A winding's resistance at `temperature` relative to its value at `reference_temperature`,
/// for a conductor of temperature coefficient `alpha`: R(T)/R₀ = 1 + α·(T − T₀).
#[law(
    reference = "mlsysim.physics.motors.calc_copper_resistance_factor",
    samples(temperature = ["155 °C", "40 °C"], alpha = ["0.00393 1/K"], reference_temperature = ["20 °C", "25 °C"])
)]
pub fn copper_resistance_factor(
    temperature: Temperature,
    alpha: TemperatureCoefficient,
    reference_temperature: Temperature,
) -> f64 {
    1.0 + alpha * (temperature - reference_temperature)
}

/// Temperature of a first-order body `elapsed` after it starts at `start` and heads for
/// `asymptote` with time constant `time_constant`: T(t) = T∞ − (T∞ − T₀)·e^(−t/τ).
#[law(
    reference = "mlsysim.physics.motors.calc_first_order_temperature",
    unit = DEGREE_CELSIUS,
    samples(elapsed = ["3 s", "0 s", "10 min"], start = ["40 °C", "95 °C"], asymptote = ["212 °C", "53 °C"], time_constant = ["300 s"])
)]
pub fn first_order_temperature(
    elapsed: Time,
    start: Temperature,
    asymptote: Temperature,
    time_constant: Time,
) -> Temperature {
    require(
        time_constant > seconds(0.0),
        "the time constant is positive",
    )?;
    asymptote - (asymptote - start) * exp(-(elapsed / time_constant))?
}

/// Time for a first-order body to move from `start` to `target` while it heads for
/// `asymptote` with time constant `time_constant`: t = τ·ln((T∞ − T₀)/(T∞ − T)), rising
/// toward a hotter asymptote or cooling toward a colder one. An error when the asymptote never
/// reaches the target.
#[law(
    reference = "mlsysim.physics.motors.calc_first_order_time_to_temperature",
    unit = SECOND,
    samples(start = ["40 °C", "95 °C"], target = ["140 °C", "85 °C"], asymptote = ["212 °C", "53 °C"], time_constant = ["300 s"])
)]
pub fn first_order_time_to_temperature(
    start: Temperature,
    target: Temperature,
    asymptote: Temperature,
    time_constant: Time,
) -> Time {
    {
        require(
            time_constant > seconds(0.0),
            "the time constant is positive",
        )?;
        let head = asymptote - target;
        if head < kelvin(0.0) && target <= start {
            // Cooling toward a colder asymptote, the target between it and the start.
            time_constant * ln((start - asymptote) / (target - asymptote))?
        } else {
            require(
                head > kelvin(0.0),
                "the asymptote lies beyond the target, so the body reaches it",
            )?;
            time_constant * ln((asymptote - start) / (asymptote - target))?
        }
    }
}

/// Peak temperature rise of a first-order winding under a periodic burst at steady state: a
/// loss `power` for `on_time` of every `period`, through `thermal_resistance`, with time
/// constant `time_constant`: P·θ·(1 − e^(−t_on/τ))/(1 − e^(−t_cycle/τ)).
#[law(
    reference = "mlsysim.physics.motors.calc_periodic_burst_peak_rise",
    unit = KELVIN,
    samples(power = ["68.9 W", "10 W"], thermal_resistance = ["2.5 K/W"], on_time = ["3 s"], period = ["22.4 s", "3 s"], time_constant = ["300 s"])
)]
pub fn periodic_burst_peak_rise(
    power: Power,
    thermal_resistance: ThermalResistance,
    on_time: Time,
    period: Time,
    time_constant: Time,
) -> TemperatureDifference {
    require(
        time_constant > seconds(0.0),
        "the time constant is positive",
    )?;
    require(period > seconds(0.0), "the period is positive")?;
    power * thermal_resistance * (1.0 - exp(-(on_time / time_constant))?)
        / (1.0 - exp(-(period / time_constant))?)
}

/// The gear ratio that gives a joint the most acceleration for a given motor torque: N* =
/// √(J_load/J_rotor), where the reflected rotor inertia equals the load's.
#[law(
    reference = "mlsysim.physics.motors.calc_inertia_matched_ratio",
    samples(load_inertia = ["8.5e-3 kg·m²", "3 kg·m²"], rotor_inertia = ["5.6e-6 kg·m²", "1.16e-4 kg·m²"])
)]
pub fn inertia_matched_ratio(load_inertia: MomentOfInertia, rotor_inertia: MomentOfInertia) -> f64 {
    require(
        load_inertia > kilogram_square_metres(0.0) && rotor_inertia > kilogram_square_metres(0.0),
        "both inertias are positive",
    )?;
    sqrt(load_inertia / rotor_inertia)?
}

/// A response relative to its peak at x = 1: 2x/(1 + x²). Joint acceleration against gear
/// ratio (x = N/N*) and phase-short braking torque against speed both follow it.
#[law(
    reference = "mlsysim.physics.motors.calc_peak_normalized_response",
    samples(ratio = [1.0, 2.55, 0.1, 0.0])
)]
pub fn peak_normalized_response(ratio: f64) -> f64 {
    2.0 * ratio / (1.0 + ratio * ratio)
}
