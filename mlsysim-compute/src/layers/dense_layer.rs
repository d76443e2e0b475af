use super::{LAYERS, MNIST_SIDE};
use mlsysim_core::units::bytes;
use mlsysim_core::{FlopCount, Information, InputError, Intensity, Workload, preset, scenario};

/// One dense (fully connected) layer: its weights, its work per example, and the two
/// arithmetic intensities that say whether it waits on memory.
///
/// Each of the `in_features` × `out_features` weights does one multiply-add (two FLOPs) per
/// example of the batch. Counting only the weights, one read of them serves the whole batch, so
/// the intensity grows with the batch without bound. Counting one pass of traffic (the batch's
/// inputs read once, the weights read once, the outputs written once), the intensity instead
/// tends to 2·n·m ÷ (a·(n + m)) as the batch grows. Each intensity has an inverse: the batch at
/// which it reaches a target, such as a device's ridge point.
#[scenario(
    family = LAYERS,
    assumption = "Every weight does one multiply and one add per example; biases are counted only in `parameters`.",
    assumption = "The one-pass traffic reads the batch's inputs and the weights once and writes the outputs once: no tiling re-reads, no cache hits.",
    assumption = "Activations are `activation_bytes_per_value` wide, or as wide as the weights when it is not given; a width of zero is refused (the reference silently falls back to the weight width for it).",
    assumption = "Widths, the batch and byte widths are at least 1 and above zero, checked when the scenario is built; the reference accepts zero and negative ones.",
    assumption = "A target intensity at or above the one-pass limit (or not above zero) has no batch: `batch_for_traffic_intensity` is then an error, where the reference returns a negative batch.",
    excludes = "The activation function, the bias add and any fusion with neighbouring layers.",
    derivation = "Setting 2·B·n·m ÷ (B·n·a + n·m·w + B·m·a) = t and solving for B gives B = t·n·m·w ÷ (2·n·m − t·a·(n + m)), finite only while t < 2·n·m ÷ (a·(n + m)).",
    example = r#"
// A classifier head's batch against the H100's ridge point
use mlsysim_compute::layers::resnet50_classifier_head_batch32;
use mlsysim_core::units::FLOP_PER_BYTE;

let s = resnet50_classifier_head_batch32()?;
assert_eq!(s.weights()?, 2_048_000);
assert_eq!(FLOP_PER_BYTE.in_unit(s.intensity()?), 32.0);
let ridge = FLOP_PER_BYTE.of(295.2238805970149);
assert!(s.batch_for_traffic_intensity(ridge)? > 500.0);
// Beyond the one-pass limit no batch is enough.
assert!(s.batch_for_traffic_intensity(FLOP_PER_BYTE.of(700.0)).is_err());
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DenseLayer {
    /// Values into the layer (n).
    #[input(range = 1..)]
    pub in_features: u32,
    /// Values out of the layer (m).
    #[input(range = 1..)]
    pub out_features: u32,
    /// Storage width of one weight (w).
    #[input(positive, unit = BYTE)]
    pub bytes_per_weight: Information,
    /// Examples that share one read of the weights (B).
    #[input(default = 1, range = 1..)]
    pub batch_size: u32,
    /// Storage width of one input or output value (a); the weight width when absent.
    #[input(positive, unit = BYTE)]
    pub activation_bytes_per_value: Option<Information>,

    /// Weights: one per input-output pair.
    #[property(dense_layer_weights(in_features, out_features)?)]
    pub weights: i64,
    /// Biases: one per output.
    #[property(i64::from(out_features))]
    pub biases: i64,
    /// Weights and biases, as a framework's parameter count reports them.
    #[property(weights + biases)]
    pub parameters: i64,
    /// Multiply-adds for one example: one per weight.
    #[property(weights)]
    pub macs_per_example: i64,
    /// Bytes of the weights.
    #[property(weights * bytes_per_weight, unit = BYTE)]
    pub weight_bytes: Information,
    /// FLOPs of the batch per byte of weights: each weight read serves the whole batch.
    #[property(arithmetic_intensity(multiply_add_flops(batch_size, weights)?, weight_bytes)?, unit = FLOP_PER_BYTE)]
    pub intensity: Intensity,
    /// Batch at which the weight-only intensity reaches `target`.
    #[method(
        target / arithmetic_intensity(multiply_add_flops(1, weights)?, weight_bytes)?,
        samples(target = ["1 FLOP/B", "100 FLOP/B", "295.2238805970149 FLOP/B"]),
        args(target(positive)),
    )]
    pub batch_for_intensity: fn(target: Intensity) -> f64,
    /// Storage width of one activation: `activation_bytes_per_value`, else the weight width.
    #[property(
        if given(activation_bytes_per_value) { activation_bytes_per_value } else { bytes_per_weight },
        unit = BYTE
    )]
    pub activation_width: Information,
    /// FLOPs of the batch: two per weight per example.
    #[property(multiply_add_flops(batch_size, weights)?, unit = FLOP)]
    pub flops: FlopCount,
    /// Bytes of the batch's inputs.
    #[property(batch_size * in_features * activation_width, unit = BYTE)]
    pub input_bytes: Information,
    /// Bytes of the batch's outputs.
    #[property(batch_size * out_features * activation_width, unit = BYTE)]
    pub output_bytes: Information,
    /// Bytes of one pass: inputs read, weights read and outputs written once each.
    #[property(one_pass_layer_traffic(input_bytes, weight_bytes, output_bytes)?, unit = BYTE)]
    pub traffic_bytes: Information,
    /// FLOPs per byte of the one-pass traffic.
    #[property(arithmetic_intensity(flops, traffic_bytes)?, unit = FLOP_PER_BYTE)]
    pub traffic_intensity: Intensity,
    /// The one-pass intensity as the batch grows without bound: 2·n·m ÷ (a·(n + m)); no batch
    /// reaches it.
    #[property(
        multiply_add_flops(1, weights)? / (activation_width * (in_features + out_features)),
        unit = FLOP_PER_BYTE,
    )]
    pub traffic_intensity_limit: Intensity,
    /// Batch at which the one-pass intensity reaches `target`; an error at or above the limit.
    #[method(
        dense_batch_for_traffic_intensity(target, in_features, out_features, activation_width, bytes_per_weight)?,
        samples(target = ["1 FLOP/B", "100 FLOP/B", "295.2238805970149 FLOP/B"]),
        args(target(positive)),
    )]
    pub batch_for_traffic_intensity: fn(target: Intensity) -> f64,
}

