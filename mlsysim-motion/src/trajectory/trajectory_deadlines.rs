use super::{JerkLimitedStop, TRAJECTORY, warehouse_arm_stall_stop};
use mlsysim_core::registry::{Embodied, MobileManipulator, SiteScenario};
use mlsysim_core::units::MILLISECOND;
use mlsysim_core::{Frequency, InputError, Length, Time, preset, scenario};

/// The deadlines a trajectory record carries for the machine's arm at the site, and the cruise
/// charged before its stop begins.
///
/// A replacement requested `request_delay` after the schedule's origin, with a design-tail
/// `latency_target` and `schedule_slack`, is admitted at the preferred admission; the full
/// reserve adds the response from decision to physical onset (a tick, a bus cycle and the brake
/// onset). The matched `stop` must begin at the `commit` instant, so admission closes one
/// response earlier, and the arm rests one stop time after the commitment. The cruise from the
/// `blend` deadline to the commitment is charged before the stop.
#[scenario(
    family = TRAJECTORY,
    assumption = "The arm cruises at the stop's speed until the commitment.",
    excludes = "A blend that begins to brake before the commitment, which would use less of the clearance.",
    derivation = "The reference's TrajectoryDeadlinesModel.",
)]
pub struct TrajectoryDeadlines {
    /// The machine: its chunk step, horizon and rate.
    pub machine: &'static MobileManipulator,
    /// The site: its tick, bus cycle and brake onset.
    pub site: &'static SiteScenario,
    /// The stop matched to the record: its speed, S-curve travel, duration and clear distance.
    pub stop: JerkLimitedStop,
    /// When the replacement is requested, after the schedule's origin.
    #[input(non_negative, unit = MILLISECOND)]
    pub request_delay: Time,
    /// Design-tail target of the replacement latency.
    #[input(non_negative, unit = MILLISECOND)]
    pub latency_target: Time,
    /// Scheduling slack before the preferred admission.
    #[input(non_negative, unit = MILLISECOND)]
    pub schedule_slack: Time,
    /// The blend deadline.
    #[input(non_negative, unit = MILLISECOND)]
    pub blend: Time,
    /// The commitment: when the stop must physically begin.
    #[input(non_negative, unit = MILLISECOND)]
    pub commit: Time,
    /// How long tracking authority runs on past the commitment in a late case.
    #[input(non_negative, unit = MILLISECOND)]
    pub late_wait: Time,

    /// From decision to physical onset: one tick, one bus cycle and the brake onset.
    #[property(site.t_tick() + site.t_bus + site.t_brake_onset, unit = MILLISECOND)]
    pub response: Time,
    /// Period of the chunk renewal.
    #[property(1.0 / machine.chunk_rate, unit = MILLISECOND)]
    pub renewal_period: Time,
    /// End of the record's nominal horizon: setpoints × their period.
    #[property(machine.chunk_horizon * machine.chunk_step, unit = MILLISECOND)]
    pub nominal_end: Time,
    /// Rate of the setpoints.
    #[property(1.0 / machine.chunk_step, unit = HERTZ)]
    pub setpoint_rate: Frequency,
    /// Setpoints executed in one renewal period.
    #[property(renewal_period / machine.chunk_step)]
    pub executed_setpoints: f64,
    /// How far the request comes after the renewal.
    #[property(request_delay - renewal_period, unit = MILLISECOND)]
    pub request_slack: Time,
    /// The preferred admission: request, latency target and slack.
    #[property(request_delay + latency_target + schedule_slack, unit = MILLISECOND)]
    pub preferred_admission: Time,
    /// The full reserve: the slack and the response.
    #[property(schedule_slack + response, unit = MILLISECOND)]
    pub reserve: Time,
    /// The earliest onset with the full reserve.
    #[property(request_delay + latency_target + reserve, unit = MILLISECOND)]
    pub minimum_onset: Time,
    /// The last admission that still lets the stop begin at the commitment.
    #[property(commit - response, unit = MILLISECOND)]
    pub admission_cutoff: Time,
    /// Time from the preferred admission to the commitment.
    #[property(commit - preferred_admission, unit = MILLISECOND)]
    pub commit_slack: Time,
    /// When the arm rests: the commitment plus the stop's duration.
    #[property(commit + stop.stop_time()?, unit = MILLISECOND)]
    pub rest: Time,
    /// The rest instant in setpoint periods.
    #[property(rest / machine.chunk_step)]
    pub window_periods: f64,
    /// Cruise from the blend deadline to the commitment.
    #[property(stop.speed * (commit - blend), unit = MILLIMETRE)]
    pub blend_cruise: Length,
    /// Clear distance used: the cruise and the stop.
    #[property(blend_cruise + stop.scurve_travel()?, unit = MILLIMETRE)]
    pub used: Length,
    /// Clear distance left.
    #[property(stop.d_clear()? - used, unit = MILLIMETRE)]
    pub margin: Length,
    /// Cruise in the late case, past the commitment.
    #[property(stop.speed * late_wait, unit = MILLIMETRE)]
    pub late_cruise: Length,
    /// How far the late cruise breaches the margin.
    #[property(late_cruise - margin, unit = MILLIMETRE)]
    pub late_breach: Length,
}

/// The deadlines of a longer-lease trajectory record for the warehouse arm: a replacement
/// requested 60 ms into the schedule with a 160 ms latency target and 20 ms of slack, a blend
/// deadline at 240 ms, the commitment at 300 ms with the stall stop as its suffix, and a 200 ms
/// late case.
#[preset(name = "WarehouseArmCommitmentSchedule")]
pub fn warehouse_arm_commitment_schedule() -> Result<TrajectoryDeadlines, InputError> {
    TrajectoryDeadlines::builder()
        .machine(&Embodied::MobileManipulator::WarehouseMobileManipulator)
        .site(&Embodied::Scenario::WarehouseAisle)
        .stop(warehouse_arm_stall_stop()?)
        .request_delay(MILLISECOND.of(60.0))
        .latency_target(MILLISECOND.of(160.0))
        .schedule_slack(MILLISECOND.of(20.0))
        .blend(MILLISECOND.of(240.0))
        .commit(MILLISECOND.of(300.0))
        .late_wait(MILLISECOND.of(200.0))
        .build()
}
