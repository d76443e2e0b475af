use super::SECURITY;
use mlsysim_core::registry::Datasets;
use mlsysim_core::{InputError, preset, scenario};

/// The inputs a DP-SGD privacy accountant needs for one Poisson-sampled training run: the
/// sampling rate and the steps. It does not estimate ε; the accountant does.
#[scenario(
    family = SECURITY,
    assumption = "Each step samples every example independently with probability q (Poisson sampling).",
    excludes = "The accountant itself: ε follows from q, the steps, the noise multiplier and δ.",
    derivation = "An epoch is dataset ÷ batch steps on average.",
    example = r#"
// CIFAR-10 with batches of 4,000 for 60 epochs
use mlsysim_fleet::security::cifar10_dp_sgd_run;

let s = cifar10_dp_sgd_run()?;
assert_eq!(s.steps()?, 750);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DpSgdRun {
    /// Examples in the training set.
    #[input(range = 1..)]
    pub dataset_size: u32,
    /// Expected examples per batch.
    #[input(range = 1..)]
    pub batch_size: u32,
    /// Bound on each example's gradient norm.
    #[input(positive)]
    pub clip_norm: f64,
    /// Noise standard deviation over the clipping bound.
    #[input(non_negative)]
    pub noise_multiplier: f64,
    /// Passes over the data.
    pub epochs: u32,
    /// The ε the run aims for.
    #[input(positive)]
    pub target_epsilon: f64,
    /// The δ of the guarantee.
    #[input(range = 0.0..=1.0)]
    pub delta: f64,

    /// Chance that one example is in one batch.
    #[property(batch_size / dataset_size)]
    pub sampling_rate: f64,
    /// Steps of the run.
    #[property(trunc(epochs * dataset_size / batch_size)?)]
    pub steps: i64,
}

/// DP-SGD on CIFAR-10's training set: batches of 4,000 for 60 epochs, clipping at 1, noise
/// multiplier 1.3, aiming at ε = 3 with δ = 10⁻⁵.
#[preset(name = "Cifar10DpSgdRun")]
pub fn cifar10_dp_sgd_run() -> Result<DpSgdRun, InputError> {
    let examples = Datasets::CIFAR10
        .training_examples
        .ok_or_else(|| InputError::Invalid {
            input: "dataset_size",
            reason: "CIFAR-10 has no training-set size in the registry".into(),
        })?;
    DpSgdRun::builder()
        .dataset_size(examples)
        .batch_size(4000)
        .clip_norm(1.0)
        .noise_multiplier(1.3)
        .epochs(60)
        .target_epsilon(3.0)
        .delta(1e-5)
        .build()
}
