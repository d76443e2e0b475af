/**A decode batch whose membership is fixed until its longest request ends, against one whose freed slots take waiting requests at once (continuous batching).

Every request decodes one token per iteration. With fixed membership each slot stays taken
until the longest request of the batch ends, so shorter requests leave their slots idle; the
idle share is 1 − mean ÷ longest. Requests waiting from the start are admitted in order:
request by request, the next batch starts only when the whole first one has ended; with
continuous batching the slot that frees first takes the next waiting request.

# Equation

idle share = 1 − mean(L) ÷ max(L); request-level: waiting request j runs [max(L), max(L) + W_j]; continuous: each waiting request starts when the first slot frees; utilization = Σ lengths ÷ (slots × iterations)

# Assumptions

- One token per request per iteration, all requests of a batch advancing together.
- Request by request, the waiting requests form one second batch.
- `decode_time` is the batch's longest answer at `iteration_time` an iteration; the reference records the iteration time but reads it nowhere.

# Rules across inputs

- `output_lengths` lists at least one request (the reference takes an empty batch) (`!output_lengths.is_empty()`)
- `waiting_lengths` lists at most as many requests as `output_lengths` has slots (the reference runs more at once, above the slot count: a utilization above 1) (`waiting_lengths.len() <= output_lengths.len()`)
- `prompt_lengths`, when given, has one length for each of `output_lengths` (the reference pairs mismatched lists up to the shorter) (`prompt_lengths.len() == output_lengths.len()`)

# Excludes

- Prefill of the prompts: the prompt lengths only add to the tokens each request holds.

# Derivation

- With fixed membership a batch of n slots spends n × max(L) slot iterations on Σ L useful ones.

# Examples

```rust
// Four requests, fixed membership
use mlsysim_serving::kv_cache::four_request_decode_batch;

let s = four_request_decode_batch()?;
assert_eq!(s.idle_share()?, 0.375);
let with_waiting = s.variant().waiting_lengths(vec![80, 120, 60, 40]).build()?;
assert_eq!(with_waiting.continuous_iterations()?, 220);
assert_eq!(with_waiting.request_level_iterations()?, 320);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FixedBatchSchedule {
    ///Tokens each request of the batch generates. *Allowed >= 1.*
    pub output_lengths: Vec<u32>,
    ///Tokens of each request's prompt, in the same order. *Optional (absent by default).*
    pub prompt_lengths: Option<Vec<u32>>,
    ///Time of one decode iteration. *Optional (absent by default); shown in `MILLISECOND`; allowed > 0.*
    pub iteration_time: Option<Time>,
    ///Tokens each waiting request generates, in admission order. *Optional (absent by default); allowed >= 1.*
    pub waiting_lengths: Option<Vec<u32>>,
}
///Builds a [`FixedBatchSchedule`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FixedBatchScheduleBuilder {
    output_lengths: ::core::option::Option<Vec<u32>>,
    prompt_lengths: ::core::option::Option<Vec<u32>>,
    iteration_time: ::core::option::Option<Time>,
    waiting_lengths: ::core::option::Option<Vec<u32>>,
}
///Every property of a [`FixedBatchSchedule`], each computed once (see [`FixedBatchSchedule::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FixedBatchScheduleValues<'a> {
    scenario: &'a FixedBatchSchedule,
    ///Tokens each request holds at its end: prompt plus answer.
    pub total_tokens: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
    ///Tokens of the longest answer: the batch's iterations.
    pub max_output: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Mean tokens of an answer.
    pub mean_output: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Slot iterations the batch holds.
    pub slot_iterations: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Slot iterations that produce a token.
    pub useful_iterations: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Share of slot iterations left idle.
    pub idle_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Requests served in the same iterations when every slot freed early is refilled once.
    pub requests_advanced: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Answer lengths of the batch, then of the waiting requests.
    pub all_lengths: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
    ///Useful slot iterations of all requests.
    pub all_useful_iterations: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///[start, end] iteration of every request when the waiting ones start after the whole batch.
    pub request_level_spans: ::core::result::Result<
        Vec<Vec<i64>>,
        ::mlsysim_core::EvalError,
    >,
    ///[start, end] iteration of every request when freed slots take waiting requests at once.
    pub continuous_spans: ::core::result::Result<
        Vec<Vec<i64>>,
        ::mlsysim_core::EvalError,
    >,
    ///Iterations until the last request ends, request by request.
    pub request_level_iterations: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Iterations until the last request ends, continuously batched.
    pub continuous_iterations: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Share of slot iterations that produce a token, request by request.
    pub request_level_utilization: ::core::result::Result<
        f64,
        ::mlsysim_core::EvalError,
    >,
    ///Share of slot iterations that produce a token, continuously batched.
    pub continuous_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time the batch takes to decode its longest answer.
    pub decode_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "output_lengths",
            ty: "Vec<u32>",
            doc: "Tokens each request of the batch generates.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prompt_lengths",
            ty: "Option<Vec<u32>>",
            doc: "Tokens of each request's prompt, in the same order.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "iteration_time",
            ty: "Option<Time>",
            doc: "Time of one decode iteration.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "waiting_lengths",
            ty: "Option<Vec<u32>>",
            doc: "Tokens each waiting request generates, in admission order.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_tokens",
            doc: "Tokens each request holds at its end: prompt plus answer.",
            equation: "prompt_lengths\n    .iter()\n    .zip(&output_lengths)\n    .map(|(&prompt, &output)| prompt + output)\n    .collect::<Vec<i64>>()",
            result_type: "Vec<i64>",
            depends_on: &["prompt_lengths", "output_lengths"],
            reaches: &[("prompt_lengths", "iter")],
            requires: &["prompt_lengths"],
            template: "{prompt_lengths}\n    .iter()\n    .zip(&{output_lengths})\n    .map(|(&prompt, &output)| prompt + output)\n    .collect::<Vec<i64>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "max_output",
            doc: "Tokens of the longest answer: the batch's iterations.",
            equation: "i64::from(output_lengths.iter().copied().max().unwrap_or(0))",
            result_type: "i64",
            depends_on: &["output_lengths"],
            reaches: &[("output_lengths", "iter")],
            template: "i64::from({output_lengths}.iter().copied().max().unwrap_or(0))",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mean_output",
            doc: "Mean tokens of an answer.",
            equation: "useful_iterations / len(&output_lengths)",
            result_type: "f64",
            depends_on: &["output_lengths", "useful_iterations"],
            calls: &["len"],
            template: "{useful_iterations} / len(&{output_lengths})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "slot_iterations",
            doc: "Slot iterations the batch holds.",
            equation: "len(&output_lengths) * max_output",
            result_type: "i64",
            depends_on: &["output_lengths", "max_output"],
            calls: &["len"],
            template: "len(&{output_lengths}) * {max_output}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "useful_iterations",
            doc: "Slot iterations that produce a token.",
            equation: "total(&output_lengths.iter().map(|&n| i64::from(n)).collect::<Vec<i64>>())",
            result_type: "i64",
            depends_on: &["output_lengths"],
            reaches: &[("output_lengths", "iter")],
            calls: &["total"],
            template: "total(&{output_lengths}.iter().map(|&n| i64::from(n)).collect::<Vec<i64>>())",
            operation: "result of `total`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "idle_share",
            doc: "Share of slot iterations left idle.",
            equation: "padding_waste_fraction(output_lengths)",
            result_type: "f64",
            depends_on: &["output_lengths"],
            calls: &["padding_waste_fraction"],
            template: "padding_waste_fraction({output_lengths})",
            named_calls: "padding_waste_fraction(output_lengths)",
            operation: "result of `padding_waste_fraction`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "requests_advanced",
            doc: "Requests served in the same iterations when every slot freed early is refilled once.",
            equation: "len(&output_lengths)\n    + output_lengths.iter().filter(|&&n| i64::from(n) < max_output).count() as i64",
            result_type: "i64",
            depends_on: &["output_lengths", "max_output"],
            reaches: &[("output_lengths", "iter")],
            calls: &["len"],
            template: "len(&{output_lengths})\n    + {output_lengths}.iter().filter(|&&n| i64::from(n) < {max_output}).count()\n        as i64",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "all_lengths",
            doc: "Answer lengths of the batch, then of the waiting requests.",
            equation: "output_lengths\n    .iter()\n    .chain(optional(waiting_lengths).unwrap_or_default().iter())\n    .map(|&n| i64::from(n))\n    .collect::<Vec<i64>>()",
            result_type: "Vec<i64>",
            depends_on: &["output_lengths", "waiting_lengths"],
            reaches: &[("output_lengths", "iter")],
            template: "{output_lengths}\n    .iter()\n    .chain({#0 optional(waiting_lengths)}.unwrap_or_default().iter())\n    .map(|&n| i64::from(n))\n    .collect::<Vec<i64>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "all_useful_iterations",
            doc: "Useful slot iterations of all requests.",
            equation: "total(&all_lengths)",
            result_type: "i64",
            depends_on: &["all_lengths"],
            calls: &["total"],
            template: "total(&{all_lengths})",
            operation: "result of `total`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "request_level_spans",
            doc: "[start, end] iteration of every request when the waiting ones start after the whole batch.",
            equation: "output_lengths\n    .iter()\n    .map(|&n| [0, i64::from(n)].to_vec())\n    .chain(\n        optional(waiting_lengths)\n            .unwrap_or_default()\n            .iter()\n            .map(|&n| [max_output, max_output + n].to_vec()),\n    )\n    .collect::<Vec<Vec<i64>>>()",
            result_type: "Vec<Vec<i64>>",
            depends_on: &["output_lengths", "waiting_lengths", "max_output"],
            reaches: &[("output_lengths", "iter")],
            template: "{output_lengths}\n    .iter()\n    .map(|&n| [0, i64::from(n)].to_vec())\n    .chain(\n        {#0 optional(waiting_lengths)}\n            .unwrap_or_default()\n            .iter()\n            .map(|&n| [{max_output}, {max_output} + n].to_vec()),\n    )\n    .collect::<Vec<Vec<i64>>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "continuous_spans",
            doc: "[start, end] iteration of every request when freed slots take waiting requests at once.",
            equation: "continuous_batching_spans(\n    output_lengths,\n    optional(waiting_lengths).unwrap_or_default(),\n)",
            result_type: "Vec<Vec<i64>>",
            depends_on: &["output_lengths", "waiting_lengths"],
            calls: &["continuous_batching_spans"],
            template: "continuous_batching_spans({output_lengths}, {#0 optional(waiting_lengths)}.unwrap_or_default())",
            operation: "result of `continuous_batching_spans`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "request_level_iterations",
            doc: "Iterations until the last request ends, request by request.",
            equation: "request_level_spans.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0)",
            result_type: "i64",
            depends_on: &["request_level_spans"],
            template: "{request_level_spans}.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "continuous_iterations",
            doc: "Iterations until the last request ends, continuously batched.",
            equation: "continuous_spans.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0)",
            result_type: "i64",
            depends_on: &["continuous_spans"],
            template: "{continuous_spans}.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "request_level_utilization",
            doc: "Share of slot iterations that produce a token, request by request.",
            equation: "all_useful_iterations / (len(&output_lengths) * request_level_iterations)",
            result_type: "f64",
            depends_on: &[
                "output_lengths",
                "all_useful_iterations",
                "request_level_iterations",
            ],
            calls: &["len"],
            template: "{all_useful_iterations} / (len(&{output_lengths}) * {request_level_iterations})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "continuous_utilization",
            doc: "Share of slot iterations that produce a token, continuously batched.",
            equation: "all_useful_iterations / (len(&output_lengths) * continuous_iterations)",
            result_type: "f64",
            depends_on: &[
                "output_lengths",
                "all_useful_iterations",
                "continuous_iterations",
            ],
            calls: &["len"],
            template: "{all_useful_iterations} / (len(&{output_lengths}) * {continuous_iterations})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "decode_time",
            doc: "Time the batch takes to decode its longest answer.",
            equation: "max_output * iteration_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["iteration_time", "max_output"],
            requires: &["iteration_time"],
            template: "{max_output} * {iteration_time}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`output_lengths` lists at least one request (the reference takes an empty batch)",
            condition: "!output_lengths.is_empty()",
            inputs: &["output_lengths"],
        },
        __c::RuleInfo {
            text: "`waiting_lengths` lists at most as many requests as `output_lengths` has slots (the reference runs more at once, above the slot count: a utilization above 1)",
            condition: "waiting_lengths.len() <= output_lengths.len()",
            inputs: &["waiting_lengths", "output_lengths"],
        },
        __c::RuleInfo {
            text: "`prompt_lengths`, when given, has one length for each of `output_lengths` (the reference pairs mismatched lists up to the shorter)",
            condition: "prompt_lengths.len() == output_lengths.len()",
            inputs: &["prompt_lengths", "output_lengths"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl FixedBatchSchedule {
        ///Starts a [`FixedBatchScheduleBuilder`]; required inputs must be set before [`FixedBatchScheduleBuilder::build`].
        #[must_use]
        pub fn builder() -> FixedBatchScheduleBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FixedBatchScheduleBuilder {
            FixedBatchScheduleBuilder {
                output_lengths: Some(__Clone::clone(&self.output_lengths)),
                prompt_lengths: __Clone::clone(&self.prompt_lengths),
                iteration_time: __Clone::clone(&self.iteration_time),
                waiting_lengths: __Clone::clone(&self.waiting_lengths),
            }
        }
        /**Tokens each request holds at its end: prompt plus answer.

Equation:

```text
prompt_lengths
    .iter()
    .zip(&output_lengths)
    .map(|(&prompt, &output)| prompt + output)
    .collect::<Vec<i64>>()
```
 Requires `prompt_lengths` (an error names the absent one).*/
        #[inline]
        pub fn total_tokens(&self) -> __Result<Vec<i64>, __c::EvalError> {
            let prompt_lengths = __c::present(
                &self.prompt_lengths,
                "total_tokens",
                "prompt_lengths",
            )?;
            let output_lengths = __Clone::clone(&self.output_lengths);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct total_tokens {}
            __c::member_kept(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    total_tokens,
                >(
                    prompt_lengths
                        .iter()
                        .zip(&output_lengths)
                        .map(|(&prompt, &output)| {
                            __mlsysim_fault.keep(prompt.eq_add(output))
                        })
                        .collect::<Vec<i64>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        ///Tokens of the longest answer: the batch's iterations. Equation: `i64::from(output_lengths.iter().copied().max().unwrap_or(0))`.
        #[inline]
        pub fn max_output(&self) -> __Result<i64, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            struct max_output {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    max_output,
                >(i64::from(output_lengths.iter().copied().max().unwrap_or(0))))(),
                &__PROPERTIES[1],
            )
        }
        ///Mean tokens of an answer. Equation: `useful_iterations / len(&output_lengths)`.
        #[inline]
        pub fn mean_output(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_mean_output(self.useful_iterations()?)
        }
        #[doc(hidden)]
        fn __eq_mean_output(
            &self,
            useful_iterations: i64,
        ) -> __Result<f64, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            struct mean_output {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mean_output,
                >(
                    useful_iterations
                        .eq_div(::mlsysim_core::equation::len(&output_lengths))?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Slot iterations the batch holds. Equation: `len(&output_lengths) * max_output`.
        #[inline]
        pub fn slot_iterations(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_slot_iterations(self.max_output()?)
        }
        #[doc(hidden)]
        fn __eq_slot_iterations(
            &self,
            max_output: i64,
        ) -> __Result<i64, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            struct slot_iterations {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    slot_iterations,
                >(::mlsysim_core::equation::len(&output_lengths).eq_mul(max_output)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Slot iterations that produce a token. Equation: `total(&output_lengths.iter().map(|&n| i64::from(n)).collect::<Vec<i64>>())`.
        #[inline]
        pub fn useful_iterations(&self) -> __Result<i64, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            struct useful_iterations {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    useful_iterations,
                >(
                    ::mlsysim_core::equation::total(
                        &output_lengths
                            .iter()
                            .map(|&n| i64::from(n))
                            .collect::<Vec<i64>>(),
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Share of slot iterations left idle. Equation: `padding_waste_fraction(output_lengths)`.
        #[inline]
        pub fn idle_share(&self) -> __Result<f64, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            struct idle_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    idle_share,
                >(::mlsysim_core::equation::padding_waste_fraction(output_lengths)?))(),
                &__PROPERTIES[5],
            )
        }
        /**Requests served in the same iterations when every slot freed early is refilled once.

Equation:

```text
len(&output_lengths)
    + output_lengths.iter().filter(|&&n| i64::from(n) < max_output).count() as i64
```
*/
        #[inline]
        pub fn requests_advanced(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_requests_advanced(self.max_output()?)
        }
        #[doc(hidden)]
        fn __eq_requests_advanced(
            &self,
            max_output: i64,
        ) -> __Result<i64, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            struct requests_advanced {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    requests_advanced,
                >(
                    ::mlsysim_core::equation::len(&output_lengths)
                        .eq_add(
                            output_lengths
                                .iter()
                                .filter(|&&n| i64::from(n) < max_output)
                                .count() as i64,
                        )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        /**Answer lengths of the batch, then of the waiting requests.

Equation:

```text
output_lengths
    .iter()
    .chain(optional(waiting_lengths).unwrap_or_default().iter())
    .map(|&n| i64::from(n))
    .collect::<Vec<i64>>()
```
*/
        #[inline]
        pub fn all_lengths(&self) -> __Result<Vec<i64>, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            let waiting_lengths = __Clone::clone(&self.waiting_lengths);
            struct all_lengths {}
            __c::member(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    all_lengths,
                >(
                    output_lengths
                        .iter()
                        .chain(
                            ::mlsysim_core::equation::optional(waiting_lengths)
                                .unwrap_or_default()
                                .iter(),
                        )
                        .map(|&n| i64::from(n))
                        .collect::<Vec<i64>>(),
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///Useful slot iterations of all requests. Equation: `total(&all_lengths)`.
        #[inline]
        pub fn all_useful_iterations(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_all_useful_iterations(self.all_lengths()?)
        }
        #[doc(hidden)]
        fn __eq_all_useful_iterations(
            &self,
            all_lengths: Vec<i64>,
        ) -> __Result<i64, __c::EvalError> {
            struct all_useful_iterations {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    all_useful_iterations,
                >(::mlsysim_core::equation::total(&all_lengths)?))(),
                &__PROPERTIES[8],
            )
        }
        /**[start, end] iteration of every request when the waiting ones start after the whole batch.

Equation:

```text
output_lengths
    .iter()
    .map(|&n| [0, i64::from(n)].to_vec())
    .chain(
        optional(waiting_lengths)
            .unwrap_or_default()
            .iter()
            .map(|&n| [max_output, max_output + n].to_vec()),
    )
    .collect::<Vec<Vec<i64>>>()
```
*/
        #[inline]
        pub fn request_level_spans(&self) -> __Result<Vec<Vec<i64>>, __c::EvalError> {
            self.__eq_request_level_spans(self.max_output()?)
        }
        #[doc(hidden)]
        fn __eq_request_level_spans(
            &self,
            max_output: i64,
        ) -> __Result<Vec<Vec<i64>>, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            let waiting_lengths = __Clone::clone(&self.waiting_lengths);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct request_level_spans {}
            __c::member_kept(
                (|| __c::conform::<
                    Vec<Vec<i64>>,
                    _,
                    request_level_spans,
                >(
                    output_lengths
                        .iter()
                        .map(|&n| [0, i64::from(n)].to_vec())
                        .chain(
                            ::mlsysim_core::equation::optional(waiting_lengths)
                                .unwrap_or_default()
                                .iter()
                                .map(|&n| {
                                    [max_output, __mlsysim_fault.keep(max_output.eq_add(n))]
                                        .to_vec()
                                }),
                        )
                        .collect::<Vec<Vec<i64>>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[9],
            )
        }
        /**[start, end] iteration of every request when freed slots take waiting requests at once.

Equation:

```text
continuous_batching_spans(
    output_lengths,
    optional(waiting_lengths).unwrap_or_default(),
)
```
*/
        #[inline]
        pub fn continuous_spans(&self) -> __Result<Vec<Vec<i64>>, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            let waiting_lengths = __Clone::clone(&self.waiting_lengths);
            struct continuous_spans {}
            __c::member(
                (|| __c::conform::<
                    Vec<Vec<i64>>,
                    _,
                    continuous_spans,
                >(
                    ::mlsysim_core::equation::continuous_batching_spans(
                        output_lengths,
                        ::mlsysim_core::equation::optional(waiting_lengths)
                            .unwrap_or_default(),
                    )?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Iterations until the last request ends, request by request. Equation: `request_level_spans.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0)`.
        #[inline]
        pub fn request_level_iterations(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_request_level_iterations(self.request_level_spans()?)
        }
        #[doc(hidden)]
        fn __eq_request_level_iterations(
            &self,
            request_level_spans: Vec<Vec<i64>>,
        ) -> __Result<i64, __c::EvalError> {
            struct request_level_iterations {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    request_level_iterations,
                >(
                    request_level_spans
                        .iter()
                        .filter_map(|span| span.last().copied())
                        .max()
                        .unwrap_or(0),
                ))(),
                &__PROPERTIES[11],
            )
        }
        ///Iterations until the last request ends, continuously batched. Equation: `continuous_spans.iter().filter_map(|span| span.last().copied()).max().unwrap_or(0)`.
        #[inline]
        pub fn continuous_iterations(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_continuous_iterations(self.continuous_spans()?)
        }
        #[doc(hidden)]
        fn __eq_continuous_iterations(
            &self,
            continuous_spans: Vec<Vec<i64>>,
        ) -> __Result<i64, __c::EvalError> {
            struct continuous_iterations {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    continuous_iterations,
                >(
                    continuous_spans
                        .iter()
                        .filter_map(|span| span.last().copied())
                        .max()
                        .unwrap_or(0),
                ))(),
                &__PROPERTIES[12],
            )
        }
        ///Share of slot iterations that produce a token, request by request. Equation: `all_useful_iterations / (len(&output_lengths) * request_level_iterations)`.
        #[inline]
        pub fn request_level_utilization(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_request_level_utilization(
                self.all_useful_iterations()?,
                self.request_level_iterations()?,
            )
        }
        #[doc(hidden)]
        fn __eq_request_level_utilization(
            &self,
            all_useful_iterations: i64,
            request_level_iterations: i64,
        ) -> __Result<f64, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            struct request_level_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    request_level_utilization,
                >(
                    all_useful_iterations
                        .eq_div(
                            ::mlsysim_core::equation::len(&output_lengths)
                                .eq_mul(request_level_iterations)?,
                        )?,
                ))(),
                &__PROPERTIES[13],
            )
        }
        ///Share of slot iterations that produce a token, continuously batched. Equation: `all_useful_iterations / (len(&output_lengths) * continuous_iterations)`.
        #[inline]
        pub fn continuous_utilization(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_continuous_utilization(
                self.all_useful_iterations()?,
                self.continuous_iterations()?,
            )
        }
        #[doc(hidden)]
        fn __eq_continuous_utilization(
            &self,
            all_useful_iterations: i64,
            continuous_iterations: i64,
        ) -> __Result<f64, __c::EvalError> {
            let output_lengths = __Clone::clone(&self.output_lengths);
            struct continuous_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    continuous_utilization,
                >(
                    all_useful_iterations
                        .eq_div(
                            ::mlsysim_core::equation::len(&output_lengths)
                                .eq_mul(continuous_iterations)?,
                        )?,
                ))(),
                &__PROPERTIES[14],
            )
        }
        ///Time the batch takes to decode its longest answer. Equation: `max_output * iteration_time`. Requires `iteration_time` (an error names the absent one).
        #[inline]
        pub fn decode_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_decode_time(self.max_output()?)
        }
        #[doc(hidden)]
        fn __eq_decode_time(&self, max_output: i64) -> __Result<Time, __c::EvalError> {
            let iteration_time = __c::present(
                &self.iteration_time,
                "decode_time",
                "iteration_time",
            )?;
            struct decode_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    decode_time,
                >(max_output.eq_mul(iteration_time)?))(),
                &__PROPERTIES[15],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FixedBatchScheduleValues`].
        #[must_use]
        pub fn evaluate(&self) -> FixedBatchScheduleValues<'_> {
            let total_tokens = self.total_tokens();
            let max_output = self.max_output();
            let useful_iterations = self.useful_iterations();
            let mean_output = __c::after(
                (&useful_iterations,),
                |(v0,)| self.__eq_mean_output(v0),
            );
            let slot_iterations = __c::after(
                (&max_output,),
                |(v0,)| self.__eq_slot_iterations(v0),
            );
            let idle_share = self.idle_share();
            let requests_advanced = __c::after(
                (&max_output,),
                |(v0,)| self.__eq_requests_advanced(v0),
            );
            let all_lengths = self.all_lengths();
            let all_useful_iterations = __c::after(
                (&all_lengths,),
                |(v0,)| self.__eq_all_useful_iterations(v0),
            );
            let request_level_spans = __c::after(
                (&max_output,),
                |(v0,)| self.__eq_request_level_spans(v0),
            );
            let continuous_spans = self.continuous_spans();
            let request_level_iterations = __c::after(
                (&request_level_spans,),
                |(v0,)| self.__eq_request_level_iterations(v0),
            );
            let continuous_iterations = __c::after(
                (&continuous_spans,),
                |(v0,)| self.__eq_continuous_iterations(v0),
            );
            let request_level_utilization = __c::after(
                (&all_useful_iterations, &request_level_iterations),
                |(v0, v1)| self.__eq_request_level_utilization(v0, v1),
            );
            let continuous_utilization = __c::after(
                (&all_useful_iterations, &continuous_iterations),
                |(v0, v1)| self.__eq_continuous_utilization(v0, v1),
            );
            let decode_time = __c::after(
                (&max_output,),
                |(v0,)| self.__eq_decode_time(v0),
            );
            FixedBatchScheduleValues {
                scenario: self,
                total_tokens,
                max_output,
                mean_output,
                slot_iterations,
                useful_iterations,
                idle_share,
                requests_advanced,
                all_lengths,
                all_useful_iterations,
                request_level_spans,
                continuous_spans,
                request_level_iterations,
                continuous_iterations,
                request_level_utilization,
                continuous_utilization,
                decode_time,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.output_lengths, &__INPUTS[0])?;
            __c::finite(&self.prompt_lengths, &__INPUTS[1])?;
            __c::bounded(&self.iteration_time, &__INPUTS[2])?;
            __c::bounded_plain(&self.waiting_lengths, &__INPUTS[3])?;
            {
                let output_lengths = __Clone::clone(&self.output_lengths);
                __c::rule(
                    !output_lengths.is_empty(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.output_lengths],
                )?;
            }
            if let Some(waiting_lengths) = &self.waiting_lengths {
                let waiting_lengths = __Clone::clone(waiting_lengths);
                let output_lengths = __Clone::clone(&self.output_lengths);
                __c::rule(
                    waiting_lengths.len() <= output_lengths.len(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.waiting_lengths, &self.output_lengths],
                )?;
            }
            if let Some(prompt_lengths) = &self.prompt_lengths {
                let prompt_lengths = __Clone::clone(prompt_lengths);
                let output_lengths = __Clone::clone(&self.output_lengths);
                __c::rule(
                    prompt_lengths.len() == output_lengths.len(),
                    &__RULES[2],
                    __INPUTS,
                    &[&self.prompt_lengths, &self.output_lengths],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_mean_output(&self) -> __c::Parts {
            __c::traced(
                self.mean_output(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let output_lengths =
                    __Clone::clone(& self.output_lengths); let part = & output_lengths;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_slot_iterations(&self) -> __c::Parts {
            __c::traced(
                self.slot_iterations(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let output_lengths =
                    __Clone::clone(& self.output_lengths); let part = & output_lengths;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_requests_advanced(&self) -> __c::Parts {
            __c::traced(
                self.requests_advanced(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let output_lengths =
                    __Clone::clone(& self.output_lengths); let part = & output_lengths;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_all_lengths(&self) -> __c::Parts {
            __c::traced(
                self.all_lengths(),
                &__PROPERTIES[7],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let waiting_lengths = __Clone::clone(& self.waiting_lengths); let
                    part = ::mlsysim_core::equation::optional(waiting_lengths); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_all_useful_iterations(&self) -> __c::Parts {
            __c::traced(
                self.all_useful_iterations(),
                &__PROPERTIES[8],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "total", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let all_lengths = self
                    .all_lengths() ?; let part = & all_lengths; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_request_level_spans(&self) -> __c::Parts {
            __c::traced(
                self.request_level_spans(),
                &__PROPERTIES[9],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let waiting_lengths = __Clone::clone(& self.waiting_lengths); let
                    part = ::mlsysim_core::equation::optional(waiting_lengths); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_continuous_spans(&self) -> __c::Parts {
            __c::traced(
                self.continuous_spans(),
                &__PROPERTIES[10],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let waiting_lengths = __Clone::clone(& self.waiting_lengths); let
                    part = ::mlsysim_core::equation::optional(waiting_lengths); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "continuous_batching_spans", args :
                    ::std::vec![__c::Operand::Name("output_lengths"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let waiting_lengths =
                    __Clone::clone(& self.waiting_lengths); let part =
                    ::mlsysim_core::equation::optional(waiting_lengths)
                    .unwrap_or_default(); Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_request_level_utilization(&self) -> __c::Parts {
            __c::traced(
                self.request_level_utilization(),
                &__PROPERTIES[13],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let output_lengths =
                    __Clone::clone(& self.output_lengths); let part = & output_lengths;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_continuous_utilization(&self) -> __c::Parts {
            __c::traced(
                self.continuous_utilization(),
                &__PROPERTIES[14],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let output_lengths =
                    __Clone::clone(& self.output_lengths); let part = & output_lengths;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl FixedBatchScheduleBuilder {
        ///Sets `output_lengths`: Tokens each request of the batch generates.
        #[must_use]
        pub fn output_lengths(mut self, value: Vec<u32>) -> Self {
            self.output_lengths = Some(value);
            self
        }
        ///Sets `prompt_lengths`: Tokens of each request's prompt, in the same order.
        #[must_use]
        pub fn prompt_lengths(mut self, value: Vec<u32>) -> Self {
            self.prompt_lengths = Some(value);
            self
        }
        ///Leaves `prompt_lengths` absent.
        #[must_use]
        pub fn without_prompt_lengths(mut self) -> Self {
            self.prompt_lengths = None;
            self
        }
        ///Sets `iteration_time`: Time of one decode iteration.
        #[must_use]
        pub fn iteration_time(mut self, value: Time) -> Self {
            self.iteration_time = Some(value);
            self
        }
        ///Leaves `iteration_time` absent.
        #[must_use]
        pub fn without_iteration_time(mut self) -> Self {
            self.iteration_time = None;
            self
        }
        ///Sets `waiting_lengths`: Tokens each waiting request generates, in admission order.
        #[must_use]
        pub fn waiting_lengths(mut self, value: Vec<u32>) -> Self {
            self.waiting_lengths = Some(value);
            self
        }
        ///Leaves `waiting_lengths` absent.
        #[must_use]
        pub fn without_waiting_lengths(mut self) -> Self {
            self.waiting_lengths = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FixedBatchSchedule, __c::InputError> {
            let scenario = FixedBatchSchedule {
                output_lengths: __c::given(self.output_lengths, "output_lengths")?,
                prompt_lengths: self.prompt_lengths,
                iteration_time: self.iteration_time,
                waiting_lengths: self.waiting_lengths,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FixedBatchScheduleBuilder {
        type Scenario = FixedBatchSchedule;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "output_lengths" => self.output_lengths = __c::set(value, &__INPUTS[0])?,
                "prompt_lengths" => self.prompt_lengths = __c::set(value, &__INPUTS[1])?,
                "iteration_time" => self.iteration_time = __c::set(value, &__INPUTS[2])?,
                "waiting_lengths" => {
                    self.waiting_lengths = __c::set(value, &__INPUTS[3])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FixedBatchSchedule, __c::InputError> {
            FixedBatchScheduleBuilder::build(self)
        }
    }
    impl<'a> FixedBatchScheduleValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FixedBatchSchedule {
            self.scenario
        }
    }
    impl __c::Scenario for FixedBatchSchedule {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FixedBatchSchedule",
            family: &KV_CACHE,
            summary: "A decode batch whose membership is fixed until its longest request ends, against one whose freed slots take waiting requests at once (continuous batching).",
            description: "Every request decodes one token per iteration. With fixed membership each slot stays taken\nuntil the longest request of the batch ends, so shorter requests leave their slots idle; the\nidle share is 1 − mean ÷ longest. Requests waiting from the start are admitted in order:\nrequest by request, the next batch starts only when the whole first one has ended; with\ncontinuous batching the slot that frees first takes the next waiting request.",
            notes: __c::meta::Notes {
                equation: "idle share = 1 − mean(L) ÷ max(L); request-level: waiting request j runs [max(L), max(L) + W_j]; continuous: each waiting request starts when the first slot frees; utilization = Σ lengths ÷ (slots × iterations)",
                assumptions: &[
                    "One token per request per iteration, all requests of a batch advancing together.",
                    "Request by request, the waiting requests form one second batch.",
                    "`decode_time` is the batch's longest answer at `iteration_time` an iteration; the reference records the iteration time but reads it nowhere.",
                ],
                rules: __RULES,
                excludes: &[
                    "Prefill of the prompts: the prompt lengths only add to the tokens each request holds.",
                ],
                derivation: &[
                    "With fixed membership a batch of n slots spends n × max(L) slot iterations on Σ L useful ones.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Four requests, fixed membership",
                    code: "// Four requests, fixed membership\nuse mlsysim_serving::kv_cache::four_request_decode_batch;\n\nlet s = four_request_decode_batch()?;\nassert_eq!(s.idle_share()?, 0.375);\nlet with_waiting = s.variant().waiting_lengths(vec![80, 120, 60, 40]).build()?;\nassert_eq!(with_waiting.continuous_iterations()?, 220);\nassert_eq!(with_waiting.request_level_iterations()?, 320);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FixedBatchScheduleBuilder;
        fn to_builder(&self) -> FixedBatchScheduleBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.output_lengths,
                    &self.prompt_lengths,
                    &self.iteration_time,
                    &self.waiting_lengths,
                ],
                &[
                    &values.total_tokens,
                    &values.max_output,
                    &values.mean_output,
                    &values.slot_iterations,
                    &values.useful_iterations,
                    &values.idle_share,
                    &values.requests_advanced,
                    &values.all_lengths,
                    &values.all_useful_iterations,
                    &values.request_level_spans,
                    &values.continuous_spans,
                    &values.request_level_iterations,
                    &values.continuous_iterations,
                    &values.request_level_utilization,
                    &values.continuous_utilization,
                    &values.decode_time,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "mean_output" => Some(Ok(self.__explain_mean_output())),
                "slot_iterations" => Some(Ok(self.__explain_slot_iterations())),
                "requests_advanced" => Some(Ok(self.__explain_requests_advanced())),
                "all_lengths" => Some(Ok(self.__explain_all_lengths())),
                "all_useful_iterations" => {
                    Some(Ok(self.__explain_all_useful_iterations()))
                }
                "request_level_spans" => Some(Ok(self.__explain_request_level_spans())),
                "continuous_spans" => Some(Ok(self.__explain_continuous_spans())),
                "request_level_utilization" => {
                    Some(Ok(self.__explain_request_level_utilization()))
                }
                "continuous_utilization" => {
                    Some(Ok(self.__explain_continuous_utilization()))
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "prompt_lengths" => {
                    self.prompt_lengths
                        .as_ref()
                        .and_then(|n| (&__c::explain::Held(n)).__held())
                }
                "output_lengths" => (&__c::explain::Held(&self.output_lengths)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(FixedBatchSchedule);
};
