/**Wrong predictions a day, and their cost, when training-serving skew spoils a fixed share of queries.

# Equation

errors per day = skew_rate × query_rate × 1 day; cost rate = skew_rate × query_rate × cost_per_error

# Assumptions

- Every skewed query is a wrong prediction and costs the same.
- skew_rate is a share in [0, 1], checked when the scenario is built (the reference checks it only for the cost).

# Excludes

- Losses that grow with time (user churn) rather than per query.

# Derivation

- Wrong predictions arrive at skew_rate × query_rate; each costs cost_per_error.

# Examples

```rust
// A year of 1% skew, with a 365.25-day year
use mlsysim_scenarios::release_and_drift::ranking_skew_one_percent;

let s = ranking_skew_one_percent()?;
let year = s.cost_over(mlsysim_core::units::days(365.25))?;
assert!((year.value - 365_250.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SkewCost {
    ///Share of queries the skew spoils. *Allowed [0.0, 1.0].*
    pub skew_rate: f64,
    ///Queries served. *Shown in `PER_DAY`; allowed >= 0.*
    pub query_rate: Frequency,
    ///What one wrong prediction costs. *Shown in `USD`; allowed >= 0.*
    pub cost_per_error: Usd,
}
///Builds a [`SkewCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SkewCostBuilder {
    skew_rate: ::core::option::Option<f64>,
    query_rate: ::core::option::Option<Frequency>,
    cost_per_error: ::core::option::Option<Usd>,
}
///Every property of a [`SkewCost`], each computed once (see [`SkewCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SkewCostValues<'a> {
    scenario: &'a SkewCost,
    ///Wrong predictions a day.
    pub errors_per_day: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Money lost per day.
    pub cost_rate: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "skew_rate",
            ty: "f64",
            doc: "Share of queries the skew spoils.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "query_rate",
            ty: "Frequency",
            doc: "Queries served.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_DAY);
                __c::units::label(&::mlsysim_core::units::PER_DAY)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "cost_per_error",
            ty: "Usd",
            doc: "What one wrong prediction costs.",
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
            name: "errors_per_day",
            doc: "Wrong predictions a day.",
            equation: "skew_rate * query_rate * days(1.0)",
            result_type: "f64",
            depends_on: &["skew_rate", "query_rate"],
            calls: &["days"],
            template: "{skew_rate} * {query_rate} * days(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost_rate",
            doc: "Money lost per day.",
            equation: "skew_rate * query_rate * cost_per_error",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_DAY);
                __c::units::label(&::mlsysim_core::units::USD_PER_DAY)
            },
            depends_on: &["skew_rate", "query_rate", "cost_per_error"],
            template: "{skew_rate} * {query_rate} * {cost_per_error}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "cost_over",
            kind: __c::MemberKind::Method,
            doc: "Money lost over `period` (a year is 365.25 days).",
            equation: "cost_rate * period",
            args: &[
                __c::ArgInfo {
                    name: "period",
                    ty: "Time",
                    samples: &[
                        __c::Sample::Literal("1 day"),
                        __c::Sample::Literal("365 day"),
                        __c::Sample::Literal("1 year"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["cost_rate"],
            template: "{cost_rate} * {period}",
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
    impl SkewCost {
        ///Starts a [`SkewCostBuilder`]; required inputs must be set before [`SkewCostBuilder::build`].
        #[must_use]
        pub fn builder() -> SkewCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SkewCostBuilder {
            SkewCostBuilder {
                skew_rate: Some(__Clone::clone(&self.skew_rate)),
                query_rate: Some(__Clone::clone(&self.query_rate)),
                cost_per_error: Some(__Clone::clone(&self.cost_per_error)),
            }
        }
        ///Wrong predictions a day. Equation: `skew_rate * query_rate * days(1.0)`.
        #[inline]
        pub fn errors_per_day(&self) -> __Result<f64, __c::EvalError> {
            let skew_rate = __Clone::clone(&self.skew_rate);
            let query_rate = __Clone::clone(&self.query_rate);
            struct errors_per_day {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    errors_per_day,
                >(
                    skew_rate
                        .eq_mul(query_rate)?
                        .eq_mul(::mlsysim_core::equation::days(1.0))?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Money lost per day. Equation: `skew_rate * query_rate * cost_per_error`.
        #[inline]
        pub fn cost_rate(&self) -> __Result<MoneyRate, __c::EvalError> {
            let skew_rate = __Clone::clone(&self.skew_rate);
            let query_rate = __Clone::clone(&self.query_rate);
            let cost_per_error = __Clone::clone(&self.cost_per_error);
            struct cost_rate {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    cost_rate,
                >(skew_rate.eq_mul(query_rate)?.eq_mul(cost_per_error)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Money lost over `period` (a year is 365.25 days). Equation: `cost_rate * period`.
        #[inline]
        pub fn cost_over(&self, period: Time) -> __Result<Usd, __c::EvalError> {
            self.__eq_cost_over(self.cost_rate()?, period)
        }
        #[doc(hidden)]
        fn __eq_cost_over(
            &self,
            cost_rate: MoneyRate,
            period: Time,
        ) -> __Result<Usd, __c::EvalError> {
            __c::argument(&period, "cost_over", &(&__METHODS[0]).args[0])?;
            struct cost_over {}
            __c::member(
                (|| __c::conform::<Usd, _, cost_over>(cost_rate.eq_mul(period)?))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SkewCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> SkewCostValues<'_> {
            let errors_per_day = self.errors_per_day();
            let cost_rate = self.cost_rate();
            SkewCostValues {
                scenario: self,
                errors_per_day,
                cost_rate,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.skew_rate, &__INPUTS[0])?;
            __c::bounded(&self.query_rate, &__INPUTS[1])?;
            __c::bounded(&self.cost_per_error, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_errors_per_day(&self) -> __c::Parts {
            __c::traced(
                self.errors_per_day(),
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
    }
    impl SkewCostBuilder {
        ///Sets `skew_rate`: Share of queries the skew spoils.
        #[must_use]
        pub fn skew_rate(mut self, value: f64) -> Self {
            self.skew_rate = Some(value);
            self
        }
        ///Sets `query_rate`: Queries served.
        #[must_use]
        pub fn query_rate(mut self, value: Frequency) -> Self {
            self.query_rate = Some(value);
            self
        }
        ///Sets `cost_per_error`: What one wrong prediction costs.
        #[must_use]
        pub fn cost_per_error(mut self, value: Usd) -> Self {
            self.cost_per_error = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SkewCost, __c::InputError> {
            let scenario = SkewCost {
                skew_rate: __c::given(self.skew_rate, "skew_rate")?,
                query_rate: __c::given(self.query_rate, "query_rate")?,
                cost_per_error: __c::given(self.cost_per_error, "cost_per_error")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SkewCostBuilder {
        type Scenario = SkewCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "skew_rate" => self.skew_rate = __c::set(value, &__INPUTS[0])?,
                "query_rate" => self.query_rate = __c::set(value, &__INPUTS[1])?,
                "cost_per_error" => self.cost_per_error = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SkewCost, __c::InputError> {
            SkewCostBuilder::build(self)
        }
    }
    impl<'a> SkewCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SkewCost {
            self.scenario
        }
        ///[`SkewCost::cost_over`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn cost_over(&self, period: Time) -> __Result<Usd, __c::EvalError> {
            self.scenario.__eq_cost_over(__Clone::clone(&self.cost_rate)?, period)
        }
    }
    impl __c::Scenario for SkewCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SkewCost",
            family: &RELEASE_AND_DRIFT,
            summary: "Wrong predictions a day, and their cost, when training-serving skew spoils a fixed share of queries.",
            description: "",
            notes: __c::meta::Notes {
                equation: "errors per day = skew_rate × query_rate × 1 day; cost rate = skew_rate × query_rate × cost_per_error",
                assumptions: &[
                    "Every skewed query is a wrong prediction and costs the same.",
                    "skew_rate is a share in [0, 1], checked when the scenario is built (the reference checks it only for the cost).",
                ],
                rules: __RULES,
                excludes: &[
                    "Losses that grow with time (user churn) rather than per query.",
                ],
                derivation: &[
                    "Wrong predictions arrive at skew_rate × query_rate; each costs cost_per_error.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A year of 1% skew, with a 365.25-day year",
                    code: "// A year of 1% skew, with a 365.25-day year\nuse mlsysim_scenarios::release_and_drift::ranking_skew_one_percent;\n\nlet s = ranking_skew_one_percent()?;\nlet year = s.cost_over(mlsysim_core::units::days(365.25))?;\nassert!((year.value - 365_250.0).abs() < 1e-6);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SkewCostBuilder;
        fn to_builder(&self) -> SkewCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.skew_rate, &self.query_rate, &self.cost_per_error],
                &[&values.errors_per_day, &values.cost_rate],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "cost_over" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.cost_over(a0), &__METHODS[0])
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
                "errors_per_day" => Some(Ok(self.__explain_errors_per_day())),
                _ => None,
            }
        }
    }
    __c::glue!(SkewCost);
};
