use super::ATTENTION;
use mlsysim_core::units::bytes;
use mlsysim_core::{HardwareNode, Information, InputError, preset, scenario};

/// Attention scores stored in full (no fused attention kernel): what one layer and all layers
/// hold, against a device's labeled memory.
#[scenario(
    family = ATTENTION,
    assumption = "Every head of a layer keeps its whole S×S score matrix at once.",
    assumption = "The device's memory is counted as its label prints it: binary gigabytes read as decimal (80 GiB as 80 GB), as the reference's chapters count shares of a device.",
    assumption = "The counts are at least 1 and the byte width above zero; `layer_device_multiple` needs `hardware` and is an error naming it otherwise.",
    excludes = "The queries, keys and values themselves, and any recomputation or tiling that avoids storing the scores.",
    derivation = "Each of the S queries scores each of the S keys, per head.",
    example = r#"
// Twelve heads at 100,000 tokens
use mlsysim_compute::attention::twelve_head_scores_at_100k_tokens;

let s = twelve_head_scores_at_100k_tokens()?;
assert_eq!(s.scores_per_layer()?, 120_000_000_000);
assert!((s.layer_device_multiple()? - 3.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct MaterializedScores {
    /// Tokens of the sequence (S).
    #[input(range = 1..)]
    pub seq_len: u32,
    /// Attention heads per layer.
    #[input(range = 1..)]
    pub heads: u32,
    /// Layers of the model.
    #[input(range = 1..)]
    pub layers: u32,
    /// Storage width of one score.
    #[input(positive, unit = BYTE)]
    pub bytes_per_score: Information,
    /// The device the scores are compared with.
    pub hardware: Option<&'static HardwareNode>,

    /// Scores of one layer, all heads.
    #[property(pow(seq_len, 2)? * heads)]
    pub scores_per_layer: i64,
    /// Bytes of one layer's scores.
    #[property(attention_score_bytes(seq_len, heads, bytes_per_score)?, unit = GB)]
    pub layer_bytes: Information,
    /// Bytes of all layers' scores.
    #[property(layer_bytes * layers, unit = GB)]
    pub total_bytes: Information,
    /// One layer's scores in units of the device's labeled memory.
    #[property(layer_bytes / labeled_memory_capacity(hardware)?)]
    pub layer_device_multiple: f64,
}

/// A generic 12-head, 32-layer model's FP16 scores at 100,000 tokens, against one 80 GB H100.
#[preset(name = "TwelveHeadScoresAt100kTokens")]
pub fn twelve_head_scores_at_100k_tokens() -> Result<MaterializedScores, InputError> {
    MaterializedScores::builder()
        .seq_len(100_000)
        .heads(12)
        .layers(32)
        .bytes_per_score(bytes(2.0))
        .hardware(HardwareNode::find("Cloud.H100")?)
        .build()
}
