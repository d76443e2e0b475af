//! Network architectures built on attention: packed projections, transformer blocks, stored
//! attention scores, context growth, key-value caches, and the embedding tables of
//! recommenders.

use crate::families::ATTENTION;
use mlsysim_core::units::{GB_PER_SECOND, bytes};
use mlsysim_core::{
    DataRate, DataSize, FlopCount, Frequency, HardwareNode, Information, InputError, Intensity,
    Time, Workload, preset, scenario,
};

/// Refuses a workload without transformer geometry, naming the input.
fn transformer_only(workload: &Workload) -> Result<(), InputError> {
    workload
        .geometry()
        .map(|_| ())
        .map_err(|e| InputError::Invalid {
            input: "workload",
            reason: e.to_string().into(),
        })
}

/// A registry transformer's context length, for presets that use the full window.
fn context_length(model: &Workload, input: &'static str) -> Result<u32, InputError> {
    model
        .transformer
        .and_then(|t| t.context_length)
        .ok_or_else(|| InputError::Invalid {
            input,
            reason: format!("`{}` has no context length in the registry", model.path).into(),
        })
}

/// A sequence of tokens through a transformer's packed query-key-value projection: one matrix
/// of d × (projections·d) in one kernel.
#[scenario(
    family = ATTENTION,
    equation = "packed width = projections·d; MACs = tokens·d·packed width",
    assumption = "The projections are fused into one weight matrix of the model's hidden width d; biases aside.",
    rule = "`workload` is a transformer (the reference also takes any model with a hidden width, a state-space model among them)",
    excludes = "Splitting the output into heads, and the attention that follows.",
    derivation = "A (tokens × d) by (d × projections·d) matrix product does one multiply-add per entry of the product per inner index.",
    example = r#"
// Six tokens through GPT-2 Small's packed projection
use mlsysim_compute::attention::gpt2_small_six_token_qkv_projection;

let s = gpt2_small_six_token_qkv_projection()?;
assert_eq!(s.packed_width()?, 2304);
assert_eq!(s.macs()?, 10_616_832);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::is_transformer,
)]
pub struct PackedQkvProjection {
    /// The transformer projected.
    pub workload: &'static Workload,
    /// Tokens (rows) through the projection.
    #[input(range = 1..)]
    pub tokens: u32,
    /// Projections packed into the matrix: query, key and value make three.
    #[input(default = 3, range = 1..)]
    pub projections: u32,

    /// The model's hidden width d.
    #[property(i64::from(workload.geometry()?.hidden_dim))]
    pub width: i64,
    /// Columns of the packed matrix.
    #[property(projections * width)]
    pub packed_width: i64,
    /// Multiply-adds of the projection.
    #[property(tokens * width * packed_width)]
    pub macs: i64,
}

impl PackedQkvProjection {
    fn is_transformer(&self) -> Result<(), InputError> {
        transformer_only(self.workload)
    }
}

/// Six tokens through GPT-2 Small's 768 × 2,304 query-key-value matrix.
#[preset(name = "Gpt2SmallSixTokenQkvProjection")]
pub fn gpt2_small_six_token_qkv_projection() -> Result<PackedQkvProjection, InputError> {
    PackedQkvProjection::builder()
        .workload(Workload::find("Language.GPT2_Small")?)
        .tokens(6)
        .build()
}

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
    equation = "W_block = a·d² + 2·f·d²; dense MACs = W_block·S; attention MACs = 2·S²·d; crossover = W_block ÷ 2d; prompt FLOPs = 2·L·W_block·S + 2·L·2·S²·d; step = 2·(dense + attention MACs)·B·L × 6P ÷ 2P",
    assumption = "Every block is the classic one: `attention_projections` square projections and a feed-forward network of `ffn_multiple` times the width; biases and norms are left out, except in `exact_parameters`.",
    assumption = "`exact_parameters` counts GPT-2's own layout (four projections with biases, two norms a block, a final norm and learned positions for the registry's context length), whatever `attention_projections` and `context_tokens` are.",
    assumption = "Attention's multiply-adds do not depend on the heads, which split the width; `six_p_step_flops` uses the registry's parameter count, the layer-by-layer count the block weights.",
    assumption = "`token_table` and the members built on it need the model's vocabulary size, `exact_parameters` its context length, the training members its parameter count, each an error naming what the registry lacks.",
    assumption = "`attention_time_at_peak` needs `hardware` and runs at its headline peak; without it the member is an error naming `hardware`, as the reference fails for both presets.",
    rule = "`workload` is a transformer (the reference takes any model with a hidden width)",
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
    check = Self::is_transformer,
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

