//! Stopping: how far and how long a machine travels before it rests, at constant deceleration
//! and along the jerk-limited S-curve, the speeds whose stop fits a clearance, the C²
//! polynomial stop, a smoothstep blend into braking, and a manipulator stopping against a
//! compliant latch.
//!
//! The S-curve ("double S") stop drives the deceleration from zero to its bound at the jerk
//! bound, holds it, and brings it back to zero as the speed reaches zero: above the plateau
//! speed a²/j it takes v/a + a/j, below it the peak √(v·j) never reaches the bound and it
//! takes 2√(v/j); in both cases the distance is half the speed times the time (Biagiotti and
//! Melchiorri, *Trajectory Planning for Automatic Machines and Robots*, 2008, ch. 3).
//! Constant-deceleration terms follow OpenStax, *University Physics* Vol. 1, §3.4.

use crate::EvalError;
use crate::equation::{
    metres_per_second, metres_per_second_cubed, metres_per_second_squared, radians,
    radians_per_second_squared, require,
};
use crate::law;
use crate::units::{
    Acceleration, Angle, AngularAcceleration, AngularJerk, AngularVelocity, Force, Jerk, Length,
    Stiffness, Time, Velocity,
};

/// Whether a speed is at least zero.
fn not_negative(v: Velocity) -> bool {
    v >= metres_per_second(0.0)
}

/// Time and distance of the S-curve stop from `v` under deceleration bound `a` and jerk bound
/// `j`, in SI magnitudes (s, m): the one computation the stop's time, distance and speed
/// ceiling share.
fn scurve_si(v: f64, a: f64, j: f64) -> (f64, f64) {
    if v <= 0.0 {
        return (0.0, 0.0);
    }
    let t = if v >= a * a / j {
        v / a + a / j
    } else {
        2.0 * (v / j).sqrt()
    };
    (t, 0.5 * v * t)
}

/// The S-curve's bounds checked and in SI magnitudes.
fn scurve_bounds(v: Velocity, a: Acceleration, j: Jerk) -> Result<(f64, f64, f64), EvalError> {
    require(self::not_negative(v), "the entry speed is at least zero")?;
    require(
        a > metres_per_second_squared(0.0),
        "the deceleration bound is positive",
    )?;
    require(
        j > metres_per_second_cubed(0.0),
        "the jerk bound is positive",
    )?;
    Ok((v.value, a.value, j.value))
}

/// Time to brake from `velocity` to rest at a constant `deceleration`: t = v ÷ a.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_braking_time",
    unit = MILLISECOND,
    samples(velocity = ["1.5 m/s", "0 m/s", "43.2 mph"], deceleration = ["2 m/s^2", "9.02 m/s^2"])
)]
pub fn braking_time(velocity: Velocity, deceleration: Acceleration) -> Time {
    require(self::not_negative(velocity), "the speed is at least zero")?;
    require(
        deceleration > metres_per_second_squared(0.0),
        "the deceleration is positive",
    )?;
    velocity / deceleration
}

/// Distance to brake from `velocity` to rest at a constant `deceleration`: d = v² ÷ (2a).
#[law(
    unit = METRE,
    samples(velocity = ["1.5 m/s", "0 m/s", "43.2 mph"], deceleration = ["2 m/s^2", "9.02 m/s^2"])
)]
pub fn braking_distance(velocity: Velocity, deceleration: Acceleration) -> Length {
    require(self::not_negative(velocity), "the speed is at least zero")?;
    require(
        deceleration > metres_per_second_squared(0.0),
        "the deceleration is positive",
    )?;
    velocity * velocity / (2.0 * deceleration)
}

/// Speed at which the travel during a pre-brake `delay` equals the braking travel at
/// `deceleration`: v·τ = v²/(2a) at v* = 2aτ. Below it the delay is the larger term.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_stopping_crossover_speed",
    unit = METRE_PER_SECOND,
    samples(delay = ["133.3 ms", "0 s", "1 s"], deceleration = ["2 m/s^2", "9.02 m/s^2"])
)]
pub fn stopping_crossover_speed(delay: Time, deceleration: Acceleration) -> Velocity {
    require(delay >= seconds(0.0), "the delay is at least zero")?;
    require(
        deceleration > metres_per_second_squared(0.0),
        "the deceleration is positive",
    )?;
    2.0 * deceleration * delay
}

