use super::ACCELERATION;
use mlsysim_core::{HardwareNode, InputError, Workload, preset, scenario};

/// How fast dense models' parameter counts grew against one accelerator's memory bandwidth.
///
/// Each series is divided by its baseline entry (an accelerator and a model from the same
/// year), and the growth of each is its largest index, not its last. Sparse
/// (mixture-of-experts) models are indexed as well but kept out of the growth figure: their
/// total parameter count does not set the traffic of one token.
#[scenario(
    family = ACCELERATION,
    assumption = "Bandwidth is the memory bandwidth of one device as the registry states it; parameters are total parameter counts.",
    assumption = "The baselines need not be in the lists; a growth below 1 then means the list never reached its baseline.",
    rule(!accelerators.is_empty(), "`accelerators` lists at least one accelerator"),
    rule(!dense_models.is_empty(), "`dense_models` lists at least one model"),
    rule(baseline_model.parameters.is_some() && all!(m in dense_models, m.parameters.is_some()) && all!(m in sparse_models, m.parameters.is_some()), "`baseline_model` and every model of `dense_models` and `sparse_models` have a parameter count in the registry (the reference fails only when a growth is asked for)"),
    excludes = "Capacity, interconnect and compute growth, and how the models are actually served.",
    derivation = "An index of a series against its baseline shows relative growth independent of units; its maximum is the growth to date.",
    example = r#"
// Dense models outgrew memory bandwidth by two orders of magnitude
use mlsysim_compute::acceleration::dense_parameters_vs_bandwidth_since_2014;

let s = dense_parameters_vs_bandwidth_since_2014()?;
assert!(s.parameter_growth()? / s.bandwidth_growth()? > 100.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ParameterBandwidthGrowth {
    /// Accelerators whose bandwidth is indexed.
    pub accelerators: Vec<&'static HardwareNode>,
    /// Dense models whose parameter counts are indexed.
    pub dense_models: Vec<&'static Workload>,
    /// Sparse models, indexed but kept out of the growth figure.
    #[input(default = Vec::new())]
    pub sparse_models: Vec<&'static Workload>,
    /// The accelerator whose bandwidth is 1.
    pub baseline_accelerator: &'static HardwareNode,
    /// The model whose parameter count is 1.
    pub baseline_model: &'static Workload,

    /// Each accelerator's bandwidth over the baseline's.
    #[property(each!(h in accelerators, bandwidth_ratio(h.memory_bandwidth, baseline_accelerator.memory_bandwidth)?))]
    pub bandwidth_index: Vec<f64>,
    /// Parameters of the baseline model, which every model is indexed to.
    #[property(baseline_model.parameter_count()?)]
    pub baseline_parameters: f64,
    /// Each dense model's parameter count over the baseline's.
    #[property(each!(m in dense_models, m.parameter_count()? / baseline_parameters))]
    pub dense_index: Vec<f64>,
    /// Each sparse model's parameter count over the baseline's.
    #[property(each!(m in sparse_models, m.parameter_count()? / baseline_parameters))]
    pub sparse_index: Vec<f64>,
    /// The largest bandwidth index.
    #[property(max!(b in bandwidth_index, b))]
    pub bandwidth_growth: f64,
    /// The largest dense parameter index.
    #[property(max!(d in dense_index, d))]
    pub parameter_growth: f64,
}

/// Ten accelerators from the K80 (2014) to the B200 against seven dense models from AlexNet to
/// Llama 3.1 405B, indexed to the K80 and VGG-16 of 2014; DeepSeek-V3 is the sparse model,
/// reported but kept out of the growth figure.
#[preset(name = "DenseParametersVsBandwidthSince2014")]
pub fn dense_parameters_vs_bandwidth_since_2014() -> Result<ParameterBandwidthGrowth, InputError> {
    let nodes = |paths: &[&str]| -> Result<Vec<&'static HardwareNode>, InputError> {
        paths
            .iter()
            .map(|p| HardwareNode::find(p).map_err(InputError::from))
            .collect()
    };
    let models = |paths: &[&str]| -> Result<Vec<&'static Workload>, InputError> {
        paths
            .iter()
            .map(|p| Workload::find(p).map_err(InputError::from))
            .collect()
    };
    ParameterBandwidthGrowth::builder()
        .accelerators(nodes(&[
            "Cloud.K80",
            "Cloud.TPUv2",
            "Cloud.V100",
            "Cloud.A100",
            "Cloud.TPUv4",
            "Cloud.H100",
            "Cloud.MI300X",
            "Cloud.TPUv6",
            "Cloud.MI325X",
            "Cloud.B200",
        ])?)
        .dense_models(models(&[
            "Vision.AlexNet",
            "Vision.VGG16",
            "Vision.ResNet50",
            "Language.BERT_Large",
            "Language.GPT3",
            "Language.PaLM_540B",
            "Language.Llama3_405B",
        ])?)
        .sparse_models(models(&["Language.DeepSeek_V3"])?)
        .baseline_accelerator(HardwareNode::find("Cloud.K80")?)
        .baseline_model(Workload::find("Vision.VGG16")?)
        .build()
}