impl TransformerBlock {
    fn is_transformer(&self) -> Result<(), InputError> {
        transformer_only(self.workload)
    }
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

/// Attention scores stored in full (no fused attention kernel): what one layer and all layers
/// hold, against a device's labeled memory.
#[scenario(
    family = ATTENTION,
    equation = "scores per layer = S²·heads; layer bytes = scores × bytes_per_score; total = layer bytes × layers; multiple = layer bytes ÷ labeled capacity",
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

/// A context window grown from `base_tokens` to `tokens`: what grows with the ratio and what
/// with its square.
#[scenario(
    family = ATTENTION,
    equation = "ratio = tokens ÷ base_tokens; score ratio = ratio²",
    assumption = "A kept cache grows in proportion to the tokens; attention's score work and stored scores grow with their square.",
    assumption = "Both windows are at least one token, checked when the scenario is built (the reference divides by zero at a base of 0).",
    excludes = "Everything that does not depend on the context: weights and per-token projections.",
    derivation = "Scores pair every token with every token: S² of them.",
    example = r#"
// BERT's window to 4,096 tokens
use mlsysim_compute::attention::bert_window_to_four_k;

let s = bert_window_to_four_k()?;
assert_eq!(s.ratio()?, 8.0);
assert_eq!(s.score_ratio()?, 64.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ContextGrowth {
    /// Tokens of the original window.
    #[input(range = 1..)]
    pub base_tokens: u32,
    /// Tokens of the grown window.
    #[input(range = 1..)]
    pub tokens: u32,

    /// Growth of the window, and of a kept cache.
    #[property(tokens / base_tokens)]
    pub ratio: f64,
    /// Growth of attention's score work and stored scores.
    #[property(ratio * ratio)]
    pub score_ratio: f64,
}

/// BERT's 512 learned positions against a 4,096-token input.
#[preset(name = "BertWindowToFourK")]
pub fn bert_window_to_four_k() -> Result<ContextGrowth, InputError> {
    ContextGrowth::builder()
        .base_tokens(context_length(
            Workload::find("Language.BERT_Base")?,
            "base_tokens",
        )?)
        .tokens(4096)
        .build()
}

/// BERT's window doubled, to 1,024 tokens.
#[preset(name = "BertWindowToOneK")]
pub fn bert_window_to_one_k() -> Result<ContextGrowth, InputError> {
    bert_window_to_four_k()?.variant().tokens(1024).build()
}

/// BERT's window quadrupled, to 2,048 tokens.
#[preset(name = "BertWindowToTwoK")]
pub fn bert_window_to_two_k() -> Result<ContextGrowth, InputError> {
    bert_window_to_four_k()?.variant().tokens(2048).build()
}

/// A transformer's key-value cache for a number of kept tokens, beside its weights; with a
/// device and the share of it set aside for the cache, how many tokens and requests fit.
///
/// The cache per token is the registry model's (latent attention where it has it, else a key
/// and a value per key-value head per layer), scaled by a width factor (one half for half the
/// key-value heads). The budget is the share of the device's labeled memory.
#[scenario(
    family = ATTENTION,
    equation = "per token = KV(1 token) × width factor; total = per token × tokens; budget = labeled capacity × kv_share; tokens in budget = budget ÷ per token; requests = budget ÷ total",
    assumption = "The cache is the registry transformer's: a latent and a rotary key per layer for latent attention, else a key and a value of the head width per key-value head per layer, at `bytes_per_value` each; the weights use the same width.",
    assumption = "The device's memory is counted as its label prints it (80 GiB as 80 GB), as in the reference.",
    assumption = "`kv_budget`, `tokens_in_budget` and `requests` need both `hardware` and `kv_share`, and are an error naming the one missing, as the reference fails for both presets.",
    rule = "`workload` is a transformer (the reference fails on others, except for `weights`)",
    excludes = "Activations, fragmentation of the cache and memory the runtime reserves.",
    derivation = "The cache holds the same bytes for every token; a budget of M bytes holds M ÷ per-token tokens.",
    example = r#"
// GPT-2 XL's cache at its window, and on half an H100
use mlsysim_compute::attention::gpt2_xl_kv_full_window;
use mlsysim_core::HardwareNode;

let s = gpt2_xl_kv_full_window()?;
assert_eq!(s.per_token()?.value, 307_200.0);
assert_eq!(s.kv_budget().unwrap_err().missing_input(), Some("hardware"));
let s = s.variant().hardware(HardwareNode::find("Cloud.H100")?).kv_share(0.5).build()?;
assert!((s.requests()? - 127.15657552083333).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::is_transformer,
)]
pub struct KvFootprint {
    /// The transformer whose cache is counted.
    pub workload: &'static Workload,
    /// Tokens the cache keeps.
    #[input(range = 1..)]
    pub tokens: u32,
    /// Storage width of one cached value and of one weight.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// The device whose memory holds the cache.
    pub hardware: Option<&'static HardwareNode>,
    /// Share of the device's labeled memory set aside for the cache.
    #[input(positive, range = 0.0..=1.0)]
    pub kv_share: Option<f64>,
    /// Factor on the cached width (one half: half the key-value heads).
    #[input(default = 1.0, positive)]
    pub kv_width_factor: f64,

