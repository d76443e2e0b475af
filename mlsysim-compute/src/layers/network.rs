//! Whole networks and single kernels: a stack's weights, an elementwise kernel's intensity, a
//! model against a video stream, a recurrent step, and one kernel class's share of the work.

use super::{
    ConvLayer, DenseLayer, MNIST_CLASSES, MNIST_SIDE, mnist_first_conv_layer, mnist_mlp_first_layer,
};
use crate::families::LAYERS;
use mlsysim_core::units::{GFLOP, TFLOP_PER_SECOND, bytes, per_second};
use mlsysim_core::{
    FlopCount, FlopRate, Frequency, Information, InputError, Intensity, Workload, preset, scenario,
};

/// The weights of a network of convolution layers followed by dense layers, input first, and
/// the share in the dense part.
///
/// Only the layers' weights are read (biases aside); their batches and byte widths do not
/// matter here. A multilayer perceptron has no convolution layers; a small CNN ends in a dense
/// classifier head, which holds most of its weights.
#[scenario(
    family = LAYERS,
    equation = "conv weights = Σ k²·Ci·Co; dense weights = Σ n·m; dense share = dense ÷ (conv + dense); widths = [n₀, m₀, m₁, …]",
    assumption = "Biases are left out.",
    assumption = "The reference checks none of the rules across inputs.",
    rule = "`dense_layers` lists at least one layer",
    rule = "each layer of `dense_layers` takes as many inputs as the one before gives outputs",
    rule = "each layer of `conv_layers` takes as many channels as the one before gives",
    rule = "the first layer of `dense_layers` takes a whole number of the last convolution's feature maps (flattened after any pooling)",
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
    check = Self::layers_chain,
)]
pub struct LayerStack {
    /// Convolution layers, input first, as ConvLayer presets or tables of their inputs.
    #[input(default = Vec::new())]
    pub conv_layers: Vec<ConvLayer>,
    /// Dense layers, input first, as DenseLayer presets or tables of their inputs.
    pub dense_layers: Vec<DenseLayer>,

    /// Widths of the dense part, input first.
    #[property(
        {
            let mut widths = vec![i64::from(dense_layers[0].in_features)];
            widths.extend(dense_layers.iter().map(|d| i64::from(d.out_features)));
            widths
        },
    )]
    pub widths: Vec<i64>,
    /// Weights of the convolution layers.
    #[property(total(&conv_layers.iter().map(|c| c.weights()).collect::<Result<Vec<i64>, _>>()?)?)]
    pub conv_weights: i64,
    /// Weights of the dense layers.
    #[property(total(&dense_layers.iter().map(|d| d.weights()).collect::<Result<Vec<i64>, _>>()?)?)]
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

