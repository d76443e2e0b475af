/**Two batch caps at one arrival rate when batches wait until full: the larger raises the saturated throughput but makes requests wait longer for the batch to fill.

# Equation

wait(B) = (B − 1) ÷ 2λ; gain = throughput(large) ÷ throughput(small) − 1; capacity over load = throughput(small) ÷ λ

# Assumptions

- Batches wait until full, and arrivals come at a steady rate.

# Rules across inputs

- `small_cap` is at most `large_cap` (`small_cap <= large_cap`)

# Excludes

- A timeout that sends a partial batch (see BatchDispatch), and queueing behind a busy worker.

# Derivation

- The first request of a batch waits for B − 1 more arrivals, the last for none; on average (B − 1) ÷ 2λ.

# Examples

```rust
// Cap 32 serves 77% more than cap 16, at 16 ms more wait
use mlsysim_serving::one_machine::batch_cap_16_or_32_at_500_qps;

let s = batch_cap_16_or_32_at_500_qps()?;
assert!((s.throughput_gain()? - 0.7687249453174514).abs() < 1e-9);
assert!((s.formation_wait(32)?.value - 0.031).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchCapChoice {
    ///The batch service time, as a BatchingKnee preset or its inputs.
    pub service: BatchingKnee,
    ///Requests arriving. *Shown in `PER_SECOND`; allowed > 0.*
    pub arrival_rate: Frequency,
    ///The smaller batch cap. *Allowed >= 1.*
    pub small_cap: i64,
    ///The larger batch cap. *Allowed >= 1.*
    pub large_cap: i64,
}
///Builds a [`BatchCapChoice`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BatchCapChoiceBuilder {
    service: ::core::option::Option<BatchingKnee>,
    arrival_rate: ::core::option::Option<Frequency>,
    small_cap: ::core::option::Option<i64>,
    large_cap: ::core::option::Option<i64>,
}
///Every property of a [`BatchCapChoice`], each computed once (see [`BatchCapChoice::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchCapChoiceValues<'a> {
    scenario: &'a BatchCapChoice,
    ///Share by which the large cap raises the saturated throughput.
    pub throughput_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Saturated throughput at the small cap over the arrival rate.
    pub capacity_over_load: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "service",
            ty: "BatchingKnee",
            doc: "The batch service time, as a BatchingKnee preset or its inputs.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "arrival_rate",
            ty: "Frequency",
            doc: "Requests arriving.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "small_cap",
            ty: "i64",
            doc: "The smaller batch cap.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "large_cap",
            ty: "i64",
            doc: "The larger batch cap.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "throughput_gain",
            doc: "Share by which the large cap raises the saturated throughput.",
            equation: "service.throughput(large_cap) / service.throughput(small_cap) - 1.0",
            result_type: "f64",
            depends_on: &["service", "large_cap", "small_cap"],
            reaches: &[("service", "throughput")],
            template: "{#0 service.throughput(large_cap)} / {#1 service.throughput(small_cap)} - 1.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "capacity_over_load",
            doc: "Saturated throughput at the small cap over the arrival rate.",
            equation: "service.throughput(small_cap) / arrival_rate",
            result_type: "f64",
            depends_on: &["service", "small_cap", "arrival_rate"],
            reaches: &[("service", "throughput")],
            template: "{#0 service.throughput(small_cap)} / {arrival_rate}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "formation_wait",
            kind: __c::MemberKind::Method,
            doc: "Mean time a request waits for a batch of `cap` to fill.",
            equation: "batch_formation_wait(cap, arrival_rate)",
            args: &[
                __c::ArgInfo {
                    name: "cap",
                    ty: "i64",
                    samples: &[
                        __c::Sample::From("small_cap"),
                        __c::Sample::From("large_cap"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["arrival_rate"],
            calls: &["batch_formation_wait"],
            template: "batch_formation_wait({cap}, {arrival_rate})",
            named_calls: "batch_formation_wait(cap, arrival_rate)",
            operation: "result of `batch_formation_wait`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`small_cap` is at most `large_cap`",
            condition: "small_cap <= large_cap",
            inputs: &["small_cap", "large_cap"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl BatchCapChoice {
        ///Starts a [`BatchCapChoiceBuilder`]; required inputs must be set before [`BatchCapChoiceBuilder::build`].
        #[must_use]
        pub fn builder() -> BatchCapChoiceBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BatchCapChoiceBuilder {
            BatchCapChoiceBuilder {
                service: Some(__Clone::clone(&self.service)),
                arrival_rate: Some(__Clone::clone(&self.arrival_rate)),
                small_cap: Some(__Clone::clone(&self.small_cap)),
                large_cap: Some(__Clone::clone(&self.large_cap)),
            }
        }
        ///Mean time a request waits for a batch of `cap` to fill. Equation: `batch_formation_wait(cap, arrival_rate)`.
        #[inline]
        pub fn formation_wait(&self, cap: i64) -> __Result<Time, __c::EvalError> {
            __c::argument(&cap, "formation_wait", &(&__METHODS[0]).args[0])?;
            let arrival_rate = __Clone::clone(&self.arrival_rate);
            struct formation_wait {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    formation_wait,
                >(::mlsysim_core::equation::batch_formation_wait(cap, arrival_rate)?))(),
                &__METHODS[0],
            )
        }
        ///Share by which the large cap raises the saturated throughput. Equation: `service.throughput(large_cap) / service.throughput(small_cap) - 1.0`.
        #[inline]
        pub fn throughput_gain(&self) -> __Result<f64, __c::EvalError> {
            let service = __Clone::clone(&self.service);
            let large_cap = __Clone::clone(&self.large_cap);
            let small_cap = __Clone::clone(&self.small_cap);
            struct throughput_gain {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    throughput_gain,
                >(
                    service
                        .throughput(large_cap)?
                        .eq_div(service.throughput(small_cap)?)?
                        .eq_sub(1.0)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Saturated throughput at the small cap over the arrival rate. Equation: `service.throughput(small_cap) / arrival_rate`.
        #[inline]
        pub fn capacity_over_load(&self) -> __Result<f64, __c::EvalError> {
            let service = __Clone::clone(&self.service);
            let small_cap = __Clone::clone(&self.small_cap);
            let arrival_rate = __Clone::clone(&self.arrival_rate);
            struct capacity_over_load {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    capacity_over_load,
                >(service.throughput(small_cap)?.eq_div(arrival_rate)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BatchCapChoiceValues`].
        #[must_use]
        pub fn evaluate(&self) -> BatchCapChoiceValues<'_> {
            let throughput_gain = self.throughput_gain();
            let capacity_over_load = self.capacity_over_load();
            BatchCapChoiceValues {
                scenario: self,
                throughput_gain,
                capacity_over_load,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.service, &__INPUTS[0])?;
            __c::bounded(&self.arrival_rate, &__INPUTS[1])?;
            __c::bounded_plain(&self.small_cap, &__INPUTS[2])?;
            __c::bounded_plain(&self.large_cap, &__INPUTS[3])?;
            {
                let small_cap = __Clone::clone(&self.small_cap);
                let large_cap = __Clone::clone(&self.large_cap);
                __c::rule(
                    small_cap <= large_cap,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.small_cap, &self.large_cap],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_throughput_gain(&self) -> __c::Parts {
            __c::traced(
                self.throughput_gain(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let service = __Clone::clone(& self.service); let large_cap =
                    __Clone::clone(& self.large_cap); let part = service
                    .throughput(large_cap) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let service = __Clone::clone(& self
                    .service); let small_cap = __Clone::clone(& self.small_cap); let part
                    = service.throughput(small_cap) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_capacity_over_load(&self) -> __c::Parts {
            __c::traced(
                self.capacity_over_load(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let service = __Clone::clone(& self.service); let small_cap =
                    __Clone::clone(& self.small_cap); let part = service
                    .throughput(small_cap) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl BatchCapChoiceBuilder {
        ///Sets `service`: The batch service time, as a BatchingKnee preset or its inputs.
        #[must_use]
        pub fn service(mut self, value: BatchingKnee) -> Self {
            self.service = Some(value);
            self
        }
        ///Sets `arrival_rate`: Requests arriving.
        #[must_use]
        pub fn arrival_rate(mut self, value: Frequency) -> Self {
            self.arrival_rate = Some(value);
            self
        }
        ///Sets `small_cap`: The smaller batch cap.
        #[must_use]
        pub fn small_cap(mut self, value: i64) -> Self {
            self.small_cap = Some(value);
            self
        }
        ///Sets `large_cap`: The larger batch cap.
        #[must_use]
        pub fn large_cap(mut self, value: i64) -> Self {
            self.large_cap = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BatchCapChoice, __c::InputError> {
            let scenario = BatchCapChoice {
                service: __c::given(self.service, "service")?,
                arrival_rate: __c::given(self.arrival_rate, "arrival_rate")?,
                small_cap: __c::given(self.small_cap, "small_cap")?,
                large_cap: __c::given(self.large_cap, "large_cap")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BatchCapChoiceBuilder {
        type Scenario = BatchCapChoice;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "service" => self.service = __c::set(value, &__INPUTS[0])?,
                "arrival_rate" => self.arrival_rate = __c::set(value, &__INPUTS[1])?,
                "small_cap" => self.small_cap = __c::set(value, &__INPUTS[2])?,
                "large_cap" => self.large_cap = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BatchCapChoice, __c::InputError> {
            BatchCapChoiceBuilder::build(self)
        }
    }
    impl<'a> BatchCapChoiceValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BatchCapChoice {
            self.scenario
        }
        ///[`BatchCapChoice::formation_wait`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn formation_wait(&self, cap: i64) -> __Result<Time, __c::EvalError> {
            self.scenario.formation_wait(cap)
        }
    }
    impl __c::Scenario for BatchCapChoice {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BatchCapChoice",
            family: &ONE_MACHINE,
            summary: "Two batch caps at one arrival rate when batches wait until full: the larger raises the saturated throughput but makes requests wait longer for the batch to fill.",
            description: "",
            notes: __c::meta::Notes {
                equation: "wait(B) = (B − 1) ÷ 2λ; gain = throughput(large) ÷ throughput(small) − 1; capacity over load = throughput(small) ÷ λ",
                assumptions: &[
                    "Batches wait until full, and arrivals come at a steady rate.",
                ],
                rules: __RULES,
                excludes: &[
                    "A timeout that sends a partial batch (see BatchDispatch), and queueing behind a busy worker.",
                ],
                derivation: &[
                    "The first request of a batch waits for B − 1 more arrivals, the last for none; on average (B − 1) ÷ 2λ.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Cap 32 serves 77% more than cap 16, at 16 ms more wait",
                    code: "// Cap 32 serves 77% more than cap 16, at 16 ms more wait\nuse mlsysim_serving::one_machine::batch_cap_16_or_32_at_500_qps;\n\nlet s = batch_cap_16_or_32_at_500_qps()?;\nassert!((s.throughput_gain()? - 0.7687249453174514).abs() < 1e-9);\nassert!((s.formation_wait(32)?.value - 0.031).abs() < 1e-15);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BatchCapChoiceBuilder;
        fn to_builder(&self) -> BatchCapChoiceBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.service, &self.arrival_rate, &self.small_cap, &self.large_cap],
                &[&values.throughput_gain, &values.capacity_over_load],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "formation_wait" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.formation_wait(a0), &__METHODS[0])
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
                "throughput_gain" => Some(Ok(self.__explain_throughput_gain())),
                "capacity_over_load" => Some(Ok(self.__explain_capacity_over_load())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "service" => (&__c::explain::Held(&self.service)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "small_cap" => {
                    __c::samples(&self.small_cap, ::core::option::Option::None)
                }
                "large_cap" => {
                    __c::samples(&self.large_cap, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(BatchCapChoice);
};
