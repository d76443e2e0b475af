/**Three memories of a transformer on one device as its context grows: the fixed weights, the key-value cache (linear in tokens) and one layer's stored scores for all heads (quadratic), and the token counts where they cross.

# Equation

kv crossing = weights ÷ KV per token; score crossing = √(capacity ÷ (heads × bytes)); kv-score crossing = KV per token ÷ (heads × bytes)

# Assumptions

- The cache per token is the registry transformer's (see KvFootprint); one layer's scores take heads × bytes_per_value per token pair.
- The score crossing divides the device's true capacity (80 GiB for an H100), not its label, as the reference does here while other scenarios of the section use the label.

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)

# Excludes

- Activations beyond the scores, and the device memory the weights and cache already take when the scores fill it.

# Derivation

- A cache linear in S meets a fixed weight size at S = weights ÷ per token; S² score pairs fill a capacity C at S = √(C ÷ bytes per pair); the cache and the scores meet where S·per token = S²·bytes per pair.

# Examples

```rust
// GPT-2 XL on one H100
use mlsysim_compute::attention::gpt2_xl_context_memory_on_h100;

let s = gpt2_xl_context_memory_on_h100()?;
assert_eq!(s.kv_crossing()?, 9765.625);
assert_eq!(s.kv_score_crossing()?, 6144.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ContextMemoryCrossing {
    ///The transformer.
    pub workload: &'static Workload,
    ///The device it runs on.
    pub hardware: &'static HardwareNode,
    ///Storage width of one weight, cached value and score. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_value: Information,
}
///Builds a [`ContextMemoryCrossing`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ContextMemoryCrossingBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    bytes_per_value: ::core::option::Option<Information>,
}
///Every property of a [`ContextMemoryCrossing`], each computed once (see [`ContextMemoryCrossing::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ContextMemoryCrossingValues<'a> {
    scenario: &'a ContextMemoryCrossing,
    ///Bytes of the weights.
    pub weights: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Cache of one token.
    pub kv_per_token: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///One layer's stored scores for one token pair, all query heads.
    pub score_bytes_per_pair: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Tokens at which the cache equals the weights.
    pub kv_crossing: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Tokens at which one layer's stored scores fill the device.
    pub score_crossing: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Tokens at which the cache equals one layer's scores.
    pub kv_score_crossing: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The transformer.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The device it runs on.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_value",
            ty: "Information",
            doc: "Storage width of one weight, cached value and score.",
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
            doc: "Bytes of the weights.",
            equation: "weight_bytes(workload, bytes_per_value)",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "bytes_per_value"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {bytes_per_value})",
            named_calls: "weight_bytes(workload, bytes_per_value)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_token",
            doc: "Cache of one token.",
            equation: "model_kv_cache(workload, 1, 1, bytes_per_value)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "bytes_per_value"],
            calls: &["model_kv_cache"],
            template: "model_kv_cache({workload}, 1, 1, {bytes_per_value})",
            operation: "result of `model_kv_cache`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "score_bytes_per_pair",
            doc: "One layer's stored scores for one token pair, all query heads.",
            equation: "attention_score_bytes(1, workload.geometry().heads, bytes_per_value)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "bytes_per_value"],
            reaches: &[("workload", "geometry")],
            calls: &["attention_score_bytes"],
            template: "attention_score_bytes(1, {#0 workload.geometry().heads}, {bytes_per_value})",
            operation: "result of `attention_score_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_crossing",
            doc: "Tokens at which the cache equals the weights.",
            equation: "weights / kv_per_token",
            result_type: "f64",
            depends_on: &["weights", "kv_per_token"],
            template: "{weights} / {kv_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "score_crossing",
            doc: "Tokens at which one layer's stored scores fill the device.",
            equation: "sqrt(hardware.memory_capacity / score_bytes_per_pair)",
            result_type: "f64",
            depends_on: &["hardware", "score_bytes_per_pair"],
            calls: &["sqrt"],
            template: "sqrt({#0 hardware.memory_capacity} / {score_bytes_per_pair})",
            operation: "result of `sqrt`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_score_crossing",
            doc: "Tokens at which the cache equals one layer's scores.",
            equation: "kv_per_token / score_bytes_per_pair",
            result_type: "f64",
            depends_on: &["kv_per_token", "score_bytes_per_pair"],
            template: "{kv_per_token} / {score_bytes_per_pair}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer",
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
    impl ContextMemoryCrossing {
        ///Starts a [`ContextMemoryCrossingBuilder`]; required inputs must be set before [`ContextMemoryCrossingBuilder::build`].
        #[must_use]
        pub fn builder() -> ContextMemoryCrossingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ContextMemoryCrossingBuilder {
            ContextMemoryCrossingBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                bytes_per_value: Some(__Clone::clone(&self.bytes_per_value)),
            }
        }
        ///Bytes of the weights. Equation: `weight_bytes(workload, bytes_per_value)`.
        #[inline]
        pub fn weights(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    weights,
                >(::mlsysim_core::equation::weight_bytes(workload, bytes_per_value)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Cache of one token. Equation: `model_kv_cache(workload, 1, 1, bytes_per_value)`.
        #[inline]
        pub fn kv_per_token(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct kv_per_token {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_token,
                >(
                    ::mlsysim_core::equation::model_kv_cache(
                        workload,
                        1,
                        1,
                        bytes_per_value,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///One layer's stored scores for one token pair, all query heads. Equation: `attention_score_bytes(1, workload.geometry().heads, bytes_per_value)`.
        #[inline]
        pub fn score_bytes_per_pair(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct score_bytes_per_pair {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    score_bytes_per_pair,
                >(
                    ::mlsysim_core::equation::attention_score_bytes(
                        1,
                        workload.geometry()?.heads,
                        bytes_per_value,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Tokens at which the cache equals the weights. Equation: `weights / kv_per_token`.
        #[inline]
        pub fn kv_crossing(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_kv_crossing(self.weights()?, self.kv_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_kv_crossing(
            &self,
            weights: DataSize,
            kv_per_token: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct kv_crossing {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    kv_crossing,
                >(weights.eq_div(kv_per_token)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Tokens at which one layer's stored scores fill the device. Equation: `sqrt(hardware.memory_capacity / score_bytes_per_pair)`.
        #[inline]
        pub fn score_crossing(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_score_crossing(self.score_bytes_per_pair()?)
        }
        #[doc(hidden)]
        fn __eq_score_crossing(
            &self,
            score_bytes_per_pair: Information,
        ) -> __Result<f64, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct score_crossing {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    score_crossing,
                >(
                    ::mlsysim_core::equation::sqrt(
                        hardware.memory_capacity.eq_div(score_bytes_per_pair)?,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Tokens at which the cache equals one layer's scores. Equation: `kv_per_token / score_bytes_per_pair`.
        #[inline]
        pub fn kv_score_crossing(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_kv_score_crossing(
                self.kv_per_token()?,
                self.score_bytes_per_pair()?,
            )
        }
        #[doc(hidden)]
        fn __eq_kv_score_crossing(
            &self,
            kv_per_token: Information,
            score_bytes_per_pair: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct kv_score_crossing {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    kv_score_crossing,
                >(kv_per_token.eq_div(score_bytes_per_pair)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ContextMemoryCrossingValues`].
        #[must_use]
        pub fn evaluate(&self) -> ContextMemoryCrossingValues<'_> {
            let weights = self.weights();
            let kv_per_token = self.kv_per_token();
            let score_bytes_per_pair = self.score_bytes_per_pair();
            let kv_crossing = __c::after(
                (&weights, &kv_per_token),
                |(v0, v1)| self.__eq_kv_crossing(v0, v1),
            );
            let score_crossing = __c::after(
                (&score_bytes_per_pair,),
                |(v0,)| self.__eq_score_crossing(v0),
            );
            let kv_score_crossing = __c::after(
                (&kv_per_token, &score_bytes_per_pair),
                |(v0, v1)| self.__eq_kv_score_crossing(v0, v1),
            );
            ContextMemoryCrossingValues {
                scenario: self,
                weights,
                kv_per_token,
                score_bytes_per_pair,
                kv_crossing,
                score_crossing,
                kv_score_crossing,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_value, &__INPUTS[2])?;
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
        fn __explain_kv_per_token(&self) -> __c::Parts {
            __c::traced(
                self.kv_per_token(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "model_kv_cache", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()),
                    __c::Operand::Name("bytes_per_value")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_score_bytes_per_pair(&self) -> __c::Parts {
            __c::traced(
                self.score_bytes_per_pair(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .heads; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "attention_score_bytes", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.geometry() ? .heads; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("bytes_per_value")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_score_crossing(&self) -> __c::Parts {
            __c::traced(
                self.score_crossing(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_capacity; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "sqrt", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let score_bytes_per_pair = self
                    .score_bytes_per_pair() ?; let part = hardware.memory_capacity
                    .eq_div(score_bytes_per_pair) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
    }
    impl ContextMemoryCrossingBuilder {
        ///Sets `workload`: The transformer.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `hardware`: The device it runs on.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `bytes_per_value`: Storage width of one weight, cached value and score.
        #[must_use]
        pub fn bytes_per_value(mut self, value: Information) -> Self {
            self.bytes_per_value = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ContextMemoryCrossing, __c::InputError> {
            let scenario = ContextMemoryCrossing {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                bytes_per_value: __c::given(self.bytes_per_value, "bytes_per_value")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ContextMemoryCrossingBuilder {
        type Scenario = ContextMemoryCrossing;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "bytes_per_value" => {
                    self.bytes_per_value = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ContextMemoryCrossing, __c::InputError> {
            ContextMemoryCrossingBuilder::build(self)
        }
    }
    impl<'a> ContextMemoryCrossingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ContextMemoryCrossing {
            self.scenario
        }
    }
    impl __c::Scenario for ContextMemoryCrossing {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ContextMemoryCrossing",
            family: &ATTENTION,
            summary: "Three memories of a transformer on one device as its context grows: the fixed weights, the key-value cache (linear in tokens) and one layer's stored scores for all heads (quadratic), and the token counts where they cross.",
            description: "",
            notes: __c::meta::Notes {
                equation: "kv crossing = weights ÷ KV per token; score crossing = √(capacity ÷ (heads × bytes)); kv-score crossing = KV per token ÷ (heads × bytes)",
                assumptions: &[
                    "The cache per token is the registry transformer's (see KvFootprint); one layer's scores take heads × bytes_per_value per token pair.",
                    "The score crossing divides the device's true capacity (80 GiB for an H100), not its label, as the reference does here while other scenarios of the section use the label.",
                ],
                rules: __RULES,
                excludes: &[
                    "Activations beyond the scores, and the device memory the weights and cache already take when the scores fill it.",
                ],
                derivation: &[
                    "A cache linear in S meets a fixed weight size at S = weights ÷ per token; S² score pairs fill a capacity C at S = √(C ÷ bytes per pair); the cache and the scores meet where S·per token = S²·bytes per pair.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-2 XL on one H100",
                    code: "// GPT-2 XL on one H100\nuse mlsysim_compute::attention::gpt2_xl_context_memory_on_h100;\n\nlet s = gpt2_xl_context_memory_on_h100()?;\nassert_eq!(s.kv_crossing()?, 9765.625);\nassert_eq!(s.kv_score_crossing()?, 6144.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ContextMemoryCrossingBuilder;
        fn to_builder(&self) -> ContextMemoryCrossingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.workload, &self.hardware, &self.bytes_per_value],
                &[
                    &values.weights,
                    &values.kv_per_token,
                    &values.score_bytes_per_pair,
                    &values.kv_crossing,
                    &values.score_crossing,
                    &values.kv_score_crossing,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "kv_per_token" => Some(Ok(self.__explain_kv_per_token())),
                "score_bytes_per_pair" => Some(Ok(self.__explain_score_bytes_per_pair())),
                "score_crossing" => Some(Ok(self.__explain_score_crossing())),
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
    __c::glue!(ContextMemoryCrossing);
};
