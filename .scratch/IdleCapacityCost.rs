/**Accelerators held idle for a while (a reservation waiting on data, a gang waiting for its last members, a deadlocked cluster), and what that costs.

# Equation

GPU-hours = GPUs × duration; cost = GPU-hours × rate; missing = gang − held

# Assumptions

- Every held GPU-hour is priced at the same rate, whether or not it computes.

# Excludes

- Work other jobs could have done on the held GPUs.

# Derivation

- Idle capacity costs what it would have cost busy.

# Examples

```rust
// An idle hour of the 10,000-GPU cluster
use mlsysim_fleet::orchestration::training_10k_idle_hour;

let s = training_10k_idle_hour()?;
assert_eq!(s.gpu_hours()?.value, 10_000.0 * 3600.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct IdleCapacityCost {
    ///GPUs held idle.
    pub gpus: u32,
    ///How long they are held. *Shown in `HOUR`; allowed >= 0.*
    pub duration: Time,
    ///Price of one GPU-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
    ///GPUs of the whole gang the held GPUs belong to, for a partial gang. *Optional (absent by default).*
    pub gang_gpus: Option<u32>,
}
///Builds a [`IdleCapacityCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct IdleCapacityCostBuilder {
    gpus: ::core::option::Option<u32>,
    duration: ::core::option::Option<Time>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
    gang_gpus: ::core::option::Option<u32>,
}
///Every property of a [`IdleCapacityCost`], each computed once (see [`IdleCapacityCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct IdleCapacityCostValues<'a> {
    scenario: &'a IdleCapacityCost,
    ///GPU-hours held idle.
    pub gpu_hours: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///What the idle GPU-hours cost.
    pub cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///GPUs the gang still waits for.
    pub missing_gpus: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "gpus",
            ty: "u32",
            doc: "GPUs held idle.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "duration",
            ty: "Time",
            doc: "How long they are held.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_hour_rate",
            ty: "MoneyRate",
            doc: "Price of one GPU-hour.",
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
            name: "gang_gpus",
            ty: "Option<u32>",
            doc: "GPUs of the whole gang the held GPUs belong to, for a partial gang.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "gpu_hours",
            doc: "GPU-hours held idle.",
            equation: "gpus * duration",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["gpus", "duration"],
            template: "{gpus} * {duration}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost",
            doc: "What the idle GPU-hours cost.",
            equation: "gpu_hours * device_hour_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["device_hour_rate", "gpu_hours"],
            template: "{gpu_hours} * {device_hour_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "missing_gpus",
            doc: "GPUs the gang still waits for.",
            equation: "gang_gpus - gpus",
            result_type: "i64",
            depends_on: &["gang_gpus", "gpus"],
            requires: &["gang_gpus"],
            template: "{gang_gpus} - {gpus}",
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
    impl IdleCapacityCost {
        ///Starts a [`IdleCapacityCostBuilder`]; required inputs must be set before [`IdleCapacityCostBuilder::build`].
        #[must_use]
        pub fn builder() -> IdleCapacityCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> IdleCapacityCostBuilder {
            IdleCapacityCostBuilder {
                gpus: Some(__Clone::clone(&self.gpus)),
                duration: Some(__Clone::clone(&self.duration)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
                gang_gpus: __Clone::clone(&self.gang_gpus),
            }
        }
        ///GPU-hours held idle. Equation: `gpus * duration`.
        #[inline]
        pub fn gpu_hours(&self) -> __Result<Time, __c::EvalError> {
            let gpus = __Clone::clone(&self.gpus);
            let duration = __Clone::clone(&self.duration);
            struct gpu_hours {}
            __c::member(
                (|| __c::conform::<Time, _, gpu_hours>(gpus.eq_mul(duration)?))(),
                &__PROPERTIES[0],
            )
        }
        ///What the idle GPU-hours cost. Equation: `gpu_hours * device_hour_rate`.
        #[inline]
        pub fn cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_cost(self.gpu_hours()?)
        }
        #[doc(hidden)]
        fn __eq_cost(&self, gpu_hours: Time) -> __Result<Usd, __c::EvalError> {
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct cost {}
            __c::member(
                (|| __c::conform::<Usd, _, cost>(gpu_hours.eq_mul(device_hour_rate)?))(),
                &__PROPERTIES[1],
            )
        }
        ///GPUs the gang still waits for. Equation: `gang_gpus - gpus`. Requires `gang_gpus` (an error names the absent one).
        #[inline]
        pub fn missing_gpus(&self) -> __Result<i64, __c::EvalError> {
            let gang_gpus = __c::present(&self.gang_gpus, "missing_gpus", "gang_gpus")?;
            let gpus = __Clone::clone(&self.gpus);
            struct missing_gpus {}
            __c::member(
                (|| __c::conform::<i64, _, missing_gpus>(gang_gpus.eq_sub(gpus)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`IdleCapacityCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> IdleCapacityCostValues<'_> {
            let gpu_hours = self.gpu_hours();
            let cost = __c::after((&gpu_hours,), |(v0,)| self.__eq_cost(v0));
            let missing_gpus = self.missing_gpus();
            IdleCapacityCostValues {
                scenario: self,
                gpu_hours,
                cost,
                missing_gpus,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.gpus, &__INPUTS[0])?;
            __c::bounded(&self.duration, &__INPUTS[1])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[2])?;
            __c::finite(&self.gang_gpus, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl IdleCapacityCostBuilder {
        ///Sets `gpus`: GPUs held idle.
        #[must_use]
        pub fn gpus(mut self, value: u32) -> Self {
            self.gpus = Some(value);
            self
        }
        ///Sets `duration`: How long they are held.
        #[must_use]
        pub fn duration(mut self, value: Time) -> Self {
            self.duration = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one GPU-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        ///Sets `gang_gpus`: GPUs of the whole gang the held GPUs belong to, for a partial gang.
        #[must_use]
        pub fn gang_gpus(mut self, value: u32) -> Self {
            self.gang_gpus = Some(value);
            self
        }
        ///Leaves `gang_gpus` absent.
        #[must_use]
        pub fn without_gang_gpus(mut self) -> Self {
            self.gang_gpus = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<IdleCapacityCost, __c::InputError> {
            let scenario = IdleCapacityCost {
                gpus: __c::given(self.gpus, "gpus")?,
                duration: __c::given(self.duration, "duration")?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
                gang_gpus: self.gang_gpus,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for IdleCapacityCostBuilder {
        type Scenario = IdleCapacityCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "gpus" => self.gpus = __c::set(value, &__INPUTS[0])?,
                "duration" => self.duration = __c::set(value, &__INPUTS[1])?,
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[2])?;
                }
                "gang_gpus" => self.gang_gpus = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<IdleCapacityCost, __c::InputError> {
            IdleCapacityCostBuilder::build(self)
        }
    }
    impl<'a> IdleCapacityCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a IdleCapacityCost {
            self.scenario
        }
    }
    impl __c::Scenario for IdleCapacityCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "IdleCapacityCost",
            family: &ORCHESTRATION,
            summary: "Accelerators held idle for a while (a reservation waiting on data, a gang waiting for its last members, a deadlocked cluster), and what that costs.",
            description: "",
            notes: __c::meta::Notes {
                equation: "GPU-hours = GPUs × duration; cost = GPU-hours × rate; missing = gang − held",
                assumptions: &[
                    "Every held GPU-hour is priced at the same rate, whether or not it computes.",
                ],
                rules: __RULES,
                excludes: &["Work other jobs could have done on the held GPUs."],
                derivation: &["Idle capacity costs what it would have cost busy."],
            },
            examples: &[
                __c::meta::Example {
                    title: "An idle hour of the 10,000-GPU cluster",
                    code: "// An idle hour of the 10,000-GPU cluster\nuse mlsysim_fleet::orchestration::training_10k_idle_hour;\n\nlet s = training_10k_idle_hour()?;\nassert_eq!(s.gpu_hours()?.value, 10_000.0 * 3600.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = IdleCapacityCostBuilder;
        fn to_builder(&self) -> IdleCapacityCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.gpus, &self.duration, &self.device_hour_rate, &self.gang_gpus],
                &[&values.gpu_hours, &values.cost, &values.missing_gpus],
            )
        }
    }
    __c::glue!(IdleCapacityCost);
};
