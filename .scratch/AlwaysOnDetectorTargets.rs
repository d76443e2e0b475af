/**An always-on detector's product contract: what it must catch, how rarely it may wake falsely, what it may occupy on the device, and the budget and schedule that must deliver the data for it.

The contract computes nothing itself: its figures are the inputs that the false-alarm,
evidence and data-budget scenarios read.

# Equation

a contract of targets; see FalseAlarmBudget, ZeroEventExposure and DataBudget for what follows from it

# Assumptions

- The false-wake budget is an expected count per horizon.

# Excludes

- How the targets are met: the model, its features and its training.

# Derivation

- Product requirements of a keyword spotter, stated before any design.

# Examples

```rust
// The keyword spotter's contract
use mlsysim_data::engineering::keyword_spotter_targets;

let s = keyword_spotter_targets()?;
assert_eq!(s.false_wake_budget, 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AlwaysOnDetectorTargets {
    ///Share of spoken keywords the detector must catch. *Allowed [0.0, 1.0].*
    pub detection_target: f64,
    ///Expected false wakes allowed per horizon. *Allowed >= 0.*
    pub false_wake_budget: f64,
    ///The horizon the false-wake budget is counted over. *Shown in `DAY`; allowed > 0.*
    pub false_wake_horizon: Time,
    ///Most time from the end of the keyword to the response. *Shown in `MILLISECOND`; allowed > 0.*
    pub response_limit: Time,
    ///Memory the always-on model may take. *Shown in `KB`; allowed > 0.*
    pub model_memory: Information,
    ///Memory the preprocessing state may take. *Shown in `KB`; allowed > 0.*
    pub preprocessing_memory: Information,
    ///The whole data-engineering budget. *Shown in `USD`; allowed >= 0.*
    pub data_budget: Usd,
    ///Time to production. *Shown in `MONTH`; allowed > 0.*
    pub timeline: Time,
    ///An illustrative starting detection rate of the base model. *Allowed [0.0, 1.0].*
    pub base_detection_rate: f64,
}
///Builds a [`AlwaysOnDetectorTargets`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AlwaysOnDetectorTargetsBuilder {
    detection_target: ::core::option::Option<f64>,
    false_wake_budget: ::core::option::Option<f64>,
    false_wake_horizon: ::core::option::Option<Time>,
    response_limit: ::core::option::Option<Time>,
    model_memory: ::core::option::Option<Information>,
    preprocessing_memory: ::core::option::Option<Information>,
    data_budget: ::core::option::Option<Usd>,
    timeline: ::core::option::Option<Time>,
    base_detection_rate: ::core::option::Option<f64>,
}
///Every property of a [`AlwaysOnDetectorTargets`], each computed once (see [`AlwaysOnDetectorTargets::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AlwaysOnDetectorTargetsValues<'a> {
    scenario: &'a AlwaysOnDetectorTargets,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "detection_target",
            ty: "f64",
            doc: "Share of spoken keywords the detector must catch.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "false_wake_budget",
            ty: "f64",
            doc: "Expected false wakes allowed per horizon.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "false_wake_horizon",
            ty: "Time",
            doc: "The horizon the false-wake budget is counted over.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "response_limit",
            ty: "Time",
            doc: "Most time from the end of the keyword to the response.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "model_memory",
            ty: "Information",
            doc: "Memory the always-on model may take.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "preprocessing_memory",
            ty: "Information",
            doc: "Memory the preprocessing state may take.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "data_budget",
            ty: "Usd",
            doc: "The whole data-engineering budget.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "timeline",
            ty: "Time",
            doc: "Time to production.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MONTH);
                __c::units::label(&::mlsysim_core::units::MONTH)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "base_detection_rate",
            ty: "f64",
            doc: "An illustrative starting detection rate of the base model.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl AlwaysOnDetectorTargets {
        ///Starts a [`AlwaysOnDetectorTargetsBuilder`]; required inputs must be set before [`AlwaysOnDetectorTargetsBuilder::build`].
        #[must_use]
        pub fn builder() -> AlwaysOnDetectorTargetsBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AlwaysOnDetectorTargetsBuilder {
            AlwaysOnDetectorTargetsBuilder {
                detection_target: Some(__Clone::clone(&self.detection_target)),
                false_wake_budget: Some(__Clone::clone(&self.false_wake_budget)),
                false_wake_horizon: Some(__Clone::clone(&self.false_wake_horizon)),
                response_limit: Some(__Clone::clone(&self.response_limit)),
                model_memory: Some(__Clone::clone(&self.model_memory)),
                preprocessing_memory: Some(__Clone::clone(&self.preprocessing_memory)),
                data_budget: Some(__Clone::clone(&self.data_budget)),
                timeline: Some(__Clone::clone(&self.timeline)),
                base_detection_rate: Some(__Clone::clone(&self.base_detection_rate)),
            }
        }
        ///Computes every property once, each after the properties it reads, into a [`AlwaysOnDetectorTargetsValues`].
        #[must_use]
        pub fn evaluate(&self) -> AlwaysOnDetectorTargetsValues<'_> {
            AlwaysOnDetectorTargetsValues {
                scenario: self,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.detection_target, &__INPUTS[0])?;
            __c::bounded(&self.false_wake_budget, &__INPUTS[1])?;
            __c::bounded(&self.false_wake_horizon, &__INPUTS[2])?;
            __c::bounded(&self.response_limit, &__INPUTS[3])?;
            __c::bounded(&self.model_memory, &__INPUTS[4])?;
            __c::bounded(&self.preprocessing_memory, &__INPUTS[5])?;
            __c::bounded(&self.data_budget, &__INPUTS[6])?;
            __c::bounded(&self.timeline, &__INPUTS[7])?;
            __c::bounded_plain(&self.base_detection_rate, &__INPUTS[8])?;
            Ok(())
        }
    }
    impl AlwaysOnDetectorTargetsBuilder {
        ///Sets `detection_target`: Share of spoken keywords the detector must catch.
        #[must_use]
        pub fn detection_target(mut self, value: f64) -> Self {
            self.detection_target = Some(value);
            self
        }
        ///Sets `false_wake_budget`: Expected false wakes allowed per horizon.
        #[must_use]
        pub fn false_wake_budget(mut self, value: f64) -> Self {
            self.false_wake_budget = Some(value);
            self
        }
        ///Sets `false_wake_horizon`: The horizon the false-wake budget is counted over.
        #[must_use]
        pub fn false_wake_horizon(mut self, value: Time) -> Self {
            self.false_wake_horizon = Some(value);
            self
        }
        ///Sets `response_limit`: Most time from the end of the keyword to the response.
        #[must_use]
        pub fn response_limit(mut self, value: Time) -> Self {
            self.response_limit = Some(value);
            self
        }
        ///Sets `model_memory`: Memory the always-on model may take.
        #[must_use]
        pub fn model_memory(mut self, value: Information) -> Self {
            self.model_memory = Some(value);
            self
        }
        ///Sets `preprocessing_memory`: Memory the preprocessing state may take.
        #[must_use]
        pub fn preprocessing_memory(mut self, value: Information) -> Self {
            self.preprocessing_memory = Some(value);
            self
        }
        ///Sets `data_budget`: The whole data-engineering budget.
        #[must_use]
        pub fn data_budget(mut self, value: Usd) -> Self {
            self.data_budget = Some(value);
            self
        }
        ///Sets `timeline`: Time to production.
        #[must_use]
        pub fn timeline(mut self, value: Time) -> Self {
            self.timeline = Some(value);
            self
        }
        ///Sets `base_detection_rate`: An illustrative starting detection rate of the base model.
        #[must_use]
        pub fn base_detection_rate(mut self, value: f64) -> Self {
            self.base_detection_rate = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AlwaysOnDetectorTargets, __c::InputError> {
            let scenario = AlwaysOnDetectorTargets {
                detection_target: __c::given(self.detection_target, "detection_target")?,
                false_wake_budget: __c::given(
                    self.false_wake_budget,
                    "false_wake_budget",
                )?,
                false_wake_horizon: __c::given(
                    self.false_wake_horizon,
                    "false_wake_horizon",
                )?,
                response_limit: __c::given(self.response_limit, "response_limit")?,
                model_memory: __c::given(self.model_memory, "model_memory")?,
                preprocessing_memory: __c::given(
                    self.preprocessing_memory,
                    "preprocessing_memory",
                )?,
                data_budget: __c::given(self.data_budget, "data_budget")?,
                timeline: __c::given(self.timeline, "timeline")?,
                base_detection_rate: __c::given(
                    self.base_detection_rate,
                    "base_detection_rate",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AlwaysOnDetectorTargetsBuilder {
        type Scenario = AlwaysOnDetectorTargets;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "detection_target" => {
                    self.detection_target = __c::set(value, &__INPUTS[0])?;
                }
                "false_wake_budget" => {
                    self.false_wake_budget = __c::set(value, &__INPUTS[1])?;
                }
                "false_wake_horizon" => {
                    self.false_wake_horizon = __c::set(value, &__INPUTS[2])?;
                }
                "response_limit" => self.response_limit = __c::set(value, &__INPUTS[3])?,
                "model_memory" => self.model_memory = __c::set(value, &__INPUTS[4])?,
                "preprocessing_memory" => {
                    self.preprocessing_memory = __c::set(value, &__INPUTS[5])?;
                }
                "data_budget" => self.data_budget = __c::set(value, &__INPUTS[6])?,
                "timeline" => self.timeline = __c::set(value, &__INPUTS[7])?,
                "base_detection_rate" => {
                    self.base_detection_rate = __c::set(value, &__INPUTS[8])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AlwaysOnDetectorTargets, __c::InputError> {
            AlwaysOnDetectorTargetsBuilder::build(self)
        }
    }
    impl<'a> AlwaysOnDetectorTargetsValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AlwaysOnDetectorTargets {
            self.scenario
        }
    }
    impl __c::Scenario for AlwaysOnDetectorTargets {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AlwaysOnDetectorTargets",
            family: &ENGINEERING,
            summary: "An always-on detector's product contract: what it must catch, how rarely it may wake falsely, what it may occupy on the device, and the budget and schedule that must deliver the data for it.",
            description: "The contract computes nothing itself: its figures are the inputs that the false-alarm,\nevidence and data-budget scenarios read.",
            notes: __c::meta::Notes {
                equation: "a contract of targets; see FalseAlarmBudget, ZeroEventExposure and DataBudget for what follows from it",
                assumptions: &[
                    "The false-wake budget is an expected count per horizon.",
                ],
                rules: __RULES,
                excludes: &[
                    "How the targets are met: the model, its features and its training.",
                ],
                derivation: &[
                    "Product requirements of a keyword spotter, stated before any design.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The keyword spotter's contract",
                    code: "// The keyword spotter's contract\nuse mlsysim_data::engineering::keyword_spotter_targets;\n\nlet s = keyword_spotter_targets()?;\nassert_eq!(s.false_wake_budget, 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AlwaysOnDetectorTargetsBuilder;
        fn to_builder(&self) -> AlwaysOnDetectorTargetsBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.detection_target,
                    &self.false_wake_budget,
                    &self.false_wake_horizon,
                    &self.response_limit,
                    &self.model_memory,
                    &self.preprocessing_memory,
                    &self.data_budget,
                    &self.timeline,
                    &self.base_detection_rate,
                ],
                &[],
            )
        }
    }
    __c::glue!(AlwaysOnDetectorTargets);
};
