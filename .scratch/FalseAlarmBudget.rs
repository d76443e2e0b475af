/**A detector scoring one window at a time, some hours of each day, against a false-alarm budget per horizon: the per-window false-positive rate it must hold.

Every window without the keyword is a chance to fire, so a per-window rate multiplies into
a count over the horizon; `rejection_levels` are per-window rejection rates to compare.

# Equation

listening = days in horizon × listening per day; windows = listening ÷ window; target rate = budget ÷ windows; false alarms(r) = windows × (1 − r)

# Assumptions

- Windows do not overlap and each fires independently at the same rate.

# Excludes

- Windows that contain the keyword, which are a negligible share of the listening time.

# Derivation

- Expected count of Bernoulli trials: windows times the chance each fires.

# Examples

```rust
// One false wake a month needs better than 1 in 2.5 million per window
use mlsysim_data::engineering::keyword_spotter_false_wakes;

let s = keyword_spotter_false_wakes()?;
assert!((s.windows()? - 2_592_000.0).abs() < 1e-6);
assert!(s.target_false_positive_rate()? < 4e-7);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FalseAlarmBudget {
    ///Length of one scored window. *Shown in `SECOND`; allowed > 0.*
    pub window: Time,
    ///Hours of each day the detector listens. *Shown in `HOUR`; allowed >= 0.*
    pub listening_per_day: Time,
    ///The horizon the budget counts over. *Shown in `DAY`; allowed > 0.*
    pub horizon: Time,
    ///Expected false alarms allowed per horizon. *Allowed >= 0.*
    pub budget: f64,
    ///Per-window rejection rates to compare with the budget. *Default `Vec::new()`; allowed [0.0, 1.0].*
    pub rejection_levels: Vec<f64>,
}
///Builds a [`FalseAlarmBudget`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FalseAlarmBudgetBuilder {
    window: ::core::option::Option<Time>,
    listening_per_day: ::core::option::Option<Time>,
    horizon: ::core::option::Option<Time>,
    budget: ::core::option::Option<f64>,
    rejection_levels: ::core::option::Option<Vec<f64>>,
}
///Every property of a [`FalseAlarmBudget`], each computed once (see [`FalseAlarmBudget::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FalseAlarmBudgetValues<'a> {
    scenario: &'a FalseAlarmBudget,
    ///Listening time in one horizon.
    pub listening_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Windows scored in one horizon.
    pub windows: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The per-window false-positive rate that meets the budget.
    pub target_false_positive_rate: ::core::result::Result<
        f64,
        ::mlsysim_core::EvalError,
    >,
    ///The per-window rejection rate that meets the budget.
    pub rejection_needed: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "window",
            ty: "Time",
            doc: "Length of one scored window.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "listening_per_day",
            ty: "Time",
            doc: "Hours of each day the detector listens.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "horizon",
            ty: "Time",
            doc: "The horizon the budget counts over.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "budget",
            ty: "f64",
            doc: "Expected false alarms allowed per horizon.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rejection_levels",
            ty: "Vec<f64>",
            doc: "Per-window rejection rates to compare with the budget.",
            default: Some("Vec::new()"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "listening_time",
            doc: "Listening time in one horizon.",
            equation: "horizon / days(1.0) * listening_per_day",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["horizon", "listening_per_day"],
            calls: &["days"],
            template: "{horizon} / days(1.0) * {listening_per_day}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "windows",
            doc: "Windows scored in one horizon.",
            equation: "listening_time / window",
            result_type: "f64",
            depends_on: &["window", "listening_time"],
            template: "{listening_time} / {window}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "target_false_positive_rate",
            doc: "The per-window false-positive rate that meets the budget.",
            equation: "budget / windows",
            result_type: "f64",
            depends_on: &["budget", "windows"],
            template: "{budget} / {windows}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rejection_needed",
            doc: "The per-window rejection rate that meets the budget.",
            equation: "1.0 - target_false_positive_rate",
            result_type: "f64",
            depends_on: &["target_false_positive_rate"],
            template: "1.0 - {target_false_positive_rate}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "false_alarms",
            kind: __c::MemberKind::Method,
            doc: "Expected false alarms per horizon at a per-window rejection rate.",
            equation: "windows * (1.0 - rejection)",
            args: &[
                __c::ArgInfo {
                    name: "rejection",
                    ty: "f64",
                    samples: &[__c::Sample::From("rejection_levels")],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "f64",
            depends_on: &["windows"],
            template: "{windows} * (1.0 - {rejection})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "false_alarms_at_rate",
            kind: __c::MemberKind::Method,
            doc: "Expected false alarms per horizon at a false-alarm rate over listening time.",
            equation: "rate * listening_time",
            args: &[
                __c::ArgInfo {
                    name: "rate",
                    ty: "Frequency",
                    samples: &[
                        __c::Sample::Literal("0.001 1/h"),
                        __c::Sample::Literal("0.01 1/h"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["listening_time"],
            template: "{rate} * {listening_time}",
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
    impl FalseAlarmBudget {
        ///Starts a [`FalseAlarmBudgetBuilder`]; required inputs must be set before [`FalseAlarmBudgetBuilder::build`].
        #[must_use]
        pub fn builder() -> FalseAlarmBudgetBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FalseAlarmBudgetBuilder {
            FalseAlarmBudgetBuilder {
                window: Some(__Clone::clone(&self.window)),
                listening_per_day: Some(__Clone::clone(&self.listening_per_day)),
                horizon: Some(__Clone::clone(&self.horizon)),
                budget: Some(__Clone::clone(&self.budget)),
                rejection_levels: Some(__Clone::clone(&self.rejection_levels)),
            }
        }
        ///Listening time in one horizon. Equation: `horizon / days(1.0) * listening_per_day`.
        #[inline]
        pub fn listening_time(&self) -> __Result<Time, __c::EvalError> {
            let horizon = __Clone::clone(&self.horizon);
            let listening_per_day = __Clone::clone(&self.listening_per_day);
            struct listening_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    listening_time,
                >(
                    horizon
                        .eq_div(::mlsysim_core::equation::days(1.0))?
                        .eq_mul(listening_per_day)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Windows scored in one horizon. Equation: `listening_time / window`.
        #[inline]
        pub fn windows(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_windows(self.listening_time()?)
        }
        #[doc(hidden)]
        fn __eq_windows(&self, listening_time: Time) -> __Result<f64, __c::EvalError> {
            let window = __Clone::clone(&self.window);
            struct windows {}
            __c::member(
                (|| __c::conform::<f64, _, windows>(listening_time.eq_div(window)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The per-window false-positive rate that meets the budget. Equation: `budget / windows`.
        #[inline]
        pub fn target_false_positive_rate(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_target_false_positive_rate(self.windows()?)
        }
        #[doc(hidden)]
        fn __eq_target_false_positive_rate(
            &self,
            windows: f64,
        ) -> __Result<f64, __c::EvalError> {
            let budget = __Clone::clone(&self.budget);
            struct target_false_positive_rate {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    target_false_positive_rate,
                >(budget.eq_div(windows)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The per-window rejection rate that meets the budget. Equation: `1.0 - target_false_positive_rate`.
        #[inline]
        pub fn rejection_needed(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_rejection_needed(self.target_false_positive_rate()?)
        }
        #[doc(hidden)]
        fn __eq_rejection_needed(
            &self,
            target_false_positive_rate: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct rejection_needed {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    rejection_needed,
                >((1.0).eq_sub(target_false_positive_rate)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Expected false alarms per horizon at a per-window rejection rate. Equation: `windows * (1.0 - rejection)`.
        #[inline]
        pub fn false_alarms(&self, rejection: f64) -> __Result<f64, __c::EvalError> {
            self.__eq_false_alarms(self.windows()?, rejection)
        }
        #[doc(hidden)]
        fn __eq_false_alarms(
            &self,
            windows: f64,
            rejection: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&rejection, "false_alarms", &(&__METHODS[0]).args[0])?;
            struct false_alarms {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    false_alarms,
                >(windows.eq_mul((1.0).eq_sub(rejection)?)?))(),
                &__METHODS[0],
            )
        }
        ///Expected false alarms per horizon at a false-alarm rate over listening time. Equation: `rate * listening_time`.
        #[inline]
        pub fn false_alarms_at_rate(
            &self,
            rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_false_alarms_at_rate(self.listening_time()?, rate)
        }
        #[doc(hidden)]
        fn __eq_false_alarms_at_rate(
            &self,
            listening_time: Time,
            rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&rate, "false_alarms_at_rate", &(&__METHODS[1]).args[0])?;
            struct false_alarms_at_rate {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    false_alarms_at_rate,
                >(rate.eq_mul(listening_time)?))(),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FalseAlarmBudgetValues`].
        #[must_use]
        pub fn evaluate(&self) -> FalseAlarmBudgetValues<'_> {
            let listening_time = self.listening_time();
            let windows = __c::after((&listening_time,), |(v0,)| self.__eq_windows(v0));
            let target_false_positive_rate = __c::after(
                (&windows,),
                |(v0,)| self.__eq_target_false_positive_rate(v0),
            );
            let rejection_needed = __c::after(
                (&target_false_positive_rate,),
                |(v0,)| self.__eq_rejection_needed(v0),
            );
            FalseAlarmBudgetValues {
                scenario: self,
                listening_time,
                windows,
                target_false_positive_rate,
                rejection_needed,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.window, &__INPUTS[0])?;
            __c::bounded(&self.listening_per_day, &__INPUTS[1])?;
            __c::bounded(&self.horizon, &__INPUTS[2])?;
            __c::bounded(&self.budget, &__INPUTS[3])?;
            __c::bounded_plain(&self.rejection_levels, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_listening_time(&self) -> __c::Parts {
            __c::traced(
                self.listening_time(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "days", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl FalseAlarmBudgetBuilder {
        ///Sets `window`: Length of one scored window.
        #[must_use]
        pub fn window(mut self, value: Time) -> Self {
            self.window = Some(value);
            self
        }
        ///Sets `listening_per_day`: Hours of each day the detector listens.
        #[must_use]
        pub fn listening_per_day(mut self, value: Time) -> Self {
            self.listening_per_day = Some(value);
            self
        }
        ///Sets `horizon`: The horizon the budget counts over.
        #[must_use]
        pub fn horizon(mut self, value: Time) -> Self {
            self.horizon = Some(value);
            self
        }
        ///Sets `budget`: Expected false alarms allowed per horizon.
        #[must_use]
        pub fn budget(mut self, value: f64) -> Self {
            self.budget = Some(value);
            self
        }
        ///Sets `rejection_levels`: Per-window rejection rates to compare with the budget.
        #[must_use]
        pub fn rejection_levels(mut self, value: Vec<f64>) -> Self {
            self.rejection_levels = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FalseAlarmBudget, __c::InputError> {
            let scenario = FalseAlarmBudget {
                window: __c::given(self.window, "window")?,
                listening_per_day: __c::given(
                    self.listening_per_day,
                    "listening_per_day",
                )?,
                horizon: __c::given(self.horizon, "horizon")?,
                budget: __c::given(self.budget, "budget")?,
                rejection_levels: self.rejection_levels.unwrap_or_else(|| Vec::new()),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FalseAlarmBudgetBuilder {
        type Scenario = FalseAlarmBudget;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "window" => self.window = __c::set(value, &__INPUTS[0])?,
                "listening_per_day" => {
                    self.listening_per_day = __c::set(value, &__INPUTS[1])?;
                }
                "horizon" => self.horizon = __c::set(value, &__INPUTS[2])?,
                "budget" => self.budget = __c::set(value, &__INPUTS[3])?,
                "rejection_levels" => {
                    self.rejection_levels = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FalseAlarmBudget, __c::InputError> {
            FalseAlarmBudgetBuilder::build(self)
        }
    }
    impl<'a> FalseAlarmBudgetValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FalseAlarmBudget {
            self.scenario
        }
        ///[`FalseAlarmBudget::false_alarms`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn false_alarms(&self, rejection: f64) -> __Result<f64, __c::EvalError> {
            self.scenario.__eq_false_alarms(__Clone::clone(&self.windows)?, rejection)
        }
        ///[`FalseAlarmBudget::false_alarms_at_rate`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn false_alarms_at_rate(
            &self,
            rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_false_alarms_at_rate(__Clone::clone(&self.listening_time)?, rate)
        }
    }
    impl __c::Scenario for FalseAlarmBudget {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FalseAlarmBudget",
            family: &ENGINEERING,
            summary: "A detector scoring one window at a time, some hours of each day, against a false-alarm budget per horizon: the per-window false-positive rate it must hold.",
            description: "Every window without the keyword is a chance to fire, so a per-window rate multiplies into\na count over the horizon; `rejection_levels` are per-window rejection rates to compare.",
            notes: __c::meta::Notes {
                equation: "listening = days in horizon × listening per day; windows = listening ÷ window; target rate = budget ÷ windows; false alarms(r) = windows × (1 − r)",
                assumptions: &[
                    "Windows do not overlap and each fires independently at the same rate.",
                ],
                rules: __RULES,
                excludes: &[
                    "Windows that contain the keyword, which are a negligible share of the listening time.",
                ],
                derivation: &[
                    "Expected count of Bernoulli trials: windows times the chance each fires.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "One false wake a month needs better than 1 in 2.5 million per window",
                    code: "// One false wake a month needs better than 1 in 2.5 million per window\nuse mlsysim_data::engineering::keyword_spotter_false_wakes;\n\nlet s = keyword_spotter_false_wakes()?;\nassert!((s.windows()? - 2_592_000.0).abs() < 1e-6);\nassert!(s.target_false_positive_rate()? < 4e-7);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FalseAlarmBudgetBuilder;
        fn to_builder(&self) -> FalseAlarmBudgetBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.window,
                    &self.listening_per_day,
                    &self.horizon,
                    &self.budget,
                    &self.rejection_levels,
                ],
                &[
                    &values.listening_time,
                    &values.windows,
                    &values.target_false_positive_rate,
                    &values.rejection_needed,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "false_alarms" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.false_alarms(a0), &__METHODS[0])
                }
                "false_alarms_at_rate" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.false_alarms_at_rate(a0), &__METHODS[1])
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
                "listening_time" => Some(Ok(self.__explain_listening_time())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "rejection_levels" => {
                    __c::samples(&self.rejection_levels, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(FalseAlarmBudget);
};
