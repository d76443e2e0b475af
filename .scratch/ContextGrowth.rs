/**A context window grown from `base_tokens` to `tokens`: what grows with the ratio and what with its square.

# Equation

ratio = tokens ÷ base_tokens; score ratio = ratio²

# Assumptions

- A kept cache grows in proportion to the tokens; attention's score work and stored scores grow with their square.
- Both windows are at least one token, checked when the scenario is built (the reference divides by zero at a base of 0).

# Excludes

- Everything that does not depend on the context: weights and per-token projections.

# Derivation

- Scores pair every token with every token: S² of them.

# Examples

```rust
// BERT's window to 4,096 tokens
use mlsysim_compute::attention::bert_window_to_four_k;

let s = bert_window_to_four_k()?;
assert_eq!(s.ratio()?, 8.0);
assert_eq!(s.score_ratio()?, 64.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ContextGrowth {
    ///Tokens of the original window. *Allowed >= 1.*
    pub base_tokens: u32,
    ///Tokens of the grown window. *Allowed >= 1.*
    pub tokens: u32,
}
///Builds a [`ContextGrowth`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ContextGrowthBuilder {
    base_tokens: ::core::option::Option<u32>,
    tokens: ::core::option::Option<u32>,
}
///Every property of a [`ContextGrowth`], each computed once (see [`ContextGrowth::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ContextGrowthValues<'a> {
    scenario: &'a ContextGrowth,
    ///Growth of the window, and of a kept cache.
    pub ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Growth of attention's score work and stored scores.
    pub score_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "base_tokens",
            ty: "u32",
            doc: "Tokens of the original window.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tokens",
            ty: "u32",
            doc: "Tokens of the grown window.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "ratio",
            doc: "Growth of the window, and of a kept cache.",
            equation: "tokens / base_tokens",
            result_type: "f64",
            depends_on: &["tokens", "base_tokens"],
            template: "{tokens} / {base_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "score_ratio",
            doc: "Growth of attention's score work and stored scores.",
            equation: "ratio * ratio",
            result_type: "f64",
            depends_on: &["ratio"],
            template: "{ratio} * {ratio}",
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
    impl ContextGrowth {
        ///Starts a [`ContextGrowthBuilder`]; required inputs must be set before [`ContextGrowthBuilder::build`].
        #[must_use]
        pub fn builder() -> ContextGrowthBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ContextGrowthBuilder {
            ContextGrowthBuilder {
                base_tokens: Some(__Clone::clone(&self.base_tokens)),
                tokens: Some(__Clone::clone(&self.tokens)),
            }
        }
        ///Growth of the window, and of a kept cache. Equation: `tokens / base_tokens`.
        #[inline]
        pub fn ratio(&self) -> __Result<f64, __c::EvalError> {
            let tokens = __Clone::clone(&self.tokens);
            let base_tokens = __Clone::clone(&self.base_tokens);
            struct ratio {}
            __c::member(
                (|| __c::conform::<f64, _, ratio>(tokens.eq_div(base_tokens)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Growth of attention's score work and stored scores. Equation: `ratio * ratio`.
        #[inline]
        pub fn score_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_score_ratio(self.ratio()?)
        }
        #[doc(hidden)]
        fn __eq_score_ratio(&self, ratio: f64) -> __Result<f64, __c::EvalError> {
            struct score_ratio {}
            __c::member(
                (|| __c::conform::<f64, _, score_ratio>(ratio.eq_mul(ratio)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ContextGrowthValues`].
        #[must_use]
        pub fn evaluate(&self) -> ContextGrowthValues<'_> {
            let ratio = self.ratio();
            let score_ratio = __c::after((&ratio,), |(v0,)| self.__eq_score_ratio(v0));
            ContextGrowthValues {
                scenario: self,
                ratio,
                score_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.base_tokens, &__INPUTS[0])?;
            __c::bounded_plain(&self.tokens, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl ContextGrowthBuilder {
        ///Sets `base_tokens`: Tokens of the original window.
        #[must_use]
        pub fn base_tokens(mut self, value: u32) -> Self {
            self.base_tokens = Some(value);
            self
        }
        ///Sets `tokens`: Tokens of the grown window.
        #[must_use]
        pub fn tokens(mut self, value: u32) -> Self {
            self.tokens = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ContextGrowth, __c::InputError> {
            let scenario = ContextGrowth {
                base_tokens: __c::given(self.base_tokens, "base_tokens")?,
                tokens: __c::given(self.tokens, "tokens")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ContextGrowthBuilder {
        type Scenario = ContextGrowth;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "base_tokens" => self.base_tokens = __c::set(value, &__INPUTS[0])?,
                "tokens" => self.tokens = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ContextGrowth, __c::InputError> {
            ContextGrowthBuilder::build(self)
        }
    }
    impl<'a> ContextGrowthValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ContextGrowth {
            self.scenario
        }
    }
    impl __c::Scenario for ContextGrowth {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ContextGrowth",
            family: &ATTENTION,
            summary: "A context window grown from `base_tokens` to `tokens`: what grows with the ratio and what with its square.",
            description: "",
            notes: __c::meta::Notes {
                equation: "ratio = tokens ÷ base_tokens; score ratio = ratio²",
                assumptions: &[
                    "A kept cache grows in proportion to the tokens; attention's score work and stored scores grow with their square.",
                    "Both windows are at least one token, checked when the scenario is built (the reference divides by zero at a base of 0).",
                ],
                rules: __RULES,
                excludes: &[
                    "Everything that does not depend on the context: weights and per-token projections.",
                ],
                derivation: &["Scores pair every token with every token: S² of them."],
            },
            examples: &[
                __c::meta::Example {
                    title: "BERT's window to 4,096 tokens",
                    code: "// BERT's window to 4,096 tokens\nuse mlsysim_compute::attention::bert_window_to_four_k;\n\nlet s = bert_window_to_four_k()?;\nassert_eq!(s.ratio()?, 8.0);\nassert_eq!(s.score_ratio()?, 64.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ContextGrowthBuilder;
        fn to_builder(&self) -> ContextGrowthBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(&[&self.base_tokens, &self.tokens], &[&values.ratio, &values.score_ratio])
        }
    }
    __c::glue!(ContextGrowth);
};
