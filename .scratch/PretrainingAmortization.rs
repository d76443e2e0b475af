/**Tasks trained from scratch against one pretraining run fine-tuned for each: compute and labels on both paths, and the task count at which pretraining pays for itself.

# Equation

scratch = per task × tasks; foundation = pretrain + fine-tune × tasks; crossover = pretrain ÷ (scratch − fine-tune)

# Assumptions

- Compute is accelerator-hours; every task needs the same compute and labels.

# Rules across inputs

- `finetune_compute` is below `scratch_compute`, or pretraining never pays (`finetune_compute < scratch_compute`)

# Excludes

- Serving a larger foundation model, and tasks it does not transfer to.

# Derivation

- A fixed cost amortized over a per-task saving.

# Examples

```rust
// Pretraining pays after about ten tasks
use mlsysim_data::selection::foundation_model_ten_tasks;

let s = foundation_model_ten_tasks()?;
assert!((s.crossover_tasks()? - 10.526315789473685).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PretrainingAmortization {
    ///Accelerator-hours of the one pretraining run. *Shown in `HOUR`; allowed >= 0.*
    pub pretrain_compute: Time,
    ///Accelerator-hours of one task from scratch. *Shown in `HOUR`; allowed > 0.*
    pub scratch_compute: Time,
    ///Accelerator-hours of one fine-tuning. *Shown in `HOUR`; allowed > 0.*
    pub finetune_compute: Time,
    ///Tasks. *Allowed >= 0.*
    pub tasks: i64,
    ///Labels one task needs from scratch. *Allowed >= 0.*
    pub scratch_labels: f64,
    ///Labels one fine-tuning needs. *Allowed > 0.*
    pub finetune_labels: f64,
    ///Price of one label. *Shown in `USD`; allowed >= 0.*
    pub label_price: Usd,
}
///Builds a [`PretrainingAmortization`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PretrainingAmortizationBuilder {
    pretrain_compute: ::core::option::Option<Time>,
    scratch_compute: ::core::option::Option<Time>,
    finetune_compute: ::core::option::Option<Time>,
    tasks: ::core::option::Option<i64>,
    scratch_labels: ::core::option::Option<f64>,
    finetune_labels: ::core::option::Option<f64>,
    label_price: ::core::option::Option<Usd>,
}
///Every property of a [`PretrainingAmortization`], each computed once (see [`PretrainingAmortization::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PretrainingAmortizationValues<'a> {
    scenario: &'a PretrainingAmortization,
    ///Compute of every task from scratch.
    pub scratch_total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Compute of pretraining and every fine-tuning.
    pub foundation_total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Labels of every task from scratch.
    pub scratch_label_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Labels of every fine-tuning.
    pub finetune_label_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Scratch label cost over fine-tuning's.
    pub label_cost_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Compute of one task from scratch over one fine-tuning.
    pub marginal_compute_reduction: ::core::result::Result<
        f64,
        ::mlsysim_core::EvalError,
    >,
    ///Tasks after which pretraining has paid for itself in compute.
    pub crossover_tasks: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "pretrain_compute",
            ty: "Time",
            doc: "Accelerator-hours of the one pretraining run.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "scratch_compute",
            ty: "Time",
            doc: "Accelerator-hours of one task from scratch.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "finetune_compute",
            ty: "Time",
            doc: "Accelerator-hours of one fine-tuning.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tasks",
            ty: "i64",
            doc: "Tasks.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "scratch_labels",
            ty: "f64",
            doc: "Labels one task needs from scratch.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "finetune_labels",
            ty: "f64",
            doc: "Labels one fine-tuning needs.",
            bounds: __c::Bounds::POSITIVE,
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
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "scratch_total",
            doc: "Compute of every task from scratch.",
            equation: "scratch_compute * tasks",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["scratch_compute", "tasks"],
            template: "{scratch_compute} * {tasks}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "foundation_total",
            doc: "Compute of pretraining and every fine-tuning.",
            equation: "pretrain_compute + finetune_compute * tasks",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["pretrain_compute", "finetune_compute", "tasks"],
            template: "{pretrain_compute} + {finetune_compute} * {tasks}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scratch_label_cost",
            doc: "Labels of every task from scratch.",
            equation: "scratch_labels * label_price * tasks",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["scratch_labels", "label_price", "tasks"],
            template: "{scratch_labels} * {label_price} * {tasks}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "finetune_label_cost",
            doc: "Labels of every fine-tuning.",
            equation: "finetune_labels * label_price * tasks",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["finetune_labels", "label_price", "tasks"],
            template: "{finetune_labels} * {label_price} * {tasks}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "label_cost_reduction",
            doc: "Scratch label cost over fine-tuning's.",
            equation: "scratch_label_cost / finetune_label_cost",
            result_type: "f64",
            depends_on: &["scratch_label_cost", "finetune_label_cost"],
            template: "{scratch_label_cost} / {finetune_label_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "marginal_compute_reduction",
            doc: "Compute of one task from scratch over one fine-tuning.",
            equation: "scratch_compute / finetune_compute",
            result_type: "f64",
            depends_on: &["scratch_compute", "finetune_compute"],
            template: "{scratch_compute} / {finetune_compute}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossover_tasks",
            doc: "Tasks after which pretraining has paid for itself in compute.",
            equation: "pretrain_compute / (scratch_compute - finetune_compute)",
            result_type: "f64",
            depends_on: &["pretrain_compute", "scratch_compute", "finetune_compute"],
            template: "{pretrain_compute} / ({scratch_compute} - {finetune_compute})",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`finetune_compute` is below `scratch_compute`, or pretraining never pays",
            condition: "finetune_compute < scratch_compute",
            inputs: &["finetune_compute", "scratch_compute"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl PretrainingAmortization {
        ///Starts a [`PretrainingAmortizationBuilder`]; required inputs must be set before [`PretrainingAmortizationBuilder::build`].
        #[must_use]
        pub fn builder() -> PretrainingAmortizationBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PretrainingAmortizationBuilder {
            PretrainingAmortizationBuilder {
                pretrain_compute: Some(__Clone::clone(&self.pretrain_compute)),
                scratch_compute: Some(__Clone::clone(&self.scratch_compute)),
                finetune_compute: Some(__Clone::clone(&self.finetune_compute)),
                tasks: Some(__Clone::clone(&self.tasks)),
                scratch_labels: Some(__Clone::clone(&self.scratch_labels)),
                finetune_labels: Some(__Clone::clone(&self.finetune_labels)),
                label_price: Some(__Clone::clone(&self.label_price)),
            }
        }
        ///Compute of every task from scratch. Equation: `scratch_compute * tasks`.
        #[inline]
        pub fn scratch_total(&self) -> __Result<Time, __c::EvalError> {
            let scratch_compute = __Clone::clone(&self.scratch_compute);
            let tasks = __Clone::clone(&self.tasks);
            struct scratch_total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    scratch_total,
                >(scratch_compute.eq_mul(tasks)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Compute of pretraining and every fine-tuning. Equation: `pretrain_compute + finetune_compute * tasks`.
        #[inline]
        pub fn foundation_total(&self) -> __Result<Time, __c::EvalError> {
            let pretrain_compute = __Clone::clone(&self.pretrain_compute);
            let finetune_compute = __Clone::clone(&self.finetune_compute);
            let tasks = __Clone::clone(&self.tasks);
            struct foundation_total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    foundation_total,
                >(pretrain_compute.eq_add(finetune_compute.eq_mul(tasks)?)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Labels of every task from scratch. Equation: `scratch_labels * label_price * tasks`.
        #[inline]
        pub fn scratch_label_cost(&self) -> __Result<Usd, __c::EvalError> {
            let scratch_labels = __Clone::clone(&self.scratch_labels);
            let label_price = __Clone::clone(&self.label_price);
            let tasks = __Clone::clone(&self.tasks);
            struct scratch_label_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    scratch_label_cost,
                >(scratch_labels.eq_mul(label_price)?.eq_mul(tasks)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Labels of every fine-tuning. Equation: `finetune_labels * label_price * tasks`.
        #[inline]
        pub fn finetune_label_cost(&self) -> __Result<Usd, __c::EvalError> {
            let finetune_labels = __Clone::clone(&self.finetune_labels);
            let label_price = __Clone::clone(&self.label_price);
            let tasks = __Clone::clone(&self.tasks);
            struct finetune_label_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    finetune_label_cost,
                >(finetune_labels.eq_mul(label_price)?.eq_mul(tasks)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Scratch label cost over fine-tuning's. Equation: `scratch_label_cost / finetune_label_cost`.
        #[inline]
        pub fn label_cost_reduction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_label_cost_reduction(
                self.scratch_label_cost()?,
                self.finetune_label_cost()?,
            )
        }
        #[doc(hidden)]
        fn __eq_label_cost_reduction(
            &self,
            scratch_label_cost: Usd,
            finetune_label_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct label_cost_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    label_cost_reduction,
                >(scratch_label_cost.eq_div(finetune_label_cost)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Compute of one task from scratch over one fine-tuning. Equation: `scratch_compute / finetune_compute`.
        #[inline]
        pub fn marginal_compute_reduction(&self) -> __Result<f64, __c::EvalError> {
            let scratch_compute = __Clone::clone(&self.scratch_compute);
            let finetune_compute = __Clone::clone(&self.finetune_compute);
            struct marginal_compute_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    marginal_compute_reduction,
                >(scratch_compute.eq_div(finetune_compute)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Tasks after which pretraining has paid for itself in compute. Equation: `pretrain_compute / (scratch_compute - finetune_compute)`.
        #[inline]
        pub fn crossover_tasks(&self) -> __Result<f64, __c::EvalError> {
            let pretrain_compute = __Clone::clone(&self.pretrain_compute);
            let scratch_compute = __Clone::clone(&self.scratch_compute);
            let finetune_compute = __Clone::clone(&self.finetune_compute);
            struct crossover_tasks {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    crossover_tasks,
                >(
                    pretrain_compute.eq_div(scratch_compute.eq_sub(finetune_compute)?)?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PretrainingAmortizationValues`].
        #[must_use]
        pub fn evaluate(&self) -> PretrainingAmortizationValues<'_> {
            let scratch_total = self.scratch_total();
            let foundation_total = self.foundation_total();
            let scratch_label_cost = self.scratch_label_cost();
            let finetune_label_cost = self.finetune_label_cost();
            let label_cost_reduction = __c::after(
                (&scratch_label_cost, &finetune_label_cost),
                |(v0, v1)| self.__eq_label_cost_reduction(v0, v1),
            );
            let marginal_compute_reduction = self.marginal_compute_reduction();
            let crossover_tasks = self.crossover_tasks();
            PretrainingAmortizationValues {
                scenario: self,
                scratch_total,
                foundation_total,
                scratch_label_cost,
                finetune_label_cost,
                label_cost_reduction,
                marginal_compute_reduction,
                crossover_tasks,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.pretrain_compute, &__INPUTS[0])?;
            __c::bounded(&self.scratch_compute, &__INPUTS[1])?;
            __c::bounded(&self.finetune_compute, &__INPUTS[2])?;
            __c::bounded_plain(&self.tasks, &__INPUTS[3])?;
            __c::bounded(&self.scratch_labels, &__INPUTS[4])?;
            __c::bounded(&self.finetune_labels, &__INPUTS[5])?;
            __c::bounded(&self.label_price, &__INPUTS[6])?;
            {
                let finetune_compute = __Clone::clone(&self.finetune_compute);
                let scratch_compute = __Clone::clone(&self.scratch_compute);
                __c::rule(
                    finetune_compute < scratch_compute,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.finetune_compute, &self.scratch_compute],
                )?;
            }
            Ok(())
        }
    }
    impl PretrainingAmortizationBuilder {
        ///Sets `pretrain_compute`: Accelerator-hours of the one pretraining run.
        #[must_use]
        pub fn pretrain_compute(mut self, value: Time) -> Self {
            self.pretrain_compute = Some(value);
            self
        }
        ///Sets `scratch_compute`: Accelerator-hours of one task from scratch.
        #[must_use]
        pub fn scratch_compute(mut self, value: Time) -> Self {
            self.scratch_compute = Some(value);
            self
        }
        ///Sets `finetune_compute`: Accelerator-hours of one fine-tuning.
        #[must_use]
        pub fn finetune_compute(mut self, value: Time) -> Self {
            self.finetune_compute = Some(value);
            self
        }
        ///Sets `tasks`: Tasks.
        #[must_use]
        pub fn tasks(mut self, value: i64) -> Self {
            self.tasks = Some(value);
            self
        }
        ///Sets `scratch_labels`: Labels one task needs from scratch.
        #[must_use]
        pub fn scratch_labels(mut self, value: f64) -> Self {
            self.scratch_labels = Some(value);
            self
        }
        ///Sets `finetune_labels`: Labels one fine-tuning needs.
        #[must_use]
        pub fn finetune_labels(mut self, value: f64) -> Self {
            self.finetune_labels = Some(value);
            self
        }
        ///Sets `label_price`: Price of one label.
        #[must_use]
        pub fn label_price(mut self, value: Usd) -> Self {
            self.label_price = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PretrainingAmortization, __c::InputError> {
            let scenario = PretrainingAmortization {
                pretrain_compute: __c::given(self.pretrain_compute, "pretrain_compute")?,
                scratch_compute: __c::given(self.scratch_compute, "scratch_compute")?,
                finetune_compute: __c::given(self.finetune_compute, "finetune_compute")?,
                tasks: __c::given(self.tasks, "tasks")?,
                scratch_labels: __c::given(self.scratch_labels, "scratch_labels")?,
                finetune_labels: __c::given(self.finetune_labels, "finetune_labels")?,
                label_price: __c::given(self.label_price, "label_price")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PretrainingAmortizationBuilder {
        type Scenario = PretrainingAmortization;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "pretrain_compute" => {
                    self.pretrain_compute = __c::set(value, &__INPUTS[0])?;
                }
                "scratch_compute" => {
                    self.scratch_compute = __c::set(value, &__INPUTS[1])?;
                }
                "finetune_compute" => {
                    self.finetune_compute = __c::set(value, &__INPUTS[2])?;
                }
                "tasks" => self.tasks = __c::set(value, &__INPUTS[3])?,
                "scratch_labels" => self.scratch_labels = __c::set(value, &__INPUTS[4])?,
                "finetune_labels" => {
                    self.finetune_labels = __c::set(value, &__INPUTS[5])?;
                }
                "label_price" => self.label_price = __c::set(value, &__INPUTS[6])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PretrainingAmortization, __c::InputError> {
            PretrainingAmortizationBuilder::build(self)
        }
    }
    impl<'a> PretrainingAmortizationValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PretrainingAmortization {
            self.scenario
        }
    }
    impl __c::Scenario for PretrainingAmortization {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PretrainingAmortization",
            family: &SELECTION,
            summary: "Tasks trained from scratch against one pretraining run fine-tuned for each: compute and labels on both paths, and the task count at which pretraining pays for itself.",
            description: "",
            notes: __c::meta::Notes {
                equation: "scratch = per task × tasks; foundation = pretrain + fine-tune × tasks; crossover = pretrain ÷ (scratch − fine-tune)",
                assumptions: &[
                    "Compute is accelerator-hours; every task needs the same compute and labels.",
                ],
                rules: __RULES,
                excludes: &[
                    "Serving a larger foundation model, and tasks it does not transfer to.",
                ],
                derivation: &["A fixed cost amortized over a per-task saving."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Pretraining pays after about ten tasks",
                    code: "// Pretraining pays after about ten tasks\nuse mlsysim_data::selection::foundation_model_ten_tasks;\n\nlet s = foundation_model_ten_tasks()?;\nassert!((s.crossover_tasks()? - 10.526315789473685).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PretrainingAmortizationBuilder;
        fn to_builder(&self) -> PretrainingAmortizationBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.pretrain_compute,
                    &self.scratch_compute,
                    &self.finetune_compute,
                    &self.tasks,
                    &self.scratch_labels,
                    &self.finetune_labels,
                    &self.label_price,
                ],
                &[
                    &values.scratch_total,
                    &values.foundation_total,
                    &values.scratch_label_cost,
                    &values.finetune_label_cost,
                    &values.label_cost_reduction,
                    &values.marginal_compute_reduction,
                    &values.crossover_tasks,
                ],
            )
        }
    }
    __c::glue!(PretrainingAmortization);
};
