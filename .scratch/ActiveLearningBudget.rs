/**Active learning against a fixed label budget when scoring the pool is paid from the same budget.

Scoring every example of the pool with a hosted model can cost more than the labels active
learning saves; spending a share of the budget on scoring a narrowed candidate pool leaves
the rest for labels.

# Equation

label cost = labels × price; scoring = pool × scoring price; active total = scoring + active labels × price; candidates = budget × share ÷ scoring price; labels = budget × (1 − share) ÷ price

# Assumptions

- Every label and every score costs the same.

# Rules across inputs

- `active_labels_low` is at most `active_labels_high` (`active_labels_low <= active_labels_high`)

# Excludes

- The accuracy reached, which the inputs state rather than compute.

# Derivation

- Unit prices times counts.

# Examples

```rust
// Scoring the whole pool costs more than the whole budget
use mlsysim_data::engineering::active_learning_ten_million_pool;

let s = active_learning_ten_million_pool()?;
assert!(s.full_pool_scoring_cost()? > s.label_budget);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ActiveLearningBudget {
    ///Unlabeled examples in the pool. *Allowed >= 0.*
    pub pool: f64,
    ///The budget for scoring and labels. *Shown in `USD`; allowed >= 0.*
    pub label_budget: Usd,
    ///Price of one label. *Shown in `USD`; allowed > 0.*
    pub label_price: Usd,
    ///Price of scoring one example. *Shown in `USD`; allowed > 0.*
    pub scoring_price: Usd,
    ///Labels random sampling needs to reach the target. *Allowed >= 0.*
    pub random_labels_needed: f64,
    ///Labels active learning needs, low. *Allowed >= 0.*
    pub active_labels_low: f64,
    ///Labels active learning needs, high. *Allowed >= 0.*
    pub active_labels_high: f64,
    ///Share of the budget spent on scoring. *Allowed [0.0, 1.0].*
    pub compute_share: f64,
    ///Accuracy before. *Allowed [0.0, 1.0].*
    pub baseline_accuracy: f64,
    ///Accuracy targeted. *Allowed [0.0, 1.0].*
    pub target_accuracy: f64,
}
///Builds a [`ActiveLearningBudget`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ActiveLearningBudgetBuilder {
    pool: ::core::option::Option<f64>,
    label_budget: ::core::option::Option<Usd>,
    label_price: ::core::option::Option<Usd>,
    scoring_price: ::core::option::Option<Usd>,
    random_labels_needed: ::core::option::Option<f64>,
    active_labels_low: ::core::option::Option<f64>,
    active_labels_high: ::core::option::Option<f64>,
    compute_share: ::core::option::Option<f64>,
    baseline_accuracy: ::core::option::Option<f64>,
    target_accuracy: ::core::option::Option<f64>,
}
///Every property of a [`ActiveLearningBudget`], each computed once (see [`ActiveLearningBudget::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ActiveLearningBudgetValues<'a> {
    scenario: &'a ActiveLearningBudget,
    ///Labels for random sampling.
    pub random_label_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Labels for active learning, low.
    pub active_label_cost_low: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Labels for active learning, high.
    pub active_label_cost_high: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Scoring the whole pool.
    pub full_pool_scoring_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Active learning with the whole pool scored, low.
    pub active_total_low: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Active learning with the whole pool scored, high.
    pub active_total_high: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The budget's share for scoring.
    pub compute_budget: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Candidates the scoring budget scores.
    pub candidate_pool: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Labels the rest of the budget buys.
    pub affordable_labels: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "pool",
            ty: "f64",
            doc: "Unlabeled examples in the pool.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "label_budget",
            ty: "Usd",
            doc: "The budget for scoring and labels.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
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
            name: "scoring_price",
            ty: "Usd",
            doc: "Price of scoring one example.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "random_labels_needed",
            ty: "f64",
            doc: "Labels random sampling needs to reach the target.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "active_labels_low",
            ty: "f64",
            doc: "Labels active learning needs, low.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "active_labels_high",
            ty: "f64",
            doc: "Labels active learning needs, high.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compute_share",
            ty: "f64",
            doc: "Share of the budget spent on scoring.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_accuracy",
            ty: "f64",
            doc: "Accuracy before.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "target_accuracy",
            ty: "f64",
            doc: "Accuracy targeted.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "random_label_cost",
            doc: "Labels for random sampling.",
            equation: "random_labels_needed * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["random_labels_needed", "label_price"],
            template: "{random_labels_needed} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "active_label_cost_low",
            doc: "Labels for active learning, low.",
            equation: "active_labels_low * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["active_labels_low", "label_price"],
            template: "{active_labels_low} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "active_label_cost_high",
            doc: "Labels for active learning, high.",
            equation: "active_labels_high * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["active_labels_high", "label_price"],
            template: "{active_labels_high} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "full_pool_scoring_cost",
            doc: "Scoring the whole pool.",
            equation: "pool * scoring_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["pool", "scoring_price"],
            template: "{pool} * {scoring_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "active_total_low",
            doc: "Active learning with the whole pool scored, low.",
            equation: "full_pool_scoring_cost + active_label_cost_low",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["full_pool_scoring_cost", "active_label_cost_low"],
            template: "{full_pool_scoring_cost} + {active_label_cost_low}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "active_total_high",
            doc: "Active learning with the whole pool scored, high.",
            equation: "full_pool_scoring_cost + active_label_cost_high",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["full_pool_scoring_cost", "active_label_cost_high"],
            template: "{full_pool_scoring_cost} + {active_label_cost_high}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_budget",
            doc: "The budget's share for scoring.",
            equation: "label_budget * compute_share",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["label_budget", "compute_share"],
            template: "{label_budget} * {compute_share}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "candidate_pool",
            doc: "Candidates the scoring budget scores.",
            equation: "compute_budget / scoring_price",
            result_type: "f64",
            depends_on: &["scoring_price", "compute_budget"],
            template: "{compute_budget} / {scoring_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "affordable_labels",
            doc: "Labels the rest of the budget buys.",
            equation: "(label_budget - compute_budget) / label_price",
            result_type: "f64",
            depends_on: &["label_budget", "label_price", "compute_budget"],
            template: "({label_budget} - {compute_budget}) / {label_price}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`active_labels_low` is at most `active_labels_high`",
            condition: "active_labels_low <= active_labels_high",
            inputs: &["active_labels_low", "active_labels_high"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ActiveLearningBudget {
        ///Starts a [`ActiveLearningBudgetBuilder`]; required inputs must be set before [`ActiveLearningBudgetBuilder::build`].
        #[must_use]
        pub fn builder() -> ActiveLearningBudgetBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ActiveLearningBudgetBuilder {
            ActiveLearningBudgetBuilder {
                pool: Some(__Clone::clone(&self.pool)),
                label_budget: Some(__Clone::clone(&self.label_budget)),
                label_price: Some(__Clone::clone(&self.label_price)),
                scoring_price: Some(__Clone::clone(&self.scoring_price)),
                random_labels_needed: Some(__Clone::clone(&self.random_labels_needed)),
                active_labels_low: Some(__Clone::clone(&self.active_labels_low)),
                active_labels_high: Some(__Clone::clone(&self.active_labels_high)),
                compute_share: Some(__Clone::clone(&self.compute_share)),
                baseline_accuracy: Some(__Clone::clone(&self.baseline_accuracy)),
                target_accuracy: Some(__Clone::clone(&self.target_accuracy)),
            }
        }
        ///Labels for random sampling. Equation: `random_labels_needed * label_price`.
        #[inline]
        pub fn random_label_cost(&self) -> __Result<Usd, __c::EvalError> {
            let random_labels_needed = __Clone::clone(&self.random_labels_needed);
            let label_price = __Clone::clone(&self.label_price);
            struct random_label_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    random_label_cost,
                >(random_labels_needed.eq_mul(label_price)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Labels for active learning, low. Equation: `active_labels_low * label_price`.
        #[inline]
        pub fn active_label_cost_low(&self) -> __Result<Usd, __c::EvalError> {
            let active_labels_low = __Clone::clone(&self.active_labels_low);
            let label_price = __Clone::clone(&self.label_price);
            struct active_label_cost_low {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    active_label_cost_low,
                >(active_labels_low.eq_mul(label_price)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Labels for active learning, high. Equation: `active_labels_high * label_price`.
        #[inline]
        pub fn active_label_cost_high(&self) -> __Result<Usd, __c::EvalError> {
            let active_labels_high = __Clone::clone(&self.active_labels_high);
            let label_price = __Clone::clone(&self.label_price);
            struct active_label_cost_high {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    active_label_cost_high,
                >(active_labels_high.eq_mul(label_price)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Scoring the whole pool. Equation: `pool * scoring_price`.
        #[inline]
        pub fn full_pool_scoring_cost(&self) -> __Result<Usd, __c::EvalError> {
            let pool = __Clone::clone(&self.pool);
            let scoring_price = __Clone::clone(&self.scoring_price);
            struct full_pool_scoring_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    full_pool_scoring_cost,
                >(pool.eq_mul(scoring_price)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Active learning with the whole pool scored, low. Equation: `full_pool_scoring_cost + active_label_cost_low`.
        #[inline]
        pub fn active_total_low(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_active_total_low(
                self.full_pool_scoring_cost()?,
                self.active_label_cost_low()?,
            )
        }
        #[doc(hidden)]
        fn __eq_active_total_low(
            &self,
            full_pool_scoring_cost: Usd,
            active_label_cost_low: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct active_total_low {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    active_total_low,
                >(full_pool_scoring_cost.eq_add(active_label_cost_low)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Active learning with the whole pool scored, high. Equation: `full_pool_scoring_cost + active_label_cost_high`.
        #[inline]
        pub fn active_total_high(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_active_total_high(
                self.full_pool_scoring_cost()?,
                self.active_label_cost_high()?,
            )
        }
        #[doc(hidden)]
        fn __eq_active_total_high(
            &self,
            full_pool_scoring_cost: Usd,
            active_label_cost_high: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct active_total_high {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    active_total_high,
                >(full_pool_scoring_cost.eq_add(active_label_cost_high)?))(),
                &__PROPERTIES[5],
            )
        }
        ///The budget's share for scoring. Equation: `label_budget * compute_share`.
        #[inline]
        pub fn compute_budget(&self) -> __Result<Usd, __c::EvalError> {
            let label_budget = __Clone::clone(&self.label_budget);
            let compute_share = __Clone::clone(&self.compute_share);
            struct compute_budget {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    compute_budget,
                >(label_budget.eq_mul(compute_share)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Candidates the scoring budget scores. Equation: `compute_budget / scoring_price`.
        #[inline]
        pub fn candidate_pool(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_candidate_pool(self.compute_budget()?)
        }
        #[doc(hidden)]
        fn __eq_candidate_pool(
            &self,
            compute_budget: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let scoring_price = __Clone::clone(&self.scoring_price);
            struct candidate_pool {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    candidate_pool,
                >(compute_budget.eq_div(scoring_price)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Labels the rest of the budget buys. Equation: `(label_budget - compute_budget) / label_price`.
        #[inline]
        pub fn affordable_labels(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_affordable_labels(self.compute_budget()?)
        }
        #[doc(hidden)]
        fn __eq_affordable_labels(
            &self,
            compute_budget: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let label_budget = __Clone::clone(&self.label_budget);
            let label_price = __Clone::clone(&self.label_price);
            struct affordable_labels {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    affordable_labels,
                >(label_budget.eq_sub(compute_budget)?.eq_div(label_price)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ActiveLearningBudgetValues`].
        #[must_use]
        pub fn evaluate(&self) -> ActiveLearningBudgetValues<'_> {
            let random_label_cost = self.random_label_cost();
            let active_label_cost_low = self.active_label_cost_low();
            let active_label_cost_high = self.active_label_cost_high();
            let full_pool_scoring_cost = self.full_pool_scoring_cost();
            let active_total_low = __c::after(
                (&full_pool_scoring_cost, &active_label_cost_low),
                |(v0, v1)| self.__eq_active_total_low(v0, v1),
            );
            let active_total_high = __c::after(
                (&full_pool_scoring_cost, &active_label_cost_high),
                |(v0, v1)| self.__eq_active_total_high(v0, v1),
            );
            let compute_budget = self.compute_budget();
            let candidate_pool = __c::after(
                (&compute_budget,),
                |(v0,)| self.__eq_candidate_pool(v0),
            );
            let affordable_labels = __c::after(
                (&compute_budget,),
                |(v0,)| self.__eq_affordable_labels(v0),
            );
            ActiveLearningBudgetValues {
                scenario: self,
                random_label_cost,
                active_label_cost_low,
                active_label_cost_high,
                full_pool_scoring_cost,
                active_total_low,
                active_total_high,
                compute_budget,
                candidate_pool,
                affordable_labels,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.pool, &__INPUTS[0])?;
            __c::bounded(&self.label_budget, &__INPUTS[1])?;
            __c::bounded(&self.label_price, &__INPUTS[2])?;
            __c::bounded(&self.scoring_price, &__INPUTS[3])?;
            __c::bounded(&self.random_labels_needed, &__INPUTS[4])?;
            __c::bounded(&self.active_labels_low, &__INPUTS[5])?;
            __c::bounded(&self.active_labels_high, &__INPUTS[6])?;
            __c::bounded_plain(&self.compute_share, &__INPUTS[7])?;
            __c::bounded_plain(&self.baseline_accuracy, &__INPUTS[8])?;
            __c::bounded_plain(&self.target_accuracy, &__INPUTS[9])?;
            {
                let active_labels_low = __Clone::clone(&self.active_labels_low);
                let active_labels_high = __Clone::clone(&self.active_labels_high);
                __c::rule(
                    active_labels_low <= active_labels_high,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.active_labels_low, &self.active_labels_high],
                )?;
            }
            Ok(())
        }
    }
    impl ActiveLearningBudgetBuilder {
        ///Sets `pool`: Unlabeled examples in the pool.
        #[must_use]
        pub fn pool(mut self, value: f64) -> Self {
            self.pool = Some(value);
            self
        }
        ///Sets `label_budget`: The budget for scoring and labels.
        #[must_use]
        pub fn label_budget(mut self, value: Usd) -> Self {
            self.label_budget = Some(value);
            self
        }
        ///Sets `label_price`: Price of one label.
        #[must_use]
        pub fn label_price(mut self, value: Usd) -> Self {
            self.label_price = Some(value);
            self
        }
        ///Sets `scoring_price`: Price of scoring one example.
        #[must_use]
        pub fn scoring_price(mut self, value: Usd) -> Self {
            self.scoring_price = Some(value);
            self
        }
        ///Sets `random_labels_needed`: Labels random sampling needs to reach the target.
        #[must_use]
        pub fn random_labels_needed(mut self, value: f64) -> Self {
            self.random_labels_needed = Some(value);
            self
        }
        ///Sets `active_labels_low`: Labels active learning needs, low.
        #[must_use]
        pub fn active_labels_low(mut self, value: f64) -> Self {
            self.active_labels_low = Some(value);
            self
        }
        ///Sets `active_labels_high`: Labels active learning needs, high.
        #[must_use]
        pub fn active_labels_high(mut self, value: f64) -> Self {
            self.active_labels_high = Some(value);
            self
        }
        ///Sets `compute_share`: Share of the budget spent on scoring.
        #[must_use]
        pub fn compute_share(mut self, value: f64) -> Self {
            self.compute_share = Some(value);
            self
        }
        ///Sets `baseline_accuracy`: Accuracy before.
        #[must_use]
        pub fn baseline_accuracy(mut self, value: f64) -> Self {
            self.baseline_accuracy = Some(value);
            self
        }
        ///Sets `target_accuracy`: Accuracy targeted.
        #[must_use]
        pub fn target_accuracy(mut self, value: f64) -> Self {
            self.target_accuracy = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ActiveLearningBudget, __c::InputError> {
            let scenario = ActiveLearningBudget {
                pool: __c::given(self.pool, "pool")?,
                label_budget: __c::given(self.label_budget, "label_budget")?,
                label_price: __c::given(self.label_price, "label_price")?,
                scoring_price: __c::given(self.scoring_price, "scoring_price")?,
                random_labels_needed: __c::given(
                    self.random_labels_needed,
                    "random_labels_needed",
                )?,
                active_labels_low: __c::given(
                    self.active_labels_low,
                    "active_labels_low",
                )?,
                active_labels_high: __c::given(
                    self.active_labels_high,
                    "active_labels_high",
                )?,
                compute_share: __c::given(self.compute_share, "compute_share")?,
                baseline_accuracy: __c::given(
                    self.baseline_accuracy,
                    "baseline_accuracy",
                )?,
                target_accuracy: __c::given(self.target_accuracy, "target_accuracy")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ActiveLearningBudgetBuilder {
        type Scenario = ActiveLearningBudget;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "pool" => self.pool = __c::set(value, &__INPUTS[0])?,
                "label_budget" => self.label_budget = __c::set(value, &__INPUTS[1])?,
                "label_price" => self.label_price = __c::set(value, &__INPUTS[2])?,
                "scoring_price" => self.scoring_price = __c::set(value, &__INPUTS[3])?,
                "random_labels_needed" => {
                    self.random_labels_needed = __c::set(value, &__INPUTS[4])?;
                }
                "active_labels_low" => {
                    self.active_labels_low = __c::set(value, &__INPUTS[5])?;
                }
                "active_labels_high" => {
                    self.active_labels_high = __c::set(value, &__INPUTS[6])?;
                }
                "compute_share" => self.compute_share = __c::set(value, &__INPUTS[7])?,
                "baseline_accuracy" => {
                    self.baseline_accuracy = __c::set(value, &__INPUTS[8])?;
                }
                "target_accuracy" => {
                    self.target_accuracy = __c::set(value, &__INPUTS[9])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ActiveLearningBudget, __c::InputError> {
            ActiveLearningBudgetBuilder::build(self)
        }
    }
    impl<'a> ActiveLearningBudgetValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ActiveLearningBudget {
            self.scenario
        }
    }
    impl __c::Scenario for ActiveLearningBudget {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ActiveLearningBudget",
            family: &ENGINEERING,
            summary: "Active learning against a fixed label budget when scoring the pool is paid from the same budget.",
            description: "Scoring every example of the pool with a hosted model can cost more than the labels active\nlearning saves; spending a share of the budget on scoring a narrowed candidate pool leaves\nthe rest for labels.",
            notes: __c::meta::Notes {
                equation: "label cost = labels × price; scoring = pool × scoring price; active total = scoring + active labels × price; candidates = budget × share ÷ scoring price; labels = budget × (1 − share) ÷ price",
                assumptions: &["Every label and every score costs the same."],
                rules: __RULES,
                excludes: &[
                    "The accuracy reached, which the inputs state rather than compute.",
                ],
                derivation: &["Unit prices times counts."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Scoring the whole pool costs more than the whole budget",
                    code: "// Scoring the whole pool costs more than the whole budget\nuse mlsysim_data::engineering::active_learning_ten_million_pool;\n\nlet s = active_learning_ten_million_pool()?;\nassert!(s.full_pool_scoring_cost()? > s.label_budget);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ActiveLearningBudgetBuilder;
        fn to_builder(&self) -> ActiveLearningBudgetBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.pool,
                    &self.label_budget,
                    &self.label_price,
                    &self.scoring_price,
                    &self.random_labels_needed,
                    &self.active_labels_low,
                    &self.active_labels_high,
                    &self.compute_share,
                    &self.baseline_accuracy,
                    &self.target_accuracy,
                ],
                &[
                    &values.random_label_cost,
                    &values.active_label_cost_low,
                    &values.active_label_cost_high,
                    &values.full_pool_scoring_cost,
                    &values.active_total_low,
                    &values.active_total_high,
                    &values.compute_budget,
                    &values.candidate_pool,
                    &values.affordable_labels,
                ],
            )
        }
    }
    __c::glue!(ActiveLearningBudget);
};
