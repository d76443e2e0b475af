/**A metric regression that cuts revenue in proportion while it lasts, left undetected against caught by an alert and contained: the revenue lost either way, and how much the alert saves.

Revenue is `weekly_revenue` a week. The feature whose shift caused the regression, the
freshness objective and the drift gate's threshold may be recorded beside it. The reference
files this class under its section "Neural computation: dense networks, activations, losses,
and number formats".

# Equation

loss(t) = drop × weekly revenue × t ÷ 1 week; reduction = 1 − alerted ÷ undetected

# Assumptions

- Revenue tracks the metric and traffic is uniform over the week.

# Excludes

- Revenue that returns after the fix, and the cost of the alerting itself.

# Derivation

- A constant loss rate times the time it lasts.

# Examples

```rust
// Five days undetected against four hours with an alert
use mlsysim_scenarios::rollouts::aggregation_window_revenue_incident;

let s = aggregation_window_revenue_incident()?;
assert!((s.window_ratio()? - 30.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RevenueRegression {
    ///Revenue a week. *Shown in `USD`; allowed >= 0.*
    pub weekly_revenue: Usd,
    ///Share of revenue lost while the regression lasts. *Allowed [0.0, 1.0].*
    pub relative_drop: f64,
    ///The metric before the regression. *Allowed > 0.*
    pub metric_before: f64,
    ///The metric during it.
    pub metric_after: f64,
    ///How long the regression lasts undetected. *Shown in `DAY`; allowed > 0.*
    pub undetected: Time,
    ///How long it lasts with an alert and containment. *Shown in `HOUR`; allowed > 0.*
    pub alerted: Time,
    ///Mean of the shifted feature before. *Optional (absent by default); allowed > 0.*
    pub feature_mean_before: Option<f64>,
    ///Mean of the shifted feature during the regression. *Optional (absent by default).*
    pub feature_mean_after: Option<f64>,
    ///Freshness objective of the feature pipeline. *Optional (absent by default); shown in `HOUR`; allowed > 0.*
    pub freshness_slo: Option<Time>,
    ///Relative shift at which the distribution gate trips. *Optional (absent by default); allowed > 0.*
    pub shift_threshold: Option<f64>,
}
///Builds a [`RevenueRegression`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RevenueRegressionBuilder {
    weekly_revenue: ::core::option::Option<Usd>,
    relative_drop: ::core::option::Option<f64>,
    metric_before: ::core::option::Option<f64>,
    metric_after: ::core::option::Option<f64>,
    undetected: ::core::option::Option<Time>,
    alerted: ::core::option::Option<Time>,
    feature_mean_before: ::core::option::Option<f64>,
    feature_mean_after: ::core::option::Option<f64>,
    freshness_slo: ::core::option::Option<Time>,
    shift_threshold: ::core::option::Option<f64>,
}
///Every property of a [`RevenueRegression`], each computed once (see [`RevenueRegression::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RevenueRegressionValues<'a> {
    scenario: &'a RevenueRegression,
    ///Revenue lost undetected.
    pub undetected_loss: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Revenue lost with the alert.
    pub alerted_loss: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///How many times longer the regression lasts undetected.
    pub window_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the undetected loss the alert avoids.
    pub impact_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Relative change of the metric.
    pub metric_change: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Relative shift of the feature's mean.
    pub feature_shift: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "weekly_revenue",
            ty: "Usd",
            doc: "Revenue a week.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "relative_drop",
            ty: "f64",
            doc: "Share of revenue lost while the regression lasts.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "metric_before",
            ty: "f64",
            doc: "The metric before the regression.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "metric_after",
            ty: "f64",
            doc: "The metric during it.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "undetected",
            ty: "Time",
            doc: "How long the regression lasts undetected.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "alerted",
            ty: "Time",
            doc: "How long it lasts with an alert and containment.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "feature_mean_before",
            ty: "Option<f64>",
            doc: "Mean of the shifted feature before.",
            optional: true,
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "feature_mean_after",
            ty: "Option<f64>",
            doc: "Mean of the shifted feature during the regression.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "freshness_slo",
            ty: "Option<Time>",
            doc: "Freshness objective of the feature pipeline.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "shift_threshold",
            ty: "Option<f64>",
            doc: "Relative shift at which the distribution gate trips.",
            optional: true,
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "undetected_loss",
            doc: "Revenue lost undetected.",
            equation: "loss(undetected)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["undetected"],
            template: "{#0 loss(undetected)}",
            named_calls: "loss(undetected)",
            operation: "result of `loss`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "alerted_loss",
            doc: "Revenue lost with the alert.",
            equation: "loss(alerted)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["alerted"],
            template: "{#0 loss(alerted)}",
            named_calls: "loss(alerted)",
            operation: "result of `loss`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "window_ratio",
            doc: "How many times longer the regression lasts undetected.",
            equation: "undetected / alerted",
            result_type: "f64",
            depends_on: &["undetected", "alerted"],
            template: "{undetected} / {alerted}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "impact_reduction",
            doc: "Share of the undetected loss the alert avoids.",
            equation: "1.0 - alerted / undetected",
            result_type: "f64",
            depends_on: &["alerted", "undetected"],
            template: "1.0 - {alerted} / {undetected}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "metric_change",
            doc: "Relative change of the metric.",
            equation: "metric_after / metric_before - 1.0",
            result_type: "f64",
            depends_on: &["metric_after", "metric_before"],
            template: "{metric_after} / {metric_before} - 1.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "feature_shift",
            doc: "Relative shift of the feature's mean.",
            equation: "(feature_mean_after - feature_mean_before) / feature_mean_before",
            result_type: "f64",
            depends_on: &["feature_mean_after", "feature_mean_before"],
            requires: &["feature_mean_before", "feature_mean_after"],
            template: "({feature_mean_after} - {feature_mean_before}) / {feature_mean_before}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "loss",
            kind: __c::MemberKind::Method,
            doc: "Revenue lost over `duration`.",
            equation: "relative_drop * weekly_revenue * (duration / days(7.0))",
            args: &[
                __c::ArgInfo {
                    name: "duration",
                    ty: "Time",
                    samples: &[
                        __c::Sample::From("undetected"),
                        __c::Sample::From("alerted"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["relative_drop", "weekly_revenue"],
            calls: &["days"],
            template: "{relative_drop} * {weekly_revenue} * ({duration} / days(7.0))",
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
    impl RevenueRegression {
        ///Starts a [`RevenueRegressionBuilder`]; required inputs must be set before [`RevenueRegressionBuilder::build`].
        #[must_use]
        pub fn builder() -> RevenueRegressionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RevenueRegressionBuilder {
            RevenueRegressionBuilder {
                weekly_revenue: Some(__Clone::clone(&self.weekly_revenue)),
                relative_drop: Some(__Clone::clone(&self.relative_drop)),
                metric_before: Some(__Clone::clone(&self.metric_before)),
                metric_after: Some(__Clone::clone(&self.metric_after)),
                undetected: Some(__Clone::clone(&self.undetected)),
                alerted: Some(__Clone::clone(&self.alerted)),
                feature_mean_before: __Clone::clone(&self.feature_mean_before),
                feature_mean_after: __Clone::clone(&self.feature_mean_after),
                freshness_slo: __Clone::clone(&self.freshness_slo),
                shift_threshold: __Clone::clone(&self.shift_threshold),
            }
        }
        ///Revenue lost undetected. Equation: `loss(undetected)`.
        #[inline]
        pub fn undetected_loss(&self) -> __Result<Usd, __c::EvalError> {
            let undetected = __Clone::clone(&self.undetected);
            let loss = |duration: Time| self.loss(duration);
            struct undetected_loss {}
            __c::member(
                (|| __c::conform::<Usd, _, undetected_loss>(loss(undetected)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Revenue lost with the alert. Equation: `loss(alerted)`.
        #[inline]
        pub fn alerted_loss(&self) -> __Result<Usd, __c::EvalError> {
            let alerted = __Clone::clone(&self.alerted);
            let loss = |duration: Time| self.loss(duration);
            struct alerted_loss {}
            __c::member(
                (|| __c::conform::<Usd, _, alerted_loss>(loss(alerted)?))(),
                &__PROPERTIES[1],
            )
        }
        ///How many times longer the regression lasts undetected. Equation: `undetected / alerted`.
        #[inline]
        pub fn window_ratio(&self) -> __Result<f64, __c::EvalError> {
            let undetected = __Clone::clone(&self.undetected);
            let alerted = __Clone::clone(&self.alerted);
            struct window_ratio {}
            __c::member(
                (|| __c::conform::<f64, _, window_ratio>(undetected.eq_div(alerted)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of the undetected loss the alert avoids. Equation: `1.0 - alerted / undetected`.
        #[inline]
        pub fn impact_reduction(&self) -> __Result<f64, __c::EvalError> {
            let alerted = __Clone::clone(&self.alerted);
            let undetected = __Clone::clone(&self.undetected);
            struct impact_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    impact_reduction,
                >((1.0).eq_sub(alerted.eq_div(undetected)?)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Relative change of the metric. Equation: `metric_after / metric_before - 1.0`.
        #[inline]
        pub fn metric_change(&self) -> __Result<f64, __c::EvalError> {
            let metric_after = __Clone::clone(&self.metric_after);
            let metric_before = __Clone::clone(&self.metric_before);
            struct metric_change {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    metric_change,
                >(metric_after.eq_div(metric_before)?.eq_sub(1.0)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Relative shift of the feature's mean. Equation: `(feature_mean_after - feature_mean_before) / feature_mean_before`. Requires `feature_mean_before`, `feature_mean_after` (an error names the absent one).
        #[inline]
        pub fn feature_shift(&self) -> __Result<f64, __c::EvalError> {
            let feature_mean_after = __c::present(
                &self.feature_mean_after,
                "feature_shift",
                "feature_mean_after",
            )?;
            let feature_mean_before = __c::present(
                &self.feature_mean_before,
                "feature_shift",
                "feature_mean_before",
            )?;
            struct feature_shift {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    feature_shift,
                >(
                    feature_mean_after
                        .eq_sub(feature_mean_before)?
                        .eq_div(feature_mean_before)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Revenue lost over `duration`. Equation: `relative_drop * weekly_revenue * (duration / days(7.0))`.
        #[inline]
        pub fn loss(&self, duration: Time) -> __Result<Usd, __c::EvalError> {
            __c::argument(&duration, "loss", &(&__METHODS[0]).args[0])?;
            let relative_drop = __Clone::clone(&self.relative_drop);
            let weekly_revenue = __Clone::clone(&self.weekly_revenue);
            struct loss {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss,
                >(
                    relative_drop
                        .eq_mul(weekly_revenue)?
                        .eq_mul(duration.eq_div(::mlsysim_core::equation::days(7.0))?)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RevenueRegressionValues`].
        #[must_use]
        pub fn evaluate(&self) -> RevenueRegressionValues<'_> {
            let undetected_loss = self.undetected_loss();
            let alerted_loss = self.alerted_loss();
            let window_ratio = self.window_ratio();
            let impact_reduction = self.impact_reduction();
            let metric_change = self.metric_change();
            let feature_shift = self.feature_shift();
            RevenueRegressionValues {
                scenario: self,
                undetected_loss,
                alerted_loss,
                window_ratio,
                impact_reduction,
                metric_change,
                feature_shift,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.weekly_revenue, &__INPUTS[0])?;
            __c::bounded_plain(&self.relative_drop, &__INPUTS[1])?;
            __c::bounded(&self.metric_before, &__INPUTS[2])?;
            __c::finite(&self.metric_after, &__INPUTS[3])?;
            __c::bounded(&self.undetected, &__INPUTS[4])?;
            __c::bounded(&self.alerted, &__INPUTS[5])?;
            __c::bounded(&self.feature_mean_before, &__INPUTS[6])?;
            __c::finite(&self.feature_mean_after, &__INPUTS[7])?;
            __c::bounded(&self.freshness_slo, &__INPUTS[8])?;
            __c::bounded(&self.shift_threshold, &__INPUTS[9])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_undetected_loss(&self) -> __c::Parts {
            __c::traced(
                self.undetected_loss(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let undetected = __Clone::clone(& self.undetected); let loss = |
                    duration : Time | self.loss(duration); let part = loss(undetected) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "loss", args :
                    ::std::vec![__c::Operand::Name("undetected")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_alerted_loss(&self) -> __c::Parts {
            __c::traced(
                self.alerted_loss(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let alerted = __Clone::clone(& self.alerted); let loss = |
                    duration : Time | self.loss(duration); let part = loss(alerted) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "loss", args :
                    ::std::vec![__c::Operand::Name("alerted")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_loss(&self, duration: Time) -> __c::Parts {
            __c::traced(
                self.loss(__Clone::clone(&duration)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "days", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 7.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl RevenueRegressionBuilder {
        ///Sets `weekly_revenue`: Revenue a week.
        #[must_use]
        pub fn weekly_revenue(mut self, value: Usd) -> Self {
            self.weekly_revenue = Some(value);
            self
        }
        ///Sets `relative_drop`: Share of revenue lost while the regression lasts.
        #[must_use]
        pub fn relative_drop(mut self, value: f64) -> Self {
            self.relative_drop = Some(value);
            self
        }
        ///Sets `metric_before`: The metric before the regression.
        #[must_use]
        pub fn metric_before(mut self, value: f64) -> Self {
            self.metric_before = Some(value);
            self
        }
        ///Sets `metric_after`: The metric during it.
        #[must_use]
        pub fn metric_after(mut self, value: f64) -> Self {
            self.metric_after = Some(value);
            self
        }
        ///Sets `undetected`: How long the regression lasts undetected.
        #[must_use]
        pub fn undetected(mut self, value: Time) -> Self {
            self.undetected = Some(value);
            self
        }
        ///Sets `alerted`: How long it lasts with an alert and containment.
        #[must_use]
        pub fn alerted(mut self, value: Time) -> Self {
            self.alerted = Some(value);
            self
        }
        ///Sets `feature_mean_before`: Mean of the shifted feature before.
        #[must_use]
        pub fn feature_mean_before(mut self, value: f64) -> Self {
            self.feature_mean_before = Some(value);
            self
        }
        ///Leaves `feature_mean_before` absent.
        #[must_use]
        pub fn without_feature_mean_before(mut self) -> Self {
            self.feature_mean_before = None;
            self
        }
        ///Sets `feature_mean_after`: Mean of the shifted feature during the regression.
        #[must_use]
        pub fn feature_mean_after(mut self, value: f64) -> Self {
            self.feature_mean_after = Some(value);
            self
        }
        ///Leaves `feature_mean_after` absent.
        #[must_use]
        pub fn without_feature_mean_after(mut self) -> Self {
            self.feature_mean_after = None;
            self
        }
        ///Sets `freshness_slo`: Freshness objective of the feature pipeline.
        #[must_use]
        pub fn freshness_slo(mut self, value: Time) -> Self {
            self.freshness_slo = Some(value);
            self
        }
        ///Leaves `freshness_slo` absent.
        #[must_use]
        pub fn without_freshness_slo(mut self) -> Self {
            self.freshness_slo = None;
            self
        }
        ///Sets `shift_threshold`: Relative shift at which the distribution gate trips.
        #[must_use]
        pub fn shift_threshold(mut self, value: f64) -> Self {
            self.shift_threshold = Some(value);
            self
        }
        ///Leaves `shift_threshold` absent.
        #[must_use]
        pub fn without_shift_threshold(mut self) -> Self {
            self.shift_threshold = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RevenueRegression, __c::InputError> {
            let scenario = RevenueRegression {
                weekly_revenue: __c::given(self.weekly_revenue, "weekly_revenue")?,
                relative_drop: __c::given(self.relative_drop, "relative_drop")?,
                metric_before: __c::given(self.metric_before, "metric_before")?,
                metric_after: __c::given(self.metric_after, "metric_after")?,
                undetected: __c::given(self.undetected, "undetected")?,
                alerted: __c::given(self.alerted, "alerted")?,
                feature_mean_before: self.feature_mean_before,
                feature_mean_after: self.feature_mean_after,
                freshness_slo: self.freshness_slo,
                shift_threshold: self.shift_threshold,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RevenueRegressionBuilder {
        type Scenario = RevenueRegression;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "weekly_revenue" => self.weekly_revenue = __c::set(value, &__INPUTS[0])?,
                "relative_drop" => self.relative_drop = __c::set(value, &__INPUTS[1])?,
                "metric_before" => self.metric_before = __c::set(value, &__INPUTS[2])?,
                "metric_after" => self.metric_after = __c::set(value, &__INPUTS[3])?,
                "undetected" => self.undetected = __c::set(value, &__INPUTS[4])?,
                "alerted" => self.alerted = __c::set(value, &__INPUTS[5])?,
                "feature_mean_before" => {
                    self.feature_mean_before = __c::set(value, &__INPUTS[6])?;
                }
                "feature_mean_after" => {
                    self.feature_mean_after = __c::set(value, &__INPUTS[7])?;
                }
                "freshness_slo" => self.freshness_slo = __c::set(value, &__INPUTS[8])?,
                "shift_threshold" => {
                    self.shift_threshold = __c::set(value, &__INPUTS[9])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RevenueRegression, __c::InputError> {
            RevenueRegressionBuilder::build(self)
        }
    }
    impl<'a> RevenueRegressionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RevenueRegression {
            self.scenario
        }
        ///[`RevenueRegression::loss`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn loss(&self, duration: Time) -> __Result<Usd, __c::EvalError> {
            self.scenario.loss(duration)
        }
    }
    impl __c::Scenario for RevenueRegression {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RevenueRegression",
            family: &ROLLOUTS,
            summary: "A metric regression that cuts revenue in proportion while it lasts, left undetected against caught by an alert and contained: the revenue lost either way, and how much the alert saves.",
            description: "Revenue is `weekly_revenue` a week. The feature whose shift caused the regression, the\nfreshness objective and the drift gate's threshold may be recorded beside it. The reference\nfiles this class under its section \"Neural computation: dense networks, activations, losses,\nand number formats\".",
            notes: __c::meta::Notes {
                equation: "loss(t) = drop × weekly revenue × t ÷ 1 week; reduction = 1 − alerted ÷ undetected",
                assumptions: &[
                    "Revenue tracks the metric and traffic is uniform over the week.",
                ],
                rules: __RULES,
                excludes: &[
                    "Revenue that returns after the fix, and the cost of the alerting itself.",
                ],
                derivation: &["A constant loss rate times the time it lasts."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Five days undetected against four hours with an alert",
                    code: "// Five days undetected against four hours with an alert\nuse mlsysim_scenarios::rollouts::aggregation_window_revenue_incident;\n\nlet s = aggregation_window_revenue_incident()?;\nassert!((s.window_ratio()? - 30.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RevenueRegressionBuilder;
        fn to_builder(&self) -> RevenueRegressionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.weekly_revenue,
                    &self.relative_drop,
                    &self.metric_before,
                    &self.metric_after,
                    &self.undetected,
                    &self.alerted,
                    &self.feature_mean_before,
                    &self.feature_mean_after,
                    &self.freshness_slo,
                    &self.shift_threshold,
                ],
                &[
                    &values.undetected_loss,
                    &values.alerted_loss,
                    &values.window_ratio,
                    &values.impact_reduction,
                    &values.metric_change,
                    &values.feature_shift,
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
                "undetected_loss" => Some(Ok(self.__explain_undetected_loss())),
                "alerted_loss" => Some(Ok(self.__explain_alerted_loss())),
                "loss" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_loss(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "undetected" => {
                    __c::samples(
                        &self.undetected,
                        ::core::option::Option::Some(::mlsysim_core::units::DAY.erase()),
                    )
                }
                "alerted" => {
                    __c::samples(
                        &self.alerted,
                        ::core::option::Option::Some(::mlsysim_core::units::HOUR.erase()),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(RevenueRegression);
};
