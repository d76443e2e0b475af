/**Value lost while a quality drop goes undetected, for a slow and a fast detector.

# Equation

loss(delay) = annual_value × quality_drop × delay ÷ 365 days

# Assumptions

- The drop removes a steady share of the service's yearly value while it lasts.
- A year here is 365 days, as in the reference's formula (its `year` unit, used elsewhere, is 365.25 days): a delay of 365 days loses exactly one year's share.

# Excludes

- The cost of running either detector, and losses after detection.

# Derivation

- Value accrues uniformly over the year, so an undetected delay d loses the fraction d ÷ 365 days of the yearly loss.

# Examples

```rust
// What a faster detector saves in a year
use mlsysim_scenarios::watching::recommender_detection_delay_loss;

let s = recommender_detection_delay_loss()?;
assert!((s.annual_savings()?.value - 739_726.0273972603).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DetectionDelayLoss {
    ///Value the service creates in a year. *Shown in `USD`; allowed >= 0.*
    pub annual_value: Usd,
    ///Share of that value lost while the drop lasts. *Allowed [0.0, 1.0].*
    pub quality_drop: f64,
    ///Detection delay of the slow detector. *Shown in `DAY`; allowed >= 0.*
    pub slow_detection: Time,
    ///Detection delay of the fast detector. *Shown in `DAY`; allowed >= 0.*
    pub fast_detection: Time,
    ///Quality incidents a year. *Allowed >= 0.*
    pub incidents_per_year: f64,
}
///Builds a [`DetectionDelayLoss`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DetectionDelayLossBuilder {
    annual_value: ::core::option::Option<Usd>,
    quality_drop: ::core::option::Option<f64>,
    slow_detection: ::core::option::Option<Time>,
    fast_detection: ::core::option::Option<Time>,
    incidents_per_year: ::core::option::Option<f64>,
}
///Every property of a [`DetectionDelayLoss`], each computed once (see [`DetectionDelayLoss::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DetectionDelayLossValues<'a> {
    scenario: &'a DetectionDelayLoss,
    ///Loss per incident with the slow detector.
    pub slow_loss: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Loss per incident with the fast detector.
    pub fast_loss: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What the fast detector saves per incident.
    pub savings_per_incident: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What the fast detector saves in a year.
    pub annual_savings: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Loss if the drop lasted a whole year.
    pub full_year_loss: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///How many times more the slow detector loses.
    pub slow_over_fast: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "annual_value",
            ty: "Usd",
            doc: "Value the service creates in a year.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "quality_drop",
            ty: "f64",
            doc: "Share of that value lost while the drop lasts.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "slow_detection",
            ty: "Time",
            doc: "Detection delay of the slow detector.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fast_detection",
            ty: "Time",
            doc: "Detection delay of the fast detector.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "incidents_per_year",
            ty: "f64",
            doc: "Quality incidents a year.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "slow_loss",
            doc: "Loss per incident with the slow detector.",
            equation: "loss(slow_detection)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["slow_detection"],
            template: "{#0 loss(slow_detection)}",
            named_calls: "loss(slow_detection)",
            operation: "result of `loss`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fast_loss",
            doc: "Loss per incident with the fast detector.",
            equation: "loss(fast_detection)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["fast_detection"],
            template: "{#0 loss(fast_detection)}",
            named_calls: "loss(fast_detection)",
            operation: "result of `loss`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "savings_per_incident",
            doc: "What the fast detector saves per incident.",
            equation: "slow_loss - fast_loss",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["slow_loss", "fast_loss"],
            template: "{slow_loss} - {fast_loss}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "annual_savings",
            doc: "What the fast detector saves in a year.",
            equation: "savings_per_incident * incidents_per_year",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["incidents_per_year", "savings_per_incident"],
            template: "{savings_per_incident} * {incidents_per_year}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "full_year_loss",
            doc: "Loss if the drop lasted a whole year.",
            equation: "annual_value * quality_drop",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["annual_value", "quality_drop"],
            template: "{annual_value} * {quality_drop}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "slow_over_fast",
            doc: "How many times more the slow detector loses.",
            equation: "slow_loss / fast_loss",
            result_type: "f64",
            depends_on: &["slow_loss", "fast_loss"],
            template: "{slow_loss} / {fast_loss}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "loss",
            kind: __c::MemberKind::Method,
            doc: "Value lost when a drop goes undetected for `delay`.",
            equation: "annual_value * quality_drop * (delay / days(365.0))",
            args: &[
                __c::ArgInfo {
                    name: "delay",
                    ty: "Time",
                    samples: &[
                        __c::Sample::From("slow_detection"),
                        __c::Sample::From("fast_detection"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["annual_value", "quality_drop"],
            calls: &["days"],
            template: "{annual_value} * {quality_drop} * ({delay} / days(365.0))",
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
    impl DetectionDelayLoss {
        ///Starts a [`DetectionDelayLossBuilder`]; required inputs must be set before [`DetectionDelayLossBuilder::build`].
        #[must_use]
        pub fn builder() -> DetectionDelayLossBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DetectionDelayLossBuilder {
            DetectionDelayLossBuilder {
                annual_value: Some(__Clone::clone(&self.annual_value)),
                quality_drop: Some(__Clone::clone(&self.quality_drop)),
                slow_detection: Some(__Clone::clone(&self.slow_detection)),
                fast_detection: Some(__Clone::clone(&self.fast_detection)),
                incidents_per_year: Some(__Clone::clone(&self.incidents_per_year)),
            }
        }
        ///Value lost when a drop goes undetected for `delay`. Equation: `annual_value * quality_drop * (delay / days(365.0))`.
        #[inline]
        pub fn loss(&self, delay: Time) -> __Result<Usd, __c::EvalError> {
            __c::argument(&delay, "loss", &(&__METHODS[0]).args[0])?;
            let annual_value = __Clone::clone(&self.annual_value);
            let quality_drop = __Clone::clone(&self.quality_drop);
            struct loss {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss,
                >(
                    annual_value
                        .eq_mul(quality_drop)?
                        .eq_mul(delay.eq_div(::mlsysim_core::equation::days(365.0))?)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Loss per incident with the slow detector. Equation: `loss(slow_detection)`.
        #[inline]
        pub fn slow_loss(&self) -> __Result<Usd, __c::EvalError> {
            let slow_detection = __Clone::clone(&self.slow_detection);
            let loss = |delay: Time| self.loss(delay);
            struct slow_loss {}
            __c::member(
                (|| __c::conform::<Usd, _, slow_loss>(loss(slow_detection)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Loss per incident with the fast detector. Equation: `loss(fast_detection)`.
        #[inline]
        pub fn fast_loss(&self) -> __Result<Usd, __c::EvalError> {
            let fast_detection = __Clone::clone(&self.fast_detection);
            let loss = |delay: Time| self.loss(delay);
            struct fast_loss {}
            __c::member(
                (|| __c::conform::<Usd, _, fast_loss>(loss(fast_detection)?))(),
                &__PROPERTIES[1],
            )
        }
        ///What the fast detector saves per incident. Equation: `slow_loss - fast_loss`.
        #[inline]
        pub fn savings_per_incident(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_savings_per_incident(self.slow_loss()?, self.fast_loss()?)
        }
        #[doc(hidden)]
        fn __eq_savings_per_incident(
            &self,
            slow_loss: Usd,
            fast_loss: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct savings_per_incident {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    savings_per_incident,
                >(slow_loss.eq_sub(fast_loss)?))(),
                &__PROPERTIES[2],
            )
        }
        ///What the fast detector saves in a year. Equation: `savings_per_incident * incidents_per_year`.
        #[inline]
        pub fn annual_savings(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_annual_savings(self.savings_per_incident()?)
        }
        #[doc(hidden)]
        fn __eq_annual_savings(
            &self,
            savings_per_incident: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let incidents_per_year = __Clone::clone(&self.incidents_per_year);
            struct annual_savings {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    annual_savings,
                >(savings_per_incident.eq_mul(incidents_per_year)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Loss if the drop lasted a whole year. Equation: `annual_value * quality_drop`.
        #[inline]
        pub fn full_year_loss(&self) -> __Result<Usd, __c::EvalError> {
            let annual_value = __Clone::clone(&self.annual_value);
            let quality_drop = __Clone::clone(&self.quality_drop);
            struct full_year_loss {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    full_year_loss,
                >(annual_value.eq_mul(quality_drop)?))(),
                &__PROPERTIES[4],
            )
        }
        ///How many times more the slow detector loses. Equation: `slow_loss / fast_loss`.
        #[inline]
        pub fn slow_over_fast(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_slow_over_fast(self.slow_loss()?, self.fast_loss()?)
        }
        #[doc(hidden)]
        fn __eq_slow_over_fast(
            &self,
            slow_loss: Usd,
            fast_loss: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct slow_over_fast {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    slow_over_fast,
                >(slow_loss.eq_div(fast_loss)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DetectionDelayLossValues`].
        #[must_use]
        pub fn evaluate(&self) -> DetectionDelayLossValues<'_> {
            let slow_loss = self.slow_loss();
            let fast_loss = self.fast_loss();
            let savings_per_incident = __c::after(
                (&slow_loss, &fast_loss),
                |(v0, v1)| self.__eq_savings_per_incident(v0, v1),
            );
            let annual_savings = __c::after(
                (&savings_per_incident,),
                |(v0,)| self.__eq_annual_savings(v0),
            );
            let full_year_loss = self.full_year_loss();
            let slow_over_fast = __c::after(
                (&slow_loss, &fast_loss),
                |(v0, v1)| self.__eq_slow_over_fast(v0, v1),
            );
            DetectionDelayLossValues {
                scenario: self,
                slow_loss,
                fast_loss,
                savings_per_incident,
                annual_savings,
                full_year_loss,
                slow_over_fast,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.annual_value, &__INPUTS[0])?;
            __c::bounded_plain(&self.quality_drop, &__INPUTS[1])?;
            __c::bounded(&self.slow_detection, &__INPUTS[2])?;
            __c::bounded(&self.fast_detection, &__INPUTS[3])?;
            __c::bounded(&self.incidents_per_year, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_loss(&self, delay: Time) -> __c::Parts {
            __c::traced(
                self.loss(__Clone::clone(&delay)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "days", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 365.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_slow_loss(&self) -> __c::Parts {
            __c::traced(
                self.slow_loss(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let slow_detection = __Clone::clone(& self.slow_detection); let
                    loss = | delay : Time | self.loss(delay); let part =
                    loss(slow_detection) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "loss", args :
                    ::std::vec![__c::Operand::Name("slow_detection")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_fast_loss(&self) -> __c::Parts {
            __c::traced(
                self.fast_loss(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fast_detection = __Clone::clone(& self.fast_detection); let
                    loss = | delay : Time | self.loss(delay); let part =
                    loss(fast_detection) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "loss", args :
                    ::std::vec![__c::Operand::Name("fast_detection")] }
                ],
            )
        }
    }
    impl DetectionDelayLossBuilder {
        ///Sets `annual_value`: Value the service creates in a year.
        #[must_use]
        pub fn annual_value(mut self, value: Usd) -> Self {
            self.annual_value = Some(value);
            self
        }
        ///Sets `quality_drop`: Share of that value lost while the drop lasts.
        #[must_use]
        pub fn quality_drop(mut self, value: f64) -> Self {
            self.quality_drop = Some(value);
            self
        }
        ///Sets `slow_detection`: Detection delay of the slow detector.
        #[must_use]
        pub fn slow_detection(mut self, value: Time) -> Self {
            self.slow_detection = Some(value);
            self
        }
        ///Sets `fast_detection`: Detection delay of the fast detector.
        #[must_use]
        pub fn fast_detection(mut self, value: Time) -> Self {
            self.fast_detection = Some(value);
            self
        }
        ///Sets `incidents_per_year`: Quality incidents a year.
        #[must_use]
        pub fn incidents_per_year(mut self, value: f64) -> Self {
            self.incidents_per_year = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DetectionDelayLoss, __c::InputError> {
            let scenario = DetectionDelayLoss {
                annual_value: __c::given(self.annual_value, "annual_value")?,
                quality_drop: __c::given(self.quality_drop, "quality_drop")?,
                slow_detection: __c::given(self.slow_detection, "slow_detection")?,
                fast_detection: __c::given(self.fast_detection, "fast_detection")?,
                incidents_per_year: __c::given(
                    self.incidents_per_year,
                    "incidents_per_year",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DetectionDelayLossBuilder {
        type Scenario = DetectionDelayLoss;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "annual_value" => self.annual_value = __c::set(value, &__INPUTS[0])?,
                "quality_drop" => self.quality_drop = __c::set(value, &__INPUTS[1])?,
                "slow_detection" => self.slow_detection = __c::set(value, &__INPUTS[2])?,
                "fast_detection" => self.fast_detection = __c::set(value, &__INPUTS[3])?,
                "incidents_per_year" => {
                    self.incidents_per_year = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DetectionDelayLoss, __c::InputError> {
            DetectionDelayLossBuilder::build(self)
        }
    }
    impl<'a> DetectionDelayLossValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DetectionDelayLoss {
            self.scenario
        }
        ///[`DetectionDelayLoss::loss`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn loss(&self, delay: Time) -> __Result<Usd, __c::EvalError> {
            self.scenario.loss(delay)
        }
    }
    impl __c::Scenario for DetectionDelayLoss {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DetectionDelayLoss",
            family: &WATCHING,
            summary: "Value lost while a quality drop goes undetected, for a slow and a fast detector.",
            description: "",
            notes: __c::meta::Notes {
                equation: "loss(delay) = annual_value × quality_drop × delay ÷ 365 days",
                assumptions: &[
                    "The drop removes a steady share of the service's yearly value while it lasts.",
                    "A year here is 365 days, as in the reference's formula (its `year` unit, used elsewhere, is 365.25 days): a delay of 365 days loses exactly one year's share.",
                ],
                rules: __RULES,
                excludes: &[
                    "The cost of running either detector, and losses after detection.",
                ],
                derivation: &[
                    "Value accrues uniformly over the year, so an undetected delay d loses the fraction d ÷ 365 days of the yearly loss.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "What a faster detector saves in a year",
                    code: "// What a faster detector saves in a year\nuse mlsysim_scenarios::watching::recommender_detection_delay_loss;\n\nlet s = recommender_detection_delay_loss()?;\nassert!((s.annual_savings()?.value - 739_726.0273972603).abs() < 1e-6);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DetectionDelayLossBuilder;
        fn to_builder(&self) -> DetectionDelayLossBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.annual_value,
                    &self.quality_drop,
                    &self.slow_detection,
                    &self.fast_detection,
                    &self.incidents_per_year,
                ],
                &[
                    &values.slow_loss,
                    &values.fast_loss,
                    &values.savings_per_incident,
                    &values.annual_savings,
                    &values.full_year_loss,
                    &values.slow_over_fast,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "loss" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.loss(a0), &__METHODS[0])
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
                "loss" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_loss(a0)),
                    )
                }
                "slow_loss" => Some(Ok(self.__explain_slow_loss())),
                "fast_loss" => Some(Ok(self.__explain_fast_loss())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "slow_detection" => {
                    __c::samples(
                        &self.slow_detection,
                        ::core::option::Option::Some(::mlsysim_core::units::DAY.erase()),
                    )
                }
                "fast_detection" => {
                    __c::samples(
                        &self.fast_detection,
                        ::core::option::Option::Some(::mlsysim_core::units::DAY.erase()),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(DetectionDelayLoss);
};
