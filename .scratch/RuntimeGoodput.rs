/**Runtime goodput of a job: the share of its held time spent on steps it keeps, after start-up, input waits, checkpoints, recovery from failures and forced preemptions.

Five owners' losses share one denominator, held time, to first order (each is small):
start-up (restart, checkpoint load and warm-up once per held window), input waits,
checkpoint waste at the Young interval (the write share plus the rework share), the
cold-restart budget over the failure interval (its rework already counted with the
checkpoints), and forced preemptions (their rate times the work since the last save plus a
start-up). The job's failure interval comes from its series failure model.

# Equation

write = checkpoint ÷ bandwidth; τ = sqrt(2 × write × MTBF); checkpoint share = write ÷ τ + τ ÷ 2MTBF; recovery share = (detect + restart + load + warm-up) ÷ MTBF; start-up share = (restart + load + warm-up) ÷ window; preemption share = rate × (lost work + start-up); R = 1 − Σ shares

# Assumptions

- Every loss is small beside held time, so the shares add (first order).
- Failures follow the series failure model, independent and exponential; a forced preemption needs no failure detection.

# Excludes

- Stragglers and slow steps, which program goodput counts.

# Derivation

- Young (1974) and Daly (2006) for the checkpoint interval; Wongpanich et al. (2025) for runtime goodput.

# Examples

```rust
// A 128-GPU job keeps most of its held time
use mlsysim_data::delivery::llama2_70b_runtime_goodput_128;

let s = llama2_70b_runtime_goodput_128()?;
assert!(s.runtime_goodput()? > 0.8 && s.runtime_goodput()? < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RuntimeGoodput {
    ///The job's series failure model; its device count and failure interval are read.
    pub failures: SeriesFailure,
    ///The model whose state is checkpointed.
    pub workload: &'static Workload,
    ///Bytes the resumable state keeps per parameter. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_param: Information,
    ///The four-term recovery budget: detection, restart, checkpoint load, warm-up.
    pub recovery: &'static RecoveryProfile,
    ///Share of held time complete allocations wait for input. *Allowed [0.0, 1.0].*
    pub input_wait: f64,
    ///Held time of one launch. *Shown in `DAY`; allowed > 0.*
    pub window: Time,
    ///Work since the last save lost to each forced preemption. *Shown in `MINUTE`; allowed >= 0.*
    pub lost_work: Time,
    ///Forced preemptions per unit of time. *Shown in `PER_DAY`; allowed >= 0.*
    pub preemption_rate: Frequency,
}
///Builds a [`RuntimeGoodput`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RuntimeGoodputBuilder {
    failures: ::core::option::Option<SeriesFailure>,
    workload: ::core::option::Option<&'static Workload>,
    bytes_per_param: ::core::option::Option<Information>,
    recovery: ::core::option::Option<&'static RecoveryProfile>,
    input_wait: ::core::option::Option<f64>,
    window: ::core::option::Option<Time>,
    lost_work: ::core::option::Option<Time>,
    preemption_rate: ::core::option::Option<Frequency>,
}
///Every property of a [`RuntimeGoodput`], each computed once (see [`RuntimeGoodput::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RuntimeGoodputValues<'a> {
    scenario: &'a RuntimeGoodput,
    ///Bytes of the resumable checkpoint.
    pub checkpoint_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The job's failure interval.
    pub mtbf: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time one checkpoint write takes.
    pub write_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The Young checkpoint interval.
    pub interval: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Held time spent writing checkpoints.
    pub write_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Held time spent redoing work after failures.
    pub rework_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Writes and rework together at the interval.
    pub checkpoint_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The cold-restart budget of one failure.
    pub recovery_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Held time spent recovering from failures.
    pub recovery_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Restart, checkpoint load and warm-up, with no failure to detect.
    pub startup_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Held time spent starting the window.
    pub startup_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Held time waiting for input.
    pub input_wait_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///What one forced preemption costs: the lost work and a start-up.
    pub preemption_cost: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Held time lost to forced preemptions.
    pub preemption_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Checkpoint waste and recovery: the losses that grow with job size.
    pub failure_side: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Every loss together.
    pub runtime_loss: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Runtime goodput R.
    pub runtime_goodput: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Mean time between interruptions of either kind.
    pub interruption_interval: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The Young interval against every interruption.
    pub interruption_checkpoint_interval: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "failures",
            ty: "SeriesFailure",
            doc: "The job's series failure model; its device count and failure interval are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model whose state is checkpointed.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Information",
            doc: "Bytes the resumable state keeps per parameter.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "recovery",
            ty: "&'static RecoveryProfile",
            doc: "The four-term recovery budget: detection, restart, checkpoint load, warm-up.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "input_wait",
            ty: "f64",
            doc: "Share of held time complete allocations wait for input.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "window",
            ty: "Time",
            doc: "Held time of one launch.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "lost_work",
            ty: "Time",
            doc: "Work since the last save lost to each forced preemption.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "preemption_rate",
            ty: "Frequency",
            doc: "Forced preemptions per unit of time.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_DAY);
                __c::units::label(&::mlsysim_core::units::PER_DAY)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "checkpoint_bytes",
            doc: "Bytes of the resumable checkpoint.",
            equation: "memory_from_params(workload.parameter_count(), bytes_per_param)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "bytes_per_param"],
            reaches: &[("workload", "parameter_count")],
            calls: &["memory_from_params"],
            template: "memory_from_params({#0 workload.parameter_count()}, {bytes_per_param})",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mtbf",
            doc: "The job's failure interval.",
            equation: "failures.mtbf()",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["failures"],
            reaches: &[("failures", "mtbf")],
            template: "{#0 failures.mtbf()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "write_time",
            doc: "Time one checkpoint write takes.",
            equation: "checkpoint_bytes / recovery.checkpoint_write_bw_gbs",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["recovery", "checkpoint_bytes"],
            template: "{checkpoint_bytes} / {#0 recovery.checkpoint_write_bw_gbs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "interval",
            doc: "The Young checkpoint interval.",
            equation: "young_daly_interval(write_time, mtbf)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["write_time", "mtbf"],
            calls: &["young_daly_interval"],
            template: "young_daly_interval({write_time}, {mtbf})",
            named_calls: "young_daly_interval(write_time, mtbf)",
            operation: "result of `young_daly_interval`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "write_share",
            doc: "Held time spent writing checkpoints.",
            equation: "write_time / interval",
            result_type: "f64",
            depends_on: &["write_time", "interval"],
            template: "{write_time} / {interval}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rework_share",
            doc: "Held time spent redoing work after failures.",
            equation: "interval / (2.0 * mtbf)",
            result_type: "f64",
            depends_on: &["interval", "mtbf"],
            template: "{interval} / (2.0 * {mtbf})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "checkpoint_share",
            doc: "Writes and rework together at the interval.",
            equation: "checkpoint_waste(write_time, interval, mtbf)",
            result_type: "f64",
            depends_on: &["write_time", "interval", "mtbf"],
            calls: &["checkpoint_waste"],
            template: "checkpoint_waste({write_time}, {interval}, {mtbf})",
            named_calls: "checkpoint_waste(write_time, interval, mtbf)",
            operation: "result of `checkpoint_waste`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "recovery_time",
            doc: "The cold-restart budget of one failure.",
            equation: "startup_time + recovery.detection_time_s",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["recovery", "startup_time"],
            template: "{startup_time} + {#0 recovery.detection_time_s}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "recovery_share",
            doc: "Held time spent recovering from failures.",
            equation: "recovery_time / mtbf",
            result_type: "f64",
            depends_on: &["recovery_time", "mtbf"],
            template: "{recovery_time} / {mtbf}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "startup_time",
            doc: "Restart, checkpoint load and warm-up, with no failure to detect.",
            equation: "recovery.restart_time_s + write_time + recovery.warmup_time_s",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["recovery", "write_time"],
            template: "{#0 recovery.restart_time_s} + {write_time} + {#1 recovery.warmup_time_s}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "startup_share",
            doc: "Held time spent starting the window.",
            equation: "startup_time / window",
            result_type: "f64",
            depends_on: &["window", "startup_time"],
            template: "{startup_time} / {window}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "input_wait_share",
            doc: "Held time waiting for input.",
            equation: "input_wait",
            result_type: "f64",
            depends_on: &["input_wait"],
            template: "{input_wait}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "preemption_cost",
            doc: "What one forced preemption costs: the lost work and a start-up.",
            equation: "lost_work + startup_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["lost_work", "startup_time"],
            template: "{lost_work} + {startup_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "preemption_share",
            doc: "Held time lost to forced preemptions.",
            equation: "preemption_rate * preemption_cost",
            result_type: "f64",
            depends_on: &["preemption_rate", "preemption_cost"],
            template: "{preemption_rate} * {preemption_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "failure_side",
            doc: "Checkpoint waste and recovery: the losses that grow with job size.",
            equation: "checkpoint_share + recovery_share",
            result_type: "f64",
            depends_on: &["checkpoint_share", "recovery_share"],
            template: "{checkpoint_share} + {recovery_share}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "runtime_loss",
            doc: "Every loss together.",
            equation: "startup_share + input_wait + checkpoint_share + recovery_share + preemption_share",
            result_type: "f64",
            depends_on: &[
                "input_wait",
                "startup_share",
                "checkpoint_share",
                "recovery_share",
                "preemption_share",
            ],
            template: "{startup_share} + {input_wait} + {checkpoint_share} + {recovery_share}\n    + {preemption_share}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "runtime_goodput",
            doc: "Runtime goodput R.",
            equation: "1.0 - runtime_loss",
            result_type: "f64",
            depends_on: &["runtime_loss"],
            template: "1.0 - {runtime_loss}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "interruption_interval",
            doc: "Mean time between interruptions of either kind.",
            equation: "1.0 / (1.0 / mtbf + preemption_rate)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["preemption_rate", "mtbf"],
            template: "1.0 / (1.0 / {mtbf} + {preemption_rate})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "interruption_checkpoint_interval",
            doc: "The Young interval against every interruption.",
            equation: "young_daly_interval(write_time, interruption_interval)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["write_time", "interruption_interval"],
            calls: &["young_daly_interval"],
            template: "young_daly_interval({write_time}, {interruption_interval})",
            named_calls: "young_daly_interval(write_time, interruption_interval)",
            operation: "result of `young_daly_interval`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "failure_side_at",
            kind: __c::MemberKind::Method,
            doc: "Checkpoint waste and recovery of the same job on `n_devices` devices, every other input\nheld (the reference's `at(n).result.failure_side`): the failure interval scales as one\nover the device count.",
            equation: "{\n    let scaled_mtbf = 1.0 / (n_devices * failures.device_rate());\n    let tau = young_daly_interval(write_time, scaled_mtbf);\n    checkpoint_waste(write_time, tau, scaled_mtbf) + recovery_time / scaled_mtbf\n}",
            args: &[
                __c::ArgInfo {
                    name: "n_devices",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("64"),
                        __c::Sample::Literal("128"),
                        __c::Sample::Literal("1024"),
                        __c::Sample::Literal("8192"),
                        __c::Sample::Literal("16384"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
                },
            ],
            result_type: "f64",
            depends_on: &["failures", "write_time", "recovery_time"],
            reaches: &[("failures", "device_rate")],
            calls: &["young_daly_interval", "checkpoint_waste"],
            template: "{{\n    let scaled_mtbf = 1.0 / ({n_devices} * {#0 failures.device_rate()});\n    let tau = young_daly_interval({write_time}, scaled_mtbf);\n    checkpoint_waste({write_time}, tau, scaled_mtbf)\n        + {recovery_time} / scaled_mtbf\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "runtime_goodput_at",
            kind: __c::MemberKind::Method,
            doc: "Runtime goodput of the same job on `n_devices` devices, every other input held (the\nreference's `at(n).result.runtime_goodput`, one entry of its `sweep`).",
            equation: "1.0 - (startup_share + input_wait + failure_side_at(n_devices) + preemption_share)",
            args: &[
                __c::ArgInfo {
                    name: "n_devices",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("64"),
                        __c::Sample::Literal("128"),
                        __c::Sample::Literal("1024"),
                        __c::Sample::Literal("8192"),
                        __c::Sample::Literal("16384"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
                },
            ],
            result_type: "f64",
            depends_on: &["input_wait", "startup_share", "preemption_share"],
            template: "1.0 - ({startup_share} + {input_wait} + {#0 failure_side_at(n_devices)} + {preemption_share})",
            named_calls: "failure_side_at(n_devices)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossover",
            kind: __c::MemberKind::Method,
            doc: "The smallest size, stepping by `step` devices from the job's own, at which checkpoint\nwaste and recovery exceed the input waits.",
            equation: "{\n    let mut n = i64::from(failures.n_devices);\n    let mut tries = 0i64;\n    while failure_side_at(n) <= input_wait {\n        n += step;\n        tries += 1;\n        require(\n            tries < 1_000_000,\n            \"no size within a million steps loses more to failures than to input waits\",\n        );\n    }\n    n\n}",
            args: &[
                __c::ArgInfo {
                    name: "step",
                    ty: "i64",
                    samples: &[__c::Sample::Literal("8"), __c::Sample::Literal("128")],
                    bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
                },
            ],
            result_type: "i64",
            depends_on: &["failures", "input_wait"],
            calls: &["require"],
            template: "{{\n    let mut n = i64::from({#0 failures.n_devices});\n    let mut tries = 0i64;\n    while failure_side_at(n) <= {input_wait} {{\n        n += {step};\n        tries += 1;\n        require(\n            tries < 1_000_000,\n            \"no size within a million steps loses more to failures than to input waits\",\n        );\n    }}\n    n\n}}",
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
    impl RuntimeGoodput {
        ///Starts a [`RuntimeGoodputBuilder`]; required inputs must be set before [`RuntimeGoodputBuilder::build`].
        #[must_use]
        pub fn builder() -> RuntimeGoodputBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RuntimeGoodputBuilder {
            RuntimeGoodputBuilder {
                failures: Some(__Clone::clone(&self.failures)),
                workload: Some(__Clone::clone(&self.workload)),
                bytes_per_param: Some(__Clone::clone(&self.bytes_per_param)),
                recovery: Some(__Clone::clone(&self.recovery)),
                input_wait: Some(__Clone::clone(&self.input_wait)),
                window: Some(__Clone::clone(&self.window)),
                lost_work: Some(__Clone::clone(&self.lost_work)),
                preemption_rate: Some(__Clone::clone(&self.preemption_rate)),
            }
        }
        ///Bytes of the resumable checkpoint. Equation: `memory_from_params(workload.parameter_count(), bytes_per_param)`.
        #[inline]
        pub fn checkpoint_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct checkpoint_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    checkpoint_bytes,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        workload.parameter_count()?,
                        bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///The job's failure interval. Equation: `failures.mtbf()`.
        #[inline]
        pub fn mtbf(&self) -> __Result<Time, __c::EvalError> {
            let failures = __Clone::clone(&self.failures);
            struct mtbf {}
            __c::member(
                (|| __c::conform::<Time, _, mtbf>(failures.mtbf()?))(),
                &__PROPERTIES[1],
            )
        }
        ///Time one checkpoint write takes. Equation: `checkpoint_bytes / recovery.checkpoint_write_bw_gbs`.
        #[inline]
        pub fn write_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_write_time(self.checkpoint_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_write_time(
            &self,
            checkpoint_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let recovery = __Clone::clone(&self.recovery);
            struct write_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    write_time,
                >(checkpoint_bytes.eq_div(recovery.checkpoint_write_bw_gbs)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The Young checkpoint interval. Equation: `young_daly_interval(write_time, mtbf)`.
        #[inline]
        pub fn interval(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_interval(self.write_time()?, self.mtbf()?)
        }
        #[doc(hidden)]
        fn __eq_interval(
            &self,
            write_time: Time,
            mtbf: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    interval,
                >(::mlsysim_core::equation::young_daly_interval(write_time, mtbf)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Held time spent writing checkpoints. Equation: `write_time / interval`.
        #[inline]
        pub fn write_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_write_share(self.write_time()?, self.interval()?)
        }
        #[doc(hidden)]
        fn __eq_write_share(
            &self,
            write_time: Time,
            interval: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct write_share {}
            __c::member(
                (|| __c::conform::<f64, _, write_share>(write_time.eq_div(interval)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Held time spent redoing work after failures. Equation: `interval / (2.0 * mtbf)`.
        #[inline]
        pub fn rework_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_rework_share(self.interval()?, self.mtbf()?)
        }
        #[doc(hidden)]
        fn __eq_rework_share(
            &self,
            interval: Time,
            mtbf: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct rework_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    rework_share,
                >(interval.eq_div((2.0).eq_mul(mtbf)?)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Writes and rework together at the interval. Equation: `checkpoint_waste(write_time, interval, mtbf)`.
        #[inline]
        pub fn checkpoint_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_checkpoint_share(
                self.write_time()?,
                self.interval()?,
                self.mtbf()?,
            )
        }
        #[doc(hidden)]
        fn __eq_checkpoint_share(
            &self,
            write_time: Time,
            interval: Time,
            mtbf: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct checkpoint_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    checkpoint_share,
                >(
                    ::mlsysim_core::equation::checkpoint_waste(
                        write_time,
                        interval,
                        mtbf,
                    )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///The cold-restart budget of one failure. Equation: `startup_time + recovery.detection_time_s`.
        #[inline]
        pub fn recovery_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_recovery_time(self.startup_time()?)
        }
        #[doc(hidden)]
        fn __eq_recovery_time(
            &self,
            startup_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let recovery = __Clone::clone(&self.recovery);
            struct recovery_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    recovery_time,
                >(startup_time.eq_add(recovery.detection_time_s)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Held time spent recovering from failures. Equation: `recovery_time / mtbf`.
        #[inline]
        pub fn recovery_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_recovery_share(self.recovery_time()?, self.mtbf()?)
        }
        #[doc(hidden)]
        fn __eq_recovery_share(
            &self,
            recovery_time: Time,
            mtbf: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct recovery_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    recovery_share,
                >(recovery_time.eq_div(mtbf)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Restart, checkpoint load and warm-up, with no failure to detect. Equation: `recovery.restart_time_s + write_time + recovery.warmup_time_s`.
        #[inline]
        pub fn startup_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_startup_time(self.write_time()?)
        }
        #[doc(hidden)]
        fn __eq_startup_time(&self, write_time: Time) -> __Result<Time, __c::EvalError> {
            let recovery = __Clone::clone(&self.recovery);
            struct startup_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    startup_time,
                >(
                    recovery
                        .restart_time_s
                        .eq_add(write_time)?
                        .eq_add(recovery.warmup_time_s)?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///Held time spent starting the window. Equation: `startup_time / window`.
        #[inline]
        pub fn startup_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_startup_share(self.startup_time()?)
        }
        #[doc(hidden)]
        fn __eq_startup_share(
            &self,
            startup_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            let window = __Clone::clone(&self.window);
            struct startup_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    startup_share,
                >(startup_time.eq_div(window)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Held time waiting for input. Equation: `input_wait`.
        #[inline]
        pub fn input_wait_share(&self) -> __Result<f64, __c::EvalError> {
            let input_wait = __Clone::clone(&self.input_wait);
            struct input_wait_share {}
            __c::member(
                (|| __c::conform::<f64, _, input_wait_share>(input_wait))(),
                &__PROPERTIES[11],
            )
        }
        ///What one forced preemption costs: the lost work and a start-up. Equation: `lost_work + startup_time`.
        #[inline]
        pub fn preemption_cost(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_preemption_cost(self.startup_time()?)
        }
        #[doc(hidden)]
        fn __eq_preemption_cost(
            &self,
            startup_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let lost_work = __Clone::clone(&self.lost_work);
            struct preemption_cost {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    preemption_cost,
                >(lost_work.eq_add(startup_time)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Held time lost to forced preemptions. Equation: `preemption_rate * preemption_cost`.
        #[inline]
        pub fn preemption_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_preemption_share(self.preemption_cost()?)
        }
        #[doc(hidden)]
        fn __eq_preemption_share(
            &self,
            preemption_cost: Time,
        ) -> __Result<f64, __c::EvalError> {
            let preemption_rate = __Clone::clone(&self.preemption_rate);
            struct preemption_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    preemption_share,
                >(preemption_rate.eq_mul(preemption_cost)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Checkpoint waste and recovery: the losses that grow with job size. Equation: `checkpoint_share + recovery_share`.
        #[inline]
        pub fn failure_side(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_failure_side(self.checkpoint_share()?, self.recovery_share()?)
        }
        #[doc(hidden)]
        fn __eq_failure_side(
            &self,
            checkpoint_share: f64,
            recovery_share: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct failure_side {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    failure_side,
                >(checkpoint_share.eq_add(recovery_share)?))(),
                &__PROPERTIES[14],
            )
        }
        ///Every loss together. Equation: `startup_share + input_wait + checkpoint_share + recovery_share + preemption_share`.
        #[inline]
        pub fn runtime_loss(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_runtime_loss(
                self.startup_share()?,
                self.checkpoint_share()?,
                self.recovery_share()?,
                self.preemption_share()?,
            )
        }
        #[doc(hidden)]
        fn __eq_runtime_loss(
            &self,
            startup_share: f64,
            checkpoint_share: f64,
            recovery_share: f64,
            preemption_share: f64,
        ) -> __Result<f64, __c::EvalError> {
            let input_wait = __Clone::clone(&self.input_wait);
            struct runtime_loss {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    runtime_loss,
                >(
                    startup_share
                        .eq_add(input_wait)?
                        .eq_add(checkpoint_share)?
                        .eq_add(recovery_share)?
                        .eq_add(preemption_share)?,
                ))(),
                &__PROPERTIES[15],
            )
        }
        ///Runtime goodput R. Equation: `1.0 - runtime_loss`.
        #[inline]
        pub fn runtime_goodput(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_runtime_goodput(self.runtime_loss()?)
        }
        #[doc(hidden)]
        fn __eq_runtime_goodput(
            &self,
            runtime_loss: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct runtime_goodput {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    runtime_goodput,
                >((1.0).eq_sub(runtime_loss)?))(),
                &__PROPERTIES[16],
            )
        }
        ///Mean time between interruptions of either kind. Equation: `1.0 / (1.0 / mtbf + preemption_rate)`.
        #[inline]
        pub fn interruption_interval(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_interruption_interval(self.mtbf()?)
        }
        #[doc(hidden)]
        fn __eq_interruption_interval(
            &self,
            mtbf: Time,
        ) -> __Result<Time, __c::EvalError> {
            let preemption_rate = __Clone::clone(&self.preemption_rate);
            struct interruption_interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    interruption_interval,
                >((1.0).eq_div((1.0).eq_div(mtbf)?.eq_add(preemption_rate)?)?))(),
                &__PROPERTIES[17],
            )
        }
        ///The Young interval against every interruption. Equation: `young_daly_interval(write_time, interruption_interval)`.
        #[inline]
        pub fn interruption_checkpoint_interval(
            &self,
        ) -> __Result<Time, __c::EvalError> {
            self.__eq_interruption_checkpoint_interval(
                self.write_time()?,
                self.interruption_interval()?,
            )
        }
        #[doc(hidden)]
        fn __eq_interruption_checkpoint_interval(
            &self,
            write_time: Time,
            interruption_interval: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct interruption_checkpoint_interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    interruption_checkpoint_interval,
                >(
                    ::mlsysim_core::equation::young_daly_interval(
                        write_time,
                        interruption_interval,
                    )?,
                ))(),
                &__PROPERTIES[18],
            )
        }
        /**Checkpoint waste and recovery of the same job on `n_devices` devices, every other input
held (the reference's `at(n).result.failure_side`): the failure interval scales as one
over the device count.

Equation:

```text
{
    let scaled_mtbf = 1.0 / (n_devices * failures.device_rate());
    let tau = young_daly_interval(write_time, scaled_mtbf);
    checkpoint_waste(write_time, tau, scaled_mtbf) + recovery_time / scaled_mtbf
}
```
*/
        #[inline]
        pub fn failure_side_at(&self, n_devices: i64) -> __Result<f64, __c::EvalError> {
            self.__eq_failure_side_at(
                self.write_time()?,
                self.recovery_time()?,
                n_devices,
            )
        }
        #[doc(hidden)]
        fn __eq_failure_side_at(
            &self,
            write_time: Time,
            recovery_time: Time,
            n_devices: i64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&n_devices, "failure_side_at", &(&__METHODS[0]).args[0])?;
            let failures = __Clone::clone(&self.failures);
            struct failure_side_at {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    failure_side_at,
                >({
                    let scaled_mtbf = (1.0)
                        .eq_div(n_devices.eq_mul(failures.device_rate()?)?)?;
                    let tau = ::mlsysim_core::equation::young_daly_interval(
                        write_time,
                        scaled_mtbf,
                    )?;
                    ::mlsysim_core::equation::checkpoint_waste(
                            write_time,
                            tau,
                            scaled_mtbf,
                        )?
                        .eq_add(recovery_time.eq_div(scaled_mtbf)?)?
                }))(),
                &__METHODS[0],
            )
        }
        /**Runtime goodput of the same job on `n_devices` devices, every other input held (the
reference's `at(n).result.runtime_goodput`, one entry of its `sweep`). Equation: `1.0 - (startup_share + input_wait + failure_side_at(n_devices) + preemption_share)`.*/
        #[inline]
        pub fn runtime_goodput_at(
            &self,
            n_devices: i64,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_runtime_goodput_at(
                self.startup_share()?,
                self.preemption_share()?,
                self.write_time()?,
                self.recovery_time()?,
                n_devices,
            )
        }
        #[doc(hidden)]
        fn __eq_runtime_goodput_at(
            &self,
            startup_share: f64,
            preemption_share: f64,
            write_time: Time,
            recovery_time: Time,
            n_devices: i64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&n_devices, "runtime_goodput_at", &(&__METHODS[1]).args[0])?;
            let input_wait = __Clone::clone(&self.input_wait);
            let failure_side_at = |n_devices: i64| {
                self
                    .__eq_failure_side_at(
                        __Clone::clone(&write_time),
                        __Clone::clone(&recovery_time),
                        n_devices,
                    )
            };
            struct runtime_goodput_at {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    runtime_goodput_at,
                >(
                    (1.0)
                        .eq_sub(
                            startup_share
                                .eq_add(input_wait)?
                                .eq_add(failure_side_at(n_devices)?)?
                                .eq_add(preemption_share)?,
                        )?,
                ))(),
                &__METHODS[1],
            )
        }
        /**The smallest size, stepping by `step` devices from the job's own, at which checkpoint
waste and recovery exceed the input waits.

Equation:

```text
{
    let mut n = i64::from(failures.n_devices);
    let mut tries = 0i64;
    while failure_side_at(n) <= input_wait {
        n += step;
        tries += 1;
        require(
            tries < 1_000_000,
            "no size within a million steps loses more to failures than to input waits",
        );
    }
    n
}
```
*/
        #[inline]
        pub fn crossover(&self, step: i64) -> __Result<i64, __c::EvalError> {
            self.__eq_crossover(self.write_time()?, self.recovery_time()?, step)
        }
        #[doc(hidden)]
        fn __eq_crossover(
            &self,
            write_time: Time,
            recovery_time: Time,
            step: i64,
        ) -> __Result<i64, __c::EvalError> {
            __c::argument(&step, "crossover", &(&__METHODS[2]).args[0])?;
            let failures = __Clone::clone(&self.failures);
            let input_wait = __Clone::clone(&self.input_wait);
            let failure_side_at = |n_devices: i64| {
                self
                    .__eq_failure_side_at(
                        __Clone::clone(&write_time),
                        __Clone::clone(&recovery_time),
                        n_devices,
                    )
            };
            struct crossover {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    crossover,
                >({
                    let mut n = i64::from(failures.n_devices);
                    let mut tries = 0i64;
                    while failure_side_at(n)? <= input_wait {
                        n = n.eq_add(step)?;
                        tries = tries.eq_add(1i64)?;
                        ::mlsysim_core::equation::require(
                            tries < 1_000_000,
                            "no size within a million steps loses more to failures than to input waits",
                        )?;
                    }
                    n
                }))(),
                &__METHODS[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RuntimeGoodputValues`].
        #[must_use]
        pub fn evaluate(&self) -> RuntimeGoodputValues<'_> {
            let checkpoint_bytes = self.checkpoint_bytes();
            let mtbf = self.mtbf();
            let write_time = __c::after(
                (&checkpoint_bytes,),
                |(v0,)| self.__eq_write_time(v0),
            );
            let interval = __c::after(
                (&write_time, &mtbf),
                |(v0, v1)| self.__eq_interval(v0, v1),
            );
            let write_share = __c::after(
                (&write_time, &interval),
                |(v0, v1)| self.__eq_write_share(v0, v1),
            );
            let rework_share = __c::after(
                (&interval, &mtbf),
                |(v0, v1)| self.__eq_rework_share(v0, v1),
            );
            let checkpoint_share = __c::after(
                (&write_time, &interval, &mtbf),
                |(v0, v1, v2)| self.__eq_checkpoint_share(v0, v1, v2),
            );
            let startup_time = __c::after(
                (&write_time,),
                |(v0,)| self.__eq_startup_time(v0),
            );
            let recovery_time = __c::after(
                (&startup_time,),
                |(v0,)| self.__eq_recovery_time(v0),
            );
            let recovery_share = __c::after(
                (&recovery_time, &mtbf),
                |(v0, v1)| self.__eq_recovery_share(v0, v1),
            );
            let startup_share = __c::after(
                (&startup_time,),
                |(v0,)| self.__eq_startup_share(v0),
            );
            let input_wait_share = self.input_wait_share();
            let preemption_cost = __c::after(
                (&startup_time,),
                |(v0,)| self.__eq_preemption_cost(v0),
            );
            let preemption_share = __c::after(
                (&preemption_cost,),
                |(v0,)| self.__eq_preemption_share(v0),
            );
            let failure_side = __c::after(
                (&checkpoint_share, &recovery_share),
                |(v0, v1)| self.__eq_failure_side(v0, v1),
            );
            let runtime_loss = __c::after(
                (&startup_share, &checkpoint_share, &recovery_share, &preemption_share),
                |(v0, v1, v2, v3)| self.__eq_runtime_loss(v0, v1, v2, v3),
            );
            let runtime_goodput = __c::after(
                (&runtime_loss,),
                |(v0,)| self.__eq_runtime_goodput(v0),
            );
            let interruption_interval = __c::after(
                (&mtbf,),
                |(v0,)| self.__eq_interruption_interval(v0),
            );
            let interruption_checkpoint_interval = __c::after(
                (&write_time, &interruption_interval),
                |(v0, v1)| self.__eq_interruption_checkpoint_interval(v0, v1),
            );
            RuntimeGoodputValues {
                scenario: self,
                checkpoint_bytes,
                mtbf,
                write_time,
                interval,
                write_share,
                rework_share,
                checkpoint_share,
                recovery_time,
                recovery_share,
                startup_time,
                startup_share,
                input_wait_share,
                preemption_cost,
                preemption_share,
                failure_side,
                runtime_loss,
                runtime_goodput,
                interruption_interval,
                interruption_checkpoint_interval,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.failures, &__INPUTS[0])?;
            __c::finite(&self.workload, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[2])?;
            __c::finite(&self.recovery, &__INPUTS[3])?;
            __c::bounded_plain(&self.input_wait, &__INPUTS[4])?;
            __c::bounded(&self.window, &__INPUTS[5])?;
            __c::bounded(&self.lost_work, &__INPUTS[6])?;
            __c::bounded(&self.preemption_rate, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_checkpoint_bytes(&self) -> __c::Parts {
            __c::traced(
                self.checkpoint_bytes(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "memory_from_params", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Name("bytes_per_param")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_mtbf(&self) -> __c::Parts {
            __c::traced(
                self.mtbf(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let failures = __Clone::clone(& self.failures); let part =
                    failures.mtbf() ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_write_time(&self) -> __c::Parts {
            __c::traced(
                self.write_time(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let recovery = __Clone::clone(& self.recovery); let part =
                    recovery.checkpoint_write_bw_gbs; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_recovery_time(&self) -> __c::Parts {
            __c::traced(
                self.recovery_time(),
                &__PROPERTIES[7],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let recovery = __Clone::clone(& self.recovery); let part =
                    recovery.detection_time_s; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_startup_time(&self) -> __c::Parts {
            __c::traced(
                self.startup_time(),
                &__PROPERTIES[9],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let recovery = __Clone::clone(& self.recovery); let part =
                    recovery.restart_time_s; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let recovery = __Clone::clone(& self.recovery);
                    let part = recovery.warmup_time_s; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_failure_side_at(&self, n_devices: i64) -> __c::Parts {
            __c::traced(
                self.failure_side_at(__Clone::clone(&n_devices)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let failures = __Clone::clone(& self.failures); let part =
                    failures.device_rate() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_runtime_goodput_at(&self, n_devices: i64) -> __c::Parts {
            __c::traced(
                self.runtime_goodput_at(__Clone::clone(&n_devices)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let n_devices = __Clone::clone(& n_devices); let failure_side_at
                    = | n_devices : i64 | self.failure_side_at(n_devices); let part =
                    failure_side_at(n_devices) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "failure_side_at", args :
                    ::std::vec![__c::Operand::Name("n_devices")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_crossover(&self, step: i64) -> __c::Parts {
            __c::traced(
                self.crossover(__Clone::clone(&step)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let failures = __Clone::clone(& self.failures); let part =
                    failures.n_devices; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
    }
    impl RuntimeGoodputBuilder {
        ///Sets `failures`: The job's series failure model; its device count and failure interval are read.
        #[must_use]
        pub fn failures(mut self, value: SeriesFailure) -> Self {
            self.failures = Some(value);
            self
        }
        ///Sets `workload`: The model whose state is checkpointed.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `bytes_per_param`: Bytes the resumable state keeps per parameter.
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        ///Sets `recovery`: The four-term recovery budget: detection, restart, checkpoint load, warm-up.
        #[must_use]
        pub fn recovery(mut self, value: &'static RecoveryProfile) -> Self {
            self.recovery = Some(value);
            self
        }
        ///Sets `input_wait`: Share of held time complete allocations wait for input.
        #[must_use]
        pub fn input_wait(mut self, value: f64) -> Self {
            self.input_wait = Some(value);
            self
        }
        ///Sets `window`: Held time of one launch.
        #[must_use]
        pub fn window(mut self, value: Time) -> Self {
            self.window = Some(value);
            self
        }
        ///Sets `lost_work`: Work since the last save lost to each forced preemption.
        #[must_use]
        pub fn lost_work(mut self, value: Time) -> Self {
            self.lost_work = Some(value);
            self
        }
        ///Sets `preemption_rate`: Forced preemptions per unit of time.
        #[must_use]
        pub fn preemption_rate(mut self, value: Frequency) -> Self {
            self.preemption_rate = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RuntimeGoodput, __c::InputError> {
            let scenario = RuntimeGoodput {
                failures: __c::given(self.failures, "failures")?,
                workload: __c::given(self.workload, "workload")?,
                bytes_per_param: __c::given(self.bytes_per_param, "bytes_per_param")?,
                recovery: __c::given(self.recovery, "recovery")?,
                input_wait: __c::given(self.input_wait, "input_wait")?,
                window: __c::given(self.window, "window")?,
                lost_work: __c::given(self.lost_work, "lost_work")?,
                preemption_rate: __c::given(self.preemption_rate, "preemption_rate")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RuntimeGoodputBuilder {
        type Scenario = RuntimeGoodput;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "failures" => self.failures = __c::set(value, &__INPUTS[0])?,
                "workload" => self.workload = __c::set(value, &__INPUTS[1])?,
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[2])?;
                }
                "recovery" => self.recovery = __c::set(value, &__INPUTS[3])?,
                "input_wait" => self.input_wait = __c::set(value, &__INPUTS[4])?,
                "window" => self.window = __c::set(value, &__INPUTS[5])?,
                "lost_work" => self.lost_work = __c::set(value, &__INPUTS[6])?,
                "preemption_rate" => {
                    self.preemption_rate = __c::set(value, &__INPUTS[7])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RuntimeGoodput, __c::InputError> {
            RuntimeGoodputBuilder::build(self)
        }
    }
    impl<'a> RuntimeGoodputValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RuntimeGoodput {
            self.scenario
        }
        ///[`RuntimeGoodput::failure_side_at`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn failure_side_at(&self, n_devices: i64) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_failure_side_at(
                    __Clone::clone(&self.write_time)?,
                    __Clone::clone(&self.recovery_time)?,
                    n_devices,
                )
        }
        ///[`RuntimeGoodput::runtime_goodput_at`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn runtime_goodput_at(
            &self,
            n_devices: i64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_runtime_goodput_at(
                    __Clone::clone(&self.startup_share)?,
                    __Clone::clone(&self.preemption_share)?,
                    __Clone::clone(&self.write_time)?,
                    __Clone::clone(&self.recovery_time)?,
                    n_devices,
                )
        }
        ///[`RuntimeGoodput::crossover`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn crossover(&self, step: i64) -> __Result<i64, __c::EvalError> {
            self.scenario
                .__eq_crossover(
                    __Clone::clone(&self.write_time)?,
                    __Clone::clone(&self.recovery_time)?,
                    step,
                )
        }
    }
    impl __c::Scenario for RuntimeGoodput {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RuntimeGoodput",
            family: &DELIVERY,
            summary: "Runtime goodput of a job: the share of its held time spent on steps it keeps, after start-up, input waits, checkpoints, recovery from failures and forced preemptions.",
            description: "Five owners' losses share one denominator, held time, to first order (each is small):\nstart-up (restart, checkpoint load and warm-up once per held window), input waits,\ncheckpoint waste at the Young interval (the write share plus the rework share), the\ncold-restart budget over the failure interval (its rework already counted with the\ncheckpoints), and forced preemptions (their rate times the work since the last save plus a\nstart-up). The job's failure interval comes from its series failure model.",
            notes: __c::meta::Notes {
                equation: "write = checkpoint ÷ bandwidth; τ = sqrt(2 × write × MTBF); checkpoint share = write ÷ τ + τ ÷ 2MTBF; recovery share = (detect + restart + load + warm-up) ÷ MTBF; start-up share = (restart + load + warm-up) ÷ window; preemption share = rate × (lost work + start-up); R = 1 − Σ shares",
                assumptions: &[
                    "Every loss is small beside held time, so the shares add (first order).",
                    "Failures follow the series failure model, independent and exponential; a forced preemption needs no failure detection.",
                ],
                rules: __RULES,
                excludes: &["Stragglers and slow steps, which program goodput counts."],
                derivation: &[
                    "Young (1974) and Daly (2006) for the checkpoint interval; Wongpanich et al. (2025) for runtime goodput.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 128-GPU job keeps most of its held time",
                    code: "// A 128-GPU job keeps most of its held time\nuse mlsysim_data::delivery::llama2_70b_runtime_goodput_128;\n\nlet s = llama2_70b_runtime_goodput_128()?;\nassert!(s.runtime_goodput()? > 0.8 && s.runtime_goodput()? < 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RuntimeGoodputBuilder;
        fn to_builder(&self) -> RuntimeGoodputBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.failures,
                    &self.workload,
                    &self.bytes_per_param,
                    &self.recovery,
                    &self.input_wait,
                    &self.window,
                    &self.lost_work,
                    &self.preemption_rate,
                ],
                &[
                    &values.checkpoint_bytes,
                    &values.mtbf,
                    &values.write_time,
                    &values.interval,
                    &values.write_share,
                    &values.rework_share,
                    &values.checkpoint_share,
                    &values.recovery_time,
                    &values.recovery_share,
                    &values.startup_time,
                    &values.startup_share,
                    &values.input_wait_share,
                    &values.preemption_cost,
                    &values.preemption_share,
                    &values.failure_side,
                    &values.runtime_loss,
                    &values.runtime_goodput,
                    &values.interruption_interval,
                    &values.interruption_checkpoint_interval,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "failure_side_at" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.failure_side_at(a0), &__METHODS[0])
                }
                "runtime_goodput_at" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.runtime_goodput_at(a0), &__METHODS[1])
                }
                "crossover" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.crossover(a0), &__METHODS[2])
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
                "checkpoint_bytes" => Some(Ok(self.__explain_checkpoint_bytes())),
                "mtbf" => Some(Ok(self.__explain_mtbf())),
                "write_time" => Some(Ok(self.__explain_write_time())),
                "recovery_time" => Some(Ok(self.__explain_recovery_time())),
                "startup_time" => Some(Ok(self.__explain_startup_time())),
                "failure_side_at" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_failure_side_at(a0)),
                    )
                }
                "runtime_goodput_at" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_runtime_goodput_at(a0)),
                    )
                }
                "crossover" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_crossover(a0)),
                    )
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                "failures" => (&__c::explain::Held(&self.failures)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(RuntimeGoodput);
};
