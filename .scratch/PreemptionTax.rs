/**What forced preemptions cost the job that is stopped: the work since its last durable checkpoint, and the relaunch (restart, checkpoint reload, warmup) each one pays.

The scheduler stopped the job itself, so there is no detection term: a preempted job and a
failed one pay the same relaunch otherwise. The reference's result also repeats
`lost_work`, the input here.

# Equation

relaunch = restart + checkpoint ÷ bandwidth + warmup; per event = lost work + relaunch; cost = devices × per event × rate; lost a day = events a day × per event

# Assumptions

- Preemptions arrive at a constant rate, each without a clean save.
- The checkpoint is reloaded at the recovery profile's checkpoint bandwidth.

# Excludes

- Time queued for capacity after a preemption.

# Derivation

- The cold-restart budget of the registry's recovery profile without its detection term, plus the work redone.

# Examples

```rust
// A 64-GPU fine-tune preempted without budget
use mlsysim_fleet::orchestration::forced_preemption_175b_fine_tune_64;

let s = forced_preemption_175b_fine_tune_64()?;
assert!((s.relaunch()?.value - 324.5).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PreemptionTax {
    ///Devices the job runs on.
    pub n_devices: u32,
    ///Bytes of the job's resumable checkpoint. *Shown in `GB`; allowed >= 0.*
    pub checkpoint_bytes: Information,
    ///Work lost since the last durable checkpoint at each preemption. *Shown in `MINUTE`; allowed >= 0.*
    pub lost_work: Time,
    ///Forced preemptions per unit of time. *Shown in `PER_DAY`; allowed >= 0.*
    pub preemption_rate: Frequency,
    ///The recovery profile: restart and warmup times and the checkpoint bandwidth.
    pub recovery: &'static RecoveryProfile,
    ///Price of one device-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
}
///Builds a [`PreemptionTax`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PreemptionTaxBuilder {
    n_devices: ::core::option::Option<u32>,
    checkpoint_bytes: ::core::option::Option<Information>,
    lost_work: ::core::option::Option<Time>,
    preemption_rate: ::core::option::Option<Frequency>,
    recovery: ::core::option::Option<&'static RecoveryProfile>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
}
///Every property of a [`PreemptionTax`], each computed once (see [`PreemptionTax::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PreemptionTaxValues<'a> {
    scenario: &'a PreemptionTax,
    ///Time to restart the job's processes.
    pub restart: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to reload the checkpoint.
    pub reload: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time for the relaunched job to reach full speed.
    pub warmup: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The relaunch: restart, reload and warmup.
    pub relaunch: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time one preemption costs the job: the lost work and the relaunch.
    pub per_event: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///What one preemption costs, on every device of the job.
    pub cost_per_event: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Preemptions a day.
    pub events_per_day: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time lost to preemptions a day.
    pub lost_per_day: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Device-hours lost to preemptions a day, on every device of the job.
    pub gpu_hours_per_day: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "n_devices",
            ty: "u32",
            doc: "Devices the job runs on.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "checkpoint_bytes",
            ty: "Information",
            doc: "Bytes of the job's resumable checkpoint.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "lost_work",
            ty: "Time",
            doc: "Work lost since the last durable checkpoint at each preemption.",
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
        __c::InputInfo {
            name: "recovery",
            ty: "&'static RecoveryProfile",
            doc: "The recovery profile: restart and warmup times and the checkpoint bandwidth.",
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
            name: "restart",
            doc: "Time to restart the job's processes.",
            equation: "recovery.restart_time_s",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["recovery"],
            template: "{#0 recovery.restart_time_s}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reload",
            doc: "Time to reload the checkpoint.",
            equation: "checkpoint_bytes / recovery.checkpoint_write_bw_gbs",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["checkpoint_bytes", "recovery"],
            template: "{checkpoint_bytes} / {#0 recovery.checkpoint_write_bw_gbs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "warmup",
            doc: "Time for the relaunched job to reach full speed.",
            equation: "recovery.warmup_time_s",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["recovery"],
            template: "{#0 recovery.warmup_time_s}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "relaunch",
            doc: "The relaunch: restart, reload and warmup.",
            equation: "restart + reload + warmup",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["restart", "reload", "warmup"],
            template: "{restart} + {reload} + {warmup}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "per_event",
            doc: "Time one preemption costs the job: the lost work and the relaunch.",
            equation: "lost_work + relaunch",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["lost_work", "relaunch"],
            template: "{lost_work} + {relaunch}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost_per_event",
            doc: "What one preemption costs, on every device of the job.",
            equation: "n_devices * per_event * device_hour_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["n_devices", "device_hour_rate", "per_event"],
            template: "{n_devices} * {per_event} * {device_hour_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "events_per_day",
            doc: "Preemptions a day.",
            equation: "preemption_rate * days(1.0)",
            result_type: "f64",
            depends_on: &["preemption_rate"],
            calls: &["days"],
            template: "{preemption_rate} * days(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lost_per_day",
            doc: "Time lost to preemptions a day.",
            equation: "events_per_day * per_event",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["events_per_day", "per_event"],
            template: "{events_per_day} * {per_event}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gpu_hours_per_day",
            doc: "Device-hours lost to preemptions a day, on every device of the job.",
            equation: "n_devices * lost_per_day",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["n_devices", "lost_per_day"],
            template: "{n_devices} * {lost_per_day}",
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
    impl PreemptionTax {
        ///Starts a [`PreemptionTaxBuilder`]; required inputs must be set before [`PreemptionTaxBuilder::build`].
        #[must_use]
        pub fn builder() -> PreemptionTaxBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PreemptionTaxBuilder {
            PreemptionTaxBuilder {
                n_devices: Some(__Clone::clone(&self.n_devices)),
                checkpoint_bytes: Some(__Clone::clone(&self.checkpoint_bytes)),
                lost_work: Some(__Clone::clone(&self.lost_work)),
                preemption_rate: Some(__Clone::clone(&self.preemption_rate)),
                recovery: Some(__Clone::clone(&self.recovery)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
            }
        }
        ///Time to restart the job's processes. Equation: `recovery.restart_time_s`.
        #[inline]
        pub fn restart(&self) -> __Result<Time, __c::EvalError> {
            let recovery = __Clone::clone(&self.recovery);
            struct restart {}
            __c::member(
                (|| __c::conform::<Time, _, restart>(recovery.restart_time_s))(),
                &__PROPERTIES[0],
            )
        }
        ///Time to reload the checkpoint. Equation: `checkpoint_bytes / recovery.checkpoint_write_bw_gbs`.
        #[inline]
        pub fn reload(&self) -> __Result<Time, __c::EvalError> {
            let checkpoint_bytes = __Clone::clone(&self.checkpoint_bytes);
            let recovery = __Clone::clone(&self.recovery);
            struct reload {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    reload,
                >(checkpoint_bytes.eq_div(recovery.checkpoint_write_bw_gbs)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Time for the relaunched job to reach full speed. Equation: `recovery.warmup_time_s`.
        #[inline]
        pub fn warmup(&self) -> __Result<Time, __c::EvalError> {
            let recovery = __Clone::clone(&self.recovery);
            struct warmup {}
            __c::member(
                (|| __c::conform::<Time, _, warmup>(recovery.warmup_time_s))(),
                &__PROPERTIES[2],
            )
        }
        ///The relaunch: restart, reload and warmup. Equation: `restart + reload + warmup`.
        #[inline]
        pub fn relaunch(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_relaunch(self.restart()?, self.reload()?, self.warmup()?)
        }
        #[doc(hidden)]
        fn __eq_relaunch(
            &self,
            restart: Time,
            reload: Time,
            warmup: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct relaunch {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    relaunch,
                >(restart.eq_add(reload)?.eq_add(warmup)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Time one preemption costs the job: the lost work and the relaunch. Equation: `lost_work + relaunch`.
        #[inline]
        pub fn per_event(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_per_event(self.relaunch()?)
        }
        #[doc(hidden)]
        fn __eq_per_event(&self, relaunch: Time) -> __Result<Time, __c::EvalError> {
            let lost_work = __Clone::clone(&self.lost_work);
            struct per_event {}
            __c::member(
                (|| __c::conform::<Time, _, per_event>(lost_work.eq_add(relaunch)?))(),
                &__PROPERTIES[4],
            )
        }
        ///What one preemption costs, on every device of the job. Equation: `n_devices * per_event * device_hour_rate`.
        #[inline]
        pub fn cost_per_event(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_cost_per_event(self.per_event()?)
        }
        #[doc(hidden)]
        fn __eq_cost_per_event(&self, per_event: Time) -> __Result<Usd, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct cost_per_event {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    cost_per_event,
                >(n_devices.eq_mul(per_event)?.eq_mul(device_hour_rate)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Preemptions a day. Equation: `preemption_rate * days(1.0)`.
        #[inline]
        pub fn events_per_day(&self) -> __Result<f64, __c::EvalError> {
            let preemption_rate = __Clone::clone(&self.preemption_rate);
            struct events_per_day {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    events_per_day,
                >(preemption_rate.eq_mul(::mlsysim_core::equation::days(1.0))?))(),
                &__PROPERTIES[6],
            )
        }
        ///Time lost to preemptions a day. Equation: `events_per_day * per_event`.
        #[inline]
        pub fn lost_per_day(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_lost_per_day(self.events_per_day()?, self.per_event()?)
        }
        #[doc(hidden)]
        fn __eq_lost_per_day(
            &self,
            events_per_day: f64,
            per_event: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct lost_per_day {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    lost_per_day,
                >(events_per_day.eq_mul(per_event)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Device-hours lost to preemptions a day, on every device of the job. Equation: `n_devices * lost_per_day`.
        #[inline]
        pub fn gpu_hours_per_day(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_gpu_hours_per_day(self.lost_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_gpu_hours_per_day(
            &self,
            lost_per_day: Time,
        ) -> __Result<Time, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            struct gpu_hours_per_day {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    gpu_hours_per_day,
                >(n_devices.eq_mul(lost_per_day)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PreemptionTaxValues`].
        #[must_use]
        pub fn evaluate(&self) -> PreemptionTaxValues<'_> {
            let restart = self.restart();
            let reload = self.reload();
            let warmup = self.warmup();
            let relaunch = __c::after(
                (&restart, &reload, &warmup),
                |(v0, v1, v2)| self.__eq_relaunch(v0, v1, v2),
            );
            let per_event = __c::after((&relaunch,), |(v0,)| self.__eq_per_event(v0));
            let cost_per_event = __c::after(
                (&per_event,),
                |(v0,)| self.__eq_cost_per_event(v0),
            );
            let events_per_day = self.events_per_day();
            let lost_per_day = __c::after(
                (&events_per_day, &per_event),
                |(v0, v1)| self.__eq_lost_per_day(v0, v1),
            );
            let gpu_hours_per_day = __c::after(
                (&lost_per_day,),
                |(v0,)| self.__eq_gpu_hours_per_day(v0),
            );
            PreemptionTaxValues {
                scenario: self,
                restart,
                reload,
                warmup,
                relaunch,
                per_event,
                cost_per_event,
                events_per_day,
                lost_per_day,
                gpu_hours_per_day,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.n_devices, &__INPUTS[0])?;
            __c::bounded(&self.checkpoint_bytes, &__INPUTS[1])?;
            __c::bounded(&self.lost_work, &__INPUTS[2])?;
            __c::bounded(&self.preemption_rate, &__INPUTS[3])?;
            __c::finite(&self.recovery, &__INPUTS[4])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_restart(&self) -> __c::Parts {
            __c::traced(
                self.restart(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let recovery = __Clone::clone(& self.recovery); let part =
                    recovery.restart_time_s; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_reload(&self) -> __c::Parts {
            __c::traced(
                self.reload(),
                &__PROPERTIES[1],
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
        fn __explain_warmup(&self) -> __c::Parts {
            __c::traced(
                self.warmup(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let recovery = __Clone::clone(& self.recovery); let part =
                    recovery.warmup_time_s; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_events_per_day(&self) -> __c::Parts {
            __c::traced(
                self.events_per_day(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "days", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl PreemptionTaxBuilder {
        ///Sets `n_devices`: Devices the job runs on.
        #[must_use]
        pub fn n_devices(mut self, value: u32) -> Self {
            self.n_devices = Some(value);
            self
        }
        ///Sets `checkpoint_bytes`: Bytes of the job's resumable checkpoint.
        #[must_use]
        pub fn checkpoint_bytes(mut self, value: Information) -> Self {
            self.checkpoint_bytes = Some(value);
            self
        }
        ///Sets `lost_work`: Work lost since the last durable checkpoint at each preemption.
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
        ///Sets `recovery`: The recovery profile: restart and warmup times and the checkpoint bandwidth.
        #[must_use]
        pub fn recovery(mut self, value: &'static RecoveryProfile) -> Self {
            self.recovery = Some(value);
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
        pub fn build(self) -> __Result<PreemptionTax, __c::InputError> {
            let scenario = PreemptionTax {
                n_devices: __c::given(self.n_devices, "n_devices")?,
                checkpoint_bytes: __c::given(self.checkpoint_bytes, "checkpoint_bytes")?,
                lost_work: __c::given(self.lost_work, "lost_work")?,
                preemption_rate: __c::given(self.preemption_rate, "preemption_rate")?,
                recovery: __c::given(self.recovery, "recovery")?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PreemptionTaxBuilder {
        type Scenario = PreemptionTax;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[0])?,
                "checkpoint_bytes" => {
                    self.checkpoint_bytes = __c::set(value, &__INPUTS[1])?;
                }
                "lost_work" => self.lost_work = __c::set(value, &__INPUTS[2])?,
                "preemption_rate" => {
                    self.preemption_rate = __c::set(value, &__INPUTS[3])?;
                }
                "recovery" => self.recovery = __c::set(value, &__INPUTS[4])?,
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[5])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PreemptionTax, __c::InputError> {
            PreemptionTaxBuilder::build(self)
        }
    }
    impl<'a> PreemptionTaxValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PreemptionTax {
            self.scenario
        }
    }
    impl __c::Scenario for PreemptionTax {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PreemptionTax",
            family: &ORCHESTRATION,
            summary: "What forced preemptions cost the job that is stopped: the work since its last durable checkpoint, and the relaunch (restart, checkpoint reload, warmup) each one pays.",
            description: "The scheduler stopped the job itself, so there is no detection term: a preempted job and a\nfailed one pay the same relaunch otherwise. The reference's result also repeats\n`lost_work`, the input here.",
            notes: __c::meta::Notes {
                equation: "relaunch = restart + checkpoint ÷ bandwidth + warmup; per event = lost work + relaunch; cost = devices × per event × rate; lost a day = events a day × per event",
                assumptions: &[
                    "Preemptions arrive at a constant rate, each without a clean save.",
                    "The checkpoint is reloaded at the recovery profile's checkpoint bandwidth.",
                ],
                rules: __RULES,
                excludes: &["Time queued for capacity after a preemption."],
                derivation: &[
                    "The cold-restart budget of the registry's recovery profile without its detection term, plus the work redone.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 64-GPU fine-tune preempted without budget",
                    code: "// A 64-GPU fine-tune preempted without budget\nuse mlsysim_fleet::orchestration::forced_preemption_175b_fine_tune_64;\n\nlet s = forced_preemption_175b_fine_tune_64()?;\nassert!((s.relaunch()?.value - 324.5).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PreemptionTaxBuilder;
        fn to_builder(&self) -> PreemptionTaxBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.n_devices,
                    &self.checkpoint_bytes,
                    &self.lost_work,
                    &self.preemption_rate,
                    &self.recovery,
                    &self.device_hour_rate,
                ],
                &[
                    &values.restart,
                    &values.reload,
                    &values.warmup,
                    &values.relaunch,
                    &values.per_event,
                    &values.cost_per_event,
                    &values.events_per_day,
                    &values.lost_per_day,
                    &values.gpu_hours_per_day,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "restart" => Some(Ok(self.__explain_restart())),
                "reload" => Some(Ok(self.__explain_reload())),
                "warmup" => Some(Ok(self.__explain_warmup())),
                "events_per_day" => Some(Ok(self.__explain_events_per_day())),
                _ => None,
            }
        }
    }
    __c::glue!(PreemptionTax);
};
