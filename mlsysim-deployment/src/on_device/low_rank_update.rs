use super::ON_DEVICE;
use crate::width;
use mlsysim_core::{Information, InputError, Precision, preset, scenario};

/// A rank-`rank` update of one `out_dim` × `in_dim` weight: what it trains against the full
/// weight, and what it stores.
///
/// The update is a down-projection of rank × in_dim times an up-projection of out_dim × rank.
/// With the width of a value given, the same product prices a layer factored into two thin
/// factors as well as a LoRA update.
#[scenario(
    family = ON_DEVICE,
    assumption = "The frozen weight is dense; the update has no bias.",
    excludes = "Optimizer state and activations of the update.",
    example = r#"
// A rank-4 update of a 768 × 768 weight trains about 1% of it
use mlsysim_deployment::on_device::transformer_layer_rank4_update;

let s = transformer_layer_rank4_update()?;
assert_eq!(s.update_params()?, 6144);
assert!(s.reduction()? > 0.98);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct LowRankUpdate {
    /// Inputs of the weight.
    #[input(range = 1..)]
    pub in_dim: i64,
    /// Outputs of the weight.
    #[input(range = 1..)]
    pub out_dim: i64,
    /// Rank of the update.
    #[input(range = 1..)]
    pub rank: i64,
    /// Bytes of one value, for the storage of the weight and of the update.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Option<Information>,

    /// Parameters of the full weight.
    #[property(in_dim * out_dim)]
    pub full_params: i64,
    /// Parameters of the update.
    #[property(low_rank_update_params(in_dim, out_dim, rank)?)]
    pub update_params: i64,
    /// Share of the full weight's trainable parameters the update removes.
    #[property(1.0 - update_params / full_params)]
    pub reduction: f64,
    /// Values of the full weight over values of the update.
    #[property(full_params / update_params)]
    pub compression: f64,
    /// Bytes of the full weight.
    #[property(full_params * bytes_per_param, unit = MB)]
    pub full_bytes: Information,
    /// Bytes of the update.
    #[property(update_params * bytes_per_param, unit = MB)]
    pub update_bytes: Information,
}

/// A rank-4 update of a 768 × 768 weight of a generic transformer layer.
#[preset(name = "TransformerLayerRank4Update")]
pub fn transformer_layer_rank4_update() -> Result<LowRankUpdate, InputError> {
    LowRankUpdate::builder()
        .in_dim(768)
        .out_dim(768)
        .rank(4)
        .build()
}

/// A 4,096 × 4,096 FP32 layer factored at rank 128 into two thin factors.
#[preset(name = "Rank128Factorization4096")]
pub fn rank128_factorization4096() -> Result<LowRankUpdate, InputError> {
    LowRankUpdate::builder()
        .in_dim(4096)
        .out_dim(4096)
        .rank(128)
        .bytes_per_param(width(Precision::Fp32)?)
        .build()
}
