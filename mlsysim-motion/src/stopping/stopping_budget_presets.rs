//! The presets of [`StoppingBudget`]: the warehouse mobile manipulator's elementary and
//! finished budgets at its drive limit and the aisle speed, on dry, inspected and oiled floors,
//! with the delays a stall or a detector adds; and the Tempe record read through the same
//! budget.

use super::StoppingBudget;
use crate::site;
use mlsysim_core::error::derived;
use mlsysim_core::laws::traction_deceleration_limit;
use mlsysim_core::registry::{Embodied, SiteScenario};
use mlsysim_core::units::{
    METRE_PER_SECOND, MILE_PER_HOUR, MILLISECOND, SECOND, standard_gravities,
};
use mlsysim_core::{InputError, preset};

/// The warehouse-aisle site the presets read.
fn aisle() -> &'static SiteScenario {
    &Embodied::Scenario::WarehouseAisle
}

/// NTSB HAR-19/03, the Tempe collision: the emergency recognised at 43.2 mph, braking withheld
/// for one second until 40.5 mph, then braking from the recognition speed at the road's 0.92 g.
#[preset(name = "TempeActionSuppression")]
pub fn tempe_action_suppression() -> Result<StoppingBudget, InputError> {
    StoppingBudget::builder()
        .speed(MILE_PER_HOUR.of(43.2))
        .speed_at_delay_end(MILE_PER_HOUR.of(40.5))
        .delay(SECOND.of(1.0))
        .deceleration(standard_gravities(0.92))
        .build()
}

/// The loaded warehouse base at its drive limit, its pre-brake delay and credible
/// deceleration, against the rack-end clear distance (illustrative inputs).
#[preset(name = "WarehouseAisleStopAtDriveLimit")]
pub fn warehouse_aisle_stop_at_drive_limit() -> Result<StoppingBudget, InputError> {
    StoppingBudget::builder()
        .speed(derived("speed", site::drive_limit(aisle()))?)
        .delay(derived("delay", site::tau_delay(aisle()))?)
        .deceleration(derived("deceleration", site::a_brake(aisle()))?)
        .clear_distance(aisle().d_clear)
        .build()
}

/// The drive-limit stop with the speed halved; the delay and deceleration are unchanged.
#[preset(name = "WarehouseAisleStopHalfSpeed")]
pub fn warehouse_aisle_stop_half_speed() -> Result<StoppingBudget, InputError> {
    let half = derived("speed", site::drive_limit(aisle()))? / 2.0;
    warehouse_aisle_stop_at_drive_limit()?.variant().speed(half).build()
}

/// Braking, the two spatial allowances and the travel during the brake onset of the loaded
/// base at its drive limit; the delays its body does not own are left out, and a 100 ms delay
/// step is priced at the drive limit.
#[preset(name = "WarehouseBaseStopBodyTerms")]
pub fn warehouse_base_stop_body_terms() -> Result<StoppingBudget, InputError> {
    StoppingBudget::builder()
        .site(aisle())
        .speed(derived("speed", site::drive_limit(aisle()))?)
        .delay(aisle().t_brake_onset)
        .added_delay(MILLISECOND.of(100.0))
        .build()
}

/// The full pre-brake delay at 2 m/s, a speed setpoint proposed above the 1.5 m/s drive limit.
#[preset(name = "WarehouseBaseStopFastSetpoint")]
pub fn warehouse_base_stop_fast_setpoint() -> Result<StoppingBudget, InputError> {
    StoppingBudget::builder()
        .site(aisle())
        .speed(METRE_PER_SECOND.of(2.0))
        .delay(derived("delay", site::tau_delay(aisle()))?)
        .build()
}

/// The loaded base at its drive limit after the site's full pre-brake delay (brake onset,
/// lease, tick, bus cycle and the observation's age).
#[preset(name = "WarehouseBaseStopFullDelay")]
pub fn warehouse_base_stop_full_delay() -> Result<StoppingBudget, InputError> {
    StoppingBudget::builder()
        .site(aisle())
        .speed(derived("speed", site::drive_limit(aisle()))?)
        .delay(derived("delay", site::tau_delay(aisle()))?)
        .build()
}