/// A square 1,024-wide FP16 layer at batch 1: dense weights grow with the product of the
/// widths.
#[preset(name = "Dense1024LayerFp16")]
pub fn dense_1024_layer_fp16() -> Result<DenseLayer, InputError> {
    DenseLayer::builder()
        .in_features(1024)
        .out_features(1024)
        .bytes_per_weight(bytes(2.0))
        .build()
}

/// A square 2,048-wide FP32 layer at batch 1, the width of a production layer.
#[preset(name = "Dense2048Layer")]
pub fn dense_2048_layer() -> Result<DenseLayer, InputError> {
    DenseLayer::builder()
        .in_features(2048)
        .out_features(2048)
        .bytes_per_weight(bytes(4.0))
        .build()
}

/// The 2,048-wide layer in FP16 at batch 1: each weight read serves one example, about one
/// FLOP per byte.
#[preset(name = "Dense2048Fp16Batch1")]
pub fn dense_2048_fp16_batch1() -> Result<DenseLayer, InputError> {
    DenseLayer::builder()
        .in_features(2048)
        .out_features(2048)
        .bytes_per_weight(bytes(2.0))
        .batch_size(1)
        .build()
}

/// The 2,048-wide FP16 layer at batch 32.
#[preset(name = "Dense2048Fp16Batch32")]
pub fn dense_2048_fp16_batch32() -> Result<DenseLayer, InputError> {
    dense_2048_fp16_batch1()?.variant().batch_size(32).build()
}

/// The 2,048-wide FP16 layer at batch 512.
#[preset(name = "Dense2048Fp16Batch512")]
pub fn dense_2048_fp16_batch512() -> Result<DenseLayer, InputError> {
    dense_2048_fp16_batch1()?.variant().batch_size(512).build()
}

/// GPT-2 XL's fused query-key-value projection during the prefill of eight full 1,024-token
/// sequences in FP16: the hidden width to three times it, every token of the batch reusing each
/// weight.
#[preset(name = "Gpt2XlQkvProjectionPrefill")]
pub fn gpt2_xl_qkv_projection_prefill() -> Result<DenseLayer, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    let geometry = gpt2.geometry().map_err(|e| InputError::Invalid {
        input: "in_features",
        reason: e.to_string().into(),
    })?;
    let context = geometry.context_length.ok_or(InputError::Invalid {
        input: "batch_size",
        reason: "GPT-2 XL has no context length in the registry".into(),
    })?;
    DenseLayer::builder()
        .in_features(geometry.hidden_dim)
        .out_features(3 * geometry.hidden_dim)
        .bytes_per_weight(bytes(2.0))
        // Eight sequences of the full context: the tokens are the batch.
        .batch_size(8 * context)
        .build()
}

/// The first layer of the 784-128-64-10 MNIST perceptron: a flattened 28×28 digit to 128
/// hidden units, FP32 weights at batch 1.
#[preset(name = "MnistMlpFirstLayer")]
pub fn mnist_mlp_first_layer() -> Result<DenseLayer, InputError> {
    DenseLayer::builder()
        .in_features(MNIST_SIDE * MNIST_SIDE)
        .out_features(128)
        .bytes_per_weight(bytes(4.0))
        .build()
}

/// ResNet-50's classifier, 2,048 pooled features to 1,000 classes in FP16 at batch 32: each
/// weight is reused only across the batch.
#[preset(name = "ResNet50ClassifierHeadBatch32")]
pub fn resnet50_classifier_head_batch32() -> Result<DenseLayer, InputError> {
    DenseLayer::builder()
        .in_features(2048)
        .out_features(1000)
        .bytes_per_weight(bytes(2.0))
        .batch_size(32)
        .build()
}
