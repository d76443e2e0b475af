/**A feature binned at its training quantiles: the training shares of each bin against the recent shares, scored by the population stability index.

Each bin contributes (recent − training) × ln(recent ÷ training); the index is their sum,
zero when nothing moved. A bin may be named, so its term and shares can be read by name.

# Equation

term_i = (c_i − b_i) ln(c_i ÷ b_i); PSI = Σ term_i; ratio_i = c_i ÷ b_i

# Assumptions

- The shares of each list sum to one; the index floors every share at 1e-12, the terms do not.

# Rules across inputs

- `baseline_shares` and `current_shares` have the same number of bins (`baseline_shares.len() == current_shares.len()`)
- `bins` names every bin of `baseline_shares`, once each (`optional(bins)     .is_none_or(|names| {         names.len() == baseline_shares.len()             && names.iter().collect::<std::collections::BTreeSet<_>>().len()                 == names.len()     })`)
- `baseline_shares` has at least one bin (`!baseline_shares.is_empty()`)

# Excludes

- The sampling noise of the shares: the index is read against fixed bands, not tested.

# Derivation

- The index is the symmetrized Kullback-Leibler divergence of the two binned distributions.

# Examples

```rust
// The country mix of a fraud model moved
use mlsysim_data::delivery::fraud_country_psi;

let s = fraud_country_psi()?;
assert!(s.psi()? > 0.05);
assert!(s.term("Other".into())? > s.term("UK".into())?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BinShareShift {
    ///Training share of each bin. *Allowed > 0 and [0.0, 1.0].*
    pub baseline_shares: Vec<f64>,
    ///Recent share of each bin. *Allowed > 0 and [0.0, 1.0].*
    pub current_shares: Vec<f64>,
    ///Names of the bins, in the order of the shares. *Optional (absent by default).*
    pub bins: Option<Vec<String>>,
}
///Builds a [`BinShareShift`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BinShareShiftBuilder {
    baseline_shares: ::core::option::Option<Vec<f64>>,
    current_shares: ::core::option::Option<Vec<f64>>,
    bins: ::core::option::Option<Vec<String>>,
}
///Every property of a [`BinShareShift`], each computed once (see [`BinShareShift::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BinShareShiftValues<'a> {
    scenario: &'a BinShareShift,
    ///Each bin's contribution, unfloored.
    pub terms: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///The population stability index, every share floored at 1e-12.
    pub psi: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "baseline_shares",
            ty: "Vec<f64>",
            doc: "Training share of each bin.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "current_shares",
            ty: "Vec<f64>",
            doc: "Recent share of each bin.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bins",
            ty: "Option<Vec<String>>",
            doc: "Names of the bins, in the order of the shares.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "terms",
            doc: "Each bin's contribution, unfloored.",
            equation: "baseline_shares\n    .iter()\n    .zip(&current_shares)\n    .map(|(&b, &c)| ln(c / b).map(|l| (c - b) * l))\n    .collect::<Result<Vec<f64>, _>>()",
            result_type: "Vec<f64>",
            depends_on: &["baseline_shares", "current_shares"],
            reaches: &[("baseline_shares", "iter")],
            calls: &["ln"],
            template: "{baseline_shares}\n    .iter()\n    .zip(&{current_shares})\n    .map(|(&b, &c)| ln(c / b).map(|l| (c - b) * l))\n    .collect::<Result<Vec<f64>, _>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "psi",
            doc: "The population stability index, every share floored at 1e-12.",
            equation: "population_stability_index(baseline_shares.clone(), current_shares.clone(), 1e-12)",
            result_type: "f64",
            depends_on: &["baseline_shares", "current_shares"],
            reaches: &[("baseline_shares", "clone"), ("current_shares", "clone")],
            calls: &["population_stability_index"],
            template: "population_stability_index({#0 baseline_shares.clone()}, {#1 current_shares.clone()}, 1e-12)",
            operation: "result of `population_stability_index`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "term",
            kind: __c::MemberKind::Method,
            doc: "The index's contribution of the bin called `name`.",
            equation: "{\n    let by_name = bins.iter().zip(terms.iter().copied()).collect::<Named<f64>>();\n    by_name[name]\n}",
            args: &[
                __c::ArgInfo {
                    name: "name",
                    ty: "String",
                    samples: &[__c::Sample::From("bins")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["bins", "terms"],
            reaches: &[("bins", "iter")],
            requires: &["bins"],
            template: "{{\n    let by_name = {bins}\n        .iter()\n        .zip({terms}.iter().copied())\n        .collect::<Named<f64>>();\n    by_name[{name}]\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shares",
            kind: __c::MemberKind::Method,
            doc: "Training and recent share of the bin called `name`.",
            equation: "{\n    let positions = bins.iter().zip(0..).collect::<Named<i64>>();\n    let i = positions[name];\n    let baseline = baseline_shares[i];\n    let current = current_shares[i];\n    vec![baseline, current]\n}",
            args: &[
                __c::ArgInfo {
                    name: "name",
                    ty: "String",
                    samples: &[__c::Sample::From("bins")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Vec<f64>",
            depends_on: &["bins", "baseline_shares", "current_shares"],
            reaches: &[("bins", "iter")],
            requires: &["bins"],
            template: "{{\n    let positions = {bins}.iter().zip(0..).collect::<Named<i64>>();\n    let i = positions[{name}];\n    let baseline = {baseline_shares}[i];\n    let current = {current_shares}[i];\n    vec![baseline, current]\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ratio",
            kind: __c::MemberKind::Method,
            doc: "Recent share over training share of bin `i` (counted from 0).",
            equation: "current_shares[i] / baseline_shares[i]",
            args: &[
                __c::ArgInfo {
                    name: "i",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("0"),
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("2"),
                        __c::Sample::Literal("3"),
                        __c::Sample::Literal("4"),
                    ],
                    bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
                },
            ],
            result_type: "f64",
            depends_on: &["current_shares", "baseline_shares"],
            template: "{#0 current_shares[i]} / {#1 baseline_shares[i]}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`baseline_shares` and `current_shares` have the same number of bins",
            condition: "baseline_shares.len() == current_shares.len()",
            inputs: &["baseline_shares", "current_shares"],
        },
        __c::RuleInfo {
            text: "`bins` names every bin of `baseline_shares`, once each",
            condition: "optional(bins)\n    .is_none_or(|names| {\n        names.len() == baseline_shares.len()\n            && names.iter().collect::<std::collections::BTreeSet<_>>().len()\n                == names.len()\n    })",
            inputs: &["bins", "baseline_shares"],
        },
        __c::RuleInfo {
            text: "`baseline_shares` has at least one bin",
            condition: "!baseline_shares.is_empty()",
            inputs: &["baseline_shares"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl BinShareShift {
        ///Starts a [`BinShareShiftBuilder`]; required inputs must be set before [`BinShareShiftBuilder::build`].
        #[must_use]
        pub fn builder() -> BinShareShiftBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BinShareShiftBuilder {
            BinShareShiftBuilder {
                baseline_shares: Some(__Clone::clone(&self.baseline_shares)),
                current_shares: Some(__Clone::clone(&self.current_shares)),
                bins: __Clone::clone(&self.bins),
            }
        }
        /**The index's contribution of the bin called `name`.

Equation:

```text
{
    let by_name = bins.iter().zip(terms.iter().copied()).collect::<Named<f64>>();
    by_name[name]
}
```
 Requires `bins` (an error names the absent one).*/
        #[inline]
        pub fn term(&self, name: String) -> __Result<f64, __c::EvalError> {
            self.__eq_term(self.terms()?, name)
        }
        #[doc(hidden)]
        fn __eq_term(
            &self,
            terms: Vec<f64>,
            name: String,
        ) -> __Result<f64, __c::EvalError> {
            let bins = __c::present(&self.bins, "term", "bins")?;
            struct term {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    term,
                >({
                    let by_name = bins
                        .iter()
                        .zip(terms.iter().copied())
                        .collect::<Named<f64>>();
                    ::mlsysim_core::equation::at(&by_name, &name)?
                }))(),
                &__METHODS[0],
            )
        }
        /**Training and recent share of the bin called `name`.

Equation:

```text
{
    let positions = bins.iter().zip(0..).collect::<Named<i64>>();
    let i = positions[name];
    let baseline = baseline_shares[i];
    let current = current_shares[i];
    vec![baseline, current]
}
```
 Requires `bins` (an error names the absent one).*/
        #[inline]
        pub fn shares(&self, name: String) -> __Result<Vec<f64>, __c::EvalError> {
            let bins = __c::present(&self.bins, "shares", "bins")?;
            let baseline_shares = __Clone::clone(&self.baseline_shares);
            let current_shares = __Clone::clone(&self.current_shares);
            struct shares {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    shares,
                >({
                    let positions = bins.iter().zip(0..).collect::<Named<i64>>();
                    let i = ::mlsysim_core::equation::at(&positions, &name)?;
                    let baseline = ::mlsysim_core::equation::at(&baseline_shares, &i)?;
                    let current = ::mlsysim_core::equation::at(&current_shares, &i)?;
                    vec![baseline, current]
                }))(),
                &__METHODS[1],
            )
        }
        /**Each bin's contribution, unfloored.

Equation:

```text
baseline_shares
    .iter()
    .zip(&current_shares)
    .map(|(&b, &c)| ln(c / b).map(|l| (c - b) * l))
    .collect::<Result<Vec<f64>, _>>()
```
*/
        #[inline]
        pub fn terms(&self) -> __Result<Vec<f64>, __c::EvalError> {
            let baseline_shares = __Clone::clone(&self.baseline_shares);
            let current_shares = __Clone::clone(&self.current_shares);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct terms {}
            __c::member_kept(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    terms,
                >(
                    baseline_shares
                        .iter()
                        .zip(&current_shares)
                        .map(|(&b, &c)| {
                            ::mlsysim_core::equation::ln(
                                    __mlsysim_fault.keep(c.eq_div(b)),
                                )
                                .map(|l| {
                                    __mlsysim_fault
                                        .keep(__mlsysim_fault.keep(c.eq_sub(b)).eq_mul(l))
                                })
                        })
                        .collect::<Result<Vec<f64>, _>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        ///The population stability index, every share floored at 1e-12. Equation: `population_stability_index(baseline_shares.clone(), current_shares.clone(), 1e-12)`.
        #[inline]
        pub fn psi(&self) -> __Result<f64, __c::EvalError> {
            let baseline_shares = __Clone::clone(&self.baseline_shares);
            let current_shares = __Clone::clone(&self.current_shares);
            struct psi {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    psi,
                >(
                    ::mlsysim_core::equation::population_stability_index(
                        baseline_shares.clone(),
                        current_shares.clone(),
                        1e-12,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Recent share over training share of bin `i` (counted from 0). Equation: `current_shares[i] / baseline_shares[i]`.
        #[inline]
        pub fn ratio(&self, i: i64) -> __Result<f64, __c::EvalError> {
            __c::argument(&i, "ratio", &(&__METHODS[2]).args[0])?;
            let current_shares = __Clone::clone(&self.current_shares);
            let baseline_shares = __Clone::clone(&self.baseline_shares);
            struct ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ratio,
                >(
                    ::mlsysim_core::equation::at(&current_shares, &i)?
                        .eq_div(::mlsysim_core::equation::at(&baseline_shares, &i)?)?,
                ))(),
                &__METHODS[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BinShareShiftValues`].
        #[must_use]
        pub fn evaluate(&self) -> BinShareShiftValues<'_> {
            let terms = self.terms();
            let psi = self.psi();
            BinShareShiftValues {
                scenario: self,
                terms,
                psi,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.baseline_shares, &__INPUTS[0])?;
            __c::bounded_plain(&self.current_shares, &__INPUTS[1])?;
            __c::finite(&self.bins, &__INPUTS[2])?;
            {
                let baseline_shares = __Clone::clone(&self.baseline_shares);
                let current_shares = __Clone::clone(&self.current_shares);
                __c::rule(
                    baseline_shares.len() == current_shares.len(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.baseline_shares, &self.current_shares],
                )?;
            }
            {
                let bins = __Clone::clone(&self.bins);
                let baseline_shares = __Clone::clone(&self.baseline_shares);
                __c::rule(
                    ::mlsysim_core::equation::optional(bins)
                        .is_none_or(|names| {
                            names.len() == baseline_shares.len()
                                && names
                                    .iter()
                                    .collect::<std::collections::BTreeSet<_>>()
                                    .len() == names.len()
                        }),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.bins, &self.baseline_shares],
                )?;
            }
            {
                let baseline_shares = __Clone::clone(&self.baseline_shares);
                __c::rule(
                    !baseline_shares.is_empty(),
                    &__RULES[2],
                    __INPUTS,
                    &[&self.baseline_shares],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_psi(&self) -> __c::Parts {
            __c::traced(
                self.psi(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let baseline_shares = __Clone::clone(& self.baseline_shares); let
                    part = baseline_shares.clone(); Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let current_shares =
                    __Clone::clone(& self.current_shares); let part = current_shares
                    .clone(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "population_stability_index", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let baseline_shares =
                    __Clone::clone(& self.baseline_shares); let part = baseline_shares
                    .clone(); Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let current_shares =
                    __Clone::clone(& self.current_shares); let part = current_shares
                    .clone(); Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1e-12; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_ratio(&self, i: i64) -> __c::Parts {
            __c::traced(
                self.ratio(__Clone::clone(&i)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let current_shares = __Clone::clone(& self.current_shares); let i
                    = __Clone::clone(& i); let part = ::mlsysim_core::equation::at(&
                    current_shares, & i) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let baseline_shares = __Clone::clone(& self
                    .baseline_shares); let i = __Clone::clone(& i); let part =
                    ::mlsysim_core::equation::at(& baseline_shares, & i) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl BinShareShiftBuilder {
        ///Sets `baseline_shares`: Training share of each bin.
        #[must_use]
        pub fn baseline_shares(mut self, value: Vec<f64>) -> Self {
            self.baseline_shares = Some(value);
            self
        }
        ///Sets `current_shares`: Recent share of each bin.
        #[must_use]
        pub fn current_shares(mut self, value: Vec<f64>) -> Self {
            self.current_shares = Some(value);
            self
        }
        ///Sets `bins`: Names of the bins, in the order of the shares.
        #[must_use]
        pub fn bins(mut self, value: Vec<String>) -> Self {
            self.bins = Some(value);
            self
        }
        ///Leaves `bins` absent.
        #[must_use]
        pub fn without_bins(mut self) -> Self {
            self.bins = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BinShareShift, __c::InputError> {
            let scenario = BinShareShift {
                baseline_shares: __c::given(self.baseline_shares, "baseline_shares")?,
                current_shares: __c::given(self.current_shares, "current_shares")?,
                bins: self.bins,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BinShareShiftBuilder {
        type Scenario = BinShareShift;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "baseline_shares" => {
                    self.baseline_shares = __c::set(value, &__INPUTS[0])?;
                }
                "current_shares" => self.current_shares = __c::set(value, &__INPUTS[1])?,
                "bins" => self.bins = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BinShareShift, __c::InputError> {
            BinShareShiftBuilder::build(self)
        }
    }
    impl<'a> BinShareShiftValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BinShareShift {
            self.scenario
        }
        ///[`BinShareShift::term`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn term(&self, name: String) -> __Result<f64, __c::EvalError> {
            self.scenario.__eq_term(__Clone::clone(&self.terms)?, name)
        }
        ///[`BinShareShift::shares`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn shares(&self, name: String) -> __Result<Vec<f64>, __c::EvalError> {
            self.scenario.shares(name)
        }
        ///[`BinShareShift::ratio`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn ratio(&self, i: i64) -> __Result<f64, __c::EvalError> {
            self.scenario.ratio(i)
        }
    }
    impl __c::Scenario for BinShareShift {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BinShareShift",
            family: &DELIVERY,
            summary: "A feature binned at its training quantiles: the training shares of each bin against the recent shares, scored by the population stability index.",
            description: "Each bin contributes (recent − training) × ln(recent ÷ training); the index is their sum,\nzero when nothing moved. A bin may be named, so its term and shares can be read by name.",
            notes: __c::meta::Notes {
                equation: "term_i = (c_i − b_i) ln(c_i ÷ b_i); PSI = Σ term_i; ratio_i = c_i ÷ b_i",
                assumptions: &[
                    "The shares of each list sum to one; the index floors every share at 1e-12, the terms do not.",
                ],
                rules: __RULES,
                excludes: &[
                    "The sampling noise of the shares: the index is read against fixed bands, not tested.",
                ],
                derivation: &[
                    "The index is the symmetrized Kullback-Leibler divergence of the two binned distributions.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The country mix of a fraud model moved",
                    code: "// The country mix of a fraud model moved\nuse mlsysim_data::delivery::fraud_country_psi;\n\nlet s = fraud_country_psi()?;\nassert!(s.psi()? > 0.05);\nassert!(s.term(\"Other\".into())? > s.term(\"UK\".into())?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BinShareShiftBuilder;
        fn to_builder(&self) -> BinShareShiftBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.baseline_shares, &self.current_shares, &self.bins],
                &[&values.terms, &values.psi],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "term" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.term(a0), &__METHODS[0])
                }
                "shares" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.shares(a0), &__METHODS[1])
                }
                "ratio" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.ratio(a0), &__METHODS[2])
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
                "psi" => Some(Ok(self.__explain_psi())),
                "ratio" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_ratio(a0)),
                    )
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "bins" => {
                    self.bins.as_ref().and_then(|n| (&__c::explain::Held(n)).__held())
                }
                "baseline_shares" => {
                    (&__c::explain::Held(&self.baseline_shares)).__held()
                }
                "current_shares" => (&__c::explain::Held(&self.current_shares)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "bins" => __c::samples(&self.bins, ::core::option::Option::None),
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(BinShareShift);
};
