//! Actuation: the energy a moving body carries, a rotor's inertia seen through a gearbox and
//! the torque a step in acceleration asks of it, a supply rail's resistive droop and the gate
//! delay a droop stretches, contact with a spring (the peak when a mass coasts into it, the
//! stiffest series spring that keeps a driven contact under a limit, two springs in series),
//! the deceleration an open container tolerates, and a smoothstep torque blend.

use crate::law;
use crate::units::{
    Acceleration, AngularAcceleration, AngularVelocity, Current, Energy, Force, Length, Mass,
    MomentOfInertia, Resistance, Stiffness, Time, Torque, TorqueRate, Velocity, Voltage,
};

/// Kinetic energy of a body of `mass` translating at `velocity`: E = ½·m·v², mechanical work
/// carried into the energy accounts (one joule for each kg·m²/s²).
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_kinetic_energy",
    unit = JOULE,
    samples(mass = ["218 kg", "12 kg"], velocity = ["1.5 m/s", "0 m/s"])
)]
pub fn kinetic_energy(mass: Mass, velocity: Velocity) -> Energy {
    require(mass > kilograms(0.0), "the mass is positive")?;
    require(
        velocity >= metres_per_second(0.0),
        "the speed is at least zero",
    )?;
    mechanical_energy(0.5 * mass * velocity * velocity)
}

/// A rotor's inertia as the output of a `gear_ratio` reduction sees it: N²·J (Lynch and Park,
/// *Modern Robotics*, §8.9.2, "apparent inertia").
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_reflected_inertia",
    unit = KILOGRAM_SQUARE_METRE,
    samples(gear_ratio = [100.0, 50.0, 1.0], rotor_inertia = ["5.6e-6 kg·m²", "1.16e-4 kg·m²"])
)]
pub fn reflected_inertia(gear_ratio: f64, rotor_inertia: MomentOfInertia) -> MomentOfInertia {
    require(gear_ratio >= 1.0, "the gear ratio is at least 1")?;
    gear_ratio * gear_ratio * rotor_inertia
}

/// Torque a step of `delta_accel` in a joint's acceleration asks of a rotor seen through a
/// `gear_ratio` reduction: τ = N²·J·Δα, the reflected rotor's share of the spike at a seam
/// where a trajectory jumps (link inertia, load, friction and compliance left out).
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_seam_acceleration_torque_jump",
    unit = NEWTON_METRE,
    samples(gear_ratio = [50.0, 100.0], rotor_inertia = ["1.16e-4 kg·m²", "5.6e-6 kg·m²"], delta_accel = ["200 rad/s^2", "4 rad/s^2"])
)]
pub fn seam_acceleration_torque_jump(
    gear_ratio: f64,
    rotor_inertia: MomentOfInertia,
    delta_accel: AngularAcceleration,
) -> Torque {
    require(
        rotor_inertia > kilogram_square_metres(0.0),
        "the rotor inertia is positive",
    )?;
    require(
        delta_accel >= radians_per_second_squared(0.0),
        "the acceleration step is at least zero",
    )?;
    reflected_inertia(gear_ratio, rotor_inertia)? * delta_accel / crate::units::ONE_RADIAN
}

/// Voltage lost across a supply's resistance at a draw of `current`: ΔV = I·R (Ohm's law).
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_voltage_droop",
    unit = VOLT,
    samples(current = ["70 A", "6 A"], internal_resistance = ["25 mΩ", "8 mΩ"])
)]
pub fn voltage_droop(current: Current, internal_resistance: Resistance) -> Voltage {
    require(current >= amperes(0.0), "the current is at least zero")?;
    require(
        internal_resistance > ohms(0.0),
        "the resistance is positive",
    )?;
    current * internal_resistance
}