impl LayerStack {
    /// At least one dense layer, and every layer takes what the one before it gives.
    fn layers_chain(&self) -> Result<(), InputError> {
        let invalid = |input, reason: String| {
            Err(InputError::Invalid {
                input,
                reason: reason.into(),
            })
        };
        let Some(first) = self.dense_layers.first() else {
            return invalid(
                "dense_layers",
                "a network needs at least one dense layer".into(),
            );
        };
        for (i, pair) in self.dense_layers.windows(2).enumerate() {
            if pair[0].out_features != pair[1].in_features {
                return invalid(
                    "dense_layers",
                    format!(
                        "dense layer {} gives {} values but layer {} takes {}",
                        i + 1,
                        pair[0].out_features,
                        i + 2,
                        pair[1].in_features
                    ),
                );
            }
        }
        for (i, pair) in self.conv_layers.windows(2).enumerate() {
            if pair[0].out_channels != pair[1].in_channels {
                return invalid(
                    "conv_layers",
                    format!(
                        "convolution {} gives {} channels but convolution {} takes {}",
                        i + 1,
                        pair[0].out_channels,
                        i + 2,
                        pair[1].in_channels
                    ),
                );
            }
        }
        if let Some(last) = self.conv_layers.last()
            && first.in_features % last.out_channels != 0
        {
            return invalid(
                "dense_layers",
                format!(
                    "the first dense layer takes {} values, not a whole number of the last convolution's {} feature maps",
                    first.in_features, last.out_channels
                ),
            );
        }
        Ok(())
    }
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

/// The arithmetic intensity of an unfused elementwise operation: a few FLOPs per element
/// against every operand read or written.
#[scenario(
    family = LAYERS,
    equation = "bytes per element = operands × bytes_per_value; intensity = flops_per_element ÷ bytes per element",
    assumption = "Each operand moves once between memory and the processor; nothing stays in cache between kernels.",
    assumption = "At least one operand moves and the byte width is above zero, checked when the scenario is built (the reference divides by zero or goes negative).",
    excludes = "Fusion with neighbouring kernels, which would keep the operands on chip.",
    derivation = "Intensity is work over bytes moved; per element both are fixed, so the whole kernel has the same ratio.",
    example = r#"
// An FP32 residual add
use mlsysim_compute::layers::residual_add_fp32;
use mlsysim_core::units::FLOP_PER_BYTE;

let s = residual_add_fp32()?;
assert_eq!(s.bytes_per_element()?.value, 12.0);
assert!((FLOP_PER_BYTE.in_unit(s.intensity()?) - 1.0 / 12.0).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ElementwiseIntensity {
    /// FLOPs per element.
    pub flops_per_element: u32,
    /// Values read or written per element.
    #[input(range = 1..)]
    pub operands_moved: u32,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,

    /// Bytes moved per element.
    #[property(operands_moved * bytes_per_value, unit = BYTE)]
    pub bytes_per_element: Information,
    /// FLOPs per byte moved.
    #[property(arithmetic_intensity(flops_per_element * flops(1.0), bytes_per_element)?, unit = FLOP_PER_BYTE)]
    pub intensity: Intensity,
}

/// An unfused FP32 residual add: one FLOP per element, two operands read and one written.
#[preset(name = "ResidualAddFp32")]
pub fn residual_add_fp32() -> Result<ElementwiseIntensity, InputError> {
    ElementwiseIntensity::builder()
        .flops_per_element(1)
        .operands_moved(3)
        .bytes_per_value(bytes(4.0))
        .build()
}

/// A vision model on every frame of a video stream, on an accelerator planned at a share of its
/// peak: how much room the stream leaves, for the model and for a heavier one.
///
/// The stream needs the frame rate times the model's work per frame; the accelerator sustains
/// its peak times a planning utilization. Their ratio at the low utilization is the headroom.
/// The frame rate the peak alone would promise shows how far the naive plan overshoots.
#[scenario(
    family = LAYERS,
    equation = "required = frame_rate × FLOPs per frame; sustained = peak × utilization; headroom = sustained_low ÷ required; peak frame rate = peak ÷ FLOPs per frame",
    assumption = "The work per frame is the model's inference FLOPs in the registry (per token for a language model, which then counts tokens as frames).",
    assumption = "The accelerator sustains a fixed share of its peak. Only `sustained_high` reads the high utilization.",
    rule = "`utilization_low` is at most `utilization_high` (the reference accepts them in any order)",
    excludes = "Pre- and post-processing, data movement and batching delays; the peak frame rate ignores utilization on purpose.",
    derivation = "A stream of f frames a second of F FLOPs each needs f·F FLOPs a second; a device sustaining R has R ÷ (f·F) times that.",
    example = r#"
// ResNet-50 at 30 frames a second on a 10 TFLOP/s GPU
use mlsysim_compute::layers::resnet50_thirty_fps_stream;

let s = resnet50_thirty_fps_stream()?;
assert!((s.headroom()? - 20.32520325203252).abs() < 1e-9);
assert!(s.alternative_headroom()? < 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::utilizations_ordered,
)]
pub struct FrameRateHeadroom {
    /// The model run on every frame.
    pub workload: &'static Workload,
    /// Frames a second of the stream.
    #[input(positive, unit = PER_SECOND)]
    pub frame_rate: Frequency,
    /// Peak rate of the accelerator.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub peak_rate: FlopRate,
    /// Low end of the planning utilization.
    #[input(positive, range = 0.0..=1.0)]
    pub utilization_low: f64,
    /// High end of the planning utilization.
    #[input(positive, range = 0.0..=1.0)]
    pub utilization_high: f64,
    /// Work per frame of a heavier alternative model.
    #[input(positive, unit = GFLOP)]
    pub alternative_flops: FlopCount,

