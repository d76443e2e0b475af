/**Ready batches a prefetch queue needs to hide each storage tier's tail read, and the host memory a chosen safety depth holds.

One read at a tier's tail latency spans `latency ÷ compute_time` compute windows, so the
queue needs that many ready batches, rounded up. A queue `safety_depth` deep holds that
many batches per consumer in host memory.

# Equation

span = tail latency ÷ compute_time; depth = ceil(span); buffer per consumer = safety_depth × batch; per node = consumers × buffer

# Assumptions

- Reads are issued one compute window apart and each may take the tier's tail latency.

# Excludes

- Bandwidth limits: the tier is assumed to keep up on average.

# Derivation

- A queue hides a read if it holds as many ready batches as compute windows the read spans.

# Examples

```rust
// Object storage needs a deeper queue than NVMe
use mlsysim_data::storage::prefetch_depth_by_tier;

let s = prefetch_depth_by_tier()?;
let depths = s.depths()?;
assert_eq!(depths.get("nvme"), Some(&1));
assert_eq!(depths.get("object"), Some(&3));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrefetchDepth {
    ///Compute time of one step: the window a ready batch covers. *Shown in `MILLISECOND`; allowed > 0.*
    pub compute_time: Time,
    ///Tail read latency of each tier. *Shown in `MILLISECOND`; allowed >= 0.*
    pub tail_latencies: Named<Time>,
    ///Bytes of one collated batch. *Shown in `MB`; allowed > 0.*
    pub batch_bytes: Information,
    ///Queue depth chosen for safety. *Allowed >= 0.*
    pub safety_depth: i64,
    ///Consumers on one node. *Allowed >= 1.*
    pub consumers_per_node: i64,
}
///Builds a [`PrefetchDepth`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PrefetchDepthBuilder {
    compute_time: ::core::option::Option<Time>,
    tail_latencies: ::core::option::Option<Named<Time>>,
    batch_bytes: ::core::option::Option<Information>,
    safety_depth: ::core::option::Option<i64>,
    consumers_per_node: ::core::option::Option<i64>,
}
///Every property of a [`PrefetchDepth`], each computed once (see [`PrefetchDepth::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrefetchDepthValues<'a> {
    scenario: &'a PrefetchDepth,
    ///Compute windows one tail read spans, per tier.
    pub spans: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///Ready batches that hide one tail read, per tier.
    pub depths: ::core::result::Result<Named<i64>, ::mlsysim_core::EvalError>,
    ///Host memory one consumer's queue holds at the safety depth.
    pub buffer_per_consumer: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Host memory the node's queues hold together.
    pub buffer_per_node: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "compute_time",
            ty: "Time",
            doc: "Compute time of one step: the window a ready batch covers.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tail_latencies",
            ty: "Named<Time>",
            doc: "Tail read latency of each tier.",
            label: {
                __c::units::unit_for::<
                    Named<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_bytes",
            ty: "Information",
            doc: "Bytes of one collated batch.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "safety_depth",
            ty: "i64",
            doc: "Queue depth chosen for safety.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "consumers_per_node",
            ty: "i64",
            doc: "Consumers on one node.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "spans",
            doc: "Compute windows one tail read spans, per tier.",
            equation: "tail_latencies\n    .iter()\n    .map(|(tier, t)| (tier, (*t / compute_time).value))\n    .collect::<Named<f64>>()",
            result_type: "Named<f64>",
            depends_on: &["tail_latencies", "compute_time"],
            reaches: &[("tail_latencies", "iter")],
            template: "{tail_latencies}\n    .iter()\n    .map(|(tier, t)| (tier, (*t / {compute_time}).value))\n    .collect::<Named<f64>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "depths",
            doc: "Ready batches that hide one tail read, per tier.",
            equation: "spans\n    .iter()\n    .map(|(tier, s)| ceil(*s).map(|d| (tier, d)))\n    .collect::<Result<Named<i64>, _>>()",
            result_type: "Named<i64>",
            depends_on: &["spans"],
            calls: &["ceil"],
            template: "{spans}\n    .iter()\n    .map(|(tier, s)| ceil(*s).map(|d| (tier, d)))\n    .collect::<Result<Named<i64>, _>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "buffer_per_consumer",
            doc: "Host memory one consumer's queue holds at the safety depth.",
            equation: "safety_depth * batch_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["safety_depth", "batch_bytes"],
            template: "{safety_depth} * {batch_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "buffer_per_node",
            doc: "Host memory the node's queues hold together.",
            equation: "buffer_per_consumer * consumers_per_node",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["consumers_per_node", "buffer_per_consumer"],
            template: "{buffer_per_consumer} * {consumers_per_node}",
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
    impl PrefetchDepth {
        ///Starts a [`PrefetchDepthBuilder`]; required inputs must be set before [`PrefetchDepthBuilder::build`].
        #[must_use]
        pub fn builder() -> PrefetchDepthBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PrefetchDepthBuilder {
            PrefetchDepthBuilder {
                compute_time: Some(__Clone::clone(&self.compute_time)),
                tail_latencies: Some(__Clone::clone(&self.tail_latencies)),
                batch_bytes: Some(__Clone::clone(&self.batch_bytes)),
                safety_depth: Some(__Clone::clone(&self.safety_depth)),
                consumers_per_node: Some(__Clone::clone(&self.consumers_per_node)),
            }
        }
        /**Compute windows one tail read spans, per tier.

Equation:

```text
tail_latencies
    .iter()
    .map(|(tier, t)| (tier, (*t / compute_time).value))
    .collect::<Named<f64>>()
```
*/
        #[inline]
        pub fn spans(&self) -> __Result<Named<f64>, __c::EvalError> {
            let tail_latencies = __Clone::clone(&self.tail_latencies);
            let compute_time = __Clone::clone(&self.compute_time);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct spans {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    spans,
                >(
                    tail_latencies
                        .iter()
                        .map(|(tier, t)| (
                            tier,
                            __mlsysim_fault.keep((*t).eq_div(compute_time)).value,
                        ))
                        .collect::<Named<f64>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        /**Ready batches that hide one tail read, per tier.

Equation:

```text
spans
    .iter()
    .map(|(tier, s)| ceil(*s).map(|d| (tier, d)))
    .collect::<Result<Named<i64>, _>>()
```
*/
        #[inline]
        pub fn depths(&self) -> __Result<Named<i64>, __c::EvalError> {
            self.__eq_depths(self.spans()?)
        }
        #[doc(hidden)]
        fn __eq_depths(
            &self,
            spans: Named<f64>,
        ) -> __Result<Named<i64>, __c::EvalError> {
            struct depths {}
            __c::member(
                (|| __c::conform::<
                    Named<i64>,
                    _,
                    depths,
                >(
                    spans
                        .iter()
                        .map(|(tier, s)| {
                            ::mlsysim_core::equation::ceil(*s).map(|d| (tier, d))
                        })
                        .collect::<Result<Named<i64>, _>>()?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Host memory one consumer's queue holds at the safety depth. Equation: `safety_depth * batch_bytes`.
        #[inline]
        pub fn buffer_per_consumer(&self) -> __Result<Information, __c::EvalError> {
            let safety_depth = __Clone::clone(&self.safety_depth);
            let batch_bytes = __Clone::clone(&self.batch_bytes);
            struct buffer_per_consumer {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    buffer_per_consumer,
                >(safety_depth.eq_mul(batch_bytes)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Host memory the node's queues hold together. Equation: `buffer_per_consumer * consumers_per_node`.
        #[inline]
        pub fn buffer_per_node(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_buffer_per_node(self.buffer_per_consumer()?)
        }
        #[doc(hidden)]
        fn __eq_buffer_per_node(
            &self,
            buffer_per_consumer: Information,
        ) -> __Result<Information, __c::EvalError> {
            let consumers_per_node = __Clone::clone(&self.consumers_per_node);
            struct buffer_per_node {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    buffer_per_node,
                >(buffer_per_consumer.eq_mul(consumers_per_node)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PrefetchDepthValues`].
        #[must_use]
        pub fn evaluate(&self) -> PrefetchDepthValues<'_> {
            let spans = self.spans();
            let depths = __c::after((&spans,), |(v0,)| self.__eq_depths(v0));
            let buffer_per_consumer = self.buffer_per_consumer();
            let buffer_per_node = __c::after(
                (&buffer_per_consumer,),
                |(v0,)| self.__eq_buffer_per_node(v0),
            );
            PrefetchDepthValues {
                scenario: self,
                spans,
                depths,
                buffer_per_consumer,
                buffer_per_node,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.compute_time, &__INPUTS[0])?;
            __c::bounded(&self.tail_latencies, &__INPUTS[1])?;
            __c::bounded(&self.batch_bytes, &__INPUTS[2])?;
            __c::bounded_plain(&self.safety_depth, &__INPUTS[3])?;
            __c::bounded_plain(&self.consumers_per_node, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl PrefetchDepthBuilder {
        ///Sets `compute_time`: Compute time of one step: the window a ready batch covers.
        #[must_use]
        pub fn compute_time(mut self, value: Time) -> Self {
            self.compute_time = Some(value);
            self
        }
        ///Sets `tail_latencies`: Tail read latency of each tier.
        #[must_use]
        pub fn tail_latencies(mut self, value: Named<Time>) -> Self {
            self.tail_latencies = Some(value);
            self
        }
        ///Sets `batch_bytes`: Bytes of one collated batch.
        #[must_use]
        pub fn batch_bytes(mut self, value: Information) -> Self {
            self.batch_bytes = Some(value);
            self
        }
        ///Sets `safety_depth`: Queue depth chosen for safety.
        #[must_use]
        pub fn safety_depth(mut self, value: i64) -> Self {
            self.safety_depth = Some(value);
            self
        }
        ///Sets `consumers_per_node`: Consumers on one node.
        #[must_use]
        pub fn consumers_per_node(mut self, value: i64) -> Self {
            self.consumers_per_node = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PrefetchDepth, __c::InputError> {
            let scenario = PrefetchDepth {
                compute_time: __c::given(self.compute_time, "compute_time")?,
                tail_latencies: __c::given(self.tail_latencies, "tail_latencies")?,
                batch_bytes: __c::given(self.batch_bytes, "batch_bytes")?,
                safety_depth: __c::given(self.safety_depth, "safety_depth")?,
                consumers_per_node: __c::given(
                    self.consumers_per_node,
                    "consumers_per_node",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PrefetchDepthBuilder {
        type Scenario = PrefetchDepth;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "compute_time" => self.compute_time = __c::set(value, &__INPUTS[0])?,
                "tail_latencies" => self.tail_latencies = __c::set(value, &__INPUTS[1])?,
                "batch_bytes" => self.batch_bytes = __c::set(value, &__INPUTS[2])?,
                "safety_depth" => self.safety_depth = __c::set(value, &__INPUTS[3])?,
                "consumers_per_node" => {
                    self.consumers_per_node = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PrefetchDepth, __c::InputError> {
            PrefetchDepthBuilder::build(self)
        }
    }
    impl<'a> PrefetchDepthValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PrefetchDepth {
            self.scenario
        }
    }
    impl __c::Scenario for PrefetchDepth {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PrefetchDepth",
            family: &STORAGE,
            summary: "Ready batches a prefetch queue needs to hide each storage tier's tail read, and the host memory a chosen safety depth holds.",
            description: "One read at a tier's tail latency spans `latency ÷ compute_time` compute windows, so the\nqueue needs that many ready batches, rounded up. A queue `safety_depth` deep holds that\nmany batches per consumer in host memory.",
            notes: __c::meta::Notes {
                equation: "span = tail latency ÷ compute_time; depth = ceil(span); buffer per consumer = safety_depth × batch; per node = consumers × buffer",
                assumptions: &[
                    "Reads are issued one compute window apart and each may take the tier's tail latency.",
                ],
                rules: __RULES,
                excludes: &[
                    "Bandwidth limits: the tier is assumed to keep up on average.",
                ],
                derivation: &[
                    "A queue hides a read if it holds as many ready batches as compute windows the read spans.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Object storage needs a deeper queue than NVMe",
                    code: "// Object storage needs a deeper queue than NVMe\nuse mlsysim_data::storage::prefetch_depth_by_tier;\n\nlet s = prefetch_depth_by_tier()?;\nlet depths = s.depths()?;\nassert_eq!(depths.get(\"nvme\"), Some(&1));\nassert_eq!(depths.get(\"object\"), Some(&3));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PrefetchDepthBuilder;
        fn to_builder(&self) -> PrefetchDepthBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.compute_time,
                    &self.tail_latencies,
                    &self.batch_bytes,
                    &self.safety_depth,
                    &self.consumers_per_node,
                ],
                &[
                    &values.spans,
                    &values.depths,
                    &values.buffer_per_consumer,
                    &values.buffer_per_node,
                ],
            )
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "tail_latencies" => (&__c::explain::Held(&self.tail_latencies)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(PrefetchDepth);
};
