use super::SELECTION;
use super::resnet50_half_coreset_epoch_h100;
use crate::{derived, stated};
use mlsysim_core::registry::Datasets;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// A host that prepares samples slower than the accelerator consumes them, with each prepared
/// sample used `echo_factor` times: how much of the accelerator's idle time echoing recovers.
#[scenario(
    family = SELECTION,
    assumption = "An echoed sample trains as well as a fresh one (the reference does not discount it).",
    excludes = "The accuracy cost of repeating samples, which grows with the echo factor.",
    derivation = "A pipeline runs at its slower stage; echoing multiplies the host stage's output.",
    example = r#"
// Echoing twice halves the run
use mlsysim_data::selection::resnet50_echoing_h100;

let s = resnet50_echoing_h100()?;
assert!(s.echoed_run_time()? < s.run_time()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DataEchoing {
    /// Samples a second the accelerator consumes.
    #[input(positive, unit = SAMPLES_PER_SECOND)]
    pub accelerator_rate: Frequency,
    /// Samples a second the host prepares.
    #[input(positive, unit = SAMPLES_PER_SECOND)]
    pub host_rate: Frequency,
    /// Examples of one epoch.
    #[input(non_negative)]
    pub examples: f64,
    /// Epochs of the run.
    #[input(range = 0..)]
    pub epochs: i64,
    /// Times each prepared sample is used.
    #[input(positive)]
    pub echo_factor: f64,

    /// Accelerator rate over host rate: echoing helps up to this factor.
    #[property(accelerator_rate / host_rate)]
    pub ratio: f64,
    /// Share of the time the accelerator computes without echoing.
    #[property(host_rate / accelerator_rate)]
    pub utilization: f64,
    /// Share of the time it waits.
    #[property(1.0 - (host_rate / accelerator_rate).value)]
    pub idle_fraction: f64,
    /// The run at the host's pace.
    #[property(epochs * examples / host_rate, unit = HOUR)]
    pub run_time: Time,
    /// Samples a second the accelerator consumes with echoing.
    #[property(min(host_rate * echo_factor, accelerator_rate), unit = SAMPLES_PER_SECOND)]
    pub echoed_rate: Frequency,
    /// The run with echoing.
    #[property(epochs * examples / echoed_rate, unit = HOUR)]
    pub echoed_run_time: Time,
}

/// ResNet-50 on one H100 fed by a 14-core host: the H100's demand stated to the hundred images
/// a second, against the host's preparation rate over 90 ImageNet epochs, each prepared image
/// used twice.
#[preset(name = "ResNet50EchoingH100")]
pub fn resnet50_echoing_h100() -> Result<DataEchoing, InputError> {
    let coreset = resnet50_half_coreset_epoch_h100()?;
    let demand = derived("accelerator_rate", coreset.sample_rate())?;
    let stated_rate = (demand.value / 100.0).round_ties_even() * 100.0;
    let examples = stated(
        Datasets::ImageNet.training_examples,
        "examples",
        "ImageNet training example count",
    )?;
    DataEchoing::builder()
        .accelerator_rate(mlsysim_core::units::per_second(stated_rate))
        .host_rate(stated(
            coreset.host_rate,
            "host_rate",
            "host rate of the coreset run",
        )?)
        .examples(f64::from(examples))
        .epochs(coreset.epochs)
        .echo_factor(2.0)
        .build()
}
