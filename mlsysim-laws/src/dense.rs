//! Dense (fully connected) networks: what a network given by its layer widths holds, computes
//! and moves, what training it launches, and the activation and loss functions it uses.
//!
//! A network is its widths `n_0, n_1, …, n_L`: layer `l` maps `n_{l−1}` inputs to `n_l`
//! outputs with an `n_{l−1}`×`n_l` weight matrix and one bias per output. Every count follows
//! from the widths and the batch alone.

use crate::law;
use crate::units::FlopCount;

/// The refusal every law of a network shares: at least an input and an output width, each at
/// least 1.
fn network(widths: &[i64]) -> Result<(), crate::EvalError> {
    crate::equation::require(
        widths.len() >= 2 && widths.iter().all(|&w| w >= 1),
        "a dense network has at least an input and an output width, each at least 1",
    )
}

/// A dense network's widths joined by arrows, input first: `784 → 128 → 64 → 10`.
#[law(samples(widths = ["784,128,64,10", "784,10"]))]
pub fn layer_chain(widths: Vec<i64>) -> String {
    {
        self::network(&widths)?;
        let mut chain = String::new();
        for width in &widths {
            if !chain.is_empty() {
                chain.push_str(" → ");
            }
            chain.push_str(&width.to_string());
        }
        chain
    }
}

/// Weights of each layer of a dense network: one per connection, n_{l−1}·n_l.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_weights",
    samples(widths = ["784,128,64,10", "784,10", "4096,4096,4096,4096"])
)]
pub fn dense_weights(widths: Vec<i64>) -> Vec<i64> {
    {
        self::network(&widths)?;
        each!(l in 1..len(&widths), widths[l - 1] * widths[l])
    }
}

/// Biases of each layer of a dense network: one per output unit, n_l.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_biases",
    samples(widths = ["784,128,64,10", "784,10"])
)]
pub fn dense_biases(widths: Vec<i64>) -> Vec<i64> {
    {
        self::network(&widths)?;
        widths.iter().skip(1).copied().collect::<Vec<i64>>()
    }
}

/// Parameters of a dense network: weights and biases, Σ (n_{l−1} + 1)·n_l.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_params",
    samples(widths = ["784,128,64,10", "784,10", "4096,4096,4096,4096"])
)]
pub fn dense_params(widths: Vec<i64>) -> i64 {
    {
        self::network(&widths)?;
        sum!(l in 1..len(&widths), (widths[l - 1] + 1) * widths[l])
    }
}

/// Multiply-accumulates one example takes through a dense network: one per weight,
/// Σ n_{l−1}·n_l.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_macs",
    samples(widths = ["784,128,64,10", "784,512,10", "784,4096,4096,10"])
)]
pub fn dense_macs(widths: Vec<i64>) -> i64 {
    {
        self::network(&widths)?;
        sum!(l in 1..len(&widths), widths[l - 1] * widths[l])
    }
}

/// Matrix-multiply FLOPs of each layer's forward pass at batch B: 2·B·n_{l−1}·n_l (a
/// multiply-accumulate is two FLOPs).
#[law(
    reference = "mlsysim.physics.neural.calc_dense_forward_flops",
    unit = FLOP,
    samples(widths = ["784,128,64,10", "784,10"], batch = [1, 32])
)]
pub fn dense_matmul_flops(widths: Vec<i64>, batch: i64) -> Vec<FlopCount> {
    {
        self::network(&widths)?;
        require(batch >= 1, "the batch holds at least one example")?;
        each!(l in 1..len(&widths), 2 * batch * widths[l - 1] * widths[l] * flops(1.0))
    }
}

/// Element-wise FLOPs of each layer's forward pass at batch B: the bias add and the activation,
/// 2·B·n_l.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_forward_flops",
    unit = FLOP,
    samples(widths = ["784,128,64,10", "784,10"], batch = [1, 32])
)]
pub fn dense_elementwise_flops(widths: Vec<i64>, batch: i64) -> Vec<FlopCount> {
    {
        self::network(&widths)?;
        require(batch >= 1, "the batch holds at least one example")?;
        each!(l in 1..len(&widths), 2 * batch * widths[l] * flops(1.0))
    }
}

/// FLOPs of every layer's weight gradient at batch B (the activations transposed times the
/// error): Σ 2·B·n_{l−1}·n_l, as much as the forward matrix multiplies.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_backward_flops",
    unit = FLOP,
    samples(widths = ["784,128,64,10", "784,10"], batch = [1, 32])
)]
pub fn dense_weight_gradient_flops(widths: Vec<i64>, batch: i64) -> FlopCount {
    {
        self::network(&widths)?;
        require(batch >= 1, "the batch holds at least one example")?;
        sum!(l in 1..len(&widths), 2 * batch * widths[l - 1] * widths[l]) * flops(1.0)
    }
}

