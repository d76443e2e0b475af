use super::ROLLOUTS;
use mlsysim_core::units::{MINUTE, hours};
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// A staged rollout whose every stage must collect a guardrail sample from its share of the
/// traffic: the least time each stage needs, the configured ladder's length, and the tasks it
/// admits and has verdicts for when it ends.
///
/// The reference gives the ladder as one list of (share, duration) pairs, `stages`; here it is
/// two lists of equal length, `stage_shares` and `stage_durations`. A label arrives
/// `label_delay` after its task is admitted, so a task has its verdict when the ladder ends only
/// if it was admitted at least that long before. The reference files this class under its
/// section "Neural computation: dense networks, activations, losses, and number formats".
#[scenario(
    family = ROLLOUTS,
    assumption = "Requests arrive at a steady rate and each stage sends its share to the candidate.",
    excludes = "Time between stages spent deciding whether to go on.",
    derivation = "A stage has its sample when its share of the traffic has delivered n requests.",
    rule(!stage_shares.is_empty() && stage_shares.len() == stage_durations.len(), "`stage_shares` and `stage_durations` are two lists of the same length, at least one stage"),
    example = r#"
// The 1% stage needs an hour; the ladder gives it two
use mlsysim_scenarios::rollouts::canary_guardrail_schedule;

let s = canary_guardrail_schedule()?;
assert!((s.first_stage_buffer()? - 2.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CanarySchedule {
    /// Guardrail samples each stage needs per variant.
    #[input(positive)]
    pub samples_per_variant: f64,
    /// Requests an hour across all traffic.
    #[input(positive, unit = PER_HOUR)]
    pub request_rate: Frequency,
    /// Each stage's share of the traffic, in order.
    #[input(positive, range = 0.0..=1.0)]
    pub stage_shares: Vec<f64>,
    /// Each stage's configured duration, in order.
    #[input(non_negative, unit = MINUTE)]
    pub stage_durations: Vec<Time>,
    /// Time from a task's admission to its verdict.
    #[input(non_negative, unit = HOUR)]
    pub label_delay: Option<Time>,

    /// Length of the whole ladder.
    #[property(sum!(d in stage_durations, d), unit = HOUR)]
    pub total: Time,
    /// When each stage starts: the durations of the stages before it.
    #[property(each!(i in 0..len(&stage_durations), sum!(j in 0..i, stage_durations[j])), unit = HOUR)]
    pub stage_starts: Vec<Time>,
    /// The first stage's duration over the least time it needs.
    #[property(stage_durations[0] / stage_minimum(stage_shares[0])?)]
    pub first_stage_buffer: f64,
    /// Candidate tasks admitted over the whole ladder.
    #[property(sum!((share, duration) in zip(&stage_shares, &stage_durations)?, share * request_rate * duration))]
    pub admitted_by_completion: f64,
    /// Candidate tasks whose verdicts have arrived when the last stage ends.
    #[property(
        sum!(
            i in 0..len(&stage_shares),
            stage_shares[i] * request_rate * max(hours(0.0), min(stage_starts[i] + stage_durations[i], total - label_delay) - stage_starts[i])
        )
    )]
    pub labeled_by_completion: f64,
    /// The least time a stage sending `share` of the traffic needs to collect its sample.
    #[method(
        sample_collection_time(samples_per_variant, request_rate, share)?,
        unit = HOUR,
        samples(share = stage_shares),
        args(share(positive, range = 0.0..=1.0))
    )]
    pub stage_minimum: fn(share: f64) -> Time,
}

/// A model at a million requests an hour needing 10,000 guardrail samples per stage, on the
/// organization's ladder: 1% for two hours, 5% and 25% for thirty minutes each, 50% for an
/// hour, then all traffic.
#[preset(name = "CanaryGuardrailSchedule")]
pub fn canary_guardrail_schedule() -> Result<CanarySchedule, InputError> {
    CanarySchedule::builder()
        .samples_per_variant(10_000.0)
        .request_rate(mlsysim_core::units::PER_HOUR.of(1e6))
        .stage_shares(vec![0.01, 0.05, 0.25, 0.50])
        .stage_durations(vec![
            hours(2.0),
            MINUTE.of(30.0),
            MINUTE.of(30.0),
            hours(1.0),
        ])
        .build()
}
