/**An optimization that costs something once and cuts a monthly bill by a share: the monthly saving, and the time it takes to pay back.

The reference files this class under its section "Neural computation: dense networks,
activations, losses, and number formats".

# Equation

saving = bill × reduction; payback = cost ÷ saving

# Assumptions

- The bill stays the same month after month, and the saving starts at once.

# Excludes

- Discounting, and the cost of keeping the optimization working.

# Derivation

- Simple payback: a one-time cost over a steady saving.

# Examples

```rust
// INT8 serving pays back in half a month
use mlsysim_scenarios::economics::int8_inference_payback;

let s = int8_inference_payback()?;
assert!((s.payback()?.value / 2_629_800.0 - 0.5).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OptimizationPayback {
    ///What the optimization costs to build and validate. *Shown in `USD`; allowed >= 0.*
    pub implementation_cost: Usd,
    ///The bill it cuts, a month. *Shown in `USD_PER_MONTH`; allowed >= 0.*
    pub monthly_bill: MoneyRate,
    ///Share of the bill it cuts. *Allowed [0.0, 1.0].*
    pub reduction: f64,
}
///Builds a [`OptimizationPayback`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct OptimizationPaybackBuilder {
    implementation_cost: ::core::option::Option<Usd>,
    monthly_bill: ::core::option::Option<MoneyRate>,
    reduction: ::core::option::Option<f64>,
}
///Every property of a [`OptimizationPayback`], each computed once (see [`OptimizationPayback::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OptimizationPaybackValues<'a> {
    scenario: &'a OptimizationPayback,
    ///What it saves a month.
    pub monthly_savings: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
    ///Time until the savings repay the cost.
    pub payback: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "implementation_cost",
            ty: "Usd",
            doc: "What the optimization costs to build and validate.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "monthly_bill",
            ty: "MoneyRate",
            doc: "The bill it cuts, a month.",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "reduction",
            ty: "f64",
            doc: "Share of the bill it cuts.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "monthly_savings",
            doc: "What it saves a month.",
            equation: "monthly_bill * reduction",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_MONTH)
            },
            depends_on: &["monthly_bill", "reduction"],
            template: "{monthly_bill} * {reduction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "payback",
            doc: "Time until the savings repay the cost.",
            equation: "implementation_cost / monthly_savings",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MONTH);
                __c::units::label(&::mlsysim_core::units::MONTH)
            },
            depends_on: &["implementation_cost", "monthly_savings"],
            template: "{implementation_cost} / {monthly_savings}",
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
    impl OptimizationPayback {
        ///Starts a [`OptimizationPaybackBuilder`]; required inputs must be set before [`OptimizationPaybackBuilder::build`].
        #[must_use]
        pub fn builder() -> OptimizationPaybackBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> OptimizationPaybackBuilder {
            OptimizationPaybackBuilder {
                implementation_cost: Some(__Clone::clone(&self.implementation_cost)),
                monthly_bill: Some(__Clone::clone(&self.monthly_bill)),
                reduction: Some(__Clone::clone(&self.reduction)),
            }
        }
        ///What it saves a month. Equation: `monthly_bill * reduction`.
        #[inline]
        pub fn monthly_savings(&self) -> __Result<MoneyRate, __c::EvalError> {
            let monthly_bill = __Clone::clone(&self.monthly_bill);
            let reduction = __Clone::clone(&self.reduction);
            struct monthly_savings {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    monthly_savings,
                >(monthly_bill.eq_mul(reduction)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Time until the savings repay the cost. Equation: `implementation_cost / monthly_savings`.
        #[inline]
        pub fn payback(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_payback(self.monthly_savings()?)
        }
        #[doc(hidden)]
        fn __eq_payback(
            &self,
            monthly_savings: MoneyRate,
        ) -> __Result<Time, __c::EvalError> {
            let implementation_cost = __Clone::clone(&self.implementation_cost);
            struct payback {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    payback,
                >(implementation_cost.eq_div(monthly_savings)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`OptimizationPaybackValues`].
        #[must_use]
        pub fn evaluate(&self) -> OptimizationPaybackValues<'_> {
            let monthly_savings = self.monthly_savings();
            let payback = __c::after((&monthly_savings,), |(v0,)| self.__eq_payback(v0));
            OptimizationPaybackValues {
                scenario: self,
                monthly_savings,
                payback,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.implementation_cost, &__INPUTS[0])?;
            __c::bounded(&self.monthly_bill, &__INPUTS[1])?;
            __c::bounded_plain(&self.reduction, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl OptimizationPaybackBuilder {
        ///Sets `implementation_cost`: What the optimization costs to build and validate.
        #[must_use]
        pub fn implementation_cost(mut self, value: Usd) -> Self {
            self.implementation_cost = Some(value);
            self
        }
        ///Sets `monthly_bill`: The bill it cuts, a month.
        #[must_use]
        pub fn monthly_bill(mut self, value: MoneyRate) -> Self {
            self.monthly_bill = Some(value);
            self
        }
        ///Sets `reduction`: Share of the bill it cuts.
        #[must_use]
        pub fn reduction(mut self, value: f64) -> Self {
            self.reduction = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<OptimizationPayback, __c::InputError> {
            let scenario = OptimizationPayback {
                implementation_cost: __c::given(
                    self.implementation_cost,
                    "implementation_cost",
                )?,
                monthly_bill: __c::given(self.monthly_bill, "monthly_bill")?,
                reduction: __c::given(self.reduction, "reduction")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for OptimizationPaybackBuilder {
        type Scenario = OptimizationPayback;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "implementation_cost" => {
                    self.implementation_cost = __c::set(value, &__INPUTS[0])?;
                }
                "monthly_bill" => self.monthly_bill = __c::set(value, &__INPUTS[1])?,
                "reduction" => self.reduction = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<OptimizationPayback, __c::InputError> {
            OptimizationPaybackBuilder::build(self)
        }
    }
    impl<'a> OptimizationPaybackValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a OptimizationPayback {
            self.scenario
        }
    }
    impl __c::Scenario for OptimizationPayback {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "OptimizationPayback",
            family: &ECONOMICS,
            summary: "An optimization that costs something once and cuts a monthly bill by a share: the monthly saving, and the time it takes to pay back.",
            description: "The reference files this class under its section \"Neural computation: dense networks,\nactivations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "saving = bill × reduction; payback = cost ÷ saving",
                assumptions: &[
                    "The bill stays the same month after month, and the saving starts at once.",
                ],
                rules: __RULES,
                excludes: &[
                    "Discounting, and the cost of keeping the optimization working.",
                ],
                derivation: &["Simple payback: a one-time cost over a steady saving."],
            },
            examples: &[
                __c::meta::Example {
                    title: "INT8 serving pays back in half a month",
                    code: "// INT8 serving pays back in half a month\nuse mlsysim_scenarios::economics::int8_inference_payback;\n\nlet s = int8_inference_payback()?;\nassert!((s.payback()?.value / 2_629_800.0 - 0.5).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = OptimizationPaybackBuilder;
        fn to_builder(&self) -> OptimizationPaybackBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.implementation_cost, &self.monthly_bill, &self.reduction],
                &[&values.monthly_savings, &values.payback],
            )
        }
    }
    __c::glue!(OptimizationPayback);
};