/// FLOPs of the error each layer but the first sends back to the layer before it (the error
/// times the weights transposed) at batch B: Σ_{l ≥ 2} 2·B·n_{l−1}·n_l. The first layer has no
/// earlier layer to send to.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_backward_flops",
    unit = FLOP,
    samples(widths = ["784,128,64,10", "784,10"], batch = [1, 32])
)]
pub fn dense_input_gradient_flops(widths: Vec<i64>, batch: i64) -> FlopCount {
    {
        self::network(&widths)?;
        require(batch >= 1, "the batch holds at least one example")?;
        sum!(l in 2..len(&widths), 2 * batch * widths[l - 1] * widths[l]) * flops(1.0)
    }
}

/// Activation values that cross main memory in one forward pass at batch B when each layer
/// runs as its own kernel: the input read once, the output written once, and every hidden
/// activation written by one layer and read back by the next, B·(n_0 + 2·Σ hidden + n_L).
/// The weights are read once on top of this.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_traffic_values",
    samples(widths = ["784,128,64,10", "784,10"], batch = [1, 32])
)]
pub fn dense_traffic_values(widths: Vec<i64>, batch: i64) -> i64 {
    {
        self::network(&widths)?;
        require(batch >= 1, "the batch holds at least one example")?;
        batch
            * (widths[0] + 2 * sum!(l in 1..len(&widths) - 1, widths[l]) + widths[len(&widths) - 1])
    }
}

/// Values training keeps for the backward pass at batch B: the input and every layer's output,
/// B·Σ n_l.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_saved_activations",
    samples(widths = ["784,128,64,10", "784,512,512,10"], batch = [1, 32])
)]
pub fn dense_saved_activations(widths: Vec<i64>, batch: i64) -> i64 {
    {
        self::network(&widths)?;
        require(batch >= 1, "the batch holds at least one example")?;
        batch * sum!(w in widths, w)
    }
}

/// Values inference holds at once at batch B with rolling buffers: the largest adjacent pair,
/// B·max(n_{l−1} + n_l), since each output may overwrite its input once the next layer has read
/// it.
#[law(
    reference = "mlsysim.physics.neural.calc_dense_inference_activations",
    samples(widths = ["784,128,64,10", "10,64,784"], batch = [1, 32])
)]
pub fn dense_inference_activations(widths: Vec<i64>, batch: i64) -> i64 {
    {
        self::network(&widths)?;
        require(batch >= 1, "the batch holds at least one example")?;
        batch * max!(l in 1..len(&widths), widths[l - 1] + widths[l])
    }
}

/// Operations one eager training step of an L-layer dense ReLU network launches: L forward
/// matrix multiplies (bias and ReLU fused), the loss, 2L − 1 backward matrix multiplies (a
/// weight gradient per layer, an input gradient for all but the first), L − 1 ReLU masks and
/// one fused optimizer step, 4L in all.
#[law(
    reference = "mlsysim.physics.neural.calc_training_step_ops",
    samples(layers = [1, 3, 100])
)]
pub fn training_step_ops(layers: i64) -> i64 {
    {
        require(layers >= 1, "the network has at least one layer")?;
        layers + 1 + (2 * layers - 1) + (layers - 1) + 1
    }
}

/// The logistic sigmoid, 1 ÷ (1 + e^(−x)).
#[law(
    reference = "mlsysim.physics.neural.calc_sigmoid",
    samples(x = [-40.0, -2.0, 0.0, 2.0, 40.0])
)]
pub fn sigmoid(x: f64) -> f64 {
    {
        // For x far below zero e^(−x) overflows; 1 + e^(−x) is then e^(−x) itself, and the
        // sigmoid e^(x), which keeps its digits down to the smallest normal double.
        if x < -30.0 {
            exp(x)?
        } else {
            1.0 / (1.0 + exp(-x)?)
        }
    }
}

/// The sigmoid's slope, s(x)·(1 − s(x)); its peak, at x = 0, is one quarter.
#[law(
    reference = "mlsysim.physics.neural.calc_sigmoid_slope",
    samples(x = [-10.0, -1.0, 0.0, 1.0, 10.0])
)]
pub fn sigmoid_slope(x: f64) -> f64 {
    {
        let s = sigmoid(x)?;
        s * (1.0 - s)
    }
}

/// Cross-entropy loss with a one-hot label: −ln p of the probability given the correct class.
#[law(
    reference = "mlsysim.physics.neural.calc_cross_entropy",
    samples(p_correct = [1e-300, 0.1, 0.5, 0.9, 1.0])
)]
pub fn cross_entropy(p_correct: f64) -> f64 {
    {
        require(
            p_correct > 0.0 && p_correct <= 1.0,
            "the probability of the correct class lies in (0, 1]",
        )?;
        -ln(p_correct)?
    }
}
