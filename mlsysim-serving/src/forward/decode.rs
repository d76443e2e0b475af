use super::FORWARD;
use mlsysim_core::{
    FlopCount, FlopRate, HardwareNode, Information, InputError, Intensity, Precision, Time,
    Workload, preset, scenario,
};

/// One decode step of a model on an accelerator, bound by streaming its weights.
///
/// At small batch every new token multiplies every weight once and reads every weight from
/// memory: a step does 2 FLOPs per parameter per request and moves the weights once. Set side by
/// side, the time to do the work and the time to move the bytes say which binds, and the work
/// over the bytes places the step on the device's roofline. With tensor parallelism each device
/// holds and multiplies its share of the weights.
#[scenario(
    family = FORWARD,
    assumption = "Every weight is read once per step and every parameter does 2 FLOPs per request; the device holds its share of the weights.",
    assumption = "The work runs at the peak at `peak_precision` where one is given, else at the device's headline peak, and at full speed in either case.",
    assumption = "A tie between the two times counts as compute bound.",
    rule(workload.parameter_count().is_ok(), "`workload` has a parameter count in the registry"),
    rule(precision.storage_bytes().is_some(), "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)"),
    rule(hardware.rate_at(peak_precision).is_some(), "`peak_precision` is a precision `hardware` states a peak rate for"),
    excludes = "Reading the key-value cache and launching kernels (the serving model counts both).",
    derivation = "A matrix-vector product with P weights does P multiply-adds, 2·P FLOPs, and reads each weight once: its intensity is 2·B ÷ w FLOP per byte for a batch of B at w bytes a weight.",
    example = r#"
// GPT-2 XL decoding at batch one on an H100: memory bound, far below the ridge
use mlsysim_serving::forward::gpt2_xl_decode_h100;

let s = gpt2_xl_decode_h100()?;
assert_eq!(s.bottleneck()?, "Memory");
assert!(s.bound_ratio()? > 295.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Decode {
    /// The model decoded.
    pub workload: &'static Workload,
    /// The accelerator; its memory bandwidth and peak rate are read.
    pub hardware: &'static HardwareNode,
    /// Storage format of the weights.
    #[input(default = Precision::Fp16)]
    pub precision: Precision,
    /// Requests decoded together, each producing one token a step.
    #[input(default = 1, range = 1..)]
    pub batch_size: u32,
    /// The precision whose peak rate prices the work, where it differs from the weights' (8-bit
    /// weights on an FP8 peak); absent, the device's headline peak.
    pub peak_precision: Option<Precision>,
    /// Devices the weights are split over (tensor parallelism).
    #[input(default = 1, range = 1..)]
    pub tp_size: u32,

    /// Bytes of weights one device reads a step.
    #[property(mlsysim_core::laws::weight_bytes(workload, precision_storage_width(precision)?)?.quantity() / tp_size, unit = GB)]
    pub weight_bytes: Information,
    /// Work of one step on one device.
    #[property(decode_flops(workload.parameter_count()?, 1.0)? * batch_size / tp_size, unit = GFLOP)]
    pub flops_per_step: FlopCount,
    /// The peak rate the work runs at.
    #[property(
        equation = "the device's peak at `peak_precision` where given, else its headline peak",
        body = self::peak(hardware, optional(peak_precision)),
        unit = TFLOP_PER_SECOND,
    )]
    pub peak: FlopRate,
    /// Time to do the step's work at the peak.
    #[property(mlsysim_core::laws::compute_time(flops_per_step, peak)?, unit = MILLISECOND)]
    pub compute_time: Time,
    /// Time to read the step's weights at the memory bandwidth.
    #[property(transfer_time(weight_bytes, hardware.memory_bandwidth)?, unit = MILLISECOND)]
    pub memory_time: Time,
    /// Share of the two times that is memory.
    #[property(memory_time / (memory_time + compute_time))]
    pub memory_share: f64,
    /// How many times longer the memory time is than the compute time.
    #[property(memory_time / compute_time)]
    pub bound_ratio: f64,
    /// Work per byte moved.
    #[property(arithmetic_intensity(flops_per_step, weight_bytes)?)]
    pub intensity: Intensity,
    /// The rate the roofline allows at this intensity.
    #[property(min(peak, hardware.memory_bandwidth * intensity), unit = TFLOP_PER_SECOND)]
    pub attainable_flops: FlopRate,
    /// The attainable rate as a share of the peak.
    #[property(attainable_flops / peak)]
    pub peak_fraction: f64,
    /// What binds the step: `Memory` when moving the weights takes longer, else `Compute`.
    #[property(if memory_time > compute_time { "Memory" } else { "Compute" }.to_string())]
    pub bottleneck: String,
}

/// The peak rate at `precision`, where one is asked for, else the headline peak.
fn peak(
    hardware: &'static HardwareNode,
    precision: Option<Precision>,
) -> Result<FlopRate, mlsysim_core::EvalError> {
    match precision {
        Some(p) => hardware.peak_at(p),
        None => Ok(hardware.peak_flops),
    }
}

/// GPT-2 XL (1.5 billion parameters) at FP16 and batch one on an H100.
#[preset(name = "Gpt2XlDecodeH100")]
pub fn gpt2_xl_decode_h100() -> Result<Decode, InputError> {
    Decode::builder()
        .workload(Workload::find("Language.GPT2")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .build()
}

/// The same GPT-2 XL step, named for its FP16 weights.
#[preset(name = "Gpt2XlFp16DecodeOnH100")]
pub fn gpt2_xl_fp16_decode_on_h100() -> Result<Decode, InputError> {
    gpt2_xl_decode_h100()?
        .variant()
        .precision(Precision::Fp16)
        .build()
}

/// Llama 2 70B at FP16 and batch one on one H100 (its weights would not fit; the bound holds
/// per byte read).
#[preset(name = "Llama2_70B_DecodeH100")]
pub fn llama2_70b_decode_h100() -> Result<Decode, InputError> {
    Decode::builder()
        .workload(Workload::find("Language.Llama2_70B")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .build()
}

/// Llama 2 70B split over two H100s.
#[preset(name = "Llama2_70B_DecodeTwoH100")]
pub fn llama2_70b_decode_two_h100() -> Result<Decode, InputError> {
    llama2_70b_decode_h100()?.variant().tp_size(2).build()
}

/// Llama 2 70B split over the eight H100s of a node: the floor of a decode step.
#[preset(name = "Llama2_70BDecodeFloorTp8")]
pub fn llama2_70b_decode_floor_tp8() -> Result<Decode, InputError> {
    llama2_70b_decode_h100()?.variant().tp_size(8).build()
}

/// Llama 3.1 70B at FP16 and batch one on an H100.
#[preset(name = "Llama3_70B_DecodeH100")]
pub fn llama3_70b_decode_h100() -> Result<Decode, InputError> {
    Decode::builder()
        .workload(Workload::find("Language.Llama3_70B")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .build()
}

/// The same step at batch 64: 64 times the work for the same weights.
#[preset(name = "Llama3_70B_DecodeH100Batch64")]
pub fn llama3_70b_decode_h100_batch64() -> Result<Decode, InputError> {
    llama3_70b_decode_h100()?.variant().batch_size(64).build()
}

/// Llama 3.1 70B with INT8 weights, its work priced at the H100's FP8 peak.
#[preset(name = "Llama3_70B_Int8DecodeH100")]
pub fn llama3_70b_int8_decode_h100() -> Result<Decode, InputError> {
    llama3_70b_decode_h100()?
        .variant()
        .precision(Precision::Int8)
        .peak_precision(Precision::Fp8)
        .build()
}
