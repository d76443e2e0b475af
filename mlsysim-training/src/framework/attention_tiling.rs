use super::FRAMEWORK;
use crate::width;
use mlsysim_core::{Information, InputError, Precision, Workload, preset, scenario};

/// One attention head at a sequence length, whole or in square tiles, and what standard
/// attention and FlashAttention keep in memory.
///
/// Standard attention stores the score matrix and the probabilities, each the sequence length
/// squared, beside Q, K, V and the output; FlashAttention works tile by tile and stores a
/// running maximum and a running sum per row instead of either square matrix.
#[scenario(
    family = FRAMEWORK,
    assumption = "The sequence is cut into whole tiles; a last partial tile is not counted.",
    excludes = "The kernels' working registers and shared memory beyond one tile.",
    derivation = "Online softmax keeps per row the largest score seen and the sum of exponentials against it, which is enough to rescale the partial outputs (Milakov and Gimelshein 2018; Dao et al. 2022).",
    example = r#"
// At 4,096 tokens one FP32 score matrix is 67 MB, a 128-square tile 65.5 kB
use mlsysim_training::framework::attention_scores4096_tokens_fp32;

let s = attention_scores4096_tokens_fp32()?;
assert_eq!(s.tile_count()?, 1024);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AttentionTiling {
    /// Tokens of the sequence.
    #[input(range = 1..)]
    pub seq_len: i64,
    /// Width of one head.
    #[input(range = 1..)]
    pub head_dim: i64,
    /// Side of a square tile, in tokens.
    #[input(range = 1..)]
    pub tile: i64,
    /// Heads of the layer.
    #[input(range = 1..)]
    pub heads: i64,
    /// Bytes of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Tensors of sequence by head width that each kernel stores: Q, K, V and the output.
    #[input(default = 4, range = 0..)]
    pub io_tensors: i64,
    /// Square matrices standard attention stores: the scores and the probabilities.
    #[input(default = 2, range = 0..)]
    pub stored_square_matrices: i64,
    /// Values per row FlashAttention stores: the running maximum and the running sum.
    #[input(default = 2, range = 0..)]
    pub row_statistics: i64,

    /// One head's score matrix.
    #[property(seq_len * seq_len * bytes_per_value, unit = MB)]
    pub score_matrix: Information,
    /// The score matrices of every head.
    #[property(heads * score_matrix, unit = GB)]
    pub all_heads_scores: Information,
    /// One tile of scores.
    #[property(tile * tile * bytes_per_value, unit = KB)]
    pub tile_bytes: Information,
    /// Whole tiles along one side of the score matrix.
    #[property(floor_div(seq_len, tile)?)]
    pub tiles_per_side: i64,
    /// Tiles of the score matrix.
    #[property(tiles_per_side * tiles_per_side)]
    pub tile_count: i64,
    /// Q, K and V: three tensors of sequence by head width.
    #[property(3 * seq_len * head_dim * bytes_per_value, unit = MB)]
    pub qkv_bytes: Information,
    /// The tensors of sequence by head width each kernel stores.
    #[property(io_tensors * seq_len * head_dim * bytes_per_value, unit = MB)]
    pub io_bytes: Information,
    /// What standard attention stores for one head.
    #[property(io_bytes + stored_square_matrices * score_matrix, unit = MB)]
    pub stored_standard: Information,
    /// What FlashAttention stores for one head.
    #[property(io_bytes + row_statistics * seq_len * bytes_per_value, unit = MB)]
    pub stored_flash: Information,
    /// Standard attention's storage over FlashAttention's.
    #[property(stored_standard / stored_flash)]
    pub stored_ratio: f64,
}

/// One attention head at 4,096 tokens in FP32 with GPT-2's head width, in 128-token tiles, in
/// a layer of 16 heads.
#[preset(name = "AttentionScores4096TokensFp32")]
pub fn attention_scores4096_tokens_fp32() -> Result<AttentionTiling, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    let geometry = crate::derived("head_dim", gpt2.geometry().copied())?;
    AttentionTiling::builder()
        .seq_len(4096)
        .head_dim(i64::from(geometry.hidden_dim / geometry.heads))
        .tile(128)
        .heads(16)
        .bytes_per_value(width::of(Precision::Fp32))
        .build()
}
