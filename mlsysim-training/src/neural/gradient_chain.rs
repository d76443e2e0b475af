use super::NEURAL;
use mlsysim_core::{Choice, EvalError, InputError, preset, scenario};

/// An activation function whose slope a gradient multiplies at every layer.
#[derive(Choice)]
pub enum Activation {
    /// The logistic sigmoid, whose slope peaks at one quarter.
    Sigmoid,
}

impl Activation {
    /// The activation's steepest slope.
    pub fn peak_slope(self) -> Result<f64, EvalError> {
        match self {
            Activation::Sigmoid => mlsysim_core::laws::sigmoid_slope(0.0),
        }
    }
}

/// The factor a gradient keeps from the activations' slopes alone after a chain of layers,
/// each at its activation's steepest slope.
///
/// Backpropagation multiplies the gradient by each layer's activation slope. The sigmoid's is
/// at most one quarter, so even at the steepest point of every layer the factor shrinks
/// geometrically with depth: the vanishing gradient.
#[scenario(
    family = NEURAL,
    assumption = "Every layer sits at its activation's steepest point, the most favourable case.",
    excludes = "The weights, which multiply in as well.",
    example = r#"
// Twenty sigmoid layers keep less than a trillionth of the gradient
use mlsysim_training::neural::twenty_sigmoid_layers;

let s = twenty_sigmoid_layers()?;
assert!(s.surviving_fraction()? < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct GradientChain {
    /// Layers the gradient passes through.
    #[input(range = 0..)]
    pub depth: i64,
    /// The activation of every layer.
    #[input(default = Activation::Sigmoid)]
    pub activation: Activation,

    /// The activation's steepest slope.
    #[property(activation.peak_slope()?)]
    pub peak_slope: f64,
    /// The factor the gradient keeps after `depth` layers.
    #[property(powf(peak_slope, depth as f64)?)]
    pub surviving_fraction: f64,
}

/// A gradient through 20 sigmoid layers at the sigmoid's steepest slope, before the weights
/// multiply in.
#[preset(name = "TwentySigmoidLayers")]
pub fn twenty_sigmoid_layers() -> Result<GradientChain, InputError> {
    GradientChain::builder()
        .depth(20)
        .activation(Activation::Sigmoid)
        .build()
}
