use super::QUANTIZATION;
use mlsysim_core::units::{MICROSECOND, bytes, per_second};
use mlsysim_core::{
    DataSize, Energy, Frequency, HardwareNode, Information, InputError, Precision, Time, Workload,
    preset, scenario,
};

/// A float model and its INT8 version served on one accelerator, judged against acceptance
/// limits.
///
/// Accuracy and calibration error are stated. Latency and large-batch throughput come from a
/// model of the inference engine: a batch of one costs one host launch, a floor per fused
/// kernel, one read of the weights at the memory bandwidth and the device time of one image.
/// The float engine's image time is its forward FLOPs at a sustained share of the peak at
/// `float_precision` (FP32 engines run on TF32 tensor cores); the share is what an anchor
/// accelerator's measured training rate implies (training is three forward passes of work).
/// The INT8 image time is the reciprocal of a measured offline rate, which is also its
/// large-batch throughput. Model sizes come from the registry at the two widths, and energy per
/// image is full board power over the throughput.
#[scenario(
    family = QUANTIZATION,
    assumption = "The float engine sustains the same share of its peak as the anchor accelerator's measured training implies, with training taken as three forward passes of work.",
    assumption = "A batch of one runs one host launch, `fused_kernels` kernels of at least `kernel_floor` each, one read of the weights and one image, in sequence.",
    assumption = "The board draws its full TDP while serving at large batch.",
    rule(workload.parameters.is_some(), "`workload` has a parameter count in the registry (a model known only by its size would report a size reduction of 1, as the reference does)"),
    rule(workload.inference_flops.is_some(), "`workload` has its forward work (inference FLOPs) in the registry"),
    rule(hardware.peak_at(float_precision).is_ok(), "the registry states a peak rate of `hardware` at `float_precision`"),
    excludes = "Accuracy and calibration themselves: they are stated, not modelled. Batching beyond one for the latency, and host-side pre- and post-processing.",
    derivation = "Latency adds the iron law's terms for one forward pass; energy per image is power over images per second.",
    example = r#"
// INT8 on an H100: faster and smaller, but over the calibration limit
use mlsysim_compute::quantization::resnet50_int8_profile_h100;

