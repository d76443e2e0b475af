//! The iron law on one machine and on a cluster: time as work over the rate delivered, what
//! upgrading one term buys when a fixed overhead stays, and how small a share of the input space
//! any test set samples.

use crate::families::IRON_LAW;
use mlsysim_core::units::{
    GB_PER_SECOND, GFLOP, GFLOP_PER_SECOND, gigabytes, milliseconds, seconds, usd_per_hour,
};
use mlsysim_core::{
    DataRate, Energy, FlopCount, FlopRate, HardwareNode, Information, InputError, MoneyRate,
    Precision, Time, Usd, Workload, preset, scenario,
};

/// How many distinct inputs an image shape admits, against how many examples a benchmark
/// evaluates.
///
/// Every channel element of a `image_width` × `image_height` × `image_channels` image takes one
/// of `levels` values, so there are levels^elements distinct images: a number with hundreds of
/// thousands of digits for an ImageNet-sized image. Its logarithm is computed without forming
/// the power. Next to it stands the number of labelled examples the benchmark evaluates, to show
/// that any test set samples a vanishing share of the inputs.
#[scenario(
    family = IRON_LAW,
    equation = "elements = width × height × channels; log10(inputs) = elements × log10(levels); digits = ⌊log10(inputs)⌋ + 1",
    assumption = "Every element takes any of its levels independently: the count includes every image, natural or not.",
    assumption = "The dataset's shape and split size are inputs here (the reference reads them from its dataset registry, which the port does not carry); the evaluated examples are the validation split, as in the reference, whose member calls them test examples.",
    assumption = "Image sides and channels are at least 1 and an element takes at least one level; the reference fails on zero or negative levels.",
    excludes = "Which inputs are plausible images: the count bounds the space, it does not describe the data distribution.",
    derivation = "An image of n elements with L levels each is one of L^n; log10(L^n) = n·log10(L), and a positive number x has ⌊log10 x⌋ + 1 decimal digits.",
    example = r#"
// Every 224x224 RGB image has a 362,508-digit count
use mlsysim_compute::iron_law::imagenet_input_space;

let s = imagenet_input_space()?;
assert_eq!(s.elements()?, 150_528);
assert_eq!(s.digits()?, 362_508);
assert_eq!(s.test_examples()?, 50_000);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct InputSpace {
    /// The dataset whose image shape is counted, by name.
    pub dataset: String,
    /// Width of one image, in pixels.
    #[input(range = 1..)]
    pub image_width: i64,
    /// Height of one image, in pixels.
    #[input(range = 1..)]
    pub image_height: i64,
    /// Channels of one pixel.
    #[input(range = 1..)]
    pub image_channels: i64,
    /// Labelled examples of the split the benchmark evaluates (its validation split).
    #[input(range = 0..)]
    pub validation_examples: i64,
    /// Values one channel element can take (256 at 8 bits).
    #[input(range = 1..)]
    pub levels: i64,

    /// Channel elements of one image.
    #[property(image_width * image_height * image_channels)]
    pub elements: i64,
    /// The decimal logarithm of the number of distinct inputs.
    #[property(input_space_log10(elements, levels)?)]
    pub log10_inputs: f64,
    /// Decimal digits of the number of distinct inputs.
    #[property(floor(log10_inputs)? + 1)]
    pub digits: i64,
    /// Labelled examples the benchmark evaluates: the validation split.
    #[property(validation_examples)]
    pub test_examples: i64,
}

/// Every 224 × 224 RGB image at 8 bits per channel, against ImageNet's 50,000 validation
/// images.
#[preset(name = "ImageNetInputSpace")]
pub fn imagenet_input_space() -> Result<InputSpace, InputError> {
    // The reference's Datasets.ImageNet (ImageNet-1k): 224 × 224 × 3 images and 50,000
    // validation examples; 256 levels is its COLOR_DEPTH_8BIT.
    InputSpace::builder()
        .dataset("ImageNet-1k".to_string())
        .image_width(224)
        .image_height(224)
        .image_channels(3)
        .validation_examples(50_000)
        .levels(256)
        .build()
}