/// The finished budget at the drive limit: braking, the two allowances, brake onset, lease
/// path, the observation's age, the S-curve's jerk ramps and the tracking inset, against the
/// rack-end clear distance.
#[preset(name = "WarehouseFinishedStopAtDriveLimit")]
pub fn warehouse_finished_stop_at_drive_limit() -> Result<StoppingBudget, InputError> {
    StoppingBudget::builder()
        .site(aisle())
        .speed(derived("speed", site::drive_limit(aisle()))?)
        .delay(derived("delay", site::tau_delay(aisle()))?)
        .jerk(derived("jerk", site::j_brake(aisle()))?)
        .tracking_bound(aisle().eps_track)
        .build()
}

/// The finished budget at the chosen aisle speed; its spare over the speed is the timing
/// allowance left unallocated.
#[preset(name = "WarehouseFinishedStopAtAisleSpeed")]
pub fn warehouse_finished_stop_at_aisle_speed() -> Result<StoppingBudget, InputError> {
    warehouse_finished_stop_at_drive_limit()?
        .variant()
        .speed(aisle().v_aisle)
        .build()
}

/// The range a film detector needs at the aisle speed: the dry-floor finished budget plus the
/// travel during the detector's 100 ms of sensing and inference.
#[preset(name = "WarehouseFilmDetectorRange")]
pub fn warehouse_film_detector_range() -> Result<StoppingBudget, InputError> {
    warehouse_finished_stop_at_aisle_speed()?
        .variant()
        .added_delay(MILLISECOND.of(100.0))
        .build()
}

/// The finished budget at the aisle speed with the deceleration capped by the inspected floor's
/// friction, all the weight on the driven wheels; the jerk bound belongs to the load and stays.
#[preset(name = "WarehouseFinishedStopInspectedFloor")]
pub fn warehouse_finished_stop_inspected_floor() -> Result<StoppingBudget, InputError> {
    let cap = traction_deceleration_limit(aisle().mu_inspected_floor, 1.0);
    warehouse_finished_stop_at_aisle_speed()?
        .variant()
        .deceleration(derived("deceleration", cap)?)
        .build()
}

/// The pre-brake delay plus the dispatch-to-admission allocation: the complete static-obstacle
/// ceiling, and the reserve left at the aisle speed.
#[preset(name = "WarehouseFinishedStopWithDispatch")]
pub fn warehouse_finished_stop_with_dispatch() -> Result<StoppingBudget, InputError> {
    let delay = derived("delay", site::tau_delay(aisle()))? + aisle().t_dispatch_to_admission();
    warehouse_finished_stop_at_aisle_speed()?
        .variant()
        .delay(delay)
        .build()
}

/// The inspected-floor ceiling after the dispatch-to-admission allocation.
#[preset(name = "WarehouseFinishedStopInspectedFloorWithDispatch")]
pub fn warehouse_finished_stop_inspected_floor_with_dispatch() -> Result<StoppingBudget, InputError>
{
    let delay = warehouse_finished_stop_with_dispatch()?.delay;
    warehouse_finished_stop_inspected_floor()?
        .variant()
        .delay(delay)
        .build()
}

/// The finished budget at the aisle speed on a clear oil film: the deceleration capped by the
/// film's friction, all the weight on the driven wheels.
#[preset(name = "WarehouseFinishedStopOilFilm")]
pub fn warehouse_finished_stop_oil_film() -> Result<StoppingBudget, InputError> {
    let cap = traction_deceleration_limit(aisle().mu_oil_film, 1.0);
    warehouse_finished_stop_at_aisle_speed()?
        .variant()
        .deceleration(derived("deceleration", cap)?)
        .build()
}

/// The design subtotal from capture at the restricted speed (that of the renewal-referenced
/// restricted oracle) and the inspected floor's deceleration.
#[preset(name = "WarehouseFinishedStopRestricted")]
pub fn warehouse_finished_stop_restricted() -> Result<StoppingBudget, InputError> {
    let speed = warehouse_renewal_referenced_stop_restricted()?.speed;
    warehouse_finished_stop_inspected_floor()?
        .variant()
        .speed(speed)
        .build()
}

/// The finished budget at the aisle speed with 10 ms more pre-brake delay: the ceiling's
/// sensitivity to latency.
#[preset(name = "WarehouseFinishedStopTenMsSlower")]
pub fn warehouse_finished_stop_ten_ms_slower() -> Result<StoppingBudget, InputError> {
    let delay = derived("delay", site::tau_delay(aisle()))? + MILLISECOND.of(10.0);
    warehouse_finished_stop_at_aisle_speed()?
        .variant()
        .delay(delay)
        .build()
}

