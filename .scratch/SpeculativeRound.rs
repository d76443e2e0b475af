/**One round of speculative decoding: a small draft model proposes tokens and the target model verifies them all in one step.

Each proposed token is accepted with probability α until the first rejection, and the
verification always yields one token of its own, so a round of K proposals yields
(1 − α^(K+1)) ÷ (1 − α) tokens on average. A round costs the drafting plus one verification;
the gain is the verification time (what one token costs without speculation) over the time
per token with it.

# Equation

E[tokens] = (1 − α^(K+1)) ÷ (1 − α); round = draft + verify; per token = round ÷ E[tokens]; gain = verify ÷ per token

# Assumptions

- Proposals are accepted independently with the same probability, and a rejection ends the round.
- The drafting is given either as the whole round's draft time or as the time of one draft step (then K steps).
- The acceptance lies in [0, 1); the reference checks it only where the expected tokens are read.

# Rules across inputs

- `draft_time` and `draft_step` are not both given (the reference takes both and silently uses the round's time) (`optional(draft_time).is_none() || optional(draft_step).is_none()`)

# Excludes

- Batching effects on the verification step, and the draft model's own cache.

# Derivation

- Token j (j = 1..K) of the draft is kept with probability α^j; summing 1 + Σ α^j gives the geometric series.

# Requirements

- give `draft_time`, or `draft_step`

# Examples

```rust
// Speculation on the tuned 70B replica
use mlsysim_serving::kv_cache::llama3_70b_replica_speculation;

let s = llama3_70b_replica_speculation()?;
assert!((s.expected_tokens()? - 3.5218199968).abs() < 1e-12);
assert!(s.tpot_gain()? > 3.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SpeculativeRound {
    ///Probability that a proposed token is accepted. *Allowed [0.0, 1.0).*
    pub acceptance: f64,
    ///Tokens the draft proposes per round.
    pub draft_length: u32,
    ///Time of all the draft steps of one round. *Optional (absent by default); shown in `MILLISECOND`; allowed >= 0.*
    pub draft_time: Option<Time>,
    ///Time of the target's verification step. *Shown in `MILLISECOND`; allowed > 0.*
    pub verify_time: Time,
    ///Time of one draft step. *Optional (absent by default); shown in `MILLISECOND`; allowed >= 0.*
    pub draft_step: Option<Time>,
}
///Builds a [`SpeculativeRound`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SpeculativeRoundBuilder {
    acceptance: ::core::option::Option<f64>,
    draft_length: ::core::option::Option<u32>,
    draft_time: ::core::option::Option<Time>,
    verify_time: ::core::option::Option<Time>,
    draft_step: ::core::option::Option<Time>,
}
///Every property of a [`SpeculativeRound`], each computed once (see [`SpeculativeRound::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SpeculativeRoundValues<'a> {
    scenario: &'a SpeculativeRound,
    ///Time the round spends drafting.
    pub draft_cost: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Tokens one round yields on average.
    pub expected_tokens: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time of one round.
    pub round_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time per token with speculation.
    pub per_token_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times faster tokens come than one per verification step.
    pub tpot_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "acceptance",
            ty: "f64",
            doc: "Probability that a proposed token is accepted.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "draft_length",
            ty: "u32",
            doc: "Tokens the draft proposes per round.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "draft_time",
            ty: "Option<Time>",
            doc: "Time of all the draft steps of one round.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "verify_time",
            ty: "Time",
            doc: "Time of the target's verification step.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "draft_step",
            ty: "Option<Time>",
            doc: "Time of one draft step.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "draft_cost",
            doc: "Time the round spends drafting.",
            equation: "match optional(draft_time) {\n    Some(round) => round,\n    None => draft_length * draft_step,\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["draft_time", "draft_length", "draft_step"],
            requires_one_of: &[&[&["draft_time"], &["draft_step"]]],
            template: "match {#0 optional(draft_time)} {{\n    Some(round) => round,\n    None => {draft_length} * {draft_step},\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expected_tokens",
            doc: "Tokens one round yields on average.",
            equation: "speculative_expected_tokens(acceptance, draft_length)",
            result_type: "f64",
            depends_on: &["acceptance", "draft_length"],
            calls: &["speculative_expected_tokens"],
            template: "speculative_expected_tokens({acceptance}, {draft_length})",
            named_calls: "speculative_expected_tokens(acceptance, draft_length)",
            operation: "result of `speculative_expected_tokens`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "round_time",
            doc: "Time of one round.",
            equation: "draft_cost + verify_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["verify_time", "draft_cost"],
            requires_one_of: &[&[&["draft_time"], &["draft_step"]]],
            template: "{draft_cost} + {verify_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "per_token_time",
            doc: "Time per token with speculation.",
            equation: "round_time / expected_tokens",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["round_time", "expected_tokens"],
            requires_one_of: &[&[&["draft_time"], &["draft_step"]]],
            template: "{round_time} / {expected_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tpot_gain",
            doc: "How many times faster tokens come than one per verification step.",
            equation: "verify_time / per_token_time",
            result_type: "f64",
            depends_on: &["verify_time", "per_token_time"],
            requires_one_of: &[&[&["draft_time"], &["draft_step"]]],
            template: "{verify_time} / {per_token_time}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`draft_time` and `draft_step` are not both given (the reference takes both and silently uses the round's time)",
            condition: "optional(draft_time).is_none() || optional(draft_step).is_none()",
            inputs: &["draft_time", "draft_step"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl SpeculativeRound {
        ///Starts a [`SpeculativeRoundBuilder`]; required inputs must be set before [`SpeculativeRoundBuilder::build`].
        #[must_use]
        pub fn builder() -> SpeculativeRoundBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SpeculativeRoundBuilder {
            SpeculativeRoundBuilder {
                acceptance: Some(__Clone::clone(&self.acceptance)),
                draft_length: Some(__Clone::clone(&self.draft_length)),
                draft_time: __Clone::clone(&self.draft_time),
                verify_time: Some(__Clone::clone(&self.verify_time)),
                draft_step: __Clone::clone(&self.draft_step),
            }
        }
        /**Time the round spends drafting.

Equation:

```text
match optional(draft_time) {
    Some(round) => round,
    None => draft_length * draft_step,
}
```
 Requires: give `draft_time`, or `draft_step`.*/
        #[inline]
        pub fn draft_cost(&self) -> __Result<Time, __c::EvalError> {
            let draft_time = __Clone::clone(&self.draft_time);
            let draft_length = __Clone::clone(&self.draft_length);
            struct draft_cost {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    draft_cost,
                >(
                    match ::mlsysim_core::equation::optional(draft_time) {
                        Some(round) => round,
                        None => {
                            draft_length
                                .eq_mul(
                                    ::mlsysim_core::__private::present(
                                        &self.draft_step,
                                        "draft_cost",
                                        "draft_step",
                                    )?,
                                )?
                        }
                    },
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Tokens one round yields on average. Equation: `speculative_expected_tokens(acceptance, draft_length)`.
        #[inline]
        pub fn expected_tokens(&self) -> __Result<f64, __c::EvalError> {
            let acceptance = __Clone::clone(&self.acceptance);
            let draft_length = __Clone::clone(&self.draft_length);
            struct expected_tokens {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    expected_tokens,
                >(
                    ::mlsysim_core::equation::speculative_expected_tokens(
                        acceptance,
                        draft_length,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Time of one round. Equation: `draft_cost + verify_time`. Requires: give `draft_time`, or `draft_step`.
        #[inline]
        pub fn round_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_round_time(self.draft_cost()?)
        }
        #[doc(hidden)]
        fn __eq_round_time(&self, draft_cost: Time) -> __Result<Time, __c::EvalError> {
            let verify_time = __Clone::clone(&self.verify_time);
            struct round_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    round_time,
                >(draft_cost.eq_add(verify_time)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Time per token with speculation. Equation: `round_time / expected_tokens`. Requires: give `draft_time`, or `draft_step`.
        #[inline]
        pub fn per_token_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_per_token_time(self.round_time()?, self.expected_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_per_token_time(
            &self,
            round_time: Time,
            expected_tokens: f64,
        ) -> __Result<Time, __c::EvalError> {
            struct per_token_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    per_token_time,
                >(round_time.eq_div(expected_tokens)?))(),
                &__PROPERTIES[3],
            )
        }
        ///How many times faster tokens come than one per verification step. Equation: `verify_time / per_token_time`. Requires: give `draft_time`, or `draft_step`.
        #[inline]
        pub fn tpot_gain(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_tpot_gain(self.per_token_time()?)
        }
        #[doc(hidden)]
        fn __eq_tpot_gain(&self, per_token_time: Time) -> __Result<f64, __c::EvalError> {
            let verify_time = __Clone::clone(&self.verify_time);
            struct tpot_gain {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    tpot_gain,
                >(verify_time.eq_div(per_token_time)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SpeculativeRoundValues`].
        #[must_use]
        pub fn evaluate(&self) -> SpeculativeRoundValues<'_> {
            let draft_cost = self.draft_cost();
            let expected_tokens = self.expected_tokens();
            let round_time = __c::after(
                (&draft_cost,),
                |(v0,)| self.__eq_round_time(v0),
            );
            let per_token_time = __c::after(
                (&round_time, &expected_tokens),
                |(v0, v1)| self.__eq_per_token_time(v0, v1),
            );
            let tpot_gain = __c::after(
                (&per_token_time,),
                |(v0,)| self.__eq_tpot_gain(v0),
            );
            SpeculativeRoundValues {
                scenario: self,
                draft_cost,
                expected_tokens,
                round_time,
                per_token_time,
                tpot_gain,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.acceptance, &__INPUTS[0])?;
            __c::finite(&self.draft_length, &__INPUTS[1])?;
            __c::bounded(&self.draft_time, &__INPUTS[2])?;
            __c::bounded(&self.verify_time, &__INPUTS[3])?;
            __c::bounded(&self.draft_step, &__INPUTS[4])?;
            __c::validate::one_of(
                &[
                    (&[self.draft_time.is_some()], &["draft_time"]),
                    (&[self.draft_step.is_some()], &["draft_step"]),
                ],
                &[&["draft_time"], &["draft_step"]],
            )?;
            {
                let draft_time = __Clone::clone(&self.draft_time);
                let draft_step = __Clone::clone(&self.draft_step);
                __c::rule(
                    ::mlsysim_core::equation::optional(draft_time).is_none()
                        || ::mlsysim_core::equation::optional(draft_step).is_none(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.draft_time, &self.draft_step],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_draft_cost(&self) -> __c::Parts {
            __c::traced(
                self.draft_cost(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let draft_time = __Clone::clone(& self.draft_time); let part =
                    ::mlsysim_core::equation::optional(draft_time); Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl SpeculativeRoundBuilder {
        ///Sets `acceptance`: Probability that a proposed token is accepted.
        #[must_use]
        pub fn acceptance(mut self, value: f64) -> Self {
            self.acceptance = Some(value);
            self
        }
        ///Sets `draft_length`: Tokens the draft proposes per round.
        #[must_use]
        pub fn draft_length(mut self, value: u32) -> Self {
            self.draft_length = Some(value);
            self
        }
        ///Sets `draft_time`: Time of all the draft steps of one round.
        #[must_use]
        pub fn draft_time(mut self, value: Time) -> Self {
            self.draft_time = Some(value);
            self
        }
        ///Leaves `draft_time` absent.
        #[must_use]
        pub fn without_draft_time(mut self) -> Self {
            self.draft_time = None;
            self
        }
        ///Sets `verify_time`: Time of the target's verification step.
        #[must_use]
        pub fn verify_time(mut self, value: Time) -> Self {
            self.verify_time = Some(value);
            self
        }
        ///Sets `draft_step`: Time of one draft step.
        #[must_use]
        pub fn draft_step(mut self, value: Time) -> Self {
            self.draft_step = Some(value);
            self
        }
        ///Leaves `draft_step` absent.
        #[must_use]
        pub fn without_draft_step(mut self) -> Self {
            self.draft_step = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SpeculativeRound, __c::InputError> {
            let scenario = SpeculativeRound {
                acceptance: __c::given(self.acceptance, "acceptance")?,
                draft_length: __c::given(self.draft_length, "draft_length")?,
                draft_time: self.draft_time,
                verify_time: __c::given(self.verify_time, "verify_time")?,
                draft_step: self.draft_step,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SpeculativeRoundBuilder {
        type Scenario = SpeculativeRound;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "acceptance" => self.acceptance = __c::set(value, &__INPUTS[0])?,
                "draft_length" => self.draft_length = __c::set(value, &__INPUTS[1])?,
                "draft_time" => self.draft_time = __c::set(value, &__INPUTS[2])?,
                "verify_time" => self.verify_time = __c::set(value, &__INPUTS[3])?,
                "draft_step" => self.draft_step = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SpeculativeRound, __c::InputError> {
            SpeculativeRoundBuilder::build(self)
        }
    }
    impl<'a> SpeculativeRoundValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SpeculativeRound {
            self.scenario
        }
    }
    impl __c::Scenario for SpeculativeRound {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SpeculativeRound",
            family: &KV_CACHE,
            summary: "One round of speculative decoding: a small draft model proposes tokens and the target model verifies them all in one step.",
            description: "Each proposed token is accepted with probability α until the first rejection, and the\nverification always yields one token of its own, so a round of K proposals yields\n(1 − α^(K+1)) ÷ (1 − α) tokens on average. A round costs the drafting plus one verification;\nthe gain is the verification time (what one token costs without speculation) over the time\nper token with it.",
            notes: __c::meta::Notes {
                equation: "E[tokens] = (1 − α^(K+1)) ÷ (1 − α); round = draft + verify; per token = round ÷ E[tokens]; gain = verify ÷ per token",
                assumptions: &[
                    "Proposals are accepted independently with the same probability, and a rejection ends the round.",
                    "The drafting is given either as the whole round's draft time or as the time of one draft step (then K steps).",
                    "The acceptance lies in [0, 1); the reference checks it only where the expected tokens are read.",
                ],
                rules: __RULES,
                excludes: &[
                    "Batching effects on the verification step, and the draft model's own cache.",
                ],
                derivation: &[
                    "Token j (j = 1..K) of the draft is kept with probability α^j; summing 1 + Σ α^j gives the geometric series.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Speculation on the tuned 70B replica",
                    code: "// Speculation on the tuned 70B replica\nuse mlsysim_serving::kv_cache::llama3_70b_replica_speculation;\n\nlet s = llama3_70b_replica_speculation()?;\nassert!((s.expected_tokens()? - 3.5218199968).abs() < 1e-12);\nassert!(s.tpot_gain()? > 3.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[&[&["draft_time"], &["draft_step"]]],
        };
        type Builder = SpeculativeRoundBuilder;
        fn to_builder(&self) -> SpeculativeRoundBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.acceptance,
                    &self.draft_length,
                    &self.draft_time,
                    &self.verify_time,
                    &self.draft_step,
                ],
                &[
                    &values.draft_cost,
                    &values.expected_tokens,
                    &values.round_time,
                    &values.per_token_time,
                    &values.tpot_gain,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "draft_cost" => Some(Ok(self.__explain_draft_cost())),
                _ => None,
            }
        }
    }
    __c::glue!(SpeculativeRound);
};
