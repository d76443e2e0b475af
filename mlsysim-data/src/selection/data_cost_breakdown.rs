use super::SELECTION;
use super::resnet50_ten_percent_coreset_h100;
use crate::{derived, stated};
use mlsysim_core::registry::{Datasets, Infrastructure::Pricing};
use mlsysim_core::units::{months, usd};
use mlsysim_core::{Information, InputError, MoneyRate, StoragePrice, Time, Usd, preset, scenario};

/// A supervised dataset's bill: acquisition, labels, storage over a retention period, and a
/// campaign of training runs; the data's share of it against compute's.
#[scenario(
    family = SELECTION,
    assumption = "Every label costs the same and every run takes the same time.",
    excludes = "Engineering time, and the storage of checkpoints.",
    derivation = "A bill of unit prices times quantities.",
    example = r#"
// Labels dominate an ImageNet-scale bill
use mlsysim_data::selection::imagenet_data_cost_breakdown;

let s = imagenet_data_cost_breakdown()?;
assert!(s.data_share()? > s.compute_share()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DataCostBreakdown {
    /// What acquiring the data costs.
    #[input(non_negative, unit = USD)]
    pub acquisition: Usd,
    /// Labels bought.
    #[input(non_negative)]
    pub labels: f64,
    /// Price of one label.
    #[input(non_negative, unit = USD)]
    pub label_price: Usd,
    /// Bytes kept.
    #[input(non_negative, unit = GB)]
    pub storage_bytes: Information,
    /// Price of capacity.
    #[input(non_negative, unit = USD_PER_GB_MONTH)]
    pub storage_rate: StoragePrice,
    /// Retention period.
    #[input(non_negative, unit = MONTH)]
    pub storage_duration: Time,
    /// Wall-clock time of one run.
    #[input(non_negative, unit = HOUR)]
    pub run_time: Time,
    /// Training runs.
    #[input(range = 0..)]
    pub runs: i64,
    /// Accelerators of one run.
    #[input(range = 1..)]
    pub accelerators: i64,
    /// Price of one accelerator-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub accelerator_rate: MoneyRate,

    /// What the labels cost.
    #[property(labels * label_price, unit = USD)]
    pub label_cost: Usd,
    /// What storage costs over the retention period.
    #[property(storage_bytes * storage_rate * storage_duration, unit = USD)]
    pub storage_cost: Usd,
    /// Accelerator-hours of one run.
    #[property(accelerators * run_time, unit = HOUR)]
    pub accelerator_hours_per_run: Time,
    /// Accelerator-hours of the campaign.
    #[property(accelerator_hours_per_run * runs, unit = HOUR)]
    pub accelerator_hours: Time,
    /// What the campaign's compute costs.
    #[property(accelerator_hours * accelerator_rate, unit = USD)]
    pub compute_cost: Usd,
    /// The whole bill.
    #[property(acquisition + label_cost + storage_cost + compute_cost, unit = USD)]
    pub total: Usd,
    /// Acquisition, labels and storage as a share of the bill.
    #[property((acquisition + label_cost + storage_cost) / total)]
    pub data_share: f64,
    /// Compute as a share of the bill.
    #[property(compute_cost / total)]
    pub compute_share: f64,
}

/// An ImageNet-scale bill: a $50K license, every training image labeled at the high crowd
/// rate, the archive kept a year in object storage at the low S3 Standard price, and 30
/// 100-epoch ResNet-50 runs on one H100 at the cloud GPU rate.
#[preset(name = "ImageNetDataCostBreakdown")]
pub fn imagenet_data_cost_breakdown() -> Result<DataCostBreakdown, InputError> {
    let imagenet = &Datasets::ImageNet;
    let examples = stated(
        imagenet.training_examples,
        "labels",
        "ImageNet training example count",
    )?;
    let archive = stated(
        imagenet.training_archive_size,
        "storage_bytes",
        "ImageNet archive size",
    )?;
    let run = derived("run_time", resnet50_ten_percent_coreset_h100()?.run_time())?;
    DataCostBreakdown::builder()
        .acquisition(usd(50_000.0))
        .labels(f64::from(examples))
        .label_price(Pricing::Labeling::CrowdHigh.value)
        .storage_bytes(archive)
        .storage_rate(Pricing::Storage::S3StandardLowPerTbMonth.value)
        .storage_duration(months(12.0))
        .run_time(run)
        .runs(30)
        .accelerators(1)
        .accelerator_rate(Pricing::Cloud::GpuTrainingPerHour.value)
        .build()
}