/// Wall-clock time, energy and rental cost of training a workload on a cluster of identical
/// accelerators.
///
/// The workload's total training work runs on `n_devices` accelerators that each deliver
/// `efficiency` of their peak (end-to-end utilization), compute bound and scaling perfectly.
/// Optionally the run is cut into steps of `tokens_per_step` tokens at six FLOPs per parameter
/// per token, priced at an hourly rental rate per device, or run at the peak of another
/// precision than the dense 16-bit one. Energy counts every device at its TDP for the whole
/// run.
#[scenario(
    family = IRON_LAW,
    equation = "T = F ÷ (N × peak × η); tokens = F ÷ 6P; step work = 6P × tokens_per_step; steps = F ÷ step work; energy = N × TDP × T; device-hours = N × T; cost = device-hours × hourly price",
    assumption = "The run is compute bound at a constant end-to-end utilization η of the peak, and scales perfectly across the devices: no communication or straggler cost.",
    assumption = "A training step costs six FLOPs per parameter per token (two forward, four backward).",
    assumption = "Every device draws its TDP for the whole run; the rental price is per device-hour.",
    assumption = "`peak_precision` is read regardless of case, where the reference matches it exactly.",
    rule = "the registry states a peak rate of `hardware` at `peak_precision`, when `peak_precision` is given",
    excludes = "Checkpointing, failures and restarts, data loading, and idle power.",
    derivation = "Time is work over delivered rate (the iron law of training); energy is power times time.",
    example = r#"
// GPT-3 on 1,024 A100s takes about 25 days at 45%
use mlsysim_compute::iron_law::gpt3_training_time_1k_a100;

let s = gpt3_training_time_1k_a100()?;
let days = s.training_time()?.value / 86_400.0;
assert!((days - 25.278356893663606).abs() < 1e-9);
assert_eq!(s.step_time().unwrap_err().missing_input(), Some("tokens_per_step"));
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::precision_is_stated,
)]
pub struct ClusterTrainingTime {
    /// The model trained; its total training work comes from the registry.
    pub workload: &'static Workload,
    /// The accelerator every device is.
    pub hardware: &'static HardwareNode,
    /// Devices training together.
    #[input(range = 1..)]
    pub n_devices: i64,
    /// Share of the peak each device delivers end to end.
    #[input(positive, range = 0.0..=1.0)]
    pub efficiency: f64,
    /// Tokens one training step processes.
    #[input(range = 1..)]
    pub tokens_per_step: Option<i64>,
    /// Rental price of one device for an hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub hourly_price: Option<MoneyRate>,
    /// Precision whose peak the devices run at; the dense 16-bit headline peak when absent.
    pub peak_precision: Option<Precision>,

    /// Peak rate of one device at the precision run.
    #[property(
        match optional(peak_precision) {
            Some(p) => hardware.peak_at(p)?,
            None => hardware.peak_flops,
        },
        unit = TFLOP_PER_SECOND,
    )]
    pub peak_rate: FlopRate,
    /// Total training work of the workload, from the registry.
    #[property(from_registry(workload.training.ops, "training FLOPs", workload.path)?)]
    pub training_ops: FlopCount,
    /// Wall-clock time of the whole run.
    #[property(cluster_training_time(training_ops, n_devices, peak_rate, efficiency)?, unit = DAY)]
    pub training_time: Time,
    /// Rate the devices deliver together.
    #[property(n_devices * peak_rate * efficiency, unit = TFLOP_PER_SECOND)]
    pub delivered_rate: FlopRate,
    /// Tokens the training work covers at six FLOPs per parameter per token.
    #[property(training_ops / training_flops(workload.parameter_count()?, 1.0)?)]
    pub training_tokens: f64,
    /// Work of one training step.
    #[property(training_flops(workload.parameter_count()?, tokens_per_step)?, unit = TFLOP)]
    pub step_operations: FlopCount,
    /// Wall-clock time of one step.
    #[property(cluster_training_time(step_operations, n_devices, peak_rate, efficiency)?, unit = SECOND)]
    pub step_time: Time,
    /// Steps the training work makes.
    #[property(training_ops / step_operations)]
    pub steps: f64,
    /// Energy of every device at its TDP for the whole run.
    #[property(
        n_devices * from_registry(hardware.tdp, "thermal design power", hardware.path)? * training_time,
        unit = KILOWATT_HOUR,
    )]
    pub energy: Energy,
    /// Energy of every device at its TDP for one step.
    #[property(
        n_devices * from_registry(hardware.tdp, "thermal design power", hardware.path)? * step_time,
        unit = JOULE,
    )]
    pub step_energy: Energy,
    /// Device-hours of the run.
    #[property(n_devices * training_time, unit = HOUR)]
    pub device_hours: Time,
    /// Rent of those device-hours.
    #[property(device_hours * hourly_price, unit = USD)]
    pub rental_cost: Usd,
}

