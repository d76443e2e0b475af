use super::SUSTAINABILITY;
use mlsysim_core::units::{MILLIWATT, per_second, seconds};
use mlsysim_core::{EvalError, Frequency, InputError, Named, Power, Time, preset, scenario};

/// The average power of a hierarchy of detectors: an always-on first stage, a second stage
/// active a share of the time, and a full model run for a moment at each event.
///
/// Each stage contributes its power times the share of time it is active; the full model's
/// share is the event rate times the length of one run. The reduction compares running the
/// full model all the time.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "The stages' active periods are independent: powers add in proportion to duty.",
    assumption = "Each event runs the full model once, for `full_duration`.",
    excludes = "Wake-up transients and the power of switching between stages.",
    derivation = "The reference's DutyCycledPowerModel.",
    rule(full_duty <= 1.0, "`event_rate` × `full_duration` is at most 1: the full model cannot run more than all the time (the reference counts a duty above 1)"),
)]
pub struct DutyCycledPower {
    /// Power of the always-on first stage.
    #[input(non_negative, unit = MILLIWATT)]
    pub always_on_power: Power,
    /// Power of the second stage while active.
    #[input(non_negative, unit = MILLIWATT)]
    pub stage_power: Power,
    /// Share of the time the second stage is active.
    #[input(range = 0.0..=1.0)]
    pub stage_activity: f64,
    /// Power of the full model while it runs.
    #[input(positive, unit = MILLIWATT)]
    pub full_power: Power,
    /// Events that wake the full model.
    #[input(non_negative, unit = PER_SECOND)]
    pub event_rate: Frequency,
    /// Length of one full-model run.
    #[input(non_negative, unit = SECOND)]
    pub full_duration: Time,

    /// Share of the time the full model runs.
    #[property(event_rate * full_duration)]
    pub full_duty: f64,
    /// Each stage's power times its duty.
    #[property(
        equation = "always_on_power × 1, stage_power × stage_activity, full_power × full_duty",
        body = [("always_on", always_on_power, 1.0), ("stage", stage_power, stage_activity), ("full", full_power, full_duty)]
            .into_iter()
            .map(|(k, p, duty)| Ok((k, p * duty)))
            .collect::<Result<Named<Power>, EvalError>>()?,
        unit = MICROWATT,
    )]
    pub contributions: Named<Power>,
    /// The average power of the hierarchy.
    #[property(sum!(stage in contributions, contributions[stage]), unit = MICROWATT)]
    pub average_power: Power,
    /// How many times less than running the full model all the time.
    #[property(full_power / average_power)]
    pub reduction: f64,
}

/// A three-stage wake-word hierarchy: an analog voice-activity detector (0.01 mW) always on, a
/// small network (0.1 mW) during the 5% of the time with speech, and a full model (10 mW) for
/// 50 ms at each of 0.001 wakes a second.
#[preset(name = "WakeWordHierarchyPower")]
pub fn wake_word_hierarchy_power() -> Result<DutyCycledPower, InputError> {
    DutyCycledPower::builder()
        .always_on_power(MILLIWATT.of(0.01))
        .stage_power(MILLIWATT.of(0.1))
        .stage_activity(0.05)
        .full_power(MILLIWATT.of(10.0))
        .event_rate(per_second(0.001))
        .full_duration(seconds(0.05))
        .build()
}
