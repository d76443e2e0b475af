/**A shared ML platform that costs a sum a month and saves every model team engineering hours a month: the gross benefit, the net benefit and their ratio to the cost.

The reference states the hours saved as hours per month; here they are the hours one team
saves in a month, `hours_saved`. The reference files this class under its section "Neural
computation: dense networks, activations, losses, and number formats".

# Equation

gross = teams × hours saved × engineer rate, a month; net = gross − platform cost

# Assumptions

- Every model team saves the same hours, priced at the loaded engineer rate.

# Excludes

- Migration onto the platform, and what the saved hours are spent on.

# Derivation

- Engineering time saved, priced, against the platform's running cost.

# Examples

```rust
// A platform for 50 teams returns more than it costs
use mlsysim_scenarios::economics::shared_platform_benefit_50;

assert!(shared_platform_benefit_50()?.benefit_cost_ratio()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PlatformBenefit {
    ///Model teams on the platform.
    pub models: u32,
    ///Engineering hours one team saves in a month. *Shown in `HOUR`; allowed >= 0.*
    pub hours_saved: Time,
    ///Loaded cost of an engineer-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub engineer_rate: MoneyRate,
    ///What the platform costs a month. *Shown in `USD_PER_MONTH`; allowed > 0.*
    pub platform_cost: MoneyRate,
}
///Builds a [`PlatformBenefit`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PlatformBenefitBuilder {
    models: ::core::option::Option<u32>,
    hours_saved: ::core::option::Option<Time>,
    engineer_rate: ::core::option::Option<MoneyRate>,
    platform_cost: ::core::option::Option<MoneyRate>,
}
///Every property of a [`PlatformBenefit`], each computed once (see [`PlatformBenefit::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PlatformBenefitValues<'a> {
    scenario: &'a PlatformBenefit,
    ///Engineering time saved a month, priced.
    pub gross_benefit: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
    ///The gross benefit less the platform's cost.
    pub net_benefit: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
    ///The gross benefit over the platform's cost.
    pub benefit_cost_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "models",
            ty: "u32",
            doc: "Model teams on the platform.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hours_saved",
            ty: "Time",
            doc: "Engineering hours one team saves in a month.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "engineer_rate",
            ty: "MoneyRate",
            doc: "Loaded cost of an engineer-hour.",
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
            name: "platform_cost",
            ty: "MoneyRate",
            doc: "What the platform costs a month.",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_MONTH)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "gross_benefit",
            doc: "Engineering time saved a month, priced.",
            equation: "models * hours_saved * engineer_rate / months(1.0)",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_MONTH)
            },
            depends_on: &["models", "hours_saved", "engineer_rate"],
            calls: &["months"],
            template: "{models} * {hours_saved} * {engineer_rate} / months(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "net_benefit",
            doc: "The gross benefit less the platform's cost.",
            equation: "gross_benefit - platform_cost",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_MONTH)
            },
            depends_on: &["platform_cost", "gross_benefit"],
            template: "{gross_benefit} - {platform_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "benefit_cost_ratio",
            doc: "The gross benefit over the platform's cost.",
            equation: "gross_benefit / platform_cost",
            result_type: "f64",
            depends_on: &["platform_cost", "gross_benefit"],
            template: "{gross_benefit} / {platform_cost}",
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
    impl PlatformBenefit {
        ///Starts a [`PlatformBenefitBuilder`]; required inputs must be set before [`PlatformBenefitBuilder::build`].
        #[must_use]
        pub fn builder() -> PlatformBenefitBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PlatformBenefitBuilder {
            PlatformBenefitBuilder {
                models: Some(__Clone::clone(&self.models)),
                hours_saved: Some(__Clone::clone(&self.hours_saved)),
                engineer_rate: Some(__Clone::clone(&self.engineer_rate)),
                platform_cost: Some(__Clone::clone(&self.platform_cost)),
            }
        }
        ///Engineering time saved a month, priced. Equation: `models * hours_saved * engineer_rate / months(1.0)`.
        #[inline]
        pub fn gross_benefit(&self) -> __Result<MoneyRate, __c::EvalError> {
            let models = __Clone::clone(&self.models);
            let hours_saved = __Clone::clone(&self.hours_saved);
            let engineer_rate = __Clone::clone(&self.engineer_rate);
            struct gross_benefit {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    gross_benefit,
                >(
                    models
                        .eq_mul(hours_saved)?
                        .eq_mul(engineer_rate)?
                        .eq_div(::mlsysim_core::equation::months(1.0))?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///The gross benefit less the platform's cost. Equation: `gross_benefit - platform_cost`.
        #[inline]
        pub fn net_benefit(&self) -> __Result<MoneyRate, __c::EvalError> {
            self.__eq_net_benefit(self.gross_benefit()?)
        }
        #[doc(hidden)]
        fn __eq_net_benefit(
            &self,
            gross_benefit: MoneyRate,
        ) -> __Result<MoneyRate, __c::EvalError> {
            let platform_cost = __Clone::clone(&self.platform_cost);
            struct net_benefit {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    net_benefit,
                >(gross_benefit.eq_sub(platform_cost)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The gross benefit over the platform's cost. Equation: `gross_benefit / platform_cost`.
        #[inline]
        pub fn benefit_cost_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_benefit_cost_ratio(self.gross_benefit()?)
        }
        #[doc(hidden)]
        fn __eq_benefit_cost_ratio(
            &self,
            gross_benefit: MoneyRate,
        ) -> __Result<f64, __c::EvalError> {
            let platform_cost = __Clone::clone(&self.platform_cost);
            struct benefit_cost_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    benefit_cost_ratio,
                >(gross_benefit.eq_div(platform_cost)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PlatformBenefitValues`].
        #[must_use]
        pub fn evaluate(&self) -> PlatformBenefitValues<'_> {
            let gross_benefit = self.gross_benefit();
            let net_benefit = __c::after(
                (&gross_benefit,),
                |(v0,)| self.__eq_net_benefit(v0),
            );
            let benefit_cost_ratio = __c::after(
                (&gross_benefit,),
                |(v0,)| self.__eq_benefit_cost_ratio(v0),
            );
            PlatformBenefitValues {
                scenario: self,
                gross_benefit,
                net_benefit,
                benefit_cost_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.models, &__INPUTS[0])?;
            __c::bounded(&self.hours_saved, &__INPUTS[1])?;
            __c::bounded(&self.engineer_rate, &__INPUTS[2])?;
            __c::bounded(&self.platform_cost, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_gross_benefit(&self) -> __c::Parts {
            __c::traced(
                self.gross_benefit(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "months", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl PlatformBenefitBuilder {
        ///Sets `models`: Model teams on the platform.
        #[must_use]
        pub fn models(mut self, value: u32) -> Self {
            self.models = Some(value);
            self
        }
        ///Sets `hours_saved`: Engineering hours one team saves in a month.
        #[must_use]
        pub fn hours_saved(mut self, value: Time) -> Self {
            self.hours_saved = Some(value);
            self
        }
        ///Sets `engineer_rate`: Loaded cost of an engineer-hour.
        #[must_use]
        pub fn engineer_rate(mut self, value: MoneyRate) -> Self {
            self.engineer_rate = Some(value);
            self
        }
        ///Sets `platform_cost`: What the platform costs a month.
        #[must_use]
        pub fn platform_cost(mut self, value: MoneyRate) -> Self {
            self.platform_cost = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PlatformBenefit, __c::InputError> {
            let scenario = PlatformBenefit {
                models: __c::given(self.models, "models")?,
                hours_saved: __c::given(self.hours_saved, "hours_saved")?,
                engineer_rate: __c::given(self.engineer_rate, "engineer_rate")?,
                platform_cost: __c::given(self.platform_cost, "platform_cost")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PlatformBenefitBuilder {
        type Scenario = PlatformBenefit;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "models" => self.models = __c::set(value, &__INPUTS[0])?,
                "hours_saved" => self.hours_saved = __c::set(value, &__INPUTS[1])?,
                "engineer_rate" => self.engineer_rate = __c::set(value, &__INPUTS[2])?,
                "platform_cost" => self.platform_cost = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PlatformBenefit, __c::InputError> {
            PlatformBenefitBuilder::build(self)
        }
    }
    impl<'a> PlatformBenefitValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PlatformBenefit {
            self.scenario
        }
    }
    impl __c::Scenario for PlatformBenefit {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PlatformBenefit",
            family: &ECONOMICS,
            summary: "A shared ML platform that costs a sum a month and saves every model team engineering hours a month: the gross benefit, the net benefit and their ratio to the cost.",
            description: "The reference states the hours saved as hours per month; here they are the hours one team\nsaves in a month, `hours_saved`. The reference files this class under its section \"Neural\ncomputation: dense networks, activations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "gross = teams × hours saved × engineer rate, a month; net = gross − platform cost",
                assumptions: &[
                    "Every model team saves the same hours, priced at the loaded engineer rate.",
                ],
                rules: __RULES,
                excludes: &[
                    "Migration onto the platform, and what the saved hours are spent on.",
                ],
                derivation: &[
                    "Engineering time saved, priced, against the platform's running cost.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A platform for 50 teams returns more than it costs",
                    code: "// A platform for 50 teams returns more than it costs\nuse mlsysim_scenarios::economics::shared_platform_benefit_50;\n\nassert!(shared_platform_benefit_50()?.benefit_cost_ratio()? > 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PlatformBenefitBuilder;
        fn to_builder(&self) -> PlatformBenefitBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.models,
                    &self.hours_saved,
                    &self.engineer_rate,
                    &self.platform_cost,
                ],
                &[&values.gross_benefit, &values.net_benefit, &values.benefit_cost_ratio],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "gross_benefit" => Some(Ok(self.__explain_gross_benefit())),
                _ => None,
            }
        }
    }
    __c::glue!(PlatformBenefit);
};
