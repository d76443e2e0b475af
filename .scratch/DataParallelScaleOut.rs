/**A data-parallel job inside one node and across nodes, from its one-device profile: update time, speedup, training time and cost.

Every update reduces the whole gradient: a ring AllReduce inside each node on the fast link
and, with more than one node, a ring across every device on the inter-node link. Gradient
accumulation runs several local steps an update, so one exchange serves more compute and the
global batch grows. The speedup is the device count times the compute share of an update.

# Equation

n = devices per node × nodes; comm = ring(grad, per node, intra) + ring(grad, n, inter) if nodes > 1; compute = accumulation × step; speedup = n × compute ÷ (compute + comm); time = one-device time ÷ speedup; cost = time × nodes × node rate

# Assumptions

- The two rings run one after the other and carry no startup term.
- Compute and communication do not overlap.

# Rules across inputs

- `precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4) (`precision.storage_bytes().is_some()`)
- `inter_bandwidth` is given when `nodes` is above 1 (`nodes == 1 || optional(inter_bandwidth).is_some()`)

# Excludes

- Stragglers, and any change of the step time with the local batch.

# Derivation

- The reference's DataParallelScaleOutModel, with ring AllReduce from Patarasuk and Yuan (2009).

# Examples

```rust
// 10 GbE leaves 32 GPUs barely nine times faster than one
use mlsysim_cluster::distributed::gpt2_data_parallel_four_nodes_10gbe;

let s = gpt2_data_parallel_four_nodes_10gbe()?;
assert_eq!(s.n_devices()?, 32);
assert!((s.speedup()? - 8.914108847046686).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataParallelScaleOut {
    ///The model trained.
    pub workload: &'static Workload,
    ///Storage format of the gradients. *Default `Precision::Fp16`.*
    pub precision: Precision,
    ///One device's local step. *Shown in `SECOND`; allowed > 0.*
    pub step_time: Time,
    ///One device's whole run. *Shown in `HOUR`; allowed > 0.*
    pub training_time: Time,
    ///Sequences in one device's local step. *Allowed >= 1.*
    pub per_device_batch: u32,
    ///Devices in one node. *Allowed >= 1.*
    pub devices_per_node: u32,
    ///Nodes. *Default `1`; allowed >= 1.*
    pub nodes: u32,
    ///Bandwidth inside a node, one direction. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub intra_bandwidth: DataRate,
    ///Bandwidth between nodes. *Optional (absent by default); shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub inter_bandwidth: Option<DataRate>,
    ///Local steps an update. *Default `1`; allowed >= 1.*
    pub accumulation_steps: u32,
    ///Price of one node-hour. *Optional (absent by default); shown in `USD_PER_HOUR`; allowed >= 0.*
    pub node_hour_rate: Option<MoneyRate>,
}
///Builds a [`DataParallelScaleOut`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DataParallelScaleOutBuilder {
    workload: ::core::option::Option<&'static Workload>,
    precision: ::core::option::Option<Precision>,
    step_time: ::core::option::Option<Time>,
    training_time: ::core::option::Option<Time>,
    per_device_batch: ::core::option::Option<u32>,
    devices_per_node: ::core::option::Option<u32>,
    nodes: ::core::option::Option<u32>,
    intra_bandwidth: ::core::option::Option<DataRate>,
    inter_bandwidth: ::core::option::Option<DataRate>,
    accumulation_steps: ::core::option::Option<u32>,
    node_hour_rate: ::core::option::Option<MoneyRate>,
}
///Every property of a [`DataParallelScaleOut`], each computed once (see [`DataParallelScaleOut::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataParallelScaleOutValues<'a> {
    scenario: &'a DataParallelScaleOut,
    ///Devices in all.
    pub n_devices: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of the gradient.
    pub gradient_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes each device sends in the ring inside its node.
    pub intra_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes each device sends in the ring across nodes; none on one node.
    pub inter_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time of the ring inside a node.
    pub intra_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of the ring across nodes; none on one node.
    pub inter_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Communication of one update.
    pub communication_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Compute of one update: every accumulated local step.
    pub compute_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///One update: compute, then communication.
    pub update_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Communication per unit of compute.
    pub communication_overhead: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Compute's share of an update.
    pub compute_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Communication's share of an update.
    pub communication_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Speedup over one device.
    pub speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Speedup per device.
    pub efficiency: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Sequences in one update across every device.
    pub global_batch: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time of the run on every device (the reference's `result.training_time`, renamed
    pub scaled_training_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Rent of the nodes for the run.
    pub cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
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
            name: "precision",
            ty: "Precision",
            doc: "Storage format of the gradients.",
            default: Some("Precision::Fp16"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "step_time",
            ty: "Time",
            doc: "One device's local step.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "training_time",
            ty: "Time",
            doc: "One device's whole run.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "per_device_batch",
            ty: "u32",
            doc: "Sequences in one device's local step.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "devices_per_node",
            ty: "u32",
            doc: "Devices in one node.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "nodes",
            ty: "u32",
            doc: "Nodes.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "intra_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth inside a node, one direction.",
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
            name: "inter_bandwidth",
            ty: "Option<DataRate>",
            doc: "Bandwidth between nodes.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accumulation_steps",
            ty: "u32",
            doc: "Local steps an update.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "node_hour_rate",
            ty: "Option<MoneyRate>",
            doc: "Price of one node-hour.",
            optional: true,
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
            name: "n_devices",
            doc: "Devices in all.",
            equation: "devices_per_node * nodes",
            result_type: "i64",
            depends_on: &["devices_per_node", "nodes"],
            template: "{devices_per_node} * {nodes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gradient_bytes",
            doc: "Bytes of the gradient.",
            equation: "weight_bytes(workload, precision_width(precision))",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "precision"],
            calls: &["weight_bytes", "precision_width"],
            template: "weight_bytes({workload}, precision_width({precision}))",
            named_calls: "precision_width(precision)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intra_bytes",
            doc: "Bytes each device sends in the ring inside its node.",
            equation: "gradient_bytes * ring_allreduce_data_factor(devices_per_node)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["devices_per_node", "gradient_bytes"],
            calls: &["ring_allreduce_data_factor"],
            template: "{gradient_bytes} * ring_allreduce_data_factor({devices_per_node})",
            named_calls: "ring_allreduce_data_factor(devices_per_node)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "inter_bytes",
            doc: "Bytes each device sends in the ring across nodes; none on one node.",
            equation: "if nodes > 1 {\n    gradient_bytes * ring_allreduce_data_factor(n_devices)\n} else {\n    bytes(0.0)\n}",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["nodes", "gradient_bytes", "n_devices"],
            calls: &["ring_allreduce_data_factor", "bytes"],
            template: "if {nodes} > 1 {{\n    {gradient_bytes} * ring_allreduce_data_factor({n_devices})\n}} else {{\n    bytes(0.0)\n}}",
            named_calls: "ring_allreduce_data_factor(n_devices)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intra_time",
            doc: "Time of the ring inside a node.",
            equation: "ring_allreduce_time(gradient_bytes, devices_per_node, intra_bandwidth, seconds(0.0))",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["devices_per_node", "intra_bandwidth", "gradient_bytes"],
            calls: &["ring_allreduce_time", "seconds"],
            template: "ring_allreduce_time(\n    {gradient_bytes},\n    {devices_per_node},\n    {intra_bandwidth},\n    seconds(0.0),\n)",
            operation: "result of `ring_allreduce_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "inter_time",
            doc: "Time of the ring across nodes; none on one node.",
            equation: "match optional(inter_bandwidth) {\n    Some(inter) if nodes > 1 => {\n        ring_allreduce_time(gradient_bytes, n_devices, inter, seconds(0.0))\n    }\n    _ => seconds(0.0),\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["inter_bandwidth", "nodes", "gradient_bytes", "n_devices"],
            calls: &["ring_allreduce_time", "seconds"],
            template: "match {#0 optional(inter_bandwidth)} {{\n    Some(inter) if {nodes} > 1 => {{\n        ring_allreduce_time({gradient_bytes}, {n_devices}, inter, seconds(0.0))\n    }}\n    _ => seconds(0.0),\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "communication_time",
            doc: "Communication of one update.",
            equation: "intra_time + inter_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["intra_time", "inter_time"],
            template: "{intra_time} + {inter_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_time",
            doc: "Compute of one update: every accumulated local step.",
            equation: "accumulation_steps * step_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["accumulation_steps", "step_time"],
            template: "{accumulation_steps} * {step_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "update_time",
            doc: "One update: compute, then communication.",
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
            name: "communication_overhead",
            doc: "Communication per unit of compute.",
            equation: "communication_time / compute_time",
            result_type: "f64",
            depends_on: &["communication_time", "compute_time"],
            template: "{communication_time} / {compute_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_share",
            doc: "Compute's share of an update.",
            equation: "compute_time / update_time",
            result_type: "f64",
            depends_on: &["compute_time", "update_time"],
            template: "{compute_time} / {update_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "communication_share",
            doc: "Communication's share of an update.",
            equation: "communication_time / update_time",
            result_type: "f64",
            depends_on: &["communication_time", "update_time"],
            template: "{communication_time} / {update_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup",
            doc: "Speedup over one device.",
            equation: "n_devices * (compute_time / update_time)",
            result_type: "f64",
            depends_on: &["n_devices", "compute_time", "update_time"],
            template: "{n_devices} * ({compute_time} / {update_time})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "efficiency",
            doc: "Speedup per device.",
            equation: "speedup / n_devices",
            result_type: "f64",
            depends_on: &["speedup", "n_devices"],
            template: "{speedup} / {n_devices}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "global_batch",
            doc: "Sequences in one update across every device.",
            equation: "per_device_batch * n_devices * accumulation_steps",
            result_type: "i64",
            depends_on: &["per_device_batch", "accumulation_steps", "n_devices"],
            template: "{per_device_batch} * {n_devices} * {accumulation_steps}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scaled_training_time",
            doc: "Time of the run on every device (the reference's `result.training_time`, renamed\nbeside the input).",
            equation: "training_time / speedup",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["training_time", "speedup"],
            template: "{training_time} / {speedup}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost",
            doc: "Rent of the nodes for the run.",
            equation: "scaled_training_time * nodes * node_hour_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["nodes", "node_hour_rate", "scaled_training_time"],
            requires: &["node_hour_rate"],
            template: "{scaled_training_time} * {nodes} * {node_hour_rate}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)",
            condition: "precision.storage_bytes().is_some()",
            inputs: &["precision"],
        },
        __c::RuleInfo {
            text: "`inter_bandwidth` is given when `nodes` is above 1",
            condition: "nodes == 1 || optional(inter_bandwidth).is_some()",
            inputs: &["inter_bandwidth", "nodes"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl DataParallelScaleOut {
        ///Starts a [`DataParallelScaleOutBuilder`]; required inputs must be set before [`DataParallelScaleOutBuilder::build`].
        #[must_use]
        pub fn builder() -> DataParallelScaleOutBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DataParallelScaleOutBuilder {
            DataParallelScaleOutBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                precision: Some(__Clone::clone(&self.precision)),
                step_time: Some(__Clone::clone(&self.step_time)),
                training_time: Some(__Clone::clone(&self.training_time)),
                per_device_batch: Some(__Clone::clone(&self.per_device_batch)),
                devices_per_node: Some(__Clone::clone(&self.devices_per_node)),
                nodes: Some(__Clone::clone(&self.nodes)),
                intra_bandwidth: Some(__Clone::clone(&self.intra_bandwidth)),
                inter_bandwidth: __Clone::clone(&self.inter_bandwidth),
                accumulation_steps: Some(__Clone::clone(&self.accumulation_steps)),
                node_hour_rate: __Clone::clone(&self.node_hour_rate),
            }
        }
        ///Devices in all. Equation: `devices_per_node * nodes`.
        #[inline]
        pub fn n_devices(&self) -> __Result<i64, __c::EvalError> {
            let devices_per_node = __Clone::clone(&self.devices_per_node);
            let nodes = __Clone::clone(&self.nodes);
            struct n_devices {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    n_devices,
                >(devices_per_node.eq_mul(nodes)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes of the gradient. Equation: `weight_bytes(workload, precision_width(precision))`.
        #[inline]
        pub fn gradient_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let precision = __Clone::clone(&self.precision);
            struct gradient_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    gradient_bytes,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                            workload,
                            ::mlsysim_core::equation::precision_width(precision)?,
                        )?
                        .quantity(),
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes each device sends in the ring inside its node. Equation: `gradient_bytes * ring_allreduce_data_factor(devices_per_node)`.
        #[inline]
        pub fn intra_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_intra_bytes(self.gradient_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_intra_bytes(
            &self,
            gradient_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let devices_per_node = __Clone::clone(&self.devices_per_node);
            struct intra_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    intra_bytes,
                >(
                    gradient_bytes
                        .eq_mul(
                            ::mlsysim_core::equation::ring_allreduce_data_factor(
                                devices_per_node,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        /**Bytes each device sends in the ring across nodes; none on one node.

Equation:

```text
if nodes > 1 {
    gradient_bytes * ring_allreduce_data_factor(n_devices)
} else {
    bytes(0.0)
}
```
*/
        #[inline]
        pub fn inter_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_inter_bytes(self.gradient_bytes()?, self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_inter_bytes(
            &self,
            gradient_bytes: Information,
            n_devices: i64,
        ) -> __Result<Information, __c::EvalError> {
            let nodes = __Clone::clone(&self.nodes);
            struct inter_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    inter_bytes,
                >(
                    if nodes > 1 {
                        gradient_bytes
                            .eq_mul(
                                ::mlsysim_core::equation::ring_allreduce_data_factor(
                                    n_devices,
                                )?,
                            )?
                    } else {
                        ::mlsysim_core::equation::bytes(0.0)
                    },
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Time of the ring inside a node. Equation: `ring_allreduce_time(gradient_bytes, devices_per_node, intra_bandwidth, seconds(0.0))`.
        #[inline]
        pub fn intra_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_intra_time(self.gradient_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_intra_time(
            &self,
            gradient_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let devices_per_node = __Clone::clone(&self.devices_per_node);
            let intra_bandwidth = __Clone::clone(&self.intra_bandwidth);
            struct intra_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    intra_time,
                >(
                    ::mlsysim_core::equation::ring_allreduce_time(
                        gradient_bytes,
                        devices_per_node,
                        intra_bandwidth,
                        ::mlsysim_core::equation::seconds(0.0),
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        /**Time of the ring across nodes; none on one node.

Equation:

```text
match optional(inter_bandwidth) {
    Some(inter) if nodes > 1 => {
        ring_allreduce_time(gradient_bytes, n_devices, inter, seconds(0.0))
    }
    _ => seconds(0.0),
}
```
*/
        #[inline]
        pub fn inter_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_inter_time(self.gradient_bytes()?, self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_inter_time(
            &self,
            gradient_bytes: Information,
            n_devices: i64,
        ) -> __Result<Time, __c::EvalError> {
            let inter_bandwidth = __Clone::clone(&self.inter_bandwidth);
            let nodes = __Clone::clone(&self.nodes);
            struct inter_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    inter_time,
                >(
                    match ::mlsysim_core::equation::optional(inter_bandwidth) {
                        Some(inter) if nodes > 1 => {
                            ::mlsysim_core::equation::ring_allreduce_time(
                                gradient_bytes,
                                n_devices,
                                inter,
                                ::mlsysim_core::equation::seconds(0.0),
                            )?
                        }
                        _ => ::mlsysim_core::equation::seconds(0.0),
                    },
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Communication of one update. Equation: `intra_time + inter_time`.
        #[inline]
        pub fn communication_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_communication_time(self.intra_time()?, self.inter_time()?)
        }
        #[doc(hidden)]
        fn __eq_communication_time(
            &self,
            intra_time: Time,
            inter_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct communication_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    communication_time,
                >(intra_time.eq_add(inter_time)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Compute of one update: every accumulated local step. Equation: `accumulation_steps * step_time`.
        #[inline]
        pub fn compute_time(&self) -> __Result<Time, __c::EvalError> {
            let accumulation_steps = __Clone::clone(&self.accumulation_steps);
            let step_time = __Clone::clone(&self.step_time);
            struct compute_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    compute_time,
                >(accumulation_steps.eq_mul(step_time)?))(),
                &__PROPERTIES[7],
            )
        }
        ///One update: compute, then communication. Equation: `compute_time + communication_time`.
        #[inline]
        pub fn update_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_update_time(self.compute_time()?, self.communication_time()?)
        }
        #[doc(hidden)]
        fn __eq_update_time(
            &self,
            compute_time: Time,
            communication_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct update_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    update_time,
                >(compute_time.eq_add(communication_time)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Communication per unit of compute. Equation: `communication_time / compute_time`.
        #[inline]
        pub fn communication_overhead(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_communication_overhead(
                self.communication_time()?,
                self.compute_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_communication_overhead(
            &self,
            communication_time: Time,
            compute_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct communication_overhead {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    communication_overhead,
                >(communication_time.eq_div(compute_time)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Compute's share of an update. Equation: `compute_time / update_time`.
        #[inline]
        pub fn compute_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_compute_share(self.compute_time()?, self.update_time()?)
        }
        #[doc(hidden)]
        fn __eq_compute_share(
            &self,
            compute_time: Time,
            update_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct compute_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    compute_share,
                >(compute_time.eq_div(update_time)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Communication's share of an update. Equation: `communication_time / update_time`.
        #[inline]
        pub fn communication_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_communication_share(
                self.communication_time()?,
                self.update_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_communication_share(
            &self,
            communication_time: Time,
            update_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct communication_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    communication_share,
                >(communication_time.eq_div(update_time)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Speedup over one device. Equation: `n_devices * (compute_time / update_time)`.
        #[inline]
        pub fn speedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_speedup(
                self.n_devices()?,
                self.compute_time()?,
                self.update_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_speedup(
            &self,
            n_devices: i64,
            compute_time: Time,
            update_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup,
                >(n_devices.eq_mul(compute_time.eq_div(update_time)?)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Speedup per device. Equation: `speedup / n_devices`.
        #[inline]
        pub fn efficiency(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_efficiency(self.speedup()?, self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_efficiency(
            &self,
            speedup: f64,
            n_devices: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct efficiency {}
            __c::member(
                (|| __c::conform::<f64, _, efficiency>(speedup.eq_div(n_devices)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Sequences in one update across every device. Equation: `per_device_batch * n_devices * accumulation_steps`.
        #[inline]
        pub fn global_batch(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_global_batch(self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_global_batch(&self, n_devices: i64) -> __Result<i64, __c::EvalError> {
            let per_device_batch = __Clone::clone(&self.per_device_batch);
            let accumulation_steps = __Clone::clone(&self.accumulation_steps);
            struct global_batch {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    global_batch,
                >(per_device_batch.eq_mul(n_devices)?.eq_mul(accumulation_steps)?))(),
                &__PROPERTIES[14],
            )
        }
        /**Time of the run on every device (the reference's `result.training_time`, renamed
beside the input). Equation: `training_time / speedup`.*/
        #[inline]
        pub fn scaled_training_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_scaled_training_time(self.speedup()?)
        }
        #[doc(hidden)]
        fn __eq_scaled_training_time(
            &self,
            speedup: f64,
        ) -> __Result<Time, __c::EvalError> {
            let training_time = __Clone::clone(&self.training_time);
            struct scaled_training_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    scaled_training_time,
                >(training_time.eq_div(speedup)?))(),
                &__PROPERTIES[15],
            )
        }
        ///Rent of the nodes for the run. Equation: `scaled_training_time * nodes * node_hour_rate`. Requires `node_hour_rate` (an error names the absent one).
        #[inline]
        pub fn cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_cost(self.scaled_training_time()?)
        }
        #[doc(hidden)]
        fn __eq_cost(
            &self,
            scaled_training_time: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let nodes = __Clone::clone(&self.nodes);
            let node_hour_rate = __c::present(
                &self.node_hour_rate,
                "cost",
                "node_hour_rate",
            )?;
            struct cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    cost,
                >(scaled_training_time.eq_mul(nodes)?.eq_mul(node_hour_rate)?))(),
                &__PROPERTIES[16],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DataParallelScaleOutValues`].
        #[must_use]
        pub fn evaluate(&self) -> DataParallelScaleOutValues<'_> {
            let n_devices = self.n_devices();
            let gradient_bytes = self.gradient_bytes();
            let intra_bytes = __c::after(
                (&gradient_bytes,),
                |(v0,)| self.__eq_intra_bytes(v0),
            );
            let inter_bytes = __c::after(
                (&gradient_bytes, &n_devices),
                |(v0, v1)| self.__eq_inter_bytes(v0, v1),
            );
            let intra_time = __c::after(
                (&gradient_bytes,),
                |(v0,)| self.__eq_intra_time(v0),
            );
            let inter_time = __c::after(
                (&gradient_bytes, &n_devices),
                |(v0, v1)| self.__eq_inter_time(v0, v1),
            );
            let communication_time = __c::after(
                (&intra_time, &inter_time),
                |(v0, v1)| self.__eq_communication_time(v0, v1),
            );
            let compute_time = self.compute_time();
            let update_time = __c::after(
                (&compute_time, &communication_time),
                |(v0, v1)| self.__eq_update_time(v0, v1),
            );
            let communication_overhead = __c::after(
                (&communication_time, &compute_time),
                |(v0, v1)| self.__eq_communication_overhead(v0, v1),
            );
            let compute_share = __c::after(
                (&compute_time, &update_time),
                |(v0, v1)| self.__eq_compute_share(v0, v1),
            );
            let communication_share = __c::after(
                (&communication_time, &update_time),
                |(v0, v1)| self.__eq_communication_share(v0, v1),
            );
            let speedup = __c::after(
                (&n_devices, &compute_time, &update_time),
                |(v0, v1, v2)| self.__eq_speedup(v0, v1, v2),
            );
            let efficiency = __c::after(
                (&speedup, &n_devices),
                |(v0, v1)| self.__eq_efficiency(v0, v1),
            );
            let global_batch = __c::after(
                (&n_devices,),
                |(v0,)| self.__eq_global_batch(v0),
            );
            let scaled_training_time = __c::after(
                (&speedup,),
                |(v0,)| self.__eq_scaled_training_time(v0),
            );
            let cost = __c::after((&scaled_training_time,), |(v0,)| self.__eq_cost(v0));
            DataParallelScaleOutValues {
                scenario: self,
                n_devices,
                gradient_bytes,
                intra_bytes,
                inter_bytes,
                intra_time,
                inter_time,
                communication_time,
                compute_time,
                update_time,
                communication_overhead,
                compute_share,
                communication_share,
                speedup,
                efficiency,
                global_batch,
                scaled_training_time,
                cost,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.precision, &__INPUTS[1])?;
            __c::bounded(&self.step_time, &__INPUTS[2])?;
            __c::bounded(&self.training_time, &__INPUTS[3])?;
            __c::bounded_plain(&self.per_device_batch, &__INPUTS[4])?;
            __c::bounded_plain(&self.devices_per_node, &__INPUTS[5])?;
            __c::bounded_plain(&self.nodes, &__INPUTS[6])?;
            __c::bounded(&self.intra_bandwidth, &__INPUTS[7])?;
            __c::bounded(&self.inter_bandwidth, &__INPUTS[8])?;
            __c::bounded_plain(&self.accumulation_steps, &__INPUTS[9])?;
            __c::bounded(&self.node_hour_rate, &__INPUTS[10])?;
            {
                let precision = __Clone::clone(&self.precision);
                __c::rule(
                    precision.storage_bytes().is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.precision],
                )?;
            }
            {
                let nodes = __Clone::clone(&self.nodes);
                let inter_bandwidth = __Clone::clone(&self.inter_bandwidth);
                __c::rule(
                    nodes == 1
                        || ::mlsysim_core::equation::optional(inter_bandwidth).is_some(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.inter_bandwidth, &self.nodes],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_gradient_bytes(&self) -> __c::Parts {
            __c::traced(
                self.gradient_bytes(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "weight_bytes", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let precision = __Clone::clone(& self.precision); let part =
                    ::mlsysim_core::equation::precision_width(precision) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "precision_width", args :
                    ::std::vec![__c::Operand::Name("precision")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_inter_bytes(&self) -> __c::Parts {
            __c::traced(
                self.inter_bytes(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ring_allreduce_data_factor", args :
                    ::std::vec![__c::Operand::Name("n_devices")] }, __c::CallSite { name
                    : "bytes", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_intra_time(&self) -> __c::Parts {
            __c::traced(
                self.intra_time(),
                &__PROPERTIES[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ring_allreduce_time", args :
                    ::std::vec![__c::Operand::Name("gradient_bytes"),
                    __c::Operand::Name("devices_per_node"),
                    __c::Operand::Name("intra_bandwidth"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = ::mlsysim_core::equation::seconds(0.0); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "seconds", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_inter_time(&self) -> __c::Parts {
            __c::traced(
                self.inter_time(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let inter_bandwidth = __Clone::clone(& self.inter_bandwidth); let
                    part = ::mlsysim_core::equation::optional(inter_bandwidth); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "seconds", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "seconds", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
    }
    impl DataParallelScaleOutBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `precision`: Storage format of the gradients.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `step_time`: One device's local step.
        #[must_use]
        pub fn step_time(mut self, value: Time) -> Self {
            self.step_time = Some(value);
            self
        }
        ///Sets `training_time`: One device's whole run.
        #[must_use]
        pub fn training_time(mut self, value: Time) -> Self {
            self.training_time = Some(value);
            self
        }
        ///Sets `per_device_batch`: Sequences in one device's local step.
        #[must_use]
        pub fn per_device_batch(mut self, value: u32) -> Self {
            self.per_device_batch = Some(value);
            self
        }
        ///Sets `devices_per_node`: Devices in one node.
        #[must_use]
        pub fn devices_per_node(mut self, value: u32) -> Self {
            self.devices_per_node = Some(value);
            self
        }
        ///Sets `nodes`: Nodes.
        #[must_use]
        pub fn nodes(mut self, value: u32) -> Self {
            self.nodes = Some(value);
            self
        }
        ///Sets `intra_bandwidth`: Bandwidth inside a node, one direction.
        #[must_use]
        pub fn intra_bandwidth(mut self, value: DataRate) -> Self {
            self.intra_bandwidth = Some(value);
            self
        }
        ///Sets `inter_bandwidth`: Bandwidth between nodes.
        #[must_use]
        pub fn inter_bandwidth(mut self, value: DataRate) -> Self {
            self.inter_bandwidth = Some(value);
            self
        }
        ///Leaves `inter_bandwidth` absent.
        #[must_use]
        pub fn without_inter_bandwidth(mut self) -> Self {
            self.inter_bandwidth = None;
            self
        }
        ///Sets `accumulation_steps`: Local steps an update.
        #[must_use]
        pub fn accumulation_steps(mut self, value: u32) -> Self {
            self.accumulation_steps = Some(value);
            self
        }
        ///Sets `node_hour_rate`: Price of one node-hour.
        #[must_use]
        pub fn node_hour_rate(mut self, value: MoneyRate) -> Self {
            self.node_hour_rate = Some(value);
            self
        }
        ///Leaves `node_hour_rate` absent.
        #[must_use]
        pub fn without_node_hour_rate(mut self) -> Self {
            self.node_hour_rate = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DataParallelScaleOut, __c::InputError> {
            let scenario = DataParallelScaleOut {
                workload: __c::given(self.workload, "workload")?,
                precision: self.precision.unwrap_or_else(|| Precision::Fp16),
                step_time: __c::given(self.step_time, "step_time")?,
                training_time: __c::given(self.training_time, "training_time")?,
                per_device_batch: __c::given(self.per_device_batch, "per_device_batch")?,
                devices_per_node: __c::given(self.devices_per_node, "devices_per_node")?,
                nodes: self.nodes.unwrap_or_else(|| 1),
                intra_bandwidth: __c::given(self.intra_bandwidth, "intra_bandwidth")?,
                inter_bandwidth: self.inter_bandwidth,
                accumulation_steps: self.accumulation_steps.unwrap_or_else(|| 1),
                node_hour_rate: self.node_hour_rate,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DataParallelScaleOutBuilder {
        type Scenario = DataParallelScaleOut;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[1])?,
                "step_time" => self.step_time = __c::set(value, &__INPUTS[2])?,
                "training_time" => self.training_time = __c::set(value, &__INPUTS[3])?,
                "per_device_batch" => {
                    self.per_device_batch = __c::set(value, &__INPUTS[4])?;
                }
                "devices_per_node" => {
                    self.devices_per_node = __c::set(value, &__INPUTS[5])?;
                }
                "nodes" => self.nodes = __c::set(value, &__INPUTS[6])?,
                "intra_bandwidth" => {
                    self.intra_bandwidth = __c::set(value, &__INPUTS[7])?;
                }
                "inter_bandwidth" => {
                    self.inter_bandwidth = __c::set(value, &__INPUTS[8])?;
                }
                "accumulation_steps" => {
                    self.accumulation_steps = __c::set(value, &__INPUTS[9])?;
                }
                "node_hour_rate" => self.node_hour_rate = __c::set(value, &__INPUTS[10])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DataParallelScaleOut, __c::InputError> {
            DataParallelScaleOutBuilder::build(self)
        }
    }
    impl<'a> DataParallelScaleOutValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DataParallelScaleOut {
            self.scenario
        }
    }
    impl __c::Scenario for DataParallelScaleOut {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DataParallelScaleOut",
            family: &DISTRIBUTED_TRAINING,
            summary: "A data-parallel job inside one node and across nodes, from its one-device profile: update time, speedup, training time and cost.",
            description: "Every update reduces the whole gradient: a ring AllReduce inside each node on the fast link\nand, with more than one node, a ring across every device on the inter-node link. Gradient\naccumulation runs several local steps an update, so one exchange serves more compute and the\nglobal batch grows. The speedup is the device count times the compute share of an update.",
            notes: __c::meta::Notes {
                equation: "n = devices per node × nodes; comm = ring(grad, per node, intra) + ring(grad, n, inter) if nodes > 1; compute = accumulation × step; speedup = n × compute ÷ (compute + comm); time = one-device time ÷ speedup; cost = time × nodes × node rate",
                assumptions: &[
                    "The two rings run one after the other and carry no startup term.",
                    "Compute and communication do not overlap.",
                ],
                rules: __RULES,
                excludes: &[
                    "Stragglers, and any change of the step time with the local batch.",
                ],
                derivation: &[
                    "The reference's DataParallelScaleOutModel, with ring AllReduce from Patarasuk and Yuan (2009).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "10 GbE leaves 32 GPUs barely nine times faster than one",
                    code: "// 10 GbE leaves 32 GPUs barely nine times faster than one\nuse mlsysim_cluster::distributed::gpt2_data_parallel_four_nodes_10gbe;\n\nlet s = gpt2_data_parallel_four_nodes_10gbe()?;\nassert_eq!(s.n_devices()?, 32);\nassert!((s.speedup()? - 8.914108847046686).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DataParallelScaleOutBuilder;
        fn to_builder(&self) -> DataParallelScaleOutBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.precision,
                    &self.step_time,
                    &self.training_time,
                    &self.per_device_batch,
                    &self.devices_per_node,
                    &self.nodes,
                    &self.intra_bandwidth,
                    &self.inter_bandwidth,
                    &self.accumulation_steps,
                    &self.node_hour_rate,
                ],
                &[
                    &values.n_devices,
                    &values.gradient_bytes,
                    &values.intra_bytes,
                    &values.inter_bytes,
                    &values.intra_time,
                    &values.inter_time,
                    &values.communication_time,
                    &values.compute_time,
                    &values.update_time,
                    &values.communication_overhead,
                    &values.compute_share,
                    &values.communication_share,
                    &values.speedup,
                    &values.efficiency,
                    &values.global_batch,
                    &values.scaled_training_time,
                    &values.cost,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "gradient_bytes" => Some(Ok(self.__explain_gradient_bytes())),
                "inter_bytes" => Some(Ok(self.__explain_inter_bytes())),
                "intra_time" => Some(Ok(self.__explain_intra_time())),
                "inter_time" => Some(Ok(self.__explain_inter_time())),
                _ => None,
            }
        }
    }
    __c::glue!(DataParallelScaleOut);
};
