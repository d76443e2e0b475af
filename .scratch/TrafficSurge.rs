/**A service sized for a normal request rate that receives a surge: how many times the normal load arrives.

Only the surge factor is computed; the latencies before and during the surge are stated as
context (once arrivals exceed capacity the queue grows for as long as the surge lasts, so no
steady latency exists).

# Equation

surge factor = surge rate ÷ normal rate

# Assumptions

- The normal rate is above zero; the latencies are context (the reference keeps them without using them).

# Excludes

- How long the surge lasts, and so how long the queue grows.

# Derivation

- A ratio of rates.

# Examples

```rust
// Ten times the traffic
use mlsysim_serving::one_machine::recommender_traffic_surge;

assert_eq!(recommender_traffic_surge()?.surge_factor()?, 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TrafficSurge {
    ///Requests a second the service was sized for. *Shown in `PER_SECOND`; allowed > 0.*
    pub normal_rate: Frequency,
    ///Requests a second during the surge. *Shown in `PER_SECOND`; allowed >= 0.*
    pub surge_rate: Frequency,
    ///Latency at the normal rate; context only. *Shown in `MILLISECOND`; allowed >= 0.*
    pub normal_latency: Time,
    ///Latency once the queue has grown during the surge; context only. *Shown in `SECOND`; allowed >= 0.*
    pub surge_latency: Time,
}
///Builds a [`TrafficSurge`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TrafficSurgeBuilder {
    normal_rate: ::core::option::Option<Frequency>,
    surge_rate: ::core::option::Option<Frequency>,
    normal_latency: ::core::option::Option<Time>,
    surge_latency: ::core::option::Option<Time>,
}
///Every property of a [`TrafficSurge`], each computed once (see [`TrafficSurge::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TrafficSurgeValues<'a> {
    scenario: &'a TrafficSurge,
    ///How many times the normal rate arrives.
    pub surge_factor: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "normal_rate",
            ty: "Frequency",
            doc: "Requests a second the service was sized for.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "surge_rate",
            ty: "Frequency",
            doc: "Requests a second during the surge.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "normal_latency",
            ty: "Time",
            doc: "Latency at the normal rate; context only.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "surge_latency",
            ty: "Time",
            doc: "Latency once the queue has grown during the surge; context only.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "surge_factor",
            doc: "How many times the normal rate arrives.",
            equation: "surge_rate / normal_rate",
            result_type: "f64",
            depends_on: &["surge_rate", "normal_rate"],
            template: "{surge_rate} / {normal_rate}",
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
    impl TrafficSurge {
        ///Starts a [`TrafficSurgeBuilder`]; required inputs must be set before [`TrafficSurgeBuilder::build`].
        #[must_use]
        pub fn builder() -> TrafficSurgeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TrafficSurgeBuilder {
            TrafficSurgeBuilder {
                normal_rate: Some(__Clone::clone(&self.normal_rate)),
                surge_rate: Some(__Clone::clone(&self.surge_rate)),
                normal_latency: Some(__Clone::clone(&self.normal_latency)),
                surge_latency: Some(__Clone::clone(&self.surge_latency)),
            }
        }
        ///How many times the normal rate arrives. Equation: `surge_rate / normal_rate`.
        #[inline]
        pub fn surge_factor(&self) -> __Result<f64, __c::EvalError> {
            let surge_rate = __Clone::clone(&self.surge_rate);
            let normal_rate = __Clone::clone(&self.normal_rate);
            struct surge_factor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    surge_factor,
                >(surge_rate.eq_div(normal_rate)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TrafficSurgeValues`].
        #[must_use]
        pub fn evaluate(&self) -> TrafficSurgeValues<'_> {
            let surge_factor = self.surge_factor();
            TrafficSurgeValues {
                scenario: self,
                surge_factor,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.normal_rate, &__INPUTS[0])?;
            __c::bounded(&self.surge_rate, &__INPUTS[1])?;
            __c::bounded(&self.normal_latency, &__INPUTS[2])?;
            __c::bounded(&self.surge_latency, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl TrafficSurgeBuilder {
        ///Sets `normal_rate`: Requests a second the service was sized for.
        #[must_use]
        pub fn normal_rate(mut self, value: Frequency) -> Self {
            self.normal_rate = Some(value);
            self
        }
        ///Sets `surge_rate`: Requests a second during the surge.
        #[must_use]
        pub fn surge_rate(mut self, value: Frequency) -> Self {
            self.surge_rate = Some(value);
            self
        }
        ///Sets `normal_latency`: Latency at the normal rate; context only.
        #[must_use]
        pub fn normal_latency(mut self, value: Time) -> Self {
            self.normal_latency = Some(value);
            self
        }
        ///Sets `surge_latency`: Latency once the queue has grown during the surge; context only.
        #[must_use]
        pub fn surge_latency(mut self, value: Time) -> Self {
            self.surge_latency = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TrafficSurge, __c::InputError> {
            let scenario = TrafficSurge {
                normal_rate: __c::given(self.normal_rate, "normal_rate")?,
                surge_rate: __c::given(self.surge_rate, "surge_rate")?,
                normal_latency: __c::given(self.normal_latency, "normal_latency")?,
                surge_latency: __c::given(self.surge_latency, "surge_latency")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TrafficSurgeBuilder {
        type Scenario = TrafficSurge;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "normal_rate" => self.normal_rate = __c::set(value, &__INPUTS[0])?,
                "surge_rate" => self.surge_rate = __c::set(value, &__INPUTS[1])?,
                "normal_latency" => self.normal_latency = __c::set(value, &__INPUTS[2])?,
                "surge_latency" => self.surge_latency = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TrafficSurge, __c::InputError> {
            TrafficSurgeBuilder::build(self)
        }
    }
    impl<'a> TrafficSurgeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TrafficSurge {
            self.scenario
        }
    }
    impl __c::Scenario for TrafficSurge {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TrafficSurge",
            family: &ONE_MACHINE,
            summary: "A service sized for a normal request rate that receives a surge: how many times the normal load arrives.",
            description: "Only the surge factor is computed; the latencies before and during the surge are stated as\ncontext (once arrivals exceed capacity the queue grows for as long as the surge lasts, so no\nsteady latency exists).",
            notes: __c::meta::Notes {
                equation: "surge factor = surge rate ÷ normal rate",
                assumptions: &[
                    "The normal rate is above zero; the latencies are context (the reference keeps them without using them).",
                ],
                rules: __RULES,
                excludes: &[
                    "How long the surge lasts, and so how long the queue grows.",
                ],
                derivation: &["A ratio of rates."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Ten times the traffic",
                    code: "// Ten times the traffic\nuse mlsysim_serving::one_machine::recommender_traffic_surge;\n\nassert_eq!(recommender_traffic_surge()?.surge_factor()?, 10.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TrafficSurgeBuilder;
        fn to_builder(&self) -> TrafficSurgeBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.normal_rate,
                    &self.surge_rate,
                    &self.normal_latency,
                    &self.surge_latency,
                ],
                &[&values.surge_factor],
            )
        }
    }
    __c::glue!(TrafficSurge);
};