    /// The model's work per frame.
    #[property(workload.forward_flops()?, unit = GFLOP)]
    pub flops_per_frame: FlopCount,
    /// Rate of work the stream needs.
    #[property(frame_rate * flops_per_frame, unit = GFLOP_PER_SECOND)]
    pub required_rate: FlopRate,
    /// Rate sustained at the low utilization.
    #[property(peak_rate * utilization_low, unit = TFLOP_PER_SECOND)]
    pub sustained_low: FlopRate,
    /// Rate sustained at the high utilization.
    #[property(peak_rate * utilization_high, unit = TFLOP_PER_SECOND)]
    pub sustained_high: FlopRate,
    /// Sustained rate at the low utilization over the rate the stream needs.
    #[property(sustained_low / required_rate)]
    pub headroom: f64,
    /// Rate of work the alternative model needs on the stream.
    #[property(frame_rate * alternative_flops, unit = TFLOP_PER_SECOND)]
    pub alternative_required_rate: FlopRate,
    /// Sustained rate at the low utilization over the alternative's need.
    #[property(sustained_low / alternative_required_rate)]
    pub alternative_headroom: f64,
    /// Frames a second if the accelerator ran at its peak (the planning mistake).
    #[property(peak_rate / flops_per_frame, unit = PER_SECOND)]
    pub peak_frame_rate: Frequency,
}

impl FrameRateHeadroom {
    fn utilizations_ordered(&self) -> Result<(), InputError> {
        if self.utilization_low > self.utilization_high {
            return Err(InputError::Invalid {
                input: "utilization_low",
                reason: format!(
                    "{} is above utilization_high ({})",
                    self.utilization_low, self.utilization_high
                )
                .into(),
            });
        }
        Ok(())
    }
}

/// ResNet-50 on a 30 frame-a-second stream on a 10 TFLOP/s GPU planned at 50 to 60% of its
/// peak, against a 100 GFLOP-a-frame detector.
#[preset(name = "ResNet50ThirtyFpsStream")]
pub fn resnet50_thirty_fps_stream() -> Result<FrameRateHeadroom, InputError> {
    FrameRateHeadroom::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .frame_rate(per_second(30.0))
        .peak_rate(TFLOP_PER_SECOND.of(10.0))
        .utilization_low(0.5)
        .utilization_high(0.6)
        .alternative_flops(GFLOP.of(100.0))
        .build()
}

/// One time step of a recurrent layer: its weights, its multiply-adds, and the state that
/// inference and training keep.
///
/// Each step applies `gates` affine maps (one for a plain RNN, three for a GRU, four for an
/// LSTM), fused into input and recurrent matrices of gates·hidden rows; every weight does one
/// multiply-add per step. Inference keeps one state vector at any sequence length;
/// backpropagation through time keeps one per step.
#[scenario(
    family = LAYERS,
    equation = "rows = gates·h; MACs per step = rows·h + rows·x = weights; state = h × bytes_per_value; training states = steps",
    assumption = "Biases are left out; every weight is used once per step.",
    assumption = "Widths, gates and steps are at least 1 and the byte width above zero, checked when the scenario is built.",
    excludes = "Elementwise gate arithmetic, and the activations backpropagation keeps beside the states.",
    derivation = "The input matrix is rows × x and the recurrent matrix rows × h; a matrix-vector product does one multiply-add per entry.",
    example = r#"
// A plain RNN step
use mlsysim_compute::layers::elman_rnn_step;

let s = elman_rnn_step()?;
assert_eq!(s.macs_per_step()?, 29_184);
assert_eq!(s.state_bytes()?.value, 512.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RecurrentStep {
    /// Values of one input (x).
    #[input(range = 1..)]
    pub input_dim: u32,
    /// Width of the state (h).
    #[input(range = 1..)]
    pub hidden_dim: u32,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Affine maps per step: 1 for a plain RNN, 3 for a GRU, 4 for an LSTM.
    #[input(default = 1, range = 1..)]
    pub gates: u32,
    /// Steps of the sequence.
    #[input(default = 1, range = 1..)]
    pub steps: u32,

    /// Rows of the fused input and recurrent matrices.
    #[property(gates * hidden_dim)]
    pub gate_rows: i64,
    /// Multiply-adds of the recurrent matrix per step.
    #[property(gate_rows * hidden_dim)]
    pub recurrent_macs: i64,
    /// Multiply-adds of the input matrix per step.
    #[property(gate_rows * input_dim)]
    pub input_macs: i64,
    /// Multiply-adds per step.
    #[property(recurrent_macs + input_macs)]
    pub macs_per_step: i64,
    /// Input and recurrent weights, one multiply-add each per step.
    #[property(macs_per_step)]
    pub weights: i64,
    /// Bytes of one state vector: what inference keeps at any sequence length.
    #[property(hidden_dim * bytes_per_value, unit = BYTE)]
    pub state_bytes: Information,
    /// States backpropagation through time keeps: one per step.
    #[property(i64::from(steps))]
    pub training_states: i64,
}

/// A plain recurrent layer: 100 inputs, a 128-wide FP32 state, one gate, a 1,000-step sequence.
#[preset(name = "ElmanRnnStep")]
pub fn elman_rnn_step() -> Result<RecurrentStep, InputError> {
    RecurrentStep::builder()
        .input_dim(100)
        .hidden_dim(128)
        .bytes_per_value(bytes(4.0))
        .gates(1)
        .steps(1000)
        .build()
}

/// The same layer with a 512-wide FP32 state: what inference keeps at any stream length.
#[preset(name = "RecurrentState512Fp32")]
pub fn recurrent_state_512_fp32() -> Result<RecurrentStep, InputError> {
    elman_rnn_step()?.variant().hidden_dim(512).build()
}

/// One kernel class's multiply-adds as a share of a whole model's, per example.
#[scenario(
    family = LAYERS,
    equation = "share = kernel MACs ÷ total MACs",
    assumption = "Both counts are multiply-adds of one example.",
    assumption = "`workload` names the model; no member reads it (the counts are given).",
    rule = "`kernel_macs` is at most `total_macs`: the kernel's multiply-adds are part of the total (the reference accepts shares above 1)",
    excludes = "How long each kernel class takes, which depends on its intensity as well as its work.",
    derivation = "A share of a sum is the part over the whole.",
    example = r#"
// ResNet-50's 3×3 convolutions
use mlsysim_compute::layers::resnet50_conv_kernel_share;

let s = resnet50_conv_kernel_share()?;
assert!((s.share()? - 0.4794455391723857).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::part_of_total,
)]
pub struct KernelShare {
    /// The model the counts describe.
    pub workload: &'static Workload,
    /// Multiply-adds of the kernel class per example.
    #[input(non_negative)]
    pub kernel_macs: f64,
    /// Multiply-adds of the whole model per example.
    #[input(positive)]
    pub total_macs: f64,

