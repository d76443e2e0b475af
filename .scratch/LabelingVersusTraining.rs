/**A labeling budget against one training run on the labeled data, priced at a low and a high accelerator-hour rate.

# Equation

train time = examples × epochs ÷ (accelerators × throughput); cost = accelerators × time × price; ratio = labeling budget ÷ cost

# Assumptions

- Training runs at the stated throughput for every epoch, with no restarts.

# Rules across inputs

- `price_low` is at most `price_high` (`price_low <= price_high`)

# Excludes

- Experiments before the final run, which multiply the training bill.

# Derivation

- Run time is work over rate; cost is accelerator-hours times price.

# Examples

```rust
// Labels cost far more than one run
use mlsysim_data::engineering::imagenet_labeling_versus_resnet_run;

let s = imagenet_labeling_versus_resnet_run()?;
assert!(s.ratio_low()? > 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LabelingVersusTraining {
    ///Money spent on labels. *Shown in `USD`; allowed >= 0.*
    pub labeling_budget: Usd,
    ///Examples in the dataset. *Allowed > 0.*
    pub dataset_examples: f64,
    ///Epochs of the run. *Allowed >= 1.*
    pub epochs: i64,
    ///Examples a second one accelerator trains on. *Shown in `PER_SECOND`; allowed > 0.*
    pub throughput_per_accelerator: Frequency,
    ///Accelerators of the run. *Allowed >= 1.*
    pub accelerators: i64,
    ///The lower accelerator-hour price. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub price_low: MoneyRate,
    ///The higher accelerator-hour price. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub price_high: MoneyRate,
    ///Calendar time the labeling takes, low. *Optional (absent by default); shown in `WEEK`; allowed > 0.*
    pub labeling_time_low: Option<Time>,
    ///Calendar time the labeling takes, high. *Optional (absent by default); shown in `WEEK`; allowed > 0.*
    pub labeling_time_high: Option<Time>,
}
///Builds a [`LabelingVersusTraining`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct LabelingVersusTrainingBuilder {
    labeling_budget: ::core::option::Option<Usd>,
    dataset_examples: ::core::option::Option<f64>,
    epochs: ::core::option::Option<i64>,
    throughput_per_accelerator: ::core::option::Option<Frequency>,
    accelerators: ::core::option::Option<i64>,
    price_low: ::core::option::Option<MoneyRate>,
    price_high: ::core::option::Option<MoneyRate>,
    labeling_time_low: ::core::option::Option<Time>,
    labeling_time_high: ::core::option::Option<Time>,
}
///Every property of a [`LabelingVersusTraining`], each computed once (see [`LabelingVersusTraining::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LabelingVersusTrainingValues<'a> {
    scenario: &'a LabelingVersusTraining,
    ///Wall-clock time of the run.
    pub train_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The run at the lower price.
    pub train_cost_low: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The run at the higher price.
    pub train_cost_high: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The labeling budget over the dearer run.
    pub ratio_low: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The labeling budget over the cheaper run.
    pub ratio_high: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "labeling_budget",
            ty: "Usd",
            doc: "Money spent on labels.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dataset_examples",
            ty: "f64",
            doc: "Examples in the dataset.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "epochs",
            ty: "i64",
            doc: "Epochs of the run.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "throughput_per_accelerator",
            ty: "Frequency",
            doc: "Examples a second one accelerator trains on.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerators",
            ty: "i64",
            doc: "Accelerators of the run.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "price_low",
            ty: "MoneyRate",
            doc: "The lower accelerator-hour price.",
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
            name: "price_high",
            ty: "MoneyRate",
            doc: "The higher accelerator-hour price.",
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
            name: "labeling_time_low",
            ty: "Option<Time>",
            doc: "Calendar time the labeling takes, low.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::WEEK);
                __c::units::label(&::mlsysim_core::units::WEEK)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "labeling_time_high",
            ty: "Option<Time>",
            doc: "Calendar time the labeling takes, high.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::WEEK);
                __c::units::label(&::mlsysim_core::units::WEEK)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "train_time",
            doc: "Wall-clock time of the run.",
            equation: "dataset_examples * epochs / (accelerators * throughput_per_accelerator)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &[
                "dataset_examples",
                "epochs",
                "accelerators",
                "throughput_per_accelerator",
            ],
            template: "{dataset_examples} * {epochs} / ({accelerators} * {throughput_per_accelerator})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "train_cost_low",
            doc: "The run at the lower price.",
            equation: "accelerators * train_time * price_low",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["accelerators", "price_low", "train_time"],
            template: "{accelerators} * {train_time} * {price_low}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "train_cost_high",
            doc: "The run at the higher price.",
            equation: "accelerators * train_time * price_high",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["accelerators", "price_high", "train_time"],
            template: "{accelerators} * {train_time} * {price_high}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ratio_low",
            doc: "The labeling budget over the dearer run.",
            equation: "labeling_budget / train_cost_high",
            result_type: "f64",
            depends_on: &["labeling_budget", "train_cost_high"],
            template: "{labeling_budget} / {train_cost_high}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ratio_high",
            doc: "The labeling budget over the cheaper run.",
            equation: "labeling_budget / train_cost_low",
            result_type: "f64",
            depends_on: &["labeling_budget", "train_cost_low"],
            template: "{labeling_budget} / {train_cost_low}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`price_low` is at most `price_high`",
            condition: "price_low <= price_high",
            inputs: &["price_low", "price_high"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl LabelingVersusTraining {
        ///Starts a [`LabelingVersusTrainingBuilder`]; required inputs must be set before [`LabelingVersusTrainingBuilder::build`].
        #[must_use]
        pub fn builder() -> LabelingVersusTrainingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> LabelingVersusTrainingBuilder {
            LabelingVersusTrainingBuilder {
                labeling_budget: Some(__Clone::clone(&self.labeling_budget)),
                dataset_examples: Some(__Clone::clone(&self.dataset_examples)),
                epochs: Some(__Clone::clone(&self.epochs)),
                throughput_per_accelerator: Some(
                    __Clone::clone(&self.throughput_per_accelerator),
                ),
                accelerators: Some(__Clone::clone(&self.accelerators)),
                price_low: Some(__Clone::clone(&self.price_low)),
                price_high: Some(__Clone::clone(&self.price_high)),
                labeling_time_low: __Clone::clone(&self.labeling_time_low),
                labeling_time_high: __Clone::clone(&self.labeling_time_high),
            }
        }
        ///Wall-clock time of the run. Equation: `dataset_examples * epochs / (accelerators * throughput_per_accelerator)`.
        #[inline]
        pub fn train_time(&self) -> __Result<Time, __c::EvalError> {
            let dataset_examples = __Clone::clone(&self.dataset_examples);
            let epochs = __Clone::clone(&self.epochs);
            let accelerators = __Clone::clone(&self.accelerators);
            let throughput_per_accelerator = __Clone::clone(
                &self.throughput_per_accelerator,
            );
            struct train_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    train_time,
                >(
                    dataset_examples
                        .eq_mul(epochs)?
                        .eq_div(accelerators.eq_mul(throughput_per_accelerator)?)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///The run at the lower price. Equation: `accelerators * train_time * price_low`.
        #[inline]
        pub fn train_cost_low(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_train_cost_low(self.train_time()?)
        }
        #[doc(hidden)]
        fn __eq_train_cost_low(
            &self,
            train_time: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            let price_low = __Clone::clone(&self.price_low);
            struct train_cost_low {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    train_cost_low,
                >(accelerators.eq_mul(train_time)?.eq_mul(price_low)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The run at the higher price. Equation: `accelerators * train_time * price_high`.
        #[inline]
        pub fn train_cost_high(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_train_cost_high(self.train_time()?)
        }
        #[doc(hidden)]
        fn __eq_train_cost_high(
            &self,
            train_time: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            let price_high = __Clone::clone(&self.price_high);
            struct train_cost_high {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    train_cost_high,
                >(accelerators.eq_mul(train_time)?.eq_mul(price_high)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The labeling budget over the dearer run. Equation: `labeling_budget / train_cost_high`.
        #[inline]
        pub fn ratio_low(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_ratio_low(self.train_cost_high()?)
        }
        #[doc(hidden)]
        fn __eq_ratio_low(&self, train_cost_high: Usd) -> __Result<f64, __c::EvalError> {
            let labeling_budget = __Clone::clone(&self.labeling_budget);
            struct ratio_low {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ratio_low,
                >(labeling_budget.eq_div(train_cost_high)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The labeling budget over the cheaper run. Equation: `labeling_budget / train_cost_low`.
        #[inline]
        pub fn ratio_high(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_ratio_high(self.train_cost_low()?)
        }
        #[doc(hidden)]
        fn __eq_ratio_high(&self, train_cost_low: Usd) -> __Result<f64, __c::EvalError> {
            let labeling_budget = __Clone::clone(&self.labeling_budget);
            struct ratio_high {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ratio_high,
                >(labeling_budget.eq_div(train_cost_low)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`LabelingVersusTrainingValues`].
        #[must_use]
        pub fn evaluate(&self) -> LabelingVersusTrainingValues<'_> {
            let train_time = self.train_time();
            let train_cost_low = __c::after(
                (&train_time,),
                |(v0,)| self.__eq_train_cost_low(v0),
            );
            let train_cost_high = __c::after(
                (&train_time,),
                |(v0,)| self.__eq_train_cost_high(v0),
            );
            let ratio_low = __c::after(
                (&train_cost_high,),
                |(v0,)| self.__eq_ratio_low(v0),
            );
            let ratio_high = __c::after(
                (&train_cost_low,),
                |(v0,)| self.__eq_ratio_high(v0),
            );
            LabelingVersusTrainingValues {
                scenario: self,
                train_time,
                train_cost_low,
                train_cost_high,
                ratio_low,
                ratio_high,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.labeling_budget, &__INPUTS[0])?;
            __c::bounded(&self.dataset_examples, &__INPUTS[1])?;
            __c::bounded_plain(&self.epochs, &__INPUTS[2])?;
            __c::bounded(&self.throughput_per_accelerator, &__INPUTS[3])?;
            __c::bounded_plain(&self.accelerators, &__INPUTS[4])?;
            __c::bounded(&self.price_low, &__INPUTS[5])?;
            __c::bounded(&self.price_high, &__INPUTS[6])?;
            __c::bounded(&self.labeling_time_low, &__INPUTS[7])?;
            __c::bounded(&self.labeling_time_high, &__INPUTS[8])?;
            {
                let price_low = __Clone::clone(&self.price_low);
                let price_high = __Clone::clone(&self.price_high);
                __c::rule(
                    price_low <= price_high,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.price_low, &self.price_high],
                )?;
            }
            Ok(())
        }
    }
    impl LabelingVersusTrainingBuilder {
        ///Sets `labeling_budget`: Money spent on labels.
        #[must_use]
        pub fn labeling_budget(mut self, value: Usd) -> Self {
            self.labeling_budget = Some(value);
            self
        }
        ///Sets `dataset_examples`: Examples in the dataset.
        #[must_use]
        pub fn dataset_examples(mut self, value: f64) -> Self {
            self.dataset_examples = Some(value);
            self
        }
        ///Sets `epochs`: Epochs of the run.
        #[must_use]
        pub fn epochs(mut self, value: i64) -> Self {
            self.epochs = Some(value);
            self
        }
        ///Sets `throughput_per_accelerator`: Examples a second one accelerator trains on.
        #[must_use]
        pub fn throughput_per_accelerator(mut self, value: Frequency) -> Self {
            self.throughput_per_accelerator = Some(value);
            self
        }
        ///Sets `accelerators`: Accelerators of the run.
        #[must_use]
        pub fn accelerators(mut self, value: i64) -> Self {
            self.accelerators = Some(value);
            self
        }
        ///Sets `price_low`: The lower accelerator-hour price.
        #[must_use]
        pub fn price_low(mut self, value: MoneyRate) -> Self {
            self.price_low = Some(value);
            self
        }
        ///Sets `price_high`: The higher accelerator-hour price.
        #[must_use]
        pub fn price_high(mut self, value: MoneyRate) -> Self {
            self.price_high = Some(value);
            self
        }
        ///Sets `labeling_time_low`: Calendar time the labeling takes, low.
        #[must_use]
        pub fn labeling_time_low(mut self, value: Time) -> Self {
            self.labeling_time_low = Some(value);
            self
        }
        ///Leaves `labeling_time_low` absent.
        #[must_use]
        pub fn without_labeling_time_low(mut self) -> Self {
            self.labeling_time_low = None;
            self
        }
        ///Sets `labeling_time_high`: Calendar time the labeling takes, high.
        #[must_use]
        pub fn labeling_time_high(mut self, value: Time) -> Self {
            self.labeling_time_high = Some(value);
            self
        }
        ///Leaves `labeling_time_high` absent.
        #[must_use]
        pub fn without_labeling_time_high(mut self) -> Self {
            self.labeling_time_high = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<LabelingVersusTraining, __c::InputError> {
            let scenario = LabelingVersusTraining {
                labeling_budget: __c::given(self.labeling_budget, "labeling_budget")?,
                dataset_examples: __c::given(self.dataset_examples, "dataset_examples")?,
                epochs: __c::given(self.epochs, "epochs")?,
                throughput_per_accelerator: __c::given(
                    self.throughput_per_accelerator,
                    "throughput_per_accelerator",
                )?,
                accelerators: __c::given(self.accelerators, "accelerators")?,
                price_low: __c::given(self.price_low, "price_low")?,
                price_high: __c::given(self.price_high, "price_high")?,
                labeling_time_low: self.labeling_time_low,
                labeling_time_high: self.labeling_time_high,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for LabelingVersusTrainingBuilder {
        type Scenario = LabelingVersusTraining;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "labeling_budget" => {
                    self.labeling_budget = __c::set(value, &__INPUTS[0])?;
                }
                "dataset_examples" => {
                    self.dataset_examples = __c::set(value, &__INPUTS[1])?;
                }
                "epochs" => self.epochs = __c::set(value, &__INPUTS[2])?,
                "throughput_per_accelerator" => {
                    self.throughput_per_accelerator = __c::set(value, &__INPUTS[3])?;
                }
                "accelerators" => self.accelerators = __c::set(value, &__INPUTS[4])?,
                "price_low" => self.price_low = __c::set(value, &__INPUTS[5])?,
                "price_high" => self.price_high = __c::set(value, &__INPUTS[6])?,
                "labeling_time_low" => {
                    self.labeling_time_low = __c::set(value, &__INPUTS[7])?;
                }
                "labeling_time_high" => {
                    self.labeling_time_high = __c::set(value, &__INPUTS[8])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<LabelingVersusTraining, __c::InputError> {
            LabelingVersusTrainingBuilder::build(self)
        }
    }
    impl<'a> LabelingVersusTrainingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a LabelingVersusTraining {
            self.scenario
        }
    }
    impl __c::Scenario for LabelingVersusTraining {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "LabelingVersusTraining",
            family: &ENGINEERING,
            summary: "A labeling budget against one training run on the labeled data, priced at a low and a high accelerator-hour rate.",
            description: "",
            notes: __c::meta::Notes {
                equation: "train time = examples × epochs ÷ (accelerators × throughput); cost = accelerators × time × price; ratio = labeling budget ÷ cost",
                assumptions: &[
                    "Training runs at the stated throughput for every epoch, with no restarts.",
                ],
                rules: __RULES,
                excludes: &[
                    "Experiments before the final run, which multiply the training bill.",
                ],
                derivation: &[
                    "Run time is work over rate; cost is accelerator-hours times price.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Labels cost far more than one run",
                    code: "// Labels cost far more than one run\nuse mlsysim_data::engineering::imagenet_labeling_versus_resnet_run;\n\nlet s = imagenet_labeling_versus_resnet_run()?;\nassert!(s.ratio_low()? > 10.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = LabelingVersusTrainingBuilder;
        fn to_builder(&self) -> LabelingVersusTrainingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.labeling_budget,
                    &self.dataset_examples,
                    &self.epochs,
                    &self.throughput_per_accelerator,
                    &self.accelerators,
                    &self.price_low,
                    &self.price_high,
                    &self.labeling_time_low,
                    &self.labeling_time_high,
                ],
                &[
                    &values.train_time,
                    &values.train_cost_low,
                    &values.train_cost_high,
                    &values.ratio_low,
                    &values.ratio_high,
                ],
            )
        }
    }
    __c::glue!(LabelingVersusTraining);
};
