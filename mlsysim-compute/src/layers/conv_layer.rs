use super::{IMAGENET_SIDE, LAYERS, MNIST_SIDE};
use mlsysim_core::units::bytes;
use mlsysim_core::{FlopCount, Information, InputError, Intensity, preset, scenario};

/// One stride-1 convolution: its filter weights, its work, its one-pass traffic, and what it
/// saves against a dense layer, an unfolded patch matrix and a depthwise separable factoring.
///
/// A `kernel`×`kernel` filter over `in_channels` channels slides over a `height`×`width` input
/// and produces one of `out_channels` feature maps; every weight is reused at each output
/// position. With same padding the output keeps the input's size; without it (valid) the window
/// stays inside the input. The batch shares one read of the weights; its inputs are read and its
/// outputs written once. Against it stand a dense layer from the whole input to the same
/// outputs, the im2col matrix that unfolds each position's patch into a row, and a depthwise
/// filter per channel followed by a 1×1 convolution.
#[scenario(
    family = LAYERS,
    assumption = "Stride 1, no dilation, no groups; biases aside.",
    assumption = "The batch's whole input is read once and its output written once, and the weights are read once for the batch (`weight_bytes_per_value` wide, else `bytes_per_value`); a width of zero is refused, where the reference falls back to `bytes_per_value` for it.",
    assumption = "Every dimension, the batch and the byte widths are at least 1 and above zero, checked when the scenario is built; the reference accepts zero and negative ones.",
    assumption = "`activation_to_weight_ratio` compares one example's output with the weights, whatever the batch; `separable_fraction` is the closed form 1/Co + 1/k², which leaves out the input channels that `separable_ratio` counts.",
    rule(kernel <= height.min(width), "`kernel` is at most `height` and at most `width`, with or without padding: with valid padding a larger window fits nowhere (the reference then counts negative output sides), with same padding its extra taps only ever meet padding"),
    excludes = "Pooling, normalization and activation functions, and the memory of the unfolded matrix beyond its entry count.",
    derivation = "Each output position reuses every filter weight once; a dense layer from all H·W·Ci inputs to Co outputs needs H·W·Ci·Co weights, H·W/k² times as many.",
    derivation = "A depthwise separable factoring costs k²·Ci + Ci·Co per position against k²·Ci·Co: 1/Co + 1/k² of it (Howard et al., 2017).",
    example = r#"
// Weight sharing on a 224×224 RGB image
use mlsysim_compute::layers::imagenet_rgb_filter_versus_dense;

