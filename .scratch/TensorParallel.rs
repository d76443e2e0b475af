/**The activation AllReduces of one tensor-parallel training step, against a stated compute time.

Each transformer layer sums an activation-sized partial result across the tensor-parallel
group, once forward and once backward by default; a ring AllReduce over n devices sends 2(n
− 1)/n times the payload per device. The bound is bandwidth only and nothing overlaps the
compute, so the shares are a diagnostic rather than a forecast.

# Equation

payload = microbatch × sequence × width × 2 B; traffic = 2(n − 1)/n × payload; communication = collectives × layers × traffic ÷ bandwidth; step = compute + communication

# Assumptions

- Activations are 16-bit; the sequence is the model's context length unless `seq_len` is given.
- Communication and compute do not overlap.

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)
- `seq_len` is given, or `workload` has a context length in the registry (`optional(seq_len).is_some()     || workload.geometry().is_ok_and(|g| g.context_length.is_some())`)

# Excludes

- The startup latency of each AllReduce, and the compute itself, which is stated, not derived.

# Derivation

- Shoeybi et al. (2019), Megatron-LM: two AllReduces per layer per pass; Patarasuk and Yuan (2009) for the ring factor.

# Examples

```rust
// Llama 2 70B's AllReduces take a fifth of its node step
use mlsysim_cluster::transfer_and_training::llama2_70b_node_tensor_parallel_step;

let s = llama2_70b_node_tensor_parallel_step()?;
assert_eq!(s.collectives_per_step()?, 320);
assert!((s.communication_fraction()? - 0.19977702950708276).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TensorParallel {
    ///The model split across the group.
    pub workload: &'static Workload,
    ///Devices in the tensor-parallel group. *Allowed >= 1.*
    pub tp_size: u32,
    ///Sequences in one microbatch. *Allowed >= 1.*
    pub microbatch: u32,
    ///Bandwidth of one link of the group, one direction. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub link_bandwidth: DataRate,
    ///Compute of one step, stated. *Shown in `MILLISECOND`; allowed >= 0.*
    pub compute_time: Time,
    ///Tokens per sequence; the model's context length when absent. *Optional (absent by default); allowed >= 1.*
    pub seq_len: Option<u32>,
    ///AllReduces per layer per step. *Default `2`; allowed >= 1.*
    pub collectives_per_layer: u32,
}
///Builds a [`TensorParallel`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TensorParallelBuilder {
    workload: ::core::option::Option<&'static Workload>,
    tp_size: ::core::option::Option<u32>,
    microbatch: ::core::option::Option<u32>,
    link_bandwidth: ::core::option::Option<DataRate>,
    compute_time: ::core::option::Option<Time>,
    seq_len: ::core::option::Option<u32>,
    collectives_per_layer: ::core::option::Option<u32>,
}
///Every property of a [`TensorParallel`], each computed once (see [`TensorParallel::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TensorParallelValues<'a> {
    scenario: &'a TensorParallel,
    ///One AllReduce's tensor: the microbatch's activations at 16 bits.
    pub payload: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Times the payload each device sends in one ring AllReduce.
    pub ring_factor: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes each device sends in one AllReduce.
    pub traffic_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///AllReduces in one step.
    pub collectives_per_step: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time of one AllReduce, bandwidth only.
    pub per_collective_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of every AllReduce of the step.
    pub communication_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Compute and communication, one after the other.
    pub step_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of the step spent computing.
    pub compute_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the step spent communicating.
    pub communication_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model split across the group.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tp_size",
            ty: "u32",
            doc: "Devices in the tensor-parallel group.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "microbatch",
            ty: "u32",
            doc: "Sequences in one microbatch.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "link_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of one link of the group, one direction.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compute_time",
            ty: "Time",
            doc: "Compute of one step, stated.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "seq_len",
            ty: "Option<u32>",
            doc: "Tokens per sequence; the model's context length when absent.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "collectives_per_layer",
            ty: "u32",
            doc: "AllReduces per layer per step.",
            default: Some("2"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "payload",
            doc: "One AllReduce's tensor: the microbatch's activations at 16 bits.",
            equation: "microbatch\n    * match optional(seq_len) {\n        Some(s) => i64::from(s),\n        None => {\n            i64::from(\n                from_registry(\n                    workload.geometry().context_length,\n                    \"context length\",\n                    workload.path,\n                ),\n            )\n        }\n    } * workload.geometry().hidden_dim * precision_width(Precision::Fp16)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["microbatch", "seq_len", "workload"],
            reaches: &[("workload", "geometry")],
            calls: &["from_registry", "precision_width"],
            template: "{microbatch}\n    * match {#0 optional(seq_len)} {{\n        Some(s) => i64::from(s),\n        None => {{\n            i64::from(\n                from_registry({#1 workload.geometry().context_length}, \"context length\", {#2 workload.path}),\n            )\n        }}\n    }} * {#3 workload.geometry().hidden_dim} * precision_width(Precision::Fp16)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ring_factor",
            doc: "Times the payload each device sends in one ring AllReduce.",
            equation: "ring_allreduce_data_factor(tp_size)",
            result_type: "f64",
            depends_on: &["tp_size"],
            calls: &["ring_allreduce_data_factor"],
            template: "ring_allreduce_data_factor({tp_size})",
            named_calls: "ring_allreduce_data_factor(tp_size)",
            operation: "result of `ring_allreduce_data_factor`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "traffic_per_device",
            doc: "Bytes each device sends in one AllReduce.",
            equation: "ring_factor * payload",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["ring_factor", "payload"],
            template: "{ring_factor} * {payload}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "collectives_per_step",
            doc: "AllReduces in one step.",
            equation: "collectives_per_layer * workload.geometry().layers",
            result_type: "i64",
            depends_on: &["collectives_per_layer", "workload"],
            reaches: &[("workload", "geometry")],
            template: "{collectives_per_layer} * {#0 workload.geometry().layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "per_collective_time",
            doc: "Time of one AllReduce, bandwidth only.",
            equation: "transfer_time(traffic_per_device, link_bandwidth)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["link_bandwidth", "traffic_per_device"],
            calls: &["transfer_time"],
            template: "transfer_time({traffic_per_device}, {link_bandwidth})",
            named_calls: "transfer_time(traffic_per_device, link_bandwidth)",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "communication_time",
            doc: "Time of every AllReduce of the step.",
            equation: "collectives_per_step * per_collective_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["collectives_per_step", "per_collective_time"],
            template: "{collectives_per_step} * {per_collective_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_time",
            doc: "Compute and communication, one after the other.",
            equation: "compute_time + communication_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["compute_time", "communication_time"],
            template: "{compute_time} + {communication_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_fraction",
            doc: "Share of the step spent computing.",
            equation: "compute_time / step_time",
            result_type: "f64",
            depends_on: &["compute_time", "step_time"],
            template: "{compute_time} / {step_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "communication_fraction",
            doc: "Share of the step spent communicating.",
            equation: "communication_time / step_time",
            result_type: "f64",
            depends_on: &["communication_time", "step_time"],
            template: "{communication_time} / {step_time}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "`seq_len` is given, or `workload` has a context length in the registry",
            condition: "optional(seq_len).is_some()\n    || workload.geometry().is_ok_and(|g| g.context_length.is_some())",
            inputs: &["seq_len", "workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl TensorParallel {
        ///Starts a [`TensorParallelBuilder`]; required inputs must be set before [`TensorParallelBuilder::build`].
        #[must_use]
        pub fn builder() -> TensorParallelBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TensorParallelBuilder {
            TensorParallelBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                tp_size: Some(__Clone::clone(&self.tp_size)),
                microbatch: Some(__Clone::clone(&self.microbatch)),
                link_bandwidth: Some(__Clone::clone(&self.link_bandwidth)),
                compute_time: Some(__Clone::clone(&self.compute_time)),
                seq_len: __Clone::clone(&self.seq_len),
                collectives_per_layer: Some(__Clone::clone(&self.collectives_per_layer)),
            }
        }
        /**One AllReduce's tensor: the microbatch's activations at 16 bits.

Equation:

```text
microbatch
    * match optional(seq_len) {
        Some(s) => i64::from(s),
        None => {
            i64::from(
                from_registry(
                    workload.geometry().context_length,
                    "context length",
                    workload.path,
                ),
            )
        }
    } * workload.geometry().hidden_dim * precision_width(Precision::Fp16)
```
*/
        #[inline]
        pub fn payload(&self) -> __Result<Information, __c::EvalError> {
            let microbatch = __Clone::clone(&self.microbatch);
            let seq_len = __Clone::clone(&self.seq_len);
            let workload = __Clone::clone(&self.workload);
            struct payload {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    payload,
                >(
                    microbatch
                        .eq_mul(
                            match ::mlsysim_core::equation::optional(seq_len) {
                                Some(s) => i64::from(s),
                                None => {
                                    i64::from(
                                        ::mlsysim_core::equation::from_registry(
                                            workload.geometry()?.context_length,
                                            "context length",
                                            workload.path,
                                        )?,
                                    )
                                }
                            },
                        )?
                        .eq_mul(workload.geometry()?.hidden_dim)?
                        .eq_mul(
                            ::mlsysim_core::equation::precision_width(Precision::Fp16)?,
                        )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Times the payload each device sends in one ring AllReduce. Equation: `ring_allreduce_data_factor(tp_size)`.
        #[inline]
        pub fn ring_factor(&self) -> __Result<f64, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            struct ring_factor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ring_factor,
                >(::mlsysim_core::equation::ring_allreduce_data_factor(tp_size)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes each device sends in one AllReduce. Equation: `ring_factor * payload`.
        #[inline]
        pub fn traffic_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_traffic_per_device(self.ring_factor()?, self.payload()?)
        }
        #[doc(hidden)]
        fn __eq_traffic_per_device(
            &self,
            ring_factor: f64,
            payload: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct traffic_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    traffic_per_device,
                >(ring_factor.eq_mul(payload)?))(),
                &__PROPERTIES[2],
            )
        }
        ///AllReduces in one step. Equation: `collectives_per_layer * workload.geometry().layers`.
        #[inline]
        pub fn collectives_per_step(&self) -> __Result<i64, __c::EvalError> {
            let collectives_per_layer = __Clone::clone(&self.collectives_per_layer);
            let workload = __Clone::clone(&self.workload);
            struct collectives_per_step {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    collectives_per_step,
                >(collectives_per_layer.eq_mul(workload.geometry()?.layers)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Time of one AllReduce, bandwidth only. Equation: `transfer_time(traffic_per_device, link_bandwidth)`.
        #[inline]
        pub fn per_collective_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_per_collective_time(self.traffic_per_device()?)
        }
        #[doc(hidden)]
        fn __eq_per_collective_time(
            &self,
            traffic_per_device: Information,
        ) -> __Result<Time, __c::EvalError> {
            let link_bandwidth = __Clone::clone(&self.link_bandwidth);
            struct per_collective_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    per_collective_time,
                >(
                    ::mlsysim_core::equation::transfer_time(
                        traffic_per_device,
                        link_bandwidth,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Time of every AllReduce of the step. Equation: `collectives_per_step * per_collective_time`.
        #[inline]
        pub fn communication_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_communication_time(
                self.collectives_per_step()?,
                self.per_collective_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_communication_time(
            &self,
            collectives_per_step: i64,
            per_collective_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct communication_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    communication_time,
                >(collectives_per_step.eq_mul(per_collective_time)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Compute and communication, one after the other. Equation: `compute_time + communication_time`.
        #[inline]
        pub fn step_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_step_time(self.communication_time()?)
        }
        #[doc(hidden)]
        fn __eq_step_time(
            &self,
            communication_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let compute_time = __Clone::clone(&self.compute_time);
            struct step_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    step_time,
                >(compute_time.eq_add(communication_time)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Share of the step spent computing. Equation: `compute_time / step_time`.
        #[inline]
        pub fn compute_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_compute_fraction(self.step_time()?)
        }
        #[doc(hidden)]
        fn __eq_compute_fraction(
            &self,
            step_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            let compute_time = __Clone::clone(&self.compute_time);
            struct compute_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    compute_fraction,
                >(compute_time.eq_div(step_time)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Share of the step spent communicating. Equation: `communication_time / step_time`.
        #[inline]
        pub fn communication_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_communication_fraction(
                self.communication_time()?,
                self.step_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_communication_fraction(
            &self,
            communication_time: Time,
            step_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct communication_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    communication_fraction,
                >(communication_time.eq_div(step_time)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TensorParallelValues`].
        #[must_use]
        pub fn evaluate(&self) -> TensorParallelValues<'_> {
            let payload = self.payload();
            let ring_factor = self.ring_factor();
            let traffic_per_device = __c::after(
                (&ring_factor, &payload),
                |(v0, v1)| self.__eq_traffic_per_device(v0, v1),
            );
            let collectives_per_step = self.collectives_per_step();
            let per_collective_time = __c::after(
                (&traffic_per_device,),
                |(v0,)| self.__eq_per_collective_time(v0),
            );
            let communication_time = __c::after(
                (&collectives_per_step, &per_collective_time),
                |(v0, v1)| self.__eq_communication_time(v0, v1),
            );
            let step_time = __c::after(
                (&communication_time,),
                |(v0,)| self.__eq_step_time(v0),
            );
            let compute_fraction = __c::after(
                (&step_time,),
                |(v0,)| self.__eq_compute_fraction(v0),
            );
            let communication_fraction = __c::after(
                (&communication_time, &step_time),
                |(v0, v1)| self.__eq_communication_fraction(v0, v1),
            );
            TensorParallelValues {
                scenario: self,
                payload,
                ring_factor,
                traffic_per_device,
                collectives_per_step,
                per_collective_time,
                communication_time,
                step_time,
                compute_fraction,
                communication_fraction,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.tp_size, &__INPUTS[1])?;
            __c::bounded_plain(&self.microbatch, &__INPUTS[2])?;
            __c::bounded(&self.link_bandwidth, &__INPUTS[3])?;
            __c::bounded(&self.compute_time, &__INPUTS[4])?;
            __c::bounded_plain(&self.seq_len, &__INPUTS[5])?;
            __c::bounded_plain(&self.collectives_per_layer, &__INPUTS[6])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            {
                let seq_len = __Clone::clone(&self.seq_len);
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    ::mlsysim_core::equation::optional(seq_len).is_some()
                        || workload.geometry().is_ok_and(|g| g.context_length.is_some()),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.seq_len, &self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_payload(&self) -> __c::Parts {
            __c::traced(
                self.payload(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let seq_len = __Clone::clone(& self.seq_len); let part =
                    ::mlsysim_core::equation::optional(seq_len); Ok((& __c::Showing(&
                    part, None)).__shown()) }) (), (|| -> ::core::result::Result < Option
                    < __c::Value >, __c::EvalError > { let workload = __Clone::clone(&
                    self.workload); let part = workload.geometry() ? .context_length;
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .geometry() ? .hidden_dim; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .context_length; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "context length"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_collectives_per_step(&self) -> __c::Parts {
            __c::traced(
                self.collectives_per_step(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl TensorParallelBuilder {
        ///Sets `workload`: The model split across the group.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `tp_size`: Devices in the tensor-parallel group.
        #[must_use]
        pub fn tp_size(mut self, value: u32) -> Self {
            self.tp_size = Some(value);
            self
        }
        ///Sets `microbatch`: Sequences in one microbatch.
        #[must_use]
        pub fn microbatch(mut self, value: u32) -> Self {
            self.microbatch = Some(value);
            self
        }
        ///Sets `link_bandwidth`: Bandwidth of one link of the group, one direction.
        #[must_use]
        pub fn link_bandwidth(mut self, value: DataRate) -> Self {
            self.link_bandwidth = Some(value);
            self
        }
        ///Sets `compute_time`: Compute of one step, stated.
        #[must_use]
        pub fn compute_time(mut self, value: Time) -> Self {
            self.compute_time = Some(value);
            self
        }
        ///Sets `seq_len`: Tokens per sequence; the model's context length when absent.
        #[must_use]
        pub fn seq_len(mut self, value: u32) -> Self {
            self.seq_len = Some(value);
            self
        }
        ///Leaves `seq_len` absent.
        #[must_use]
        pub fn without_seq_len(mut self) -> Self {
            self.seq_len = None;
            self
        }
        ///Sets `collectives_per_layer`: AllReduces per layer per step.
        #[must_use]
        pub fn collectives_per_layer(mut self, value: u32) -> Self {
            self.collectives_per_layer = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TensorParallel, __c::InputError> {
            let scenario = TensorParallel {
                workload: __c::given(self.workload, "workload")?,
                tp_size: __c::given(self.tp_size, "tp_size")?,
                microbatch: __c::given(self.microbatch, "microbatch")?,
                link_bandwidth: __c::given(self.link_bandwidth, "link_bandwidth")?,
                compute_time: __c::given(self.compute_time, "compute_time")?,
                seq_len: self.seq_len,
                collectives_per_layer: self.collectives_per_layer.unwrap_or_else(|| 2),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TensorParallelBuilder {
        type Scenario = TensorParallel;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "tp_size" => self.tp_size = __c::set(value, &__INPUTS[1])?,
                "microbatch" => self.microbatch = __c::set(value, &__INPUTS[2])?,
                "link_bandwidth" => self.link_bandwidth = __c::set(value, &__INPUTS[3])?,
                "compute_time" => self.compute_time = __c::set(value, &__INPUTS[4])?,
                "seq_len" => self.seq_len = __c::set(value, &__INPUTS[5])?,
                "collectives_per_layer" => {
                    self.collectives_per_layer = __c::set(value, &__INPUTS[6])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TensorParallel, __c::InputError> {
            TensorParallelBuilder::build(self)
        }
    }
    impl<'a> TensorParallelValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TensorParallel {
            self.scenario
        }
    }
    impl __c::Scenario for TensorParallel {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TensorParallel",
            family: &TRANSFER_AND_TRAINING,
            summary: "The activation AllReduces of one tensor-parallel training step, against a stated compute time.",
            description: "Each transformer layer sums an activation-sized partial result across the tensor-parallel\ngroup, once forward and once backward by default; a ring AllReduce over n devices sends 2(n\n− 1)/n times the payload per device. The bound is bandwidth only and nothing overlaps the\ncompute, so the shares are a diagnostic rather than a forecast.",
            notes: __c::meta::Notes {
                equation: "payload = microbatch × sequence × width × 2 B; traffic = 2(n − 1)/n × payload; communication = collectives × layers × traffic ÷ bandwidth; step = compute + communication",
                assumptions: &[
                    "Activations are 16-bit; the sequence is the model's context length unless `seq_len` is given.",
                    "Communication and compute do not overlap.",
                ],
                rules: __RULES,
                excludes: &[
                    "The startup latency of each AllReduce, and the compute itself, which is stated, not derived.",
                ],
                derivation: &[
                    "Shoeybi et al. (2019), Megatron-LM: two AllReduces per layer per pass; Patarasuk and Yuan (2009) for the ring factor.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Llama 2 70B's AllReduces take a fifth of its node step",
                    code: "// Llama 2 70B's AllReduces take a fifth of its node step\nuse mlsysim_cluster::transfer_and_training::llama2_70b_node_tensor_parallel_step;\n\nlet s = llama2_70b_node_tensor_parallel_step()?;\nassert_eq!(s.collectives_per_step()?, 320);\nassert!((s.communication_fraction()? - 0.19977702950708276).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TensorParallelBuilder;
        fn to_builder(&self) -> TensorParallelBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.tp_size,
                    &self.microbatch,
                    &self.link_bandwidth,
                    &self.compute_time,
                    &self.seq_len,
                    &self.collectives_per_layer,
                ],
                &[
                    &values.payload,
                    &values.ring_factor,
                    &values.traffic_per_device,
                    &values.collectives_per_step,
                    &values.per_collective_time,
                    &values.communication_time,
                    &values.step_time,
                    &values.compute_fraction,
                    &values.communication_fraction,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "payload" => Some(Ok(self.__explain_payload())),
                "collectives_per_step" => Some(Ok(self.__explain_collectives_per_step())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(TensorParallel);
};
