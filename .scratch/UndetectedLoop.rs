/**Tokens and time of an append-only model-call loop that resends its whole history every turn, run to its turn ceiling or stopped early.

# Equation

sent(h) = h × first_input + (output + observation) × ⌊h(h − 1) ÷ 2⌋; cost(h) = sent(h) × input_price + h × output × output_price

# Assumptions

- Each turn appends its output and one observation to the history, and resends all of it.

# Rules across inputs

- `stop_after` is at most `ceiling` (`stop_after <= ceiling`)

# Excludes

- Prompt caching, which would price resent tokens lower.

# Derivation

- Turn t sends first_input + (t − 1) × appended tokens; summing over h turns gives h × first_input + appended × h(h − 1) ÷ 2.

# Examples

```rust
// A loop run to its ceiling
use mlsysim_scenarios::recovery::repair_loop_to_turn_ceiling;

let s = repair_loop_to_turn_ceiling()?;
assert_eq!(s.ceiling_input()?, 1_397_500);
assert!(s.fits_context()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct UndetectedLoop {
    ///Tokens of the first request.
    pub first_input: u32,
    ///Tokens the model writes each turn.
    pub output_per_turn: u32,
    ///Tokens of the observation appended each turn.
    pub observation_per_turn: u32,
    ///Time of one turn. *Shown in `SECOND`; allowed >= 0.*
    pub turn_time: Time,
    ///Turn limit of the loop (at most 100,000: the per-turn list holds one entry a turn). *Allowed [2, 100_000].*
    pub ceiling: u32,
    ///Turn after which a detector would stop the loop. *Allowed >= 1.*
    pub stop_after: u32,
    ///Tokens the model accepts in one request.
    pub context_window: u32,
    ///Price of an input token. *Shown in `USD_PER_MTOKEN`; allowed >= 0.*
    pub input_price: Usd,
    ///Price of an output token. *Shown in `USD_PER_MTOKEN`; allowed >= 0.*
    pub output_price: Usd,
}
///Builds a [`UndetectedLoop`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct UndetectedLoopBuilder {
    first_input: ::core::option::Option<u32>,
    output_per_turn: ::core::option::Option<u32>,
    observation_per_turn: ::core::option::Option<u32>,
    turn_time: ::core::option::Option<Time>,
    ceiling: ::core::option::Option<u32>,
    stop_after: ::core::option::Option<u32>,
    context_window: ::core::option::Option<u32>,
    input_price: ::core::option::Option<Usd>,
    output_price: ::core::option::Option<Usd>,
}
///Every property of a [`UndetectedLoop`], each computed once (see [`UndetectedLoop::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct UndetectedLoopValues<'a> {
    scenario: &'a UndetectedLoop,
    ///Tokens added to the history each turn.
    pub appended_per_turn: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Input tokens sent by the loop run to its ceiling.
    pub ceiling_input: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Input tokens sent when stopped early.
    pub stop_input: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Cost of the loop run to its ceiling.
    pub ceiling_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Cost when stopped early.
    pub stop_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Time of the loop run to its ceiling.
    pub ceiling_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time when stopped early.
    pub stop_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times more the full loop costs.
    pub cost_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Money the early stop saves.
    pub avoided_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Tokens of the largest request (the last turn's input and output).
    pub peak_request: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Whether the largest request fits the context window.
    pub fits_context: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
    ///Half the ceiling, rounded down.
    pub half_turns: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///How many times more input the full loop sends than half of it.
    pub half_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Input tokens sent after each number of turns, from 0 to the ceiling.
    pub input_by_turn: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "first_input",
            ty: "u32",
            doc: "Tokens of the first request.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "output_per_turn",
            ty: "u32",
            doc: "Tokens the model writes each turn.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "observation_per_turn",
            ty: "u32",
            doc: "Tokens of the observation appended each turn.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "turn_time",
            ty: "Time",
            doc: "Time of one turn.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ceiling",
            ty: "u32",
            doc: "Turn limit of the loop (at most 100,000: the per-turn list holds one entry a turn).",
            bounds: __c::Bounds::range(
                Some(2f64),
                Some(100000f64),
                true,
                "[2, 100_000]",
            ),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "stop_after",
            ty: "u32",
            doc: "Turn after which a detector would stop the loop.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "context_window",
            ty: "u32",
            doc: "Tokens the model accepts in one request.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "input_price",
            ty: "Usd",
            doc: "Price of an input token.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD_PER_MTOKEN);
                __c::units::label(&::mlsysim_core::units::USD_PER_MTOKEN)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "output_price",
            ty: "Usd",
            doc: "Price of an output token.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD_PER_MTOKEN);
                __c::units::label(&::mlsysim_core::units::USD_PER_MTOKEN)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "appended_per_turn",
            doc: "Tokens added to the history each turn.",
            equation: "output_per_turn + observation_per_turn",
            result_type: "i64",
            depends_on: &["output_per_turn", "observation_per_turn"],
            template: "{output_per_turn} + {observation_per_turn}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ceiling_input",
            doc: "Input tokens sent by the loop run to its ceiling.",
            equation: "sent(i64::from(ceiling))",
            result_type: "i64",
            depends_on: &["ceiling"],
            template: "{#0 sent(i64::from(ceiling))}",
            operation: "result of `sent`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stop_input",
            doc: "Input tokens sent when stopped early.",
            equation: "sent(i64::from(stop_after))",
            result_type: "i64",
            depends_on: &["stop_after"],
            template: "{#0 sent(i64::from(stop_after))}",
            operation: "result of `sent`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ceiling_cost",
            doc: "Cost of the loop run to its ceiling.",
            equation: "charge(i64::from(ceiling))",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["ceiling"],
            template: "{#0 charge(i64::from(ceiling))}",
            operation: "result of `charge`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stop_cost",
            doc: "Cost when stopped early.",
            equation: "charge(i64::from(stop_after))",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["stop_after"],
            template: "{#0 charge(i64::from(stop_after))}",
            operation: "result of `charge`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ceiling_time",
            doc: "Time of the loop run to its ceiling.",
            equation: "ceiling * turn_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["ceiling", "turn_time"],
            template: "{ceiling} * {turn_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stop_time",
            doc: "Time when stopped early.",
            equation: "stop_after * turn_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["stop_after", "turn_time"],
            template: "{stop_after} * {turn_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost_ratio",
            doc: "How many times more the full loop costs.",
            equation: "ceiling_cost / stop_cost",
            result_type: "f64",
            depends_on: &["ceiling_cost", "stop_cost"],
            template: "{ceiling_cost} / {stop_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "avoided_cost",
            doc: "Money the early stop saves.",
            equation: "ceiling_cost - stop_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["ceiling_cost", "stop_cost"],
            template: "{ceiling_cost} - {stop_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "peak_request",
            doc: "Tokens of the largest request (the last turn's input and output).",
            equation: "first_input + appended_per_turn * (ceiling - 1) + output_per_turn",
            result_type: "i64",
            depends_on: &[
                "first_input",
                "ceiling",
                "output_per_turn",
                "appended_per_turn",
            ],
            template: "{first_input} + {appended_per_turn} * ({ceiling} - 1) + {output_per_turn}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fits_context",
            doc: "Whether the largest request fits the context window.",
            equation: "peak_request <= i64::from(context_window)",
            result_type: "bool",
            depends_on: &["context_window", "peak_request"],
            template: "{peak_request} <= i64::from({context_window})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "half_turns",
            doc: "Half the ceiling, rounded down.",
            equation: "floor_div(ceiling, 2)",
            result_type: "i64",
            depends_on: &["ceiling"],
            calls: &["floor_div"],
            template: "floor_div({ceiling}, 2)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "half_ratio",
            doc: "How many times more input the full loop sends than half of it.",
            equation: "ceiling_input / sent(half_turns)",
            result_type: "f64",
            depends_on: &["ceiling_input", "half_turns"],
            template: "{ceiling_input} / {#0 sent(half_turns)}",
            named_calls: "sent(half_turns)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "input_by_turn",
            doc: "Input tokens sent after each number of turns, from 0 to the ceiling.",
            equation: "(0..=i64::from(ceiling)).map(&sent).collect::<Result<Vec<i64>, _>>()",
            result_type: "Vec<i64>",
            depends_on: &["ceiling"],
            template: "(0..=i64::from({ceiling})).map(&sent).collect::<Result<Vec<i64>, _>>()",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "sent",
            kind: __c::MemberKind::Method,
            doc: "Input tokens sent over `turns` turns.",
            equation: "turns * first_input + appended_per_turn * floor_div(turns * (turns - 1), 2)",
            args: &[
                __c::ArgInfo {
                    name: "turns",
                    ty: "i64",
                    samples: &[
                        __c::Sample::From("stop_after"),
                        __c::Sample::From("ceiling"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "i64",
            depends_on: &["first_input", "appended_per_turn"],
            calls: &["floor_div"],
            template: "{turns} * {first_input}\n    + {appended_per_turn} * floor_div({turns} * ({turns} - 1), 2)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "charge",
            kind: __c::MemberKind::Method,
            doc: "Token cost of `turns` turns.",
            equation: "sent(turns) * input_price + turns * output_per_turn * output_price",
            args: &[
                __c::ArgInfo {
                    name: "turns",
                    ty: "i64",
                    samples: &[
                        __c::Sample::From("stop_after"),
                        __c::Sample::From("ceiling"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["input_price", "output_per_turn", "output_price"],
            template: "{#0 sent(turns)} * {input_price}\n    + {turns} * {output_per_turn} * {output_price}",
            named_calls: "sent(turns)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`stop_after` is at most `ceiling`",
            condition: "stop_after <= ceiling",
            inputs: &["stop_after", "ceiling"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl UndetectedLoop {
        ///Starts a [`UndetectedLoopBuilder`]; required inputs must be set before [`UndetectedLoopBuilder::build`].
        #[must_use]
        pub fn builder() -> UndetectedLoopBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> UndetectedLoopBuilder {
            UndetectedLoopBuilder {
                first_input: Some(__Clone::clone(&self.first_input)),
                output_per_turn: Some(__Clone::clone(&self.output_per_turn)),
                observation_per_turn: Some(__Clone::clone(&self.observation_per_turn)),
                turn_time: Some(__Clone::clone(&self.turn_time)),
                ceiling: Some(__Clone::clone(&self.ceiling)),
                stop_after: Some(__Clone::clone(&self.stop_after)),
                context_window: Some(__Clone::clone(&self.context_window)),
                input_price: Some(__Clone::clone(&self.input_price)),
                output_price: Some(__Clone::clone(&self.output_price)),
            }
        }
        ///Tokens added to the history each turn. Equation: `output_per_turn + observation_per_turn`.
        #[inline]
        pub fn appended_per_turn(&self) -> __Result<i64, __c::EvalError> {
            let output_per_turn = __Clone::clone(&self.output_per_turn);
            let observation_per_turn = __Clone::clone(&self.observation_per_turn);
            struct appended_per_turn {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    appended_per_turn,
                >(output_per_turn.eq_add(observation_per_turn)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Input tokens sent over `turns` turns. Equation: `turns * first_input + appended_per_turn * floor_div(turns * (turns - 1), 2)`.
        #[inline]
        pub fn sent(&self, turns: i64) -> __Result<i64, __c::EvalError> {
            self.__eq_sent(self.appended_per_turn()?, turns)
        }
        #[doc(hidden)]
        fn __eq_sent(
            &self,
            appended_per_turn: i64,
            turns: i64,
        ) -> __Result<i64, __c::EvalError> {
            __c::argument(&turns, "sent", &(&__METHODS[0]).args[0])?;
            let first_input = __Clone::clone(&self.first_input);
            struct sent {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    sent,
                >(
                    turns
                        .eq_mul(first_input)?
                        .eq_add(
                            appended_per_turn
                                .eq_mul(
                                    ::mlsysim_core::equation::floor_div(
                                        turns.eq_mul(turns.eq_sub(1i64)?)?,
                                        2,
                                    )?,
                                )?,
                        )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Token cost of `turns` turns. Equation: `sent(turns) * input_price + turns * output_per_turn * output_price`.
        #[inline]
        pub fn charge(&self, turns: i64) -> __Result<Usd, __c::EvalError> {
            self.__eq_charge(self.appended_per_turn()?, turns)
        }
        #[doc(hidden)]
        fn __eq_charge(
            &self,
            appended_per_turn: i64,
            turns: i64,
        ) -> __Result<Usd, __c::EvalError> {
            __c::argument(&turns, "charge", &(&__METHODS[1]).args[0])?;
            let input_price = __Clone::clone(&self.input_price);
            let output_per_turn = __Clone::clone(&self.output_per_turn);
            let output_price = __Clone::clone(&self.output_price);
            let sent = |turns: i64| {
                self.__eq_sent(__Clone::clone(&appended_per_turn), turns)
            };
            struct charge {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    charge,
                >(
                    sent(turns)?
                        .eq_mul(input_price)?
                        .eq_add(turns.eq_mul(output_per_turn)?.eq_mul(output_price)?)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Input tokens sent by the loop run to its ceiling. Equation: `sent(i64::from(ceiling))`.
        #[inline]
        pub fn ceiling_input(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_ceiling_input(self.appended_per_turn()?)
        }
        #[doc(hidden)]
        fn __eq_ceiling_input(
            &self,
            appended_per_turn: i64,
        ) -> __Result<i64, __c::EvalError> {
            let ceiling = __Clone::clone(&self.ceiling);
            let sent = |turns: i64| {
                self.__eq_sent(__Clone::clone(&appended_per_turn), turns)
            };
            struct ceiling_input {}
            __c::member(
                (|| __c::conform::<i64, _, ceiling_input>(sent(i64::from(ceiling))?))(),
                &__PROPERTIES[1],
            )
        }
        ///Input tokens sent when stopped early. Equation: `sent(i64::from(stop_after))`.
        #[inline]
        pub fn stop_input(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_stop_input(self.appended_per_turn()?)
        }
        #[doc(hidden)]
        fn __eq_stop_input(
            &self,
            appended_per_turn: i64,
        ) -> __Result<i64, __c::EvalError> {
            let stop_after = __Clone::clone(&self.stop_after);
            let sent = |turns: i64| {
                self.__eq_sent(__Clone::clone(&appended_per_turn), turns)
            };
            struct stop_input {}
            __c::member(
                (|| __c::conform::<i64, _, stop_input>(sent(i64::from(stop_after))?))(),
                &__PROPERTIES[2],
            )
        }
        ///Cost of the loop run to its ceiling. Equation: `charge(i64::from(ceiling))`.
        #[inline]
        pub fn ceiling_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_ceiling_cost(self.appended_per_turn()?)
        }
        #[doc(hidden)]
        fn __eq_ceiling_cost(
            &self,
            appended_per_turn: i64,
        ) -> __Result<Usd, __c::EvalError> {
            let ceiling = __Clone::clone(&self.ceiling);
            let charge = |turns: i64| {
                self.__eq_charge(__Clone::clone(&appended_per_turn), turns)
            };
            struct ceiling_cost {}
            __c::member(
                (|| __c::conform::<Usd, _, ceiling_cost>(charge(i64::from(ceiling))?))(),
                &__PROPERTIES[3],
            )
        }
        ///Cost when stopped early. Equation: `charge(i64::from(stop_after))`.
        #[inline]
        pub fn stop_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_stop_cost(self.appended_per_turn()?)
        }
        #[doc(hidden)]
        fn __eq_stop_cost(
            &self,
            appended_per_turn: i64,
        ) -> __Result<Usd, __c::EvalError> {
            let stop_after = __Clone::clone(&self.stop_after);
            let charge = |turns: i64| {
                self.__eq_charge(__Clone::clone(&appended_per_turn), turns)
            };
            struct stop_cost {}
            __c::member(
                (|| __c::conform::<Usd, _, stop_cost>(charge(i64::from(stop_after))?))(),
                &__PROPERTIES[4],
            )
        }
        ///Time of the loop run to its ceiling. Equation: `ceiling * turn_time`.
        #[inline]
        pub fn ceiling_time(&self) -> __Result<Time, __c::EvalError> {
            let ceiling = __Clone::clone(&self.ceiling);
            let turn_time = __Clone::clone(&self.turn_time);
            struct ceiling_time {}
            __c::member(
                (|| __c::conform::<Time, _, ceiling_time>(ceiling.eq_mul(turn_time)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Time when stopped early. Equation: `stop_after * turn_time`.
        #[inline]
        pub fn stop_time(&self) -> __Result<Time, __c::EvalError> {
            let stop_after = __Clone::clone(&self.stop_after);
            let turn_time = __Clone::clone(&self.turn_time);
            struct stop_time {}
            __c::member(
                (|| __c::conform::<Time, _, stop_time>(stop_after.eq_mul(turn_time)?))(),
                &__PROPERTIES[6],
            )
        }
        ///How many times more the full loop costs. Equation: `ceiling_cost / stop_cost`.
        #[inline]
        pub fn cost_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_cost_ratio(self.ceiling_cost()?, self.stop_cost()?)
        }
        #[doc(hidden)]
        fn __eq_cost_ratio(
            &self,
            ceiling_cost: Usd,
            stop_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct cost_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    cost_ratio,
                >(ceiling_cost.eq_div(stop_cost)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Money the early stop saves. Equation: `ceiling_cost - stop_cost`.
        #[inline]
        pub fn avoided_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_avoided_cost(self.ceiling_cost()?, self.stop_cost()?)
        }
        #[doc(hidden)]
        fn __eq_avoided_cost(
            &self,
            ceiling_cost: Usd,
            stop_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct avoided_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    avoided_cost,
                >(ceiling_cost.eq_sub(stop_cost)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Tokens of the largest request (the last turn's input and output). Equation: `first_input + appended_per_turn * (ceiling - 1) + output_per_turn`.
        #[inline]
        pub fn peak_request(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_peak_request(self.appended_per_turn()?)
        }
        #[doc(hidden)]
        fn __eq_peak_request(
            &self,
            appended_per_turn: i64,
        ) -> __Result<i64, __c::EvalError> {
            let first_input = __Clone::clone(&self.first_input);
            let ceiling = __Clone::clone(&self.ceiling);
            let output_per_turn = __Clone::clone(&self.output_per_turn);
            struct peak_request {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    peak_request,
                >(
                    first_input
                        .eq_add(appended_per_turn.eq_mul(ceiling.eq_sub(1i64)?)?)?
                        .eq_add(output_per_turn)?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///Whether the largest request fits the context window. Equation: `peak_request <= i64::from(context_window)`.
        #[inline]
        pub fn fits_context(&self) -> __Result<bool, __c::EvalError> {
            self.__eq_fits_context(self.peak_request()?)
        }
        #[doc(hidden)]
        fn __eq_fits_context(
            &self,
            peak_request: i64,
        ) -> __Result<bool, __c::EvalError> {
            let context_window = __Clone::clone(&self.context_window);
            struct fits_context {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    fits_context,
                >(peak_request <= i64::from(context_window)))(),
                &__PROPERTIES[10],
            )
        }
        ///Half the ceiling, rounded down. Equation: `floor_div(ceiling, 2)`.
        #[inline]
        pub fn half_turns(&self) -> __Result<i64, __c::EvalError> {
            let ceiling = __Clone::clone(&self.ceiling);
            struct half_turns {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    half_turns,
                >(::mlsysim_core::equation::floor_div(ceiling, 2)?))(),
                &__PROPERTIES[11],
            )
        }
        ///How many times more input the full loop sends than half of it. Equation: `ceiling_input / sent(half_turns)`.
        #[inline]
        pub fn half_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_half_ratio(
                self.ceiling_input()?,
                self.half_turns()?,
                self.appended_per_turn()?,
            )
        }
        #[doc(hidden)]
        fn __eq_half_ratio(
            &self,
            ceiling_input: i64,
            half_turns: i64,
            appended_per_turn: i64,
        ) -> __Result<f64, __c::EvalError> {
            let sent = |turns: i64| {
                self.__eq_sent(__Clone::clone(&appended_per_turn), turns)
            };
            struct half_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    half_ratio,
                >(ceiling_input.eq_div(sent(half_turns)?)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Input tokens sent after each number of turns, from 0 to the ceiling. Equation: `(0..=i64::from(ceiling)).map(&sent).collect::<Result<Vec<i64>, _>>()`.
        #[inline]
        pub fn input_by_turn(&self) -> __Result<Vec<i64>, __c::EvalError> {
            self.__eq_input_by_turn(self.appended_per_turn()?)
        }
        #[doc(hidden)]
        fn __eq_input_by_turn(
            &self,
            appended_per_turn: i64,
        ) -> __Result<Vec<i64>, __c::EvalError> {
            let ceiling = __Clone::clone(&self.ceiling);
            let sent = |turns: i64| {
                self.__eq_sent(__Clone::clone(&appended_per_turn), turns)
            };
            struct input_by_turn {}
            __c::member(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    input_by_turn,
                >(
                    (0..=i64::from(ceiling)).map(&sent).collect::<Result<Vec<i64>, _>>()?,
                ))(),
                &__PROPERTIES[13],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`UndetectedLoopValues`].
        #[must_use]
        pub fn evaluate(&self) -> UndetectedLoopValues<'_> {
            let appended_per_turn = self.appended_per_turn();
            let ceiling_input = __c::after(
                (&appended_per_turn,),
                |(v0,)| self.__eq_ceiling_input(v0),
            );
            let stop_input = __c::after(
                (&appended_per_turn,),
                |(v0,)| self.__eq_stop_input(v0),
            );
            let ceiling_cost = __c::after(
                (&appended_per_turn,),
                |(v0,)| self.__eq_ceiling_cost(v0),
            );
            let stop_cost = __c::after(
                (&appended_per_turn,),
                |(v0,)| self.__eq_stop_cost(v0),
            );
            let ceiling_time = self.ceiling_time();
            let stop_time = self.stop_time();
            let cost_ratio = __c::after(
                (&ceiling_cost, &stop_cost),
                |(v0, v1)| self.__eq_cost_ratio(v0, v1),
            );
            let avoided_cost = __c::after(
                (&ceiling_cost, &stop_cost),
                |(v0, v1)| self.__eq_avoided_cost(v0, v1),
            );
            let peak_request = __c::after(
                (&appended_per_turn,),
                |(v0,)| self.__eq_peak_request(v0),
            );
            let fits_context = __c::after(
                (&peak_request,),
                |(v0,)| self.__eq_fits_context(v0),
            );
            let half_turns = self.half_turns();
            let half_ratio = __c::after(
                (&ceiling_input, &half_turns, &appended_per_turn),
                |(v0, v1, v2)| self.__eq_half_ratio(v0, v1, v2),
            );
            let input_by_turn = __c::after(
                (&appended_per_turn,),
                |(v0,)| self.__eq_input_by_turn(v0),
            );
            UndetectedLoopValues {
                scenario: self,
                appended_per_turn,
                ceiling_input,
                stop_input,
                ceiling_cost,
                stop_cost,
                ceiling_time,
                stop_time,
                cost_ratio,
                avoided_cost,
                peak_request,
                fits_context,
                half_turns,
                half_ratio,
                input_by_turn,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.first_input, &__INPUTS[0])?;
            __c::finite(&self.output_per_turn, &__INPUTS[1])?;
            __c::finite(&self.observation_per_turn, &__INPUTS[2])?;
            __c::bounded(&self.turn_time, &__INPUTS[3])?;
            __c::bounded_plain(&self.ceiling, &__INPUTS[4])?;
            __c::bounded_plain(&self.stop_after, &__INPUTS[5])?;
            __c::finite(&self.context_window, &__INPUTS[6])?;
            __c::bounded(&self.input_price, &__INPUTS[7])?;
            __c::bounded(&self.output_price, &__INPUTS[8])?;
            {
                let stop_after = __Clone::clone(&self.stop_after);
                let ceiling = __Clone::clone(&self.ceiling);
                __c::rule(
                    stop_after <= ceiling,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.stop_after, &self.ceiling],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_sent(&self, turns: i64) -> __c::Parts {
            __c::traced(
                self.sent(__Clone::clone(&turns)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "floor_div", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let turns =
                    __Clone::clone(& turns); let part = turns.eq_mul(turns.eq_sub(1i64)
                    ?) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 2; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_charge(&self, turns: i64) -> __c::Parts {
            __c::traced(
                self.charge(__Clone::clone(&turns)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let turns = __Clone::clone(& turns); let sent = | turns : i64 |
                    self.sent(turns); let part = sent(turns) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "sent", args :
                    ::std::vec![__c::Operand::Name("turns")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_ceiling_input(&self) -> __c::Parts {
            __c::traced(
                self.ceiling_input(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let ceiling = __Clone::clone(& self.ceiling); let sent = | turns
                    : i64 | self.sent(turns); let part = sent(i64::from(ceiling)) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "sent", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let ceiling =
                    __Clone::clone(& self.ceiling); let part = i64::from(ceiling); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_stop_input(&self) -> __c::Parts {
            __c::traced(
                self.stop_input(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let stop_after = __Clone::clone(& self.stop_after); let sent = |
                    turns : i64 | self.sent(turns); let part =
                    sent(i64::from(stop_after)) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "sent", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let stop_after =
                    __Clone::clone(& self.stop_after); let part = i64::from(stop_after);
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_ceiling_cost(&self) -> __c::Parts {
            __c::traced(
                self.ceiling_cost(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let ceiling = __Clone::clone(& self.ceiling); let charge = |
                    turns : i64 | self.charge(turns); let part =
                    charge(i64::from(ceiling)) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "charge", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let ceiling =
                    __Clone::clone(& self.ceiling); let part = i64::from(ceiling); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_stop_cost(&self) -> __c::Parts {
            __c::traced(
                self.stop_cost(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let stop_after = __Clone::clone(& self.stop_after); let charge =
                    | turns : i64 | self.charge(turns); let part =
                    charge(i64::from(stop_after)) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "charge", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let stop_after =
                    __Clone::clone(& self.stop_after); let part = i64::from(stop_after);
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_half_turns(&self) -> __c::Parts {
            __c::traced(
                self.half_turns(),
                &__PROPERTIES[11],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "floor_div", args :
                    ::std::vec![__c::Operand::Name("ceiling"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 2; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_half_ratio(&self) -> __c::Parts {
            __c::traced(
                self.half_ratio(),
                &__PROPERTIES[12],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let half_turns = self.half_turns() ?; let sent = | turns : i64 |
                    self.sent(turns); let part = sent(half_turns) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "sent", args :
                    ::std::vec![__c::Operand::Name("half_turns")] }
                ],
            )
        }
    }
    impl UndetectedLoopBuilder {
        ///Sets `first_input`: Tokens of the first request.
        #[must_use]
        pub fn first_input(mut self, value: u32) -> Self {
            self.first_input = Some(value);
            self
        }
        ///Sets `output_per_turn`: Tokens the model writes each turn.
        #[must_use]
        pub fn output_per_turn(mut self, value: u32) -> Self {
            self.output_per_turn = Some(value);
            self
        }
        ///Sets `observation_per_turn`: Tokens of the observation appended each turn.
        #[must_use]
        pub fn observation_per_turn(mut self, value: u32) -> Self {
            self.observation_per_turn = Some(value);
            self
        }
        ///Sets `turn_time`: Time of one turn.
        #[must_use]
        pub fn turn_time(mut self, value: Time) -> Self {
            self.turn_time = Some(value);
            self
        }
        ///Sets `ceiling`: Turn limit of the loop (at most 100,000: the per-turn list holds one entry a turn).
        #[must_use]
        pub fn ceiling(mut self, value: u32) -> Self {
            self.ceiling = Some(value);
            self
        }
        ///Sets `stop_after`: Turn after which a detector would stop the loop.
        #[must_use]
        pub fn stop_after(mut self, value: u32) -> Self {
            self.stop_after = Some(value);
            self
        }
        ///Sets `context_window`: Tokens the model accepts in one request.
        #[must_use]
        pub fn context_window(mut self, value: u32) -> Self {
            self.context_window = Some(value);
            self
        }
        ///Sets `input_price`: Price of an input token.
        #[must_use]
        pub fn input_price(mut self, value: Usd) -> Self {
            self.input_price = Some(value);
            self
        }
        ///Sets `output_price`: Price of an output token.
        #[must_use]
        pub fn output_price(mut self, value: Usd) -> Self {
            self.output_price = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<UndetectedLoop, __c::InputError> {
            let scenario = UndetectedLoop {
                first_input: __c::given(self.first_input, "first_input")?,
                output_per_turn: __c::given(self.output_per_turn, "output_per_turn")?,
                observation_per_turn: __c::given(
                    self.observation_per_turn,
                    "observation_per_turn",
                )?,
                turn_time: __c::given(self.turn_time, "turn_time")?,
                ceiling: __c::given(self.ceiling, "ceiling")?,
                stop_after: __c::given(self.stop_after, "stop_after")?,
                context_window: __c::given(self.context_window, "context_window")?,
                input_price: __c::given(self.input_price, "input_price")?,
                output_price: __c::given(self.output_price, "output_price")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for UndetectedLoopBuilder {
        type Scenario = UndetectedLoop;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "first_input" => self.first_input = __c::set(value, &__INPUTS[0])?,
                "output_per_turn" => {
                    self.output_per_turn = __c::set(value, &__INPUTS[1])?;
                }
                "observation_per_turn" => {
                    self.observation_per_turn = __c::set(value, &__INPUTS[2])?;
                }
                "turn_time" => self.turn_time = __c::set(value, &__INPUTS[3])?,
                "ceiling" => self.ceiling = __c::set(value, &__INPUTS[4])?,
                "stop_after" => self.stop_after = __c::set(value, &__INPUTS[5])?,
                "context_window" => self.context_window = __c::set(value, &__INPUTS[6])?,
                "input_price" => self.input_price = __c::set(value, &__INPUTS[7])?,
                "output_price" => self.output_price = __c::set(value, &__INPUTS[8])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<UndetectedLoop, __c::InputError> {
            UndetectedLoopBuilder::build(self)
        }
    }
    impl<'a> UndetectedLoopValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a UndetectedLoop {
            self.scenario
        }
        ///[`UndetectedLoop::sent`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn sent(&self, turns: i64) -> __Result<i64, __c::EvalError> {
            self.scenario.__eq_sent(__Clone::clone(&self.appended_per_turn)?, turns)
        }
        ///[`UndetectedLoop::charge`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn charge(&self, turns: i64) -> __Result<Usd, __c::EvalError> {
            self.scenario.__eq_charge(__Clone::clone(&self.appended_per_turn)?, turns)
        }
    }
    impl __c::Scenario for UndetectedLoop {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "UndetectedLoop",
            family: &RECOVERY,
            summary: "Tokens and time of an append-only model-call loop that resends its whole history every turn, run to its turn ceiling or stopped early.",
            description: "",
            notes: __c::meta::Notes {
                equation: "sent(h) = h × first_input + (output + observation) × ⌊h(h − 1) ÷ 2⌋; cost(h) = sent(h) × input_price + h × output × output_price",
                assumptions: &[
                    "Each turn appends its output and one observation to the history, and resends all of it.",
                ],
                rules: __RULES,
                excludes: &["Prompt caching, which would price resent tokens lower."],
                derivation: &[
                    "Turn t sends first_input + (t − 1) × appended tokens; summing over h turns gives h × first_input + appended × h(h − 1) ÷ 2.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A loop run to its ceiling",
                    code: "// A loop run to its ceiling\nuse mlsysim_scenarios::recovery::repair_loop_to_turn_ceiling;\n\nlet s = repair_loop_to_turn_ceiling()?;\nassert_eq!(s.ceiling_input()?, 1_397_500);\nassert!(s.fits_context()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = UndetectedLoopBuilder;
        fn to_builder(&self) -> UndetectedLoopBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.first_input,
                    &self.output_per_turn,
                    &self.observation_per_turn,
                    &self.turn_time,
                    &self.ceiling,
                    &self.stop_after,
                    &self.context_window,
                    &self.input_price,
                    &self.output_price,
                ],
                &[
                    &values.appended_per_turn,
                    &values.ceiling_input,
                    &values.stop_input,
                    &values.ceiling_cost,
                    &values.stop_cost,
                    &values.ceiling_time,
                    &values.stop_time,
                    &values.cost_ratio,
                    &values.avoided_cost,
                    &values.peak_request,
                    &values.fits_context,
                    &values.half_turns,
                    &values.half_ratio,
                    &values.input_by_turn,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "sent" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.sent(a0), &__METHODS[0])
                }
                "charge" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.charge(a0), &__METHODS[1])
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
                "sent" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_sent(a0)),
                    )
                }
                "charge" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_charge(a0)),
                    )
                }
                "ceiling_input" => Some(Ok(self.__explain_ceiling_input())),
                "stop_input" => Some(Ok(self.__explain_stop_input())),
                "ceiling_cost" => Some(Ok(self.__explain_ceiling_cost())),
                "stop_cost" => Some(Ok(self.__explain_stop_cost())),
                "half_turns" => Some(Ok(self.__explain_half_turns())),
                "half_ratio" => Some(Ok(self.__explain_half_ratio())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "stop_after" => {
                    __c::samples(&self.stop_after, ::core::option::Option::None)
                }
                "ceiling" => __c::samples(&self.ceiling, ::core::option::Option::None),
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(UndetectedLoop);
};
