/**Accelerators for a peak request rate when each is an M/M/1 server whose tail latency must meet a budget.

The tail is taken as a fixed multiple k of the mean time in system S ÷ (1 − ρ), so the
highest safe utilization is ρ_max = 1 − k·S ÷ T. The fleet must supply the peak over ρ_max of
service rate; over one accelerator's rate 1 ÷ S that is a count, rounded up, then multiplied
by a headroom factor and rounded up again. Optionally the plan is redone with a batched
per-accelerator rate at the same utilization, and a fleet is priced per million requests.

# Equation

W(ρ) = S ÷ (1 − ρ); tail = k·W; ρ_max = 1 − k·S ÷ T; n = ⌈(peak ÷ ρ_max) ÷ (1 ÷ S)⌉; planned = ⌈n × headroom⌉

# Assumptions

- Each accelerator is an M/M/1 queue: Poisson arrivals split evenly, exponential service at batch one.
- The tail is `tail_factor` times the mean time in system; `exact_tail_factor` gives the factor an exponential time in system has at `tail_quantile`, which the plan does not use (as in the reference).
- Headroom is a factor of at least 1; utilizations and the tail quantile lie in [0, 1).
- The batched plan keeps the batch-one utilization limit; it does not redo the queue for batched service.

# Rules across inputs

- `tail_factor` × `service_time` is below `tail_budget`, so that the budget admits some load (the reference goes on with a negative utilization and negative counts) (`tail_factor * service_time < tail_budget`)

# Excludes

- Batch formation time, and the load a failed accelerator's requests put on the rest beyond the utilization shown.

# Derivation

- For M/M/1 the time in system is exponential with mean S ÷ (1 − ρ); requiring k·S ÷ (1 − ρ) ≤ T gives ρ ≤ 1 − k·S ÷ T.

# Examples

```rust
// 36 H100s for 5000 ResNet-50 requests a second under a 50 ms p99
use mlsysim_serving::one_machine::resnet50_fleet_plan_h100;

let s = resnet50_fleet_plan_h100()?;
assert_eq!(s.accelerators()?, 27);
assert_eq!(s.accelerators_planned()?, 36);
assert_eq!(s.batched_accelerators_planned()?, 3);
assert!((s.cost_per_million(36)?.value - 8.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MM1CapacityPlan {
    ///Mean service time of one request on one accelerator. *Shown in `MILLISECOND`; allowed > 0.*
    pub service_time: Time,
    ///Tail latency as a multiple of the mean time in system. *Allowed > 0.*
    pub tail_factor: f64,
    ///The quantile the tail factor stands for. *Default `0.99`; allowed [0.0, 1.0).*
    pub tail_quantile: f64,
    ///Budget for the tail of queueing plus service. *Shown in `MILLISECOND`; allowed > 0.*
    pub tail_budget: Time,
    ///Peak arrival rate of the whole fleet. *Shown in `PER_SECOND`; allowed > 0.*
    pub peak_rate: Frequency,
    ///Factor on the rounded-up count, for spikes. *Allowed >= 1.0.*
    pub headroom: f64,
    ///Utilizations at which to report the time in system. *Default `vec![]`; allowed [0.0, 1.0).*
    pub utilization_points: Vec<f64>,
    ///A utilization where mean and tail are compared; a sample point only. *Optional (absent by default); allowed [0.0, 1.0).*
    pub example_utilization: Option<f64>,
    ///Requests a second one accelerator serves in batches, for the batched plan. *Optional (absent by default); shown in `PER_SECOND`; allowed > 0.*
    pub batched_rate: Option<Frequency>,
    ///Hourly price of one accelerator. *Optional (absent by default); shown in `USD_PER_HOUR`; allowed >= 0.*
    pub accelerator_price: Option<MoneyRate>,
}
///Builds a [`MM1CapacityPlan`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MM1CapacityPlanBuilder {
    service_time: ::core::option::Option<Time>,
    tail_factor: ::core::option::Option<f64>,
    tail_quantile: ::core::option::Option<f64>,
    tail_budget: ::core::option::Option<Time>,
    peak_rate: ::core::option::Option<Frequency>,
    headroom: ::core::option::Option<f64>,
    utilization_points: ::core::option::Option<Vec<f64>>,
    example_utilization: ::core::option::Option<f64>,
    batched_rate: ::core::option::Option<Frequency>,
    accelerator_price: ::core::option::Option<MoneyRate>,
}
///Every property of a [`MM1CapacityPlan`], each computed once (see [`MM1CapacityPlan::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MM1CapacityPlanValues<'a> {
    scenario: &'a MM1CapacityPlan,
    ///Requests a second one accelerator serves at batch one.
    pub service_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///The factor an exponential time in system has at `tail_quantile`.
    pub exact_tail_factor: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The highest utilization that keeps the tail within the budget.
    pub max_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Service rate the fleet must supply.
    pub required_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Accelerators that supply it, unrounded.
    pub accelerators_exact: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Accelerators that supply it.
    pub accelerators: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Accelerators with headroom.
    pub accelerators_planned: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Utilization of the planned fleet with one accelerator lost.
    pub utilization_after_failure: ::core::result::Result<
        f64,
        ::mlsysim_core::EvalError,
    >,
    ///Accelerators if each ran fully busy, unrounded.
    pub saturated_accelerators_exact: ::core::result::Result<
        f64,
        ::mlsysim_core::EvalError,
    >,
    ///Accelerators at the batched rate and the same utilization limit.
    pub batched_accelerators: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Batched accelerators with headroom.
    pub batched_accelerators_planned: ::core::result::Result<
        i64,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "service_time",
            ty: "Time",
            doc: "Mean service time of one request on one accelerator.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tail_factor",
            ty: "f64",
            doc: "Tail latency as a multiple of the mean time in system.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tail_quantile",
            ty: "f64",
            doc: "The quantile the tail factor stands for.",
            default: Some("0.99"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tail_budget",
            ty: "Time",
            doc: "Budget for the tail of queueing plus service.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "peak_rate",
            ty: "Frequency",
            doc: "Peak arrival rate of the whole fleet.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "headroom",
            ty: "f64",
            doc: "Factor on the rounded-up count, for spikes.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1.0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization_points",
            ty: "Vec<f64>",
            doc: "Utilizations at which to report the time in system.",
            default: Some("vec![]"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "example_utilization",
            ty: "Option<f64>",
            doc: "A utilization where mean and tail are compared; a sample point only.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batched_rate",
            ty: "Option<Frequency>",
            doc: "Requests a second one accelerator serves in batches, for the batched plan.",
            optional: true,
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator_price",
            ty: "Option<MoneyRate>",
            doc: "Hourly price of one accelerator.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "service_rate",
            doc: "Requests a second one accelerator serves at batch one.",
            equation: "1.0 / service_time",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["service_time"],
            template: "1.0 / {service_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "exact_tail_factor",
            doc: "The factor an exponential time in system has at `tail_quantile`.",
            equation: "exponential_quantile_factor(tail_quantile)",
            result_type: "f64",
            depends_on: &["tail_quantile"],
            calls: &["exponential_quantile_factor"],
            template: "exponential_quantile_factor({tail_quantile})",
            named_calls: "exponential_quantile_factor(tail_quantile)",
            operation: "result of `exponential_quantile_factor`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "max_utilization",
            doc: "The highest utilization that keeps the tail within the budget.",
            equation: "mm1_max_utilization(service_time, tail_budget, tail_factor)",
            result_type: "f64",
            depends_on: &["service_time", "tail_budget", "tail_factor"],
            calls: &["mm1_max_utilization"],
            template: "mm1_max_utilization({service_time}, {tail_budget}, {tail_factor})",
            named_calls: "mm1_max_utilization(service_time, tail_budget, tail_factor)",
            operation: "result of `mm1_max_utilization`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "required_rate",
            doc: "Service rate the fleet must supply.",
            equation: "peak_rate / max_utilization",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["peak_rate", "max_utilization"],
            template: "{peak_rate} / {max_utilization}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerators_exact",
            doc: "Accelerators that supply it, unrounded.",
            equation: "required_rate / service_rate",
            result_type: "f64",
            depends_on: &["required_rate", "service_rate"],
            template: "{required_rate} / {service_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerators",
            doc: "Accelerators that supply it.",
            equation: "ceil(accelerators_exact)",
            result_type: "i64",
            depends_on: &["accelerators_exact"],
            calls: &["ceil"],
            template: "ceil({accelerators_exact})",
            named_calls: "ceil(accelerators_exact)",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerators_planned",
            doc: "Accelerators with headroom.",
            equation: "ceil(accelerators * headroom)",
            result_type: "i64",
            depends_on: &["headroom", "accelerators"],
            calls: &["ceil"],
            template: "ceil({accelerators} * {headroom})",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "utilization_after_failure",
            doc: "Utilization of the planned fleet with one accelerator lost.",
            equation: "{\n    require(\n        accelerators_planned > 1,\n        \"a fleet of one accelerator has none left after a failure\",\n    );\n    peak_rate / (service_rate * (accelerators_planned - 1))\n}",
            result_type: "f64",
            depends_on: &["peak_rate", "accelerators_planned", "service_rate"],
            calls: &["require"],
            template: "{{\n    require(\n        {accelerators_planned} > 1,\n        \"a fleet of one accelerator has none left after a failure\",\n    );\n    {peak_rate} / ({service_rate} * ({accelerators_planned} - 1))\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saturated_accelerators_exact",
            doc: "Accelerators if each ran fully busy, unrounded.",
            equation: "peak_rate / service_rate",
            result_type: "f64",
            depends_on: &["peak_rate", "service_rate"],
            template: "{peak_rate} / {service_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batched_accelerators",
            doc: "Accelerators at the batched rate and the same utilization limit.",
            equation: "ceil(peak_rate / (max_utilization * batched_rate))",
            result_type: "i64",
            depends_on: &["peak_rate", "batched_rate", "max_utilization"],
            requires: &["batched_rate"],
            calls: &["ceil"],
            template: "ceil({peak_rate} / ({max_utilization} * {batched_rate}))",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batched_accelerators_planned",
            doc: "Batched accelerators with headroom.",
            equation: "ceil(batched_accelerators * headroom)",
            result_type: "i64",
            depends_on: &["headroom", "batched_accelerators"],
            requires: &["batched_rate"],
            calls: &["ceil"],
            template: "ceil({batched_accelerators} * {headroom})",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "time_in_system",
            kind: __c::MemberKind::Method,
            doc: "Mean time in system at `utilization`.",
            equation: "mm1_time_in_system(service_time, utilization)",
            args: &[
                __c::ArgInfo {
                    name: "utilization",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("utilization_points"),
                        __c::Sample::From("example_utilization"),
                    ],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["service_time"],
            calls: &["mm1_time_in_system"],
            template: "mm1_time_in_system({service_time}, {utilization})",
            named_calls: "mm1_time_in_system(service_time, utilization)",
            operation: "result of `mm1_time_in_system`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tail_time",
            kind: __c::MemberKind::Method,
            doc: "Tail time in system at `utilization`.",
            equation: "tail_factor * time_in_system(utilization)",
            args: &[
                __c::ArgInfo {
                    name: "utilization",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("utilization_points"),
                        __c::Sample::From("example_utilization"),
                    ],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["tail_factor"],
            template: "{tail_factor} * {#0 time_in_system(utilization)}",
            named_calls: "time_in_system(utilization)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost_per_million",
            kind: __c::MemberKind::Method,
            doc: "Cost of a million requests on a fleet of `count` accelerators at the peak rate.",
            equation: "price_per_request(count * accelerator_price, peak_rate) * 1e6",
            args: &[
                __c::ArgInfo {
                    name: "count",
                    ty: "u32",
                    samples: &[
                        __c::Sample::From("accelerators"),
                        __c::Sample::From("accelerators_planned"),
                        __c::Sample::From("batched_accelerators"),
                        __c::Sample::From("batched_accelerators_planned"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["accelerator_price", "peak_rate"],
            requires: &["accelerator_price"],
            calls: &["price_per_request"],
            template: "price_per_request({count} * {accelerator_price}, {peak_rate}) * 1e6",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`tail_factor` × `service_time` is below `tail_budget`, so that the budget admits some load (the reference goes on with a negative utilization and negative counts)",
            condition: "tail_factor * service_time < tail_budget",
            inputs: &["tail_factor", "service_time", "tail_budget"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl MM1CapacityPlan {
        ///Starts a [`MM1CapacityPlanBuilder`]; required inputs must be set before [`MM1CapacityPlanBuilder::build`].
        #[must_use]
        pub fn builder() -> MM1CapacityPlanBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MM1CapacityPlanBuilder {
            MM1CapacityPlanBuilder {
                service_time: Some(__Clone::clone(&self.service_time)),
                tail_factor: Some(__Clone::clone(&self.tail_factor)),
                tail_quantile: Some(__Clone::clone(&self.tail_quantile)),
                tail_budget: Some(__Clone::clone(&self.tail_budget)),
                peak_rate: Some(__Clone::clone(&self.peak_rate)),
                headroom: Some(__Clone::clone(&self.headroom)),
                utilization_points: Some(__Clone::clone(&self.utilization_points)),
                example_utilization: __Clone::clone(&self.example_utilization),
                batched_rate: __Clone::clone(&self.batched_rate),
                accelerator_price: __Clone::clone(&self.accelerator_price),
            }
        }
        ///Requests a second one accelerator serves at batch one. Equation: `1.0 / service_time`.
        #[inline]
        pub fn service_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let service_time = __Clone::clone(&self.service_time);
            struct service_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    service_rate,
                >((1.0).eq_div(service_time)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Mean time in system at `utilization`. Equation: `mm1_time_in_system(service_time, utilization)`.
        #[inline]
        pub fn time_in_system(
            &self,
            utilization: f64,
        ) -> __Result<Time, __c::EvalError> {
            __c::argument(&utilization, "time_in_system", &(&__METHODS[0]).args[0])?;
            let service_time = __Clone::clone(&self.service_time);
            struct time_in_system {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    time_in_system,
                >(
                    ::mlsysim_core::equation::mm1_time_in_system(
                        service_time,
                        utilization,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Tail time in system at `utilization`. Equation: `tail_factor * time_in_system(utilization)`.
        #[inline]
        pub fn tail_time(&self, utilization: f64) -> __Result<Time, __c::EvalError> {
            __c::argument(&utilization, "tail_time", &(&__METHODS[1]).args[0])?;
            let tail_factor = __Clone::clone(&self.tail_factor);
            let time_in_system = |utilization: f64| self.time_in_system(utilization);
            struct tail_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    tail_time,
                >(tail_factor.eq_mul(time_in_system(utilization)?)?))(),
                &__METHODS[1],
            )
        }
        ///The factor an exponential time in system has at `tail_quantile`. Equation: `exponential_quantile_factor(tail_quantile)`.
        #[inline]
        pub fn exact_tail_factor(&self) -> __Result<f64, __c::EvalError> {
            let tail_quantile = __Clone::clone(&self.tail_quantile);
            struct exact_tail_factor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    exact_tail_factor,
                >(
                    ::mlsysim_core::equation::exponential_quantile_factor(tail_quantile)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///The highest utilization that keeps the tail within the budget. Equation: `mm1_max_utilization(service_time, tail_budget, tail_factor)`.
        #[inline]
        pub fn max_utilization(&self) -> __Result<f64, __c::EvalError> {
            let service_time = __Clone::clone(&self.service_time);
            let tail_budget = __Clone::clone(&self.tail_budget);
            let tail_factor = __Clone::clone(&self.tail_factor);
            struct max_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    max_utilization,
                >(
                    ::mlsysim_core::equation::mm1_max_utilization(
                        service_time,
                        tail_budget,
                        tail_factor,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Service rate the fleet must supply. Equation: `peak_rate / max_utilization`.
        #[inline]
        pub fn required_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_required_rate(self.max_utilization()?)
        }
        #[doc(hidden)]
        fn __eq_required_rate(
            &self,
            max_utilization: f64,
        ) -> __Result<Frequency, __c::EvalError> {
            let peak_rate = __Clone::clone(&self.peak_rate);
            struct required_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    required_rate,
                >(peak_rate.eq_div(max_utilization)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Accelerators that supply it, unrounded. Equation: `required_rate / service_rate`.
        #[inline]
        pub fn accelerators_exact(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_accelerators_exact(self.required_rate()?, self.service_rate()?)
        }
        #[doc(hidden)]
        fn __eq_accelerators_exact(
            &self,
            required_rate: Frequency,
            service_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            struct accelerators_exact {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    accelerators_exact,
                >(required_rate.eq_div(service_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Accelerators that supply it. Equation: `ceil(accelerators_exact)`.
        #[inline]
        pub fn accelerators(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_accelerators(self.accelerators_exact()?)
        }
        #[doc(hidden)]
        fn __eq_accelerators(
            &self,
            accelerators_exact: f64,
        ) -> __Result<i64, __c::EvalError> {
            struct accelerators {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    accelerators,
                >(::mlsysim_core::equation::ceil(accelerators_exact)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Accelerators with headroom. Equation: `ceil(accelerators * headroom)`.
        #[inline]
        pub fn accelerators_planned(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_accelerators_planned(self.accelerators()?)
        }
        #[doc(hidden)]
        fn __eq_accelerators_planned(
            &self,
            accelerators: i64,
        ) -> __Result<i64, __c::EvalError> {
            let headroom = __Clone::clone(&self.headroom);
            struct accelerators_planned {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    accelerators_planned,
                >(::mlsysim_core::equation::ceil(accelerators.eq_mul(headroom)?)?))(),
                &__PROPERTIES[6],
            )
        }
        /**Utilization of the planned fleet with one accelerator lost.

Equation:

```text
{
    require(
        accelerators_planned > 1,
        "a fleet of one accelerator has none left after a failure",
    );
    peak_rate / (service_rate * (accelerators_planned - 1))
}
```
*/
        #[inline]
        pub fn utilization_after_failure(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_utilization_after_failure(
                self.accelerators_planned()?,
                self.service_rate()?,
            )
        }
        #[doc(hidden)]
        fn __eq_utilization_after_failure(
            &self,
            accelerators_planned: i64,
            service_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            let peak_rate = __Clone::clone(&self.peak_rate);
            struct utilization_after_failure {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    utilization_after_failure,
                >({
                    ::mlsysim_core::equation::require(
                        accelerators_planned > 1,
                        "a fleet of one accelerator has none left after a failure",
                    )?;
                    peak_rate
                        .eq_div(
                            service_rate.eq_mul(accelerators_planned.eq_sub(1i64)?)?,
                        )?
                }))(),
                &__PROPERTIES[7],
            )
        }
        ///Accelerators if each ran fully busy, unrounded. Equation: `peak_rate / service_rate`.
        #[inline]
        pub fn saturated_accelerators_exact(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_saturated_accelerators_exact(self.service_rate()?)
        }
        #[doc(hidden)]
        fn __eq_saturated_accelerators_exact(
            &self,
            service_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            let peak_rate = __Clone::clone(&self.peak_rate);
            struct saturated_accelerators_exact {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    saturated_accelerators_exact,
                >(peak_rate.eq_div(service_rate)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Accelerators at the batched rate and the same utilization limit. Equation: `ceil(peak_rate / (max_utilization * batched_rate))`. Requires `batched_rate` (an error names the absent one).
        #[inline]
        pub fn batched_accelerators(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_batched_accelerators(self.max_utilization()?)
        }
        #[doc(hidden)]
        fn __eq_batched_accelerators(
            &self,
            max_utilization: f64,
        ) -> __Result<i64, __c::EvalError> {
            let peak_rate = __Clone::clone(&self.peak_rate);
            let batched_rate = __c::present(
                &self.batched_rate,
                "batched_accelerators",
                "batched_rate",
            )?;
            struct batched_accelerators {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    batched_accelerators,
                >(
                    ::mlsysim_core::equation::ceil(
                        peak_rate.eq_div(max_utilization.eq_mul(batched_rate)?)?,
                    )?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///Batched accelerators with headroom. Equation: `ceil(batched_accelerators * headroom)`. Requires `batched_rate` (an error names the absent one).
        #[inline]
        pub fn batched_accelerators_planned(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_batched_accelerators_planned(self.batched_accelerators()?)
        }
        #[doc(hidden)]
        fn __eq_batched_accelerators_planned(
            &self,
            batched_accelerators: i64,
        ) -> __Result<i64, __c::EvalError> {
            let headroom = __Clone::clone(&self.headroom);
            struct batched_accelerators_planned {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    batched_accelerators_planned,
                >(
                    ::mlsysim_core::equation::ceil(
                        batched_accelerators.eq_mul(headroom)?,
                    )?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Cost of a million requests on a fleet of `count` accelerators at the peak rate. Equation: `price_per_request(count * accelerator_price, peak_rate) * 1e6`. Requires `accelerator_price` (an error names the absent one).
        #[inline]
        pub fn cost_per_million(&self, count: u32) -> __Result<Usd, __c::EvalError> {
            __c::argument(&count, "cost_per_million", &(&__METHODS[2]).args[0])?;
            let accelerator_price = __c::present(
                &self.accelerator_price,
                "cost_per_million",
                "accelerator_price",
            )?;
            let peak_rate = __Clone::clone(&self.peak_rate);
            struct cost_per_million {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    cost_per_million,
                >(
                    ::mlsysim_core::equation::price_per_request(
                            count.eq_mul(accelerator_price)?,
                            peak_rate,
                        )?
                        .eq_mul(1e6)?,
                ))(),
                &__METHODS[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MM1CapacityPlanValues`].
        #[must_use]
        pub fn evaluate(&self) -> MM1CapacityPlanValues<'_> {
            let service_rate = self.service_rate();
            let exact_tail_factor = self.exact_tail_factor();
            let max_utilization = self.max_utilization();
            let required_rate = __c::after(
                (&max_utilization,),
                |(v0,)| self.__eq_required_rate(v0),
            );
            let accelerators_exact = __c::after(
                (&required_rate, &service_rate),
                |(v0, v1)| self.__eq_accelerators_exact(v0, v1),
            );
            let accelerators = __c::after(
                (&accelerators_exact,),
                |(v0,)| self.__eq_accelerators(v0),
            );
            let accelerators_planned = __c::after(
                (&accelerators,),
                |(v0,)| self.__eq_accelerators_planned(v0),
            );
            let utilization_after_failure = __c::after(
                (&accelerators_planned, &service_rate),
                |(v0, v1)| self.__eq_utilization_after_failure(v0, v1),
            );
            let saturated_accelerators_exact = __c::after(
                (&service_rate,),
                |(v0,)| self.__eq_saturated_accelerators_exact(v0),
            );
            let batched_accelerators = __c::after(
                (&max_utilization,),
                |(v0,)| self.__eq_batched_accelerators(v0),
            );
            let batched_accelerators_planned = __c::after(
                (&batched_accelerators,),
                |(v0,)| self.__eq_batched_accelerators_planned(v0),
            );
            MM1CapacityPlanValues {
                scenario: self,
                service_rate,
                exact_tail_factor,
                max_utilization,
                required_rate,
                accelerators_exact,
                accelerators,
                accelerators_planned,
                utilization_after_failure,
                saturated_accelerators_exact,
                batched_accelerators,
                batched_accelerators_planned,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.service_time, &__INPUTS[0])?;
            __c::bounded(&self.tail_factor, &__INPUTS[1])?;
            __c::bounded_plain(&self.tail_quantile, &__INPUTS[2])?;
            __c::bounded(&self.tail_budget, &__INPUTS[3])?;
            __c::bounded(&self.peak_rate, &__INPUTS[4])?;
            __c::bounded_plain(&self.headroom, &__INPUTS[5])?;
            __c::bounded_plain(&self.utilization_points, &__INPUTS[6])?;
            __c::bounded_plain(&self.example_utilization, &__INPUTS[7])?;
            __c::bounded(&self.batched_rate, &__INPUTS[8])?;
            __c::bounded(&self.accelerator_price, &__INPUTS[9])?;
            {
                let tail_factor = __Clone::clone(&self.tail_factor);
                let service_time = __Clone::clone(&self.service_time);
                let tail_budget = __Clone::clone(&self.tail_budget);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    __c::RuleOutcome::decided(
                        tail_factor.eq_mul(service_time)? < tail_budget,
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.tail_factor, &self.service_time, &self.tail_budget],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_tail_time(&self, utilization: f64) -> __c::Parts {
            __c::traced(
                self.tail_time(__Clone::clone(&utilization)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let utilization = __Clone::clone(& utilization); let
                    time_in_system = | utilization : f64 | self
                    .time_in_system(utilization); let part = time_in_system(utilization)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "time_in_system", args :
                    ::std::vec![__c::Operand::Name("utilization")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_accelerators_planned(&self) -> __c::Parts {
            __c::traced(
                self.accelerators_planned(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let accelerators = self
                    .accelerators() ?; let headroom = __Clone::clone(& self.headroom);
                    let part = accelerators.eq_mul(headroom) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_utilization_after_failure(&self) -> __c::Parts {
            __c::traced(
                self.utilization_after_failure(),
                &__PROPERTIES[7],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "require", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let accelerators_planned =
                    self.accelerators_planned() ?; let part = accelerators_planned > 1;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part =
                    "a fleet of one accelerator has none left after a failure"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_batched_accelerators(&self) -> __c::Parts {
            __c::traced(
                self.batched_accelerators(),
                &__PROPERTIES[9],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let peak_rate =
                    __Clone::clone(& self.peak_rate); let max_utilization = self
                    .max_utilization() ?; let batched_rate = __c::present(& self
                    .batched_rate, "batched_accelerators", "batched_rate") ?; let part =
                    peak_rate.eq_div(max_utilization.eq_mul(batched_rate) ?) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_batched_accelerators_planned(&self) -> __c::Parts {
            __c::traced(
                self.batched_accelerators_planned(),
                &__PROPERTIES[10],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let batched_accelerators =
                    self.batched_accelerators() ?; let headroom = __Clone::clone(& self
                    .headroom); let part = batched_accelerators.eq_mul(headroom) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_cost_per_million(&self, count: u32) -> __c::Parts {
            __c::traced(
                self.cost_per_million(__Clone::clone(&count)),
                &__METHODS[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "price_per_request", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let count =
                    __Clone::clone(& count); let accelerator_price = __c::present(& self
                    .accelerator_price, "cost_per_million", "accelerator_price") ?; let
                    part = count.eq_mul(accelerator_price) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()), __c::Operand::Name("peak_rate")] }
                ],
            )
        }
    }
    impl MM1CapacityPlanBuilder {
        ///Sets `service_time`: Mean service time of one request on one accelerator.
        #[must_use]
        pub fn service_time(mut self, value: Time) -> Self {
            self.service_time = Some(value);
            self
        }
        ///Sets `tail_factor`: Tail latency as a multiple of the mean time in system.
        #[must_use]
        pub fn tail_factor(mut self, value: f64) -> Self {
            self.tail_factor = Some(value);
            self
        }
        ///Sets `tail_quantile`: The quantile the tail factor stands for.
        #[must_use]
        pub fn tail_quantile(mut self, value: f64) -> Self {
            self.tail_quantile = Some(value);
            self
        }
        ///Sets `tail_budget`: Budget for the tail of queueing plus service.
        #[must_use]
        pub fn tail_budget(mut self, value: Time) -> Self {
            self.tail_budget = Some(value);
            self
        }
        ///Sets `peak_rate`: Peak arrival rate of the whole fleet.
        #[must_use]
        pub fn peak_rate(mut self, value: Frequency) -> Self {
            self.peak_rate = Some(value);
            self
        }
        ///Sets `headroom`: Factor on the rounded-up count, for spikes.
        #[must_use]
        pub fn headroom(mut self, value: f64) -> Self {
            self.headroom = Some(value);
            self
        }
        ///Sets `utilization_points`: Utilizations at which to report the time in system.
        #[must_use]
        pub fn utilization_points(mut self, value: Vec<f64>) -> Self {
            self.utilization_points = Some(value);
            self
        }
        ///Sets `example_utilization`: A utilization where mean and tail are compared; a sample point only.
        #[must_use]
        pub fn example_utilization(mut self, value: f64) -> Self {
            self.example_utilization = Some(value);
            self
        }
        ///Leaves `example_utilization` absent.
        #[must_use]
        pub fn without_example_utilization(mut self) -> Self {
            self.example_utilization = None;
            self
        }
        ///Sets `batched_rate`: Requests a second one accelerator serves in batches, for the batched plan.
        #[must_use]
        pub fn batched_rate(mut self, value: Frequency) -> Self {
            self.batched_rate = Some(value);
            self
        }
        ///Leaves `batched_rate` absent.
        #[must_use]
        pub fn without_batched_rate(mut self) -> Self {
            self.batched_rate = None;
            self
        }
        ///Sets `accelerator_price`: Hourly price of one accelerator.
        #[must_use]
        pub fn accelerator_price(mut self, value: MoneyRate) -> Self {
            self.accelerator_price = Some(value);
            self
        }
        ///Leaves `accelerator_price` absent.
        #[must_use]
        pub fn without_accelerator_price(mut self) -> Self {
            self.accelerator_price = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MM1CapacityPlan, __c::InputError> {
            let scenario = MM1CapacityPlan {
                service_time: __c::given(self.service_time, "service_time")?,
                tail_factor: __c::given(self.tail_factor, "tail_factor")?,
                tail_quantile: self.tail_quantile.unwrap_or_else(|| 0.99),
                tail_budget: __c::given(self.tail_budget, "tail_budget")?,
                peak_rate: __c::given(self.peak_rate, "peak_rate")?,
                headroom: __c::given(self.headroom, "headroom")?,
                utilization_points: self.utilization_points.unwrap_or_else(|| vec![]),
                example_utilization: self.example_utilization,
                batched_rate: self.batched_rate,
                accelerator_price: self.accelerator_price,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MM1CapacityPlanBuilder {
        type Scenario = MM1CapacityPlan;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "service_time" => self.service_time = __c::set(value, &__INPUTS[0])?,
                "tail_factor" => self.tail_factor = __c::set(value, &__INPUTS[1])?,
                "tail_quantile" => self.tail_quantile = __c::set(value, &__INPUTS[2])?,
                "tail_budget" => self.tail_budget = __c::set(value, &__INPUTS[3])?,
                "peak_rate" => self.peak_rate = __c::set(value, &__INPUTS[4])?,
                "headroom" => self.headroom = __c::set(value, &__INPUTS[5])?,
                "utilization_points" => {
                    self.utilization_points = __c::set(value, &__INPUTS[6])?;
                }
                "example_utilization" => {
                    self.example_utilization = __c::set(value, &__INPUTS[7])?;
                }
                "batched_rate" => self.batched_rate = __c::set(value, &__INPUTS[8])?,
                "accelerator_price" => {
                    self.accelerator_price = __c::set(value, &__INPUTS[9])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MM1CapacityPlan, __c::InputError> {
            MM1CapacityPlanBuilder::build(self)
        }
    }
    impl<'a> MM1CapacityPlanValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MM1CapacityPlan {
            self.scenario
        }
        ///[`MM1CapacityPlan::time_in_system`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn time_in_system(
            &self,
            utilization: f64,
        ) -> __Result<Time, __c::EvalError> {
            self.scenario.time_in_system(utilization)
        }
        ///[`MM1CapacityPlan::tail_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn tail_time(&self, utilization: f64) -> __Result<Time, __c::EvalError> {
            self.scenario.tail_time(utilization)
        }
        ///[`MM1CapacityPlan::cost_per_million`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn cost_per_million(&self, count: u32) -> __Result<Usd, __c::EvalError> {
            self.scenario.cost_per_million(count)
        }
    }
    impl __c::Scenario for MM1CapacityPlan {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MM1CapacityPlan",
            family: &ONE_MACHINE,
            summary: "Accelerators for a peak request rate when each is an M/M/1 server whose tail latency must meet a budget.",
            description: "The tail is taken as a fixed multiple k of the mean time in system S ÷ (1 − ρ), so the\nhighest safe utilization is ρ_max = 1 − k·S ÷ T. The fleet must supply the peak over ρ_max of\nservice rate; over one accelerator's rate 1 ÷ S that is a count, rounded up, then multiplied\nby a headroom factor and rounded up again. Optionally the plan is redone with a batched\nper-accelerator rate at the same utilization, and a fleet is priced per million requests.",
            notes: __c::meta::Notes {
                equation: "W(ρ) = S ÷ (1 − ρ); tail = k·W; ρ_max = 1 − k·S ÷ T; n = ⌈(peak ÷ ρ_max) ÷ (1 ÷ S)⌉; planned = ⌈n × headroom⌉",
                assumptions: &[
                    "Each accelerator is an M/M/1 queue: Poisson arrivals split evenly, exponential service at batch one.",
                    "The tail is `tail_factor` times the mean time in system; `exact_tail_factor` gives the factor an exponential time in system has at `tail_quantile`, which the plan does not use (as in the reference).",
                    "Headroom is a factor of at least 1; utilizations and the tail quantile lie in [0, 1).",
                    "The batched plan keeps the batch-one utilization limit; it does not redo the queue for batched service.",
                ],
                rules: __RULES,
                excludes: &[
                    "Batch formation time, and the load a failed accelerator's requests put on the rest beyond the utilization shown.",
                ],
                derivation: &[
                    "For M/M/1 the time in system is exponential with mean S ÷ (1 − ρ); requiring k·S ÷ (1 − ρ) ≤ T gives ρ ≤ 1 − k·S ÷ T.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "36 H100s for 5000 ResNet-50 requests a second under a 50 ms p99",
                    code: "// 36 H100s for 5000 ResNet-50 requests a second under a 50 ms p99\nuse mlsysim_serving::one_machine::resnet50_fleet_plan_h100;\n\nlet s = resnet50_fleet_plan_h100()?;\nassert_eq!(s.accelerators()?, 27);\nassert_eq!(s.accelerators_planned()?, 36);\nassert_eq!(s.batched_accelerators_planned()?, 3);\nassert!((s.cost_per_million(36)?.value - 8.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MM1CapacityPlanBuilder;
        fn to_builder(&self) -> MM1CapacityPlanBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.service_time,
                    &self.tail_factor,
                    &self.tail_quantile,
                    &self.tail_budget,
                    &self.peak_rate,
                    &self.headroom,
                    &self.utilization_points,
                    &self.example_utilization,
                    &self.batched_rate,
                    &self.accelerator_price,
                ],
                &[
                    &values.service_rate,
                    &values.exact_tail_factor,
                    &values.max_utilization,
                    &values.required_rate,
                    &values.accelerators_exact,
                    &values.accelerators,
                    &values.accelerators_planned,
                    &values.utilization_after_failure,
                    &values.saturated_accelerators_exact,
                    &values.batched_accelerators,
                    &values.batched_accelerators_planned,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "time_in_system" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.time_in_system(a0), &__METHODS[0])
                }
                "tail_time" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.tail_time(a0), &__METHODS[1])
                }
                "cost_per_million" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.cost_per_million(a0), &__METHODS[2])
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
                "tail_time" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_tail_time(a0)),
                    )
                }
                "accelerators_planned" => Some(Ok(self.__explain_accelerators_planned())),
                "utilization_after_failure" => {
                    Some(Ok(self.__explain_utilization_after_failure()))
                }
                "batched_accelerators" => Some(Ok(self.__explain_batched_accelerators())),
                "batched_accelerators_planned" => {
                    Some(Ok(self.__explain_batched_accelerators_planned()))
                }
                "cost_per_million" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_cost_per_million(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "utilization_points" => {
                    __c::samples(&self.utilization_points, ::core::option::Option::None)
                }
                "example_utilization" => {
                    __c::samples(&self.example_utilization, ::core::option::Option::None)
                }
                "accelerators" => {
                    self.accelerators()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                "accelerators_planned" => {
                    self.accelerators_planned()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                "batched_accelerators" => {
                    self.batched_accelerators()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                "batched_accelerators_planned" => {
                    self.batched_accelerators_planned()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(MM1CapacityPlan);
};
