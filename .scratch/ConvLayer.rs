/**One stride-1 convolution: its filter weights, its work, its one-pass traffic, and what it saves against a dense layer, an unfolded patch matrix and a depthwise separable factoring.

A `kernel`×`kernel` filter over `in_channels` channels slides over a `height`×`width` input
and produces one of `out_channels` feature maps; every weight is reused at each output
position. With same padding the output keeps the input's size; without it (valid) the window
stays inside the input. The batch shares one read of the weights; its inputs are read and its
outputs written once. Against it stand a dense layer from the whole input to the same
outputs, the im2col matrix that unfolds each position's patch into a row, and a depthwise
filter per channel followed by a 1×1 convolution.

# Equation

W = k²·Ci·Co; positions = H'·W' (H' = H with same padding, else H − k + 1); MACs = positions·W; FLOPs = 2·B·MACs; traffic = B·H·W·Ci·v + W·wv + B·positions·Co·v; separable = k²·Ci + Ci·Co

# Assumptions

- Stride 1, no dilation, no groups; biases aside.
- The batch's whole input is read once and its output written once, and the weights are read once for the batch (`weight_bytes_per_value` wide, else `bytes_per_value`); a width of zero is refused, where the reference falls back to `bytes_per_value` for it.
- Every dimension, the batch and the byte widths are at least 1 and above zero, checked when the scenario is built; the reference accepts zero and negative ones.
- `activation_to_weight_ratio` compares one example's output with the weights, whatever the batch; `separable_fraction` is the closed form 1/Co + 1/k², which leaves out the input channels that `separable_ratio` counts.

# Rules across inputs

- `kernel` is at most `height` and at most `width`, with or without padding: with valid padding a larger window fits nowhere (the reference then counts negative output sides), with same padding its extra taps only ever meet padding (`kernel <= height.min(width)`)

# Excludes

- Pooling, normalization and activation functions, and the memory of the unfolded matrix beyond its entry count.

# Derivation

- Each output position reuses every filter weight once; a dense layer from all H·W·Ci inputs to Co outputs needs H·W·Ci·Co weights, H·W/k² times as many.
- A depthwise separable factoring costs k²·Ci + Ci·Co per position against k²·Ci·Co: 1/Co + 1/k² of it (Howard et al., 2017).

# Examples

```rust
// Weight sharing on a 224×224 RGB image
use mlsysim_compute::layers::imagenet_rgb_filter_versus_dense;

let s = imagenet_rgb_filter_versus_dense()?;
assert_eq!(s.weights()?, 27);
assert_eq!(s.dense_weights()?, 150_528);
assert!((s.sharing_ratio()? - 5575.111111111111).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ConvLayer {
    ///Rows of the input (H). *Allowed >= 1.*
    pub height: u32,
    ///Columns of the input (W). *Allowed >= 1.*
    pub width: u32,
    ///Side of the square filter (k). *Allowed >= 1.*
    pub kernel: u32,
    ///Channels of the input (Ci). *Allowed >= 1.*
    pub in_channels: u32,
    ///Feature maps of the output (Co). *Allowed >= 1.*
    pub out_channels: u32,
    ///Storage width of one activation value (v). *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_value: Information,
    /**Whether the output keeps the input's size (same padding) or only the positions where the
window fits (valid). *Default `true`.**/
    pub same_padding: bool,
    ///Examples that share one read of the weights (B). *Default `1`; allowed >= 1.*
    pub batch_size: u32,
    ///Storage width of one weight (wv), when it differs from the activations'. *Optional (absent by default); shown in `BYTE`; allowed > 0.*
    pub weight_bytes_per_value: Option<Information>,
}
///Builds a [`ConvLayer`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ConvLayerBuilder {
    height: ::core::option::Option<u32>,
    width: ::core::option::Option<u32>,
    kernel: ::core::option::Option<u32>,
    in_channels: ::core::option::Option<u32>,
    out_channels: ::core::option::Option<u32>,
    bytes_per_value: ::core::option::Option<Information>,
    same_padding: ::core::option::Option<bool>,
    batch_size: ::core::option::Option<u32>,
    weight_bytes_per_value: ::core::option::Option<Information>,
}
///Every property of a [`ConvLayer`], each computed once (see [`ConvLayer::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ConvLayerValues<'a> {
    scenario: &'a ConvLayer,
    ///Filter weights: k·k·Ci per output channel.
    pub weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Rows of the output.
    pub output_height: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Columns of the output.
    pub output_width: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Output positions per feature map, each a reuse of every filter weight.
    pub positions: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Multiply-adds for one example.
    pub macs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Output values for one example.
    pub outputs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of the weights.
    pub weight_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of one example's output.
    pub activation_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///FLOPs of the batch: two per multiply-add.
    pub flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Bytes of the batch's whole input.
    pub batch_input_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes of the batch's output.
    pub batch_output_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes of one pass: input read, weights read and output written once each.
    pub traffic_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///FLOPs per byte of the one-pass traffic.
    pub traffic_intensity: ::core::result::Result<Intensity, ::mlsysim_core::EvalError>,
    ///One example's output bytes over the weight bytes.
    pub activation_to_weight_ratio: ::core::result::Result<
        f64,
        ::mlsysim_core::EvalError,
    >,
    ///Values of one example's input.
    pub input_values: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Weights of a dense layer from the whole input to `out_channels` outputs.
    pub dense_weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Dense weights over convolution weights, for the same input and outputs.
    pub sharing_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Entries of the im2col patch matrix: one row of k²·Ci per output position.
    pub unfolded_entries: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Most rows of the patch matrix one input value appears in.
    pub max_copies: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Weights of a depthwise step: one k×k filter per input channel.
    pub depthwise_weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Weights of a pointwise (1×1) step mixing the input channels into the outputs.
    pub pointwise_weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Weights of the depthwise separable factoring.
    pub separable_weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Standard weights over separable weights (multiply-adds per position alike); below 1 for
    pub separable_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Separable cost as a share of the standard one, in closed form: 1/Co + 1/k².
    pub separable_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///What `separable_ratio` approaches with many output channels: the filter's area.
    pub separable_limit: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "height",
            ty: "u32",
            doc: "Rows of the input (H).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "width",
            ty: "u32",
            doc: "Columns of the input (W).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kernel",
            ty: "u32",
            doc: "Side of the square filter (k).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "in_channels",
            ty: "u32",
            doc: "Channels of the input (Ci).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "out_channels",
            ty: "u32",
            doc: "Feature maps of the output (Co).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_value",
            ty: "Information",
            doc: "Storage width of one activation value (v).",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "same_padding",
            ty: "bool",
            doc: "Whether the output keeps the input's size (same padding) or only the positions where the\nwindow fits (valid).",
            default: Some("true"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_size",
            ty: "u32",
            doc: "Examples that share one read of the weights (B).",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "weight_bytes_per_value",
            ty: "Option<Information>",
            doc: "Storage width of one weight (wv), when it differs from the activations'.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "weights",
            doc: "Filter weights: k·k·Ci per output channel.",
            equation: "conv_layer_weights(kernel, in_channels, out_channels)",
            result_type: "i64",
            depends_on: &["kernel", "in_channels", "out_channels"],
            calls: &["conv_layer_weights"],
            template: "conv_layer_weights({kernel}, {in_channels}, {out_channels})",
            named_calls: "conv_layer_weights(kernel, in_channels, out_channels)",
            operation: "result of `conv_layer_weights`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "output_height",
            doc: "Rows of the output.",
            equation: "conv_output_side(height, kernel, same_padding)",
            result_type: "i64",
            depends_on: &["height", "kernel", "same_padding"],
            calls: &["conv_output_side"],
            template: "conv_output_side({height}, {kernel}, {same_padding})",
            named_calls: "conv_output_side(height, kernel, same_padding)",
            operation: "result of `conv_output_side`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "output_width",
            doc: "Columns of the output.",
            equation: "conv_output_side(width, kernel, same_padding)",
            result_type: "i64",
            depends_on: &["width", "kernel", "same_padding"],
            calls: &["conv_output_side"],
            template: "conv_output_side({width}, {kernel}, {same_padding})",
            named_calls: "conv_output_side(width, kernel, same_padding)",
            operation: "result of `conv_output_side`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "positions",
            doc: "Output positions per feature map, each a reuse of every filter weight.",
            equation: "output_height * output_width",
            result_type: "i64",
            depends_on: &["output_height", "output_width"],
            template: "{output_height} * {output_width}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "macs",
            doc: "Multiply-adds for one example.",
            equation: "positions * weights",
            result_type: "i64",
            depends_on: &["positions", "weights"],
            template: "{positions} * {weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "outputs",
            doc: "Output values for one example.",
            equation: "positions * out_channels",
            result_type: "i64",
            depends_on: &["out_channels", "positions"],
            template: "{positions} * {out_channels}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weight_bytes",
            doc: "Bytes of the weights.",
            equation: "weights * optional(weight_bytes_per_value).unwrap_or(bytes_per_value)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["weight_bytes_per_value", "bytes_per_value", "weights"],
            template: "{weights} * {#0 optional(weight_bytes_per_value)}.unwrap_or({bytes_per_value})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "activation_bytes",
            doc: "Bytes of one example's output.",
            equation: "outputs * bytes_per_value",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["bytes_per_value", "outputs"],
            template: "{outputs} * {bytes_per_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flops",
            doc: "FLOPs of the batch: two per multiply-add.",
            equation: "multiply_add_flops(batch_size, macs)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["batch_size", "macs"],
            calls: &["multiply_add_flops"],
            template: "multiply_add_flops({batch_size}, {macs})",
            named_calls: "multiply_add_flops(batch_size, macs)",
            operation: "result of `multiply_add_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batch_input_bytes",
            doc: "Bytes of the batch's whole input.",
            equation: "batch_size * input_values * bytes_per_value",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["batch_size", "bytes_per_value", "input_values"],
            template: "{batch_size} * {input_values} * {bytes_per_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batch_output_bytes",
            doc: "Bytes of the batch's output.",
            equation: "batch_size * outputs * bytes_per_value",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["batch_size", "bytes_per_value", "outputs"],
            template: "{batch_size} * {outputs} * {bytes_per_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "traffic_bytes",
            doc: "Bytes of one pass: input read, weights read and output written once each.",
            equation: "one_pass_layer_traffic(batch_input_bytes, weight_bytes, batch_output_bytes)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["batch_input_bytes", "weight_bytes", "batch_output_bytes"],
            calls: &["one_pass_layer_traffic"],
            template: "one_pass_layer_traffic({batch_input_bytes}, {weight_bytes}, {batch_output_bytes})",
            named_calls: "one_pass_layer_traffic(batch_input_bytes, weight_bytes, batch_output_bytes)",
            operation: "result of `one_pass_layer_traffic`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "traffic_intensity",
            doc: "FLOPs per byte of the one-pass traffic.",
            equation: "arithmetic_intensity(flops, traffic_bytes)",
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["flops", "traffic_bytes"],
            calls: &["arithmetic_intensity"],
            template: "arithmetic_intensity({flops}, {traffic_bytes})",
            named_calls: "arithmetic_intensity(flops, traffic_bytes)",
            operation: "result of `arithmetic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "activation_to_weight_ratio",
            doc: "One example's output bytes over the weight bytes.",
            equation: "activation_bytes / weight_bytes",
            result_type: "f64",
            depends_on: &["activation_bytes", "weight_bytes"],
            template: "{activation_bytes} / {weight_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "input_values",
            doc: "Values of one example's input.",
            equation: "height * width * in_channels",
            result_type: "i64",
            depends_on: &["height", "width", "in_channels"],
            template: "{height} * {width} * {in_channels}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dense_weights",
            doc: "Weights of a dense layer from the whole input to `out_channels` outputs.",
            equation: "dense_layer_weights(input_values, out_channels)",
            result_type: "i64",
            depends_on: &["out_channels", "input_values"],
            calls: &["dense_layer_weights"],
            template: "dense_layer_weights({input_values}, {out_channels})",
            named_calls: "dense_layer_weights(input_values, out_channels)",
            operation: "result of `dense_layer_weights`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sharing_ratio",
            doc: "Dense weights over convolution weights, for the same input and outputs.",
            equation: "dense_weights / weights",
            result_type: "f64",
            depends_on: &["dense_weights", "weights"],
            template: "{dense_weights} / {weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "unfolded_entries",
            doc: "Entries of the im2col patch matrix: one row of k²·Ci per output position.",
            equation: "positions * kernel * kernel * in_channels",
            result_type: "i64",
            depends_on: &["kernel", "in_channels", "positions"],
            template: "{positions} * {kernel} * {kernel} * {in_channels}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "max_copies",
            doc: "Most rows of the patch matrix one input value appears in.",
            equation: "kernel * kernel",
            result_type: "i64",
            depends_on: &["kernel"],
            template: "{kernel} * {kernel}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "depthwise_weights",
            doc: "Weights of a depthwise step: one k×k filter per input channel.",
            equation: "kernel * kernel * in_channels",
            result_type: "i64",
            depends_on: &["kernel", "in_channels"],
            template: "{kernel} * {kernel} * {in_channels}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pointwise_weights",
            doc: "Weights of a pointwise (1×1) step mixing the input channels into the outputs.",
            equation: "in_channels * out_channels",
            result_type: "i64",
            depends_on: &["in_channels", "out_channels"],
            template: "{in_channels} * {out_channels}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "separable_weights",
            doc: "Weights of the depthwise separable factoring.",
            equation: "depthwise_weights + pointwise_weights",
            result_type: "i64",
            depends_on: &["depthwise_weights", "pointwise_weights"],
            template: "{depthwise_weights} + {pointwise_weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "separable_ratio",
            doc: "Standard weights over separable weights (multiply-adds per position alike); below 1 for\na 1×1 convolution, which the factoring only lengthens.",
            equation: "weights / separable_weights",
            result_type: "f64",
            depends_on: &["weights", "separable_weights"],
            template: "{weights} / {separable_weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "separable_fraction",
            doc: "Separable cost as a share of the standard one, in closed form: 1/Co + 1/k².",
            equation: "separable_cost_fraction(kernel, out_channels)",
            result_type: "f64",
            depends_on: &["kernel", "out_channels"],
            calls: &["separable_cost_fraction"],
            template: "separable_cost_fraction({kernel}, {out_channels})",
            named_calls: "separable_cost_fraction(kernel, out_channels)",
            operation: "result of `separable_cost_fraction`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "separable_limit",
            doc: "What `separable_ratio` approaches with many output channels: the filter's area.",
            equation: "kernel * kernel",
            result_type: "i64",
            depends_on: &["kernel"],
            template: "{kernel} * {kernel}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "dense_weight_growth",
            kind: __c::MemberKind::Method,
            doc: "Factor by which the dense layer's weights grow for a `new_height`×`new_width` input.",
            equation: "(new_height * new_width) / (height * width)",
            args: &[
                __c::ArgInfo {
                    name: "new_height",
                    ty: "u32",
                    samples: &[__c::Sample::Literal("224"), __c::Sample::Literal("512")],
                    bounds: __c::Bounds::POSITIVE,
                },
                __c::ArgInfo {
                    name: "new_width",
                    ty: "u32",
                    samples: &[__c::Sample::Literal("224"), __c::Sample::Literal("512")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["height", "width"],
            template: "({new_height} * {new_width}) / ({height} * {width})",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`kernel` is at most `height` and at most `width`, with or without padding: with valid padding a larger window fits nowhere (the reference then counts negative output sides), with same padding its extra taps only ever meet padding",
            condition: "kernel <= height.min(width)",
            inputs: &["kernel", "height", "width"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ConvLayer {
        ///Starts a [`ConvLayerBuilder`]; required inputs must be set before [`ConvLayerBuilder::build`].
        #[must_use]
        pub fn builder() -> ConvLayerBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ConvLayerBuilder {
            ConvLayerBuilder {
                height: Some(__Clone::clone(&self.height)),
                width: Some(__Clone::clone(&self.width)),
                kernel: Some(__Clone::clone(&self.kernel)),
                in_channels: Some(__Clone::clone(&self.in_channels)),
                out_channels: Some(__Clone::clone(&self.out_channels)),
                bytes_per_value: Some(__Clone::clone(&self.bytes_per_value)),
                same_padding: Some(__Clone::clone(&self.same_padding)),
                batch_size: Some(__Clone::clone(&self.batch_size)),
                weight_bytes_per_value: __Clone::clone(&self.weight_bytes_per_value),
            }
        }
        ///Filter weights: k·k·Ci per output channel. Equation: `conv_layer_weights(kernel, in_channels, out_channels)`.
        #[inline]
        pub fn weights(&self) -> __Result<i64, __c::EvalError> {
            let kernel = __Clone::clone(&self.kernel);
            let in_channels = __Clone::clone(&self.in_channels);
            let out_channels = __Clone::clone(&self.out_channels);
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    weights,
                >(
                    ::mlsysim_core::equation::conv_layer_weights(
                        kernel,
                        in_channels,
                        out_channels,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Rows of the output. Equation: `conv_output_side(height, kernel, same_padding)`.
        #[inline]
        pub fn output_height(&self) -> __Result<i64, __c::EvalError> {
            let height = __Clone::clone(&self.height);
            let kernel = __Clone::clone(&self.kernel);
            let same_padding = __Clone::clone(&self.same_padding);
            struct output_height {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    output_height,
                >(
                    ::mlsysim_core::equation::conv_output_side(
                        height,
                        kernel,
                        same_padding,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Columns of the output. Equation: `conv_output_side(width, kernel, same_padding)`.
        #[inline]
        pub fn output_width(&self) -> __Result<i64, __c::EvalError> {
            let width = __Clone::clone(&self.width);
            let kernel = __Clone::clone(&self.kernel);
            let same_padding = __Clone::clone(&self.same_padding);
            struct output_width {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    output_width,
                >(
                    ::mlsysim_core::equation::conv_output_side(
                        width,
                        kernel,
                        same_padding,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Output positions per feature map, each a reuse of every filter weight. Equation: `output_height * output_width`.
        #[inline]
        pub fn positions(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_positions(self.output_height()?, self.output_width()?)
        }
        #[doc(hidden)]
        fn __eq_positions(
            &self,
            output_height: i64,
            output_width: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct positions {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    positions,
                >(output_height.eq_mul(output_width)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Multiply-adds for one example. Equation: `positions * weights`.
        #[inline]
        pub fn macs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_macs(self.positions()?, self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_macs(
            &self,
            positions: i64,
            weights: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct macs {}
            __c::member(
                (|| __c::conform::<i64, _, macs>(positions.eq_mul(weights)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Output values for one example. Equation: `positions * out_channels`.
        #[inline]
        pub fn outputs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_outputs(self.positions()?)
        }
        #[doc(hidden)]
        fn __eq_outputs(&self, positions: i64) -> __Result<i64, __c::EvalError> {
            let out_channels = __Clone::clone(&self.out_channels);
            struct outputs {}
            __c::member(
                (|| __c::conform::<i64, _, outputs>(positions.eq_mul(out_channels)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Bytes of the weights. Equation: `weights * optional(weight_bytes_per_value).unwrap_or(bytes_per_value)`.
        #[inline]
        pub fn weight_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_weight_bytes(self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_weight_bytes(
            &self,
            weights: i64,
        ) -> __Result<Information, __c::EvalError> {
            let weight_bytes_per_value = __Clone::clone(&self.weight_bytes_per_value);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct weight_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    weight_bytes,
                >(
                    weights
                        .eq_mul(
                            ::mlsysim_core::equation::optional(weight_bytes_per_value)
                                .unwrap_or(bytes_per_value),
                        )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Bytes of one example's output. Equation: `outputs * bytes_per_value`.
        #[inline]
        pub fn activation_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_activation_bytes(self.outputs()?)
        }
        #[doc(hidden)]
        fn __eq_activation_bytes(
            &self,
            outputs: i64,
        ) -> __Result<Information, __c::EvalError> {
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct activation_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    activation_bytes,
                >(outputs.eq_mul(bytes_per_value)?))(),
                &__PROPERTIES[7],
            )
        }
        ///FLOPs of the batch: two per multiply-add. Equation: `multiply_add_flops(batch_size, macs)`.
        #[inline]
        pub fn flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_flops(self.macs()?)
        }
        #[doc(hidden)]
        fn __eq_flops(&self, macs: i64) -> __Result<FlopCount, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            struct flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    flops,
                >(::mlsysim_core::equation::multiply_add_flops(batch_size, macs)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Bytes of the batch's whole input. Equation: `batch_size * input_values * bytes_per_value`.
        #[inline]
        pub fn batch_input_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_batch_input_bytes(self.input_values()?)
        }
        #[doc(hidden)]
        fn __eq_batch_input_bytes(
            &self,
            input_values: i64,
        ) -> __Result<Information, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct batch_input_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    batch_input_bytes,
                >(batch_size.eq_mul(input_values)?.eq_mul(bytes_per_value)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Bytes of the batch's output. Equation: `batch_size * outputs * bytes_per_value`.
        #[inline]
        pub fn batch_output_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_batch_output_bytes(self.outputs()?)
        }
        #[doc(hidden)]
        fn __eq_batch_output_bytes(
            &self,
            outputs: i64,
        ) -> __Result<Information, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct batch_output_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    batch_output_bytes,
                >(batch_size.eq_mul(outputs)?.eq_mul(bytes_per_value)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Bytes of one pass: input read, weights read and output written once each. Equation: `one_pass_layer_traffic(batch_input_bytes, weight_bytes, batch_output_bytes)`.
        #[inline]
        pub fn traffic_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_traffic_bytes(
                self.batch_input_bytes()?,
                self.weight_bytes()?,
                self.batch_output_bytes()?,
            )
        }
        #[doc(hidden)]
        fn __eq_traffic_bytes(
            &self,
            batch_input_bytes: Information,
            weight_bytes: Information,
            batch_output_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct traffic_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    traffic_bytes,
                >(
                    ::mlsysim_core::equation::one_pass_layer_traffic(
                        batch_input_bytes,
                        weight_bytes,
                        batch_output_bytes,
                    )?,
                ))(),
                &__PROPERTIES[11],
            )
        }
        ///FLOPs per byte of the one-pass traffic. Equation: `arithmetic_intensity(flops, traffic_bytes)`.
        #[inline]
        pub fn traffic_intensity(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_traffic_intensity(self.flops()?, self.traffic_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_traffic_intensity(
            &self,
            flops: FlopCount,
            traffic_bytes: Information,
        ) -> __Result<Intensity, __c::EvalError> {
            struct traffic_intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    traffic_intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(flops, traffic_bytes)?,
                ))(),
                &__PROPERTIES[12],
            )
        }
        ///One example's output bytes over the weight bytes. Equation: `activation_bytes / weight_bytes`.
        #[inline]
        pub fn activation_to_weight_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_activation_to_weight_ratio(
                self.activation_bytes()?,
                self.weight_bytes()?,
            )
        }
        #[doc(hidden)]
        fn __eq_activation_to_weight_ratio(
            &self,
            activation_bytes: Information,
            weight_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct activation_to_weight_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    activation_to_weight_ratio,
                >(activation_bytes.eq_div(weight_bytes)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Values of one example's input. Equation: `height * width * in_channels`.
        #[inline]
        pub fn input_values(&self) -> __Result<i64, __c::EvalError> {
            let height = __Clone::clone(&self.height);
            let width = __Clone::clone(&self.width);
            let in_channels = __Clone::clone(&self.in_channels);
            struct input_values {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    input_values,
                >(height.eq_mul(width)?.eq_mul(in_channels)?))(),
                &__PROPERTIES[14],
            )
        }
        ///Weights of a dense layer from the whole input to `out_channels` outputs. Equation: `dense_layer_weights(input_values, out_channels)`.
        #[inline]
        pub fn dense_weights(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_dense_weights(self.input_values()?)
        }
        #[doc(hidden)]
        fn __eq_dense_weights(
            &self,
            input_values: i64,
        ) -> __Result<i64, __c::EvalError> {
            let out_channels = __Clone::clone(&self.out_channels);
            struct dense_weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    dense_weights,
                >(
                    ::mlsysim_core::equation::dense_layer_weights(
                        input_values,
                        out_channels,
                    )?,
                ))(),
                &__PROPERTIES[15],
            )
        }
        ///Dense weights over convolution weights, for the same input and outputs. Equation: `dense_weights / weights`.
        #[inline]
        pub fn sharing_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_sharing_ratio(self.dense_weights()?, self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_sharing_ratio(
            &self,
            dense_weights: i64,
            weights: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct sharing_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    sharing_ratio,
                >(dense_weights.eq_div(weights)?))(),
                &__PROPERTIES[16],
            )
        }
        ///Factor by which the dense layer's weights grow for a `new_height`×`new_width` input. Equation: `(new_height * new_width) / (height * width)`.
        #[inline]
        pub fn dense_weight_growth(
            &self,
            new_height: u32,
            new_width: u32,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&new_height, "dense_weight_growth", &(&__METHODS[0]).args[0])?;
            __c::argument(&new_width, "dense_weight_growth", &(&__METHODS[0]).args[1])?;
            let height = __Clone::clone(&self.height);
            let width = __Clone::clone(&self.width);
            struct dense_weight_growth {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    dense_weight_growth,
                >(new_height.eq_mul(new_width)?.eq_div(height.eq_mul(width)?)?))(),
                &__METHODS[0],
            )
        }
        ///Entries of the im2col patch matrix: one row of k²·Ci per output position. Equation: `positions * kernel * kernel * in_channels`.
        #[inline]
        pub fn unfolded_entries(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_unfolded_entries(self.positions()?)
        }
        #[doc(hidden)]
        fn __eq_unfolded_entries(
            &self,
            positions: i64,
        ) -> __Result<i64, __c::EvalError> {
            let kernel = __Clone::clone(&self.kernel);
            let in_channels = __Clone::clone(&self.in_channels);
            struct unfolded_entries {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    unfolded_entries,
                >(positions.eq_mul(kernel)?.eq_mul(kernel)?.eq_mul(in_channels)?))(),
                &__PROPERTIES[17],
            )
        }
        ///Most rows of the patch matrix one input value appears in. Equation: `kernel * kernel`.
        #[inline]
        pub fn max_copies(&self) -> __Result<i64, __c::EvalError> {
            let kernel = __Clone::clone(&self.kernel);
            struct max_copies {}
            __c::member(
                (|| __c::conform::<i64, _, max_copies>(kernel.eq_mul(kernel)?))(),
                &__PROPERTIES[18],
            )
        }
        ///Weights of a depthwise step: one k×k filter per input channel. Equation: `kernel * kernel * in_channels`.
        #[inline]
        pub fn depthwise_weights(&self) -> __Result<i64, __c::EvalError> {
            let kernel = __Clone::clone(&self.kernel);
            let in_channels = __Clone::clone(&self.in_channels);
            struct depthwise_weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    depthwise_weights,
                >(kernel.eq_mul(kernel)?.eq_mul(in_channels)?))(),
                &__PROPERTIES[19],
            )
        }
        ///Weights of a pointwise (1×1) step mixing the input channels into the outputs. Equation: `in_channels * out_channels`.
        #[inline]
        pub fn pointwise_weights(&self) -> __Result<i64, __c::EvalError> {
            let in_channels = __Clone::clone(&self.in_channels);
            let out_channels = __Clone::clone(&self.out_channels);
            struct pointwise_weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    pointwise_weights,
                >(in_channels.eq_mul(out_channels)?))(),
                &__PROPERTIES[20],
            )
        }
        ///Weights of the depthwise separable factoring. Equation: `depthwise_weights + pointwise_weights`.
        #[inline]
        pub fn separable_weights(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_separable_weights(
                self.depthwise_weights()?,
                self.pointwise_weights()?,
            )
        }
        #[doc(hidden)]
        fn __eq_separable_weights(
            &self,
            depthwise_weights: i64,
            pointwise_weights: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct separable_weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    separable_weights,
                >(depthwise_weights.eq_add(pointwise_weights)?))(),
                &__PROPERTIES[21],
            )
        }
        /**Standard weights over separable weights (multiply-adds per position alike); below 1 for
a 1×1 convolution, which the factoring only lengthens. Equation: `weights / separable_weights`.*/
        #[inline]
        pub fn separable_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_separable_ratio(self.weights()?, self.separable_weights()?)
        }
        #[doc(hidden)]
        fn __eq_separable_ratio(
            &self,
            weights: i64,
            separable_weights: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct separable_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    separable_ratio,
                >(weights.eq_div(separable_weights)?))(),
                &__PROPERTIES[22],
            )
        }
        ///Separable cost as a share of the standard one, in closed form: 1/Co + 1/k². Equation: `separable_cost_fraction(kernel, out_channels)`.
        #[inline]
        pub fn separable_fraction(&self) -> __Result<f64, __c::EvalError> {
            let kernel = __Clone::clone(&self.kernel);
            let out_channels = __Clone::clone(&self.out_channels);
            struct separable_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    separable_fraction,
                >(
                    ::mlsysim_core::equation::separable_cost_fraction(
                        kernel,
                        out_channels,
                    )?,
                ))(),
                &__PROPERTIES[23],
            )
        }
        ///What `separable_ratio` approaches with many output channels: the filter's area. Equation: `kernel * kernel`.
        #[inline]
        pub fn separable_limit(&self) -> __Result<i64, __c::EvalError> {
            let kernel = __Clone::clone(&self.kernel);
            struct separable_limit {}
            __c::member(
                (|| __c::conform::<i64, _, separable_limit>(kernel.eq_mul(kernel)?))(),
                &__PROPERTIES[24],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ConvLayerValues`].
        #[must_use]
        pub fn evaluate(&self) -> ConvLayerValues<'_> {
            let weights = self.weights();
            let output_height = self.output_height();
            let output_width = self.output_width();
            let positions = __c::after(
                (&output_height, &output_width),
                |(v0, v1)| self.__eq_positions(v0, v1),
            );
            let macs = __c::after(
                (&positions, &weights),
                |(v0, v1)| self.__eq_macs(v0, v1),
            );
            let outputs = __c::after((&positions,), |(v0,)| self.__eq_outputs(v0));
            let weight_bytes = __c::after(
                (&weights,),
                |(v0,)| self.__eq_weight_bytes(v0),
            );
            let activation_bytes = __c::after(
                (&outputs,),
                |(v0,)| self.__eq_activation_bytes(v0),
            );
            let flops = __c::after((&macs,), |(v0,)| self.__eq_flops(v0));
            let input_values = self.input_values();
            let batch_input_bytes = __c::after(
                (&input_values,),
                |(v0,)| self.__eq_batch_input_bytes(v0),
            );
            let batch_output_bytes = __c::after(
                (&outputs,),
                |(v0,)| self.__eq_batch_output_bytes(v0),
            );
            let traffic_bytes = __c::after(
                (&batch_input_bytes, &weight_bytes, &batch_output_bytes),
                |(v0, v1, v2)| self.__eq_traffic_bytes(v0, v1, v2),
            );
            let traffic_intensity = __c::after(
                (&flops, &traffic_bytes),
                |(v0, v1)| self.__eq_traffic_intensity(v0, v1),
            );
            let activation_to_weight_ratio = __c::after(
                (&activation_bytes, &weight_bytes),
                |(v0, v1)| self.__eq_activation_to_weight_ratio(v0, v1),
            );
            let dense_weights = __c::after(
                (&input_values,),
                |(v0,)| self.__eq_dense_weights(v0),
            );
            let sharing_ratio = __c::after(
                (&dense_weights, &weights),
                |(v0, v1)| self.__eq_sharing_ratio(v0, v1),
            );
            let unfolded_entries = __c::after(
                (&positions,),
                |(v0,)| self.__eq_unfolded_entries(v0),
            );
            let max_copies = self.max_copies();
            let depthwise_weights = self.depthwise_weights();
            let pointwise_weights = self.pointwise_weights();
            let separable_weights = __c::after(
                (&depthwise_weights, &pointwise_weights),
                |(v0, v1)| self.__eq_separable_weights(v0, v1),
            );
            let separable_ratio = __c::after(
                (&weights, &separable_weights),
                |(v0, v1)| self.__eq_separable_ratio(v0, v1),
            );
            let separable_fraction = self.separable_fraction();
            let separable_limit = self.separable_limit();
            ConvLayerValues {
                scenario: self,
                weights,
                output_height,
                output_width,
                positions,
                macs,
                outputs,
                weight_bytes,
                activation_bytes,
                flops,
                batch_input_bytes,
                batch_output_bytes,
                traffic_bytes,
                traffic_intensity,
                activation_to_weight_ratio,
                input_values,
                dense_weights,
                sharing_ratio,
                unfolded_entries,
                max_copies,
                depthwise_weights,
                pointwise_weights,
                separable_weights,
                separable_ratio,
                separable_fraction,
                separable_limit,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.height, &__INPUTS[0])?;
            __c::bounded_plain(&self.width, &__INPUTS[1])?;
            __c::bounded_plain(&self.kernel, &__INPUTS[2])?;
            __c::bounded_plain(&self.in_channels, &__INPUTS[3])?;
            __c::bounded_plain(&self.out_channels, &__INPUTS[4])?;
            __c::bounded(&self.bytes_per_value, &__INPUTS[5])?;
            __c::finite(&self.same_padding, &__INPUTS[6])?;
            __c::bounded_plain(&self.batch_size, &__INPUTS[7])?;
            __c::bounded(&self.weight_bytes_per_value, &__INPUTS[8])?;
            {
                let kernel = __Clone::clone(&self.kernel);
                let height = __Clone::clone(&self.height);
                let width = __Clone::clone(&self.width);
                __c::rule(
                    kernel <= height.min(width),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.kernel, &self.height, &self.width],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_weight_bytes(&self) -> __c::Parts {
            __c::traced(
                self.weight_bytes(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let weight_bytes_per_value = __Clone::clone(& self
                    .weight_bytes_per_value); let part =
                    ::mlsysim_core::equation::optional(weight_bytes_per_value); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl ConvLayerBuilder {
        ///Sets `height`: Rows of the input (H).
        #[must_use]
        pub fn height(mut self, value: u32) -> Self {
            self.height = Some(value);
            self
        }
        ///Sets `width`: Columns of the input (W).
        #[must_use]
        pub fn width(mut self, value: u32) -> Self {
            self.width = Some(value);
            self
        }
        ///Sets `kernel`: Side of the square filter (k).
        #[must_use]
        pub fn kernel(mut self, value: u32) -> Self {
            self.kernel = Some(value);
            self
        }
        ///Sets `in_channels`: Channels of the input (Ci).
        #[must_use]
        pub fn in_channels(mut self, value: u32) -> Self {
            self.in_channels = Some(value);
            self
        }
        ///Sets `out_channels`: Feature maps of the output (Co).
        #[must_use]
        pub fn out_channels(mut self, value: u32) -> Self {
            self.out_channels = Some(value);
            self
        }
        ///Sets `bytes_per_value`: Storage width of one activation value (v).
        #[must_use]
        pub fn bytes_per_value(mut self, value: Information) -> Self {
            self.bytes_per_value = Some(value);
            self
        }
        ///Sets `same_padding`: Whether the output keeps the input's size (same padding) or only the positions where the
        #[must_use]
        pub fn same_padding(mut self, value: bool) -> Self {
            self.same_padding = Some(value);
            self
        }
        ///Sets `batch_size`: Examples that share one read of the weights (B).
        #[must_use]
        pub fn batch_size(mut self, value: u32) -> Self {
            self.batch_size = Some(value);
            self
        }
        ///Sets `weight_bytes_per_value`: Storage width of one weight (wv), when it differs from the activations'.
        #[must_use]
        pub fn weight_bytes_per_value(mut self, value: Information) -> Self {
            self.weight_bytes_per_value = Some(value);
            self
        }
        ///Leaves `weight_bytes_per_value` absent.
        #[must_use]
        pub fn without_weight_bytes_per_value(mut self) -> Self {
            self.weight_bytes_per_value = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ConvLayer, __c::InputError> {
            let scenario = ConvLayer {
                height: __c::given(self.height, "height")?,
                width: __c::given(self.width, "width")?,
                kernel: __c::given(self.kernel, "kernel")?,
                in_channels: __c::given(self.in_channels, "in_channels")?,
                out_channels: __c::given(self.out_channels, "out_channels")?,
                bytes_per_value: __c::given(self.bytes_per_value, "bytes_per_value")?,
                same_padding: self.same_padding.unwrap_or_else(|| true),
                batch_size: self.batch_size.unwrap_or_else(|| 1),
                weight_bytes_per_value: self.weight_bytes_per_value,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ConvLayerBuilder {
        type Scenario = ConvLayer;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "height" => self.height = __c::set(value, &__INPUTS[0])?,
                "width" => self.width = __c::set(value, &__INPUTS[1])?,
                "kernel" => self.kernel = __c::set(value, &__INPUTS[2])?,
                "in_channels" => self.in_channels = __c::set(value, &__INPUTS[3])?,
                "out_channels" => self.out_channels = __c::set(value, &__INPUTS[4])?,
                "bytes_per_value" => {
                    self.bytes_per_value = __c::set(value, &__INPUTS[5])?;
                }
                "same_padding" => self.same_padding = __c::set(value, &__INPUTS[6])?,
                "batch_size" => self.batch_size = __c::set(value, &__INPUTS[7])?,
                "weight_bytes_per_value" => {
                    self.weight_bytes_per_value = __c::set(value, &__INPUTS[8])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ConvLayer, __c::InputError> {
            ConvLayerBuilder::build(self)
        }
    }
    impl<'a> ConvLayerValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ConvLayer {
            self.scenario
        }
        ///[`ConvLayer::dense_weight_growth`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn dense_weight_growth(
            &self,
            new_height: u32,
            new_width: u32,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.dense_weight_growth(new_height, new_width)
        }
    }
    impl __c::Scenario for ConvLayer {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ConvLayer",
            family: &LAYERS,
            summary: "One stride-1 convolution: its filter weights, its work, its one-pass traffic, and what it saves against a dense layer, an unfolded patch matrix and a depthwise separable factoring.",
            description: "A `kernel`×`kernel` filter over `in_channels` channels slides over a `height`×`width` input\nand produces one of `out_channels` feature maps; every weight is reused at each output\nposition. With same padding the output keeps the input's size; without it (valid) the window\nstays inside the input. The batch shares one read of the weights; its inputs are read and its\noutputs written once. Against it stand a dense layer from the whole input to the same\noutputs, the im2col matrix that unfolds each position's patch into a row, and a depthwise\nfilter per channel followed by a 1×1 convolution.",
            notes: __c::meta::Notes {
                equation: "W = k²·Ci·Co; positions = H'·W' (H' = H with same padding, else H − k + 1); MACs = positions·W; FLOPs = 2·B·MACs; traffic = B·H·W·Ci·v + W·wv + B·positions·Co·v; separable = k²·Ci + Ci·Co",
                assumptions: &[
                    "Stride 1, no dilation, no groups; biases aside.",
                    "The batch's whole input is read once and its output written once, and the weights are read once for the batch (`weight_bytes_per_value` wide, else `bytes_per_value`); a width of zero is refused, where the reference falls back to `bytes_per_value` for it.",
                    "Every dimension, the batch and the byte widths are at least 1 and above zero, checked when the scenario is built; the reference accepts zero and negative ones.",
                    "`activation_to_weight_ratio` compares one example's output with the weights, whatever the batch; `separable_fraction` is the closed form 1/Co + 1/k², which leaves out the input channels that `separable_ratio` counts.",
                ],
                rules: __RULES,
                excludes: &[
                    "Pooling, normalization and activation functions, and the memory of the unfolded matrix beyond its entry count.",
                ],
                derivation: &[
                    "Each output position reuses every filter weight once; a dense layer from all H·W·Ci inputs to Co outputs needs H·W·Ci·Co weights, H·W/k² times as many.",
                    "A depthwise separable factoring costs k²·Ci + Ci·Co per position against k²·Ci·Co: 1/Co + 1/k² of it (Howard et al., 2017).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Weight sharing on a 224×224 RGB image",
                    code: "// Weight sharing on a 224×224 RGB image\nuse mlsysim_compute::layers::imagenet_rgb_filter_versus_dense;\n\nlet s = imagenet_rgb_filter_versus_dense()?;\nassert_eq!(s.weights()?, 27);\nassert_eq!(s.dense_weights()?, 150_528);\nassert!((s.sharing_ratio()? - 5575.111111111111).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ConvLayerBuilder;
        fn to_builder(&self) -> ConvLayerBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.height,
                    &self.width,
                    &self.kernel,
                    &self.in_channels,
                    &self.out_channels,
                    &self.bytes_per_value,
                    &self.same_padding,
                    &self.batch_size,
                    &self.weight_bytes_per_value,
                ],
                &[
                    &values.weights,
                    &values.output_height,
                    &values.output_width,
                    &values.positions,
                    &values.macs,
                    &values.outputs,
                    &values.weight_bytes,
                    &values.activation_bytes,
                    &values.flops,
                    &values.batch_input_bytes,
                    &values.batch_output_bytes,
                    &values.traffic_bytes,
                    &values.traffic_intensity,
                    &values.activation_to_weight_ratio,
                    &values.input_values,
                    &values.dense_weights,
                    &values.sharing_ratio,
                    &values.unfolded_entries,
                    &values.max_copies,
                    &values.depthwise_weights,
                    &values.pointwise_weights,
                    &values.separable_weights,
                    &values.separable_ratio,
                    &values.separable_fraction,
                    &values.separable_limit,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "dense_weight_growth" => {
                    let (a0, a1) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.dense_weight_growth(a0, a1), &__METHODS[0])
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
                "weight_bytes" => Some(Ok(self.__explain_weight_bytes())),
                _ => None,
            }
        }
    }
    __c::glue!(ConvLayer);
};
