//! What models hold in memory: weights, and the key-value cache of a transformer.

use crate::law;
use crate::registry::Workload;
use crate::units::{DataSize, Information};

/// Bytes of a model's weights at `width` bytes a parameter: the parameter count times the
/// width, or, for a model the registry knows only by its declared size, that size whatever the
/// width (the reference's `size_in_bytes`).
#[law(
    reference = "mlsysim.models.types.Workload.size_in_bytes",
    samples(model = ["Language.GPT2", "Vision.ResNet50", "Recommendation.DLRM"], width = ["2 B", "0.5 B"])
)]
pub fn weight_bytes(model: &'static Workload, width: Information) -> DataSize {
    from_registry(
        model.size_in_bytes(width),
        "parameter count or declared size",
        model.path,
    )?
}

/// Key-value cache of standard attention: a key and a value of `head_dim` numbers per key-value
/// head, per layer, per token, per sequence, at `width` bytes each.
#[law(
    reference = "mlsysim.physics.memory.calc_kv_cache_size",
    samples(layers = [32], kv_heads = [8, 32], head_dim = [128], tokens = [8192], batch = [1, 16], width = ["2 B"])
)]
pub fn kv_cache_size(
    layers: i64,
    kv_heads: i64,
    head_dim: i64,
    tokens: i64,
    batch: i64,
    width: Information,
) -> Information {
    {
        require(
            layers >= 1 && kv_heads >= 1 && head_dim >= 1 && batch >= 1 && tokens >= 0,
            "layers, key-value heads, head width and batch must be at least 1, tokens at least 0",
        )?;
        2 * layers * kv_heads * head_dim * tokens * batch * width
    }
}

/// Cache of multi-head latent attention: one compressed latent of `kv_lora_rank` numbers and a
/// rotary key of `qk_rope_head_dim` numbers per layer, per token, per sequence; no separate
/// key and value per head.
#[law(
    reference = "mlsysim.physics.memory.calc_mla_cache_size",
    samples(layers = [61], kv_lora_rank = [512], qk_rope_head_dim = [64], tokens = [4096], batch = [1], width = ["2 B"])
)]
pub fn mla_cache_size(
    layers: i64,
    kv_lora_rank: i64,
    qk_rope_head_dim: i64,
    tokens: i64,
    batch: i64,
    width: Information,
) -> Information {
    {
        require(
            layers >= 1 && kv_lora_rank >= 1 && qk_rope_head_dim >= 1 && batch >= 1 && tokens >= 0,
            "layers, latent rank, rotary width and batch must be at least 1, tokens at least 0",
        )?;
        layers * (kv_lora_rank + qk_rope_head_dim) * tokens * batch * width
    }
}

/// The key-value cache a registry transformer holds for `tokens` tokens of `batch` sequences at
/// `width` bytes a number: latent attention where the model has it, else standard attention
/// over its key-value heads (all heads when it states none) of width `head_dim` (the hidden
/// width over the heads when it states none).
#[law(
    reference = "mlsysim.models.types.TransformerWorkload.get_kv_cache_size",
    samples(model = ["Language.Llama3_8B", "Language.GPT2", "Language.DeepSeek_V3"], tokens = [1, 8192], batch = [1], width = ["2 B"])
)]
pub fn model_kv_cache(
    model: &'static Workload,
    tokens: i64,
    batch: i64,
    width: Information,
) -> Information {
    {
        let geometry = model.geometry()?;
        let layers = i64::from(geometry.layers);
        match (geometry.kv_lora_rank, geometry.qk_rope_head_dim) {
            (Some(rank), Some(rope)) => mla_cache_size(
                layers,
                i64::from(rank),
                i64::from(rope),
                tokens,
                batch,
                width,
            )?,
            _ => {
                let heads = i64::from(geometry.heads);
                let head_dim = match geometry.head_dim {
                    Some(d) => i64::from(d),
                    None => floor_div(i64::from(geometry.hidden_dim), heads)?,
                };
                let kv_heads = geometry.kv_heads.map_or(heads, i64::from);
                kv_cache_size(layers, kv_heads, head_dim, tokens, batch, width)?
            }
        }
    }
}
