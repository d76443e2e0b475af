/**A one-time investment that saves money on every training run reusing its output: the net return and the savings multiple after some runs, and the runs to break even.

# Equation

investment = build + operating; net return(n) = (n × saving − investment) ÷ investment; multiple(n) = n × saving ÷ investment; break-even = investment ÷ saving

# Assumptions

- Every run saves the same amount.

# Excludes

- Maintenance of the pipeline after it is built.

# Derivation

- A fixed cost amortized over a saving per run.

# Examples

```rust
// A MinHash pipeline pays back in under six runs
use mlsysim_data::selection::min_hash_pipeline_amortization;

let s = min_hash_pipeline_amortization()?;
assert!((s.breakeven_runs()? - 5.5).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RunAmortization {
    ///Cost of building it. *Shown in `USD`; allowed >= 0.*
    pub build_cost: Usd,
    ///One-time cost of running it. *Shown in `USD`; allowed >= 0.*
    pub operating_cost: Usd,
    ///What each run saves. *Shown in `USD`; allowed > 0.*
    pub saving_per_run: Usd,
    ///Campaign sizes at which to read the return. *Default `Vec::new()`; allowed >= 0.*
    pub run_counts: Vec<i64>,
}
///Builds a [`RunAmortization`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RunAmortizationBuilder {
    build_cost: ::core::option::Option<Usd>,
    operating_cost: ::core::option::Option<Usd>,
    saving_per_run: ::core::option::Option<Usd>,
    run_counts: ::core::option::Option<Vec<i64>>,
}
///Every property of a [`RunAmortization`], each computed once (see [`RunAmortization::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RunAmortizationValues<'a> {
    scenario: &'a RunAmortization,
    ///The one-time investment.
    pub investment: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Runs that repay the investment.
    pub breakeven_runs: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "build_cost",
            ty: "Usd",
            doc: "Cost of building it.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "operating_cost",
            ty: "Usd",
            doc: "One-time cost of running it.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "saving_per_run",
            ty: "Usd",
            doc: "What each run saves.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_counts",
            ty: "Vec<i64>",
            doc: "Campaign sizes at which to read the return.",
            default: Some("Vec::new()"),
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "investment",
            doc: "The one-time investment.",
            equation: "build_cost + operating_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["build_cost", "operating_cost"],
            template: "{build_cost} + {operating_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "breakeven_runs",
            doc: "Runs that repay the investment.",
            equation: "investment / saving_per_run",
            result_type: "f64",
            depends_on: &["saving_per_run", "investment"],
            template: "{investment} / {saving_per_run}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "net_return",
            kind: __c::MemberKind::Method,
            doc: "Return on the investment after `runs` runs.",
            equation: "(runs * saving_per_run - investment) / investment",
            args: &[
                __c::ArgInfo {
                    name: "runs",
                    ty: "i64",
                    samples: &[__c::Sample::From("run_counts")],
                    bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
                },
            ],
            result_type: "f64",
            depends_on: &["saving_per_run", "investment"],
            template: "({runs} * {saving_per_run} - {investment}) / {investment}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "savings_multiple",
            kind: __c::MemberKind::Method,
            doc: "Total savings over the investment after `runs` runs.",
            equation: "runs * saving_per_run / investment",
            args: &[
                __c::ArgInfo {
                    name: "runs",
                    ty: "i64",
                    samples: &[__c::Sample::From("run_counts")],
                    bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
                },
            ],
            result_type: "f64",
            depends_on: &["saving_per_run", "investment"],
            template: "{runs} * {saving_per_run} / {investment}",
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
    impl RunAmortization {
        ///Starts a [`RunAmortizationBuilder`]; required inputs must be set before [`RunAmortizationBuilder::build`].
        #[must_use]
        pub fn builder() -> RunAmortizationBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RunAmortizationBuilder {
            RunAmortizationBuilder {
                build_cost: Some(__Clone::clone(&self.build_cost)),
                operating_cost: Some(__Clone::clone(&self.operating_cost)),
                saving_per_run: Some(__Clone::clone(&self.saving_per_run)),
                run_counts: Some(__Clone::clone(&self.run_counts)),
            }
        }
        ///The one-time investment. Equation: `build_cost + operating_cost`.
        #[inline]
        pub fn investment(&self) -> __Result<Usd, __c::EvalError> {
            let build_cost = __Clone::clone(&self.build_cost);
            let operating_cost = __Clone::clone(&self.operating_cost);
            struct investment {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    investment,
                >(build_cost.eq_add(operating_cost)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Return on the investment after `runs` runs. Equation: `(runs * saving_per_run - investment) / investment`.
        #[inline]
        pub fn net_return(&self, runs: i64) -> __Result<f64, __c::EvalError> {
            self.__eq_net_return(self.investment()?, runs)
        }
        #[doc(hidden)]
        fn __eq_net_return(
            &self,
            investment: Usd,
            runs: i64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&runs, "net_return", &(&__METHODS[0]).args[0])?;
            let saving_per_run = __Clone::clone(&self.saving_per_run);
            struct net_return {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    net_return,
                >(
                    runs.eq_mul(saving_per_run)?.eq_sub(investment)?.eq_div(investment)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Total savings over the investment after `runs` runs. Equation: `runs * saving_per_run / investment`.
        #[inline]
        pub fn savings_multiple(&self, runs: i64) -> __Result<f64, __c::EvalError> {
            self.__eq_savings_multiple(self.investment()?, runs)
        }
        #[doc(hidden)]
        fn __eq_savings_multiple(
            &self,
            investment: Usd,
            runs: i64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&runs, "savings_multiple", &(&__METHODS[1]).args[0])?;
            let saving_per_run = __Clone::clone(&self.saving_per_run);
            struct savings_multiple {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    savings_multiple,
                >(runs.eq_mul(saving_per_run)?.eq_div(investment)?))(),
                &__METHODS[1],
            )
        }
        ///Runs that repay the investment. Equation: `investment / saving_per_run`.
        #[inline]
        pub fn breakeven_runs(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_breakeven_runs(self.investment()?)
        }
        #[doc(hidden)]
        fn __eq_breakeven_runs(&self, investment: Usd) -> __Result<f64, __c::EvalError> {
            let saving_per_run = __Clone::clone(&self.saving_per_run);
            struct breakeven_runs {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    breakeven_runs,
                >(investment.eq_div(saving_per_run)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RunAmortizationValues`].
        #[must_use]
        pub fn evaluate(&self) -> RunAmortizationValues<'_> {
            let investment = self.investment();
            let breakeven_runs = __c::after(
                (&investment,),
                |(v0,)| self.__eq_breakeven_runs(v0),
            );
            RunAmortizationValues {
                scenario: self,
                investment,
                breakeven_runs,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.build_cost, &__INPUTS[0])?;
            __c::bounded(&self.operating_cost, &__INPUTS[1])?;
            __c::bounded(&self.saving_per_run, &__INPUTS[2])?;
            __c::bounded_plain(&self.run_counts, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl RunAmortizationBuilder {
        ///Sets `build_cost`: Cost of building it.
        #[must_use]
        pub fn build_cost(mut self, value: Usd) -> Self {
            self.build_cost = Some(value);
            self
        }
        ///Sets `operating_cost`: One-time cost of running it.
        #[must_use]
        pub fn operating_cost(mut self, value: Usd) -> Self {
            self.operating_cost = Some(value);
            self
        }
        ///Sets `saving_per_run`: What each run saves.
        #[must_use]
        pub fn saving_per_run(mut self, value: Usd) -> Self {
            self.saving_per_run = Some(value);
            self
        }
        ///Sets `run_counts`: Campaign sizes at which to read the return.
        #[must_use]
        pub fn run_counts(mut self, value: Vec<i64>) -> Self {
            self.run_counts = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RunAmortization, __c::InputError> {
            let scenario = RunAmortization {
                build_cost: __c::given(self.build_cost, "build_cost")?,
                operating_cost: __c::given(self.operating_cost, "operating_cost")?,
                saving_per_run: __c::given(self.saving_per_run, "saving_per_run")?,
                run_counts: self.run_counts.unwrap_or_else(|| Vec::new()),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RunAmortizationBuilder {
        type Scenario = RunAmortization;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "build_cost" => self.build_cost = __c::set(value, &__INPUTS[0])?,
                "operating_cost" => self.operating_cost = __c::set(value, &__INPUTS[1])?,
                "saving_per_run" => self.saving_per_run = __c::set(value, &__INPUTS[2])?,
                "run_counts" => self.run_counts = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RunAmortization, __c::InputError> {
            RunAmortizationBuilder::build(self)
        }
    }
    impl<'a> RunAmortizationValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RunAmortization {
            self.scenario
        }
        ///[`RunAmortization::net_return`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn net_return(&self, runs: i64) -> __Result<f64, __c::EvalError> {
            self.scenario.__eq_net_return(__Clone::clone(&self.investment)?, runs)
        }
        ///[`RunAmortization::savings_multiple`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn savings_multiple(&self, runs: i64) -> __Result<f64, __c::EvalError> {
            self.scenario.__eq_savings_multiple(__Clone::clone(&self.investment)?, runs)
        }
    }
    impl __c::Scenario for RunAmortization {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RunAmortization",
            family: &SELECTION,
            summary: "A one-time investment that saves money on every training run reusing its output: the net return and the savings multiple after some runs, and the runs to break even.",
            description: "",
            notes: __c::meta::Notes {
                equation: "investment = build + operating; net return(n) = (n × saving − investment) ÷ investment; multiple(n) = n × saving ÷ investment; break-even = investment ÷ saving",
                assumptions: &["Every run saves the same amount."],
                rules: __RULES,
                excludes: &["Maintenance of the pipeline after it is built."],
                derivation: &["A fixed cost amortized over a saving per run."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A MinHash pipeline pays back in under six runs",
                    code: "// A MinHash pipeline pays back in under six runs\nuse mlsysim_data::selection::min_hash_pipeline_amortization;\n\nlet s = min_hash_pipeline_amortization()?;\nassert!((s.breakeven_runs()? - 5.5).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RunAmortizationBuilder;
        fn to_builder(&self) -> RunAmortizationBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.build_cost,
                    &self.operating_cost,
                    &self.saving_per_run,
                    &self.run_counts,
                ],
                &[&values.investment, &values.breakeven_runs],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "net_return" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.net_return(a0), &__METHODS[0])
                }
                "savings_multiple" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.savings_multiple(a0), &__METHODS[1])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "run_counts" => {
                    __c::samples(&self.run_counts, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(RunAmortization);
};