    /// Cache of one token.
    #[property(model_kv_cache(workload, 1, 1, bytes_per_value)? * kv_width_factor, unit = BYTE)]
    pub per_token: Information,
    /// Cache of all kept tokens.
    #[property(per_token * tokens, unit = GB)]
    pub total: Information,
    /// Bytes of the model's weights.
    #[property(weight_bytes(workload, bytes_per_value)?, unit = GB)]
    pub weights: DataSize,
    /// Memory set aside for the cache.
    #[property(labeled_memory_capacity(hardware)? * kv_share, unit = GB)]
    pub kv_budget: Information,
    /// Tokens the budget holds.
    #[property(kv_budget / per_token)]
    pub tokens_in_budget: f64,
    /// Requests of `tokens` tokens the budget holds.
    #[property(kv_budget / total)]
    pub requests: f64,
}

impl KvFootprint {
    fn is_transformer(&self) -> Result<(), InputError> {
        transformer_only(self.workload)
    }
}

/// GPT-2 XL's FP16 cache at its 1,024-token window: 2 × 48 layers × 1,600 × 2 bytes a token.
#[preset(name = "Gpt2XlKvFullWindow")]
pub fn gpt2_xl_kv_full_window() -> Result<KvFootprint, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    KvFootprint::builder()
        .workload(gpt2)
        .tokens(context_length(gpt2, "tokens")?)
        .bytes_per_value(bytes(2.0))
        .build()
}

/// Llama 2 7B's FP16 cache for one 2,048-token request: 32 layers of 32 key-value heads of 128.
#[preset(name = "Llama2_7BKvAt2048Tokens")]
pub fn llama2_7b_kv_at_2048_tokens() -> Result<KvFootprint, InputError> {
    gpt2_xl_kv_full_window()?
        .variant()
        .workload(Workload::find("Language.Llama2_7B")?)
        .tokens(2048)
        .build()
}

/// Three memories of a transformer on one device as its context grows: the fixed weights, the
/// key-value cache (linear in tokens) and one layer's stored scores for all heads (quadratic),
/// and the token counts where they cross.
#[scenario(
    family = ATTENTION,
    equation = "kv crossing = weights ÷ KV per token; score crossing = √(capacity ÷ (heads × bytes)); kv-score crossing = KV per token ÷ (heads × bytes)",
    assumption = "The cache per token is the registry transformer's (see KvFootprint); one layer's scores take heads × bytes_per_value per token pair.",
    assumption = "The score crossing divides the device's true capacity (80 GiB for an H100), not its label, as the reference does here while other scenarios of the section use the label.",
    rule = "`workload` is a transformer",
    excludes = "Activations beyond the scores, and the device memory the weights and cache already take when the scores fill it.",
    derivation = "A cache linear in S meets a fixed weight size at S = weights ÷ per token; S² score pairs fill a capacity C at S = √(C ÷ bytes per pair); the cache and the scores meet where S·per token = S²·bytes per pair.",
    example = r#"
// GPT-2 XL on one H100
use mlsysim_compute::attention::gpt2_xl_context_memory_on_h100;

let s = gpt2_xl_context_memory_on_h100()?;
assert_eq!(s.kv_crossing()?, 9765.625);
assert_eq!(s.kv_score_crossing()?, 6144.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::is_transformer,
)]
pub struct ContextMemoryCrossing {
    /// The transformer.
    pub workload: &'static Workload,
    /// The device it runs on.
    pub hardware: &'static HardwareNode,
    /// Storage width of one weight, cached value and score.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,

