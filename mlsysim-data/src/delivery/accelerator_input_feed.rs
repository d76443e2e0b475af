use super::DELIVERY;
use crate::engineering::imagenet_labeling_versus_resnet_run;
use crate::{derived, stated};
use mlsysim_core::registry::entry::whole;
use mlsysim_core::registry::{Datasets, Literature, StorageSubsystem, Systems};
use mlsysim_core::units::{KB, per_second};
use mlsysim_core::{
    DataRate, FlopCount, FlopRate, Frequency, HardwareNode, Information, InputError, Precision,
    Workload, preset, scenario,
};

/// Accelerators training a model at a sustained rate, fed from a storage path and by host
/// loader workers: the arithmetic ceiling, the bandwidth the feed must deliver, and the share
/// of the rate a slower supply takes away.
///
/// The ceiling is the accelerator's peak over the training work of one sample
/// (`training_flops_factor` forward passes). The demand is the rate times the bytes of a
/// sample, as stored or after decode. A loader worker decodes and augments `worker_rate`
/// samples a second, so an accelerator needs enough workers to match its rate.
#[scenario(
    family = DELIVERY,
    equation = "ceiling = peak ÷ (factor × forward FLOPs); demand = accelerators × rate × bytes per sample; feeding loss = 1 − supply ÷ demand when the supply is short; workers = ceil(rate ÷ worker_rate)",
    assumption = "Training is compute bound at the sustained rate; the slowest of the storage path and the host link sets the supply.",
    assumption = "Whole workers are counted with a tolerance of 1e-9, so a crossing that is whole up to rounding needs no extra worker.",
    excludes = "Caching of the dataset in host memory, and decode on the accelerator.",
    derivation = "A pipeline runs at the pace of its slowest stage; bandwidth is samples a second times bytes a sample.",
    example = r#"
// One A100 outruns a cloud block volume
use mlsysim_data::delivery::resnet50_a100_input_feed;