/// How much a CMOS gate's delay stretches when its rail droops from `nominal_voltage` to
/// `drooped_voltage`, by the alpha-power law (Sakurai and Newton, 1990): delay ∝ V/(V −
/// V_th)^α, so the stretch is (V_d/(V_d − V_th)^α) ÷ (V_n/(V_n − V_th)^α). An error when
/// the drooped rail is at or below the threshold, where the circuit stalls.
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_alpha_power_gate_delay_stretch",
    samples(nominal_voltage = ["0.85 V"], drooped_voltage = ["0.752 V", "0.6 V"], threshold_voltage = ["0.42 V", "0.3 V"], alpha = [1.3, 2.0])
)]
pub fn alpha_power_gate_delay_stretch(
    nominal_voltage: Voltage,
    drooped_voltage: Voltage,
    threshold_voltage: Voltage,
    alpha: f64,
) -> f64 {
    require(
        nominal_voltage > volts(0.0) && drooped_voltage > volts(0.0),
        "the nominal and drooped voltages are positive",
    )?;
    require(
        drooped_voltage > threshold_voltage && nominal_voltage > threshold_voltage,
        "both voltages lie above the threshold voltage (at or below it the circuit stalls)",
    )?;
    drooped_voltage.value
        / powf((drooped_voltage - threshold_voltage).value, alpha)?
        / (nominal_voltage.value / powf((nominal_voltage - threshold_voltage).value, alpha)?)
}

/// Peak force when drive torque is cut at a contact tripwire and a mass coasts into a spring
/// that already carries `preload_force`: the kinetic energy goes into the spring,
/// F₀²/(2k) + m·v²/2 = F²/(2k), so F = √(F₀² + k·m·v²); with no preload, the unbraked
/// transient force v·√(k·m).
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_coasting_contact_peak_force",
    unit = NEWTON,
    samples(contact_velocity = ["0.03 m/s", "0.1 m/s"], effective_mass = ["3.9 kg"], contact_stiffness = ["400 kN/m", "12 kN/m"], preload_force = ["15 N", "0 N"])
)]
pub fn coasting_contact_peak_force(
    contact_velocity: Velocity,
    effective_mass: Mass,
    contact_stiffness: Stiffness,
    preload_force: Force,
) -> Force {
    require(
        contact_velocity > metres_per_second(0.0)
            && effective_mass > kilograms(0.0)
            && contact_stiffness > newtons_per_metre(0.0),
        "the contact speed, the mass and the stiffness are positive",
    )?;
    newtons(sqrt(
        (preload_force * preload_force
            + contact_stiffness * effective_mass * contact_velocity * contact_velocity)
            .value,
    )?)
}

/// Stroke an arm keeps driving after a contact tripwire: for `response_latency` at
/// `detection_speed`, then a stop at `arm_deceleration`: s = v·t_r + v²/(2a).
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_passive_compliance_stiffness_bound",
    unit = MILLIMETRE,
    samples(detection_speed = ["0.1 m/s", "0.03 m/s"], response_latency = ["2 ms"], arm_deceleration = ["8.46 m/s^2", "2 m/s^2"])
)]
pub fn passive_compliance_driven_stroke(
    detection_speed: Velocity,
    response_latency: Time,
    arm_deceleration: Acceleration,
) -> Length {
    require(
        detection_speed > metres_per_second(0.0)
            && arm_deceleration > metres_per_second_squared(0.0),
        "the detection speed and the arm's deceleration are positive",
    )?;
    detection_speed * response_latency
        + detection_speed * detection_speed / (2.0 * arm_deceleration)
}

/// Stiffest series spring that keeps a driven contact under `force_limit`: past the tripwire at
/// `tripwire_force` the arm drives the stroke s of [`passive_compliance_driven_stroke`], and
/// the force rises by k·s, so k ≤ (F_limit − F_trip)/s.
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_passive_compliance_stiffness_bound",
    unit = NEWTON_PER_METRE,
    samples(force_limit = ["100 N"], tripwire_force = ["15 N", "40 N"], detection_speed = ["0.1 m/s", "0.03 m/s"], response_latency = ["2 ms"], arm_deceleration = ["8.46 m/s^2", "2 m/s^2"])
)]
pub fn passive_compliance_stiffness_bound(
    force_limit: Force,
    tripwire_force: Force,
    detection_speed: Velocity,
    response_latency: Time,
    arm_deceleration: Acceleration,
) -> Stiffness {
    (force_limit - tripwire_force)
        / passive_compliance_driven_stroke(detection_speed, response_latency, arm_deceleration)?
}

