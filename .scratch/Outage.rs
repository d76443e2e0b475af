/**A failure domain (a rack's coolant pump, a power feed) down for a repair while a synchronous job runs on the whole fleet: what the failed devices cost idle, what the whole job costs idle, and the same with a rollback to the last checkpoint added.

# Equation

direct = failed × rate × repair; job = all devices × rate × repair; with rollback = all devices × rate × (repair + rollback)

# Assumptions

- The job is synchronous: it cannot continue without the failed domain, so every device idles through the repair.
- Every device-hour is priced at the same rate.

# Excludes

- Repair labour and parts, and any work moved to other capacity meanwhile.

# Derivation

- Idle device-hours times their price; a rollback adds the work redone since the last checkpoint to the repair window.

# Examples

```rust
// A four-hour CDU repair under a 10,000-GPU job
use mlsysim_fleet::reliability::cdu_outage_training_10k;

let s = cdu_outage_training_10k()?;
assert!(s.job_cost()?.value > 39.0 * s.direct_cost()?.value);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct Outage {
    ///Devices in the failed domain.
    pub failed_devices: u32,
    ///The fleet the job runs on, every accelerator of it.
    pub fleet: &'static Fleet,
    ///Time the domain is down. *Shown in `HOUR`; allowed >= 0.*
    pub repair_time: Time,
    ///Price of one device-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
    ///Work redone after the repair, rolling back to the last checkpoint, by case. *Default `Named::default()`; shown in `MINUTE`; allowed >= 0.*
    pub rollback_times: Named<Time>,
}
///Builds a [`Outage`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct OutageBuilder {
    failed_devices: ::core::option::Option<u32>,
    fleet: ::core::option::Option<&'static Fleet>,
    repair_time: ::core::option::Option<Time>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
    rollback_times: ::core::option::Option<Named<Time>>,
}
///Every property of a [`Outage`], each computed once (see [`Outage::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OutageValues<'a> {
    scenario: &'a Outage,
    ///Idle cost of the failed devices alone.
    pub direct_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Idle cost of every device of the job.
    pub job_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Idle cost of every device of the job with each rollback added to the repair.
    pub job_cost_with_rollback: ::core::result::Result<
        Named<Usd>,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "failed_devices",
            ty: "u32",
            doc: "Devices in the failed domain.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet the job runs on, every accelerator of it.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "repair_time",
            ty: "Time",
            doc: "Time the domain is down.",
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
            name: "rollback_times",
            ty: "Named<Time>",
            doc: "Work redone after the repair, rolling back to the last checkpoint, by case.",
            default: Some("Named::default()"),
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "direct_cost",
            doc: "Idle cost of the failed devices alone.",
            equation: "failed_devices * device_hour_rate * repair_time",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["failed_devices", "device_hour_rate", "repair_time"],
            template: "{failed_devices} * {device_hour_rate} * {repair_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "job_cost",
            doc: "Idle cost of every device of the job.",
            equation: "fleet.count * fleet.node.accelerators_per_node * device_hour_rate * repair_time",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["fleet", "device_hour_rate", "repair_time"],
            template: "{#0 fleet.count} * {#1 fleet.node.accelerators_per_node} * {device_hour_rate} * {repair_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "job_cost_with_rollback",
            doc: "Idle cost of every device of the job with each rollback added to the repair.",
            equation: "{\n    let devices = fleet.count * fleet.node.accelerators_per_node;\n    let mut costs = Vec::new();\n    for (case, &rollback) in rollback_times.iter() {\n        costs.push((case, devices * device_hour_rate * (repair_time + rollback)));\n    }\n    costs.into_iter().collect::<Named<Usd>>()\n}",
            result_type: "Named<Usd>",
            label: {
                __c::units::unit_for::<Named<Usd>, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["fleet", "rollback_times", "device_hour_rate", "repair_time"],
            reaches: &[("rollback_times", "iter")],
            template: "{{\n    let devices = {#0 fleet.count} * {#1 fleet.node.accelerators_per_node};\n    let mut costs = Vec::new();\n    for (case, &rollback) in {rollback_times}.iter() {{\n        costs\n            .push((\n                case,\n                devices * {device_hour_rate} * ({repair_time} + rollback),\n            ));\n    }}\n    costs.into_iter().collect::<Named<Usd>>()\n}}",
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
    impl Outage {
        ///Starts a [`OutageBuilder`]; required inputs must be set before [`OutageBuilder::build`].
        #[must_use]
        pub fn builder() -> OutageBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> OutageBuilder {
            OutageBuilder {
                failed_devices: Some(__Clone::clone(&self.failed_devices)),
                fleet: Some(__Clone::clone(&self.fleet)),
                repair_time: Some(__Clone::clone(&self.repair_time)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
                rollback_times: Some(__Clone::clone(&self.rollback_times)),
            }
        }
        ///Idle cost of the failed devices alone. Equation: `failed_devices * device_hour_rate * repair_time`.
        #[inline]
        pub fn direct_cost(&self) -> __Result<Usd, __c::EvalError> {
            let failed_devices = __Clone::clone(&self.failed_devices);
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            let repair_time = __Clone::clone(&self.repair_time);
            struct direct_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    direct_cost,
                >(failed_devices.eq_mul(device_hour_rate)?.eq_mul(repair_time)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Idle cost of every device of the job. Equation: `fleet.count * fleet.node.accelerators_per_node * device_hour_rate * repair_time`.
        #[inline]
        pub fn job_cost(&self) -> __Result<Usd, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            let repair_time = __Clone::clone(&self.repair_time);
            struct job_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    job_cost,
                >(
                    fleet
                        .count
                        .eq_mul(fleet.node.accelerators_per_node)?
                        .eq_mul(device_hour_rate)?
                        .eq_mul(repair_time)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**Idle cost of every device of the job with each rollback added to the repair.

Equation:

```text
{
    let devices = fleet.count * fleet.node.accelerators_per_node;
    let mut costs = Vec::new();
    for (case, &rollback) in rollback_times.iter() {
        costs.push((case, devices * device_hour_rate * (repair_time + rollback)));
    }
    costs.into_iter().collect::<Named<Usd>>()
}
```
*/
        #[inline]
        pub fn job_cost_with_rollback(&self) -> __Result<Named<Usd>, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            let rollback_times = __Clone::clone(&self.rollback_times);
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            let repair_time = __Clone::clone(&self.repair_time);
            struct job_cost_with_rollback {}
            __c::member(
                (|| __c::conform::<
                    Named<Usd>,
                    _,
                    job_cost_with_rollback,
                >({
                    let devices = fleet.count.eq_mul(fleet.node.accelerators_per_node)?;
                    let mut costs = Vec::new();
                    for (case, &rollback) in rollback_times.iter() {
                        costs
                            .push((
                                case,
                                devices
                                    .eq_mul(device_hour_rate)?
                                    .eq_mul(repair_time.eq_add(rollback)?)?,
                            ));
                    }
                    costs.into_iter().collect::<Named<Usd>>()
                }))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`OutageValues`].
        #[must_use]
        pub fn evaluate(&self) -> OutageValues<'_> {
            let direct_cost = self.direct_cost();
            let job_cost = self.job_cost();
            let job_cost_with_rollback = self.job_cost_with_rollback();
            OutageValues {
                scenario: self,
                direct_cost,
                job_cost,
                job_cost_with_rollback,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.failed_devices, &__INPUTS[0])?;
            __c::finite(&self.fleet, &__INPUTS[1])?;
            __c::bounded(&self.repair_time, &__INPUTS[2])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[3])?;
            __c::bounded(&self.rollback_times, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_job_cost(&self) -> __c::Parts {
            __c::traced(
                self.job_cost(),
                &__PROPERTIES[1],
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
        fn __explain_job_cost_with_rollback(&self) -> __c::Parts {
            __c::traced(
                self.job_cost_with_rollback(),
                &__PROPERTIES[2],
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
    }
    impl OutageBuilder {
        ///Sets `failed_devices`: Devices in the failed domain.
        #[must_use]
        pub fn failed_devices(mut self, value: u32) -> Self {
            self.failed_devices = Some(value);
            self
        }
        ///Sets `fleet`: The fleet the job runs on, every accelerator of it.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `repair_time`: Time the domain is down.
        #[must_use]
        pub fn repair_time(mut self, value: Time) -> Self {
            self.repair_time = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one device-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        ///Sets `rollback_times`: Work redone after the repair, rolling back to the last checkpoint, by case.
        #[must_use]
        pub fn rollback_times(mut self, value: Named<Time>) -> Self {
            self.rollback_times = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<Outage, __c::InputError> {
            let scenario = Outage {
                failed_devices: __c::given(self.failed_devices, "failed_devices")?,
                fleet: __c::given(self.fleet, "fleet")?,
                repair_time: __c::given(self.repair_time, "repair_time")?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
                rollback_times: self.rollback_times.unwrap_or_else(|| Named::default()),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for OutageBuilder {
        type Scenario = Outage;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "failed_devices" => self.failed_devices = __c::set(value, &__INPUTS[0])?,
                "fleet" => self.fleet = __c::set(value, &__INPUTS[1])?,
                "repair_time" => self.repair_time = __c::set(value, &__INPUTS[2])?,
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[3])?;
                }
                "rollback_times" => self.rollback_times = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<Outage, __c::InputError> {
            OutageBuilder::build(self)
        }
    }
    impl<'a> OutageValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a Outage {
            self.scenario
        }
    }
    impl __c::Scenario for Outage {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "Outage",
            family: &RELIABILITY,
            summary: "A failure domain (a rack's coolant pump, a power feed) down for a repair while a synchronous job runs on the whole fleet: what the failed devices cost idle, what the whole job costs idle, and the same with a rollback to the last checkpoint added.",
            description: "",
            notes: __c::meta::Notes {
                equation: "direct = failed × rate × repair; job = all devices × rate × repair; with rollback = all devices × rate × (repair + rollback)",
                assumptions: &[
                    "The job is synchronous: it cannot continue without the failed domain, so every device idles through the repair.",
                    "Every device-hour is priced at the same rate.",
                ],
                rules: __RULES,
                excludes: &[
                    "Repair labour and parts, and any work moved to other capacity meanwhile.",
                ],
                derivation: &[
                    "Idle device-hours times their price; a rollback adds the work redone since the last checkpoint to the repair window.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A four-hour CDU repair under a 10,000-GPU job",
                    code: "// A four-hour CDU repair under a 10,000-GPU job\nuse mlsysim_fleet::reliability::cdu_outage_training_10k;\n\nlet s = cdu_outage_training_10k()?;\nassert!(s.job_cost()?.value > 39.0 * s.direct_cost()?.value);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = OutageBuilder;
        fn to_builder(&self) -> OutageBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.failed_devices,
                    &self.fleet,
                    &self.repair_time,
                    &self.device_hour_rate,
                    &self.rollback_times,
                ],
                &[&values.direct_cost, &values.job_cost, &values.job_cost_with_rollback],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "job_cost" => Some(Ok(self.__explain_job_cost())),
                "job_cost_with_rollback" => {
                    Some(Ok(self.__explain_job_cost_with_rollback()))
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "rollback_times" => (&__c::explain::Held(&self.rollback_times)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(Outage);
};
