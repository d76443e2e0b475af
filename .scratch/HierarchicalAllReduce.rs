/**A buffer AllReduced over nodes of several GPUs in three phases, against one flat ring across every GPU.

Inside each node a ReduceScatter over the fast link leaves each GPU 1/g of the node's
partial sum, sending (g − 1)/g of the buffer. GPUs in the same position on every node then
ring-AllReduce their M/g shard across the nodes, one ring per position, each on its own
port; an AllGather inside the node rebuilds the sum. The flat ring runs at its slowest edge,
the inter-node port, and 2M/β is its bound for many GPUs.

# Equation

reduce-scatter = (g − 1)/g × M ÷ intra; inter = ring(M/g, nodes, inter, α); total = 2 × reduce-scatter + inter; flat = ring(M, nodes × g, inter, α); bound = 2M ÷ inter

# Assumptions

- Each GPU has its own inter-node port, so the g rings across nodes do not share a link.
- The phases inside a node carry no startup term.

# Excludes

- Overlap between the phases and the reduction arithmetic.

# Derivation

- Sergeev and Del Balso (2018); NCCL's hierarchical rings.

# Examples

```rust
// The hierarchy is almost five times the flat ring
use mlsysim_cluster::collectives::hierarchical_all_reduce_8x8_dgx_h100;

let s = hierarchical_all_reduce_8x8_dgx_h100()?;
assert_eq!(s.n_devices()?, 64);
assert!((s.speedup_vs_flat_ring()? - 4.775441231693578).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HierarchicalAllReduce {
    ///Bytes of the buffer reduced. *Shown in `GB`; allowed >= 0.*
    pub message: Information,
    ///Nodes. *Allowed >= 1.*
    pub n_nodes: u32,
    ///GPUs in each node. *Allowed >= 1.*
    pub gpus_per_node: u32,
    ///Bandwidth inside a node, one direction. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub intra_bandwidth: DataRate,
    ///Bandwidth of one GPU's port across nodes. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub inter_bandwidth: DataRate,
    ///Startup of one round across nodes. *Shown in `MICROSECOND`; allowed >= 0.*
    pub inter_alpha: Time,
}
///Builds a [`HierarchicalAllReduce`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct HierarchicalAllReduceBuilder {
    message: ::core::option::Option<Information>,
    n_nodes: ::core::option::Option<u32>,
    gpus_per_node: ::core::option::Option<u32>,
    intra_bandwidth: ::core::option::Option<DataRate>,
    inter_bandwidth: ::core::option::Option<DataRate>,
    inter_alpha: ::core::option::Option<Time>,
}
///Every property of a [`HierarchicalAllReduce`], each computed once (see [`HierarchicalAllReduce::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HierarchicalAllReduceValues<'a> {
    scenario: &'a HierarchicalAllReduce,
    ///GPUs in all.
    pub n_devices: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes each GPU sends in the ReduceScatter inside its node.
    pub intra_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time of the ReduceScatter inside a node.
    pub reduce_scatter_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The shard each GPU reduces across nodes.
    pub shard: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of the ring across nodes alone.
    pub inter_byte_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Startups of the ring across nodes alone.
    pub inter_startup_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of the ring across nodes.
    pub inter_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of the AllGather inside a node, as long as the ReduceScatter.
    pub all_gather_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of the three phases.
    pub total_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of one flat ring across every GPU at the inter-node port.
    pub flat_ring_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The flat ring's byte bound for many GPUs: twice the buffer at the port.
    pub flat_bound_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times faster than the flat ring the hierarchy is.
    pub speedup_vs_flat_ring: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times faster than the flat ring's bound the hierarchy is.
    pub speedup_vs_flat_bound: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "message",
            ty: "Information",
            doc: "Bytes of the buffer reduced.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_nodes",
            ty: "u32",
            doc: "Nodes.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gpus_per_node",
            ty: "u32",
            doc: "GPUs in each node.",
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
            ty: "DataRate",
            doc: "Bandwidth of one GPU's port across nodes.",
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
            name: "inter_alpha",
            ty: "Time",
            doc: "Startup of one round across nodes.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "n_devices",
            doc: "GPUs in all.",
            equation: "n_nodes * gpus_per_node",
            result_type: "i64",
            depends_on: &["n_nodes", "gpus_per_node"],
            template: "{n_nodes} * {gpus_per_node}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intra_bytes",
            doc: "Bytes each GPU sends in the ReduceScatter inside its node.",
            equation: "message * ring_collective_data_factor(gpus_per_node)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["message", "gpus_per_node"],
            calls: &["ring_collective_data_factor"],
            template: "{message} * ring_collective_data_factor({gpus_per_node})",
            named_calls: "ring_collective_data_factor(gpus_per_node)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reduce_scatter_time",
            doc: "Time of the ReduceScatter inside a node.",
            equation: "intra_bytes / intra_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["intra_bandwidth", "intra_bytes"],
            template: "{intra_bytes} / {intra_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shard",
            doc: "The shard each GPU reduces across nodes.",
            equation: "message / gpus_per_node",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["message", "gpus_per_node"],
            template: "{message} / {gpus_per_node}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "inter_byte_time",
            doc: "Bytes of the ring across nodes alone.",
            equation: "ring_allreduce_time(shard, n_nodes, inter_bandwidth, seconds(0.0))",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["n_nodes", "inter_bandwidth", "shard"],
            calls: &["ring_allreduce_time", "seconds"],
            template: "ring_allreduce_time(\n    {shard},\n    {n_nodes},\n    {inter_bandwidth},\n    seconds(0.0),\n)",
            operation: "result of `ring_allreduce_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "inter_startup_time",
            doc: "Startups of the ring across nodes alone.",
            equation: "ring_allreduce_latency_time(n_nodes, inter_alpha)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["n_nodes", "inter_alpha"],
            calls: &["ring_allreduce_latency_time"],
            template: "ring_allreduce_latency_time({n_nodes}, {inter_alpha})",
            named_calls: "ring_allreduce_latency_time(n_nodes, inter_alpha)",
            operation: "result of `ring_allreduce_latency_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "inter_time",
            doc: "Time of the ring across nodes.",
            equation: "inter_byte_time + inter_startup_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["inter_byte_time", "inter_startup_time"],
            template: "{inter_byte_time} + {inter_startup_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "all_gather_time",
            doc: "Time of the AllGather inside a node, as long as the ReduceScatter.",
            equation: "reduce_scatter_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["reduce_scatter_time"],
            template: "{reduce_scatter_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_time",
            doc: "Time of the three phases.",
            equation: "reduce_scatter_time + inter_time + all_gather_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["reduce_scatter_time", "inter_time", "all_gather_time"],
            template: "{reduce_scatter_time} + {inter_time} + {all_gather_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flat_ring_time",
            doc: "Time of one flat ring across every GPU at the inter-node port.",
            equation: "ring_allreduce_time(message, n_devices, inter_bandwidth, inter_alpha)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["message", "inter_bandwidth", "inter_alpha", "n_devices"],
            calls: &["ring_allreduce_time"],
            template: "ring_allreduce_time(\n    {message},\n    {n_devices},\n    {inter_bandwidth},\n    {inter_alpha},\n)",
            named_calls: "ring_allreduce_time(message, n_devices, inter_bandwidth, inter_alpha)",
            operation: "result of `ring_allreduce_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flat_bound_time",
            doc: "The flat ring's byte bound for many GPUs: twice the buffer at the port.",
            equation: "Communication::RingAllreduceFactor.value * message / inter_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["message", "inter_bandwidth"],
            template: "Communication::RingAllreduceFactor.value * {message} / {inter_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup_vs_flat_ring",
            doc: "How many times faster than the flat ring the hierarchy is.",
            equation: "flat_ring_time / total_time",
            result_type: "f64",
            depends_on: &["flat_ring_time", "total_time"],
            template: "{flat_ring_time} / {total_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup_vs_flat_bound",
            doc: "How many times faster than the flat ring's bound the hierarchy is.",
            equation: "flat_bound_time / total_time",
            result_type: "f64",
            depends_on: &["flat_bound_time", "total_time"],
            template: "{flat_bound_time} / {total_time}",
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
    impl HierarchicalAllReduce {
        ///Starts a [`HierarchicalAllReduceBuilder`]; required inputs must be set before [`HierarchicalAllReduceBuilder::build`].
        #[must_use]
        pub fn builder() -> HierarchicalAllReduceBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> HierarchicalAllReduceBuilder {
            HierarchicalAllReduceBuilder {
                message: Some(__Clone::clone(&self.message)),
                n_nodes: Some(__Clone::clone(&self.n_nodes)),
                gpus_per_node: Some(__Clone::clone(&self.gpus_per_node)),
                intra_bandwidth: Some(__Clone::clone(&self.intra_bandwidth)),
                inter_bandwidth: Some(__Clone::clone(&self.inter_bandwidth)),
                inter_alpha: Some(__Clone::clone(&self.inter_alpha)),
            }
        }
        ///GPUs in all. Equation: `n_nodes * gpus_per_node`.
        #[inline]
        pub fn n_devices(&self) -> __Result<i64, __c::EvalError> {
            let n_nodes = __Clone::clone(&self.n_nodes);
            let gpus_per_node = __Clone::clone(&self.gpus_per_node);
            struct n_devices {}
            __c::member(
                (|| __c::conform::<i64, _, n_devices>(n_nodes.eq_mul(gpus_per_node)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes each GPU sends in the ReduceScatter inside its node. Equation: `message * ring_collective_data_factor(gpus_per_node)`.
        #[inline]
        pub fn intra_bytes(&self) -> __Result<Information, __c::EvalError> {
            let message = __Clone::clone(&self.message);
            let gpus_per_node = __Clone::clone(&self.gpus_per_node);
            struct intra_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    intra_bytes,
                >(
                    message
                        .eq_mul(
                            ::mlsysim_core::equation::ring_collective_data_factor(
                                gpus_per_node,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Time of the ReduceScatter inside a node. Equation: `intra_bytes / intra_bandwidth`.
        #[inline]
        pub fn reduce_scatter_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_reduce_scatter_time(self.intra_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_reduce_scatter_time(
            &self,
            intra_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let intra_bandwidth = __Clone::clone(&self.intra_bandwidth);
            struct reduce_scatter_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    reduce_scatter_time,
                >(intra_bytes.eq_div(intra_bandwidth)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The shard each GPU reduces across nodes. Equation: `message / gpus_per_node`.
        #[inline]
        pub fn shard(&self) -> __Result<Information, __c::EvalError> {
            let message = __Clone::clone(&self.message);
            let gpus_per_node = __Clone::clone(&self.gpus_per_node);
            struct shard {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    shard,
                >(message.eq_div(gpus_per_node)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes of the ring across nodes alone. Equation: `ring_allreduce_time(shard, n_nodes, inter_bandwidth, seconds(0.0))`.
        #[inline]
        pub fn inter_byte_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_inter_byte_time(self.shard()?)
        }
        #[doc(hidden)]
        fn __eq_inter_byte_time(
            &self,
            shard: Information,
        ) -> __Result<Time, __c::EvalError> {
            let n_nodes = __Clone::clone(&self.n_nodes);
            let inter_bandwidth = __Clone::clone(&self.inter_bandwidth);
            struct inter_byte_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    inter_byte_time,
                >(
                    ::mlsysim_core::equation::ring_allreduce_time(
                        shard,
                        n_nodes,
                        inter_bandwidth,
                        ::mlsysim_core::equation::seconds(0.0),
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Startups of the ring across nodes alone. Equation: `ring_allreduce_latency_time(n_nodes, inter_alpha)`.
        #[inline]
        pub fn inter_startup_time(&self) -> __Result<Time, __c::EvalError> {
            let n_nodes = __Clone::clone(&self.n_nodes);
            let inter_alpha = __Clone::clone(&self.inter_alpha);
            struct inter_startup_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    inter_startup_time,
                >(
                    ::mlsysim_core::equation::ring_allreduce_latency_time(
                        n_nodes,
                        inter_alpha,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Time of the ring across nodes. Equation: `inter_byte_time + inter_startup_time`.
        #[inline]
        pub fn inter_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_inter_time(self.inter_byte_time()?, self.inter_startup_time()?)
        }
        #[doc(hidden)]
        fn __eq_inter_time(
            &self,
            inter_byte_time: Time,
            inter_startup_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct inter_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    inter_time,
                >(inter_byte_time.eq_add(inter_startup_time)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Time of the AllGather inside a node, as long as the ReduceScatter. Equation: `reduce_scatter_time`.
        #[inline]
        pub fn all_gather_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_all_gather_time(self.reduce_scatter_time()?)
        }
        #[doc(hidden)]
        fn __eq_all_gather_time(
            &self,
            reduce_scatter_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct all_gather_time {}
            __c::member(
                (|| __c::conform::<Time, _, all_gather_time>(reduce_scatter_time))(),
                &__PROPERTIES[7],
            )
        }
        ///Time of the three phases. Equation: `reduce_scatter_time + inter_time + all_gather_time`.
        #[inline]
        pub fn total_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_total_time(
                self.reduce_scatter_time()?,
                self.inter_time()?,
                self.all_gather_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_total_time(
            &self,
            reduce_scatter_time: Time,
            inter_time: Time,
            all_gather_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct total_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    total_time,
                >(reduce_scatter_time.eq_add(inter_time)?.eq_add(all_gather_time)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Time of one flat ring across every GPU at the inter-node port. Equation: `ring_allreduce_time(message, n_devices, inter_bandwidth, inter_alpha)`.
        #[inline]
        pub fn flat_ring_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_flat_ring_time(self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_flat_ring_time(&self, n_devices: i64) -> __Result<Time, __c::EvalError> {
            let message = __Clone::clone(&self.message);
            let inter_bandwidth = __Clone::clone(&self.inter_bandwidth);
            let inter_alpha = __Clone::clone(&self.inter_alpha);
            struct flat_ring_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    flat_ring_time,
                >(
                    ::mlsysim_core::equation::ring_allreduce_time(
                        message,
                        n_devices,
                        inter_bandwidth,
                        inter_alpha,
                    )?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///The flat ring's byte bound for many GPUs: twice the buffer at the port. Equation: `Communication::RingAllreduceFactor.value * message / inter_bandwidth`.
        #[inline]
        pub fn flat_bound_time(&self) -> __Result<Time, __c::EvalError> {
            let message = __Clone::clone(&self.message);
            let inter_bandwidth = __Clone::clone(&self.inter_bandwidth);
            struct flat_bound_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    flat_bound_time,
                >(
                    Communication::RingAllreduceFactor
                        .value
                        .eq_mul(message)?
                        .eq_div(inter_bandwidth)?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///How many times faster than the flat ring the hierarchy is. Equation: `flat_ring_time / total_time`.
        #[inline]
        pub fn speedup_vs_flat_ring(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_speedup_vs_flat_ring(self.flat_ring_time()?, self.total_time()?)
        }
        #[doc(hidden)]
        fn __eq_speedup_vs_flat_ring(
            &self,
            flat_ring_time: Time,
            total_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct speedup_vs_flat_ring {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup_vs_flat_ring,
                >(flat_ring_time.eq_div(total_time)?))(),
                &__PROPERTIES[11],
            )
        }
        ///How many times faster than the flat ring's bound the hierarchy is. Equation: `flat_bound_time / total_time`.
        #[inline]
        pub fn speedup_vs_flat_bound(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_speedup_vs_flat_bound(self.flat_bound_time()?, self.total_time()?)
        }
        #[doc(hidden)]
        fn __eq_speedup_vs_flat_bound(
            &self,
            flat_bound_time: Time,
            total_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct speedup_vs_flat_bound {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup_vs_flat_bound,
                >(flat_bound_time.eq_div(total_time)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`HierarchicalAllReduceValues`].
        #[must_use]
        pub fn evaluate(&self) -> HierarchicalAllReduceValues<'_> {
            let n_devices = self.n_devices();
            let intra_bytes = self.intra_bytes();
            let reduce_scatter_time = __c::after(
                (&intra_bytes,),
                |(v0,)| self.__eq_reduce_scatter_time(v0),
            );
            let shard = self.shard();
            let inter_byte_time = __c::after(
                (&shard,),
                |(v0,)| self.__eq_inter_byte_time(v0),
            );
            let inter_startup_time = self.inter_startup_time();
            let inter_time = __c::after(
                (&inter_byte_time, &inter_startup_time),
                |(v0, v1)| self.__eq_inter_time(v0, v1),
            );
            let all_gather_time = __c::after(
                (&reduce_scatter_time,),
                |(v0,)| self.__eq_all_gather_time(v0),
            );
            let total_time = __c::after(
                (&reduce_scatter_time, &inter_time, &all_gather_time),
                |(v0, v1, v2)| self.__eq_total_time(v0, v1, v2),
            );
            let flat_ring_time = __c::after(
                (&n_devices,),
                |(v0,)| self.__eq_flat_ring_time(v0),
            );
            let flat_bound_time = self.flat_bound_time();
            let speedup_vs_flat_ring = __c::after(
                (&flat_ring_time, &total_time),
                |(v0, v1)| self.__eq_speedup_vs_flat_ring(v0, v1),
            );
            let speedup_vs_flat_bound = __c::after(
                (&flat_bound_time, &total_time),
                |(v0, v1)| self.__eq_speedup_vs_flat_bound(v0, v1),
            );
            HierarchicalAllReduceValues {
                scenario: self,
                n_devices,
                intra_bytes,
                reduce_scatter_time,
                shard,
                inter_byte_time,
                inter_startup_time,
                inter_time,
                all_gather_time,
                total_time,
                flat_ring_time,
                flat_bound_time,
                speedup_vs_flat_ring,
                speedup_vs_flat_bound,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.message, &__INPUTS[0])?;
            __c::bounded_plain(&self.n_nodes, &__INPUTS[1])?;
            __c::bounded_plain(&self.gpus_per_node, &__INPUTS[2])?;
            __c::bounded(&self.intra_bandwidth, &__INPUTS[3])?;
            __c::bounded(&self.inter_bandwidth, &__INPUTS[4])?;
            __c::bounded(&self.inter_alpha, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_inter_byte_time(&self) -> __c::Parts {
            __c::traced(
                self.inter_byte_time(),
                &__PROPERTIES[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ring_allreduce_time", args :
                    ::std::vec![__c::Operand::Name("shard"),
                    __c::Operand::Name("n_nodes"), __c::Operand::Name("inter_bandwidth"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part =
                    ::mlsysim_core::equation::seconds(0.0); Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }, __c::CallSite { name : "seconds", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl HierarchicalAllReduceBuilder {
        ///Sets `message`: Bytes of the buffer reduced.
        #[must_use]
        pub fn message(mut self, value: Information) -> Self {
            self.message = Some(value);
            self
        }
        ///Sets `n_nodes`: Nodes.
        #[must_use]
        pub fn n_nodes(mut self, value: u32) -> Self {
            self.n_nodes = Some(value);
            self
        }
        ///Sets `gpus_per_node`: GPUs in each node.
        #[must_use]
        pub fn gpus_per_node(mut self, value: u32) -> Self {
            self.gpus_per_node = Some(value);
            self
        }
        ///Sets `intra_bandwidth`: Bandwidth inside a node, one direction.
        #[must_use]
        pub fn intra_bandwidth(mut self, value: DataRate) -> Self {
            self.intra_bandwidth = Some(value);
            self
        }
        ///Sets `inter_bandwidth`: Bandwidth of one GPU's port across nodes.
        #[must_use]
        pub fn inter_bandwidth(mut self, value: DataRate) -> Self {
            self.inter_bandwidth = Some(value);
            self
        }
        ///Sets `inter_alpha`: Startup of one round across nodes.
        #[must_use]
        pub fn inter_alpha(mut self, value: Time) -> Self {
            self.inter_alpha = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<HierarchicalAllReduce, __c::InputError> {
            let scenario = HierarchicalAllReduce {
                message: __c::given(self.message, "message")?,
                n_nodes: __c::given(self.n_nodes, "n_nodes")?,
                gpus_per_node: __c::given(self.gpus_per_node, "gpus_per_node")?,
                intra_bandwidth: __c::given(self.intra_bandwidth, "intra_bandwidth")?,
                inter_bandwidth: __c::given(self.inter_bandwidth, "inter_bandwidth")?,
                inter_alpha: __c::given(self.inter_alpha, "inter_alpha")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for HierarchicalAllReduceBuilder {
        type Scenario = HierarchicalAllReduce;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "message" => self.message = __c::set(value, &__INPUTS[0])?,
                "n_nodes" => self.n_nodes = __c::set(value, &__INPUTS[1])?,
                "gpus_per_node" => self.gpus_per_node = __c::set(value, &__INPUTS[2])?,
                "intra_bandwidth" => {
                    self.intra_bandwidth = __c::set(value, &__INPUTS[3])?;
                }
                "inter_bandwidth" => {
                    self.inter_bandwidth = __c::set(value, &__INPUTS[4])?;
                }
                "inter_alpha" => self.inter_alpha = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<HierarchicalAllReduce, __c::InputError> {
            HierarchicalAllReduceBuilder::build(self)
        }
    }
    impl<'a> HierarchicalAllReduceValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a HierarchicalAllReduce {
            self.scenario
        }
    }
    impl __c::Scenario for HierarchicalAllReduce {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "HierarchicalAllReduce",
            family: &COLLECTIVES,
            summary: "A buffer AllReduced over nodes of several GPUs in three phases, against one flat ring across every GPU.",
            description: "Inside each node a ReduceScatter over the fast link leaves each GPU 1/g of the node's\npartial sum, sending (g − 1)/g of the buffer. GPUs in the same position on every node then\nring-AllReduce their M/g shard across the nodes, one ring per position, each on its own\nport; an AllGather inside the node rebuilds the sum. The flat ring runs at its slowest edge,\nthe inter-node port, and 2M/β is its bound for many GPUs.",
            notes: __c::meta::Notes {
                equation: "reduce-scatter = (g − 1)/g × M ÷ intra; inter = ring(M/g, nodes, inter, α); total = 2 × reduce-scatter + inter; flat = ring(M, nodes × g, inter, α); bound = 2M ÷ inter",
                assumptions: &[
                    "Each GPU has its own inter-node port, so the g rings across nodes do not share a link.",
                    "The phases inside a node carry no startup term.",
                ],
                rules: __RULES,
                excludes: &["Overlap between the phases and the reduction arithmetic."],
                derivation: &["Sergeev and Del Balso (2018); NCCL's hierarchical rings."],
            },
            examples: &[
                __c::meta::Example {
                    title: "The hierarchy is almost five times the flat ring",
                    code: "// The hierarchy is almost five times the flat ring\nuse mlsysim_cluster::collectives::hierarchical_all_reduce_8x8_dgx_h100;\n\nlet s = hierarchical_all_reduce_8x8_dgx_h100()?;\nassert_eq!(s.n_devices()?, 64);\nassert!((s.speedup_vs_flat_ring()? - 4.775441231693578).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = HierarchicalAllReduceBuilder;
        fn to_builder(&self) -> HierarchicalAllReduceBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.message,
                    &self.n_nodes,
                    &self.gpus_per_node,
                    &self.intra_bandwidth,
                    &self.inter_bandwidth,
                    &self.inter_alpha,
                ],
                &[
                    &values.n_devices,
                    &values.intra_bytes,
                    &values.reduce_scatter_time,
                    &values.shard,
                    &values.inter_byte_time,
                    &values.inter_startup_time,
                    &values.inter_time,
                    &values.all_gather_time,
                    &values.total_time,
                    &values.flat_ring_time,
                    &values.flat_bound_time,
                    &values.speedup_vs_flat_ring,
                    &values.speedup_vs_flat_bound,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "inter_byte_time" => Some(Ok(self.__explain_inter_byte_time())),
                _ => None,
            }
        }
    }
    __c::glue!(HierarchicalAllReduce);
};
