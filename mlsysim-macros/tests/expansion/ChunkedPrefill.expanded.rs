/**A new prompt among running decodes, prefilled whole or in chunks, and the gap each way leaves in the decoding streams.

A step over N positions takes the longer of reading every weight once and doing 2 FLOPs per
parameter per position at the sustained rate (weight work only). Prefilled whole, the prompt
takes one step of its own between two decode steps, so every stream waits a decode step plus
the whole prefill. In chunks, each iteration carries one chunk beside the decodes, so the
gap is one such iteration, and the prompt is done after ⌈prompt ÷ chunk⌉ of them. The model,
its sustained rate and its weight-read time come from a held `PrefixRebuild` scenario.

# Equation

- `chunked_done = chunks * chunked_iteration`
- `gap_ratio = monolithic_gap / chunked_iteration`

# Assumptions

- Steps are bound by the weights alone (reading them, or the 2·P·N work on them); attention over the cache is left out, so long contexts take longer.
- The prompt takes ⌈prompt ÷ chunk⌉ chunk iterations, the last one possibly partial but timed as a full one. The reference counts ⌊prompt ÷ chunk⌋ chunks for the finish time (though ⌈prompt ÷ chunk⌉ iterations), which drops the partial last chunk: 19 chunks for a 10,000-token prompt in 512-token chunks instead of 20, and no chunk at all when the chunk exceeds the prompt.

# Rules across inputs

- `chunk_tokens` is at most `prompt_tokens` (the reference takes a larger chunk) (`chunk_tokens <= prompt_tokens`)

# Excludes

- Scheduling policy beyond one chunk per iteration, and the decodes' own cache reads.

# Derivation

- Whole, the prompt's step sits between two decode steps; chunked, every iteration does chunk + decodes positions of work.

# Examples

```rust
// A 4,096-token prompt among 32 decodes
use mlsysim_serving::kv_cache::chunked_prefill_among_decodes;

let s = chunked_prefill_among_decodes()?;
assert_eq!(s.iterations()?, 8);
assert!((s.gap_ratio()? - 7.773622695346797).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ChunkedPrefill {
    ///Tokens of the new prompt. *Allowed >= 1.*
    pub prompt_tokens: u32,
    ///Tokens of the prompt prefilled per iteration. *Allowed >= 1.*
    pub chunk_tokens: u32,
    ///The model, node and sustained rate, as a PrefixRebuild preset or its inputs. *Optional (absent by default).*
    pub prefill: Option<PrefixRebuild>,
    ///Requests decoding while the prompt arrives. *Optional (absent by default).*
    pub decodes: Option<u32>,
}
///Builds a [`ChunkedPrefill`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ChunkedPrefillBuilder {
    prompt_tokens: ::core::option::Option<u32>,
    chunk_tokens: ::core::option::Option<u32>,
    prefill: ::core::option::Option<PrefixRebuild>,
    decodes: ::core::option::Option<u32>,
}
///Every property of a [`ChunkedPrefill`], each computed once (see [`ChunkedPrefill::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ChunkedPrefillValues<'a> {
    scenario: &'a ChunkedPrefill,
    ///Iterations the prompt takes in chunks.
    pub iterations: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time of one decode step of the running requests.
    pub decode_step: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to prefill the prompt in one step.
    pub monolithic_prefill: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The streams' gap when the prompt is prefilled whole.
    pub monolithic_gap: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Chunk iterations until the prompt is prefilled.
    pub chunks: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time of one iteration carrying a chunk and the decodes: the streams' gap when chunked.
    pub chunked_iteration: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time until the prompt is prefilled in chunks.
    pub chunked_done: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times longer the whole-prompt gap is than the chunked one.
    pub gap_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "prompt_tokens",
            ty: "u32",
            doc: "Tokens of the new prompt.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "chunk_tokens",
            ty: "u32",
            doc: "Tokens of the prompt prefilled per iteration.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prefill",
            ty: "Option<PrefixRebuild>",
            doc: "The model, node and sustained rate, as a PrefixRebuild preset or its inputs.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "decodes",
            ty: "Option<u32>",
            doc: "Requests decoding while the prompt arrives.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "iterations",
            doc: "Iterations the prompt takes in chunks.",
            equation: "ceil(prompt_tokens / chunk_tokens)",
            result_type: "i64",
            depends_on: &["prompt_tokens", "chunk_tokens"],
            calls: &["ceil"],
            template: "ceil({prompt_tokens} / {chunk_tokens})",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "decode_step",
            doc: "Time of one decode step of the running requests.",
            equation: "step_time(i64::from(decodes))",
            result_type: "Time",
            label: ::mlsysim_core::units::MILLISECOND.label_for::<Time>(),
            depends_on: &["decodes"],
            requires: &["prefill", "decodes"],
            template: "{#0 step_time(i64::from(decodes))}",
            operation: "result of `step_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "monolithic_prefill",
            doc: "Time to prefill the prompt in one step.",
            equation: "step_time(i64::from(prompt_tokens))",
            result_type: "Time",
            label: ::mlsysim_core::units::MILLISECOND.label_for::<Time>(),
            depends_on: &["prompt_tokens"],
            requires: &["prefill"],
            template: "{#0 step_time(i64::from(prompt_tokens))}",
            operation: "result of `step_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "monolithic_gap",
            doc: "The streams' gap when the prompt is prefilled whole.",
            equation: "decode_step + monolithic_prefill",
            result_type: "Time",
            label: ::mlsysim_core::units::MILLISECOND.label_for::<Time>(),
            depends_on: &["decode_step", "monolithic_prefill"],
            requires: &["prefill", "decodes"],
            template: "{decode_step} + {monolithic_prefill}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "chunks",
            doc: "Chunk iterations until the prompt is prefilled.",
            equation: "iterations",
            result_type: "i64",
            depends_on: &["iterations"],
            template: "{iterations}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "chunked_iteration",
            doc: "Time of one iteration carrying a chunk and the decodes: the streams' gap when chunked.",
            equation: "step_time(chunk_tokens + decodes)",
            result_type: "Time",
            label: ::mlsysim_core::units::MILLISECOND.label_for::<Time>(),
            depends_on: &["chunk_tokens", "decodes"],
            requires: &["prefill", "decodes"],
            template: "{#0 step_time(chunk_tokens + decodes)}",
            operation: "result of `step_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "chunked_done",
            doc: "Time until the prompt is prefilled in chunks.",
            equation: "chunks * chunked_iteration",
            result_type: "Time",
            label: ::mlsysim_core::units::MILLISECOND.label_for::<Time>(),
            depends_on: &["chunks", "chunked_iteration"],
            requires: &["prefill", "decodes"],
            template: "{chunks} * {chunked_iteration}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gap_ratio",
            doc: "How many times longer the whole-prompt gap is than the chunked one.",
            equation: "monolithic_gap / chunked_iteration",
            result_type: "f64",
            depends_on: &["monolithic_gap", "chunked_iteration"],
            requires: &["prefill", "decodes"],
            template: "{monolithic_gap} / {chunked_iteration}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "step_time",
            kind: __c::MemberKind::Method,
            doc: "Time of one step over `tokens` positions, weight work only.",
            equation: "weight_only_step_time(\n    prefill.n_params(),\n    tokens,\n    prefill.sustained_rate(),\n    prefill.weight_read_time(),\n)",
            args: &[
                __c::ArgInfo {
                    name: "tokens",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::From("chunk_tokens"),
                        __c::Sample::From("prompt_tokens"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Time",
            label: ::mlsysim_core::units::MILLISECOND.label_for::<Time>(),
            depends_on: &["prefill"],
            reaches: &[
                ("prefill", "n_params"),
                ("prefill", "sustained_rate"),
                ("prefill", "weight_read_time"),
            ],
            requires: &["prefill"],
            calls: &["weight_only_step_time"],
            template: "weight_only_step_time(\n    {#0 prefill.n_params()},\n    {tokens},\n    {#1 prefill.sustained_rate()},\n    {#2 prefill.weight_read_time()},\n)",
            operation: "result of `weight_only_step_time`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`chunk_tokens` is at most `prompt_tokens` (the reference takes a larger chunk)",
            condition: "chunk_tokens <= prompt_tokens",
            inputs: &["chunk_tokens", "prompt_tokens"],
        },
    ];
    #[allow(unused_variables, clippy::clone_on_copy, non_camel_case_types)]
    impl ChunkedPrefill {
        ///Starts a [`ChunkedPrefillBuilder`]; required inputs must be set before [`ChunkedPrefillBuilder::build`].
        #[must_use]
        pub fn builder() -> ChunkedPrefillBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ChunkedPrefillBuilder {
            ChunkedPrefillBuilder {
                prompt_tokens: Some(__Clone::clone(&self.prompt_tokens)),
                chunk_tokens: Some(__Clone::clone(&self.chunk_tokens)),
                prefill: __Clone::clone(&self.prefill),
                decodes: __Clone::clone(&self.decodes),
            }
        }
        ///Iterations the prompt takes in chunks. Equation: `ceil(prompt_tokens / chunk_tokens)`.
        #[inline]
        pub fn iterations(&self) -> __Result<i64, __c::EvalError> {
            let prompt_tokens = __Clone::clone(&self.prompt_tokens);
            let chunk_tokens = __Clone::clone(&self.chunk_tokens);
            struct iterations {}
            type __M = __c::Member<i64, iterations>;
            __c::member(
                || __M::conform(
                    ::mlsysim_core::equation::ceil(prompt_tokens.eq_div(chunk_tokens)?)?,
                ),
                &__PROPERTIES[0],
            )
        }
        /**Time of one step over `tokens` positions, weight work only.

Equation:

```text
weight_only_step_time(
    prefill.n_params(),
    tokens,
    prefill.sustained_rate(),
    prefill.weight_read_time(),
)
```
 Requires `prefill` (an error names the absent one).*/
        #[inline]
        pub fn step_time(&self, tokens: i64) -> __Result<Time, __c::EvalError> {
            __c::argument(&tokens, "step_time", &(&__METHODS[0]).args[0])?;
            let prefill = __c::present(&self.prefill, "step_time", "prefill")?;
            struct step_time {}
            type __M = __c::Member<Time, step_time>;
            __c::member(
                || __M::conform(
                    ::mlsysim_core::equation::weight_only_step_time(
                        prefill.n_params()?,
                        tokens,
                        prefill.sustained_rate()?,
                        prefill.weight_read_time()?,
                    )?,
                ),
                &__METHODS[0],
            )
        }
        ///Time of one decode step of the running requests. Equation: `step_time(i64::from(decodes))`. Requires `prefill`, `decodes` (an error names the absent one).
        #[inline]
        pub fn decode_step(&self) -> __Result<Time, __c::EvalError> {
            let decodes = __c::present(&self.decodes, "decode_step", "decodes")?;
            let step_time = |tokens: i64| self.step_time(tokens);
            struct decode_step {}
            type __M = __c::Member<Time, decode_step>;
            __c::member(
                || __M::conform(step_time(i64::from(decodes))?),
                &__PROPERTIES[1],
            )
        }
        ///Time to prefill the prompt in one step. Equation: `step_time(i64::from(prompt_tokens))`. Requires `prefill` (an error names the absent one).
        #[inline]
        pub fn monolithic_prefill(&self) -> __Result<Time, __c::EvalError> {
            let prompt_tokens = __Clone::clone(&self.prompt_tokens);
            let step_time = |tokens: i64| self.step_time(tokens);
            struct monolithic_prefill {}
            type __M = __c::Member<Time, monolithic_prefill>;
            __c::member(
                || __M::conform(step_time(i64::from(prompt_tokens))?),
                &__PROPERTIES[2],
            )
        }
        ///The streams' gap when the prompt is prefilled whole. Equation: `decode_step + monolithic_prefill`. Requires `prefill`, `decodes` (an error names the absent one).
        #[inline]
        pub fn monolithic_gap(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_monolithic_gap(self.decode_step()?, self.monolithic_prefill()?)
        }
        fn __eq_monolithic_gap(
            &self,
            decode_step: Time,
            monolithic_prefill: Time,
        ) -> __Eval<Time> {
            struct monolithic_gap {}
            type __M = __c::Member<Time, monolithic_gap>;
            __c::member(
                || __M::conform(decode_step.eq_add(monolithic_prefill)?),
                &__PROPERTIES[3],
            )
        }
        ///Chunk iterations until the prompt is prefilled. Equation: `iterations`.
        #[inline]
        pub fn chunks(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_chunks(self.iterations()?)
        }
        fn __eq_chunks(&self, iterations: i64) -> __Eval<i64> {
            struct chunks {}
            type __M = __c::Member<i64, chunks>;
            __c::member(|| __M::conform(iterations), &__PROPERTIES[4])
        }
        ///Time of one iteration carrying a chunk and the decodes: the streams' gap when chunked. Equation: `step_time(chunk_tokens + decodes)`. Requires `prefill`, `decodes` (an error names the absent one).
        #[inline]
        pub fn chunked_iteration(&self) -> __Result<Time, __c::EvalError> {
            let chunk_tokens = __Clone::clone(&self.chunk_tokens);
            let decodes = __c::present(&self.decodes, "chunked_iteration", "decodes")?;
            let step_time = |tokens: i64| self.step_time(tokens);
            struct chunked_iteration {}
            type __M = __c::Member<Time, chunked_iteration>;
            __c::member(
                || __M::conform(step_time(chunk_tokens.eq_add(decodes)?)?),
                &__PROPERTIES[5],
            )
        }
        ///Time until the prompt is prefilled in chunks. Equation: `chunks * chunked_iteration`. Requires `prefill`, `decodes` (an error names the absent one).
        #[inline]
        pub fn chunked_done(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_chunked_done(self.chunks()?, self.chunked_iteration()?)
        }
        fn __eq_chunked_done(
            &self,
            chunks: i64,
            chunked_iteration: Time,
        ) -> __Eval<Time> {
            struct chunked_done {}
            type __M = __c::Member<Time, chunked_done>;
            __c::member(
                || __M::conform(chunks.eq_mul(chunked_iteration)?),
                &__PROPERTIES[6],
            )
        }
        ///How many times longer the whole-prompt gap is than the chunked one. Equation: `monolithic_gap / chunked_iteration`. Requires `prefill`, `decodes` (an error names the absent one).
        #[inline]
        pub fn gap_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_gap_ratio(self.monolithic_gap()?, self.chunked_iteration()?)
        }
        fn __eq_gap_ratio(
            &self,
            monolithic_gap: Time,
            chunked_iteration: Time,
        ) -> __Eval<f64> {
            struct gap_ratio {}
            type __M = __c::Member<f64, gap_ratio>;
            __c::member(
                || __M::conform(monolithic_gap.eq_div(chunked_iteration)?),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ChunkedPrefillValues`].
        #[must_use]
        pub fn evaluate(&self) -> ChunkedPrefillValues<'_> {
            let iterations = self.iterations();
            let decode_step = self.decode_step();
            let monolithic_prefill = self.monolithic_prefill();
            let monolithic_gap = __c::after(
                (&decode_step, &monolithic_prefill),
                |(v0, v1)| self.__eq_monolithic_gap(v0, v1),
            );
            let chunks = __c::after(&iterations, |v| self.__eq_chunks(v));
            let chunked_iteration = self.chunked_iteration();
            let chunked_done = __c::after(
                (&chunks, &chunked_iteration),
                |(v0, v1)| self.__eq_chunked_done(v0, v1),
            );
            let gap_ratio = __c::after(
                (&monolithic_gap, &chunked_iteration),
                |(v0, v1)| self.__eq_gap_ratio(v0, v1),
            );
            ChunkedPrefillValues {
                scenario: self,
                iterations,
                decode_step,
                monolithic_prefill,
                monolithic_gap,
                chunks,
                chunked_iteration,
                chunked_done,
                gap_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.prompt_tokens, &__INPUTS[0])?;
            __c::bounded_plain(&self.chunk_tokens, &__INPUTS[1])?;
            __c::finite(&self.prefill, &__INPUTS[2])?;
            __c::finite(&self.decodes, &__INPUTS[3])?;
            {
                let chunk_tokens = __Clone::clone(&self.chunk_tokens);
                let prompt_tokens = __Clone::clone(&self.prompt_tokens);
                __c::rule(
                    chunk_tokens <= prompt_tokens,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.chunk_tokens, &self.prompt_tokens],
                )?;
            }
            Ok(())
        }
        fn __explain_iterations(&self) -> __c::Parts {
            __c::traced(
                self.iterations(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let prompt_tokens =
                    __Clone::clone(& self.prompt_tokens); let chunk_tokens =
                    __Clone::clone(& self.chunk_tokens); let part = prompt_tokens
                    .eq_div(chunk_tokens) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }))] }
                ],
            )
        }
        fn __explain_step_time(&self, tokens: i64) -> __c::Parts {
            __c::traced(
                self.step_time(__Clone::clone(&tokens)),
                &__METHODS[0],
                ::std::vec![
                    __c::attempt(|| { let prefill = __c::present(& self.prefill,
                    "step_time", "prefill") ?; let part = prefill.n_params() ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }), __c::attempt(|| { let
                    prefill = __c::present(& self.prefill, "step_time", "prefill") ?; let
                    part = prefill.sustained_rate() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }), __c::attempt(|| { let prefill = __c::present(& self
                    .prefill, "step_time", "prefill") ?; let part = prefill
                    .weight_read_time() ?; Ok((& __c::Showing(& part, None)).__shown())
                    })
                ],
                ::std::vec![
                    __c::CallSite { name : "weight_only_step_time", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let prefill =
                    __c::present(& self.prefill, "step_time", "prefill") ?; let part =
                    prefill.n_params() ?; Ok((& __c::Showing(& part, None)).__shown())
                    })), __c::Operand::Name("tokens"),
                    __c::Operand::Value(__c::attempt(|| { let prefill = __c::present(&
                    self.prefill, "step_time", "prefill") ?; let part = prefill
                    .sustained_rate() ?; Ok((& __c::Showing(& part, None)).__shown())
                    })), __c::Operand::Value(__c::attempt(|| { let prefill =
                    __c::present(& self.prefill, "step_time", "prefill") ?; let part =
                    prefill.weight_read_time() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }))] }
                ],
            )
        }
        fn __explain_decode_step(&self) -> __c::Parts {
            __c::traced(
                self.decode_step(),
                &__PROPERTIES[1],
                ::std::vec![
                    __c::attempt(|| { let decodes = __c::present(& self.decodes,
                    "decode_step", "decodes") ?; let step_time = | tokens : i64 | self
                    .step_time(tokens); let part = step_time(i64::from(decodes)) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) })
                ],
                ::std::vec![
                    __c::CallSite { name : "step_time", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let decodes =
                    __c::present(& self.decodes, "decode_step", "decodes") ?; let part =
                    i64::from(decodes); Ok((& __c::Showing(& part, None)).__shown()) }))]
                    }
                ],
            )
        }
        fn __explain_monolithic_prefill(&self) -> __c::Parts {
            __c::traced(
                self.monolithic_prefill(),
                &__PROPERTIES[2],
                ::std::vec![
                    __c::attempt(|| { let prompt_tokens = __Clone::clone(& self
                    .prompt_tokens); let step_time = | tokens : i64 | self
                    .step_time(tokens); let part = step_time(i64::from(prompt_tokens)) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) })
                ],
                ::std::vec![
                    __c::CallSite { name : "step_time", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let prompt_tokens =
                    __Clone::clone(& self.prompt_tokens); let part =
                    i64::from(prompt_tokens); Ok((& __c::Showing(& part, None))
                    .__shown()) }))] }
                ],
            )
        }
        fn __explain_chunked_iteration(&self) -> __c::Parts {
            __c::traced(
                self.chunked_iteration(),
                &__PROPERTIES[5],
                ::std::vec![
                    __c::attempt(|| { let chunk_tokens = __Clone::clone(& self
                    .chunk_tokens); let decodes = __c::present(& self.decodes,
                    "chunked_iteration", "decodes") ?; let step_time = | tokens : i64 |
                    self.step_time(tokens); let part = step_time(chunk_tokens
                    .eq_add(decodes) ?) ?; Ok((& __c::Showing(& part, None)).__shown())
                    })
                ],
                ::std::vec![
                    __c::CallSite { name : "step_time", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let chunk_tokens =
                    __Clone::clone(& self.chunk_tokens); let decodes = __c::present(&
                    self.decodes, "chunked_iteration", "decodes") ?; let part =
                    chunk_tokens.eq_add(decodes) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }))] }
                ],
            )
        }
    }
    impl ChunkedPrefillBuilder {
        ///Sets `prompt_tokens`: Tokens of the new prompt.
        #[must_use]
        pub fn prompt_tokens(self, value: u32) -> Self {
            __c::with(self, |b| b.prompt_tokens = Some(value))
        }
        ///Sets `chunk_tokens`: Tokens of the prompt prefilled per iteration.
        #[must_use]
        pub fn chunk_tokens(self, value: u32) -> Self {
            __c::with(self, |b| b.chunk_tokens = Some(value))
        }
        ///Sets `prefill`: The model, node and sustained rate, as a PrefixRebuild preset or its inputs.
        #[must_use]
        pub fn prefill(self, value: PrefixRebuild) -> Self {
            __c::with(self, |b| b.prefill = Some(value))
        }
        ///Leaves `prefill` absent.
        #[must_use]
        pub fn without_prefill(self) -> Self {
            __c::with(self, |b| b.prefill = None)
        }
        ///Sets `decodes`: Requests decoding while the prompt arrives.
        #[must_use]
        pub fn decodes(self, value: u32) -> Self {
            __c::with(self, |b| b.decodes = Some(value))
        }
        ///Leaves `decodes` absent.
        #[must_use]
        pub fn without_decodes(self) -> Self {
            __c::with(self, |b| b.decodes = None)
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ChunkedPrefill, __c::InputError> {
            let scenario = ChunkedPrefill {
                prompt_tokens: __c::given(self.prompt_tokens, "prompt_tokens")?,
                chunk_tokens: __c::given(self.chunk_tokens, "chunk_tokens")?,
                prefill: self.prefill,
                decodes: self.decodes,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ChunkedPrefillBuilder {
        type Scenario = ChunkedPrefill;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "prompt_tokens" => self.prompt_tokens = __c::set(value, &__INPUTS[0])?,
                "chunk_tokens" => self.chunk_tokens = __c::set(value, &__INPUTS[1])?,
                "prefill" => self.prefill = __c::set(value, &__INPUTS[2])?,
                "decodes" => self.decodes = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ChunkedPrefill, __c::InputError> {
            ChunkedPrefillBuilder::build(self)
        }
    }
    impl<'a> ChunkedPrefillValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ChunkedPrefill {
            self.scenario
        }
        ///[`ChunkedPrefill::step_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn step_time(&self, tokens: i64) -> __Result<Time, __c::EvalError> {
            self.scenario.step_time(tokens)
        }
    }
    impl __c::Scenario for ChunkedPrefill {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ChunkedPrefill",
            family: &KV_CACHE,
            summary: "A new prompt among running decodes, prefilled whole or in chunks, and the gap each way leaves in the decoding streams.",
            description: "A step over N positions takes the longer of reading every weight once and doing 2 FLOPs per\nparameter per position at the sustained rate (weight work only). Prefilled whole, the prompt\ntakes one step of its own between two decode steps, so every stream waits a decode step plus\nthe whole prefill. In chunks, each iteration carries one chunk beside the decodes, so the\ngap is one such iteration, and the prompt is done after ⌈prompt ÷ chunk⌉ of them. The model,\nits sustained rate and its weight-read time come from a held `PrefixRebuild` scenario.",
            notes: __c::meta::Notes {
                summary: &["chunked_done", "gap_ratio"],
                assumptions: &[
                    "Steps are bound by the weights alone (reading them, or the 2·P·N work on them); attention over the cache is left out, so long contexts take longer.",
                    "The prompt takes ⌈prompt ÷ chunk⌉ chunk iterations, the last one possibly partial but timed as a full one. The reference counts ⌊prompt ÷ chunk⌋ chunks for the finish time (though ⌈prompt ÷ chunk⌉ iterations), which drops the partial last chunk: 19 chunks for a 10,000-token prompt in 512-token chunks instead of 20, and no chunk at all when the chunk exceeds the prompt.",
                ],
                rules: __RULES,
                excludes: &[
                    "Scheduling policy beyond one chunk per iteration, and the decodes' own cache reads.",
                ],
                derivation: &[
                    "Whole, the prompt's step sits between two decode steps; chunked, every iteration does chunk + decodes positions of work.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 4,096-token prompt among 32 decodes",
                    code: "// A 4,096-token prompt among 32 decodes\nuse mlsysim_serving::kv_cache::chunked_prefill_among_decodes;\n\nlet s = chunked_prefill_among_decodes()?;\nassert_eq!(s.iterations()?, 8);\nassert!((s.gap_ratio()? - 7.773622695346797).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ChunkedPrefillBuilder;
        fn to_builder(&self) -> ChunkedPrefillBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report(
                Self::INFO,
                &[&self.prompt_tokens, &self.chunk_tokens, &self.prefill, &self.decodes],
                &[
                    &values.iterations,
                    &values.decode_step,
                    &values.monolithic_prefill,
                    &values.monolithic_gap,
                    &values.chunks,
                    &values.chunked_iteration,
                    &values.chunked_done,
                    &values.gap_ratio,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "step_time" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.step_time(a0), &__METHODS[0])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "iterations" => Some(Ok(self.__explain_iterations())),
                "step_time" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_step_time(a0)),
                    )
                }
                "decode_step" => Some(Ok(self.__explain_decode_step())),
                "monolithic_prefill" => Some(Ok(self.__explain_monolithic_prefill())),
                "chunked_iteration" => Some(Ok(self.__explain_chunked_iteration())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "prefill" => {
                    self.prefill.as_ref().and_then(|n| (&__c::explain::Held(n)).__held())
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "chunk_tokens" => {
                    __c::samples(&self.chunk_tokens, ::core::option::Option::None)
                }
                "prompt_tokens" => {
                    __c::samples(&self.prompt_tokens, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(ChunkedPrefill);
};
