/**Growing a dataset for some points of accuracy: how many times larger it becomes.

# Equation

scale = scaled examples ÷ base examples

# Assumptions

- The gain is stated, from a power-law return on data.

# Excludes

- The cost of the extra data (see DataCostBreakdown).

# Derivation

- A ratio of sizes.

# Examples

```rust
// Ten times the data
use mlsysim_data::selection::tenfold_data_four_points;

assert_eq!(tenfold_data_four_points()?.scale()?, 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataScalingReturn {
    ///Examples before. *Allowed > 0.*
    pub base_examples: f64,
    ///Examples after. *Allowed > 0.*
    pub scaled_examples: f64,
    ///Percentage points of accuracy gained.
    pub accuracy_gain: f64,
}
///Builds a [`DataScalingReturn`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DataScalingReturnBuilder {
    base_examples: ::core::option::Option<f64>,
    scaled_examples: ::core::option::Option<f64>,
    accuracy_gain: ::core::option::Option<f64>,
}
///Every property of a [`DataScalingReturn`], each computed once (see [`DataScalingReturn::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataScalingReturnValues<'a> {
    scenario: &'a DataScalingReturn,
    ///How many times larger the dataset becomes.
    pub scale: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "base_examples",
            ty: "f64",
            doc: "Examples before.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "scaled_examples",
            ty: "f64",
            doc: "Examples after.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accuracy_gain",
            ty: "f64",
            doc: "Percentage points of accuracy gained.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "scale",
            doc: "How many times larger the dataset becomes.",
            equation: "scaled_examples / base_examples",
            result_type: "f64",
            depends_on: &["scaled_examples", "base_examples"],
            template: "{scaled_examples} / {base_examples}",
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
    impl DataScalingReturn {
        ///Starts a [`DataScalingReturnBuilder`]; required inputs must be set before [`DataScalingReturnBuilder::build`].
        #[must_use]
        pub fn builder() -> DataScalingReturnBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DataScalingReturnBuilder {
            DataScalingReturnBuilder {
                base_examples: Some(__Clone::clone(&self.base_examples)),
                scaled_examples: Some(__Clone::clone(&self.scaled_examples)),
                accuracy_gain: Some(__Clone::clone(&self.accuracy_gain)),
            }
        }
        ///How many times larger the dataset becomes. Equation: `scaled_examples / base_examples`.
        #[inline]
        pub fn scale(&self) -> __Result<f64, __c::EvalError> {
            let scaled_examples = __Clone::clone(&self.scaled_examples);
            let base_examples = __Clone::clone(&self.base_examples);
            struct scale {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    scale,
                >(scaled_examples.eq_div(base_examples)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DataScalingReturnValues`].
        #[must_use]
        pub fn evaluate(&self) -> DataScalingReturnValues<'_> {
            let scale = self.scale();
            DataScalingReturnValues {
                scenario: self,
                scale,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.base_examples, &__INPUTS[0])?;
            __c::bounded(&self.scaled_examples, &__INPUTS[1])?;
            __c::finite(&self.accuracy_gain, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl DataScalingReturnBuilder {
        ///Sets `base_examples`: Examples before.
        #[must_use]
        pub fn base_examples(mut self, value: f64) -> Self {
            self.base_examples = Some(value);
            self
        }
        ///Sets `scaled_examples`: Examples after.
        #[must_use]
        pub fn scaled_examples(mut self, value: f64) -> Self {
            self.scaled_examples = Some(value);
            self
        }
        ///Sets `accuracy_gain`: Percentage points of accuracy gained.
        #[must_use]
        pub fn accuracy_gain(mut self, value: f64) -> Self {
            self.accuracy_gain = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DataScalingReturn, __c::InputError> {
            let scenario = DataScalingReturn {
                base_examples: __c::given(self.base_examples, "base_examples")?,
                scaled_examples: __c::given(self.scaled_examples, "scaled_examples")?,
                accuracy_gain: __c::given(self.accuracy_gain, "accuracy_gain")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DataScalingReturnBuilder {
        type Scenario = DataScalingReturn;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "base_examples" => self.base_examples = __c::set(value, &__INPUTS[0])?,
                "scaled_examples" => {
                    self.scaled_examples = __c::set(value, &__INPUTS[1])?;
                }
                "accuracy_gain" => self.accuracy_gain = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DataScalingReturn, __c::InputError> {
            DataScalingReturnBuilder::build(self)
        }
    }
    impl<'a> DataScalingReturnValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DataScalingReturn {
            self.scenario
        }
    }
    impl __c::Scenario for DataScalingReturn {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DataScalingReturn",
            family: &SELECTION,
            summary: "Growing a dataset for some points of accuracy: how many times larger it becomes.",
            description: "",
            notes: __c::meta::Notes {
                equation: "scale = scaled examples ÷ base examples",
                assumptions: &["The gain is stated, from a power-law return on data."],
                rules: __RULES,
                excludes: &["The cost of the extra data (see DataCostBreakdown)."],
                derivation: &["A ratio of sizes."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Ten times the data",
                    code: "// Ten times the data\nuse mlsysim_data::selection::tenfold_data_four_points;\n\nassert_eq!(tenfold_data_four_points()?.scale()?, 10.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DataScalingReturnBuilder;
        fn to_builder(&self) -> DataScalingReturnBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.base_examples, &self.scaled_examples, &self.accuracy_gain],
                &[&values.scale],
            )
        }
    }
    __c::glue!(DataScalingReturn);
};
