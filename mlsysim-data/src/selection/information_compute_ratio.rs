use super::SELECTION;
use mlsysim_core::registry::{Dataset, Datasets};
use mlsysim_core::{FlopCount, InputError, Workload, preset, scenario};

/// Accuracy gained per training FLOP for one epoch over a whole dataset and over a kept
/// subset: whether a coreset learns more per unit of work.
#[scenario(
    family = SELECTION,
    assumption = "The gains are stated for one epoch, in percentage points.",
    excludes = "The cost of choosing the subset (see CoresetRun and SelectionBudget).",
    derivation = "The information-compute ratio: learning per unit of compute.",
    example = r#"
// Half the data for 90% of the gain
use mlsysim_data::selection::resnet50_half_imagenet_icr;

let s = resnet50_half_imagenet_icr()?;
assert!((s.icr_ratio()? - 1.8).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct InformationComputeRatio {
    /// The model trained; its forward FLOPs are read.
    pub workload: &'static Workload,
    /// The dataset; its training examples are read.
    pub dataset: &'static Dataset,
    /// Percentage points gained in one epoch on all the data.
    pub gain_full: f64,
    /// Percentage points gained in one epoch on the subset.
    pub gain_subset: f64,
    /// Share of the examples kept.
    #[input(positive, range = 0.0..=1.0)]
    pub keep_fraction: f64,
    /// Forward passes of work in one training step of a sample.
    #[input(default = 3.0, positive)]
    pub training_flops_factor: f64,

    /// Examples of the dataset.
    #[property(f64::from(from_registry(dataset.training_examples, "training examples", dataset.path)?))]
    pub examples: f64,
    /// Training work of one sample.
    #[property(from_registry(workload.inference_flops, "inference FLOPs", workload.path)? * training_flops_factor, unit = GFLOP)]
    pub training_flops_per_sample: FlopCount,
    /// Training work of one full epoch.
    #[property(examples * training_flops_per_sample, unit = FLOP)]
    pub epoch_flops: FlopCount,
    /// Examples of the subset.
    #[property(examples * keep_fraction)]
    pub subset_examples: f64,
    /// Training work of one subset epoch.
    #[property(subset_examples * training_flops_per_sample, unit = FLOP)]
    pub subset_flops: FlopCount,
    /// Points gained per FLOP on all the data.
    #[property(gain_full / epoch_flops.value)]
    pub icr_full: f64,
    /// Points gained per FLOP on the subset.
    #[property(gain_subset / subset_flops.value)]
    pub icr_subset: f64,
    /// The subset's ratio over the full one's.
    #[property(icr_subset / icr_full)]
    pub icr_ratio: f64,
}

/// One ResNet-50 epoch on all of ImageNet (an assumed 5-point gain) against a half-size
/// coreset kept by an EL2N score (4.5 points).
#[preset(name = "ResNet50HalfImageNetIcr")]
pub fn resnet50_half_imagenet_icr() -> Result<InformationComputeRatio, InputError> {
    InformationComputeRatio::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .dataset(&Datasets::ImageNet)
        .gain_full(5.0)
        .gain_subset(4.5)
        .keep_fraction(0.5)
        .build()
}
