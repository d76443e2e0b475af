use super::SAFETY;
use mlsysim_core::registry::{Embodied, MobileManipulator, SiteScenario};
use mlsysim_core::units::{
    KILOGRAM_SQUARE_METRE, METRE, MILLIMETRE, ONE_RADIAN, PER_SECOND, RADIAN_PER_SECOND,
};
use mlsysim_core::{
    AngularAcceleration, AngularVelocity, Frequency, InputError, Length, MomentOfInertia, Time,
    Torque, Velocity, preset, scenario,
};

/// One loaded arm joint at `joint_speed` braking with the machine's peak torque while gravity
/// holds `bias_fraction` of that peak along the motion (descending) or against it (ascending):
/// its stop, the kinetic barrier built on it, and the separation a person needs.
///
/// The braking deceleration is the net torque over `inertia`; the joint stops within ω²/(2α)
/// and the tool at `lever` travels that angle times the lever. The kinetic barrier
/// h = θ − ω²/(2α_net) (descending) bounds the next torque by τ ≤ −τ_bias + I·α_net·(γ·h/ω −
/// 1); its negative is the braking torque the barrier demands at a tool clearance. With a
/// `site`, the protective separation prices a person at the site's approach speed over its
/// pre-brake delay and the descending stop, the tool's travel in the delay and its stop.
#[scenario(
    family = SAFETY,
    assumption = "Gravity holds the same share of the peak torque through the whole stop.",
    assumption = "The joint brakes at its full peak torque from the first instant.",
    excludes = "The other joints, the gearbox's compliance and friction, and the intrusion and position margins of the separation distance.",
    derivation = "The reference's GravityBiasedJointStopScenario; ISO/TS 15066 for the protective separation distance.",
)]
pub struct GravityBiasedJointStop {
    /// The machine: its arm's peak torque.
    pub machine: &'static MobileManipulator,
    /// Inertia of the joint with its payload.
    #[input(positive, unit = KILOGRAM_SQUARE_METRE)]
    pub inertia: MomentOfInertia,
    /// Lever from the joint's axis to the tool point.
    #[input(positive, unit = METRE)]
    pub lever: Length,
    /// Speed at which the joint approaches.
    #[input(positive, unit = RADIAN_PER_SECOND)]
    pub joint_speed: AngularVelocity,
    /// Share of the peak torque gravity holds.
    #[input(range = 0.0..1.0)]
    pub bias_fraction: f64,
    /// Gain γ of the kinetic barrier.
    #[input(positive, unit = PER_SECOND)]
    pub barrier_gain: Option<Frequency>,
    /// Tool clearances at which the barrier is priced.
    #[input(positive, unit = MILLIMETRE)]
    pub barrier_clearances: Vec<Length>,
    /// The site: its approach speed and pre-brake delay.
    pub site: Option<&'static SiteScenario>,

