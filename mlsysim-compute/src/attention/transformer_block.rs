use super::{ATTENTION, context_length};
use mlsysim_core::{FlopCount, HardwareNode, InputError, Time, Workload, preset, scenario};

/// A decoder-only transformer's blocks at a context of S tokens, counted by the classic block:
/// weights, work per token, dense against attention multiply-adds, and a training step.
///
/// Each block holds `attention_projections` square d×d projections and a d → f·d → d
/// feed-forward network. Over a context of S tokens a block's dense layers do (weights)·S
/// multiply-adds and its two attention products 2·S²·d, so attention overtakes the dense work
/// past S = weights ÷ 2d (six times the width for the classic block). A training step is
/// counted layer by layer (attention included, three forward passes' worth) and against the
/// 6·P·tokens rule, which leaves attention out.
#[scenario(
    family = ATTENTION,
    assumption = "Every block is the classic one: `attention_projections` square projections and a feed-forward network of `ffn_multiple` times the width; biases and norms are left out, except in `exact_parameters`.",
    assumption = "`exact_parameters` counts GPT-2's own layout (four projections with biases, two norms a block, a final norm and learned positions for the registry's context length), whatever `attention_projections` and `context_tokens` are.",
    assumption = "Attention's multiply-adds do not depend on the heads, which split the width; `six_p_step_flops` uses the registry's parameter count, the layer-by-layer count the block weights.",
    assumption = "`token_table` and the members built on it need the model's vocabulary size, `exact_parameters` its context length, the training members its parameter count, each an error naming what the registry lacks.",
    assumption = "`attention_time_at_peak` needs `hardware` and runs at its headline peak; without it the member is an error naming `hardware`, as the reference fails for both presets.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer (the reference takes any model with a hidden width)"),
    excludes = "Softmax, norms and activations; the output projection onto the vocabulary is given apart (`output_layer_flops`).",
    derivation = "A d×d projection does d² multiply-adds per token; Q·Kᵀ and the weighted sum of V each do S²·d per block.",
    derivation = "Training does a forward and a backward pass of twice its work: 6P over 2P per token, three forward passes (Kaplan et al., 2020; the Chinchilla constants).",
    example = r#"
// GPT-2 XL at its 1,024-token window
use mlsysim_compute::attention::gpt2_xl_block_full_window;