/// Distance covered over `duration` while the speed changes evenly from `start_velocity` to
/// `end_velocity`: (v₀ + v₁)/2 · t; with equal speeds, the travel during a delay.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_travel_between_speeds",
    unit = METRE,
    samples(start_velocity = ["43.2 mph", "1.5 m/s"], end_velocity = ["40.5 mph", "1.5 m/s"], duration = ["1 s", "0 s"])
)]
pub fn travel_between_speeds(
    start_velocity: Velocity,
    end_velocity: Velocity,
    duration: Time,
) -> Length {
    require(
        self::not_negative(start_velocity) && self::not_negative(end_velocity),
        "both speeds are at least zero",
    )?;
    require(duration >= seconds(0.0), "the duration is at least zero")?;
    0.5 * (start_velocity + end_velocity) * duration
}

/// Fastest speed whose delayed constant-deceleration stop fits `clear_distance` once the
/// localisation bound `loc_margin` and the clearance `physical_margin` are held back: the
/// positive root of v·τ + v²/(2a) = D, v = −aτ + √((aτ)² + 2aD), and zero when the margins
/// use the whole clearance.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_max_permitted_velocity",
    unit = METRE_PER_SECOND,
    samples(clear_distance = ["1.1 m", "0.1 m"], total_latency = ["133.3 ms", "20 ms"], max_deceleration = ["2 m/s^2"], loc_margin = ["0.05 m", "0 m"], physical_margin = ["0.14 m"])
)]
pub fn max_permitted_velocity(
    clear_distance: Length,
    total_latency: Time,
    max_deceleration: Acceleration,
    loc_margin: Length,
    physical_margin: Length,
) -> Velocity {
    {
        require(
            clear_distance >= metres(0.0)
                && loc_margin >= metres(0.0)
                && physical_margin >= metres(0.0),
            "the clear distance and the margins are at least zero",
        )?;
        require(total_latency > seconds(0.0), "the delay is positive")?;
        require(
            max_deceleration > metres_per_second_squared(0.0),
            "the deceleration is positive",
        )?;
        let room = clear_distance - loc_margin - physical_margin;
        if room <= metres(0.0) {
            metres_per_second(0.0)
        } else {
            let a_tau = max_deceleration * total_latency;
            let root =
                metres_per_second(sqrt((a_tau * a_tau + 2.0 * max_deceleration * room).value)?);
            max(metres_per_second(0.0), root - a_tau)
        }
    }
}

/// Distance of the jerk-limited S-curve stop from `entry_velocity` under the deceleration
/// bound `max_deceleration` and the jerk bound `max_jerk`: v/2 · (v/a + a/j) = v²/(2a) +
/// v·a/(2j) above the plateau speed a²/j, v·√(v/j) below it.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_scurve_stop_distance",
    unit = METRE,
    samples(entry_velocity = ["1.5 m/s", "0.2 m/s", "0 m/s"], max_deceleration = ["2 m/s^2", "5 m/s^2"], max_jerk = ["7.1 m/s^3", "60 m/s^3"])
)]
pub fn scurve_stop_distance(
    entry_velocity: Velocity,
    max_deceleration: Acceleration,
    max_jerk: Jerk,
) -> Length {
    {
        let (v, a, j) = self::scurve_bounds(entry_velocity, max_deceleration, max_jerk)?;
        metres(self::scurve_si(v, a, j).1)
    }
}

/// Duration of the jerk-limited S-curve stop from `entry_velocity`: v/a + a/j above the
/// plateau speed a²/j, 2√(v/j) below it.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_scurve_stop_time",
    unit = MILLISECOND,
    samples(entry_velocity = ["1.5 m/s", "0.2 m/s", "0 m/s"], max_deceleration = ["2 m/s^2", "5 m/s^2"], max_jerk = ["7.1 m/s^3", "60 m/s^3"])
)]
pub fn scurve_stop_time(
    entry_velocity: Velocity,
    max_deceleration: Acceleration,
    max_jerk: Jerk,
) -> Time {
    {
        let (v, a, j) = self::scurve_bounds(entry_velocity, max_deceleration, max_jerk)?;
        seconds(self::scurve_si(v, a, j).0)
    }
}

