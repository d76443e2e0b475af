use super::ENGINEERING;
use crate::stated;
use mlsysim_core::registry::{Datasets, Infrastructure::Pricing, Literature};
use mlsysim_core::units::{WEEK, usd};
use mlsysim_core::{Frequency, InputError, MoneyRate, Time, Usd, preset, scenario};

/// A labeling budget against one training run on the labeled data, priced at a low and a high
/// accelerator-hour rate.
#[scenario(
    family = ENGINEERING,
    equation = "train time = examples × epochs ÷ (accelerators × throughput); cost = accelerators × time × price; ratio = labeling budget ÷ cost",
    assumption = "Training runs at the stated throughput for every epoch, with no restarts.",
    rule(price_low <= price_high, "`price_low` is at most `price_high`"),
    excludes = "Experiments before the final run, which multiply the training bill.",
    derivation = "Run time is work over rate; cost is accelerator-hours times price.",
    example = r#"
// Labels cost far more than one run
use mlsysim_data::engineering::imagenet_labeling_versus_resnet_run;

let s = imagenet_labeling_versus_resnet_run()?;
assert!(s.ratio_low()? > 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct LabelingVersusTraining {
    /// Money spent on labels.
    #[input(non_negative, unit = USD)]
    pub labeling_budget: Usd,
    /// Examples in the dataset.
    #[input(positive)]
    pub dataset_examples: f64,
    /// Epochs of the run.
    #[input(range = 1..)]
    pub epochs: i64,
    /// Examples a second one accelerator trains on.
    #[input(positive, unit = PER_SECOND)]
    pub throughput_per_accelerator: Frequency,
    /// Accelerators of the run.
    #[input(range = 1..)]
    pub accelerators: i64,
    /// The lower accelerator-hour price.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub price_low: MoneyRate,
    /// The higher accelerator-hour price.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub price_high: MoneyRate,
    /// Calendar time the labeling takes, low.
    #[input(positive, unit = WEEK)]
    pub labeling_time_low: Option<Time>,
    /// Calendar time the labeling takes, high.
    #[input(positive, unit = WEEK)]
    pub labeling_time_high: Option<Time>,

    /// Wall-clock time of the run.
    #[property(dataset_examples * epochs / (accelerators * throughput_per_accelerator), unit = HOUR)]
    pub train_time: Time,
    /// The run at the lower price.
    #[property(accelerators * train_time * price_low, unit = USD)]
    pub train_cost_low: Usd,
    /// The run at the higher price.
    #[property(accelerators * train_time * price_high, unit = USD)]
    pub train_cost_high: Usd,
    /// The labeling budget over the dearer run.
    #[property(labeling_budget / train_cost_high)]
    pub ratio_low: f64,
    /// The labeling budget over the cheaper run.
    #[property(labeling_budget / train_cost_low)]
    pub ratio_high: f64,
}

/// $100K of labels for ImageNet's training split against 90 epochs of ResNet-50 on eight A100s
/// at the literature's sustained rate, priced at the fleet reference and cloud GPU-hour rates;
/// crowdsourcing takes two to four weeks.
#[preset(name = "ImageNetLabelingVersusResNetRun")]
pub fn imagenet_labeling_versus_resnet_run() -> Result<LabelingVersusTraining, InputError> {
    let examples = stated(
        Datasets::ImageNet.training_examples,
        "dataset_examples",
        "ImageNet training example count",
    )?;
    LabelingVersusTraining::builder()
        .labeling_budget(usd(100_000.0))
        .dataset_examples(f64::from(examples))
        .epochs(90)
        .throughput_per_accelerator(Literature::Benchmarks::ResNet50A100TrainThroughput.value)
        .accelerators(8)
        .price_low(Pricing::Fleet::GpuHourRef.value)
        .price_high(Pricing::Cloud::GpuTrainingPerHour.value)
        .labeling_time_low(WEEK.of(2.0))
        .labeling_time_high(WEEK.of(4.0))
        .build()
}
