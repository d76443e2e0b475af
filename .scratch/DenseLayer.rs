/**One dense (fully connected) layer: its weights, its work per example, and the two arithmetic intensities that say whether it waits on memory.

Each of the `in_features` × `out_features` weights does one multiply-add (two FLOPs) per
example of the batch. Counting only the weights, one read of them serves the whole batch, so
the intensity grows with the batch without bound. Counting one pass of traffic (the batch's
inputs read once, the weights read once, the outputs written once), the intensity instead
tends to 2·n·m ÷ (a·(n + m)) as the batch grows. Each intensity has an inverse: the batch at
which it reaches a target, such as a device's ridge point.

# Equation

W = n·m; FLOPs = 2·B·W; I_weights = 2·B·W ÷ (W·w); traffic = B·n·a + W·w + B·m·a; I_traffic = 2·B·W ÷ traffic; B(t) = t·n·m·w ÷ (2·n·m − t·a·(n + m))

# Assumptions

- Every weight does one multiply and one add per example; biases are counted only in `parameters`.
- The one-pass traffic reads the batch's inputs and the weights once and writes the outputs once: no tiling re-reads, no cache hits.
- Activations are `activation_bytes_per_value` wide, or as wide as the weights when it is not given; a width of zero is refused (the reference silently falls back to the weight width for it).
- Widths, the batch and byte widths are at least 1 and above zero, checked when the scenario is built; the reference accepts zero and negative ones.
- A target intensity at or above the one-pass limit (or not above zero) has no batch: `batch_for_traffic_intensity` is then an error, where the reference returns a negative batch.

# Excludes

- The activation function, the bias add and any fusion with neighbouring layers.

# Derivation

- Setting 2·B·n·m ÷ (B·n·a + n·m·w + B·m·a) = t and solving for B gives B = t·n·m·w ÷ (2·n·m − t·a·(n + m)), finite only while t < 2·n·m ÷ (a·(n + m)).

# Examples

```rust
// A classifier head's batch against the H100's ridge point
use mlsysim_compute::layers::resnet50_classifier_head_batch32;
use mlsysim_core::units::FLOP_PER_BYTE;

let s = resnet50_classifier_head_batch32()?;
assert_eq!(s.weights()?, 2_048_000);
assert_eq!(FLOP_PER_BYTE.in_unit(s.intensity()?), 32.0);
let ridge = FLOP_PER_BYTE.of(295.2238805970149);
assert!(s.batch_for_traffic_intensity(ridge)? > 500.0);
// Beyond the one-pass limit no batch is enough.
assert!(s.batch_for_traffic_intensity(FLOP_PER_BYTE.of(700.0)).is_err());
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DenseLayer {
    ///Values into the layer (n). *Allowed >= 1.*
    pub in_features: u32,
    ///Values out of the layer (m). *Allowed >= 1.*
    pub out_features: u32,
    ///Storage width of one weight (w). *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_weight: Information,
    ///Examples that share one read of the weights (B). *Default `1`; allowed >= 1.*
    pub batch_size: u32,
    ///Storage width of one input or output value (a); the weight width when absent. *Optional (absent by default); shown in `BYTE`; allowed > 0.*
    pub activation_bytes_per_value: Option<Information>,
}
///Builds a [`DenseLayer`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DenseLayerBuilder {
    in_features: ::core::option::Option<u32>,
    out_features: ::core::option::Option<u32>,
    bytes_per_weight: ::core::option::Option<Information>,
    batch_size: ::core::option::Option<u32>,
    activation_bytes_per_value: ::core::option::Option<Information>,
}
///Every property of a [`DenseLayer`], each computed once (see [`DenseLayer::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DenseLayerValues<'a> {
    scenario: &'a DenseLayer,
    ///Weights: one per input-output pair.
    pub weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Biases: one per output.
    pub biases: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Weights and biases, as a framework's parameter count reports them.
    pub parameters: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Multiply-adds for one example: one per weight.
    pub macs_per_example: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of the weights.
    pub weight_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///FLOPs of the batch per byte of weights: each weight read serves the whole batch.
    pub intensity: ::core::result::Result<Intensity, ::mlsysim_core::EvalError>,
    ///Storage width of one activation: `activation_bytes_per_value`, else the weight width.
    pub activation_width: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///FLOPs of the batch: two per weight per example.
    pub flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Bytes of the batch's inputs.
    pub input_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of the batch's outputs.
    pub output_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of one pass: inputs read, weights read and outputs written once each.
    pub traffic_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///FLOPs per byte of the one-pass traffic.
    pub traffic_intensity: ::core::result::Result<Intensity, ::mlsysim_core::EvalError>,
    ///The one-pass intensity as the batch grows without bound: 2·n·m ÷ (a·(n + m)); no batch
    pub traffic_intensity_limit: ::core::result::Result<
        Intensity,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "in_features",
            ty: "u32",
            doc: "Values into the layer (n).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "out_features",
            ty: "u32",
            doc: "Values out of the layer (m).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_weight",
            ty: "Information",
            doc: "Storage width of one weight (w).",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
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
            name: "activation_bytes_per_value",
            ty: "Option<Information>",
            doc: "Storage width of one input or output value (a); the weight width when absent.",
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
            doc: "Weights: one per input-output pair.",
            equation: "dense_layer_weights(in_features, out_features)",
            result_type: "i64",
            depends_on: &["in_features", "out_features"],
            calls: &["dense_layer_weights"],
            template: "dense_layer_weights({in_features}, {out_features})",
            named_calls: "dense_layer_weights(in_features, out_features)",
            operation: "result of `dense_layer_weights`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "biases",
            doc: "Biases: one per output.",
            equation: "i64::from(out_features)",
            result_type: "i64",
            depends_on: &["out_features"],
            template: "i64::from({out_features})",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "parameters",
            doc: "Weights and biases, as a framework's parameter count reports them.",
            equation: "weights + biases",
            result_type: "i64",
            depends_on: &["weights", "biases"],
            template: "{weights} + {biases}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "macs_per_example",
            doc: "Multiply-adds for one example: one per weight.",
            equation: "weights",
            result_type: "i64",
            depends_on: &["weights"],
            template: "{weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weight_bytes",
            doc: "Bytes of the weights.",
            equation: "weights * bytes_per_weight",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["bytes_per_weight", "weights"],
            template: "{weights} * {bytes_per_weight}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intensity",
            doc: "FLOPs of the batch per byte of weights: each weight read serves the whole batch.",
            equation: "arithmetic_intensity(multiply_add_flops(batch_size, weights), weight_bytes)",
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["batch_size", "weights", "weight_bytes"],
            calls: &["arithmetic_intensity", "multiply_add_flops"],
            template: "arithmetic_intensity(\n    multiply_add_flops({batch_size}, {weights}),\n    {weight_bytes},\n)",
            named_calls: "multiply_add_flops(batch_size, weights)",
            operation: "result of `arithmetic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "activation_width",
            doc: "Storage width of one activation: `activation_bytes_per_value`, else the weight width.",
            equation: "optional(activation_bytes_per_value).unwrap_or(bytes_per_weight)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["activation_bytes_per_value", "bytes_per_weight"],
            template: "{#0 optional(activation_bytes_per_value)}.unwrap_or({bytes_per_weight})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flops",
            doc: "FLOPs of the batch: two per weight per example.",
            equation: "multiply_add_flops(batch_size, weights)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["batch_size", "weights"],
            calls: &["multiply_add_flops"],
            template: "multiply_add_flops({batch_size}, {weights})",
            named_calls: "multiply_add_flops(batch_size, weights)",
            operation: "result of `multiply_add_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "input_bytes",
            doc: "Bytes of the batch's inputs.",
            equation: "batch_size * in_features * activation_width",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["batch_size", "in_features", "activation_width"],
            template: "{batch_size} * {in_features} * {activation_width}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "output_bytes",
            doc: "Bytes of the batch's outputs.",
            equation: "batch_size * out_features * activation_width",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["batch_size", "out_features", "activation_width"],
            template: "{batch_size} * {out_features} * {activation_width}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "traffic_bytes",
            doc: "Bytes of one pass: inputs read, weights read and outputs written once each.",
            equation: "one_pass_layer_traffic(input_bytes, weight_bytes, output_bytes)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["input_bytes", "weight_bytes", "output_bytes"],
            calls: &["one_pass_layer_traffic"],
            template: "one_pass_layer_traffic({input_bytes}, {weight_bytes}, {output_bytes})",
            named_calls: "one_pass_layer_traffic(input_bytes, weight_bytes, output_bytes)",
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
            name: "traffic_intensity_limit",
            doc: "The one-pass intensity as the batch grows without bound: 2·n·m ÷ (a·(n + m)); no batch\nreaches it.",
            equation: "multiply_add_flops(1, weights) / (activation_width * (in_features + out_features))",
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["in_features", "out_features", "weights", "activation_width"],
            calls: &["multiply_add_flops"],
            template: "multiply_add_flops(1, {weights})\n    / ({activation_width} * ({in_features} + {out_features}))",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "batch_for_intensity",
            kind: __c::MemberKind::Method,
            doc: "Batch at which the weight-only intensity reaches `target`.",
            equation: "target / arithmetic_intensity(multiply_add_flops(1, weights), weight_bytes)",
            args: &[
                __c::ArgInfo {
                    name: "target",
                    ty: "Intensity",
                    samples: &[
                        __c::Sample::Literal("1 FLOP/B"),
                        __c::Sample::Literal("100 FLOP/B"),
                        __c::Sample::Literal("295.2238805970149 FLOP/B"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["weights", "weight_bytes"],
            calls: &["arithmetic_intensity", "multiply_add_flops"],
            template: "{target}\n    / arithmetic_intensity(multiply_add_flops(1, {weights}), {weight_bytes})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batch_for_traffic_intensity",
            kind: __c::MemberKind::Method,
            doc: "Batch at which the one-pass intensity reaches `target`; an error at or above the limit.",
            equation: "dense_batch_for_traffic_intensity(\n    target,\n    in_features,\n    out_features,\n    activation_width,\n    bytes_per_weight,\n)",
            args: &[
                __c::ArgInfo {
                    name: "target",
                    ty: "Intensity",
                    samples: &[
                        __c::Sample::Literal("1 FLOP/B"),
                        __c::Sample::Literal("100 FLOP/B"),
                        __c::Sample::Literal("295.2238805970149 FLOP/B"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &[
                "in_features",
                "out_features",
                "bytes_per_weight",
                "activation_width",
            ],
            calls: &["dense_batch_for_traffic_intensity"],
            template: "dense_batch_for_traffic_intensity(\n    {target},\n    {in_features},\n    {out_features},\n    {activation_width},\n    {bytes_per_weight},\n)",
            named_calls: "dense_batch_for_traffic_intensity(target, in_features, out_features, activation_width, bytes_per_weight)",
            operation: "result of `dense_batch_for_traffic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl DenseLayer {
        ///Starts a [`DenseLayerBuilder`]; required inputs must be set before [`DenseLayerBuilder::build`].
        #[must_use]
        pub fn builder() -> DenseLayerBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DenseLayerBuilder {
            DenseLayerBuilder {
                in_features: Some(__Clone::clone(&self.in_features)),
                out_features: Some(__Clone::clone(&self.out_features)),
                bytes_per_weight: Some(__Clone::clone(&self.bytes_per_weight)),
                batch_size: Some(__Clone::clone(&self.batch_size)),
                activation_bytes_per_value: __Clone::clone(
                    &self.activation_bytes_per_value,
                ),
            }
        }
        ///Weights: one per input-output pair. Equation: `dense_layer_weights(in_features, out_features)`.
        #[inline]
        pub fn weights(&self) -> __Result<i64, __c::EvalError> {
            let in_features = __Clone::clone(&self.in_features);
            let out_features = __Clone::clone(&self.out_features);
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    weights,
                >(
                    ::mlsysim_core::equation::dense_layer_weights(
                        in_features,
                        out_features,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Biases: one per output. Equation: `i64::from(out_features)`.
        #[inline]
        pub fn biases(&self) -> __Result<i64, __c::EvalError> {
            let out_features = __Clone::clone(&self.out_features);
            struct biases {}
            __c::member(
                (|| __c::conform::<i64, _, biases>(i64::from(out_features)))(),
                &__PROPERTIES[1],
            )
        }
        ///Weights and biases, as a framework's parameter count reports them. Equation: `weights + biases`.
        #[inline]
        pub fn parameters(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_parameters(self.weights()?, self.biases()?)
        }
        #[doc(hidden)]
        fn __eq_parameters(
            &self,
            weights: i64,
            biases: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct parameters {}
            __c::member(
                (|| __c::conform::<i64, _, parameters>(weights.eq_add(biases)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Multiply-adds for one example: one per weight. Equation: `weights`.
        #[inline]
        pub fn macs_per_example(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_macs_per_example(self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_macs_per_example(&self, weights: i64) -> __Result<i64, __c::EvalError> {
            struct macs_per_example {}
            __c::member(
                (|| __c::conform::<i64, _, macs_per_example>(weights))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes of the weights. Equation: `weights * bytes_per_weight`.
        #[inline]
        pub fn weight_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_weight_bytes(self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_weight_bytes(
            &self,
            weights: i64,
        ) -> __Result<Information, __c::EvalError> {
            let bytes_per_weight = __Clone::clone(&self.bytes_per_weight);
            struct weight_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    weight_bytes,
                >(weights.eq_mul(bytes_per_weight)?))(),
                &__PROPERTIES[4],
            )
        }
        ///FLOPs of the batch per byte of weights: each weight read serves the whole batch. Equation: `arithmetic_intensity(multiply_add_flops(batch_size, weights), weight_bytes)`.
        #[inline]
        pub fn intensity(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_intensity(self.weights()?, self.weight_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_intensity(
            &self,
            weights: i64,
            weight_bytes: Information,
        ) -> __Result<Intensity, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            struct intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(
                        ::mlsysim_core::equation::multiply_add_flops(
                            batch_size,
                            weights,
                        )?,
                        weight_bytes,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Batch at which the weight-only intensity reaches `target`. Equation: `target / arithmetic_intensity(multiply_add_flops(1, weights), weight_bytes)`.
        #[inline]
        pub fn batch_for_intensity(
            &self,
            target: Intensity,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_batch_for_intensity(self.weights()?, self.weight_bytes()?, target)
        }
        #[doc(hidden)]
        fn __eq_batch_for_intensity(
            &self,
            weights: i64,
            weight_bytes: Information,
            target: Intensity,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&target, "batch_for_intensity", &(&__METHODS[0]).args[0])?;
            struct batch_for_intensity {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    batch_for_intensity,
                >(
                    target
                        .eq_div(
                            ::mlsysim_core::equation::arithmetic_intensity(
                                ::mlsysim_core::equation::multiply_add_flops(1, weights)?,
                                weight_bytes,
                            )?,
                        )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Storage width of one activation: `activation_bytes_per_value`, else the weight width. Equation: `optional(activation_bytes_per_value).unwrap_or(bytes_per_weight)`.
        #[inline]
        pub fn activation_width(&self) -> __Result<Information, __c::EvalError> {
            let activation_bytes_per_value = __Clone::clone(
                &self.activation_bytes_per_value,
            );
            let bytes_per_weight = __Clone::clone(&self.bytes_per_weight);
            struct activation_width {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    activation_width,
                >(
                    ::mlsysim_core::equation::optional(activation_bytes_per_value)
                        .unwrap_or(bytes_per_weight),
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///FLOPs of the batch: two per weight per example. Equation: `multiply_add_flops(batch_size, weights)`.
        #[inline]
        pub fn flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_flops(self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_flops(&self, weights: i64) -> __Result<FlopCount, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            struct flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    flops,
                >(::mlsysim_core::equation::multiply_add_flops(batch_size, weights)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Bytes of the batch's inputs. Equation: `batch_size * in_features * activation_width`.
        #[inline]
        pub fn input_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_input_bytes(self.activation_width()?)
        }
        #[doc(hidden)]
        fn __eq_input_bytes(
            &self,
            activation_width: Information,
        ) -> __Result<Information, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            let in_features = __Clone::clone(&self.in_features);
            struct input_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    input_bytes,
                >(batch_size.eq_mul(in_features)?.eq_mul(activation_width)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Bytes of the batch's outputs. Equation: `batch_size * out_features * activation_width`.
        #[inline]
        pub fn output_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_output_bytes(self.activation_width()?)
        }
        #[doc(hidden)]
        fn __eq_output_bytes(
            &self,
            activation_width: Information,
        ) -> __Result<Information, __c::EvalError> {
            let batch_size = __Clone::clone(&self.batch_size);
            let out_features = __Clone::clone(&self.out_features);
            struct output_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    output_bytes,
                >(batch_size.eq_mul(out_features)?.eq_mul(activation_width)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Bytes of one pass: inputs read, weights read and outputs written once each. Equation: `one_pass_layer_traffic(input_bytes, weight_bytes, output_bytes)`.
        #[inline]
        pub fn traffic_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_traffic_bytes(
                self.input_bytes()?,
                self.weight_bytes()?,
                self.output_bytes()?,
            )
        }
        #[doc(hidden)]
        fn __eq_traffic_bytes(
            &self,
            input_bytes: Information,
            weight_bytes: Information,
            output_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct traffic_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    traffic_bytes,
                >(
                    ::mlsysim_core::equation::one_pass_layer_traffic(
                        input_bytes,
                        weight_bytes,
                        output_bytes,
                    )?,
                ))(),
                &__PROPERTIES[10],
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
                &__PROPERTIES[11],
            )
        }
        /**The one-pass intensity as the batch grows without bound: 2·n·m ÷ (a·(n + m)); no batch
reaches it. Equation: `multiply_add_flops(1, weights) / (activation_width * (in_features + out_features))`.*/
        #[inline]
        pub fn traffic_intensity_limit(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_traffic_intensity_limit(self.weights()?, self.activation_width()?)
        }
        #[doc(hidden)]
        fn __eq_traffic_intensity_limit(
            &self,
            weights: i64,
            activation_width: Information,
        ) -> __Result<Intensity, __c::EvalError> {
            let in_features = __Clone::clone(&self.in_features);
            let out_features = __Clone::clone(&self.out_features);
            struct traffic_intensity_limit {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    traffic_intensity_limit,
                >(
                    ::mlsysim_core::equation::multiply_add_flops(1, weights)?
                        .eq_div(
                            activation_width.eq_mul(in_features.eq_add(out_features)?)?,
                        )?,
                ))(),
                &__PROPERTIES[12],
            )
        }
        /**Batch at which the one-pass intensity reaches `target`; an error at or above the limit.

Equation:

```text
dense_batch_for_traffic_intensity(
    target,
    in_features,
    out_features,
    activation_width,
    bytes_per_weight,
)
```
*/
        #[inline]
        pub fn batch_for_traffic_intensity(
            &self,
            target: Intensity,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_batch_for_traffic_intensity(self.activation_width()?, target)
        }
        #[doc(hidden)]
        fn __eq_batch_for_traffic_intensity(
            &self,
            activation_width: Information,
            target: Intensity,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(
                &target,
                "batch_for_traffic_intensity",
                &(&__METHODS[1]).args[0],
            )?;
            let in_features = __Clone::clone(&self.in_features);
            let out_features = __Clone::clone(&self.out_features);
            let bytes_per_weight = __Clone::clone(&self.bytes_per_weight);
            struct batch_for_traffic_intensity {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    batch_for_traffic_intensity,
                >(
                    ::mlsysim_core::equation::dense_batch_for_traffic_intensity(
                        target,
                        in_features,
                        out_features,
                        activation_width,
                        bytes_per_weight,
                    )?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DenseLayerValues`].
        #[must_use]
        pub fn evaluate(&self) -> DenseLayerValues<'_> {
            let weights = self.weights();
            let biases = self.biases();
            let parameters = __c::after(
                (&weights, &biases),
                |(v0, v1)| self.__eq_parameters(v0, v1),
            );
            let macs_per_example = __c::after(
                (&weights,),
                |(v0,)| self.__eq_macs_per_example(v0),
            );
            let weight_bytes = __c::after(
                (&weights,),
                |(v0,)| self.__eq_weight_bytes(v0),
            );
            let intensity = __c::after(
                (&weights, &weight_bytes),
                |(v0, v1)| self.__eq_intensity(v0, v1),
            );
            let activation_width = self.activation_width();
            let flops = __c::after((&weights,), |(v0,)| self.__eq_flops(v0));
            let input_bytes = __c::after(
                (&activation_width,),
                |(v0,)| self.__eq_input_bytes(v0),
            );
            let output_bytes = __c::after(
                (&activation_width,),
                |(v0,)| self.__eq_output_bytes(v0),
            );
            let traffic_bytes = __c::after(
                (&input_bytes, &weight_bytes, &output_bytes),
                |(v0, v1, v2)| self.__eq_traffic_bytes(v0, v1, v2),
            );
            let traffic_intensity = __c::after(
                (&flops, &traffic_bytes),
                |(v0, v1)| self.__eq_traffic_intensity(v0, v1),
            );
            let traffic_intensity_limit = __c::after(
                (&weights, &activation_width),
                |(v0, v1)| self.__eq_traffic_intensity_limit(v0, v1),
            );
            DenseLayerValues {
                scenario: self,
                weights,
                biases,
                parameters,
                macs_per_example,
                weight_bytes,
                intensity,
                activation_width,
                flops,
                input_bytes,
                output_bytes,
                traffic_bytes,
                traffic_intensity,
                traffic_intensity_limit,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.in_features, &__INPUTS[0])?;
            __c::bounded_plain(&self.out_features, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_weight, &__INPUTS[2])?;
            __c::bounded_plain(&self.batch_size, &__INPUTS[3])?;
            __c::bounded(&self.activation_bytes_per_value, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_intensity(&self) -> __c::Parts {
            __c::traced(
                self.intensity(),
                &__PROPERTIES[5],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "arithmetic_intensity", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let batch_size =
                    __Clone::clone(& self.batch_size); let weights = self.weights() ?;
                    let part = ::mlsysim_core::equation::multiply_add_flops(batch_size,
                    weights) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("weight_bytes")] }, __c::CallSite { name :
                    "multiply_add_flops", args :
                    ::std::vec![__c::Operand::Name("batch_size"),
                    __c::Operand::Name("weights")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_batch_for_intensity(&self, target: Intensity) -> __c::Parts {
            __c::traced(
                self.batch_for_intensity(__Clone::clone(&target)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "arithmetic_intensity", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let weights = self
                    .weights() ?; let part =
                    ::mlsysim_core::equation::multiply_add_flops(1, weights) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("weight_bytes")] }, __c::CallSite { name :
                    "multiply_add_flops", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("weights")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_activation_width(&self) -> __c::Parts {
            __c::traced(
                self.activation_width(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let activation_bytes_per_value = __Clone::clone(& self
                    .activation_bytes_per_value); let part =
                    ::mlsysim_core::equation::optional(activation_bytes_per_value); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_traffic_intensity_limit(&self) -> __c::Parts {
            __c::traced(
                self.traffic_intensity_limit(),
                &__PROPERTIES[12],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "multiply_add_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("weights")] }
                ],
            )
        }
    }
    impl DenseLayerBuilder {
        ///Sets `in_features`: Values into the layer (n).
        #[must_use]
        pub fn in_features(mut self, value: u32) -> Self {
            self.in_features = Some(value);
            self
        }
        ///Sets `out_features`: Values out of the layer (m).
        #[must_use]
        pub fn out_features(mut self, value: u32) -> Self {
            self.out_features = Some(value);
            self
        }
        ///Sets `bytes_per_weight`: Storage width of one weight (w).
        #[must_use]
        pub fn bytes_per_weight(mut self, value: Information) -> Self {
            self.bytes_per_weight = Some(value);
            self
        }
        ///Sets `batch_size`: Examples that share one read of the weights (B).
        #[must_use]
        pub fn batch_size(mut self, value: u32) -> Self {
            self.batch_size = Some(value);
            self
        }
        ///Sets `activation_bytes_per_value`: Storage width of one input or output value (a); the weight width when absent.
        #[must_use]
        pub fn activation_bytes_per_value(mut self, value: Information) -> Self {
            self.activation_bytes_per_value = Some(value);
            self
        }
        ///Leaves `activation_bytes_per_value` absent.
        #[must_use]
        pub fn without_activation_bytes_per_value(mut self) -> Self {
            self.activation_bytes_per_value = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DenseLayer, __c::InputError> {
            let scenario = DenseLayer {
                in_features: __c::given(self.in_features, "in_features")?,
                out_features: __c::given(self.out_features, "out_features")?,
                bytes_per_weight: __c::given(self.bytes_per_weight, "bytes_per_weight")?,
                batch_size: self.batch_size.unwrap_or_else(|| 1),
                activation_bytes_per_value: self.activation_bytes_per_value,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DenseLayerBuilder {
        type Scenario = DenseLayer;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "in_features" => self.in_features = __c::set(value, &__INPUTS[0])?,
                "out_features" => self.out_features = __c::set(value, &__INPUTS[1])?,
                "bytes_per_weight" => {
                    self.bytes_per_weight = __c::set(value, &__INPUTS[2])?;
                }
                "batch_size" => self.batch_size = __c::set(value, &__INPUTS[3])?,
                "activation_bytes_per_value" => {
                    self.activation_bytes_per_value = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DenseLayer, __c::InputError> {
            DenseLayerBuilder::build(self)
        }
    }
    impl<'a> DenseLayerValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DenseLayer {
            self.scenario
        }
        ///[`DenseLayer::batch_for_intensity`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn batch_for_intensity(
            &self,
            target: Intensity,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_batch_for_intensity(
                    __Clone::clone(&self.weights)?,
                    __Clone::clone(&self.weight_bytes)?,
                    target,
                )
        }
        ///[`DenseLayer::batch_for_traffic_intensity`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn batch_for_traffic_intensity(
            &self,
            target: Intensity,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_batch_for_traffic_intensity(
                    __Clone::clone(&self.activation_width)?,
                    target,
                )
        }
    }
    impl __c::Scenario for DenseLayer {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DenseLayer",
            family: &LAYERS,
            summary: "One dense (fully connected) layer: its weights, its work per example, and the two arithmetic intensities that say whether it waits on memory.",
            description: "Each of the `in_features` × `out_features` weights does one multiply-add (two FLOPs) per\nexample of the batch. Counting only the weights, one read of them serves the whole batch, so\nthe intensity grows with the batch without bound. Counting one pass of traffic (the batch's\ninputs read once, the weights read once, the outputs written once), the intensity instead\ntends to 2·n·m ÷ (a·(n + m)) as the batch grows. Each intensity has an inverse: the batch at\nwhich it reaches a target, such as a device's ridge point.",
            notes: __c::meta::Notes {
                equation: "W = n·m; FLOPs = 2·B·W; I_weights = 2·B·W ÷ (W·w); traffic = B·n·a + W·w + B·m·a; I_traffic = 2·B·W ÷ traffic; B(t) = t·n·m·w ÷ (2·n·m − t·a·(n + m))",
                assumptions: &[
                    "Every weight does one multiply and one add per example; biases are counted only in `parameters`.",
                    "The one-pass traffic reads the batch's inputs and the weights once and writes the outputs once: no tiling re-reads, no cache hits.",
                    "Activations are `activation_bytes_per_value` wide, or as wide as the weights when it is not given; a width of zero is refused (the reference silently falls back to the weight width for it).",
                    "Widths, the batch and byte widths are at least 1 and above zero, checked when the scenario is built; the reference accepts zero and negative ones.",
                    "A target intensity at or above the one-pass limit (or not above zero) has no batch: `batch_for_traffic_intensity` is then an error, where the reference returns a negative batch.",
                ],
                rules: __RULES,
                excludes: &[
                    "The activation function, the bias add and any fusion with neighbouring layers.",
                ],
                derivation: &[
                    "Setting 2·B·n·m ÷ (B·n·a + n·m·w + B·m·a) = t and solving for B gives B = t·n·m·w ÷ (2·n·m − t·a·(n + m)), finite only while t < 2·n·m ÷ (a·(n + m)).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A classifier head's batch against the H100's ridge point",
                    code: "// A classifier head's batch against the H100's ridge point\nuse mlsysim_compute::layers::resnet50_classifier_head_batch32;\nuse mlsysim_core::units::FLOP_PER_BYTE;\n\nlet s = resnet50_classifier_head_batch32()?;\nassert_eq!(s.weights()?, 2_048_000);\nassert_eq!(FLOP_PER_BYTE.in_unit(s.intensity()?), 32.0);\nlet ridge = FLOP_PER_BYTE.of(295.2238805970149);\nassert!(s.batch_for_traffic_intensity(ridge)? > 500.0);\n// Beyond the one-pass limit no batch is enough.\nassert!(s.batch_for_traffic_intensity(FLOP_PER_BYTE.of(700.0)).is_err());\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DenseLayerBuilder;
        fn to_builder(&self) -> DenseLayerBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.in_features,
                    &self.out_features,
                    &self.bytes_per_weight,
                    &self.batch_size,
                    &self.activation_bytes_per_value,
                ],
                &[
                    &values.weights,
                    &values.biases,
                    &values.parameters,
                    &values.macs_per_example,
                    &values.weight_bytes,
                    &values.intensity,
                    &values.activation_width,
                    &values.flops,
                    &values.input_bytes,
                    &values.output_bytes,
                    &values.traffic_bytes,
                    &values.traffic_intensity,
                    &values.traffic_intensity_limit,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "batch_for_intensity" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.batch_for_intensity(a0), &__METHODS[0])
                }
                "batch_for_traffic_intensity" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(
                        self.batch_for_traffic_intensity(a0),
                        &__METHODS[1],
                    )
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
                "intensity" => Some(Ok(self.__explain_intensity())),
                "batch_for_intensity" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_batch_for_intensity(a0)),
                    )
                }
                "activation_width" => Some(Ok(self.__explain_activation_width())),
                "traffic_intensity_limit" => {
                    Some(Ok(self.__explain_traffic_intensity_limit()))
                }
                _ => None,
            }
        }
    }
    __c::glue!(DenseLayer);
};
