/**The iron law of one machine for one task, and what upgrading the memory or the compute term buys.

A task spends a memory term moving its data, a compute term doing its work, and a fixed
overhead. In sequence the three add; with loading and computing overlapped perfectly the
task takes the longer of the two terms plus the overhead. Each term is given directly, or as
a volume over a rate. An upgrade divides the memory term by `memory_speedup` and the compute
term by `compute_speedup`; the overhead stays, so the whole falls by less than the upgrade
suggests.

# Equation

M = memory_time_stated or data_volume ÷ bandwidth; C = compute_time_stated or operations ÷ effective_rate; sequential = M + C + O; overlapped = max(M, C) + O; upgraded: M ÷ s_M, C ÷ s_C; naive = sequential ÷ (s_M × s_C); reduction = 1 − upgraded sequential ÷ sequential

# Assumptions

- Each term is given stated (`memory_time_stated`, `compute_time_stated`) or as a volume over a rate (`data_volume` over `bandwidth`, `operations` over `effective_rate`). A bandwidth alone may accompany a stated memory time (it is what `upgraded_bandwidth` scales).
- Times, volumes and operations are at least zero, rates and speedups above zero; the reference takes negative speedups and gives negative times.
- The overhead is fixed: no upgrade shortens it.

# Rules across inputs

- `memory_time_stated` and `data_volume` are not both given (the reference silently takes the stated time) (`optional(memory_time_stated).is_none() || optional(data_volume).is_none()`)
- `compute_time_stated` is not given with `operations` or `effective_rate` (the reference silently takes the stated time) (`optional(compute_time_stated).is_none()     || (optional(operations).is_none() && optional(effective_rate).is_none())`)

# Excludes

- Partial overlap between the two bounds, and upgrades that change the overhead (a faster host).

# Derivation

- Sequential stages add; perfectly overlapped ones take the longer of the two. The naive estimate divides the whole by both speedups, as if the overhead shrank too.

# Requirements

- give `memory_time_stated`, or all of `data_volume` and `bandwidth`
- give `compute_time_stated`, or all of `operations` and `effective_rate`

# Examples

```rust
// Doubling bandwidth cuts a memory-bound task by under a third
use mlsysim_compute::single_machine::iron_law_memory_bound_example;

let s = iron_law_memory_bound_example()?;
let ms = |t: mlsysim_core::Time| t.value * 1e3;
assert!((ms(s.sequential_time()?) - 35.0).abs() < 1e-9);
assert!((ms(s.naive_upgraded_time()?) - 17.5).abs() < 1e-9);
assert!((s.sequential_reduction()? - 0.2857142857142857).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct IronLaw {
    ///Fixed overhead no upgrade shortens. *Shown in `MILLISECOND`; allowed >= 0.*
    pub overhead: Time,
    ///The memory term, when known directly. *Optional (absent by default); shown in `MILLISECOND`; allowed >= 0.*
    pub memory_time_stated: Option<Time>,
    ///Bytes the task moves, when the memory term is not stated. *Optional (absent by default); shown in `GB`; allowed >= 0.*
    pub data_volume: Option<Information>,
    ///Bandwidth the bytes move at. *Optional (absent by default); shown in `GB_PER_SECOND`; allowed > 0.*
    pub bandwidth: Option<DataRate>,
    ///The compute term, when known directly. *Optional (absent by default); shown in `MILLISECOND`; allowed >= 0.*
    pub compute_time_stated: Option<Time>,
    ///Work the task does, when the compute term is not stated. *Optional (absent by default); shown in `GFLOP`; allowed >= 0.*
    pub operations: Option<FlopCount>,
    ///Rate the work runs at: the peak times its utilization. *Optional (absent by default); shown in `GFLOP_PER_SECOND`; allowed > 0.*
    pub effective_rate: Option<FlopRate>,
    ///How many times faster the upgrade makes the memory term. *Default `1.0`; allowed > 0.*
    pub memory_speedup: f64,
    ///How many times faster the upgrade makes the compute term. *Default `1.0`; allowed > 0.*
    pub compute_speedup: f64,
}
///Builds a [`IronLaw`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct IronLawBuilder {
    overhead: ::core::option::Option<Time>,
    memory_time_stated: ::core::option::Option<Time>,
    data_volume: ::core::option::Option<Information>,
    bandwidth: ::core::option::Option<DataRate>,
    compute_time_stated: ::core::option::Option<Time>,
    operations: ::core::option::Option<FlopCount>,
    effective_rate: ::core::option::Option<FlopRate>,
    memory_speedup: ::core::option::Option<f64>,
    compute_speedup: ::core::option::Option<f64>,
}
///Every property of a [`IronLaw`], each computed once (see [`IronLaw::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct IronLawValues<'a> {
    scenario: &'a IronLaw,
    ///The memory term.
    pub memory_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The compute term.
    pub compute_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The bandwidth after the upgrade.
    pub upgraded_bandwidth: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Time with the three terms in sequence.
    pub sequential_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time with loading and computing overlapped perfectly.
    pub overlapped_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The memory term after the upgrade.
    pub upgraded_memory_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The compute term after the upgrade.
    pub upgraded_compute_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time in sequence after the upgrade.
    pub upgraded_sequential_time: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
    ///Time overlapped after the upgrade.
    pub upgraded_overlapped_time: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
    ///What dividing the whole sequential time by both speedups would promise.
    pub naive_upgraded_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of the sequential time the upgrade removes.
    pub sequential_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "overhead",
            ty: "Time",
            doc: "Fixed overhead no upgrade shortens.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "memory_time_stated",
            ty: "Option<Time>",
            doc: "The memory term, when known directly.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "data_volume",
            ty: "Option<Information>",
            doc: "Bytes the task moves, when the memory term is not stated.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bandwidth",
            ty: "Option<DataRate>",
            doc: "Bandwidth the bytes move at.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compute_time_stated",
            ty: "Option<Time>",
            doc: "The compute term, when known directly.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "operations",
            ty: "Option<FlopCount>",
            doc: "Work the task does, when the compute term is not stated.",
            optional: true,
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::GFLOP);
                __c::units::label(&::mlsysim_core::units::GFLOP)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "effective_rate",
            ty: "Option<FlopRate>",
            doc: "Rate the work runs at: the peak times its utilization.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::GFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GFLOP_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "memory_speedup",
            ty: "f64",
            doc: "How many times faster the upgrade makes the memory term.",
            default: Some("1.0"),
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compute_speedup",
            ty: "f64",
            doc: "How many times faster the upgrade makes the compute term.",
            default: Some("1.0"),
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "memory_time",
            doc: "The memory term.",
            equation: "match optional(memory_time_stated) {\n    Some(t) => t,\n    None => transfer_time(data_volume, bandwidth),\n}",
            result_type: "Time",
            depends_on: &["memory_time_stated", "data_volume", "bandwidth"],
            requires_one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
            ],
            calls: &["transfer_time"],
            template: "match {#0 optional(memory_time_stated)} {{\n    Some(t) => t,\n    None => transfer_time({data_volume}, {bandwidth}),\n}}",
            named_calls: "transfer_time(data_volume, bandwidth)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_time",
            doc: "The compute term.",
            equation: "match optional(compute_time_stated) {\n    Some(t) => t,\n    None => compute_time(operations, effective_rate),\n}",
            result_type: "Time",
            depends_on: &["compute_time_stated", "operations", "effective_rate"],
            requires_one_of: &[
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            ],
            calls: &["compute_time"],
            template: "match {#0 optional(compute_time_stated)} {{\n    Some(t) => t,\n    None => compute_time({operations}, {effective_rate}),\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "upgraded_bandwidth",
            doc: "The bandwidth after the upgrade.",
            equation: "bandwidth * memory_speedup",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            depends_on: &["bandwidth", "memory_speedup"],
            requires_one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
            ],
            template: "{bandwidth} * {memory_speedup}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sequential_time",
            doc: "Time with the three terms in sequence.",
            equation: "iron_law_sequential_time(memory_time, compute_time, overhead)",
            result_type: "Time",
            depends_on: &["overhead", "memory_time", "compute_time"],
            requires_one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            ],
            calls: &["iron_law_sequential_time"],
            template: "iron_law_sequential_time({memory_time}, {compute_time}, {overhead})",
            named_calls: "iron_law_sequential_time(memory_time, compute_time, overhead)",
            operation: "result of `iron_law_sequential_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overlapped_time",
            doc: "Time with loading and computing overlapped perfectly.",
            equation: "iron_law_overlapped_time(memory_time, compute_time, overhead)",
            result_type: "Time",
            depends_on: &["overhead", "memory_time", "compute_time"],
            requires_one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            ],
            calls: &["iron_law_overlapped_time"],
            template: "iron_law_overlapped_time({memory_time}, {compute_time}, {overhead})",
            named_calls: "iron_law_overlapped_time(memory_time, compute_time, overhead)",
            operation: "result of `iron_law_overlapped_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "upgraded_memory_time",
            doc: "The memory term after the upgrade.",
            equation: "memory_time / memory_speedup",
            result_type: "Time",
            depends_on: &["memory_speedup", "memory_time"],
            requires_one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
            ],
            template: "{memory_time} / {memory_speedup}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "upgraded_compute_time",
            doc: "The compute term after the upgrade.",
            equation: "compute_time / compute_speedup",
            result_type: "Time",
            depends_on: &["compute_speedup", "compute_time"],
            requires_one_of: &[
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            ],
            template: "{compute_time} / {compute_speedup}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "upgraded_sequential_time",
            doc: "Time in sequence after the upgrade.",
            equation: "iron_law_sequential_time(upgraded_memory_time, upgraded_compute_time, overhead)",
            result_type: "Time",
            depends_on: &["overhead", "upgraded_memory_time", "upgraded_compute_time"],
            requires_one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            ],
            calls: &["iron_law_sequential_time"],
            template: "iron_law_sequential_time({upgraded_memory_time}, {upgraded_compute_time}, {overhead})",
            named_calls: "iron_law_sequential_time(upgraded_memory_time, upgraded_compute_time, overhead)",
            operation: "result of `iron_law_sequential_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "upgraded_overlapped_time",
            doc: "Time overlapped after the upgrade.",
            equation: "iron_law_overlapped_time(upgraded_memory_time, upgraded_compute_time, overhead)",
            result_type: "Time",
            depends_on: &["overhead", "upgraded_memory_time", "upgraded_compute_time"],
            requires_one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            ],
            calls: &["iron_law_overlapped_time"],
            template: "iron_law_overlapped_time({upgraded_memory_time}, {upgraded_compute_time}, {overhead})",
            named_calls: "iron_law_overlapped_time(upgraded_memory_time, upgraded_compute_time, overhead)",
            operation: "result of `iron_law_overlapped_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "naive_upgraded_time",
            doc: "What dividing the whole sequential time by both speedups would promise.",
            equation: "sequential_time / (memory_speedup * compute_speedup)",
            result_type: "Time",
            depends_on: &["memory_speedup", "compute_speedup", "sequential_time"],
            requires_one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            ],
            template: "{sequential_time} / ({memory_speedup} * {compute_speedup})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sequential_reduction",
            doc: "Share of the sequential time the upgrade removes.",
            equation: "1.0 - upgraded_sequential_time / sequential_time",
            result_type: "f64",
            depends_on: &["upgraded_sequential_time", "sequential_time"],
            requires_one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            ],
            template: "1.0 - {upgraded_sequential_time} / {sequential_time}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`memory_time_stated` and `data_volume` are not both given (the reference silently takes the stated time)",
            condition: "optional(memory_time_stated).is_none() || optional(data_volume).is_none()",
            inputs: &["memory_time_stated", "data_volume"],
        },
        __c::RuleInfo {
            text: "`compute_time_stated` is not given with `operations` or `effective_rate` (the reference silently takes the stated time)",
            condition: "optional(compute_time_stated).is_none()\n    || (optional(operations).is_none() && optional(effective_rate).is_none())",
            inputs: &["compute_time_stated", "operations", "effective_rate"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl IronLaw {
        ///Starts a [`IronLawBuilder`]; required inputs must be set before [`IronLawBuilder::build`].
        #[must_use]
        pub fn builder() -> IronLawBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> IronLawBuilder {
            IronLawBuilder {
                overhead: Some(__Clone::clone(&self.overhead)),
                memory_time_stated: __Clone::clone(&self.memory_time_stated),
                data_volume: __Clone::clone(&self.data_volume),
                bandwidth: __Clone::clone(&self.bandwidth),
                compute_time_stated: __Clone::clone(&self.compute_time_stated),
                operations: __Clone::clone(&self.operations),
                effective_rate: __Clone::clone(&self.effective_rate),
                memory_speedup: Some(__Clone::clone(&self.memory_speedup)),
                compute_speedup: Some(__Clone::clone(&self.compute_speedup)),
            }
        }
        /**The memory term.

Equation:

```text
match optional(memory_time_stated) {
    Some(t) => t,
    None => transfer_time(data_volume, bandwidth),
}
```
 Requires: give `memory_time_stated`, or all of `data_volume` and `bandwidth`.*/
        #[inline]
        pub fn memory_time(&self) -> __Result<Time, __c::EvalError> {
            let memory_time_stated = __Clone::clone(&self.memory_time_stated);
            struct memory_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    memory_time,
                >(
                    match ::mlsysim_core::equation::optional(memory_time_stated) {
                        Some(t) => t,
                        None => {
                            ::mlsysim_core::equation::transfer_time(
                                ::mlsysim_core::__private::present(
                                    &self.data_volume,
                                    "memory_time",
                                    "data_volume",
                                )?,
                                ::mlsysim_core::__private::present(
                                    &self.bandwidth,
                                    "memory_time",
                                    "bandwidth",
                                )?,
                            )?
                        }
                    },
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**The compute term.

Equation:

```text
match optional(compute_time_stated) {
    Some(t) => t,
    None => compute_time(operations, effective_rate),
}
```
 Requires: give `compute_time_stated`, or all of `operations` and `effective_rate`.*/
        #[inline]
        pub fn compute_time(&self) -> __Result<Time, __c::EvalError> {
            let compute_time_stated = __Clone::clone(&self.compute_time_stated);
            struct compute_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    compute_time,
                >(
                    match ::mlsysim_core::equation::optional(compute_time_stated) {
                        Some(t) => t,
                        None => {
                            mlsysim_core::laws::compute_time(
                                ::mlsysim_core::__private::present(
                                    &self.operations,
                                    "compute_time",
                                    "operations",
                                )?,
                                ::mlsysim_core::__private::present(
                                    &self.effective_rate,
                                    "compute_time",
                                    "effective_rate",
                                )?,
                            )?
                        }
                    },
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///The bandwidth after the upgrade. Equation: `bandwidth * memory_speedup`. Requires: give `memory_time_stated`, or all of `data_volume` and `bandwidth`.
        #[inline]
        pub fn upgraded_bandwidth(&self) -> __Result<DataRate, __c::EvalError> {
            let memory_speedup = __Clone::clone(&self.memory_speedup);
            struct upgraded_bandwidth {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    upgraded_bandwidth,
                >(
                    ::mlsysim_core::__private::present(
                            &self.bandwidth,
                            "upgraded_bandwidth",
                            "bandwidth",
                        )?
                        .eq_mul(memory_speedup)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Time with the three terms in sequence. Equation: `iron_law_sequential_time(memory_time, compute_time, overhead)`. Requires: give `memory_time_stated`, or all of `data_volume` and `bandwidth`. Requires: give `compute_time_stated`, or all of `operations` and `effective_rate`.
        #[inline]
        pub fn sequential_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_sequential_time(self.memory_time()?, self.compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_sequential_time(
            &self,
            memory_time: Time,
            compute_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let overhead = __Clone::clone(&self.overhead);
            struct sequential_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    sequential_time,
                >(
                    ::mlsysim_core::equation::iron_law_sequential_time(
                        memory_time,
                        compute_time,
                        overhead,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Time with loading and computing overlapped perfectly. Equation: `iron_law_overlapped_time(memory_time, compute_time, overhead)`. Requires: give `memory_time_stated`, or all of `data_volume` and `bandwidth`. Requires: give `compute_time_stated`, or all of `operations` and `effective_rate`.
        #[inline]
        pub fn overlapped_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_overlapped_time(self.memory_time()?, self.compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_overlapped_time(
            &self,
            memory_time: Time,
            compute_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let overhead = __Clone::clone(&self.overhead);
            struct overlapped_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    overlapped_time,
                >(
                    ::mlsysim_core::equation::iron_law_overlapped_time(
                        memory_time,
                        compute_time,
                        overhead,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///The memory term after the upgrade. Equation: `memory_time / memory_speedup`. Requires: give `memory_time_stated`, or all of `data_volume` and `bandwidth`.
        #[inline]
        pub fn upgraded_memory_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_upgraded_memory_time(self.memory_time()?)
        }
        #[doc(hidden)]
        fn __eq_upgraded_memory_time(
            &self,
            memory_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let memory_speedup = __Clone::clone(&self.memory_speedup);
            struct upgraded_memory_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    upgraded_memory_time,
                >(memory_time.eq_div(memory_speedup)?))(),
                &__PROPERTIES[5],
            )
        }
        ///The compute term after the upgrade. Equation: `compute_time / compute_speedup`. Requires: give `compute_time_stated`, or all of `operations` and `effective_rate`.
        #[inline]
        pub fn upgraded_compute_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_upgraded_compute_time(self.compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_upgraded_compute_time(
            &self,
            compute_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let compute_speedup = __Clone::clone(&self.compute_speedup);
            struct upgraded_compute_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    upgraded_compute_time,
                >(compute_time.eq_div(compute_speedup)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Time in sequence after the upgrade. Equation: `iron_law_sequential_time(upgraded_memory_time, upgraded_compute_time, overhead)`. Requires: give `memory_time_stated`, or all of `data_volume` and `bandwidth`. Requires: give `compute_time_stated`, or all of `operations` and `effective_rate`.
        #[inline]
        pub fn upgraded_sequential_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_upgraded_sequential_time(
                self.upgraded_memory_time()?,
                self.upgraded_compute_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_upgraded_sequential_time(
            &self,
            upgraded_memory_time: Time,
            upgraded_compute_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let overhead = __Clone::clone(&self.overhead);
            struct upgraded_sequential_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    upgraded_sequential_time,
                >(
                    ::mlsysim_core::equation::iron_law_sequential_time(
                        upgraded_memory_time,
                        upgraded_compute_time,
                        overhead,
                    )?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///Time overlapped after the upgrade. Equation: `iron_law_overlapped_time(upgraded_memory_time, upgraded_compute_time, overhead)`. Requires: give `memory_time_stated`, or all of `data_volume` and `bandwidth`. Requires: give `compute_time_stated`, or all of `operations` and `effective_rate`.
        #[inline]
        pub fn upgraded_overlapped_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_upgraded_overlapped_time(
                self.upgraded_memory_time()?,
                self.upgraded_compute_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_upgraded_overlapped_time(
            &self,
            upgraded_memory_time: Time,
            upgraded_compute_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let overhead = __Clone::clone(&self.overhead);
            struct upgraded_overlapped_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    upgraded_overlapped_time,
                >(
                    ::mlsysim_core::equation::iron_law_overlapped_time(
                        upgraded_memory_time,
                        upgraded_compute_time,
                        overhead,
                    )?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///What dividing the whole sequential time by both speedups would promise. Equation: `sequential_time / (memory_speedup * compute_speedup)`. Requires: give `memory_time_stated`, or all of `data_volume` and `bandwidth`. Requires: give `compute_time_stated`, or all of `operations` and `effective_rate`.
        #[inline]
        pub fn naive_upgraded_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_naive_upgraded_time(self.sequential_time()?)
        }
        #[doc(hidden)]
        fn __eq_naive_upgraded_time(
            &self,
            sequential_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let memory_speedup = __Clone::clone(&self.memory_speedup);
            let compute_speedup = __Clone::clone(&self.compute_speedup);
            struct naive_upgraded_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    naive_upgraded_time,
                >(sequential_time.eq_div(memory_speedup.eq_mul(compute_speedup)?)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Share of the sequential time the upgrade removes. Equation: `1.0 - upgraded_sequential_time / sequential_time`. Requires: give `memory_time_stated`, or all of `data_volume` and `bandwidth`. Requires: give `compute_time_stated`, or all of `operations` and `effective_rate`.
        #[inline]
        pub fn sequential_reduction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_sequential_reduction(
                self.upgraded_sequential_time()?,
                self.sequential_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_sequential_reduction(
            &self,
            upgraded_sequential_time: Time,
            sequential_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct sequential_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    sequential_reduction,
                >((1.0).eq_sub(upgraded_sequential_time.eq_div(sequential_time)?)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`IronLawValues`].
        #[must_use]
        pub fn evaluate(&self) -> IronLawValues<'_> {
            let memory_time = self.memory_time();
            let compute_time = self.compute_time();
            let upgraded_bandwidth = self.upgraded_bandwidth();
            let sequential_time = __c::after(
                (&memory_time, &compute_time),
                |(v0, v1)| self.__eq_sequential_time(v0, v1),
            );
            let overlapped_time = __c::after(
                (&memory_time, &compute_time),
                |(v0, v1)| self.__eq_overlapped_time(v0, v1),
            );
            let upgraded_memory_time = __c::after(
                (&memory_time,),
                |(v0,)| self.__eq_upgraded_memory_time(v0),
            );
            let upgraded_compute_time = __c::after(
                (&compute_time,),
                |(v0,)| self.__eq_upgraded_compute_time(v0),
            );
            let upgraded_sequential_time = __c::after(
                (&upgraded_memory_time, &upgraded_compute_time),
                |(v0, v1)| self.__eq_upgraded_sequential_time(v0, v1),
            );
            let upgraded_overlapped_time = __c::after(
                (&upgraded_memory_time, &upgraded_compute_time),
                |(v0, v1)| self.__eq_upgraded_overlapped_time(v0, v1),
            );
            let naive_upgraded_time = __c::after(
                (&sequential_time,),
                |(v0,)| self.__eq_naive_upgraded_time(v0),
            );
            let sequential_reduction = __c::after(
                (&upgraded_sequential_time, &sequential_time),
                |(v0, v1)| self.__eq_sequential_reduction(v0, v1),
            );
            IronLawValues {
                scenario: self,
                memory_time,
                compute_time,
                upgraded_bandwidth,
                sequential_time,
                overlapped_time,
                upgraded_memory_time,
                upgraded_compute_time,
                upgraded_sequential_time,
                upgraded_overlapped_time,
                naive_upgraded_time,
                sequential_reduction,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.overhead, &__INPUTS[0])?;
            __c::bounded(&self.memory_time_stated, &__INPUTS[1])?;
            __c::bounded(&self.data_volume, &__INPUTS[2])?;
            __c::bounded(&self.bandwidth, &__INPUTS[3])?;
            __c::bounded(&self.compute_time_stated, &__INPUTS[4])?;
            __c::bounded(&self.operations, &__INPUTS[5])?;
            __c::bounded(&self.effective_rate, &__INPUTS[6])?;
            __c::bounded(&self.memory_speedup, &__INPUTS[7])?;
            __c::bounded(&self.compute_speedup, &__INPUTS[8])?;
            __c::validate::one_of(
                &[
                    (&[self.memory_time_stated.is_some()], &["memory_time_stated"]),
                    (
                        &[self.data_volume.is_some(), self.bandwidth.is_some()],
                        &["data_volume", "bandwidth"],
                    ),
                ],
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
            )?;
            __c::validate::one_of(
                &[
                    (&[self.compute_time_stated.is_some()], &["compute_time_stated"]),
                    (
                        &[self.operations.is_some(), self.effective_rate.is_some()],
                        &["operations", "effective_rate"],
                    ),
                ],
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            )?;
            {
                let memory_time_stated = __Clone::clone(&self.memory_time_stated);
                let data_volume = __Clone::clone(&self.data_volume);
                __c::rule(
                    ::mlsysim_core::equation::optional(memory_time_stated).is_none()
                        || ::mlsysim_core::equation::optional(data_volume).is_none(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.memory_time_stated, &self.data_volume],
                )?;
            }
            {
                let compute_time_stated = __Clone::clone(&self.compute_time_stated);
                let operations = __Clone::clone(&self.operations);
                let effective_rate = __Clone::clone(&self.effective_rate);
                __c::rule(
                    ::mlsysim_core::equation::optional(compute_time_stated).is_none()
                        || (::mlsysim_core::equation::optional(operations).is_none()
                            && ::mlsysim_core::equation::optional(effective_rate)
                                .is_none()),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.compute_time_stated, &self.operations, &self.effective_rate],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_memory_time(&self) -> __c::Parts {
            __c::traced(
                self.memory_time(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let memory_time_stated = __Clone::clone(& self
                    .memory_time_stated); let part =
                    ::mlsysim_core::equation::optional(memory_time_stated); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "transfer_time", args :
                    ::std::vec![__c::Operand::Name("data_volume"),
                    __c::Operand::Name("bandwidth")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_compute_time(&self) -> __c::Parts {
            __c::traced(
                self.compute_time(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let compute_time_stated = __Clone::clone(& self
                    .compute_time_stated); let part =
                    ::mlsysim_core::equation::optional(compute_time_stated); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl IronLawBuilder {
        ///Sets `overhead`: Fixed overhead no upgrade shortens.
        #[must_use]
        pub fn overhead(mut self, value: Time) -> Self {
            self.overhead = Some(value);
            self
        }
        ///Sets `memory_time_stated`: The memory term, when known directly.
        #[must_use]
        pub fn memory_time_stated(mut self, value: Time) -> Self {
            self.memory_time_stated = Some(value);
            self
        }
        ///Leaves `memory_time_stated` absent.
        #[must_use]
        pub fn without_memory_time_stated(mut self) -> Self {
            self.memory_time_stated = None;
            self
        }
        ///Sets `data_volume`: Bytes the task moves, when the memory term is not stated.
        #[must_use]
        pub fn data_volume(mut self, value: Information) -> Self {
            self.data_volume = Some(value);
            self
        }
        ///Leaves `data_volume` absent.
        #[must_use]
        pub fn without_data_volume(mut self) -> Self {
            self.data_volume = None;
            self
        }
        ///Sets `bandwidth`: Bandwidth the bytes move at.
        #[must_use]
        pub fn bandwidth(mut self, value: DataRate) -> Self {
            self.bandwidth = Some(value);
            self
        }
        ///Leaves `bandwidth` absent.
        #[must_use]
        pub fn without_bandwidth(mut self) -> Self {
            self.bandwidth = None;
            self
        }
        ///Sets `compute_time_stated`: The compute term, when known directly.
        #[must_use]
        pub fn compute_time_stated(mut self, value: Time) -> Self {
            self.compute_time_stated = Some(value);
            self
        }
        ///Leaves `compute_time_stated` absent.
        #[must_use]
        pub fn without_compute_time_stated(mut self) -> Self {
            self.compute_time_stated = None;
            self
        }
        ///Sets `operations`: Work the task does, when the compute term is not stated.
        #[must_use]
        pub fn operations(mut self, value: FlopCount) -> Self {
            self.operations = Some(value);
            self
        }
        ///Leaves `operations` absent.
        #[must_use]
        pub fn without_operations(mut self) -> Self {
            self.operations = None;
            self
        }
        ///Sets `effective_rate`: Rate the work runs at: the peak times its utilization.
        #[must_use]
        pub fn effective_rate(mut self, value: FlopRate) -> Self {
            self.effective_rate = Some(value);
            self
        }
        ///Leaves `effective_rate` absent.
        #[must_use]
        pub fn without_effective_rate(mut self) -> Self {
            self.effective_rate = None;
            self
        }
        ///Sets `memory_speedup`: How many times faster the upgrade makes the memory term.
        #[must_use]
        pub fn memory_speedup(mut self, value: f64) -> Self {
            self.memory_speedup = Some(value);
            self
        }
        ///Sets `compute_speedup`: How many times faster the upgrade makes the compute term.
        #[must_use]
        pub fn compute_speedup(mut self, value: f64) -> Self {
            self.compute_speedup = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<IronLaw, __c::InputError> {
            let scenario = IronLaw {
                overhead: __c::given(self.overhead, "overhead")?,
                memory_time_stated: self.memory_time_stated,
                data_volume: self.data_volume,
                bandwidth: self.bandwidth,
                compute_time_stated: self.compute_time_stated,
                operations: self.operations,
                effective_rate: self.effective_rate,
                memory_speedup: self.memory_speedup.unwrap_or_else(|| 1.0),
                compute_speedup: self.compute_speedup.unwrap_or_else(|| 1.0),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for IronLawBuilder {
        type Scenario = IronLaw;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "overhead" => self.overhead = __c::set(value, &__INPUTS[0])?,
                "memory_time_stated" => {
                    self.memory_time_stated = __c::set(value, &__INPUTS[1])?;
                }
                "data_volume" => self.data_volume = __c::set(value, &__INPUTS[2])?,
                "bandwidth" => self.bandwidth = __c::set(value, &__INPUTS[3])?,
                "compute_time_stated" => {
                    self.compute_time_stated = __c::set(value, &__INPUTS[4])?;
                }
                "operations" => self.operations = __c::set(value, &__INPUTS[5])?,
                "effective_rate" => self.effective_rate = __c::set(value, &__INPUTS[6])?,
                "memory_speedup" => self.memory_speedup = __c::set(value, &__INPUTS[7])?,
                "compute_speedup" => {
                    self.compute_speedup = __c::set(value, &__INPUTS[8])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<IronLaw, __c::InputError> {
            IronLawBuilder::build(self)
        }
    }
    impl<'a> IronLawValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a IronLaw {
            self.scenario
        }
    }
    impl __c::Scenario for IronLaw {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "IronLaw",
            family: &IRON_LAW,
            summary: "The iron law of one machine for one task, and what upgrading the memory or the compute term buys.",
            description: "A task spends a memory term moving its data, a compute term doing its work, and a fixed\noverhead. In sequence the three add; with loading and computing overlapped perfectly the\ntask takes the longer of the two terms plus the overhead. Each term is given directly, or as\na volume over a rate. An upgrade divides the memory term by `memory_speedup` and the compute\nterm by `compute_speedup`; the overhead stays, so the whole falls by less than the upgrade\nsuggests.",
            notes: __c::meta::Notes {
                equation: "M = memory_time_stated or data_volume ÷ bandwidth; C = compute_time_stated or operations ÷ effective_rate; sequential = M + C + O; overlapped = max(M, C) + O; upgraded: M ÷ s_M, C ÷ s_C; naive = sequential ÷ (s_M × s_C); reduction = 1 − upgraded sequential ÷ sequential",
                assumptions: &[
                    "Each term is given stated (`memory_time_stated`, `compute_time_stated`) or as a volume over a rate (`data_volume` over `bandwidth`, `operations` over `effective_rate`). A bandwidth alone may accompany a stated memory time (it is what `upgraded_bandwidth` scales).",
                    "Times, volumes and operations are at least zero, rates and speedups above zero; the reference takes negative speedups and gives negative times.",
                    "The overhead is fixed: no upgrade shortens it.",
                ],
                rules: __RULES,
                excludes: &[
                    "Partial overlap between the two bounds, and upgrades that change the overhead (a faster host).",
                ],
                derivation: &[
                    "Sequential stages add; perfectly overlapped ones take the longer of the two. The naive estimate divides the whole by both speedups, as if the overhead shrank too.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Doubling bandwidth cuts a memory-bound task by under a third",
                    code: "// Doubling bandwidth cuts a memory-bound task by under a third\nuse mlsysim_compute::single_machine::iron_law_memory_bound_example;\n\nlet s = iron_law_memory_bound_example()?;\nlet ms = |t: mlsysim_core::Time| t.value * 1e3;\nassert!((ms(s.sequential_time()?) - 35.0).abs() < 1e-9);\nassert!((ms(s.naive_upgraded_time()?) - 17.5).abs() < 1e-9);\nassert!((s.sequential_reduction()? - 0.2857142857142857).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[
                &[&["memory_time_stated"], &["data_volume", "bandwidth"]],
                &[&["compute_time_stated"], &["operations", "effective_rate"]],
            ],
        };
        type Builder = IronLawBuilder;
        fn to_builder(&self) -> IronLawBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.overhead,
                    &self.memory_time_stated,
                    &self.data_volume,
                    &self.bandwidth,
                    &self.compute_time_stated,
                    &self.operations,
                    &self.effective_rate,
                    &self.memory_speedup,
                    &self.compute_speedup,
                ],
                &[
                    &values.memory_time,
                    &values.compute_time,
                    &values.upgraded_bandwidth,
                    &values.sequential_time,
                    &values.overlapped_time,
                    &values.upgraded_memory_time,
                    &values.upgraded_compute_time,
                    &values.upgraded_sequential_time,
                    &values.upgraded_overlapped_time,
                    &values.naive_upgraded_time,
                    &values.sequential_reduction,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "memory_time" => Some(Ok(self.__explain_memory_time())),
                "compute_time" => Some(Ok(self.__explain_compute_time())),
                _ => None,
            }
        }
    }
    __c::glue!(IronLaw);
};