    /// The kernel class's share of the multiply-adds.
    #[property(kernel_macs / total_macs)]
    pub share: f64,
}

impl KernelShare {
    fn part_of_total(&self) -> Result<(), InputError> {
        if self.kernel_macs > self.total_macs {
            return Err(InputError::Invalid {
                input: "kernel_macs",
                reason: format!(
                    "{} is more than the model's total of {}",
                    self.kernel_macs, self.total_macs
                )
                .into(),
            });
        }
        Ok(())
    }
}

/// ResNet-50's 3×3 convolutions as a share of its multiply-adds per 224×224 image, both counted
/// from the architecture of He et al. (2016), Table 1 (stride on the first 1×1 of a
/// downsampling block, as in the original network).
#[preset(name = "ResNet50ConvKernelShare")]
pub fn resnet50_conv_kernel_share() -> Result<KernelShare, InputError> {
    let macs = mlsysim_core::laws::resnet_bottleneck_macs(
        vec![64, 128, 256, 512],
        vec![3, 4, 6, 3],
        224,
        1000,
        false,
    )
    .map_err(|e| InputError::Invalid {
        input: "kernel_macs",
        reason: e.to_string().into(),
    })?;
    let count = |kind: &str| -> Result<f64, InputError> {
        macs.get(kind)
            .map(|&m| m as f64)
            .ok_or(InputError::Invalid {
                input: "kernel_macs",
                reason: "the ResNet count has no such kernel class".into(),
            })
    };
    KernelShare::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .kernel_macs(count("3x3")?)
        .total_macs(count("total")?)
        .build()
}
