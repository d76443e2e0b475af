use super::{
    ConvLayer, DenseLayer, LAYERS, MNIST_CLASSES, MNIST_SIDE, mnist_first_conv_layer,
    mnist_mlp_first_layer,
};
use mlsysim_core::{InputError, preset, scenario};

/// The weights of a network of convolution layers followed by dense layers, input first, and
/// the share in the dense part.
///
/// Only the layers' weights are read (biases aside); their batches and byte widths do not
/// matter here. A multilayer perceptron has no convolution layers; a small CNN ends in a dense
/// classifier head, which holds most of its weights.
#[scenario(
    family = LAYERS,
    assumption = "Biases are left out.",
    assumption = "The reference checks none of the rules across inputs.",
    rule(!dense_layers.is_empty(), "`dense_layers` lists at least one layer"),
    rule(all!(i in 1..len(&dense_layers), dense_layers[i - 1].out_features == dense_layers[i].in_features), "each layer of `dense_layers` takes as many inputs as the one before gives outputs"),
    rule(all!(i in 1..len(&conv_layers), conv_layers[i - 1].out_channels == conv_layers[i].in_channels), "each layer of `conv_layers` takes as many channels as the one before gives"),
    rule(conv_layers.is_empty() || modulo(dense_layers[0].in_features, conv_layers[len(&conv_layers) - 1].out_channels)? == 0, "the first layer of `dense_layers` takes a whole number of the last convolution's feature maps (flattened after any pooling)"),
    excludes = "Pooling, normalization and activation layers, which hold no weights here.",
    derivation = "Weights add across layers; a convolution's weights do not depend on its input's size, a dense layer's grow with it.",
    example = r#"
// A small CNN's weights sit in its head
use mlsysim_compute::layers::mnist_small_cnn;

let s = mnist_small_cnn()?;
assert_eq!(s.widths()?, [3136, 128, 10]);
assert_eq!(s.conv_weights()?, 18_720);
assert!(s.dense_share()? > 0.95);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct LayerStack {
    /// Convolution layers, input first, as ConvLayer presets or tables of their inputs.
    #[input(default = Vec::new())]
    pub conv_layers: Vec<ConvLayer>,
    /// Dense layers, input first, as DenseLayer presets or tables of their inputs.
    pub dense_layers: Vec<DenseLayer>,

    /// Widths of the dense part, input first.
    #[property(
        each!(i in 0..=len(&dense_layers), if i == 0 { dense_layers[0].in_features } else { dense_layers[i - 1].out_features })
    )]
    pub widths: Vec<i64>,
    /// Weights of the convolution layers.
    #[property(sum!(i in 0..len(&conv_layers), conv_layers[i].weights()?))]
    pub conv_weights: i64,
    /// Weights of the dense layers.
    #[property(sum!(i in 0..len(&dense_layers), dense_layers[i].weights()?))]
    pub dense_weights: i64,
    /// Weights of the whole network.
    #[property(conv_weights + dense_weights)]
    pub weights: i64,
    /// Multiply-adds of the dense layers per example: one per weight.
    #[property(dense_weights)]
    pub macs_per_example_dense: i64,
    /// Share of the weights in the dense layers.
    #[property(dense_weights / weights)]
    pub dense_share: f64,
}

/// The 784-128-64-10 MNIST perceptron's weights: FP32 dense layers, no convolutions.
#[preset(name = "MnistMlpLayerStack")]
pub fn mnist_mlp_layer_stack() -> Result<LayerStack, InputError> {
    let first = mnist_mlp_first_layer()?;
    let second = first
        .variant()
        .in_features(first.out_features)
        .out_features(64)
        .build()?;
    let head = first
        .variant()
        .in_features(64)
        .out_features(MNIST_CLASSES)
        .build()?;
    LayerStack::builder()
        .dense_layers(vec![first, second, head])
        .build()
}

/// A small MNIST CNN: a 3×3 convolution to 32 maps, a 2×2 pool, a 3×3 convolution to 64 maps at
/// 14×14, another pool, then a dense head from 64 maps of 7×7 to 128 units and ten classes.
#[preset(name = "MnistSmallCnn")]
pub fn mnist_small_cnn() -> Result<LayerStack, InputError> {
    let first_conv = mnist_first_conv_layer()?;
    // One 2×2 pool halves the side before the second convolution.
    let second_conv = first_conv
        .variant()
        .height(MNIST_SIDE / 2)
        .width(MNIST_SIDE / 2)
        .in_channels(first_conv.out_channels)
        .out_channels(64)
        .build()?;
    let dense = mnist_mlp_first_layer()?;
    // Two pools leave 7×7 of each of the 64 maps to flatten into the head.
    let hidden = dense
        .variant()
        .in_features(64 * (MNIST_SIDE / 4) * (MNIST_SIDE / 4))
        .out_features(128)
        .build()?;
    let classes = dense
        .variant()
        .in_features(128)
        .out_features(MNIST_CLASSES)
        .build()?;
    LayerStack::builder()
        .conv_layers(vec![first_conv, second_conv])
        .dense_layers(vec![hidden, classes])
        .build()
}
