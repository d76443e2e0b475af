/**The same arrivals on an M/M/1 server before and after its mean service time drops.

The arrival rate is fixed by the slow server's utilization; the fast server carries it at a
utilization lower in proportion to its service time. The time in system and the queueing
wait are compared before and after: the wait shrinks by much more than the service time.

# Equation

λ = ρ ÷ S_slow; ρ_fast = ρ·S_fast ÷ S_slow; W = S ÷ (1 − ρ); wait = W − S

# Assumptions

- Both servers are M/M/1 queues fed by the same Poisson arrivals.

# Rules across inputs

- `fast_service` is at most `slow_service`: the second server is the faster one (`fast_service <= slow_service`)

# Excludes

- Batching, and any change in the arrivals when the service gets faster.

# Derivation

- The M/M/1 time in system S ÷ (1 − ρ) falls both with S and with ρ, which itself falls with S at a fixed arrival rate.

# Examples

```rust
// TorchScript cuts the queueing wait elevenfold
use mlsysim_serving::one_machine::resnet50_faster_model_at_80_pct_h100;

let s = resnet50_faster_model_at_80_pct_h100()?;
assert!(s.wait_gain()? > 11.0);
assert!(s.service_gain()? < 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MM1ServiceSpeedup {
    ///Mean service time before. *Shown in `MILLISECOND`; allowed > 0.*
    pub slow_service: Time,
    ///Mean service time after. *Shown in `MILLISECOND`; allowed > 0.*
    pub fast_service: Time,
    ///Utilization of the slow server. *Allowed > 0 and [0.0, 1.0).*
    pub utilization: f64,
}
///Builds a [`MM1ServiceSpeedup`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MM1ServiceSpeedupBuilder {
    slow_service: ::core::option::Option<Time>,
    fast_service: ::core::option::Option<Time>,
    utilization: ::core::option::Option<f64>,
}
///Every property of a [`MM1ServiceSpeedup`], each computed once (see [`MM1ServiceSpeedup::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MM1ServiceSpeedupValues<'a> {
    scenario: &'a MM1ServiceSpeedup,
    ///Arrival rate both servers see.
    pub arrival_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Utilization of the fast server.
    pub fast_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Mean time in system before.
    pub slow_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Mean time in system after.
    pub fast_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Mean queueing wait before.
    pub slow_wait: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Mean queueing wait after.
    pub fast_wait: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times faster the service got.
    pub service_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times shorter the time in system got.
    pub time_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times shorter the queueing wait got.
    pub wait_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "slow_service",
            ty: "Time",
            doc: "Mean service time before.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fast_service",
            ty: "Time",
            doc: "Mean service time after.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization",
            ty: "f64",
            doc: "Utilization of the slow server.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "arrival_rate",
            doc: "Arrival rate both servers see.",
            equation: "utilization / slow_service",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["utilization", "slow_service"],
            template: "{utilization} / {slow_service}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fast_utilization",
            doc: "Utilization of the fast server.",
            equation: "utilization * (fast_service / slow_service)",
            result_type: "f64",
            depends_on: &["utilization", "fast_service", "slow_service"],
            template: "{utilization} * ({fast_service} / {slow_service})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "slow_time",
            doc: "Mean time in system before.",
            equation: "mm1_time_in_system(slow_service, utilization)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["slow_service", "utilization"],
            calls: &["mm1_time_in_system"],
            template: "mm1_time_in_system({slow_service}, {utilization})",
            named_calls: "mm1_time_in_system(slow_service, utilization)",
            operation: "result of `mm1_time_in_system`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fast_time",
            doc: "Mean time in system after.",
            equation: "mm1_time_in_system(fast_service, fast_utilization)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["fast_service", "fast_utilization"],
            calls: &["mm1_time_in_system"],
            template: "mm1_time_in_system({fast_service}, {fast_utilization})",
            named_calls: "mm1_time_in_system(fast_service, fast_utilization)",
            operation: "result of `mm1_time_in_system`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "slow_wait",
            doc: "Mean queueing wait before.",
            equation: "slow_time - slow_service",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["slow_service", "slow_time"],
            template: "{slow_time} - {slow_service}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fast_wait",
            doc: "Mean queueing wait after.",
            equation: "fast_time - fast_service",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["fast_service", "fast_time"],
            template: "{fast_time} - {fast_service}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "service_gain",
            doc: "How many times faster the service got.",
            equation: "slow_service / fast_service",
            result_type: "f64",
            depends_on: &["slow_service", "fast_service"],
            template: "{slow_service} / {fast_service}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "time_gain",
            doc: "How many times shorter the time in system got.",
            equation: "slow_time / fast_time",
            result_type: "f64",
            depends_on: &["slow_time", "fast_time"],
            template: "{slow_time} / {fast_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "wait_gain",
            doc: "How many times shorter the queueing wait got.",
            equation: "slow_wait / fast_wait",
            result_type: "f64",
            depends_on: &["slow_wait", "fast_wait"],
            template: "{slow_wait} / {fast_wait}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`fast_service` is at most `slow_service`: the second server is the faster one",
            condition: "fast_service <= slow_service",
            inputs: &["fast_service", "slow_service"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl MM1ServiceSpeedup {
        ///Starts a [`MM1ServiceSpeedupBuilder`]; required inputs must be set before [`MM1ServiceSpeedupBuilder::build`].
        #[must_use]
        pub fn builder() -> MM1ServiceSpeedupBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MM1ServiceSpeedupBuilder {
            MM1ServiceSpeedupBuilder {
                slow_service: Some(__Clone::clone(&self.slow_service)),
                fast_service: Some(__Clone::clone(&self.fast_service)),
                utilization: Some(__Clone::clone(&self.utilization)),
            }
        }
        ///Arrival rate both servers see. Equation: `utilization / slow_service`.
        #[inline]
        pub fn arrival_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let utilization = __Clone::clone(&self.utilization);
            let slow_service = __Clone::clone(&self.slow_service);
            struct arrival_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    arrival_rate,
                >(utilization.eq_div(slow_service)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Utilization of the fast server. Equation: `utilization * (fast_service / slow_service)`.
        #[inline]
        pub fn fast_utilization(&self) -> __Result<f64, __c::EvalError> {
            let utilization = __Clone::clone(&self.utilization);
            let fast_service = __Clone::clone(&self.fast_service);
            let slow_service = __Clone::clone(&self.slow_service);
            struct fast_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    fast_utilization,
                >(utilization.eq_mul(fast_service.eq_div(slow_service)?)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Mean time in system before. Equation: `mm1_time_in_system(slow_service, utilization)`.
        #[inline]
        pub fn slow_time(&self) -> __Result<Time, __c::EvalError> {
            let slow_service = __Clone::clone(&self.slow_service);
            let utilization = __Clone::clone(&self.utilization);
            struct slow_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    slow_time,
                >(
                    ::mlsysim_core::equation::mm1_time_in_system(
                        slow_service,
                        utilization,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Mean time in system after. Equation: `mm1_time_in_system(fast_service, fast_utilization)`.
        #[inline]
        pub fn fast_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_fast_time(self.fast_utilization()?)
        }
        #[doc(hidden)]
        fn __eq_fast_time(
            &self,
            fast_utilization: f64,
        ) -> __Result<Time, __c::EvalError> {
            let fast_service = __Clone::clone(&self.fast_service);
            struct fast_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    fast_time,
                >(
                    ::mlsysim_core::equation::mm1_time_in_system(
                        fast_service,
                        fast_utilization,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Mean queueing wait before. Equation: `slow_time - slow_service`.
        #[inline]
        pub fn slow_wait(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_slow_wait(self.slow_time()?)
        }
        #[doc(hidden)]
        fn __eq_slow_wait(&self, slow_time: Time) -> __Result<Time, __c::EvalError> {
            let slow_service = __Clone::clone(&self.slow_service);
            struct slow_wait {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    slow_wait,
                >(slow_time.eq_sub(slow_service)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Mean queueing wait after. Equation: `fast_time - fast_service`.
        #[inline]
        pub fn fast_wait(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_fast_wait(self.fast_time()?)
        }
        #[doc(hidden)]
        fn __eq_fast_wait(&self, fast_time: Time) -> __Result<Time, __c::EvalError> {
            let fast_service = __Clone::clone(&self.fast_service);
            struct fast_wait {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    fast_wait,
                >(fast_time.eq_sub(fast_service)?))(),
                &__PROPERTIES[5],
            )
        }
        ///How many times faster the service got. Equation: `slow_service / fast_service`.
        #[inline]
        pub fn service_gain(&self) -> __Result<f64, __c::EvalError> {
            let slow_service = __Clone::clone(&self.slow_service);
            let fast_service = __Clone::clone(&self.fast_service);
            struct service_gain {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    service_gain,
                >(slow_service.eq_div(fast_service)?))(),
                &__PROPERTIES[6],
            )
        }
        ///How many times shorter the time in system got. Equation: `slow_time / fast_time`.
        #[inline]
        pub fn time_gain(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_time_gain(self.slow_time()?, self.fast_time()?)
        }
        #[doc(hidden)]
        fn __eq_time_gain(
            &self,
            slow_time: Time,
            fast_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct time_gain {}
            __c::member(
                (|| __c::conform::<f64, _, time_gain>(slow_time.eq_div(fast_time)?))(),
                &__PROPERTIES[7],
            )
        }
        ///How many times shorter the queueing wait got. Equation: `slow_wait / fast_wait`.
        #[inline]
        pub fn wait_gain(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_wait_gain(self.slow_wait()?, self.fast_wait()?)
        }
        #[doc(hidden)]
        fn __eq_wait_gain(
            &self,
            slow_wait: Time,
            fast_wait: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct wait_gain {}
            __c::member(
                (|| __c::conform::<f64, _, wait_gain>(slow_wait.eq_div(fast_wait)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MM1ServiceSpeedupValues`].
        #[must_use]
        pub fn evaluate(&self) -> MM1ServiceSpeedupValues<'_> {
            let arrival_rate = self.arrival_rate();
            let fast_utilization = self.fast_utilization();
            let slow_time = self.slow_time();
            let fast_time = __c::after(
                (&fast_utilization,),
                |(v0,)| self.__eq_fast_time(v0),
            );
            let slow_wait = __c::after((&slow_time,), |(v0,)| self.__eq_slow_wait(v0));
            let fast_wait = __c::after((&fast_time,), |(v0,)| self.__eq_fast_wait(v0));
            let service_gain = self.service_gain();
            let time_gain = __c::after(
                (&slow_time, &fast_time),
                |(v0, v1)| self.__eq_time_gain(v0, v1),
            );
            let wait_gain = __c::after(
                (&slow_wait, &fast_wait),
                |(v0, v1)| self.__eq_wait_gain(v0, v1),
            );
            MM1ServiceSpeedupValues {
                scenario: self,
                arrival_rate,
                fast_utilization,
                slow_time,
                fast_time,
                slow_wait,
                fast_wait,
                service_gain,
                time_gain,
                wait_gain,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.slow_service, &__INPUTS[0])?;
            __c::bounded(&self.fast_service, &__INPUTS[1])?;
            __c::bounded_plain(&self.utilization, &__INPUTS[2])?;
            {
                let fast_service = __Clone::clone(&self.fast_service);
                let slow_service = __Clone::clone(&self.slow_service);
                __c::rule(
                    fast_service <= slow_service,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.fast_service, &self.slow_service],
                )?;
            }
            Ok(())
        }
    }
    impl MM1ServiceSpeedupBuilder {
        ///Sets `slow_service`: Mean service time before.
        #[must_use]
        pub fn slow_service(mut self, value: Time) -> Self {
            self.slow_service = Some(value);
            self
        }
        ///Sets `fast_service`: Mean service time after.
        #[must_use]
        pub fn fast_service(mut self, value: Time) -> Self {
            self.fast_service = Some(value);
            self
        }
        ///Sets `utilization`: Utilization of the slow server.
        #[must_use]
        pub fn utilization(mut self, value: f64) -> Self {
            self.utilization = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MM1ServiceSpeedup, __c::InputError> {
            let scenario = MM1ServiceSpeedup {
                slow_service: __c::given(self.slow_service, "slow_service")?,
                fast_service: __c::given(self.fast_service, "fast_service")?,
                utilization: __c::given(self.utilization, "utilization")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MM1ServiceSpeedupBuilder {
        type Scenario = MM1ServiceSpeedup;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "slow_service" => self.slow_service = __c::set(value, &__INPUTS[0])?,
                "fast_service" => self.fast_service = __c::set(value, &__INPUTS[1])?,
                "utilization" => self.utilization = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MM1ServiceSpeedup, __c::InputError> {
            MM1ServiceSpeedupBuilder::build(self)
        }
    }
    impl<'a> MM1ServiceSpeedupValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MM1ServiceSpeedup {
            self.scenario
        }
    }
    impl __c::Scenario for MM1ServiceSpeedup {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MM1ServiceSpeedup",
            family: &ONE_MACHINE,
            summary: "The same arrivals on an M/M/1 server before and after its mean service time drops.",
            description: "The arrival rate is fixed by the slow server's utilization; the fast server carries it at a\nutilization lower in proportion to its service time. The time in system and the queueing\nwait are compared before and after: the wait shrinks by much more than the service time.",
            notes: __c::meta::Notes {
                equation: "λ = ρ ÷ S_slow; ρ_fast = ρ·S_fast ÷ S_slow; W = S ÷ (1 − ρ); wait = W − S",
                assumptions: &[
                    "Both servers are M/M/1 queues fed by the same Poisson arrivals.",
                ],
                rules: __RULES,
                excludes: &[
                    "Batching, and any change in the arrivals when the service gets faster.",
                ],
                derivation: &[
                    "The M/M/1 time in system S ÷ (1 − ρ) falls both with S and with ρ, which itself falls with S at a fixed arrival rate.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "TorchScript cuts the queueing wait elevenfold",
                    code: "// TorchScript cuts the queueing wait elevenfold\nuse mlsysim_serving::one_machine::resnet50_faster_model_at_80_pct_h100;\n\nlet s = resnet50_faster_model_at_80_pct_h100()?;\nassert!(s.wait_gain()? > 11.0);\nassert!(s.service_gain()? < 2.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MM1ServiceSpeedupBuilder;
        fn to_builder(&self) -> MM1ServiceSpeedupBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.slow_service, &self.fast_service, &self.utilization],
                &[
                    &values.arrival_rate,
                    &values.fast_utilization,
                    &values.slow_time,
                    &values.fast_time,
                    &values.slow_wait,
                    &values.fast_wait,
                    &values.service_gain,
                    &values.time_gain,
                    &values.wait_gain,
                ],
            )
        }
    }
    __c::glue!(MM1ServiceSpeedup);
};
