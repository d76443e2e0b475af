/**Checkpoint intervals priced against a fixed trace of crashes, beside Young's square-root interval for replaying logged turns and for re-executing them.

# Equation

- `best_stride = i64::from(argmin(&strides, total_time))`
- `every_turn_time = turns * pause + len(&crashes) * restore`
- `stride_gain = stride_logged / stride_reexecuted`
- `stride_overhead = pause / stride + crash_rate * cost * stride / 2.0`

# Assumptions

- A checkpoint is taken every k turns and after the last turn; a crash after turn c replays c mod k turns.

# Rules across inputs

- `crashes` lists at least one crash (`!crashes.is_empty()`)
- `strides` lists at least one interval (`!strides.is_empty()`)
- no turn in `crashes` is past the last turn, `turns` (`all!(c in crashes, c <= i64::from(turns))`)

# Excludes

- Crashes during a checkpoint or during recovery.

# Derivation

- Young (1974): with checkpoint cost C and failure rate r, the expected overhead per unit of work C ÷ k + r × cost × k ÷ 2 is least at k = √(2C ÷ (r × cost)).

# Examples

```rust
// The best checkpoint interval for a crash trace
use mlsysim_scenarios::durability::two_crash_checkpoint_trace;

let s = two_crash_checkpoint_trace()?;
assert_eq!(s.best_stride()?, 25);
assert_eq!(s.lost_turns(25)?, [12, 8]);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CheckpointTrace {
    ///Turns in the trajectory. *Allowed >= 1.*
    pub turns: u32,
    ///Turns after which a crash happens. *Allowed >= 0.*
    pub crashes: Vec<i64>,
    ///Checkpoint intervals to compare, in turns. *Allowed >= 1.*
    pub strides: Vec<u32>,
    ///Time one checkpoint pauses the work. *Shown in `SECOND`; allowed >= 0.*
    pub pause: Time,
    ///Time to restore from a checkpoint. *Shown in `SECOND`; allowed >= 0.*
    pub restore: Time,
    ///Time to replay one logged turn. *Shown in `SECOND`; allowed >= 0.*
    pub rebuild_per_turn: Time,
    ///Time to re-execute one turn that was not logged. *Shown in `SECOND`; allowed >= 0.*
    pub reexecute_per_turn: Time,
}
///Builds a [`CheckpointTrace`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CheckpointTraceBuilder {
    turns: ::core::option::Option<u32>,
    crashes: ::core::option::Option<Vec<i64>>,
    strides: ::core::option::Option<Vec<u32>>,
    pause: ::core::option::Option<Time>,
    restore: ::core::option::Option<Time>,
    rebuild_per_turn: ::core::option::Option<Time>,
    reexecute_per_turn: ::core::option::Option<Time>,
}
///Every property of a [`CheckpointTrace`], each computed once (see [`CheckpointTrace::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CheckpointTraceValues<'a> {
    scenario: &'a CheckpointTrace,
    ///The interval of least total time (the first listed, on a tie).
    pub best_stride: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time when every turn is checkpointed.
    pub every_turn_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Crashes per turn.
    pub crash_rate: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Young's interval when lost turns are replayed from the log.
    pub stride_logged: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Young's interval when lost turns are executed again.
    pub stride_reexecuted: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times longer the logged interval is.
    pub stride_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "turns",
            ty: "u32",
            doc: "Turns in the trajectory.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "crashes",
            ty: "Vec<i64>",
            doc: "Turns after which a crash happens.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "strides",
            ty: "Vec<u32>",
            doc: "Checkpoint intervals to compare, in turns.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pause",
            ty: "Time",
            doc: "Time one checkpoint pauses the work.",
            label: ::mlsysim_core::units::SECOND.label_for::<Time>(),
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "restore",
            ty: "Time",
            doc: "Time to restore from a checkpoint.",
            label: ::mlsysim_core::units::SECOND.label_for::<Time>(),
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rebuild_per_turn",
            ty: "Time",
            doc: "Time to replay one logged turn.",
            label: ::mlsysim_core::units::SECOND.label_for::<Time>(),
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "reexecute_per_turn",
            ty: "Time",
            doc: "Time to re-execute one turn that was not logged.",
            label: ::mlsysim_core::units::SECOND.label_for::<Time>(),
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "best_stride",
            doc: "The interval of least total time (the first listed, on a tie).",
            equation: "i64::from(argmin(&strides, total_time))",
            result_type: "i64",
            depends_on: &["strides"],
            calls: &["argmin"],
            mark: Some(__c::meta::Mark::Optimum),
            template: "i64::from(argmin(&{strides}, total_time))",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "every_turn_time",
            doc: "Time when every turn is checkpointed.",
            equation: "turns * pause + len(&crashes) * restore",
            result_type: "Time",
            label: ::mlsysim_core::units::SECOND.label_for::<Time>(),
            depends_on: &["turns", "pause", "crashes", "restore"],
            calls: &["len"],
            template: "{turns} * {pause} + len(&{crashes}) * {restore}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crash_rate",
            doc: "Crashes per turn.",
            equation: "len(&crashes) / turns",
            result_type: "f64",
            depends_on: &["crashes", "turns"],
            calls: &["len"],
            template: "len(&{crashes}) / {turns}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stride_logged",
            doc: "Young's interval when lost turns are replayed from the log.",
            equation: "sqrt(2.0 * pause / (crash_rate * rebuild_per_turn))",
            result_type: "f64",
            depends_on: &["pause", "rebuild_per_turn", "crash_rate"],
            calls: &["sqrt"],
            template: "sqrt(2.0 * {pause} / ({crash_rate} * {rebuild_per_turn}))",
            operation: "result of `sqrt`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stride_reexecuted",
            doc: "Young's interval when lost turns are executed again.",
            equation: "sqrt(2.0 * pause / (crash_rate * reexecute_per_turn))",
            result_type: "f64",
            depends_on: &["pause", "reexecute_per_turn", "crash_rate"],
            calls: &["sqrt"],
            template: "sqrt(2.0 * {pause} / ({crash_rate} * {reexecute_per_turn}))",
            operation: "result of `sqrt`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stride_gain",
            doc: "How many times longer the logged interval is.",
            equation: "stride_logged / stride_reexecuted",
            result_type: "f64",
            depends_on: &["stride_logged", "stride_reexecuted"],
            template: "{stride_logged} / {stride_reexecuted}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "checkpoints",
            kind: __c::MemberKind::Method,
            doc: "Checkpoints taken at interval `stride`.",
            equation: "floor_div(turns + stride - 1, stride)",
            args: &[
                __c::ArgInfo {
                    name: "stride",
                    ty: "u32",
                    samples: &[__c::Sample::From("strides")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "i64",
            depends_on: &["turns"],
            calls: &["floor_div"],
            template: "floor_div({turns} + {stride} - 1, {stride})",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lost_turns",
            kind: __c::MemberKind::Method,
            doc: "Turns replayed after each crash at interval `stride`.",
            equation: "each!(crash in crashes, modulo(crash, stride))",
            args: &[
                __c::ArgInfo {
                    name: "stride",
                    ty: "u32",
                    samples: &[__c::Sample::From("strides")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Vec<i64>",
            depends_on: &["crashes"],
            calls: &["modulo"],
            template: "each!(crash in crashes, modulo(crash, stride))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "capture_time",
            kind: __c::MemberKind::Method,
            doc: "Time spent taking checkpoints at interval `stride`.",
            equation: "checkpoints(stride) * pause",
            args: &[
                __c::ArgInfo {
                    name: "stride",
                    ty: "u32",
                    samples: &[__c::Sample::From("strides")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Time",
            label: ::mlsysim_core::units::SECOND.label_for::<Time>(),
            depends_on: &["pause"],
            template: "{#0 checkpoints(stride)} * {pause}",
            named_calls: "checkpoints(stride)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "recovery_time",
            kind: __c::MemberKind::Method,
            doc: "Time spent recovering from the crashes at interval `stride`.",
            equation: "len(&crashes) * restore + total(&lost_turns(stride)) * rebuild_per_turn",
            args: &[
                __c::ArgInfo {
                    name: "stride",
                    ty: "u32",
                    samples: &[__c::Sample::From("strides")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Time",
            label: ::mlsysim_core::units::SECOND.label_for::<Time>(),
            depends_on: &["crashes", "restore", "rebuild_per_turn"],
            calls: &["len", "total"],
            template: "len(&{crashes}) * {restore}\n    + total(&{#0 lost_turns(stride)}) * {rebuild_per_turn}",
            named_calls: "lost_turns(stride)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_time",
            kind: __c::MemberKind::Method,
            doc: "Checkpoint and recovery time at interval `stride`.",
            equation: "capture_time(stride) + recovery_time(stride)",
            args: &[
                __c::ArgInfo {
                    name: "stride",
                    ty: "u32",
                    samples: &[__c::Sample::From("strides")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Time",
            label: ::mlsysim_core::units::SECOND.label_for::<Time>(),
            template: "{#0 capture_time(stride)} + {#1 recovery_time(stride)}",
            named_calls: "capture_time(stride); recovery_time(stride)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stride_overhead",
            kind: __c::MemberKind::Method,
            doc: "Expected overhead per turn at interval `stride` when a lost turn costs `cost`.",
            equation: "pause / stride + crash_rate * cost * stride / 2.0",
            args: &[
                __c::ArgInfo {
                    name: "stride",
                    ty: "u32",
                    samples: &[__c::Sample::From("strides")],
                    bounds: __c::Bounds::POSITIVE,
                },
                __c::ArgInfo {
                    name: "cost",
                    ty: "Time",
                    samples: &[
                        __c::Sample::From("rebuild_per_turn"),
                        __c::Sample::From("reexecute_per_turn"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Time",
            label: ::mlsysim_core::units::SECOND.label_for::<Time>(),
            depends_on: &["pause", "crash_rate"],
            template: "{pause} / {stride}\n    + {crash_rate} * {cost} * {stride} / 2.0",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`crashes` lists at least one crash",
            condition: "!crashes.is_empty()",
            inputs: &["crashes"],
        },
        __c::RuleInfo {
            text: "`strides` lists at least one interval",
            condition: "!strides.is_empty()",
            inputs: &["strides"],
        },
        __c::RuleInfo {
            text: "no turn in `crashes` is past the last turn, `turns`",
            condition: "all!(c in crashes, c <= i64::from(turns))",
            inputs: &["crashes", "turns"],
        },
    ];
    #[allow(unused_variables, clippy::clone_on_copy, non_camel_case_types)]
    impl CheckpointTrace {
        ///Starts a [`CheckpointTraceBuilder`]; required inputs must be set before [`CheckpointTraceBuilder::build`].
        #[must_use]
        pub fn builder() -> CheckpointTraceBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CheckpointTraceBuilder {
            CheckpointTraceBuilder {
                turns: Some(__Clone::clone(&self.turns)),
                crashes: Some(__Clone::clone(&self.crashes)),
                strides: Some(__Clone::clone(&self.strides)),
                pause: Some(__Clone::clone(&self.pause)),
                restore: Some(__Clone::clone(&self.restore)),
                rebuild_per_turn: Some(__Clone::clone(&self.rebuild_per_turn)),
                reexecute_per_turn: Some(__Clone::clone(&self.reexecute_per_turn)),
            }
        }
        ///Checkpoints taken at interval `stride`. Equation: `floor_div(turns + stride - 1, stride)`.
        #[inline]
        pub fn checkpoints(&self, stride: u32) -> __Result<i64, __c::EvalError> {
            __c::argument(&stride, "checkpoints", &(&__METHODS[0]).args[0])?;
            let turns = __Clone::clone(&self.turns);
            struct checkpoints {}
            type __M = __c::Member<i64, checkpoints>;
            __c::member(
                || __M::conform(
                    ::mlsysim_core::equation::floor_div(
                        turns.eq_add(stride)?.eq_sub(1i64)?,
                        stride,
                    )?,
                ),
                &__METHODS[0],
            )
        }
        ///Turns replayed after each crash at interval `stride`. Equation: `each!(crash in crashes, modulo(crash, stride))`.
        #[inline]
        pub fn lost_turns(&self, stride: u32) -> __Result<Vec<i64>, __c::EvalError> {
            __c::argument(&stride, "lost_turns", &(&__METHODS[1]).args[0])?;
            let crashes = __Clone::clone(&self.crashes);
            struct lost_turns {}
            type __M = __c::Member<Vec<i64>, lost_turns>;
            __c::member(
                || __M::conform(
                    ::mlsysim_core::__private::forms::each(
                        &(crashes),
                        |crash| {
                            let __mlsysim_value = ::mlsysim_core::equation::modulo(
                                crash,
                                stride,
                            )?;
                            ::core::result::Result::Ok(__mlsysim_value)
                        },
                    )?,
                ),
                &__METHODS[1],
            )
        }
        ///Time spent taking checkpoints at interval `stride`. Equation: `checkpoints(stride) * pause`.
        #[inline]
        pub fn capture_time(&self, stride: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&stride, "capture_time", &(&__METHODS[2]).args[0])?;
            let pause = __Clone::clone(&self.pause);
            let checkpoints = |stride: u32| self.checkpoints(stride);
            struct capture_time {}
            type __M = __c::Member<Time, capture_time>;
            __c::member(
                || __M::conform(checkpoints(stride)?.eq_mul(pause)?),
                &__METHODS[2],
            )
        }
        ///Time spent recovering from the crashes at interval `stride`. Equation: `len(&crashes) * restore + total(&lost_turns(stride)) * rebuild_per_turn`.
        #[inline]
        pub fn recovery_time(&self, stride: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&stride, "recovery_time", &(&__METHODS[3]).args[0])?;
            let crashes = __Clone::clone(&self.crashes);
            let restore = __Clone::clone(&self.restore);
            let rebuild_per_turn = __Clone::clone(&self.rebuild_per_turn);
            let lost_turns = |stride: u32| self.lost_turns(stride);
            struct recovery_time {}
            type __M = __c::Member<Time, recovery_time>;
            __c::member(
                || __M::conform(
                    ::mlsysim_core::equation::len(&crashes)
                        .eq_mul(restore)?
                        .eq_add(
                            ::mlsysim_core::equation::total(&lost_turns(stride)?)?
                                .eq_mul(rebuild_per_turn)?,
                        )?,
                ),
                &__METHODS[3],
            )
        }
        ///Checkpoint and recovery time at interval `stride`. Equation: `capture_time(stride) + recovery_time(stride)`.
        #[inline]
        pub fn total_time(&self, stride: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&stride, "total_time", &(&__METHODS[4]).args[0])?;
            let capture_time = |stride: u32| self.capture_time(stride);
            let recovery_time = |stride: u32| self.recovery_time(stride);
            struct total_time {}
            type __M = __c::Member<Time, total_time>;
            __c::member(
                || __M::conform(capture_time(stride)?.eq_add(recovery_time(stride)?)?),
                &__METHODS[4],
            )
        }
        ///The interval of least total time (the first listed, on a tie). Equation: `i64::from(argmin(&strides, total_time))`.
        #[inline]
        pub fn best_stride(&self) -> __Result<i64, __c::EvalError> {
            let strides = __Clone::clone(&self.strides);
            let total_time = |stride: u32| self.total_time(stride);
            struct best_stride {}
            type __M = __c::Member<i64, best_stride>;
            __c::member(
                || __M::conform(
                    i64::from(::mlsysim_core::equation::argmin(&strides, total_time)?),
                ),
                &__PROPERTIES[0],
            )
        }
        ///Time when every turn is checkpointed. Equation: `turns * pause + len(&crashes) * restore`.
        #[inline]
        pub fn every_turn_time(&self) -> __Result<Time, __c::EvalError> {
            let turns = __Clone::clone(&self.turns);
            let pause = __Clone::clone(&self.pause);
            let crashes = __Clone::clone(&self.crashes);
            let restore = __Clone::clone(&self.restore);
            struct every_turn_time {}
            type __M = __c::Member<Time, every_turn_time>;
            __c::member(
                || __M::conform(
                    turns
                        .eq_mul(pause)?
                        .eq_add(
                            ::mlsysim_core::equation::len(&crashes).eq_mul(restore)?,
                        )?,
                ),
                &__PROPERTIES[1],
            )
        }
        ///Crashes per turn. Equation: `len(&crashes) / turns`.
        #[inline]
        pub fn crash_rate(&self) -> __Result<f64, __c::EvalError> {
            let crashes = __Clone::clone(&self.crashes);
            let turns = __Clone::clone(&self.turns);
            struct crash_rate {}
            type __M = __c::Member<f64, crash_rate>;
            __c::member(
                || __M::conform(::mlsysim_core::equation::len(&crashes).eq_div(turns)?),
                &__PROPERTIES[2],
            )
        }
        ///Young's interval when lost turns are replayed from the log. Equation: `sqrt(2.0 * pause / (crash_rate * rebuild_per_turn))`.
        #[inline]
        pub fn stride_logged(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_stride_logged(self.crash_rate()?)
        }
        fn __eq_stride_logged(&self, crash_rate: f64) -> __Eval<f64> {
            let pause = __Clone::clone(&self.pause);
            let rebuild_per_turn = __Clone::clone(&self.rebuild_per_turn);
            struct stride_logged {}
            type __M = __c::Member<f64, stride_logged>;
            __c::member(
                || __M::conform(
                    ::mlsysim_core::equation::sqrt(
                        (2.0)
                            .eq_mul(pause)?
                            .eq_div(crash_rate.eq_mul(rebuild_per_turn)?)?,
                    )?,
                ),
                &__PROPERTIES[3],
            )
        }
        ///Young's interval when lost turns are executed again. Equation: `sqrt(2.0 * pause / (crash_rate * reexecute_per_turn))`.
        #[inline]
        pub fn stride_reexecuted(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_stride_reexecuted(self.crash_rate()?)
        }
        fn __eq_stride_reexecuted(&self, crash_rate: f64) -> __Eval<f64> {
            let pause = __Clone::clone(&self.pause);
            let reexecute_per_turn = __Clone::clone(&self.reexecute_per_turn);
            struct stride_reexecuted {}
            type __M = __c::Member<f64, stride_reexecuted>;
            __c::member(
                || __M::conform(
                    ::mlsysim_core::equation::sqrt(
                        (2.0)
                            .eq_mul(pause)?
                            .eq_div(crash_rate.eq_mul(reexecute_per_turn)?)?,
                    )?,
                ),
                &__PROPERTIES[4],
            )
        }
        ///How many times longer the logged interval is. Equation: `stride_logged / stride_reexecuted`.
        #[inline]
        pub fn stride_gain(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_stride_gain(self.stride_logged()?, self.stride_reexecuted()?)
        }
        fn __eq_stride_gain(
            &self,
            stride_logged: f64,
            stride_reexecuted: f64,
        ) -> __Eval<f64> {
            struct stride_gain {}
            type __M = __c::Member<f64, stride_gain>;
            __c::member(
                || __M::conform(stride_logged.eq_div(stride_reexecuted)?),
                &__PROPERTIES[5],
            )
        }
        ///Expected overhead per turn at interval `stride` when a lost turn costs `cost`. Equation: `pause / stride + crash_rate * cost * stride / 2.0`.
        #[inline]
        pub fn stride_overhead(
            &self,
            stride: u32,
            cost: Time,
        ) -> __Result<Time, __c::EvalError> {
            self.__eq_stride_overhead(self.crash_rate()?, stride, cost)
        }
        fn __eq_stride_overhead(
            &self,
            crash_rate: f64,
            stride: u32,
            cost: Time,
        ) -> __Eval<Time> {
            __c::argument(&stride, "stride_overhead", &(&__METHODS[5]).args[0])?;
            __c::argument(&cost, "stride_overhead", &(&__METHODS[5]).args[1])?;
            let pause = __Clone::clone(&self.pause);
            struct stride_overhead {}
            type __M = __c::Member<Time, stride_overhead>;
            __c::member(
                || __M::conform(
                    pause
                        .eq_div(stride)?
                        .eq_add(crash_rate.eq_mul(cost)?.eq_mul(stride)?.eq_div(2.0)?)?,
                ),
                &__METHODS[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CheckpointTraceValues`].
        #[must_use]
        pub fn evaluate(&self) -> CheckpointTraceValues<'_> {
            let best_stride = self.best_stride();
            let every_turn_time = self.every_turn_time();
            let crash_rate = self.crash_rate();
            let stride_logged = __c::after(&crash_rate, |v| self.__eq_stride_logged(v));
            let stride_reexecuted = __c::after(
                &crash_rate,
                |v| self.__eq_stride_reexecuted(v),
            );
            let stride_gain = __c::after(
                (&stride_logged, &stride_reexecuted),
                |(v0, v1)| self.__eq_stride_gain(v0, v1),
            );
            CheckpointTraceValues {
                scenario: self,
                best_stride,
                every_turn_time,
                crash_rate,
                stride_logged,
                stride_reexecuted,
                stride_gain,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.turns, &__INPUTS[0])?;
            __c::bounded_plain(&self.crashes, &__INPUTS[1])?;
            __c::bounded_plain(&self.strides, &__INPUTS[2])?;
            __c::bounded(&self.pause, &__INPUTS[3])?;
            __c::bounded(&self.restore, &__INPUTS[4])?;
            __c::bounded(&self.rebuild_per_turn, &__INPUTS[5])?;
            __c::bounded(&self.reexecute_per_turn, &__INPUTS[6])?;
            {
                let crashes = __Clone::clone(&self.crashes);
                __c::rule(!crashes.is_empty(), &__RULES[0], __INPUTS, &[&self.crashes])?;
            }
            {
                let strides = __Clone::clone(&self.strides);
                __c::rule(!strides.is_empty(), &__RULES[1], __INPUTS, &[&self.strides])?;
            }
            {
                let crashes = __Clone::clone(&self.crashes);
                let turns = __Clone::clone(&self.turns);
                let outcome = __c::attempt(|| {
                    __c::RuleOutcome::decided(
                        ::mlsysim_core::__private::forms::all(
                            &(crashes),
                            |c| {
                                let __mlsysim_value = c <= i64::from(turns);
                                ::core::result::Result::Ok(__mlsysim_value)
                            },
                        )?,
                    )
                });
                __c::rule(
                    outcome,
                    &__RULES[2],
                    __INPUTS,
                    &[&self.crashes, &self.turns],
                )?;
            }
            Ok(())
        }
        fn __explain_checkpoints(&self, stride: u32) -> __c::Parts {
            __c::traced(
                self.checkpoints(__Clone::clone(&stride)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "floor_div", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let turns =
                    __Clone::clone(& self.turns); let stride = __Clone::clone(& stride);
                    let part = turns.eq_add(stride) ? .eq_sub(1i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) })),
                    __c::Operand::Name("stride")] }
                ],
            )
        }
        fn __explain_capture_time(&self, stride: u32) -> __c::Parts {
            __c::traced(
                self.capture_time(__Clone::clone(&stride)),
                &__METHODS[2],
                ::std::vec![
                    __c::attempt(|| { let stride = __Clone::clone(& stride); let
                    checkpoints = | stride : u32 | self.checkpoints(stride); let part =
                    checkpoints(stride) ?; Ok((& __c::Showing(& part, None)).__shown())
                    })
                ],
                ::std::vec![
                    __c::CallSite { name : "checkpoints", args :
                    ::std::vec![__c::Operand::Name("stride")] }
                ],
            )
        }
        fn __explain_recovery_time(&self, stride: u32) -> __c::Parts {
            __c::traced(
                self.recovery_time(__Clone::clone(&stride)),
                &__METHODS[3],
                ::std::vec![
                    __c::attempt(|| { let stride = __Clone::clone(& stride); let
                    lost_turns = | stride : u32 | self.lost_turns(stride); let part =
                    lost_turns(stride) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                ],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let crashes =
                    __Clone::clone(& self.crashes); let part = & crashes; Ok((&
                    __c::Showing(& part, None)).__shown()) }))] }, __c::CallSite { name :
                    "total", args : ::std::vec![__c::Operand::Value(__c::attempt(|| { let
                    stride = __Clone::clone(& stride); let lost_turns = | stride : u32 |
                    self.lost_turns(stride); let part = & lost_turns(stride) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }))] }, __c::CallSite { name :
                    "lost_turns", args : ::std::vec![__c::Operand::Name("stride")] }
                ],
            )
        }
        fn __explain_total_time(&self, stride: u32) -> __c::Parts {
            __c::traced(
                self.total_time(__Clone::clone(&stride)),
                &__METHODS[4],
                ::std::vec![
                    __c::attempt(|| { let stride = __Clone::clone(& stride); let
                    capture_time = | stride : u32 | self.capture_time(stride); let part =
                    capture_time(stride) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }), __c::attempt(|| { let stride = __Clone::clone(& stride); let
                    recovery_time = | stride : u32 | self.recovery_time(stride); let part
                    = recovery_time(stride) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) })
                ],
                ::std::vec![
                    __c::CallSite { name : "capture_time", args :
                    ::std::vec![__c::Operand::Name("stride")] }, __c::CallSite { name :
                    "recovery_time", args : ::std::vec![__c::Operand::Name("stride")] }
                ],
            )
        }
        fn __explain_every_turn_time(&self) -> __c::Parts {
            __c::traced(
                self.every_turn_time(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let crashes =
                    __Clone::clone(& self.crashes); let part = & crashes; Ok((&
                    __c::Showing(& part, None)).__shown()) }))] }
                ],
            )
        }
        fn __explain_crash_rate(&self) -> __c::Parts {
            __c::traced(
                self.crash_rate(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "len", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let crashes =
                    __Clone::clone(& self.crashes); let part = & crashes; Ok((&
                    __c::Showing(& part, None)).__shown()) }))] }
                ],
            )
        }
        fn __explain_stride_logged(&self) -> __c::Parts {
            __c::traced(
                self.stride_logged(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "sqrt", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let pause =
                    __Clone::clone(& self.pause); let crash_rate = self.crash_rate() ?;
                    let rebuild_per_turn = __Clone::clone(& self.rebuild_per_turn); let
                    part = (2.0).eq_mul(pause) ? .eq_div(crash_rate
                    .eq_mul(rebuild_per_turn) ?) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }))] }
                ],
            )
        }
        fn __explain_stride_reexecuted(&self) -> __c::Parts {
            __c::traced(
                self.stride_reexecuted(),
                &__PROPERTIES[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "sqrt", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let pause =
                    __Clone::clone(& self.pause); let crash_rate = self.crash_rate() ?;
                    let reexecute_per_turn = __Clone::clone(& self.reexecute_per_turn);
                    let part = (2.0).eq_mul(pause) ? .eq_div(crash_rate
                    .eq_mul(reexecute_per_turn) ?) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }))] }
                ],
            )
        }
    }
    impl CheckpointTraceBuilder {
        ///Sets `turns`: Turns in the trajectory.
        #[must_use]
        pub fn turns(self, value: u32) -> Self {
            __c::with(self, |b| b.turns = Some(value))
        }
        ///Sets `crashes`: Turns after which a crash happens.
        #[must_use]
        pub fn crashes(self, value: Vec<i64>) -> Self {
            __c::with(self, |b| b.crashes = Some(value))
        }
        ///Sets `strides`: Checkpoint intervals to compare, in turns.
        #[must_use]
        pub fn strides(self, value: Vec<u32>) -> Self {
            __c::with(self, |b| b.strides = Some(value))
        }
        ///Sets `pause`: Time one checkpoint pauses the work.
        #[must_use]
        pub fn pause(self, value: Time) -> Self {
            __c::with(self, |b| b.pause = Some(value))
        }
        ///Sets `restore`: Time to restore from a checkpoint.
        #[must_use]
        pub fn restore(self, value: Time) -> Self {
            __c::with(self, |b| b.restore = Some(value))
        }
        ///Sets `rebuild_per_turn`: Time to replay one logged turn.
        #[must_use]
        pub fn rebuild_per_turn(self, value: Time) -> Self {
            __c::with(self, |b| b.rebuild_per_turn = Some(value))
        }
        ///Sets `reexecute_per_turn`: Time to re-execute one turn that was not logged.
        #[must_use]
        pub fn reexecute_per_turn(self, value: Time) -> Self {
            __c::with(self, |b| b.reexecute_per_turn = Some(value))
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CheckpointTrace, __c::InputError> {
            let scenario = CheckpointTrace {
                turns: __c::given(self.turns, "turns")?,
                crashes: __c::given(self.crashes, "crashes")?,
                strides: __c::given(self.strides, "strides")?,
                pause: __c::given(self.pause, "pause")?,
                restore: __c::given(self.restore, "restore")?,
                rebuild_per_turn: __c::given(self.rebuild_per_turn, "rebuild_per_turn")?,
                reexecute_per_turn: __c::given(
                    self.reexecute_per_turn,
                    "reexecute_per_turn",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CheckpointTraceBuilder {
        type Scenario = CheckpointTrace;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "turns" => self.turns = __c::set(value, &__INPUTS[0])?,
                "crashes" => self.crashes = __c::set(value, &__INPUTS[1])?,
                "strides" => self.strides = __c::set(value, &__INPUTS[2])?,
                "pause" => self.pause = __c::set(value, &__INPUTS[3])?,
                "restore" => self.restore = __c::set(value, &__INPUTS[4])?,
                "rebuild_per_turn" => {
                    self.rebuild_per_turn = __c::set(value, &__INPUTS[5])?;
                }
                "reexecute_per_turn" => {
                    self.reexecute_per_turn = __c::set(value, &__INPUTS[6])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CheckpointTrace, __c::InputError> {
            CheckpointTraceBuilder::build(self)
        }
    }
    impl<'a> CheckpointTraceValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CheckpointTrace {
            self.scenario
        }
        ///[`CheckpointTrace::checkpoints`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn checkpoints(&self, stride: u32) -> __Result<i64, __c::EvalError> {
            self.scenario.checkpoints(stride)
        }
        ///[`CheckpointTrace::lost_turns`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn lost_turns(&self, stride: u32) -> __Result<Vec<i64>, __c::EvalError> {
            self.scenario.lost_turns(stride)
        }
        ///[`CheckpointTrace::capture_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn capture_time(&self, stride: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.capture_time(stride)
        }
        ///[`CheckpointTrace::recovery_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn recovery_time(&self, stride: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.recovery_time(stride)
        }
        ///[`CheckpointTrace::total_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn total_time(&self, stride: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.total_time(stride)
        }
        ///[`CheckpointTrace::stride_overhead`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn stride_overhead(
            &self,
            stride: u32,
            cost: Time,
        ) -> __Result<Time, __c::EvalError> {
            self.scenario
                .__eq_stride_overhead(__Clone::clone(&self.crash_rate)?, stride, cost)
        }
    }
    impl __c::Scenario for CheckpointTrace {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CheckpointTrace",
            family: &DURABILITY,
            summary: "Checkpoint intervals priced against a fixed trace of crashes, beside Young's square-root interval for replaying logged turns and for re-executing them.",
            description: "",
            notes: __c::meta::Notes {
                summary: &[
                    "best_stride",
                    "every_turn_time",
                    "stride_gain",
                    "stride_overhead",
                ],
                assumptions: &[
                    "A checkpoint is taken every k turns and after the last turn; a crash after turn c replays c mod k turns.",
                ],
                rules: __RULES,
                excludes: &["Crashes during a checkpoint or during recovery."],
                derivation: &[
                    "Young (1974): with checkpoint cost C and failure rate r, the expected overhead per unit of work C ÷ k + r × cost × k ÷ 2 is least at k = √(2C ÷ (r × cost)).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The best checkpoint interval for a crash trace",
                    code: "// The best checkpoint interval for a crash trace\nuse mlsysim_scenarios::durability::two_crash_checkpoint_trace;\n\nlet s = two_crash_checkpoint_trace()?;\nassert_eq!(s.best_stride()?, 25);\nassert_eq!(s.lost_turns(25)?, [12, 8]);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CheckpointTraceBuilder;
        fn to_builder(&self) -> CheckpointTraceBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report(
                Self::INFO,
                &[
                    &self.turns,
                    &self.crashes,
                    &self.strides,
                    &self.pause,
                    &self.restore,
                    &self.rebuild_per_turn,
                    &self.reexecute_per_turn,
                ],
                &[
                    &values.best_stride,
                    &values.every_turn_time,
                    &values.crash_rate,
                    &values.stride_logged,
                    &values.stride_reexecuted,
                    &values.stride_gain,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "checkpoints" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.checkpoints(a0), &__METHODS[0])
                }
                "lost_turns" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.lost_turns(a0), &__METHODS[1])
                }
                "capture_time" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.capture_time(a0), &__METHODS[2])
                }
                "recovery_time" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.recovery_time(a0), &__METHODS[3])
                }
                "total_time" => {
                    let (a0,) = __c::args(args, &__METHODS[4])?;
                    __c::method_value(self.total_time(a0), &__METHODS[4])
                }
                "stride_overhead" => {
                    let (a0, a1) = __c::args(args, &__METHODS[5])?;
                    __c::method_value(self.stride_overhead(a0, a1), &__METHODS[5])
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
                "checkpoints" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_checkpoints(a0)),
                    )
                }
                "capture_time" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_capture_time(a0)),
                    )
                }
                "recovery_time" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0,)| self.__explain_recovery_time(a0)),
                    )
                }
                "total_time" => {
                    Some(
                        __c::args(args, &__METHODS[4])
                            .map(|(a0,)| self.__explain_total_time(a0)),
                    )
                }
                "every_turn_time" => Some(Ok(self.__explain_every_turn_time())),
                "crash_rate" => Some(Ok(self.__explain_crash_rate())),
                "stride_logged" => Some(Ok(self.__explain_stride_logged())),
                "stride_reexecuted" => Some(Ok(self.__explain_stride_reexecuted())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "strides" => __c::samples(&self.strides, ::core::option::Option::None),
                "rebuild_per_turn" => {
                    __c::samples(
                        &self.rebuild_per_turn,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::SECOND.erase(),
                        ),
                    )
                }
                "reexecute_per_turn" => {
                    __c::samples(
                        &self.reexecute_per_turn,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::SECOND.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(CheckpointTrace);
};
