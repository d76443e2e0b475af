//! Updating a model on the device that serves it: the memory traffic of one full training step,
//! and the parameters a low-rank update or a residual adapter trains instead.

use crate::law;
use crate::units::Information;

/// Bytes one full-update training step moves through DRAM when no tensor stays in cache: the
/// forward pass reads the weights and writes the activations it saves (W + A), the backward
/// pass reads those activations and the weights and writes the gradients (A + W + G), and an
/// Adam-style optimizer reads the weights, gradients and its state and writes the weights and
/// its state back ((W + G + S) + (W + S)).
#[law(
    reference = "mlsysim.physics.memory.calc_update_step_traffic",
    samples(
        weights = ["40 MB", "2 GB"],
        gradients = ["40 MB"],
        optimizer_state = ["80 MB", "0 B"],
        activations = ["200 MB", "0 B"]
    )
)]
pub fn update_step_traffic(
    weights: Information,
    gradients: Information,
    optimizer_state: Information,
    activations: Information,
) -> Information {
    (weights + activations)
        + (activations + weights + gradients)
        + (weights + gradients + optimizer_state)
        + (weights + optimizer_state)
}

/// Bytes of the weights one full-update step reads: three times the weights (the forward pass,
/// the backward pass and the optimizer each read them once).
#[law(
    reference = "mlsysim.physics.memory.calc_update_step_traffic",
    samples(weights = ["40 MB", "2 GB"])
)]
pub fn update_step_weight_reads(weights: Information) -> Information {
    3.0 * weights
}

/// Parameters a rank-`rank` update of an `out_dim` × `in_dim` weight trains: a down-projection
/// of rank × in_dim and an up-projection of out_dim × rank, rank × (in_dim + out_dim). The
/// rank is at least one and the dimensions are positive.
#[law(
    reference = "mlsysim.physics.memory.calc_low_rank_update_params",
    samples(in_dim = [768, 4096], out_dim = [768, 11008], rank = [0, 4, 128])
)]
pub fn low_rank_update_params(in_dim: i64, out_dim: i64, rank: i64) -> i64 {
    {
        require(rank >= 1, "the rank is at least one")?;
        require(
            in_dim >= 1 && out_dim >= 1,
            "the weight's dimensions are positive",
        )?;
        rank * (in_dim + out_dim)
    }
}

/// Parameters of one residual bottleneck adapter from `width` down to `bottleneck` and back,
/// weights and biases of both projections: 2 × width × bottleneck + bottleneck + width. The
/// bottleneck is at least one and the width positive.
#[law(
    reference = "mlsysim.physics.memory.calc_residual_adapter_params",
    samples(width = [768, 4096], bottleneck = [0, 16, 64])
)]
pub fn residual_adapter_params(width: i64, bottleneck: i64) -> i64 {
    {
        require(bottleneck >= 1, "the bottleneck is at least one")?;
        require(width >= 1, "the width is positive")?;
        2 * width * bottleneck + bottleneck + width
    }
}
