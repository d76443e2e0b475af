//! Work of a transformer: training, prefill and decode.

use crate::law;
use crate::units::FlopCount;

/// Training work of a dense transformer: 6 FLOPs per parameter per token (2 forward, 4
/// backward), the Chinchilla rule.
#[law(
    reference = "mlsysim.physics.transformer.calc_transformer_training_flops",
    samples(parameters = [1.5e9, 175e9], tokens = [300e9])
)]
pub fn training_flops(parameters: f64, tokens: f64) -> FlopCount {
    6.0 * parameters * tokens * flops(1.0)
}

/// Decode work: 2 FLOPs per parameter per generated token (attention over the cache left out,
/// so it holds where parameters dominate).
#[law(
    reference = "mlsysim.physics.transformer.calc_transformer_decode_flops",
    samples(parameters = [8e9, 70e9], tokens = [1.0, 256.0])
)]
pub fn decode_flops(parameters: f64, tokens: f64) -> FlopCount {
    2.0 * parameters * tokens * flops(1.0)
}

/// Prefill work of a causal transformer: 2 FLOPs per parameter per prompt token for the
/// projections and feed-forward layers, plus 2·layers·hidden·tokens² for attention.
#[law(
    reference = "mlsysim.physics.transformer.calc_transformer_prefill_flops",
    samples(parameters = [8e9], tokens = [1000.0, 8192.0], layers = [32], hidden = [4096])
)]
pub fn prefill_flops(parameters: f64, tokens: f64, layers: i64, hidden: i64) -> FlopCount {
    (2.0 * parameters * tokens + 2.0 * layers * hidden * (tokens * tokens)) * flops(1.0)
}
