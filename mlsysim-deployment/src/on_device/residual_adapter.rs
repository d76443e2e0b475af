use super::ON_DEVICE;
use crate::width;
use mlsysim_core::{Information, InputError, Precision, preset, scenario};

/// Residual bottleneck adapters, one at each of several sites of a model: their parameters and
/// bytes.
///
/// An adapter projects the model's width down to a bottleneck and back up, each projection with
/// a bias, and adds the result to its input.
#[scenario(
    family = ON_DEVICE,
    assumption = "Both projections carry a bias; the adapters share nothing.",
    excludes = "Optimizer state and activations of the adapters.",
    example = r#"
// Twelve adapters of width 768 and bottleneck 16 take 0.6 MB at FP16
use mlsysim_deployment::on_device::compact_encoder_residual_adapters;

let s = compact_encoder_residual_adapters()?;
assert_eq!(s.params_per_adapter()?, 25_360);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ResidualAdapter {
    /// The model's width at each site.
    #[input(range = 1..)]
    pub width: i64,
    /// The adapter's bottleneck width.
    #[input(range = 1..)]
    pub bottleneck: i64,
    /// Sites with an adapter.
    #[input(range = 0..)]
    pub sites: i64,
    /// Bytes of one parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,

    /// Parameters of one adapter.
    #[property(residual_adapter_params(width, bottleneck)?)]
    pub params_per_adapter: i64,
    /// Parameters of all the adapters.
    #[property(params_per_adapter * sites)]
    pub params_total: i64,
    /// Bytes of one adapter.
    #[property(params_per_adapter * bytes_per_param, unit = KB)]
    pub adapter_bytes: Information,
    /// Bytes of all the adapters.
    #[property(params_total * bytes_per_param, unit = MB)]
    pub total_bytes: Information,
}

/// A compact transformer encoder of width 768 with a bottleneck-16 adapter after each of its
/// 12 blocks, in FP16.
#[preset(name = "CompactEncoderResidualAdapters")]
pub fn compact_encoder_residual_adapters() -> Result<ResidualAdapter, InputError> {
    ResidualAdapter::builder()
        .width(768)
        .bottleneck(16)
        .sites(12)
        .bytes_per_param(width(Precision::Fp16)?)
        .build()
}
