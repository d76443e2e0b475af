/**A fleet split between a serving reservation and a training pool, held statically against lending training whatever serving does not need on an average day.

The reservation is the forecast serving peak plus `surge_buffer`. Lending gives training the
reservation's excess over average demand and the buffer; the GPUs left after the reservation
and the training base are maintenance headroom.

# Equation

lent = reservation − average − buffer; static active = average + training base; lent active = static active + lent

# Assumptions

- A year is 8,760 hours, the reference's convention.
- Lent GPUs come back to serving faster than its demand rises above the average plus the buffer.

# Rules across inputs

- `serving_average` is at most `serving_reservation` (`serving_average <= serving_reservation`)

# Excludes

- The cost of preempting training when serving reclaims its GPUs.

# Derivation

- GPUs active on average under each policy, over the fleet.

# Examples

```rust
// Lending a serving reservation to training
use mlsysim_fleet::orchestration::diurnal_serving_lending_1k;

let s = diurnal_serving_lending_1k()?;
assert_eq!(s.lent()?, 133);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DiurnalLending {
    ///GPUs in the fleet. *Allowed >= 1.*
    pub fleet_gpus: u32,
    ///GPUs reserved for serving: the forecast peak plus the surge buffer.
    pub serving_reservation: u32,
    ///GPUs serving uses on average.
    pub serving_average: u32,
    ///GPUs kept ready above the forecast peak.
    pub surge_buffer: u32,
    ///GPUs of the training pool.
    pub training_base: u32,
    ///Price of one GPU-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
}
///Builds a [`DiurnalLending`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DiurnalLendingBuilder {
    fleet_gpus: ::core::option::Option<u32>,
    serving_reservation: ::core::option::Option<u32>,
    serving_average: ::core::option::Option<u32>,
    surge_buffer: ::core::option::Option<u32>,
    training_base: ::core::option::Option<u32>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
}
///Every property of a [`DiurnalLending`], each computed once (see [`DiurnalLending::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DiurnalLendingValues<'a> {
    scenario: &'a DiurnalLending,
    ///Serving's forecast peak.
    pub peak_demand: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///GPUs of the reservation above average serving demand.
    pub serving_reclaimable: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///GPUs lent to training on average.
    pub lent: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///GPUs left after the reservation and the training base.
    pub headroom: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///GPUs active on average without lending.
    pub static_active: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///GPUs active on average with lending.
    pub dynamic_active: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Utilization without lending.
    pub static_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Utilization with lending.
    pub dynamic_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///A year's rent of the lent GPUs at the rate (8,760 hours).
    pub annual_value: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "fleet_gpus",
            ty: "u32",
            doc: "GPUs in the fleet.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "serving_reservation",
            ty: "u32",
            doc: "GPUs reserved for serving: the forecast peak plus the surge buffer.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "serving_average",
            ty: "u32",
            doc: "GPUs serving uses on average.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "surge_buffer",
            ty: "u32",
            doc: "GPUs kept ready above the forecast peak.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "training_base",
            ty: "u32",
            doc: "GPUs of the training pool.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_hour_rate",
            ty: "MoneyRate",
            doc: "Price of one GPU-hour.",
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
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "peak_demand",
            doc: "Serving's forecast peak.",
            equation: "serving_reservation - surge_buffer",
            result_type: "i64",
            depends_on: &["serving_reservation", "surge_buffer"],
            template: "{serving_reservation} - {surge_buffer}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "serving_reclaimable",
            doc: "GPUs of the reservation above average serving demand.",
            equation: "serving_reservation - serving_average",
            result_type: "i64",
            depends_on: &["serving_reservation", "serving_average"],
            template: "{serving_reservation} - {serving_average}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lent",
            doc: "GPUs lent to training on average.",
            equation: "serving_reclaimable - surge_buffer",
            result_type: "i64",
            depends_on: &["surge_buffer", "serving_reclaimable"],
            template: "{serving_reclaimable} - {surge_buffer}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "headroom",
            doc: "GPUs left after the reservation and the training base.",
            equation: "fleet_gpus - serving_reservation - training_base",
            result_type: "i64",
            depends_on: &["fleet_gpus", "serving_reservation", "training_base"],
            template: "{fleet_gpus} - {serving_reservation} - {training_base}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "static_active",
            doc: "GPUs active on average without lending.",
            equation: "serving_average + training_base",
            result_type: "i64",
            depends_on: &["serving_average", "training_base"],
            template: "{serving_average} + {training_base}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dynamic_active",
            doc: "GPUs active on average with lending.",
            equation: "static_active + lent",
            result_type: "i64",
            depends_on: &["static_active", "lent"],
            template: "{static_active} + {lent}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "static_utilization",
            doc: "Utilization without lending.",
            equation: "static_active / fleet_gpus",
            result_type: "f64",
            depends_on: &["fleet_gpus", "static_active"],
            template: "{static_active} / {fleet_gpus}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dynamic_utilization",
            doc: "Utilization with lending.",
            equation: "dynamic_active / fleet_gpus",
            result_type: "f64",
            depends_on: &["fleet_gpus", "dynamic_active"],
            template: "{dynamic_active} / {fleet_gpus}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "annual_value",
            doc: "A year's rent of the lent GPUs at the rate (8,760 hours).",
            equation: "lent * device_hour_rate * hours(8760.0)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["device_hour_rate", "lent"],
            calls: &["hours"],
            template: "{lent} * {device_hour_rate} * hours(8760.0)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`serving_average` is at most `serving_reservation`",
            condition: "serving_average <= serving_reservation",
            inputs: &["serving_average", "serving_reservation"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl DiurnalLending {
        ///Starts a [`DiurnalLendingBuilder`]; required inputs must be set before [`DiurnalLendingBuilder::build`].
        #[must_use]
        pub fn builder() -> DiurnalLendingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DiurnalLendingBuilder {
            DiurnalLendingBuilder {
                fleet_gpus: Some(__Clone::clone(&self.fleet_gpus)),
                serving_reservation: Some(__Clone::clone(&self.serving_reservation)),
                serving_average: Some(__Clone::clone(&self.serving_average)),
                surge_buffer: Some(__Clone::clone(&self.surge_buffer)),
                training_base: Some(__Clone::clone(&self.training_base)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
            }
        }
        ///Serving's forecast peak. Equation: `serving_reservation - surge_buffer`.
        #[inline]
        pub fn peak_demand(&self) -> __Result<i64, __c::EvalError> {
            let serving_reservation = __Clone::clone(&self.serving_reservation);
            let surge_buffer = __Clone::clone(&self.surge_buffer);
            struct peak_demand {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    peak_demand,
                >(serving_reservation.eq_sub(surge_buffer)?))(),
                &__PROPERTIES[0],
            )
        }
        ///GPUs of the reservation above average serving demand. Equation: `serving_reservation - serving_average`.
        #[inline]
        pub fn serving_reclaimable(&self) -> __Result<i64, __c::EvalError> {
            let serving_reservation = __Clone::clone(&self.serving_reservation);
            let serving_average = __Clone::clone(&self.serving_average);
            struct serving_reclaimable {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    serving_reclaimable,
                >(serving_reservation.eq_sub(serving_average)?))(),
                &__PROPERTIES[1],
            )
        }
        ///GPUs lent to training on average. Equation: `serving_reclaimable - surge_buffer`.
        #[inline]
        pub fn lent(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_lent(self.serving_reclaimable()?)
        }
        #[doc(hidden)]
        fn __eq_lent(&self, serving_reclaimable: i64) -> __Result<i64, __c::EvalError> {
            let surge_buffer = __Clone::clone(&self.surge_buffer);
            struct lent {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    lent,
                >(serving_reclaimable.eq_sub(surge_buffer)?))(),
                &__PROPERTIES[2],
            )
        }
        ///GPUs left after the reservation and the training base. Equation: `fleet_gpus - serving_reservation - training_base`.
        #[inline]
        pub fn headroom(&self) -> __Result<i64, __c::EvalError> {
            let fleet_gpus = __Clone::clone(&self.fleet_gpus);
            let serving_reservation = __Clone::clone(&self.serving_reservation);
            let training_base = __Clone::clone(&self.training_base);
            struct headroom {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    headroom,
                >(fleet_gpus.eq_sub(serving_reservation)?.eq_sub(training_base)?))(),
                &__PROPERTIES[3],
            )
        }
        ///GPUs active on average without lending. Equation: `serving_average + training_base`.
        #[inline]
        pub fn static_active(&self) -> __Result<i64, __c::EvalError> {
            let serving_average = __Clone::clone(&self.serving_average);
            let training_base = __Clone::clone(&self.training_base);
            struct static_active {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    static_active,
                >(serving_average.eq_add(training_base)?))(),
                &__PROPERTIES[4],
            )
        }
        ///GPUs active on average with lending. Equation: `static_active + lent`.
        #[inline]
        pub fn dynamic_active(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_dynamic_active(self.static_active()?, self.lent()?)
        }
        #[doc(hidden)]
        fn __eq_dynamic_active(
            &self,
            static_active: i64,
            lent: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct dynamic_active {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    dynamic_active,
                >(static_active.eq_add(lent)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Utilization without lending. Equation: `static_active / fleet_gpus`.
        #[inline]
        pub fn static_utilization(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_static_utilization(self.static_active()?)
        }
        #[doc(hidden)]
        fn __eq_static_utilization(
            &self,
            static_active: i64,
        ) -> __Result<f64, __c::EvalError> {
            let fleet_gpus = __Clone::clone(&self.fleet_gpus);
            struct static_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    static_utilization,
                >(static_active.eq_div(fleet_gpus)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Utilization with lending. Equation: `dynamic_active / fleet_gpus`.
        #[inline]
        pub fn dynamic_utilization(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_dynamic_utilization(self.dynamic_active()?)
        }
        #[doc(hidden)]
        fn __eq_dynamic_utilization(
            &self,
            dynamic_active: i64,
        ) -> __Result<f64, __c::EvalError> {
            let fleet_gpus = __Clone::clone(&self.fleet_gpus);
            struct dynamic_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    dynamic_utilization,
                >(dynamic_active.eq_div(fleet_gpus)?))(),
                &__PROPERTIES[7],
            )
        }
        ///A year's rent of the lent GPUs at the rate (8,760 hours). Equation: `lent * device_hour_rate * hours(8760.0)`.
        #[inline]
        pub fn annual_value(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_annual_value(self.lent()?)
        }
        #[doc(hidden)]
        fn __eq_annual_value(&self, lent: i64) -> __Result<Usd, __c::EvalError> {
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct annual_value {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    annual_value,
                >(
                    lent
                        .eq_mul(device_hour_rate)?
                        .eq_mul(::mlsysim_core::equation::hours(8760.0))?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DiurnalLendingValues`].
        #[must_use]
        pub fn evaluate(&self) -> DiurnalLendingValues<'_> {
            let peak_demand = self.peak_demand();
            let serving_reclaimable = self.serving_reclaimable();
            let lent = __c::after((&serving_reclaimable,), |(v0,)| self.__eq_lent(v0));
            let headroom = self.headroom();
            let static_active = self.static_active();
            let dynamic_active = __c::after(
                (&static_active, &lent),
                |(v0, v1)| self.__eq_dynamic_active(v0, v1),
            );
            let static_utilization = __c::after(
                (&static_active,),
                |(v0,)| self.__eq_static_utilization(v0),
            );
            let dynamic_utilization = __c::after(
                (&dynamic_active,),
                |(v0,)| self.__eq_dynamic_utilization(v0),
            );
            let annual_value = __c::after((&lent,), |(v0,)| self.__eq_annual_value(v0));
            DiurnalLendingValues {
                scenario: self,
                peak_demand,
                serving_reclaimable,
                lent,
                headroom,
                static_active,
                dynamic_active,
                static_utilization,
                dynamic_utilization,
                annual_value,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.fleet_gpus, &__INPUTS[0])?;
            __c::finite(&self.serving_reservation, &__INPUTS[1])?;
            __c::finite(&self.serving_average, &__INPUTS[2])?;
            __c::finite(&self.surge_buffer, &__INPUTS[3])?;
            __c::finite(&self.training_base, &__INPUTS[4])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[5])?;
            {
                let serving_average = __Clone::clone(&self.serving_average);
                let serving_reservation = __Clone::clone(&self.serving_reservation);
                __c::rule(
                    serving_average <= serving_reservation,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.serving_average, &self.serving_reservation],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_annual_value(&self) -> __c::Parts {
            __c::traced(
                self.annual_value(),
                &__PROPERTIES[8],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 8760.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl DiurnalLendingBuilder {
        ///Sets `fleet_gpus`: GPUs in the fleet.
        #[must_use]
        pub fn fleet_gpus(mut self, value: u32) -> Self {
            self.fleet_gpus = Some(value);
            self
        }
        ///Sets `serving_reservation`: GPUs reserved for serving: the forecast peak plus the surge buffer.
        #[must_use]
        pub fn serving_reservation(mut self, value: u32) -> Self {
            self.serving_reservation = Some(value);
            self
        }
        ///Sets `serving_average`: GPUs serving uses on average.
        #[must_use]
        pub fn serving_average(mut self, value: u32) -> Self {
            self.serving_average = Some(value);
            self
        }
        ///Sets `surge_buffer`: GPUs kept ready above the forecast peak.
        #[must_use]
        pub fn surge_buffer(mut self, value: u32) -> Self {
            self.surge_buffer = Some(value);
            self
        }
        ///Sets `training_base`: GPUs of the training pool.
        #[must_use]
        pub fn training_base(mut self, value: u32) -> Self {
            self.training_base = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one GPU-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DiurnalLending, __c::InputError> {
            let scenario = DiurnalLending {
                fleet_gpus: __c::given(self.fleet_gpus, "fleet_gpus")?,
                serving_reservation: __c::given(
                    self.serving_reservation,
                    "serving_reservation",
                )?,
                serving_average: __c::given(self.serving_average, "serving_average")?,
                surge_buffer: __c::given(self.surge_buffer, "surge_buffer")?,
                training_base: __c::given(self.training_base, "training_base")?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DiurnalLendingBuilder {
        type Scenario = DiurnalLending;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "fleet_gpus" => self.fleet_gpus = __c::set(value, &__INPUTS[0])?,
                "serving_reservation" => {
                    self.serving_reservation = __c::set(value, &__INPUTS[1])?;
                }
                "serving_average" => {
                    self.serving_average = __c::set(value, &__INPUTS[2])?;
                }
                "surge_buffer" => self.surge_buffer = __c::set(value, &__INPUTS[3])?,
                "training_base" => self.training_base = __c::set(value, &__INPUTS[4])?,
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[5])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DiurnalLending, __c::InputError> {
            DiurnalLendingBuilder::build(self)
        }
    }
    impl<'a> DiurnalLendingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DiurnalLending {
            self.scenario
        }
    }
    impl __c::Scenario for DiurnalLending {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DiurnalLending",
            family: &ORCHESTRATION,
            summary: "A fleet split between a serving reservation and a training pool, held statically against lending training whatever serving does not need on an average day.",
            description: "The reservation is the forecast serving peak plus `surge_buffer`. Lending gives training the\nreservation's excess over average demand and the buffer; the GPUs left after the reservation\nand the training base are maintenance headroom.",
            notes: __c::meta::Notes {
                equation: "lent = reservation − average − buffer; static active = average + training base; lent active = static active + lent",
                assumptions: &[
                    "A year is 8,760 hours, the reference's convention.",
                    "Lent GPUs come back to serving faster than its demand rises above the average plus the buffer.",
                ],
                rules: __RULES,
                excludes: &[
                    "The cost of preempting training when serving reclaims its GPUs.",
                ],
                derivation: &[
                    "GPUs active on average under each policy, over the fleet.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Lending a serving reservation to training",
                    code: "// Lending a serving reservation to training\nuse mlsysim_fleet::orchestration::diurnal_serving_lending_1k;\n\nlet s = diurnal_serving_lending_1k()?;\nassert_eq!(s.lent()?, 133);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DiurnalLendingBuilder;
        fn to_builder(&self) -> DiurnalLendingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.fleet_gpus,
                    &self.serving_reservation,
                    &self.serving_average,
                    &self.surge_buffer,
                    &self.training_base,
                    &self.device_hour_rate,
                ],
                &[
                    &values.peak_demand,
                    &values.serving_reclaimable,
                    &values.lent,
                    &values.headroom,
                    &values.static_active,
                    &values.dynamic_active,
                    &values.static_utilization,
                    &values.dynamic_utilization,
                    &values.annual_value,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "annual_value" => Some(Ok(self.__explain_annual_value())),
                _ => None,
            }
        }
    }
    __c::glue!(DiurnalLending);
};
