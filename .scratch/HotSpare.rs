/**Spare devices held idle beside a job so that a failure is recovered onto them, priced against the time they must save on every recovery to pay for themselves.

The job's failures come from a [`SeriesFailure`]; one minute removed from every recovery
frees every device of the job for that minute, once per failure. The spare pays off when
it shortens each recovery by more than `breakeven`.

# Equation

spare cost a day = spares × rate × 1 day; value of a minute = failures a day × devices × rate × 1 min; break-even = spare cost ÷ value of a minute × 1 min

# Assumptions

- Every device-hour, idle spare or busy worker, is priced at the same rate.
- A minute saved on a recovery is a minute every device of the job would otherwise idle.

# Excludes

- The spare's own failures, and any work the spare could do while it waits.

# Derivation

- The spare pays for itself when its daily cost is below the daily value of the recovery time it saves.

# Examples

```rust
// A spare DGX node beside the 10,000-GPU job
use mlsysim_fleet::reliability::hot_spare_node_10k;

let s = hot_spare_node_10k()?;
assert!(s.breakeven()?.value > 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HotSpare {
    ///The job whose failures the spare answers.
    pub failures: SeriesFailure,
    ///Devices held idle as spares.
    pub spare_devices: u32,
    ///Price of one device-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
}
///Builds a [`HotSpare`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct HotSpareBuilder {
    failures: ::core::option::Option<SeriesFailure>,
    spare_devices: ::core::option::Option<u32>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
}
///Every property of a [`HotSpare`], each computed once (see [`HotSpare::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HotSpareValues<'a> {
    scenario: &'a HotSpare,
    ///What the idle spares cost a day.
    pub spare_cost_per_day: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///A day's value of one minute removed from every recovery of the job.
    pub value_per_minute: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Time each recovery must shrink by for the spares to pay for themselves.
    pub breakeven: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "failures",
            ty: "SeriesFailure",
            doc: "The job whose failures the spare answers.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "spare_devices",
            ty: "u32",
            doc: "Devices held idle as spares.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_hour_rate",
            ty: "MoneyRate",
            doc: "Price of one device-hour.",
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
            name: "spare_cost_per_day",
            doc: "What the idle spares cost a day.",
            equation: "spare_devices * device_hour_rate * days(1.0)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["spare_devices", "device_hour_rate"],
            calls: &["days"],
            template: "{spare_devices} * {device_hour_rate} * days(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "value_per_minute",
            doc: "A day's value of one minute removed from every recovery of the job.",
            equation: "failures.failures_per_day() * failures.n_devices * device_hour_rate * seconds(60.0)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["failures", "device_hour_rate"],
            reaches: &[("failures", "failures_per_day")],
            calls: &["seconds"],
            template: "{#0 failures.failures_per_day()} * {#1 failures.n_devices} * {device_hour_rate} * seconds(60.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "breakeven",
            doc: "Time each recovery must shrink by for the spares to pay for themselves.",
            equation: "{\n    require(\n        value_per_minute > usd(0.0),\n        \"a minute of the job's recovery is worth nothing at this rate\",\n    );\n    spare_cost_per_day / value_per_minute * seconds(60.0)\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["value_per_minute", "spare_cost_per_day"],
            calls: &["require", "usd", "seconds"],
            template: "{{\n    require(\n        {value_per_minute} > usd(0.0),\n        \"a minute of the job's recovery is worth nothing at this rate\",\n    );\n    {spare_cost_per_day} / {value_per_minute} * seconds(60.0)\n}}",
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
    impl HotSpare {
        ///Starts a [`HotSpareBuilder`]; required inputs must be set before [`HotSpareBuilder::build`].
        #[must_use]
        pub fn builder() -> HotSpareBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> HotSpareBuilder {
            HotSpareBuilder {
                failures: Some(__Clone::clone(&self.failures)),
                spare_devices: Some(__Clone::clone(&self.spare_devices)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
            }
        }
        ///What the idle spares cost a day. Equation: `spare_devices * device_hour_rate * days(1.0)`.
        #[inline]
        pub fn spare_cost_per_day(&self) -> __Result<Usd, __c::EvalError> {
            let spare_devices = __Clone::clone(&self.spare_devices);
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct spare_cost_per_day {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    spare_cost_per_day,
                >(
                    spare_devices
                        .eq_mul(device_hour_rate)?
                        .eq_mul(::mlsysim_core::equation::days(1.0))?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///A day's value of one minute removed from every recovery of the job. Equation: `failures.failures_per_day() * failures.n_devices * device_hour_rate * seconds(60.0)`.
        #[inline]
        pub fn value_per_minute(&self) -> __Result<Usd, __c::EvalError> {
            let failures = __Clone::clone(&self.failures);
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct value_per_minute {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    value_per_minute,
                >(
                    failures
                        .failures_per_day()?
                        .eq_mul(failures.n_devices)?
                        .eq_mul(device_hour_rate)?
                        .eq_mul(::mlsysim_core::equation::seconds(60.0))?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**Time each recovery must shrink by for the spares to pay for themselves.

Equation:

```text
{
    require(
        value_per_minute > usd(0.0),
        "a minute of the job's recovery is worth nothing at this rate",
    );
    spare_cost_per_day / value_per_minute * seconds(60.0)
}
```
*/
        #[inline]
        pub fn breakeven(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_breakeven(self.value_per_minute()?, self.spare_cost_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_breakeven(
            &self,
            value_per_minute: Usd,
            spare_cost_per_day: Usd,
        ) -> __Result<Time, __c::EvalError> {
            struct breakeven {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    breakeven,
                >({
                    ::mlsysim_core::equation::require(
                        value_per_minute > ::mlsysim_core::equation::usd(0.0),
                        "a minute of the job's recovery is worth nothing at this rate",
                    )?;
                    spare_cost_per_day
                        .eq_div(value_per_minute)?
                        .eq_mul(::mlsysim_core::equation::seconds(60.0))?
                }))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`HotSpareValues`].
        #[must_use]
        pub fn evaluate(&self) -> HotSpareValues<'_> {
            let spare_cost_per_day = self.spare_cost_per_day();
            let value_per_minute = self.value_per_minute();
            let breakeven = __c::after(
                (&value_per_minute, &spare_cost_per_day),
                |(v0, v1)| self.__eq_breakeven(v0, v1),
            );
            HotSpareValues {
                scenario: self,
                spare_cost_per_day,
                value_per_minute,
                breakeven,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.failures, &__INPUTS[0])?;
            __c::finite(&self.spare_devices, &__INPUTS[1])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_spare_cost_per_day(&self) -> __c::Parts {
            __c::traced(
                self.spare_cost_per_day(),
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
        #[doc(hidden)]
        fn __explain_value_per_minute(&self) -> __c::Parts {
            __c::traced(
                self.value_per_minute(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let failures = __Clone::clone(& self.failures); let part =
                    failures.failures_per_day() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let failures = __Clone::clone(& self
                    .failures); let part = failures.n_devices; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "seconds", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 60.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_breakeven(&self) -> __c::Parts {
            __c::traced(
                self.breakeven(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "require", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let value_per_minute = self
                    .value_per_minute() ?; let part = value_per_minute >
                    ::mlsysim_core::equation::usd(0.0); Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let part =
                    "a minute of the job's recovery is worth nothing at this rate"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "usd", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }, __c::CallSite { name : "seconds", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 60.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl HotSpareBuilder {
        ///Sets `failures`: The job whose failures the spare answers.
        #[must_use]
        pub fn failures(mut self, value: SeriesFailure) -> Self {
            self.failures = Some(value);
            self
        }
        ///Sets `spare_devices`: Devices held idle as spares.
        #[must_use]
        pub fn spare_devices(mut self, value: u32) -> Self {
            self.spare_devices = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one device-hour.
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
        pub fn build(self) -> __Result<HotSpare, __c::InputError> {
            let scenario = HotSpare {
                failures: __c::given(self.failures, "failures")?,
                spare_devices: __c::given(self.spare_devices, "spare_devices")?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for HotSpareBuilder {
        type Scenario = HotSpare;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "failures" => self.failures = __c::set(value, &__INPUTS[0])?,
                "spare_devices" => self.spare_devices = __c::set(value, &__INPUTS[1])?,
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<HotSpare, __c::InputError> {
            HotSpareBuilder::build(self)
        }
    }
    impl<'a> HotSpareValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a HotSpare {
            self.scenario
        }
    }
    impl __c::Scenario for HotSpare {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "HotSpare",
            family: &RELIABILITY,
            summary: "Spare devices held idle beside a job so that a failure is recovered onto them, priced against the time they must save on every recovery to pay for themselves.",
            description: "The job's failures come from a [`SeriesFailure`]; one minute removed from every recovery\nfrees every device of the job for that minute, once per failure. The spare pays off when\nit shortens each recovery by more than `breakeven`.",
            notes: __c::meta::Notes {
                equation: "spare cost a day = spares × rate × 1 day; value of a minute = failures a day × devices × rate × 1 min; break-even = spare cost ÷ value of a minute × 1 min",
                assumptions: &[
                    "Every device-hour, idle spare or busy worker, is priced at the same rate.",
                    "A minute saved on a recovery is a minute every device of the job would otherwise idle.",
                ],
                rules: __RULES,
                excludes: &[
                    "The spare's own failures, and any work the spare could do while it waits.",
                ],
                derivation: &[
                    "The spare pays for itself when its daily cost is below the daily value of the recovery time it saves.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A spare DGX node beside the 10,000-GPU job",
                    code: "// A spare DGX node beside the 10,000-GPU job\nuse mlsysim_fleet::reliability::hot_spare_node_10k;\n\nlet s = hot_spare_node_10k()?;\nassert!(s.breakeven()?.value > 0.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = HotSpareBuilder;
        fn to_builder(&self) -> HotSpareBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.failures, &self.spare_devices, &self.device_hour_rate],
                &[
                    &values.spare_cost_per_day,
                    &values.value_per_minute,
                    &values.breakeven,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "spare_cost_per_day" => Some(Ok(self.__explain_spare_cost_per_day())),
                "value_per_minute" => Some(Ok(self.__explain_value_per_minute())),
                "breakeven" => Some(Ok(self.__explain_breakeven())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "failures" => (&__c::explain::Held(&self.failures)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(HotSpare);
};
