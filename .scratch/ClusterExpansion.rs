/**A synchronous job grown from one device count to `factor` times as many on the same checkpoint tier: how much more of its time checkpoints and rework take, and the step speedup the larger job needs to finish sooner, and to use fewer accelerator-hours.

The held checkpoint scenario gives the write path; at each size its MTBF becomes the GPU-only
interval `component_mtbf` ÷ N, and the overhead is the checkpoint-and-rework waste at Young's
interval. For fixed work the run time is the step time over the share of time retained (one
less the overhead), so the larger job shortens the run only when its step speedup exceeds
`breakeven_speedup`. The reference's `at(n)`, a copy of the checkpoint scenario at n devices'
interval, is read here through its figures: `mtbf`, `interval` and `overhead` at each size.

# Equation

M(N) = component MTBF ÷ N; τ(N) = √(2 δ M(N)); overhead(N) = δ/τ + τ/(2M); breakeven = (1 − overhead(N)) ÷ (1 − overhead(fN)); threshold = f × breakeven

# Assumptions

- Only the GPUs fail, independently and at one rate: the interval falls as 1/N.
- The checkpoint's write time is the same at both sizes (the same tier, the same state).
- The expanded count is N × factor rounded half to even, as the reference's `round` does.

# Rules across inputs

- `n_devices` × `factor` rounds to at least one device (`round_half_even(n_devices * factor).is_ok_and(|n| n >= 1)`)

# Excludes

- Restart time after a failure (see RecoveryBudget), and parts other than the GPUs.

# Derivation

- Young (1974) for the interval and its waste; fixed work over the retained share of time for the break-even speedup.

# Examples

```rust
// Doubling a 1,024-GPU job needs a step speedup above 1.007
use mlsysim_cluster::expansion::gpt3_cluster_doubling_1k;

let s = gpt3_cluster_doubling_1k()?;
assert_eq!(s.expanded_devices()?, 2048);
assert!((s.overhead_growth()? - 2f64.sqrt()).abs() < 1e-12);
assert!((s.breakeven_speedup()? - 1.0070829390049778).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ClusterExpansion {
    /**The checkpoint scenario whose write path both sizes share; its MTBF is replaced at each
size.*/
    pub checkpoint: CheckpointInterval,
    ///Mean life of one GPU. *Shown in `HOUR`; allowed > 0.*
    pub component_mtbf: Time,
    ///Devices of the job before it grows. *Allowed >= 1.*
    pub n_devices: u32,
    ///How many times the devices the job grows to. *Allowed > 0.*
    pub factor: f64,
}
///Builds a [`ClusterExpansion`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ClusterExpansionBuilder {
    checkpoint: ::core::option::Option<CheckpointInterval>,
    component_mtbf: ::core::option::Option<Time>,
    n_devices: ::core::option::Option<u32>,
    factor: ::core::option::Option<f64>,
}
///Every property of a [`ClusterExpansion`], each computed once (see [`ClusterExpansion::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ClusterExpansionValues<'a> {
    scenario: &'a ClusterExpansion,
    ///Devices of the grown job.
    pub expanded_devices: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///GPU-only MTBF of the job before it grows.
    pub mtbf: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///GPU-only MTBF of the grown job.
    pub expanded_mtbf: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Young's interval before the job grows.
    pub interval: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Young's interval of the grown job.
    pub expanded_interval: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of time checkpoints and rework take before the job grows.
    pub overhead: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of time checkpoints and rework take in the grown job.
    pub expanded_overhead: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times the overhead grows.
    pub overhead_growth: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of time left for training before the job grows.
    pub retained: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of time left for training in the grown job.
    pub expanded_retained: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Step speedup at which the grown job finishes the fixed work in the same time.
    pub breakeven_speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Step speedup above which the grown job also uses fewer accelerator-hours.
    pub superlinear_threshold: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "checkpoint",
            ty: "CheckpointInterval",
            doc: "The checkpoint scenario whose write path both sizes share; its MTBF is replaced at each\nsize.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "component_mtbf",
            ty: "Time",
            doc: "Mean life of one GPU.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_devices",
            ty: "u32",
            doc: "Devices of the job before it grows.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "factor",
            ty: "f64",
            doc: "How many times the devices the job grows to.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "expanded_devices",
            doc: "Devices of the grown job.",
            equation: "round_half_even(n_devices * factor)",
            result_type: "i64",
            depends_on: &["n_devices", "factor"],
            calls: &["round_half_even"],
            template: "round_half_even({n_devices} * {factor})",
            operation: "result of `round_half_even`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mtbf",
            doc: "GPU-only MTBF of the job before it grows.",
            equation: "mtbf_cluster(component_mtbf, n_devices)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["component_mtbf", "n_devices"],
            calls: &["mtbf_cluster"],
            template: "mtbf_cluster({component_mtbf}, {n_devices})",
            named_calls: "mtbf_cluster(component_mtbf, n_devices)",
            operation: "result of `mtbf_cluster`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expanded_mtbf",
            doc: "GPU-only MTBF of the grown job.",
            equation: "mtbf_cluster(component_mtbf, expanded_devices)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["component_mtbf", "expanded_devices"],
            calls: &["mtbf_cluster"],
            template: "mtbf_cluster({component_mtbf}, {expanded_devices})",
            named_calls: "mtbf_cluster(component_mtbf, expanded_devices)",
            operation: "result of `mtbf_cluster`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "interval",
            doc: "Young's interval before the job grows.",
            equation: "young_daly_interval(checkpoint.t_write(), mtbf)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["checkpoint", "mtbf"],
            reaches: &[("checkpoint", "t_write")],
            calls: &["young_daly_interval"],
            template: "young_daly_interval({#0 checkpoint.t_write()}, {mtbf})",
            operation: "result of `young_daly_interval`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expanded_interval",
            doc: "Young's interval of the grown job.",
            equation: "young_daly_interval(checkpoint.t_write(), expanded_mtbf)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["checkpoint", "expanded_mtbf"],
            reaches: &[("checkpoint", "t_write")],
            calls: &["young_daly_interval"],
            template: "young_daly_interval({#0 checkpoint.t_write()}, {expanded_mtbf})",
            operation: "result of `young_daly_interval`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overhead",
            doc: "Share of time checkpoints and rework take before the job grows.",
            equation: "checkpoint_waste(checkpoint.t_write(), interval, mtbf)",
            result_type: "f64",
            depends_on: &["checkpoint", "interval", "mtbf"],
            reaches: &[("checkpoint", "t_write")],
            calls: &["checkpoint_waste"],
            template: "checkpoint_waste({#0 checkpoint.t_write()}, {interval}, {mtbf})",
            operation: "result of `checkpoint_waste`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expanded_overhead",
            doc: "Share of time checkpoints and rework take in the grown job.",
            equation: "checkpoint_waste(checkpoint.t_write(), expanded_interval, expanded_mtbf)",
            result_type: "f64",
            depends_on: &["checkpoint", "expanded_interval", "expanded_mtbf"],
            reaches: &[("checkpoint", "t_write")],
            calls: &["checkpoint_waste"],
            template: "checkpoint_waste({#0 checkpoint.t_write()}, {expanded_interval}, {expanded_mtbf})",
            operation: "result of `checkpoint_waste`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overhead_growth",
            doc: "How many times the overhead grows.",
            equation: "expanded_overhead / overhead",
            result_type: "f64",
            depends_on: &["expanded_overhead", "overhead"],
            template: "{expanded_overhead} / {overhead}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "retained",
            doc: "Share of time left for training before the job grows.",
            equation: "1.0 - overhead",
            result_type: "f64",
            depends_on: &["overhead"],
            template: "1.0 - {overhead}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expanded_retained",
            doc: "Share of time left for training in the grown job.",
            equation: "1.0 - expanded_overhead",
            result_type: "f64",
            depends_on: &["expanded_overhead"],
            template: "1.0 - {expanded_overhead}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "breakeven_speedup",
            doc: "Step speedup at which the grown job finishes the fixed work in the same time.",
            equation: "retained / expanded_retained",
            result_type: "f64",
            depends_on: &["retained", "expanded_retained"],
            template: "{retained} / {expanded_retained}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "superlinear_threshold",
            doc: "Step speedup above which the grown job also uses fewer accelerator-hours.",
            equation: "factor * breakeven_speedup",
            result_type: "f64",
            depends_on: &["factor", "breakeven_speedup"],
            template: "{factor} * {breakeven_speedup}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "run_time_change",
            kind: __c::MemberKind::Method,
            doc: "Change of the run's wall-clock time at a measured `step_speedup` (negative is sooner).",
            equation: "breakeven_speedup / step_speedup - 1.0",
            args: &[
                __c::ArgInfo {
                    name: "step_speedup",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("1.0"),
                        __c::Sample::Literal("1.8"),
                        __c::Sample::Literal("2.0"),
                        __c::Sample::Literal("2.2"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["breakeven_speedup"],
            template: "{breakeven_speedup} / {step_speedup} - 1.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerator_hours_change",
            kind: __c::MemberKind::Method,
            doc: "Change of the accelerator-hours (devices × run time) at a measured `step_speedup`.",
            equation: "superlinear_threshold / step_speedup - 1.0",
            args: &[
                __c::ArgInfo {
                    name: "step_speedup",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("1.0"),
                        __c::Sample::Literal("1.8"),
                        __c::Sample::Literal("2.0"),
                        __c::Sample::Literal("2.2"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["superlinear_threshold"],
            template: "{superlinear_threshold} / {step_speedup} - 1.0",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`n_devices` × `factor` rounds to at least one device",
            condition: "round_half_even(n_devices * factor).is_ok_and(|n| n >= 1)",
            inputs: &["n_devices", "factor"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ClusterExpansion {
        ///Starts a [`ClusterExpansionBuilder`]; required inputs must be set before [`ClusterExpansionBuilder::build`].
        #[must_use]
        pub fn builder() -> ClusterExpansionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ClusterExpansionBuilder {
            ClusterExpansionBuilder {
                checkpoint: Some(__Clone::clone(&self.checkpoint)),
                component_mtbf: Some(__Clone::clone(&self.component_mtbf)),
                n_devices: Some(__Clone::clone(&self.n_devices)),
                factor: Some(__Clone::clone(&self.factor)),
            }
        }
        ///Devices of the grown job. Equation: `round_half_even(n_devices * factor)`.
        #[inline]
        pub fn expanded_devices(&self) -> __Result<i64, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            let factor = __Clone::clone(&self.factor);
            struct expanded_devices {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    expanded_devices,
                >(
                    ::mlsysim_core::equation::round_half_even(n_devices.eq_mul(factor)?)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///GPU-only MTBF of the job before it grows. Equation: `mtbf_cluster(component_mtbf, n_devices)`.
        #[inline]
        pub fn mtbf(&self) -> __Result<Time, __c::EvalError> {
            let component_mtbf = __Clone::clone(&self.component_mtbf);
            let n_devices = __Clone::clone(&self.n_devices);
            struct mtbf {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    mtbf,
                >(::mlsysim_core::equation::mtbf_cluster(component_mtbf, n_devices)?))(),
                &__PROPERTIES[1],
            )
        }
        ///GPU-only MTBF of the grown job. Equation: `mtbf_cluster(component_mtbf, expanded_devices)`.
        #[inline]
        pub fn expanded_mtbf(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_expanded_mtbf(self.expanded_devices()?)
        }
        #[doc(hidden)]
        fn __eq_expanded_mtbf(
            &self,
            expanded_devices: i64,
        ) -> __Result<Time, __c::EvalError> {
            let component_mtbf = __Clone::clone(&self.component_mtbf);
            struct expanded_mtbf {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    expanded_mtbf,
                >(
                    ::mlsysim_core::equation::mtbf_cluster(
                        component_mtbf,
                        expanded_devices,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Young's interval before the job grows. Equation: `young_daly_interval(checkpoint.t_write(), mtbf)`.
        #[inline]
        pub fn interval(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_interval(self.mtbf()?)
        }
        #[doc(hidden)]
        fn __eq_interval(&self, mtbf: Time) -> __Result<Time, __c::EvalError> {
            let checkpoint = __Clone::clone(&self.checkpoint);
            struct interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    interval,
                >(
                    ::mlsysim_core::equation::young_daly_interval(
                        checkpoint.t_write()?,
                        mtbf,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Young's interval of the grown job. Equation: `young_daly_interval(checkpoint.t_write(), expanded_mtbf)`.
        #[inline]
        pub fn expanded_interval(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_expanded_interval(self.expanded_mtbf()?)
        }
        #[doc(hidden)]
        fn __eq_expanded_interval(
            &self,
            expanded_mtbf: Time,
        ) -> __Result<Time, __c::EvalError> {
            let checkpoint = __Clone::clone(&self.checkpoint);
            struct expanded_interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    expanded_interval,
                >(
                    ::mlsysim_core::equation::young_daly_interval(
                        checkpoint.t_write()?,
                        expanded_mtbf,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Share of time checkpoints and rework take before the job grows. Equation: `checkpoint_waste(checkpoint.t_write(), interval, mtbf)`.
        #[inline]
        pub fn overhead(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_overhead(self.interval()?, self.mtbf()?)
        }
        #[doc(hidden)]
        fn __eq_overhead(
            &self,
            interval: Time,
            mtbf: Time,
        ) -> __Result<f64, __c::EvalError> {
            let checkpoint = __Clone::clone(&self.checkpoint);
            struct overhead {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    overhead,
                >(
                    ::mlsysim_core::equation::checkpoint_waste(
                        checkpoint.t_write()?,
                        interval,
                        mtbf,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Share of time checkpoints and rework take in the grown job. Equation: `checkpoint_waste(checkpoint.t_write(), expanded_interval, expanded_mtbf)`.
        #[inline]
        pub fn expanded_overhead(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_expanded_overhead(self.expanded_interval()?, self.expanded_mtbf()?)
        }
        #[doc(hidden)]
        fn __eq_expanded_overhead(
            &self,
            expanded_interval: Time,
            expanded_mtbf: Time,
        ) -> __Result<f64, __c::EvalError> {
            let checkpoint = __Clone::clone(&self.checkpoint);
            struct expanded_overhead {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    expanded_overhead,
                >(
                    ::mlsysim_core::equation::checkpoint_waste(
                        checkpoint.t_write()?,
                        expanded_interval,
                        expanded_mtbf,
                    )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///How many times the overhead grows. Equation: `expanded_overhead / overhead`.
        #[inline]
        pub fn overhead_growth(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_overhead_growth(self.expanded_overhead()?, self.overhead()?)
        }
        #[doc(hidden)]
        fn __eq_overhead_growth(
            &self,
            expanded_overhead: f64,
            overhead: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct overhead_growth {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    overhead_growth,
                >(expanded_overhead.eq_div(overhead)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Share of time left for training before the job grows. Equation: `1.0 - overhead`.
        #[inline]
        pub fn retained(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_retained(self.overhead()?)
        }
        #[doc(hidden)]
        fn __eq_retained(&self, overhead: f64) -> __Result<f64, __c::EvalError> {
            struct retained {}
            __c::member(
                (|| __c::conform::<f64, _, retained>((1.0).eq_sub(overhead)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Share of time left for training in the grown job. Equation: `1.0 - expanded_overhead`.
        #[inline]
        pub fn expanded_retained(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_expanded_retained(self.expanded_overhead()?)
        }
        #[doc(hidden)]
        fn __eq_expanded_retained(
            &self,
            expanded_overhead: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct expanded_retained {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    expanded_retained,
                >((1.0).eq_sub(expanded_overhead)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Step speedup at which the grown job finishes the fixed work in the same time. Equation: `retained / expanded_retained`.
        #[inline]
        pub fn breakeven_speedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_breakeven_speedup(self.retained()?, self.expanded_retained()?)
        }
        #[doc(hidden)]
        fn __eq_breakeven_speedup(
            &self,
            retained: f64,
            expanded_retained: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct breakeven_speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    breakeven_speedup,
                >(retained.eq_div(expanded_retained)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Step speedup above which the grown job also uses fewer accelerator-hours. Equation: `factor * breakeven_speedup`.
        #[inline]
        pub fn superlinear_threshold(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_superlinear_threshold(self.breakeven_speedup()?)
        }
        #[doc(hidden)]
        fn __eq_superlinear_threshold(
            &self,
            breakeven_speedup: f64,
        ) -> __Result<f64, __c::EvalError> {
            let factor = __Clone::clone(&self.factor);
            struct superlinear_threshold {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    superlinear_threshold,
                >(factor.eq_mul(breakeven_speedup)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Change of the run's wall-clock time at a measured `step_speedup` (negative is sooner). Equation: `breakeven_speedup / step_speedup - 1.0`.
        #[inline]
        pub fn run_time_change(
            &self,
            step_speedup: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_run_time_change(self.breakeven_speedup()?, step_speedup)
        }
        #[doc(hidden)]
        fn __eq_run_time_change(
            &self,
            breakeven_speedup: f64,
            step_speedup: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&step_speedup, "run_time_change", &(&__METHODS[0]).args[0])?;
            struct run_time_change {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    run_time_change,
                >(breakeven_speedup.eq_div(step_speedup)?.eq_sub(1.0)?))(),
                &__METHODS[0],
            )
        }
        ///Change of the accelerator-hours (devices × run time) at a measured `step_speedup`. Equation: `superlinear_threshold / step_speedup - 1.0`.
        #[inline]
        pub fn accelerator_hours_change(
            &self,
            step_speedup: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_accelerator_hours_change(
                self.superlinear_threshold()?,
                step_speedup,
            )
        }
        #[doc(hidden)]
        fn __eq_accelerator_hours_change(
            &self,
            superlinear_threshold: f64,
            step_speedup: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(
                &step_speedup,
                "accelerator_hours_change",
                &(&__METHODS[1]).args[0],
            )?;
            struct accelerator_hours_change {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    accelerator_hours_change,
                >(superlinear_threshold.eq_div(step_speedup)?.eq_sub(1.0)?))(),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ClusterExpansionValues`].
        #[must_use]
        pub fn evaluate(&self) -> ClusterExpansionValues<'_> {
            let expanded_devices = self.expanded_devices();
            let mtbf = self.mtbf();
            let expanded_mtbf = __c::after(
                (&expanded_devices,),
                |(v0,)| self.__eq_expanded_mtbf(v0),
            );
            let interval = __c::after((&mtbf,), |(v0,)| self.__eq_interval(v0));
            let expanded_interval = __c::after(
                (&expanded_mtbf,),
                |(v0,)| self.__eq_expanded_interval(v0),
            );
            let overhead = __c::after(
                (&interval, &mtbf),
                |(v0, v1)| self.__eq_overhead(v0, v1),
            );
            let expanded_overhead = __c::after(
                (&expanded_interval, &expanded_mtbf),
                |(v0, v1)| self.__eq_expanded_overhead(v0, v1),
            );
            let overhead_growth = __c::after(
                (&expanded_overhead, &overhead),
                |(v0, v1)| self.__eq_overhead_growth(v0, v1),
            );
            let retained = __c::after((&overhead,), |(v0,)| self.__eq_retained(v0));
            let expanded_retained = __c::after(
                (&expanded_overhead,),
                |(v0,)| self.__eq_expanded_retained(v0),
            );
            let breakeven_speedup = __c::after(
                (&retained, &expanded_retained),
                |(v0, v1)| self.__eq_breakeven_speedup(v0, v1),
            );
            let superlinear_threshold = __c::after(
                (&breakeven_speedup,),
                |(v0,)| self.__eq_superlinear_threshold(v0),
            );
            ClusterExpansionValues {
                scenario: self,
                expanded_devices,
                mtbf,
                expanded_mtbf,
                interval,
                expanded_interval,
                overhead,
                expanded_overhead,
                overhead_growth,
                retained,
                expanded_retained,
                breakeven_speedup,
                superlinear_threshold,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.checkpoint, &__INPUTS[0])?;
            __c::bounded(&self.component_mtbf, &__INPUTS[1])?;
            __c::bounded_plain(&self.n_devices, &__INPUTS[2])?;
            __c::bounded(&self.factor, &__INPUTS[3])?;
            {
                let n_devices = __Clone::clone(&self.n_devices);
                let factor = __Clone::clone(&self.factor);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    __c::RuleOutcome::decided(
                        ::mlsysim_core::equation::round_half_even(
                                n_devices.eq_mul(factor)?,
                            )
                            .is_ok_and(|n| n >= 1),
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.n_devices, &self.factor],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_expanded_devices(&self) -> __c::Parts {
            __c::traced(
                self.expanded_devices(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "round_half_even", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let n_devices =
                    __Clone::clone(& self.n_devices); let factor = __Clone::clone(& self
                    .factor); let part = n_devices.eq_mul(factor) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_interval(&self) -> __c::Parts {
            __c::traced(
                self.interval(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let checkpoint = __Clone::clone(& self.checkpoint); let part =
                    checkpoint.t_write() ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "young_daly_interval", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let checkpoint =
                    __Clone::clone(& self.checkpoint); let part = checkpoint.t_write() ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("mtbf")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_expanded_interval(&self) -> __c::Parts {
            __c::traced(
                self.expanded_interval(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let checkpoint = __Clone::clone(& self.checkpoint); let part =
                    checkpoint.t_write() ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "young_daly_interval", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let checkpoint =
                    __Clone::clone(& self.checkpoint); let part = checkpoint.t_write() ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("expanded_mtbf")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_overhead(&self) -> __c::Parts {
            __c::traced(
                self.overhead(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let checkpoint = __Clone::clone(& self.checkpoint); let part =
                    checkpoint.t_write() ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "checkpoint_waste", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let checkpoint =
                    __Clone::clone(& self.checkpoint); let part = checkpoint.t_write() ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("interval"), __c::Operand::Name("mtbf")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_expanded_overhead(&self) -> __c::Parts {
            __c::traced(
                self.expanded_overhead(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let checkpoint = __Clone::clone(& self.checkpoint); let part =
                    checkpoint.t_write() ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "checkpoint_waste", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let checkpoint =
                    __Clone::clone(& self.checkpoint); let part = checkpoint.t_write() ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("expanded_interval"),
                    __c::Operand::Name("expanded_mtbf")] }
                ],
            )
        }
    }
    impl ClusterExpansionBuilder {
        ///Sets `checkpoint`: The checkpoint scenario whose write path both sizes share; its MTBF is replaced at each
        #[must_use]
        pub fn checkpoint(mut self, value: CheckpointInterval) -> Self {
            self.checkpoint = Some(value);
            self
        }
        ///Sets `component_mtbf`: Mean life of one GPU.
        #[must_use]
        pub fn component_mtbf(mut self, value: Time) -> Self {
            self.component_mtbf = Some(value);
            self
        }
        ///Sets `n_devices`: Devices of the job before it grows.
        #[must_use]
        pub fn n_devices(mut self, value: u32) -> Self {
            self.n_devices = Some(value);
            self
        }
        ///Sets `factor`: How many times the devices the job grows to.
        #[must_use]
        pub fn factor(mut self, value: f64) -> Self {
            self.factor = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ClusterExpansion, __c::InputError> {
            let scenario = ClusterExpansion {
                checkpoint: __c::given(self.checkpoint, "checkpoint")?,
                component_mtbf: __c::given(self.component_mtbf, "component_mtbf")?,
                n_devices: __c::given(self.n_devices, "n_devices")?,
                factor: __c::given(self.factor, "factor")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ClusterExpansionBuilder {
        type Scenario = ClusterExpansion;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "checkpoint" => self.checkpoint = __c::set(value, &__INPUTS[0])?,
                "component_mtbf" => self.component_mtbf = __c::set(value, &__INPUTS[1])?,
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[2])?,
                "factor" => self.factor = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ClusterExpansion, __c::InputError> {
            ClusterExpansionBuilder::build(self)
        }
    }
    impl<'a> ClusterExpansionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ClusterExpansion {
            self.scenario
        }
        ///[`ClusterExpansion::run_time_change`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn run_time_change(
            &self,
            step_speedup: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_run_time_change(
                    __Clone::clone(&self.breakeven_speedup)?,
                    step_speedup,
                )
        }
        ///[`ClusterExpansion::accelerator_hours_change`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn accelerator_hours_change(
            &self,
            step_speedup: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_accelerator_hours_change(
                    __Clone::clone(&self.superlinear_threshold)?,
                    step_speedup,
                )
        }
    }
    impl __c::Scenario for ClusterExpansion {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ClusterExpansion",
            family: &EXPANSION,
            summary: "A synchronous job grown from one device count to `factor` times as many on the same checkpoint tier: how much more of its time checkpoints and rework take, and the step speedup the larger job needs to finish sooner, and to use fewer accelerator-hours.",
            description: "The held checkpoint scenario gives the write path; at each size its MTBF becomes the GPU-only\ninterval `component_mtbf` ÷ N, and the overhead is the checkpoint-and-rework waste at Young's\ninterval. For fixed work the run time is the step time over the share of time retained (one\nless the overhead), so the larger job shortens the run only when its step speedup exceeds\n`breakeven_speedup`. The reference's `at(n)`, a copy of the checkpoint scenario at n devices'\ninterval, is read here through its figures: `mtbf`, `interval` and `overhead` at each size.",
            notes: __c::meta::Notes {
                equation: "M(N) = component MTBF ÷ N; τ(N) = √(2 δ M(N)); overhead(N) = δ/τ + τ/(2M); breakeven = (1 − overhead(N)) ÷ (1 − overhead(fN)); threshold = f × breakeven",
                assumptions: &[
                    "Only the GPUs fail, independently and at one rate: the interval falls as 1/N.",
                    "The checkpoint's write time is the same at both sizes (the same tier, the same state).",
                    "The expanded count is N × factor rounded half to even, as the reference's `round` does.",
                ],
                rules: __RULES,
                excludes: &[
                    "Restart time after a failure (see RecoveryBudget), and parts other than the GPUs.",
                ],
                derivation: &[
                    "Young (1974) for the interval and its waste; fixed work over the retained share of time for the break-even speedup.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Doubling a 1,024-GPU job needs a step speedup above 1.007",
                    code: "// Doubling a 1,024-GPU job needs a step speedup above 1.007\nuse mlsysim_cluster::expansion::gpt3_cluster_doubling_1k;\n\nlet s = gpt3_cluster_doubling_1k()?;\nassert_eq!(s.expanded_devices()?, 2048);\nassert!((s.overhead_growth()? - 2f64.sqrt()).abs() < 1e-12);\nassert!((s.breakeven_speedup()? - 1.0070829390049778).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ClusterExpansionBuilder;
        fn to_builder(&self) -> ClusterExpansionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.checkpoint, &self.component_mtbf, &self.n_devices, &self.factor],
                &[
                    &values.expanded_devices,
                    &values.mtbf,
                    &values.expanded_mtbf,
                    &values.interval,
                    &values.expanded_interval,
                    &values.overhead,
                    &values.expanded_overhead,
                    &values.overhead_growth,
                    &values.retained,
                    &values.expanded_retained,
                    &values.breakeven_speedup,
                    &values.superlinear_threshold,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "run_time_change" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.run_time_change(a0), &__METHODS[0])
                }
                "accelerator_hours_change" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.accelerator_hours_change(a0), &__METHODS[1])
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
                "expanded_devices" => Some(Ok(self.__explain_expanded_devices())),
                "interval" => Some(Ok(self.__explain_interval())),
                "expanded_interval" => Some(Ok(self.__explain_expanded_interval())),
                "overhead" => Some(Ok(self.__explain_overhead())),
                "expanded_overhead" => Some(Ok(self.__explain_expanded_overhead())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "checkpoint" => (&__c::explain::Held(&self.checkpoint)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(ClusterExpansion);
};
