/**The cold restart a failure costs a training job (detection, restart, checkpoint reload and warmup), and what paying it at the job's failure rate costs a day.

The job runs on `n_devices` components that each fail once per `component_mtbf`; every
failure is paid once per day's share of failures, on every device. Work redone since the
last checkpoint is not counted here: it belongs to the checkpoint's waste.

# Equation

restart budget = restart + checkpoint ÷ checkpoint bandwidth + warmup + detection; lost a day = (1 day ÷ MTBF/N) × budget

# Assumptions

- The checkpoint is reloaded at the profile's checkpoint bandwidth, the bandwidth it was written at.
- Failures arrive at a constant rate: one per component MTBF divided by the devices.

# Excludes

- Work redone since the last checkpoint (see CheckpointInterval), and time to reschedule onto spare capacity.

# Derivation

- The four-term recovery budget of the registry's recovery profile, paid once per failure.

# Examples

```rust
// A 175B job on 1,024 GPUs restarts in under five minutes
use mlsysim_fleet::reliability::gpt3_recovery_budget_1k;

let s = gpt3_recovery_budget_1k()?;
assert!((s.total()?.value - 384.5).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RecoveryBudget {
    ///The model restarted.
    pub workload: &'static Workload,
    ///Bytes each parameter's checkpoint takes. *Allowed > 0.*
    pub bytes_per_param: Information,
    ///The recovery profile: detection, restart and warmup times and the checkpoint bandwidth.
    pub recovery: &'static RecoveryProfile,
    ///Mean time between failures of one device. *Shown in `HOUR`; allowed > 0.*
    pub component_mtbf: Time,
    ///Devices the job runs on. *Allowed >= 1.*
    pub n_devices: u32,
}
///Builds a [`RecoveryBudget`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RecoveryBudgetBuilder {
    workload: ::core::option::Option<&'static Workload>,
    bytes_per_param: ::core::option::Option<Information>,
    recovery: ::core::option::Option<&'static RecoveryProfile>,
    component_mtbf: ::core::option::Option<Time>,
    n_devices: ::core::option::Option<u32>,
}
///Every property of a [`RecoveryBudget`], each computed once (see [`RecoveryBudget::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RecoveryBudgetValues<'a> {
    scenario: &'a RecoveryBudget,
    ///Bytes of the checkpoint reloaded.
    pub checkpoint_bytes: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Time to notice the failure.
    pub detect: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to restart the job's processes.
    pub restart: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to reload the checkpoint.
    pub reload: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time for the restarted job to reach full speed.
    pub warmup: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The whole cold restart of one failure.
    pub total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Mean time between failures of the job.
    pub failure_interval: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Failures of the job a day.
    pub failures_per_day: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time lost to restarts a day.
    pub lost_per_day: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of the day lost to restarts.
    pub day_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Device-hours lost to restarts a day, on every device of the job.
    pub gpu_hours_per_day: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model restarted.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Information",
            doc: "Bytes each parameter's checkpoint takes.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "recovery",
            ty: "&'static RecoveryProfile",
            doc: "The recovery profile: detection, restart and warmup times and the checkpoint bandwidth.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "component_mtbf",
            ty: "Time",
            doc: "Mean time between failures of one device.",
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
            doc: "Devices the job runs on.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "checkpoint_bytes",
            doc: "Bytes of the checkpoint reloaded.",
            equation: "weight_bytes(workload, bytes_per_param)",
            result_type: "DataSize",
            depends_on: &["workload", "bytes_per_param"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {bytes_per_param})",
            named_calls: "weight_bytes(workload, bytes_per_param)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "detect",
            doc: "Time to notice the failure.",
            equation: "recovery.detection_time_s",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["recovery"],
            template: "{#0 recovery.detection_time_s}",
            ..__c::MemberInfo::EMPTY
        },
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
            depends_on: &["recovery", "checkpoint_bytes"],
            template: "{checkpoint_bytes} / {#0 recovery.checkpoint_write_bw_gbs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "warmup",
            doc: "Time for the restarted job to reach full speed.",
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
            name: "total",
            doc: "The whole cold restart of one failure.",
            equation: "restart + reload + warmup + detect",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["restart", "reload", "warmup", "detect"],
            template: "{restart} + {reload} + {warmup} + {detect}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "failure_interval",
            doc: "Mean time between failures of the job.",
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
            name: "failures_per_day",
            doc: "Failures of the job a day.",
            equation: "days(1.0) / failure_interval",
            result_type: "f64",
            depends_on: &["failure_interval"],
            calls: &["days"],
            template: "days(1.0) / {failure_interval}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lost_per_day",
            doc: "Time lost to restarts a day.",
            equation: "failures_per_day * total",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["failures_per_day", "total"],
            template: "{failures_per_day} * {total}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "day_share",
            doc: "Share of the day lost to restarts.",
            equation: "lost_per_day / days(1.0)",
            result_type: "f64",
            depends_on: &["lost_per_day"],
            calls: &["days"],
            template: "{lost_per_day} / days(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gpu_hours_per_day",
            doc: "Device-hours lost to restarts a day, on every device of the job.",
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
    impl RecoveryBudget {
        ///Starts a [`RecoveryBudgetBuilder`]; required inputs must be set before [`RecoveryBudgetBuilder::build`].
        #[must_use]
        pub fn builder() -> RecoveryBudgetBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RecoveryBudgetBuilder {
            RecoveryBudgetBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                bytes_per_param: Some(__Clone::clone(&self.bytes_per_param)),
                recovery: Some(__Clone::clone(&self.recovery)),
                component_mtbf: Some(__Clone::clone(&self.component_mtbf)),
                n_devices: Some(__Clone::clone(&self.n_devices)),
            }
        }
        ///Bytes of the checkpoint reloaded. Equation: `weight_bytes(workload, bytes_per_param)`.
        #[inline]
        pub fn checkpoint_bytes(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct checkpoint_bytes {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    checkpoint_bytes,
                >(::mlsysim_core::equation::weight_bytes(workload, bytes_per_param)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Time to notice the failure. Equation: `recovery.detection_time_s`.
        #[inline]
        pub fn detect(&self) -> __Result<Time, __c::EvalError> {
            let recovery = __Clone::clone(&self.recovery);
            struct detect {}
            __c::member(
                (|| __c::conform::<Time, _, detect>(recovery.detection_time_s))(),
                &__PROPERTIES[1],
            )
        }
        ///Time to restart the job's processes. Equation: `recovery.restart_time_s`.
        #[inline]
        pub fn restart(&self) -> __Result<Time, __c::EvalError> {
            let recovery = __Clone::clone(&self.recovery);
            struct restart {}
            __c::member(
                (|| __c::conform::<Time, _, restart>(recovery.restart_time_s))(),
                &__PROPERTIES[2],
            )
        }
        ///Time to reload the checkpoint. Equation: `checkpoint_bytes / recovery.checkpoint_write_bw_gbs`.
        #[inline]
        pub fn reload(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_reload(self.checkpoint_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_reload(
            &self,
            checkpoint_bytes: DataSize,
        ) -> __Result<Time, __c::EvalError> {
            let recovery = __Clone::clone(&self.recovery);
            struct reload {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    reload,
                >(checkpoint_bytes.eq_div(recovery.checkpoint_write_bw_gbs)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Time for the restarted job to reach full speed. Equation: `recovery.warmup_time_s`.
        #[inline]
        pub fn warmup(&self) -> __Result<Time, __c::EvalError> {
            let recovery = __Clone::clone(&self.recovery);
            struct warmup {}
            __c::member(
                (|| __c::conform::<Time, _, warmup>(recovery.warmup_time_s))(),
                &__PROPERTIES[4],
            )
        }
        ///The whole cold restart of one failure. Equation: `restart + reload + warmup + detect`.
        #[inline]
        pub fn total(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_total(
                self.restart()?,
                self.reload()?,
                self.warmup()?,
                self.detect()?,
            )
        }
        #[doc(hidden)]
        fn __eq_total(
            &self,
            restart: Time,
            reload: Time,
            warmup: Time,
            detect: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    total,
                >(restart.eq_add(reload)?.eq_add(warmup)?.eq_add(detect)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Mean time between failures of the job. Equation: `mtbf_cluster(component_mtbf, n_devices)`.
        #[inline]
        pub fn failure_interval(&self) -> __Result<Time, __c::EvalError> {
            let component_mtbf = __Clone::clone(&self.component_mtbf);
            let n_devices = __Clone::clone(&self.n_devices);
            struct failure_interval {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    failure_interval,
                >(::mlsysim_core::equation::mtbf_cluster(component_mtbf, n_devices)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Failures of the job a day. Equation: `days(1.0) / failure_interval`.
        #[inline]
        pub fn failures_per_day(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_failures_per_day(self.failure_interval()?)
        }
        #[doc(hidden)]
        fn __eq_failures_per_day(
            &self,
            failure_interval: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct failures_per_day {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    failures_per_day,
                >(::mlsysim_core::equation::days(1.0).eq_div(failure_interval)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Time lost to restarts a day. Equation: `failures_per_day * total`.
        #[inline]
        pub fn lost_per_day(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_lost_per_day(self.failures_per_day()?, self.total()?)
        }
        #[doc(hidden)]
        fn __eq_lost_per_day(
            &self,
            failures_per_day: f64,
            total: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct lost_per_day {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    lost_per_day,
                >(failures_per_day.eq_mul(total)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Share of the day lost to restarts. Equation: `lost_per_day / days(1.0)`.
        #[inline]
        pub fn day_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_day_share(self.lost_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_day_share(&self, lost_per_day: Time) -> __Result<f64, __c::EvalError> {
            struct day_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    day_share,
                >(lost_per_day.eq_div(::mlsysim_core::equation::days(1.0))?))(),
                &__PROPERTIES[9],
            )
        }
        ///Device-hours lost to restarts a day, on every device of the job. Equation: `n_devices * lost_per_day`.
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
                &__PROPERTIES[10],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RecoveryBudgetValues`].
        #[must_use]
        pub fn evaluate(&self) -> RecoveryBudgetValues<'_> {
            let checkpoint_bytes = self.checkpoint_bytes();
            let detect = self.detect();
            let restart = self.restart();
            let reload = __c::after((&checkpoint_bytes,), |(v0,)| self.__eq_reload(v0));
            let warmup = self.warmup();
            let total = __c::after(
                (&restart, &reload, &warmup, &detect),
                |(v0, v1, v2, v3)| self.__eq_total(v0, v1, v2, v3),
            );
            let failure_interval = self.failure_interval();
            let failures_per_day = __c::after(
                (&failure_interval,),
                |(v0,)| self.__eq_failures_per_day(v0),
            );
            let lost_per_day = __c::after(
                (&failures_per_day, &total),
                |(v0, v1)| self.__eq_lost_per_day(v0, v1),
            );
            let day_share = __c::after(
                (&lost_per_day,),
                |(v0,)| self.__eq_day_share(v0),
            );
            let gpu_hours_per_day = __c::after(
                (&lost_per_day,),
                |(v0,)| self.__eq_gpu_hours_per_day(v0),
            );
            RecoveryBudgetValues {
                scenario: self,
                checkpoint_bytes,
                detect,
                restart,
                reload,
                warmup,
                total,
                failure_interval,
                failures_per_day,
                lost_per_day,
                day_share,
                gpu_hours_per_day,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[1])?;
            __c::finite(&self.recovery, &__INPUTS[2])?;
            __c::bounded(&self.component_mtbf, &__INPUTS[3])?;
            __c::bounded_plain(&self.n_devices, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_detect(&self) -> __c::Parts {
            __c::traced(
                self.detect(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let recovery = __Clone::clone(& self.recovery); let part =
                    recovery.detection_time_s; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_restart(&self) -> __c::Parts {
            __c::traced(
                self.restart(),
                &__PROPERTIES[2],
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
                &__PROPERTIES[3],
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
                &__PROPERTIES[4],
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
        fn __explain_failures_per_day(&self) -> __c::Parts {
            __c::traced(
                self.failures_per_day(),
                &__PROPERTIES[7],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "days", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_day_share(&self) -> __c::Parts {
            __c::traced(
                self.day_share(),
                &__PROPERTIES[9],
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
    impl RecoveryBudgetBuilder {
        ///Sets `workload`: The model restarted.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `bytes_per_param`: Bytes each parameter's checkpoint takes.
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        ///Sets `recovery`: The recovery profile: detection, restart and warmup times and the checkpoint bandwidth.
        #[must_use]
        pub fn recovery(mut self, value: &'static RecoveryProfile) -> Self {
            self.recovery = Some(value);
            self
        }
        ///Sets `component_mtbf`: Mean time between failures of one device.
        #[must_use]
        pub fn component_mtbf(mut self, value: Time) -> Self {
            self.component_mtbf = Some(value);
            self
        }
        ///Sets `n_devices`: Devices the job runs on.
        #[must_use]
        pub fn n_devices(mut self, value: u32) -> Self {
            self.n_devices = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RecoveryBudget, __c::InputError> {
            let scenario = RecoveryBudget {
                workload: __c::given(self.workload, "workload")?,
                bytes_per_param: __c::given(self.bytes_per_param, "bytes_per_param")?,
                recovery: __c::given(self.recovery, "recovery")?,
                component_mtbf: __c::given(self.component_mtbf, "component_mtbf")?,
                n_devices: __c::given(self.n_devices, "n_devices")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RecoveryBudgetBuilder {
        type Scenario = RecoveryBudget;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[1])?;
                }
                "recovery" => self.recovery = __c::set(value, &__INPUTS[2])?,
                "component_mtbf" => self.component_mtbf = __c::set(value, &__INPUTS[3])?,
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RecoveryBudget, __c::InputError> {
            RecoveryBudgetBuilder::build(self)
        }
    }
    impl<'a> RecoveryBudgetValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RecoveryBudget {
            self.scenario
        }
    }
    impl __c::Scenario for RecoveryBudget {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RecoveryBudget",
            family: &RELIABILITY,
            summary: "The cold restart a failure costs a training job (detection, restart, checkpoint reload and warmup), and what paying it at the job's failure rate costs a day.",
            description: "The job runs on `n_devices` components that each fail once per `component_mtbf`; every\nfailure is paid once per day's share of failures, on every device. Work redone since the\nlast checkpoint is not counted here: it belongs to the checkpoint's waste.",
            notes: __c::meta::Notes {
                equation: "restart budget = restart + checkpoint ÷ checkpoint bandwidth + warmup + detection; lost a day = (1 day ÷ MTBF/N) × budget",
                assumptions: &[
                    "The checkpoint is reloaded at the profile's checkpoint bandwidth, the bandwidth it was written at.",
                    "Failures arrive at a constant rate: one per component MTBF divided by the devices.",
                ],
                rules: __RULES,
                excludes: &[
                    "Work redone since the last checkpoint (see CheckpointInterval), and time to reschedule onto spare capacity.",
                ],
                derivation: &[
                    "The four-term recovery budget of the registry's recovery profile, paid once per failure.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 175B job on 1,024 GPUs restarts in under five minutes",
                    code: "// A 175B job on 1,024 GPUs restarts in under five minutes\nuse mlsysim_fleet::reliability::gpt3_recovery_budget_1k;\n\nlet s = gpt3_recovery_budget_1k()?;\nassert!((s.total()?.value - 384.5).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RecoveryBudgetBuilder;
        fn to_builder(&self) -> RecoveryBudgetBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.bytes_per_param,
                    &self.recovery,
                    &self.component_mtbf,
                    &self.n_devices,
                ],
                &[
                    &values.checkpoint_bytes,
                    &values.detect,
                    &values.restart,
                    &values.reload,
                    &values.warmup,
                    &values.total,
                    &values.failure_interval,
                    &values.failures_per_day,
                    &values.lost_per_day,
                    &values.day_share,
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
                "detect" => Some(Ok(self.__explain_detect())),
                "restart" => Some(Ok(self.__explain_restart())),
                "reload" => Some(Ok(self.__explain_reload())),
                "warmup" => Some(Ok(self.__explain_warmup())),
                "failures_per_day" => Some(Ok(self.__explain_failures_per_day())),
                "day_share" => Some(Ok(self.__explain_day_share())),
                _ => None,
            }
        }
    }
    __c::glue!(RecoveryBudget);
};