/// Fastest cruise speed whose delayed S-curve stop fits `clear_distance`: the largest v with
/// v·τ + d_S(v) + v_h·(τ + T_S(v)) ≤ D − δ_loc − δ_margin, where d_S and T_S are the S-curve
/// stop's distance and time and `approach_velocity` v_h is an obstacle closing in through the
/// delay and the stop (zero for a static one). The left side rises with v, so bisection finds
/// the root: from [0, √(2aD)], halved 200 times or until the bracket is 1e-15 of its top;
/// zero when the margins use the clearance.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_scurve_max_permitted_velocity",
    unit = METRE_PER_SECOND,
    samples(clear_distance = ["1.1 m", "0.2 m"], total_latency = ["133.3 ms"], max_deceleration = ["2 m/s^2", "1.18 m/s^2"], max_jerk = ["7.1 m/s^3"], loc_margin = ["0.05 m"], physical_margin = ["0.14 m"], approach_velocity = ["0 m/s", "1.6 m/s"])
)]
pub fn scurve_max_permitted_velocity(
    clear_distance: Length,
    total_latency: Time,
    max_deceleration: Acceleration,
    max_jerk: Jerk,
    loc_margin: Length,
    physical_margin: Length,
    approach_velocity: Velocity,
) -> Velocity {
    {
        require(
            clear_distance >= metres(0.0)
                && loc_margin >= metres(0.0)
                && physical_margin >= metres(0.0),
            "the clear distance and the margins are at least zero",
        )?;
        require(total_latency >= seconds(0.0), "the delay is at least zero")?;
        require(
            self::not_negative(approach_velocity),
            "the approach speed is at least zero",
        )?;
        let (_, a, j) = self::scurve_bounds(metres_per_second(0.0), max_deceleration, max_jerk)?;
        let room = (clear_distance - loc_margin - physical_margin).value;
        metres_per_second(self::scurve_ceiling_si(
            room,
            total_latency.value,
            approach_velocity.value,
            a,
            j,
        ))
    }
}

/// The bisection of [`scurve_max_permitted_velocity`], in SI magnitudes: the largest speed
/// whose delay travel, S-curve stop and the obstacle's approach fit `room`.
fn scurve_ceiling_si(room: f64, tau: f64, v_h: f64, a: f64, j: f64) -> f64 {
    let excess = |v: f64| {
        let (t_s, d_s) = self::scurve_si(v, a, j);
        v * tau + d_s + v_h * (tau + t_s) - room
    };
    if excess(0.0) >= 0.0 {
        return 0.0;
    }
    // d_S(v) ≥ v²/(2a), so the excess is not negative at √(2a·room): an upper bracket.
    let (mut lo, mut hi) = (0.0, (2.0 * a * room).sqrt());
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if excess(mid) > 0.0 {
            hi = mid;
        } else {
            lo = mid;
        }
        if hi - lo <= 1e-15 * hi.max(1.0) {
            break;
        }
    }
    lo
}

/// The double-S rest-to-rest move over `distance` with no cruise, under the acceleration bound
/// `max_acceleration` and jerk bound `max_jerk`, in SI magnitudes: (duration, peak speed,
/// whether the acceleration plateau is reached). With t_j = a/j and x the solution of
/// D = a·x·(x + t_j), the plateau is reached when x ≥ t_j (T = 2(x + t_j), v = a·x);
/// otherwise T = 4τ, v = j·τ² with τ = ∛(D/(2j)).
fn rest_to_rest_si(
    distance: Angle,
    max_acceleration: AngularAcceleration,
    max_jerk: AngularJerk,
) -> Result<(f64, f64, bool), EvalError> {
    require(distance > radians(0.0), "the move is positive")?;
    require(
        max_acceleration > radians_per_second_squared(0.0),
        "the acceleration bound is positive",
    )?;
    require(max_jerk.value > 0.0, "the jerk bound is positive")?;
    let (d, a, j) = (distance.value, max_acceleration.value, max_jerk.value);
    let t_j = a / j;
    let x = (-t_j + (t_j * t_j + 4.0 * d / a).sqrt()) / 2.0;
    Ok(if x >= t_j {
        (2.0 * (x + t_j), a * x, true)
    } else {
        let tau = (d / (2.0 * j)).powf(1.0 / 3.0);
        (4.0 * tau, j * tau * tau, false)
    })
}

/// Duration of a jerk-limited rest-to-rest swing of `distance` with no cruise phase (the
/// double-S profile accelerating, then at once decelerating).
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_scurve_rest_to_rest_time",
    unit = MILLISECOND,
    samples(distance = ["0.5 rad", "0.01 rad"], max_acceleration = ["10 rad/s^2", "2.9 rad/s^2"], max_jerk = ["5000 rad/s^3", "50 rad/s^3"])
)]
pub fn scurve_rest_to_rest_time(
    distance: Angle,
    max_acceleration: AngularAcceleration,
    max_jerk: AngularJerk,
) -> Time {
    seconds(self::rest_to_rest_si(distance, max_acceleration, max_jerk)?.0)
}

