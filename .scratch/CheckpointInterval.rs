/**The checkpoint interval that wastes the least of a job's time, and the time it still wastes, for checkpoints that take a while to write against failures every so often.

Writing a checkpoint pauses the job for `t_write` once per interval; a failure (one per
`mtbf`) throws away, on average, half an interval of work. Young's interval balances the
two. The write time is given directly, or computed from a model's parameters, the bytes
each parameter's checkpoint takes and the bandwidth it is written at. The reference's result
also repeats the write time and the MTBF; here they are `t_write` and the input `mtbf`. The
argument of `waste_at` is `at_interval` (the reference's `interval`, which here names Young's
interval).

# Equation

τ* = √(2 δ M); waste(τ) = δ/τ + τ/(2M); δ = write time, or checkpoint bytes ÷ write bandwidth

# Assumptions

- Failures arrive at a constant rate, and the write time is small beside the MTBF (first-order model).
- A failure loses on average half an interval of work; writing does not overlap training.

# Excludes

- Restart and reload time after a failure (see RecoveryBudget), and Daly's higher-order correction.

# Derivation

- Young (1974): the derivative of δ/τ + τ/(2M) vanishes at τ = √(2 δ M), where the two terms are equal and the waste is √(2δ/M).

# Requirements

- give `write_time`, or all of `workload`, `bytes_per_param` and `write_bandwidth`

# Examples

```rust
// A five-minute checkpoint on 1,000 GPUs
use mlsysim_fleet::reliability::five_minute_checkpoint_1k;

let s = five_minute_checkpoint_1k()?;
assert!((s.interval()?.value / 60.0 - 173.20508075688772).abs() < 1e-9);
assert!((s.write_share()? - s.rework_share()?).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CheckpointInterval {
    ///Mean time between failures of the job. *Shown in `HOUR`; allowed > 0.*
    pub mtbf: Time,
    ///The model checkpointed, when the write time is computed. *Optional (absent by default).*
    pub workload: Option<&'static Workload>,
    ///Bytes each parameter's checkpoint takes. *Optional (absent by default); allowed > 0.*
    pub bytes_per_param: Option<Information>,
    ///Bandwidth the checkpoint is written at. *Optional (absent by default); allowed > 0.*
    pub write_bandwidth: Option<DataRate>,
    ///Time to write one checkpoint, when given directly. *Optional (absent by default); shown in `SECOND`; allowed >= 0.*
    pub write_time: Option<Time>,
    ///Factors by which a chosen interval misses the optimum, whose extra waste is priced. *Optional (absent by default); allowed > 0.*
    pub miss_factors: Option<Vec<f64>>,
}
///Builds a [`CheckpointInterval`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CheckpointIntervalBuilder {
    mtbf: ::core::option::Option<Time>,
    workload: ::core::option::Option<&'static Workload>,
    bytes_per_param: ::core::option::Option<Information>,
    write_bandwidth: ::core::option::Option<DataRate>,
    write_time: ::core::option::Option<Time>,
    miss_factors: ::core::option::Option<Vec<f64>>,
}
///Every property of a [`CheckpointInterval`], each computed once (see [`CheckpointInterval::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CheckpointIntervalValues<'a> {
    scenario: &'a CheckpointInterval,
    ///Bytes of one checkpoint: the model's parameters times the bytes each takes.
    pub checkpoint_bytes: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Time to write one checkpoint: as given, or the checkpoint's bytes over the bandwidth.
    pub t_write: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Young's interval between checkpoints.
    pub interval: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of wall time spent writing checkpoints at that interval.
    pub write_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of wall time spent redoing work lost to failures at that interval.
    pub rework_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of wall time lost at that interval, both terms together.
    pub waste: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "mtbf",
            ty: "Time",
            doc: "Mean time between failures of the job.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "workload",
            ty: "Option<&'static Workload>",
            doc: "The model checkpointed, when the write time is computed.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Option<Information>",
            doc: "Bytes each parameter's checkpoint takes.",
            optional: true,
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "write_bandwidth",
            ty: "Option<DataRate>",
            doc: "Bandwidth the checkpoint is written at.",
            optional: true,
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "write_time",
            ty: "Option<Time>",
            doc: "Time to write one checkpoint, when given directly.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "miss_factors",
            ty: "Option<Vec<f64>>",
            doc: "Factors by which a chosen interval misses the optimum, whose extra waste is priced.",
            optional: true,
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "checkpoint_bytes",
            doc: "Bytes of one checkpoint: the model's parameters times the bytes each takes.",
            equation: "weight_bytes(workload, bytes_per_param)",
            result_type: "DataSize",
            depends_on: &["workload", "bytes_per_param"],
            requires_one_of: &[
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            ],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {bytes_per_param})",
            named_calls: "weight_bytes(workload, bytes_per_param)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "t_write",
            doc: "Time to write one checkpoint: as given, or the checkpoint's bytes over the bandwidth.",
            equation: "match optional(write_time) {\n    Some(t) => t,\n    None => weight_bytes(workload, bytes_per_param) / write_bandwidth,\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &[
                "write_time",
                "workload",
                "bytes_per_param",
                "write_bandwidth",
            ],
            requires_one_of: &[
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            ],
            calls: &["weight_bytes"],
            template: "match {#0 optional(write_time)} {{\n    Some(t) => t,\n    None => weight_bytes({workload}, {bytes_per_param}) / {write_bandwidth},\n}}",
            named_calls: "weight_bytes(workload, bytes_per_param)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "interval",
            doc: "Young's interval between checkpoints.",
            equation: "young_daly_interval(t_write, mtbf)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["mtbf", "t_write"],
            requires_one_of: &[
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            ],
            calls: &["young_daly_interval"],
            template: "young_daly_interval({t_write}, {mtbf})",
            named_calls: "young_daly_interval(t_write, mtbf)",
            operation: "result of `young_daly_interval`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "write_share",
            doc: "Share of wall time spent writing checkpoints at that interval.",
            equation: "t_write / interval",
            result_type: "f64",
            depends_on: &["t_write", "interval"],
            requires_one_of: &[
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            ],
            template: "{t_write} / {interval}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rework_share",
            doc: "Share of wall time spent redoing work lost to failures at that interval.",
            equation: "interval / (2.0 * mtbf)",
            result_type: "f64",
            depends_on: &["mtbf", "interval"],
            requires_one_of: &[
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            ],
            template: "{interval} / (2.0 * {mtbf})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "waste",
            doc: "Share of wall time lost at that interval, both terms together.",
            equation: "checkpoint_waste(t_write, interval, mtbf)",
            result_type: "f64",
            depends_on: &["mtbf", "t_write", "interval"],
            requires_one_of: &[
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            ],
            calls: &["checkpoint_waste"],
            template: "checkpoint_waste({t_write}, {interval}, {mtbf})",
            named_calls: "checkpoint_waste(t_write, interval, mtbf)",
            operation: "result of `checkpoint_waste`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "waste_at",
            kind: __c::MemberKind::Method,
            doc: "Share of wall time lost when checkpointing every `at_interval` instead.",
            equation: "checkpoint_waste(t_write, at_interval, mtbf)",
            args: &[
                __c::ArgInfo {
                    name: "at_interval",
                    ty: "Time",
                    samples: &[
                        __c::Sample::Literal("30 min"),
                        __c::Sample::Literal("2 h"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["mtbf", "t_write"],
            requires_one_of: &[
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            ],
            calls: &["checkpoint_waste"],
            template: "checkpoint_waste({t_write}, {at_interval}, {mtbf})",
            named_calls: "checkpoint_waste(t_write, at_interval, mtbf)",
            operation: "result of `checkpoint_waste`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "miss_penalty",
            kind: __c::MemberKind::Method,
            doc: "Extra waste, relative to the optimum, of an interval `factor` times Young's: equal to\n(x + 1/x)/2 − 1, so the minimum is flat.",
            equation: "waste_at(factor * interval) / waste - 1.0",
            args: &[
                __c::ArgInfo {
                    name: "factor",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("0.5"),
                        __c::Sample::From("miss_factors"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["interval", "waste"],
            requires_one_of: &[
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            ],
            template: "{#0 waste_at(factor * interval)} / {waste} - 1.0",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl CheckpointInterval {
        ///Starts a [`CheckpointIntervalBuilder`]; required inputs must be set before [`CheckpointIntervalBuilder::build`].
        #[must_use]
        pub fn builder() -> CheckpointIntervalBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CheckpointIntervalBuilder {
            CheckpointIntervalBuilder {
                mtbf: Some(__Clone::clone(&self.mtbf)),
                workload: __Clone::clone(&self.workload),
                bytes_per_param: __Clone::clone(&self.bytes_per_param),
                write_bandwidth: __Clone::clone(&self.write_bandwidth),
                write_time: __Clone::clone(&self.write_time),
                miss_factors: __Clone::clone(&self.miss_factors),
            }
        }
        ///Bytes of one checkpoint: the model's parameters times the bytes each takes. Equation: `weight_bytes(workload, bytes_per_param)`. Requires: give `write_time`, or all of `workload`, `bytes_per_param` and `write_bandwidth`.
        #[inline]
        pub fn checkpoint_bytes(&self) -> __Result<DataSize, __c::EvalError> {
            struct checkpoint_bytes {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    checkpoint_bytes,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                        ::mlsysim_core::__private::present(
                            &self.workload,
                            "checkpoint_bytes",
                            "workload",
                        )?,
                        ::mlsysim_core::__private::present(
                            &self.bytes_per_param,
                            "checkpoint_bytes",
                            "bytes_per_param",
                        )?,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**Time to write one checkpoint: as given, or the checkpoint's bytes over the bandwidth.

Equation:

```text
match optional(write_time) {
    Some(t) => t,
    None => weight_bytes(workload, bytes_per_param) / write_bandwidth,
}
```
 Requires: give `write_time`, or all of `workload`, `bytes_per_param` and `write_bandwidth`.*/
        #[inline]
        pub fn t_write(&self) -> __Result<Time, __c::EvalError> {
            let write_time = __Clone::clone(&self.write_time);
            struct t_write {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    t_write,
                >(
                    match ::mlsysim_core::equation::optional(write_time) {
                        Some(t) => t,
                        None => {
                            ::mlsysim_core::equation::weight_bytes(
                                    ::mlsysim_core::__private::present(
                                        &self.workload,
                                        "t_write",
                                        "workload",
                                    )?,
                                    ::mlsysim_core::__private::present(
                                        &self.bytes_per_param,
                                        "t_write",
                                        "bytes_per_param",
                                    )?,
                                )?
                                .eq_div(
                                    ::mlsysim_core::__private::present(
                                        &self.write_bandwidth,
                                        "t_write",
                                        "write_bandwidth",
                                    )?,
                                )?
                        }
                    },
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Young's interval between checkpoints. Equation: `young_daly_interval(t_write, mtbf)`. Requires: give `write_time`, or all of `workload`, `bytes_per_param` and `write_bandwidth`.
        #[inline]
        pub fn interval(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_interval(self.t_write()?)
        }
        #[doc(hidden)]
        fn __eq_interval(&self, t_write: Time) -> __Result<Time, __c::EvalError> {
            let mtbf = __Clone::clone(&self.mtbf);
            struct interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    interval,
                >(::mlsysim_core::equation::young_daly_interval(t_write, mtbf)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of wall time spent writing checkpoints at that interval. Equation: `t_write / interval`. Requires: give `write_time`, or all of `workload`, `bytes_per_param` and `write_bandwidth`.
        #[inline]
        pub fn write_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_write_share(self.t_write()?, self.interval()?)
        }
        #[doc(hidden)]
        fn __eq_write_share(
            &self,
            t_write: Time,
            interval: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct write_share {}
            __c::member(
                (|| __c::conform::<f64, _, write_share>(t_write.eq_div(interval)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Share of wall time spent redoing work lost to failures at that interval. Equation: `interval / (2.0 * mtbf)`. Requires: give `write_time`, or all of `workload`, `bytes_per_param` and `write_bandwidth`.
        #[inline]
        pub fn rework_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_rework_share(self.interval()?)
        }
        #[doc(hidden)]
        fn __eq_rework_share(&self, interval: Time) -> __Result<f64, __c::EvalError> {
            let mtbf = __Clone::clone(&self.mtbf);
            struct rework_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    rework_share,
                >(interval.eq_div((2.0).eq_mul(mtbf)?)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Share of wall time lost at that interval, both terms together. Equation: `checkpoint_waste(t_write, interval, mtbf)`. Requires: give `write_time`, or all of `workload`, `bytes_per_param` and `write_bandwidth`.
        #[inline]
        pub fn waste(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_waste(self.t_write()?, self.interval()?)
        }
        #[doc(hidden)]
        fn __eq_waste(
            &self,
            t_write: Time,
            interval: Time,
        ) -> __Result<f64, __c::EvalError> {
            let mtbf = __Clone::clone(&self.mtbf);
            struct waste {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    waste,
                >(
                    ::mlsysim_core::equation::checkpoint_waste(t_write, interval, mtbf)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Share of wall time lost when checkpointing every `at_interval` instead. Equation: `checkpoint_waste(t_write, at_interval, mtbf)`. Requires: give `write_time`, or all of `workload`, `bytes_per_param` and `write_bandwidth`.
        #[inline]
        pub fn waste_at(&self, at_interval: Time) -> __Result<f64, __c::EvalError> {
            self.__eq_waste_at(self.t_write()?, at_interval)
        }
        #[doc(hidden)]
        fn __eq_waste_at(
            &self,
            t_write: Time,
            at_interval: Time,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&at_interval, "waste_at", &(&__METHODS[0]).args[0])?;
            let mtbf = __Clone::clone(&self.mtbf);
            struct waste_at {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    waste_at,
                >(
                    ::mlsysim_core::equation::checkpoint_waste(
                        t_write,
                        at_interval,
                        mtbf,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        /**Extra waste, relative to the optimum, of an interval `factor` times Young's: equal to
(x + 1/x)/2 − 1, so the minimum is flat. Equation: `waste_at(factor * interval) / waste - 1.0`. Requires: give `write_time`, or all of `workload`, `bytes_per_param` and `write_bandwidth`.*/
        #[inline]
        pub fn miss_penalty(&self, factor: f64) -> __Result<f64, __c::EvalError> {
            self.__eq_miss_penalty(
                self.interval()?,
                self.waste()?,
                self.t_write()?,
                factor,
            )
        }
        #[doc(hidden)]
        fn __eq_miss_penalty(
            &self,
            interval: Time,
            waste: f64,
            t_write: Time,
            factor: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&factor, "miss_penalty", &(&__METHODS[1]).args[0])?;
            let waste_at = |at_interval: Time| {
                self.__eq_waste_at(__Clone::clone(&t_write), at_interval)
            };
            struct miss_penalty {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    miss_penalty,
                >(waste_at(factor.eq_mul(interval)?)?.eq_div(waste)?.eq_sub(1.0)?))(),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CheckpointIntervalValues`].
        #[must_use]
        pub fn evaluate(&self) -> CheckpointIntervalValues<'_> {
            let checkpoint_bytes = self.checkpoint_bytes();
            let t_write = self.t_write();
            let interval = __c::after((&t_write,), |(v0,)| self.__eq_interval(v0));
            let write_share = __c::after(
                (&t_write, &interval),
                |(v0, v1)| self.__eq_write_share(v0, v1),
            );
            let rework_share = __c::after(
                (&interval,),
                |(v0,)| self.__eq_rework_share(v0),
            );
            let waste = __c::after(
                (&t_write, &interval),
                |(v0, v1)| self.__eq_waste(v0, v1),
            );
            CheckpointIntervalValues {
                scenario: self,
                checkpoint_bytes,
                t_write,
                interval,
                write_share,
                rework_share,
                waste,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.mtbf, &__INPUTS[0])?;
            __c::finite(&self.workload, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[2])?;
            __c::bounded(&self.write_bandwidth, &__INPUTS[3])?;
            __c::bounded(&self.write_time, &__INPUTS[4])?;
            __c::bounded(&self.miss_factors, &__INPUTS[5])?;
            __c::validate::one_of(
                &[
                    (&[self.write_time.is_some()], &["write_time"]),
                    (
                        &[
                            self.workload.is_some(),
                            self.bytes_per_param.is_some(),
                            self.write_bandwidth.is_some(),
                        ],
                        &["workload", "bytes_per_param", "write_bandwidth"],
                    ),
                ],
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            )?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_t_write(&self) -> __c::Parts {
            __c::traced(
                self.t_write(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let write_time = __Clone::clone(& self.write_time); let part =
                    ::mlsysim_core::equation::optional(write_time); Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "weight_bytes", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("bytes_per_param")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_miss_penalty(&self, factor: f64) -> __c::Parts {
            __c::traced(
                self.miss_penalty(__Clone::clone(&factor)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let factor = __Clone::clone(& factor); let interval = self
                    .interval() ?; let waste_at = | at_interval : Time | self
                    .waste_at(at_interval); let part = waste_at(factor.eq_mul(interval)
                    ?) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "waste_at", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let factor =
                    __Clone::clone(& factor); let interval = self.interval() ?; let part
                    = factor.eq_mul(interval) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
    }
    impl CheckpointIntervalBuilder {
        ///Sets `mtbf`: Mean time between failures of the job.
        #[must_use]
        pub fn mtbf(mut self, value: Time) -> Self {
            self.mtbf = Some(value);
            self
        }
        ///Sets `workload`: The model checkpointed, when the write time is computed.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Leaves `workload` absent.
        #[must_use]
        pub fn without_workload(mut self) -> Self {
            self.workload = None;
            self
        }
        ///Sets `bytes_per_param`: Bytes each parameter's checkpoint takes.
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        ///Leaves `bytes_per_param` absent.
        #[must_use]
        pub fn without_bytes_per_param(mut self) -> Self {
            self.bytes_per_param = None;
            self
        }
        ///Sets `write_bandwidth`: Bandwidth the checkpoint is written at.
        #[must_use]
        pub fn write_bandwidth(mut self, value: DataRate) -> Self {
            self.write_bandwidth = Some(value);
            self
        }
        ///Leaves `write_bandwidth` absent.
        #[must_use]
        pub fn without_write_bandwidth(mut self) -> Self {
            self.write_bandwidth = None;
            self
        }
        ///Sets `write_time`: Time to write one checkpoint, when given directly.
        #[must_use]
        pub fn write_time(mut self, value: Time) -> Self {
            self.write_time = Some(value);
            self
        }
        ///Leaves `write_time` absent.
        #[must_use]
        pub fn without_write_time(mut self) -> Self {
            self.write_time = None;
            self
        }
        ///Sets `miss_factors`: Factors by which a chosen interval misses the optimum, whose extra waste is priced.
        #[must_use]
        pub fn miss_factors(mut self, value: Vec<f64>) -> Self {
            self.miss_factors = Some(value);
            self
        }
        ///Leaves `miss_factors` absent.
        #[must_use]
        pub fn without_miss_factors(mut self) -> Self {
            self.miss_factors = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CheckpointInterval, __c::InputError> {
            let scenario = CheckpointInterval {
                mtbf: __c::given(self.mtbf, "mtbf")?,
                workload: self.workload,
                bytes_per_param: self.bytes_per_param,
                write_bandwidth: self.write_bandwidth,
                write_time: self.write_time,
                miss_factors: self.miss_factors,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CheckpointIntervalBuilder {
        type Scenario = CheckpointInterval;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "mtbf" => self.mtbf = __c::set(value, &__INPUTS[0])?,
                "workload" => self.workload = __c::set(value, &__INPUTS[1])?,
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[2])?;
                }
                "write_bandwidth" => {
                    self.write_bandwidth = __c::set(value, &__INPUTS[3])?;
                }
                "write_time" => self.write_time = __c::set(value, &__INPUTS[4])?,
                "miss_factors" => self.miss_factors = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CheckpointInterval, __c::InputError> {
            CheckpointIntervalBuilder::build(self)
        }
    }
    impl<'a> CheckpointIntervalValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CheckpointInterval {
            self.scenario
        }
        ///[`CheckpointInterval::waste_at`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn waste_at(&self, at_interval: Time) -> __Result<f64, __c::EvalError> {
            self.scenario.__eq_waste_at(__Clone::clone(&self.t_write)?, at_interval)
        }
        ///[`CheckpointInterval::miss_penalty`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn miss_penalty(&self, factor: f64) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_miss_penalty(
                    __Clone::clone(&self.interval)?,
                    __Clone::clone(&self.waste)?,
                    __Clone::clone(&self.t_write)?,
                    factor,
                )
        }
    }
    impl __c::Scenario for CheckpointInterval {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CheckpointInterval",
            family: &RELIABILITY,
            summary: "The checkpoint interval that wastes the least of a job's time, and the time it still wastes, for checkpoints that take a while to write against failures every so often.",
            description: "Writing a checkpoint pauses the job for `t_write` once per interval; a failure (one per\n`mtbf`) throws away, on average, half an interval of work. Young's interval balances the\ntwo. The write time is given directly, or computed from a model's parameters, the bytes\neach parameter's checkpoint takes and the bandwidth it is written at. The reference's result\nalso repeats the write time and the MTBF; here they are `t_write` and the input `mtbf`. The\nargument of `waste_at` is `at_interval` (the reference's `interval`, which here names Young's\ninterval).",
            notes: __c::meta::Notes {
                equation: "τ* = √(2 δ M); waste(τ) = δ/τ + τ/(2M); δ = write time, or checkpoint bytes ÷ write bandwidth",
                assumptions: &[
                    "Failures arrive at a constant rate, and the write time is small beside the MTBF (first-order model).",
                    "A failure loses on average half an interval of work; writing does not overlap training.",
                ],
                rules: __RULES,
                excludes: &[
                    "Restart and reload time after a failure (see RecoveryBudget), and Daly's higher-order correction.",
                ],
                derivation: &[
                    "Young (1974): the derivative of δ/τ + τ/(2M) vanishes at τ = √(2 δ M), where the two terms are equal and the waste is √(2δ/M).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A five-minute checkpoint on 1,000 GPUs",
                    code: "// A five-minute checkpoint on 1,000 GPUs\nuse mlsysim_fleet::reliability::five_minute_checkpoint_1k;\n\nlet s = five_minute_checkpoint_1k()?;\nassert!((s.interval()?.value / 60.0 - 173.20508075688772).abs() < 1e-9);\nassert!((s.write_share()? - s.rework_share()?).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[
                &[&["write_time"], &["workload", "bytes_per_param", "write_bandwidth"]],
            ],
        };
        type Builder = CheckpointIntervalBuilder;
        fn to_builder(&self) -> CheckpointIntervalBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.mtbf,
                    &self.workload,
                    &self.bytes_per_param,
                    &self.write_bandwidth,
                    &self.write_time,
                    &self.miss_factors,
                ],
                &[
                    &values.checkpoint_bytes,
                    &values.t_write,
                    &values.interval,
                    &values.write_share,
                    &values.rework_share,
                    &values.waste,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "waste_at" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.waste_at(a0), &__METHODS[0])
                }
                "miss_penalty" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.miss_penalty(a0), &__METHODS[1])
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
                "t_write" => Some(Ok(self.__explain_t_write())),
                "miss_penalty" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_miss_penalty(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "miss_factors" => {
                    __c::samples(&self.miss_factors, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(CheckpointInterval);
};
