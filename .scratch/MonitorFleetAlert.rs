/**Many monitors over many models, each checked on a schedule at a per-check false-positive rate on a process with nothing to find: the false alerts a day, what deduplication leaves, and the chance that a run of checks raises at least one.

The reference files this class under its section "Neural computation: dense networks,
activations, losses, and number formats".

# Equation

false alerts a day = models × metrics × (1 day ÷ interval) × rate; P(any in k) = 1 − (1 − rate)ᵏ

# Assumptions

- Checks are independent, on a stable process: every crossing is false.

# Excludes

- Real incidents, and alerts correlated across the metrics of one model.

# Derivation

- Expected false crossings add over monitors and checks; the chance of none is the product over checks.

# Examples

```rust
// 288,000 checks a day raise 864 false crossings at 3 sigma
use mlsysim_scenarios::rollouts::three_sigma_model_fleet_alerts;

let s = three_sigma_model_fleet_alerts()?;
assert!((s.daily_false_alerts()? - 864.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MonitorFleetAlert {
    ///Models (or deployments) watched.
    pub models: u32,
    ///Metrics watched per model.
    pub metrics_per_model: u32,
    ///Time between checks of one metric. *Shown in `MINUTE`; allowed > 0.*
    pub check_interval: Time,
    ///Chance that one check crosses its threshold with nothing wrong. *Allowed [0.0, 1.0].*
    pub false_positive_rate: f64,
    ///Share of crossings merged away or resolved automatically. *Optional (absent by default); allowed [0.0, 1.0].*
    pub dedup_share: Option<f64>,
}
///Builds a [`MonitorFleetAlert`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MonitorFleetAlertBuilder {
    models: ::core::option::Option<u32>,
    metrics_per_model: ::core::option::Option<u32>,
    check_interval: ::core::option::Option<Time>,
    false_positive_rate: ::core::option::Option<f64>,
    dedup_share: ::core::option::Option<f64>,
}
///Every property of a [`MonitorFleetAlert`], each computed once (see [`MonitorFleetAlert::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MonitorFleetAlertValues<'a> {
    scenario: &'a MonitorFleetAlert,
    ///Monitors: models times metrics.
    pub monitors: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Checks of one monitor a day.
    pub checks_per_day: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///False alerts a day across all monitors.
    pub daily_false_alerts: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///False alerts a day left after deduplication.
    pub remaining_after_dedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "models",
            ty: "u32",
            doc: "Models (or deployments) watched.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "metrics_per_model",
            ty: "u32",
            doc: "Metrics watched per model.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "check_interval",
            ty: "Time",
            doc: "Time between checks of one metric.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "false_positive_rate",
            ty: "f64",
            doc: "Chance that one check crosses its threshold with nothing wrong.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dedup_share",
            ty: "Option<f64>",
            doc: "Share of crossings merged away or resolved automatically.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "monitors",
            doc: "Monitors: models times metrics.",
            equation: "models * metrics_per_model",
            result_type: "i64",
            depends_on: &["models", "metrics_per_model"],
            template: "{models} * {metrics_per_model}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "checks_per_day",
            doc: "Checks of one monitor a day.",
            equation: "days(1.0) / check_interval",
            result_type: "f64",
            depends_on: &["check_interval"],
            calls: &["days"],
            template: "days(1.0) / {check_interval}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "daily_false_alerts",
            doc: "False alerts a day across all monitors.",
            equation: "monitors * checks_per_day * false_positive_rate",
            result_type: "f64",
            depends_on: &["false_positive_rate", "monitors", "checks_per_day"],
            template: "{monitors} * {checks_per_day} * {false_positive_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "remaining_after_dedup",
            doc: "False alerts a day left after deduplication.",
            equation: "daily_false_alerts * (1.0 - dedup_share)",
            result_type: "f64",
            depends_on: &["dedup_share", "daily_false_alerts"],
            requires: &["dedup_share"],
            template: "{daily_false_alerts} * (1.0 - {dedup_share})",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "any_false_alert",
            kind: __c::MemberKind::Method,
            doc: "The chance that at least one of `checks` independent checks crosses falsely.",
            equation: "independent_success(false_positive_rate, checks)",
            args: &[
                __c::ArgInfo {
                    name: "checks",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("20"),
                        __c::Sample::From("monitors"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["false_positive_rate"],
            calls: &["independent_success"],
            template: "independent_success({false_positive_rate}, {checks})",
            named_calls: "independent_success(false_positive_rate, checks)",
            operation: "result of `independent_success`",
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
    impl MonitorFleetAlert {
        ///Starts a [`MonitorFleetAlertBuilder`]; required inputs must be set before [`MonitorFleetAlertBuilder::build`].
        #[must_use]
        pub fn builder() -> MonitorFleetAlertBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MonitorFleetAlertBuilder {
            MonitorFleetAlertBuilder {
                models: Some(__Clone::clone(&self.models)),
                metrics_per_model: Some(__Clone::clone(&self.metrics_per_model)),
                check_interval: Some(__Clone::clone(&self.check_interval)),
                false_positive_rate: Some(__Clone::clone(&self.false_positive_rate)),
                dedup_share: __Clone::clone(&self.dedup_share),
            }
        }
        ///Monitors: models times metrics. Equation: `models * metrics_per_model`.
        #[inline]
        pub fn monitors(&self) -> __Result<i64, __c::EvalError> {
            let models = __Clone::clone(&self.models);
            let metrics_per_model = __Clone::clone(&self.metrics_per_model);
            struct monitors {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    monitors,
                >(models.eq_mul(metrics_per_model)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Checks of one monitor a day. Equation: `days(1.0) / check_interval`.
        #[inline]
        pub fn checks_per_day(&self) -> __Result<f64, __c::EvalError> {
            let check_interval = __Clone::clone(&self.check_interval);
            struct checks_per_day {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    checks_per_day,
                >(::mlsysim_core::equation::days(1.0).eq_div(check_interval)?))(),
                &__PROPERTIES[1],
            )
        }
        ///False alerts a day across all monitors. Equation: `monitors * checks_per_day * false_positive_rate`.
        #[inline]
        pub fn daily_false_alerts(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_daily_false_alerts(self.monitors()?, self.checks_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_daily_false_alerts(
            &self,
            monitors: i64,
            checks_per_day: f64,
        ) -> __Result<f64, __c::EvalError> {
            let false_positive_rate = __Clone::clone(&self.false_positive_rate);
            struct daily_false_alerts {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    daily_false_alerts,
                >(monitors.eq_mul(checks_per_day)?.eq_mul(false_positive_rate)?))(),
                &__PROPERTIES[2],
            )
        }
        ///False alerts a day left after deduplication. Equation: `daily_false_alerts * (1.0 - dedup_share)`. Requires `dedup_share` (an error names the absent one).
        #[inline]
        pub fn remaining_after_dedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_remaining_after_dedup(self.daily_false_alerts()?)
        }
        #[doc(hidden)]
        fn __eq_remaining_after_dedup(
            &self,
            daily_false_alerts: f64,
        ) -> __Result<f64, __c::EvalError> {
            let dedup_share = __c::present(
                &self.dedup_share,
                "remaining_after_dedup",
                "dedup_share",
            )?;
            struct remaining_after_dedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    remaining_after_dedup,
                >(daily_false_alerts.eq_mul((1.0).eq_sub(dedup_share)?)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The chance that at least one of `checks` independent checks crosses falsely. Equation: `independent_success(false_positive_rate, checks)`.
        #[inline]
        pub fn any_false_alert(&self, checks: u32) -> __Result<f64, __c::EvalError> {
            let false_positive_rate = __Clone::clone(&self.false_positive_rate);
            struct any_false_alert {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    any_false_alert,
                >(
                    ::mlsysim_core::equation::independent_success(
                        false_positive_rate,
                        checks,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MonitorFleetAlertValues`].
        #[must_use]
        pub fn evaluate(&self) -> MonitorFleetAlertValues<'_> {
            let monitors = self.monitors();
            let checks_per_day = self.checks_per_day();
            let daily_false_alerts = __c::after(
                (&monitors, &checks_per_day),
                |(v0, v1)| self.__eq_daily_false_alerts(v0, v1),
            );
            let remaining_after_dedup = __c::after(
                (&daily_false_alerts,),
                |(v0,)| self.__eq_remaining_after_dedup(v0),
            );
            MonitorFleetAlertValues {
                scenario: self,
                monitors,
                checks_per_day,
                daily_false_alerts,
                remaining_after_dedup,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.models, &__INPUTS[0])?;
            __c::finite(&self.metrics_per_model, &__INPUTS[1])?;
            __c::bounded(&self.check_interval, &__INPUTS[2])?;
            __c::bounded_plain(&self.false_positive_rate, &__INPUTS[3])?;
            __c::bounded_plain(&self.dedup_share, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_checks_per_day(&self) -> __c::Parts {
            __c::traced(
                self.checks_per_day(),
                &__PROPERTIES[1],
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
    impl MonitorFleetAlertBuilder {
        ///Sets `models`: Models (or deployments) watched.
        #[must_use]
        pub fn models(mut self, value: u32) -> Self {
            self.models = Some(value);
            self
        }
        ///Sets `metrics_per_model`: Metrics watched per model.
        #[must_use]
        pub fn metrics_per_model(mut self, value: u32) -> Self {
            self.metrics_per_model = Some(value);
            self
        }
        ///Sets `check_interval`: Time between checks of one metric.
        #[must_use]
        pub fn check_interval(mut self, value: Time) -> Self {
            self.check_interval = Some(value);
            self
        }
        ///Sets `false_positive_rate`: Chance that one check crosses its threshold with nothing wrong.
        #[must_use]
        pub fn false_positive_rate(mut self, value: f64) -> Self {
            self.false_positive_rate = Some(value);
            self
        }
        ///Sets `dedup_share`: Share of crossings merged away or resolved automatically.
        #[must_use]
        pub fn dedup_share(mut self, value: f64) -> Self {
            self.dedup_share = Some(value);
            self
        }
        ///Leaves `dedup_share` absent.
        #[must_use]
        pub fn without_dedup_share(mut self) -> Self {
            self.dedup_share = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MonitorFleetAlert, __c::InputError> {
            let scenario = MonitorFleetAlert {
                models: __c::given(self.models, "models")?,
                metrics_per_model: __c::given(
                    self.metrics_per_model,
                    "metrics_per_model",
                )?,
                check_interval: __c::given(self.check_interval, "check_interval")?,
                false_positive_rate: __c::given(
                    self.false_positive_rate,
                    "false_positive_rate",
                )?,
                dedup_share: self.dedup_share,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MonitorFleetAlertBuilder {
        type Scenario = MonitorFleetAlert;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "models" => self.models = __c::set(value, &__INPUTS[0])?,
                "metrics_per_model" => {
                    self.metrics_per_model = __c::set(value, &__INPUTS[1])?;
                }
                "check_interval" => self.check_interval = __c::set(value, &__INPUTS[2])?,
                "false_positive_rate" => {
                    self.false_positive_rate = __c::set(value, &__INPUTS[3])?;
                }
                "dedup_share" => self.dedup_share = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MonitorFleetAlert, __c::InputError> {
            MonitorFleetAlertBuilder::build(self)
        }
    }
    impl<'a> MonitorFleetAlertValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MonitorFleetAlert {
            self.scenario
        }
        ///[`MonitorFleetAlert::any_false_alert`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn any_false_alert(&self, checks: u32) -> __Result<f64, __c::EvalError> {
            self.scenario.any_false_alert(checks)
        }
    }
    impl __c::Scenario for MonitorFleetAlert {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MonitorFleetAlert",
            family: &ROLLOUTS,
            summary: "Many monitors over many models, each checked on a schedule at a per-check false-positive rate on a process with nothing to find: the false alerts a day, what deduplication leaves, and the chance that a run of checks raises at least one.",
            description: "The reference files this class under its section \"Neural computation: dense networks,\nactivations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "false alerts a day = models × metrics × (1 day ÷ interval) × rate; P(any in k) = 1 − (1 − rate)ᵏ",
                assumptions: &[
                    "Checks are independent, on a stable process: every crossing is false.",
                ],
                rules: __RULES,
                excludes: &[
                    "Real incidents, and alerts correlated across the metrics of one model.",
                ],
                derivation: &[
                    "Expected false crossings add over monitors and checks; the chance of none is the product over checks.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "288,000 checks a day raise 864 false crossings at 3 sigma",
                    code: "// 288,000 checks a day raise 864 false crossings at 3 sigma\nuse mlsysim_scenarios::rollouts::three_sigma_model_fleet_alerts;\n\nlet s = three_sigma_model_fleet_alerts()?;\nassert!((s.daily_false_alerts()? - 864.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MonitorFleetAlertBuilder;
        fn to_builder(&self) -> MonitorFleetAlertBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.models,
                    &self.metrics_per_model,
                    &self.check_interval,
                    &self.false_positive_rate,
                    &self.dedup_share,
                ],
                &[
                    &values.monitors,
                    &values.checks_per_day,
                    &values.daily_false_alerts,
                    &values.remaining_after_dedup,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "any_false_alert" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.any_false_alert(a0), &__METHODS[0])
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
                "checks_per_day" => Some(Ok(self.__explain_checks_per_day())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "monitors" => {
                    self.monitors()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(MonitorFleetAlert);
};
