/**How often an event that befalls a small share of requests happens at a given request rate.

# Equation

events per second = request rate × probability

# Assumptions

- Each request meets the event independently with the same probability, a share in [0, 1]; the reference takes any number.

# Excludes

- Bursts: the result is a mean rate.

# Derivation

- The expected count of events is the count of trials times the probability of each.

# Examples

```rust
// One in 10,000 at ten million requests a second
use mlsysim_serving::kv_cache::recommender_tail_events;

let s = recommender_tail_events()?;
assert!((s.events_per_second()?.value - 1000.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TailEventRate {
    ///Requests a second. *Shown in `PER_SECOND`; allowed >= 0.*
    pub request_rate: Frequency,
    ///Probability that one request meets the event. *Allowed [0.0, 1.0].*
    pub event_probability: f64,
}
///Builds a [`TailEventRate`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TailEventRateBuilder {
    request_rate: ::core::option::Option<Frequency>,
    event_probability: ::core::option::Option<f64>,
}
///Every property of a [`TailEventRate`], each computed once (see [`TailEventRate::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TailEventRateValues<'a> {
    scenario: &'a TailEventRate,
    ///Events a second.
    pub events_per_second: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "request_rate",
            ty: "Frequency",
            doc: "Requests a second.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "event_probability",
            ty: "f64",
            doc: "Probability that one request meets the event.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "events_per_second",
            doc: "Events a second.",
            equation: "request_rate * event_probability",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["request_rate", "event_probability"],
            template: "{request_rate} * {event_probability}",
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
    impl TailEventRate {
        ///Starts a [`TailEventRateBuilder`]; required inputs must be set before [`TailEventRateBuilder::build`].
        #[must_use]
        pub fn builder() -> TailEventRateBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TailEventRateBuilder {
            TailEventRateBuilder {
                request_rate: Some(__Clone::clone(&self.request_rate)),
                event_probability: Some(__Clone::clone(&self.event_probability)),
            }
        }
        ///Events a second. Equation: `request_rate * event_probability`.
        #[inline]
        pub fn events_per_second(&self) -> __Result<Frequency, __c::EvalError> {
            let request_rate = __Clone::clone(&self.request_rate);
            let event_probability = __Clone::clone(&self.event_probability);
            struct events_per_second {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    events_per_second,
                >(request_rate.eq_mul(event_probability)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TailEventRateValues`].
        #[must_use]
        pub fn evaluate(&self) -> TailEventRateValues<'_> {
            let events_per_second = self.events_per_second();
            TailEventRateValues {
                scenario: self,
                events_per_second,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.request_rate, &__INPUTS[0])?;
            __c::bounded_plain(&self.event_probability, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl TailEventRateBuilder {
        ///Sets `request_rate`: Requests a second.
        #[must_use]
        pub fn request_rate(mut self, value: Frequency) -> Self {
            self.request_rate = Some(value);
            self
        }
        ///Sets `event_probability`: Probability that one request meets the event.
        #[must_use]
        pub fn event_probability(mut self, value: f64) -> Self {
            self.event_probability = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TailEventRate, __c::InputError> {
            let scenario = TailEventRate {
                request_rate: __c::given(self.request_rate, "request_rate")?,
                event_probability: __c::given(
                    self.event_probability,
                    "event_probability",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TailEventRateBuilder {
        type Scenario = TailEventRate;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "request_rate" => self.request_rate = __c::set(value, &__INPUTS[0])?,
                "event_probability" => {
                    self.event_probability = __c::set(value, &__INPUTS[1])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TailEventRate, __c::InputError> {
            TailEventRateBuilder::build(self)
        }
    }
    impl<'a> TailEventRateValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TailEventRate {
            self.scenario
        }
    }
    impl __c::Scenario for TailEventRate {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TailEventRate",
            family: &KV_CACHE,
            summary: "How often an event that befalls a small share of requests happens at a given request rate.",
            description: "",
            notes: __c::meta::Notes {
                equation: "events per second = request rate × probability",
                assumptions: &[
                    "Each request meets the event independently with the same probability, a share in [0, 1]; the reference takes any number.",
                ],
                rules: __RULES,
                excludes: &["Bursts: the result is a mean rate."],
                derivation: &[
                    "The expected count of events is the count of trials times the probability of each.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "One in 10,000 at ten million requests a second",
                    code: "// One in 10,000 at ten million requests a second\nuse mlsysim_serving::kv_cache::recommender_tail_events;\n\nlet s = recommender_tail_events()?;\nassert!((s.events_per_second()?.value - 1000.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TailEventRateBuilder;
        fn to_builder(&self) -> TailEventRateBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.request_rate, &self.event_probability],
                &[&values.events_per_second],
            )
        }
    }
    __c::glue!(TailEventRate);
};
