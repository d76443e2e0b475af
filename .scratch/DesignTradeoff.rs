/**One move of a design knob from a baseline to an alternative, with an illustrative quality gain; the costs that scale with the knob scale by the ratio.

# Equation

ratio = alternative ÷ baseline

# Assumptions

- Cost scales linearly with the knob; the gain is stated, not computed.

# Rules across inputs

- `gain_low` is at most `gain_high` (`gain_low <= gain_high`)

# Excludes

- How the gain itself arises.

# Derivation

- A ratio of two settings.

# Examples

```rust
// Doubling the sample rate doubles the audio bytes
use mlsysim_data::engineering::keyword_spotter_sample_rate_choice;

let s = keyword_spotter_sample_rate_choice()?;
assert_eq!(s.ratio()?, 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DesignTradeoff {
    ///The knob's current setting. *Allowed > 0.*
    pub baseline: f64,
    ///The setting considered. *Allowed > 0.*
    pub alternative: f64,
    ///Quality gain, low (a share).
    pub gain_low: f64,
    ///Quality gain, high (a share).
    pub gain_high: f64,
}
///Builds a [`DesignTradeoff`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DesignTradeoffBuilder {
    baseline: ::core::option::Option<f64>,
    alternative: ::core::option::Option<f64>,
    gain_low: ::core::option::Option<f64>,
    gain_high: ::core::option::Option<f64>,
}
///Every property of a [`DesignTradeoff`], each computed once (see [`DesignTradeoff::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DesignTradeoffValues<'a> {
    scenario: &'a DesignTradeoff,
    ///Cost multiple of the move.
    pub ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "baseline",
            ty: "f64",
            doc: "The knob's current setting.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "alternative",
            ty: "f64",
            doc: "The setting considered.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gain_low",
            ty: "f64",
            doc: "Quality gain, low (a share).",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gain_high",
            ty: "f64",
            doc: "Quality gain, high (a share).",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "ratio",
            doc: "Cost multiple of the move.",
            equation: "alternative / baseline",
            result_type: "f64",
            depends_on: &["alternative", "baseline"],
            template: "{alternative} / {baseline}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`gain_low` is at most `gain_high`",
            condition: "gain_low <= gain_high",
            inputs: &["gain_low", "gain_high"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl DesignTradeoff {
        ///Starts a [`DesignTradeoffBuilder`]; required inputs must be set before [`DesignTradeoffBuilder::build`].
        #[must_use]
        pub fn builder() -> DesignTradeoffBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DesignTradeoffBuilder {
            DesignTradeoffBuilder {
                baseline: Some(__Clone::clone(&self.baseline)),
                alternative: Some(__Clone::clone(&self.alternative)),
                gain_low: Some(__Clone::clone(&self.gain_low)),
                gain_high: Some(__Clone::clone(&self.gain_high)),
            }
        }
        ///Cost multiple of the move. Equation: `alternative / baseline`.
        #[inline]
        pub fn ratio(&self) -> __Result<f64, __c::EvalError> {
            let alternative = __Clone::clone(&self.alternative);
            let baseline = __Clone::clone(&self.baseline);
            struct ratio {}
            __c::member(
                (|| __c::conform::<f64, _, ratio>(alternative.eq_div(baseline)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DesignTradeoffValues`].
        #[must_use]
        pub fn evaluate(&self) -> DesignTradeoffValues<'_> {
            let ratio = self.ratio();
            DesignTradeoffValues {
                scenario: self,
                ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.baseline, &__INPUTS[0])?;
            __c::bounded(&self.alternative, &__INPUTS[1])?;
            __c::finite(&self.gain_low, &__INPUTS[2])?;
            __c::finite(&self.gain_high, &__INPUTS[3])?;
            {
                let gain_low = __Clone::clone(&self.gain_low);
                let gain_high = __Clone::clone(&self.gain_high);
                __c::rule(
                    gain_low <= gain_high,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.gain_low, &self.gain_high],
                )?;
            }
            Ok(())
        }
    }
    impl DesignTradeoffBuilder {
        ///Sets `baseline`: The knob's current setting.
        #[must_use]
        pub fn baseline(mut self, value: f64) -> Self {
            self.baseline = Some(value);
            self
        }
        ///Sets `alternative`: The setting considered.
        #[must_use]
        pub fn alternative(mut self, value: f64) -> Self {
            self.alternative = Some(value);
            self
        }
        ///Sets `gain_low`: Quality gain, low (a share).
        #[must_use]
        pub fn gain_low(mut self, value: f64) -> Self {
            self.gain_low = Some(value);
            self
        }
        ///Sets `gain_high`: Quality gain, high (a share).
        #[must_use]
        pub fn gain_high(mut self, value: f64) -> Self {
            self.gain_high = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DesignTradeoff, __c::InputError> {
            let scenario = DesignTradeoff {
                baseline: __c::given(self.baseline, "baseline")?,
                alternative: __c::given(self.alternative, "alternative")?,
                gain_low: __c::given(self.gain_low, "gain_low")?,
                gain_high: __c::given(self.gain_high, "gain_high")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DesignTradeoffBuilder {
        type Scenario = DesignTradeoff;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "baseline" => self.baseline = __c::set(value, &__INPUTS[0])?,
                "alternative" => self.alternative = __c::set(value, &__INPUTS[1])?,
                "gain_low" => self.gain_low = __c::set(value, &__INPUTS[2])?,
                "gain_high" => self.gain_high = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DesignTradeoff, __c::InputError> {
            DesignTradeoffBuilder::build(self)
        }
    }
    impl<'a> DesignTradeoffValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DesignTradeoff {
            self.scenario
        }
    }
    impl __c::Scenario for DesignTradeoff {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DesignTradeoff",
            family: &ENGINEERING,
            summary: "One move of a design knob from a baseline to an alternative, with an illustrative quality gain; the costs that scale with the knob scale by the ratio.",
            description: "",
            notes: __c::meta::Notes {
                equation: "ratio = alternative ÷ baseline",
                assumptions: &[
                    "Cost scales linearly with the knob; the gain is stated, not computed.",
                ],
                rules: __RULES,
                excludes: &["How the gain itself arises."],
                derivation: &["A ratio of two settings."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Doubling the sample rate doubles the audio bytes",
                    code: "// Doubling the sample rate doubles the audio bytes\nuse mlsysim_data::engineering::keyword_spotter_sample_rate_choice;\n\nlet s = keyword_spotter_sample_rate_choice()?;\nassert_eq!(s.ratio()?, 2.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DesignTradeoffBuilder;
        fn to_builder(&self) -> DesignTradeoffBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.baseline, &self.alternative, &self.gain_low, &self.gain_high],
                &[&values.ratio],
            )
        }
    }
    __c::glue!(DesignTradeoff);
};
