use super::STOPPING;
use mlsysim_core::registry::SiteScenario;
use mlsysim_core::{Acceleration, Jerk, Length, Time, Velocity, scenario};

/// A machine at `speed` that must stop: its travel during the pre-brake `delay`, then its
/// braking, against the clear distance ahead.
///
/// The elementary budget is the delay's travel v·τ plus the braking travel v²/(2a); the
/// crossover speed 2aτ is where the two are equal, and the speed ceiling the fastest speed whose
/// stop fits the clear distance. With a `site`, the deceleration and the clear distance default
/// to the site's, and its localisation bound and protective clearance join the required
/// distance. Two recorded speeds (`speed_at_delay_end`) replace v·τ by the trapezoid between
/// them; braking is still from `speed`. The finished budget adds three terms: a `jerk` bound
/// turns braking into the jerk-limited S-curve stop (its extra travel over v²/(2a) is the
/// jerk-ramp travel, v·a/(2j) above the plateau speed a²/j, as if the delay grew by a/(2j)), a
/// `tracking_bound` is held back as the tracking inset, and a person approaching at
/// `approach_speed` closes the gap through the delay and the whole stop. A figure that the
/// inputs leave undefined (a ceiling without a clear distance, the S-curve's terms without a
/// jerk bound) is refused, naming what is missing.
#[scenario(
    family = STOPPING,
    assumption = "Braking travel and time are from `speed`, the speed when the hazard appears, also when two speeds are recorded for the delay.",
    assumption = "The jerk-limited stop starts from zero acceleration and is the time-optimal stop under the deceleration and jerk bounds.",
    assumption = "An approaching person keeps closing the gap at a constant speed for the whole delay and stop.",
    excludes = "Tire slip, a deceleration that varies with speed, and the machine's own reaction beyond the stated delay.",
    derivation = "The reference's StoppingBudgetModel, with calc_travel_between_speeds, calc_braking_time, calc_stopping_crossover_speed, calc_max_permitted_velocity, calc_scurve_stop_distance, calc_scurve_stop_time, calc_scurve_max_permitted_velocity and calc_watchdog_lease_bound.",
    requires_one_of(deceleration, site),
)]
pub struct StoppingBudget {
    /// Speed when the hazard appears.
    #[input(non_negative, unit = METRE_PER_SECOND)]
    pub speed: Velocity,
    /// Pre-brake delay: from the hazard to the onset of braking.
    #[input(non_negative, unit = MILLISECOND)]
    pub delay: Time,
    /// Credible braking deceleration; the site's when not given.
    #[input(positive, unit = METRE_PER_SECOND2)]
    pub deceleration: Option<Acceleration>,
    /// Clear distance ahead; the site's when not given.
    #[input(non_negative, unit = METRE)]
    pub clear_distance: Option<Length>,
    /// Speed recorded at the end of the delay, when the speed changed during it.
    #[input(non_negative, unit = METRE_PER_SECOND)]
    pub speed_at_delay_end: Option<Velocity>,
    /// The site: its credible deceleration, clear distance, localisation bound and protective
    /// clearance.
    pub site: Option<&'static SiteScenario>,
    /// One more delay step, priced as travel at `speed`.
    #[input(non_negative, unit = MILLISECOND)]
    pub added_delay: Option<Time>,
    /// Jerk bound of the resident S-curve stop.
    #[input(positive, unit = METRE_PER_SECOND3)]
    pub jerk: Option<Jerk>,
    /// Tracking bound, held back as the tracking inset.
    #[input(non_negative, unit = METRE)]
    pub tracking_bound: Option<Length>,
    /// Speed of a person who closes the gap through the delay and the stop.
    #[input(non_negative, unit = METRE_PER_SECOND)]
    pub approach_speed: Option<Velocity>,

