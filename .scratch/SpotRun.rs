/**A training run on a fleet, on demand against spot capacity: spot is cheaper per hour but adds checkpoint overhead and a restart for every interruption.

# Equation

on demand = GPUs × run × on-demand rate; spot hours = run + overhead share × run + interruptions × restart; spot = GPUs × spot hours × spot rate

# Assumptions

- Interruptions come at a fixed count per whole day of the run.
- Every GPU of the fleet runs for the whole run.

# Excludes

- Waiting for spot capacity to return after an interruption.

# Derivation

- Hours billed times the price of each kind of capacity.

# Examples

```rust
// Spot saves money on a 14-day run
use mlsysim_fleet::orchestration::llama2_70b_spot_run_512;

let s = llama2_70b_spot_run_512()?;
assert_eq!(s.interruptions()?, 196);
assert!(s.savings()?.value > 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SpotRun {
    ///The fleet the run uses, every accelerator of it.
    pub fleet: &'static Fleet,
    ///The model trained (recorded; the costs do not read it). *Optional (absent by default).*
    pub workload: Option<&'static Workload>,
    ///Length of the run without interruptions. *Shown in `DAY`; allowed >= 0.*
    pub run_duration: Time,
    ///On-demand price of one GPU-hour. *Shown in `USD_PER_HOUR`; allowed > 0.*
    pub on_demand_rate: MoneyRate,
    ///Spot price of one GPU-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub spot_rate: MoneyRate,
    ///Checkpoint overhead on spot, as a share of the run. *Allowed >= 0.*
    pub checkpoint_overhead_fraction: f64,
    ///Interruptions per whole day of the run.
    pub interruptions_per_day: u32,
    ///Time lost restarting after each interruption. *Shown in `HOUR`; allowed >= 0.*
    pub restart_per_interruption: Time,
}
///Builds a [`SpotRun`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SpotRunBuilder {
    fleet: ::core::option::Option<&'static Fleet>,
    workload: ::core::option::Option<&'static Workload>,
    run_duration: ::core::option::Option<Time>,
    on_demand_rate: ::core::option::Option<MoneyRate>,
    spot_rate: ::core::option::Option<MoneyRate>,
    checkpoint_overhead_fraction: ::core::option::Option<f64>,
    interruptions_per_day: ::core::option::Option<u32>,
    restart_per_interruption: ::core::option::Option<Time>,
}
///Every property of a [`SpotRun`], each computed once (see [`SpotRun::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SpotRunValues<'a> {
    scenario: &'a SpotRun,
    ///GPUs in the fleet.
    pub gpus: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Length of the run, in hours.
    pub run_hours: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Length of the run, in days.
    pub run_days: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///What the run costs on demand.
    pub on_demand_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What the run's own hours cost on spot.
    pub spot_base_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Hours spot adds for checkpoints.
    pub checkpoint_extra_hours: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Interruptions over the run's whole days.
    pub interruptions: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Hours lost restarting.
    pub restart_total_hours: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Hours billed on spot.
    pub spot_total_hours: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///What the run costs on spot.
    pub spot_total_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What spot saves.
    pub savings: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What spot saves, as a share of the on-demand cost.
    pub savings_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How much longer the run takes on spot, as a share of its length.
    pub longer_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet the run uses, every accelerator of it.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "workload",
            ty: "Option<&'static Workload>",
            doc: "The model trained (recorded; the costs do not read it).",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_duration",
            ty: "Time",
            doc: "Length of the run without interruptions.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "on_demand_rate",
            ty: "MoneyRate",
            doc: "On-demand price of one GPU-hour.",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "spot_rate",
            ty: "MoneyRate",
            doc: "Spot price of one GPU-hour.",
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
        __c::InputInfo {
            name: "checkpoint_overhead_fraction",
            ty: "f64",
            doc: "Checkpoint overhead on spot, as a share of the run.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "interruptions_per_day",
            ty: "u32",
            doc: "Interruptions per whole day of the run.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "restart_per_interruption",
            ty: "Time",
            doc: "Time lost restarting after each interruption.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "gpus",
            doc: "GPUs in the fleet.",
            equation: "fleet.count * fleet.node.accelerators_per_node",
            result_type: "i64",
            depends_on: &["fleet"],
            template: "{#0 fleet.count} * {#1 fleet.node.accelerators_per_node}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_hours",
            doc: "Length of the run, in hours.",
            equation: "run_duration",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["run_duration"],
            template: "{run_duration}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_days",
            doc: "Length of the run, in days.",
            equation: "run_duration",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            depends_on: &["run_duration"],
            template: "{run_duration}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "on_demand_cost",
            doc: "What the run costs on demand.",
            equation: "gpus * run_hours * on_demand_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["on_demand_rate", "gpus", "run_hours"],
            template: "{gpus} * {run_hours} * {on_demand_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "spot_base_cost",
            doc: "What the run's own hours cost on spot.",
            equation: "gpus * run_hours * spot_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["spot_rate", "gpus", "run_hours"],
            template: "{gpus} * {run_hours} * {spot_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "checkpoint_extra_hours",
            doc: "Hours spot adds for checkpoints.",
            equation: "checkpoint_overhead_fraction * run_hours",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["checkpoint_overhead_fraction", "run_hours"],
            template: "{checkpoint_overhead_fraction} * {run_hours}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "interruptions",
            doc: "Interruptions over the run's whole days.",
            equation: "interruptions_per_day * floor(run_hours / hours(24.0))",
            result_type: "i64",
            depends_on: &["interruptions_per_day", "run_hours"],
            calls: &["floor", "hours"],
            template: "{interruptions_per_day} * floor({run_hours} / hours(24.0))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "restart_total_hours",
            doc: "Hours lost restarting.",
            equation: "interruptions * restart_per_interruption",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["restart_per_interruption", "interruptions"],
            template: "{interruptions} * {restart_per_interruption}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "spot_total_hours",
            doc: "Hours billed on spot.",
            equation: "run_hours + checkpoint_extra_hours + restart_total_hours",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["run_hours", "checkpoint_extra_hours", "restart_total_hours"],
            template: "{run_hours} + {checkpoint_extra_hours} + {restart_total_hours}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "spot_total_cost",
            doc: "What the run costs on spot.",
            equation: "gpus * spot_total_hours * spot_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["spot_rate", "gpus", "spot_total_hours"],
            template: "{gpus} * {spot_total_hours} * {spot_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "savings",
            doc: "What spot saves.",
            equation: "on_demand_cost - spot_total_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["on_demand_cost", "spot_total_cost"],
            template: "{on_demand_cost} - {spot_total_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "savings_share",
            doc: "What spot saves, as a share of the on-demand cost.",
            equation: "savings / on_demand_cost",
            result_type: "f64",
            depends_on: &["savings", "on_demand_cost"],
            template: "{savings} / {on_demand_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "longer_share",
            doc: "How much longer the run takes on spot, as a share of its length.",
            equation: "spot_total_hours / run_hours - 1.0",
            result_type: "f64",
            depends_on: &["spot_total_hours", "run_hours"],
            template: "{spot_total_hours} / {run_hours} - 1.0",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl SpotRun {
        ///Starts a [`SpotRunBuilder`]; required inputs must be set before [`SpotRunBuilder::build`].
        #[must_use]
        pub fn builder() -> SpotRunBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SpotRunBuilder {
            SpotRunBuilder {
                fleet: Some(__Clone::clone(&self.fleet)),
                workload: __Clone::clone(&self.workload),
                run_duration: Some(__Clone::clone(&self.run_duration)),
                on_demand_rate: Some(__Clone::clone(&self.on_demand_rate)),
                spot_rate: Some(__Clone::clone(&self.spot_rate)),
                checkpoint_overhead_fraction: Some(
                    __Clone::clone(&self.checkpoint_overhead_fraction),
                ),
                interruptions_per_day: Some(__Clone::clone(&self.interruptions_per_day)),
                restart_per_interruption: Some(
                    __Clone::clone(&self.restart_per_interruption),
                ),
            }
        }
        ///GPUs in the fleet. Equation: `fleet.count * fleet.node.accelerators_per_node`.
        #[inline]
        pub fn gpus(&self) -> __Result<i64, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            struct gpus {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    gpus,
                >(fleet.count.eq_mul(fleet.node.accelerators_per_node)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Length of the run, in hours. Equation: `run_duration`.
        #[inline]
        pub fn run_hours(&self) -> __Result<Time, __c::EvalError> {
            let run_duration = __Clone::clone(&self.run_duration);
            struct run_hours {}
            __c::member(
                (|| __c::conform::<Time, _, run_hours>(run_duration))(),
                &__PROPERTIES[1],
            )
        }
        ///Length of the run, in days. Equation: `run_duration`.
        #[inline]
        pub fn run_days(&self) -> __Result<Time, __c::EvalError> {
            let run_duration = __Clone::clone(&self.run_duration);
            struct run_days {}
            __c::member(
                (|| __c::conform::<Time, _, run_days>(run_duration))(),
                &__PROPERTIES[2],
            )
        }
        ///What the run costs on demand. Equation: `gpus * run_hours * on_demand_rate`.
        #[inline]
        pub fn on_demand_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_on_demand_cost(self.gpus()?, self.run_hours()?)
        }
        #[doc(hidden)]
        fn __eq_on_demand_cost(
            &self,
            gpus: i64,
            run_hours: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let on_demand_rate = __Clone::clone(&self.on_demand_rate);
            struct on_demand_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    on_demand_cost,
                >(gpus.eq_mul(run_hours)?.eq_mul(on_demand_rate)?))(),
                &__PROPERTIES[3],
            )
        }
        ///What the run's own hours cost on spot. Equation: `gpus * run_hours * spot_rate`.
        #[inline]
        pub fn spot_base_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_spot_base_cost(self.gpus()?, self.run_hours()?)
        }
        #[doc(hidden)]
        fn __eq_spot_base_cost(
            &self,
            gpus: i64,
            run_hours: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let spot_rate = __Clone::clone(&self.spot_rate);
            struct spot_base_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    spot_base_cost,
                >(gpus.eq_mul(run_hours)?.eq_mul(spot_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Hours spot adds for checkpoints. Equation: `checkpoint_overhead_fraction * run_hours`.
        #[inline]
        pub fn checkpoint_extra_hours(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_checkpoint_extra_hours(self.run_hours()?)
        }
        #[doc(hidden)]
        fn __eq_checkpoint_extra_hours(
            &self,
            run_hours: Time,
        ) -> __Result<Time, __c::EvalError> {
            let checkpoint_overhead_fraction = __Clone::clone(
                &self.checkpoint_overhead_fraction,
            );
            struct checkpoint_extra_hours {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    checkpoint_extra_hours,
                >(checkpoint_overhead_fraction.eq_mul(run_hours)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Interruptions over the run's whole days. Equation: `interruptions_per_day * floor(run_hours / hours(24.0))`.
        #[inline]
        pub fn interruptions(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_interruptions(self.run_hours()?)
        }
        #[doc(hidden)]
        fn __eq_interruptions(&self, run_hours: Time) -> __Result<i64, __c::EvalError> {
            let interruptions_per_day = __Clone::clone(&self.interruptions_per_day);
            struct interruptions {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    interruptions,
                >(
                    interruptions_per_day
                        .eq_mul(
                            ::mlsysim_core::equation::floor(
                                run_hours.eq_div(::mlsysim_core::equation::hours(24.0))?,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Hours lost restarting. Equation: `interruptions * restart_per_interruption`.
        #[inline]
        pub fn restart_total_hours(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_restart_total_hours(self.interruptions()?)
        }
        #[doc(hidden)]
        fn __eq_restart_total_hours(
            &self,
            interruptions: i64,
        ) -> __Result<Time, __c::EvalError> {
            let restart_per_interruption = __Clone::clone(
                &self.restart_per_interruption,
            );
            struct restart_total_hours {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    restart_total_hours,
                >(interruptions.eq_mul(restart_per_interruption)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Hours billed on spot. Equation: `run_hours + checkpoint_extra_hours + restart_total_hours`.
        #[inline]
        pub fn spot_total_hours(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_spot_total_hours(
                self.run_hours()?,
                self.checkpoint_extra_hours()?,
                self.restart_total_hours()?,
            )
        }
        #[doc(hidden)]
        fn __eq_spot_total_hours(
            &self,
            run_hours: Time,
            checkpoint_extra_hours: Time,
            restart_total_hours: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct spot_total_hours {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    spot_total_hours,
                >(
                    run_hours
                        .eq_add(checkpoint_extra_hours)?
                        .eq_add(restart_total_hours)?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///What the run costs on spot. Equation: `gpus * spot_total_hours * spot_rate`.
        #[inline]
        pub fn spot_total_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_spot_total_cost(self.gpus()?, self.spot_total_hours()?)
        }
        #[doc(hidden)]
        fn __eq_spot_total_cost(
            &self,
            gpus: i64,
            spot_total_hours: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let spot_rate = __Clone::clone(&self.spot_rate);
            struct spot_total_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    spot_total_cost,
                >(gpus.eq_mul(spot_total_hours)?.eq_mul(spot_rate)?))(),
                &__PROPERTIES[9],
            )
        }
        ///What spot saves. Equation: `on_demand_cost - spot_total_cost`.
        #[inline]
        pub fn savings(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_savings(self.on_demand_cost()?, self.spot_total_cost()?)
        }
        #[doc(hidden)]
        fn __eq_savings(
            &self,
            on_demand_cost: Usd,
            spot_total_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct savings {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    savings,
                >(on_demand_cost.eq_sub(spot_total_cost)?))(),
                &__PROPERTIES[10],
            )
        }
        ///What spot saves, as a share of the on-demand cost. Equation: `savings / on_demand_cost`.
        #[inline]
        pub fn savings_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_savings_share(self.savings()?, self.on_demand_cost()?)
        }
        #[doc(hidden)]
        fn __eq_savings_share(
            &self,
            savings: Usd,
            on_demand_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct savings_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    savings_share,
                >(savings.eq_div(on_demand_cost)?))(),
                &__PROPERTIES[11],
            )
        }
        ///How much longer the run takes on spot, as a share of its length. Equation: `spot_total_hours / run_hours - 1.0`.
        #[inline]
        pub fn longer_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_longer_share(self.spot_total_hours()?, self.run_hours()?)
        }
        #[doc(hidden)]
        fn __eq_longer_share(
            &self,
            spot_total_hours: Time,
            run_hours: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct longer_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    longer_share,
                >(spot_total_hours.eq_div(run_hours)?.eq_sub(1.0)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SpotRunValues`].
        #[must_use]
        pub fn evaluate(&self) -> SpotRunValues<'_> {
            let gpus = self.gpus();
            let run_hours = self.run_hours();
            let run_days = self.run_days();
            let on_demand_cost = __c::after(
                (&gpus, &run_hours),
                |(v0, v1)| self.__eq_on_demand_cost(v0, v1),
            );
            let spot_base_cost = __c::after(
                (&gpus, &run_hours),
                |(v0, v1)| self.__eq_spot_base_cost(v0, v1),
            );
            let checkpoint_extra_hours = __c::after(
                (&run_hours,),
                |(v0,)| self.__eq_checkpoint_extra_hours(v0),
            );
            let interruptions = __c::after(
                (&run_hours,),
                |(v0,)| self.__eq_interruptions(v0),
            );
            let restart_total_hours = __c::after(
                (&interruptions,),
                |(v0,)| self.__eq_restart_total_hours(v0),
            );
            let spot_total_hours = __c::after(
                (&run_hours, &checkpoint_extra_hours, &restart_total_hours),
                |(v0, v1, v2)| self.__eq_spot_total_hours(v0, v1, v2),
            );
            let spot_total_cost = __c::after(
                (&gpus, &spot_total_hours),
                |(v0, v1)| self.__eq_spot_total_cost(v0, v1),
            );
            let savings = __c::after(
                (&on_demand_cost, &spot_total_cost),
                |(v0, v1)| self.__eq_savings(v0, v1),
            );
            let savings_share = __c::after(
                (&savings, &on_demand_cost),
                |(v0, v1)| self.__eq_savings_share(v0, v1),
            );
            let longer_share = __c::after(
                (&spot_total_hours, &run_hours),
                |(v0, v1)| self.__eq_longer_share(v0, v1),
            );
            SpotRunValues {
                scenario: self,
                gpus,
                run_hours,
                run_days,
                on_demand_cost,
                spot_base_cost,
                checkpoint_extra_hours,
                interruptions,
                restart_total_hours,
                spot_total_hours,
                spot_total_cost,
                savings,
                savings_share,
                longer_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.fleet, &__INPUTS[0])?;
            __c::finite(&self.workload, &__INPUTS[1])?;
            __c::bounded(&self.run_duration, &__INPUTS[2])?;
            __c::bounded(&self.on_demand_rate, &__INPUTS[3])?;
            __c::bounded(&self.spot_rate, &__INPUTS[4])?;
            __c::bounded(&self.checkpoint_overhead_fraction, &__INPUTS[5])?;
            __c::finite(&self.interruptions_per_day, &__INPUTS[6])?;
            __c::bounded(&self.restart_per_interruption, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_gpus(&self) -> __c::Parts {
            __c::traced(
                self.gpus(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.count;
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_interruptions(&self) -> __c::Parts {
            __c::traced(
                self.interruptions(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "floor", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let run_hours = self
                    .run_hours() ?; let part = run_hours
                    .eq_div(::mlsysim_core::equation::hours(24.0)) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "hours", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 24.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
    }
    impl SpotRunBuilder {
        ///Sets `fleet`: The fleet the run uses, every accelerator of it.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `workload`: The model trained (recorded; the costs do not read it).
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
        ///Sets `run_duration`: Length of the run without interruptions.
        #[must_use]
        pub fn run_duration(mut self, value: Time) -> Self {
            self.run_duration = Some(value);
            self
        }
        ///Sets `on_demand_rate`: On-demand price of one GPU-hour.
        #[must_use]
        pub fn on_demand_rate(mut self, value: MoneyRate) -> Self {
            self.on_demand_rate = Some(value);
            self
        }
        ///Sets `spot_rate`: Spot price of one GPU-hour.
        #[must_use]
        pub fn spot_rate(mut self, value: MoneyRate) -> Self {
            self.spot_rate = Some(value);
            self
        }
        ///Sets `checkpoint_overhead_fraction`: Checkpoint overhead on spot, as a share of the run.
        #[must_use]
        pub fn checkpoint_overhead_fraction(mut self, value: f64) -> Self {
            self.checkpoint_overhead_fraction = Some(value);
            self
        }
        ///Sets `interruptions_per_day`: Interruptions per whole day of the run.
        #[must_use]
        pub fn interruptions_per_day(mut self, value: u32) -> Self {
            self.interruptions_per_day = Some(value);
            self
        }
        ///Sets `restart_per_interruption`: Time lost restarting after each interruption.
        #[must_use]
        pub fn restart_per_interruption(mut self, value: Time) -> Self {
            self.restart_per_interruption = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SpotRun, __c::InputError> {
            let scenario = SpotRun {
                fleet: __c::given(self.fleet, "fleet")?,
                workload: self.workload,
                run_duration: __c::given(self.run_duration, "run_duration")?,
                on_demand_rate: __c::given(self.on_demand_rate, "on_demand_rate")?,
                spot_rate: __c::given(self.spot_rate, "spot_rate")?,
                checkpoint_overhead_fraction: __c::given(
                    self.checkpoint_overhead_fraction,
                    "checkpoint_overhead_fraction",
                )?,
                interruptions_per_day: __c::given(
                    self.interruptions_per_day,
                    "interruptions_per_day",
                )?,
                restart_per_interruption: __c::given(
                    self.restart_per_interruption,
                    "restart_per_interruption",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SpotRunBuilder {
        type Scenario = SpotRun;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "fleet" => self.fleet = __c::set(value, &__INPUTS[0])?,
                "workload" => self.workload = __c::set(value, &__INPUTS[1])?,
                "run_duration" => self.run_duration = __c::set(value, &__INPUTS[2])?,
                "on_demand_rate" => self.on_demand_rate = __c::set(value, &__INPUTS[3])?,
                "spot_rate" => self.spot_rate = __c::set(value, &__INPUTS[4])?,
                "checkpoint_overhead_fraction" => {
                    self.checkpoint_overhead_fraction = __c::set(value, &__INPUTS[5])?;
                }
                "interruptions_per_day" => {
                    self.interruptions_per_day = __c::set(value, &__INPUTS[6])?;
                }
                "restart_per_interruption" => {
                    self.restart_per_interruption = __c::set(value, &__INPUTS[7])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SpotRun, __c::InputError> {
            SpotRunBuilder::build(self)
        }
    }
    impl<'a> SpotRunValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SpotRun {
            self.scenario
        }
    }
    impl __c::Scenario for SpotRun {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SpotRun",
            family: &ORCHESTRATION,
            summary: "A training run on a fleet, on demand against spot capacity: spot is cheaper per hour but adds checkpoint overhead and a restart for every interruption.",
            description: "",
            notes: __c::meta::Notes {
                equation: "on demand = GPUs × run × on-demand rate; spot hours = run + overhead share × run + interruptions × restart; spot = GPUs × spot hours × spot rate",
                assumptions: &[
                    "Interruptions come at a fixed count per whole day of the run.",
                    "Every GPU of the fleet runs for the whole run.",
                ],
                rules: __RULES,
                excludes: &[
                    "Waiting for spot capacity to return after an interruption.",
                ],
                derivation: &["Hours billed times the price of each kind of capacity."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Spot saves money on a 14-day run",
                    code: "// Spot saves money on a 14-day run\nuse mlsysim_fleet::orchestration::llama2_70b_spot_run_512;\n\nlet s = llama2_70b_spot_run_512()?;\nassert_eq!(s.interruptions()?, 196);\nassert!(s.savings()?.value > 0.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SpotRunBuilder;
        fn to_builder(&self) -> SpotRunBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.fleet,
                    &self.workload,
                    &self.run_duration,
                    &self.on_demand_rate,
                    &self.spot_rate,
                    &self.checkpoint_overhead_fraction,
                    &self.interruptions_per_day,
                    &self.restart_per_interruption,
                ],
                &[
                    &values.gpus,
                    &values.run_hours,
                    &values.run_days,
                    &values.on_demand_cost,
                    &values.spot_base_cost,
                    &values.checkpoint_extra_hours,
                    &values.interruptions,
                    &values.restart_total_hours,
                    &values.spot_total_hours,
                    &values.spot_total_cost,
                    &values.savings,
                    &values.savings_share,
                    &values.longer_share,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "gpus" => Some(Ok(self.__explain_gpus())),
                "interruptions" => Some(Ok(self.__explain_interruptions())),
                _ => None,
            }
        }
    }
    __c::glue!(SpotRun);
};
