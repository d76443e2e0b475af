/**A monthly lifecycle budget in a few terms (training, inference, data, iteration), each counted once: its total, each term's share, the largest term, and each term against another budget's.

The reference compares two budgets with a method taking the other scenario,
`ratios_to(other)`; here the other budget's terms are the optional input `compared`, and the
comparison is the property `ratios`. The reference files this class under its section
"Neural computation: dense networks, activations, losses, and number formats".

# Equation

total = Σ terms; share = term ÷ total; ratio = term ÷ the other budget's term

# Assumptions

- The terms do not overlap: each cost is counted in one term only.

# Rules across inputs

- `monthly` names at least one term (`!monthly.is_empty()`)
- `compared` has every term of `monthly` (`optional(compared)     .is_none_or(|other| monthly.names().all(|term| other.get(term).is_some()))`)

# Excludes

- Costs outside the four terms (facilities, compliance).

# Derivation

- Shares of a sum, and term-by-term ratios of two budgets.

# Examples

```rust
// Inference dominates a 50-model company's budget
use mlsysim_scenarios::economics::fifty_model_company_tco;

let s = fifty_model_company_tco()?;
assert_eq!(s.dominant()?, "inference");
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LifecycleTco {
    ///Each term's cost a month. *Shown in `USD_PER_MONTH`; allowed >= 0.*
    pub monthly: Named<MoneyRate>,
    ///Another budget's terms, to compare with. *Optional (absent by default); shown in `USD_PER_MONTH`.*
    pub compared: Option<Named<MoneyRate>>,
}
///Builds a [`LifecycleTco`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct LifecycleTcoBuilder {
    monthly: ::core::option::Option<Named<MoneyRate>>,
    compared: ::core::option::Option<Named<MoneyRate>>,
}
///Every property of a [`LifecycleTco`], each computed once (see [`LifecycleTco::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LifecycleTcoValues<'a> {
    scenario: &'a LifecycleTco,
    ///The whole budget a month.
    pub total: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
    ///Each term's share of the total.
    pub shares: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///The largest term (the first listed, on a tie).
    pub dominant: ::core::result::Result<String, ::mlsysim_core::EvalError>,
    ///Each term, and the total, over the compared budget's.
    pub ratios: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "monthly",
            ty: "Named<MoneyRate>",
            doc: "Each term's cost a month.",
            label: {
                __c::units::unit_for::<
                    Named<MoneyRate>,
                    _,
                >(&::mlsysim_core::units::USD_PER_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compared",
            ty: "Option<Named<MoneyRate>>",
            doc: "Another budget's terms, to compare with.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    Named<MoneyRate>,
                    _,
                >(&::mlsysim_core::units::USD_PER_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_MONTH)
            },
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total",
            doc: "The whole budget a month.",
            equation: "{\n    let mut total = usd(0.0) / hours(1.0);\n    for &term in monthly.values() {\n        total += term;\n    }\n    total\n}",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_MONTH)
            },
            depends_on: &["monthly"],
            reaches: &[("monthly", "values")],
            calls: &["usd", "hours"],
            template: "{{\n    let mut total = usd(0.0) / hours(1.0);\n    for &term in {#0 monthly.values()} {{\n        total += term;\n    }}\n    total\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shares",
            doc: "Each term's share of the total.",
            equation: "monthly\n    .iter()\n    .map(|(term, &cost)| (term, (cost / total).value))\n    .collect::<Named<f64>>()",
            result_type: "Named<f64>",
            depends_on: &["monthly", "total"],
            reaches: &[("monthly", "iter")],
            template: "{monthly}\n    .iter()\n    .map(|(term, &cost)| (term, (cost / {total}).value))\n    .collect::<Named<f64>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dominant",
            doc: "The largest term (the first listed, on a tie).",
            equation: "{\n    let mut best: Option<(&str, MoneyRate)> = None;\n    for (term, &cost) in monthly.iter() {\n        if best.is_none_or(|(_, top)| cost > top) {\n            best = Some((term, cost));\n        }\n    }\n    best.map(|(term, _)| term).unwrap_or_default()\n}",
            result_type: "String",
            depends_on: &["monthly"],
            reaches: &[("monthly", "iter")],
            template: "{{\n    let mut best: Option<(&str, MoneyRate)> = None;\n    for (term, &cost) in {monthly}.iter() {{\n        if best.is_none_or(|(_, top)| cost > top) {{\n            best = Some((term, cost));\n        }}\n    }}\n    best.map(|(term, _)| term).unwrap_or_default()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ratios",
            doc: "Each term, and the total, over the compared budget's.",
            equation: "{\n    let mut ratios = Vec::new();\n    let mut other_total = usd(0.0) / hours(1.0);\n    for &term in compared.values() {\n        other_total += term;\n    }\n    for (term, &cost) in monthly.iter() {\n        ratios.push((term, (cost / compared[term]).value));\n    }\n    ratios.push((\"total\", (total / other_total).value));\n    ratios.into_iter().collect::<Named<f64>>()\n}",
            result_type: "Named<f64>",
            depends_on: &["compared", "monthly", "total"],
            reaches: &[("compared", "values"), ("monthly", "iter")],
            requires: &["compared"],
            calls: &["usd", "hours"],
            template: "{{\n    let mut ratios = Vec::new();\n    let mut other_total = usd(0.0) / hours(1.0);\n    for &term in {#0 compared.values()} {{\n        other_total += term;\n    }}\n    for (term, &cost) in {monthly}.iter() {{\n        ratios.push((term, (cost / {compared}[term]).value));\n    }}\n    ratios.push((\"total\", ({total} / other_total).value));\n    ratios.into_iter().collect::<Named<f64>>()\n}}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`monthly` names at least one term",
            condition: "!monthly.is_empty()",
            inputs: &["monthly"],
        },
        __c::RuleInfo {
            text: "`compared` has every term of `monthly`",
            condition: "optional(compared)\n    .is_none_or(|other| monthly.names().all(|term| other.get(term).is_some()))",
            inputs: &["compared", "monthly"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl LifecycleTco {
        ///Starts a [`LifecycleTcoBuilder`]; required inputs must be set before [`LifecycleTcoBuilder::build`].
        #[must_use]
        pub fn builder() -> LifecycleTcoBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> LifecycleTcoBuilder {
            LifecycleTcoBuilder {
                monthly: Some(__Clone::clone(&self.monthly)),
                compared: __Clone::clone(&self.compared),
            }
        }
        /**The whole budget a month.

Equation:

```text
{
    let mut total = usd(0.0) / hours(1.0);
    for &term in monthly.values() {
        total += term;
    }
    total
}
```
*/
        #[inline]
        pub fn total(&self) -> __Result<MoneyRate, __c::EvalError> {
            let monthly = __Clone::clone(&self.monthly);
            struct total {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    total,
                >({
                    let mut total = ::mlsysim_core::equation::usd(0.0)
                        .eq_div(::mlsysim_core::equation::hours(1.0))?;
                    for &term in monthly.values() {
                        total = total.eq_add(term)?;
                    }
                    total
                }))(),
                &__PROPERTIES[0],
            )
        }
        /**Each term's share of the total.

Equation:

```text
monthly
    .iter()
    .map(|(term, &cost)| (term, (cost / total).value))
    .collect::<Named<f64>>()
```
*/
        #[inline]
        pub fn shares(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_shares(self.total()?)
        }
        #[doc(hidden)]
        fn __eq_shares(&self, total: MoneyRate) -> __Result<Named<f64>, __c::EvalError> {
            let monthly = __Clone::clone(&self.monthly);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct shares {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    shares,
                >(
                    monthly
                        .iter()
                        .map(|(term, &cost)| (
                            term,
                            __mlsysim_fault.keep(cost.eq_div(total)).value,
                        ))
                        .collect::<Named<f64>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[1],
            )
        }
        /**The largest term (the first listed, on a tie).

Equation:

```text
{
    let mut best: Option<(&str, MoneyRate)> = None;
    for (term, &cost) in monthly.iter() {
        if best.is_none_or(|(_, top)| cost > top) {
            best = Some((term, cost));
        }
    }
    best.map(|(term, _)| term).unwrap_or_default()
}
```
*/
        #[inline]
        pub fn dominant(&self) -> __Result<String, __c::EvalError> {
            let monthly = __Clone::clone(&self.monthly);
            struct dominant {}
            __c::member(
                (|| __c::conform::<
                    String,
                    _,
                    dominant,
                >({
                    let mut best: Option<(&str, MoneyRate)> = None;
                    for (term, &cost) in monthly.iter() {
                        if best.is_none_or(|(_, top)| cost > top) {
                            best = Some((term, cost));
                        }
                    }
                    best.map(|(term, _)| term.to_string()).unwrap_or_default()
                }))(),
                &__PROPERTIES[2],
            )
        }
        /**Each term, and the total, over the compared budget's.

Equation:

```text
{
    let mut ratios = Vec::new();
    let mut other_total = usd(0.0) / hours(1.0);
    for &term in compared.values() {
        other_total += term;
    }
    for (term, &cost) in monthly.iter() {
        ratios.push((term, (cost / compared[term]).value));
    }
    ratios.push(("total", (total / other_total).value));
    ratios.into_iter().collect::<Named<f64>>()
}
```
 Requires `compared` (an error names the absent one).*/
        #[inline]
        pub fn ratios(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_ratios(self.total()?)
        }
        #[doc(hidden)]
        fn __eq_ratios(&self, total: MoneyRate) -> __Result<Named<f64>, __c::EvalError> {
            let compared = __c::present(&self.compared, "ratios", "compared")?;
            let monthly = __Clone::clone(&self.monthly);
            struct ratios {}
            __c::member(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    ratios,
                >({
                    let mut ratios = Vec::new();
                    let mut other_total = ::mlsysim_core::equation::usd(0.0)
                        .eq_div(::mlsysim_core::equation::hours(1.0))?;
                    for &term in compared.values() {
                        other_total = other_total.eq_add(term)?;
                    }
                    for (term, &cost) in monthly.iter() {
                        ratios
                            .push((
                                term.to_string(),
                                cost
                                    .eq_div(::mlsysim_core::equation::at(&compared, &term)?)?
                                    .value,
                            ));
                    }
                    ratios.push(("total".to_string(), total.eq_div(other_total)?.value));
                    ratios.into_iter().collect::<Named<f64>>()
                }))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`LifecycleTcoValues`].
        #[must_use]
        pub fn evaluate(&self) -> LifecycleTcoValues<'_> {
            let total = self.total();
            let shares = __c::after((&total,), |(v0,)| self.__eq_shares(v0));
            let dominant = self.dominant();
            let ratios = __c::after((&total,), |(v0,)| self.__eq_ratios(v0));
            LifecycleTcoValues {
                scenario: self,
                total,
                shares,
                dominant,
                ratios,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.monthly, &__INPUTS[0])?;
            __c::finite(&self.compared, &__INPUTS[1])?;
            {
                let monthly = __Clone::clone(&self.monthly);
                __c::rule(!monthly.is_empty(), &__RULES[0], __INPUTS, &[&self.monthly])?;
            }
            {
                let compared = __Clone::clone(&self.compared);
                let monthly = __Clone::clone(&self.monthly);
                __c::rule(
                    ::mlsysim_core::equation::optional(compared)
                        .is_none_or(|other| {
                            monthly.names().all(|term| other.get(term).is_some())
                        }),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.compared, &self.monthly],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_total(&self) -> __c::Parts {
            __c::traced(
                self.total(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let monthly = __Clone::clone(& self.monthly); let part = monthly
                    .values(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "usd", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "hours", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_ratios(&self) -> __c::Parts {
            __c::traced(
                self.ratios(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let compared = __c::present(& self.compared, "ratios",
                    "compared") ?; let part = compared.values(); Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "usd", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "hours", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
    }
    impl LifecycleTcoBuilder {
        ///Sets `monthly`: Each term's cost a month.
        #[must_use]
        pub fn monthly(mut self, value: Named<MoneyRate>) -> Self {
            self.monthly = Some(value);
            self
        }
        ///Sets `compared`: Another budget's terms, to compare with.
        #[must_use]
        pub fn compared(mut self, value: Named<MoneyRate>) -> Self {
            self.compared = Some(value);
            self
        }
        ///Leaves `compared` absent.
        #[must_use]
        pub fn without_compared(mut self) -> Self {
            self.compared = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<LifecycleTco, __c::InputError> {
            let scenario = LifecycleTco {
                monthly: __c::given(self.monthly, "monthly")?,
                compared: self.compared,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for LifecycleTcoBuilder {
        type Scenario = LifecycleTco;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "monthly" => self.monthly = __c::set(value, &__INPUTS[0])?,
                "compared" => self.compared = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<LifecycleTco, __c::InputError> {
            LifecycleTcoBuilder::build(self)
        }
    }
    impl<'a> LifecycleTcoValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a LifecycleTco {
            self.scenario
        }
    }
    impl __c::Scenario for LifecycleTco {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "LifecycleTco",
            family: &ECONOMICS,
            summary: "A monthly lifecycle budget in a few terms (training, inference, data, iteration), each counted once: its total, each term's share, the largest term, and each term against another budget's.",
            description: "The reference compares two budgets with a method taking the other scenario,\n`ratios_to(other)`; here the other budget's terms are the optional input `compared`, and the\ncomparison is the property `ratios`. The reference files this class under its section\n\"Neural computation: dense networks, activations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "total = Σ terms; share = term ÷ total; ratio = term ÷ the other budget's term",
                assumptions: &[
                    "The terms do not overlap: each cost is counted in one term only.",
                ],
                rules: __RULES,
                excludes: &["Costs outside the four terms (facilities, compliance)."],
                derivation: &["Shares of a sum, and term-by-term ratios of two budgets."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Inference dominates a 50-model company's budget",
                    code: "// Inference dominates a 50-model company's budget\nuse mlsysim_scenarios::economics::fifty_model_company_tco;\n\nlet s = fifty_model_company_tco()?;\nassert_eq!(s.dominant()?, \"inference\");\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = LifecycleTcoBuilder;
        fn to_builder(&self) -> LifecycleTcoBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.monthly, &self.compared],
                &[&values.total, &values.shares, &values.dominant, &values.ratios],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "total" => Some(Ok(self.__explain_total())),
                "ratios" => Some(Ok(self.__explain_ratios())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "monthly" => (&__c::explain::Held(&self.monthly)).__held(),
                "compared" => {
                    self.compared
                        .as_ref()
                        .and_then(|n| (&__c::explain::Held(n)).__held())
                }
                _ => None,
            }
        }
    }
    __c::glue!(LifecycleTco);
};
