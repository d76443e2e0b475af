/**A data budget split into shares by category, the labeling share buying labels at a price plus a surcharge for quality review.

# Equation

allocation(category) = total × share(category); label cost = price × (1 + review overhead); labels = allocation(labeling) ÷ label cost

# Assumptions

- Every label costs the same, and review adds a fixed share to each.

# Rules across inputs

- `labeling_category` is one of the categories of `shares` (`shares.get(&labeling_category).is_some()`)

# Excludes

- Relabeling after review rejects a label.

# Derivation

- A budget divided by a unit price.

# Examples

```rust
// 750,000 labels from a $150K budget
use mlsysim_data::engineering::keyword_spotter_data_budget;

let s = keyword_spotter_data_budget()?;
assert!((s.labels()? - 750_000.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataBudget {
    ///The whole budget. *Shown in `USD`; allowed >= 0.*
    pub total: Usd,
    ///Share of the budget by category. *Allowed [0.0, 1.0].*
    pub shares: Named<f64>,
    ///Price of one label. *Shown in `USD`; allowed > 0.*
    pub label_price: Usd,
    ///Review surcharge as a share of the label price. *Allowed >= 0.*
    pub review_overhead: f64,
    ///The category that buys labels. *Default `"labeling"`.*
    pub labeling_category: String,
}
///Builds a [`DataBudget`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DataBudgetBuilder {
    total: ::core::option::Option<Usd>,
    shares: ::core::option::Option<Named<f64>>,
    label_price: ::core::option::Option<Usd>,
    review_overhead: ::core::option::Option<f64>,
    labeling_category: ::core::option::Option<String>,
}
///Every property of a [`DataBudget`], each computed once (see [`DataBudget::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataBudgetValues<'a> {
    scenario: &'a DataBudget,
    ///One label with its review.
    pub effective_label_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Labels the labeling allocation buys.
    pub labels: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "total",
            ty: "Usd",
            doc: "The whole budget.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "shares",
            ty: "Named<f64>",
            doc: "Share of the budget by category.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "label_price",
            ty: "Usd",
            doc: "Price of one label.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "review_overhead",
            ty: "f64",
            doc: "Review surcharge as a share of the label price.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "labeling_category",
            ty: "String",
            doc: "The category that buys labels.",
            default: Some("\"labeling\""),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "effective_label_cost",
            doc: "One label with its review.",
            equation: "label_price * (1.0 + review_overhead)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["label_price", "review_overhead"],
            template: "{label_price} * (1.0 + {review_overhead})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "labels",
            doc: "Labels the labeling allocation buys.",
            equation: "allocation(labeling_category.clone()) / effective_label_cost",
            result_type: "f64",
            depends_on: &["labeling_category", "effective_label_cost"],
            reaches: &[("labeling_category", "clone")],
            template: "{#0 allocation(labeling_category.clone())} / {effective_label_cost}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "allocation",
            kind: __c::MemberKind::Method,
            doc: "What `category` receives.",
            equation: "total * shares[category]",
            args: &[
                __c::ArgInfo {
                    name: "category",
                    ty: "String",
                    samples: &[__c::Sample::From("shares")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["total", "shares"],
            template: "{total} * {#0 shares[category]}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`labeling_category` is one of the categories of `shares`",
            condition: "shares.get(&labeling_category).is_some()",
            inputs: &["labeling_category", "shares"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl DataBudget {
        ///Starts a [`DataBudgetBuilder`]; required inputs must be set before [`DataBudgetBuilder::build`].
        #[must_use]
        pub fn builder() -> DataBudgetBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DataBudgetBuilder {
            DataBudgetBuilder {
                total: Some(__Clone::clone(&self.total)),
                shares: Some(__Clone::clone(&self.shares)),
                label_price: Some(__Clone::clone(&self.label_price)),
                review_overhead: Some(__Clone::clone(&self.review_overhead)),
                labeling_category: Some(__Clone::clone(&self.labeling_category)),
            }
        }
        ///What `category` receives. Equation: `total * shares[category]`.
        #[inline]
        pub fn allocation(&self, category: String) -> __Result<Usd, __c::EvalError> {
            let total = __Clone::clone(&self.total);
            let shares = __Clone::clone(&self.shares);
            struct allocation {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    allocation,
                >(total.eq_mul(::mlsysim_core::equation::at(&shares, &category)?)?))(),
                &__METHODS[0],
            )
        }
        ///One label with its review. Equation: `label_price * (1.0 + review_overhead)`.
        #[inline]
        pub fn effective_label_cost(&self) -> __Result<Usd, __c::EvalError> {
            let label_price = __Clone::clone(&self.label_price);
            let review_overhead = __Clone::clone(&self.review_overhead);
            struct effective_label_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    effective_label_cost,
                >(label_price.eq_mul((1.0).eq_add(review_overhead)?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Labels the labeling allocation buys. Equation: `allocation(labeling_category.clone()) / effective_label_cost`.
        #[inline]
        pub fn labels(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_labels(self.effective_label_cost()?)
        }
        #[doc(hidden)]
        fn __eq_labels(
            &self,
            effective_label_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let labeling_category = __Clone::clone(&self.labeling_category);
            let allocation = |category: String| self.allocation(category);
            struct labels {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    labels,
                >(
                    allocation(labeling_category.clone())?.eq_div(effective_label_cost)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DataBudgetValues`].
        #[must_use]
        pub fn evaluate(&self) -> DataBudgetValues<'_> {
            let effective_label_cost = self.effective_label_cost();
            let labels = __c::after(
                (&effective_label_cost,),
                |(v0,)| self.__eq_labels(v0),
            );
            DataBudgetValues {
                scenario: self,
                effective_label_cost,
                labels,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.total, &__INPUTS[0])?;
            __c::bounded_plain(&self.shares, &__INPUTS[1])?;
            __c::bounded(&self.label_price, &__INPUTS[2])?;
            __c::bounded(&self.review_overhead, &__INPUTS[3])?;
            __c::finite(&self.labeling_category, &__INPUTS[4])?;
            {
                let shares = __Clone::clone(&self.shares);
                let labeling_category = __Clone::clone(&self.labeling_category);
                __c::rule(
                    shares.get(&labeling_category).is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.labeling_category, &self.shares],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_allocation(&self, category: String) -> __c::Parts {
            __c::traced(
                self.allocation(__Clone::clone(&category)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let shares = __Clone::clone(& self.shares); let category =
                    __Clone::clone(& category); let part = ::mlsysim_core::equation::at(&
                    shares, & category) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_labels(&self) -> __c::Parts {
            __c::traced(
                self.labels(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let labeling_category = __Clone::clone(& self.labeling_category);
                    let allocation = | category : String | self.allocation(category); let
                    part = allocation(labeling_category.clone()) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "allocation", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let labeling_category =
                    __Clone::clone(& self.labeling_category); let part =
                    labeling_category.clone(); Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
    }
    impl DataBudgetBuilder {
        ///Sets `total`: The whole budget.
        #[must_use]
        pub fn total(mut self, value: Usd) -> Self {
            self.total = Some(value);
            self
        }
        ///Sets `shares`: Share of the budget by category.
        #[must_use]
        pub fn shares(mut self, value: Named<f64>) -> Self {
            self.shares = Some(value);
            self
        }
        ///Sets `label_price`: Price of one label.
        #[must_use]
        pub fn label_price(mut self, value: Usd) -> Self {
            self.label_price = Some(value);
            self
        }
        ///Sets `review_overhead`: Review surcharge as a share of the label price.
        #[must_use]
        pub fn review_overhead(mut self, value: f64) -> Self {
            self.review_overhead = Some(value);
            self
        }
        ///Sets `labeling_category`: The category that buys labels.
        #[must_use]
        pub fn labeling_category(mut self, value: String) -> Self {
            self.labeling_category = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DataBudget, __c::InputError> {
            let scenario = DataBudget {
                total: __c::given(self.total, "total")?,
                shares: __c::given(self.shares, "shares")?,
                label_price: __c::given(self.label_price, "label_price")?,
                review_overhead: __c::given(self.review_overhead, "review_overhead")?,
                labeling_category: self
                    .labeling_category
                    .unwrap_or_else(|| ::std::string::String::from("labeling")),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DataBudgetBuilder {
        type Scenario = DataBudget;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "total" => self.total = __c::set(value, &__INPUTS[0])?,
                "shares" => self.shares = __c::set(value, &__INPUTS[1])?,
                "label_price" => self.label_price = __c::set(value, &__INPUTS[2])?,
                "review_overhead" => {
                    self.review_overhead = __c::set(value, &__INPUTS[3])?;
                }
                "labeling_category" => {
                    self.labeling_category = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DataBudget, __c::InputError> {
            DataBudgetBuilder::build(self)
        }
    }
    impl<'a> DataBudgetValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DataBudget {
            self.scenario
        }
        ///[`DataBudget::allocation`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn allocation(&self, category: String) -> __Result<Usd, __c::EvalError> {
            self.scenario.allocation(category)
        }
    }
    impl __c::Scenario for DataBudget {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DataBudget",
            family: &ENGINEERING,
            summary: "A data budget split into shares by category, the labeling share buying labels at a price plus a surcharge for quality review.",
            description: "",
            notes: __c::meta::Notes {
                equation: "allocation(category) = total × share(category); label cost = price × (1 + review overhead); labels = allocation(labeling) ÷ label cost",
                assumptions: &[
                    "Every label costs the same, and review adds a fixed share to each.",
                ],
                rules: __RULES,
                excludes: &["Relabeling after review rejects a label."],
                derivation: &["A budget divided by a unit price."],
            },
            examples: &[
                __c::meta::Example {
                    title: "750,000 labels from a $150K budget",
                    code: "// 750,000 labels from a $150K budget\nuse mlsysim_data::engineering::keyword_spotter_data_budget;\n\nlet s = keyword_spotter_data_budget()?;\nassert!((s.labels()? - 750_000.0).abs() < 1e-6);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DataBudgetBuilder;
        fn to_builder(&self) -> DataBudgetBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.total,
                    &self.shares,
                    &self.label_price,
                    &self.review_overhead,
                    &self.labeling_category,
                ],
                &[&values.effective_label_cost, &values.labels],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "allocation" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.allocation(a0), &__METHODS[0])
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
                "allocation" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_allocation(a0)),
                    )
                }
                "labels" => Some(Ok(self.__explain_labels())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "labeling_category" => {
                    (&__c::explain::Held(&self.labeling_category)).__held()
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "shares" => __c::samples(&self.shares, ::core::option::Option::None),
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(DataBudget);
};
