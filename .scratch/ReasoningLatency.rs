/**Reasoning tokens generated one after another before the answer, each at a fixed time.

The wait before the answer is the count of reasoning tokens times the time per token; next
to one token's time, the latency grows by the token count.

# Equation

reasoning time = per_token_time × reasoning_tokens; expansion = reasoning_tokens

# Assumptions

- Reasoning tokens are strictly serial, each at the same time.

# Excludes

- Prefill of the prompt and the answer's own tokens.

# Derivation

- Serial steps add: n steps of t take n·t.

# Examples

```rust
// 128 reasoning tokens at 100 ms
use mlsysim_serving::kv_cache::reasoning_token_latency;

let s = reasoning_token_latency()?;
assert!((s.reasoning_time()?.value - 12.8).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ReasoningLatency {
    ///Time of one reasoning token. *Shown in `MILLISECOND`; allowed > 0.*
    pub per_token_time: Time,
    ///Reasoning tokens before the answer.
    pub reasoning_tokens: u32,
}
///Builds a [`ReasoningLatency`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ReasoningLatencyBuilder {
    per_token_time: ::core::option::Option<Time>,
    reasoning_tokens: ::core::option::Option<u32>,
}
///Every property of a [`ReasoningLatency`], each computed once (see [`ReasoningLatency::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ReasoningLatencyValues<'a> {
    scenario: &'a ReasoningLatency,
    ///Time spent reasoning before the answer.
    pub reasoning_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times one token's time the wait is.
    pub expansion: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "per_token_time",
            ty: "Time",
            doc: "Time of one reasoning token.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "reasoning_tokens",
            ty: "u32",
            doc: "Reasoning tokens before the answer.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "reasoning_time",
            doc: "Time spent reasoning before the answer.",
            equation: "per_token_time * reasoning_tokens",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["per_token_time", "reasoning_tokens"],
            template: "{per_token_time} * {reasoning_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expansion",
            doc: "How many times one token's time the wait is.",
            equation: "i64::from(reasoning_tokens)",
            result_type: "i64",
            depends_on: &["reasoning_tokens"],
            template: "i64::from({reasoning_tokens})",
            operation: "result of `from`",
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
    impl ReasoningLatency {
        ///Starts a [`ReasoningLatencyBuilder`]; required inputs must be set before [`ReasoningLatencyBuilder::build`].
        #[must_use]
        pub fn builder() -> ReasoningLatencyBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ReasoningLatencyBuilder {
            ReasoningLatencyBuilder {
                per_token_time: Some(__Clone::clone(&self.per_token_time)),
                reasoning_tokens: Some(__Clone::clone(&self.reasoning_tokens)),
            }
        }
        ///Time spent reasoning before the answer. Equation: `per_token_time * reasoning_tokens`.
        #[inline]
        pub fn reasoning_time(&self) -> __Result<Time, __c::EvalError> {
            let per_token_time = __Clone::clone(&self.per_token_time);
            let reasoning_tokens = __Clone::clone(&self.reasoning_tokens);
            struct reasoning_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    reasoning_time,
                >(per_token_time.eq_mul(reasoning_tokens)?))(),
                &__PROPERTIES[0],
            )
        }
        ///How many times one token's time the wait is. Equation: `i64::from(reasoning_tokens)`.
        #[inline]
        pub fn expansion(&self) -> __Result<i64, __c::EvalError> {
            let reasoning_tokens = __Clone::clone(&self.reasoning_tokens);
            struct expansion {}
            __c::member(
                (|| __c::conform::<i64, _, expansion>(i64::from(reasoning_tokens)))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ReasoningLatencyValues`].
        #[must_use]
        pub fn evaluate(&self) -> ReasoningLatencyValues<'_> {
            let reasoning_time = self.reasoning_time();
            let expansion = self.expansion();
            ReasoningLatencyValues {
                scenario: self,
                reasoning_time,
                expansion,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.per_token_time, &__INPUTS[0])?;
            __c::finite(&self.reasoning_tokens, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl ReasoningLatencyBuilder {
        ///Sets `per_token_time`: Time of one reasoning token.
        #[must_use]
        pub fn per_token_time(mut self, value: Time) -> Self {
            self.per_token_time = Some(value);
            self
        }
        ///Sets `reasoning_tokens`: Reasoning tokens before the answer.
        #[must_use]
        pub fn reasoning_tokens(mut self, value: u32) -> Self {
            self.reasoning_tokens = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ReasoningLatency, __c::InputError> {
            let scenario = ReasoningLatency {
                per_token_time: __c::given(self.per_token_time, "per_token_time")?,
                reasoning_tokens: __c::given(self.reasoning_tokens, "reasoning_tokens")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ReasoningLatencyBuilder {
        type Scenario = ReasoningLatency;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "per_token_time" => self.per_token_time = __c::set(value, &__INPUTS[0])?,
                "reasoning_tokens" => {
                    self.reasoning_tokens = __c::set(value, &__INPUTS[1])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ReasoningLatency, __c::InputError> {
            ReasoningLatencyBuilder::build(self)
        }
    }
    impl<'a> ReasoningLatencyValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ReasoningLatency {
            self.scenario
        }
    }
    impl __c::Scenario for ReasoningLatency {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ReasoningLatency",
            family: &KV_CACHE,
            summary: "Reasoning tokens generated one after another before the answer, each at a fixed time.",
            description: "The wait before the answer is the count of reasoning tokens times the time per token; next\nto one token's time, the latency grows by the token count.",
            notes: __c::meta::Notes {
                equation: "reasoning time = per_token_time × reasoning_tokens; expansion = reasoning_tokens",
                assumptions: &[
                    "Reasoning tokens are strictly serial, each at the same time.",
                ],
                rules: __RULES,
                excludes: &["Prefill of the prompt and the answer's own tokens."],
                derivation: &["Serial steps add: n steps of t take n·t."],
            },
            examples: &[
                __c::meta::Example {
                    title: "128 reasoning tokens at 100 ms",
                    code: "// 128 reasoning tokens at 100 ms\nuse mlsysim_serving::kv_cache::reasoning_token_latency;\n\nlet s = reasoning_token_latency()?;\nassert!((s.reasoning_time()?.value - 12.8).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ReasoningLatencyBuilder;
        fn to_builder(&self) -> ReasoningLatencyBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.per_token_time, &self.reasoning_tokens],
                &[&values.reasoning_time, &values.expansion],
            )
        }
    }
    __c::glue!(ReasoningLatency);
};