let s = imagenet_rgb_filter_versus_dense()?;
assert_eq!(s.weights()?, 27);
assert_eq!(s.dense_weights()?, 150_528);
assert!((s.sharing_ratio()? - 5575.111111111111).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ConvLayer {
    /// Rows of the input (H).
    #[input(range = 1..)]
    pub height: u32,
    /// Columns of the input (W).
    #[input(range = 1..)]
    pub width: u32,
    /// Side of the square filter (k).
    #[input(range = 1..)]
    pub kernel: u32,
    /// Channels of the input (Ci).
    #[input(range = 1..)]
    pub in_channels: u32,
    /// Feature maps of the output (Co).
    #[input(range = 1..)]
    pub out_channels: u32,
    /// Storage width of one activation value (v).
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Whether the output keeps the input's size (same padding) or only the positions where the
    /// window fits (valid).
    #[input(default = true)]
    pub same_padding: bool,
    /// Examples that share one read of the weights (B).
    #[input(default = 1, range = 1..)]
    pub batch_size: u32,
    /// Storage width of one weight (wv), when it differs from the activations'.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_value: Option<Information>,

    /// Filter weights: k·k·Ci per output channel.
    #[property(conv_layer_weights(kernel, in_channels, out_channels)?)]
    pub weights: i64,
    /// Rows of the output.
    #[property(conv_output_side(height, kernel, same_padding)?)]
    pub output_height: i64,
    /// Columns of the output.
    #[property(conv_output_side(width, kernel, same_padding)?)]
    pub output_width: i64,
    /// Output positions per feature map, each a reuse of every filter weight.
    #[property(output_height * output_width)]
    pub positions: i64,
    /// Multiply-adds for one example.
    #[property(positions * weights)]
    pub macs: i64,
    /// Output values for one example.
    #[property(positions * out_channels)]
    pub outputs: i64,
    /// Storage width of one weight: `weight_bytes_per_value`, else the activations' width.
    #[property(
        if given(weight_bytes_per_value) { weight_bytes_per_value } else { bytes_per_value },
        unit = BYTE
    )]
    pub weight_width: Information,
    /// Bytes of the weights.
    #[property(weights * weight_width, unit = BYTE)]
    pub weight_bytes: Information,
    /// Bytes of one example's output.
    #[property(outputs * bytes_per_value, unit = BYTE)]
    pub activation_bytes: Information,
    /// FLOPs of the batch: two per multiply-add.
    #[property(multiply_add_flops(batch_size, macs)?, unit = FLOP)]
    pub flops: FlopCount,
    /// Bytes of the batch's whole input.
    #[property(batch_size * input_values * bytes_per_value, unit = BYTE)]
    pub batch_input_bytes: Information,
    /// Bytes of the batch's output.
    #[property(batch_size * outputs * bytes_per_value, unit = BYTE)]
    pub batch_output_bytes: Information,
    /// Bytes of one pass: input read, weights read and output written once each.
    #[property(one_pass_layer_traffic(batch_input_bytes, weight_bytes, batch_output_bytes)?, unit = BYTE)]
    pub traffic_bytes: Information,
    /// FLOPs per byte of the one-pass traffic.
    #[property(arithmetic_intensity(flops, traffic_bytes)?, unit = FLOP_PER_BYTE)]
    pub traffic_intensity: Intensity,
    /// One example's output bytes over the weight bytes.
    #[property(activation_bytes / weight_bytes)]
    pub activation_to_weight_ratio: f64,
    /// Values of one example's input.
    #[property(height * width * in_channels)]
    pub input_values: i64,
    /// Weights of a dense layer from the whole input to `out_channels` outputs.
    #[property(dense_layer_weights(input_values, out_channels)?)]
    pub dense_weights: i64,
    /// Dense weights over convolution weights, for the same input and outputs.
    #[property(dense_weights / weights)]
    pub sharing_ratio: f64,
    /// Factor by which the dense layer's weights grow for a `new_height`×`new_width` input.
    #[method(
        (new_height * new_width) / (height * width),
        samples(new_height = [224, 512], new_width = [224, 512]),
        args(new_height(positive), new_width(positive)),
    )]
    pub dense_weight_growth: fn(new_height: u32, new_width: u32) -> f64,
    /// Entries of the im2col patch matrix: one row of k²·Ci per output position.
    #[property(positions * kernel * kernel * in_channels)]
    pub unfolded_entries: i64,
    /// Most rows of the patch matrix one input value appears in.
    #[property(kernel * kernel)]
    pub max_copies: i64,
    /// Weights of a depthwise step: one k×k filter per input channel.
    #[property(kernel * kernel * in_channels)]
    pub depthwise_weights: i64,
    /// Weights of a pointwise (1×1) step mixing the input channels into the outputs.
    #[property(in_channels * out_channels)]
    pub pointwise_weights: i64,
    /// Weights of the depthwise separable factoring.
    #[property(depthwise_weights + pointwise_weights)]
    pub separable_weights: i64,
    /// Standard weights over separable weights (multiply-adds per position alike); below 1 for
    /// a 1×1 convolution, which the factoring only lengthens.
    #[property(weights / separable_weights)]
    pub separable_ratio: f64,
    /// Separable cost as a share of the standard one, in closed form: 1/Co + 1/k².
    #[property(separable_cost_fraction(kernel, out_channels)?)]
    pub separable_fraction: f64,
    /// What `separable_ratio` approaches with many output channels: the filter's area.
    #[property(kernel * kernel)]
    pub separable_limit: i64,
}

/// 32 3×3 filters on a 28×28 grayscale MNIST digit, same padding, FP32.
#[preset(name = "MnistFirstConvLayer")]
pub fn mnist_first_conv_layer() -> Result<ConvLayer, InputError> {
    ConvLayer::builder()
        .height(MNIST_SIDE)
        .width(MNIST_SIDE)
        .kernel(3)
        .in_channels(1)
        .out_channels(32)
        .bytes_per_value(bytes(4.0))
        .build()
}