/// Peak speed of the jerk-limited rest-to-rest swing of `distance` with no cruise phase.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_scurve_rest_to_rest_time",
    unit = RADIAN_PER_SECOND,
    samples(distance = ["0.5 rad", "0.01 rad"], max_acceleration = ["10 rad/s^2", "2.9 rad/s^2"], max_jerk = ["5000 rad/s^3", "50 rad/s^3"])
)]
pub fn scurve_rest_to_rest_peak_speed(
    distance: Angle,
    max_acceleration: AngularAcceleration,
    max_jerk: AngularJerk,
) -> AngularVelocity {
    radians_per_second(self::rest_to_rest_si(distance, max_acceleration, max_jerk)?.1)
}

/// Whether the jerk-limited rest-to-rest swing of `distance` reaches its acceleration bound
/// (holds a plateau) before it must decelerate.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_scurve_rest_to_rest_time",
    samples(distance = ["0.5 rad", "0.01 rad"], max_acceleration = ["10 rad/s^2", "2.9 rad/s^2"], max_jerk = ["5000 rad/s^3", "50 rad/s^3"])
)]
pub fn scurve_rest_to_rest_plateau(
    distance: Angle,
    max_acceleration: AngularAcceleration,
    max_jerk: AngularJerk,
) -> bool {
    self::rest_to_rest_si(distance, max_acceleration, max_jerk)?.2
}

/// Duration of the C² polynomial stop from cruise at `entry_velocity` whose peak deceleration
/// is `peak_deceleration`: q(u) = q_c + v·T·(u − u³ + u⁴/2) peaks at 1.5·v/T mid-stop, so
/// T = 1.5·v/a.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_c2_stop_suffix",
    unit = MILLISECOND,
    samples(entry_velocity = ["1.5 m/s", "1 m/s"], peak_deceleration = ["2 m/s^2", "5 m/s^2"])
)]
pub fn c2_stop_duration(entry_velocity: Velocity, peak_deceleration: Acceleration) -> Time {
    require(
        entry_velocity > metres_per_second(0.0),
        "the entry speed is positive",
    )?;
    require(
        peak_deceleration > metres_per_second_squared(0.0),
        "the peak deceleration is positive",
    )?;
    1.5 * entry_velocity / peak_deceleration
}

/// Distance of the C² polynomial stop: v·T/2 = 0.75·v²/a, one and a half times the
/// constant-deceleration stop.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_c2_stop_suffix",
    unit = METRE,
    samples(entry_velocity = ["1.5 m/s", "1 m/s"], peak_deceleration = ["2 m/s^2", "5 m/s^2"])
)]
pub fn c2_stop_distance(entry_velocity: Velocity, peak_deceleration: Acceleration) -> Length {
    require(
        entry_velocity > metres_per_second(0.0),
        "the entry speed is positive",
    )?;
    require(
        peak_deceleration > metres_per_second_squared(0.0),
        "the peak deceleration is positive",
    )?;
    0.75 * entry_velocity * entry_velocity / peak_deceleration
}

/// Peak jerk of the C² polynomial stop, at both of its ends: 6·v/T² = (8/3)·a²/v. A
/// jerk-limited S-curve with the same deceleration and this jerk bound stops shorter.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_c2_stop_suffix",
    unit = METRE_PER_SECOND3,
    samples(entry_velocity = ["1.5 m/s", "1 m/s"], peak_deceleration = ["2 m/s^2", "5 m/s^2"])
)]
pub fn c2_stop_peak_jerk(entry_velocity: Velocity, peak_deceleration: Acceleration) -> Jerk {
    {
        let duration = c2_stop_duration(entry_velocity, peak_deceleration)?;
        6.0 * entry_velocity / (duration * duration)
    }
}

/// Contact force when the brake is commanded, after a tripwire at `tripwire_force` and
/// `loop_latency` of pressing on at `penetration_velocity` into a contact of
/// `contact_stiffness`: F = F_trip + k·v·t.
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_tripwire_contact_force_accumulation",
    unit = NEWTON,
    samples(tripwire_force = ["15 N"], contact_stiffness = ["400 kN/m", "12 kN/m"], penetration_velocity = ["0.03 m/s", "0.1 m/s"], loop_latency = ["2 ms"])
)]
pub fn tripwire_contact_force(
    tripwire_force: Force,
    contact_stiffness: Stiffness,
    penetration_velocity: Velocity,
    loop_latency: Time,
) -> Force {
    require(
        tripwire_force > newtons(0.0)
            && contact_stiffness > newtons_per_metre(0.0)
            && penetration_velocity > metres_per_second(0.0)
            && loop_latency > seconds(0.0),
        "the tripwire force, stiffness, speed and latency are positive",
    )?;
    tripwire_force + contact_stiffness * penetration_velocity * loop_latency
}