let s = resnet50_a100_input_feed()?;
assert!(s.feeding_loss(false)? > 0.4);
assert_eq!(s.workers_per_accelerator()?, 9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AcceleratorInputFeed {
    /// The model trained.
    pub workload: &'static Workload,
    /// The accelerator; its peak and its host link are read.
    pub hardware: &'static HardwareNode,
    /// Samples a second one accelerator trains at.
    #[input(positive, unit = SAMPLES_PER_SECOND)]
    pub sustained_rate: Frequency,
    /// Bytes of a sample as stored.
    #[input(positive, unit = KB)]
    pub encoded_sample: Option<Information>,
    /// Bytes of a sample after decode.
    #[input(positive, unit = KB)]
    pub decoded_sample: Option<Information>,
    /// The storage path that feeds the accelerators.
    pub supply: Option<&'static StorageSubsystem>,
    /// Forward passes of work in one training step of a sample.
    #[input(default = 3.0, positive)]
    pub training_flops_factor: f64,
    /// Accelerators fed by the path.
    #[input(default = 1, range = 1..)]
    pub accelerators: i64,
    /// Samples a second one host loader worker prepares.
    #[input(positive, unit = SAMPLES_PER_SECOND)]
    pub worker_rate: Option<Frequency>,
    /// Samples a second the whole host can decode (stated for context; nothing reads it).
    #[input(positive, unit = SAMPLES_PER_SECOND)]
    pub host_decode_cap: Option<Frequency>,
    /// Loader workers the host gives each accelerator.
    #[input(range = 0..)]
    pub host_workers: Option<i64>,

    /// Samples a second one accelerator's workers prepare.
    #[property(host_workers * worker_rate, unit = SAMPLES_PER_SECOND)]
    pub host_supply: Frequency,
    /// Share of the time the accelerator computes when the host is the slower stage.
    #[property(min(1.0, (host_supply / sustained_rate).value))]
    pub busy_fraction: f64,
    /// Training work of one sample.
    #[property(from_registry(workload.inference_flops, "inference FLOPs", workload.path)? * training_flops_factor, unit = GFLOP)]
    pub training_flops_per_sample: FlopCount,
    /// Samples a second one accelerator trains at its peak.
    #[property(hardware.peak_flops / training_flops_per_sample, unit = SAMPLES_PER_SECOND)]
    pub ceiling_rate: Frequency,
    /// The sustained rate as a share of the ceiling.
    #[property(sustained_rate / ceiling_rate)]
    pub sustained_fraction: f64,
    /// Model arithmetic one accelerator sustains; over the peak it is the MFU.
    #[property(sustained_rate * training_flops_per_sample, unit = TFLOP_PER_SECOND)]
    pub achieved_flops: FlopRate,
    /// The ceiling over the sustained rate.
    #[property(1.0 / sustained_fraction)]
    pub ceiling_gap: f64,
    /// Samples a second every accelerator trains at together.
    #[property(accelerators * sustained_rate, unit = SAMPLES_PER_SECOND)]
    pub total_rate: Frequency,
    /// Bandwidth every accelerator draws at the sustained rate, as stored or decoded (the
    /// reference's `demand` with its default rate; `demand_at` takes the rate).
    #[method(demand_at(sustained_rate, decoded)?, unit = MB_PER_SECOND, samples(decoded = ["false", "true"]))]
    pub demand: fn(decoded: bool) -> DataRate,
    /// Bandwidth every accelerator draws at `rate`, as stored or decoded.
    #[method(
        {
            let (size, name) = if decoded {
                (optional(decoded_sample), "decoded_sample")
            } else {
                (optional(encoded_sample), "encoded_sample")
            };
            match size {
                Some(size) => accelerators * rate * size,
                None => return Err(mlsysim_core::EvalError::missing("demand_at", name)),
            }
        },
        unit = MB_PER_SECOND,
        samples(rate = ceiling_rate, decoded = ["false", "true"]),
        args(rate(non_negative)),
    )]
    pub demand_at: fn(rate: Frequency, decoded: bool) -> DataRate,
    /// Bandwidth every accelerator draws at the ceiling, as stored.
    #[property(demand_at(ceiling_rate, false)?, unit = MB_PER_SECOND)]
    pub ceiling_demand: DataRate,
    /// Decoded bytes per stored byte.
    #[property(decoded_sample / encoded_sample)]
    pub decode_expansion: f64,
    /// Bandwidth of the slowest modelled path: the storage path, or the host link when slower.
    #[property(match hardware.detail().interconnect {
        Some(link) if link.bandwidth < supply.bandwidth => link.bandwidth,
        _ => supply.bandwidth,
    }, unit = GB_PER_SECOND)]
    pub path_bandwidth: DataRate,
    /// Share of the sustained rate lost when the path is the slowest stage.
    #[method(supply_shortfall(demand(decoded)?, path_bandwidth)?, samples(decoded = ["false", "true"]))]
    pub feeding_loss: fn(decoded: bool) -> f64,
    /// Share of the sustained demand the storage path delivers, at most 1.
    #[property(min((supply.bandwidth / demand(false)?).value, 1.0))]
    pub supplied_fraction: f64,
    /// Stored samples a second a path of `bandwidth` delivers.
    #[method(bandwidth / encoded_sample, unit = SAMPLES_PER_SECOND, samples(bandwidth = ["250 MB/s", "2 GB/s"]), args(bandwidth(non_negative)))]
    pub samples_supplied: fn(bandwidth: DataRate) -> Frequency,
    /// Parallel streams of `bandwidth` each that meet the demand at the ceiling.
    #[method(ceiling_demand / bandwidth, samples(bandwidth = ["250 MB/s", "2 GB/s"]), args(bandwidth(positive)))]
    pub streams_needed: fn(bandwidth: DataRate) -> f64,
    /// Parallel streams of `bandwidth` each that meet the demand at `rate` (the reference's
    /// `streams_needed` given a rate).
    #[method(demand_at(rate, false)? / bandwidth, samples(bandwidth = ["250 MB/s"], rate = sustained_rate), args(bandwidth(positive), rate(non_negative)))]
    pub streams_needed_at: fn(bandwidth: DataRate, rate: Frequency) -> f64,
    /// Workers whose combined rate equals one accelerator's.
    #[property(sustained_rate / worker_rate)]
    pub worker_crossing: f64,
    /// Whole workers one accelerator needs.
    #[property(ceil(worker_crossing - 1e-9)?)]
    pub workers_per_accelerator: i64,
    /// Whole workers every accelerator needs when they draw from one pool.
    #[property(ceil((total_rate / worker_rate).value - 1e-9)?)]
    pub workers_pooled: i64,
}

