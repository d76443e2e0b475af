use super::LAYERS;
use mlsysim_core::units::{GFLOP, TFLOP_PER_SECOND, per_second};
use mlsysim_core::{FlopCount, FlopRate, Frequency, InputError, Workload, preset, scenario};

/// A vision model on every frame of a video stream, on an accelerator planned at a share of its
/// peak: how much room the stream leaves, for the model and for a heavier one.
///
/// The stream needs the frame rate times the model's work per frame; the accelerator sustains
/// its peak times a planning utilization. Their ratio at the low utilization is the headroom.
/// The frame rate the peak alone would promise shows how far the naive plan overshoots.
#[scenario(
    family = LAYERS,
    assumption = "The work per frame is the model's inference FLOPs in the registry (per token for a language model, which then counts tokens as frames).",
    assumption = "The accelerator sustains a fixed share of its peak. Only `sustained_high` reads the high utilization.",
    rule(utilization_low <= utilization_high, "`utilization_low` is at most `utilization_high` (the reference accepts them in any order)"),
    excludes = "Pre- and post-processing, data movement and batching delays; the peak frame rate ignores utilization on purpose.",
    derivation = "A stream of f frames a second of F FLOPs each needs f·F FLOPs a second; a device sustaining R has R ÷ (f·F) times that.",
    example = r#"
// ResNet-50 at 30 frames a second on a 10 TFLOP/s GPU
use mlsysim_compute::layers::resnet50_thirty_fps_stream;

let s = resnet50_thirty_fps_stream()?;
assert!((s.headroom()? - 20.32520325203252).abs() < 1e-9);
assert!(s.alternative_headroom()? < 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct FrameRateHeadroom {
    /// The model run on every frame.
    pub workload: &'static Workload,
    /// Frames a second of the stream.
    #[input(positive, unit = PER_SECOND)]
    pub frame_rate: Frequency,
    /// Peak rate of the accelerator.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub peak_rate: FlopRate,
    /// Low end of the planning utilization.
    #[input(positive, range = 0.0..=1.0)]
    pub utilization_low: f64,
    /// High end of the planning utilization.
    #[input(positive, range = 0.0..=1.0)]
    pub utilization_high: f64,
    /// Work per frame of a heavier alternative model.
    #[input(positive, unit = GFLOP)]
    pub alternative_flops: FlopCount,

    /// The model's work per frame.
    #[property(workload.forward_flops()?, unit = GFLOP)]
    pub flops_per_frame: FlopCount,
    /// Rate of work the stream needs.
    #[property(frame_rate * flops_per_frame, unit = GFLOP_PER_SECOND)]
    pub required_rate: FlopRate,
    /// Rate sustained at the low utilization.
    #[property(peak_rate * utilization_low, unit = TFLOP_PER_SECOND)]
    pub sustained_low: FlopRate,
    /// Rate sustained at the high utilization.
    #[property(peak_rate * utilization_high, unit = TFLOP_PER_SECOND)]
    pub sustained_high: FlopRate,
    /// Sustained rate at the low utilization over the rate the stream needs.
    #[property(sustained_low / required_rate)]
    pub headroom: f64,
    /// Rate of work the alternative model needs on the stream.
    #[property(frame_rate * alternative_flops, unit = TFLOP_PER_SECOND)]
    pub alternative_required_rate: FlopRate,
    /// Sustained rate at the low utilization over the alternative's need.
    #[property(sustained_low / alternative_required_rate)]
    pub alternative_headroom: f64,
    /// Frames a second if the accelerator ran at its peak (the planning mistake).
    #[property(peak_rate / flops_per_frame, unit = PER_SECOND)]
    pub peak_frame_rate: Frequency,
}

/// ResNet-50 on a 30 frame-a-second stream on a 10 TFLOP/s GPU planned at 50 to 60% of its
/// peak, against a 100 GFLOP-a-frame detector.
#[preset(name = "ResNet50ThirtyFpsStream")]
pub fn resnet50_thirty_fps_stream() -> Result<FrameRateHeadroom, InputError> {
    FrameRateHeadroom::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .frame_rate(per_second(30.0))
        .peak_rate(TFLOP_PER_SECOND.of(10.0))
        .utilization_low(0.5)
        .utilization_high(0.6)
        .alternative_flops(GFLOP.of(100.0))
        .build()
}
