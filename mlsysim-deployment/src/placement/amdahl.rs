use super::PLACEMENT;
use mlsysim_core::{InputError, Named, preset, scenario};

/// A sequential request path whose one stage is made faster: Amdahl's law.
///
/// The stages that are not touched keep their time, so the whole can never become faster than
/// the total over that untouched time, however fast the stage becomes.
#[scenario(
    family = PLACEMENT,
    assumption = "The stages run one after another; only `stage` changes.",
    assumption = "The stages' times are in any one unit (milliseconds, or shares of the request): every result that is a time is in that unit.",
    excludes = "Overlap between stages.",
    derivation = "Amdahl (1967).",
    rule(any!(s in stages, s == stage), "`stage` names one of `stages`"),
    example = r#"
// A model that is a fifth of the latency, made infinitely fast, speeds the request up 1.25x
use mlsysim_deployment::placement::model_fifth_of_request_latency;

let s = model_fifth_of_request_latency()?;
assert!((s.overall_speedup()? - 1.25).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Amdahl {
    /// Time of each stage on the path, by name, all in one unit.
    #[input(non_negative)]
    pub stages: Named<f64>,
    /// The stage made faster.
    pub stage: String,
    /// How many times faster the stage becomes; absent, it takes no time at all (the limit of
    /// an infinite speedup).
    #[input(positive)]
    pub speedup: Option<f64>,

    /// Time of the whole path.
    #[property(sum!(s in stages, stages[s]))]
    pub total_time: f64,
    /// Time of the stage.
    #[property(stages[stage])]
    pub stage_time: f64,
    /// The stage's time after the speedup.
    #[property(if given(speedup) { stage_time / speedup } else { 0.0 })]
    pub upgraded_stage_time: f64,
    /// Time of the stages left untouched.
    #[property(total_time - stage_time)]
    pub untouched_time: f64,
    /// The whole path's time after the speedup.
    #[property(untouched_time + upgraded_stage_time)]
    pub upgraded_total_time: f64,
    /// The stage's share of the path.
    #[property(stage_time / total_time)]
    pub stage_fraction: f64,
    /// How many times faster the whole path becomes.
    #[property(if given(speedup) { amdahl_speedup(stage_fraction, speedup)? } else { amdahl_ceiling(stage_fraction)? })]
    pub overall_speedup: f64,
    /// Share of the path's time the speedup removes.
    #[property(1.0 - 1.0 / overall_speedup)]
    pub end_to_end_reduction: f64,
    /// Share of the stage's time the speedup removes.
    #[property(if given(speedup) { 1.0 - 1.0 / speedup } else { 1.0 })]
    pub stage_reduction: f64,
    /// The most the path can speed up, with the stage taking no time.
    #[property(total_time / untouched_time)]
    pub speedup_bound: f64,
}

/// A request that is 90 percent host preprocessing, its inference (the other 10 percent) made
/// 10 times faster by a rewritten kernel; stages as shares of the request.
#[preset(name = "HostPreprocessingRequestPath")]
pub fn host_preprocessing_request_path() -> Result<Amdahl, InputError> {
    Amdahl::builder()
        .stages(Named::from_iter([("preprocess", 0.9), ("inference", 0.1)]))
        .stage("inference".to_string())
        .speedup(10.0)
        .build()
}

/// A request path whose model is a fifth of the latency, made infinitely fast (the speedup left
/// out); decoding, resizing and display hold the rest. Stages as shares of the request.
#[preset(name = "ModelFifthOfRequestLatency")]
pub fn model_fifth_of_request_latency() -> Result<Amdahl, InputError> {
    Amdahl::builder()
        .stages(Named::from_iter([("model", 0.2), ("rest", 0.8)]))
        .stage("model".to_string())
        .build()
}

/// A request of 60 ms of preprocessing, a 45 ms model and 25 ms of postprocessing, the model
/// made 3 times faster by better kernels and quantization; stages in milliseconds.
#[preset(name = "ModelSpeedupRequestPath")]
pub fn model_speedup_request_path() -> Result<Amdahl, InputError> {
    Amdahl::builder()
        .stages(Named::from_iter([
            ("preprocess", 60.0),
            ("model", 45.0),
            ("postprocess", 25.0),
        ]))
        .stage("model".to_string())
        .speedup(3.0)
        .build()
}