/// ResNet-50 training on one A100 at the well-tuned sustained rate, fed 150 KB JPEGs that
/// decode to 224×224×3 FP32 tensors from a 250 MB/s cloud block volume, with host loader
/// workers at 375 images a second each (a host-wide decode cap of 3,500 images a second).
#[preset(name = "ResNet50A100InputFeed")]
pub fn resnet50_a100_input_feed() -> Result<AcceleratorInputFeed, InputError> {
    let imagenet = &Datasets::ImageNet;
    let pixels = stated(imagenet.image_width, "decoded_sample", "image width")?
        * stated(imagenet.image_height, "decoded_sample", "image height")?
        * stated(imagenet.image_channels, "decoded_sample", "image channels")?;
    let fp32 = stated(
        Precision::Fp32.storage_bytes(),
        "decoded_sample",
        "FP32 width",
    )?;
    AcceleratorInputFeed::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .hardware(HardwareNode::find("Cloud.A100")?)
        .sustained_rate(imagenet_labeling_versus_resnet_run()?.throughput_per_accelerator)
        .encoded_sample(KB.of(150.0))
        .decoded_sample(mlsysim_core::units::bytes(f64::from(pixels) * fp32))
        .supply(&Systems::Storage::CloudBlockStorageBaseline)
        .training_flops_factor(3.0)
        .worker_rate(per_second(375.0))
        .host_decode_cap(per_second(3500.0))
        .build()
}

/// The one-A100 feed scaled to the eight accelerators of one server.
#[preset(name = "ResNet50EightA100InputFeed")]
pub fn resnet50_eight_a100_input_feed() -> Result<AcceleratorInputFeed, InputError> {
    resnet50_a100_input_feed()?
        .variant()
        .accelerators(8)
        .build()
}

/// ResNet-50 on one H100 of a DGX H100 at the same share of its ceiling as the A100 reaches,
/// fed by its share of the host's CPU cores as loader workers.
#[preset(name = "ResNet50H100InputFeed")]
pub fn resnet50_h100_input_feed() -> Result<AcceleratorInputFeed, InputError> {
    let a100 = resnet50_a100_input_feed()?;
    let h100 = HardwareNode::find("Cloud.H100")?;
    let ceiling = derived(
        "sustained_rate",
        a100.variant().hardware(h100).build()?.ceiling_rate(),
    )?;
    let fraction = derived("sustained_rate", a100.sustained_fraction())?;
    let node = &Systems::Nodes::DGX_H100;
    let cores = stated(node.host_cpu_cores, "host_workers", "host CPU core count")?;
    a100.variant()
        .hardware(h100)
        .sustained_rate(fraction * ceiling)
        .host_workers(i64::from(cores / node.accelerators_per_node))
        .build()
}

/// ResNet-50 on one H100: the arithmetic ceiling at three forward passes a sample against the
/// per-accelerator rate of NVIDIA's 64-H100 MLPerf Training v3.1 submission.
#[preset(name = "ResNet50H100TrainingCeiling")]
pub fn resnet50_h100_training_ceiling() -> Result<AcceleratorInputFeed, InputError> {
    let benchmarks = &Literature::Benchmarks::ResNet50H100TrainThroughputAccelerators;
    AcceleratorInputFeed::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .sustained_rate(Literature::Benchmarks::ResNet50H100TrainThroughput.value)
        .accelerators(whole("accelerators", benchmarks.value)?)
        .training_flops_factor(3.0)
        .build()
}
