use super::FRAMEWORK;
use crate::width;
use mlsysim_core::{Information, InputError, Precision, preset, scenario};

/// The full Jacobian of one layer: every output against every input, the matrix reverse-mode
/// differentiation never builds.
///
/// Backpropagation chains vector-Jacobian products instead, each the size of one layer's
/// input; building the matrix itself takes one value per pair of an input and an output.
#[scenario(
    family = FRAMEWORK,
    assumption = "The matrix is stored dense, one value per element.",
    example = r#"
// A 100,000-wide layer's Jacobian is 40 GB in FP32
use mlsysim_training::framework::dense100k_layer_jacobian_fp32;

let s = dense100k_layer_jacobian_fp32()?;
assert_eq!(s.elements()?, 10_000_000_000);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Jacobian {
    /// Inputs of the layer.
    #[input(range = 1..)]
    pub input_width: i64,
    /// Outputs of the layer.
    #[input(range = 1..)]
    pub output_width: i64,
    /// Bytes of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,

    /// Elements of the Jacobian.
    #[property(input_width * output_width)]
    pub elements: i64,
    /// Bytes of the Jacobian.
    #[property(elements * bytes_per_value, unit = GB)]
    pub size: Information,
}

/// The full Jacobian of one 100,000-wide layer in FP32.
#[preset(name = "Dense100kLayerJacobianFp32")]
pub fn dense100k_layer_jacobian_fp32() -> Result<Jacobian, InputError> {
    Jacobian::builder()
        .input_width(100_000)
        .output_width(100_000)
        .bytes_per_value(width::of(Precision::Fp32))
        .build()
}
