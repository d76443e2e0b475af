use super::SELECTION;
use super::resnet50_half_imagenet_icr;
use crate::delivery::resnet50_a100_input_feed;
use crate::{derived, stated};
use mlsysim_core::registry::{Dataset, Datasets, Systems};
use mlsysim_core::units::bytes;
use mlsysim_core::{
    Energy, FlopCount, FlopRate, Frequency, HardwareNode, Information, InputError, Time, Workload,
    preset, scenario,
};

/// A model trained for some epochs on one accelerator, against a coreset scored by one forward
/// pass of the model or of a smaller proxy: the selection inequality in time and energy, and
/// one pruned epoch followed through storage, the host and the host link.
///
/// Scoring once plus training on the kept share is compared with training on everything;
/// rescoring repeats the scoring pass before every epoch. The data path reads the dataset's
/// archive at the node's storage bandwidth, prepares `host_rate` samples a second on the host,
/// and moves `decoded_sample` bytes a sample over the host link.
#[scenario(
    family = SELECTION,
    assumption = "Training and scoring are compute bound at one utilization of the peak; every device draws its TDP.",
    assumption = "The kept subset trains to the same quality in the same number of epochs.",
    excludes = "Training the proxy (see `proxy_epochs`, stated but not computed by the reference), and the data path's own stalls.",
    derivation = "The selection inequality: scoring plus subset training against full training.",
    example = r#"
// A ResNet-18 proxy scores the pool for less than ResNet-50
use mlsysim_data::selection::resnet50_ten_percent_coreset_h100;