/// Deceleration an arm needs to stop within the deflection a compliant latch has left once the
/// brake is commanded: the force at the command is the tripwire force plus k·v·t of response,
/// the latch may deflect (F_limit − F_cmd)/k further, and a constant-deceleration stop from
/// `approach_velocity` within it needs a = v²/(2·x). An error when the force at the command
/// already reaches the limit.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_latch_contact_stopping_profile",
    unit = METRE_PER_SECOND2,
    samples(approach_velocity = ["0.03 m/s", "0.1 m/s"], tripwire_force = ["15 N"], latch_stiffness = ["400 kN/m", "12 kN/m"], response_time = ["2 ms"], force_limit = ["100 N"])
)]
pub fn latch_arm_deceleration(
    approach_velocity: Velocity,
    tripwire_force: Force,
    latch_stiffness: Stiffness,
    response_time: Time,
    force_limit: Force,
) -> Acceleration {
    {
        require(force_limit > newtons(0.0), "the force limit is positive")?;
        let at_command = tripwire_contact_force(
            tripwire_force,
            latch_stiffness,
            approach_velocity,
            response_time,
        )?;
        require(
            at_command < force_limit,
            "the force when the brake is commanded stays below the limit",
        )?;
        let remaining = (force_limit - at_command) / latch_stiffness;
        approach_velocity * approach_velocity / (2.0 * remaining)
    }
}

/// Speed at the end of a smoothstep blend from cruise at `entry_velocity` into braking at
/// `deceleration` over `window`: the quintic α(s) = 10s³ − 15s⁴ + 6s⁵ integrates to ½, so
/// v = v₀ − a·T/2.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_smoothstep_braking_blend",
    unit = METRE_PER_SECOND,
    samples(entry_velocity = ["0.6 m/s", "1.3 m/s"], deceleration = ["2 m/s^2"], window = ["528 ms", "100 ms"])
)]
pub fn smoothstep_blend_exit_speed(
    entry_velocity: Velocity,
    deceleration: Acceleration,
    window: Time,
) -> Velocity {
    require(
        self::not_negative(entry_velocity),
        "the entry speed is at least zero",
    )?;
    require(
        deceleration > metres_per_second_squared(0.0) && window > seconds(0.0),
        "the deceleration and the window are positive",
    )?;
    entry_velocity - deceleration * window / 2.0
}

/// Travel during a smoothstep blend into braking: (1 − s)·α(s) integrates to 1/7, so
/// d = v₀·T − a·T²/7.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_smoothstep_braking_blend",
    unit = METRE,
    samples(entry_velocity = ["0.6 m/s", "1.3 m/s"], deceleration = ["2 m/s^2"], window = ["528 ms", "100 ms"])
)]
pub fn smoothstep_blend_travel(
    entry_velocity: Velocity,
    deceleration: Acceleration,
    window: Time,
) -> Length {
    require(
        self::not_negative(entry_velocity),
        "the entry speed is at least zero",
    )?;
    require(
        deceleration > metres_per_second_squared(0.0) && window > seconds(0.0),
        "the deceleration and the window are positive",
    )?;
    entry_velocity * window - deceleration * window * window / 7.0
}