    /// Credible braking deceleration: as given, or the site's.
    #[property(
        if given(deceleration) { deceleration } else { from_registry(site.a_brake(), "largest acceleration of the base", site.path)? },
        unit = METRE_PER_SECOND2
    )]
    pub a_brake: Acceleration,
    /// Clear distance ahead: as given, or the site's.
    #[property(if given(clear_distance) { clear_distance } else { site.d_clear }, unit = METRE)]
    pub d_clear: Length,
    /// Localisation bound of the site (none without one).
    #[property(if given(site) { site.delta_loc } else { metres(0.0) }, unit = METRE)]
    pub localization_bound: Length,
    /// Protective clearance the site keeps beyond the stop (none without one).
    #[property(if given(site) { site.delta_margin } else { metres(0.0) }, unit = METRE)]
    pub protective_clearance: Length,
    /// The site's allowances: localisation bound and protective clearance.
    #[property(localization_bound + protective_clearance, unit = METRE)]
    pub overhead: Length,
    /// Tracking inset: the tracking bound, held back.
    #[property(tracking_bound, unit = METRE)]
    pub tracking_inset: Length,
    /// Travel during the delay: v·τ, or the trapezoid between the two recorded speeds.
    #[property(
        travel_between_speeds(speed, if given(speed_at_delay_end) { speed_at_delay_end } else { speed }, delay)?,
        unit = METRE
    )]
    pub delay_travel: Length,
    /// Braking travel from `speed` at constant deceleration: v²/(2a).
    #[property(braking_distance(speed, a_brake)?, unit = METRE)]
    pub braking_travel: Length,
    /// Time to brake from `speed` at constant deceleration: v/a.
    #[property(mlsysim_core::laws::braking_time(speed, a_brake)?, unit = SECOND)]
    pub braking_time: Time,
    /// Speed at which the delay's travel equals the braking travel: 2aτ.
    #[property(stopping_crossover_speed(delay, a_brake)?, unit = METRE_PER_SECOND)]
    pub crossover_speed: Velocity,
    /// Jerk bound of the resident S-curve stop, as given.
    #[property(jerk, unit = METRE_PER_SECOND3)]
    pub jerk_bound: Jerk,
    /// Travel the S-curve stop adds over constant-deceleration braking.
    #[property(scurve_stop_distance(speed, a_brake, jerk)? - braking_travel, unit = METRE)]
    pub jerk_ramp_travel: Length,
    /// The S-curve stop's travel: braking plus the jerk-ramp travel.
    #[property(braking_travel + jerk_ramp_travel, unit = METRE)]
    pub scurve_travel: Length,
    /// Duration of the S-curve stop.
    #[property(scurve_stop_time(speed, a_brake, jerk)?, unit = MILLISECOND)]
    pub stop_time: Time,
    /// Speed above which the S-curve stop reaches its deceleration bound: a²/j.
    #[property(a_brake * a_brake / jerk, unit = METRE_PER_SECOND)]
    pub jerk_plateau_speed: Velocity,
    /// Delay the jerk ramps cost above the plateau speed: a/(2j).
    #[property(a_brake / (2.0 * jerk), unit = MILLISECOND)]
    pub ramp_delay: Time,
    /// Travel from the hazard to rest: the delay's travel, braking and the jerk-ramp travel.
    #[property(
        if given(jerk) { delay_travel + braking_travel + jerk_ramp_travel } else { delay_travel + braking_travel },
        unit = METRE
    )]
    pub stop_distance: Length,
    /// Gap an approaching person closes through the delay and the stop.
    #[property(
        approach_speed * (delay + if given(jerk) { scurve_stop_time(speed, a_brake, jerk)? } else { braking_time }),
        unit = METRE
    )]
    pub approach_travel: Length,
    /// The tracking inset as it enters the budget: the tracking bound, or nothing.
    #[property(if given(tracking_bound) { tracking_bound } else { metres(0.0) }, unit = METRE)]
    pub inset_allowance: Length,
    /// The approaching person's travel as it enters the budget, or nothing.
    #[property(if given(approach_speed) { approach_travel } else { metres(0.0) }, unit = METRE)]
    pub approach_allowance: Length,
    /// Distance the stop requires: the stop, the site's allowances, the tracking inset and the
    /// approaching person's travel.
    #[property(stop_distance + overhead + inset_allowance + approach_allowance, unit = METRE)]
    pub required_distance: Length,
    /// Braking travel over the delay's travel (defined for a positive delay).
    #[property({
        require(delay > seconds(0.0), "the delay is positive")?;
        braking_travel / delay_travel
    })]
    pub braking_over_delay: f64,
    /// The delay's travel over the braking travel (defined for a positive delay).
    #[property({
        require(delay > seconds(0.0), "the delay is positive")?;
        delay_travel / braking_travel
    })]
    pub delay_share_of_braking: f64,
    /// Clear distance left once the stop is required: D − required.
    #[property(d_clear - required_distance, unit = METRE)]
    pub spare: Length,
    /// Whether the stop fits the clear distance.
    #[property(spare >= metres(0.0))]
    pub fits: bool,
    /// Clear distance over the required distance.
    #[property(d_clear / required_distance)]
    pub clear_over_stop: f64,
    /// Room for the delay and the stop: the clear distance less the allowances and the inset.
    #[property(d_clear - overhead - inset_allowance, unit = METRE)]
    pub room: Length,
    /// Fastest speed whose stop fits the clear distance: the S-curve ceiling with a jerk bound
    /// (an approaching person included), else the root of v·τ + v²/(2a) = room.
    #[property(
        if given(jerk) {
            scurve_max_permitted_velocity(d_clear, delay, a_brake, jerk, localization_bound, protective_clearance + inset_allowance, if given(approach_speed) { approach_speed } else { metres_per_second(0.0) })?
        } else if given(approach_speed) {
            undefined("without a jerk bound, the ceiling leaves an approaching person out; give `jerk`")?
        } else {
            require(delay > seconds(0.0), "the delay is positive")?;
            max_permitted_velocity(d_clear, delay, a_brake, localization_bound, protective_clearance + inset_allowance)?
        },
        unit = METRE_PER_SECOND
    )]
    pub speed_ceiling: Velocity,
    /// Speed ceiling of a rigid stop, braking at once after the delay: room ÷ τ.
    #[property(
        if given(approach_speed) {
            undefined("the rigid ceiling leaves an approaching person out")?
        } else {
            require(delay > seconds(0.0), "the delay is positive")?;
            room / delay
        },
        unit = METRE_PER_SECOND
    )]
    pub rigid_speed_ceiling: Velocity,
    /// Above the plateau speed the S-curve ceiling solves v²/(2a) + b·v = room: the lead time
    /// b = τ + a/(2j).
    #[property(
        if given(approach_speed) {
            undefined("the closed form leaves an approaching person out")?
        } else {
            require(speed_ceiling >= jerk_plateau_speed, "the ceiling lies above the plateau speed")?;
            delay + ramp_delay
        },
        unit = SECOND
    )]
    pub ceiling_lead_time: Time,
    /// The root of the same quadratic: √(b² + 2·room/a), so that v = a·(root − b).
    #[property(sqrt_time(ceiling_lead_time * ceiling_lead_time + 2.0 * room / a_brake)?, unit = SECOND)]
    pub ceiling_root: Time,
    /// Longest constant-speed pre-brake delay whose stop still fits: (room − d_S(v))/v with a
    /// jerk bound, else the watchdog lease bound.
    #[property(
        if given(approach_speed) {
            undefined("the delay ceiling leaves an approaching person out")?
        } else if given(speed_at_delay_end) {
            undefined("the delay ceiling assumes a constant speed through the delay")?
        } else if given(jerk) {
            (room - braking_travel - jerk_ramp_travel) / speed
        } else if room > braking_travel {
            watchdog_lease_bound(room, speed, a_brake)?
        } else {
            undefined("braking alone overruns the room, so no delay fits")?
        },
        unit = MILLISECOND
    )]
    pub delay_ceiling: Time,
    /// Delay left under the ceiling: ceiling − τ.
    #[property(delay_ceiling - delay, unit = MILLISECOND)]
    pub delay_spare: Time,
    /// Weakest deceleration whose S-curve stop still fits the braking room, jerk fixed.
    #[property(
        if given(approach_speed) {
            undefined("the weakest deceleration leaves an approaching person out")?
        } else if given(speed_at_delay_end) {
            undefined("the weakest deceleration assumes a constant speed through the delay")?
        } else {
            scurve_min_deceleration(speed, jerk, room - delay_travel)?
        },
        unit = METRE_PER_SECOND2
    )]
    pub min_deceleration: Acceleration,
    /// Room left for braking after the delay's travel, where the weakest deceleration is found.
    #[property({
        require(min_deceleration >= metres_per_second_squared(0.0), "the weakest deceleration is found")?;
        room - delay_travel
    }, unit = METRE)]
    pub braking_room: Length,
    /// How far the stated deceleration may fall before the stop no longer fits: (a − a_min)/a.
    #[property((a_brake - min_deceleration) / a_brake)]
    pub deceleration_shortfall: f64,
    /// Travel at `speed` during the added delay step.
    #[property(speed * added_delay, unit = METRE)]
    pub added_delay_travel: Length,
    /// Travel at `speed` over `duration`: the cost of one term of the delay.
    #[method(speed * duration, unit = METRE, samples(duration = ["10 ms", "100 ms"]))]
    pub travel_over: fn(duration: Time) -> Length,
}
