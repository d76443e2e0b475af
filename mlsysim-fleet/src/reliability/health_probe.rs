use super::RELIABILITY;
use mlsysim_core::units::seconds;
use mlsysim_core::{InputError, Time, preset, scenario};

/// A readiness probe on a serving replica: how soon after a crash the replica leaves rotation.
///
/// The probe runs every `interval`, counts as failed `timeout` after it starts, and removes the
/// replica after `failure_threshold` failures in a row; `success_threshold` clean probes admit
/// it again.
#[scenario(
    family = RELIABILITY,
    assumption = "A crashed replica fails every probe from the next one on.",
    excludes = "Requests routed to the replica before its removal, and the readmission path.",
    derivation = "A crash just before a probe is removed after the threshold's probes; one just after a clean probe waits a whole interval more.",
    example = r#"
// Between 12 and 17 seconds to removal
use mlsysim_fleet::reliability::inference_readiness_probe;

let w = inference_readiness_probe()?.detection_window()?;
assert_eq!((w[0].value, w[1].value), (12.0, 17.0));
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct HealthProbe {
    /// Time between probes.
    #[input(positive, unit = SECOND)]
    pub interval: Time,
    /// Time after which a probe counts as failed.
    #[input(positive, unit = SECOND)]
    pub timeout: Time,
    /// Failed probes in a row that remove the replica.
    #[input(range = 1..)]
    pub failure_threshold: u32,
    /// Clean probes in a row that admit it again.
    #[input(range = 1..)]
    pub success_threshold: u32,

    /// The earliest and the latest time from a crash to removal from rotation.
    #[property(probe_detection_window(interval, timeout, failure_threshold)?, unit = SECOND)]
    pub detection_window: Vec<Time>,
}

/// A probe every 5 s with a 2 s timeout; three misses remove the replica and two clean probes
/// readmit it.
#[preset(name = "InferenceReadinessProbe")]
pub fn inference_readiness_probe() -> Result<HealthProbe, InputError> {
    HealthProbe::builder()
        .interval(seconds(5.0))
        .timeout(seconds(2.0))
        .failure_threshold(3)
        .success_threshold(2)
        .build()
}