/// Largest growth, over the permission ticks of a smoothstep blend of `window` into braking,
/// of the travel so far plus the resident S-curve stop from the blended speed: at tick i,
/// u = min(i·tick/T, 1), v(u) = v₀ − a·T·A₁(u) and x(u) = v₀·T·u − a·T²·A₂(u) with
/// A₁ = u⁶ − 3u⁵ + 2.5u⁴ and A₂ = u⁷/7 − u⁶/2 + u⁵/2; the use is max(x + d_S(v)) − d_S(v₀),
/// never below zero. Charging the resident stop from zero acceleration overstates it while the
/// blend already decelerates, so the bound is conservative.
#[law(
    reference = "mlsysim.physics.robotics.stopping.calc_blend_reserve_use",
    unit = MILLIMETRE,
    samples(entry_velocity = ["0.6 m/s", "1.3 m/s"], deceleration = ["2 m/s^2"], max_jerk = ["7.11 m/s^3"], window = ["528 ms"], tick = ["1 ms", "50 ms"])
)]
pub fn blend_reserve_use(
    entry_velocity: Velocity,
    deceleration: Acceleration,
    max_jerk: Jerk,
    window: Time,
    tick: Time,
) -> Length {
    {
        let (v0, a, j) = self::scurve_bounds(entry_velocity, deceleration, max_jerk)?;
        require(
            window > seconds(0.0) && tick > seconds(0.0),
            "the window and the tick are positive",
        )?;
        let (t, dt) = (window.value, tick.value);
        let ticks = ceil(t / dt - 1e-9)?;
        require(
            ticks <= 1_000_000,
            "the blend spans at most a million ticks",
        )?;
        metres(self::blend_use_si(v0, a, j, t, dt, ticks)?)
    }
}

/// The tick-by-tick search of [`blend_reserve_use`], in SI magnitudes.
fn blend_use_si(v0: f64, a: f64, j: f64, t: f64, dt: f64, ticks: i64) -> Result<f64, EvalError> {
    let start = self::scurve_si(v0, a, j).1;
    let mut worst: f64 = 0.0;
    for i in 0..=ticks {
        let u = (i as f64 * dt / t).min(1.0);
        let a1 = u.powi(6) - 3.0 * u.powi(5) + 2.5 * u.powi(4);
        let a2 = u.powi(7) / 7.0 - u.powi(6) / 2.0 + u.powi(5) / 2.0;
        let v = v0 - a * t * a1;
        require(v >= 0.0, "the blend ends before the speed reaches zero")?;
        let x = v0 * t * u - a * t * t * a2;
        worst = worst.max(x + self::scurve_si(v, a, j).1 - start);
    }
    Ok(worst)
}

/// Shortest window of a smoothstep blend whose peak rate of change stays at `jerk_limit` for
/// an acceleration change of `change`: the smoothstep's slope peaks at 30/16 = 1.875, so
/// T = 1.875·|Δa| ÷ j.
#[law(
    reference = "mlsysim.physics.robotics.actuation.calc_smoothstep_blend_window",
    unit = MILLISECOND,
    samples(change = ["2 m/s^2", "-0.5 m/s^2"], jerk_limit = ["7.11 m/s^3", "60 m/s^3"])
)]
pub fn smoothstep_jerk_window(change: Acceleration, jerk_limit: Jerk) -> Time {
    require(
        jerk_limit > metres_per_second_cubed(0.0),
        "the jerk limit is positive",
    )?;
    1.875 * change.abs() / jerk_limit
}

/// Weakest deceleration whose S-curve stop from `speed`, jerk bound `max_jerk` held fixed,
/// still fits `braking_room`, on the branch where the stop reaches its deceleration bound:
/// v²/(2a) + v·a/(2j) = R is (v/(2j))·a² − R·a + v²/2 = 0, whose smaller root
/// a = (R − √(R² − 2·(v/(2j))·v²)) ÷ (2·v/(2j)) is the one where the distance falls as a
/// rises. An error when the room is not positive, the quadratic has no real root, or the root
/// lies off that branch (v < a²/j).
#[law(
    unit = METRE_PER_SECOND2,
    samples(speed = ["1.3 m/s", "0.6 m/s"], max_jerk = ["7.11 m/s^3", "60 m/s^3"], braking_room = ["0.74 m", "0.05 m"])
)]
pub fn scurve_min_deceleration(
    speed: Velocity,
    max_jerk: Jerk,
    braking_room: Length,
) -> Acceleration {
    {
        require(speed > metres_per_second(0.0), "the speed is positive")?;
        require(
            max_jerk > metres_per_second_cubed(0.0),
            "the jerk bound is positive",
        )?;
        require(braking_room > metres(0.0), "the braking room is positive")?;
        let half_ramp = speed / (2.0 * max_jerk);
        let discriminant = braking_room * braking_room - 2.0 * half_ramp * speed * speed;
        require(
            discriminant.value >= 0.0,
            "some deceleration fits the room at this jerk bound",
        )?;
        let weakest = (braking_room - metres(sqrt(discriminant.value)?)) / (2.0 * half_ramp);
        require(
            speed >= weakest * weakest / max_jerk,
            "the weakest deceleration's stop reaches its bound (the speed lies above its plateau)",
        )?;
        weakest
    }
}
