use super::COMPRESSION;
use crate::width;
use mlsysim_core::units::per_second;
use mlsysim_core::{DataSize, Frequency, Information, InputError, Precision, Time, Workload, preset, scenario};

/// A per-frame model against a camera's frame rate: the full model and a channel-pruned variant,
/// in floating point on the CPU and in integers on an accelerator.
///
/// The full model's frame rates are stated for both processors. A channel-pruned model keeps
/// dense tensors that run the same kernels on fewer channels, so its frame time scales with its
/// share of the arithmetic: an upper bound on the saving, which only a measurement confirms.
#[scenario(
    family = COMPRESSION,
    assumption = "A pruned model's time scales with its FLOPs on the same kernels.",
    excludes = "Pre- and post-processing, and the camera pipeline's own latency.",
    example = r#"
// Background blur at 30 frames a second: the CPU misses the budget, the accelerator meets it
use mlsysim_training::compression::mobile_net_v2_blur_pipeline_phone;

let s = mobile_net_v2_blur_pipeline_phone()?;
assert!(s.cpu_frame()? > s.frame_budget()?);
assert!(s.accelerator_frame()? < s.frame_budget()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct FrameCompression {
    /// The full model; its parameters and per-frame FLOPs are read.
    pub full: &'static Workload,
    /// The pruned model; its parameters and per-frame FLOPs are read.
    pub pruned: &'static Workload,
    /// Frames a second the camera delivers.
    #[input(positive, unit = PER_SECOND)]
    pub frame_rate: Frequency,
    /// Frames a second the full model runs at on the CPU, in floating point.
    #[input(positive, unit = PER_SECOND)]
    pub cpu_rate: Frequency,
    /// Frames a second the full model runs at on the accelerator, in integers.
    #[input(positive, unit = PER_SECOND)]
    pub accelerator_rate: Frequency,
    /// Bytes of one floating-point weight.
    #[input(positive, unit = BYTE)]
    pub float_bytes: Information,
    /// Bytes of one integer weight.
    #[input(positive, unit = BYTE)]
    pub int_bytes: Information,

    /// Time one frame may take.
    #[property(1.0 / frame_rate, unit = MILLISECOND)]
    pub frame_budget: Time,
    /// Time of one frame of the full model on the CPU.
    #[property(1.0 / cpu_rate, unit = MILLISECOND)]
    pub cpu_frame: Time,
    /// Time of one frame of the full model on the accelerator.
    #[property(1.0 / accelerator_rate, unit = MILLISECOND)]
    pub accelerator_frame: Time,
    /// The pruned model's FLOPs a frame over the full model's.
    #[property(pruned.forward_flops()? / full.forward_flops()?)]
    pub flop_fraction: f64,
    /// The pruned model's parameters over the full model's.
    #[property(pruned.parameter_count()? / full.parameter_count()?)]
    pub param_fraction: f64,
    /// The full model's weights in floating point.
    #[property(weight_bytes(full, float_bytes)?, unit = MB)]
    pub full_bytes: DataSize,
    /// The pruned model's weights in floating point.
    #[property(weight_bytes(pruned, float_bytes)?, unit = MB)]
    pub pruned_bytes: DataSize,
    /// The pruned model's weights in integers.
    #[property(weight_bytes(pruned, int_bytes)?, unit = MB)]
    pub pruned_int_bytes: DataSize,
    /// Time of one frame of the pruned model on the CPU.
    #[property(cpu_frame * flop_fraction, unit = MILLISECOND)]
    pub pruned_cpu_frame: Time,
    /// Time of one frame of the pruned model on the accelerator.
    #[property(accelerator_frame * flop_fraction, unit = MILLISECOND)]
    pub pruned_accelerator_frame: Time,
}

/// Real-time background blur with MobileNetV2 on a mid-tier phone against a 30-frame camera:
/// FP32 on the CPU, INT8 on the integer accelerator (illustrative rates), and the width-0.75
/// network as the channel-pruned model.
#[preset(name = "MobileNetV2BlurPipelinePhone")]
pub fn mobile_net_v2_blur_pipeline_phone() -> Result<FrameCompression, InputError> {
    FrameCompression::builder()
        .full(Workload::find("Vision.MobileNetV2")?)
        .pruned(Workload::find("Vision.MobileNetV2_Alpha0_75")?)
        .frame_rate(per_second(30.0))
        .cpu_rate(per_second(8.0))
        .accelerator_rate(per_second(35.0))
        .float_bytes(width::of(Precision::Fp32))
        .int_bytes(width::of(Precision::Int8))
        .build()
}
