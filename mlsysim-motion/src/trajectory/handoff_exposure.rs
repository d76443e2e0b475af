use super::TRAJECTORY;
use mlsysim_core::units::{HERTZ, SECOND};
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// A replanner at `replan_rate` over a mission of `mission_time` whose handoffs are each late
/// with `late_probability`, held to `mission_budget` for the whole mission.
///
/// With K handoffs missing independently at probability p, all are on time with probability
/// (1 − p)^K and p·K are late on average. Holding the mission to ε_M by the union bound leaves
/// each handoff ε_M/K: its deadline must sit at the 1 − ε_M/K quantile, deeper than p by the
/// ratio p·K/ε_M.
#[scenario(
    family = TRAJECTORY,
    assumption = "Handoffs miss independently, each with the same probability.",
    excludes = "Correlated misses (a stall that makes several handoffs late at once), which the union bound still covers.",
    derivation = "The reference's HandoffExposureModel, with calc_unchecked_success.",
)]
pub struct HandoffExposure {
    /// Length of the mission.
    #[input(positive, unit = SECOND)]
    pub mission_time: Time,
    /// Rate the replanner hands off at.
    #[input(positive, unit = HERTZ)]
    pub replan_rate: Frequency,
    /// Probability one handoff is late.
    #[input(range = 0.0..1.0, positive)]
    pub late_probability: f64,
    /// Probability of a late handoff the whole mission may carry.
    #[input(range = 0.0..1.0, positive)]
    pub mission_budget: f64,

    /// Handoffs in the mission.
    #[property(round_half_even(mission_time * replan_rate)?)]
    pub handoffs: i64,
    /// Late handoffs expected in the mission.
    #[property(handoffs * late_probability)]
    pub expected_late: f64,
    /// Probability every handoff is on time.
    #[property(unchecked_success(1.0 - late_probability, handoffs)?)]
    pub all_on_time: f64,
    /// Late probability each handoff may carry under the mission budget: ε_M/K.
    #[property(mission_budget / handoffs)]
    pub per_handoff_budget: f64,
    /// Quantile each handoff's deadline must sit at.
    #[property(1.0 - per_handoff_budget)]
    pub design_quantile: f64,
    /// How much deeper that quantile is than the per-handoff miss rate: p/ε.
    #[property(late_probability / per_handoff_budget)]
    pub depth_ratio: f64,
    /// The same in orders of magnitude.
    #[property(depth_ratio.log10())]
    pub orders_deeper: f64,
    /// Handoffs per expected late one: 1/p.
    #[property(1.0 / late_probability)]
    pub handoffs_per_expected_late: f64,
}

/// A 99th-percentile replanner at 5 Hz over a ten-minute mission, held to one failed mission
/// in 1,000: handoffs, expected late ones, the chance all are on time, and the per-handoff
/// budget.
#[preset(name = "GenericReplannerMissionExposure")]
pub fn generic_replanner_mission_exposure() -> Result<HandoffExposure, InputError> {
    HandoffExposure::builder()
        .mission_time(SECOND.of(600.0))
        .replan_rate(HERTZ.of(5.0))
        .late_probability(0.01)
        .mission_budget(1e-3)
        .build()
}
