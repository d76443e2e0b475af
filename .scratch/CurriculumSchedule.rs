/**A curriculum that reaches the target in fewer epochs than shuffled training, with an optional linear warmup in which epoch j serves j/W of the data.

# Equation

reduction = (baseline − curriculum) ÷ baseline; warmup passes = (W + 1) ÷ 2; warmup share = passes ÷ W

# Assumptions

- Epoch counts are to the same target quality.

# Rules across inputs

- `curriculum_epochs` is at most `baseline_epochs` (`curriculum_epochs <= baseline_epochs`)

# Excludes

- The cost of scoring examples by difficulty.

# Derivation

- A linear warmup serves 1/W + 2/W + … + W/W = (W + 1)/2 passes.

# Examples

```rust
// A 10-epoch warmup serves 55% of ten passes
use mlsysim_data::selection::cifar10_linear_curriculum;

let s = cifar10_linear_curriculum()?;
assert!((s.warmup_share()? - 0.55).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CurriculumSchedule {
    ///Epochs to target with shuffled data. *Allowed >= 1.*
    pub baseline_epochs: i64,
    ///Epochs to target with the curriculum. *Allowed >= 0.*
    pub curriculum_epochs: i64,
    ///Epochs of a linear warmup. *Optional (absent by default); allowed >= 1.*
    pub warmup_epochs: Option<i64>,
}
///Builds a [`CurriculumSchedule`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CurriculumScheduleBuilder {
    baseline_epochs: ::core::option::Option<i64>,
    curriculum_epochs: ::core::option::Option<i64>,
    warmup_epochs: ::core::option::Option<i64>,
}
///Every property of a [`CurriculumSchedule`], each computed once (see [`CurriculumSchedule::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CurriculumScheduleValues<'a> {
    scenario: &'a CurriculumSchedule,
    ///Share of the epochs the curriculum saves.
    pub epoch_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Passes over the data the warmup serves.
    pub warmup_samples: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Warmup passes over the warmup's epochs.
    pub warmup_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "baseline_epochs",
            ty: "i64",
            doc: "Epochs to target with shuffled data.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "curriculum_epochs",
            ty: "i64",
            doc: "Epochs to target with the curriculum.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "warmup_epochs",
            ty: "Option<i64>",
            doc: "Epochs of a linear warmup.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "epoch_reduction",
            doc: "Share of the epochs the curriculum saves.",
            equation: "(baseline_epochs - curriculum_epochs) / baseline_epochs",
            result_type: "f64",
            depends_on: &["baseline_epochs", "curriculum_epochs"],
            template: "({baseline_epochs} - {curriculum_epochs}) / {baseline_epochs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "warmup_samples",
            doc: "Passes over the data the warmup serves.",
            equation: "(warmup_epochs + 1) / 2",
            result_type: "f64",
            depends_on: &["warmup_epochs"],
            requires: &["warmup_epochs"],
            template: "({warmup_epochs} + 1) / 2",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "warmup_share",
            doc: "Warmup passes over the warmup's epochs.",
            equation: "warmup_samples / warmup_epochs",
            result_type: "f64",
            depends_on: &["warmup_epochs", "warmup_samples"],
            requires: &["warmup_epochs"],
            template: "{warmup_samples} / {warmup_epochs}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`curriculum_epochs` is at most `baseline_epochs`",
            condition: "curriculum_epochs <= baseline_epochs",
            inputs: &["curriculum_epochs", "baseline_epochs"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl CurriculumSchedule {
        ///Starts a [`CurriculumScheduleBuilder`]; required inputs must be set before [`CurriculumScheduleBuilder::build`].
        #[must_use]
        pub fn builder() -> CurriculumScheduleBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CurriculumScheduleBuilder {
            CurriculumScheduleBuilder {
                baseline_epochs: Some(__Clone::clone(&self.baseline_epochs)),
                curriculum_epochs: Some(__Clone::clone(&self.curriculum_epochs)),
                warmup_epochs: __Clone::clone(&self.warmup_epochs),
            }
        }
        ///Share of the epochs the curriculum saves. Equation: `(baseline_epochs - curriculum_epochs) / baseline_epochs`.
        #[inline]
        pub fn epoch_reduction(&self) -> __Result<f64, __c::EvalError> {
            let baseline_epochs = __Clone::clone(&self.baseline_epochs);
            let curriculum_epochs = __Clone::clone(&self.curriculum_epochs);
            struct epoch_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    epoch_reduction,
                >(
                    baseline_epochs.eq_sub(curriculum_epochs)?.eq_div(baseline_epochs)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Passes over the data the warmup serves. Equation: `(warmup_epochs + 1) / 2`. Requires `warmup_epochs` (an error names the absent one).
        #[inline]
        pub fn warmup_samples(&self) -> __Result<f64, __c::EvalError> {
            let warmup_epochs = __c::present(
                &self.warmup_epochs,
                "warmup_samples",
                "warmup_epochs",
            )?;
            struct warmup_samples {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    warmup_samples,
                >(warmup_epochs.eq_add(1i64)?.eq_div(2i64)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Warmup passes over the warmup's epochs. Equation: `warmup_samples / warmup_epochs`. Requires `warmup_epochs` (an error names the absent one).
        #[inline]
        pub fn warmup_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_warmup_share(self.warmup_samples()?)
        }
        #[doc(hidden)]
        fn __eq_warmup_share(
            &self,
            warmup_samples: f64,
        ) -> __Result<f64, __c::EvalError> {
            let warmup_epochs = __c::present(
                &self.warmup_epochs,
                "warmup_share",
                "warmup_epochs",
            )?;
            struct warmup_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    warmup_share,
                >(warmup_samples.eq_div(warmup_epochs)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CurriculumScheduleValues`].
        #[must_use]
        pub fn evaluate(&self) -> CurriculumScheduleValues<'_> {
            let epoch_reduction = self.epoch_reduction();
            let warmup_samples = self.warmup_samples();
            let warmup_share = __c::after(
                (&warmup_samples,),
                |(v0,)| self.__eq_warmup_share(v0),
            );
            CurriculumScheduleValues {
                scenario: self,
                epoch_reduction,
                warmup_samples,
                warmup_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.baseline_epochs, &__INPUTS[0])?;
            __c::bounded_plain(&self.curriculum_epochs, &__INPUTS[1])?;
            __c::bounded_plain(&self.warmup_epochs, &__INPUTS[2])?;
            {
                let curriculum_epochs = __Clone::clone(&self.curriculum_epochs);
                let baseline_epochs = __Clone::clone(&self.baseline_epochs);
                __c::rule(
                    curriculum_epochs <= baseline_epochs,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.curriculum_epochs, &self.baseline_epochs],
                )?;
            }
            Ok(())
        }
    }
    impl CurriculumScheduleBuilder {
        ///Sets `baseline_epochs`: Epochs to target with shuffled data.
        #[must_use]
        pub fn baseline_epochs(mut self, value: i64) -> Self {
            self.baseline_epochs = Some(value);
            self
        }
        ///Sets `curriculum_epochs`: Epochs to target with the curriculum.
        #[must_use]
        pub fn curriculum_epochs(mut self, value: i64) -> Self {
            self.curriculum_epochs = Some(value);
            self
        }
        ///Sets `warmup_epochs`: Epochs of a linear warmup.
        #[must_use]
        pub fn warmup_epochs(mut self, value: i64) -> Self {
            self.warmup_epochs = Some(value);
            self
        }
        ///Leaves `warmup_epochs` absent.
        #[must_use]
        pub fn without_warmup_epochs(mut self) -> Self {
            self.warmup_epochs = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CurriculumSchedule, __c::InputError> {
            let scenario = CurriculumSchedule {
                baseline_epochs: __c::given(self.baseline_epochs, "baseline_epochs")?,
                curriculum_epochs: __c::given(
                    self.curriculum_epochs,
                    "curriculum_epochs",
                )?,
                warmup_epochs: self.warmup_epochs,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CurriculumScheduleBuilder {
        type Scenario = CurriculumSchedule;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "baseline_epochs" => {
                    self.baseline_epochs = __c::set(value, &__INPUTS[0])?;
                }
                "curriculum_epochs" => {
                    self.curriculum_epochs = __c::set(value, &__INPUTS[1])?;
                }
                "warmup_epochs" => self.warmup_epochs = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CurriculumSchedule, __c::InputError> {
            CurriculumScheduleBuilder::build(self)
        }
    }
    impl<'a> CurriculumScheduleValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CurriculumSchedule {
            self.scenario
        }
    }
    impl __c::Scenario for CurriculumSchedule {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CurriculumSchedule",
            family: &SELECTION,
            summary: "A curriculum that reaches the target in fewer epochs than shuffled training, with an optional linear warmup in which epoch j serves j/W of the data.",
            description: "",
            notes: __c::meta::Notes {
                equation: "reduction = (baseline − curriculum) ÷ baseline; warmup passes = (W + 1) ÷ 2; warmup share = passes ÷ W",
                assumptions: &["Epoch counts are to the same target quality."],
                rules: __RULES,
                excludes: &["The cost of scoring examples by difficulty."],
                derivation: &[
                    "A linear warmup serves 1/W + 2/W + … + W/W = (W + 1)/2 passes.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 10-epoch warmup serves 55% of ten passes",
                    code: "// A 10-epoch warmup serves 55% of ten passes\nuse mlsysim_data::selection::cifar10_linear_curriculum;\n\nlet s = cifar10_linear_curriculum()?;\nassert!((s.warmup_share()? - 0.55).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CurriculumScheduleBuilder;
        fn to_builder(&self) -> CurriculumScheduleBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.baseline_epochs, &self.curriculum_epochs, &self.warmup_epochs],
                &[&values.epoch_reduction, &values.warmup_samples, &values.warmup_share],
            )
        }
    }
    __c::glue!(CurriculumSchedule);
};
