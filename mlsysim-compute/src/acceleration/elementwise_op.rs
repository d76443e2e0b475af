use super::ACCELERATION;
use mlsysim_core::registry::Transformer;
use mlsysim_core::units::{FLOP, bytes};
use mlsysim_core::{FlopCount, Information, InputError, Intensity, Workload, preset, scenario};

/// Arithmetic intensity of an element-wise or normalization kernel run without fusion.
///
/// A LayerNorm, a softmax or an activation reads each of its elements from device memory
/// `reads` times and writes it back `writes` times, at `bytes_per_value` each, and reads a small
/// vector of parameters (a LayerNorm's scale and shift) once. It does `flops_per_element`
/// operations per element. Its work over that traffic is the intensity that places it on a
/// roofline: a few operations per byte, far below any accelerator's ridge.
#[scenario(
    family = ACCELERATION,
    assumption = "Nothing is fused: every read and write goes to device memory, and no element is reused from a cache.",
    assumption = "Counts are at least 1 element and 0 parameters, reads or writes, and the operations per element and the value width are above zero; the reference also takes negative counts and zero widths.",
    rule(reads > 0 || writes > 0, "`reads` + `writes` is at least 1: a kernel that moves none of its elements has no intensity"),
    excludes = "Launch overhead, and the time the kernel takes: this places it on the roofline, it does not time it.",
    derivation = "Arithmetic intensity is operations over bytes moved between the arithmetic units and memory.",
    example = r#"
// An unfused LayerNorm does about 2 FLOP per byte
use mlsysim_compute::acceleration::gpt2_xl_layer_norm_prefill;

let s = gpt2_xl_layer_norm_prefill()?;
assert_eq!(s.traffic_bytes()?.value, 52_435_200.0);
assert!((s.intensity()?.value - 1.9997558891736849).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ElementwiseOp {
    /// Elements the kernel processes.
    #[input(range = 1..)]
    pub elements: i64,
    /// Operations per element.
    #[input(positive)]
    pub flops_per_element: f64,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Parameter values read once (a LayerNorm's scale and shift).
    #[input(default = 0, range = 0..)]
    pub parameter_values: i64,
    /// Times each element is read from memory.
    #[input(default = 1, range = 0..)]
    pub reads: i64,
    /// Times each element is written to memory.
    #[input(default = 1, range = 0..)]
    pub writes: i64,

    /// Operations over all elements.
    #[property(elements * flops_per_element * FLOP.of(1.0), unit = FLOP)]
    pub flops: FlopCount,
    /// Bytes the kernel reads for its elements.
    #[property(reads * elements * bytes_per_value, unit = BYTE)]
    pub input_bytes: Information,
    /// Bytes the kernel writes for its elements.
    #[property(writes * elements * bytes_per_value, unit = BYTE)]
    pub output_bytes: Information,
    /// Bytes of the parameters, read once.
    #[property(parameter_values * bytes_per_value, unit = BYTE)]
    pub parameter_bytes: Information,
    /// Every byte the unfused kernel moves.
    #[property(input_bytes + output_bytes + parameter_bytes, unit = BYTE)]
    pub traffic_bytes: Information,
    /// Operations per byte of that traffic.
    #[property(arithmetic_intensity(flops, traffic_bytes)?, unit = FLOP_PER_BYTE)]
    pub intensity: Intensity,
}

/// One unfused LayerNorm over a GPT-2 XL prefill batch of eight full-context sequences in
/// FP16: about eight operations per element (mean, variance, normalize, scale, shift), its scale
/// and shift vectors read once.
#[preset(name = "Gpt2XlLayerNormPrefill")]
pub fn gpt2_xl_layer_norm_prefill() -> Result<ElementwiseOp, InputError> {
    let (_, geometry, context) = gpt2_xl()?;
    let hidden = i64::from(geometry.hidden_dim);
    ElementwiseOp::builder()
        .elements(8 * context * hidden)
        .flops_per_element(8.0)
        .bytes_per_value(bytes(2.0))
        .parameter_values(2 * hidden)
        .build()
}

/// The attention softmax over every score of the same GPT-2 XL prefill batch in FP16: one score
/// per head per query-key pair, with an exponential, a sum and a division each.
#[preset(name = "Gpt2XlSoftmaxPrefill")]
pub fn gpt2_xl_softmax_prefill() -> Result<ElementwiseOp, InputError> {
    let (_, geometry, context) = gpt2_xl()?;
    ElementwiseOp::builder()
        .elements(8 * i64::from(geometry.heads) * context * context)
        .flops_per_element(3.0)
        .bytes_per_value(bytes(2.0))
        .build()
}

/// The registry's GPT-2 (XL) and its transformer geometry, for presets sized from it.
fn gpt2_xl() -> Result<(&'static Workload, Transformer, i64), InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    let geometry = *gpt2.geometry().map_err(|e| InputError::Invalid {
        input: "elements",
        reason: e.to_string().into(),
    })?;
    let context = geometry.context_length.ok_or_else(|| InputError::Invalid {
        input: "elements",
        reason: "GPT-2 has no context length in the registry".into(),
    })?;
    Ok((gpt2, geometry, i64::from(context)))
}
