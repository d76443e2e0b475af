use super::{NEURAL, mnist_dense_network};
use mlsysim_core::{InputError, preset, scenario};

/// Dense networks between a fixed input and output, swept in hidden width and in depth: how
/// multiply-accumulates and saved activations grow with each.
///
/// The width sweep keeps `hidden_layers` hidden layers and gives them each width of `widths`;
/// the depth sweep stacks one to `max_depth` hidden layers of `fixed_width`. Each doubling
/// factor compares the last setting with the one half its size: doubling the width roughly
/// quadruples the work between hidden layers, doubling the depth roughly doubles it.
#[scenario(
    family = NEURAL,
    rule(len(&widths) >= 1 && any!(w in widths, w == floor_div(widths[len(&widths) - 1], 2)?), "`widths` holds half of its last width (rounded down), the setting the last one doubles"),
    assumption = "Every hidden layer of a network has the same width.",
    example = r#"
// Doubling the hidden width from 2,048 to 4,096 nearly quadruples the MACs
use mlsysim_training::neural::dense_width_depth_sweep;

let s = dense_width_depth_sweep()?;
assert!(s.width_double_factor()? > 3.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DenseScalingSweep {
    /// Width of the input.
    #[input(range = 1..)]
    pub input_dim: i64,
    /// Width of the output.
    #[input(range = 1..)]
    pub output_dim: i64,
    /// Hidden layers of the width sweep.
    #[input(range = 0..)]
    pub hidden_layers: i64,
    /// Hidden widths of the width sweep, the last twice one before it.
    #[input(range = 1..)]
    pub widths: Vec<i64>,
    /// Hidden width of the depth sweep.
    #[input(range = 1..)]
    pub fixed_width: i64,
    /// The deepest network of the depth sweep, in hidden layers.
    #[input(range = 2..=10_000)]
    pub max_depth: i64,

    /// Widths of a network of `hidden` hidden layers of `width`, the input first.
    #[method(
        each!(l in 0..hidden + 2, if l == 0 { input_dim } else if l == hidden + 1 { output_dim } else { width }),
        samples(hidden = [1, hidden_layers], width = [fixed_width])
    )]
    pub net: fn(hidden: i64, width: i64) -> Vec<i64>,
    /// Hidden layers of each network of the depth sweep.
    #[property(each!(d in 1..=max_depth, d))]
    pub depths: Vec<i64>,
    /// Multiply-accumulates per example of each network of the width sweep.
    #[property(each!(w in widths, dense_macs(net(hidden_layers, w)?)?))]
    pub width_sweep_macs: Vec<i64>,
    /// Multiply-accumulates per example of each network of the depth sweep.
    #[property(each!(d in depths, dense_macs(net(d, fixed_width)?)?))]
    pub depth_sweep_macs: Vec<i64>,
    /// Values saved per example (the input and every layer's output) of each network of the
    /// depth sweep.
    #[property(each!(d in depths, dense_saved_activations(net(d, fixed_width)?, 1)?))]
    pub depth_sweep_saved_activations: Vec<i64>,
    /// The width the last width doubles.
    #[property(floor_div(widths[len(&widths) - 1], 2)?)]
    pub width_doubled_from: i64,
    /// The depth the deepest network doubles.
    #[property(floor_div(max_depth, 2)?)]
    pub depth_doubled_from: i64,
    /// MACs of the widest network over those of the network half as wide.
    #[property(
        width_sweep_macs[len(&widths) - 1]
            / width_sweep_macs[first!(i in 0..len(&widths), widths[i] == width_doubled_from)]
    )]
    pub width_double_factor: f64,
    /// MACs of the deepest network over those of the network half as deep.
    #[property(depth_sweep_macs[max_depth - 1] / depth_sweep_macs[depth_doubled_from - 1])]
    pub depth_double_factor: f64,
    /// Saved activations of the deepest network over those of the network half as deep.
    #[property(
        depth_sweep_saved_activations[max_depth - 1]
            / depth_sweep_saved_activations[depth_doubled_from - 1]
    )]
    pub saved_activations_double_factor: f64,
}

/// Dense networks on MNIST's 784 inputs and 10 outputs: two hidden layers of width 64 to
/// 4,096, and 1 to 32 hidden layers of width 512.
#[preset(name = "DenseWidthDepthSweep")]
pub fn dense_width_depth_sweep() -> Result<DenseScalingSweep, InputError> {
    let mnist = mnist_dense_network()?;
    let (first, last) = (mnist.layer_widths.first(), mnist.layer_widths.last());
    let missing = |input| InputError::Invalid {
        input,
        reason: "the MNIST network has no widths".into(),
    };
    DenseScalingSweep::builder()
        .input_dim(*first.ok_or(missing("input_dim"))?)
        .output_dim(*last.ok_or(missing("output_dim"))?)
        .hidden_layers(2)
        .widths((6..=12).map(|k| 1i64 << k).collect())
        .fixed_width(512)
        .max_depth(32)
        .build()
}
