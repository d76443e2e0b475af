use super::DEPLOYMENT;
use mlsysim_core::registry::{Embodied, SiteScenario};
use mlsysim_core::units::MILLISECOND;
use mlsysim_core::{Frequency, InputError, Length, Named, Time, preset, scenario};

/// A target moving on the site's conveyor, grasped through a staged pipeline from capture to
/// the onset of motion: the age each stage adds against the target's freshness deadline.
///
/// The deadline is the grasp tolerance left after the initial error, over the target's speed:
/// Δt = (r_tol − e₀)/v. The stages' ages are summed percentile by percentile (a sum of
/// percentiles, which bounds the percentile of the sum from above), and the target's travel at
/// the median chain and at the system's tail age is set against the allowed error.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The target moves at a constant speed from capture to the onset of motion.",
    assumption = "Each stage's P50, P99 and max are summed as if the stages were at their percentiles together.",
    excludes = "A tracker that predicts the target's motion, which would spend the deadline differently.",
    derivation = "The reference's FreshnessProfileModel.",
    rule(all!(s in stages, len(&stages[s]) == 3), "each of `stages` gives three ages: P50, P99 and max"),
    rule(all!(s in stages, all!(t in stages[s], t >= seconds(0.0))), "every age of `stages` is at least zero"),
    rule(stages.get(&focus_stage).is_some(), "`focus_stage` names one of `stages`"),
)]
pub struct FreshnessProfile {
    /// The site: its conveyor speed, grasp tolerance and the grasp's initial error.
    pub site: &'static SiteScenario,
    /// Each stage from capture to the onset of motion: its P50, P99 and maximum age, in order.
    pub stages: Named<Vec<Time>>,
    /// The stage a benchmark reports.
    pub focus_stage: String,
    /// The system's 99th-percentile age from capture to onset.
    #[input(non_negative, unit = MILLISECOND)]
    pub system_p99: Time,
    /// The system's 99.9th-percentile age: the tail the deadline is checked against.
    #[input(non_negative, unit = MILLISECOND)]
    pub system_p999: Time,

    /// Position error the grasp may still absorb: tolerance less the initial error.
    #[property(site.grasp_tolerance - site.grasp_initial_error, unit = MILLIMETRE)]
    pub allowed_error: Length,
    /// Freshness deadline: the age at which the target has moved the allowed error.
    #[property(allowed_error / site.v_conveyor, unit = MILLISECOND)]
    pub deadline: Time,
    /// The stages' median ages, summed.
    #[property(sum!(s in stages, stages[s][0]), unit = MILLISECOND)]
    pub stage_sum_p50: Time,
    /// The stages' 99th-percentile ages, summed.
    #[property(sum!(s in stages, stages[s][1]), unit = MILLISECOND)]
    pub stage_sum_p99: Time,
    /// The stages' maximum ages, summed.
    #[property(sum!(s in stages, stages[s][2]), unit = MILLISECOND)]
    pub stage_sum_max: Time,
    /// Median age of the focus stage (the reference's `focus_stage` of its result).
    #[property(stages[focus_stage][0], unit = MILLISECOND)]
    pub focus_stage_time: Time,
    /// Median age of the rest of the chain.
    #[property(stage_sum_p50 - focus_stage_time, unit = MILLISECOND)]
    pub rest_of_chain: Time,
    /// The focus stage's share of the median chain.
    #[property(focus_stage_time / stage_sum_p50)]
    pub focus_share: f64,
    /// Rate the focus stage alone would sustain.
    #[property(1.0 / focus_stage_time, unit = HERTZ)]
    pub focus_rate: Frequency,
    /// The target's travel over the median chain.
    #[property(site.v_conveyor * stage_sum_p50, unit = MILLIMETRE)]
    pub travel_p50: Length,
    /// The target's travel over the system's tail age.
    #[property(site.v_conveyor * system_p999, unit = MILLIMETRE)]
    pub travel_tail: Length,
    /// Error left at the median chain.
    #[property(allowed_error - travel_p50, unit = MILLIMETRE)]
    pub slack_p50: Length,
    /// How far the tail's travel overruns the allowed error.
    #[property(travel_tail - allowed_error, unit = MILLIMETRE)]
    pub overrun_tail: Length,
}

/// A wrist-camera grasp of a mug on the pick-station conveyor: an illustrative age profile from
/// capture to onset (P50, P99 and max per stage) against the mug's freshness deadline; a
/// measured profile of the integrated machine replaces it.
#[preset(name = "WristCameraGraspAgeProfile")]
pub fn wrist_camera_grasp_age_profile() -> Result<FreshnessProfile, InputError> {
    let ms = |p50: f64, p99: f64, max: f64| vec![MILLISECOND.of(p50), MILLISECOND.of(p99), MILLISECOND.of(max)];
    FreshnessProfile::builder()
        .site(&Embodied::Scenario::WarehouseAisle)
        .stages(Named::from_iter([
            ("Exposure and readout", ms(11.2, 16.6, 16.7)),
            ("Transport and DMA", ms(1.4, 3.2, 6.8)),
            ("Backbone and policy", ms(18.5, 24.1, 38.4)),
            ("Scheduling and IPC", ms(0.6, 2.1, 12.3)),
            ("Fieldbus", ms(1.0, 1.0, 2.0)),
            ("Current rise", ms(2.3, 3.0, 4.5)),
        ]))
        .focus_stage("Backbone and policy".to_string())
        .system_p99(MILLISECOND.of(46.2))
        .system_p999(MILLISECOND.of(68.4))
        .build()
}
