/**A run to a quality target with and without gradient compression, on several networks.

Each step is compute plus exposed communication. Compression divides only the communication
by its ratio, and needs 1 + `step_penalty` times the steps to reach the same quality, so it
pays only where communication is a large share of the step.

# Equation

steps compressed = round(steps × (1 + penalty)); step = compute + comm; compressed step = compute + comm ÷ r; change = compressed total ÷ total − 1

# Assumptions

- Nothing overlaps: each step is compute, then communication.
- The compressed step count rounds half to even, as the reference's `round` does.

# Excludes

- The codec's own time (see CompressionPayback).

# Derivation

- The reference's CompressionRunModel.

# Examples

```rust
// INT8 compression wins on the slow network only
use mlsysim_cluster::collectives::int8_compression_run;

let s = int8_compression_run()?;
let changes = s.changes()?;
assert!(changes.get("slow").copied().unwrap() < 0.0);
assert!(changes.get("fast").copied().unwrap() > 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CompressionRun {
    ///Steps to the target without compression. *Allowed >= 1.*
    pub steps: u32,
    ///Compute of one step. *Shown in `MILLISECOND`; allowed >= 0.*
    pub compute_time: Time,
    ///Communication of one step on each network. *Shown in `MILLISECOND`; allowed >= 0.*
    pub communication_times: Named<Time>,
    ///How many times smaller compression makes the communication. *Allowed > 0.*
    pub compression_ratio: f64,
    ///Extra steps compression's noise costs, as a share. *Allowed >= 0.*
    pub step_penalty: f64,
}
///Builds a [`CompressionRun`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CompressionRunBuilder {
    steps: ::core::option::Option<u32>,
    compute_time: ::core::option::Option<Time>,
    communication_times: ::core::option::Option<Named<Time>>,
    compression_ratio: ::core::option::Option<f64>,
    step_penalty: ::core::option::Option<f64>,
}
///Every property of a [`CompressionRun`], each computed once (see [`CompressionRun::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CompressionRunValues<'a> {
    scenario: &'a CompressionRun,
    ///Steps to the target with compression.
    pub steps_compressed: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time of one step on each network.
    pub step_times: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
    ///Time of one compressed step on each network.
    pub compressed_step_times: ::core::result::Result<
        Named<Time>,
        ::mlsysim_core::EvalError,
    >,
    ///Time to the target on each network.
    pub totals: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
    ///Time to the target with compression on each network.
    pub compressed_totals: ::core::result::Result<
        Named<Time>,
        ::mlsysim_core::EvalError,
    >,
    ///Change of the time to target with compression, on each network (negative is faster).
    pub changes: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "steps",
            ty: "u32",
            doc: "Steps to the target without compression.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compute_time",
            ty: "Time",
            doc: "Compute of one step.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "communication_times",
            ty: "Named<Time>",
            doc: "Communication of one step on each network.",
            label: {
                __c::units::unit_for::<
                    Named<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compression_ratio",
            ty: "f64",
            doc: "How many times smaller compression makes the communication.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "step_penalty",
            ty: "f64",
            doc: "Extra steps compression's noise costs, as a share.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "steps_compressed",
            doc: "Steps to the target with compression.",
            equation: "round_half_even(steps * (1.0 + step_penalty))",
            result_type: "i64",
            depends_on: &["steps", "step_penalty"],
            calls: &["round_half_even"],
            template: "round_half_even({steps} * (1.0 + {step_penalty}))",
            operation: "result of `round_half_even`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_times",
            doc: "Time of one step on each network.",
            equation: "compute_time + comm, for each network",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<
                    Named<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["communication_times", "compute_time"],
            reaches: &[("communication_times", "iter")],
            template: "{communication_times}\n    .iter()\n    .map(|(k, &c)| Ok((k, {compute_time} + c)))\n    .collect::<Result<Named<Time>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compressed_step_times",
            doc: "Time of one compressed step on each network.",
            equation: "compute_time + comm ÷ compression_ratio, for each network",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<
                    Named<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["communication_times", "compute_time", "compression_ratio"],
            reaches: &[("communication_times", "iter")],
            template: "{communication_times}\n    .iter()\n    .map(|(k, &c)| Ok((k, {compute_time} + c / {compression_ratio})))\n    .collect::<Result<Named<Time>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "totals",
            doc: "Time to the target on each network.",
            equation: "steps × step time, for each network",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["steps", "step_times"],
            template: "{step_times}\n    .iter()\n    .map(|(k, &t)| Ok((k, {steps} * t)))\n    .collect::<Result<Named<Time>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compressed_totals",
            doc: "Time to the target with compression on each network.",
            equation: "steps_compressed × compressed step time, for each network",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["compressed_step_times", "steps_compressed"],
            template: "{compressed_step_times}\n    .iter()\n    .map(|(k, &t)| Ok((k, {steps_compressed} * t)))\n    .collect::<Result<Named<Time>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "changes",
            doc: "Change of the time to target with compression, on each network (negative is faster).",
            equation: "compressed total ÷ total − 1, for each network",
            equation_is_code: false,
            result_type: "Named<f64>",
            depends_on: &["totals", "compressed_totals"],
            template: "{totals}\n    .iter()\n    .map(|(k, &t)| Ok((k, ({compressed_totals}[k] / t).value - 1.0)))\n    .collect::<Result<Named<f64>, EvalError>>()",
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
    impl CompressionRun {
        ///Starts a [`CompressionRunBuilder`]; required inputs must be set before [`CompressionRunBuilder::build`].
        #[must_use]
        pub fn builder() -> CompressionRunBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CompressionRunBuilder {
            CompressionRunBuilder {
                steps: Some(__Clone::clone(&self.steps)),
                compute_time: Some(__Clone::clone(&self.compute_time)),
                communication_times: Some(__Clone::clone(&self.communication_times)),
                compression_ratio: Some(__Clone::clone(&self.compression_ratio)),
                step_penalty: Some(__Clone::clone(&self.step_penalty)),
            }
        }
        ///Steps to the target with compression. Equation: `round_half_even(steps * (1.0 + step_penalty))`.
        #[inline]
        pub fn steps_compressed(&self) -> __Result<i64, __c::EvalError> {
            let steps = __Clone::clone(&self.steps);
            let step_penalty = __Clone::clone(&self.step_penalty);
            struct steps_compressed {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    steps_compressed,
                >(
                    ::mlsysim_core::equation::round_half_even(
                        steps.eq_mul((1.0).eq_add(step_penalty)?)?,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Time of one step on each network. Equation: compute_time + comm, for each network.
        #[inline]
        pub fn step_times(&self) -> __Result<Named<Time>, __c::EvalError> {
            let communication_times = __Clone::clone(&self.communication_times);
            let compute_time = __Clone::clone(&self.compute_time);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct step_times {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    step_times,
                >(
                    communication_times
                        .iter()
                        .map(|(k, &c)| Ok((
                            k,
                            __mlsysim_fault.keep(compute_time.eq_add(c)),
                        )))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[1],
            )
        }
        ///Time of one compressed step on each network. Equation: compute_time + comm ÷ compression_ratio, for each network.
        #[inline]
        pub fn compressed_step_times(&self) -> __Result<Named<Time>, __c::EvalError> {
            let communication_times = __Clone::clone(&self.communication_times);
            let compute_time = __Clone::clone(&self.compute_time);
            let compression_ratio = __Clone::clone(&self.compression_ratio);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct compressed_step_times {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    compressed_step_times,
                >(
                    communication_times
                        .iter()
                        .map(|(k, &c)| Ok((
                            k,
                            __mlsysim_fault
                                .keep(
                                    compute_time
                                        .eq_add(__mlsysim_fault.keep(c.eq_div(compression_ratio))),
                                ),
                        )))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[2],
            )
        }
        ///Time to the target on each network. Equation: steps × step time, for each network.
        #[inline]
        pub fn totals(&self) -> __Result<Named<Time>, __c::EvalError> {
            self.__eq_totals(self.step_times()?)
        }
        #[doc(hidden)]
        fn __eq_totals(
            &self,
            step_times: Named<Time>,
        ) -> __Result<Named<Time>, __c::EvalError> {
            let steps = __Clone::clone(&self.steps);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct totals {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    totals,
                >(
                    step_times
                        .iter()
                        .map(|(k, &t)| Ok((k, __mlsysim_fault.keep(steps.eq_mul(t)))))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[3],
            )
        }
        ///Time to the target with compression on each network. Equation: steps_compressed × compressed step time, for each network.
        #[inline]
        pub fn compressed_totals(&self) -> __Result<Named<Time>, __c::EvalError> {
            self.__eq_compressed_totals(
                self.compressed_step_times()?,
                self.steps_compressed()?,
            )
        }
        #[doc(hidden)]
        fn __eq_compressed_totals(
            &self,
            compressed_step_times: Named<Time>,
            steps_compressed: i64,
        ) -> __Result<Named<Time>, __c::EvalError> {
            let __mlsysim_fault = __c::arith::Fault::new();
            struct compressed_totals {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    compressed_totals,
                >(
                    compressed_step_times
                        .iter()
                        .map(|(k, &t)| Ok((
                            k,
                            __mlsysim_fault.keep(steps_compressed.eq_mul(t)),
                        )))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[4],
            )
        }
        ///Change of the time to target with compression, on each network (negative is faster). Equation: compressed total ÷ total − 1, for each network.
        #[inline]
        pub fn changes(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_changes(self.totals()?, self.compressed_totals()?)
        }
        #[doc(hidden)]
        fn __eq_changes(
            &self,
            totals: Named<Time>,
            compressed_totals: Named<Time>,
        ) -> __Result<Named<f64>, __c::EvalError> {
            let __mlsysim_fault = __c::arith::Fault::new();
            struct changes {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    changes,
                >(
                    totals
                        .iter()
                        .map(|(k, &t)| Ok((
                            k,
                            __mlsysim_fault
                                .keep(
                                    __mlsysim_fault
                                        .keep(
                                            __mlsysim_fault
                                                .keep(::mlsysim_core::equation::at(&compressed_totals, &k))
                                                .eq_div(t),
                                        )
                                        .value
                                        .eq_sub(1.0),
                                ),
                        )))
                        .collect::<Result<Named<f64>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CompressionRunValues`].
        #[must_use]
        pub fn evaluate(&self) -> CompressionRunValues<'_> {
            let steps_compressed = self.steps_compressed();
            let step_times = self.step_times();
            let compressed_step_times = self.compressed_step_times();
            let totals = __c::after((&step_times,), |(v0,)| self.__eq_totals(v0));
            let compressed_totals = __c::after(
                (&compressed_step_times, &steps_compressed),
                |(v0, v1)| self.__eq_compressed_totals(v0, v1),
            );
            let changes = __c::after(
                (&totals, &compressed_totals),
                |(v0, v1)| self.__eq_changes(v0, v1),
            );
            CompressionRunValues {
                scenario: self,
                steps_compressed,
                step_times,
                compressed_step_times,
                totals,
                compressed_totals,
                changes,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.steps, &__INPUTS[0])?;
            __c::bounded(&self.compute_time, &__INPUTS[1])?;
            __c::bounded(&self.communication_times, &__INPUTS[2])?;
            __c::bounded(&self.compression_ratio, &__INPUTS[3])?;
            __c::bounded(&self.step_penalty, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_steps_compressed(&self) -> __c::Parts {
            __c::traced(
                self.steps_compressed(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "round_half_even", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let steps =
                    __Clone::clone(& self.steps); let step_penalty = __Clone::clone(&
                    self.step_penalty); let part = steps.eq_mul((1.0)
                    .eq_add(step_penalty) ?) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
    }
    impl CompressionRunBuilder {
        ///Sets `steps`: Steps to the target without compression.
        #[must_use]
        pub fn steps(mut self, value: u32) -> Self {
            self.steps = Some(value);
            self
        }
        ///Sets `compute_time`: Compute of one step.
        #[must_use]
        pub fn compute_time(mut self, value: Time) -> Self {
            self.compute_time = Some(value);
            self
        }
        ///Sets `communication_times`: Communication of one step on each network.
        #[must_use]
        pub fn communication_times(mut self, value: Named<Time>) -> Self {
            self.communication_times = Some(value);
            self
        }
        ///Sets `compression_ratio`: How many times smaller compression makes the communication.
        #[must_use]
        pub fn compression_ratio(mut self, value: f64) -> Self {
            self.compression_ratio = Some(value);
            self
        }
        ///Sets `step_penalty`: Extra steps compression's noise costs, as a share.
        #[must_use]
        pub fn step_penalty(mut self, value: f64) -> Self {
            self.step_penalty = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CompressionRun, __c::InputError> {
            let scenario = CompressionRun {
                steps: __c::given(self.steps, "steps")?,
                compute_time: __c::given(self.compute_time, "compute_time")?,
                communication_times: __c::given(
                    self.communication_times,
                    "communication_times",
                )?,
                compression_ratio: __c::given(
                    self.compression_ratio,
                    "compression_ratio",
                )?,
                step_penalty: __c::given(self.step_penalty, "step_penalty")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CompressionRunBuilder {
        type Scenario = CompressionRun;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "steps" => self.steps = __c::set(value, &__INPUTS[0])?,
                "compute_time" => self.compute_time = __c::set(value, &__INPUTS[1])?,
                "communication_times" => {
                    self.communication_times = __c::set(value, &__INPUTS[2])?;
                }
                "compression_ratio" => {
                    self.compression_ratio = __c::set(value, &__INPUTS[3])?;
                }
                "step_penalty" => self.step_penalty = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CompressionRun, __c::InputError> {
            CompressionRunBuilder::build(self)
        }
    }
    impl<'a> CompressionRunValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CompressionRun {
            self.scenario
        }
    }
    impl __c::Scenario for CompressionRun {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CompressionRun",
            family: &COLLECTIVES,
            summary: "A run to a quality target with and without gradient compression, on several networks.",
            description: "Each step is compute plus exposed communication. Compression divides only the communication\nby its ratio, and needs 1 + `step_penalty` times the steps to reach the same quality, so it\npays only where communication is a large share of the step.",
            notes: __c::meta::Notes {
                equation: "steps compressed = round(steps × (1 + penalty)); step = compute + comm; compressed step = compute + comm ÷ r; change = compressed total ÷ total − 1",
                assumptions: &[
                    "Nothing overlaps: each step is compute, then communication.",
                    "The compressed step count rounds half to even, as the reference's `round` does.",
                ],
                rules: __RULES,
                excludes: &["The codec's own time (see CompressionPayback)."],
                derivation: &["The reference's CompressionRunModel."],
            },
            examples: &[
                __c::meta::Example {
                    title: "INT8 compression wins on the slow network only",
                    code: "// INT8 compression wins on the slow network only\nuse mlsysim_cluster::collectives::int8_compression_run;\n\nlet s = int8_compression_run()?;\nlet changes = s.changes()?;\nassert!(changes.get(\"slow\").copied().unwrap() < 0.0);\nassert!(changes.get(\"fast\").copied().unwrap() > 0.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CompressionRunBuilder;
        fn to_builder(&self) -> CompressionRunBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.steps,
                    &self.compute_time,
                    &self.communication_times,
                    &self.compression_ratio,
                    &self.step_penalty,
                ],
                &[
                    &values.steps_compressed,
                    &values.step_times,
                    &values.compressed_step_times,
                    &values.totals,
                    &values.compressed_totals,
                    &values.changes,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "steps_compressed" => Some(Ok(self.__explain_steps_compressed())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "communication_times" => {
                    (&__c::explain::Held(&self.communication_times)).__held()
                }
                _ => None,
            }
        }
    }
    __c::glue!(CompressionRun);
};