impl ClusterTrainingTime {
    /// The devices run at a peak the registry states for this accelerator.
    fn precision_is_stated(&self) -> Result<(), InputError> {
        match self.peak_precision.map(|p| self.hardware.peak_at(p)) {
            Some(Err(e)) => Err(InputError::Invalid {
                input: "peak_precision",
                reason: e.to_string().into(),
            }),
            _ => Ok(()),
        }
    }
}

/// GPT-3's 3.14e23 training FLOPs at the A100's dense 16-bit peak on a 1,024-A100 cluster, 45%
/// end-to-end utilization.
#[preset(name = "Gpt3TrainingTime1KA100")]
pub fn gpt3_training_time_1k_a100() -> Result<ClusterTrainingTime, InputError> {
    ClusterTrainingTime::builder()
        .workload(Workload::find("Language.GPT3")?)
        .hardware(HardwareNode::find("Cloud.A100")?)
        // The reference's Clusters.Training_1K.total_accelerators.
        .n_devices(1024)
        .efficiency(0.45)
        .build()
}

/// The same GPT-3 run on the same cluster at 60% utilization, after scheduling improvements.
#[preset(name = "Gpt3TrainingTime1KA100HigherUtilization")]
pub fn gpt3_training_time_1k_a100_higher_utilization() -> Result<ClusterTrainingTime, InputError> {
    gpt3_training_time_1k_a100()?
        .variant()
        .efficiency(0.6)
        .build()
}

/// GPT-2 XL's 1.5e21 training FLOPs on one H100 at its dense 16-bit peak and 50% utilization,
/// in steps of 32 sequences of 1,024 tokens, at the H100's TDP and a cloud rental price.
#[preset(name = "Gpt2XlRunOnOneH100")]
pub fn gpt2_xl_run_on_one_h100() -> Result<ClusterTrainingTime, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    let context = gpt2
        .transformer
        .and_then(|t| t.context_length)
        .ok_or(InputError::Invalid {
            input: "tokens_per_step",
            reason: "GPT-2 has no context length in the registry".into(),
        })?;
    ClusterTrainingTime::builder()
        .workload(gpt2)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .n_devices(1)
        // The reference's Literature.Training.MfuHigh.
        .efficiency(0.5)
        .tokens_per_step(32 * i64::from(context))
        // The reference's Infrastructure.Pricing.Cloud.GpuTrainingPerHour.
        .hourly_price(usd_per_hour(4.0))
        .build()
}

/// The same GPT-2 XL run across the eight H100s of one DGX H100, scaling perfectly with no
/// communication cost.
#[preset(name = "Gpt2XlRunOnOneDgxH100")]
pub fn gpt2_xl_run_on_one_dgx_h100() -> Result<ClusterTrainingTime, InputError> {
    gpt2_xl_run_on_one_h100()?
        .variant()
        // The reference's Nodes.DGX_H100.accelerators_per_node.
        .n_devices(8)
        .build()
}

/// The same GPT-2 XL run on one H100's FP32 (non-tensor) peak, utilization held at 50%.
#[preset(name = "Gpt2XlRunOnOneH100Fp32")]
pub fn gpt2_xl_run_on_one_h100_fp32() -> Result<ClusterTrainingTime, InputError> {
    gpt2_xl_run_on_one_h100()?
        .variant()
        .peak_precision(Precision::Fp32)
        .build()
}

