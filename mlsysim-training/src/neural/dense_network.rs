use super::NEURAL;
use crate::width;
use mlsysim_core::registry::{Dataset, Datasets};
use mlsysim_core::{
    FlopCount, Information, InputError, Intensity, Precision, preset, scenario,
};

/// A dense network given by its layer widths, at a batch size: its parameters, the FLOPs of a
/// forward and a training step, the bytes a pass moves, and what training and inference hold.
///
/// Layer l maps n_{l−1} inputs to n_l outputs with an n_{l−1}×n_l weight matrix and a bias per
/// output. A forward pass does a matrix multiply per layer (2·B·n_{l−1}·n_l FLOPs) and a bias
/// add and activation (2·B·n_l). Each layer runs as its own kernel: the weights are read once,
/// the input and the output cross memory once, and each hidden activation is written and read
/// back. Training keeps every layer's output for the backward pass and holds a gradient per
/// parameter and the optimizer's state; inference keeps the weights and the largest adjacent
/// pair of activation buffers.
#[scenario(
    family = NEURAL,
    rule(len(&layer_widths) >= 2, "`layer_widths` holds at least an input and an output width"),
    assumption = "Every weight, gradient and activation is stored at `bytes_per_value`; the optimizer keeps `optimizer_bytes_per_parameter` a parameter.",
    assumption = "Each layer runs as its own kernel, so hidden activations cross memory twice.",
    excludes = "Caches that keep activations on chip between layers, and framework workspace.",
    derivation = "Rumelhart, Hinton and Williams (1986): backpropagation takes two matrix products per layer; Williams, Waterman and Patterson (2009): operations per byte moved place a kernel on the roofline.",
    example = r#"
// The MNIST network: 109,386 parameters, 1,875 steps an epoch at batch 32
use mlsysim_training::neural::mnist_dense_network;

