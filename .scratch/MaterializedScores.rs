/**Attention scores stored in full (no fused attention kernel): what one layer and all layers hold, against a device's labeled memory.

# Equation

scores per layer = S²·heads; layer bytes = scores × bytes_per_score; total = layer bytes × layers; multiple = layer bytes ÷ labeled capacity

# Assumptions

- Every head of a layer keeps its whole S×S score matrix at once.
- The device's memory is counted as its label prints it: binary gigabytes read as decimal (80 GiB as 80 GB), as the reference's chapters count shares of a device.
- The counts are at least 1 and the byte width above zero; `layer_device_multiple` needs `hardware` and is an error naming it otherwise.

# Excludes

- The queries, keys and values themselves, and any recomputation or tiling that avoids storing the scores.

# Derivation

- Each of the S queries scores each of the S keys, per head.

# Examples

```rust
// Twelve heads at 100,000 tokens
use mlsysim_compute::attention::twelve_head_scores_at_100k_tokens;

let s = twelve_head_scores_at_100k_tokens()?;
assert_eq!(s.scores_per_layer()?, 120_000_000_000);
assert!((s.layer_device_multiple()? - 3.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MaterializedScores {
    ///Tokens of the sequence (S). *Allowed >= 1.*
    pub seq_len: u32,
    ///Attention heads per layer. *Allowed >= 1.*
    pub heads: u32,
    ///Layers of the model. *Allowed >= 1.*
    pub layers: u32,
    ///Storage width of one score. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_score: Information,
    ///The device the scores are compared with. *Optional (absent by default).*
    pub hardware: Option<&'static HardwareNode>,
}
///Builds a [`MaterializedScores`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MaterializedScoresBuilder {
    seq_len: ::core::option::Option<u32>,
    heads: ::core::option::Option<u32>,
    layers: ::core::option::Option<u32>,
    bytes_per_score: ::core::option::Option<Information>,
    hardware: ::core::option::Option<&'static HardwareNode>,
}
///Every property of a [`MaterializedScores`], each computed once (see [`MaterializedScores::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MaterializedScoresValues<'a> {
    scenario: &'a MaterializedScores,
    ///Scores of one layer, all heads.
    pub scores_per_layer: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of one layer's scores.
    pub layer_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of all layers' scores.
    pub total_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///One layer's scores in units of the device's labeled memory.
    pub layer_device_multiple: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "seq_len",
            ty: "u32",
            doc: "Tokens of the sequence (S).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "heads",
            ty: "u32",
            doc: "Attention heads per layer.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "layers",
            ty: "u32",
            doc: "Layers of the model.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_score",
            ty: "Information",
            doc: "Storage width of one score.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "Option<&'static HardwareNode>",
            doc: "The device the scores are compared with.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "scores_per_layer",
            doc: "Scores of one layer, all heads.",
            equation: "pow(seq_len, 2) * heads",
            result_type: "i64",
            depends_on: &["seq_len", "heads"],
            calls: &["pow"],
            template: "pow({seq_len}, 2) * {heads}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "layer_bytes",
            doc: "Bytes of one layer's scores.",
            equation: "attention_score_bytes(seq_len, heads, bytes_per_score)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["seq_len", "heads", "bytes_per_score"],
            calls: &["attention_score_bytes"],
            template: "attention_score_bytes({seq_len}, {heads}, {bytes_per_score})",
            named_calls: "attention_score_bytes(seq_len, heads, bytes_per_score)",
            operation: "result of `attention_score_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_bytes",
            doc: "Bytes of all layers' scores.",
            equation: "layer_bytes * layers",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["layers", "layer_bytes"],
            template: "{layer_bytes} * {layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "layer_device_multiple",
            doc: "One layer's scores in units of the device's labeled memory.",
            equation: "layer_bytes / labeled_memory_capacity(hardware)",
            result_type: "f64",
            depends_on: &["hardware", "layer_bytes"],
            requires: &["hardware"],
            calls: &["labeled_memory_capacity"],
            template: "{layer_bytes} / labeled_memory_capacity({hardware})",
            named_calls: "labeled_memory_capacity(hardware)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl MaterializedScores {
        ///Starts a [`MaterializedScoresBuilder`]; required inputs must be set before [`MaterializedScoresBuilder::build`].
        #[must_use]
        pub fn builder() -> MaterializedScoresBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MaterializedScoresBuilder {
            MaterializedScoresBuilder {
                seq_len: Some(__Clone::clone(&self.seq_len)),
                heads: Some(__Clone::clone(&self.heads)),
                layers: Some(__Clone::clone(&self.layers)),
                bytes_per_score: Some(__Clone::clone(&self.bytes_per_score)),
                hardware: __Clone::clone(&self.hardware),
            }
        }
        ///Scores of one layer, all heads. Equation: `pow(seq_len, 2) * heads`.
        #[inline]
        pub fn scores_per_layer(&self) -> __Result<i64, __c::EvalError> {
            let seq_len = __Clone::clone(&self.seq_len);
            let heads = __Clone::clone(&self.heads);
            struct scores_per_layer {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    scores_per_layer,
                >(::mlsysim_core::equation::pow(seq_len, 2)?.eq_mul(heads)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes of one layer's scores. Equation: `attention_score_bytes(seq_len, heads, bytes_per_score)`.
        #[inline]
        pub fn layer_bytes(&self) -> __Result<Information, __c::EvalError> {
            let seq_len = __Clone::clone(&self.seq_len);
            let heads = __Clone::clone(&self.heads);
            let bytes_per_score = __Clone::clone(&self.bytes_per_score);
            struct layer_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    layer_bytes,
                >(
                    ::mlsysim_core::equation::attention_score_bytes(
                        seq_len,
                        heads,
                        bytes_per_score,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes of all layers' scores. Equation: `layer_bytes * layers`.
        #[inline]
        pub fn total_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_total_bytes(self.layer_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_total_bytes(
            &self,
            layer_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let layers = __Clone::clone(&self.layers);
            struct total_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    total_bytes,
                >(layer_bytes.eq_mul(layers)?))(),
                &__PROPERTIES[2],
            )
        }
        ///One layer's scores in units of the device's labeled memory. Equation: `layer_bytes / labeled_memory_capacity(hardware)`. Requires `hardware` (an error names the absent one).
        #[inline]
        pub fn layer_device_multiple(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_layer_device_multiple(self.layer_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_layer_device_multiple(
            &self,
            layer_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            let hardware = __c::present(
                &self.hardware,
                "layer_device_multiple",
                "hardware",
            )?;
            struct layer_device_multiple {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    layer_device_multiple,
                >(
                    layer_bytes
                        .eq_div(
                            ::mlsysim_core::equation::labeled_memory_capacity(hardware)?,
                        )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MaterializedScoresValues`].
        #[must_use]
        pub fn evaluate(&self) -> MaterializedScoresValues<'_> {
            let scores_per_layer = self.scores_per_layer();
            let layer_bytes = self.layer_bytes();
            let total_bytes = __c::after(
                (&layer_bytes,),
                |(v0,)| self.__eq_total_bytes(v0),
            );
            let layer_device_multiple = __c::after(
                (&layer_bytes,),
                |(v0,)| self.__eq_layer_device_multiple(v0),
            );
            MaterializedScoresValues {
                scenario: self,
                scores_per_layer,
                layer_bytes,
                total_bytes,
                layer_device_multiple,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.seq_len, &__INPUTS[0])?;
            __c::bounded_plain(&self.heads, &__INPUTS[1])?;
            __c::bounded_plain(&self.layers, &__INPUTS[2])?;
            __c::bounded(&self.bytes_per_score, &__INPUTS[3])?;
            __c::finite(&self.hardware, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_scores_per_layer(&self) -> __c::Parts {
            __c::traced(
                self.scores_per_layer(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "pow", args :
                    ::std::vec![__c::Operand::Name("seq_len"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 2; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl MaterializedScoresBuilder {
        ///Sets `seq_len`: Tokens of the sequence (S).
        #[must_use]
        pub fn seq_len(mut self, value: u32) -> Self {
            self.seq_len = Some(value);
            self
        }
        ///Sets `heads`: Attention heads per layer.
        #[must_use]
        pub fn heads(mut self, value: u32) -> Self {
            self.heads = Some(value);
            self
        }
        ///Sets `layers`: Layers of the model.
        #[must_use]
        pub fn layers(mut self, value: u32) -> Self {
            self.layers = Some(value);
            self
        }
        ///Sets `bytes_per_score`: Storage width of one score.
        #[must_use]
        pub fn bytes_per_score(mut self, value: Information) -> Self {
            self.bytes_per_score = Some(value);
            self
        }
        ///Sets `hardware`: The device the scores are compared with.
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
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MaterializedScores, __c::InputError> {
            let scenario = MaterializedScores {
                seq_len: __c::given(self.seq_len, "seq_len")?,
                heads: __c::given(self.heads, "heads")?,
                layers: __c::given(self.layers, "layers")?,
                bytes_per_score: __c::given(self.bytes_per_score, "bytes_per_score")?,
                hardware: self.hardware,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MaterializedScoresBuilder {
        type Scenario = MaterializedScores;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "seq_len" => self.seq_len = __c::set(value, &__INPUTS[0])?,
                "heads" => self.heads = __c::set(value, &__INPUTS[1])?,
                "layers" => self.layers = __c::set(value, &__INPUTS[2])?,
                "bytes_per_score" => {
                    self.bytes_per_score = __c::set(value, &__INPUTS[3])?;
                }
                "hardware" => self.hardware = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MaterializedScores, __c::InputError> {
            MaterializedScoresBuilder::build(self)
        }
    }
    impl<'a> MaterializedScoresValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MaterializedScores {
            self.scenario
        }
    }
    impl __c::Scenario for MaterializedScores {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MaterializedScores",
            family: &ATTENTION,
            summary: "Attention scores stored in full (no fused attention kernel): what one layer and all layers hold, against a device's labeled memory.",
            description: "",
            notes: __c::meta::Notes {
                equation: "scores per layer = S²·heads; layer bytes = scores × bytes_per_score; total = layer bytes × layers; multiple = layer bytes ÷ labeled capacity",
                assumptions: &[
                    "Every head of a layer keeps its whole S×S score matrix at once.",
                    "The device's memory is counted as its label prints it: binary gigabytes read as decimal (80 GiB as 80 GB), as the reference's chapters count shares of a device.",
                    "The counts are at least 1 and the byte width above zero; `layer_device_multiple` needs `hardware` and is an error naming it otherwise.",
                ],
                rules: __RULES,
                excludes: &[
                    "The queries, keys and values themselves, and any recomputation or tiling that avoids storing the scores.",
                ],
                derivation: &[
                    "Each of the S queries scores each of the S keys, per head.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Twelve heads at 100,000 tokens",
                    code: "// Twelve heads at 100,000 tokens\nuse mlsysim_compute::attention::twelve_head_scores_at_100k_tokens;\n\nlet s = twelve_head_scores_at_100k_tokens()?;\nassert_eq!(s.scores_per_layer()?, 120_000_000_000);\nassert!((s.layer_device_multiple()? - 3.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MaterializedScoresBuilder;
        fn to_builder(&self) -> MaterializedScoresBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.seq_len,
                    &self.heads,
                    &self.layers,
                    &self.bytes_per_score,
                    &self.hardware,
                ],
                &[
                    &values.scores_per_layer,
                    &values.layer_bytes,
                    &values.total_bytes,
                    &values.layer_device_multiple,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "scores_per_layer" => Some(Ok(self.__explain_scores_per_layer())),
                _ => None,
            }
        }
    }
    __c::glue!(MaterializedScores);
};