    /// Bytes of the weights.
    #[property(weight_bytes(workload, bytes_per_value)?, unit = GB)]
    pub weights: DataSize,
    /// Cache of one token.
    #[property(model_kv_cache(workload, 1, 1, bytes_per_value)?, unit = BYTE)]
    pub kv_per_token: Information,
    /// One layer's stored scores for one token pair, all query heads.
    #[property(attention_score_bytes(1, workload.geometry()?.heads, bytes_per_value)?, unit = BYTE)]
    pub score_bytes_per_pair: Information,
    /// Tokens at which the cache equals the weights.
    #[property(weights / kv_per_token)]
    pub kv_crossing: f64,
    /// Tokens at which one layer's stored scores fill the device.
    #[property(sqrt(hardware.memory_capacity / score_bytes_per_pair)?)]
    pub score_crossing: f64,
    /// Tokens at which the cache equals one layer's scores.
    #[property(kv_per_token / score_bytes_per_pair)]
    pub kv_score_crossing: f64,
}

impl ContextMemoryCrossing {
    fn is_transformer(&self) -> Result<(), InputError> {
        transformer_only(self.workload)
    }
}

/// GPT-2 XL at FP16 on one H100: where the linear cache and the quadratic scores cross the
/// fixed budgets.
#[preset(name = "Gpt2XlContextMemoryOnH100")]
pub fn gpt2_xl_context_memory_on_h100() -> Result<ContextMemoryCrossing, InputError> {
    ContextMemoryCrossing::builder()
        .workload(Workload::find("Language.GPT2")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .bytes_per_value(bytes(2.0))
        .build()
}

/// Embedding tables against one device's labeled memory: bytes per row, per table and in all,
/// and whether they fit.
#[scenario(
    family = ATTENTION,
    equation = "row = width × bytes_per_value; table = rows × row; total = table × tables; share = total ÷ labeled capacity; fits = share ≤ 1",
    assumption = "The device's memory is counted as its label prints it (80 GiB as 80 GB), as in the reference, and the tables alone fill it: no room is kept for anything else.",
    assumption = "Rows, width and tables are at least 1 and the byte width above zero, checked when the scenario is built.",
    excludes = "Optimizer state for the tables, and sharding them across devices.",
    derivation = "A table of r rows of w values of b bytes holds r·w·b bytes.",
    example = r#"
// A billion users do not fit one A100
use mlsysim_compute::attention::{billion_user_table, hundred_million_item_table_on_a100};

assert!(hundred_million_item_table_on_a100()?.fits()?);
let s = billion_user_table()?;
assert!(!s.fits()?);
assert!((s.labeled_share()? - 6.4).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct EmbeddingTable {
    /// Rows of each table (items or users).
    #[input(range = 1..)]
    pub rows: i64,
    /// Values in one row.
    #[input(range = 1..)]
    pub width: u32,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// The device that holds the tables.
    pub hardware: &'static HardwareNode,
    /// Tables of this shape.
    #[input(default = 1, range = 1..)]
    pub tables: u32,

    /// Bytes of one row.
    #[property(width * bytes_per_value, unit = BYTE)]
    pub row_bytes: Information,
    /// Bytes of one table.
    #[property(embedding_table_bytes(rows, width, bytes_per_value)?, unit = GB)]
    pub table_bytes: Information,
    /// Bytes of all tables.
    #[property(table_bytes * tables, unit = GB)]
    pub total_bytes: Information,
    /// All tables over the device's labeled memory.
    #[property(total_bytes / labeled_memory_capacity(hardware)?)]
    pub labeled_share: f64,
    /// Whether the tables fit the device's labeled memory.
    #[property(labeled_share <= 1.0)]
    pub fits: bool,
}

/// A 100-million-item table of 128 FP32 values a row on one 80 GB A100.
#[preset(name = "HundredMillionItemTableOnA100")]
pub fn hundred_million_item_table_on_a100() -> Result<EmbeddingTable, InputError> {
    EmbeddingTable::builder()
        .rows(100_000_000)
        .width(criteo_shaped_request_on_h100()?.width)
        .bytes_per_value(bytes(4.0))
        .hardware(HardwareNode::find("Cloud.A100")?)
        .build()
}

/// A billion-user table of the same rows.
#[preset(name = "BillionUserTable")]
pub fn billion_user_table() -> Result<EmbeddingTable, InputError> {
    hundred_million_item_table_on_a100()?
        .variant()
        .rows(1_000_000_000)
        .build()
}

/// One recommender request (DLRM style): a row gathered per categorical feature, then pairwise
/// dot products among the rows and the bottom network's output, against the device's memory
/// and its host link.
///
/// The gathered bytes are one row per feature; the interaction is one dot product of `width`
/// multiply-adds per pair of vectors. Streaming those bytes at the device's memory bandwidth, or
/// across the host link, bounds the requests a second from above.
#[scenario(
    family = ATTENTION,
    equation = "request bytes = features × width × bytes_per_value; pairs = (features + 1)·features ÷ 2; intensity = 2·pairs·width ÷ request bytes; rate = bandwidth ÷ request bytes",
    assumption = "One row per categorical feature is gathered for each request, and the bottom network's output joins the rows as one more vector; every pair interacts once.",
    assumption = "The rates are upper bounds: every byte streams at full bandwidth with nothing cached and no other work.",
    assumption = "The reference reads the feature count from its dataset registry and the host link from the device's interconnect, neither of which this port carries: both are inputs here. `host_rate` and `bandwidth_ratio` need `host_bandwidth`, as the reference fails for a device without an interconnect.",
    assumption = "Features and width are at least 1 and the byte width above zero, checked when the scenario is built.",
    excludes = "The bottom and top networks' own work, and looking the rows up in host memory.",
    derivation = "v vectors have v(v − 1) ÷ 2 distinct pairs; a dot product of width values is width multiply-adds.",
    example = r#"
// A Criteo-shaped request on an H100
use mlsysim_compute::attention::criteo_shaped_request_on_h100;
use mlsysim_core::units::FLOP_PER_BYTE;

let s = criteo_shaped_request_on_h100()?;
assert_eq!(s.pairs()?, 351);
assert_eq!(FLOP_PER_BYTE.in_unit(s.intensity()?), 6.75);
assert!((s.bandwidth_ratio()? - 52.34375).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct EmbeddingGather {
    /// Categorical features of a request, one gathered row each.
    #[input(range = 1..)]
    pub categorical_features: u32,
    /// Values in one row.
    #[input(range = 1..)]
    pub width: u32,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// The device serving the request.
    pub hardware: &'static HardwareNode,
    /// Bandwidth of the device's host link, one direction.
    #[input(positive, unit = GB_PER_SECOND)]
    pub host_bandwidth: Option<DataRate>,

    /// Rows gathered per request.
    #[property(i64::from(categorical_features))]
    pub features: i64,
    /// Bytes of one row.
    #[property(width * bytes_per_value, unit = BYTE)]
    pub row_bytes: Information,
    /// Bytes gathered per request.
    #[property(embedding_table_bytes(features, width, bytes_per_value)?, unit = BYTE)]
    pub request_bytes: Information,
    /// Vectors that interact: the rows and the bottom network's output.
    #[property(features + 1)]
    pub vectors: i64,
    /// Pairs of vectors, one dot product each.
    #[property(pairwise_interactions(vectors)?)]
    pub pairs: i64,
    /// Multiply-adds of the interaction.
    #[property(pairs * width)]
    pub interaction_macs: i64,
    /// Interaction FLOPs per gathered byte.
    #[property(arithmetic_intensity(multiply_add_flops(1, interaction_macs)?, request_bytes)?, unit = FLOP_PER_BYTE)]
    pub intensity: Intensity,
    /// Requests a second if the rows streamed at the device's memory bandwidth.
    #[property(hardware.memory_bandwidth / request_bytes, unit = PER_SECOND)]
    pub device_rate: Frequency,
    /// Requests a second if the rows crossed the host link.
    #[property(host_bandwidth / request_bytes, unit = PER_SECOND)]
    pub host_rate: Frequency,
    /// Device-memory rate over host-link rate.
    #[property(device_rate / host_rate)]
    pub bandwidth_ratio: f64,
}

/// One Criteo-shaped request on an H100: a 128-wide FP32 row for each of the 26 categorical
/// features, device memory against the PCIe host link.
#[preset(name = "CriteoShapedRequestOnH100")]
pub fn criteo_shaped_request_on_h100() -> Result<EmbeddingGather, InputError> {
    EmbeddingGather::builder()
        // The reference's `Datasets.CriteoKaggle.categorical_features`.
        .categorical_features(26)
        .width(128)
        .bytes_per_value(bytes(4.0))
        .hardware(HardwareNode::find("Cloud.H100")?)
        // The reference's `Hardware.Cloud.H100.interconnect`: PCIe Gen5 x16, 64 GB/s per
        // direction.
        .host_bandwidth(GB_PER_SECOND.of(64.0))
        .build()
}
