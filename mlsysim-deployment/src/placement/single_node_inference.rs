use super::PLACEMENT;
use mlsysim_core::registry::{Hardware, Models};
use mlsysim_core::{
    DataRate, DataSize, Energy, FlopRate, Frequency, HardwareNode, Information, InputError,
    Intensity, Precision, Time, Workload, preset, scenario,
};

/// One inference step of a model on one device: the reference engine's roofline with
/// efficiency, its fixed overheads and its memory-fit check.
///
/// The model is lowered to the work of one forward pass and the bytes of its weights at
/// `precision`. A step of `batch_size` samples runs `batch_size` passes of work at `efficiency`
/// of the device's peak and moves the weights once plus a tenth of them per sample, at the
/// bandwidth of the memory the weights live in: main memory, the on-chip SRAM when they fit
/// there, flash on a microcontroller, or the host link when they do not fit the device at all.
/// The step takes the longer of the two times (as if they overlapped perfectly), plus the
/// device's dispatch tax and a framework tax per layer; energy is the device's TDP, 30% idle and
/// the rest in proportion to its utilization, over the step.
#[scenario(
    family = PLACEMENT,
    assumption = "The compute and memory times overlap perfectly; only the efficiency derates a peak (memory streams at its full bandwidth).",
    assumption = "A step moves the weights once and a tenth of the weights per sample for activations.",
    assumption = "Weights that do not fit the device's memory are offloaded to the host, and then all of the step's bytes move at the slower of the host link and main memory.",
    assumption = "The device draws 30% of its TDP idle and the rest in proportion to its utilization; a device without a stated TDP draws nothing.",
    excludes = "Activations and the KV cache in the memory footprint (inference holds the weights only), training, queueing and batching delay.",
    derivation = "The roofline (Williams, Waterman and Patterson, 2009): a step can go no faster than its work at the compute roof or its bytes at the memory roof.",
    rule(precision.storage_bytes().is_some(), "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)"),
    example = r#"
// ResNet-50 at batch one on an H100 waits on launches, not on its roofs
use mlsysim_deployment::placement::res_net50_batch1_h100_fp16_peak_rate;

