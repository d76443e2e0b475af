//! The presets of [`JerkLimitedStop`]: the warehouse base at the rack end and the warehouse arm
//! stalled at its tool-speed limit.

use super::JerkLimitedStop;
use crate::site;
use mlsysim_core::error::derived;
use mlsysim_core::registry::Embodied;
use mlsysim_core::units::{METRE_PER_SECOND2, MILLIMETRE};
use mlsysim_core::{InputError, preset};

/// The warehouse base at its drive limit stopping along an S-curve at the rack end: the
/// elementary budget's delay, localisation bound and margin, with the constant-deceleration
/// stop replaced by an S-curve whose jerk bound is the site's (the C² polynomial's peak at the
/// drive limit, shared with the finished budget).
#[preset(name = "WarehouseBaseJerkLimitedStop")]
pub fn warehouse_base_jerk_limited_stop() -> Result<JerkLimitedStop, InputError> {
    let aisle = &Embodied::Scenario::WarehouseAisle;
    JerkLimitedStop::builder()
        .speed(derived("speed", site::drive_limit(aisle))?)
        .deceleration(derived("deceleration", site::a_brake(aisle))?)
        .jerk(derived("jerk", site::j_brake(aisle))?)
        .delay(derived("delay", site::tau_delay(aisle))?)
        .site(aisle)
        .build()
}

/// The warehouse arm stalled at its tool-speed limit: the chunk lease lapses, one tick, one bus
/// cycle and the brake onset pass (the onset charged as the arm's), then an S-curve stop with
/// an empty gripper at an illustrative 5 m/s², against the 300 mm of clearance verified ahead
/// of the gripper in the conveyor-mug intent-lease case.
#[preset(name = "WarehouseArmStallStop")]
pub fn warehouse_arm_stall_stop() -> Result<JerkLimitedStop, InputError> {
    let aisle = &Embodied::Scenario::WarehouseAisle;
    let machine = &Embodied::MobileManipulator::WarehouseMobileManipulator;
    JerkLimitedStop::builder()
        .speed(machine.tcp_speed_limit)
        .deceleration(METRE_PER_SECOND2.of(5.0))
        .delay(aisle.t_lease + aisle.t_tick() + aisle.t_bus + aisle.t_brake_onset)
        .clear_distance(MILLIMETRE.of(300.0))
        .build()
}
