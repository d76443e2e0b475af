/**Active learning in rounds from an initial label set, each round paying to score the pool, against random labeling that needs more labels at the same price.

# Equation

active labels = initial + rounds × per round; active cost = labels × price + rounds × scoring; random cost = random labels × price; ROI = (random − active) ÷ active

# Assumptions

- Both paths reach the same quality; the label counts are stated, not computed.

# Excludes

- The calendar time of the rounds (`label_turnaround` is context).

# Derivation

- Unit prices times counts, and a return on the active path's cost.

# Examples

```rust
// Ten rounds of 100 labels against 5,000 random ones
use mlsysim_data::selection::active_learning_ten_rounds;

let s = active_learning_ten_rounds()?;
assert_eq!(s.active_labels()?, 2000);
assert!(s.roi()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ActiveLearningRounds {
    ///Price of one label. *Shown in `USD`; allowed >= 0.*
    pub label_price: Usd,
    ///Labels before the first round. *Allowed >= 0.*
    pub initial_labels: i64,
    ///Labels each round adds. *Allowed >= 0.*
    pub labels_per_round: i64,
    ///Rounds of active learning. *Allowed >= 0.*
    pub rounds: i64,
    ///Cost of scoring the pool once. *Shown in `USD`; allowed >= 0.*
    pub round_scoring_cost: Usd,
    ///Labels random sampling needs for the same quality. *Allowed >= 0.*
    pub random_labels: i64,
    ///Time each round waits for its labels (context). *Optional (absent by default); shown in `DAY`; allowed >= 0.*
    pub label_turnaround: Option<Time>,
}
///Builds a [`ActiveLearningRounds`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ActiveLearningRoundsBuilder {
    label_price: ::core::option::Option<Usd>,
    initial_labels: ::core::option::Option<i64>,
    labels_per_round: ::core::option::Option<i64>,
    rounds: ::core::option::Option<i64>,
    round_scoring_cost: ::core::option::Option<Usd>,
    random_labels: ::core::option::Option<i64>,
    label_turnaround: ::core::option::Option<Time>,
}
///Every property of a [`ActiveLearningRounds`], each computed once (see [`ActiveLearningRounds::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ActiveLearningRoundsValues<'a> {
    scenario: &'a ActiveLearningRounds,
    ///Labels active learning ends with.
    pub active_labels: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Labels of random sampling.
    pub random_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Labels of active learning.
    pub active_label_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Scoring of every round.
    pub scoring_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Active learning's whole cost.
    pub active_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What active learning saves over its own cost.
    pub roi: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "label_price",
            ty: "Usd",
            doc: "Price of one label.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "initial_labels",
            ty: "i64",
            doc: "Labels before the first round.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "labels_per_round",
            ty: "i64",
            doc: "Labels each round adds.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rounds",
            ty: "i64",
            doc: "Rounds of active learning.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "round_scoring_cost",
            ty: "Usd",
            doc: "Cost of scoring the pool once.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "random_labels",
            ty: "i64",
            doc: "Labels random sampling needs for the same quality.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "label_turnaround",
            ty: "Option<Time>",
            doc: "Time each round waits for its labels (context).",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "active_labels",
            doc: "Labels active learning ends with.",
            equation: "initial_labels + rounds * labels_per_round",
            result_type: "i64",
            depends_on: &["initial_labels", "rounds", "labels_per_round"],
            template: "{initial_labels} + {rounds} * {labels_per_round}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "random_cost",
            doc: "Labels of random sampling.",
            equation: "random_labels * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["random_labels", "label_price"],
            template: "{random_labels} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "active_label_cost",
            doc: "Labels of active learning.",
            equation: "active_labels * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["label_price", "active_labels"],
            template: "{active_labels} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scoring_cost",
            doc: "Scoring of every round.",
            equation: "rounds * round_scoring_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["rounds", "round_scoring_cost"],
            template: "{rounds} * {round_scoring_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "active_cost",
            doc: "Active learning's whole cost.",
            equation: "active_label_cost + scoring_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["active_label_cost", "scoring_cost"],
            template: "{active_label_cost} + {scoring_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "roi",
            doc: "What active learning saves over its own cost.",
            equation: "(random_cost - active_cost) / active_cost",
            result_type: "f64",
            depends_on: &["random_cost", "active_cost"],
            template: "({random_cost} - {active_cost}) / {active_cost}",
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
    impl ActiveLearningRounds {
        ///Starts a [`ActiveLearningRoundsBuilder`]; required inputs must be set before [`ActiveLearningRoundsBuilder::build`].
        #[must_use]
        pub fn builder() -> ActiveLearningRoundsBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ActiveLearningRoundsBuilder {
            ActiveLearningRoundsBuilder {
                label_price: Some(__Clone::clone(&self.label_price)),
                initial_labels: Some(__Clone::clone(&self.initial_labels)),
                labels_per_round: Some(__Clone::clone(&self.labels_per_round)),
                rounds: Some(__Clone::clone(&self.rounds)),
                round_scoring_cost: Some(__Clone::clone(&self.round_scoring_cost)),
                random_labels: Some(__Clone::clone(&self.random_labels)),
                label_turnaround: __Clone::clone(&self.label_turnaround),
            }
        }
        ///Labels active learning ends with. Equation: `initial_labels + rounds * labels_per_round`.
        #[inline]
        pub fn active_labels(&self) -> __Result<i64, __c::EvalError> {
            let initial_labels = __Clone::clone(&self.initial_labels);
            let rounds = __Clone::clone(&self.rounds);
            let labels_per_round = __Clone::clone(&self.labels_per_round);
            struct active_labels {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    active_labels,
                >(initial_labels.eq_add(rounds.eq_mul(labels_per_round)?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Labels of random sampling. Equation: `random_labels * label_price`.
        #[inline]
        pub fn random_cost(&self) -> __Result<Usd, __c::EvalError> {
            let random_labels = __Clone::clone(&self.random_labels);
            let label_price = __Clone::clone(&self.label_price);
            struct random_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    random_cost,
                >(random_labels.eq_mul(label_price)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Labels of active learning. Equation: `active_labels * label_price`.
        #[inline]
        pub fn active_label_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_active_label_cost(self.active_labels()?)
        }
        #[doc(hidden)]
        fn __eq_active_label_cost(
            &self,
            active_labels: i64,
        ) -> __Result<Usd, __c::EvalError> {
            let label_price = __Clone::clone(&self.label_price);
            struct active_label_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    active_label_cost,
                >(active_labels.eq_mul(label_price)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Scoring of every round. Equation: `rounds * round_scoring_cost`.
        #[inline]
        pub fn scoring_cost(&self) -> __Result<Usd, __c::EvalError> {
            let rounds = __Clone::clone(&self.rounds);
            let round_scoring_cost = __Clone::clone(&self.round_scoring_cost);
            struct scoring_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    scoring_cost,
                >(rounds.eq_mul(round_scoring_cost)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Active learning's whole cost. Equation: `active_label_cost + scoring_cost`.
        #[inline]
        pub fn active_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_active_cost(self.active_label_cost()?, self.scoring_cost()?)
        }
        #[doc(hidden)]
        fn __eq_active_cost(
            &self,
            active_label_cost: Usd,
            scoring_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct active_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    active_cost,
                >(active_label_cost.eq_add(scoring_cost)?))(),
                &__PROPERTIES[4],
            )
        }
        ///What active learning saves over its own cost. Equation: `(random_cost - active_cost) / active_cost`.
        #[inline]
        pub fn roi(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_roi(self.random_cost()?, self.active_cost()?)
        }
        #[doc(hidden)]
        fn __eq_roi(
            &self,
            random_cost: Usd,
            active_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct roi {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    roi,
                >(random_cost.eq_sub(active_cost)?.eq_div(active_cost)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ActiveLearningRoundsValues`].
        #[must_use]
        pub fn evaluate(&self) -> ActiveLearningRoundsValues<'_> {
            let active_labels = self.active_labels();
            let random_cost = self.random_cost();
            let active_label_cost = __c::after(
                (&active_labels,),
                |(v0,)| self.__eq_active_label_cost(v0),
            );
            let scoring_cost = self.scoring_cost();
            let active_cost = __c::after(
                (&active_label_cost, &scoring_cost),
                |(v0, v1)| self.__eq_active_cost(v0, v1),
            );
            let roi = __c::after(
                (&random_cost, &active_cost),
                |(v0, v1)| self.__eq_roi(v0, v1),
            );
            ActiveLearningRoundsValues {
                scenario: self,
                active_labels,
                random_cost,
                active_label_cost,
                scoring_cost,
                active_cost,
                roi,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.label_price, &__INPUTS[0])?;
            __c::bounded_plain(&self.initial_labels, &__INPUTS[1])?;
            __c::bounded_plain(&self.labels_per_round, &__INPUTS[2])?;
            __c::bounded_plain(&self.rounds, &__INPUTS[3])?;
            __c::bounded(&self.round_scoring_cost, &__INPUTS[4])?;
            __c::bounded_plain(&self.random_labels, &__INPUTS[5])?;
            __c::bounded(&self.label_turnaround, &__INPUTS[6])?;
            Ok(())
        }
    }
    impl ActiveLearningRoundsBuilder {
        ///Sets `label_price`: Price of one label.
        #[must_use]
        pub fn label_price(mut self, value: Usd) -> Self {
            self.label_price = Some(value);
            self
        }
        ///Sets `initial_labels`: Labels before the first round.
        #[must_use]
        pub fn initial_labels(mut self, value: i64) -> Self {
            self.initial_labels = Some(value);
            self
        }
        ///Sets `labels_per_round`: Labels each round adds.
        #[must_use]
        pub fn labels_per_round(mut self, value: i64) -> Self {
            self.labels_per_round = Some(value);
            self
        }
        ///Sets `rounds`: Rounds of active learning.
        #[must_use]
        pub fn rounds(mut self, value: i64) -> Self {
            self.rounds = Some(value);
            self
        }
        ///Sets `round_scoring_cost`: Cost of scoring the pool once.
        #[must_use]
        pub fn round_scoring_cost(mut self, value: Usd) -> Self {
            self.round_scoring_cost = Some(value);
            self
        }
        ///Sets `random_labels`: Labels random sampling needs for the same quality.
        #[must_use]
        pub fn random_labels(mut self, value: i64) -> Self {
            self.random_labels = Some(value);
            self
        }
        ///Sets `label_turnaround`: Time each round waits for its labels (context).
        #[must_use]
        pub fn label_turnaround(mut self, value: Time) -> Self {
            self.label_turnaround = Some(value);
            self
        }
        ///Leaves `label_turnaround` absent.
        #[must_use]
        pub fn without_label_turnaround(mut self) -> Self {
            self.label_turnaround = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ActiveLearningRounds, __c::InputError> {
            let scenario = ActiveLearningRounds {
                label_price: __c::given(self.label_price, "label_price")?,
                initial_labels: __c::given(self.initial_labels, "initial_labels")?,
                labels_per_round: __c::given(self.labels_per_round, "labels_per_round")?,
                rounds: __c::given(self.rounds, "rounds")?,
                round_scoring_cost: __c::given(
                    self.round_scoring_cost,
                    "round_scoring_cost",
                )?,
                random_labels: __c::given(self.random_labels, "random_labels")?,
                label_turnaround: self.label_turnaround,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ActiveLearningRoundsBuilder {
        type Scenario = ActiveLearningRounds;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "label_price" => self.label_price = __c::set(value, &__INPUTS[0])?,
                "initial_labels" => self.initial_labels = __c::set(value, &__INPUTS[1])?,
                "labels_per_round" => {
                    self.labels_per_round = __c::set(value, &__INPUTS[2])?;
                }
                "rounds" => self.rounds = __c::set(value, &__INPUTS[3])?,
                "round_scoring_cost" => {
                    self.round_scoring_cost = __c::set(value, &__INPUTS[4])?;
                }
                "random_labels" => self.random_labels = __c::set(value, &__INPUTS[5])?,
                "label_turnaround" => {
                    self.label_turnaround = __c::set(value, &__INPUTS[6])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ActiveLearningRounds, __c::InputError> {
            ActiveLearningRoundsBuilder::build(self)
        }
    }
    impl<'a> ActiveLearningRoundsValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ActiveLearningRounds {
            self.scenario
        }
    }
    impl __c::Scenario for ActiveLearningRounds {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ActiveLearningRounds",
            family: &SELECTION,
            summary: "Active learning in rounds from an initial label set, each round paying to score the pool, against random labeling that needs more labels at the same price.",
            description: "",
            notes: __c::meta::Notes {
                equation: "active labels = initial + rounds × per round; active cost = labels × price + rounds × scoring; random cost = random labels × price; ROI = (random − active) ÷ active",
                assumptions: &[
                    "Both paths reach the same quality; the label counts are stated, not computed.",
                ],
                rules: __RULES,
                excludes: &[
                    "The calendar time of the rounds (`label_turnaround` is context).",
                ],
                derivation: &[
                    "Unit prices times counts, and a return on the active path's cost.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Ten rounds of 100 labels against 5,000 random ones",
                    code: "// Ten rounds of 100 labels against 5,000 random ones\nuse mlsysim_data::selection::active_learning_ten_rounds;\n\nlet s = active_learning_ten_rounds()?;\nassert_eq!(s.active_labels()?, 2000);\nassert!(s.roi()? > 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ActiveLearningRoundsBuilder;
        fn to_builder(&self) -> ActiveLearningRoundsBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.label_price,
                    &self.initial_labels,
                    &self.labels_per_round,
                    &self.rounds,
                    &self.round_scoring_cost,
                    &self.random_labels,
                    &self.label_turnaround,
                ],
                &[
                    &values.active_labels,
                    &values.random_cost,
                    &values.active_label_cost,
                    &values.scoring_cost,
                    &values.active_cost,
                    &values.roi,
                ],
            )
        }
    }
    __c::glue!(ActiveLearningRounds);
};