/// The same GPT-2 XL run on one H100's dense TF32 tensor peak, utilization held at 50%.
#[preset(name = "Gpt2XlRunOnOneH100Tf32")]
pub fn gpt2_xl_run_on_one_h100_tf32() -> Result<ClusterTrainingTime, InputError> {
    gpt2_xl_run_on_one_h100()?
        .variant()
        .peak_precision(Precision::Tf32)
        .build()
}

/// The iron law of one machine for one task, and what upgrading the memory or the compute term
/// buys.
///
/// A task spends a memory term moving its data, a compute term doing its work, and a fixed
/// overhead. In sequence the three add; with loading and computing overlapped perfectly the
/// task takes the longer of the two terms plus the overhead. Each term is given directly, or as
/// a volume over a rate. An upgrade divides the memory term by `memory_speedup` and the compute
/// term by `compute_speedup`; the overhead stays, so the whole falls by less than the upgrade
/// suggests.
#[scenario(
    family = IRON_LAW,
    equation = "M = memory_time_stated or data_volume ÷ bandwidth; C = compute_time_stated or operations ÷ effective_rate; sequential = M + C + O; overlapped = max(M, C) + O; upgraded: M ÷ s_M, C ÷ s_C; naive = sequential ÷ (s_M × s_C); reduction = 1 − upgraded sequential ÷ sequential",
    assumption = "Each term is given stated (`memory_time_stated`, `compute_time_stated`) or as a volume over a rate (`data_volume` over `bandwidth`, `operations` over `effective_rate`). A bandwidth alone may accompany a stated memory time (it is what `upgraded_bandwidth` scales).",
    assumption = "Times, volumes and operations are at least zero, rates and speedups above zero; the reference takes negative speedups and gives negative times.",
    assumption = "The overhead is fixed: no upgrade shortens it.",
    rule = "`memory_time_stated` and `data_volume` are not both given (the reference silently takes the stated time)",
    rule = "`compute_time_stated` is not given with `operations` or `effective_rate` (the reference silently takes the stated time)",
    excludes = "Partial overlap between the two bounds, and upgrades that change the overhead (a faster host).",
    derivation = "Sequential stages add; perfectly overlapped ones take the longer of the two. The naive estimate divides the whole by both speedups, as if the overhead shrank too.",
    example = r#"
// Doubling bandwidth cuts a memory-bound task by under a third
use mlsysim_compute::iron_law::iron_law_memory_bound_example;

let s = iron_law_memory_bound_example()?;
let ms = |t: mlsysim_core::Time| t.value * 1e3;
assert!((ms(s.sequential_time()?) - 35.0).abs() < 1e-9);
assert!((ms(s.naive_upgraded_time()?) - 17.5).abs() < 1e-9);
assert!((s.sequential_reduction()? - 0.2857142857142857).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    requires_one_of(memory_time_stated, (data_volume, bandwidth)),
    requires_one_of(compute_time_stated, (operations, effective_rate)),
    check = Self::terms_given_once,
)]
pub struct IronLaw {
    /// Fixed overhead no upgrade shortens.
    #[input(non_negative, unit = MILLISECOND)]
    pub overhead: Time,
    /// The memory term, when known directly.
    #[input(non_negative, unit = MILLISECOND)]
    pub memory_time_stated: Option<Time>,
    /// Bytes the task moves, when the memory term is not stated.
    #[input(non_negative, unit = GB)]
    pub data_volume: Option<Information>,
    /// Bandwidth the bytes move at.
    #[input(positive, unit = GB_PER_SECOND)]
    pub bandwidth: Option<DataRate>,
    /// The compute term, when known directly.
    #[input(non_negative, unit = MILLISECOND)]
    pub compute_time_stated: Option<Time>,
    /// Work the task does, when the compute term is not stated.
    #[input(non_negative, unit = GFLOP)]
    pub operations: Option<FlopCount>,
    /// Rate the work runs at: the peak times its utilization.
    #[input(positive, unit = GFLOP_PER_SECOND)]
    pub effective_rate: Option<FlopRate>,
    /// How many times faster the upgrade makes the memory term.
    #[input(default = 1.0, positive)]
    pub memory_speedup: f64,
    /// How many times faster the upgrade makes the compute term.
    #[input(default = 1.0, positive)]
    pub compute_speedup: f64,