let s = mnist_dense_network()?;
assert_eq!(s.parameters()?, 109_386);
assert_eq!(s.steps_per_epoch()?, 1_875);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DenseNetwork {
    /// Widths of the layers, the input first and the output last.
    #[input(range = 1..)]
    pub layer_widths: Vec<i64>,
    /// Examples of one batch.
    #[input(default = 1, range = 1..)]
    pub batch_size: i64,
    /// Bytes of every weight, gradient and activation.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Bytes of optimizer state a parameter (two FP32 values for Adam).
    #[input(non_negative, unit = BYTE)]
    pub optimizer_bytes_per_parameter: Information,
    /// The dataset an epoch runs over; its training examples are read.
    pub dataset: Option<&'static Dataset>,

    /// The widths joined by arrows.
    #[property(layer_chain(layer_widths)?)]
    pub architecture: String,
    /// Weights of each layer.
    #[property(dense_weights(layer_widths)?)]
    pub weights_per_layer: Vec<i64>,
    /// Biases of each layer.
    #[property(dense_biases(layer_widths)?)]
    pub biases_per_layer: Vec<i64>,
    /// Layers of the network (its widths less the input).
    #[property(len(&weights_per_layer))]
    pub layers: i64,
    /// Parameters of each layer.
    #[property(each!((w, b) in zip(&weights_per_layer, &biases_per_layer)?, w + b))]
    pub params_per_layer: Vec<i64>,
    /// Weights of the network.
    #[property(sum!(w in weights_per_layer, w))]
    pub weights: i64,
    /// Biases of the network.
    #[property(sum!(b in biases_per_layer, b))]
    pub biases: i64,
    /// Parameters of the network.
    #[property(dense_params(layer_widths)?)]
    pub parameters: i64,
    /// Multiply-accumulates of one example.
    #[property(dense_macs(layer_widths)?)]
    pub macs_per_example: i64,
    /// FLOPs of one example's matrix multiplies.
    #[property(multiply_add_flops(1, macs_per_example)?, unit = FLOP)]
    pub flops_per_example: FlopCount,
    /// The first layer's share of the multiply-accumulates.
    #[property(weights_per_layer[0] / macs_per_example)]
    pub first_layer_share: f64,
    /// Matrix-multiply FLOPs of each layer at the batch.
    #[property(dense_matmul_flops(layer_widths, batch_size)?, unit = FLOP)]
    pub matmul_flops_per_layer: Vec<FlopCount>,
    /// Element-wise FLOPs (bias and activation) of each layer at the batch.
    #[property(dense_elementwise_flops(layer_widths, batch_size)?, unit = FLOP)]
    pub elementwise_flops_per_layer: Vec<FlopCount>,
    /// Matrix-multiply FLOPs of a forward pass.
    #[property(sum!(f in matmul_flops_per_layer, f), unit = FLOP)]
    pub matmul_flops: FlopCount,
    /// Element-wise FLOPs of a forward pass.
    #[property(sum!(f in elementwise_flops_per_layer, f), unit = FLOP)]
    pub elementwise_flops: FlopCount,
    /// FLOPs of a forward pass.
    #[property(matmul_flops + elementwise_flops, unit = FLOP)]
    pub forward_flops: FlopCount,
    /// FLOPs of a forward pass, per example.
    #[property(forward_flops / batch_size, unit = FLOP)]
    pub forward_flops_per_example: FlopCount,
    /// The matrix multiplies' share of the forward FLOPs.
    #[property(matmul_flops / forward_flops)]
    pub matmul_share: f64,
    /// The element-wise operations' share of the forward FLOPs.
    #[property(elementwise_flops / forward_flops)]
    pub elementwise_share: f64,
    /// Bytes of the weights and biases.
    #[property(memory_from_params(parameters, bytes_per_value)?, unit = KB)]
    pub parameter_bytes: Information,
    /// Activation values a forward pass moves through memory.
    #[property(dense_traffic_values(layer_widths, batch_size)?)]
    pub traffic_values: i64,
    /// Bytes a forward pass moves: the weights once and the activations.
    #[property(parameter_bytes + traffic_values * bytes_per_value, unit = KB)]
    pub traffic_bytes: Information,
    /// Forward FLOPs per byte moved at `batch` (the work and the activations' traffic grow with
    /// the batch, the weights' traffic does not).
    #[method(
        batch * forward_flops_per_example
            / (parameter_bytes + dense_traffic_values(layer_widths, batch)? * bytes_per_value),
        unit = FLOP_PER_BYTE,
        samples(batch = [1, batch_size])
    )]
    pub intensity_at: fn(batch: i64) -> Intensity,
    /// Forward FLOPs per byte moved at the batch.
    #[property(intensity_at(batch_size)?, unit = FLOP_PER_BYTE)]
    pub intensity: Intensity,
    /// FLOPs of the weight gradients.
    #[property(dense_weight_gradient_flops(layer_widths, batch_size)?, unit = FLOP)]
    pub weight_gradient_flops: FlopCount,
    /// FLOPs of the errors sent back to earlier layers.
    #[property(dense_input_gradient_flops(layer_widths, batch_size)?, unit = FLOP)]
    pub input_gradient_flops: FlopCount,
    /// Matrix FLOPs of a training step: the forward multiplies and both gradients.
    #[property(matmul_flops + weight_gradient_flops + input_gradient_flops, unit = FLOP)]
    pub training_step_flops: FlopCount,
    /// A training step's matrix FLOPs over the forward multiplies'.
    #[property(training_step_flops / matmul_flops)]
    pub training_flops_ratio: f64,
    /// Activation values of each layer at the batch, the input first.
    #[property(each!(n in layer_widths, batch_size * n))]
    pub activation_values_per_layer: Vec<i64>,
    /// Activation values of one example, the input and every layer's output.
    #[property(sum!(n in layer_widths, n))]
    pub activation_values_per_example: i64,
    /// Values training keeps for the backward pass.
    #[property(dense_saved_activations(layer_widths, batch_size)?)]
    pub saved_activation_values: i64,
    /// Bytes training keeps for the backward pass.
    #[property(saved_activation_values * bytes_per_value, unit = KB)]
    pub saved_activation_bytes: Information,
    /// Values inference holds at once with rolling buffers.
    #[property(dense_inference_activations(layer_widths, batch_size)?)]
    pub inference_activation_values: i64,
    /// Bytes inference holds at once.
    #[property(inference_activation_values * bytes_per_value, unit = KB)]
    pub inference_activation_bytes: Information,
    /// Bytes of the gradients.
    #[property(memory_from_params(parameters, bytes_per_value)?, unit = KB)]
    pub gradient_bytes: Information,
    /// Bytes of the optimizer's state.
    #[property(memory_from_params(parameters, optimizer_bytes_per_parameter)?, unit = KB)]
    pub optimizer_bytes: Information,
    /// Memory of training: weights, saved activations, gradients and optimizer state.
    #[property(parameter_bytes + saved_activation_bytes + gradient_bytes + optimizer_bytes, unit = MB)]
    pub training_memory: Information,
    /// Memory of inference: weights and the activation buffers.
    #[property(parameter_bytes + inference_activation_bytes, unit = MB)]
    pub inference_memory: Information,
    /// Training's memory over inference's.
    #[property(training_memory / inference_memory)]
    pub training_memory_ratio: f64,
    /// Steps of one epoch over the dataset's training examples.
    #[property(floor_div(from_registry(dataset.training_examples, "training examples", dataset.path)?, batch_size)?)]
    pub steps_per_epoch: i64,
}

