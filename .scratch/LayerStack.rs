/**The weights of a network of convolution layers followed by dense layers, input first, and the share in the dense part.

Only the layers' weights are read (biases aside); their batches and byte widths do not
matter here. A multilayer perceptron has no convolution layers; a small CNN ends in a dense
classifier head, which holds most of its weights.

# Equation

conv weights = Σ k²·Ci·Co; dense weights = Σ n·m; dense share = dense ÷ (conv + dense); widths = [n₀, m₀, m₁, …]

# Assumptions

- Biases are left out.
- The reference checks none of the rules across inputs.

# Rules across inputs

- `dense_layers` lists at least one layer (`!dense_layers.is_empty()`)
- each layer of `dense_layers` takes as many inputs as the one before gives outputs (`dense_layers     .windows(2)     .all(|pair| match pair {         [before, after] => before.out_features == after.in_features,         _ => true,     })`)
- each layer of `conv_layers` takes as many channels as the one before gives (`conv_layers     .windows(2)     .all(|pair| match pair {         [before, after] => before.out_channels == after.in_channels,         _ => true,     })`)
- the first layer of `dense_layers` takes a whole number of the last convolution's feature maps (flattened after any pooling) (`dense_layers     .first()     .zip(conv_layers.last())     .is_none_or(|(first, last)| first.in_features % last.out_channels == 0)`)

# Excludes

- Pooling, normalization and activation layers, which hold no weights here.

# Derivation

- Weights add across layers; a convolution's weights do not depend on its input's size, a dense layer's grow with it.

# Examples

```rust
// A small CNN's weights sit in its head
use mlsysim_compute::layers::mnist_small_cnn;

let s = mnist_small_cnn()?;
assert_eq!(s.widths()?, [3136, 128, 10]);
assert_eq!(s.conv_weights()?, 18_720);
assert!(s.dense_share()? > 0.95);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LayerStack {
    ///Convolution layers, input first, as ConvLayer presets or tables of their inputs. *Default `Vec::new()`.*
    pub conv_layers: Vec<ConvLayer>,
    ///Dense layers, input first, as DenseLayer presets or tables of their inputs.
    pub dense_layers: Vec<DenseLayer>,
}
///Builds a [`LayerStack`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct LayerStackBuilder {
    conv_layers: ::core::option::Option<Vec<ConvLayer>>,
    dense_layers: ::core::option::Option<Vec<DenseLayer>>,
}
///Every property of a [`LayerStack`], each computed once (see [`LayerStack::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LayerStackValues<'a> {
    scenario: &'a LayerStack,
    ///Widths of the dense part, input first.
    pub widths: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
    ///Weights of the convolution layers.
    pub conv_weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Weights of the dense layers.
    pub dense_weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Weights of the whole network.
    pub weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Multiply-adds of the dense layers per example: one per weight.
    pub macs_per_example_dense: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Share of the weights in the dense layers.
    pub dense_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "conv_layers",
            ty: "Vec<ConvLayer>",
            doc: "Convolution layers, input first, as ConvLayer presets or tables of their inputs.",
            default: Some("Vec::new()"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dense_layers",
            ty: "Vec<DenseLayer>",
            doc: "Dense layers, input first, as DenseLayer presets or tables of their inputs.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "widths",
            doc: "Widths of the dense part, input first.",
            equation: "{\n    let mut widths = vec![i64::from(dense_layers[0].in_features)];\n    widths.extend(dense_layers.iter().map(|d| i64::from(d.out_features)));\n    widths\n}",
            result_type: "Vec<i64>",
            depends_on: &["dense_layers"],
            reaches: &[("dense_layers", "iter")],
            template: "{{\n    let mut widths = vec![i64::from(dense_layers[0].in_features)];\n    widths.extend({dense_layers}.iter().map(|d| i64::from(d.out_features)));\n    widths\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "conv_weights",
            doc: "Weights of the convolution layers.",
            equation: "total(&conv_layers.iter().map(|c| c.weights()).collect::<Result<Vec<i64>, _>>())",
            result_type: "i64",
            depends_on: &["conv_layers"],
            reaches: &[("conv_layers", "iter")],
            calls: &["total"],
            template: "total(&{conv_layers}.iter().map(|c| c.weights()).collect::<Result<Vec<i64>, _>>())",
            operation: "result of `total`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dense_weights",
            doc: "Weights of the dense layers.",
            equation: "total(&dense_layers.iter().map(|d| d.weights()).collect::<Result<Vec<i64>, _>>())",
            result_type: "i64",
            depends_on: &["dense_layers"],
            reaches: &[("dense_layers", "iter")],
            calls: &["total"],
            template: "total(&{dense_layers}.iter().map(|d| d.weights()).collect::<Result<Vec<i64>, _>>())",
            operation: "result of `total`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weights",
            doc: "Weights of the whole network.",
            equation: "conv_weights + dense_weights",
            result_type: "i64",
            depends_on: &["conv_weights", "dense_weights"],
            template: "{conv_weights} + {dense_weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "macs_per_example_dense",
            doc: "Multiply-adds of the dense layers per example: one per weight.",
            equation: "dense_weights",
            result_type: "i64",
            depends_on: &["dense_weights"],
            template: "{dense_weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dense_share",
            doc: "Share of the weights in the dense layers.",
            equation: "dense_weights / weights",
            result_type: "f64",
            depends_on: &["dense_weights", "weights"],
            template: "{dense_weights} / {weights}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`dense_layers` lists at least one layer",
            condition: "!dense_layers.is_empty()",
            inputs: &["dense_layers"],
        },
        __c::RuleInfo {
            text: "each layer of `dense_layers` takes as many inputs as the one before gives outputs",
            condition: "dense_layers\n    .windows(2)\n    .all(|pair| match pair {\n        [before, after] => before.out_features == after.in_features,\n        _ => true,\n    })",
            inputs: &["dense_layers"],
        },
        __c::RuleInfo {
            text: "each layer of `conv_layers` takes as many channels as the one before gives",
            condition: "conv_layers\n    .windows(2)\n    .all(|pair| match pair {\n        [before, after] => before.out_channels == after.in_channels,\n        _ => true,\n    })",
            inputs: &["conv_layers"],
        },
        __c::RuleInfo {
            text: "the first layer of `dense_layers` takes a whole number of the last convolution's feature maps (flattened after any pooling)",
            condition: "dense_layers\n    .first()\n    .zip(conv_layers.last())\n    .is_none_or(|(first, last)| first.in_features % last.out_channels == 0)",
            inputs: &["dense_layers", "conv_layers"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl LayerStack {
        ///Starts a [`LayerStackBuilder`]; required inputs must be set before [`LayerStackBuilder::build`].
        #[must_use]
        pub fn builder() -> LayerStackBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> LayerStackBuilder {
            LayerStackBuilder {
                conv_layers: Some(__Clone::clone(&self.conv_layers)),
                dense_layers: Some(__Clone::clone(&self.dense_layers)),
            }
        }
        /**Widths of the dense part, input first.

Equation:

```text
{
    let mut widths = vec![i64::from(dense_layers[0].in_features)];
    widths.extend(dense_layers.iter().map(|d| i64::from(d.out_features)));
    widths
}
```
*/
        #[inline]
        pub fn widths(&self) -> __Result<Vec<i64>, __c::EvalError> {
            let dense_layers = __Clone::clone(&self.dense_layers);
            struct widths {}
            __c::member(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    widths,
                >({
                    let mut widths = vec![i64::from(dense_layers[0].in_features)];
                    widths
                        .extend(dense_layers.iter().map(|d| i64::from(d.out_features)));
                    widths
                }))(),
                &__PROPERTIES[0],
            )
        }
        ///Weights of the convolution layers. Equation: `total(&conv_layers.iter().map(|c| c.weights()).collect::<Result<Vec<i64>, _>>())`.
        #[inline]
        pub fn conv_weights(&self) -> __Result<i64, __c::EvalError> {
            let conv_layers = __Clone::clone(&self.conv_layers);
            struct conv_weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    conv_weights,
                >(
                    ::mlsysim_core::equation::total(
                        &conv_layers
                            .iter()
                            .map(|c| c.weights())
                            .collect::<Result<Vec<i64>, _>>()?,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Weights of the dense layers. Equation: `total(&dense_layers.iter().map(|d| d.weights()).collect::<Result<Vec<i64>, _>>())`.
        #[inline]
        pub fn dense_weights(&self) -> __Result<i64, __c::EvalError> {
            let dense_layers = __Clone::clone(&self.dense_layers);
            struct dense_weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    dense_weights,
                >(
                    ::mlsysim_core::equation::total(
                        &dense_layers
                            .iter()
                            .map(|d| d.weights())
                            .collect::<Result<Vec<i64>, _>>()?,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Weights of the whole network. Equation: `conv_weights + dense_weights`.
        #[inline]
        pub fn weights(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_weights(self.conv_weights()?, self.dense_weights()?)
        }
        #[doc(hidden)]
        fn __eq_weights(
            &self,
            conv_weights: i64,
            dense_weights: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    weights,
                >(conv_weights.eq_add(dense_weights)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Multiply-adds of the dense layers per example: one per weight. Equation: `dense_weights`.
        #[inline]
        pub fn macs_per_example_dense(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_macs_per_example_dense(self.dense_weights()?)
        }
        #[doc(hidden)]
        fn __eq_macs_per_example_dense(
            &self,
            dense_weights: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct macs_per_example_dense {}
            __c::member(
                (|| __c::conform::<i64, _, macs_per_example_dense>(dense_weights))(),
                &__PROPERTIES[4],
            )
        }
        ///Share of the weights in the dense layers. Equation: `dense_weights / weights`.
        #[inline]
        pub fn dense_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_dense_share(self.dense_weights()?, self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_dense_share(
            &self,
            dense_weights: i64,
            weights: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct dense_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    dense_share,
                >(dense_weights.eq_div(weights)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`LayerStackValues`].
        #[must_use]
        pub fn evaluate(&self) -> LayerStackValues<'_> {
            let widths = self.widths();
            let conv_weights = self.conv_weights();
            let dense_weights = self.dense_weights();
            let weights = __c::after(
                (&conv_weights, &dense_weights),
                |(v0, v1)| self.__eq_weights(v0, v1),
            );
            let macs_per_example_dense = __c::after(
                (&dense_weights,),
                |(v0,)| self.__eq_macs_per_example_dense(v0),
            );
            let dense_share = __c::after(
                (&dense_weights, &weights),
                |(v0, v1)| self.__eq_dense_share(v0, v1),
            );
            LayerStackValues {
                scenario: self,
                widths,
                conv_weights,
                dense_weights,
                weights,
                macs_per_example_dense,
                dense_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.conv_layers, &__INPUTS[0])?;
            __c::finite(&self.dense_layers, &__INPUTS[1])?;
            {
                let dense_layers = __Clone::clone(&self.dense_layers);
                __c::rule(
                    !dense_layers.is_empty(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.dense_layers],
                )?;
            }
            {
                let dense_layers = __Clone::clone(&self.dense_layers);
                __c::rule(
                    dense_layers
                        .windows(2)
                        .all(|pair| match pair {
                            [before, after] => before.out_features == after.in_features,
                            _ => true,
                        }),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.dense_layers],
                )?;
            }
            {
                let conv_layers = __Clone::clone(&self.conv_layers);
                __c::rule(
                    conv_layers
                        .windows(2)
                        .all(|pair| match pair {
                            [before, after] => before.out_channels == after.in_channels,
                            _ => true,
                        }),
                    &__RULES[2],
                    __INPUTS,
                    &[&self.conv_layers],
                )?;
            }
            {
                let dense_layers = __Clone::clone(&self.dense_layers);
                let conv_layers = __Clone::clone(&self.conv_layers);
                __c::rule(
                    dense_layers
                        .first()
                        .zip(conv_layers.last())
                        .is_none_or(|(first, last)| {
                            first.in_features % last.out_channels == 0
                        }),
                    &__RULES[3],
                    __INPUTS,
                    &[&self.dense_layers, &self.conv_layers],
                )?;
            }
            Ok(())
        }
    }
    impl LayerStackBuilder {
        ///Sets `conv_layers`: Convolution layers, input first, as ConvLayer presets or tables of their inputs.
        #[must_use]
        pub fn conv_layers(mut self, value: Vec<ConvLayer>) -> Self {
            self.conv_layers = Some(value);
            self
        }
        ///Sets `dense_layers`: Dense layers, input first, as DenseLayer presets or tables of their inputs.
        #[must_use]
        pub fn dense_layers(mut self, value: Vec<DenseLayer>) -> Self {
            self.dense_layers = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<LayerStack, __c::InputError> {
            let scenario = LayerStack {
                conv_layers: self.conv_layers.unwrap_or_else(|| Vec::new()),
                dense_layers: __c::given(self.dense_layers, "dense_layers")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for LayerStackBuilder {
        type Scenario = LayerStack;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "conv_layers" => self.conv_layers = __c::set(value, &__INPUTS[0])?,
                "dense_layers" => self.dense_layers = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<LayerStack, __c::InputError> {
            LayerStackBuilder::build(self)
        }
    }
    impl<'a> LayerStackValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a LayerStack {
            self.scenario
        }
    }
    impl __c::Scenario for LayerStack {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "LayerStack",
            family: &LAYERS,
            summary: "The weights of a network of convolution layers followed by dense layers, input first, and the share in the dense part.",
            description: "Only the layers' weights are read (biases aside); their batches and byte widths do not\nmatter here. A multilayer perceptron has no convolution layers; a small CNN ends in a dense\nclassifier head, which holds most of its weights.",
            notes: __c::meta::Notes {
                equation: "conv weights = Σ k²·Ci·Co; dense weights = Σ n·m; dense share = dense ÷ (conv + dense); widths = [n₀, m₀, m₁, …]",
                assumptions: &[
                    "Biases are left out.",
                    "The reference checks none of the rules across inputs.",
                ],
                rules: __RULES,
                excludes: &[
                    "Pooling, normalization and activation layers, which hold no weights here.",
                ],
                derivation: &[
                    "Weights add across layers; a convolution's weights do not depend on its input's size, a dense layer's grow with it.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A small CNN's weights sit in its head",
                    code: "// A small CNN's weights sit in its head\nuse mlsysim_compute::layers::mnist_small_cnn;\n\nlet s = mnist_small_cnn()?;\nassert_eq!(s.widths()?, [3136, 128, 10]);\nassert_eq!(s.conv_weights()?, 18_720);\nassert!(s.dense_share()? > 0.95);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = LayerStackBuilder;
        fn to_builder(&self) -> LayerStackBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.conv_layers, &self.dense_layers],
                &[
                    &values.widths,
                    &values.conv_weights,
                    &values.dense_weights,
                    &values.weights,
                    &values.macs_per_example_dense,
                    &values.dense_share,
                ],
            )
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "dense_layers" => (&__c::explain::Held(&self.dense_layers)).__held(),
                "conv_layers" => (&__c::explain::Held(&self.conv_layers)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(LayerStack);
};
