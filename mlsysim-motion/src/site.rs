//! Figures the reference works out from a site record with a law, for the presets that read
//! them: the stop's jerk bound and the slow-down before an in-loop takeover. The site's own
//! sums (the pre-brake delay, the takeover times) are methods of the registry's
//! [`SiteScenario`]; a figure the registry may lack (the base's largest acceleration, a camera's
//! exposure) comes back as an error naming the entry.

use mlsysim_core::equation::{
    c2_stop_peak_jerk, floor, from_registry, metres_per_second, scurve_max_permitted_velocity,
};
use mlsysim_core::registry::SiteScenario;
use mlsysim_core::{Acceleration, EvalError, Jerk, Time, Velocity};

/// The site's credible deceleration: the largest acceleration of its machine's base.
pub fn a_brake(site: &SiteScenario) -> Result<Acceleration, EvalError> {
    from_registry(
        site.a_brake(),
        "largest acceleration of the base",
        site.path,
    )
}

/// The site's pre-brake delay: brake onset, lease, one tick, one bus cycle and the
/// observation's age.
pub fn tau_delay(site: &SiteScenario) -> Result<Time, EvalError> {
    from_registry(
        site.tau_delay(),
        "exposure and readout of the navigation camera",
        site.path,
    )
}

/// The drive limit of the site's machine: the fastest speed of its base.
pub fn drive_limit(site: &SiteScenario) -> Result<Velocity, EvalError> {
    let base = site.machine.base;
    from_registry(base.max_velocity, "fastest speed", base.path)
}

/// The stop's jerk bound, stipulated rather than measured: the peak jerk of the C² polynomial
/// stop from the drive limit at the credible deceleration (`c2_stop_peak_jerk`).
pub fn j_brake(site: &SiteScenario) -> Result<Jerk, EvalError> {
    c2_stop_peak_jerk(drive_limit(site)?, a_brake(site)?)
}

/// Fastest slow-down speed whose in-loop takeover, with the dispatch-to-admission allocation
/// charged, still fits the clear distance: the S-curve ceiling with the pre-brake delay plus
/// the in-loop takeover and the allocation, the credible deceleration, the stop's jerk bound,
/// the localisation and tracking bounds and the protective clearance.
pub fn v_takeover_in_loop_ceiling(site: &SiteScenario) -> Result<Velocity, EvalError> {
    let delay = tau_delay(site)? + site.t_takeover_in_loop() + site.t_dispatch_to_admission();
    scurve_max_permitted_velocity(
        site.d_clear,
        delay,
        a_brake(site)?,
        j_brake(site)?,
        site.delta_loc + site.eps_track,
        site.delta_margin,
        metres_per_second(0.0),
    )
}

/// The slow-down before an in-loop takeover request: the ceiling rounded down to the site's
/// speed resolution, so the chosen speed sits below it by less than one step.
pub fn v_takeover_in_loop(site: &SiteScenario) -> Result<Velocity, EvalError> {
    let step = site.v_takeover_resolution;
    let steps = floor((v_takeover_in_loop_ceiling(site)? / step).value)?;
    Ok(steps as f64 * step)
}
