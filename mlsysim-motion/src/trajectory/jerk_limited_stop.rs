use super::TRAJECTORY;
use mlsysim_core::registry::SiteScenario;
use mlsysim_core::{Acceleration, Jerk, Length, Time, Velocity, scenario};

/// A machine at `speed` that stops along a jerk-limited S-curve at `deceleration` after a
/// pre-brake `delay`, beside the constant-deceleration stop and the C² polynomial stop it
/// replaces.
///
/// Above the plateau speed a²/j the S-curve stop is the braking travel v²/(2a) plus
/// v·a/(2j) of cruise over half a jerk ramp. The jerk bound is `jerk` when stated, else the
/// peak jerk of the C² polynomial stop at `jerk_reference_speed` (the entry speed by default),
/// which itself stops in 0.75·v²/a. With a `site`, its localisation bound and protective
/// clearance join every required distance, and its clear distance closes the budget unless
/// `clear_distance` is stated; the speed ceiling is the fastest entry speed whose delayed
/// S-curve stop fits, the jerk bound held.
#[scenario(
    family = TRAJECTORY,
    assumption = "The S-curve starts from zero acceleration and is the time-optimal stop under its bounds.",
    assumption = "The C² polynomial stop peaks at the same deceleration, midway.",
    excludes = "Deceleration that varies with speed, and the machine's compliance.",
    derivation = "The reference's JerkLimitedStopModel, with calc_c2_stop_suffix, calc_scurve_stop_distance, calc_scurve_stop_time and calc_scurve_max_permitted_velocity.",
)]
pub struct JerkLimitedStop {
    /// Speed when the stop is asked for.
    #[input(non_negative, unit = METRE_PER_SECOND)]
    pub speed: Velocity,
    /// Deceleration bound of the stop.
    #[input(positive, unit = METRE_PER_SECOND2)]
    pub deceleration: Acceleration,
    /// Pre-brake delay (none when not given).
    #[input(non_negative, unit = MILLISECOND)]
    pub delay: Option<Time>,
    /// Jerk bound of the stop; the C² polynomial's peak jerk when not given.
    #[input(positive, unit = METRE_PER_SECOND3)]
    pub jerk: Option<Jerk>,
    /// Speed at which the C² polynomial's peak jerk is taken (the entry speed when not given).
    #[input(positive, unit = METRE_PER_SECOND)]
    pub jerk_reference_speed: Option<Velocity>,
    /// Clear distance ahead; the site's when not given.
    #[input(non_negative, unit = METRE)]
    pub clear_distance: Option<Length>,
    /// The site: its clear distance, localisation bound and protective clearance.
    pub site: Option<&'static SiteScenario>,

