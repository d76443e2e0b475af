/**The weight bytes of a mixture-of-experts model, resident and read per token, against a dense model that reads every weight each step.

Every expert stays resident, but a token reads only the active parameters; a dense model of
`dense_parameters` reads all of its weights. The ratios are payload counts, not latencies.

# Equation

resident = P × width; active = P_active × width; dense = P_dense × width; ratios = resident ÷ active, dense ÷ active

# Assumptions

- Every weight is stored at `bytes_per_param`, experts and shared layers alike.

# Rules across inputs

- `workload` is a mixture-of-experts model with its active parameters in the registry (`workload.experts.is_some()`)

# Excludes

- The KV cache, activations, and the routing that decides which experts a token reads.

# Derivation

- Bytes are parameters times the bytes of each.

# Examples

```rust
// DeepSeek-V3 keeps 18 times the bytes a token reads
use mlsysim_cluster::expansion::deep_seek_v3_weight_traffic;

let s = deep_seek_v3_weight_traffic()?;
assert!((s.resident_to_active()? - 18.135135135135137).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ExpertWeightTraffic {
    ///The mixture-of-experts model.
    pub workload: &'static Workload,
    ///Parameters of the dense model compared. *Allowed >= 1.0.*
    pub dense_parameters: f64,
    ///Bytes of one stored parameter. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_param: Information,
}
///Builds a [`ExpertWeightTraffic`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ExpertWeightTrafficBuilder {
    workload: ::core::option::Option<&'static Workload>,
    dense_parameters: ::core::option::Option<f64>,
    bytes_per_param: ::core::option::Option<Information>,
}
///Every property of a [`ExpertWeightTraffic`], each computed once (see [`ExpertWeightTraffic::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ExpertWeightTrafficValues<'a> {
    scenario: &'a ExpertWeightTraffic,
    ///Bytes of every expert, resident.
    pub resident_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes one token reads: the active parameters.
    pub active_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes the dense model reads each step.
    pub dense_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///How many times the bytes read the bytes resident are.
    pub resident_to_active: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times the mixture's bytes read the dense model's are.
    pub dense_to_active: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The mixture-of-experts model.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dense_parameters",
            ty: "f64",
            doc: "Parameters of the dense model compared.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1.0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Information",
            doc: "Bytes of one stored parameter.",
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
            name: "resident_bytes",
            doc: "Bytes of every expert, resident.",
            equation: "memory_from_params(workload.parameter_count(), bytes_per_param)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "bytes_per_param"],
            reaches: &[("workload", "parameter_count")],
            calls: &["memory_from_params"],
            template: "memory_from_params({#0 workload.parameter_count()}, {bytes_per_param})",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "active_bytes",
            doc: "Bytes one token reads: the active parameters.",
            equation: "memory_from_params(\n    from_registry(\n        workload.experts.map(|e| e.active_parameters),\n        \"active parameters\",\n        workload.path,\n    ),\n    bytes_per_param,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "bytes_per_param"],
            calls: &["memory_from_params", "from_registry"],
            template: "memory_from_params(\n    from_registry(\n        {#0 workload.experts}.map(|e| e.active_parameters),\n        \"active parameters\",\n        {#1 workload.path},\n    ),\n    {bytes_per_param},\n)",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dense_bytes",
            doc: "Bytes the dense model reads each step.",
            equation: "memory_from_params(dense_parameters, bytes_per_param)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["dense_parameters", "bytes_per_param"],
            calls: &["memory_from_params"],
            template: "memory_from_params({dense_parameters}, {bytes_per_param})",
            named_calls: "memory_from_params(dense_parameters, bytes_per_param)",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "resident_to_active",
            doc: "How many times the bytes read the bytes resident are.",
            equation: "resident_bytes / active_bytes",
            result_type: "f64",
            depends_on: &["resident_bytes", "active_bytes"],
            template: "{resident_bytes} / {active_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dense_to_active",
            doc: "How many times the mixture's bytes read the dense model's are.",
            equation: "dense_bytes / active_bytes",
            result_type: "f64",
            depends_on: &["dense_bytes", "active_bytes"],
            template: "{dense_bytes} / {active_bytes}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a mixture-of-experts model with its active parameters in the registry",
            condition: "workload.experts.is_some()",
            inputs: &["workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ExpertWeightTraffic {
        ///Starts a [`ExpertWeightTrafficBuilder`]; required inputs must be set before [`ExpertWeightTrafficBuilder::build`].
        #[must_use]
        pub fn builder() -> ExpertWeightTrafficBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ExpertWeightTrafficBuilder {
            ExpertWeightTrafficBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                dense_parameters: Some(__Clone::clone(&self.dense_parameters)),
                bytes_per_param: Some(__Clone::clone(&self.bytes_per_param)),
            }
        }
        ///Bytes of every expert, resident. Equation: `memory_from_params(workload.parameter_count(), bytes_per_param)`.
        #[inline]
        pub fn resident_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct resident_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    resident_bytes,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        workload.parameter_count()?,
                        bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**Bytes one token reads: the active parameters.

Equation:

```text
memory_from_params(
    from_registry(
        workload.experts.map(|e| e.active_parameters),
        "active parameters",
        workload.path,
    ),
    bytes_per_param,
)
```
*/
        #[inline]
        pub fn active_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct active_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    active_bytes,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        ::mlsysim_core::equation::from_registry(
                            workload.experts.map(|e| e.active_parameters),
                            "active parameters",
                            workload.path,
                        )?,
                        bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes the dense model reads each step. Equation: `memory_from_params(dense_parameters, bytes_per_param)`.
        #[inline]
        pub fn dense_bytes(&self) -> __Result<Information, __c::EvalError> {
            let dense_parameters = __Clone::clone(&self.dense_parameters);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct dense_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    dense_bytes,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        dense_parameters,
                        bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///How many times the bytes read the bytes resident are. Equation: `resident_bytes / active_bytes`.
        #[inline]
        pub fn resident_to_active(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_resident_to_active(self.resident_bytes()?, self.active_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_resident_to_active(
            &self,
            resident_bytes: Information,
            active_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct resident_to_active {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    resident_to_active,
                >(resident_bytes.eq_div(active_bytes)?))(),
                &__PROPERTIES[3],
            )
        }
        ///How many times the mixture's bytes read the dense model's are. Equation: `dense_bytes / active_bytes`.
        #[inline]
        pub fn dense_to_active(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_dense_to_active(self.dense_bytes()?, self.active_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_dense_to_active(
            &self,
            dense_bytes: Information,
            active_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct dense_to_active {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    dense_to_active,
                >(dense_bytes.eq_div(active_bytes)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ExpertWeightTrafficValues`].
        #[must_use]
        pub fn evaluate(&self) -> ExpertWeightTrafficValues<'_> {
            let resident_bytes = self.resident_bytes();
            let active_bytes = self.active_bytes();
            let dense_bytes = self.dense_bytes();
            let resident_to_active = __c::after(
                (&resident_bytes, &active_bytes),
                |(v0, v1)| self.__eq_resident_to_active(v0, v1),
            );
            let dense_to_active = __c::after(
                (&dense_bytes, &active_bytes),
                |(v0, v1)| self.__eq_dense_to_active(v0, v1),
            );
            ExpertWeightTrafficValues {
                scenario: self,
                resident_bytes,
                active_bytes,
                dense_bytes,
                resident_to_active,
                dense_to_active,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.dense_parameters, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[2])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.experts.is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_resident_bytes(&self) -> __c::Parts {
            __c::traced(
                self.resident_bytes(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "memory_from_params", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Name("bytes_per_param")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_active_bytes(&self) -> __c::Parts {
            __c::traced(
                self.active_bytes(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.experts; Ok((& __c::Showing(& part, None)).__shown()) }) (),
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl ExpertWeightTrafficBuilder {
        ///Sets `workload`: The mixture-of-experts model.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `dense_parameters`: Parameters of the dense model compared.
        #[must_use]
        pub fn dense_parameters(mut self, value: f64) -> Self {
            self.dense_parameters = Some(value);
            self
        }
        ///Sets `bytes_per_param`: Bytes of one stored parameter.
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ExpertWeightTraffic, __c::InputError> {
            let scenario = ExpertWeightTraffic {
                workload: __c::given(self.workload, "workload")?,
                dense_parameters: __c::given(self.dense_parameters, "dense_parameters")?,
                bytes_per_param: __c::given(self.bytes_per_param, "bytes_per_param")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ExpertWeightTrafficBuilder {
        type Scenario = ExpertWeightTraffic;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "dense_parameters" => {
                    self.dense_parameters = __c::set(value, &__INPUTS[1])?;
                }
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ExpertWeightTraffic, __c::InputError> {
            ExpertWeightTrafficBuilder::build(self)
        }
    }
    impl<'a> ExpertWeightTrafficValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ExpertWeightTraffic {
            self.scenario
        }
    }
    impl __c::Scenario for ExpertWeightTraffic {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ExpertWeightTraffic",
            family: &EXPANSION,
            summary: "The weight bytes of a mixture-of-experts model, resident and read per token, against a dense model that reads every weight each step.",
            description: "Every expert stays resident, but a token reads only the active parameters; a dense model of\n`dense_parameters` reads all of its weights. The ratios are payload counts, not latencies.",
            notes: __c::meta::Notes {
                equation: "resident = P × width; active = P_active × width; dense = P_dense × width; ratios = resident ÷ active, dense ÷ active",
                assumptions: &[
                    "Every weight is stored at `bytes_per_param`, experts and shared layers alike.",
                ],
                rules: __RULES,
                excludes: &[
                    "The KV cache, activations, and the routing that decides which experts a token reads.",
                ],
                derivation: &["Bytes are parameters times the bytes of each."],
            },
            examples: &[
                __c::meta::Example {
                    title: "DeepSeek-V3 keeps 18 times the bytes a token reads",
                    code: "// DeepSeek-V3 keeps 18 times the bytes a token reads\nuse mlsysim_cluster::expansion::deep_seek_v3_weight_traffic;\n\nlet s = deep_seek_v3_weight_traffic()?;\nassert!((s.resident_to_active()? - 18.135135135135137).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ExpertWeightTrafficBuilder;
        fn to_builder(&self) -> ExpertWeightTrafficBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.workload, &self.dense_parameters, &self.bytes_per_param],
                &[
                    &values.resident_bytes,
                    &values.active_bytes,
                    &values.dense_bytes,
                    &values.resident_to_active,
                    &values.dense_to_active,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "resident_bytes" => Some(Ok(self.__explain_resident_bytes())),
                "active_bytes" => Some(Ok(self.__explain_active_bytes())),
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
    __c::glue!(ExpertWeightTraffic);
};
