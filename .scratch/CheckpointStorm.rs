/**Every data-parallel replica saving its own full copy of the state through one ingest path, against one logical copy written once.

A bound on write volume rather than a layout: when each replica writes the whole state,
the ingest carries it `replicas` times; split across the ranks that own it, the state
crosses once.

# Equation

state = parameters × bytes_per_param; storm = replicas × state; storm time = storm ÷ ingest; single copy = state ÷ ingest; slowdown = storm time ÷ single copy

# Assumptions

- The replicas write at the same moment and share the ingest bandwidth evenly.

# Excludes

- Storage-side deduplication, compression and write caching.

# Derivation

- Time is bytes over bandwidth, so the slowdown is the replica count.

# Examples

```rust
// A thousand replicas writing the same 70B state
use mlsysim_data::storage::llama2_70b_checkpoint_storm_1k;

let s = llama2_70b_checkpoint_storm_1k()?;
assert!((s.slowdown()? - 1024.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CheckpointStorm {
    ///The model whose state is saved.
    pub workload: &'static Workload,
    ///Bytes the resumable state keeps per parameter. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_param: Information,
    ///Replicas that each write the whole state. *Allowed >= 1.*
    pub replicas: i64,
    ///Bandwidth of the shared ingest path. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub ingest_bandwidth: DataRate,
}
///Builds a [`CheckpointStorm`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CheckpointStormBuilder {
    workload: ::core::option::Option<&'static Workload>,
    bytes_per_param: ::core::option::Option<Information>,
    replicas: ::core::option::Option<i64>,
    ingest_bandwidth: ::core::option::Option<DataRate>,
}
///Every property of a [`CheckpointStorm`], each computed once (see [`CheckpointStorm::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CheckpointStormValues<'a> {
    scenario: &'a CheckpointStorm,
    ///Bytes of the resumable state.
    pub state_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes every replica writes together.
    pub storm_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time the storm takes through the ingest.
    pub storm_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time one logical copy takes.
    pub single_copy_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The storm's time over one copy's.
    pub slowdown: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model whose state is saved.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Information",
            doc: "Bytes the resumable state keeps per parameter.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "replicas",
            ty: "i64",
            doc: "Replicas that each write the whole state.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ingest_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of the shared ingest path.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "state_bytes",
            doc: "Bytes of the resumable state.",
            equation: "memory_from_params(workload.parameter_count(), bytes_per_param)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["workload", "bytes_per_param"],
            reaches: &[("workload", "parameter_count")],
            calls: &["memory_from_params"],
            template: "memory_from_params({#0 workload.parameter_count()}, {bytes_per_param})",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "storm_bytes",
            doc: "Bytes every replica writes together.",
            equation: "state_bytes * replicas",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["replicas", "state_bytes"],
            template: "{state_bytes} * {replicas}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "storm_time",
            doc: "Time the storm takes through the ingest.",
            equation: "storm_bytes / ingest_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["ingest_bandwidth", "storm_bytes"],
            template: "{storm_bytes} / {ingest_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "single_copy_time",
            doc: "Time one logical copy takes.",
            equation: "state_bytes / ingest_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["ingest_bandwidth", "state_bytes"],
            template: "{state_bytes} / {ingest_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "slowdown",
            doc: "The storm's time over one copy's.",
            equation: "storm_time / single_copy_time",
            result_type: "f64",
            depends_on: &["storm_time", "single_copy_time"],
            template: "{storm_time} / {single_copy_time}",
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
    impl CheckpointStorm {
        ///Starts a [`CheckpointStormBuilder`]; required inputs must be set before [`CheckpointStormBuilder::build`].
        #[must_use]
        pub fn builder() -> CheckpointStormBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CheckpointStormBuilder {
            CheckpointStormBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                bytes_per_param: Some(__Clone::clone(&self.bytes_per_param)),
                replicas: Some(__Clone::clone(&self.replicas)),
                ingest_bandwidth: Some(__Clone::clone(&self.ingest_bandwidth)),
            }
        }
        ///Bytes of the resumable state. Equation: `memory_from_params(workload.parameter_count(), bytes_per_param)`.
        #[inline]
        pub fn state_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct state_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    state_bytes,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        workload.parameter_count()?,
                        bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes every replica writes together. Equation: `state_bytes * replicas`.
        #[inline]
        pub fn storm_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_storm_bytes(self.state_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_storm_bytes(
            &self,
            state_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let replicas = __Clone::clone(&self.replicas);
            struct storm_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    storm_bytes,
                >(state_bytes.eq_mul(replicas)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Time the storm takes through the ingest. Equation: `storm_bytes / ingest_bandwidth`.
        #[inline]
        pub fn storm_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_storm_time(self.storm_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_storm_time(
            &self,
            storm_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let ingest_bandwidth = __Clone::clone(&self.ingest_bandwidth);
            struct storm_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    storm_time,
                >(storm_bytes.eq_div(ingest_bandwidth)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Time one logical copy takes. Equation: `state_bytes / ingest_bandwidth`.
        #[inline]
        pub fn single_copy_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_single_copy_time(self.state_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_single_copy_time(
            &self,
            state_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let ingest_bandwidth = __Clone::clone(&self.ingest_bandwidth);
            struct single_copy_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    single_copy_time,
                >(state_bytes.eq_div(ingest_bandwidth)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The storm's time over one copy's. Equation: `storm_time / single_copy_time`.
        #[inline]
        pub fn slowdown(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_slowdown(self.storm_time()?, self.single_copy_time()?)
        }
        #[doc(hidden)]
        fn __eq_slowdown(
            &self,
            storm_time: Time,
            single_copy_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct slowdown {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    slowdown,
                >(storm_time.eq_div(single_copy_time)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CheckpointStormValues`].
        #[must_use]
        pub fn evaluate(&self) -> CheckpointStormValues<'_> {
            let state_bytes = self.state_bytes();
            let storm_bytes = __c::after(
                (&state_bytes,),
                |(v0,)| self.__eq_storm_bytes(v0),
            );
            let storm_time = __c::after(
                (&storm_bytes,),
                |(v0,)| self.__eq_storm_time(v0),
            );
            let single_copy_time = __c::after(
                (&state_bytes,),
                |(v0,)| self.__eq_single_copy_time(v0),
            );
            let slowdown = __c::after(
                (&storm_time, &single_copy_time),
                |(v0, v1)| self.__eq_slowdown(v0, v1),
            );
            CheckpointStormValues {
                scenario: self,
                state_bytes,
                storm_bytes,
                storm_time,
                single_copy_time,
                slowdown,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[1])?;
            __c::bounded_plain(&self.replicas, &__INPUTS[2])?;
            __c::bounded(&self.ingest_bandwidth, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_state_bytes(&self) -> __c::Parts {
            __c::traced(
                self.state_bytes(),
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
    }
    impl CheckpointStormBuilder {
        ///Sets `workload`: The model whose state is saved.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `bytes_per_param`: Bytes the resumable state keeps per parameter.
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        ///Sets `replicas`: Replicas that each write the whole state.
        #[must_use]
        pub fn replicas(mut self, value: i64) -> Self {
            self.replicas = Some(value);
            self
        }
        ///Sets `ingest_bandwidth`: Bandwidth of the shared ingest path.
        #[must_use]
        pub fn ingest_bandwidth(mut self, value: DataRate) -> Self {
            self.ingest_bandwidth = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CheckpointStorm, __c::InputError> {
            let scenario = CheckpointStorm {
                workload: __c::given(self.workload, "workload")?,
                bytes_per_param: __c::given(self.bytes_per_param, "bytes_per_param")?,
                replicas: __c::given(self.replicas, "replicas")?,
                ingest_bandwidth: __c::given(self.ingest_bandwidth, "ingest_bandwidth")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CheckpointStormBuilder {
        type Scenario = CheckpointStorm;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[1])?;
                }
                "replicas" => self.replicas = __c::set(value, &__INPUTS[2])?,
                "ingest_bandwidth" => {
                    self.ingest_bandwidth = __c::set(value, &__INPUTS[3])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CheckpointStorm, __c::InputError> {
            CheckpointStormBuilder::build(self)
        }
    }
    impl<'a> CheckpointStormValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CheckpointStorm {
            self.scenario
        }
    }
    impl __c::Scenario for CheckpointStorm {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CheckpointStorm",
            family: &STORAGE,
            summary: "Every data-parallel replica saving its own full copy of the state through one ingest path, against one logical copy written once.",
            description: "A bound on write volume rather than a layout: when each replica writes the whole state,\nthe ingest carries it `replicas` times; split across the ranks that own it, the state\ncrosses once.",
            notes: __c::meta::Notes {
                equation: "state = parameters × bytes_per_param; storm = replicas × state; storm time = storm ÷ ingest; single copy = state ÷ ingest; slowdown = storm time ÷ single copy",
                assumptions: &[
                    "The replicas write at the same moment and share the ingest bandwidth evenly.",
                ],
                rules: __RULES,
                excludes: &[
                    "Storage-side deduplication, compression and write caching.",
                ],
                derivation: &[
                    "Time is bytes over bandwidth, so the slowdown is the replica count.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A thousand replicas writing the same 70B state",
                    code: "// A thousand replicas writing the same 70B state\nuse mlsysim_data::storage::llama2_70b_checkpoint_storm_1k;\n\nlet s = llama2_70b_checkpoint_storm_1k()?;\nassert!((s.slowdown()? - 1024.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CheckpointStormBuilder;
        fn to_builder(&self) -> CheckpointStormBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.bytes_per_param,
                    &self.replicas,
                    &self.ingest_bandwidth,
                ],
                &[
                    &values.state_bytes,
                    &values.storm_bytes,
                    &values.storm_time,
                    &values.single_copy_time,
                    &values.slowdown,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "state_bytes" => Some(Ok(self.__explain_state_bytes())),
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
    __c::glue!(CheckpointStorm);
};
