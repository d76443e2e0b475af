/**One slow device in a synchronous job: the barrier waits for it, so the whole job runs at its pace and the rest of the capacity idles.

# Equation

slow step = step ÷ slow speed; throughput = step ÷ slow step; idle cost = devices × rate × (1 − throughput)

# Assumptions

- Every device does the same work per step and waits at a barrier for the slowest.

# Excludes

- Work stealing, backup workers and rebalancing that route around a straggler.

# Derivation

- A synchronous step ends when its slowest rank does.

# Examples

```rust
// A throttled GPU halves a 1,024-GPU job
use mlsysim_fleet::reliability::half_speed_straggler_1k;

let s = half_speed_straggler_1k()?;
assert_eq!(s.throughput()?, 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct StragglerCost {
    ///Devices in the job. *Allowed >= 1.*
    pub n_devices: u32,
    ///Time of one step at normal speed. *Shown in `SECOND`; allowed > 0.*
    pub step_time: Time,
    ///The slow device's speed, as a share of its normal rate. *Allowed > 0 and [0.0, 1.0].*
    pub slow_speed: f64,
    ///Price of one device-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
}
///Builds a [`StragglerCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct StragglerCostBuilder {
    n_devices: ::core::option::Option<u32>,
    step_time: ::core::option::Option<Time>,
    slow_speed: ::core::option::Option<f64>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
}
///Every property of a [`StragglerCost`], each computed once (see [`StragglerCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct StragglerCostValues<'a> {
    scenario: &'a StragglerCost,
    ///Time of one step, held back by the slow device.
    pub slow_step: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The job's throughput as a share of normal.
    pub throughput: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Cost per hour of the capacity the barrier leaves idle.
    pub idle_cost: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "n_devices",
            ty: "u32",
            doc: "Devices in the job.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "step_time",
            ty: "Time",
            doc: "Time of one step at normal speed.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "slow_speed",
            ty: "f64",
            doc: "The slow device's speed, as a share of its normal rate.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
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
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "slow_step",
            doc: "Time of one step, held back by the slow device.",
            equation: "step_time / slow_speed",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["step_time", "slow_speed"],
            template: "{step_time} / {slow_speed}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "throughput",
            doc: "The job's throughput as a share of normal.",
            equation: "step_time / slow_step",
            result_type: "f64",
            depends_on: &["step_time", "slow_step"],
            template: "{step_time} / {slow_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "idle_cost",
            doc: "Cost per hour of the capacity the barrier leaves idle.",
            equation: "n_devices * device_hour_rate * (1.0 - throughput)",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            depends_on: &["n_devices", "device_hour_rate", "throughput"],
            template: "{n_devices} * {device_hour_rate} * (1.0 - {throughput})",
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
    impl StragglerCost {
        ///Starts a [`StragglerCostBuilder`]; required inputs must be set before [`StragglerCostBuilder::build`].
        #[must_use]
        pub fn builder() -> StragglerCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> StragglerCostBuilder {
            StragglerCostBuilder {
                n_devices: Some(__Clone::clone(&self.n_devices)),
                step_time: Some(__Clone::clone(&self.step_time)),
                slow_speed: Some(__Clone::clone(&self.slow_speed)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
            }
        }
        ///Time of one step, held back by the slow device. Equation: `step_time / slow_speed`.
        #[inline]
        pub fn slow_step(&self) -> __Result<Time, __c::EvalError> {
            let step_time = __Clone::clone(&self.step_time);
            let slow_speed = __Clone::clone(&self.slow_speed);
            struct slow_step {}
            __c::member(
                (|| __c::conform::<Time, _, slow_step>(step_time.eq_div(slow_speed)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The job's throughput as a share of normal. Equation: `step_time / slow_step`.
        #[inline]
        pub fn throughput(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_throughput(self.slow_step()?)
        }
        #[doc(hidden)]
        fn __eq_throughput(&self, slow_step: Time) -> __Result<f64, __c::EvalError> {
            let step_time = __Clone::clone(&self.step_time);
            struct throughput {}
            __c::member(
                (|| __c::conform::<f64, _, throughput>(step_time.eq_div(slow_step)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Cost per hour of the capacity the barrier leaves idle. Equation: `n_devices * device_hour_rate * (1.0 - throughput)`.
        #[inline]
        pub fn idle_cost(&self) -> __Result<MoneyRate, __c::EvalError> {
            self.__eq_idle_cost(self.throughput()?)
        }
        #[doc(hidden)]
        fn __eq_idle_cost(
            &self,
            throughput: f64,
        ) -> __Result<MoneyRate, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct idle_cost {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    idle_cost,
                >(
                    n_devices
                        .eq_mul(device_hour_rate)?
                        .eq_mul((1.0).eq_sub(throughput)?)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`StragglerCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> StragglerCostValues<'_> {
            let slow_step = self.slow_step();
            let throughput = __c::after((&slow_step,), |(v0,)| self.__eq_throughput(v0));
            let idle_cost = __c::after((&throughput,), |(v0,)| self.__eq_idle_cost(v0));
            StragglerCostValues {
                scenario: self,
                slow_step,
                throughput,
                idle_cost,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.n_devices, &__INPUTS[0])?;
            __c::bounded(&self.step_time, &__INPUTS[1])?;
            __c::bounded_plain(&self.slow_speed, &__INPUTS[2])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl StragglerCostBuilder {
        ///Sets `n_devices`: Devices in the job.
        #[must_use]
        pub fn n_devices(mut self, value: u32) -> Self {
            self.n_devices = Some(value);
            self
        }
        ///Sets `step_time`: Time of one step at normal speed.
        #[must_use]
        pub fn step_time(mut self, value: Time) -> Self {
            self.step_time = Some(value);
            self
        }
        ///Sets `slow_speed`: The slow device's speed, as a share of its normal rate.
        #[must_use]
        pub fn slow_speed(mut self, value: f64) -> Self {
            self.slow_speed = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one device-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<StragglerCost, __c::InputError> {
            let scenario = StragglerCost {
                n_devices: __c::given(self.n_devices, "n_devices")?,
                step_time: __c::given(self.step_time, "step_time")?,
                slow_speed: __c::given(self.slow_speed, "slow_speed")?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for StragglerCostBuilder {
        type Scenario = StragglerCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[0])?,
                "step_time" => self.step_time = __c::set(value, &__INPUTS[1])?,
                "slow_speed" => self.slow_speed = __c::set(value, &__INPUTS[2])?,
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[3])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<StragglerCost, __c::InputError> {
            StragglerCostBuilder::build(self)
        }
    }
    impl<'a> StragglerCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a StragglerCost {
            self.scenario
        }
    }
    impl __c::Scenario for StragglerCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "StragglerCost",
            family: &RELIABILITY,
            summary: "One slow device in a synchronous job: the barrier waits for it, so the whole job runs at its pace and the rest of the capacity idles.",
            description: "",
            notes: __c::meta::Notes {
                equation: "slow step = step ÷ slow speed; throughput = step ÷ slow step; idle cost = devices × rate × (1 − throughput)",
                assumptions: &[
                    "Every device does the same work per step and waits at a barrier for the slowest.",
                ],
                rules: __RULES,
                excludes: &[
                    "Work stealing, backup workers and rebalancing that route around a straggler.",
                ],
                derivation: &["A synchronous step ends when its slowest rank does."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A throttled GPU halves a 1,024-GPU job",
                    code: "// A throttled GPU halves a 1,024-GPU job\nuse mlsysim_fleet::reliability::half_speed_straggler_1k;\n\nlet s = half_speed_straggler_1k()?;\nassert_eq!(s.throughput()?, 0.5);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = StragglerCostBuilder;
        fn to_builder(&self) -> StragglerCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.n_devices,
                    &self.step_time,
                    &self.slow_speed,
                    &self.device_hour_rate,
                ],
                &[&values.slow_step, &values.throughput, &values.idle_cost],
            )
        }
    }
    __c::glue!(StragglerCost);
};
