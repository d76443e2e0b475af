use super::ROLLOUTS;
use mlsysim_core::units::hours;
use mlsysim_core::{InputError, Time, preset, scenario};

/// Users exposed to a bad release before it is rolled back, under an all-at-once cutover
/// against a canary that sends only a share of the traffic to it.
///
/// With the same request rate, harm and time to roll back, exposure is proportional to the
/// share of traffic the release receives. The reference files this class under its section
/// "Neural computation: dense networks, activations, losses, and number formats".
#[scenario(
    family = ROLLOUTS,
    assumption = "The request rate, the harm per request and the time to roll back are the same under both rollouts.",
    excludes = "What the canary's smaller sample costs in detection time.",
    derivation = "Exposure is the traffic share times the rate times the time to roll back; the ratio keeps only the shares.",
    example = r#"
// A 5% canary exposes twenty times fewer users
use mlsysim_scenarios::rollouts::canary_versus_cutover_exposure;

assert_eq!(canary_versus_cutover_exposure()?.exposure_ratio()?, 20.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RolloutExposure {
    /// Share of the traffic an all-at-once cutover sends to the release.
    #[input(range = 0.0..=1.0)]
    pub full_share: f64,
    /// Share of the traffic the canary sends to it.
    #[input(positive, range = 0.0..=1.0)]
    pub canary_share: f64,
    /// Time to detect the problem and roll back, the same under both.
    #[input(non_negative, unit = HOUR)]
    pub time_to_rollback: Option<Time>,

    /// Users exposed under the cutover per user exposed under the canary.
    #[property(full_share / canary_share)]
    pub exposure_ratio: f64,
}

/// An all-at-once cutover against a 5% canary, two hours to detect and roll back either way.
#[preset(name = "CanaryVersusCutoverExposure")]
pub fn canary_versus_cutover_exposure() -> Result<RolloutExposure, InputError> {
    RolloutExposure::builder()
        .full_share(1.0)
        .canary_share(0.05)
        .time_to_rollback(hours(2.0))
        .build()
}
