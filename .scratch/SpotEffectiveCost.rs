/**Spot capacity priced per hour of progress it keeps: every interruption bills a save and a restart that keep nothing, once per stretch of retained progress.

# Equation

billed ÷ retained = (interval + checkpoint + restart) ÷ interval; effective rate = spot rate × billed ÷ retained

# Assumptions

- Every interruption costs the same save and restart, once per retained interval.

# Excludes

- Work lost between the last save and the interruption, and waiting for spot capacity to return.

# Derivation

- The spot price spread over the hours that keep progress.

# Examples

```rust
// A 65% nominal discount, a little less in effect
use mlsysim_fleet::orchestration::spot_interruption_effective_cost;

let s = spot_interruption_effective_cost()?;
assert!(s.effective_savings()? < s.nominal_discount()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SpotEffectiveCost {
    ///On-demand price of one GPU-hour. *Shown in `USD_PER_HOUR`; allowed > 0.*
    pub on_demand_rate: MoneyRate,
    ///Spot price of one GPU-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub spot_rate: MoneyRate,
    ///Time billed saving a checkpoint at an interruption. *Shown in `MINUTE`; allowed >= 0.*
    pub checkpoint_overhead: Time,
    ///Time billed restarting after an interruption. *Shown in `MINUTE`; allowed >= 0.*
    pub restart_overhead: Time,
    ///Progress retained between interruptions. *Shown in `HOUR`; allowed > 0.*
    pub retained_interval: Time,
}
///Builds a [`SpotEffectiveCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SpotEffectiveCostBuilder {
    on_demand_rate: ::core::option::Option<MoneyRate>,
    spot_rate: ::core::option::Option<MoneyRate>,
    checkpoint_overhead: ::core::option::Option<Time>,
    restart_overhead: ::core::option::Option<Time>,
    retained_interval: ::core::option::Option<Time>,
}
///Every property of a [`SpotEffectiveCost`], each computed once (see [`SpotEffectiveCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SpotEffectiveCostValues<'a> {
    scenario: &'a SpotEffectiveCost,
    ///The discount of the spot price on the on-demand price.
    pub nominal_discount: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time billed at each interruption without progress.
    pub lost_per_interruption: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time billed per unit of progress retained.
    pub billed_over_retained: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Price of one GPU-hour of retained progress.
    pub effective_rate: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
    ///The effective spot price over the on-demand price.
    pub effective_cost_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The saving on the on-demand price once interruptions are paid.
    pub effective_savings: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "on_demand_rate",
            ty: "MoneyRate",
            doc: "On-demand price of one GPU-hour.",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "spot_rate",
            ty: "MoneyRate",
            doc: "Spot price of one GPU-hour.",
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
            name: "checkpoint_overhead",
            ty: "Time",
            doc: "Time billed saving a checkpoint at an interruption.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "restart_overhead",
            ty: "Time",
            doc: "Time billed restarting after an interruption.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "retained_interval",
            ty: "Time",
            doc: "Progress retained between interruptions.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "nominal_discount",
            doc: "The discount of the spot price on the on-demand price.",
            equation: "1.0 - spot_rate / on_demand_rate",
            result_type: "f64",
            depends_on: &["spot_rate", "on_demand_rate"],
            template: "1.0 - {spot_rate} / {on_demand_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lost_per_interruption",
            doc: "Time billed at each interruption without progress.",
            equation: "checkpoint_overhead + restart_overhead",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["checkpoint_overhead", "restart_overhead"],
            template: "{checkpoint_overhead} + {restart_overhead}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "billed_over_retained",
            doc: "Time billed per unit of progress retained.",
            equation: "(retained_interval + lost_per_interruption) / retained_interval",
            result_type: "f64",
            depends_on: &["retained_interval", "lost_per_interruption"],
            template: "({retained_interval} + {lost_per_interruption}) / {retained_interval}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "effective_rate",
            doc: "Price of one GPU-hour of retained progress.",
            equation: "spot_rate * billed_over_retained",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            depends_on: &["spot_rate", "billed_over_retained"],
            template: "{spot_rate} * {billed_over_retained}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "effective_cost_ratio",
            doc: "The effective spot price over the on-demand price.",
            equation: "effective_rate / on_demand_rate",
            result_type: "f64",
            depends_on: &["on_demand_rate", "effective_rate"],
            template: "{effective_rate} / {on_demand_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "effective_savings",
            doc: "The saving on the on-demand price once interruptions are paid.",
            equation: "1.0 - effective_cost_ratio",
            result_type: "f64",
            depends_on: &["effective_cost_ratio"],
            template: "1.0 - {effective_cost_ratio}",
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
    impl SpotEffectiveCost {
        ///Starts a [`SpotEffectiveCostBuilder`]; required inputs must be set before [`SpotEffectiveCostBuilder::build`].
        #[must_use]
        pub fn builder() -> SpotEffectiveCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SpotEffectiveCostBuilder {
            SpotEffectiveCostBuilder {
                on_demand_rate: Some(__Clone::clone(&self.on_demand_rate)),
                spot_rate: Some(__Clone::clone(&self.spot_rate)),
                checkpoint_overhead: Some(__Clone::clone(&self.checkpoint_overhead)),
                restart_overhead: Some(__Clone::clone(&self.restart_overhead)),
                retained_interval: Some(__Clone::clone(&self.retained_interval)),
            }
        }
        ///The discount of the spot price on the on-demand price. Equation: `1.0 - spot_rate / on_demand_rate`.
        #[inline]
        pub fn nominal_discount(&self) -> __Result<f64, __c::EvalError> {
            let spot_rate = __Clone::clone(&self.spot_rate);
            let on_demand_rate = __Clone::clone(&self.on_demand_rate);
            struct nominal_discount {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    nominal_discount,
                >((1.0).eq_sub(spot_rate.eq_div(on_demand_rate)?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Time billed at each interruption without progress. Equation: `checkpoint_overhead + restart_overhead`.
        #[inline]
        pub fn lost_per_interruption(&self) -> __Result<Time, __c::EvalError> {
            let checkpoint_overhead = __Clone::clone(&self.checkpoint_overhead);
            let restart_overhead = __Clone::clone(&self.restart_overhead);
            struct lost_per_interruption {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    lost_per_interruption,
                >(checkpoint_overhead.eq_add(restart_overhead)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Time billed per unit of progress retained. Equation: `(retained_interval + lost_per_interruption) / retained_interval`.
        #[inline]
        pub fn billed_over_retained(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_billed_over_retained(self.lost_per_interruption()?)
        }
        #[doc(hidden)]
        fn __eq_billed_over_retained(
            &self,
            lost_per_interruption: Time,
        ) -> __Result<f64, __c::EvalError> {
            let retained_interval = __Clone::clone(&self.retained_interval);
            struct billed_over_retained {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    billed_over_retained,
                >(
                    retained_interval
                        .eq_add(lost_per_interruption)?
                        .eq_div(retained_interval)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Price of one GPU-hour of retained progress. Equation: `spot_rate * billed_over_retained`.
        #[inline]
        pub fn effective_rate(&self) -> __Result<MoneyRate, __c::EvalError> {
            self.__eq_effective_rate(self.billed_over_retained()?)
        }
        #[doc(hidden)]
        fn __eq_effective_rate(
            &self,
            billed_over_retained: f64,
        ) -> __Result<MoneyRate, __c::EvalError> {
            let spot_rate = __Clone::clone(&self.spot_rate);
            struct effective_rate {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    effective_rate,
                >(spot_rate.eq_mul(billed_over_retained)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The effective spot price over the on-demand price. Equation: `effective_rate / on_demand_rate`.
        #[inline]
        pub fn effective_cost_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_effective_cost_ratio(self.effective_rate()?)
        }
        #[doc(hidden)]
        fn __eq_effective_cost_ratio(
            &self,
            effective_rate: MoneyRate,
        ) -> __Result<f64, __c::EvalError> {
            let on_demand_rate = __Clone::clone(&self.on_demand_rate);
            struct effective_cost_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    effective_cost_ratio,
                >(effective_rate.eq_div(on_demand_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///The saving on the on-demand price once interruptions are paid. Equation: `1.0 - effective_cost_ratio`.
        #[inline]
        pub fn effective_savings(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_effective_savings(self.effective_cost_ratio()?)
        }
        #[doc(hidden)]
        fn __eq_effective_savings(
            &self,
            effective_cost_ratio: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct effective_savings {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    effective_savings,
                >((1.0).eq_sub(effective_cost_ratio)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SpotEffectiveCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> SpotEffectiveCostValues<'_> {
            let nominal_discount = self.nominal_discount();
            let lost_per_interruption = self.lost_per_interruption();
            let billed_over_retained = __c::after(
                (&lost_per_interruption,),
                |(v0,)| self.__eq_billed_over_retained(v0),
            );
            let effective_rate = __c::after(
                (&billed_over_retained,),
                |(v0,)| self.__eq_effective_rate(v0),
            );
            let effective_cost_ratio = __c::after(
                (&effective_rate,),
                |(v0,)| self.__eq_effective_cost_ratio(v0),
            );
            let effective_savings = __c::after(
                (&effective_cost_ratio,),
                |(v0,)| self.__eq_effective_savings(v0),
            );
            SpotEffectiveCostValues {
                scenario: self,
                nominal_discount,
                lost_per_interruption,
                billed_over_retained,
                effective_rate,
                effective_cost_ratio,
                effective_savings,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.on_demand_rate, &__INPUTS[0])?;
            __c::bounded(&self.spot_rate, &__INPUTS[1])?;
            __c::bounded(&self.checkpoint_overhead, &__INPUTS[2])?;
            __c::bounded(&self.restart_overhead, &__INPUTS[3])?;
            __c::bounded(&self.retained_interval, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl SpotEffectiveCostBuilder {
        ///Sets `on_demand_rate`: On-demand price of one GPU-hour.
        #[must_use]
        pub fn on_demand_rate(mut self, value: MoneyRate) -> Self {
            self.on_demand_rate = Some(value);
            self
        }
        ///Sets `spot_rate`: Spot price of one GPU-hour.
        #[must_use]
        pub fn spot_rate(mut self, value: MoneyRate) -> Self {
            self.spot_rate = Some(value);
            self
        }
        ///Sets `checkpoint_overhead`: Time billed saving a checkpoint at an interruption.
        #[must_use]
        pub fn checkpoint_overhead(mut self, value: Time) -> Self {
            self.checkpoint_overhead = Some(value);
            self
        }
        ///Sets `restart_overhead`: Time billed restarting after an interruption.
        #[must_use]
        pub fn restart_overhead(mut self, value: Time) -> Self {
            self.restart_overhead = Some(value);
            self
        }
        ///Sets `retained_interval`: Progress retained between interruptions.
        #[must_use]
        pub fn retained_interval(mut self, value: Time) -> Self {
            self.retained_interval = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SpotEffectiveCost, __c::InputError> {
            let scenario = SpotEffectiveCost {
                on_demand_rate: __c::given(self.on_demand_rate, "on_demand_rate")?,
                spot_rate: __c::given(self.spot_rate, "spot_rate")?,
                checkpoint_overhead: __c::given(
                    self.checkpoint_overhead,
                    "checkpoint_overhead",
                )?,
                restart_overhead: __c::given(self.restart_overhead, "restart_overhead")?,
                retained_interval: __c::given(
                    self.retained_interval,
                    "retained_interval",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SpotEffectiveCostBuilder {
        type Scenario = SpotEffectiveCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "on_demand_rate" => self.on_demand_rate = __c::set(value, &__INPUTS[0])?,
                "spot_rate" => self.spot_rate = __c::set(value, &__INPUTS[1])?,
                "checkpoint_overhead" => {
                    self.checkpoint_overhead = __c::set(value, &__INPUTS[2])?;
                }
                "restart_overhead" => {
                    self.restart_overhead = __c::set(value, &__INPUTS[3])?;
                }
                "retained_interval" => {
                    self.retained_interval = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SpotEffectiveCost, __c::InputError> {
            SpotEffectiveCostBuilder::build(self)
        }
    }
    impl<'a> SpotEffectiveCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SpotEffectiveCost {
            self.scenario
        }
    }
    impl __c::Scenario for SpotEffectiveCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SpotEffectiveCost",
            family: &ORCHESTRATION,
            summary: "Spot capacity priced per hour of progress it keeps: every interruption bills a save and a restart that keep nothing, once per stretch of retained progress.",
            description: "",
            notes: __c::meta::Notes {
                equation: "billed ÷ retained = (interval + checkpoint + restart) ÷ interval; effective rate = spot rate × billed ÷ retained",
                assumptions: &[
                    "Every interruption costs the same save and restart, once per retained interval.",
                ],
                rules: __RULES,
                excludes: &[
                    "Work lost between the last save and the interruption, and waiting for spot capacity to return.",
                ],
                derivation: &["The spot price spread over the hours that keep progress."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 65% nominal discount, a little less in effect",
                    code: "// A 65% nominal discount, a little less in effect\nuse mlsysim_fleet::orchestration::spot_interruption_effective_cost;\n\nlet s = spot_interruption_effective_cost()?;\nassert!(s.effective_savings()? < s.nominal_discount()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SpotEffectiveCostBuilder;
        fn to_builder(&self) -> SpotEffectiveCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.on_demand_rate,
                    &self.spot_rate,
                    &self.checkpoint_overhead,
                    &self.restart_overhead,
                    &self.retained_interval,
                ],
                &[
                    &values.nominal_discount,
                    &values.lost_per_interruption,
                    &values.billed_over_retained,
                    &values.effective_rate,
                    &values.effective_cost_ratio,
                    &values.effective_savings,
                ],
            )
        }
    }
    __c::glue!(SpotEffectiveCost);
};
