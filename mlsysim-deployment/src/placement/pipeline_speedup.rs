use super::PLACEMENT;
use mlsysim_core::units::milliseconds;
use mlsysim_core::{InputError, Named, Time, preset, scenario};
use mlsysim_serving::profile::ResNet50H100;

/// Stages of a request run one after another; one of them is made faster: Amdahl's law on a
/// pipeline.
///
/// The stage's share of the whole bounds what speeding it up can buy: the rest of the pipeline
/// still takes its time, however fast the stage becomes.
#[scenario(
    family = PLACEMENT,
    assumption = "The stages run in sequence, each taking its stated time; only the accelerated stage changes.",
    excludes = "Overlap between stages, and queueing between them.",
    derivation = "Amdahl (1967): the part of the work an improvement does not touch bounds the whole speedup.",
    rule(any!(s in stages, s == accelerated), "`accelerated` names one of `stages`"),
    example = r#"
// A 10x faster ML stage speeds a phone camera pipeline up by only 1.4x
use mlsysim_deployment::placement::phone_camera_pipeline;

let s = phone_camera_pipeline()?;
assert!((s.overall_speedup()? - 200.0 / 146.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PipelineSpeedup {
    /// Time of each stage, by name, in the order they run.
    #[input(non_negative, unit = MILLISECOND)]
    pub stages: Named<Time>,
    /// The stage made faster.
    pub accelerated: String,
    /// How many times faster the accelerated stage becomes.
    #[input(default = 1.0, positive)]
    pub speedup: f64,

    /// Time of the whole pipeline.
    #[property(sum!(s in stages, stages[s]), unit = MILLISECOND)]
    pub total: Time,
    /// The accelerated stage's share of the total.
    #[property(stages[accelerated] / total)]
    pub fraction: f64,
    /// The accelerated stage's time after the speedup.
    #[property(stages[accelerated] / speedup, unit = MILLISECOND)]
    pub accelerated_stage: Time,
    /// The whole pipeline's time after the speedup.
    #[property(total - stages[accelerated] + accelerated_stage, unit = MILLISECOND)]
    pub accelerated_total: Time,
    /// How many times faster the whole pipeline becomes.
    #[property(amdahl_speedup(fraction, speedup)?)]
    pub overall_speedup: f64,
    /// The speedup with the accelerated stage taking no time at all.
    #[property(amdahl_ceiling(fraction)?)]
    pub limit: f64,
}

/// A phone camera pipeline: image processing (100 ms), ML scene classification (60 ms) and tone
/// mapping (40 ms) in series, the ML stage made 10 times faster.
#[preset(name = "PhoneCameraPipeline")]
pub fn phone_camera_pipeline() -> Result<PipelineSpeedup, InputError> {
    PipelineSpeedup::builder()
        .stages(Named::from_iter([
            ("isp", milliseconds(100.0)),
            ("ml", milliseconds(60.0)),
            ("post", milliseconds(40.0)),
        ]))
        .accelerated("ml".to_string())
        .speedup(10.0)
        .build()
}

/// A vision pipeline of 8 ms of JPEG decode, resize and normalize on the host, then 10 ms of
/// inference made 5 times faster.
#[preset(name = "PreprocessBoundVisionPipeline")]
pub fn preprocess_bound_vision_pipeline() -> Result<PipelineSpeedup, InputError> {
    PipelineSpeedup::builder()
        .stages(Named::from_iter([
            ("preprocess", milliseconds(8.0)),
            ("inference", milliseconds(10.0)),
        ]))
        .accelerated("inference".to_string())
        .speedup(5.0)
        .build()
}

/// The stages of one ResNet-50 image request on an idle H100 server around a forward pass of
/// `forward` (host decode, resize and normalize; the copy over PCIe; top-5 on the host).
fn resnet50_request(forward: Time) -> Named<Time> {
    Named::from_iter([
        ("JPEG decode", milliseconds(3.0)),
        ("resize", milliseconds(1.0)),
        ("normalize", milliseconds(0.5)),
        ("copy to GPU", milliseconds(0.5)),
        ("forward pass", forward),
        ("top-5", milliseconds(0.1)),
    ])
}

/// One ResNet-50 image request on an idle H100 server, the forward pass in eager FP16 at batch
/// one from the serving profile; the comparison makes the model 10 times faster.
#[preset(name = "ResNet50RequestPathH100")]
pub fn res_net50_request_path_h100() -> Result<PipelineSpeedup, InputError> {
    PipelineSpeedup::builder()
        .stages(resnet50_request(ResNet50H100::new()?.eager_fp16(1.0)))
        .accelerated("forward pass".to_string())
        .speedup(10.0)
        .build()
}

/// The same request with the profile's TensorRT FP16 engine at batch one as the forward pass.
#[preset(name = "ResNet50RequestPathTensorRtH100")]
pub fn res_net50_request_path_tensor_rt_h100() -> Result<PipelineSpeedup, InputError> {
    res_net50_request_path_h100()?
        .variant()
        .stages(resnet50_request(ResNet50H100::new()?.tensorrt_fp16(1.0)))
        .build()
}

/// One DLRM recommendation request: parse it, fetch 100+ embedding vectors, run the MLP, rank
/// and filter; the MLP stage named but left as it is.
#[preset(name = "DlrmRequestPath")]
pub fn dlrm_request_path() -> Result<PipelineSpeedup, InputError> {
    PipelineSpeedup::builder()
        .stages(Named::from_iter([
            ("parse", milliseconds(0.5)),
            ("embedding lookup", milliseconds(6.0)),
            ("MLP forward", milliseconds(1.5)),
            ("rank and filter", milliseconds(1.0)),
        ]))
        .accelerated("MLP forward".to_string())
        .build()
}
