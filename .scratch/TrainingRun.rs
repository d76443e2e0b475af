/**A training run on a fleet, from every device at its peak to the wall-clock time delivered.

The chain starts from the run's 6PD training work at every device's peak, divides by the
local compute efficiency (compute alone), then by the scaling efficiency (communication and
pipeline bubbles), then stretches by each operational overhead in turn (checkpoints,
failures and restarts, maintenance), each a share of the time before it.

# Equation

F = 6 × P × tokens; peak time = F ÷ (N × peak); compute = F ÷ (N × peak × local); scaled = compute ÷ scaling; total = scaled × Π(1 + overhead)

# Assumptions

- The devices run at the peak of `precision`, or at their headline peak where the registry states none at that precision.
- Each overhead stretches the time before it: they compound in the order given.

# Rules across inputs

- `workload` has its training tokens in the registry (`workload.training.tokens.is_some()`)

# Excludes

- Time spent outside the run (queueing, data preparation) and any change of efficiency over the run.

# Derivation

- Kaplan et al. (2020) and Hoffmann et al. (2022) for 6PD; Narayanan et al. (2021) for scaling efficiency at cluster scale.

# Examples

```rust
// GPT-3 on 8,192 H100s delivers a fifth of peak
use mlsysim_cluster::transfer_and_training::gpt3_pretraining_frontier_8k;

let s = gpt3_pretraining_frontier_8k()?;
assert_eq!(s.n_devices()?, 8192);
assert!((s.delivered_fraction()? - 0.21182700794351284).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TrainingRun {
    ///The model trained on its registry tokens.
    pub workload: &'static Workload,
    ///The fleet it trains on.
    pub fleet: &'static Fleet,
    ///Precision whose peak the devices run at. *Default `Precision::Fp8`.*
    pub precision: Precision,
    ///Share of peak each device sustains on compute alone. *Allowed > 0 and [0.0, 1.0].*
    pub local_efficiency: f64,
    ///Share of the compute rate left after communication and pipeline bubbles. *Allowed > 0 and [0.0, 1.0].*
    pub scaling_efficiency: f64,
    ///Operational overheads, each a share of the time before it, in order. *Allowed >= 0.*
    pub overheads: Named<f64>,
}
///Builds a [`TrainingRun`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TrainingRunBuilder {
    workload: ::core::option::Option<&'static Workload>,
    fleet: ::core::option::Option<&'static Fleet>,
    precision: ::core::option::Option<Precision>,
    local_efficiency: ::core::option::Option<f64>,
    scaling_efficiency: ::core::option::Option<f64>,
    overheads: ::core::option::Option<Named<f64>>,
}
///Every property of a [`TrainingRun`], each computed once (see [`TrainingRun::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TrainingRunValues<'a> {
    scenario: &'a TrainingRun,
    ///Work of the run: 6 × parameters × training tokens.
    pub total_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Peak rate of one device at `precision`.
    pub peak_rate: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Accelerators in the fleet.
    pub n_devices: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time with every device at its peak.
    pub peak_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time at the local compute efficiency.
    pub compute_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time after the scaling efficiency.
    pub scaled_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time after each overhead, in order.
    pub stage_times: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
    ///Wall-clock time after every overhead.
    pub total_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of the fleet's peak the run delivers: peak time over total time.
    pub delivered_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model trained on its registry tokens.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet it trains on.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "Precision whose peak the devices run at.",
            default: Some("Precision::Fp8"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "local_efficiency",
            ty: "f64",
            doc: "Share of peak each device sustains on compute alone.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "scaling_efficiency",
            ty: "f64",
            doc: "Share of the compute rate left after communication and pipeline bubbles.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "overheads",
            ty: "Named<f64>",
            doc: "Operational overheads, each a share of the time before it, in order.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_flops",
            doc: "Work of the run: 6 × parameters × training tokens.",
            equation: "training_flops(\n    workload.parameter_count(),\n    from_registry(workload.training.tokens, \"training tokens\", workload.path),\n)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["workload"],
            reaches: &[("workload", "parameter_count")],
            calls: &["training_flops", "from_registry"],
            template: "training_flops(\n    {#0 workload.parameter_count()},\n    from_registry({#1 workload.training.tokens}, \"training tokens\", {#2 workload.path}),\n)",
            operation: "result of `training_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "peak_rate",
            doc: "Peak rate of one device at `precision`.",
            equation: "fleet\n    .node\n    .accelerator\n    .rate_at(precision)\n    .unwrap_or(fleet.node.accelerator.peak_flops)",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["fleet", "precision"],
            template: "{#0 fleet\n    .node\n    .accelerator\n    .rate_at(precision)\n    .unwrap_or(fleet.node.accelerator.peak_flops)}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "n_devices",
            doc: "Accelerators in the fleet.",
            equation: "fleet.node.accelerators_per_node * fleet.count",
            result_type: "i64",
            depends_on: &["fleet"],
            template: "{#0 fleet.node.accelerators_per_node} * {#1 fleet.count}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "peak_time",
            doc: "Time with every device at its peak.",
            equation: "cluster_training_time(total_flops, n_devices, peak_rate, 1.0)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["total_flops", "n_devices", "peak_rate"],
            calls: &["cluster_training_time"],
            template: "cluster_training_time({total_flops}, {n_devices}, {peak_rate}, 1.0)",
            operation: "result of `cluster_training_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_time",
            doc: "Time at the local compute efficiency.",
            equation: "cluster_training_time(total_flops, n_devices, peak_rate, local_efficiency)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["local_efficiency", "total_flops", "n_devices", "peak_rate"],
            calls: &["cluster_training_time"],
            template: "cluster_training_time(\n    {total_flops},\n    {n_devices},\n    {peak_rate},\n    {local_efficiency},\n)",
            named_calls: "cluster_training_time(total_flops, n_devices, peak_rate, local_efficiency)",
            operation: "result of `cluster_training_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scaled_time",
            doc: "Time after the scaling efficiency.",
            equation: "compute_time / scaling_efficiency",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["scaling_efficiency", "compute_time"],
            template: "{compute_time} / {scaling_efficiency}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stage_times",
            doc: "Time after each overhead, in order.",
            equation: "scaled time × Π(1 + overhead) up to each overhead",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["overheads", "scaled_time"],
            reaches: &[("overheads", "iter")],
            template: "{{\n    let mut t = {scaled_time};\n    let mut stages = Vec::new();\n    for (name, &fraction) in {overheads}.iter() {{\n        t = t * (1.0 + fraction);\n        stages.push((name, t));\n    }}\n    stages.into_iter().collect::<Named<Time>>()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_time",
            doc: "Wall-clock time after every overhead.",
            equation: "stage_times.values().last().copied().unwrap_or(scaled_time)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["stage_times", "scaled_time"],
            template: "{stage_times}.values().last().copied().unwrap_or({scaled_time})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "delivered_fraction",
            doc: "Share of the fleet's peak the run delivers: peak time over total time.",
            equation: "peak_time / total_time",
            result_type: "f64",
            depends_on: &["peak_time", "total_time"],
            template: "{peak_time} / {total_time}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` has its training tokens in the registry",
            condition: "workload.training.tokens.is_some()",
            inputs: &["workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl TrainingRun {
        ///Starts a [`TrainingRunBuilder`]; required inputs must be set before [`TrainingRunBuilder::build`].
        #[must_use]
        pub fn builder() -> TrainingRunBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TrainingRunBuilder {
            TrainingRunBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                fleet: Some(__Clone::clone(&self.fleet)),
                precision: Some(__Clone::clone(&self.precision)),
                local_efficiency: Some(__Clone::clone(&self.local_efficiency)),
                scaling_efficiency: Some(__Clone::clone(&self.scaling_efficiency)),
                overheads: Some(__Clone::clone(&self.overheads)),
            }
        }
        /**Work of the run: 6 × parameters × training tokens.

Equation:

```text
training_flops(
    workload.parameter_count(),
    from_registry(workload.training.tokens, "training tokens", workload.path),
)
```
*/
        #[inline]
        pub fn total_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct total_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    total_flops,
                >(
                    ::mlsysim_core::equation::training_flops(
                        workload.parameter_count()?,
                        ::mlsysim_core::equation::from_registry(
                            workload.training.tokens,
                            "training tokens",
                            workload.path,
                        )?,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**Peak rate of one device at `precision`.

Equation:

```text
fleet
    .node
    .accelerator
    .rate_at(precision)
    .unwrap_or(fleet.node.accelerator.peak_flops)
```
*/
        #[inline]
        pub fn peak_rate(&self) -> __Result<FlopRate, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            let precision = __Clone::clone(&self.precision);
            struct peak_rate {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    peak_rate,
                >(
                    fleet
                        .node
                        .accelerator
                        .rate_at(precision)
                        .unwrap_or(fleet.node.accelerator.peak_flops),
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Accelerators in the fleet. Equation: `fleet.node.accelerators_per_node * fleet.count`.
        #[inline]
        pub fn n_devices(&self) -> __Result<i64, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            struct n_devices {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    n_devices,
                >(fleet.node.accelerators_per_node.eq_mul(fleet.count)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Time with every device at its peak. Equation: `cluster_training_time(total_flops, n_devices, peak_rate, 1.0)`.
        #[inline]
        pub fn peak_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_peak_time(
                self.total_flops()?,
                self.n_devices()?,
                self.peak_rate()?,
            )
        }
        #[doc(hidden)]
        fn __eq_peak_time(
            &self,
            total_flops: FlopCount,
            n_devices: i64,
            peak_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            struct peak_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    peak_time,
                >(
                    ::mlsysim_core::equation::cluster_training_time(
                        total_flops,
                        n_devices,
                        peak_rate,
                        1.0,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Time at the local compute efficiency. Equation: `cluster_training_time(total_flops, n_devices, peak_rate, local_efficiency)`.
        #[inline]
        pub fn compute_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_compute_time(
                self.total_flops()?,
                self.n_devices()?,
                self.peak_rate()?,
            )
        }
        #[doc(hidden)]
        fn __eq_compute_time(
            &self,
            total_flops: FlopCount,
            n_devices: i64,
            peak_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            let local_efficiency = __Clone::clone(&self.local_efficiency);
            struct compute_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    compute_time,
                >(
                    ::mlsysim_core::equation::cluster_training_time(
                        total_flops,
                        n_devices,
                        peak_rate,
                        local_efficiency,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Time after the scaling efficiency. Equation: `compute_time / scaling_efficiency`.
        #[inline]
        pub fn scaled_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_scaled_time(self.compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_scaled_time(
            &self,
            compute_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let scaling_efficiency = __Clone::clone(&self.scaling_efficiency);
            struct scaled_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    scaled_time,
                >(compute_time.eq_div(scaling_efficiency)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Time after each overhead, in order. Equation: scaled time × Π(1 + overhead) up to each overhead.
        #[inline]
        pub fn stage_times(&self) -> __Result<Named<Time>, __c::EvalError> {
            self.__eq_stage_times(self.scaled_time()?)
        }
        #[doc(hidden)]
        fn __eq_stage_times(
            &self,
            scaled_time: Time,
        ) -> __Result<Named<Time>, __c::EvalError> {
            let overheads = __Clone::clone(&self.overheads);
            struct stage_times {}
            __c::member(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    stage_times,
                >({
                    let mut t = scaled_time;
                    let mut stages = Vec::new();
                    for (name, &fraction) in overheads.iter() {
                        t = t.eq_mul((1.0).eq_add(fraction)?)?;
                        stages.push((name, t));
                    }
                    stages.into_iter().collect::<Named<Time>>()
                }))(),
                &__PROPERTIES[6],
            )
        }
        ///Wall-clock time after every overhead. Equation: `stage_times.values().last().copied().unwrap_or(scaled_time)`.
        #[inline]
        pub fn total_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_total_time(self.stage_times()?, self.scaled_time()?)
        }
        #[doc(hidden)]
        fn __eq_total_time(
            &self,
            stage_times: Named<Time>,
            scaled_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct total_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    total_time,
                >(stage_times.values().last().copied().unwrap_or(scaled_time)))(),
                &__PROPERTIES[7],
            )
        }
        ///Share of the fleet's peak the run delivers: peak time over total time. Equation: `peak_time / total_time`.
        #[inline]
        pub fn delivered_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_delivered_fraction(self.peak_time()?, self.total_time()?)
        }
        #[doc(hidden)]
        fn __eq_delivered_fraction(
            &self,
            peak_time: Time,
            total_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct delivered_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    delivered_fraction,
                >(peak_time.eq_div(total_time)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TrainingRunValues`].
        #[must_use]
        pub fn evaluate(&self) -> TrainingRunValues<'_> {
            let total_flops = self.total_flops();
            let peak_rate = self.peak_rate();
            let n_devices = self.n_devices();
            let peak_time = __c::after(
                (&total_flops, &n_devices, &peak_rate),
                |(v0, v1, v2)| self.__eq_peak_time(v0, v1, v2),
            );
            let compute_time = __c::after(
                (&total_flops, &n_devices, &peak_rate),
                |(v0, v1, v2)| self.__eq_compute_time(v0, v1, v2),
            );
            let scaled_time = __c::after(
                (&compute_time,),
                |(v0,)| self.__eq_scaled_time(v0),
            );
            let stage_times = __c::after(
                (&scaled_time,),
                |(v0,)| self.__eq_stage_times(v0),
            );
            let total_time = __c::after(
                (&stage_times, &scaled_time),
                |(v0, v1)| self.__eq_total_time(v0, v1),
            );
            let delivered_fraction = __c::after(
                (&peak_time, &total_time),
                |(v0, v1)| self.__eq_delivered_fraction(v0, v1),
            );
            TrainingRunValues {
                scenario: self,
                total_flops,
                peak_rate,
                n_devices,
                peak_time,
                compute_time,
                scaled_time,
                stage_times,
                total_time,
                delivered_fraction,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.fleet, &__INPUTS[1])?;
            __c::finite(&self.precision, &__INPUTS[2])?;
            __c::bounded_plain(&self.local_efficiency, &__INPUTS[3])?;
            __c::bounded_plain(&self.scaling_efficiency, &__INPUTS[4])?;
            __c::bounded(&self.overheads, &__INPUTS[5])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.training.tokens.is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_total_flops(&self) -> __c::Parts {
            __c::traced(
                self.total_flops(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.training.tokens; Ok((& __c::Showing(&
                    part, None)).__shown()) }) (), (|| -> ::core::result::Result < Option
                    < __c::Value >, __c::EvalError > { let workload = __Clone::clone(&
                    self.workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "training_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part =
                    ::mlsysim_core::equation::from_registry(workload.training.tokens,
                    "training tokens", workload.path) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }, __c::CallSite { name : "from_registry",
                    args : ::std::vec![__c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.training.tokens;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training tokens"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_peak_rate(&self) -> __c::Parts {
            __c::traced(
                self.peak_rate(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let precision =
                    __Clone::clone(& self.precision); let part = fleet.node.accelerator
                    .rate_at(precision).unwrap_or(fleet.node.accelerator.peak_flops);
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_n_devices(&self) -> __c::Parts {
            __c::traced(
                self.n_devices(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let fleet = __Clone::clone(& self.fleet); let part
                    = fleet.count; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_peak_time(&self) -> __c::Parts {
            __c::traced(
                self.peak_time(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "cluster_training_time", args :
                    ::std::vec![__c::Operand::Name("total_flops"),
                    __c::Operand::Name("n_devices"), __c::Operand::Name("peak_rate"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1.0; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl TrainingRunBuilder {
        ///Sets `workload`: The model trained on its registry tokens.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `fleet`: The fleet it trains on.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `precision`: Precision whose peak the devices run at.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `local_efficiency`: Share of peak each device sustains on compute alone.
        #[must_use]
        pub fn local_efficiency(mut self, value: f64) -> Self {
            self.local_efficiency = Some(value);
            self
        }
        ///Sets `scaling_efficiency`: Share of the compute rate left after communication and pipeline bubbles.
        #[must_use]
        pub fn scaling_efficiency(mut self, value: f64) -> Self {
            self.scaling_efficiency = Some(value);
            self
        }
        ///Sets `overheads`: Operational overheads, each a share of the time before it, in order.
        #[must_use]
        pub fn overheads(mut self, value: Named<f64>) -> Self {
            self.overheads = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TrainingRun, __c::InputError> {
            let scenario = TrainingRun {
                workload: __c::given(self.workload, "workload")?,
                fleet: __c::given(self.fleet, "fleet")?,
                precision: self.precision.unwrap_or_else(|| Precision::Fp8),
                local_efficiency: __c::given(self.local_efficiency, "local_efficiency")?,
                scaling_efficiency: __c::given(
                    self.scaling_efficiency,
                    "scaling_efficiency",
                )?,
                overheads: __c::given(self.overheads, "overheads")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TrainingRunBuilder {
        type Scenario = TrainingRun;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "fleet" => self.fleet = __c::set(value, &__INPUTS[1])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[2])?,
                "local_efficiency" => {
                    self.local_efficiency = __c::set(value, &__INPUTS[3])?;
                }
                "scaling_efficiency" => {
                    self.scaling_efficiency = __c::set(value, &__INPUTS[4])?;
                }
                "overheads" => self.overheads = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TrainingRun, __c::InputError> {
            TrainingRunBuilder::build(self)
        }
    }
    impl<'a> TrainingRunValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TrainingRun {
            self.scenario
        }
    }
    impl __c::Scenario for TrainingRun {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TrainingRun",
            family: &TRANSFER_AND_TRAINING,
            summary: "A training run on a fleet, from every device at its peak to the wall-clock time delivered.",
            description: "The chain starts from the run's 6PD training work at every device's peak, divides by the\nlocal compute efficiency (compute alone), then by the scaling efficiency (communication and\npipeline bubbles), then stretches by each operational overhead in turn (checkpoints,\nfailures and restarts, maintenance), each a share of the time before it.",
            notes: __c::meta::Notes {
                equation: "F = 6 × P × tokens; peak time = F ÷ (N × peak); compute = F ÷ (N × peak × local); scaled = compute ÷ scaling; total = scaled × Π(1 + overhead)",
                assumptions: &[
                    "The devices run at the peak of `precision`, or at their headline peak where the registry states none at that precision.",
                    "Each overhead stretches the time before it: they compound in the order given.",
                ],
                rules: __RULES,
                excludes: &[
                    "Time spent outside the run (queueing, data preparation) and any change of efficiency over the run.",
                ],
                derivation: &[
                    "Kaplan et al. (2020) and Hoffmann et al. (2022) for 6PD; Narayanan et al. (2021) for scaling efficiency at cluster scale.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-3 on 8,192 H100s delivers a fifth of peak",
                    code: "// GPT-3 on 8,192 H100s delivers a fifth of peak\nuse mlsysim_cluster::transfer_and_training::gpt3_pretraining_frontier_8k;\n\nlet s = gpt3_pretraining_frontier_8k()?;\nassert_eq!(s.n_devices()?, 8192);\nassert!((s.delivered_fraction()? - 0.21182700794351284).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TrainingRunBuilder;
        fn to_builder(&self) -> TrainingRunBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.fleet,
                    &self.precision,
                    &self.local_efficiency,
                    &self.scaling_efficiency,
                    &self.overheads,
                ],
                &[
                    &values.total_flops,
                    &values.peak_rate,
                    &values.n_devices,
                    &values.peak_time,
                    &values.compute_time,
                    &values.scaled_time,
                    &values.stage_times,
                    &values.total_time,
                    &values.delivered_fraction,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "total_flops" => Some(Ok(self.__explain_total_flops())),
                "peak_rate" => Some(Ok(self.__explain_peak_rate())),
                "n_devices" => Some(Ok(self.__explain_n_devices())),
                "peak_time" => Some(Ok(self.__explain_peak_time())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                "overheads" => (&__c::explain::Held(&self.overheads)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(TrainingRun);
};
