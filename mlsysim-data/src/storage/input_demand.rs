use super::STORAGE;
use mlsysim_core::registry::ReferenceStats::StorageTrainingCorpus as corpus;
use mlsysim_core::registry::{Datasets, Registered, StorageSubsystem, Systems};
use mlsysim_core::{DataRate, Information, InputError, Time, preset, scenario};

/// The input bandwidth a fleet draws: every consumer reads its own batch once per step of
/// compute.
///
/// Each consumer (an accelerator) reads `samples_per_step` samples of `bytes_per_sample`
/// every `step_time` of compute; `busy_fraction` scales the demand down when the consumers
/// spend part of the wall-clock time not computing.
#[scenario(
    family = STORAGE,
    assumption = "Every consumer reads a distinct batch; nothing is cached or shared between consumers.",
    assumption = "The demand is spread evenly over the step.",
    excludes = "Bursts at epoch boundaries, decode expansion, and read amplification by the file format.",
    derivation = "Bandwidth is bytes over time, summed over the consumers; the page charts what each storage tier of the registry delivers against the demand (marked), and every tier below the line stalls the fleet.",
    example = r#"
// Images draw far more than token IDs
use mlsysim_data::storage::{image_input_demand_2k, text_input_demand_2k};

let text = text_input_demand_2k()?;
let images = image_input_demand_2k()?;
assert!(images.bandwidth()? > text.bandwidth()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct InputDemand {
    /// Consumers reading at once.
    #[input(range = 1..)]
    pub consumers: i64,
    /// Samples one consumer reads per step.
    #[input(range = 1..)]
    pub samples_per_step: i64,
    /// Bytes of one sample as read.
    #[input(positive, unit = KB)]
    pub bytes_per_sample: Information,
    /// Compute time of one step.
    #[input(positive, unit = MILLISECOND)]
    pub step_time: Time,
    /// Share of the wall-clock time the consumers compute.
    #[input(default = 1.0, range = 0.0..=1.0)]
    pub busy_fraction: f64,

    /// Bytes of one consumer's batch.
    #[property(samples_per_step * bytes_per_sample, unit = MB)]
    pub batch_bytes: Information,
    /// Bandwidth the consumers draw together.
    #[property(consumers * batch_bytes / step_time * busy_fraction, unit = GB_PER_SECOND, mark = limit)]
    pub bandwidth: DataRate,
    /// Read bandwidths of the registry's storage subsystems, slowest first, each once: the
    /// tiers `delivered` is drawn over (not in the reference).
    #[property({
        let mut tiers: Vec<DataRate> = <StorageSubsystem as Registered>::all().iter().map(|tier| tier.bandwidth).collect();
        tiers.sort_by(|a, b| a.value.total_cmp(&b.value));
        tiers.dedup();
        tiers
    }, unit = GB_PER_SECOND)]
    pub storage_tiers: Vec<DataRate>,
    /// Bandwidth a storage path of `supply` delivers toward the demand: the lesser of the two,
    /// so every tier below the demand stalls the consumers (not in the reference).
    #[method(min(supply, bandwidth), unit = GB_PER_SECOND, samples(supply = storage_tiers), args(supply(non_negative)))]
    pub delivered: fn(supply: DataRate) -> DataRate,
}

/// The 2,048 GPUs of the production cluster, each reading one packed 4,096-token sequence of
/// token IDs per 200 ms step.
#[preset(name = "TextInputDemand2K")]
pub fn text_input_demand_2k() -> Result<InputDemand, InputError> {
    let fleet = &Systems::Clusters::Production_2K;
    InputDemand::builder()
        .consumers(i64::from(fleet.count) * i64::from(fleet.node.accelerators_per_node))
        .samples_per_step(4096)
        .bytes_per_sample(corpus::TokenIdBytes.value)
        .step_time(corpus::StepTime.value)
        .build()
}

/// The same 2,048 GPUs each reading 256 ImageNet JPEGs (the archive's mean image) per 200 ms
/// step.
#[preset(name = "ImageInputDemand2K")]
pub fn image_input_demand_2k() -> Result<InputDemand, InputError> {
    text_input_demand_2k()?
        .variant()
        .samples_per_step(256)
        .bytes_per_sample(mean_image(&Datasets::ImageNet)?)
        .build()
}

/// A dataset's training archive over its training examples: its mean compressed example.
pub(crate) fn mean_image(
    dataset: &mlsysim_core::registry::Dataset,
) -> Result<Information, InputError> {
    let missing = |what: &str| InputError::Invalid {
        input: "bytes_per_sample",
        reason: format!("{} states no {what}", dataset.path).into(),
    };
    let archive = dataset
        .training_archive_size
        .ok_or_else(|| missing("training archive size"))?;
    let examples = dataset
        .training_examples
        .ok_or_else(|| missing("training example count"))?;
    Ok(archive / f64::from(examples))
}