let s = resnet50_int8_profile_h100()?;
assert_eq!(s.size_reduction()?, 4.0);
assert!(s.latency_speedup()? > 1.0);
assert!(s.passes_top1()? && !s.passes_calibration()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct QuantizedDeploymentProfile {
    /// The model served.
    pub workload: &'static Workload,
    /// The accelerator it runs on.
    pub hardware: &'static HardwareNode,
    /// Storage width of one float weight.
    #[input(positive, unit = BYTE)]
    pub float_bytes: Information,
    /// Storage width of one INT8 weight.
    #[input(positive, unit = BYTE)]
    pub int_bytes: Information,
    /// Precision whose peak the float engine runs at.
    #[input(default = Precision::Tf32)]
    pub float_precision: Precision,
    /// The accelerator whose measured training rate sets the sustained share of peak.
    pub anchor_hardware: &'static HardwareNode,
    /// Images a second the anchor accelerator trains at.
    #[input(positive, unit = PER_SECOND)]
    pub anchor_training_rate: Frequency,
    /// Images a second the INT8 engine serves at large batch, measured.
    #[input(positive, unit = PER_SECOND)]
    pub int_offline_rate: Frequency,
    /// Host cost of one kernel launch.
    #[input(non_negative, unit = MICROSECOND)]
    pub kernel_launch: Time,
    /// Least device time one kernel takes.
    #[input(non_negative, unit = MICROSECOND)]
    pub kernel_floor: Time,
    /// Kernels of one forward pass once normalization, activation and additions are fused.
    #[input(range = 0..)]
    pub fused_kernels: i64,
    /// Top-1 accuracy of the float model, in percent.
    #[input(range = 0.0..=100.0)]
    pub float_top1_pct: f64,
    /// Top-1 accuracy of the INT8 model, in percent.
    #[input(range = 0.0..=100.0)]
    pub int_top1_pct: f64,
    /// Calibration error of the float model, in percent.
    #[input(range = 0.0..=100.0)]
    pub float_calibration_error_pct: f64,
    /// Calibration error of the INT8 model, in percent.
    #[input(range = 0.0..=100.0)]
    pub int_calibration_error_pct: f64,
    /// Least acceptable top-1 accuracy, in percent.
    #[input(range = 0.0..=100.0)]
    pub top1_limit_pct: f64,
    /// Largest acceptable calibration error, in percent.
    #[input(range = 0.0..=100.0)]
    pub calibration_error_limit_pct: f64,

    /// Top-1 accuracy points lost to quantization.
    #[property(float_top1_pct - int_top1_pct)]
    pub top1_drop: f64,
    /// Share of the peak a forward pass sustains, from the anchor's training rate.
    #[property(anchor_training_rate * 3 * workload.forward_flops()? / anchor_hardware.peak_flops)]
    pub sustained_fraction: f64,
    /// Device time of one image in the float engine.
    #[property(
        compute_time(workload.forward_flops()?, hardware.peak_at(float_precision)? * sustained_fraction)?,
        unit = MICROSECOND,
    )]
    pub float_image_time: Time,
    /// Device time of one image in the INT8 engine.
    #[property(1.0 / int_offline_rate, unit = MICROSECOND)]
    pub int_image_time: Time,
    /// Time to read the float weights once.
    #[property(transfer_time(float_size, hardware.memory_bandwidth)?, unit = MICROSECOND)]
    pub float_weight_read: Time,
    /// Time to read the INT8 weights once.
    #[property(transfer_time(int_size, hardware.memory_bandwidth)?, unit = MICROSECOND)]
    pub int_weight_read: Time,
    /// Latency of one image in the float engine.
    #[property(
        engine_forward_time(1, kernel_launch, fused_kernels, kernel_floor, float_weight_read, float_image_time, 1)?,
        unit = MILLISECOND,
    )]
    pub float_latency: Time,
    /// Latency of one image in the INT8 engine.
    #[property(
        engine_forward_time(1, kernel_launch, fused_kernels, kernel_floor, int_weight_read, int_image_time, 1)?,
        unit = MILLISECOND,
    )]
    pub int_latency: Time,
    /// How many times faster one image is served in INT8.
    #[property(float_latency / int_latency)]
    pub latency_speedup: f64,
    /// Images a second of the float engine at large batch.
    #[property(1.0 / float_image_time, unit = PER_SECOND)]
    pub float_throughput: Frequency,
    /// Images a second of the INT8 engine at large batch.
    #[property(int_offline_rate, unit = PER_SECOND)]
    pub int_throughput: Frequency,
    /// How many times more images a second INT8 serves.
    #[property(int_throughput / float_throughput)]
    pub throughput_gain: f64,
    /// Bytes of the float weights.
    #[property(weight_bytes(workload, float_bytes)?)]
    pub float_size: DataSize,
    /// Bytes of the INT8 weights.
    #[property(weight_bytes(workload, int_bytes)?)]
    pub int_size: DataSize,
    /// How many times smaller the INT8 weights are.
    #[property(float_size / int_size)]
    pub size_reduction: f64,
    /// Energy per image of the float engine at full board power.
    #[property(
        energy_per_item(from_registry(hardware.tdp, "thermal design power", hardware.path)?, float_throughput)?,
        unit = MILLIJOULE,
    )]
    pub float_energy: Energy,
    /// Energy per image of the INT8 engine at full board power.
    #[property(
        energy_per_item(from_registry(hardware.tdp, "thermal design power", hardware.path)?, int_throughput)?,
        unit = MILLIJOULE,
    )]
    pub int_energy: Energy,
    /// How many times less energy an image takes in INT8.
    #[property(float_energy / int_energy)]
    pub energy_improvement: f64,
    /// Whether the INT8 model meets the accuracy limit.
    #[property(int_top1_pct >= top1_limit_pct)]
    pub passes_top1: bool,
    /// Whether the INT8 model meets the calibration limit.
    #[property(int_calibration_error_pct <= calibration_error_limit_pct)]
    pub passes_calibration: bool,
}

/// ResNet-50 in FP32 and INT8 on an H100 against a 75.5% top-1 and a 3.0% calibration-error
/// limit: accuracy and calibration stated, latency and throughput from the shared ResNet-50
/// H100 engine profile, energy per image at full board power.
#[preset(name = "ResNet50Int8ProfileH100")]
pub fn resnet50_int8_profile_h100() -> Result<QuantizedDeploymentProfile, InputError> {
    QuantizedDeploymentProfile::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .float_bytes(bytes(4.0))
        .int_bytes(bytes(1.0))
        .anchor_hardware(HardwareNode::find("Cloud.A100")?)
        // The reference's Benchmarks.ResNet50A100TrainThroughput.
        .anchor_training_rate(per_second(3200.0))
        // The reference's Benchmarks.ResNet50H100InferenceOfflinePerGpu (MLPerf Inference
        // v5.0 Offline, 715,761 images a second over 8 GPUs).
        .int_offline_rate(per_second(89_470.125))
        // The reference's RuntimeOverheads.KernelLaunch, and the engine profile's kernel floor
        // and fused kernel count (53 convolutions, 2 pools, 1 classifier).
        .kernel_launch(MICROSECOND.of(5.0))
        .kernel_floor(MICROSECOND.of(5.0))
        .fused_kernels(56)
        .float_top1_pct(76.1)
        .int_top1_pct(75.8)
        .float_calibration_error_pct(2.1)
        .int_calibration_error_pct(3.4)
        .top1_limit_pct(75.5)
        .calibration_error_limit_pct(3.0)
        .build()
}
