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
        let mut weights = Vec::new();
        for (n_in, n_out) in widths.iter().zip(widths.iter().skip(1)) {
            weights.push(*n_in * *n_out);
        }
        weights
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
        let mut params = 0i64;
        for (n_in, n_out) in widths.iter().zip(widths.iter().skip(1)) {
            params += (*n_in + 1) * *n_out;
        }
        params
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
        let mut macs = 0i64;
        for (n_in, n_out) in widths.iter().zip(widths.iter().skip(1)) {
            macs += *n_in * *n_out;
        }
        macs
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
        let mut layers = Vec::new();
        for (n_in, n_out) in widths.iter().zip(widths.iter().skip(1)) {
            layers.push(2 * batch * *n_in * *n_out * flops(1.0));
        }
        layers
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
        let mut layers = Vec::new();
        for width in widths.iter().skip(1) {
            layers.push(2 * batch * *width * flops(1.0));
        }
        layers
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
        let mut total = 0i64;
        for (n_in, n_out) in widths.iter().zip(widths.iter().skip(1)) {
            total += 2 * batch * *n_in * *n_out;
        }
        total * flops(1.0)
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
        let mut total = 0i64;
        for (n_in, n_out) in widths.iter().skip(1).zip(widths.iter().skip(2)) {
            total += 2 * batch * *n_in * *n_out;
        }
        total * flops(1.0)
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
        // `network` has checked there are at least two widths.
        let first = widths.first().copied().unwrap_or(0);
        let last = widths.last().copied().unwrap_or(0);
        let mut hidden = 0i64;
        for width in widths.iter().skip(1).take(widths.len().saturating_sub(2)) {
            hidden += *width;
        }
        batch * (first + 2 * hidden + last)
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
        let mut values = 0i64;
        for width in &widths {
            values += *width;
        }
        batch * values
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
        let mut largest = 0i64;
        for (n_in, n_out) in widths.iter().zip(widths.iter().skip(1)) {
            largest = max(largest, *n_in + *n_out);
        }
        batch * largest
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