/// One 3×3 feature detector on a 224×224 RGB image, same padding, FP32: the weights of one
/// output feature against a dense unit's.
#[preset(name = "ImageNetRgbFilterVersusDense")]
pub fn imagenet_rgb_filter_versus_dense() -> Result<ConvLayer, InputError> {
    ConvLayer::builder()
        .height(IMAGENET_SIDE)
        .width(IMAGENET_SIDE)
        .kernel(3)
        .in_channels(3)
        .out_channels(1)
        .bytes_per_value(bytes(4.0))
        .build()
}

/// A 3×3 convolution from a 224×224×64 feature map to 64 features, FP32: the reference layer for
/// weight sharing, reuse, activations and factoring.
#[preset(name = "ImageNet64ChannelConv")]
pub fn imagenet_64_channel_conv() -> Result<ConvLayer, InputError> {
    ConvLayer::builder()
        .height(IMAGENET_SIDE)
        .width(IMAGENET_SIDE)
        .kernel(3)
        .in_channels(64)
        .out_channels(64)
        .bytes_per_value(bytes(4.0))
        .build()
}

/// The same 3×3 convolution from 256 to 256 channels, a representative later layer.
#[preset(name = "Conv3x3At256Channels")]
pub fn conv3x3_at_256_channels() -> Result<ConvLayer, InputError> {
    imagenet_64_channel_conv()?
        .variant()
        .in_channels(256)
        .out_channels(256)
        .build()
}

/// ResNet-50's stage-3 3×3 convolution, 28×28×128 to 128 channels, FP16 at batch 32.
#[preset(name = "ResNet50Stage3ConvBatch32")]
pub fn resnet50_stage3_conv_batch32() -> Result<ConvLayer, InputError> {
    ConvLayer::builder()
        .height(28)
        .width(28)
        .kernel(3)
        .in_channels(128)
        .out_channels(128)
        .bytes_per_value(bytes(2.0))
        .batch_size(32)
        .build()
}

/// The stage-3 convolution with INT8 weights and activations.
#[preset(name = "ResNet50Stage3ConvBatch32Int8")]
pub fn resnet50_stage3_conv_batch32_int8() -> Result<ConvLayer, InputError> {
    resnet50_stage3_conv_batch32()?
        .variant()
        .bytes_per_value(bytes(1.0))
        .build()
}

/// The stage-3 convolution with INT8 weights and FP16 activations.
#[preset(name = "ResNet50Stage3ConvBatch32Int8Weights")]
pub fn resnet50_stage3_conv_batch32_int8_weights() -> Result<ConvLayer, InputError> {
    resnet50_stage3_conv_batch32()?
        .variant()
        .weight_bytes_per_value(bytes(1.0))
        .build()
}

/// ResNet-50's stage-2 3×3 convolution, 56×56×64 to 64 channels, FP16 at batch 32.
#[preset(name = "ResNet50Stage2ConvBatch32")]
pub fn resnet50_stage2_conv_batch32() -> Result<ConvLayer, InputError> {
    resnet50_stage3_conv_batch32()?
        .variant()
        .height(56)
        .width(56)
        .in_channels(64)
        .out_channels(64)
        .build()
}

/// The stage-2 convolution in INT8.
#[preset(name = "ResNet50Stage2ConvBatch32Int8")]
pub fn resnet50_stage2_conv_batch32_int8() -> Result<ConvLayer, InputError> {
    resnet50_stage2_conv_batch32()?
        .variant()
        .bytes_per_value(bytes(1.0))
        .build()
}

/// ResNet-50's stage-2 1×1 expansion, 56×56×64 to 256 channels, FP16 at batch 32.
#[preset(name = "ResNet50Stage2ExpansionBatch32")]
pub fn resnet50_stage2_expansion_batch32() -> Result<ConvLayer, InputError> {
    resnet50_stage2_conv_batch32()?
        .variant()
        .kernel(1)
        .out_channels(256)
        .build()
}

/// The stage-2 1×1 expansion in INT8.
#[preset(name = "ResNet50Stage2ExpansionBatch32Int8")]
pub fn resnet50_stage2_expansion_batch32_int8() -> Result<ConvLayer, InputError> {
    resnet50_stage2_expansion_batch32()?
        .variant()
        .bytes_per_value(bytes(1.0))
        .build()
}
