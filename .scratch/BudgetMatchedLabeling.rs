/**A pool to label under a budget: random labeling spends the budget, active learning reaches the same quality with fewer labels and leaves part of it unspent.

# Equation

full = pool × price; random labels = budget ÷ price; active cost = active labels × price; unspent = (budget − active cost) ÷ budget

# Assumptions

- Random labeling of the budget's worth and active learning reach the same quality.

# Excludes

- The cost of scoring the pool between rounds.

# Derivation

- Unit prices times counts.

# Examples

```rust
// 50,000 active labels leave half the budget
use mlsysim_data::selection::medical_scan_active_learning;

let s = medical_scan_active_learning()?;
assert!((s.unspent_share()? - 0.5).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BudgetMatchedLabeling {
    ///Examples in the pool. *Allowed >= 0.*
    pub pool: f64,
    ///Price of one label. *Shown in `USD`; allowed > 0.*
    pub label_price: Usd,
    ///The budget. *Shown in `USD`; allowed > 0.*
    pub budget: Usd,
    ///Labels active learning needs. *Allowed >= 0.*
    pub active_labels: f64,
    ///Time allowed (context). *Optional (absent by default); shown in `MONTH`; allowed > 0.*
    pub deadline: Option<Time>,
}
///Builds a [`BudgetMatchedLabeling`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BudgetMatchedLabelingBuilder {
    pool: ::core::option::Option<f64>,
    label_price: ::core::option::Option<Usd>,
    budget: ::core::option::Option<Usd>,
    active_labels: ::core::option::Option<f64>,
    deadline: ::core::option::Option<Time>,
}
///Every property of a [`BudgetMatchedLabeling`], each computed once (see [`BudgetMatchedLabeling::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BudgetMatchedLabelingValues<'a> {
    scenario: &'a BudgetMatchedLabeling,
    ///Labeling the whole pool.
    pub full_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Labels the budget buys at random.
    pub random_labels: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Active learning's labels.
    pub active_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Share of the budget active learning leaves.
    pub unspent_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Random labels per active label.
    pub label_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///What active learning leaves of the budget.
    pub saving: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Labeling everything over the budget.
    pub over_budget_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "pool",
            ty: "f64",
            doc: "Examples in the pool.",
            bounds: __c::Bounds::NON_NEGATIVE,
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
            name: "budget",
            ty: "Usd",
            doc: "The budget.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "active_labels",
            ty: "f64",
            doc: "Labels active learning needs.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "deadline",
            ty: "Option<Time>",
            doc: "Time allowed (context).",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MONTH);
                __c::units::label(&::mlsysim_core::units::MONTH)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "full_cost",
            doc: "Labeling the whole pool.",
            equation: "pool * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["pool", "label_price"],
            template: "{pool} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "random_labels",
            doc: "Labels the budget buys at random.",
            equation: "budget / label_price",
            result_type: "f64",
            depends_on: &["budget", "label_price"],
            template: "{budget} / {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "active_cost",
            doc: "Active learning's labels.",
            equation: "active_labels * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["active_labels", "label_price"],
            template: "{active_labels} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "unspent_share",
            doc: "Share of the budget active learning leaves.",
            equation: "(budget - active_cost) / budget",
            result_type: "f64",
            depends_on: &["budget", "active_cost"],
            template: "({budget} - {active_cost}) / {budget}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "label_ratio",
            doc: "Random labels per active label.",
            equation: "random_labels / active_labels",
            result_type: "f64",
            depends_on: &["active_labels", "random_labels"],
            template: "{random_labels} / {active_labels}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saving",
            doc: "What active learning leaves of the budget.",
            equation: "budget - active_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["budget", "active_cost"],
            template: "{budget} - {active_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "over_budget_ratio",
            doc: "Labeling everything over the budget.",
            equation: "full_cost / budget",
            result_type: "f64",
            depends_on: &["budget", "full_cost"],
            template: "{full_cost} / {budget}",
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
    impl BudgetMatchedLabeling {
        ///Starts a [`BudgetMatchedLabelingBuilder`]; required inputs must be set before [`BudgetMatchedLabelingBuilder::build`].
        #[must_use]
        pub fn builder() -> BudgetMatchedLabelingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BudgetMatchedLabelingBuilder {
            BudgetMatchedLabelingBuilder {
                pool: Some(__Clone::clone(&self.pool)),
                label_price: Some(__Clone::clone(&self.label_price)),
                budget: Some(__Clone::clone(&self.budget)),
                active_labels: Some(__Clone::clone(&self.active_labels)),
                deadline: __Clone::clone(&self.deadline),
            }
        }
        ///Labeling the whole pool. Equation: `pool * label_price`.
        #[inline]
        pub fn full_cost(&self) -> __Result<Usd, __c::EvalError> {
            let pool = __Clone::clone(&self.pool);
            let label_price = __Clone::clone(&self.label_price);
            struct full_cost {}
            __c::member(
                (|| __c::conform::<Usd, _, full_cost>(pool.eq_mul(label_price)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Labels the budget buys at random. Equation: `budget / label_price`.
        #[inline]
        pub fn random_labels(&self) -> __Result<f64, __c::EvalError> {
            let budget = __Clone::clone(&self.budget);
            let label_price = __Clone::clone(&self.label_price);
            struct random_labels {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    random_labels,
                >(budget.eq_div(label_price)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Active learning's labels. Equation: `active_labels * label_price`.
        #[inline]
        pub fn active_cost(&self) -> __Result<Usd, __c::EvalError> {
            let active_labels = __Clone::clone(&self.active_labels);
            let label_price = __Clone::clone(&self.label_price);
            struct active_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    active_cost,
                >(active_labels.eq_mul(label_price)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of the budget active learning leaves. Equation: `(budget - active_cost) / budget`.
        #[inline]
        pub fn unspent_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_unspent_share(self.active_cost()?)
        }
        #[doc(hidden)]
        fn __eq_unspent_share(&self, active_cost: Usd) -> __Result<f64, __c::EvalError> {
            let budget = __Clone::clone(&self.budget);
            struct unspent_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    unspent_share,
                >(budget.eq_sub(active_cost)?.eq_div(budget)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Random labels per active label. Equation: `random_labels / active_labels`.
        #[inline]
        pub fn label_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_label_ratio(self.random_labels()?)
        }
        #[doc(hidden)]
        fn __eq_label_ratio(&self, random_labels: f64) -> __Result<f64, __c::EvalError> {
            let active_labels = __Clone::clone(&self.active_labels);
            struct label_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    label_ratio,
                >(random_labels.eq_div(active_labels)?))(),
                &__PROPERTIES[4],
            )
        }
        ///What active learning leaves of the budget. Equation: `budget - active_cost`.
        #[inline]
        pub fn saving(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_saving(self.active_cost()?)
        }
        #[doc(hidden)]
        fn __eq_saving(&self, active_cost: Usd) -> __Result<Usd, __c::EvalError> {
            let budget = __Clone::clone(&self.budget);
            struct saving {}
            __c::member(
                (|| __c::conform::<Usd, _, saving>(budget.eq_sub(active_cost)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Labeling everything over the budget. Equation: `full_cost / budget`.
        #[inline]
        pub fn over_budget_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_over_budget_ratio(self.full_cost()?)
        }
        #[doc(hidden)]
        fn __eq_over_budget_ratio(
            &self,
            full_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let budget = __Clone::clone(&self.budget);
            struct over_budget_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    over_budget_ratio,
                >(full_cost.eq_div(budget)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BudgetMatchedLabelingValues`].
        #[must_use]
        pub fn evaluate(&self) -> BudgetMatchedLabelingValues<'_> {
            let full_cost = self.full_cost();
            let random_labels = self.random_labels();
            let active_cost = self.active_cost();
            let unspent_share = __c::after(
                (&active_cost,),
                |(v0,)| self.__eq_unspent_share(v0),
            );
            let label_ratio = __c::after(
                (&random_labels,),
                |(v0,)| self.__eq_label_ratio(v0),
            );
            let saving = __c::after((&active_cost,), |(v0,)| self.__eq_saving(v0));
            let over_budget_ratio = __c::after(
                (&full_cost,),
                |(v0,)| self.__eq_over_budget_ratio(v0),
            );
            BudgetMatchedLabelingValues {
                scenario: self,
                full_cost,
                random_labels,
                active_cost,
                unspent_share,
                label_ratio,
                saving,
                over_budget_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.pool, &__INPUTS[0])?;
            __c::bounded(&self.label_price, &__INPUTS[1])?;
            __c::bounded(&self.budget, &__INPUTS[2])?;
            __c::bounded(&self.active_labels, &__INPUTS[3])?;
            __c::bounded(&self.deadline, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl BudgetMatchedLabelingBuilder {
        ///Sets `pool`: Examples in the pool.
        #[must_use]
        pub fn pool(mut self, value: f64) -> Self {
            self.pool = Some(value);
            self
        }
        ///Sets `label_price`: Price of one label.
        #[must_use]
        pub fn label_price(mut self, value: Usd) -> Self {
            self.label_price = Some(value);
            self
        }
        ///Sets `budget`: The budget.
        #[must_use]
        pub fn budget(mut self, value: Usd) -> Self {
            self.budget = Some(value);
            self
        }
        ///Sets `active_labels`: Labels active learning needs.
        #[must_use]
        pub fn active_labels(mut self, value: f64) -> Self {
            self.active_labels = Some(value);
            self
        }
        ///Sets `deadline`: Time allowed (context).
        #[must_use]
        pub fn deadline(mut self, value: Time) -> Self {
            self.deadline = Some(value);
            self
        }
        ///Leaves `deadline` absent.
        #[must_use]
        pub fn without_deadline(mut self) -> Self {
            self.deadline = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BudgetMatchedLabeling, __c::InputError> {
            let scenario = BudgetMatchedLabeling {
                pool: __c::given(self.pool, "pool")?,
                label_price: __c::given(self.label_price, "label_price")?,
                budget: __c::given(self.budget, "budget")?,
                active_labels: __c::given(self.active_labels, "active_labels")?,
                deadline: self.deadline,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BudgetMatchedLabelingBuilder {
        type Scenario = BudgetMatchedLabeling;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "pool" => self.pool = __c::set(value, &__INPUTS[0])?,
                "label_price" => self.label_price = __c::set(value, &__INPUTS[1])?,
                "budget" => self.budget = __c::set(value, &__INPUTS[2])?,
                "active_labels" => self.active_labels = __c::set(value, &__INPUTS[3])?,
                "deadline" => self.deadline = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BudgetMatchedLabeling, __c::InputError> {
            BudgetMatchedLabelingBuilder::build(self)
        }
    }
    impl<'a> BudgetMatchedLabelingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BudgetMatchedLabeling {
            self.scenario
        }
    }
    impl __c::Scenario for BudgetMatchedLabeling {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BudgetMatchedLabeling",
            family: &SELECTION,
            summary: "A pool to label under a budget: random labeling spends the budget, active learning reaches the same quality with fewer labels and leaves part of it unspent.",
            description: "",
            notes: __c::meta::Notes {
                equation: "full = pool × price; random labels = budget ÷ price; active cost = active labels × price; unspent = (budget − active cost) ÷ budget",
                assumptions: &[
                    "Random labeling of the budget's worth and active learning reach the same quality.",
                ],
                rules: __RULES,
                excludes: &["The cost of scoring the pool between rounds."],
                derivation: &["Unit prices times counts."],
            },
            examples: &[
                __c::meta::Example {
                    title: "50,000 active labels leave half the budget",
                    code: "// 50,000 active labels leave half the budget\nuse mlsysim_data::selection::medical_scan_active_learning;\n\nlet s = medical_scan_active_learning()?;\nassert!((s.unspent_share()? - 0.5).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BudgetMatchedLabelingBuilder;
        fn to_builder(&self) -> BudgetMatchedLabelingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.pool,
                    &self.label_price,
                    &self.budget,
                    &self.active_labels,
                    &self.deadline,
                ],
                &[
                    &values.full_cost,
                    &values.random_labels,
                    &values.active_cost,
                    &values.unspent_share,
                    &values.label_ratio,
                    &values.saving,
                    &values.over_budget_ratio,
                ],
            )
        }
    }
    __c::glue!(BudgetMatchedLabeling);
};
