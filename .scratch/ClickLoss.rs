/**A silent click-through regression caught only after a while: the requests served meanwhile, the clicks lost and what they were worth.

The reference files this class under its section "Neural computation: dense networks,
activations, losses, and number formats".

# Equation

lost clicks = rate × detection time × (CTR before − CTR after); loss = lost clicks × value per click

# Assumptions

- Traffic is steady and every click is worth the same.

# Excludes

- Users who leave for good, and clicks recovered after the fix.

# Derivation

- Requests times the drop in the click rate.

# Examples

```rust
// A day at 5,000 requests a second
use mlsysim_scenarios::rollouts::delayed_alert_click_loss;

let s = delayed_alert_click_loss()?;
assert!((s.lost_clicks()? - 2_160_000.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ClickLoss {
    ///Requests a second. *Shown in `PER_SECOND`; allowed >= 0.*
    pub request_rate: Frequency,
    ///Time until the regression is caught. *Shown in `HOUR`; allowed > 0.*
    pub detection_time: Time,
    ///Click-through rate before. *Allowed [0.0, 1.0].*
    pub ctr_before: f64,
    ///Click-through rate during the regression. *Allowed [0.0, 1.0].*
    pub ctr_after: f64,
    ///What one click is worth. *Shown in `USD`; allowed >= 0.*
    pub value_per_click: Usd,
}
///Builds a [`ClickLoss`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ClickLossBuilder {
    request_rate: ::core::option::Option<Frequency>,
    detection_time: ::core::option::Option<Time>,
    ctr_before: ::core::option::Option<f64>,
    ctr_after: ::core::option::Option<f64>,
    value_per_click: ::core::option::Option<Usd>,
}
///Every property of a [`ClickLoss`], each computed once (see [`ClickLoss::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ClickLossValues<'a> {
    scenario: &'a ClickLoss,
    ///Requests served before detection.
    pub requests: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The drop in the click-through rate.
    pub ctr_drop: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Clicks lost before detection.
    pub lost_clicks: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///What the lost clicks were worth.
    pub loss: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The loss per hour of the regression.
    pub loss_rate: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
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
            name: "detection_time",
            ty: "Time",
            doc: "Time until the regression is caught.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ctr_before",
            ty: "f64",
            doc: "Click-through rate before.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ctr_after",
            ty: "f64",
            doc: "Click-through rate during the regression.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "value_per_click",
            ty: "Usd",
            doc: "What one click is worth.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "requests",
            doc: "Requests served before detection.",
            equation: "request_rate * detection_time",
            result_type: "f64",
            depends_on: &["request_rate", "detection_time"],
            template: "{request_rate} * {detection_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ctr_drop",
            doc: "The drop in the click-through rate.",
            equation: "ctr_before - ctr_after",
            result_type: "f64",
            depends_on: &["ctr_before", "ctr_after"],
            template: "{ctr_before} - {ctr_after}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lost_clicks",
            doc: "Clicks lost before detection.",
            equation: "requests * ctr_drop",
            result_type: "f64",
            depends_on: &["requests", "ctr_drop"],
            template: "{requests} * {ctr_drop}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss",
            doc: "What the lost clicks were worth.",
            equation: "lost_clicks * value_per_click",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["value_per_click", "lost_clicks"],
            template: "{lost_clicks} * {value_per_click}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_rate",
            doc: "The loss per hour of the regression.",
            equation: "loss / detection_time",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            depends_on: &["detection_time", "loss"],
            template: "{loss} / {detection_time}",
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
    impl ClickLoss {
        ///Starts a [`ClickLossBuilder`]; required inputs must be set before [`ClickLossBuilder::build`].
        #[must_use]
        pub fn builder() -> ClickLossBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ClickLossBuilder {
            ClickLossBuilder {
                request_rate: Some(__Clone::clone(&self.request_rate)),
                detection_time: Some(__Clone::clone(&self.detection_time)),
                ctr_before: Some(__Clone::clone(&self.ctr_before)),
                ctr_after: Some(__Clone::clone(&self.ctr_after)),
                value_per_click: Some(__Clone::clone(&self.value_per_click)),
            }
        }
        ///Requests served before detection. Equation: `request_rate * detection_time`.
        #[inline]
        pub fn requests(&self) -> __Result<f64, __c::EvalError> {
            let request_rate = __Clone::clone(&self.request_rate);
            let detection_time = __Clone::clone(&self.detection_time);
            struct requests {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    requests,
                >(request_rate.eq_mul(detection_time)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The drop in the click-through rate. Equation: `ctr_before - ctr_after`.
        #[inline]
        pub fn ctr_drop(&self) -> __Result<f64, __c::EvalError> {
            let ctr_before = __Clone::clone(&self.ctr_before);
            let ctr_after = __Clone::clone(&self.ctr_after);
            struct ctr_drop {}
            __c::member(
                (|| __c::conform::<f64, _, ctr_drop>(ctr_before.eq_sub(ctr_after)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Clicks lost before detection. Equation: `requests * ctr_drop`.
        #[inline]
        pub fn lost_clicks(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_lost_clicks(self.requests()?, self.ctr_drop()?)
        }
        #[doc(hidden)]
        fn __eq_lost_clicks(
            &self,
            requests: f64,
            ctr_drop: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct lost_clicks {}
            __c::member(
                (|| __c::conform::<f64, _, lost_clicks>(requests.eq_mul(ctr_drop)?))(),
                &__PROPERTIES[2],
            )
        }
        ///What the lost clicks were worth. Equation: `lost_clicks * value_per_click`.
        #[inline]
        pub fn loss(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_loss(self.lost_clicks()?)
        }
        #[doc(hidden)]
        fn __eq_loss(&self, lost_clicks: f64) -> __Result<Usd, __c::EvalError> {
            let value_per_click = __Clone::clone(&self.value_per_click);
            struct loss {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss,
                >(lost_clicks.eq_mul(value_per_click)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The loss per hour of the regression. Equation: `loss / detection_time`.
        #[inline]
        pub fn loss_rate(&self) -> __Result<MoneyRate, __c::EvalError> {
            self.__eq_loss_rate(self.loss()?)
        }
        #[doc(hidden)]
        fn __eq_loss_rate(&self, loss: Usd) -> __Result<MoneyRate, __c::EvalError> {
            let detection_time = __Clone::clone(&self.detection_time);
            struct loss_rate {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    loss_rate,
                >(loss.eq_div(detection_time)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ClickLossValues`].
        #[must_use]
        pub fn evaluate(&self) -> ClickLossValues<'_> {
            let requests = self.requests();
            let ctr_drop = self.ctr_drop();
            let lost_clicks = __c::after(
                (&requests, &ctr_drop),
                |(v0, v1)| self.__eq_lost_clicks(v0, v1),
            );
            let loss = __c::after((&lost_clicks,), |(v0,)| self.__eq_loss(v0));
            let loss_rate = __c::after((&loss,), |(v0,)| self.__eq_loss_rate(v0));
            ClickLossValues {
                scenario: self,
                requests,
                ctr_drop,
                lost_clicks,
                loss,
                loss_rate,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.request_rate, &__INPUTS[0])?;
            __c::bounded(&self.detection_time, &__INPUTS[1])?;
            __c::bounded_plain(&self.ctr_before, &__INPUTS[2])?;
            __c::bounded_plain(&self.ctr_after, &__INPUTS[3])?;
            __c::bounded(&self.value_per_click, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl ClickLossBuilder {
        ///Sets `request_rate`: Requests a second.
        #[must_use]
        pub fn request_rate(mut self, value: Frequency) -> Self {
            self.request_rate = Some(value);
            self
        }
        ///Sets `detection_time`: Time until the regression is caught.
        #[must_use]
        pub fn detection_time(mut self, value: Time) -> Self {
            self.detection_time = Some(value);
            self
        }
        ///Sets `ctr_before`: Click-through rate before.
        #[must_use]
        pub fn ctr_before(mut self, value: f64) -> Self {
            self.ctr_before = Some(value);
            self
        }
        ///Sets `ctr_after`: Click-through rate during the regression.
        #[must_use]
        pub fn ctr_after(mut self, value: f64) -> Self {
            self.ctr_after = Some(value);
            self
        }
        ///Sets `value_per_click`: What one click is worth.
        #[must_use]
        pub fn value_per_click(mut self, value: Usd) -> Self {
            self.value_per_click = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ClickLoss, __c::InputError> {
            let scenario = ClickLoss {
                request_rate: __c::given(self.request_rate, "request_rate")?,
                detection_time: __c::given(self.detection_time, "detection_time")?,
                ctr_before: __c::given(self.ctr_before, "ctr_before")?,
                ctr_after: __c::given(self.ctr_after, "ctr_after")?,
                value_per_click: __c::given(self.value_per_click, "value_per_click")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ClickLossBuilder {
        type Scenario = ClickLoss;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "request_rate" => self.request_rate = __c::set(value, &__INPUTS[0])?,
                "detection_time" => self.detection_time = __c::set(value, &__INPUTS[1])?,
                "ctr_before" => self.ctr_before = __c::set(value, &__INPUTS[2])?,
                "ctr_after" => self.ctr_after = __c::set(value, &__INPUTS[3])?,
                "value_per_click" => {
                    self.value_per_click = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ClickLoss, __c::InputError> {
            ClickLossBuilder::build(self)
        }
    }
    impl<'a> ClickLossValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ClickLoss {
            self.scenario
        }
    }
    impl __c::Scenario for ClickLoss {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ClickLoss",
            family: &ROLLOUTS,
            summary: "A silent click-through regression caught only after a while: the requests served meanwhile, the clicks lost and what they were worth.",
            description: "The reference files this class under its section \"Neural computation: dense networks,\nactivations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "lost clicks = rate × detection time × (CTR before − CTR after); loss = lost clicks × value per click",
                assumptions: &["Traffic is steady and every click is worth the same."],
                rules: __RULES,
                excludes: &[
                    "Users who leave for good, and clicks recovered after the fix.",
                ],
                derivation: &["Requests times the drop in the click rate."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A day at 5,000 requests a second",
                    code: "// A day at 5,000 requests a second\nuse mlsysim_scenarios::rollouts::delayed_alert_click_loss;\n\nlet s = delayed_alert_click_loss()?;\nassert!((s.lost_clicks()? - 2_160_000.0).abs() < 1e-6);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ClickLossBuilder;
        fn to_builder(&self) -> ClickLossBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.request_rate,
                    &self.detection_time,
                    &self.ctr_before,
                    &self.ctr_after,
                    &self.value_per_click,
                ],
                &[
                    &values.requests,
                    &values.ctr_drop,
                    &values.lost_clicks,
                    &values.loss,
                    &values.loss_rate,
                ],
            )
        }
    }
    __c::glue!(ClickLoss);
};
