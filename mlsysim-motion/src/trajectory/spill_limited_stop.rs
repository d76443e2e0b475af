use super::{JerkLimitedStop, TRAJECTORY, warehouse_arm_stall_stop};
use mlsysim_core::units::MILLIMETRE;
use mlsysim_core::{Acceleration, InputError, Jerk, Length, Velocity, preset, scenario};

/// The machine of `free_stop` carrying an open container of `inner_radius`, filled
/// `freeboard` below its rim: the deceleration the liquid allows, the stop at it, and the
/// fastest speed that stop lets the machine carry the container at.
///
/// Under a steady deceleration a the free surface tilts until the liquid rises R·a/g at the
/// wall; keeping it below the rim caps the deceleration at g·h_f/R. The stop at that cap keeps
/// its shape, so its jerk bound scales with the deceleration (the C² polynomial's peak at the
/// entry speed, with no site allowances); the carry speed is the fastest entry speed whose
/// delayed stop fits the free stop's clear distance.
#[scenario(
    family = TRAJECTORY,
    assumption = "The liquid's surface settles at its steady tilt; sloshing overshoots it, so the cap is necessary, not sufficient.",
    excludes = "The container's own motion in the gripper.",
    derivation = "The reference's SpillLimitedStopModel, with calc_quasistatic_spill_acceleration and the jerk-limited stop.",
)]
pub struct SpillLimitedStop {
    /// The stop of the machine without the container: its speed, deceleration, jerk bound,
    /// delay and clear distance.
    pub free_stop: JerkLimitedStop,
    /// Inner radius of the container.
    #[input(positive, unit = MILLIMETRE)]
    pub inner_radius: Length,
    /// Depth of the liquid's surface below the rim.
    #[input(positive, unit = MILLIMETRE)]
    pub freeboard: Length,

    /// Deceleration at which the liquid reaches the rim.
    #[property(quasistatic_spill_acceleration(inner_radius, freeboard)?, unit = METRE_PER_SECOND2)]
    pub spill_deceleration: Acceleration,
    /// How far the liquid rises at the wall at the free stop's deceleration.
    #[property(inner_radius * free_stop.deceleration / standard_gravities(1.0), unit = MILLIMETRE)]
    pub rise_at_free_deceleration: Length,
    /// Whether the free stop's deceleration spills.
    #[property(rise_at_free_deceleration > freeboard)]
    pub spills_at_free_deceleration: bool,
    /// Jerk bound of the capped stop: the C² polynomial's peak at the entry speed.
    #[property(c2_stop_peak_jerk(free_stop.speed, spill_deceleration)?, unit = METRE_PER_SECOND3)]
    pub stop_jerk: Jerk,
    /// The capped stop's S-curve travel.
    #[property(scurve_stop_distance(free_stop.speed, spill_deceleration, stop_jerk)?, unit = MILLIMETRE)]
    pub stop_travel: Length,
    /// Distance the capped stop requires: the delay's travel and the S-curve stop.
    #[property(free_stop.speed * free_stop.pre_brake_delay()? + stop_travel, unit = MILLIMETRE)]
    pub stop_required: Length,
    /// Clear distance the capped stop leaves.
    #[property(free_stop.d_clear()? - stop_required, unit = MILLIMETRE)]
    pub stop_spare: Length,
    /// The capped stop at the free stop's jerk bound instead of a rescaled one.
    #[property(scurve_stop_distance(free_stop.speed, spill_deceleration, free_stop.jerk_bound()?)?, unit = MILLIMETRE)]
    pub reused_jerk_stop_distance: Length,
    /// How far the capped stop overruns the clear distance.
    #[property(-stop_spare, unit = MILLIMETRE)]
    pub overrun: Length,
    /// Fastest speed whose capped, delayed stop fits the clear distance.
    #[property(
        scurve_max_permitted_velocity(free_stop.d_clear()?, free_stop.pre_brake_delay()?, spill_deceleration, stop_jerk, metres(0.0), metres(0.0), metres_per_second(0.0))?,
        unit = METRE_PER_SECOND
    )]
    pub carry_speed: Velocity,
}

/// The warehouse arm stalled while it carries an open mug (40 mm inner radius, the surface
/// 10 mm below the rim): the stall stop with its deceleration capped where the liquid reaches
/// the rim, its jerk rescaled with it, and the carry speed whose stop fits the clearance.
#[preset(name = "WarehouseArmOpenMugStop")]
pub fn warehouse_arm_open_mug_stop() -> Result<SpillLimitedStop, InputError> {
    SpillLimitedStop::builder()
        .free_stop(warehouse_arm_stall_stop()?)
        .inner_radius(MILLIMETRE.of(40.0))
        .freeboard(MILLIMETRE.of(10.0))
        .build()
}
