/**Accuracy gained per training FLOP for one epoch over a whole dataset and over a kept subset: whether a coreset learns more per unit of work.

# Equation

work per sample = factor × forward FLOPs; epoch = examples × work; subset = keep × examples × work; ICR = gain ÷ FLOPs; ratio = ICR(subset) ÷ ICR(full)

# Assumptions

- The gains are stated for one epoch, in percentage points.

# Excludes

- The cost of choosing the subset (see CoresetRun and SelectionBudget).

# Derivation

- The information-compute ratio: learning per unit of compute.

# Examples

```rust
// Half the data for 90% of the gain
use mlsysim_data::selection::resnet50_half_imagenet_icr;

let s = resnet50_half_imagenet_icr()?;
assert!((s.icr_ratio()? - 1.8).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct InformationComputeRatio {
    ///The model trained; its forward FLOPs are read.
    pub workload: &'static Workload,
    ///The dataset; its training examples are read.
    pub dataset: &'static Dataset,
    ///Percentage points gained in one epoch on all the data.
    pub gain_full: f64,
    ///Percentage points gained in one epoch on the subset.
    pub gain_subset: f64,
    ///Share of the examples kept. *Allowed > 0 and [0.0, 1.0].*
    pub keep_fraction: f64,
    ///Forward passes of work in one training step of a sample. *Default `3.0`; allowed > 0.*
    pub training_flops_factor: f64,
}
///Builds a [`InformationComputeRatio`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct InformationComputeRatioBuilder {
    workload: ::core::option::Option<&'static Workload>,
    dataset: ::core::option::Option<&'static Dataset>,
    gain_full: ::core::option::Option<f64>,
    gain_subset: ::core::option::Option<f64>,
    keep_fraction: ::core::option::Option<f64>,
    training_flops_factor: ::core::option::Option<f64>,
}
///Every property of a [`InformationComputeRatio`], each computed once (see [`InformationComputeRatio::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct InformationComputeRatioValues<'a> {
    scenario: &'a InformationComputeRatio,
    ///Examples of the dataset.
    pub examples: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Training work of one sample.
    pub training_flops_per_sample: ::core::result::Result<
        FlopCount,
        ::mlsysim_core::EvalError,
    >,
    ///Training work of one full epoch.
    pub epoch_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Examples of the subset.
    pub subset_examples: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Training work of one subset epoch.
    pub subset_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Points gained per FLOP on all the data.
    pub icr_full: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Points gained per FLOP on the subset.
    pub icr_subset: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The subset's ratio over the full one's.
    pub icr_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model trained; its forward FLOPs are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dataset",
            ty: "&'static Dataset",
            doc: "The dataset; its training examples are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gain_full",
            ty: "f64",
            doc: "Percentage points gained in one epoch on all the data.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gain_subset",
            ty: "f64",
            doc: "Percentage points gained in one epoch on the subset.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "keep_fraction",
            ty: "f64",
            doc: "Share of the examples kept.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "training_flops_factor",
            ty: "f64",
            doc: "Forward passes of work in one training step of a sample.",
            default: Some("3.0"),
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "examples",
            doc: "Examples of the dataset.",
            equation: "f64::from(\n    from_registry(dataset.training_examples, \"training examples\", dataset.path),\n)",
            result_type: "f64",
            depends_on: &["dataset"],
            calls: &["from_registry"],
            template: "f64::from(from_registry({#0 dataset.training_examples}, \"training examples\", {#1 dataset.path}))",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_flops_per_sample",
            doc: "Training work of one sample.",
            equation: "from_registry(workload.inference_flops, \"inference FLOPs\", workload.path)\n    * training_flops_factor",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::GFLOP);
                __c::units::label(&::mlsysim_core::units::GFLOP)
            },
            depends_on: &["workload", "training_flops_factor"],
            calls: &["from_registry"],
            template: "from_registry({#0 workload.inference_flops}, \"inference FLOPs\", {#1 workload.path})\n    * {training_flops_factor}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "epoch_flops",
            doc: "Training work of one full epoch.",
            equation: "examples * training_flops_per_sample",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["examples", "training_flops_per_sample"],
            template: "{examples} * {training_flops_per_sample}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "subset_examples",
            doc: "Examples of the subset.",
            equation: "examples * keep_fraction",
            result_type: "f64",
            depends_on: &["keep_fraction", "examples"],
            template: "{examples} * {keep_fraction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "subset_flops",
            doc: "Training work of one subset epoch.",
            equation: "subset_examples * training_flops_per_sample",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["subset_examples", "training_flops_per_sample"],
            template: "{subset_examples} * {training_flops_per_sample}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "icr_full",
            doc: "Points gained per FLOP on all the data.",
            equation: "gain_full / epoch_flops.value",
            result_type: "f64",
            depends_on: &["gain_full", "epoch_flops"],
            template: "{gain_full} / {epoch_flops}.value",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "icr_subset",
            doc: "Points gained per FLOP on the subset.",
            equation: "gain_subset / subset_flops.value",
            result_type: "f64",
            depends_on: &["gain_subset", "subset_flops"],
            template: "{gain_subset} / {subset_flops}.value",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "icr_ratio",
            doc: "The subset's ratio over the full one's.",
            equation: "icr_subset / icr_full",
            result_type: "f64",
            depends_on: &["icr_subset", "icr_full"],
            template: "{icr_subset} / {icr_full}",
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
    impl InformationComputeRatio {
        ///Starts a [`InformationComputeRatioBuilder`]; required inputs must be set before [`InformationComputeRatioBuilder::build`].
        #[must_use]
        pub fn builder() -> InformationComputeRatioBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> InformationComputeRatioBuilder {
            InformationComputeRatioBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                dataset: Some(__Clone::clone(&self.dataset)),
                gain_full: Some(__Clone::clone(&self.gain_full)),
                gain_subset: Some(__Clone::clone(&self.gain_subset)),
                keep_fraction: Some(__Clone::clone(&self.keep_fraction)),
                training_flops_factor: Some(__Clone::clone(&self.training_flops_factor)),
            }
        }
        /**Examples of the dataset.

Equation:

```text
f64::from(
    from_registry(dataset.training_examples, "training examples", dataset.path),
)
```
*/
        #[inline]
        pub fn examples(&self) -> __Result<f64, __c::EvalError> {
            let dataset = __Clone::clone(&self.dataset);
            struct examples {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    examples,
                >(
                    f64::from(
                        ::mlsysim_core::equation::from_registry(
                            dataset.training_examples,
                            "training examples",
                            dataset.path,
                        )?,
                    ),
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**Training work of one sample.

Equation:

```text
from_registry(workload.inference_flops, "inference FLOPs", workload.path)
    * training_flops_factor
```
*/
        #[inline]
        pub fn training_flops_per_sample(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let training_flops_factor = __Clone::clone(&self.training_flops_factor);
            struct training_flops_per_sample {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    training_flops_per_sample,
                >(
                    ::mlsysim_core::equation::from_registry(
                            workload.inference_flops,
                            "inference FLOPs",
                            workload.path,
                        )?
                        .eq_mul(training_flops_factor)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Training work of one full epoch. Equation: `examples * training_flops_per_sample`.
        #[inline]
        pub fn epoch_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_epoch_flops(self.examples()?, self.training_flops_per_sample()?)
        }
        #[doc(hidden)]
        fn __eq_epoch_flops(
            &self,
            examples: f64,
            training_flops_per_sample: FlopCount,
        ) -> __Result<FlopCount, __c::EvalError> {
            struct epoch_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    epoch_flops,
                >(examples.eq_mul(training_flops_per_sample)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Examples of the subset. Equation: `examples * keep_fraction`.
        #[inline]
        pub fn subset_examples(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_subset_examples(self.examples()?)
        }
        #[doc(hidden)]
        fn __eq_subset_examples(&self, examples: f64) -> __Result<f64, __c::EvalError> {
            let keep_fraction = __Clone::clone(&self.keep_fraction);
            struct subset_examples {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    subset_examples,
                >(examples.eq_mul(keep_fraction)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Training work of one subset epoch. Equation: `subset_examples * training_flops_per_sample`.
        #[inline]
        pub fn subset_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_subset_flops(
                self.subset_examples()?,
                self.training_flops_per_sample()?,
            )
        }
        #[doc(hidden)]
        fn __eq_subset_flops(
            &self,
            subset_examples: f64,
            training_flops_per_sample: FlopCount,
        ) -> __Result<FlopCount, __c::EvalError> {
            struct subset_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    subset_flops,
                >(subset_examples.eq_mul(training_flops_per_sample)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Points gained per FLOP on all the data. Equation: `gain_full / epoch_flops.value`.
        #[inline]
        pub fn icr_full(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_icr_full(self.epoch_flops()?)
        }
        #[doc(hidden)]
        fn __eq_icr_full(
            &self,
            epoch_flops: FlopCount,
        ) -> __Result<f64, __c::EvalError> {
            let gain_full = __Clone::clone(&self.gain_full);
            struct icr_full {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    icr_full,
                >(gain_full.eq_div(epoch_flops.value)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Points gained per FLOP on the subset. Equation: `gain_subset / subset_flops.value`.
        #[inline]
        pub fn icr_subset(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_icr_subset(self.subset_flops()?)
        }
        #[doc(hidden)]
        fn __eq_icr_subset(
            &self,
            subset_flops: FlopCount,
        ) -> __Result<f64, __c::EvalError> {
            let gain_subset = __Clone::clone(&self.gain_subset);
            struct icr_subset {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    icr_subset,
                >(gain_subset.eq_div(subset_flops.value)?))(),
                &__PROPERTIES[6],
            )
        }
        ///The subset's ratio over the full one's. Equation: `icr_subset / icr_full`.
        #[inline]
        pub fn icr_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_icr_ratio(self.icr_subset()?, self.icr_full()?)
        }
        #[doc(hidden)]
        fn __eq_icr_ratio(
            &self,
            icr_subset: f64,
            icr_full: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct icr_ratio {}
            __c::member(
                (|| __c::conform::<f64, _, icr_ratio>(icr_subset.eq_div(icr_full)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`InformationComputeRatioValues`].
        #[must_use]
        pub fn evaluate(&self) -> InformationComputeRatioValues<'_> {
            let examples = self.examples();
            let training_flops_per_sample = self.training_flops_per_sample();
            let epoch_flops = __c::after(
                (&examples, &training_flops_per_sample),
                |(v0, v1)| self.__eq_epoch_flops(v0, v1),
            );
            let subset_examples = __c::after(
                (&examples,),
                |(v0,)| self.__eq_subset_examples(v0),
            );
            let subset_flops = __c::after(
                (&subset_examples, &training_flops_per_sample),
                |(v0, v1)| self.__eq_subset_flops(v0, v1),
            );
            let icr_full = __c::after((&epoch_flops,), |(v0,)| self.__eq_icr_full(v0));
            let icr_subset = __c::after(
                (&subset_flops,),
                |(v0,)| self.__eq_icr_subset(v0),
            );
            let icr_ratio = __c::after(
                (&icr_subset, &icr_full),
                |(v0, v1)| self.__eq_icr_ratio(v0, v1),
            );
            InformationComputeRatioValues {
                scenario: self,
                examples,
                training_flops_per_sample,
                epoch_flops,
                subset_examples,
                subset_flops,
                icr_full,
                icr_subset,
                icr_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.dataset, &__INPUTS[1])?;
            __c::finite(&self.gain_full, &__INPUTS[2])?;
            __c::finite(&self.gain_subset, &__INPUTS[3])?;
            __c::bounded_plain(&self.keep_fraction, &__INPUTS[4])?;
            __c::bounded(&self.training_flops_factor, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_examples(&self) -> __c::Parts {
            __c::traced(
                self.examples(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let dataset = __Clone::clone(& self.dataset); let part = dataset
                    .training_examples; Ok((& __c::Showing(& part, None)).__shown()) })
                    (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let dataset = __Clone::clone(& self.dataset); let
                    part = dataset.path; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let dataset =
                    __Clone::clone(& self.dataset); let part = dataset.training_examples;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training examples";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_training_flops_per_sample(&self) -> __c::Parts {
            __c::traced(
                self.training_flops_per_sample(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.inference_flops; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.inference_flops;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "inference FLOPs"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl InformationComputeRatioBuilder {
        ///Sets `workload`: The model trained; its forward FLOPs are read.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `dataset`: The dataset; its training examples are read.
        #[must_use]
        pub fn dataset(mut self, value: &'static Dataset) -> Self {
            self.dataset = Some(value);
            self
        }
        ///Sets `gain_full`: Percentage points gained in one epoch on all the data.
        #[must_use]
        pub fn gain_full(mut self, value: f64) -> Self {
            self.gain_full = Some(value);
            self
        }
        ///Sets `gain_subset`: Percentage points gained in one epoch on the subset.
        #[must_use]
        pub fn gain_subset(mut self, value: f64) -> Self {
            self.gain_subset = Some(value);
            self
        }
        ///Sets `keep_fraction`: Share of the examples kept.
        #[must_use]
        pub fn keep_fraction(mut self, value: f64) -> Self {
            self.keep_fraction = Some(value);
            self
        }
        ///Sets `training_flops_factor`: Forward passes of work in one training step of a sample.
        #[must_use]
        pub fn training_flops_factor(mut self, value: f64) -> Self {
            self.training_flops_factor = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<InformationComputeRatio, __c::InputError> {
            let scenario = InformationComputeRatio {
                workload: __c::given(self.workload, "workload")?,
                dataset: __c::given(self.dataset, "dataset")?,
                gain_full: __c::given(self.gain_full, "gain_full")?,
                gain_subset: __c::given(self.gain_subset, "gain_subset")?,
                keep_fraction: __c::given(self.keep_fraction, "keep_fraction")?,
                training_flops_factor: self.training_flops_factor.unwrap_or_else(|| 3.0),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for InformationComputeRatioBuilder {
        type Scenario = InformationComputeRatio;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "dataset" => self.dataset = __c::set(value, &__INPUTS[1])?,
                "gain_full" => self.gain_full = __c::set(value, &__INPUTS[2])?,
                "gain_subset" => self.gain_subset = __c::set(value, &__INPUTS[3])?,
                "keep_fraction" => self.keep_fraction = __c::set(value, &__INPUTS[4])?,
                "training_flops_factor" => {
                    self.training_flops_factor = __c::set(value, &__INPUTS[5])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<InformationComputeRatio, __c::InputError> {
            InformationComputeRatioBuilder::build(self)
        }
    }
    impl<'a> InformationComputeRatioValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a InformationComputeRatio {
            self.scenario
        }
    }
    impl __c::Scenario for InformationComputeRatio {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "InformationComputeRatio",
            family: &SELECTION,
            summary: "Accuracy gained per training FLOP for one epoch over a whole dataset and over a kept subset: whether a coreset learns more per unit of work.",
            description: "",
            notes: __c::meta::Notes {
                equation: "work per sample = factor × forward FLOPs; epoch = examples × work; subset = keep × examples × work; ICR = gain ÷ FLOPs; ratio = ICR(subset) ÷ ICR(full)",
                assumptions: &[
                    "The gains are stated for one epoch, in percentage points.",
                ],
                rules: __RULES,
                excludes: &[
                    "The cost of choosing the subset (see CoresetRun and SelectionBudget).",
                ],
                derivation: &[
                    "The information-compute ratio: learning per unit of compute.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Half the data for 90% of the gain",
                    code: "// Half the data for 90% of the gain\nuse mlsysim_data::selection::resnet50_half_imagenet_icr;\n\nlet s = resnet50_half_imagenet_icr()?;\nassert!((s.icr_ratio()? - 1.8).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = InformationComputeRatioBuilder;
        fn to_builder(&self) -> InformationComputeRatioBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.dataset,
                    &self.gain_full,
                    &self.gain_subset,
                    &self.keep_fraction,
                    &self.training_flops_factor,
                ],
                &[
                    &values.examples,
                    &values.training_flops_per_sample,
                    &values.epoch_flops,
                    &values.subset_examples,
                    &values.subset_flops,
                    &values.icr_full,
                    &values.icr_subset,
                    &values.icr_ratio,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "examples" => Some(Ok(self.__explain_examples())),
                "training_flops_per_sample" => {
                    Some(Ok(self.__explain_training_flops_per_sample()))
                }
                _ => None,
            }
        }
    }
    __c::glue!(InformationComputeRatio);
};
