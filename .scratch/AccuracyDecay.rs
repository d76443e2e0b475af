/**Exponential accuracy decay fitted through two readings, and what the curve predicts.

The curve A(t) = A0·exp(−γt) passes through the initial accuracy at t = 0 and the later
accuracy after `elapsed`; from it follow the accuracy at any age, the age at which a given
accuracy is reached, and the accuracy at which to act so that a floor is not crossed.

# Equation

γ = ln(A0 ÷ A1) ÷ elapsed; A(t) = A0·exp(−γt)

# Assumptions

- Accuracy decays exponentially at a constant rate.
- Accuracies are shares in (0, 1]; a later accuracy above the initial one gives a negative rate (the model improved).

# Excludes

- Sudden drops (outages, upstream changes) that no smooth curve describes.

# Derivation

- Two points fix the one free rate of an exponential: γ = ln(A0 ÷ A1) ÷ elapsed.

# Examples

```rust
// Reading the fitted curve
use mlsysim_scenarios::release_and_drift::ranking_service_accuracy_drift;

let s = ranking_service_accuracy_drift()?;
assert!((s.accuracy_at(mlsysim_core::units::days(28.0))? - 0.88).abs() < 1e-12);
let days = s.time_to(0.9)?.value / 86_400.0;
assert!((days - 18.45998557984837).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AccuracyDecay {
    ///Accuracy when the model was deployed. *Allowed > 0 and [0.0, 1.0].*
    pub initial_accuracy: f64,
    ///Accuracy measured `elapsed` later. *Allowed > 0 and [0.0, 1.0].*
    pub later_accuracy: f64,
    ///Time between the two readings. *Shown in `DAY`; allowed > 0.*
    pub elapsed: Time,
    ///When the decay was noticed; recorded, read by no member. *Optional (absent by default); shown in `WEEK`; allowed >= 0.*
    pub noticed: Option<Time>,
}
///Builds a [`AccuracyDecay`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AccuracyDecayBuilder {
    initial_accuracy: ::core::option::Option<f64>,
    later_accuracy: ::core::option::Option<f64>,
    elapsed: ::core::option::Option<Time>,
    noticed: ::core::option::Option<Time>,
}
///Every property of a [`AccuracyDecay`], each computed once (see [`AccuracyDecay::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AccuracyDecayValues<'a> {
    scenario: &'a AccuracyDecay,
    ///Decay rate γ.
    pub decay_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Accuracy lost between the readings.
    pub drop: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "initial_accuracy",
            ty: "f64",
            doc: "Accuracy when the model was deployed.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "later_accuracy",
            ty: "f64",
            doc: "Accuracy measured `elapsed` later.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "elapsed",
            ty: "Time",
            doc: "Time between the two readings.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "noticed",
            ty: "Option<Time>",
            doc: "When the decay was noticed; recorded, read by no member.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::WEEK);
                __c::units::label(&::mlsysim_core::units::WEEK)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "decay_rate",
            doc: "Decay rate γ.",
            equation: "ln(initial_accuracy / later_accuracy) / elapsed",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_DAY);
                __c::units::label(&::mlsysim_core::units::PER_DAY)
            },
            depends_on: &["initial_accuracy", "later_accuracy", "elapsed"],
            calls: &["ln"],
            template: "ln({initial_accuracy} / {later_accuracy}) / {elapsed}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "drop",
            doc: "Accuracy lost between the readings.",
            equation: "initial_accuracy - later_accuracy",
            result_type: "f64",
            depends_on: &["initial_accuracy", "later_accuracy"],
            template: "{initial_accuracy} - {later_accuracy}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "accuracy_at",
            kind: __c::MemberKind::Method,
            doc: "Accuracy at `age`.",
            equation: "initial_accuracy * exp(-(decay_rate * age))",
            args: &[
                __c::ArgInfo {
                    name: "age",
                    ty: "Time",
                    samples: &[
                        __c::Sample::Literal("0 day"),
                        __c::Sample::Literal("28 day"),
                        __c::Sample::Literal("8 week"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["initial_accuracy", "decay_rate"],
            calls: &["exp"],
            template: "{initial_accuracy} * exp(-({decay_rate} * {age}))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "time_to",
            kind: __c::MemberKind::Method,
            doc: "Age at which the curve reaches `accuracy`.",
            equation: "ln(initial_accuracy / accuracy) / decay_rate",
            args: &[
                __c::ArgInfo {
                    name: "accuracy",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("0.88"),
                        __c::Sample::Literal("0.9"),
                    ],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            depends_on: &["initial_accuracy", "decay_rate"],
            calls: &["ln"],
            template: "ln({initial_accuracy} / {accuracy}) / {decay_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "trigger_for_floor",
            kind: __c::MemberKind::Method,
            doc: "Accuracy at which to retrain so that it is still above `floor` after `delay`.",
            equation: "floor * exp(decay_rate * delay)",
            args: &[
                __c::ArgInfo {
                    name: "floor",
                    ty: "f64",
                    samples: &[__c::Sample::Literal("0.9")],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
                __c::ArgInfo {
                    name: "delay",
                    ty: "Time",
                    samples: &[__c::Sample::Literal("7 day")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["decay_rate"],
            calls: &["exp"],
            template: "{floor} * exp({decay_rate} * {delay})",
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
    impl AccuracyDecay {
        ///Starts a [`AccuracyDecayBuilder`]; required inputs must be set before [`AccuracyDecayBuilder::build`].
        #[must_use]
        pub fn builder() -> AccuracyDecayBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AccuracyDecayBuilder {
            AccuracyDecayBuilder {
                initial_accuracy: Some(__Clone::clone(&self.initial_accuracy)),
                later_accuracy: Some(__Clone::clone(&self.later_accuracy)),
                elapsed: Some(__Clone::clone(&self.elapsed)),
                noticed: __Clone::clone(&self.noticed),
            }
        }
        ///Decay rate γ. Equation: `ln(initial_accuracy / later_accuracy) / elapsed`.
        #[inline]
        pub fn decay_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let initial_accuracy = __Clone::clone(&self.initial_accuracy);
            let later_accuracy = __Clone::clone(&self.later_accuracy);
            let elapsed = __Clone::clone(&self.elapsed);
            struct decay_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    decay_rate,
                >(
                    ::mlsysim_core::equation::ln(
                            initial_accuracy.eq_div(later_accuracy)?,
                        )?
                        .eq_div(elapsed)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Accuracy lost between the readings. Equation: `initial_accuracy - later_accuracy`.
        #[inline]
        pub fn drop(&self) -> __Result<f64, __c::EvalError> {
            let initial_accuracy = __Clone::clone(&self.initial_accuracy);
            let later_accuracy = __Clone::clone(&self.later_accuracy);
            struct drop {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    drop,
                >(initial_accuracy.eq_sub(later_accuracy)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Accuracy at `age`. Equation: `initial_accuracy * exp(-(decay_rate * age))`.
        #[inline]
        pub fn accuracy_at(&self, age: Time) -> __Result<f64, __c::EvalError> {
            self.__eq_accuracy_at(self.decay_rate()?, age)
        }
        #[doc(hidden)]
        fn __eq_accuracy_at(
            &self,
            decay_rate: Frequency,
            age: Time,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&age, "accuracy_at", &(&__METHODS[0]).args[0])?;
            let initial_accuracy = __Clone::clone(&self.initial_accuracy);
            struct accuracy_at {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    accuracy_at,
                >(
                    initial_accuracy
                        .eq_mul(
                            ::mlsysim_core::equation::exp(
                                decay_rate.eq_mul(age)?.eq_neg()?,
                            )?,
                        )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Age at which the curve reaches `accuracy`. Equation: `ln(initial_accuracy / accuracy) / decay_rate`.
        #[inline]
        pub fn time_to(&self, accuracy: f64) -> __Result<Time, __c::EvalError> {
            self.__eq_time_to(self.decay_rate()?, accuracy)
        }
        #[doc(hidden)]
        fn __eq_time_to(
            &self,
            decay_rate: Frequency,
            accuracy: f64,
        ) -> __Result<Time, __c::EvalError> {
            __c::argument(&accuracy, "time_to", &(&__METHODS[1]).args[0])?;
            let initial_accuracy = __Clone::clone(&self.initial_accuracy);
            struct time_to {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    time_to,
                >(
                    ::mlsysim_core::equation::ln(initial_accuracy.eq_div(accuracy)?)?
                        .eq_div(decay_rate)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Accuracy at which to retrain so that it is still above `floor` after `delay`. Equation: `floor * exp(decay_rate * delay)`.
        #[inline]
        pub fn trigger_for_floor(
            &self,
            floor: f64,
            delay: Time,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_trigger_for_floor(self.decay_rate()?, floor, delay)
        }
        #[doc(hidden)]
        fn __eq_trigger_for_floor(
            &self,
            decay_rate: Frequency,
            floor: f64,
            delay: Time,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&floor, "trigger_for_floor", &(&__METHODS[2]).args[0])?;
            __c::argument(&delay, "trigger_for_floor", &(&__METHODS[2]).args[1])?;
            struct trigger_for_floor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    trigger_for_floor,
                >(
                    floor
                        .eq_mul(
                            ::mlsysim_core::equation::exp(decay_rate.eq_mul(delay)?)?,
                        )?,
                ))(),
                &__METHODS[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AccuracyDecayValues`].
        #[must_use]
        pub fn evaluate(&self) -> AccuracyDecayValues<'_> {
            let decay_rate = self.decay_rate();
            let drop = self.drop();
            AccuracyDecayValues {
                scenario: self,
                decay_rate,
                drop,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.initial_accuracy, &__INPUTS[0])?;
            __c::bounded_plain(&self.later_accuracy, &__INPUTS[1])?;
            __c::bounded(&self.elapsed, &__INPUTS[2])?;
            __c::bounded(&self.noticed, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_decay_rate(&self) -> __c::Parts {
            __c::traced(
                self.decay_rate(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ln", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let initial_accuracy =
                    __Clone::clone(& self.initial_accuracy); let later_accuracy =
                    __Clone::clone(& self.later_accuracy); let part = initial_accuracy
                    .eq_div(later_accuracy) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_accuracy_at(&self, age: Time) -> __c::Parts {
            __c::traced(
                self.accuracy_at(__Clone::clone(&age)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "exp", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let decay_rate = self
                    .decay_rate() ?; let age = __Clone::clone(& age); let part =
                    decay_rate.eq_mul(age) ? .eq_neg() ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_time_to(&self, accuracy: f64) -> __c::Parts {
            __c::traced(
                self.time_to(__Clone::clone(&accuracy)),
                &__METHODS[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ln", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let initial_accuracy =
                    __Clone::clone(& self.initial_accuracy); let accuracy =
                    __Clone::clone(& accuracy); let part = initial_accuracy
                    .eq_div(accuracy) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_trigger_for_floor(&self, floor: f64, delay: Time) -> __c::Parts {
            __c::traced(
                self.trigger_for_floor(__Clone::clone(&floor), __Clone::clone(&delay)),
                &__METHODS[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "exp", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let decay_rate = self
                    .decay_rate() ?; let delay = __Clone::clone(& delay); let part =
                    decay_rate.eq_mul(delay) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
    }
    impl AccuracyDecayBuilder {
        ///Sets `initial_accuracy`: Accuracy when the model was deployed.
        #[must_use]
        pub fn initial_accuracy(mut self, value: f64) -> Self {
            self.initial_accuracy = Some(value);
            self
        }
        ///Sets `later_accuracy`: Accuracy measured `elapsed` later.
        #[must_use]
        pub fn later_accuracy(mut self, value: f64) -> Self {
            self.later_accuracy = Some(value);
            self
        }
        ///Sets `elapsed`: Time between the two readings.
        #[must_use]
        pub fn elapsed(mut self, value: Time) -> Self {
            self.elapsed = Some(value);
            self
        }
        ///Sets `noticed`: When the decay was noticed; recorded, read by no member.
        #[must_use]
        pub fn noticed(mut self, value: Time) -> Self {
            self.noticed = Some(value);
            self
        }
        ///Leaves `noticed` absent.
        #[must_use]
        pub fn without_noticed(mut self) -> Self {
            self.noticed = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AccuracyDecay, __c::InputError> {
            let scenario = AccuracyDecay {
                initial_accuracy: __c::given(self.initial_accuracy, "initial_accuracy")?,
                later_accuracy: __c::given(self.later_accuracy, "later_accuracy")?,
                elapsed: __c::given(self.elapsed, "elapsed")?,
                noticed: self.noticed,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AccuracyDecayBuilder {
        type Scenario = AccuracyDecay;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "initial_accuracy" => {
                    self.initial_accuracy = __c::set(value, &__INPUTS[0])?;
                }
                "later_accuracy" => self.later_accuracy = __c::set(value, &__INPUTS[1])?,
                "elapsed" => self.elapsed = __c::set(value, &__INPUTS[2])?,
                "noticed" => self.noticed = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AccuracyDecay, __c::InputError> {
            AccuracyDecayBuilder::build(self)
        }
    }
    impl<'a> AccuracyDecayValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AccuracyDecay {
            self.scenario
        }
        ///[`AccuracyDecay::accuracy_at`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn accuracy_at(&self, age: Time) -> __Result<f64, __c::EvalError> {
            self.scenario.__eq_accuracy_at(__Clone::clone(&self.decay_rate)?, age)
        }
        ///[`AccuracyDecay::time_to`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn time_to(&self, accuracy: f64) -> __Result<Time, __c::EvalError> {
            self.scenario.__eq_time_to(__Clone::clone(&self.decay_rate)?, accuracy)
        }
        ///[`AccuracyDecay::trigger_for_floor`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn trigger_for_floor(
            &self,
            floor: f64,
            delay: Time,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_trigger_for_floor(__Clone::clone(&self.decay_rate)?, floor, delay)
        }
    }
    impl __c::Scenario for AccuracyDecay {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AccuracyDecay",
            family: &RELEASE_AND_DRIFT,
            summary: "Exponential accuracy decay fitted through two readings, and what the curve predicts.",
            description: "The curve A(t) = A0·exp(−γt) passes through the initial accuracy at t = 0 and the later\naccuracy after `elapsed`; from it follow the accuracy at any age, the age at which a given\naccuracy is reached, and the accuracy at which to act so that a floor is not crossed.",
            notes: __c::meta::Notes {
                equation: "γ = ln(A0 ÷ A1) ÷ elapsed; A(t) = A0·exp(−γt)",
                assumptions: &[
                    "Accuracy decays exponentially at a constant rate.",
                    "Accuracies are shares in (0, 1]; a later accuracy above the initial one gives a negative rate (the model improved).",
                ],
                rules: __RULES,
                excludes: &[
                    "Sudden drops (outages, upstream changes) that no smooth curve describes.",
                ],
                derivation: &[
                    "Two points fix the one free rate of an exponential: γ = ln(A0 ÷ A1) ÷ elapsed.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Reading the fitted curve",
                    code: "// Reading the fitted curve\nuse mlsysim_scenarios::release_and_drift::ranking_service_accuracy_drift;\n\nlet s = ranking_service_accuracy_drift()?;\nassert!((s.accuracy_at(mlsysim_core::units::days(28.0))? - 0.88).abs() < 1e-12);\nlet days = s.time_to(0.9)?.value / 86_400.0;\nassert!((days - 18.45998557984837).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AccuracyDecayBuilder;
        fn to_builder(&self) -> AccuracyDecayBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.initial_accuracy,
                    &self.later_accuracy,
                    &self.elapsed,
                    &self.noticed,
                ],
                &[&values.decay_rate, &values.drop],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "accuracy_at" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.accuracy_at(a0), &__METHODS[0])
                }
                "time_to" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.time_to(a0), &__METHODS[1])
                }
                "trigger_for_floor" => {
                    let (a0, a1) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.trigger_for_floor(a0, a1), &__METHODS[2])
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
                "decay_rate" => Some(Ok(self.__explain_decay_rate())),
                "accuracy_at" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_accuracy_at(a0)),
                    )
                }
                "time_to" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_time_to(a0)),
                    )
                }
                "trigger_for_floor" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0, a1)| self.__explain_trigger_for_floor(a0, a1)),
                    )
                }
                _ => None,
            }
        }
    }
    __c::glue!(AccuracyDecay);
};
