/**A batch's service time as a fixed cost plus a cost per request, and the batch where the two are equal.

Serving a batch of B requests takes S(B) = t₀ + B·t_req: t₀ is paid once a batch (launches,
one read of the weights), t_req for each request. Throughput B ÷ S(B) climbs toward its
ceiling 1 ÷ t_req; at the knee B = t₀ ÷ t_req the two costs are equal and it reaches half
the ceiling. Per batch size the scenario gives the service time, the throughput, the time
per request, and the shares of the ceiling reached and of the time that is fixed.

# Equation

S(B) = t₀ + B·t_req; throughput = B ÷ S(B) → 1 ÷ t_req; knee = t₀ ÷ t_req

# Assumptions

- The service time is affine in the batch size: no memory or compute limit bends it.
- A batch holds at least one request: the methods refuse smaller batches, which the reference evaluates (a service time for an empty batch, a throughput of zero).
- The per-request time is above zero; the fixed time is not negative.

# Excludes

- Waiting for a batch to fill (see BatchCapChoice and BatchWindow).

# Derivation

- B·t_req = t₀ at B = t₀ ÷ t_req, where B ÷ S(B) = 1 ÷ (2·t_req), half of the ceiling 1 ÷ t_req.

# Examples

```rust
// The knee of the eager ResNet-50 service on an H100
use mlsysim_serving::at_scale::resnet50_eager_fp16_batching_h100;

let s = resnet50_eager_fp16_batching_h100()?;
assert!((s.knee()? - 106.36338745622044).abs() < 1e-9);
assert!(s.throughput(128)? > s.throughput(32)?);
assert!(s.fixed_share(128)? < 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchingKnee {
    ///Time a batch costs once, whatever its size. *Shown in `MILLISECOND`; allowed >= 0.*
    pub fixed_time: Time,
    ///Time each request of a batch adds. *Shown in `MILLISECOND`; allowed > 0.*
    pub per_request_time: Time,
    ///Batch sizes at which to report the service. *Default `vec![]`; allowed >= 1.*
    pub batch_sizes: Vec<i64>,
}
///Builds a [`BatchingKnee`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BatchingKneeBuilder {
    fixed_time: ::core::option::Option<Time>,
    per_request_time: ::core::option::Option<Time>,
    batch_sizes: ::core::option::Option<Vec<i64>>,
}
///Every property of a [`BatchingKnee`], each computed once (see [`BatchingKnee::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchingKneeValues<'a> {
    scenario: &'a BatchingKnee,
    ///The batch at which the per-request time equals the fixed time.
    pub knee: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "fixed_time",
            ty: "Time",
            doc: "Time a batch costs once, whatever its size.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "per_request_time",
            ty: "Time",
            doc: "Time each request of a batch adds.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_sizes",
            ty: "Vec<i64>",
            doc: "Batch sizes at which to report the service.",
            default: Some("vec![]"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "knee",
            doc: "The batch at which the per-request time equals the fixed time.",
            equation: "batch_knee(fixed_time, per_request_time)",
            result_type: "f64",
            depends_on: &["fixed_time", "per_request_time"],
            calls: &["batch_knee"],
            template: "batch_knee({fixed_time}, {per_request_time})",
            named_calls: "batch_knee(fixed_time, per_request_time)",
            operation: "result of `batch_knee`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "throughput_share",
            kind: __c::MemberKind::Method,
            doc: "Throughput at `batch_size` as a share of its ceiling 1 ÷ t_req.",
            equation: "batch_throughput_share(batch_size, fixed_time, per_request_time)",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["fixed_time", "per_request_time"],
            calls: &["batch_throughput_share"],
            template: "batch_throughput_share({batch_size}, {fixed_time}, {per_request_time})",
            named_calls: "batch_throughput_share(batch_size, fixed_time, per_request_time)",
            operation: "result of `batch_throughput_share`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "service_time",
            kind: __c::MemberKind::Method,
            doc: "Time to serve one batch of `batch_size`.",
            equation: "batch_service_time(fixed_time, per_request_time, batch_size)",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["fixed_time", "per_request_time"],
            calls: &["batch_service_time"],
            template: "batch_service_time({fixed_time}, {per_request_time}, {batch_size})",
            named_calls: "batch_service_time(fixed_time, per_request_time, batch_size)",
            operation: "result of `batch_service_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "throughput",
            kind: __c::MemberKind::Method,
            doc: "Requests a second when batches of `batch_size` run back to back.",
            equation: "batch_size / service_time(batch_size)",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            template: "{batch_size} / {#0 service_time(batch_size)}",
            named_calls: "service_time(batch_size)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "time_per_request",
            kind: __c::MemberKind::Method,
            doc: "A batch's service time divided among its requests.",
            equation: "service_time(batch_size) / batch_size",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            template: "{#0 service_time(batch_size)} / {batch_size}",
            named_calls: "service_time(batch_size)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fixed_share",
            kind: __c::MemberKind::Method,
            doc: "Share of a batch's service time that does not depend on its size.",
            equation: "fixed_time / service_time(batch_size)",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "i64",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["fixed_time"],
            template: "{fixed_time} / {#0 service_time(batch_size)}",
            named_calls: "service_time(batch_size)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl BatchingKnee {
        ///Starts a [`BatchingKneeBuilder`]; required inputs must be set before [`BatchingKneeBuilder::build`].
        #[must_use]
        pub fn builder() -> BatchingKneeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BatchingKneeBuilder {
            BatchingKneeBuilder {
                fixed_time: Some(__Clone::clone(&self.fixed_time)),
                per_request_time: Some(__Clone::clone(&self.per_request_time)),
                batch_sizes: Some(__Clone::clone(&self.batch_sizes)),
            }
        }
        ///The batch at which the per-request time equals the fixed time. Equation: `batch_knee(fixed_time, per_request_time)`.
        #[inline]
        pub fn knee(&self) -> __Result<f64, __c::EvalError> {
            let fixed_time = __Clone::clone(&self.fixed_time);
            let per_request_time = __Clone::clone(&self.per_request_time);
            struct knee {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    knee,
                >(
                    ::mlsysim_core::equation::batch_knee(fixed_time, per_request_time)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Throughput at `batch_size` as a share of its ceiling 1 ÷ t_req. Equation: `batch_throughput_share(batch_size, fixed_time, per_request_time)`.
        #[inline]
        pub fn throughput_share(
            &self,
            batch_size: i64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&batch_size, "throughput_share", &(&__METHODS[0]).args[0])?;
            let fixed_time = __Clone::clone(&self.fixed_time);
            let per_request_time = __Clone::clone(&self.per_request_time);
            struct throughput_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    throughput_share,
                >(
                    ::mlsysim_core::equation::batch_throughput_share(
                        batch_size,
                        fixed_time,
                        per_request_time,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Time to serve one batch of `batch_size`. Equation: `batch_service_time(fixed_time, per_request_time, batch_size)`.
        #[inline]
        pub fn service_time(&self, batch_size: i64) -> __Result<Time, __c::EvalError> {
            __c::argument(&batch_size, "service_time", &(&__METHODS[1]).args[0])?;
            let fixed_time = __Clone::clone(&self.fixed_time);
            let per_request_time = __Clone::clone(&self.per_request_time);
            struct service_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    service_time,
                >(
                    ::mlsysim_core::equation::batch_service_time(
                        fixed_time,
                        per_request_time,
                        batch_size,
                    )?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Requests a second when batches of `batch_size` run back to back. Equation: `batch_size / service_time(batch_size)`.
        #[inline]
        pub fn throughput(
            &self,
            batch_size: i64,
        ) -> __Result<Frequency, __c::EvalError> {
            __c::argument(&batch_size, "throughput", &(&__METHODS[2]).args[0])?;
            let service_time = |batch_size: i64| self.service_time(batch_size);
            struct throughput {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    throughput,
                >(batch_size.eq_div(service_time(batch_size)?)?))(),
                &__METHODS[2],
            )
        }
        ///A batch's service time divided among its requests. Equation: `service_time(batch_size) / batch_size`.
        #[inline]
        pub fn time_per_request(
            &self,
            batch_size: i64,
        ) -> __Result<Time, __c::EvalError> {
            __c::argument(&batch_size, "time_per_request", &(&__METHODS[3]).args[0])?;
            let service_time = |batch_size: i64| self.service_time(batch_size);
            struct time_per_request {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    time_per_request,
                >(service_time(batch_size)?.eq_div(batch_size)?))(),
                &__METHODS[3],
            )
        }
        ///Share of a batch's service time that does not depend on its size. Equation: `fixed_time / service_time(batch_size)`.
        #[inline]
        pub fn fixed_share(&self, batch_size: i64) -> __Result<f64, __c::EvalError> {
            __c::argument(&batch_size, "fixed_share", &(&__METHODS[4]).args[0])?;
            let fixed_time = __Clone::clone(&self.fixed_time);
            let service_time = |batch_size: i64| self.service_time(batch_size);
            struct fixed_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    fixed_share,
                >(fixed_time.eq_div(service_time(batch_size)?)?))(),
                &__METHODS[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BatchingKneeValues`].
        #[must_use]
        pub fn evaluate(&self) -> BatchingKneeValues<'_> {
            let knee = self.knee();
            BatchingKneeValues {
                scenario: self,
                knee,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.fixed_time, &__INPUTS[0])?;
            __c::bounded(&self.per_request_time, &__INPUTS[1])?;
            __c::bounded_plain(&self.batch_sizes, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_throughput(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.throughput(__Clone::clone(&batch_size)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let service_time =
                    | batch_size : i64 | self.service_time(batch_size); let part =
                    service_time(batch_size) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "service_time", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_time_per_request(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.time_per_request(__Clone::clone(&batch_size)),
                &__METHODS[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let service_time =
                    | batch_size : i64 | self.service_time(batch_size); let part =
                    service_time(batch_size) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "service_time", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_fixed_share(&self, batch_size: i64) -> __c::Parts {
            __c::traced(
                self.fixed_share(__Clone::clone(&batch_size)),
                &__METHODS[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let service_time =
                    | batch_size : i64 | self.service_time(batch_size); let part =
                    service_time(batch_size) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "service_time", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
    }
    impl BatchingKneeBuilder {
        ///Sets `fixed_time`: Time a batch costs once, whatever its size.
        #[must_use]
        pub fn fixed_time(mut self, value: Time) -> Self {
            self.fixed_time = Some(value);
            self
        }
        ///Sets `per_request_time`: Time each request of a batch adds.
        #[must_use]
        pub fn per_request_time(mut self, value: Time) -> Self {
            self.per_request_time = Some(value);
            self
        }
        ///Sets `batch_sizes`: Batch sizes at which to report the service.
        #[must_use]
        pub fn batch_sizes(mut self, value: Vec<i64>) -> Self {
            self.batch_sizes = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BatchingKnee, __c::InputError> {
            let scenario = BatchingKnee {
                fixed_time: __c::given(self.fixed_time, "fixed_time")?,
                per_request_time: __c::given(self.per_request_time, "per_request_time")?,
                batch_sizes: self.batch_sizes.unwrap_or_else(|| vec![]),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BatchingKneeBuilder {
        type Scenario = BatchingKnee;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "fixed_time" => self.fixed_time = __c::set(value, &__INPUTS[0])?,
                "per_request_time" => {
                    self.per_request_time = __c::set(value, &__INPUTS[1])?;
                }
                "batch_sizes" => self.batch_sizes = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BatchingKnee, __c::InputError> {
            BatchingKneeBuilder::build(self)
        }
    }
    impl<'a> BatchingKneeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BatchingKnee {
            self.scenario
        }
        ///[`BatchingKnee::throughput_share`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn throughput_share(
            &self,
            batch_size: i64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.throughput_share(batch_size)
        }
        ///[`BatchingKnee::service_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn service_time(&self, batch_size: i64) -> __Result<Time, __c::EvalError> {
            self.scenario.service_time(batch_size)
        }
        ///[`BatchingKnee::throughput`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn throughput(
            &self,
            batch_size: i64,
        ) -> __Result<Frequency, __c::EvalError> {
            self.scenario.throughput(batch_size)
        }
        ///[`BatchingKnee::time_per_request`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn time_per_request(
            &self,
            batch_size: i64,
        ) -> __Result<Time, __c::EvalError> {
            self.scenario.time_per_request(batch_size)
        }
        ///[`BatchingKnee::fixed_share`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn fixed_share(&self, batch_size: i64) -> __Result<f64, __c::EvalError> {
            self.scenario.fixed_share(batch_size)
        }
    }
    impl __c::Scenario for BatchingKnee {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BatchingKnee",
            family: &AT_SCALE,
            summary: "A batch's service time as a fixed cost plus a cost per request, and the batch where the two are equal.",
            description: "Serving a batch of B requests takes S(B) = t₀ + B·t_req: t₀ is paid once a batch (launches,\none read of the weights), t_req for each request. Throughput B ÷ S(B) climbs toward its\nceiling 1 ÷ t_req; at the knee B = t₀ ÷ t_req the two costs are equal and it reaches half\nthe ceiling. Per batch size the scenario gives the service time, the throughput, the time\nper request, and the shares of the ceiling reached and of the time that is fixed.",
            notes: __c::meta::Notes {
                equation: "S(B) = t₀ + B·t_req; throughput = B ÷ S(B) → 1 ÷ t_req; knee = t₀ ÷ t_req",
                assumptions: &[
                    "The service time is affine in the batch size: no memory or compute limit bends it.",
                    "A batch holds at least one request: the methods refuse smaller batches, which the reference evaluates (a service time for an empty batch, a throughput of zero).",
                    "The per-request time is above zero; the fixed time is not negative.",
                ],
                rules: __RULES,
                excludes: &[
                    "Waiting for a batch to fill (see BatchCapChoice and BatchWindow).",
                ],
                derivation: &[
                    "B·t_req = t₀ at B = t₀ ÷ t_req, where B ÷ S(B) = 1 ÷ (2·t_req), half of the ceiling 1 ÷ t_req.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The knee of the eager ResNet-50 service on an H100",
                    code: "// The knee of the eager ResNet-50 service on an H100\nuse mlsysim_serving::at_scale::resnet50_eager_fp16_batching_h100;\n\nlet s = resnet50_eager_fp16_batching_h100()?;\nassert!((s.knee()? - 106.36338745622044).abs() < 1e-9);\nassert!(s.throughput(128)? > s.throughput(32)?);\nassert!(s.fixed_share(128)? < 0.5);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BatchingKneeBuilder;
        fn to_builder(&self) -> BatchingKneeBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.fixed_time, &self.per_request_time, &self.batch_sizes],
                &[&values.knee],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "throughput_share" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.throughput_share(a0), &__METHODS[0])
                }
                "service_time" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.service_time(a0), &__METHODS[1])
                }
                "throughput" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.throughput(a0), &__METHODS[2])
                }
                "time_per_request" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.time_per_request(a0), &__METHODS[3])
                }
                "fixed_share" => {
                    let (a0,) = __c::args(args, &__METHODS[4])?;
                    __c::method_value(self.fixed_share(a0), &__METHODS[4])
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
                "throughput" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_throughput(a0)),
                    )
                }
                "time_per_request" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0,)| self.__explain_time_per_request(a0)),
                    )
                }
                "fixed_share" => {
                    Some(
                        __c::args(args, &__METHODS[4])
                            .map(|(a0,)| self.__explain_fixed_share(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "batch_sizes" => {
                    __c::samples(&self.batch_sizes, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(BatchingKnee);
};