let s = gpt2_xl_block_full_window()?;
assert_eq!(s.block_coefficient()?, 12);
assert_eq!(s.crossover()?, 9600.0);
assert_eq!(s.attention_time_at_peak().unwrap_err().missing_input(), Some("hardware"));
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TransformerBlock {
    /// The transformer counted.
    pub workload: &'static Workload,
    /// Tokens of context (S).
    #[input(range = 1..)]
    pub context_tokens: u32,
    /// Feed-forward width over the model width (f).
    #[input(default = 4, range = 1..)]
    pub ffn_multiple: u32,
    /// Square projections of the attention (a): query, key, value and output make four.
    #[input(default = 4, range = 1..)]
    pub attention_projections: u32,
    /// The accelerator whose peak times the prompt's attention.
    pub hardware: Option<&'static HardwareNode>,
    /// Sequences of `context_tokens` in one training step (B).
    #[input(default = 1, range = 1..)]
    pub batch_size: u32,

    /// The model's hidden width d.
    #[property(i64::from(workload.geometry()?.hidden_dim))]
    pub width: i64,
    /// The model's blocks (L).
    #[property(i64::from(workload.geometry()?.layers))]
    pub layers: i64,
    /// Attention weights of one block.
    #[property(block_attention_weights(width, attention_projections)?)]
    pub attention_weights_per_block: i64,
    /// Feed-forward weights of one block.
    #[property(block_mlp_weights(width, ffn_multiple)?)]
    pub mlp_weights_per_block: i64,
    /// Weights of one block.
    #[property(transformer_block_weights(width, ffn_multiple, attention_projections)?)]
    pub weights_per_block: i64,
    /// Weights per block in units of d² (12 for the classic block).
    #[property(floor_div(weights_per_block, pow(width, 2)?)?)]
    pub block_coefficient: i64,
    /// Share of a block's weights in its feed-forward network.
    #[property(mlp_weights_per_block / weights_per_block)]
    pub mlp_share: f64,
    /// Weights of all blocks.
    #[property(weights_per_block * layers)]
    pub block_weights: i64,
    /// Attention weights of all blocks.
    #[property(attention_weights_per_block * layers)]
    pub attention_weights: i64,
    /// Feed-forward weights of all blocks.
    #[property(mlp_weights_per_block * layers)]
    pub mlp_weights: i64,
    /// Entries of the model's vocabulary.
    #[property(i64::from(from_registry(workload.geometry()?.vocab_size, "vocabulary size", workload.path)?))]
    pub vocab_size: i64,
    /// Token-embedding weights: one row of width d per vocabulary entry.
    #[property(vocab_size * width)]
    pub token_table: i64,
    /// Block weights and the token table.
    #[property(block_weights + token_table)]
    pub block_rule_parameters: i64,
    /// GPT-2's layout counted in full: projection and feed-forward biases, two norms a block, the
    /// final norm, and a learned position table of the registry's context length.
    #[property(gpt2_layout_parameters(
        width,
        ffn_multiple,
        layers,
        vocab_size,
        from_registry(workload.geometry()?.context_length, "context length", workload.path)?,
    )?)]
    pub exact_parameters: i64,
    /// FLOPs per token of all blocks: two per block weight.
    #[property(multiply_add_flops(1, block_weights)?, unit = FLOP)]
    pub flops_per_token: FlopCount,
    /// FLOPs per token of the output projection onto the vocabulary.
    #[property(multiply_add_flops(1, token_table)?, unit = FLOP)]
    pub output_layer_flops: FlopCount,
    /// One block's projection and feed-forward multiply-adds over the context.
    #[property(weights_per_block * context_tokens)]
    pub dense_macs: i64,
    /// One block's two attention products over the context.
    #[property(attention_score_macs(context_tokens, width)?)]
    pub attention_macs: i64,
    /// One block's multiply-adds over the context.
    #[property(dense_macs + attention_macs)]
    pub block_macs: i64,
    /// Share of a block's multiply-adds in attention.
    #[property(attention_macs / block_macs)]
    pub attention_share: f64,
    /// Dense multiply-adds over attention multiply-adds.
    #[property(dense_macs / attention_macs)]
    pub dense_to_attention: f64,
    /// Attention multiply-adds over dense multiply-adds.
    #[property(attention_macs / dense_macs)]
    pub attention_to_dense: f64,
    /// Context at which attention's multiply-adds equal the dense ones.
    #[property(attention_crossover(width, ffn_multiple, attention_projections)?)]
    pub crossover: f64,
    /// The crossover in units of the width (six for the classic block).
    #[property(crossover / width)]
    pub crossover_multiple: f64,
    /// Dense FLOPs of all blocks over the prompt.
    #[property(flops_per_token * context_tokens, unit = FLOP)]
    pub prompt_dense_flops: FlopCount,
    /// Attention FLOPs of all blocks over the prompt.
    #[property(multiply_add_flops(layers, attention_macs)?, unit = FLOP)]
    pub prompt_attention_flops: FlopCount,
    /// FLOPs of all blocks over the prompt.
    #[property(prompt_dense_flops + prompt_attention_flops, unit = FLOP)]
    pub prompt_flops: FlopCount,
    /// Time of the prompt's attention at the accelerator's peak.
    #[property(compute_time(prompt_attention_flops, hardware.peak_flops)?, unit = MINUTE)]
    pub attention_time_at_peak: Time,
    /// A training step in forward passes: 6P over 2P per token.
    #[property(training_flops(workload.parameter_count()?, 1.0)? / decode_flops(workload.parameter_count()?, 1.0)?)]
    pub training_to_forward: f64,
    /// One block's forward FLOPs for the whole batch, attention included.
    #[property(multiply_add_flops(batch_size, block_macs)?, unit = GFLOP)]
    pub layer_forward_flops: FlopCount,
    /// One training step counted layer by layer, attention included.
    #[property(layer_forward_flops * layers * training_to_forward, unit = TFLOP)]
    pub training_step_flops: FlopCount,
    /// The same step by the 6P-per-token rule, which leaves attention out.
    #[property(training_flops(workload.parameter_count()?, batch_size * context_tokens)?, unit = TFLOP)]
    pub six_p_step_flops: FlopCount,
    /// The attention products' part of a training step, all blocks.
    #[property(multiply_add_flops(batch_size, attention_macs)? * layers * training_to_forward, unit = TFLOP)]
    pub attention_step_flops: FlopCount,
}

/// GPT-2 XL's blocks at its full 1,024-token window: the classic 12·d² block with a
/// feed-forward width of 4·d, dense against attention multiply-adds.
#[preset(name = "Gpt2XlBlockFullWindow")]
pub fn gpt2_xl_block_full_window() -> Result<TransformerBlock, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    TransformerBlock::builder()
        .workload(gpt2)
        .context_tokens(context_length(gpt2, "context_tokens")?)
        .build()
}

/// The same blocks for one training step of 32 full-window sequences, counted layer by layer
/// against the 6P rule.
#[preset(name = "Gpt2XlBatch32Block")]
pub fn gpt2_xl_batch32_block() -> Result<TransformerBlock, InputError> {
    gpt2_xl_block_full_window()?
        .variant()
        // 32 sequences a step: the reference's GPT-2 XL training run on one H100
        // (`Gpt2XlRunOnOneH100`) steps 32 × 1,024 tokens, divided here by the window.
        .batch_size(32)
        .build()
}