    /// The arm's peak joint torque.
    #[property(from_registry(machine.arm.max_torque, "largest joint torque", machine.arm.path)?, unit = NEWTON_METRE)]
    pub torque_limit: Torque,
    /// Torque gravity holds.
    #[property(torque_limit * bias_fraction, unit = NEWTON_METRE)]
    pub bias: Torque,
    /// Torque left to brake when gravity acts along the motion.
    #[property(torque_limit - bias, unit = NEWTON_METRE)]
    pub torque_descending: Torque,
    /// Torque available to brake when gravity helps.
    #[property(torque_limit + bias, unit = NEWTON_METRE)]
    pub torque_ascending: Torque,
    /// Deceleration of the unbiased stop.
    #[property(torque_limit / inertia * ONE_RADIAN, unit = RADIAN_PER_SECOND2)]
    pub alpha_free: AngularAcceleration,
    /// Deceleration of the descending stop.
    #[property(torque_descending / inertia * ONE_RADIAN, unit = RADIAN_PER_SECOND2)]
    pub alpha_descending: AngularAcceleration,
    /// Deceleration of the ascending stop.
    #[property(torque_ascending / inertia * ONE_RADIAN, unit = RADIAN_PER_SECOND2)]
    pub alpha_ascending: AngularAcceleration,
    /// Joint angle, in radians, the stop at `alpha` takes: ω²/(2α).
    #[method(joint_speed * joint_speed / (2.0 * alpha) / ONE_RADIAN, samples(alpha = [alpha_free, alpha_descending, alpha_ascending]))]
    pub stop_angle: fn(alpha: AngularAcceleration) -> f64,
    /// Tool travel of the stop at `alpha`: the stop angle times the lever.
    #[method(lever * stop_angle(alpha)?, unit = MILLIMETRE, samples(alpha = [alpha_free, alpha_descending]))]
    pub tool_stop: fn(alpha: AngularAcceleration) -> Length,
    /// Tool travel of the unbiased stop.
    #[property(tool_stop(alpha_free)?, unit = MILLIMETRE)]
    pub tool_stop_free: Length,
    /// Tool travel of the descending stop.
    #[property(tool_stop(alpha_descending)?, unit = MILLIMETRE)]
    pub tool_stop_descending: Length,
    /// Tool travel of the ascending stop.
    #[property(tool_stop(alpha_ascending)?, unit = MILLIMETRE)]
    pub tool_stop_ascending: Length,
    /// Tool travel the descending stop adds over the unbiased one.
    #[property(tool_stop_descending - tool_stop_free, unit = MILLIMETRE)]
    pub overrun: Length,
    /// Duration of the descending stop: ω/α.
    #[property(joint_speed / alpha_descending, unit = MILLISECOND)]
    pub stop_time_descending: Time,
    /// Tool speed at the joint's speed.
    #[property(lever * joint_speed / ONE_RADIAN, unit = METRE_PER_SECOND)]
    pub tcp_speed: Velocity,
    /// The kinetic barrier at a tool `clearance`, in radians: c/r − ω²/(2α_desc).
    #[method(clearance / lever - stop_angle(alpha_descending)?, samples(clearance = barrier_clearances))]
    pub barrier_margin: fn(clearance: Length) -> f64,
    /// Braking torque the barrier demands at a tool `clearance`: the negative of its bound
    /// −τ_bias + I·α_desc·(γ·h/ω − 1).
    #[method(
        -(-bias + inertia * alpha_descending / ONE_RADIAN * (barrier_gain * barrier_margin(clearance)? / (joint_speed / ONE_RADIAN) - 1.0)),
        unit = NEWTON_METRE,
        samples(clearance = barrier_clearances)
    )]
    pub barrier_torque_demand: fn(clearance: Length) -> Torque,
    /// The barrier's torque demand at each of `barrier_clearances`.
    #[property(each!(c in barrier_clearances, barrier_torque_demand(c)?), unit = NEWTON_METRE)]
    pub barrier_demands: Vec<Torque>,
    /// A person's travel at the site's approach speed over the pre-brake delay and the
    /// descending stop.
    #[property(
        site.v_human_approach * (from_registry(site.tau_delay(), "exposure and readout of the navigation camera", site.path)? + stop_time_descending),
        unit = MILLIMETRE
    )]
    pub separation_person: Length,
    /// The tool's travel during the pre-brake delay.
    #[property(tcp_speed * from_registry(site.tau_delay(), "exposure and readout of the navigation camera", site.path)?, unit = MILLIMETRE)]
    pub separation_reaction: Length,
    /// Protective separation before the intrusion and position margins.
    #[property(separation_person + separation_reaction + tool_stop_descending, unit = MILLIMETRE)]
    pub separation_total: Length,
    /// The person's share of the separation.
    #[property(separation_person / separation_total)]
    pub separation_person_share: f64,
}

/// A loaded arm joint braking with and against gravity: the running machine's arm at its peak
/// joint torque, a payload-carrying joint of 3 kg·m² approaching at 1.2 rad/s with a 0.80 m
/// lever, gravity holding 75 percent of the peak; the kinetic barrier (gain 10/s) priced at 110
/// and 70 mm of tool clearance; the protective separation against a person walking in.
#[preset(name = "LoadedArmJointGravityStop")]
pub fn loaded_arm_joint_gravity_stop() -> Result<GravityBiasedJointStop, InputError> {
    GravityBiasedJointStop::builder()
        .machine(&Embodied::MobileManipulator::WarehouseMobileManipulator)
        .inertia(KILOGRAM_SQUARE_METRE.of(3.0))
        .lever(METRE.of(0.80))
        .joint_speed(RADIAN_PER_SECOND.of(1.2))
        .bias_fraction(0.75)
        .barrier_gain(PER_SECOND.of(10.0))
        .barrier_clearances(vec![MILLIMETRE.of(110.0), MILLIMETRE.of(70.0)])
        .site(&Embodied::Scenario::WarehouseAisle)
        .build()
}
