/**A decoder-only transformer's blocks at a context of S tokens, counted by the classic block: weights, work per token, dense against attention multiply-adds, and a training step.

Each block holds `attention_projections` square d×d projections and a d → f·d → d
feed-forward network. Over a context of S tokens a block's dense layers do (weights)·S
multiply-adds and its two attention products 2·S²·d, so attention overtakes the dense work
past S = weights ÷ 2d (six times the width for the classic block). A training step is
counted layer by layer (attention included, three forward passes' worth) and against the
6·P·tokens rule, which leaves attention out.

# Equation

W_block = a·d² + 2·f·d²; dense MACs = W_block·S; attention MACs = 2·S²·d; crossover = W_block ÷ 2d; prompt FLOPs = 2·L·W_block·S + 2·L·2·S²·d; step = 2·(dense + attention MACs)·B·L × 6P ÷ 2P

# Assumptions

- Every block is the classic one: `attention_projections` square projections and a feed-forward network of `ffn_multiple` times the width; biases and norms are left out, except in `exact_parameters`.
- `exact_parameters` counts GPT-2's own layout (four projections with biases, two norms a block, a final norm and learned positions for the registry's context length), whatever `attention_projections` and `context_tokens` are.
- Attention's multiply-adds do not depend on the heads, which split the width; `six_p_step_flops` uses the registry's parameter count, the layer-by-layer count the block weights.
- `token_table` and the members built on it need the model's vocabulary size, `exact_parameters` its context length, the training members its parameter count, each an error naming what the registry lacks.
- `attention_time_at_peak` needs `hardware` and runs at its headline peak; without it the member is an error naming `hardware`, as the reference fails for both presets.

# Rules across inputs

- `workload` is a transformer (the reference takes any model with a hidden width) (`workload.geometry().is_ok()`)

# Excludes

- Softmax, norms and activations; the output projection onto the vocabulary is given apart (`output_layer_flops`).

# Derivation

- A d×d projection does d² multiply-adds per token; Q·Kᵀ and the weighted sum of V each do S²·d per block.
- Training does a forward and a backward pass of twice its work: 6P over 2P per token, three forward passes (Kaplan et al., 2020; the Chinchilla constants).

# Examples

```rust
// GPT-2 XL at its 1,024-token window
use mlsysim_compute::attention::gpt2_xl_block_full_window;

let s = gpt2_xl_block_full_window()?;
assert_eq!(s.block_coefficient()?, 12);
assert_eq!(s.crossover()?, 9600.0);
assert_eq!(s.attention_time_at_peak().unwrap_err().missing_input(), Some("hardware"));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TransformerBlock {
    ///The transformer counted.
    pub workload: &'static Workload,
    ///Tokens of context (S). *Allowed >= 1.*
    pub context_tokens: u32,
    ///Feed-forward width over the model width (f). *Default `4`; allowed >= 1.*
    pub ffn_multiple: u32,
    ///Square projections of the attention (a): query, key, value and output make four. *Default `4`; allowed >= 1.*
    pub attention_projections: u32,
    ///The accelerator whose peak times the prompt's attention. *Optional (absent by default).*
    pub hardware: Option<&'static HardwareNode>,
    ///Sequences of `context_tokens` in one training step (B). *Default `1`; allowed >= 1.*
    pub batch_size: u32,
}
///Builds a [`TransformerBlock`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TransformerBlockBuilder {
    workload: ::core::option::Option<&'static Workload>,
    context_tokens: ::core::option::Option<u32>,
    ffn_multiple: ::core::option::Option<u32>,
    attention_projections: ::core::option::Option<u32>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    batch_size: ::core::option::Option<u32>,
}
///Every property of a [`TransformerBlock`], each computed once (see [`TransformerBlock::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TransformerBlockValues<'a> {
    scenario: &'a TransformerBlock,
    ///The model's hidden width d.
    pub width: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The model's blocks (L).
    pub layers: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Attention weights of one block.
    pub attention_weights_per_block: ::core::result::Result<
        i64,
        ::mlsysim_core::EvalError,
    >,
    ///Feed-forward weights of one block.
    pub mlp_weights_per_block: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Weights of one block.
    pub weights_per_block: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Weights per block in units of d² (12 for the classic block).
    pub block_coefficient: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Share of a block's weights in its feed-forward network.
    pub mlp_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Weights of all blocks.
    pub block_weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Attention weights of all blocks.
    pub attention_weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Feed-forward weights of all blocks.
    pub mlp_weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Entries of the model's vocabulary.
    pub vocab_size: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Token-embedding weights: one row of width d per vocabulary entry.
    pub token_table: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Block weights and the token table.
    pub block_rule_parameters: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///GPT-2's layout counted in full: projection and feed-forward biases, two norms a block, the
    pub exact_parameters: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///FLOPs per token of all blocks: two per block weight.
    pub flops_per_token: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///FLOPs per token of the output projection onto the vocabulary.
    pub output_layer_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///One block's projection and feed-forward multiply-adds over the context.
    pub dense_macs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///One block's two attention products over the context.
    pub attention_macs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///One block's multiply-adds over the context.
    pub block_macs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Share of a block's multiply-adds in attention.
    pub attention_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Dense multiply-adds over attention multiply-adds.
    pub dense_to_attention: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Attention multiply-adds over dense multiply-adds.
    pub attention_to_dense: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Context at which attention's multiply-adds equal the dense ones.
    pub crossover: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The crossover in units of the width (six for the classic block).
    pub crossover_multiple: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Dense FLOPs of all blocks over the prompt.
    pub prompt_dense_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Attention FLOPs of all blocks over the prompt.
    pub prompt_attention_flops: ::core::result::Result<
        FlopCount,
        ::mlsysim_core::EvalError,
    >,
    ///FLOPs of all blocks over the prompt.
    pub prompt_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Time of the prompt's attention at the accelerator's peak.
    pub attention_time_at_peak: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///A training step in forward passes: 6P over 2P per token.
    pub training_to_forward: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///One block's forward FLOPs for the whole batch, attention included.
    pub layer_forward_flops: ::core::result::Result<
        FlopCount,
        ::mlsysim_core::EvalError,
    >,
    ///One training step counted layer by layer, attention included.
    pub training_step_flops: ::core::result::Result<
        FlopCount,
        ::mlsysim_core::EvalError,
    >,
    ///The same step by the 6P-per-token rule, which leaves attention out.
    pub six_p_step_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///The attention products' part of a training step, all blocks.
    pub attention_step_flops: ::core::result::Result<
        FlopCount,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The transformer counted.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "context_tokens",
            ty: "u32",
            doc: "Tokens of context (S).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ffn_multiple",
            ty: "u32",
            doc: "Feed-forward width over the model width (f).",
            default: Some("4"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "attention_projections",
            ty: "u32",
            doc: "Square projections of the attention (a): query, key, value and output make four.",
            default: Some("4"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "Option<&'static HardwareNode>",
            doc: "The accelerator whose peak times the prompt's attention.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_size",
            ty: "u32",
            doc: "Sequences of `context_tokens` in one training step (B).",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "width",
            doc: "The model's hidden width d.",
            equation: "i64::from(workload.geometry().hidden_dim)",
            result_type: "i64",
            depends_on: &["workload"],
            reaches: &[("workload", "geometry")],
            template: "i64::from({#0 workload.geometry().hidden_dim})",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "layers",
            doc: "The model's blocks (L).",
            equation: "i64::from(workload.geometry().layers)",
            result_type: "i64",
            depends_on: &["workload"],
            reaches: &[("workload", "geometry")],
            template: "i64::from({#0 workload.geometry().layers})",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attention_weights_per_block",
            doc: "Attention weights of one block.",
            equation: "block_attention_weights(width, attention_projections)",
            result_type: "i64",
            depends_on: &["attention_projections", "width"],
            calls: &["block_attention_weights"],
            template: "block_attention_weights({width}, {attention_projections})",
            named_calls: "block_attention_weights(width, attention_projections)",
            operation: "result of `block_attention_weights`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mlp_weights_per_block",
            doc: "Feed-forward weights of one block.",
            equation: "block_mlp_weights(width, ffn_multiple)",
            result_type: "i64",
            depends_on: &["ffn_multiple", "width"],
            calls: &["block_mlp_weights"],
            template: "block_mlp_weights({width}, {ffn_multiple})",
            named_calls: "block_mlp_weights(width, ffn_multiple)",
            operation: "result of `block_mlp_weights`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weights_per_block",
            doc: "Weights of one block.",
            equation: "transformer_block_weights(width, ffn_multiple, attention_projections)",
            result_type: "i64",
            depends_on: &["ffn_multiple", "attention_projections", "width"],
            calls: &["transformer_block_weights"],
            template: "transformer_block_weights({width}, {ffn_multiple}, {attention_projections})",
            named_calls: "transformer_block_weights(width, ffn_multiple, attention_projections)",
            operation: "result of `transformer_block_weights`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "block_coefficient",
            doc: "Weights per block in units of d² (12 for the classic block).",
            equation: "floor_div(weights_per_block, pow(width, 2))",
            result_type: "i64",
            depends_on: &["weights_per_block", "width"],
            calls: &["floor_div", "pow"],
            template: "floor_div({weights_per_block}, pow({width}, 2))",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mlp_share",
            doc: "Share of a block's weights in its feed-forward network.",
            equation: "mlp_weights_per_block / weights_per_block",
            result_type: "f64",
            depends_on: &["mlp_weights_per_block", "weights_per_block"],
            template: "{mlp_weights_per_block} / {weights_per_block}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "block_weights",
            doc: "Weights of all blocks.",
            equation: "weights_per_block * layers",
            result_type: "i64",
            depends_on: &["weights_per_block", "layers"],
            template: "{weights_per_block} * {layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attention_weights",
            doc: "Attention weights of all blocks.",
            equation: "attention_weights_per_block * layers",
            result_type: "i64",
            depends_on: &["attention_weights_per_block", "layers"],
            template: "{attention_weights_per_block} * {layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mlp_weights",
            doc: "Feed-forward weights of all blocks.",
            equation: "mlp_weights_per_block * layers",
            result_type: "i64",
            depends_on: &["mlp_weights_per_block", "layers"],
            template: "{mlp_weights_per_block} * {layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "vocab_size",
            doc: "Entries of the model's vocabulary.",
            equation: "i64::from(\n    from_registry(workload.geometry().vocab_size, \"vocabulary size\", workload.path),\n)",
            result_type: "i64",
            depends_on: &["workload"],
            reaches: &[("workload", "geometry")],
            calls: &["from_registry"],
            template: "i64::from(from_registry({#0 workload.geometry().vocab_size}, \"vocabulary size\", {#1 workload.path}))",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "token_table",
            doc: "Token-embedding weights: one row of width d per vocabulary entry.",
            equation: "vocab_size * width",
            result_type: "i64",
            depends_on: &["vocab_size", "width"],
            template: "{vocab_size} * {width}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "block_rule_parameters",
            doc: "Block weights and the token table.",
            equation: "block_weights + token_table",
            result_type: "i64",
            depends_on: &["block_weights", "token_table"],
            template: "{block_weights} + {token_table}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "exact_parameters",
            doc: "GPT-2's layout counted in full: projection and feed-forward biases, two norms a block, the\nfinal norm, and a learned position table of the registry's context length.",
            equation: "gpt2_layout_parameters(\n    width,\n    ffn_multiple,\n    layers,\n    vocab_size,\n    from_registry(\n        workload.geometry().context_length,\n        \"context length\",\n        workload.path,\n    ),\n)",
            result_type: "i64",
            depends_on: &["ffn_multiple", "workload", "width", "layers", "vocab_size"],
            reaches: &[("workload", "geometry")],
            calls: &["gpt2_layout_parameters", "from_registry"],
            template: "gpt2_layout_parameters(\n    {width},\n    {ffn_multiple},\n    {layers},\n    {vocab_size},\n    from_registry({#0 workload.geometry().context_length}, \"context length\", {#1 workload.path}),\n)",
            operation: "result of `gpt2_layout_parameters`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flops_per_token",
            doc: "FLOPs per token of all blocks: two per block weight.",
            equation: "multiply_add_flops(1, block_weights)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["block_weights"],
            calls: &["multiply_add_flops"],
            template: "multiply_add_flops(1, {block_weights})",
            operation: "result of `multiply_add_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "output_layer_flops",
            doc: "FLOPs per token of the output projection onto the vocabulary.",
            equation: "multiply_add_flops(1, token_table)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["token_table"],
            calls: &["multiply_add_flops"],
            template: "multiply_add_flops(1, {token_table})",
            operation: "result of `multiply_add_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dense_macs",
            doc: "One block's projection and feed-forward multiply-adds over the context.",
            equation: "weights_per_block * context_tokens",
            result_type: "i64",
            depends_on: &["context_tokens", "weights_per_block"],
            template: "{weights_per_block} * {context_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attention_macs",
            doc: "One block's two attention products over the context.",
            equation: "attention_score_macs(context_tokens, width)",
            result_type: "i64",
            depends_on: &["context_tokens", "width"],
            calls: &["attention_score_macs"],
            template: "attention_score_macs({context_tokens}, {width})",
            named_calls: "attention_score_macs(context_tokens, width)",
            operation: "result of `attention_score_macs`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "block_macs",
            doc: "One block's multiply-adds over the context.",
            equation: "dense_macs + attention_macs",
            result_type: "i64",
            depends_on: &["dense_macs", "attention_macs"],
            template: "{dense_macs} + {attention_macs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attention_share",
            doc: "Share of a block's multiply-adds in attention.",
            equation: "attention_macs / block_macs",
            result_type: "f64",
            depends_on: &["attention_macs", "block_macs"],
            template: "{attention_macs} / {block_macs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dense_to_attention",
            doc: "Dense multiply-adds over attention multiply-adds.",
            equation: "dense_macs / attention_macs",
            result_type: "f64",
            depends_on: &["dense_macs", "attention_macs"],
            template: "{dense_macs} / {attention_macs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attention_to_dense",
            doc: "Attention multiply-adds over dense multiply-adds.",
            equation: "attention_macs / dense_macs",
            result_type: "f64",
            depends_on: &["attention_macs", "dense_macs"],
            template: "{attention_macs} / {dense_macs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossover",
            doc: "Context at which attention's multiply-adds equal the dense ones.",
            equation: "attention_crossover(width, ffn_multiple, attention_projections)",
            result_type: "f64",
            depends_on: &["ffn_multiple", "attention_projections", "width"],
            calls: &["attention_crossover"],
            template: "attention_crossover({width}, {ffn_multiple}, {attention_projections})",
            named_calls: "attention_crossover(width, ffn_multiple, attention_projections)",
            operation: "result of `attention_crossover`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossover_multiple",
            doc: "The crossover in units of the width (six for the classic block).",
            equation: "crossover / width",
            result_type: "f64",
            depends_on: &["crossover", "width"],
            template: "{crossover} / {width}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "prompt_dense_flops",
            doc: "Dense FLOPs of all blocks over the prompt.",
            equation: "flops_per_token * context_tokens",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["context_tokens", "flops_per_token"],
            template: "{flops_per_token} * {context_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "prompt_attention_flops",
            doc: "Attention FLOPs of all blocks over the prompt.",
            equation: "multiply_add_flops(layers, attention_macs)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["layers", "attention_macs"],
            calls: &["multiply_add_flops"],
            template: "multiply_add_flops({layers}, {attention_macs})",
            named_calls: "multiply_add_flops(layers, attention_macs)",
            operation: "result of `multiply_add_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "prompt_flops",
            doc: "FLOPs of all blocks over the prompt.",
            equation: "prompt_dense_flops + prompt_attention_flops",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["prompt_dense_flops", "prompt_attention_flops"],
            template: "{prompt_dense_flops} + {prompt_attention_flops}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attention_time_at_peak",
            doc: "Time of the prompt's attention at the accelerator's peak.",
            equation: "compute_time(prompt_attention_flops, hardware.peak_flops)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["hardware", "prompt_attention_flops"],
            requires: &["hardware"],
            calls: &["compute_time"],
            template: "compute_time({prompt_attention_flops}, {#0 hardware.peak_flops})",
            operation: "result of `compute_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_to_forward",
            doc: "A training step in forward passes: 6P over 2P per token.",
            equation: "training_flops(workload.parameter_count(), 1.0)\n    / decode_flops(workload.parameter_count(), 1.0)",
            result_type: "f64",
            depends_on: &["workload"],
            reaches: &[("workload", "parameter_count")],
            calls: &["training_flops", "decode_flops"],
            template: "training_flops({#0 workload.parameter_count()}, 1.0) / decode_flops({#1 workload.parameter_count()}, 1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "layer_forward_flops",
            doc: "One block's forward FLOPs for the whole batch, attention included.",
            equation: "multiply_add_flops(batch_size, block_macs)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::GFLOP);
                __c::units::label(&::mlsysim_core::units::GFLOP)
            },
            depends_on: &["batch_size", "block_macs"],
            calls: &["multiply_add_flops"],
            template: "multiply_add_flops({batch_size}, {block_macs})",
            named_calls: "multiply_add_flops(batch_size, block_macs)",
            operation: "result of `multiply_add_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_step_flops",
            doc: "One training step counted layer by layer, attention included.",
            equation: "layer_forward_flops * layers * training_to_forward",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::TFLOP);
                __c::units::label(&::mlsysim_core::units::TFLOP)
            },
            depends_on: &["layer_forward_flops", "layers", "training_to_forward"],
            template: "{layer_forward_flops} * {layers} * {training_to_forward}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "six_p_step_flops",
            doc: "The same step by the 6P-per-token rule, which leaves attention out.",
            equation: "training_flops(workload.parameter_count(), batch_size * context_tokens)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::TFLOP);
                __c::units::label(&::mlsysim_core::units::TFLOP)
            },
            depends_on: &["workload", "batch_size", "context_tokens"],
            reaches: &[("workload", "parameter_count")],
            calls: &["training_flops"],
            template: "training_flops({#0 workload.parameter_count()}, {batch_size} * {context_tokens})",
            operation: "result of `training_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attention_step_flops",
            doc: "The attention products' part of a training step, all blocks.",
            equation: "multiply_add_flops(batch_size, attention_macs) * layers * training_to_forward",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::TFLOP);
                __c::units::label(&::mlsysim_core::units::TFLOP)
            },
            depends_on: &[
                "batch_size",
                "attention_macs",
                "layers",
                "training_to_forward",
            ],
            calls: &["multiply_add_flops"],
            template: "multiply_add_flops({batch_size}, {attention_macs}) * {layers}\n    * {training_to_forward}",
            named_calls: "multiply_add_flops(batch_size, attention_macs)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer (the reference takes any model with a hidden width)",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl TransformerBlock {
        ///Starts a [`TransformerBlockBuilder`]; required inputs must be set before [`TransformerBlockBuilder::build`].
        #[must_use]
        pub fn builder() -> TransformerBlockBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TransformerBlockBuilder {
            TransformerBlockBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                context_tokens: Some(__Clone::clone(&self.context_tokens)),
                ffn_multiple: Some(__Clone::clone(&self.ffn_multiple)),
                attention_projections: Some(__Clone::clone(&self.attention_projections)),
                hardware: __Clone::clone(&self.hardware),
                batch_size: Some(__Clone::clone(&self.batch_size)),
            }
        }
        ///The model's hidden width d. Equation: `i64::from(workload.geometry().hidden_dim)`.
        #[inline]
        pub fn width(&self) -> __Result<i64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct width {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    width,
                >(i64::from(workload.geometry()?.hidden_dim)))(),
                &__PROPERTIES[0],
            )
        }
        ///The model's blocks (L). Equation: `i64::from(workload.geometry().layers)`.
        #[inline]
        pub fn layers(&self) -> __Result<i64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct layers {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    layers,
                >(i64::from(workload.geometry()?.layers)))(),
                &__PROPERTIES[1],
            )
        }
        ///Attention weights of one block. Equation: `block_attention_weights(width, attention_projections)`.
        #[inline]
        pub fn attention_weights_per_block(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_attention_weights_per_block(self.width()?)
        }
        #[doc(hidden)]
        fn __eq_attention_weights_per_block(
            &self,
            width: i64,
        ) -> __Result<i64, __c::EvalError> {
            let attention_projections = __Clone::clone(&self.attention_projections);
            struct attention_weights_per_block {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    attention_weights_per_block,
                >(
                    ::mlsysim_core::equation::block_attention_weights(
                        width,
                        attention_projections,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Feed-forward weights of one block. Equation: `block_mlp_weights(width, ffn_multiple)`.
        #[inline]
        pub fn mlp_weights_per_block(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_mlp_weights_per_block(self.width()?)
        }
        #[doc(hidden)]
        fn __eq_mlp_weights_per_block(
            &self,
            width: i64,
        ) -> __Result<i64, __c::EvalError> {
            let ffn_multiple = __Clone::clone(&self.ffn_multiple);
            struct mlp_weights_per_block {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    mlp_weights_per_block,
                >(::mlsysim_core::equation::block_mlp_weights(width, ffn_multiple)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Weights of one block. Equation: `transformer_block_weights(width, ffn_multiple, attention_projections)`.
        #[inline]
        pub fn weights_per_block(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_weights_per_block(self.width()?)
        }
        #[doc(hidden)]
        fn __eq_weights_per_block(&self, width: i64) -> __Result<i64, __c::EvalError> {
            let ffn_multiple = __Clone::clone(&self.ffn_multiple);
            let attention_projections = __Clone::clone(&self.attention_projections);
            struct weights_per_block {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    weights_per_block,
                >(
                    ::mlsysim_core::equation::transformer_block_weights(
                        width,
                        ffn_multiple,
                        attention_projections,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Weights per block in units of d² (12 for the classic block). Equation: `floor_div(weights_per_block, pow(width, 2))`.
        #[inline]
        pub fn block_coefficient(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_block_coefficient(self.weights_per_block()?, self.width()?)
        }
        #[doc(hidden)]
        fn __eq_block_coefficient(
            &self,
            weights_per_block: i64,
            width: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct block_coefficient {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    block_coefficient,
                >(
                    ::mlsysim_core::equation::floor_div(
                        weights_per_block,
                        ::mlsysim_core::equation::pow(width, 2)?,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Share of a block's weights in its feed-forward network. Equation: `mlp_weights_per_block / weights_per_block`.
        #[inline]
        pub fn mlp_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_mlp_share(self.mlp_weights_per_block()?, self.weights_per_block()?)
        }
        #[doc(hidden)]
        fn __eq_mlp_share(
            &self,
            mlp_weights_per_block: i64,
            weights_per_block: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct mlp_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mlp_share,
                >(mlp_weights_per_block.eq_div(weights_per_block)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Weights of all blocks. Equation: `weights_per_block * layers`.
        #[inline]
        pub fn block_weights(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_block_weights(self.weights_per_block()?, self.layers()?)
        }
        #[doc(hidden)]
        fn __eq_block_weights(
            &self,
            weights_per_block: i64,
            layers: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct block_weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    block_weights,
                >(weights_per_block.eq_mul(layers)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Attention weights of all blocks. Equation: `attention_weights_per_block * layers`.
        #[inline]
        pub fn attention_weights(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_attention_weights(
                self.attention_weights_per_block()?,
                self.layers()?,
            )
        }
        #[doc(hidden)]
        fn __eq_attention_weights(
            &self,
            attention_weights_per_block: i64,
            layers: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct attention_weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    attention_weights,
                >(attention_weights_per_block.eq_mul(layers)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Feed-forward weights of all blocks. Equation: `mlp_weights_per_block * layers`.
        #[inline]
        pub fn mlp_weights(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_mlp_weights(self.mlp_weights_per_block()?, self.layers()?)
        }
        #[doc(hidden)]
        fn __eq_mlp_weights(
            &self,
            mlp_weights_per_block: i64,
            layers: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct mlp_weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    mlp_weights,
                >(mlp_weights_per_block.eq_mul(layers)?))(),
                &__PROPERTIES[9],
            )
        }
        /**Entries of the model's vocabulary.

Equation:

```text
i64::from(
    from_registry(workload.geometry().vocab_size, "vocabulary size", workload.path),
)
```
*/
        #[inline]
        pub fn vocab_size(&self) -> __Result<i64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct vocab_size {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    vocab_size,
                >(
                    i64::from(
                        ::mlsysim_core::equation::from_registry(
                            workload.geometry()?.vocab_size,
                            "vocabulary size",
                            workload.path,
                        )?,
                    ),
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Token-embedding weights: one row of width d per vocabulary entry. Equation: `vocab_size * width`.
        #[inline]
        pub fn token_table(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_token_table(self.vocab_size()?, self.width()?)
        }
        #[doc(hidden)]
        fn __eq_token_table(
            &self,
            vocab_size: i64,
            width: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct token_table {}
            __c::member(
                (|| __c::conform::<i64, _, token_table>(vocab_size.eq_mul(width)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Block weights and the token table. Equation: `block_weights + token_table`.
        #[inline]
        pub fn block_rule_parameters(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_block_rule_parameters(self.block_weights()?, self.token_table()?)
        }
        #[doc(hidden)]
        fn __eq_block_rule_parameters(
            &self,
            block_weights: i64,
            token_table: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct block_rule_parameters {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    block_rule_parameters,
                >(block_weights.eq_add(token_table)?))(),
                &__PROPERTIES[12],
            )
        }
        /**GPT-2's layout counted in full: projection and feed-forward biases, two norms a block, the
final norm, and a learned position table of the registry's context length.

Equation:

```text
gpt2_layout_parameters(
    width,
    ffn_multiple,
    layers,
    vocab_size,
    from_registry(
        workload.geometry().context_length,
        "context length",
        workload.path,
    ),
)
```
*/
        #[inline]
        pub fn exact_parameters(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_exact_parameters(self.width()?, self.layers()?, self.vocab_size()?)
        }
        #[doc(hidden)]
        fn __eq_exact_parameters(
            &self,
            width: i64,
            layers: i64,
            vocab_size: i64,
        ) -> __Result<i64, __c::EvalError> {
            let ffn_multiple = __Clone::clone(&self.ffn_multiple);
            let workload = __Clone::clone(&self.workload);
            struct exact_parameters {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    exact_parameters,
                >(
                    ::mlsysim_core::equation::gpt2_layout_parameters(
                        width,
                        ffn_multiple,
                        layers,
                        vocab_size,
                        ::mlsysim_core::equation::from_registry(
                            workload.geometry()?.context_length,
                            "context length",
                            workload.path,
                        )?,
                    )?,
                ))(),
                &__PROPERTIES[13],
            )
        }
        ///FLOPs per token of all blocks: two per block weight. Equation: `multiply_add_flops(1, block_weights)`.
        #[inline]
        pub fn flops_per_token(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_flops_per_token(self.block_weights()?)
        }
        #[doc(hidden)]
        fn __eq_flops_per_token(
            &self,
            block_weights: i64,
        ) -> __Result<FlopCount, __c::EvalError> {
            struct flops_per_token {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    flops_per_token,
                >(::mlsysim_core::equation::multiply_add_flops(1, block_weights)?))(),
                &__PROPERTIES[14],
            )
        }
        ///FLOPs per token of the output projection onto the vocabulary. Equation: `multiply_add_flops(1, token_table)`.
        #[inline]
        pub fn output_layer_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_output_layer_flops(self.token_table()?)
        }
        #[doc(hidden)]
        fn __eq_output_layer_flops(
            &self,
            token_table: i64,
        ) -> __Result<FlopCount, __c::EvalError> {
            struct output_layer_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    output_layer_flops,
                >(::mlsysim_core::equation::multiply_add_flops(1, token_table)?))(),
                &__PROPERTIES[15],
            )
        }
        ///One block's projection and feed-forward multiply-adds over the context. Equation: `weights_per_block * context_tokens`.
        #[inline]
        pub fn dense_macs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_dense_macs(self.weights_per_block()?)
        }
        #[doc(hidden)]
        fn __eq_dense_macs(
            &self,
            weights_per_block: i64,
        ) -> __Result<i64, __c::EvalError> {
            let context_tokens = __Clone::clone(&self.context_tokens);
            struct dense_macs {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    dense_macs,
                >(weights_per_block.eq_mul(context_tokens)?))(),
                &__PROPERTIES[16],
            )
        }
        ///One block's two attention products over the context. Equation: `attention_score_macs(context_tokens, width)`.
        #[inline]
        pub fn attention_macs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_attention_macs(self.width()?)
        }
        #[doc(hidden)]
        fn __eq_attention_macs(&self, width: i64) -> __Result<i64, __c::EvalError> {
            let context_tokens = __Clone::clone(&self.context_tokens);
            struct attention_macs {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    attention_macs,
                >(
                    ::mlsysim_core::equation::attention_score_macs(
                        context_tokens,
                        width,
                    )?,
                ))(),
                &__PROPERTIES[17],
            )
        }
        ///One block's multiply-adds over the context. Equation: `dense_macs + attention_macs`.
        #[inline]
        pub fn block_macs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_block_macs(self.dense_macs()?, self.attention_macs()?)
        }
        #[doc(hidden)]
        fn __eq_block_macs(
            &self,
            dense_macs: i64,
            attention_macs: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct block_macs {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    block_macs,
                >(dense_macs.eq_add(attention_macs)?))(),
                &__PROPERTIES[18],
            )
        }
        ///Share of a block's multiply-adds in attention. Equation: `attention_macs / block_macs`.
        #[inline]
        pub fn attention_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_attention_share(self.attention_macs()?, self.block_macs()?)
        }
        #[doc(hidden)]
        fn __eq_attention_share(
            &self,
            attention_macs: i64,
            block_macs: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct attention_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    attention_share,
                >(attention_macs.eq_div(block_macs)?))(),
                &__PROPERTIES[19],
            )
        }
        ///Dense multiply-adds over attention multiply-adds. Equation: `dense_macs / attention_macs`.
        #[inline]
        pub fn dense_to_attention(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_dense_to_attention(self.dense_macs()?, self.attention_macs()?)
        }
        #[doc(hidden)]
        fn __eq_dense_to_attention(
            &self,
            dense_macs: i64,
            attention_macs: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct dense_to_attention {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    dense_to_attention,
                >(dense_macs.eq_div(attention_macs)?))(),
                &__PROPERTIES[20],
            )
        }
        ///Attention multiply-adds over dense multiply-adds. Equation: `attention_macs / dense_macs`.
        #[inline]
        pub fn attention_to_dense(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_attention_to_dense(self.attention_macs()?, self.dense_macs()?)
        }
        #[doc(hidden)]
        fn __eq_attention_to_dense(
            &self,
            attention_macs: i64,
            dense_macs: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct attention_to_dense {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    attention_to_dense,
                >(attention_macs.eq_div(dense_macs)?))(),
                &__PROPERTIES[21],
            )
        }
        ///Context at which attention's multiply-adds equal the dense ones. Equation: `attention_crossover(width, ffn_multiple, attention_projections)`.
        #[inline]
        pub fn crossover(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_crossover(self.width()?)
        }
        #[doc(hidden)]
        fn __eq_crossover(&self, width: i64) -> __Result<f64, __c::EvalError> {
            let ffn_multiple = __Clone::clone(&self.ffn_multiple);
            let attention_projections = __Clone::clone(&self.attention_projections);
            struct crossover {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    crossover,
                >(
                    ::mlsysim_core::equation::attention_crossover(
                        width,
                        ffn_multiple,
                        attention_projections,
                    )?,
                ))(),
                &__PROPERTIES[22],
            )
        }
        ///The crossover in units of the width (six for the classic block). Equation: `crossover / width`.
        #[inline]
        pub fn crossover_multiple(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_crossover_multiple(self.crossover()?, self.width()?)
        }
        #[doc(hidden)]
        fn __eq_crossover_multiple(
            &self,
            crossover: f64,
            width: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct crossover_multiple {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    crossover_multiple,
                >(crossover.eq_div(width)?))(),
                &__PROPERTIES[23],
            )
        }
        ///Dense FLOPs of all blocks over the prompt. Equation: `flops_per_token * context_tokens`.
        #[inline]
        pub fn prompt_dense_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_prompt_dense_flops(self.flops_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_prompt_dense_flops(
            &self,
            flops_per_token: FlopCount,
        ) -> __Result<FlopCount, __c::EvalError> {
            let context_tokens = __Clone::clone(&self.context_tokens);
            struct prompt_dense_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    prompt_dense_flops,
                >(flops_per_token.eq_mul(context_tokens)?))(),
                &__PROPERTIES[24],
            )
        }
        ///Attention FLOPs of all blocks over the prompt. Equation: `multiply_add_flops(layers, attention_macs)`.
        #[inline]
        pub fn prompt_attention_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_prompt_attention_flops(self.layers()?, self.attention_macs()?)
        }
        #[doc(hidden)]
        fn __eq_prompt_attention_flops(
            &self,
            layers: i64,
            attention_macs: i64,
        ) -> __Result<FlopCount, __c::EvalError> {
            struct prompt_attention_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    prompt_attention_flops,
                >(
                    ::mlsysim_core::equation::multiply_add_flops(layers, attention_macs)?,
                ))(),
                &__PROPERTIES[25],
            )
        }
        ///FLOPs of all blocks over the prompt. Equation: `prompt_dense_flops + prompt_attention_flops`.
        #[inline]
        pub fn prompt_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_prompt_flops(
                self.prompt_dense_flops()?,
                self.prompt_attention_flops()?,
            )
        }
        #[doc(hidden)]
        fn __eq_prompt_flops(
            &self,
            prompt_dense_flops: FlopCount,
            prompt_attention_flops: FlopCount,
        ) -> __Result<FlopCount, __c::EvalError> {
            struct prompt_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    prompt_flops,
                >(prompt_dense_flops.eq_add(prompt_attention_flops)?))(),
                &__PROPERTIES[26],
            )
        }
        ///Time of the prompt's attention at the accelerator's peak. Equation: `compute_time(prompt_attention_flops, hardware.peak_flops)`. Requires `hardware` (an error names the absent one).
        #[inline]
        pub fn attention_time_at_peak(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_attention_time_at_peak(self.prompt_attention_flops()?)
        }
        #[doc(hidden)]
        fn __eq_attention_time_at_peak(
            &self,
            prompt_attention_flops: FlopCount,
        ) -> __Result<Time, __c::EvalError> {
            let hardware = __c::present(
                &self.hardware,
                "attention_time_at_peak",
                "hardware",
            )?;
            struct attention_time_at_peak {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    attention_time_at_peak,
                >(
                    ::mlsysim_core::equation::compute_time(
                        prompt_attention_flops,
                        hardware.peak_flops,
                    )?,
                ))(),
                &__PROPERTIES[27],
            )
        }
        /**A training step in forward passes: 6P over 2P per token.

Equation:

```text
training_flops(workload.parameter_count(), 1.0)
    / decode_flops(workload.parameter_count(), 1.0)
```
*/
        #[inline]
        pub fn training_to_forward(&self) -> __Result<f64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct training_to_forward {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    training_to_forward,
                >(
                    ::mlsysim_core::equation::training_flops(
                            workload.parameter_count()?,
                            1.0,
                        )?
                        .eq_div(
                            ::mlsysim_core::equation::decode_flops(
                                workload.parameter_count()?,
                                1.0,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[28],
            )
        }
        ///One block's forward FLOPs for the whole batch, attention included. Equation: `multiply_add_flops(batch_size, block_macs)`.
        #[inline]
        pub fn layer_forward_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_layer_forward_flops(self.block_macs()?)
        }
        #[doc(hidden)]
        fn __eq_layer_forward_flops(
            &self,
            block_macs: i64,
        ) -> __Result<FlopCount, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            struct layer_forward_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    layer_forward_flops,
                >(
                    ::mlsysim_core::equation::multiply_add_flops(batch_size, block_macs)?,
                ))(),
                &__PROPERTIES[29],
            )
        }
        ///One training step counted layer by layer, attention included. Equation: `layer_forward_flops * layers * training_to_forward`.
        #[inline]
        pub fn training_step_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_training_step_flops(
                self.layer_forward_flops()?,
                self.layers()?,
                self.training_to_forward()?,
            )
        }
        #[doc(hidden)]
        fn __eq_training_step_flops(
            &self,
            layer_forward_flops: FlopCount,
            layers: i64,
            training_to_forward: f64,
        ) -> __Result<FlopCount, __c::EvalError> {
            struct training_step_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    training_step_flops,
                >(layer_forward_flops.eq_mul(layers)?.eq_mul(training_to_forward)?))(),
                &__PROPERTIES[30],
            )
        }
        ///The same step by the 6P-per-token rule, which leaves attention out. Equation: `training_flops(workload.parameter_count(), batch_size * context_tokens)`.
        #[inline]
        pub fn six_p_step_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let batch_size = __Clone::clone(&self.batch_size);
            let context_tokens = __Clone::clone(&self.context_tokens);
            struct six_p_step_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    six_p_step_flops,
                >(
                    ::mlsysim_core::equation::training_flops(
                        workload.parameter_count()?,
                        batch_size.eq_mul(context_tokens)?,
                    )?,
                ))(),
                &__PROPERTIES[31],
            )
        }
        ///The attention products' part of a training step, all blocks. Equation: `multiply_add_flops(batch_size, attention_macs) * layers * training_to_forward`.
        #[inline]
        pub fn attention_step_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_attention_step_flops(
                self.attention_macs()?,
                self.layers()?,
                self.training_to_forward()?,
            )
        }
        #[doc(hidden)]
        fn __eq_attention_step_flops(
            &self,
            attention_macs: i64,
            layers: i64,
            training_to_forward: f64,
        ) -> __Result<FlopCount, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            struct attention_step_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    attention_step_flops,
                >(
                    ::mlsysim_core::equation::multiply_add_flops(
                            batch_size,
                            attention_macs,
                        )?
                        .eq_mul(layers)?
                        .eq_mul(training_to_forward)?,
                ))(),
                &__PROPERTIES[32],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TransformerBlockValues`].
        #[must_use]
        pub fn evaluate(&self) -> TransformerBlockValues<'_> {
            let width = self.width();
            let layers = self.layers();
            let attention_weights_per_block = __c::after(
                (&width,),
                |(v0,)| self.__eq_attention_weights_per_block(v0),
            );
            let mlp_weights_per_block = __c::after(
                (&width,),
                |(v0,)| self.__eq_mlp_weights_per_block(v0),
            );
            let weights_per_block = __c::after(
                (&width,),
                |(v0,)| self.__eq_weights_per_block(v0),
            );
            let block_coefficient = __c::after(
                (&weights_per_block, &width),
                |(v0, v1)| self.__eq_block_coefficient(v0, v1),
            );
            let mlp_share = __c::after(
                (&mlp_weights_per_block, &weights_per_block),
                |(v0, v1)| self.__eq_mlp_share(v0, v1),
            );
            let block_weights = __c::after(
                (&weights_per_block, &layers),
                |(v0, v1)| self.__eq_block_weights(v0, v1),
            );
            let attention_weights = __c::after(
                (&attention_weights_per_block, &layers),
                |(v0, v1)| self.__eq_attention_weights(v0, v1),
            );
            let mlp_weights = __c::after(
                (&mlp_weights_per_block, &layers),
                |(v0, v1)| self.__eq_mlp_weights(v0, v1),
            );
            let vocab_size = self.vocab_size();
            let token_table = __c::after(
                (&vocab_size, &width),
                |(v0, v1)| self.__eq_token_table(v0, v1),
            );
            let block_rule_parameters = __c::after(
                (&block_weights, &token_table),
                |(v0, v1)| self.__eq_block_rule_parameters(v0, v1),
            );
            let exact_parameters = __c::after(
                (&width, &layers, &vocab_size),
                |(v0, v1, v2)| self.__eq_exact_parameters(v0, v1, v2),
            );
            let flops_per_token = __c::after(
                (&block_weights,),
                |(v0,)| self.__eq_flops_per_token(v0),
            );
            let output_layer_flops = __c::after(
                (&token_table,),
                |(v0,)| self.__eq_output_layer_flops(v0),
            );
            let dense_macs = __c::after(
                (&weights_per_block,),
                |(v0,)| self.__eq_dense_macs(v0),
            );
            let attention_macs = __c::after(
                (&width,),
                |(v0,)| self.__eq_attention_macs(v0),
            );
            let block_macs = __c::after(
                (&dense_macs, &attention_macs),
                |(v0, v1)| self.__eq_block_macs(v0, v1),
            );
            let attention_share = __c::after(
                (&attention_macs, &block_macs),
                |(v0, v1)| self.__eq_attention_share(v0, v1),
            );
            let dense_to_attention = __c::after(
                (&dense_macs, &attention_macs),
                |(v0, v1)| self.__eq_dense_to_attention(v0, v1),
            );
            let attention_to_dense = __c::after(
                (&attention_macs, &dense_macs),
                |(v0, v1)| self.__eq_attention_to_dense(v0, v1),
            );
            let crossover = __c::after((&width,), |(v0,)| self.__eq_crossover(v0));
            let crossover_multiple = __c::after(
                (&crossover, &width),
                |(v0, v1)| self.__eq_crossover_multiple(v0, v1),
            );
            let prompt_dense_flops = __c::after(
                (&flops_per_token,),
                |(v0,)| self.__eq_prompt_dense_flops(v0),
            );
            let prompt_attention_flops = __c::after(
                (&layers, &attention_macs),
                |(v0, v1)| self.__eq_prompt_attention_flops(v0, v1),
            );
            let prompt_flops = __c::after(
                (&prompt_dense_flops, &prompt_attention_flops),
                |(v0, v1)| self.__eq_prompt_flops(v0, v1),
            );
            let attention_time_at_peak = __c::after(
                (&prompt_attention_flops,),
                |(v0,)| self.__eq_attention_time_at_peak(v0),
            );
            let training_to_forward = self.training_to_forward();
            let layer_forward_flops = __c::after(
                (&block_macs,),
                |(v0,)| self.__eq_layer_forward_flops(v0),
            );
            let training_step_flops = __c::after(
                (&layer_forward_flops, &layers, &training_to_forward),
                |(v0, v1, v2)| self.__eq_training_step_flops(v0, v1, v2),
            );
            let six_p_step_flops = self.six_p_step_flops();
            let attention_step_flops = __c::after(
                (&attention_macs, &layers, &training_to_forward),
                |(v0, v1, v2)| self.__eq_attention_step_flops(v0, v1, v2),
            );
            TransformerBlockValues {
                scenario: self,
                width,
                layers,
                attention_weights_per_block,
                mlp_weights_per_block,
                weights_per_block,
                block_coefficient,
                mlp_share,
                block_weights,
                attention_weights,
                mlp_weights,
                vocab_size,
                token_table,
                block_rule_parameters,
                exact_parameters,
                flops_per_token,
                output_layer_flops,
                dense_macs,
                attention_macs,
                block_macs,
                attention_share,
                dense_to_attention,
                attention_to_dense,
                crossover,
                crossover_multiple,
                prompt_dense_flops,
                prompt_attention_flops,
                prompt_flops,
                attention_time_at_peak,
                training_to_forward,
                layer_forward_flops,
                training_step_flops,
                six_p_step_flops,
                attention_step_flops,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.context_tokens, &__INPUTS[1])?;
            __c::bounded_plain(&self.ffn_multiple, &__INPUTS[2])?;
            __c::bounded_plain(&self.attention_projections, &__INPUTS[3])?;
            __c::finite(&self.hardware, &__INPUTS[4])?;
            __c::bounded_plain(&self.batch_size, &__INPUTS[5])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_width(&self) -> __c::Parts {
            __c::traced(
                self.width(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .hidden_dim; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_layers(&self) -> __c::Parts {
            __c::traced(
                self.layers(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_block_coefficient(&self) -> __c::Parts {
            __c::traced(
                self.block_coefficient(),
                &__PROPERTIES[5],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "floor_div", args :
                    ::std::vec![__c::Operand::Name("weights_per_block"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let width = self.width() ?; let part
                    = ::mlsysim_core::equation::pow(width, 2) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }, __c::CallSite { name : "pow", args
                    : ::std::vec![__c::Operand::Name("width"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 2; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_vocab_size(&self) -> __c::Parts {
            __c::traced(
                self.vocab_size(),
                &__PROPERTIES[10],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .vocab_size; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .vocab_size; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "vocabulary size"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_exact_parameters(&self) -> __c::Parts {
            __c::traced(
                self.exact_parameters(),
                &__PROPERTIES[13],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .context_length; Ok((& __c::Showing(& part,
                    None)).__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "gpt2_layout_parameters", args :
                    ::std::vec![__c::Operand::Name("width"),
                    __c::Operand::Name("ffn_multiple"), __c::Operand::Name("layers"),
                    __c::Operand::Name("vocab_size"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part =
                    ::mlsysim_core::equation::from_registry(workload.geometry() ?
                    .context_length, "context length", workload.path) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "from_registry", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .geometry() ? .context_length; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let part =
                    "context length"; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_flops_per_token(&self) -> __c::Parts {
            __c::traced(
                self.flops_per_token(),
                &__PROPERTIES[14],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "multiply_add_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("block_weights")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_output_layer_flops(&self) -> __c::Parts {
            __c::traced(
                self.output_layer_flops(),
                &__PROPERTIES[15],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "multiply_add_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("token_table")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_attention_time_at_peak(&self) -> __c::Parts {
            __c::traced(
                self.attention_time_at_peak(),
                &__PROPERTIES[27],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __c::present(& self.hardware,
                    "attention_time_at_peak", "hardware") ?; let part = hardware
                    .peak_flops; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "compute_time", args :
                    ::std::vec![__c::Operand::Name("prompt_attention_flops"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __c::present(& self
                    .hardware, "attention_time_at_peak", "hardware") ?; let part =
                    hardware.peak_flops; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_training_to_forward(&self) -> __c::Parts {
            __c::traced(
                self.training_to_forward(),
                &__PROPERTIES[28],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.parameter_count() ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "training_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1.0; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }, __c::CallSite { name :
                    "decode_flops", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1.0; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_six_p_step_flops(&self) -> __c::Parts {
            __c::traced(
                self.six_p_step_flops(),
                &__PROPERTIES[31],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "training_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let batch_size = __Clone::clone(&
                    self.batch_size); let context_tokens = __Clone::clone(& self
                    .context_tokens); let part = batch_size.eq_mul(context_tokens) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl TransformerBlockBuilder {
        ///Sets `workload`: The transformer counted.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `context_tokens`: Tokens of context (S).
        #[must_use]
        pub fn context_tokens(mut self, value: u32) -> Self {
            self.context_tokens = Some(value);
            self
        }
        ///Sets `ffn_multiple`: Feed-forward width over the model width (f).
        #[must_use]
        pub fn ffn_multiple(mut self, value: u32) -> Self {
            self.ffn_multiple = Some(value);
            self
        }
        ///Sets `attention_projections`: Square projections of the attention (a): query, key, value and output make four.
        #[must_use]
        pub fn attention_projections(mut self, value: u32) -> Self {
            self.attention_projections = Some(value);
            self
        }
        ///Sets `hardware`: The accelerator whose peak times the prompt's attention.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Leaves `hardware` absent.
        #[must_use]
        pub fn without_hardware(mut self) -> Self {
            self.hardware = None;
            self
        }
        ///Sets `batch_size`: Sequences of `context_tokens` in one training step (B).
        #[must_use]
        pub fn batch_size(mut self, value: u32) -> Self {
            self.batch_size = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TransformerBlock, __c::InputError> {
            let scenario = TransformerBlock {
                workload: __c::given(self.workload, "workload")?,
                context_tokens: __c::given(self.context_tokens, "context_tokens")?,
                ffn_multiple: self.ffn_multiple.unwrap_or_else(|| 4),
                attention_projections: self.attention_projections.unwrap_or_else(|| 4),
                hardware: self.hardware,
                batch_size: self.batch_size.unwrap_or_else(|| 1),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TransformerBlockBuilder {
        type Scenario = TransformerBlock;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "context_tokens" => self.context_tokens = __c::set(value, &__INPUTS[1])?,
                "ffn_multiple" => self.ffn_multiple = __c::set(value, &__INPUTS[2])?,
                "attention_projections" => {
                    self.attention_projections = __c::set(value, &__INPUTS[3])?;
                }
                "hardware" => self.hardware = __c::set(value, &__INPUTS[4])?,
                "batch_size" => self.batch_size = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TransformerBlock, __c::InputError> {
            TransformerBlockBuilder::build(self)
        }
    }
    impl<'a> TransformerBlockValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TransformerBlock {
            self.scenario
        }
    }
    impl __c::Scenario for TransformerBlock {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TransformerBlock",
            family: &ATTENTION,
            summary: "A decoder-only transformer's blocks at a context of S tokens, counted by the classic block: weights, work per token, dense against attention multiply-adds, and a training step.",
            description: "Each block holds `attention_projections` square d×d projections and a d → f·d → d\nfeed-forward network. Over a context of S tokens a block's dense layers do (weights)·S\nmultiply-adds and its two attention products 2·S²·d, so attention overtakes the dense work\npast S = weights ÷ 2d (six times the width for the classic block). A training step is\ncounted layer by layer (attention included, three forward passes' worth) and against the\n6·P·tokens rule, which leaves attention out.",
            notes: __c::meta::Notes {
                equation: "W_block = a·d² + 2·f·d²; dense MACs = W_block·S; attention MACs = 2·S²·d; crossover = W_block ÷ 2d; prompt FLOPs = 2·L·W_block·S + 2·L·2·S²·d; step = 2·(dense + attention MACs)·B·L × 6P ÷ 2P",
                assumptions: &[
                    "Every block is the classic one: `attention_projections` square projections and a feed-forward network of `ffn_multiple` times the width; biases and norms are left out, except in `exact_parameters`.",
                    "`exact_parameters` counts GPT-2's own layout (four projections with biases, two norms a block, a final norm and learned positions for the registry's context length), whatever `attention_projections` and `context_tokens` are.",
                    "Attention's multiply-adds do not depend on the heads, which split the width; `six_p_step_flops` uses the registry's parameter count, the layer-by-layer count the block weights.",
                    "`token_table` and the members built on it need the model's vocabulary size, `exact_parameters` its context length, the training members its parameter count, each an error naming what the registry lacks.",
                    "`attention_time_at_peak` needs `hardware` and runs at its headline peak; without it the member is an error naming `hardware`, as the reference fails for both presets.",
                ],
                rules: __RULES,
                excludes: &[
                    "Softmax, norms and activations; the output projection onto the vocabulary is given apart (`output_layer_flops`).",
                ],
                derivation: &[
                    "A d×d projection does d² multiply-adds per token; Q·Kᵀ and the weighted sum of V each do S²·d per block.",
                    "Training does a forward and a backward pass of twice its work: 6P over 2P per token, three forward passes (Kaplan et al., 2020; the Chinchilla constants).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-2 XL at its 1,024-token window",
                    code: "// GPT-2 XL at its 1,024-token window\nuse mlsysim_compute::attention::gpt2_xl_block_full_window;\n\nlet s = gpt2_xl_block_full_window()?;\nassert_eq!(s.block_coefficient()?, 12);\nassert_eq!(s.crossover()?, 9600.0);\nassert_eq!(s.attention_time_at_peak().unwrap_err().missing_input(), Some(\"hardware\"));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TransformerBlockBuilder;
        fn to_builder(&self) -> TransformerBlockBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.context_tokens,
                    &self.ffn_multiple,
                    &self.attention_projections,
                    &self.hardware,
                    &self.batch_size,
                ],
                &[
                    &values.width,
                    &values.layers,
                    &values.attention_weights_per_block,
                    &values.mlp_weights_per_block,
                    &values.weights_per_block,
                    &values.block_coefficient,
                    &values.mlp_share,
                    &values.block_weights,
                    &values.attention_weights,
                    &values.mlp_weights,
                    &values.vocab_size,
                    &values.token_table,
                    &values.block_rule_parameters,
                    &values.exact_parameters,
                    &values.flops_per_token,
                    &values.output_layer_flops,
                    &values.dense_macs,
                    &values.attention_macs,
                    &values.block_macs,
                    &values.attention_share,
                    &values.dense_to_attention,
                    &values.attention_to_dense,
                    &values.crossover,
                    &values.crossover_multiple,
                    &values.prompt_dense_flops,
                    &values.prompt_attention_flops,
                    &values.prompt_flops,
                    &values.attention_time_at_peak,
                    &values.training_to_forward,
                    &values.layer_forward_flops,
                    &values.training_step_flops,
                    &values.six_p_step_flops,
                    &values.attention_step_flops,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "width" => Some(Ok(self.__explain_width())),
                "layers" => Some(Ok(self.__explain_layers())),
                "block_coefficient" => Some(Ok(self.__explain_block_coefficient())),
                "vocab_size" => Some(Ok(self.__explain_vocab_size())),
                "exact_parameters" => Some(Ok(self.__explain_exact_parameters())),
                "flops_per_token" => Some(Ok(self.__explain_flops_per_token())),
                "output_layer_flops" => Some(Ok(self.__explain_output_layer_flops())),
                "attention_time_at_peak" => {
                    Some(Ok(self.__explain_attention_time_at_peak()))
                }
                "training_to_forward" => Some(Ok(self.__explain_training_to_forward())),
                "six_p_step_flops" => Some(Ok(self.__explain_six_p_step_flops())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(TransformerBlock);
};