let s = res_net50_batch1_h100_fp16_peak_rate()?;
assert_eq!(s.bottleneck()?, "Memory");
assert!(s.overhead_dominated()?);
assert!(s.latency()? > s.latency_memory()? + s.latency_compute()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SingleNodeInference {
    /// The model run.
    pub workload: &'static Workload,
    /// The device it runs on; its peak rates, memory, links, dispatch tax and TDP are read.
    pub hardware: &'static HardwareNode,
    /// Samples in one step.
    #[input(default = 1, range = 1..)]
    pub batch_size: i64,
    /// Storage format of the weights; it also picks the peak rate where the device states one.
    #[input(default = Precision::Fp16)]
    pub precision: Precision,
    /// Share of the peak rate the software sustains.
    #[input(default = 0.5, positive, range = ..=1.0)]
    pub efficiency: f64,

    /// Time of one step.
    #[property(engine_latency(workload, hardware, batch_size, precision, efficiency)?, unit = MILLISECOND)]
    pub latency: Time,
    /// Time to do the step's work at the engine's rate.
    #[property(engine_compute_time(workload, hardware, batch_size, precision, efficiency)?, unit = MILLISECOND)]
    pub latency_compute: Time,
    /// Time to move the step's bytes at the engine's bandwidth.
    #[property(engine_memory_time(workload, hardware, batch_size, precision)?, unit = MILLISECOND)]
    pub latency_memory: Time,
    /// The fixed overhead: the dispatch tax and the tax per layer.
    #[property(engine_overhead(workload, hardware)?, unit = MILLISECOND)]
    pub latency_overhead: Time,
    /// Samples a second.
    #[property(engine_throughput(workload, hardware, batch_size, precision, efficiency)?, unit = SAMPLES_PER_SECOND)]
    pub throughput: Frequency,
    /// What binds the step on the roofline: `Compute` or `Memory`.
    #[property(engine_bottleneck(workload, hardware, batch_size, precision, efficiency)?)]
    pub bottleneck: String,
    /// Work per byte the step moves.
    #[property(engine_intensity(workload, batch_size, precision)?)]
    pub arithmetic_intensity: Intensity,
    /// Energy of one step.
    #[property(engine_energy(workload, hardware, batch_size, precision, efficiency)?, unit = MILLIJOULE)]
    pub energy: Energy,
    /// Bytes of the weights: the footprint of inference.
    #[property(engine_footprint(workload, precision)?, unit = MB)]
    pub memory_footprint: DataSize,
    /// The rate the work runs at: the peak at `precision` times the efficiency.
    #[property(engine_rate(hardware, precision, efficiency)?, unit = TFLOP_PER_SECOND)]
    pub peak_flops_actual: FlopRate,
    /// The bandwidth the step's bytes move at.
    #[property(engine_bandwidth(workload, hardware, precision)?, unit = GB_PER_SECOND)]
    pub peak_bw_actual: DataRate,
    /// Model FLOPs utilization: the step's work over the step, as a share of the peak.
    #[property(engine_mfu(workload, hardware, batch_size, precision, efficiency)?)]
    pub mfu: f64,
    /// Hardware FLOPs utilization: in inference the hardware does only the model's work, so it
    /// equals the MFU.
    #[property(mfu)]
    pub hfu: f64,
    /// Whether the weights fit the device's memory.
    #[property(engine_fits(workload, hardware, precision)?)]
    pub feasible: bool,
    /// Bytes of the weights offloaded to the host (zero when they fit).
    #[property(engine_spill(workload, hardware, precision)?, unit = GB)]
    pub offload_spill_bytes: Information,
    /// Whether the fixed overhead outlasts both the compute and the memory time.
    #[property(engine_overhead_dominated(workload, hardware, batch_size, precision, efficiency)?)]
    pub overhead_dominated: bool,
    /// Bytes the step moves.
    #[property(engine_traffic(workload, batch_size, precision)?, unit = MB)]
    pub traffic: Information,
    /// The registry's inference work of the batch per byte moved.
    #[property(workload.forward_flops()? * batch_size / traffic)]
    pub intensity: Intensity,
    /// The intensity at which the engine's rate meets its bandwidth.
    #[property(ridge_point(peak_flops_actual, peak_bw_actual)?)]
    pub ridge: Intensity,
}

/// ResNet-50, one image, on an A100 at FP16 and peak rate: both times are lower bounds.
#[preset(name = "ResNet50A100Batch1")]
pub fn res_net50_a100_batch1() -> Result<SingleNodeInference, InputError> {
    SingleNodeInference::builder()
        .workload(Models::Vision::ResNet50)
        .hardware(Hardware::Cloud::A100)
        .precision(Precision::Fp16)
        .efficiency(1.0)
        .build()
}

/// ResNet-50, one image, on the iPhone 15 Pro's neural engine at INT8 and peak rate.
#[preset(name = "ResNet50PhoneNpuBatch1")]
pub fn res_net50_phone_npu_batch1() -> Result<SingleNodeInference, InputError> {
    SingleNodeInference::builder()
        .workload(Models::Vision::ResNet50)
        .hardware(Hardware::Mobile::iPhone15Pro)
        .precision(Precision::Int8)
        .efficiency(1.0)
        .build()
}

/// MobileNetV2, one image, on a flagship phone at the engine's defaults (FP16, half the peak):
/// the whole phone's energy over the step.
#[preset(name = "MobileNetV2PhoneBatch1")]
pub fn mobile_net_v2_phone_batch1() -> Result<SingleNodeInference, InputError> {
    SingleNodeInference::builder()
        .workload(Models::Vision::MobileNetV2)
        .hardware(Hardware::Mobile::iPhone15Pro)
        .build()
}

/// One smart-doorbell frame: the wake-vision model on the ESP32-S3 at 16 bits.
#[preset(name = "SmartDoorbellFrame")]
pub fn smart_doorbell_frame() -> Result<SingleNodeInference, InputError> {
    SingleNodeInference::builder()
        .workload(Models::Tiny::WakeVision)
        .hardware(Hardware::Tiny::ESP32_S3)
        .precision(Precision::Fp16)
        .build()
}

/// ResNet-50, one image, on an H100 at INT8 and peak rate: an arithmetic floor, not a latency.
#[preset(name = "ResNet50Batch1H100Int8PeakRate")]
pub fn res_net50_batch1_h100_int8_peak_rate() -> Result<SingleNodeInference, InputError> {
    SingleNodeInference::builder()
        .workload(Models::Vision::ResNet50)
        .hardware(Hardware::Cloud::H100)
        .precision(Precision::Int8)
        .efficiency(1.0)
        .build()
}

/// The same image at FP16 and peak rate.
#[preset(name = "ResNet50Batch1H100Fp16PeakRate")]
pub fn res_net50_batch1_h100_fp16_peak_rate() -> Result<SingleNodeInference, InputError> {
    res_net50_batch1_h100_int8_peak_rate()?
        .variant()
        .precision(Precision::Fp16)
        .build()
}