/// A person walking toward the base at the ISO 13855 approach speed closes the gap through the
/// delay and the whole S-curve stop.
#[preset(name = "WarehouseFinishedStopWalkingPerson")]
pub fn warehouse_finished_stop_walking_person() -> Result<StoppingBudget, InputError> {
    warehouse_finished_stop_at_aisle_speed()?
        .variant()
        .approach_speed(aisle().v_human_approach)
        .build()
}

/// The walking-person ceiling after the dispatch-to-admission allocation; the person keeps
/// walking through that interval too.
#[preset(name = "WarehouseFinishedStopWalkingPersonWithDispatch")]
pub fn warehouse_finished_stop_walking_person_with_dispatch() -> Result<StoppingBudget, InputError>
{
    let delay = warehouse_finished_stop_with_dispatch()?.delay;
    warehouse_finished_stop_walking_person()?
        .variant()
        .delay(delay)
        .build()
}

/// A 200 ms host stall in place of the 60 ms chunk lease at the aisle speed: a lease enforced
/// by a host that is not real-time keeps the last proposal for the stall, and the added delay
/// is the stall beyond the lease.
#[preset(name = "WarehouseHostLeaseStall")]
pub fn warehouse_host_lease_stall() -> Result<StoppingBudget, InputError> {
    warehouse_finished_stop_at_aisle_speed()?
        .variant()
        .added_delay(MILLISECOND.of(200.0) - aisle().t_lease)
        .build()
}

/// A 100 ms inference stall at the drive limit: the base repeats its last forward-velocity
/// command while the policy stalls, and the delay's travel is driven with nothing checking it.
#[preset(name = "WarehouseInferenceHiccup")]
pub fn warehouse_inference_hiccup() -> Result<StoppingBudget, InputError> {
    StoppingBudget::builder()
        .speed(derived("speed", site::drive_limit(aisle()))?)
        .delay(MILLISECOND.of(100.0))
        .deceleration(derived("deceleration", site::a_brake(aisle()))?)
        .build()
}

/// A wound-up integrator that must unwind for 150 ms before braking starts at the aisle speed.
#[preset(name = "WarehouseIntegratorUnwind")]
pub fn warehouse_integrator_unwind() -> Result<StoppingBudget, InputError> {
    warehouse_finished_stop_at_aisle_speed()?
        .variant()
        .added_delay(MILLISECOND.of(150.0))
        .build()
}

/// The renewal-referenced stopping oracle at the aisle speed: the onset bound after the last
/// valid renewal (the chunk lease, one tick, one bus cycle and the brake onset, the lease path
/// the chunk-lease budget prices), the resident S-curve stop and the tracking inset: the travel
/// bound of a proposer-stall trial.
#[preset(name = "WarehouseRenewalReferencedStop")]
pub fn warehouse_renewal_referenced_stop() -> Result<StoppingBudget, InputError> {
    StoppingBudget::builder()
        .speed(aisle().v_aisle)
        .delay(aisle().t_admission_to_brake_onset())
        .deceleration(derived("deceleration", site::a_brake(aisle()))?)
        .clear_distance(aisle().d_clear)
        .jerk(derived("jerk", site::j_brake(aisle()))?)
        .tracking_bound(aisle().eps_track)
        .build()
}

/// The renewal-referenced oracle at 1.0 m/s, below the inspected floor's ceiling, with the
/// deceleration capped by its friction (an optimistic all-weight screen).
#[preset(name = "WarehouseRenewalReferencedStopRestricted")]
pub fn warehouse_renewal_referenced_stop_restricted() -> Result<StoppingBudget, InputError> {
    let cap = traction_deceleration_limit(aisle().mu_inspected_floor, 1.0);
    warehouse_renewal_referenced_stop()?
        .variant()
        .speed(METRE_PER_SECOND.of(1.0))
        .deceleration(derived("deceleration", cap)?)
        .build()
}

/// The stop at the aisle speed scored from an undervoltage or feed-loss flag: one permission
/// tick, one bus cycle and the brake onset, the resident S-curve stop and the tracking inset,
/// while the drives keep their authority.
#[preset(name = "WarehouseFlagReferencedStop")]
pub fn warehouse_flag_referenced_stop() -> Result<StoppingBudget, InputError> {
    let delay = aisle().t_tick() + aisle().t_bus + aisle().t_brake_onset;
    warehouse_renewal_referenced_stop()?
        .variant()
        .delay(delay)
        .build()
}