/// The widths of the running MNIST network: the 28×28 pixels in, hidden layers of 128 and 64
/// units, one output per class.
fn mnist_widths(hidden: [i64; 2]) -> Result<Vec<i64>, InputError> {
    let mnist = &Datasets::MNIST;
    let field = |v: Option<u32>| crate::stated(v, "layer_widths", "MNIST image shape or class count");
    let pixels = i64::from(field(mnist.image_width)?) * i64::from(field(mnist.image_height)?);
    Ok(vec![pixels, hidden[0], hidden[1], i64::from(field(mnist.num_classes)?)])
}

/// An MNIST digit classifier, 784-128-64-10, trained in batches of 32 in FP32 with Adam's two
/// FP32 values a parameter.
#[preset(name = "MnistDenseNetwork")]
pub fn mnist_dense_network() -> Result<DenseNetwork, InputError> {
    DenseNetwork::builder()
        .layer_widths(mnist_widths([128, 64])?)
        .batch_size(32)
        .bytes_per_value(width::of(Precision::Fp32))
        .optimizer_bytes_per_parameter(width::adam_moments())
        .dataset(&Datasets::MNIST)
        .build()
}

/// The same classifier with both hidden widths doubled, 784-256-128-10.
#[preset(name = "MnistDenseNetworkWiderHidden")]
pub fn mnist_dense_network_wider_hidden() -> Result<DenseNetwork, InputError> {
    mnist_dense_network()?
        .variant()
        .layer_widths(mnist_widths([256, 128])?)
        .build()
}

/// The same classifier on 56×56 inputs, the image side doubled.
#[preset(name = "MnistDenseNetworkDoubledInputSide")]
pub fn mnist_dense_network_doubled_input_side() -> Result<DenseNetwork, InputError> {
    let mut widths = mnist_widths([128, 64])?;
    widths[0] *= 4;
    mnist_dense_network()?.variant().layer_widths(widths).build()
}

/// The same classifier at batch 1,024, 32 times the running batch.
#[preset(name = "MnistDenseNetworkLargeBatch")]
pub fn mnist_dense_network_large_batch() -> Result<DenseNetwork, InputError> {
    mnist_dense_network()?.variant().batch_size(1_024).build()
}
