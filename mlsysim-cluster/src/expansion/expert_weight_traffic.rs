use super::EXPANSION;
use mlsysim_core::{Information, InputError, Precision, Workload, preset, scenario};

/// The weight bytes of a mixture-of-experts model, resident and read per token, against a dense
/// model that reads every weight each step.
///
/// Every expert stays resident, but a token reads only the active parameters; a dense model of
/// `dense_parameters` reads all of its weights. The ratios are payload counts, not latencies.
#[scenario(
    family = EXPANSION,
    assumption = "Every weight is stored at `bytes_per_param`, experts and shared layers alike.",
    rule(workload.experts.is_some(), "`workload` is a mixture-of-experts model with its active parameters in the registry"),
    excludes = "The KV cache, activations, and the routing that decides which experts a token reads.",
    derivation = "Bytes are parameters times the bytes of each.",
    example = r#"
// DeepSeek-V3 keeps 18 times the bytes a token reads
use mlsysim_cluster::expansion::deep_seek_v3_weight_traffic;

let s = deep_seek_v3_weight_traffic()?;
assert!((s.resident_to_active()? - 18.135135135135137).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ExpertWeightTraffic {
    /// The mixture-of-experts model.
    pub workload: &'static Workload,
    /// Parameters of the dense model compared.
    #[input(range = 1.0..)]
    pub dense_parameters: f64,
    /// Bytes of one stored parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,

    /// Bytes of every expert, resident.
    #[property(memory_from_params(workload.parameter_count()?, bytes_per_param)?, unit = GB)]
    pub resident_bytes: Information,
    /// Bytes one token reads: the active parameters.
    #[property(
        memory_from_params(from_registry(workload.experts.map(|e| e.active_parameters), "active parameters", workload.path)?, bytes_per_param)?,
        unit = GB,
    )]
    pub active_bytes: Information,
    /// Bytes the dense model reads each step.
    #[property(memory_from_params(dense_parameters, bytes_per_param)?, unit = GB)]
    pub dense_bytes: Information,
    /// How many times the bytes read the bytes resident are.
    #[property(resident_bytes / active_bytes)]
    pub resident_to_active: f64,
    /// How many times the mixture's bytes read the dense model's are.
    #[property(dense_bytes / active_bytes)]
    pub dense_to_active: f64,
}

/// DeepSeek-V3's weights at 16 bits, all experts resident against the active parameters one
/// token reads, beside an illustrative dense 400B model that reads every weight each step.
#[preset(name = "DeepSeekV3WeightTraffic")]
pub fn deep_seek_v3_weight_traffic() -> Result<ExpertWeightTraffic, InputError> {
    ExpertWeightTraffic::builder()
        .workload(Workload::find("Language.DeepSeek_V3")?)
        .dense_parameters(400e9)
        .bytes_per_param(crate::derived(
            "bytes_per_param",
            mlsysim_core::laws::precision_width(Precision::Fp16),
        )?)
        .build()
}
