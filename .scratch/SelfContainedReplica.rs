/**The smallest replica of a model whose whole training state fits on its devices without sharding across replicas: tensor parallelism across one node, pipeline stages doubled until each device's share fits its memory.

An elastic job that keeps this layout grows or shrinks one whole replica at a time.

# Equation

TP = devices per node; PP = the least power of two with state ÷ (TP × PP) ≤ device memory; replica = TP × PP

# Assumptions

- The training state divides evenly across the replica's devices.

# Excludes

- Activations, and sharding the state across replicas (ZeRO), which would shrink the replica.

# Derivation

- Doubling the pipeline halves each device's share of the state.

# Examples

```rust
// A 175B replica on DGX H100 nodes
use mlsysim_fleet::orchestration::gpt3_self_contained_replica_dgx_h100;

let s = gpt3_self_contained_replica_dgx_h100()?;
assert_eq!(s.replica_gpus()?, 64);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SelfContainedReplica {
    ///The model trained.
    pub workload: &'static Workload,
    ///The fleet, whose node sets the tensor-parallel width and the device memory.
    pub fleet: &'static Fleet,
    ///Bytes of training state per parameter (weights, gradients, optimizer state). *Allowed > 0.*
    pub bytes_per_param: Information,
}
///Builds a [`SelfContainedReplica`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SelfContainedReplicaBuilder {
    workload: ::core::option::Option<&'static Workload>,
    fleet: ::core::option::Option<&'static Fleet>,
    bytes_per_param: ::core::option::Option<Information>,
}
///Every property of a [`SelfContainedReplica`], each computed once (see [`SelfContainedReplica::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SelfContainedReplicaValues<'a> {
    scenario: &'a SelfContainedReplica,
    ///Tensor-parallel width: the devices of one node.
    pub tensor_parallel: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Pipeline depth: the least power of two at which each device's share of the state fits
    pub pipeline_depth: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Devices of one replica.
    pub replica_gpus: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model trained.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet, whose node sets the tensor-parallel width and the device memory.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Information",
            doc: "Bytes of training state per parameter (weights, gradients, optimizer state).",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "tensor_parallel",
            doc: "Tensor-parallel width: the devices of one node.",
            equation: "i64::from(fleet.node.accelerators_per_node)",
            result_type: "i64",
            depends_on: &["fleet"],
            template: "i64::from({#0 fleet.node.accelerators_per_node})",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pipeline_depth",
            doc: "Pipeline depth: the least power of two at which each device's share of the state fits\nits memory.",
            equation: "{\n    let state = weight_bytes(workload, bytes_per_param);\n    let memory = fleet.node.accelerator.memory_capacity;\n    require(memory > bytes(0.0), \"the node's accelerator has no memory\");\n    let mut depth = 1i64;\n    while state / (tensor_parallel * depth) > memory {\n        depth *= 2;\n    }\n    depth\n}",
            result_type: "i64",
            depends_on: &["workload", "bytes_per_param", "fleet", "tensor_parallel"],
            calls: &["weight_bytes", "require", "bytes"],
            template: "{{\n    let state = weight_bytes({workload}, {bytes_per_param});\n    let memory = {#0 fleet.node.accelerator.memory_capacity};\n    require(memory > bytes(0.0), \"the node's accelerator has no memory\");\n    let mut depth = 1i64;\n    while state / ({tensor_parallel} * depth) > memory {{\n        depth *= 2;\n    }}\n    depth\n}}",
            named_calls: "weight_bytes(workload, bytes_per_param)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "replica_gpus",
            doc: "Devices of one replica.",
            equation: "tensor_parallel * pipeline_depth",
            result_type: "i64",
            depends_on: &["tensor_parallel", "pipeline_depth"],
            template: "{tensor_parallel} * {pipeline_depth}",
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
    impl SelfContainedReplica {
        ///Starts a [`SelfContainedReplicaBuilder`]; required inputs must be set before [`SelfContainedReplicaBuilder::build`].
        #[must_use]
        pub fn builder() -> SelfContainedReplicaBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SelfContainedReplicaBuilder {
            SelfContainedReplicaBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                fleet: Some(__Clone::clone(&self.fleet)),
                bytes_per_param: Some(__Clone::clone(&self.bytes_per_param)),
            }
        }
        ///Tensor-parallel width: the devices of one node. Equation: `i64::from(fleet.node.accelerators_per_node)`.
        #[inline]
        pub fn tensor_parallel(&self) -> __Result<i64, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            struct tensor_parallel {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tensor_parallel,
                >(i64::from(fleet.node.accelerators_per_node)))(),
                &__PROPERTIES[0],
            )
        }
        /**Pipeline depth: the least power of two at which each device's share of the state fits
its memory.

Equation:

```text
{
    let state = weight_bytes(workload, bytes_per_param);
    let memory = fleet.node.accelerator.memory_capacity;
    require(memory > bytes(0.0), "the node's accelerator has no memory");
    let mut depth = 1i64;
    while state / (tensor_parallel * depth) > memory {
        depth *= 2;
    }
    depth
}
```
*/
        #[inline]
        pub fn pipeline_depth(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_pipeline_depth(self.tensor_parallel()?)
        }
        #[doc(hidden)]
        fn __eq_pipeline_depth(
            &self,
            tensor_parallel: i64,
        ) -> __Result<i64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            let fleet = __Clone::clone(&self.fleet);
            struct pipeline_depth {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    pipeline_depth,
                >({
                    let state = ::mlsysim_core::equation::weight_bytes(
                            workload,
                            bytes_per_param,
                        )?
                        .quantity();
                    let memory = fleet.node.accelerator.memory_capacity.quantity();
                    ::mlsysim_core::equation::require(
                        memory > ::mlsysim_core::equation::bytes(0.0),
                        "the node's accelerator has no memory",
                    )?;
                    let mut depth = 1i64;
                    while state.eq_div(tensor_parallel.eq_mul(depth)?)? > memory {
                        depth = depth.eq_mul(2i64)?;
                    }
                    depth
                }))(),
                &__PROPERTIES[1],
            )
        }
        ///Devices of one replica. Equation: `tensor_parallel * pipeline_depth`.
        #[inline]
        pub fn replica_gpus(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_replica_gpus(self.tensor_parallel()?, self.pipeline_depth()?)
        }
        #[doc(hidden)]
        fn __eq_replica_gpus(
            &self,
            tensor_parallel: i64,
            pipeline_depth: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct replica_gpus {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    replica_gpus,
                >(tensor_parallel.eq_mul(pipeline_depth)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SelfContainedReplicaValues`].
        #[must_use]
        pub fn evaluate(&self) -> SelfContainedReplicaValues<'_> {
            let tensor_parallel = self.tensor_parallel();
            let pipeline_depth = __c::after(
                (&tensor_parallel,),
                |(v0,)| self.__eq_pipeline_depth(v0),
            );
            let replica_gpus = __c::after(
                (&tensor_parallel, &pipeline_depth),
                |(v0, v1)| self.__eq_replica_gpus(v0, v1),
            );
            SelfContainedReplicaValues {
                scenario: self,
                tensor_parallel,
                pipeline_depth,
                replica_gpus,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.fleet, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_tensor_parallel(&self) -> __c::Parts {
            __c::traced(
                self.tensor_parallel(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_pipeline_depth(&self) -> __c::Parts {
            __c::traced(
                self.pipeline_depth(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerator.memory_capacity.quantity(); Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "weight_bytes", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("bytes_per_param")] }, __c::CallSite { name :
                    "bytes", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
    }
    impl SelfContainedReplicaBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `fleet`: The fleet, whose node sets the tensor-parallel width and the device memory.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `bytes_per_param`: Bytes of training state per parameter (weights, gradients, optimizer state).
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SelfContainedReplica, __c::InputError> {
            let scenario = SelfContainedReplica {
                workload: __c::given(self.workload, "workload")?,
                fleet: __c::given(self.fleet, "fleet")?,
                bytes_per_param: __c::given(self.bytes_per_param, "bytes_per_param")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SelfContainedReplicaBuilder {
        type Scenario = SelfContainedReplica;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "fleet" => self.fleet = __c::set(value, &__INPUTS[1])?,
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SelfContainedReplica, __c::InputError> {
            SelfContainedReplicaBuilder::build(self)
        }
    }
    impl<'a> SelfContainedReplicaValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SelfContainedReplica {
            self.scenario
        }
    }
    impl __c::Scenario for SelfContainedReplica {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SelfContainedReplica",
            family: &ORCHESTRATION,
            summary: "The smallest replica of a model whose whole training state fits on its devices without sharding across replicas: tensor parallelism across one node, pipeline stages doubled until each device's share fits its memory.",
            description: "An elastic job that keeps this layout grows or shrinks one whole replica at a time.",
            notes: __c::meta::Notes {
                equation: "TP = devices per node; PP = the least power of two with state ÷ (TP × PP) ≤ device memory; replica = TP × PP",
                assumptions: &[
                    "The training state divides evenly across the replica's devices.",
                ],
                rules: __RULES,
                excludes: &[
                    "Activations, and sharding the state across replicas (ZeRO), which would shrink the replica.",
                ],
                derivation: &[
                    "Doubling the pipeline halves each device's share of the state.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 175B replica on DGX H100 nodes",
                    code: "// A 175B replica on DGX H100 nodes\nuse mlsysim_fleet::orchestration::gpt3_self_contained_replica_dgx_h100;\n\nlet s = gpt3_self_contained_replica_dgx_h100()?;\nassert_eq!(s.replica_gpus()?, 64);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SelfContainedReplicaBuilder;
        fn to_builder(&self) -> SelfContainedReplicaBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.workload, &self.fleet, &self.bytes_per_param],
                &[&values.tensor_parallel, &values.pipeline_depth, &values.replica_gpus],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "tensor_parallel" => Some(Ok(self.__explain_tensor_parallel())),
                "pipeline_depth" => Some(Ok(self.__explain_pipeline_depth())),
                _ => None,
            }
        }
    }
    __c::glue!(SelfContainedReplica);
};
