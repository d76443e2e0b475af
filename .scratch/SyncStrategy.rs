/**Data-parallel training to a fixed target under one synchronization strategy.

The iterations to the target and the communication overhead are stated: each iteration
costs the one-worker iteration time times 1 + overhead, so the speedup over one worker is
base iterations ÷ (iterations × (1 + overhead)). Stale synchronous updates (a staleness
bound s) damp the learning rate by 1/√(1 + s).

# Equation

iteration = base time × (1 + overhead); speedup = base iterations ÷ (iterations × (1 + overhead)); sample efficiency = (base ÷ workers) ÷ iterations; cost = iterations × iteration × workers × rate

# Assumptions

- Iterations to the target and the communication overhead are measured inputs, not derived.
- A staleness of 0 is bulk-synchronous.

# Excludes

- Failures, and any change of the iteration time with the global batch.

# Derivation

- Ho et al. (2013), stale synchronous parallel; the learning-rate damping 1/√(1 + s).

# Examples

```rust
// Stale updates at s = 4 damp the learning rate to 0.45
use mlsysim_cluster::distributed::transformer_ssp64_workers;

let s = transformer_ssp64_workers()?;
assert!((s.stale_lr_factor()? - 0.4472135954999579).abs() < 1e-15);
assert_eq!(s.global_batch()?, 2048);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SyncStrategy {
    ///Workers. *Allowed >= 1.*
    pub workers: u32,
    ///Examples each worker takes an iteration. *Allowed >= 1.*
    pub per_worker_batch: u32,
    ///Iterations to the target. *Allowed >= 1.*
    pub iterations: u32,
    ///Communication time an iteration, as a share of the one-worker iteration. *Allowed >= 0.*
    pub communication_overhead: f64,
    ///Iterations to the same target on one worker. *Allowed >= 1.*
    pub base_iterations: u32,
    ///Time of one iteration on one worker. *Shown in `SECOND`; allowed > 0.*
    pub base_iteration_time: Time,
    ///Price of one device-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
    ///Staleness bound of stale synchronous updates; 0 is bulk-synchronous. *Default `0`.*
    pub staleness: u32,
}
///Builds a [`SyncStrategy`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SyncStrategyBuilder {
    workers: ::core::option::Option<u32>,
    per_worker_batch: ::core::option::Option<u32>,
    iterations: ::core::option::Option<u32>,
    communication_overhead: ::core::option::Option<f64>,
    base_iterations: ::core::option::Option<u32>,
    base_iteration_time: ::core::option::Option<Time>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
    staleness: ::core::option::Option<u32>,
}
///Every property of a [`SyncStrategy`], each computed once (see [`SyncStrategy::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SyncStrategyValues<'a> {
    scenario: &'a SyncStrategy,
    ///Examples an iteration across every worker.
    pub global_batch: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Iterations if scaling were perfect.
    pub ideal_iterations: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time of one iteration with its communication.
    pub iteration_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Speedup over one worker.
    pub speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Ideal iterations over actual ones.
    pub sample_efficiency: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Allocated device cost of the run.
    pub cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Learning-rate damping for stale updates.
    pub stale_lr_factor: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workers",
            ty: "u32",
            doc: "Workers.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "per_worker_batch",
            ty: "u32",
            doc: "Examples each worker takes an iteration.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "iterations",
            ty: "u32",
            doc: "Iterations to the target.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "communication_overhead",
            ty: "f64",
            doc: "Communication time an iteration, as a share of the one-worker iteration.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "base_iterations",
            ty: "u32",
            doc: "Iterations to the same target on one worker.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "base_iteration_time",
            ty: "Time",
            doc: "Time of one iteration on one worker.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_hour_rate",
            ty: "MoneyRate",
            doc: "Price of one device-hour.",
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
            name: "staleness",
            ty: "u32",
            doc: "Staleness bound of stale synchronous updates; 0 is bulk-synchronous.",
            default: Some("0"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "global_batch",
            doc: "Examples an iteration across every worker.",
            equation: "workers * per_worker_batch",
            result_type: "i64",
            depends_on: &["workers", "per_worker_batch"],
            template: "{workers} * {per_worker_batch}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ideal_iterations",
            doc: "Iterations if scaling were perfect.",
            equation: "base_iterations / workers",
            result_type: "f64",
            depends_on: &["base_iterations", "workers"],
            template: "{base_iterations} / {workers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "iteration_time",
            doc: "Time of one iteration with its communication.",
            equation: "base_iteration_time * (1.0 + communication_overhead)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["base_iteration_time", "communication_overhead"],
            template: "{base_iteration_time} * (1.0 + {communication_overhead})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup",
            doc: "Speedup over one worker.",
            equation: "base_iterations / (iterations * (1.0 + communication_overhead))",
            result_type: "f64",
            depends_on: &["base_iterations", "iterations", "communication_overhead"],
            template: "{base_iterations} / ({iterations} * (1.0 + {communication_overhead}))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sample_efficiency",
            doc: "Ideal iterations over actual ones.",
            equation: "ideal_iterations / iterations",
            result_type: "f64",
            depends_on: &["iterations", "ideal_iterations"],
            template: "{ideal_iterations} / {iterations}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost",
            doc: "Allocated device cost of the run.",
            equation: "iterations * iteration_time * workers * device_hour_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["iterations", "workers", "device_hour_rate", "iteration_time"],
            template: "{iterations} * {iteration_time} * {workers} * {device_hour_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stale_lr_factor",
            doc: "Learning-rate damping for stale updates.",
            equation: "1.0 / powf(1.0 + f64::from(staleness), 0.5)",
            result_type: "f64",
            depends_on: &["staleness"],
            calls: &["powf"],
            template: "1.0 / powf(1.0 + f64::from({staleness}), 0.5)",
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
    impl SyncStrategy {
        ///Starts a [`SyncStrategyBuilder`]; required inputs must be set before [`SyncStrategyBuilder::build`].
        #[must_use]
        pub fn builder() -> SyncStrategyBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SyncStrategyBuilder {
            SyncStrategyBuilder {
                workers: Some(__Clone::clone(&self.workers)),
                per_worker_batch: Some(__Clone::clone(&self.per_worker_batch)),
                iterations: Some(__Clone::clone(&self.iterations)),
                communication_overhead: Some(
                    __Clone::clone(&self.communication_overhead),
                ),
                base_iterations: Some(__Clone::clone(&self.base_iterations)),
                base_iteration_time: Some(__Clone::clone(&self.base_iteration_time)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
                staleness: Some(__Clone::clone(&self.staleness)),
            }
        }
        ///Examples an iteration across every worker. Equation: `workers * per_worker_batch`.
        #[inline]
        pub fn global_batch(&self) -> __Result<i64, __c::EvalError> {
            let workers = __Clone::clone(&self.workers);
            let per_worker_batch = __Clone::clone(&self.per_worker_batch);
            struct global_batch {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    global_batch,
                >(workers.eq_mul(per_worker_batch)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Iterations if scaling were perfect. Equation: `base_iterations / workers`.
        #[inline]
        pub fn ideal_iterations(&self) -> __Result<f64, __c::EvalError> {
            let base_iterations = __Clone::clone(&self.base_iterations);
            let workers = __Clone::clone(&self.workers);
            struct ideal_iterations {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ideal_iterations,
                >(base_iterations.eq_div(workers)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Time of one iteration with its communication. Equation: `base_iteration_time * (1.0 + communication_overhead)`.
        #[inline]
        pub fn iteration_time(&self) -> __Result<Time, __c::EvalError> {
            let base_iteration_time = __Clone::clone(&self.base_iteration_time);
            let communication_overhead = __Clone::clone(&self.communication_overhead);
            struct iteration_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    iteration_time,
                >(base_iteration_time.eq_mul((1.0).eq_add(communication_overhead)?)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Speedup over one worker. Equation: `base_iterations / (iterations * (1.0 + communication_overhead))`.
        #[inline]
        pub fn speedup(&self) -> __Result<f64, __c::EvalError> {
            let base_iterations = __Clone::clone(&self.base_iterations);
            let iterations = __Clone::clone(&self.iterations);
            let communication_overhead = __Clone::clone(&self.communication_overhead);
            struct speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup,
                >(
                    base_iterations
                        .eq_div(
                            iterations.eq_mul((1.0).eq_add(communication_overhead)?)?,
                        )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Ideal iterations over actual ones. Equation: `ideal_iterations / iterations`.
        #[inline]
        pub fn sample_efficiency(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_sample_efficiency(self.ideal_iterations()?)
        }
        #[doc(hidden)]
        fn __eq_sample_efficiency(
            &self,
            ideal_iterations: f64,
        ) -> __Result<f64, __c::EvalError> {
            let iterations = __Clone::clone(&self.iterations);
            struct sample_efficiency {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    sample_efficiency,
                >(ideal_iterations.eq_div(iterations)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Allocated device cost of the run. Equation: `iterations * iteration_time * workers * device_hour_rate`.
        #[inline]
        pub fn cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_cost(self.iteration_time()?)
        }
        #[doc(hidden)]
        fn __eq_cost(&self, iteration_time: Time) -> __Result<Usd, __c::EvalError> {
            let iterations = __Clone::clone(&self.iterations);
            let workers = __Clone::clone(&self.workers);
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    cost,
                >(
                    iterations
                        .eq_mul(iteration_time)?
                        .eq_mul(workers)?
                        .eq_mul(device_hour_rate)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Learning-rate damping for stale updates. Equation: `1.0 / powf(1.0 + f64::from(staleness), 0.5)`.
        #[inline]
        pub fn stale_lr_factor(&self) -> __Result<f64, __c::EvalError> {
            let staleness = __Clone::clone(&self.staleness);
            struct stale_lr_factor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    stale_lr_factor,
                >(
                    (1.0)
                        .eq_div(
                            ::mlsysim_core::equation::powf(
                                (1.0).eq_add(f64::from(staleness))?,
                                0.5,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SyncStrategyValues`].
        #[must_use]
        pub fn evaluate(&self) -> SyncStrategyValues<'_> {
            let global_batch = self.global_batch();
            let ideal_iterations = self.ideal_iterations();
            let iteration_time = self.iteration_time();
            let speedup = self.speedup();
            let sample_efficiency = __c::after(
                (&ideal_iterations,),
                |(v0,)| self.__eq_sample_efficiency(v0),
            );
            let cost = __c::after((&iteration_time,), |(v0,)| self.__eq_cost(v0));
            let stale_lr_factor = self.stale_lr_factor();
            SyncStrategyValues {
                scenario: self,
                global_batch,
                ideal_iterations,
                iteration_time,
                speedup,
                sample_efficiency,
                cost,
                stale_lr_factor,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.workers, &__INPUTS[0])?;
            __c::bounded_plain(&self.per_worker_batch, &__INPUTS[1])?;
            __c::bounded_plain(&self.iterations, &__INPUTS[2])?;
            __c::bounded(&self.communication_overhead, &__INPUTS[3])?;
            __c::bounded_plain(&self.base_iterations, &__INPUTS[4])?;
            __c::bounded(&self.base_iteration_time, &__INPUTS[5])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[6])?;
            __c::finite(&self.staleness, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_stale_lr_factor(&self) -> __c::Parts {
            __c::traced(
                self.stale_lr_factor(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "powf", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let staleness =
                    __Clone::clone(& self.staleness); let part = (1.0)
                    .eq_add(f64::from(staleness)) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let part = 0.5; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl SyncStrategyBuilder {
        ///Sets `workers`: Workers.
        #[must_use]
        pub fn workers(mut self, value: u32) -> Self {
            self.workers = Some(value);
            self
        }
        ///Sets `per_worker_batch`: Examples each worker takes an iteration.
        #[must_use]
        pub fn per_worker_batch(mut self, value: u32) -> Self {
            self.per_worker_batch = Some(value);
            self
        }
        ///Sets `iterations`: Iterations to the target.
        #[must_use]
        pub fn iterations(mut self, value: u32) -> Self {
            self.iterations = Some(value);
            self
        }
        ///Sets `communication_overhead`: Communication time an iteration, as a share of the one-worker iteration.
        #[must_use]
        pub fn communication_overhead(mut self, value: f64) -> Self {
            self.communication_overhead = Some(value);
            self
        }
        ///Sets `base_iterations`: Iterations to the same target on one worker.
        #[must_use]
        pub fn base_iterations(mut self, value: u32) -> Self {
            self.base_iterations = Some(value);
            self
        }
        ///Sets `base_iteration_time`: Time of one iteration on one worker.
        #[must_use]
        pub fn base_iteration_time(mut self, value: Time) -> Self {
            self.base_iteration_time = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one device-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        ///Sets `staleness`: Staleness bound of stale synchronous updates; 0 is bulk-synchronous.
        #[must_use]
        pub fn staleness(mut self, value: u32) -> Self {
            self.staleness = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SyncStrategy, __c::InputError> {
            let scenario = SyncStrategy {
                workers: __c::given(self.workers, "workers")?,
                per_worker_batch: __c::given(self.per_worker_batch, "per_worker_batch")?,
                iterations: __c::given(self.iterations, "iterations")?,
                communication_overhead: __c::given(
                    self.communication_overhead,
                    "communication_overhead",
                )?,
                base_iterations: __c::given(self.base_iterations, "base_iterations")?,
                base_iteration_time: __c::given(
                    self.base_iteration_time,
                    "base_iteration_time",
                )?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
                staleness: self.staleness.unwrap_or_else(|| 0),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SyncStrategyBuilder {
        type Scenario = SyncStrategy;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workers" => self.workers = __c::set(value, &__INPUTS[0])?,
                "per_worker_batch" => {
                    self.per_worker_batch = __c::set(value, &__INPUTS[1])?;
                }
                "iterations" => self.iterations = __c::set(value, &__INPUTS[2])?,
                "communication_overhead" => {
                    self.communication_overhead = __c::set(value, &__INPUTS[3])?;
                }
                "base_iterations" => {
                    self.base_iterations = __c::set(value, &__INPUTS[4])?;
                }
                "base_iteration_time" => {
                    self.base_iteration_time = __c::set(value, &__INPUTS[5])?;
                }
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[6])?;
                }
                "staleness" => self.staleness = __c::set(value, &__INPUTS[7])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SyncStrategy, __c::InputError> {
            SyncStrategyBuilder::build(self)
        }
    }
    impl<'a> SyncStrategyValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SyncStrategy {
            self.scenario
        }
    }
    impl __c::Scenario for SyncStrategy {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SyncStrategy",
            family: &DISTRIBUTED_TRAINING,
            summary: "Data-parallel training to a fixed target under one synchronization strategy.",
            description: "The iterations to the target and the communication overhead are stated: each iteration\ncosts the one-worker iteration time times 1 + overhead, so the speedup over one worker is\nbase iterations ÷ (iterations × (1 + overhead)). Stale synchronous updates (a staleness\nbound s) damp the learning rate by 1/√(1 + s).",
            notes: __c::meta::Notes {
                equation: "iteration = base time × (1 + overhead); speedup = base iterations ÷ (iterations × (1 + overhead)); sample efficiency = (base ÷ workers) ÷ iterations; cost = iterations × iteration × workers × rate",
                assumptions: &[
                    "Iterations to the target and the communication overhead are measured inputs, not derived.",
                    "A staleness of 0 is bulk-synchronous.",
                ],
                rules: __RULES,
                excludes: &[
                    "Failures, and any change of the iteration time with the global batch.",
                ],
                derivation: &[
                    "Ho et al. (2013), stale synchronous parallel; the learning-rate damping 1/√(1 + s).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Stale updates at s = 4 damp the learning rate to 0.45",
                    code: "// Stale updates at s = 4 damp the learning rate to 0.45\nuse mlsysim_cluster::distributed::transformer_ssp64_workers;\n\nlet s = transformer_ssp64_workers()?;\nassert!((s.stale_lr_factor()? - 0.4472135954999579).abs() < 1e-15);\nassert_eq!(s.global_batch()?, 2048);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SyncStrategyBuilder;
        fn to_builder(&self) -> SyncStrategyBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workers,
                    &self.per_worker_batch,
                    &self.iterations,
                    &self.communication_overhead,
                    &self.base_iterations,
                    &self.base_iteration_time,
                    &self.device_hour_rate,
                    &self.staleness,
                ],
                &[
                    &values.global_batch,
                    &values.ideal_iterations,
                    &values.iteration_time,
                    &values.speedup,
                    &values.sample_efficiency,
                    &values.cost,
                    &values.stale_lr_factor,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "stale_lr_factor" => Some(Ok(self.__explain_stale_lr_factor())),
                _ => None,
            }
        }
    }
    __c::glue!(SyncStrategy);
};
