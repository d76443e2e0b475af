/**How fast dense models' parameter counts grew against one accelerator's memory bandwidth.

Each series is divided by its baseline entry (an accelerator and a model from the same
year), and the growth of each is its largest index, not its last. Sparse
(mixture-of-experts) models are indexed as well but kept out of the growth figure: their
total parameter count does not set the traffic of one token.

# Equation

bandwidth index = BW ÷ BW_baseline per accelerator; parameter index = P ÷ P_baseline per model; growth = the largest index of each series

# Assumptions

- Bandwidth is the memory bandwidth of one device as the registry states it; parameters are total parameter counts.
- The baselines need not be in the lists; a growth below 1 then means the list never reached its baseline.

# Rules across inputs

- `accelerators` lists at least one accelerator (`!accelerators.is_empty()`)
- `dense_models` lists at least one model (`!dense_models.is_empty()`)
- `baseline_model` and every model of `dense_models` and `sparse_models` have a parameter count in the registry (the reference fails only when a growth is asked for) (`std::iter::once(baseline_model)     .chain(dense_models.iter().copied())     .chain(sparse_models.iter().copied())     .all(|model| model.parameters.is_some())`)

# Excludes

- Capacity, interconnect and compute growth, and how the models are actually served.

# Derivation

- An index of a series against its baseline shows relative growth independent of units; its maximum is the growth to date.

# Examples

```rust
// Dense models outgrew memory bandwidth by two orders of magnitude
use mlsysim_compute::acceleration::dense_parameters_vs_bandwidth_since_2014;

let s = dense_parameters_vs_bandwidth_since_2014()?;
assert!(s.parameter_growth()? / s.bandwidth_growth()? > 100.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ParameterBandwidthGrowth {
    ///Accelerators whose bandwidth is indexed.
    pub accelerators: Vec<&'static HardwareNode>,
    ///Dense models whose parameter counts are indexed.
    pub dense_models: Vec<&'static Workload>,
    ///Sparse models, indexed but kept out of the growth figure. *Default `Vec::new()`.*
    pub sparse_models: Vec<&'static Workload>,
    ///The accelerator whose bandwidth is 1.
    pub baseline_accelerator: &'static HardwareNode,
    ///The model whose parameter count is 1.
    pub baseline_model: &'static Workload,
}
///Builds a [`ParameterBandwidthGrowth`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ParameterBandwidthGrowthBuilder {
    accelerators: ::core::option::Option<Vec<&'static HardwareNode>>,
    dense_models: ::core::option::Option<Vec<&'static Workload>>,
    sparse_models: ::core::option::Option<Vec<&'static Workload>>,
    baseline_accelerator: ::core::option::Option<&'static HardwareNode>,
    baseline_model: ::core::option::Option<&'static Workload>,
}
///Every property of a [`ParameterBandwidthGrowth`], each computed once (see [`ParameterBandwidthGrowth::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ParameterBandwidthGrowthValues<'a> {
    scenario: &'a ParameterBandwidthGrowth,
    ///Each accelerator's bandwidth over the baseline's.
    pub bandwidth_index: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///Each dense model's parameter count over the baseline's.
    pub dense_index: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///Each sparse model's parameter count over the baseline's.
    pub sparse_index: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///The largest bandwidth index.
    pub bandwidth_growth: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The largest dense parameter index.
    pub parameter_growth: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "accelerators",
            ty: "Vec<&'static HardwareNode>",
            doc: "Accelerators whose bandwidth is indexed.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dense_models",
            ty: "Vec<&'static Workload>",
            doc: "Dense models whose parameter counts are indexed.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "sparse_models",
            ty: "Vec<&'static Workload>",
            doc: "Sparse models, indexed but kept out of the growth figure.",
            default: Some("Vec::new()"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_accelerator",
            ty: "&'static HardwareNode",
            doc: "The accelerator whose bandwidth is 1.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_model",
            ty: "&'static Workload",
            doc: "The model whose parameter count is 1.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "bandwidth_index",
            doc: "Each accelerator's bandwidth over the baseline's.",
            equation: "{\n    let mut index = Vec::new();\n    for h in &accelerators {\n        index\n            .push(\n                bandwidth_ratio(\n                    h.memory_bandwidth,\n                    baseline_accelerator.memory_bandwidth,\n                ),\n            );\n    }\n    index\n}",
            result_type: "Vec<f64>",
            depends_on: &["accelerators", "baseline_accelerator"],
            calls: &["bandwidth_ratio"],
            template: "{{\n    let mut index = Vec::new();\n    for h in &{accelerators} {{\n        index.push(bandwidth_ratio(h.memory_bandwidth, {#0 baseline_accelerator.memory_bandwidth}));\n    }}\n    index\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dense_index",
            doc: "Each dense model's parameter count over the baseline's.",
            equation: "{\n    let p0 = baseline_model.parameter_count();\n    let mut index = Vec::new();\n    for m in &dense_models {\n        index.push(m.parameter_count() / p0);\n    }\n    index\n}",
            result_type: "Vec<f64>",
            depends_on: &["baseline_model", "dense_models"],
            reaches: &[("baseline_model", "parameter_count")],
            template: "{{\n    let p0 = {#0 baseline_model.parameter_count()};\n    let mut index = Vec::new();\n    for m in &{dense_models} {{\n        index.push(m.parameter_count() / p0);\n    }}\n    index\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sparse_index",
            doc: "Each sparse model's parameter count over the baseline's.",
            equation: "{\n    let p0 = baseline_model.parameter_count();\n    let mut index = Vec::new();\n    for m in &sparse_models {\n        index.push(m.parameter_count() / p0);\n    }\n    index\n}",
            result_type: "Vec<f64>",
            depends_on: &["baseline_model", "sparse_models"],
            reaches: &[("baseline_model", "parameter_count")],
            template: "{{\n    let p0 = {#0 baseline_model.parameter_count()};\n    let mut index = Vec::new();\n    for m in &{sparse_models} {{\n        index.push(m.parameter_count() / p0);\n    }}\n    index\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bandwidth_growth",
            doc: "The largest bandwidth index.",
            equation: "argmax(&bandwidth_index, Ok)",
            result_type: "f64",
            depends_on: &["bandwidth_index"],
            calls: &["argmax"],
            template: "argmax(&{bandwidth_index}, Ok)",
            operation: "result of `argmax`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "parameter_growth",
            doc: "The largest dense parameter index.",
            equation: "argmax(&dense_index, Ok)",
            result_type: "f64",
            depends_on: &["dense_index"],
            calls: &["argmax"],
            template: "argmax(&{dense_index}, Ok)",
            operation: "result of `argmax`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`accelerators` lists at least one accelerator",
            condition: "!accelerators.is_empty()",
            inputs: &["accelerators"],
        },
        __c::RuleInfo {
            text: "`dense_models` lists at least one model",
            condition: "!dense_models.is_empty()",
            inputs: &["dense_models"],
        },
        __c::RuleInfo {
            text: "`baseline_model` and every model of `dense_models` and `sparse_models` have a parameter count in the registry (the reference fails only when a growth is asked for)",
            condition: "std::iter::once(baseline_model)\n    .chain(dense_models.iter().copied())\n    .chain(sparse_models.iter().copied())\n    .all(|model| model.parameters.is_some())",
            inputs: &["baseline_model", "dense_models", "sparse_models"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ParameterBandwidthGrowth {
        ///Starts a [`ParameterBandwidthGrowthBuilder`]; required inputs must be set before [`ParameterBandwidthGrowthBuilder::build`].
        #[must_use]
        pub fn builder() -> ParameterBandwidthGrowthBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ParameterBandwidthGrowthBuilder {
            ParameterBandwidthGrowthBuilder {
                accelerators: Some(__Clone::clone(&self.accelerators)),
                dense_models: Some(__Clone::clone(&self.dense_models)),
                sparse_models: Some(__Clone::clone(&self.sparse_models)),
                baseline_accelerator: Some(__Clone::clone(&self.baseline_accelerator)),
                baseline_model: Some(__Clone::clone(&self.baseline_model)),
            }
        }
        /**Each accelerator's bandwidth over the baseline's.

Equation:

```text
{
    let mut index = Vec::new();
    for h in &accelerators {
        index
            .push(
                bandwidth_ratio(
                    h.memory_bandwidth,
                    baseline_accelerator.memory_bandwidth,
                ),
            );
    }
    index
}
```
*/
        #[inline]
        pub fn bandwidth_index(&self) -> __Result<Vec<f64>, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            let baseline_accelerator = __Clone::clone(&self.baseline_accelerator);
            struct bandwidth_index {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    bandwidth_index,
                >({
                    let mut index = Vec::new();
                    for h in &accelerators {
                        index
                            .push(
                                ::mlsysim_core::equation::bandwidth_ratio(
                                    h.memory_bandwidth,
                                    baseline_accelerator.memory_bandwidth,
                                )?,
                            );
                    }
                    index
                }))(),
                &__PROPERTIES[0],
            )
        }
        /**Each dense model's parameter count over the baseline's.

Equation:

```text
{
    let p0 = baseline_model.parameter_count();
    let mut index = Vec::new();
    for m in &dense_models {
        index.push(m.parameter_count() / p0);
    }
    index
}
```
*/
        #[inline]
        pub fn dense_index(&self) -> __Result<Vec<f64>, __c::EvalError> {
            let baseline_model = __Clone::clone(&self.baseline_model);
            let dense_models = __Clone::clone(&self.dense_models);
            struct dense_index {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    dense_index,
                >({
                    let p0 = baseline_model.parameter_count()?;
                    let mut index = Vec::new();
                    for m in &dense_models {
                        index.push(m.parameter_count()?.eq_div(p0)?);
                    }
                    index
                }))(),
                &__PROPERTIES[1],
            )
        }
        /**Each sparse model's parameter count over the baseline's.

Equation:

```text
{
    let p0 = baseline_model.parameter_count();
    let mut index = Vec::new();
    for m in &sparse_models {
        index.push(m.parameter_count() / p0);
    }
    index
}
```
*/
        #[inline]
        pub fn sparse_index(&self) -> __Result<Vec<f64>, __c::EvalError> {
            let baseline_model = __Clone::clone(&self.baseline_model);
            let sparse_models = __Clone::clone(&self.sparse_models);
            struct sparse_index {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    sparse_index,
                >({
                    let p0 = baseline_model.parameter_count()?;
                    let mut index = Vec::new();
                    for m in &sparse_models {
                        index.push(m.parameter_count()?.eq_div(p0)?);
                    }
                    index
                }))(),
                &__PROPERTIES[2],
            )
        }
        ///The largest bandwidth index. Equation: `argmax(&bandwidth_index, Ok)`.
        #[inline]
        pub fn bandwidth_growth(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_bandwidth_growth(self.bandwidth_index()?)
        }
        #[doc(hidden)]
        fn __eq_bandwidth_growth(
            &self,
            bandwidth_index: Vec<f64>,
        ) -> __Result<f64, __c::EvalError> {
            struct bandwidth_growth {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    bandwidth_growth,
                >(::mlsysim_core::equation::argmax(&bandwidth_index, Ok)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The largest dense parameter index. Equation: `argmax(&dense_index, Ok)`.
        #[inline]
        pub fn parameter_growth(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_parameter_growth(self.dense_index()?)
        }
        #[doc(hidden)]
        fn __eq_parameter_growth(
            &self,
            dense_index: Vec<f64>,
        ) -> __Result<f64, __c::EvalError> {
            struct parameter_growth {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    parameter_growth,
                >(::mlsysim_core::equation::argmax(&dense_index, Ok)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ParameterBandwidthGrowthValues`].
        #[must_use]
        pub fn evaluate(&self) -> ParameterBandwidthGrowthValues<'_> {
            let bandwidth_index = self.bandwidth_index();
            let dense_index = self.dense_index();
            let sparse_index = self.sparse_index();
            let bandwidth_growth = __c::after(
                (&bandwidth_index,),
                |(v0,)| self.__eq_bandwidth_growth(v0),
            );
            let parameter_growth = __c::after(
                (&dense_index,),
                |(v0,)| self.__eq_parameter_growth(v0),
            );
            ParameterBandwidthGrowthValues {
                scenario: self,
                bandwidth_index,
                dense_index,
                sparse_index,
                bandwidth_growth,
                parameter_growth,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.accelerators, &__INPUTS[0])?;
            __c::finite(&self.dense_models, &__INPUTS[1])?;
            __c::finite(&self.sparse_models, &__INPUTS[2])?;
            __c::finite(&self.baseline_accelerator, &__INPUTS[3])?;
            __c::finite(&self.baseline_model, &__INPUTS[4])?;
            {
                let accelerators = __Clone::clone(&self.accelerators);
                __c::rule(
                    !accelerators.is_empty(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.accelerators],
                )?;
            }
            {
                let dense_models = __Clone::clone(&self.dense_models);
                __c::rule(
                    !dense_models.is_empty(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.dense_models],
                )?;
            }
            {
                let baseline_model = __Clone::clone(&self.baseline_model);
                let dense_models = __Clone::clone(&self.dense_models);
                let sparse_models = __Clone::clone(&self.sparse_models);
                __c::rule(
                    std::iter::once(baseline_model)
                        .chain(dense_models.iter().copied())
                        .chain(sparse_models.iter().copied())
                        .all(|model| model.parameters.is_some()),
                    &__RULES[2],
                    __INPUTS,
                    &[&self.baseline_model, &self.dense_models, &self.sparse_models],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_bandwidth_index(&self) -> __c::Parts {
            __c::traced(
                self.bandwidth_index(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let baseline_accelerator = __Clone::clone(& self
                    .baseline_accelerator); let part = baseline_accelerator
                    .memory_bandwidth; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_dense_index(&self) -> __c::Parts {
            __c::traced(
                self.dense_index(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let baseline_model = __Clone::clone(& self.baseline_model); let
                    part = baseline_model.parameter_count() ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_sparse_index(&self) -> __c::Parts {
            __c::traced(
                self.sparse_index(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let baseline_model = __Clone::clone(& self.baseline_model); let
                    part = baseline_model.parameter_count() ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl ParameterBandwidthGrowthBuilder {
        ///Sets `accelerators`: Accelerators whose bandwidth is indexed.
        #[must_use]
        pub fn accelerators(mut self, value: Vec<&'static HardwareNode>) -> Self {
            self.accelerators = Some(value);
            self
        }
        ///Sets `dense_models`: Dense models whose parameter counts are indexed.
        #[must_use]
        pub fn dense_models(mut self, value: Vec<&'static Workload>) -> Self {
            self.dense_models = Some(value);
            self
        }
        ///Sets `sparse_models`: Sparse models, indexed but kept out of the growth figure.
        #[must_use]
        pub fn sparse_models(mut self, value: Vec<&'static Workload>) -> Self {
            self.sparse_models = Some(value);
            self
        }
        ///Sets `baseline_accelerator`: The accelerator whose bandwidth is 1.
        #[must_use]
        pub fn baseline_accelerator(mut self, value: &'static HardwareNode) -> Self {
            self.baseline_accelerator = Some(value);
            self
        }
        ///Sets `baseline_model`: The model whose parameter count is 1.
        #[must_use]
        pub fn baseline_model(mut self, value: &'static Workload) -> Self {
            self.baseline_model = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ParameterBandwidthGrowth, __c::InputError> {
            let scenario = ParameterBandwidthGrowth {
                accelerators: __c::given(self.accelerators, "accelerators")?,
                dense_models: __c::given(self.dense_models, "dense_models")?,
                sparse_models: self.sparse_models.unwrap_or_else(|| Vec::new()),
                baseline_accelerator: __c::given(
                    self.baseline_accelerator,
                    "baseline_accelerator",
                )?,
                baseline_model: __c::given(self.baseline_model, "baseline_model")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ParameterBandwidthGrowthBuilder {
        type Scenario = ParameterBandwidthGrowth;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "accelerators" => self.accelerators = __c::set(value, &__INPUTS[0])?,
                "dense_models" => self.dense_models = __c::set(value, &__INPUTS[1])?,
                "sparse_models" => self.sparse_models = __c::set(value, &__INPUTS[2])?,
                "baseline_accelerator" => {
                    self.baseline_accelerator = __c::set(value, &__INPUTS[3])?;
                }
                "baseline_model" => self.baseline_model = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ParameterBandwidthGrowth, __c::InputError> {
            ParameterBandwidthGrowthBuilder::build(self)
        }
    }
    impl<'a> ParameterBandwidthGrowthValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ParameterBandwidthGrowth {
            self.scenario
        }
    }
    impl __c::Scenario for ParameterBandwidthGrowth {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ParameterBandwidthGrowth",
            family: &ACCELERATION,
            summary: "How fast dense models' parameter counts grew against one accelerator's memory bandwidth.",
            description: "Each series is divided by its baseline entry (an accelerator and a model from the same\nyear), and the growth of each is its largest index, not its last. Sparse\n(mixture-of-experts) models are indexed as well but kept out of the growth figure: their\ntotal parameter count does not set the traffic of one token.",
            notes: __c::meta::Notes {
                equation: "bandwidth index = BW ÷ BW_baseline per accelerator; parameter index = P ÷ P_baseline per model; growth = the largest index of each series",
                assumptions: &[
                    "Bandwidth is the memory bandwidth of one device as the registry states it; parameters are total parameter counts.",
                    "The baselines need not be in the lists; a growth below 1 then means the list never reached its baseline.",
                ],
                rules: __RULES,
                excludes: &[
                    "Capacity, interconnect and compute growth, and how the models are actually served.",
                ],
                derivation: &[
                    "An index of a series against its baseline shows relative growth independent of units; its maximum is the growth to date.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Dense models outgrew memory bandwidth by two orders of magnitude",
                    code: "// Dense models outgrew memory bandwidth by two orders of magnitude\nuse mlsysim_compute::acceleration::dense_parameters_vs_bandwidth_since_2014;\n\nlet s = dense_parameters_vs_bandwidth_since_2014()?;\nassert!(s.parameter_growth()? / s.bandwidth_growth()? > 100.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ParameterBandwidthGrowthBuilder;
        fn to_builder(&self) -> ParameterBandwidthGrowthBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.accelerators,
                    &self.dense_models,
                    &self.sparse_models,
                    &self.baseline_accelerator,
                    &self.baseline_model,
                ],
                &[
                    &values.bandwidth_index,
                    &values.dense_index,
                    &values.sparse_index,
                    &values.bandwidth_growth,
                    &values.parameter_growth,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "bandwidth_index" => Some(Ok(self.__explain_bandwidth_index())),
                "dense_index" => Some(Ok(self.__explain_dense_index())),
                "sparse_index" => Some(Ok(self.__explain_sparse_index())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "baseline_model" => (&__c::explain::Held(&self.baseline_model)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(ParameterBandwidthGrowth);
};
