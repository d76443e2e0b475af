/**A dual-trigger batch (a size cap or a timeout) that never fills: it leaves when the timeout after its oldest request runs out, then waits for a busy worker.

The oldest request's latency is the dispatch time plus the batch's service time plus the
response path, from its arrival; the slack is what the deadline leaves. The estimate "timeout
plus service" ignores both the busy worker and the response path.

# Equation

formed = a₀ + timeout; dispatch = max(formed, worker free); latency = dispatch + S(n) + response − a₀; slack = deadline − latency

# Assumptions

- The batch holds every listed arrival and never reaches its size cap, so the timeout closes it.
- The batch's service time is the BatchingKnee's at the number of arrivals.

# Rules across inputs

- `arrivals` lists at least one arrival (`!arrivals.is_empty()`)
- `arrivals` are listed oldest first: no offset is below the one before it (`arrivals.is_sorted()`)

# Excludes

- Requests arriving after the batch closes, and the queue behind the busy worker.

# Derivation

- A batch leaves at the later of its timeout and the worker becoming free; its oldest request then waits for the whole batch and the response path.

# Examples

```rust
// A busy worker adds 6 ms to the oldest request
use mlsysim_serving::one_machine::dual_trigger_batch_four_requests;

let s = dual_trigger_batch_four_requests()?;
assert!((s.backlog_wait()?.value - 0.006).abs() < 1e-15);
assert!(s.slack()?.value > 0.0);
assert!(s.timer_only_latency()? < s.oldest_latency()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchDispatch {
    ///Arrival times of the batch's requests, as offsets, oldest first. *Shown in `MILLISECOND`; allowed >= 0.*
    pub arrivals: Vec<Time>,
    ///Time after the oldest arrival at which the batch leaves. *Shown in `MILLISECOND`; allowed >= 0.*
    pub timeout: Time,
    ///When the worker finishes its current batch. *Shown in `MILLISECOND`; allowed >= 0.*
    pub worker_free: Time,
    ///Time from the end of the batch to the response reaching the client. *Shown in `MILLISECOND`; allowed >= 0.*
    pub response_path: Time,
    ///The requests' deadline. *Shown in `MILLISECOND`; allowed > 0.*
    pub deadline: Time,
    ///The worker's batch service time, as a BatchingKnee preset or its inputs.
    pub service: BatchingKnee,
}
///Builds a [`BatchDispatch`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BatchDispatchBuilder {
    arrivals: ::core::option::Option<Vec<Time>>,
    timeout: ::core::option::Option<Time>,
    worker_free: ::core::option::Option<Time>,
    response_path: ::core::option::Option<Time>,
    deadline: ::core::option::Option<Time>,
    service: ::core::option::Option<BatchingKnee>,
}
///Every property of a [`BatchDispatch`], each computed once (see [`BatchDispatch::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchDispatchValues<'a> {
    scenario: &'a BatchDispatch,
    ///When the timeout closes the batch.
    pub formation_end: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///When the batch starts: the later of its closing and the worker becoming free.
    pub dispatch: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time the closed batch waits for the worker.
    pub backlog_wait: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Service time of the batch.
    pub batch_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Latency of the oldest request.
    pub oldest_latency: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///What the deadline leaves; negative when it is missed.
    pub slack: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The estimate that ignores the busy worker and the response path.
    pub timer_only_latency: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "arrivals",
            ty: "Vec<Time>",
            doc: "Arrival times of the batch's requests, as offsets, oldest first.",
            label: {
                __c::units::unit_for::<
                    Vec<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "timeout",
            ty: "Time",
            doc: "Time after the oldest arrival at which the batch leaves.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "worker_free",
            ty: "Time",
            doc: "When the worker finishes its current batch.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "response_path",
            ty: "Time",
            doc: "Time from the end of the batch to the response reaching the client.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "deadline",
            ty: "Time",
            doc: "The requests' deadline.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "service",
            ty: "BatchingKnee",
            doc: "The worker's batch service time, as a BatchingKnee preset or its inputs.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "formation_end",
            doc: "When the timeout closes the batch.",
            equation: "{\n    let oldest: Time = arrivals[0];\n    oldest + timeout\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["arrivals", "timeout"],
            template: "{{\n    let oldest: Time = {#0 arrivals[0]};\n    oldest + {timeout}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dispatch",
            doc: "When the batch starts: the later of its closing and the worker becoming free.",
            equation: "max(formation_end, worker_free)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["worker_free", "formation_end"],
            calls: &["max"],
            template: "max({formation_end}, {worker_free})",
            named_calls: "max(formation_end, worker_free)",
            operation: "result of `max`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "backlog_wait",
            doc: "Time the closed batch waits for the worker.",
            equation: "dispatch - formation_end",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["dispatch", "formation_end"],
            template: "{dispatch} - {formation_end}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batch_time",
            doc: "Service time of the batch.",
            equation: "service.service_time(len(&arrivals))",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["service", "arrivals"],
            reaches: &[("service", "service_time")],
            calls: &["len"],
            template: "{#0 service.service_time(len(&arrivals))}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "oldest_latency",
            doc: "Latency of the oldest request.",
            equation: "{\n    let oldest: Time = arrivals[0];\n    dispatch + batch_time + response_path - oldest\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["arrivals", "response_path", "dispatch", "batch_time"],
            template: "{{\n    let oldest: Time = {#0 arrivals[0]};\n    {dispatch} + {batch_time} + {response_path} - oldest\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "slack",
            doc: "What the deadline leaves; negative when it is missed.",
            equation: "deadline - oldest_latency",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["deadline", "oldest_latency"],
            template: "{deadline} - {oldest_latency}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "timer_only_latency",
            doc: "The estimate that ignores the busy worker and the response path.",
            equation: "timeout + batch_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["timeout", "batch_time"],
            template: "{timeout} + {batch_time}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`arrivals` lists at least one arrival",
            condition: "!arrivals.is_empty()",
            inputs: &["arrivals"],
        },
        __c::RuleInfo {
            text: "`arrivals` are listed oldest first: no offset is below the one before it",
            condition: "arrivals.is_sorted()",
            inputs: &["arrivals"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl BatchDispatch {
        ///Starts a [`BatchDispatchBuilder`]; required inputs must be set before [`BatchDispatchBuilder::build`].
        #[must_use]
        pub fn builder() -> BatchDispatchBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BatchDispatchBuilder {
            BatchDispatchBuilder {
                arrivals: Some(__Clone::clone(&self.arrivals)),
                timeout: Some(__Clone::clone(&self.timeout)),
                worker_free: Some(__Clone::clone(&self.worker_free)),
                response_path: Some(__Clone::clone(&self.response_path)),
                deadline: Some(__Clone::clone(&self.deadline)),
                service: Some(__Clone::clone(&self.service)),
            }
        }
        /**When the timeout closes the batch.

Equation:

```text
{
    let oldest: Time = arrivals[0];
    oldest + timeout
}
```
*/
        #[inline]
        pub fn formation_end(&self) -> __Result<Time, __c::EvalError> {
            let arrivals = __Clone::clone(&self.arrivals);
            let timeout = __Clone::clone(&self.timeout);
            struct formation_end {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    formation_end,
                >({
                    let oldest: Time = ::mlsysim_core::equation::at(&arrivals, &0i64)?;
                    oldest.eq_add(timeout)?
                }))(),
                &__PROPERTIES[0],
            )
        }
        ///When the batch starts: the later of its closing and the worker becoming free. Equation: `max(formation_end, worker_free)`.
        #[inline]
        pub fn dispatch(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_dispatch(self.formation_end()?)
        }
        #[doc(hidden)]
        fn __eq_dispatch(&self, formation_end: Time) -> __Result<Time, __c::EvalError> {
            let worker_free = __Clone::clone(&self.worker_free);
            struct dispatch {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    dispatch,
                >(::mlsysim_core::equation::max(formation_end, worker_free)))(),
                &__PROPERTIES[1],
            )
        }
        ///Time the closed batch waits for the worker. Equation: `dispatch - formation_end`.
        #[inline]
        pub fn backlog_wait(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_backlog_wait(self.dispatch()?, self.formation_end()?)
        }
        #[doc(hidden)]
        fn __eq_backlog_wait(
            &self,
            dispatch: Time,
            formation_end: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct backlog_wait {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    backlog_wait,
                >(dispatch.eq_sub(formation_end)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Service time of the batch. Equation: `service.service_time(len(&arrivals))`.
        #[inline]
        pub fn batch_time(&self) -> __Result<Time, __c::EvalError> {
            let service = __Clone::clone(&self.service);
            let arrivals = __Clone::clone(&self.arrivals);
            struct batch_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    batch_time,
                >(service.service_time(::mlsysim_core::equation::len(&arrivals))?))(),
                &__PROPERTIES[3],
            )
        }
        /**Latency of the oldest request.

Equation:

```text
{
    let oldest: Time = arrivals[0];
    dispatch + batch_time + response_path - oldest
}
```
*/
        #[inline]
        pub fn oldest_latency(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_oldest_latency(self.dispatch()?, self.batch_time()?)
        }
        #[doc(hidden)]
        fn __eq_oldest_latency(
            &self,
            dispatch: Time,
            batch_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let arrivals = __Clone::clone(&self.arrivals);
            let response_path = __Clone::clone(&self.response_path);
            struct oldest_latency {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    oldest_latency,
                >({
                    let oldest: Time = ::mlsysim_core::equation::at(&arrivals, &0i64)?;
                    dispatch.eq_add(batch_time)?.eq_add(response_path)?.eq_sub(oldest)?
                }))(),
                &__PROPERTIES[4],
            )
        }
        ///What the deadline leaves; negative when it is missed. Equation: `deadline - oldest_latency`.
        #[inline]
        pub fn slack(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_slack(self.oldest_latency()?)
        }
        #[doc(hidden)]
        fn __eq_slack(&self, oldest_latency: Time) -> __Result<Time, __c::EvalError> {
            let deadline = __Clone::clone(&self.deadline);
            struct slack {}
            __c::member(
                (|| __c::conform::<Time, _, slack>(deadline.eq_sub(oldest_latency)?))(),
                &__PROPERTIES[5],
            )
        }
        ///The estimate that ignores the busy worker and the response path. Equation: `timeout + batch_time`.
        #[inline]
        pub fn timer_only_latency(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_timer_only_latency(self.batch_time()?)
        }
        #[doc(hidden)]
        fn __eq_timer_only_latency(
            &self,
            batch_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let timeout = __Clone::clone(&self.timeout);
            struct timer_only_latency {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    timer_only_latency,
                >(timeout.eq_add(batch_time)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BatchDispatchValues`].
        #[must_use]
        pub fn evaluate(&self) -> BatchDispatchValues<'_> {
            let formation_end = self.formation_end();
            let dispatch = __c::after((&formation_end,), |(v0,)| self.__eq_dispatch(v0));
            let backlog_wait = __c::after(
                (&dispatch, &formation_end),
                |(v0, v1)| self.__eq_backlog_wait(v0, v1),
            );
            let batch_time = self.batch_time();
            let oldest_latency = __c::after(
                (&dispatch, &batch_time),
                |(v0, v1)| self.__eq_oldest_latency(v0, v1),
            );
            let slack = __c::after((&oldest_latency,), |(v0,)| self.__eq_slack(v0));
            let timer_only_latency = __c::after(
                (&batch_time,),
                |(v0,)| self.__eq_timer_only_latency(v0),
            );
            BatchDispatchValues {
                scenario: self,
                formation_end,
                dispatch,
                backlog_wait,
                batch_time,
                oldest_latency,
                slack,
                timer_only_latency,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.arrivals, &__INPUTS[0])?;
            __c::bounded(&self.timeout, &__INPUTS[1])?;
            __c::bounded(&self.worker_free, &__INPUTS[2])?;
            __c::bounded(&self.response_path, &__INPUTS[3])?;
            __c::bounded(&self.deadline, &__INPUTS[4])?;
            __c::finite(&self.service, &__INPUTS[5])?;
            {
                let arrivals = __Clone::clone(&self.arrivals);
                __c::rule(
                    !arrivals.is_empty(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.arrivals],
                )?;
            }
            {
                let arrivals = __Clone::clone(&self.arrivals);
                __c::rule(
                    arrivals.is_sorted(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.arrivals],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_formation_end(&self) -> __c::Parts {
            __c::traced(
                self.formation_end(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let arrivals = __Clone::clone(& self.arrivals); let part =
                    ::mlsysim_core::equation::at(& arrivals, & 0i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_batch_time(&self) -> __c::Parts {
            __c::traced(
                self.batch_time(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let service = __Clone::clone(& self.service); let arrivals =
                    __Clone::clone(& self.arrivals); let part = service
                    .service_time(::mlsysim_core::equation::len(& arrivals)) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_oldest_latency(&self) -> __c::Parts {
            __c::traced(
                self.oldest_latency(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let arrivals = __Clone::clone(& self.arrivals); let part =
                    ::mlsysim_core::equation::at(& arrivals, & 0i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl BatchDispatchBuilder {
        ///Sets `arrivals`: Arrival times of the batch's requests, as offsets, oldest first.
        #[must_use]
        pub fn arrivals(mut self, value: Vec<Time>) -> Self {
            self.arrivals = Some(value);
            self
        }
        ///Sets `timeout`: Time after the oldest arrival at which the batch leaves.
        #[must_use]
        pub fn timeout(mut self, value: Time) -> Self {
            self.timeout = Some(value);
            self
        }
        ///Sets `worker_free`: When the worker finishes its current batch.
        #[must_use]
        pub fn worker_free(mut self, value: Time) -> Self {
            self.worker_free = Some(value);
            self
        }
        ///Sets `response_path`: Time from the end of the batch to the response reaching the client.
        #[must_use]
        pub fn response_path(mut self, value: Time) -> Self {
            self.response_path = Some(value);
            self
        }
        ///Sets `deadline`: The requests' deadline.
        #[must_use]
        pub fn deadline(mut self, value: Time) -> Self {
            self.deadline = Some(value);
            self
        }
        ///Sets `service`: The worker's batch service time, as a BatchingKnee preset or its inputs.
        #[must_use]
        pub fn service(mut self, value: BatchingKnee) -> Self {
            self.service = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BatchDispatch, __c::InputError> {
            let scenario = BatchDispatch {
                arrivals: __c::given(self.arrivals, "arrivals")?,
                timeout: __c::given(self.timeout, "timeout")?,
                worker_free: __c::given(self.worker_free, "worker_free")?,
                response_path: __c::given(self.response_path, "response_path")?,
                deadline: __c::given(self.deadline, "deadline")?,
                service: __c::given(self.service, "service")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BatchDispatchBuilder {
        type Scenario = BatchDispatch;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "arrivals" => self.arrivals = __c::set(value, &__INPUTS[0])?,
                "timeout" => self.timeout = __c::set(value, &__INPUTS[1])?,
                "worker_free" => self.worker_free = __c::set(value, &__INPUTS[2])?,
                "response_path" => self.response_path = __c::set(value, &__INPUTS[3])?,
                "deadline" => self.deadline = __c::set(value, &__INPUTS[4])?,
                "service" => self.service = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BatchDispatch, __c::InputError> {
            BatchDispatchBuilder::build(self)
        }
    }
    impl<'a> BatchDispatchValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BatchDispatch {
            self.scenario
        }
    }
    impl __c::Scenario for BatchDispatch {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BatchDispatch",
            family: &ONE_MACHINE,
            summary: "A dual-trigger batch (a size cap or a timeout) that never fills: it leaves when the timeout after its oldest request runs out, then waits for a busy worker.",
            description: "The oldest request's latency is the dispatch time plus the batch's service time plus the\nresponse path, from its arrival; the slack is what the deadline leaves. The estimate \"timeout\nplus service\" ignores both the busy worker and the response path.",
            notes: __c::meta::Notes {
                equation: "formed = a₀ + timeout; dispatch = max(formed, worker free); latency = dispatch + S(n) + response − a₀; slack = deadline − latency",
                assumptions: &[
                    "The batch holds every listed arrival and never reaches its size cap, so the timeout closes it.",
                    "The batch's service time is the BatchingKnee's at the number of arrivals.",
                ],
                rules: __RULES,
                excludes: &[
                    "Requests arriving after the batch closes, and the queue behind the busy worker.",
                ],
                derivation: &[
                    "A batch leaves at the later of its timeout and the worker becoming free; its oldest request then waits for the whole batch and the response path.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A busy worker adds 6 ms to the oldest request",
                    code: "// A busy worker adds 6 ms to the oldest request\nuse mlsysim_serving::one_machine::dual_trigger_batch_four_requests;\n\nlet s = dual_trigger_batch_four_requests()?;\nassert!((s.backlog_wait()?.value - 0.006).abs() < 1e-15);\nassert!(s.slack()?.value > 0.0);\nassert!(s.timer_only_latency()? < s.oldest_latency()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BatchDispatchBuilder;
        fn to_builder(&self) -> BatchDispatchBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.arrivals,
                    &self.timeout,
                    &self.worker_free,
                    &self.response_path,
                    &self.deadline,
                    &self.service,
                ],
                &[
                    &values.formation_end,
                    &values.dispatch,
                    &values.backlog_wait,
                    &values.batch_time,
                    &values.oldest_latency,
                    &values.slack,
                    &values.timer_only_latency,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "formation_end" => Some(Ok(self.__explain_formation_end())),
                "batch_time" => Some(Ok(self.__explain_batch_time())),
                "oldest_latency" => Some(Ok(self.__explain_oldest_latency())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "service" => (&__c::explain::Held(&self.service)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(BatchDispatch);
};
