/**The activations a transformer stores for its backward pass at one microbatch, under each recomputation strategy, with the per-layer tensors a reader can name and what checkpointing in segments keeps.

Korthikanti et al. count sbh(34 + 5as/h) bytes a layer at 16 bits: 34 bytes per token and
unit of width grow with the sequence, the 5as/h of attention scores with its square.
Recomputing the scores (selective) keeps the 34; recomputing everything (full) keeps each
layer's input. Checkpointing in k segments keeps each segment's input and rebuilds one
segment at a time.

# Equation

per layer = s b h (34 + 5 a s / h) × bytes ÷ 2; per-token = selective; scores = none − selective; checkpointed = k × s b h × bytes + per-token × (L ÷ k) ÷ L; recomputation = 8PD ÷ 6PD − 1

# Assumptions

- The sequence is the model's context length unless `seq_len` is given.
- The Korthikanti constants are 16-bit bytes and scale with `precision_bytes` ÷ 2.
- Checkpointed segments are equal, the layers dividing into them with the remainder dropped; the rebuilt segment's input is counted twice, conservatively.

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)
- `seq_len` is given, or `workload` has a context length in the registry (`optional(seq_len).is_some()     || workload.geometry().is_ok_and(|g| g.context_length.is_some())`)

# Excludes

- Tensor and sequence parallelism, which divide the activations further.

# Derivation

- Korthikanti et al. (2023), reducing activation recomputation in large transformer models, Table 2; Chen et al. (2016) for checkpoints.

# Examples

```rust
// Eight checkpointed segments keep 11.5 GB
use mlsysim_cluster::distributed::gpt2_xl_batch32_segment_checkpointed;

let s = gpt2_xl_batch32_segment_checkpointed()?;
assert_eq!(s.segment_layers()?, 6);
assert!((s.checkpointed_activations()?.value - 11.534336e9).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ActivationMemory {
    ///The model trained.
    pub workload: &'static Workload,
    ///Sequences in one microbatch. *Allowed >= 1.*
    pub micro_batch: u32,
    ///Tokens per sequence; the model's context length when absent. *Optional (absent by default); allowed >= 1.*
    pub seq_len: Option<u32>,
    ///Bytes of one stored activation (2 for 16-bit). *Default `2.0`; allowed > 0.*
    pub precision_bytes: f64,
    ///Normalization buffers of one layer, stated. *Optional (absent by default); shown in `MB`; allowed >= 0.*
    pub normalization_per_layer: Option<Information>,
    ///Width of the feed-forward expansion, in model widths. *Default `4`; allowed >= 1.*
    pub ffn_multiple: u32,
    ///Equal segments the layers are checkpointed in. *Optional (absent by default); allowed >= 1.*
    pub checkpoint_segments: Option<u32>,
}
///Builds a [`ActivationMemory`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ActivationMemoryBuilder {
    workload: ::core::option::Option<&'static Workload>,
    micro_batch: ::core::option::Option<u32>,
    seq_len: ::core::option::Option<u32>,
    precision_bytes: ::core::option::Option<f64>,
    normalization_per_layer: ::core::option::Option<Information>,
    ffn_multiple: ::core::option::Option<u32>,
    checkpoint_segments: ::core::option::Option<u32>,
}
///Every property of a [`ActivationMemory`], each computed once (see [`ActivationMemory::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ActivationMemoryValues<'a> {
    scenario: &'a ActivationMemory,
    ///Tokens per sequence.
    pub sequence: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The 34 of sbh(34 + 5as/h), at this precision.
    pub per_token_bytes_coefficient: ::core::result::Result<
        f64,
        ::mlsysim_core::EvalError,
    >,
    ///The 5as/h of sbh(34 + 5as/h): the attention scores, at this precision.
    pub score_bytes_coefficient: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The scores' share of the stored activations.
    pub score_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Activations that grow in proportion to the sequence: everything but the scores.
    pub per_token_activations: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Stored attention scores, which grow with the square of the sequence.
    pub score_activations: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Per-token activations of one sequence: the slope against the microbatch.
    pub per_sequence_activations: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Layers in one checkpointed segment.
    pub segment_layers: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///One segment's input, kept for the backward pass: b × s × h values.
    pub segment_input: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Every segment's input.
    pub segment_inputs: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///One segment's per-token activations, rebuilt in the backward pass.
    pub live_segment: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Segment inputs plus one live rebuilt segment.
    pub checkpointed_activations: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Query, key, value and output projections of one layer: four tensors of the model width.
    pub projection_activations_per_layer: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///The feed-forward expansion of one layer, `ffn_multiple` model widths.
    pub ffn_activations_per_layer: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Stored scores of one layer.
    pub score_activations_per_layer: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///The named tensors of one layer, normalization included when stated.
    pub line_items_per_layer: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///The named tensors of every layer.
    pub line_items_total: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///A training step in forward passes: 6PD over 2PD.
    pub forward_equivalents: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Extra training work of full recomputation: 8PD over 6PD, less one.
    pub recompute_overhead: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The step with full recomputation, in forward passes.
    pub recompute_forward_equivalents: ::core::result::Result<
        f64,
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
            doc: "The model trained.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "micro_batch",
            ty: "u32",
            doc: "Sequences in one microbatch.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "seq_len",
            ty: "Option<u32>",
            doc: "Tokens per sequence; the model's context length when absent.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision_bytes",
            ty: "f64",
            doc: "Bytes of one stored activation (2 for 16-bit).",
            default: Some("2.0"),
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "normalization_per_layer",
            ty: "Option<Information>",
            doc: "Normalization buffers of one layer, stated.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ffn_multiple",
            ty: "u32",
            doc: "Width of the feed-forward expansion, in model widths.",
            default: Some("4"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "checkpoint_segments",
            ty: "Option<u32>",
            doc: "Equal segments the layers are checkpointed in.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "sequence",
            doc: "Tokens per sequence.",
            equation: "match optional(seq_len) {\n    Some(s) => i64::from(s),\n    None => {\n        i64::from(\n            from_registry(\n                workload.geometry().context_length,\n                \"context length\",\n                workload.path,\n            ),\n        )\n    }\n}",
            result_type: "i64",
            depends_on: &["seq_len", "workload"],
            reaches: &[("workload", "geometry")],
            calls: &["from_registry"],
            template: "match {#0 optional(seq_len)} {{\n    Some(s) => i64::from(s),\n    None => {{\n        i64::from(\n            from_registry({#1 workload.geometry().context_length}, \"context length\", {#2 workload.path}),\n        )\n    }}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "per_token_bytes_coefficient",
            doc: "The 34 of sbh(34 + 5as/h), at this precision.",
            equation: "KORTHIKANTI_PER_TOKEN_BYTES * precision_bytes / 2.0",
            result_type: "f64",
            depends_on: &["precision_bytes"],
            template: "KORTHIKANTI_PER_TOKEN_BYTES * {precision_bytes} / 2.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "score_bytes_coefficient",
            doc: "The 5as/h of sbh(34 + 5as/h): the attention scores, at this precision.",
            equation: "KORTHIKANTI_SCORE_BYTES * workload.geometry().heads * sequence\n    / workload.geometry().hidden_dim * precision_bytes / 2.0",
            result_type: "f64",
            depends_on: &["workload", "precision_bytes", "sequence"],
            reaches: &[("workload", "geometry")],
            template: "KORTHIKANTI_SCORE_BYTES * {#0 workload.geometry().heads} * {sequence} / {#1 workload.geometry().hidden_dim}\n    * {precision_bytes} / 2.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "score_share",
            doc: "The scores' share of the stored activations.",
            equation: "score_bytes_coefficient / (per_token_bytes_coefficient + score_bytes_coefficient)",
            result_type: "f64",
            depends_on: &["score_bytes_coefficient", "per_token_bytes_coefficient"],
            template: "{score_bytes_coefficient} / ({per_token_bytes_coefficient} + {score_bytes_coefficient})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "per_token_activations",
            doc: "Activations that grow in proportion to the sequence: everything but the scores.",
            equation: "activations(\"selective\")",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            template: "{#0 activations(\"selective\")}",
            operation: "result of `activations`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "score_activations",
            doc: "Stored attention scores, which grow with the square of the sequence.",
            equation: "activations(\"none\") - activations(\"selective\")",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            template: "{#0 activations(\"none\")} - {#1 activations(\"selective\")}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "per_sequence_activations",
            doc: "Per-token activations of one sequence: the slope against the microbatch.",
            equation: "per_token_activations / micro_batch",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["micro_batch", "per_token_activations"],
            template: "{per_token_activations} / {micro_batch}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "segment_layers",
            doc: "Layers in one checkpointed segment.",
            equation: "floor_div(workload.geometry().layers, checkpoint_segments)",
            result_type: "i64",
            depends_on: &["workload", "checkpoint_segments"],
            reaches: &[("workload", "geometry")],
            requires: &["checkpoint_segments"],
            calls: &["floor_div"],
            template: "floor_div({#0 workload.geometry().layers}, {checkpoint_segments})",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "segment_input",
            doc: "One segment's input, kept for the backward pass: b × s × h values.",
            equation: "micro_batch * sequence * workload.geometry().hidden_dim * precision_bytes\n    * bytes(1.0)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["micro_batch", "workload", "precision_bytes", "sequence"],
            reaches: &[("workload", "geometry")],
            calls: &["bytes"],
            template: "{micro_batch} * {sequence} * {#0 workload.geometry().hidden_dim} * {precision_bytes}\n    * bytes(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "segment_inputs",
            doc: "Every segment's input.",
            equation: "checkpoint_segments * segment_input",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["checkpoint_segments", "segment_input"],
            requires: &["checkpoint_segments"],
            template: "{checkpoint_segments} * {segment_input}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "live_segment",
            doc: "One segment's per-token activations, rebuilt in the backward pass.",
            equation: "per_token_activations / workload.geometry().layers * segment_layers",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "per_token_activations", "segment_layers"],
            reaches: &[("workload", "geometry")],
            requires: &["checkpoint_segments"],
            template: "{per_token_activations} / {#0 workload.geometry().layers} * {segment_layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "checkpointed_activations",
            doc: "Segment inputs plus one live rebuilt segment.",
            equation: "segment_inputs + live_segment",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["segment_inputs", "live_segment"],
            requires: &["checkpoint_segments"],
            template: "{segment_inputs} + {live_segment}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "projection_activations_per_layer",
            doc: "Query, key, value and output projections of one layer: four tensors of the model width.",
            equation: "4 * (micro_batch * sequence * workload.geometry().hidden_dim) * precision_bytes\n    * bytes(1.0)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["micro_batch", "workload", "precision_bytes", "sequence"],
            reaches: &[("workload", "geometry")],
            calls: &["bytes"],
            template: "4 * ({micro_batch} * {sequence} * {#0 workload.geometry().hidden_dim}) * {precision_bytes}\n    * bytes(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ffn_activations_per_layer",
            doc: "The feed-forward expansion of one layer, `ffn_multiple` model widths.",
            equation: "micro_batch * sequence * (ffn_multiple * workload.geometry().hidden_dim)\n    * precision_bytes * bytes(1.0)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &[
                "micro_batch",
                "ffn_multiple",
                "workload",
                "precision_bytes",
                "sequence",
            ],
            reaches: &[("workload", "geometry")],
            calls: &["bytes"],
            template: "{micro_batch} * {sequence} * ({ffn_multiple} * {#0 workload.geometry().hidden_dim})\n    * {precision_bytes} * bytes(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "score_activations_per_layer",
            doc: "Stored scores of one layer.",
            equation: "score_activations / workload.geometry().layers",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["workload", "score_activations"],
            reaches: &[("workload", "geometry")],
            template: "{score_activations} / {#0 workload.geometry().layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "line_items_per_layer",
            doc: "The named tensors of one layer, normalization included when stated.",
            equation: "projection_activations_per_layer + ffn_activations_per_layer\n    + score_activations_per_layer\n    + optional(normalization_per_layer).unwrap_or(bytes(0.0))",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &[
                "normalization_per_layer",
                "projection_activations_per_layer",
                "ffn_activations_per_layer",
                "score_activations_per_layer",
            ],
            calls: &["bytes"],
            template: "{projection_activations_per_layer} + {ffn_activations_per_layer} + {score_activations_per_layer}\n    + {#0 optional(normalization_per_layer)}.unwrap_or(bytes(0.0))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "line_items_total",
            doc: "The named tensors of every layer.",
            equation: "line_items_per_layer * workload.geometry().layers",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "line_items_per_layer"],
            reaches: &[("workload", "geometry")],
            template: "{line_items_per_layer} * {#0 workload.geometry().layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "forward_equivalents",
            doc: "A training step in forward passes: 6PD over 2PD.",
            equation: "training_flops(workload.parameter_count(), 1.0)\n    / decode_flops(workload.parameter_count(), 1.0)",
            result_type: "f64",
            depends_on: &["workload"],
            reaches: &[("workload", "parameter_count")],
            calls: &["training_flops", "decode_flops"],
            template: "training_flops({#0 workload.parameter_count()}, 1.0) / decode_flops({#1 workload.parameter_count()}, 1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "recompute_overhead",
            doc: "Extra training work of full recomputation: 8PD over 6PD, less one.",
            equation: "recomputed_training_flops(workload.parameter_count(), 1.0)\n    / training_flops(workload.parameter_count(), 1.0) - 1.0",
            result_type: "f64",
            depends_on: &["workload"],
            reaches: &[("workload", "parameter_count")],
            calls: &["recomputed_training_flops", "training_flops"],
            template: "recomputed_training_flops({#0 workload.parameter_count()}, 1.0)\n    / training_flops({#1 workload.parameter_count()}, 1.0) - 1.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "recompute_forward_equivalents",
            doc: "The step with full recomputation, in forward passes.",
            equation: "forward_equivalents * (1.0 + recompute_overhead)",
            result_type: "f64",
            depends_on: &["forward_equivalents", "recompute_overhead"],
            template: "{forward_equivalents} * (1.0 + {recompute_overhead})",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "activations",
            kind: __c::MemberKind::Method,
            doc: "Activations of the whole model under `strategy` (`none`, `selective` or `full`).",
            equation: "activation_memory(\n    workload.geometry().layers,\n    sequence,\n    micro_batch,\n    workload.geometry().hidden_dim,\n    workload.geometry().heads,\n    precision_bytes,\n    strategy,\n)",
            args: &[
                __c::ArgInfo {
                    name: "strategy",
                    ty: "String",
                    samples: &[
                        __c::Sample::Literal("none"),
                        __c::Sample::Literal("selective"),
                        __c::Sample::Literal("full"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "micro_batch", "precision_bytes", "sequence"],
            reaches: &[("workload", "geometry")],
            calls: &["activation_memory"],
            template: "activation_memory(\n    {#0 workload.geometry().layers},\n    {sequence},\n    {micro_batch},\n    {#1 workload.geometry().hidden_dim},\n    {#2 workload.geometry().heads},\n    {precision_bytes},\n    {strategy},\n)",
            operation: "result of `activation_memory`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "checkpoint_memory_units",
            kind: __c::MemberKind::Method,
            doc: "Activation memory with `checkpoints` evenly spaced checkpoints, in layers' worth.",
            equation: "checkpoint_memory_units(layers, checkpoints)",
            equation_is_code: false,
            args: &[
                __c::ArgInfo {
                    name: "checkpoints",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("4"),
                        __c::Sample::Literal("7"),
                        __c::Sample::Literal("8"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
                },
            ],
            result_type: "f64",
            depends_on: &["workload"],
            reaches: &[("workload", "geometry")],
            template: "::mlsysim_core::equation::checkpoint_memory_units({#0 workload.geometry().layers}, {checkpoints})",
            operation: "result of `checkpoint_memory_units`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "`seq_len` is given, or `workload` has a context length in the registry",
            condition: "optional(seq_len).is_some()\n    || workload.geometry().is_ok_and(|g| g.context_length.is_some())",
            inputs: &["seq_len", "workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ActivationMemory {
        ///Starts a [`ActivationMemoryBuilder`]; required inputs must be set before [`ActivationMemoryBuilder::build`].
        #[must_use]
        pub fn builder() -> ActivationMemoryBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ActivationMemoryBuilder {
            ActivationMemoryBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                micro_batch: Some(__Clone::clone(&self.micro_batch)),
                seq_len: __Clone::clone(&self.seq_len),
                precision_bytes: Some(__Clone::clone(&self.precision_bytes)),
                normalization_per_layer: __Clone::clone(&self.normalization_per_layer),
                ffn_multiple: Some(__Clone::clone(&self.ffn_multiple)),
                checkpoint_segments: __Clone::clone(&self.checkpoint_segments),
            }
        }
        /**Tokens per sequence.

Equation:

```text
match optional(seq_len) {
    Some(s) => i64::from(s),
    None => {
        i64::from(
            from_registry(
                workload.geometry().context_length,
                "context length",
                workload.path,
            ),
        )
    }
}
```
*/
        #[inline]
        pub fn sequence(&self) -> __Result<i64, __c::EvalError> {
            let seq_len = __Clone::clone(&self.seq_len);
            let workload = __Clone::clone(&self.workload);
            struct sequence {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    sequence,
                >(
                    match ::mlsysim_core::equation::optional(seq_len) {
                        Some(s) => i64::from(s),
                        None => {
                            i64::from(
                                ::mlsysim_core::equation::from_registry(
                                    workload.geometry()?.context_length,
                                    "context length",
                                    workload.path,
                                )?,
                            )
                        }
                    },
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///The 34 of sbh(34 + 5as/h), at this precision. Equation: `KORTHIKANTI_PER_TOKEN_BYTES * precision_bytes / 2.0`.
        #[inline]
        pub fn per_token_bytes_coefficient(&self) -> __Result<f64, __c::EvalError> {
            let precision_bytes = __Clone::clone(&self.precision_bytes);
            struct per_token_bytes_coefficient {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    per_token_bytes_coefficient,
                >(KORTHIKANTI_PER_TOKEN_BYTES.eq_mul(precision_bytes)?.eq_div(2.0)?))(),
                &__PROPERTIES[1],
            )
        }
        /**The 5as/h of sbh(34 + 5as/h): the attention scores, at this precision.

Equation:

```text
KORTHIKANTI_SCORE_BYTES * workload.geometry().heads * sequence
    / workload.geometry().hidden_dim * precision_bytes / 2.0
```
*/
        #[inline]
        pub fn score_bytes_coefficient(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_score_bytes_coefficient(self.sequence()?)
        }
        #[doc(hidden)]
        fn __eq_score_bytes_coefficient(
            &self,
            sequence: i64,
        ) -> __Result<f64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let precision_bytes = __Clone::clone(&self.precision_bytes);
            struct score_bytes_coefficient {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    score_bytes_coefficient,
                >(
                    KORTHIKANTI_SCORE_BYTES
                        .eq_mul(workload.geometry()?.heads)?
                        .eq_mul(sequence)?
                        .eq_div(workload.geometry()?.hidden_dim)?
                        .eq_mul(precision_bytes)?
                        .eq_div(2.0)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///The scores' share of the stored activations. Equation: `score_bytes_coefficient / (per_token_bytes_coefficient + score_bytes_coefficient)`.
        #[inline]
        pub fn score_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_score_share(
                self.score_bytes_coefficient()?,
                self.per_token_bytes_coefficient()?,
            )
        }
        #[doc(hidden)]
        fn __eq_score_share(
            &self,
            score_bytes_coefficient: f64,
            per_token_bytes_coefficient: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct score_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    score_share,
                >(
                    score_bytes_coefficient
                        .eq_div(
                            per_token_bytes_coefficient.eq_add(score_bytes_coefficient)?,
                        )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        /**Activations of the whole model under `strategy` (`none`, `selective` or `full`).

Equation:

```text
activation_memory(
    workload.geometry().layers,
    sequence,
    micro_batch,
    workload.geometry().hidden_dim,
    workload.geometry().heads,
    precision_bytes,
    strategy,
)
```
*/
        #[inline]
        pub fn activations(
            &self,
            strategy: String,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_activations(self.sequence()?, strategy)
        }
        #[doc(hidden)]
        fn __eq_activations(
            &self,
            sequence: i64,
            strategy: String,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let micro_batch = __Clone::clone(&self.micro_batch);
            let precision_bytes = __Clone::clone(&self.precision_bytes);
            struct activations {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    activations,
                >(
                    ::mlsysim_core::equation::activation_memory(
                        workload.geometry()?.layers,
                        sequence,
                        micro_batch,
                        workload.geometry()?.hidden_dim,
                        workload.geometry()?.heads,
                        precision_bytes,
                        strategy,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Activations that grow in proportion to the sequence: everything but the scores. Equation: `activations("selective")`.
        #[inline]
        pub fn per_token_activations(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_per_token_activations(self.sequence()?)
        }
        #[doc(hidden)]
        fn __eq_per_token_activations(
            &self,
            sequence: i64,
        ) -> __Result<Information, __c::EvalError> {
            let activations = |strategy: String| {
                self.__eq_activations(__Clone::clone(&sequence), strategy)
            };
            struct per_token_activations {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    per_token_activations,
                >(activations("selective".to_string())?))(),
                &__PROPERTIES[4],
            )
        }
        ///Stored attention scores, which grow with the square of the sequence. Equation: `activations("none") - activations("selective")`.
        #[inline]
        pub fn score_activations(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_score_activations(self.sequence()?)
        }
        #[doc(hidden)]
        fn __eq_score_activations(
            &self,
            sequence: i64,
        ) -> __Result<Information, __c::EvalError> {
            let activations = |strategy: String| {
                self.__eq_activations(__Clone::clone(&sequence), strategy)
            };
            struct score_activations {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    score_activations,
                >(
                    activations("none".to_string())?
                        .eq_sub(activations("selective".to_string())?)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Per-token activations of one sequence: the slope against the microbatch. Equation: `per_token_activations / micro_batch`.
        #[inline]
        pub fn per_sequence_activations(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_per_sequence_activations(self.per_token_activations()?)
        }
        #[doc(hidden)]
        fn __eq_per_sequence_activations(
            &self,
            per_token_activations: Information,
        ) -> __Result<Information, __c::EvalError> {
            let micro_batch = __Clone::clone(&self.micro_batch);
            struct per_sequence_activations {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    per_sequence_activations,
                >(per_token_activations.eq_div(micro_batch)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Layers in one checkpointed segment. Equation: `floor_div(workload.geometry().layers, checkpoint_segments)`. Requires `checkpoint_segments` (an error names the absent one).
        #[inline]
        pub fn segment_layers(&self) -> __Result<i64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let checkpoint_segments = __c::present(
                &self.checkpoint_segments,
                "segment_layers",
                "checkpoint_segments",
            )?;
            struct segment_layers {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    segment_layers,
                >(
                    ::mlsysim_core::equation::floor_div(
                        workload.geometry()?.layers,
                        checkpoint_segments,
                    )?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        /**One segment's input, kept for the backward pass: b × s × h values.

Equation:

```text
micro_batch * sequence * workload.geometry().hidden_dim * precision_bytes
    * bytes(1.0)
```
*/
        #[inline]
        pub fn segment_input(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_segment_input(self.sequence()?)
        }
        #[doc(hidden)]
        fn __eq_segment_input(
            &self,
            sequence: i64,
        ) -> __Result<Information, __c::EvalError> {
            let micro_batch = __Clone::clone(&self.micro_batch);
            let workload = __Clone::clone(&self.workload);
            let precision_bytes = __Clone::clone(&self.precision_bytes);
            struct segment_input {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    segment_input,
                >(
                    micro_batch
                        .eq_mul(sequence)?
                        .eq_mul(workload.geometry()?.hidden_dim)?
                        .eq_mul(precision_bytes)?
                        .eq_mul(::mlsysim_core::equation::bytes(1.0))?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Every segment's input. Equation: `checkpoint_segments * segment_input`. Requires `checkpoint_segments` (an error names the absent one).
        #[inline]
        pub fn segment_inputs(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_segment_inputs(self.segment_input()?)
        }
        #[doc(hidden)]
        fn __eq_segment_inputs(
            &self,
            segment_input: Information,
        ) -> __Result<Information, __c::EvalError> {
            let checkpoint_segments = __c::present(
                &self.checkpoint_segments,
                "segment_inputs",
                "checkpoint_segments",
            )?;
            struct segment_inputs {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    segment_inputs,
                >(checkpoint_segments.eq_mul(segment_input)?))(),
                &__PROPERTIES[9],
            )
        }
        ///One segment's per-token activations, rebuilt in the backward pass. Equation: `per_token_activations / workload.geometry().layers * segment_layers`. Requires `checkpoint_segments` (an error names the absent one).
        #[inline]
        pub fn live_segment(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_live_segment(self.per_token_activations()?, self.segment_layers()?)
        }
        #[doc(hidden)]
        fn __eq_live_segment(
            &self,
            per_token_activations: Information,
            segment_layers: i64,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct live_segment {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    live_segment,
                >(
                    per_token_activations
                        .eq_div(workload.geometry()?.layers)?
                        .eq_mul(segment_layers)?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Segment inputs plus one live rebuilt segment. Equation: `segment_inputs + live_segment`. Requires `checkpoint_segments` (an error names the absent one).
        #[inline]
        pub fn checkpointed_activations(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_checkpointed_activations(
                self.segment_inputs()?,
                self.live_segment()?,
            )
        }
        #[doc(hidden)]
        fn __eq_checkpointed_activations(
            &self,
            segment_inputs: Information,
            live_segment: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct checkpointed_activations {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    checkpointed_activations,
                >(segment_inputs.eq_add(live_segment)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Activation memory with `checkpoints` evenly spaced checkpoints, in layers' worth. Equation: checkpoint_memory_units(layers, checkpoints).
        #[inline]
        pub fn checkpoint_memory_units(
            &self,
            checkpoints: u32,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(
                &checkpoints,
                "checkpoint_memory_units",
                &(&__METHODS[1]).args[0],
            )?;
            let workload = __Clone::clone(&self.workload);
            struct checkpoint_memory_units {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    checkpoint_memory_units,
                >(
                    ::mlsysim_core::equation::checkpoint_memory_units(
                        workload.geometry()?.layers,
                        checkpoints,
                    )?,
                ))(),
                &__METHODS[1],
            )
        }
        /**Query, key, value and output projections of one layer: four tensors of the model width.

Equation:

```text
4 * (micro_batch * sequence * workload.geometry().hidden_dim) * precision_bytes
    * bytes(1.0)
```
*/
        #[inline]
        pub fn projection_activations_per_layer(
            &self,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_projection_activations_per_layer(self.sequence()?)
        }
        #[doc(hidden)]
        fn __eq_projection_activations_per_layer(
            &self,
            sequence: i64,
        ) -> __Result<Information, __c::EvalError> {
            let micro_batch = __Clone::clone(&self.micro_batch);
            let workload = __Clone::clone(&self.workload);
            let precision_bytes = __Clone::clone(&self.precision_bytes);
            struct projection_activations_per_layer {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    projection_activations_per_layer,
                >(
                    (4i64)
                        .eq_mul(
                            micro_batch
                                .eq_mul(sequence)?
                                .eq_mul(workload.geometry()?.hidden_dim)?,
                        )?
                        .eq_mul(precision_bytes)?
                        .eq_mul(::mlsysim_core::equation::bytes(1.0))?,
                ))(),
                &__PROPERTIES[12],
            )
        }
        /**The feed-forward expansion of one layer, `ffn_multiple` model widths.

Equation:

```text
micro_batch * sequence * (ffn_multiple * workload.geometry().hidden_dim)
    * precision_bytes * bytes(1.0)
```
*/
        #[inline]
        pub fn ffn_activations_per_layer(
            &self,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_ffn_activations_per_layer(self.sequence()?)
        }
        #[doc(hidden)]
        fn __eq_ffn_activations_per_layer(
            &self,
            sequence: i64,
        ) -> __Result<Information, __c::EvalError> {
            let micro_batch = __Clone::clone(&self.micro_batch);
            let ffn_multiple = __Clone::clone(&self.ffn_multiple);
            let workload = __Clone::clone(&self.workload);
            let precision_bytes = __Clone::clone(&self.precision_bytes);
            struct ffn_activations_per_layer {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    ffn_activations_per_layer,
                >(
                    micro_batch
                        .eq_mul(sequence)?
                        .eq_mul(ffn_multiple.eq_mul(workload.geometry()?.hidden_dim)?)?
                        .eq_mul(precision_bytes)?
                        .eq_mul(::mlsysim_core::equation::bytes(1.0))?,
                ))(),
                &__PROPERTIES[13],
            )
        }
        ///Stored scores of one layer. Equation: `score_activations / workload.geometry().layers`.
        #[inline]
        pub fn score_activations_per_layer(
            &self,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_score_activations_per_layer(self.score_activations()?)
        }
        #[doc(hidden)]
        fn __eq_score_activations_per_layer(
            &self,
            score_activations: Information,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct score_activations_per_layer {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    score_activations_per_layer,
                >(score_activations.eq_div(workload.geometry()?.layers)?))(),
                &__PROPERTIES[14],
            )
        }
        /**The named tensors of one layer, normalization included when stated.

Equation:

```text
projection_activations_per_layer + ffn_activations_per_layer
    + score_activations_per_layer
    + optional(normalization_per_layer).unwrap_or(bytes(0.0))
```
*/
        #[inline]
        pub fn line_items_per_layer(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_line_items_per_layer(
                self.projection_activations_per_layer()?,
                self.ffn_activations_per_layer()?,
                self.score_activations_per_layer()?,
            )
        }
        #[doc(hidden)]
        fn __eq_line_items_per_layer(
            &self,
            projection_activations_per_layer: Information,
            ffn_activations_per_layer: Information,
            score_activations_per_layer: Information,
        ) -> __Result<Information, __c::EvalError> {
            let normalization_per_layer = __Clone::clone(&self.normalization_per_layer);
            struct line_items_per_layer {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    line_items_per_layer,
                >(
                    projection_activations_per_layer
                        .eq_add(ffn_activations_per_layer)?
                        .eq_add(score_activations_per_layer)?
                        .eq_add(
                            ::mlsysim_core::equation::optional(normalization_per_layer)
                                .unwrap_or(::mlsysim_core::equation::bytes(0.0)),
                        )?,
                ))(),
                &__PROPERTIES[15],
            )
        }
        ///The named tensors of every layer. Equation: `line_items_per_layer * workload.geometry().layers`.
        #[inline]
        pub fn line_items_total(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_line_items_total(self.line_items_per_layer()?)
        }
        #[doc(hidden)]
        fn __eq_line_items_total(
            &self,
            line_items_per_layer: Information,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct line_items_total {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    line_items_total,
                >(line_items_per_layer.eq_mul(workload.geometry()?.layers)?))(),
                &__PROPERTIES[16],
            )
        }
        /**A training step in forward passes: 6PD over 2PD.

Equation:

```text
training_flops(workload.parameter_count(), 1.0)
    / decode_flops(workload.parameter_count(), 1.0)
```
*/
        #[inline]
        pub fn forward_equivalents(&self) -> __Result<f64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct forward_equivalents {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    forward_equivalents,
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
                &__PROPERTIES[17],
            )
        }
        /**Extra training work of full recomputation: 8PD over 6PD, less one.

Equation:

```text
recomputed_training_flops(workload.parameter_count(), 1.0)
    / training_flops(workload.parameter_count(), 1.0) - 1.0
```
*/
        #[inline]
        pub fn recompute_overhead(&self) -> __Result<f64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct recompute_overhead {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    recompute_overhead,
                >(
                    ::mlsysim_core::equation::recomputed_training_flops(
                            workload.parameter_count()?,
                            1.0,
                        )?
                        .eq_div(
                            ::mlsysim_core::equation::training_flops(
                                workload.parameter_count()?,
                                1.0,
                            )?,
                        )?
                        .eq_sub(1.0)?,
                ))(),
                &__PROPERTIES[18],
            )
        }
        ///The step with full recomputation, in forward passes. Equation: `forward_equivalents * (1.0 + recompute_overhead)`.
        #[inline]
        pub fn recompute_forward_equivalents(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_recompute_forward_equivalents(
                self.forward_equivalents()?,
                self.recompute_overhead()?,
            )
        }
        #[doc(hidden)]
        fn __eq_recompute_forward_equivalents(
            &self,
            forward_equivalents: f64,
            recompute_overhead: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct recompute_forward_equivalents {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    recompute_forward_equivalents,
                >(forward_equivalents.eq_mul((1.0).eq_add(recompute_overhead)?)?))(),
                &__PROPERTIES[19],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ActivationMemoryValues`].
        #[must_use]
        pub fn evaluate(&self) -> ActivationMemoryValues<'_> {
            let sequence = self.sequence();
            let per_token_bytes_coefficient = self.per_token_bytes_coefficient();
            let score_bytes_coefficient = __c::after(
                (&sequence,),
                |(v0,)| self.__eq_score_bytes_coefficient(v0),
            );
            let score_share = __c::after(
                (&score_bytes_coefficient, &per_token_bytes_coefficient),
                |(v0, v1)| self.__eq_score_share(v0, v1),
            );
            let per_token_activations = __c::after(
                (&sequence,),
                |(v0,)| self.__eq_per_token_activations(v0),
            );
            let score_activations = __c::after(
                (&sequence,),
                |(v0,)| self.__eq_score_activations(v0),
            );
            let per_sequence_activations = __c::after(
                (&per_token_activations,),
                |(v0,)| self.__eq_per_sequence_activations(v0),
            );
            let segment_layers = self.segment_layers();
            let segment_input = __c::after(
                (&sequence,),
                |(v0,)| self.__eq_segment_input(v0),
            );
            let segment_inputs = __c::after(
                (&segment_input,),
                |(v0,)| self.__eq_segment_inputs(v0),
            );
            let live_segment = __c::after(
                (&per_token_activations, &segment_layers),
                |(v0, v1)| self.__eq_live_segment(v0, v1),
            );
            let checkpointed_activations = __c::after(
                (&segment_inputs, &live_segment),
                |(v0, v1)| self.__eq_checkpointed_activations(v0, v1),
            );
            let projection_activations_per_layer = __c::after(
                (&sequence,),
                |(v0,)| self.__eq_projection_activations_per_layer(v0),
            );
            let ffn_activations_per_layer = __c::after(
                (&sequence,),
                |(v0,)| self.__eq_ffn_activations_per_layer(v0),
            );
            let score_activations_per_layer = __c::after(
                (&score_activations,),
                |(v0,)| self.__eq_score_activations_per_layer(v0),
            );
            let line_items_per_layer = __c::after(
                (
                    &projection_activations_per_layer,
                    &ffn_activations_per_layer,
                    &score_activations_per_layer,
                ),
                |(v0, v1, v2)| self.__eq_line_items_per_layer(v0, v1, v2),
            );
            let line_items_total = __c::after(
                (&line_items_per_layer,),
                |(v0,)| self.__eq_line_items_total(v0),
            );
            let forward_equivalents = self.forward_equivalents();
            let recompute_overhead = self.recompute_overhead();
            let recompute_forward_equivalents = __c::after(
                (&forward_equivalents, &recompute_overhead),
                |(v0, v1)| self.__eq_recompute_forward_equivalents(v0, v1),
            );
            ActivationMemoryValues {
                scenario: self,
                sequence,
                per_token_bytes_coefficient,
                score_bytes_coefficient,
                score_share,
                per_token_activations,
                score_activations,
                per_sequence_activations,
                segment_layers,
                segment_input,
                segment_inputs,
                live_segment,
                checkpointed_activations,
                projection_activations_per_layer,
                ffn_activations_per_layer,
                score_activations_per_layer,
                line_items_per_layer,
                line_items_total,
                forward_equivalents,
                recompute_overhead,
                recompute_forward_equivalents,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.micro_batch, &__INPUTS[1])?;
            __c::bounded_plain(&self.seq_len, &__INPUTS[2])?;
            __c::bounded(&self.precision_bytes, &__INPUTS[3])?;
            __c::bounded(&self.normalization_per_layer, &__INPUTS[4])?;
            __c::bounded_plain(&self.ffn_multiple, &__INPUTS[5])?;
            __c::bounded_plain(&self.checkpoint_segments, &__INPUTS[6])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            {
                let seq_len = __Clone::clone(&self.seq_len);
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    ::mlsysim_core::equation::optional(seq_len).is_some()
                        || workload.geometry().is_ok_and(|g| g.context_length.is_some()),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.seq_len, &self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_sequence(&self) -> __c::Parts {
            __c::traced(
                self.sequence(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let seq_len = __Clone::clone(& self.seq_len); let part =
                    ::mlsysim_core::equation::optional(seq_len); Ok((& __c::Showing(&
                    part, None)).__shown()) }) (), (|| -> ::core::result::Result < Option
                    < __c::Value >, __c::EvalError > { let workload = __Clone::clone(&
                    self.workload); let part = workload.geometry() ? .context_length;
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .context_length; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "context length"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_score_bytes_coefficient(&self) -> __c::Parts {
            __c::traced(
                self.score_bytes_coefficient(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .heads; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.geometry() ? .hidden_dim; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_activations(&self, strategy: String) -> __c::Parts {
            __c::traced(
                self.activations(__Clone::clone(&strategy)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.geometry() ? .hidden_dim; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .geometry() ? .heads; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
                    __c::CallSite { name : "activation_memory", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .layers; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("sequence"), __c::Operand::Name("micro_batch"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.geometry() ? .hidden_dim; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.geometry() ? .heads; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("precision_bytes"),
                    __c::Operand::Name("strategy")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_per_token_activations(&self) -> __c::Parts {
            __c::traced(
                self.per_token_activations(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let activations = | strategy : String | self
                    .activations(strategy); let part = activations("selective"
                    .to_string()) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "activations", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = "selective"
                    .to_string(); Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_score_activations(&self) -> __c::Parts {
            __c::traced(
                self.score_activations(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let activations = | strategy : String | self
                    .activations(strategy); let part = activations("none".to_string()) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let activations = | strategy : String | self.activations(strategy);
                    let part = activations("selective".to_string()) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "activations", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = "none"
                    .to_string(); Ok((& __c::Showing(& part, None)).__shown()) }) ())] },
                    __c::CallSite { name : "activations", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = "selective"
                    .to_string(); Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_segment_layers(&self) -> __c::Parts {
            __c::traced(
                self.segment_layers(),
                &__PROPERTIES[7],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "floor_div", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .layers; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("checkpoint_segments")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_segment_input(&self) -> __c::Parts {
            __c::traced(
                self.segment_input(),
                &__PROPERTIES[8],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .hidden_dim; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "bytes", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_live_segment(&self) -> __c::Parts {
            __c::traced(
                self.live_segment(),
                &__PROPERTIES[10],
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
        fn __explain_checkpoint_memory_units(&self, checkpoints: u32) -> __c::Parts {
            __c::traced(
                self.checkpoint_memory_units(__Clone::clone(&checkpoints)),
                &__METHODS[1],
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
        fn __explain_projection_activations_per_layer(&self) -> __c::Parts {
            __c::traced(
                self.projection_activations_per_layer(),
                &__PROPERTIES[12],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .hidden_dim; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "bytes", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_ffn_activations_per_layer(&self) -> __c::Parts {
            __c::traced(
                self.ffn_activations_per_layer(),
                &__PROPERTIES[13],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .hidden_dim; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "bytes", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_score_activations_per_layer(&self) -> __c::Parts {
            __c::traced(
                self.score_activations_per_layer(),
                &__PROPERTIES[14],
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
        fn __explain_line_items_per_layer(&self) -> __c::Parts {
            __c::traced(
                self.line_items_per_layer(),
                &__PROPERTIES[15],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let normalization_per_layer = __Clone::clone(& self
                    .normalization_per_layer); let part =
                    ::mlsysim_core::equation::optional(normalization_per_layer); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "bytes", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_line_items_total(&self) -> __c::Parts {
            __c::traced(
                self.line_items_total(),
                &__PROPERTIES[16],
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
        fn __explain_forward_equivalents(&self) -> __c::Parts {
            __c::traced(
                self.forward_equivalents(),
                &__PROPERTIES[17],
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
        fn __explain_recompute_overhead(&self) -> __c::Parts {
            __c::traced(
                self.recompute_overhead(),
                &__PROPERTIES[18],
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
                    __c::CallSite { name : "recomputed_training_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1.0; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }, __c::CallSite { name :
                    "training_flops", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1.0; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl ActivationMemoryBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `micro_batch`: Sequences in one microbatch.
        #[must_use]
        pub fn micro_batch(mut self, value: u32) -> Self {
            self.micro_batch = Some(value);
            self
        }
        ///Sets `seq_len`: Tokens per sequence; the model's context length when absent.
        #[must_use]
        pub fn seq_len(mut self, value: u32) -> Self {
            self.seq_len = Some(value);
            self
        }
        ///Leaves `seq_len` absent.
        #[must_use]
        pub fn without_seq_len(mut self) -> Self {
            self.seq_len = None;
            self
        }
        ///Sets `precision_bytes`: Bytes of one stored activation (2 for 16-bit).
        #[must_use]
        pub fn precision_bytes(mut self, value: f64) -> Self {
            self.precision_bytes = Some(value);
            self
        }
        ///Sets `normalization_per_layer`: Normalization buffers of one layer, stated.
        #[must_use]
        pub fn normalization_per_layer(mut self, value: Information) -> Self {
            self.normalization_per_layer = Some(value);
            self
        }
        ///Leaves `normalization_per_layer` absent.
        #[must_use]
        pub fn without_normalization_per_layer(mut self) -> Self {
            self.normalization_per_layer = None;
            self
        }
        ///Sets `ffn_multiple`: Width of the feed-forward expansion, in model widths.
        #[must_use]
        pub fn ffn_multiple(mut self, value: u32) -> Self {
            self.ffn_multiple = Some(value);
            self
        }
        ///Sets `checkpoint_segments`: Equal segments the layers are checkpointed in.
        #[must_use]
        pub fn checkpoint_segments(mut self, value: u32) -> Self {
            self.checkpoint_segments = Some(value);
            self
        }
        ///Leaves `checkpoint_segments` absent.
        #[must_use]
        pub fn without_checkpoint_segments(mut self) -> Self {
            self.checkpoint_segments = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ActivationMemory, __c::InputError> {
            let scenario = ActivationMemory {
                workload: __c::given(self.workload, "workload")?,
                micro_batch: __c::given(self.micro_batch, "micro_batch")?,
                seq_len: self.seq_len,
                precision_bytes: self.precision_bytes.unwrap_or_else(|| 2.0),
                normalization_per_layer: self.normalization_per_layer,
                ffn_multiple: self.ffn_multiple.unwrap_or_else(|| 4),
                checkpoint_segments: self.checkpoint_segments,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ActivationMemoryBuilder {
        type Scenario = ActivationMemory;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "micro_batch" => self.micro_batch = __c::set(value, &__INPUTS[1])?,
                "seq_len" => self.seq_len = __c::set(value, &__INPUTS[2])?,
                "precision_bytes" => {
                    self.precision_bytes = __c::set(value, &__INPUTS[3])?;
                }
                "normalization_per_layer" => {
                    self.normalization_per_layer = __c::set(value, &__INPUTS[4])?;
                }
                "ffn_multiple" => self.ffn_multiple = __c::set(value, &__INPUTS[5])?,
                "checkpoint_segments" => {
                    self.checkpoint_segments = __c::set(value, &__INPUTS[6])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ActivationMemory, __c::InputError> {
            ActivationMemoryBuilder::build(self)
        }
    }
    impl<'a> ActivationMemoryValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ActivationMemory {
            self.scenario
        }
        ///[`ActivationMemory::activations`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn activations(
            &self,
            strategy: String,
        ) -> __Result<Information, __c::EvalError> {
            self.scenario.__eq_activations(__Clone::clone(&self.sequence)?, strategy)
        }
        ///[`ActivationMemory::checkpoint_memory_units`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn checkpoint_memory_units(
            &self,
            checkpoints: u32,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.checkpoint_memory_units(checkpoints)
        }
    }
    impl __c::Scenario for ActivationMemory {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ActivationMemory",
            family: &DISTRIBUTED_TRAINING,
            summary: "The activations a transformer stores for its backward pass at one microbatch, under each recomputation strategy, with the per-layer tensors a reader can name and what checkpointing in segments keeps.",
            description: "Korthikanti et al. count sbh(34 + 5as/h) bytes a layer at 16 bits: 34 bytes per token and\nunit of width grow with the sequence, the 5as/h of attention scores with its square.\nRecomputing the scores (selective) keeps the 34; recomputing everything (full) keeps each\nlayer's input. Checkpointing in k segments keeps each segment's input and rebuilds one\nsegment at a time.",
            notes: __c::meta::Notes {
                equation: "per layer = s b h (34 + 5 a s / h) × bytes ÷ 2; per-token = selective; scores = none − selective; checkpointed = k × s b h × bytes + per-token × (L ÷ k) ÷ L; recomputation = 8PD ÷ 6PD − 1",
                assumptions: &[
                    "The sequence is the model's context length unless `seq_len` is given.",
                    "The Korthikanti constants are 16-bit bytes and scale with `precision_bytes` ÷ 2.",
                    "Checkpointed segments are equal, the layers dividing into them with the remainder dropped; the rebuilt segment's input is counted twice, conservatively.",
                ],
                rules: __RULES,
                excludes: &[
                    "Tensor and sequence parallelism, which divide the activations further.",
                ],
                derivation: &[
                    "Korthikanti et al. (2023), reducing activation recomputation in large transformer models, Table 2; Chen et al. (2016) for checkpoints.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Eight checkpointed segments keep 11.5 GB",
                    code: "// Eight checkpointed segments keep 11.5 GB\nuse mlsysim_cluster::distributed::gpt2_xl_batch32_segment_checkpointed;\n\nlet s = gpt2_xl_batch32_segment_checkpointed()?;\nassert_eq!(s.segment_layers()?, 6);\nassert!((s.checkpointed_activations()?.value - 11.534336e9).abs() < 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ActivationMemoryBuilder;
        fn to_builder(&self) -> ActivationMemoryBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.micro_batch,
                    &self.seq_len,
                    &self.precision_bytes,
                    &self.normalization_per_layer,
                    &self.ffn_multiple,
                    &self.checkpoint_segments,
                ],
                &[
                    &values.sequence,
                    &values.per_token_bytes_coefficient,
                    &values.score_bytes_coefficient,
                    &values.score_share,
                    &values.per_token_activations,
                    &values.score_activations,
                    &values.per_sequence_activations,
                    &values.segment_layers,
                    &values.segment_input,
                    &values.segment_inputs,
                    &values.live_segment,
                    &values.checkpointed_activations,
                    &values.projection_activations_per_layer,
                    &values.ffn_activations_per_layer,
                    &values.score_activations_per_layer,
                    &values.line_items_per_layer,
                    &values.line_items_total,
                    &values.forward_equivalents,
                    &values.recompute_overhead,
                    &values.recompute_forward_equivalents,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "activations" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.activations(a0), &__METHODS[0])
                }
                "checkpoint_memory_units" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.checkpoint_memory_units(a0), &__METHODS[1])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "sequence" => Some(Ok(self.__explain_sequence())),
                "score_bytes_coefficient" => {
                    Some(Ok(self.__explain_score_bytes_coefficient()))
                }
                "activations" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_activations(a0)),
                    )
                }
                "per_token_activations" => {
                    Some(Ok(self.__explain_per_token_activations()))
                }
                "score_activations" => Some(Ok(self.__explain_score_activations())),
                "segment_layers" => Some(Ok(self.__explain_segment_layers())),
                "segment_input" => Some(Ok(self.__explain_segment_input())),
                "live_segment" => Some(Ok(self.__explain_live_segment())),
                "checkpoint_memory_units" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_checkpoint_memory_units(a0)),
                    )
                }
                "projection_activations_per_layer" => {
                    Some(Ok(self.__explain_projection_activations_per_layer()))
                }
                "ffn_activations_per_layer" => {
                    Some(Ok(self.__explain_ffn_activations_per_layer()))
                }
                "score_activations_per_layer" => {
                    Some(Ok(self.__explain_score_activations_per_layer()))
                }
                "line_items_per_layer" => Some(Ok(self.__explain_line_items_per_layer())),
                "line_items_total" => Some(Ok(self.__explain_line_items_total())),
                "forward_equivalents" => Some(Ok(self.__explain_forward_equivalents())),
                "recompute_overhead" => Some(Ok(self.__explain_recompute_overhead())),
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
    __c::glue!(ActivationMemory);
};
