/**When automating a recurring manual task pays for the time spent building the automation.

Building takes a fixed effort once; afterwards the manual effort per week is saved, less
whatever upkeep the automation itself needs each week.

# Equation

breakeven = build_time ÷ (manual_rate − upkeep_rate); no breakeven when upkeep is at least the manual effort

# Assumptions

- The manual effort and the upkeep are steady rates.
- Where upkeep is at least the manual effort the automation never pays back; this is an error naming both rates, where the reference fails without a message.

# Excludes

- The value of faster or more reliable runs beyond the hours saved.

# Derivation

- Savings accrue at manual_rate − upkeep_rate per week and repay build_time after build_time ÷ (manual_rate − upkeep_rate) weeks.

# Examples

```rust
// When an 80-hour pipeline pays back
use mlsysim_scenarios::release_and_drift::retraining_pipeline_automation;

let s = retraining_pipeline_automation()?;
let weeks = s.breakeven()?.value / (7.0 * 86_400.0);
assert!((weeks - 20.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AutomationBreakeven {
    ///Effort to build the automation once. *Shown in `HOUR`; allowed > 0.*
    pub build_time: Time,
    ///Manual effort the automation replaces, in hours per week. *Shown in `HOURS_PER_WEEK`; allowed > 0.*
    pub manual_rate: Ratio,
    ///Effort the automation needs to keep running; none when absent. *Optional (absent by default); shown in `HOURS_PER_WEEK`; allowed >= 0.*
    pub upkeep_rate: Option<Ratio>,
}
///Builds a [`AutomationBreakeven`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AutomationBreakevenBuilder {
    build_time: ::core::option::Option<Time>,
    manual_rate: ::core::option::Option<Ratio>,
    upkeep_rate: ::core::option::Option<Ratio>,
}
///Every property of a [`AutomationBreakeven`], each computed once (see [`AutomationBreakeven::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AutomationBreakevenValues<'a> {
    scenario: &'a AutomationBreakeven,
    ///Hours per week saved once the automation runs.
    pub net_saving: ::core::result::Result<Ratio, ::mlsysim_core::EvalError>,
    ///Time until the saved effort repays the build.
    pub breakeven: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "build_time",
            ty: "Time",
            doc: "Effort to build the automation once.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "manual_rate",
            ty: "Ratio",
            doc: "Manual effort the automation replaces, in hours per week.",
            label: {
                __c::units::unit_for::<Ratio, _>(&::mlsysim_core::units::HOURS_PER_WEEK);
                __c::units::label(&::mlsysim_core::units::HOURS_PER_WEEK)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "upkeep_rate",
            ty: "Option<Ratio>",
            doc: "Effort the automation needs to keep running; none when absent.",
            optional: true,
            label: {
                __c::units::unit_for::<Ratio, _>(&::mlsysim_core::units::HOURS_PER_WEEK);
                __c::units::label(&::mlsysim_core::units::HOURS_PER_WEEK)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "net_saving",
            doc: "Hours per week saved once the automation runs.",
            equation: "optional(upkeep_rate).map_or(manual_rate, |upkeep| manual_rate - upkeep)",
            result_type: "Ratio",
            label: {
                __c::units::unit_for::<Ratio, _>(&::mlsysim_core::units::HOURS_PER_WEEK);
                __c::units::label(&::mlsysim_core::units::HOURS_PER_WEEK)
            },
            depends_on: &["upkeep_rate", "manual_rate"],
            template: "{#0 optional(upkeep_rate)}.map_or({manual_rate}, |upkeep| {manual_rate} - upkeep)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "breakeven",
            doc: "Time until the saved effort repays the build.",
            equation: "{\n    require(\n        net_saving.value > 0.0,\n        \"the automation never pays back: its upkeep_rate is at least the manual_rate it saves\",\n    );\n    build_time / net_saving\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::WEEK);
                __c::units::label(&::mlsysim_core::units::WEEK)
            },
            depends_on: &["build_time", "net_saving"],
            calls: &["require"],
            template: "{{\n    require(\n        {net_saving}.value > 0.0,\n        \"the automation never pays back: its upkeep_rate is at least the manual_rate it saves\",\n    );\n    {build_time} / {net_saving}\n}}",
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
    impl AutomationBreakeven {
        ///Starts a [`AutomationBreakevenBuilder`]; required inputs must be set before [`AutomationBreakevenBuilder::build`].
        #[must_use]
        pub fn builder() -> AutomationBreakevenBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AutomationBreakevenBuilder {
            AutomationBreakevenBuilder {
                build_time: Some(__Clone::clone(&self.build_time)),
                manual_rate: Some(__Clone::clone(&self.manual_rate)),
                upkeep_rate: __Clone::clone(&self.upkeep_rate),
            }
        }
        ///Hours per week saved once the automation runs. Equation: `optional(upkeep_rate).map_or(manual_rate, |upkeep| manual_rate - upkeep)`.
        #[inline]
        pub fn net_saving(&self) -> __Result<Ratio, __c::EvalError> {
            let upkeep_rate = __Clone::clone(&self.upkeep_rate);
            let manual_rate = __Clone::clone(&self.manual_rate);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct net_saving {}
            __c::member_kept(
                (|| __c::conform::<
                    Ratio,
                    _,
                    net_saving,
                >(
                    ::mlsysim_core::equation::optional(upkeep_rate)
                        .map_or(
                            manual_rate,
                            |upkeep| __mlsysim_fault.keep(manual_rate.eq_sub(upkeep)),
                        ),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        /**Time until the saved effort repays the build.

Equation:

```text
{
    require(
        net_saving.value > 0.0,
        "the automation never pays back: its upkeep_rate is at least the manual_rate it saves",
    );
    build_time / net_saving
}
```
*/
        #[inline]
        pub fn breakeven(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_breakeven(self.net_saving()?)
        }
        #[doc(hidden)]
        fn __eq_breakeven(&self, net_saving: Ratio) -> __Result<Time, __c::EvalError> {
            let build_time = __Clone::clone(&self.build_time);
            struct breakeven {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    breakeven,
                >({
                    ::mlsysim_core::equation::require(
                        net_saving.value > 0.0,
                        "the automation never pays back: its upkeep_rate is at least the manual_rate it saves",
                    )?;
                    build_time.eq_div(net_saving)?
                }))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AutomationBreakevenValues`].
        #[must_use]
        pub fn evaluate(&self) -> AutomationBreakevenValues<'_> {
            let net_saving = self.net_saving();
            let breakeven = __c::after((&net_saving,), |(v0,)| self.__eq_breakeven(v0));
            AutomationBreakevenValues {
                scenario: self,
                net_saving,
                breakeven,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.build_time, &__INPUTS[0])?;
            __c::bounded(&self.manual_rate, &__INPUTS[1])?;
            __c::bounded(&self.upkeep_rate, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_net_saving(&self) -> __c::Parts {
            __c::traced(
                self.net_saving(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let upkeep_rate = __Clone::clone(& self.upkeep_rate); let part =
                    ::mlsysim_core::equation::optional(upkeep_rate); Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_breakeven(&self) -> __c::Parts {
            __c::traced(
                self.breakeven(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "require", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let net_saving = self
                    .net_saving() ?; let part = net_saving.value > 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part =
                    "the automation never pays back: its upkeep_rate is at least the manual_rate it saves";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl AutomationBreakevenBuilder {
        ///Sets `build_time`: Effort to build the automation once.
        #[must_use]
        pub fn build_time(mut self, value: Time) -> Self {
            self.build_time = Some(value);
            self
        }
        ///Sets `manual_rate`: Manual effort the automation replaces, in hours per week.
        #[must_use]
        pub fn manual_rate(mut self, value: Ratio) -> Self {
            self.manual_rate = Some(value);
            self
        }
        ///Sets `upkeep_rate`: Effort the automation needs to keep running; none when absent.
        #[must_use]
        pub fn upkeep_rate(mut self, value: Ratio) -> Self {
            self.upkeep_rate = Some(value);
            self
        }
        ///Leaves `upkeep_rate` absent.
        #[must_use]
        pub fn without_upkeep_rate(mut self) -> Self {
            self.upkeep_rate = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AutomationBreakeven, __c::InputError> {
            let scenario = AutomationBreakeven {
                build_time: __c::given(self.build_time, "build_time")?,
                manual_rate: __c::given(self.manual_rate, "manual_rate")?,
                upkeep_rate: self.upkeep_rate,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AutomationBreakevenBuilder {
        type Scenario = AutomationBreakeven;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "build_time" => self.build_time = __c::set(value, &__INPUTS[0])?,
                "manual_rate" => self.manual_rate = __c::set(value, &__INPUTS[1])?,
                "upkeep_rate" => self.upkeep_rate = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AutomationBreakeven, __c::InputError> {
            AutomationBreakevenBuilder::build(self)
        }
    }
    impl<'a> AutomationBreakevenValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AutomationBreakeven {
            self.scenario
        }
    }
    impl __c::Scenario for AutomationBreakeven {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AutomationBreakeven",
            family: &RELEASE_AND_DRIFT,
            summary: "When automating a recurring manual task pays for the time spent building the automation.",
            description: "Building takes a fixed effort once; afterwards the manual effort per week is saved, less\nwhatever upkeep the automation itself needs each week.",
            notes: __c::meta::Notes {
                equation: "breakeven = build_time ÷ (manual_rate − upkeep_rate); no breakeven when upkeep is at least the manual effort",
                assumptions: &[
                    "The manual effort and the upkeep are steady rates.",
                    "Where upkeep is at least the manual effort the automation never pays back; this is an error naming both rates, where the reference fails without a message.",
                ],
                rules: __RULES,
                excludes: &[
                    "The value of faster or more reliable runs beyond the hours saved.",
                ],
                derivation: &[
                    "Savings accrue at manual_rate − upkeep_rate per week and repay build_time after build_time ÷ (manual_rate − upkeep_rate) weeks.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "When an 80-hour pipeline pays back",
                    code: "// When an 80-hour pipeline pays back\nuse mlsysim_scenarios::release_and_drift::retraining_pipeline_automation;\n\nlet s = retraining_pipeline_automation()?;\nlet weeks = s.breakeven()?.value / (7.0 * 86_400.0);\nassert!((weeks - 20.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AutomationBreakevenBuilder;
        fn to_builder(&self) -> AutomationBreakevenBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.build_time, &self.manual_rate, &self.upkeep_rate],
                &[&values.net_saving, &values.breakeven],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "net_saving" => Some(Ok(self.__explain_net_saving())),
                "breakeven" => Some(Ok(self.__explain_breakeven())),
                _ => None,
            }
        }
    }
    __c::glue!(AutomationBreakeven);
};
