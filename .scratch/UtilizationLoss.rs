/**Dollars of accelerator time a fleet idles when its busy share falls: the fleet is billed every hour whether it computes or waits.

# Equation

daily cost = accelerators × hourly rate × 24 h; daily loss = daily cost × (healthy − degraded); total = daily loss × duration in days

# Assumptions

- Every accelerator is billed at the same hourly rate around the clock.

# Rules across inputs

- `degraded_utilization` is at most `healthy_utilization` (`degraded_utilization <= healthy_utilization`)

# Excludes

- Power saved while idle, and the schedule slip the lost work causes.

# Derivation

- The lost share of the busy time is the lost share of the bill.

# Examples

```rust
// Input stalls on 1,024 GPUs
use mlsysim_data::storage::input_stall_idle_cost_1k;

let s = input_stall_idle_cost_1k()?;
assert!(s.loss_total()? > s.loss_per_day()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct UtilizationLoss {
    ///The fleet; every accelerator of it is billed.
    pub fleet: &'static Fleet,
    ///Price of one accelerator-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
    ///Busy share before the drop. *Allowed [0.0, 1.0].*
    pub healthy_utilization: f64,
    ///Busy share after the drop. *Allowed [0.0, 1.0].*
    pub degraded_utilization: f64,
    ///How long the drop lasts. *Shown in `DAY`; allowed >= 0.*
    pub duration: Time,
}
///Builds a [`UtilizationLoss`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct UtilizationLossBuilder {
    fleet: ::core::option::Option<&'static Fleet>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
    healthy_utilization: ::core::option::Option<f64>,
    degraded_utilization: ::core::option::Option<f64>,
    duration: ::core::option::Option<Time>,
}
///Every property of a [`UtilizationLoss`], each computed once (see [`UtilizationLoss::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct UtilizationLossValues<'a> {
    scenario: &'a UtilizationLoss,
    ///What the whole fleet costs a day.
    pub fleet_cost_per_day: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What the lost busy share wastes a day.
    pub loss_per_day: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What it wastes over the duration.
    pub loss_total: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet; every accelerator of it is billed.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_hour_rate",
            ty: "MoneyRate",
            doc: "Price of one accelerator-hour.",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "healthy_utilization",
            ty: "f64",
            doc: "Busy share before the drop.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "degraded_utilization",
            ty: "f64",
            doc: "Busy share after the drop.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "duration",
            ty: "Time",
            doc: "How long the drop lasts.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "fleet_cost_per_day",
            doc: "What the whole fleet costs a day.",
            equation: "fleet.count * fleet.node.accelerators_per_node * device_hour_rate * days(1.0)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["fleet", "device_hour_rate"],
            calls: &["days"],
            template: "{#0 fleet.count} * {#1 fleet.node.accelerators_per_node} * {device_hour_rate} * days(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_per_day",
            doc: "What the lost busy share wastes a day.",
            equation: "fleet_cost_per_day * (healthy_utilization - degraded_utilization)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &[
                "healthy_utilization",
                "degraded_utilization",
                "fleet_cost_per_day",
            ],
            template: "{fleet_cost_per_day} * ({healthy_utilization} - {degraded_utilization})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "loss_total",
            doc: "What it wastes over the duration.",
            equation: "loss_per_day * (duration / days(1.0))",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["duration", "loss_per_day"],
            calls: &["days"],
            template: "{loss_per_day} * ({duration} / days(1.0))",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`degraded_utilization` is at most `healthy_utilization`",
            condition: "degraded_utilization <= healthy_utilization",
            inputs: &["degraded_utilization", "healthy_utilization"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl UtilizationLoss {
        ///Starts a [`UtilizationLossBuilder`]; required inputs must be set before [`UtilizationLossBuilder::build`].
        #[must_use]
        pub fn builder() -> UtilizationLossBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> UtilizationLossBuilder {
            UtilizationLossBuilder {
                fleet: Some(__Clone::clone(&self.fleet)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
                healthy_utilization: Some(__Clone::clone(&self.healthy_utilization)),
                degraded_utilization: Some(__Clone::clone(&self.degraded_utilization)),
                duration: Some(__Clone::clone(&self.duration)),
            }
        }
        ///What the whole fleet costs a day. Equation: `fleet.count * fleet.node.accelerators_per_node * device_hour_rate * days(1.0)`.
        #[inline]
        pub fn fleet_cost_per_day(&self) -> __Result<Usd, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct fleet_cost_per_day {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    fleet_cost_per_day,
                >(
                    fleet
                        .count
                        .eq_mul(fleet.node.accelerators_per_node)?
                        .eq_mul(device_hour_rate)?
                        .eq_mul(::mlsysim_core::equation::days(1.0))?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///What the lost busy share wastes a day. Equation: `fleet_cost_per_day * (healthy_utilization - degraded_utilization)`.
        #[inline]
        pub fn loss_per_day(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_loss_per_day(self.fleet_cost_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_loss_per_day(
            &self,
            fleet_cost_per_day: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let healthy_utilization = __Clone::clone(&self.healthy_utilization);
            let degraded_utilization = __Clone::clone(&self.degraded_utilization);
            struct loss_per_day {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_per_day,
                >(
                    fleet_cost_per_day
                        .eq_mul(healthy_utilization.eq_sub(degraded_utilization)?)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///What it wastes over the duration. Equation: `loss_per_day * (duration / days(1.0))`.
        #[inline]
        pub fn loss_total(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_loss_total(self.loss_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_loss_total(&self, loss_per_day: Usd) -> __Result<Usd, __c::EvalError> {
            let duration = __Clone::clone(&self.duration);
            struct loss_total {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    loss_total,
                >(
                    loss_per_day
                        .eq_mul(duration.eq_div(::mlsysim_core::equation::days(1.0))?)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`UtilizationLossValues`].
        #[must_use]
        pub fn evaluate(&self) -> UtilizationLossValues<'_> {
            let fleet_cost_per_day = self.fleet_cost_per_day();
            let loss_per_day = __c::after(
                (&fleet_cost_per_day,),
                |(v0,)| self.__eq_loss_per_day(v0),
            );
            let loss_total = __c::after(
                (&loss_per_day,),
                |(v0,)| self.__eq_loss_total(v0),
            );
            UtilizationLossValues {
                scenario: self,
                fleet_cost_per_day,
                loss_per_day,
                loss_total,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.fleet, &__INPUTS[0])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[1])?;
            __c::bounded_plain(&self.healthy_utilization, &__INPUTS[2])?;
            __c::bounded_plain(&self.degraded_utilization, &__INPUTS[3])?;
            __c::bounded(&self.duration, &__INPUTS[4])?;
            {
                let degraded_utilization = __Clone::clone(&self.degraded_utilization);
                let healthy_utilization = __Clone::clone(&self.healthy_utilization);
                __c::rule(
                    degraded_utilization <= healthy_utilization,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.degraded_utilization, &self.healthy_utilization],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_fleet_cost_per_day(&self) -> __c::Parts {
            __c::traced(
                self.fleet_cost_per_day(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.count;
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "days", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_loss_total(&self) -> __c::Parts {
            __c::traced(
                self.loss_total(),
                &__PROPERTIES[2],
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
    impl UtilizationLossBuilder {
        ///Sets `fleet`: The fleet; every accelerator of it is billed.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one accelerator-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        ///Sets `healthy_utilization`: Busy share before the drop.
        #[must_use]
        pub fn healthy_utilization(mut self, value: f64) -> Self {
            self.healthy_utilization = Some(value);
            self
        }
        ///Sets `degraded_utilization`: Busy share after the drop.
        #[must_use]
        pub fn degraded_utilization(mut self, value: f64) -> Self {
            self.degraded_utilization = Some(value);
            self
        }
        ///Sets `duration`: How long the drop lasts.
        #[must_use]
        pub fn duration(mut self, value: Time) -> Self {
            self.duration = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<UtilizationLoss, __c::InputError> {
            let scenario = UtilizationLoss {
                fleet: __c::given(self.fleet, "fleet")?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
                healthy_utilization: __c::given(
                    self.healthy_utilization,
                    "healthy_utilization",
                )?,
                degraded_utilization: __c::given(
                    self.degraded_utilization,
                    "degraded_utilization",
                )?,
                duration: __c::given(self.duration, "duration")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for UtilizationLossBuilder {
        type Scenario = UtilizationLoss;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "fleet" => self.fleet = __c::set(value, &__INPUTS[0])?,
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[1])?;
                }
                "healthy_utilization" => {
                    self.healthy_utilization = __c::set(value, &__INPUTS[2])?;
                }
                "degraded_utilization" => {
                    self.degraded_utilization = __c::set(value, &__INPUTS[3])?;
                }
                "duration" => self.duration = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<UtilizationLoss, __c::InputError> {
            UtilizationLossBuilder::build(self)
        }
    }
    impl<'a> UtilizationLossValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a UtilizationLoss {
            self.scenario
        }
    }
    impl __c::Scenario for UtilizationLoss {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "UtilizationLoss",
            family: &STORAGE,
            summary: "Dollars of accelerator time a fleet idles when its busy share falls: the fleet is billed every hour whether it computes or waits.",
            description: "",
            notes: __c::meta::Notes {
                equation: "daily cost = accelerators × hourly rate × 24 h; daily loss = daily cost × (healthy − degraded); total = daily loss × duration in days",
                assumptions: &[
                    "Every accelerator is billed at the same hourly rate around the clock.",
                ],
                rules: __RULES,
                excludes: &[
                    "Power saved while idle, and the schedule slip the lost work causes.",
                ],
                derivation: &[
                    "The lost share of the busy time is the lost share of the bill.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Input stalls on 1,024 GPUs",
                    code: "// Input stalls on 1,024 GPUs\nuse mlsysim_data::storage::input_stall_idle_cost_1k;\n\nlet s = input_stall_idle_cost_1k()?;\nassert!(s.loss_total()? > s.loss_per_day()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = UtilizationLossBuilder;
        fn to_builder(&self) -> UtilizationLossBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.fleet,
                    &self.device_hour_rate,
                    &self.healthy_utilization,
                    &self.degraded_utilization,
                    &self.duration,
                ],
                &[&values.fleet_cost_per_day, &values.loss_per_day, &values.loss_total],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "fleet_cost_per_day" => Some(Ok(self.__explain_fleet_cost_per_day())),
                "loss_total" => Some(Ok(self.__explain_loss_total())),
                _ => None,
            }
        }
    }
    __c::glue!(UtilizationLoss);
};