    /// The memory term.
    #[property(match optional(memory_time_stated) {
        Some(t) => t,
        None => transfer_time(data_volume, bandwidth)?,
    })]
    pub memory_time: Time,
    /// The compute term.
    #[property(match optional(compute_time_stated) {
        Some(t) => t,
        None => mlsysim_core::laws::compute_time(operations, effective_rate)?,
    })]
    pub compute_time: Time,
    /// The bandwidth after the upgrade.
    #[property(bandwidth * memory_speedup, unit = GB_PER_SECOND)]
    pub upgraded_bandwidth: DataRate,
    /// Time with the three terms in sequence.
    #[property(iron_law_sequential_time(memory_time, compute_time, overhead)?)]
    pub sequential_time: Time,
    /// Time with loading and computing overlapped perfectly.
    #[property(iron_law_overlapped_time(memory_time, compute_time, overhead)?)]
    pub overlapped_time: Time,
    /// The memory term after the upgrade.
    #[property(memory_time / memory_speedup)]
    pub upgraded_memory_time: Time,
    /// The compute term after the upgrade.
    #[property(compute_time / compute_speedup)]
    pub upgraded_compute_time: Time,
    /// Time in sequence after the upgrade.
    #[property(iron_law_sequential_time(upgraded_memory_time, upgraded_compute_time, overhead)?)]
    pub upgraded_sequential_time: Time,
    /// Time overlapped after the upgrade.
    #[property(iron_law_overlapped_time(upgraded_memory_time, upgraded_compute_time, overhead)?)]
    pub upgraded_overlapped_time: Time,
    /// What dividing the whole sequential time by both speedups would promise.
    #[property(sequential_time / (memory_speedup * compute_speedup))]
    pub naive_upgraded_time: Time,
    /// Share of the sequential time the upgrade removes.
    #[property(1.0 - upgraded_sequential_time / sequential_time)]
    pub sequential_reduction: f64,
}

impl IronLaw {
    /// Each term is stated or given as volume over rate, not both ways at once.
    fn terms_given_once(&self) -> Result<(), InputError> {
        let both = |input, term: &str, volume: &str| {
            Err(InputError::Invalid {
                input,
                reason: format!(
                    "the {term} term is stated and also given as {volume}: give it one way"
                )
                .into(),
            })
        };
        if self.memory_time_stated.is_some() && self.data_volume.is_some() {
            return both("data_volume", "memory", "a data volume");
        }
        if self.compute_time_stated.is_some()
            && (self.operations.is_some() || self.effective_rate.is_some())
        {
            return both("operations", "compute", "operations over a rate");
        }
        Ok(())
    }
}

/// A memory-bound task on one accelerator: 2 GB at 100 GB/s and 1 GFLOP at an effective 100
/// GFLOP/s, plus 5 ms of overhead; the upgrade doubles the bandwidth.
#[preset(name = "IronLawMemoryBoundExample")]
pub fn iron_law_memory_bound_example() -> Result<IronLaw, InputError> {
    IronLaw::builder()
        .data_volume(gigabytes(2.0))
        .bandwidth(GB_PER_SECOND.of(100.0))
        .operations(GFLOP.of(1.0))
        .effective_rate(GFLOP_PER_SECOND.of(100.0))
        .overhead(milliseconds(5.0))
        .memory_speedup(2.0)
        .build()
}

/// A compute-heavy task: 2 s of data movement, 8 s of computation and 1 s of overhead; the
/// upgrade doubles the arithmetic rate.
#[preset(name = "IronLawComputeHeavyExample")]
pub fn iron_law_compute_heavy_example() -> Result<IronLaw, InputError> {
    IronLaw::builder()
        .memory_time_stated(seconds(2.0))
        .compute_time_stated(seconds(8.0))
        .overhead(seconds(1.0))
        .compute_speedup(2.0)
        .build()
}
