/**Arrival rate of retries released together in a short window, against the same retries spread evenly over a jitter span.

# Equation

synchronized = retries ÷ burst_window; jittered = retries ÷ jitter_span; expected in one window = retries × burst_window ÷ jitter_span

# Assumptions

- Jittered retries are spread uniformly over the span.

# Excludes

- Retries of retries, and the dependency's own recovery time.

# Derivation

- A uniform spread over J puts a share w ÷ J of the cohort in any window of length w.

# Examples

```rust
// Jitter spreads a retry cohort
use mlsysim_scenarios::recovery::retry_cohort_jitter;

let s = retry_cohort_jitter()?;
assert!((s.spread_ratio()? - 1000.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RetryJitter {
    ///Retries in the cohort.
    pub retries: u32,
    ///Window the synchronized retries arrive in. *Shown in `MILLISECOND`; allowed > 0.*
    pub burst_window: Time,
    ///Span the jittered retries are spread over. *Shown in `SECOND`; allowed > 0.*
    pub jitter_span: Time,
}
///Builds a [`RetryJitter`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RetryJitterBuilder {
    retries: ::core::option::Option<u32>,
    burst_window: ::core::option::Option<Time>,
    jitter_span: ::core::option::Option<Time>,
}
///Every property of a [`RetryJitter`], each computed once (see [`RetryJitter::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RetryJitterValues<'a> {
    scenario: &'a RetryJitter,
    ///Arrival rate when synchronized.
    pub synchronized_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Mean arrival rate when jittered.
    pub jittered_mean_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///How many times the jitter lowers the arrival rate.
    pub spread_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Jittered retries expected in one burst window.
    pub expected_in_window: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "retries",
            ty: "u32",
            doc: "Retries in the cohort.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "burst_window",
            ty: "Time",
            doc: "Window the synchronized retries arrive in.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "jitter_span",
            ty: "Time",
            doc: "Span the jittered retries are spread over.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "synchronized_rate",
            doc: "Arrival rate when synchronized.",
            equation: "retries / burst_window",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["retries", "burst_window"],
            template: "{retries} / {burst_window}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "jittered_mean_rate",
            doc: "Mean arrival rate when jittered.",
            equation: "retries / jitter_span",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["retries", "jitter_span"],
            template: "{retries} / {jitter_span}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "spread_ratio",
            doc: "How many times the jitter lowers the arrival rate.",
            equation: "synchronized_rate / jittered_mean_rate",
            result_type: "f64",
            depends_on: &["synchronized_rate", "jittered_mean_rate"],
            template: "{synchronized_rate} / {jittered_mean_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expected_in_window",
            doc: "Jittered retries expected in one burst window.",
            equation: "retries * burst_window / jitter_span",
            result_type: "f64",
            depends_on: &["retries", "burst_window", "jitter_span"],
            template: "{retries} * {burst_window} / {jitter_span}",
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
    impl RetryJitter {
        ///Starts a [`RetryJitterBuilder`]; required inputs must be set before [`RetryJitterBuilder::build`].
        #[must_use]
        pub fn builder() -> RetryJitterBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RetryJitterBuilder {
            RetryJitterBuilder {
                retries: Some(__Clone::clone(&self.retries)),
                burst_window: Some(__Clone::clone(&self.burst_window)),
                jitter_span: Some(__Clone::clone(&self.jitter_span)),
            }
        }
        ///Arrival rate when synchronized. Equation: `retries / burst_window`.
        #[inline]
        pub fn synchronized_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let retries = __Clone::clone(&self.retries);
            let burst_window = __Clone::clone(&self.burst_window);
            struct synchronized_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    synchronized_rate,
                >(retries.eq_div(burst_window)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Mean arrival rate when jittered. Equation: `retries / jitter_span`.
        #[inline]
        pub fn jittered_mean_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let retries = __Clone::clone(&self.retries);
            let jitter_span = __Clone::clone(&self.jitter_span);
            struct jittered_mean_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    jittered_mean_rate,
                >(retries.eq_div(jitter_span)?))(),
                &__PROPERTIES[1],
            )
        }
        ///How many times the jitter lowers the arrival rate. Equation: `synchronized_rate / jittered_mean_rate`.
        #[inline]
        pub fn spread_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_spread_ratio(self.synchronized_rate()?, self.jittered_mean_rate()?)
        }
        #[doc(hidden)]
        fn __eq_spread_ratio(
            &self,
            synchronized_rate: Frequency,
            jittered_mean_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            struct spread_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    spread_ratio,
                >(synchronized_rate.eq_div(jittered_mean_rate)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Jittered retries expected in one burst window. Equation: `retries * burst_window / jitter_span`.
        #[inline]
        pub fn expected_in_window(&self) -> __Result<f64, __c::EvalError> {
            let retries = __Clone::clone(&self.retries);
            let burst_window = __Clone::clone(&self.burst_window);
            let jitter_span = __Clone::clone(&self.jitter_span);
            struct expected_in_window {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    expected_in_window,
                >(retries.eq_mul(burst_window)?.eq_div(jitter_span)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RetryJitterValues`].
        #[must_use]
        pub fn evaluate(&self) -> RetryJitterValues<'_> {
            let synchronized_rate = self.synchronized_rate();
            let jittered_mean_rate = self.jittered_mean_rate();
            let spread_ratio = __c::after(
                (&synchronized_rate, &jittered_mean_rate),
                |(v0, v1)| self.__eq_spread_ratio(v0, v1),
            );
            let expected_in_window = self.expected_in_window();
            RetryJitterValues {
                scenario: self,
                synchronized_rate,
                jittered_mean_rate,
                spread_ratio,
                expected_in_window,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.retries, &__INPUTS[0])?;
            __c::bounded(&self.burst_window, &__INPUTS[1])?;
            __c::bounded(&self.jitter_span, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl RetryJitterBuilder {
        ///Sets `retries`: Retries in the cohort.
        #[must_use]
        pub fn retries(mut self, value: u32) -> Self {
            self.retries = Some(value);
            self
        }
        ///Sets `burst_window`: Window the synchronized retries arrive in.
        #[must_use]
        pub fn burst_window(mut self, value: Time) -> Self {
            self.burst_window = Some(value);
            self
        }
        ///Sets `jitter_span`: Span the jittered retries are spread over.
        #[must_use]
        pub fn jitter_span(mut self, value: Time) -> Self {
            self.jitter_span = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RetryJitter, __c::InputError> {
            let scenario = RetryJitter {
                retries: __c::given(self.retries, "retries")?,
                burst_window: __c::given(self.burst_window, "burst_window")?,
                jitter_span: __c::given(self.jitter_span, "jitter_span")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RetryJitterBuilder {
        type Scenario = RetryJitter;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "retries" => self.retries = __c::set(value, &__INPUTS[0])?,
                "burst_window" => self.burst_window = __c::set(value, &__INPUTS[1])?,
                "jitter_span" => self.jitter_span = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RetryJitter, __c::InputError> {
            RetryJitterBuilder::build(self)
        }
    }
    impl<'a> RetryJitterValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RetryJitter {
            self.scenario
        }
    }
    impl __c::Scenario for RetryJitter {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RetryJitter",
            family: &RECOVERY,
            summary: "Arrival rate of retries released together in a short window, against the same retries spread evenly over a jitter span.",
            description: "",
            notes: __c::meta::Notes {
                equation: "synchronized = retries ÷ burst_window; jittered = retries ÷ jitter_span; expected in one window = retries × burst_window ÷ jitter_span",
                assumptions: &["Jittered retries are spread uniformly over the span."],
                rules: __RULES,
                excludes: &[
                    "Retries of retries, and the dependency's own recovery time.",
                ],
                derivation: &[
                    "A uniform spread over J puts a share w ÷ J of the cohort in any window of length w.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Jitter spreads a retry cohort",
                    code: "// Jitter spreads a retry cohort\nuse mlsysim_scenarios::recovery::retry_cohort_jitter;\n\nlet s = retry_cohort_jitter()?;\nassert!((s.spread_ratio()? - 1000.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RetryJitterBuilder;
        fn to_builder(&self) -> RetryJitterBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.retries, &self.burst_window, &self.jitter_span],
                &[
                    &values.synchronized_rate,
                    &values.jittered_mean_rate,
                    &values.spread_ratio,
                    &values.expected_in_window,
                ],
            )
        }
    }
    __c::glue!(RetryJitter);
};