let s = resnet50_ten_percent_coreset_h100()?;
let proxy = mlsysim_core::Workload::find("Vision.ResNet18")?;
assert!(s.score_time(proxy)? < s.score_time(s.workload)?);
assert!(s.saving_fraction(proxy)? > 0.8);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CoresetRun {
    /// The model trained.
    pub workload: &'static Workload,
    /// The dataset; its training examples and archive size are read.
    pub dataset: &'static Dataset,
    /// The accelerator; its peak, TDP, local storage and host link are read.
    pub hardware: &'static HardwareNode,
    /// Share of the peak sustained.
    #[input(positive, range = 0.0..=1.0)]
    pub utilization: f64,
    /// Share of the examples the coreset keeps.
    #[input(range = 0.0..=1.0)]
    pub keep_fraction: f64,
    /// Training epochs.
    #[input(range = 0..)]
    pub epochs: i64,
    /// Forward passes of work in one training step of a sample.
    #[input(default = 3.0, positive)]
    pub training_flops_factor: f64,
    /// A smaller model that scores the pool instead.
    pub proxy: Option<&'static Workload>,
    /// Epochs a proxy trained from scratch runs before scoring (context).
    #[input(range = 0..)]
    pub proxy_epochs: Option<i64>,
    /// Samples a second the host prepares.
    #[input(positive, unit = SAMPLES_PER_SECOND)]
    pub host_rate: Option<Frequency>,
    /// Bytes of a sample sent to the accelerator.
    #[input(positive, unit = KB)]
    pub decoded_sample: Option<Information>,

    /// Examples of the dataset.
    #[property(f64::from(from_registry(dataset.training_examples, "training examples", dataset.path)?))]
    pub examples: f64,
    /// Rate the accelerator sustains.
    #[property(hardware.peak_flops * utilization, unit = TFLOP_PER_SECOND)]
    pub sustained_rate: FlopRate,
    /// Training work of one sample.
    #[property(training_flops_factor * workload.forward_flops()?, unit = GFLOP)]
    pub training_flops_per_sample: FlopCount,
    /// Training work of one epoch.
    #[property(examples * training_flops_per_sample, unit = FLOP)]
    pub epoch_flops: FlopCount,
    /// Time of one epoch.
    #[property(epoch_flops / sustained_rate, unit = SECOND)]
    pub epoch_time: Time,
    /// Energy of one epoch at TDP.
    #[property(from_registry(hardware.tdp, "thermal design power", hardware.path)? * epoch_time, unit = KILOJOULE)]
    pub epoch_energy: Energy,
    /// Samples a second the accelerator consumes.
    #[property(examples / epoch_time, unit = SAMPLES_PER_SECOND)]
    pub sample_rate: Frequency,
    /// Time of every epoch.
    #[property(epochs * epoch_time, unit = HOUR)]
    pub run_time: Time,
    /// Training on everything for every epoch.
    #[property(examples * epochs * training_flops_factor * workload.forward_flops()? / sustained_rate, unit = SECOND)]
    pub full_time: Time,
    /// Training on the kept share.
    #[property(keep_fraction * full_time, unit = SECOND)]
    pub subset_time: Time,
    /// One forward pass of `scorer` over the whole pool.
    #[method(examples * scorer.forward_flops()? / sustained_rate, unit = SECOND, samples(scorer = [workload, proxy]))]
    pub score_time: fn(scorer: &'static Workload) -> Time,
    /// Energy of that pass at TDP.
    #[method(from_registry(hardware.tdp, "thermal design power", hardware.path)? * score_time(scorer)?, unit = KILOJOULE, samples(scorer = [workload, proxy]))]
    pub score_energy: fn(scorer: &'static Workload) -> Energy,
    /// Scoring once with `scorer` plus training on the kept share.
    #[method(score_time(scorer)? + subset_time, unit = SECOND, samples(scorer = [workload, proxy]))]
    pub selection_time: fn(scorer: &'static Workload) -> Time,
    /// Time selection with `scorer` saves.
    #[method(full_time - selection_time(scorer)?, unit = SECOND, samples(scorer = [workload, proxy]))]
    pub saving: fn(scorer: &'static Workload) -> Time,
    /// That saving as a share of full training.
    #[method(saving(scorer)? / full_time, samples(scorer = [workload, proxy]))]
    pub saving_fraction: fn(scorer: &'static Workload) -> f64,
    /// The model rescoring the pool before every epoch.
    #[property(epochs * score_time(workload)?, unit = MINUTE)]
    pub rescoring_time: Time,
    /// Saving share when rescoring every epoch.
    #[property((full_time - (rescoring_time + subset_time)) / full_time)]
    pub rescoring_saving_fraction: f64,
    /// Rescoring time over subset training time.
    #[property(rescoring_time / subset_time)]
    pub rescoring_over_training: f64,
    /// One epoch on the kept share.
    #[property(keep_fraction * epoch_time, unit = SECOND)]
    pub pruned_epoch_time: Time,
    /// Energy of one epoch on the kept share.
    #[property(keep_fraction * epoch_energy, unit = KILOJOULE)]
    pub pruned_epoch_energy: Energy,
    /// Time pruning saves over the run.
    #[property(epochs * (epoch_time - pruned_epoch_time), unit = HOUR)]
    pub run_saving_time: Time,
    /// Energy pruning saves over the run.
    #[property(epochs * (epoch_energy - pruned_epoch_energy), unit = MEGAJOULE)]
    pub run_saving_energy: Energy,
    /// Energy saved over the energy of scoring with the model.
    #[property(run_saving_energy / score_energy(workload)?)]
    pub saving_over_score_energy: f64,
    /// Bytes of the dataset's training archive.
    #[property(from_registry(dataset.training_archive_size, "training archive size", dataset.path)?, unit = GB)]
    pub archive_bytes: Information,
    /// Time to read the archive from the node's storage.
    #[property(archive_bytes / from_registry(hardware.detail().storage, "local storage", hardware.path)?.bandwidth, unit = SECOND)]
    pub storage_time: Time,
    /// The coreset written out as shards of its own.
    #[property(keep_fraction * archive_bytes, unit = GB)]
    pub materialized_bytes: Information,
    /// Bytes one epoch sends over the host link.
    #[property(examples * decoded_sample, unit = GB)]
    pub link_bytes: Information,
    /// Time one epoch takes on the host link.
    #[property(link_bytes / from_registry(hardware.detail().interconnect, "host link", hardware.path)?.bandwidth, unit = SECOND)]
    pub link_time: Time,
    /// Time the host takes to prepare one epoch.
    #[property(examples / host_rate, unit = SECOND)]
    pub host_epoch_time: Time,
}

/// ResNet-50 on ImageNet for 100 epochs on one H100 at the A100's sustained share of peak,
/// against a 10% coreset scored by one forward pass of ResNet-50 or of ResNet-18.
#[preset(name = "ResNet50TenPercentCoresetH100")]
pub fn resnet50_ten_percent_coreset_h100() -> Result<CoresetRun, InputError> {
    let fraction = derived(
        "utilization",
        resnet50_a100_input_feed()?.sustained_fraction(),
    )?;
    CoresetRun::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .proxy(Workload::find("Vision.ResNet18")?)
        .dataset(&Datasets::ImageNet)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .utilization(fraction)
        .keep_fraction(0.1)
        .epochs(100)
        .build()
}

/// The same coreset chosen by a proxy trained from scratch for 5 epochs, no pretrained
/// checkpoint, whose EL2N scores rank the pool.
#[preset(name = "ResNet50ProxyTrainedCoreset")]
pub fn resnet50_proxy_trained_coreset() -> Result<CoresetRun, InputError> {
    resnet50_ten_percent_coreset_h100()?
        .variant()
        .proxy_epochs(5)
        .build()
}

/// One ResNet-50 ImageNet epoch on one H100, full and with the half-size coreset, through the
/// data path: the archive read from the node's NVMe, 8-bit RGB tensors over PCIe, and the
/// DGX H100's host cores per accelerator at the loader-worker rate, over 90 epochs.
#[preset(name = "ResNet50HalfCoresetEpochH100")]
pub fn resnet50_half_coreset_epoch_h100() -> Result<CoresetRun, InputError> {
    let imagenet = &Datasets::ImageNet;
    let pixels = stated(imagenet.image_width, "decoded_sample", "image width")?
        * stated(imagenet.image_height, "decoded_sample", "image height")?
        * stated(imagenet.image_channels, "decoded_sample", "image channels")?;
    let node = &Systems::Nodes::DGX_H100;
    let cores = stated(node.host_cpu_cores, "host_rate", "host CPU core count")?;
    let worker = stated(
        resnet50_a100_input_feed()?.worker_rate,
        "host_rate",
        "worker rate",
    )?;
    resnet50_ten_percent_coreset_h100()?
        .variant()
        .keep_fraction(resnet50_half_imagenet_icr()?.keep_fraction)
        .epochs(90)
        .host_rate(f64::from(cores / node.accelerators_per_node) * worker)
        .decoded_sample(bytes(f64::from(pixels)))
        .build()
}
