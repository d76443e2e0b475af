/**Jobs that must each sit inside one node, packed onto identical nodes: the GPUs each node strands, and the share of the fleet left usable.

Each node runs as many whole jobs as fit and strands the rest of its GPUs. A snapshot of
scattered free GPUs (`free_slots`) may be given to compare the free share with what a
whole-node job could use.

# Equation

stranded per node = G − ⌊G/j⌋ j; usable share = 1 − stranded ÷ G; free share = free ÷ (nodes × G)

# Assumptions

- A job needs all its GPUs inside one node, and every job is the same size.

# Excludes

- Jobs of mixed sizes, which can fill the stranded GPUs.

# Derivation

- Whole jobs per node is the floor of the node's GPUs over the job's.

# Examples

```rust
// Six-GPU jobs strand a quarter of eight-GPU nodes
use mlsysim_fleet::orchestration::six_gpu_jobs_on_dgx_h100_nodes;

let s = six_gpu_jobs_on_dgx_h100_nodes()?;
assert_eq!(s.stranded_per_node()?, 2);
assert_eq!(s.usable_share()?, 0.75);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct NodePacking {
    ///Nodes in the fleet.
    pub nodes: u32,
    ///GPUs in one node. *Allowed >= 1.*
    pub gpus_per_node: u32,
    ///GPUs one job takes, all inside one node. *Allowed >= 1.*
    pub job_gpus: u32,
    ///Free GPUs in a fragmented snapshot, scattered across nodes. *Optional (absent by default).*
    pub free_slots: Option<u32>,
}
///Builds a [`NodePacking`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct NodePackingBuilder {
    nodes: ::core::option::Option<u32>,
    gpus_per_node: ::core::option::Option<u32>,
    job_gpus: ::core::option::Option<u32>,
    free_slots: ::core::option::Option<u32>,
}
///Every property of a [`NodePacking`], each computed once (see [`NodePacking::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct NodePackingValues<'a> {
    scenario: &'a NodePacking,
    ///GPUs in the fleet.
    pub total_gpus: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///GPUs each node strands once it holds as many whole jobs as fit.
    pub stranded_per_node: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Share of each node's GPUs that jobs can use.
    pub usable_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the fleet's GPUs free in the snapshot.
    pub free_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "nodes",
            ty: "u32",
            doc: "Nodes in the fleet.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gpus_per_node",
            ty: "u32",
            doc: "GPUs in one node.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "job_gpus",
            ty: "u32",
            doc: "GPUs one job takes, all inside one node.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "free_slots",
            ty: "Option<u32>",
            doc: "Free GPUs in a fragmented snapshot, scattered across nodes.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_gpus",
            doc: "GPUs in the fleet.",
            equation: "nodes * gpus_per_node",
            result_type: "i64",
            depends_on: &["nodes", "gpus_per_node"],
            template: "{nodes} * {gpus_per_node}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stranded_per_node",
            doc: "GPUs each node strands once it holds as many whole jobs as fit.",
            equation: "gpus_per_node - floor_div(gpus_per_node, job_gpus) * job_gpus",
            result_type: "i64",
            depends_on: &["gpus_per_node", "job_gpus"],
            calls: &["floor_div"],
            template: "{gpus_per_node} - floor_div({gpus_per_node}, {job_gpus}) * {job_gpus}",
            named_calls: "floor_div(gpus_per_node, job_gpus)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "usable_share",
            doc: "Share of each node's GPUs that jobs can use.",
            equation: "1.0 - stranded_per_node / gpus_per_node",
            result_type: "f64",
            depends_on: &["gpus_per_node", "stranded_per_node"],
            template: "1.0 - {stranded_per_node} / {gpus_per_node}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "free_share",
            doc: "Share of the fleet's GPUs free in the snapshot.",
            equation: "free_slots / total_gpus",
            result_type: "f64",
            depends_on: &["free_slots", "total_gpus"],
            requires: &["free_slots"],
            template: "{free_slots} / {total_gpus}",
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
    impl NodePacking {
        ///Starts a [`NodePackingBuilder`]; required inputs must be set before [`NodePackingBuilder::build`].
        #[must_use]
        pub fn builder() -> NodePackingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> NodePackingBuilder {
            NodePackingBuilder {
                nodes: Some(__Clone::clone(&self.nodes)),
                gpus_per_node: Some(__Clone::clone(&self.gpus_per_node)),
                job_gpus: Some(__Clone::clone(&self.job_gpus)),
                free_slots: __Clone::clone(&self.free_slots),
            }
        }
        ///GPUs in the fleet. Equation: `nodes * gpus_per_node`.
        #[inline]
        pub fn total_gpus(&self) -> __Result<i64, __c::EvalError> {
            let nodes = __Clone::clone(&self.nodes);
            let gpus_per_node = __Clone::clone(&self.gpus_per_node);
            struct total_gpus {}
            __c::member(
                (|| __c::conform::<i64, _, total_gpus>(nodes.eq_mul(gpus_per_node)?))(),
                &__PROPERTIES[0],
            )
        }
        ///GPUs each node strands once it holds as many whole jobs as fit. Equation: `gpus_per_node - floor_div(gpus_per_node, job_gpus) * job_gpus`.
        #[inline]
        pub fn stranded_per_node(&self) -> __Result<i64, __c::EvalError> {
            let gpus_per_node = __Clone::clone(&self.gpus_per_node);
            let job_gpus = __Clone::clone(&self.job_gpus);
            struct stranded_per_node {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    stranded_per_node,
                >(
                    gpus_per_node
                        .eq_sub(
                            ::mlsysim_core::equation::floor_div(gpus_per_node, job_gpus)?
                                .eq_mul(job_gpus)?,
                        )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Share of each node's GPUs that jobs can use. Equation: `1.0 - stranded_per_node / gpus_per_node`.
        #[inline]
        pub fn usable_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_usable_share(self.stranded_per_node()?)
        }
        #[doc(hidden)]
        fn __eq_usable_share(
            &self,
            stranded_per_node: i64,
        ) -> __Result<f64, __c::EvalError> {
            let gpus_per_node = __Clone::clone(&self.gpus_per_node);
            struct usable_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    usable_share,
                >((1.0).eq_sub(stranded_per_node.eq_div(gpus_per_node)?)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of the fleet's GPUs free in the snapshot. Equation: `free_slots / total_gpus`. Requires `free_slots` (an error names the absent one).
        #[inline]
        pub fn free_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_free_share(self.total_gpus()?)
        }
        #[doc(hidden)]
        fn __eq_free_share(&self, total_gpus: i64) -> __Result<f64, __c::EvalError> {
            let free_slots = __c::present(&self.free_slots, "free_share", "free_slots")?;
            struct free_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    free_share,
                >(free_slots.eq_div(total_gpus)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`NodePackingValues`].
        #[must_use]
        pub fn evaluate(&self) -> NodePackingValues<'_> {
            let total_gpus = self.total_gpus();
            let stranded_per_node = self.stranded_per_node();
            let usable_share = __c::after(
                (&stranded_per_node,),
                |(v0,)| self.__eq_usable_share(v0),
            );
            let free_share = __c::after(
                (&total_gpus,),
                |(v0,)| self.__eq_free_share(v0),
            );
            NodePackingValues {
                scenario: self,
                total_gpus,
                stranded_per_node,
                usable_share,
                free_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.nodes, &__INPUTS[0])?;
            __c::bounded_plain(&self.gpus_per_node, &__INPUTS[1])?;
            __c::bounded_plain(&self.job_gpus, &__INPUTS[2])?;
            __c::finite(&self.free_slots, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl NodePackingBuilder {
        ///Sets `nodes`: Nodes in the fleet.
        #[must_use]
        pub fn nodes(mut self, value: u32) -> Self {
            self.nodes = Some(value);
            self
        }
        ///Sets `gpus_per_node`: GPUs in one node.
        #[must_use]
        pub fn gpus_per_node(mut self, value: u32) -> Self {
            self.gpus_per_node = Some(value);
            self
        }
        ///Sets `job_gpus`: GPUs one job takes, all inside one node.
        #[must_use]
        pub fn job_gpus(mut self, value: u32) -> Self {
            self.job_gpus = Some(value);
            self
        }
        ///Sets `free_slots`: Free GPUs in a fragmented snapshot, scattered across nodes.
        #[must_use]
        pub fn free_slots(mut self, value: u32) -> Self {
            self.free_slots = Some(value);
            self
        }
        ///Leaves `free_slots` absent.
        #[must_use]
        pub fn without_free_slots(mut self) -> Self {
            self.free_slots = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<NodePacking, __c::InputError> {
            let scenario = NodePacking {
                nodes: __c::given(self.nodes, "nodes")?,
                gpus_per_node: __c::given(self.gpus_per_node, "gpus_per_node")?,
                job_gpus: __c::given(self.job_gpus, "job_gpus")?,
                free_slots: self.free_slots,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for NodePackingBuilder {
        type Scenario = NodePacking;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "nodes" => self.nodes = __c::set(value, &__INPUTS[0])?,
                "gpus_per_node" => self.gpus_per_node = __c::set(value, &__INPUTS[1])?,
                "job_gpus" => self.job_gpus = __c::set(value, &__INPUTS[2])?,
                "free_slots" => self.free_slots = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<NodePacking, __c::InputError> {
            NodePackingBuilder::build(self)
        }
    }
    impl<'a> NodePackingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a NodePacking {
            self.scenario
        }
    }
    impl __c::Scenario for NodePacking {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "NodePacking",
            family: &ORCHESTRATION,
            summary: "Jobs that must each sit inside one node, packed onto identical nodes: the GPUs each node strands, and the share of the fleet left usable.",
            description: "Each node runs as many whole jobs as fit and strands the rest of its GPUs. A snapshot of\nscattered free GPUs (`free_slots`) may be given to compare the free share with what a\nwhole-node job could use.",
            notes: __c::meta::Notes {
                equation: "stranded per node = G − ⌊G/j⌋ j; usable share = 1 − stranded ÷ G; free share = free ÷ (nodes × G)",
                assumptions: &[
                    "A job needs all its GPUs inside one node, and every job is the same size.",
                ],
                rules: __RULES,
                excludes: &["Jobs of mixed sizes, which can fill the stranded GPUs."],
                derivation: &[
                    "Whole jobs per node is the floor of the node's GPUs over the job's.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Six-GPU jobs strand a quarter of eight-GPU nodes",
                    code: "// Six-GPU jobs strand a quarter of eight-GPU nodes\nuse mlsysim_fleet::orchestration::six_gpu_jobs_on_dgx_h100_nodes;\n\nlet s = six_gpu_jobs_on_dgx_h100_nodes()?;\nassert_eq!(s.stranded_per_node()?, 2);\nassert_eq!(s.usable_share()?, 0.75);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = NodePackingBuilder;
        fn to_builder(&self) -> NodePackingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.nodes, &self.gpus_per_node, &self.job_gpus, &self.free_slots],
                &[
                    &values.total_gpus,
                    &values.stranded_per_node,
                    &values.usable_share,
                    &values.free_share,
                ],
            )
        }
    }
    __c::glue!(NodePacking);
};
