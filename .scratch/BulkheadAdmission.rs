/**A burst of blocking requests against a hung dependency, admitted without a limit and then with a cap on occupied workers and a bounded queue.

# Equation

occupied = min(arrivals, worker_cap, workers); queued = min(arrivals − occupied, queue_cap); rejected = the rest

# Assumptions

- Every admitted request holds its worker until the dependency recovers.

# Excludes

- Arrivals after the burst, and requests that time out of the queue.

# Derivation

- A bulkhead bounds what one dependency can hold: the workers outside the cap stay free for other work.

# Examples

```rust
// A bulkhead keeps workers free
use mlsysim_scenarios::recovery::blocking_call_bulkhead;

let s = blocking_call_bulkhead()?;
assert_eq!(s.protected_workers()?, 236);
assert_eq!(s.rejected()?, 160);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BulkheadAdmission {
    ///Requests in the burst.
    pub arrivals: u32,
    ///Workers of the service.
    pub workers: u32,
    ///Workers the bulkhead lets the dependency hold.
    pub worker_cap: u32,
    ///Requests that may wait for a worker.
    pub queue_cap: u32,
}
///Builds a [`BulkheadAdmission`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BulkheadAdmissionBuilder {
    arrivals: ::core::option::Option<u32>,
    workers: ::core::option::Option<u32>,
    worker_cap: ::core::option::Option<u32>,
    queue_cap: ::core::option::Option<u32>,
}
///Every property of a [`BulkheadAdmission`], each computed once (see [`BulkheadAdmission::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BulkheadAdmissionValues<'a> {
    scenario: &'a BulkheadAdmission,
    ///Workers held without a bulkhead.
    pub uncapped_occupied: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Workers left free without a bulkhead.
    pub uncapped_free: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Workers held with the bulkhead.
    pub occupied: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Requests waiting in the queue.
    pub queued: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Requests turned away.
    pub rejected: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Workers the bulkhead keeps free for other work.
    pub protected_workers: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "arrivals",
            ty: "u32",
            doc: "Requests in the burst.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "workers",
            ty: "u32",
            doc: "Workers of the service.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "worker_cap",
            ty: "u32",
            doc: "Workers the bulkhead lets the dependency hold.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "queue_cap",
            ty: "u32",
            doc: "Requests that may wait for a worker.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "uncapped_occupied",
            doc: "Workers held without a bulkhead.",
            equation: "i64::from(min(arrivals, workers))",
            result_type: "i64",
            depends_on: &["arrivals", "workers"],
            calls: &["min"],
            template: "i64::from(min({arrivals}, {workers}))",
            named_calls: "min(arrivals, workers)",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "uncapped_free",
            doc: "Workers left free without a bulkhead.",
            equation: "workers - uncapped_occupied",
            result_type: "i64",
            depends_on: &["workers", "uncapped_occupied"],
            template: "{workers} - {uncapped_occupied}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "occupied",
            doc: "Workers held with the bulkhead.",
            equation: "i64::from(min(min(arrivals, worker_cap), workers))",
            result_type: "i64",
            depends_on: &["arrivals", "worker_cap", "workers"],
            calls: &["min"],
            template: "i64::from(min(min({arrivals}, {worker_cap}), {workers}))",
            named_calls: "min(arrivals, worker_cap)",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "queued",
            doc: "Requests waiting in the queue.",
            equation: "min(arrivals - occupied, i64::from(queue_cap))",
            result_type: "i64",
            depends_on: &["arrivals", "queue_cap", "occupied"],
            calls: &["min"],
            template: "min({arrivals} - {occupied}, i64::from({queue_cap}))",
            operation: "result of `min`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rejected",
            doc: "Requests turned away.",
            equation: "arrivals - occupied - queued",
            result_type: "i64",
            depends_on: &["arrivals", "occupied", "queued"],
            template: "{arrivals} - {occupied} - {queued}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "protected_workers",
            doc: "Workers the bulkhead keeps free for other work.",
            equation: "workers - occupied",
            result_type: "i64",
            depends_on: &["workers", "occupied"],
            template: "{workers} - {occupied}",
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
    impl BulkheadAdmission {
        ///Starts a [`BulkheadAdmissionBuilder`]; required inputs must be set before [`BulkheadAdmissionBuilder::build`].
        #[must_use]
        pub fn builder() -> BulkheadAdmissionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BulkheadAdmissionBuilder {
            BulkheadAdmissionBuilder {
                arrivals: Some(__Clone::clone(&self.arrivals)),
                workers: Some(__Clone::clone(&self.workers)),
                worker_cap: Some(__Clone::clone(&self.worker_cap)),
                queue_cap: Some(__Clone::clone(&self.queue_cap)),
            }
        }
        ///Workers held without a bulkhead. Equation: `i64::from(min(arrivals, workers))`.
        #[inline]
        pub fn uncapped_occupied(&self) -> __Result<i64, __c::EvalError> {
            let arrivals = __Clone::clone(&self.arrivals);
            let workers = __Clone::clone(&self.workers);
            struct uncapped_occupied {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    uncapped_occupied,
                >(i64::from(::mlsysim_core::equation::min(arrivals, workers))))(),
                &__PROPERTIES[0],
            )
        }
        ///Workers left free without a bulkhead. Equation: `workers - uncapped_occupied`.
        #[inline]
        pub fn uncapped_free(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_uncapped_free(self.uncapped_occupied()?)
        }
        #[doc(hidden)]
        fn __eq_uncapped_free(
            &self,
            uncapped_occupied: i64,
        ) -> __Result<i64, __c::EvalError> {
            let workers = __Clone::clone(&self.workers);
            struct uncapped_free {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    uncapped_free,
                >(workers.eq_sub(uncapped_occupied)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Workers held with the bulkhead. Equation: `i64::from(min(min(arrivals, worker_cap), workers))`.
        #[inline]
        pub fn occupied(&self) -> __Result<i64, __c::EvalError> {
            let arrivals = __Clone::clone(&self.arrivals);
            let worker_cap = __Clone::clone(&self.worker_cap);
            let workers = __Clone::clone(&self.workers);
            struct occupied {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    occupied,
                >(
                    i64::from(
                        ::mlsysim_core::equation::min(
                            ::mlsysim_core::equation::min(arrivals, worker_cap),
                            workers,
                        ),
                    ),
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Requests waiting in the queue. Equation: `min(arrivals - occupied, i64::from(queue_cap))`.
        #[inline]
        pub fn queued(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_queued(self.occupied()?)
        }
        #[doc(hidden)]
        fn __eq_queued(&self, occupied: i64) -> __Result<i64, __c::EvalError> {
            let arrivals = __Clone::clone(&self.arrivals);
            let queue_cap = __Clone::clone(&self.queue_cap);
            struct queued {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    queued,
                >(
                    ::mlsysim_core::equation::min(
                        arrivals.eq_sub(occupied)?,
                        i64::from(queue_cap),
                    ),
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Requests turned away. Equation: `arrivals - occupied - queued`.
        #[inline]
        pub fn rejected(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_rejected(self.occupied()?, self.queued()?)
        }
        #[doc(hidden)]
        fn __eq_rejected(
            &self,
            occupied: i64,
            queued: i64,
        ) -> __Result<i64, __c::EvalError> {
            let arrivals = __Clone::clone(&self.arrivals);
            struct rejected {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    rejected,
                >(arrivals.eq_sub(occupied)?.eq_sub(queued)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Workers the bulkhead keeps free for other work. Equation: `workers - occupied`.
        #[inline]
        pub fn protected_workers(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_protected_workers(self.occupied()?)
        }
        #[doc(hidden)]
        fn __eq_protected_workers(
            &self,
            occupied: i64,
        ) -> __Result<i64, __c::EvalError> {
            let workers = __Clone::clone(&self.workers);
            struct protected_workers {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    protected_workers,
                >(workers.eq_sub(occupied)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BulkheadAdmissionValues`].
        #[must_use]
        pub fn evaluate(&self) -> BulkheadAdmissionValues<'_> {
            let uncapped_occupied = self.uncapped_occupied();
            let uncapped_free = __c::after(
                (&uncapped_occupied,),
                |(v0,)| self.__eq_uncapped_free(v0),
            );
            let occupied = self.occupied();
            let queued = __c::after((&occupied,), |(v0,)| self.__eq_queued(v0));
            let rejected = __c::after(
                (&occupied, &queued),
                |(v0, v1)| self.__eq_rejected(v0, v1),
            );
            let protected_workers = __c::after(
                (&occupied,),
                |(v0,)| self.__eq_protected_workers(v0),
            );
            BulkheadAdmissionValues {
                scenario: self,
                uncapped_occupied,
                uncapped_free,
                occupied,
                queued,
                rejected,
                protected_workers,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.arrivals, &__INPUTS[0])?;
            __c::finite(&self.workers, &__INPUTS[1])?;
            __c::finite(&self.worker_cap, &__INPUTS[2])?;
            __c::finite(&self.queue_cap, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_occupied(&self) -> __c::Parts {
            __c::traced(
                self.occupied(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "min", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let arrivals =
                    __Clone::clone(& self.arrivals); let worker_cap = __Clone::clone(&
                    self.worker_cap); let part = ::mlsysim_core::equation::min(arrivals,
                    worker_cap); Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("workers")] }, __c::CallSite { name : "min", args
                    : ::std::vec![__c::Operand::Name("arrivals"),
                    __c::Operand::Name("worker_cap")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_queued(&self) -> __c::Parts {
            __c::traced(
                self.queued(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "min", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let arrivals =
                    __Clone::clone(& self.arrivals); let occupied = self.occupied() ?;
                    let part = arrivals.eq_sub(occupied) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let queue_cap = __Clone::clone(& self.queue_cap); let part =
                    i64::from(queue_cap); Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
    }
    impl BulkheadAdmissionBuilder {
        ///Sets `arrivals`: Requests in the burst.
        #[must_use]
        pub fn arrivals(mut self, value: u32) -> Self {
            self.arrivals = Some(value);
            self
        }
        ///Sets `workers`: Workers of the service.
        #[must_use]
        pub fn workers(mut self, value: u32) -> Self {
            self.workers = Some(value);
            self
        }
        ///Sets `worker_cap`: Workers the bulkhead lets the dependency hold.
        #[must_use]
        pub fn worker_cap(mut self, value: u32) -> Self {
            self.worker_cap = Some(value);
            self
        }
        ///Sets `queue_cap`: Requests that may wait for a worker.
        #[must_use]
        pub fn queue_cap(mut self, value: u32) -> Self {
            self.queue_cap = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BulkheadAdmission, __c::InputError> {
            let scenario = BulkheadAdmission {
                arrivals: __c::given(self.arrivals, "arrivals")?,
                workers: __c::given(self.workers, "workers")?,
                worker_cap: __c::given(self.worker_cap, "worker_cap")?,
                queue_cap: __c::given(self.queue_cap, "queue_cap")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BulkheadAdmissionBuilder {
        type Scenario = BulkheadAdmission;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "arrivals" => self.arrivals = __c::set(value, &__INPUTS[0])?,
                "workers" => self.workers = __c::set(value, &__INPUTS[1])?,
                "worker_cap" => self.worker_cap = __c::set(value, &__INPUTS[2])?,
                "queue_cap" => self.queue_cap = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BulkheadAdmission, __c::InputError> {
            BulkheadAdmissionBuilder::build(self)
        }
    }
    impl<'a> BulkheadAdmissionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BulkheadAdmission {
            self.scenario
        }
    }
    impl __c::Scenario for BulkheadAdmission {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BulkheadAdmission",
            family: &RECOVERY,
            summary: "A burst of blocking requests against a hung dependency, admitted without a limit and then with a cap on occupied workers and a bounded queue.",
            description: "",
            notes: __c::meta::Notes {
                equation: "occupied = min(arrivals, worker_cap, workers); queued = min(arrivals − occupied, queue_cap); rejected = the rest",
                assumptions: &[
                    "Every admitted request holds its worker until the dependency recovers.",
                ],
                rules: __RULES,
                excludes: &[
                    "Arrivals after the burst, and requests that time out of the queue.",
                ],
                derivation: &[
                    "A bulkhead bounds what one dependency can hold: the workers outside the cap stay free for other work.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A bulkhead keeps workers free",
                    code: "// A bulkhead keeps workers free\nuse mlsysim_scenarios::recovery::blocking_call_bulkhead;\n\nlet s = blocking_call_bulkhead()?;\nassert_eq!(s.protected_workers()?, 236);\nassert_eq!(s.rejected()?, 160);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BulkheadAdmissionBuilder;
        fn to_builder(&self) -> BulkheadAdmissionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.arrivals, &self.workers, &self.worker_cap, &self.queue_cap],
                &[
                    &values.uncapped_occupied,
                    &values.uncapped_free,
                    &values.occupied,
                    &values.queued,
                    &values.rejected,
                    &values.protected_workers,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "occupied" => Some(Ok(self.__explain_occupied())),
                "queued" => Some(Ok(self.__explain_queued())),
                _ => None,
            }
        }
    }
    __c::glue!(BulkheadAdmission);
};