/// Stiffness that, in series with a spring of `stiffness_a`, gives `series_stiffness`:
/// k_b = (1/k_eff − 1/k_a)⁻¹, defined only while k_eff < k_a.
#[law(
    reference = "mlsysim.physics.robotics.learning.calc_complementary_series_stiffness",
    unit = NEWTON_PER_METRE,
    samples(series_stiffness = ["7.2 kN/m", "50 kN/m"], stiffness_a = ["400 kN/m", "75 kN/m"])
)]
pub fn complementary_series_stiffness(
    series_stiffness: Stiffness,
    stiffness_a: Stiffness,
) -> Stiffness {
    require(
        series_stiffness > newtons_per_metre(0.0) && stiffness_a > newtons_per_metre(0.0),
        "both stiffnesses are positive",
    )?;
    require(
        series_stiffness < stiffness_a,
        "the series stiffness lies below either spring's",
    )?;
    newtons_per_metre(1.0 / (1.0 / series_stiffness.value - 1.0 / stiffness_a.value))
}

/// Steady horizontal acceleration at which the liquid in an open container of `inner_radius`,
/// filled `freeboard` below its rim, reaches the rim: the free surface tilts to tan θ = a/g and
/// rises R·a/g at the wall, so a = g·h_f/R. Sloshing overshoots the steady tilt: necessary,
/// not sufficient (Mayer and Krechetnikov, "Walking with coffee", Phys. Rev. E 85, 2012).
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_quasistatic_spill_acceleration",
    unit = METRE_PER_SECOND2,
    samples(inner_radius = ["40 mm", "100 mm"], freeboard = ["10 mm", "2 mm"])
)]
pub fn quasistatic_spill_acceleration(inner_radius: Length, freeboard: Length) -> Acceleration {
    require(
        inner_radius > metres(0.0) && freeboard > metres(0.0),
        "the radius and the freeboard are positive",
    )?;
    standard_gravities(1.0) * freeboard / inner_radius
}

/// Shortest window of a smoothstep blend whose peak torque rate stays at `torque_rate_limit`
/// for a torque change of `change`: T = 1.875·|Δτ| ÷ τ̇_max (the smoothstep's slope peaks at
/// 30/16).
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_smoothstep_blend_window",
    unit = MILLISECOND,
    samples(change = ["15 N·m", "-3 N·m"], torque_rate_limit = ["750 N·m/s", "1000 N·m/s"])
)]
pub fn smoothstep_torque_window(change: Torque, torque_rate_limit: TorqueRate) -> Time {
    require(
        torque_rate_limit > newton_metres_per_second(0.0),
        "the torque-rate limit is positive",
    )?;
    1.875 * change.abs() / torque_rate_limit
}

/// Coefficients of the C² quintic bridge q(t) = a₃t³ + a₄t⁴ + a₅t⁵ that closes a velocity gap
/// `velocity_gap` over `duration`, starting and ending at zero acceleration with its end on the
/// incoming reference (q(T) = Δω·T/2, q̇(T) = Δω, q̈(T) = 0): the boundary system's solution is
/// a₃ = Δω/T², a₄ = −Δω/(2T³), a₅ = 0, in rad/s³, rad/s⁴ and rad/s⁵.
#[law(
    reference = "mlsysim.engine.solvers.trajectory.SeamBridgeModel",
    samples(velocity_gap = ["0.2 rad/s", "1 rad/s"], duration = ["50 ms", "10 ms", "25 ms"])
)]
pub fn quintic_bridge_coefficients(velocity_gap: AngularVelocity, duration: Time) -> Vec<f64> {
    {
        require(duration > seconds(0.0), "the bridge's duration is positive")?;
        let (gap, t) = (velocity_gap.value, duration.value);
        let cubic = gap / (t * t);
        let quartic = -gap / (2.0 * t * t * t);
        vec![cubic, quartic, 0.0]
    }
}