    /// Clear distance ahead: as given, or the site's.
    #[property(if given(clear_distance) { clear_distance } else { site.d_clear }, unit = METRE)]
    pub d_clear: Length,
    /// Jerk bound of the stop: as given, or the C² polynomial's peak.
    #[property(
        if given(jerk) { jerk } else { c2_stop_peak_jerk(if given(jerk_reference_speed) { jerk_reference_speed } else { speed }, deceleration)? },
        unit = METRE_PER_SECOND3
    )]
    pub jerk_bound: Jerk,
    /// Pre-brake delay: as given, or none.
    #[property(if given(delay) { delay } else { seconds(0.0) }, unit = MILLISECOND)]
    pub pre_brake_delay: Time,
    /// Localisation bound of the site (none without one).
    #[property(if given(site) { site.delta_loc } else { metres(0.0) }, unit = METRE)]
    pub localization_bound: Length,
    /// Protective clearance of the site (none without one).
    #[property(if given(site) { site.delta_margin } else { metres(0.0) }, unit = METRE)]
    pub protective_clearance: Length,
    /// Speed above which the stop reaches its deceleration bound: a²/j.
    #[property(deceleration * deceleration / jerk_bound, unit = METRE_PER_SECOND)]
    pub jerk_plateau_speed: Velocity,
    /// Whether the stop reaches its deceleration bound.
    #[property(speed >= jerk_plateau_speed)]
    pub reaches_deceleration_bound: bool,
    /// Braking travel at constant deceleration: v²/(2a).
    #[property(braking_distance(speed, deceleration)?, unit = MILLIMETRE)]
    pub braking_travel: Length,
    /// Braking time at constant deceleration: v/a.
    #[property(mlsysim_core::laws::braking_time(speed, deceleration)?, unit = MILLISECOND)]
    pub braking_time: Time,
    /// The S-curve stop's travel.
    #[property(scurve_stop_distance(speed, deceleration, jerk_bound)?, unit = MILLIMETRE)]
    pub scurve_travel: Length,
    /// Travel the S-curve adds over constant-deceleration braking.
    #[property(scurve_travel - braking_travel, unit = MILLIMETRE)]
    pub jerk_ramp_travel: Length,
    /// Duration of one jerk ramp: a/j.
    #[property(deceleration / jerk_bound, unit = MILLISECOND)]
    pub ramp_time: Time,
    /// Delay the ramps cost above the plateau speed: a/(2j).
    #[property(deceleration / (2.0 * jerk_bound), unit = MILLISECOND)]
    pub ramp_delay: Time,
    /// Duration of the S-curve stop.
    #[property(scurve_stop_time(speed, deceleration, jerk_bound)?, unit = MILLISECOND)]
    pub stop_time: Time,
    /// The C² polynomial stop's travel: 0.75·v²/a.
    #[property(c2_stop_distance(speed, deceleration)?, unit = MILLIMETRE)]
    pub polynomial_distance: Length,
    /// The C² polynomial stop's duration: 1.5·v/a.
    #[property(c2_stop_duration(speed, deceleration)?, unit = MILLISECOND)]
    pub polynomial_time: Time,
    /// Travel during the delay.
    #[property(speed * pre_brake_delay, unit = MILLIMETRE)]
    pub delay_travel: Length,
    /// Travel from the request to rest: the delay's travel and the S-curve stop.
    #[property(delay_travel + scurve_travel, unit = MILLIMETRE)]
    pub stop_distance: Length,
    /// The site's allowances.
    #[property(localization_bound + protective_clearance, unit = MILLIMETRE)]
    pub overhead: Length,
    /// Distance the constant-deceleration stop requires.
    #[property(delay_travel + braking_travel + overhead, unit = MILLIMETRE)]
    pub constant_required: Length,
    /// Distance the S-curve stop requires.
    #[property(delay_travel + scurve_travel + overhead, unit = MILLIMETRE)]
    pub required_distance: Length,
    /// Distance the C² polynomial stop requires.
    #[property(delay_travel + polynomial_distance + overhead, unit = MILLIMETRE)]
    pub polynomial_required: Length,
    /// Time from the request to rest.
    #[property(pre_brake_delay + stop_time, unit = MILLISECOND)]
    pub rest_time: Time,
    /// The delay's travel over the S-curve stop's.
    #[property(delay_travel / scurve_travel)]
    pub delay_share_of_stop: f64,
    /// Clear distance left once the stop is required.
    #[property(d_clear - required_distance, unit = MILLIMETRE)]
    pub spare: Length,
    /// The spare as time at `speed`.
    #[property(spare / speed, unit = MILLISECOND)]
    pub spare_time: Time,
    /// Whether the stop fits the clear distance.
    #[property(spare >= metres(0.0))]
    pub fits: bool,
    /// Fastest entry speed whose delayed S-curve stop fits, the jerk bound held.
    #[property(
        scurve_max_permitted_velocity(d_clear, pre_brake_delay, deceleration, jerk_bound, localization_bound, protective_clearance, metres_per_second(0.0))?,
        unit = METRE_PER_SECOND
    )]
    pub speed_ceiling: Velocity,
}
