/**A batch delivered in `io_time` against `compute_time` of compute, run one after the other or overlapped.

In sequence a step costs delivery plus compute. Overlapped, the loader fetches the next
batch while the accelerator computes, so a step costs the longer of the two. The stall is
the share of the step the accelerator spends not computing; speeding compute up alone can
never push throughput past the plateau that delivery sets.

# Equation

sequential step = io + compute; overlapped step = max(io, compute); stall = (step − compute) ÷ step; relative throughput(s) = max(c, io) ÷ max(c ÷ s, io); plateau = max(c, io) ÷ io

# Assumptions

- Delivery time per batch stays fixed as compute speeds up.
- Overlap is perfect: one batch in flight hides delivery entirely when it is the shorter stage.

# Excludes

- Variance of delivery time (see PrefetchDepth for tail reads).

# Derivation

- A pipeline of two stages runs at the pace of its slower stage; run in sequence, their times add.

# Examples

```rust
// Delivery bounds an overlapped pipeline
use mlsysim_data::storage::overlapped_input_stall;

let s = overlapped_input_stall()?;
assert!((s.overlapped_stall()? - 0.2).abs() < 1e-12);
assert!((s.plateau()? - 1.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataStall {
    ///Compute time of one batch. *Shown in `MILLISECOND`; allowed > 0.*
    pub compute_time: Time,
    ///Delivery time of one batch. *Shown in `MILLISECOND`; allowed > 0.*
    pub io_time: Time,
}
///Builds a [`DataStall`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DataStallBuilder {
    compute_time: ::core::option::Option<Time>,
    io_time: ::core::option::Option<Time>,
}
///Every property of a [`DataStall`], each computed once (see [`DataStall::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataStallValues<'a> {
    scenario: &'a DataStall,
    ///A step with delivery and compute in sequence.
    pub sequential_step: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of a sequential step spent waiting for data.
    pub sequential_stall: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///A step with delivery overlapped with compute.
    pub overlapped_step: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of an overlapped step spent waiting for data.
    pub overlapped_stall: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The most any compute speedup can give: the limit of the relative throughput.
    pub plateau: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "compute_time",
            ty: "Time",
            doc: "Compute time of one batch.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "io_time",
            ty: "Time",
            doc: "Delivery time of one batch.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "sequential_step",
            doc: "A step with delivery and compute in sequence.",
            equation: "io_time + compute_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["io_time", "compute_time"],
            template: "{io_time} + {compute_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sequential_stall",
            doc: "Share of a sequential step spent waiting for data.",
            equation: "io_time / sequential_step",
            result_type: "f64",
            depends_on: &["io_time", "sequential_step"],
            template: "{io_time} / {sequential_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overlapped_step",
            doc: "A step with delivery overlapped with compute.",
            equation: "max(compute_time, io_time)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["compute_time", "io_time"],
            calls: &["max"],
            template: "max({compute_time}, {io_time})",
            named_calls: "max(compute_time, io_time)",
            operation: "result of `max`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overlapped_stall",
            doc: "Share of an overlapped step spent waiting for data.",
            equation: "(overlapped_step - compute_time) / overlapped_step",
            result_type: "f64",
            depends_on: &["compute_time", "overlapped_step"],
            template: "({overlapped_step} - {compute_time}) / {overlapped_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "plateau",
            doc: "The most any compute speedup can give: the limit of the relative throughput.",
            equation: "max(compute_time, io_time) / io_time",
            result_type: "f64",
            depends_on: &["compute_time", "io_time"],
            calls: &["max"],
            template: "max({compute_time}, {io_time}) / {io_time}",
            named_calls: "max(compute_time, io_time)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "relative_throughput",
            kind: __c::MemberKind::Method,
            doc: "Overlapped throughput when compute runs `compute_speedup` times faster and delivery\nstays as it is, relative to today.",
            equation: "max(compute_time, io_time) / max(compute_time / compute_speedup, io_time)",
            args: &[
                __c::ArgInfo {
                    name: "compute_speedup",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("1.0"),
                        __c::Sample::Literal("2.0"),
                        __c::Sample::Literal("10.0"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["compute_time", "io_time"],
            calls: &["max"],
            template: "max({compute_time}, {io_time})\n    / max({compute_time} / {compute_speedup}, {io_time})",
            named_calls: "max(compute_time, io_time)",
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
    impl DataStall {
        ///Starts a [`DataStallBuilder`]; required inputs must be set before [`DataStallBuilder::build`].
        #[must_use]
        pub fn builder() -> DataStallBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DataStallBuilder {
            DataStallBuilder {
                compute_time: Some(__Clone::clone(&self.compute_time)),
                io_time: Some(__Clone::clone(&self.io_time)),
            }
        }
        ///A step with delivery and compute in sequence. Equation: `io_time + compute_time`.
        #[inline]
        pub fn sequential_step(&self) -> __Result<Time, __c::EvalError> {
            let io_time = __Clone::clone(&self.io_time);
            let compute_time = __Clone::clone(&self.compute_time);
            struct sequential_step {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    sequential_step,
                >(io_time.eq_add(compute_time)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Share of a sequential step spent waiting for data. Equation: `io_time / sequential_step`.
        #[inline]
        pub fn sequential_stall(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_sequential_stall(self.sequential_step()?)
        }
        #[doc(hidden)]
        fn __eq_sequential_stall(
            &self,
            sequential_step: Time,
        ) -> __Result<f64, __c::EvalError> {
            let io_time = __Clone::clone(&self.io_time);
            struct sequential_stall {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    sequential_stall,
                >(io_time.eq_div(sequential_step)?))(),
                &__PROPERTIES[1],
            )
        }
        ///A step with delivery overlapped with compute. Equation: `max(compute_time, io_time)`.
        #[inline]
        pub fn overlapped_step(&self) -> __Result<Time, __c::EvalError> {
            let compute_time = __Clone::clone(&self.compute_time);
            let io_time = __Clone::clone(&self.io_time);
            struct overlapped_step {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    overlapped_step,
                >(::mlsysim_core::equation::max(compute_time, io_time)))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of an overlapped step spent waiting for data. Equation: `(overlapped_step - compute_time) / overlapped_step`.
        #[inline]
        pub fn overlapped_stall(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_overlapped_stall(self.overlapped_step()?)
        }
        #[doc(hidden)]
        fn __eq_overlapped_stall(
            &self,
            overlapped_step: Time,
        ) -> __Result<f64, __c::EvalError> {
            let compute_time = __Clone::clone(&self.compute_time);
            struct overlapped_stall {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    overlapped_stall,
                >(overlapped_step.eq_sub(compute_time)?.eq_div(overlapped_step)?))(),
                &__PROPERTIES[3],
            )
        }
        /**Overlapped throughput when compute runs `compute_speedup` times faster and delivery
stays as it is, relative to today. Equation: `max(compute_time, io_time) / max(compute_time / compute_speedup, io_time)`.*/
        #[inline]
        pub fn relative_throughput(
            &self,
            compute_speedup: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(
                &compute_speedup,
                "relative_throughput",
                &(&__METHODS[0]).args[0],
            )?;
            let compute_time = __Clone::clone(&self.compute_time);
            let io_time = __Clone::clone(&self.io_time);
            struct relative_throughput {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    relative_throughput,
                >(
                    ::mlsysim_core::equation::max(compute_time, io_time)
                        .eq_div(
                            ::mlsysim_core::equation::max(
                                compute_time.eq_div(compute_speedup)?,
                                io_time,
                            ),
                        )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///The most any compute speedup can give: the limit of the relative throughput. Equation: `max(compute_time, io_time) / io_time`.
        #[inline]
        pub fn plateau(&self) -> __Result<f64, __c::EvalError> {
            let compute_time = __Clone::clone(&self.compute_time);
            let io_time = __Clone::clone(&self.io_time);
            struct plateau {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    plateau,
                >(
                    ::mlsysim_core::equation::max(compute_time, io_time).eq_div(io_time)?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DataStallValues`].
        #[must_use]
        pub fn evaluate(&self) -> DataStallValues<'_> {
            let sequential_step = self.sequential_step();
            let sequential_stall = __c::after(
                (&sequential_step,),
                |(v0,)| self.__eq_sequential_stall(v0),
            );
            let overlapped_step = self.overlapped_step();
            let overlapped_stall = __c::after(
                (&overlapped_step,),
                |(v0,)| self.__eq_overlapped_stall(v0),
            );
            let plateau = self.plateau();
            DataStallValues {
                scenario: self,
                sequential_step,
                sequential_stall,
                overlapped_step,
                overlapped_stall,
                plateau,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.compute_time, &__INPUTS[0])?;
            __c::bounded(&self.io_time, &__INPUTS[1])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_relative_throughput(&self, compute_speedup: f64) -> __c::Parts {
            __c::traced(
                self.relative_throughput(__Clone::clone(&compute_speedup)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "max", args :
                    ::std::vec![__c::Operand::Name("compute_time"),
                    __c::Operand::Name("io_time")] }, __c::CallSite { name : "max", args
                    : ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let compute_time =
                    __Clone::clone(& self.compute_time); let compute_speedup =
                    __Clone::clone(& compute_speedup); let part = compute_time
                    .eq_div(compute_speedup) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Name("io_time")] }
                ],
            )
        }
    }
    impl DataStallBuilder {
        ///Sets `compute_time`: Compute time of one batch.
        #[must_use]
        pub fn compute_time(mut self, value: Time) -> Self {
            self.compute_time = Some(value);
            self
        }
        ///Sets `io_time`: Delivery time of one batch.
        #[must_use]
        pub fn io_time(mut self, value: Time) -> Self {
            self.io_time = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DataStall, __c::InputError> {
            let scenario = DataStall {
                compute_time: __c::given(self.compute_time, "compute_time")?,
                io_time: __c::given(self.io_time, "io_time")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DataStallBuilder {
        type Scenario = DataStall;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "compute_time" => self.compute_time = __c::set(value, &__INPUTS[0])?,
                "io_time" => self.io_time = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DataStall, __c::InputError> {
            DataStallBuilder::build(self)
        }
    }
    impl<'a> DataStallValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DataStall {
            self.scenario
        }
        ///[`DataStall::relative_throughput`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn relative_throughput(
            &self,
            compute_speedup: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.relative_throughput(compute_speedup)
        }
    }
    impl __c::Scenario for DataStall {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DataStall",
            family: &STORAGE,
            summary: "A batch delivered in `io_time` against `compute_time` of compute, run one after the other or overlapped.",
            description: "In sequence a step costs delivery plus compute. Overlapped, the loader fetches the next\nbatch while the accelerator computes, so a step costs the longer of the two. The stall is\nthe share of the step the accelerator spends not computing; speeding compute up alone can\nnever push throughput past the plateau that delivery sets.",
            notes: __c::meta::Notes {
                equation: "sequential step = io + compute; overlapped step = max(io, compute); stall = (step − compute) ÷ step; relative throughput(s) = max(c, io) ÷ max(c ÷ s, io); plateau = max(c, io) ÷ io",
                assumptions: &[
                    "Delivery time per batch stays fixed as compute speeds up.",
                    "Overlap is perfect: one batch in flight hides delivery entirely when it is the shorter stage.",
                ],
                rules: __RULES,
                excludes: &[
                    "Variance of delivery time (see PrefetchDepth for tail reads).",
                ],
                derivation: &[
                    "A pipeline of two stages runs at the pace of its slower stage; run in sequence, their times add.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Delivery bounds an overlapped pipeline",
                    code: "// Delivery bounds an overlapped pipeline\nuse mlsysim_data::storage::overlapped_input_stall;\n\nlet s = overlapped_input_stall()?;\nassert!((s.overlapped_stall()? - 0.2).abs() < 1e-12);\nassert!((s.plateau()? - 1.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DataStallBuilder;
        fn to_builder(&self) -> DataStallBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.compute_time, &self.io_time],
                &[
                    &values.sequential_step,
                    &values.sequential_stall,
                    &values.overlapped_step,
                    &values.overlapped_stall,
                    &values.plateau,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "relative_throughput" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.relative_throughput(a0), &__METHODS[0])
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
                "relative_throughput" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_relative_throughput(a0)),
                    )
                }
                _ => None,
            }
        }
    }
    __c::glue!(DataStall);
};
