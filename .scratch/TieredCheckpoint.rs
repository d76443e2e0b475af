/**One save of a model's state across a fleet: each node writes its shard to local storage, then the shards drain to a durable tier in the background.

Training pauses only for the local write of each node's share of the checkpoint. The
durable copy crosses the shared tier's aggregate bandwidth, which takes as long as every
node writing its shard at its share of that bandwidth.

# Equation

checkpoint = parameters × bytes_per_param; shard = checkpoint ÷ nodes; pause = shard ÷ local bandwidth; drain = checkpoint ÷ durable bandwidth; pause share = pause ÷ interval

# Assumptions

- The checkpoint splits evenly over the fleet's nodes, and every node writes at the same local bandwidth.
- Training resumes once the local write ends; the drain overlaps the next steps.

# Excludes

- Contention between the drain and the next save, and the metadata of the file system.

# Derivation

- Time is bytes over bandwidth; the shared tier's bandwidth is split evenly among the nodes.

# Examples

```rust
// A 175B checkpoint pauses training for seconds
use mlsysim_data::storage::gpt3_tiered_checkpoint_2k;

let s = gpt3_tiered_checkpoint_2k()?;
assert!(s.local_write_time()?.value < 1.0);
assert!(s.drain_time()? > s.local_write_time()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TieredCheckpoint {
    ///The model whose state is saved.
    pub workload: &'static Workload,
    ///Bytes the resumable state keeps per parameter. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_param: Information,
    ///The fleet; its node count splits the checkpoint.
    pub fleet: &'static Fleet,
    ///Local write bandwidth of one node. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub local_bandwidth: DataRate,
    ///Aggregate bandwidth of the durable tier, shared by every node. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub durable_bandwidth: DataRate,
    ///Time between saves. *Shown in `MINUTE`; allowed > 0.*
    pub save_interval: Time,
}
///Builds a [`TieredCheckpoint`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TieredCheckpointBuilder {
    workload: ::core::option::Option<&'static Workload>,
    bytes_per_param: ::core::option::Option<Information>,
    fleet: ::core::option::Option<&'static Fleet>,
    local_bandwidth: ::core::option::Option<DataRate>,
    durable_bandwidth: ::core::option::Option<DataRate>,
    save_interval: ::core::option::Option<Time>,
}
///Every property of a [`TieredCheckpoint`], each computed once (see [`TieredCheckpoint::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TieredCheckpointValues<'a> {
    scenario: &'a TieredCheckpoint,
    ///Bytes of one checkpoint.
    pub checkpoint_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes each node writes.
    pub per_node_shard: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The pause: one node's local write of its shard.
    pub local_write_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The background copy of the whole checkpoint to the durable tier.
    pub drain_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Each node's share of the durable tier's bandwidth.
    pub durable_share_per_node: ::core::result::Result<
        DataRate,
        ::mlsysim_core::EvalError,
    >,
    ///The pause as a share of the save interval.
    pub pause_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model whose state is saved.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Information",
            doc: "Bytes the resumable state keeps per parameter.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet; its node count splits the checkpoint.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "local_bandwidth",
            ty: "DataRate",
            doc: "Local write bandwidth of one node.",
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
            name: "durable_bandwidth",
            ty: "DataRate",
            doc: "Aggregate bandwidth of the durable tier, shared by every node.",
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
            name: "save_interval",
            ty: "Time",
            doc: "Time between saves.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "checkpoint_bytes",
            doc: "Bytes of one checkpoint.",
            equation: "memory_from_params(workload.parameter_count(), bytes_per_param)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["workload", "bytes_per_param"],
            reaches: &[("workload", "parameter_count")],
            calls: &["memory_from_params"],
            template: "memory_from_params({#0 workload.parameter_count()}, {bytes_per_param})",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "per_node_shard",
            doc: "Bytes each node writes.",
            equation: "checkpoint_bytes / fleet.count",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["fleet", "checkpoint_bytes"],
            template: "{checkpoint_bytes} / {#0 fleet.count}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "local_write_time",
            doc: "The pause: one node's local write of its shard.",
            equation: "per_node_shard / local_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["local_bandwidth", "per_node_shard"],
            template: "{per_node_shard} / {local_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "drain_time",
            doc: "The background copy of the whole checkpoint to the durable tier.",
            equation: "checkpoint_bytes / durable_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["durable_bandwidth", "checkpoint_bytes"],
            template: "{checkpoint_bytes} / {durable_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "durable_share_per_node",
            doc: "Each node's share of the durable tier's bandwidth.",
            equation: "durable_bandwidth / fleet.count",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            depends_on: &["durable_bandwidth", "fleet"],
            template: "{durable_bandwidth} / {#0 fleet.count}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pause_fraction",
            doc: "The pause as a share of the save interval.",
            equation: "local_write_time / save_interval",
            result_type: "f64",
            depends_on: &["save_interval", "local_write_time"],
            template: "{local_write_time} / {save_interval}",
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
    impl TieredCheckpoint {
        ///Starts a [`TieredCheckpointBuilder`]; required inputs must be set before [`TieredCheckpointBuilder::build`].
        #[must_use]
        pub fn builder() -> TieredCheckpointBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TieredCheckpointBuilder {
            TieredCheckpointBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                bytes_per_param: Some(__Clone::clone(&self.bytes_per_param)),
                fleet: Some(__Clone::clone(&self.fleet)),
                local_bandwidth: Some(__Clone::clone(&self.local_bandwidth)),
                durable_bandwidth: Some(__Clone::clone(&self.durable_bandwidth)),
                save_interval: Some(__Clone::clone(&self.save_interval)),
            }
        }
        ///Bytes of one checkpoint. Equation: `memory_from_params(workload.parameter_count(), bytes_per_param)`.
        #[inline]
        pub fn checkpoint_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct checkpoint_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    checkpoint_bytes,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        workload.parameter_count()?,
                        bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes each node writes. Equation: `checkpoint_bytes / fleet.count`.
        #[inline]
        pub fn per_node_shard(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_per_node_shard(self.checkpoint_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_per_node_shard(
            &self,
            checkpoint_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            struct per_node_shard {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    per_node_shard,
                >(checkpoint_bytes.eq_div(fleet.count)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The pause: one node's local write of its shard. Equation: `per_node_shard / local_bandwidth`.
        #[inline]
        pub fn local_write_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_local_write_time(self.per_node_shard()?)
        }
        #[doc(hidden)]
        fn __eq_local_write_time(
            &self,
            per_node_shard: Information,
        ) -> __Result<Time, __c::EvalError> {
            let local_bandwidth = __Clone::clone(&self.local_bandwidth);
            struct local_write_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    local_write_time,
                >(per_node_shard.eq_div(local_bandwidth)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The background copy of the whole checkpoint to the durable tier. Equation: `checkpoint_bytes / durable_bandwidth`.
        #[inline]
        pub fn drain_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_drain_time(self.checkpoint_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_drain_time(
            &self,
            checkpoint_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let durable_bandwidth = __Clone::clone(&self.durable_bandwidth);
            struct drain_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    drain_time,
                >(checkpoint_bytes.eq_div(durable_bandwidth)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Each node's share of the durable tier's bandwidth. Equation: `durable_bandwidth / fleet.count`.
        #[inline]
        pub fn durable_share_per_node(&self) -> __Result<DataRate, __c::EvalError> {
            let durable_bandwidth = __Clone::clone(&self.durable_bandwidth);
            let fleet = __Clone::clone(&self.fleet);
            struct durable_share_per_node {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    durable_share_per_node,
                >(durable_bandwidth.eq_div(fleet.count)?))(),
                &__PROPERTIES[4],
            )
        }
        ///The pause as a share of the save interval. Equation: `local_write_time / save_interval`.
        #[inline]
        pub fn pause_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_pause_fraction(self.local_write_time()?)
        }
        #[doc(hidden)]
        fn __eq_pause_fraction(
            &self,
            local_write_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            let save_interval = __Clone::clone(&self.save_interval);
            struct pause_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    pause_fraction,
                >(local_write_time.eq_div(save_interval)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TieredCheckpointValues`].
        #[must_use]
        pub fn evaluate(&self) -> TieredCheckpointValues<'_> {
            let checkpoint_bytes = self.checkpoint_bytes();
            let per_node_shard = __c::after(
                (&checkpoint_bytes,),
                |(v0,)| self.__eq_per_node_shard(v0),
            );
            let local_write_time = __c::after(
                (&per_node_shard,),
                |(v0,)| self.__eq_local_write_time(v0),
            );
            let drain_time = __c::after(
                (&checkpoint_bytes,),
                |(v0,)| self.__eq_drain_time(v0),
            );
            let durable_share_per_node = self.durable_share_per_node();
            let pause_fraction = __c::after(
                (&local_write_time,),
                |(v0,)| self.__eq_pause_fraction(v0),
            );
            TieredCheckpointValues {
                scenario: self,
                checkpoint_bytes,
                per_node_shard,
                local_write_time,
                drain_time,
                durable_share_per_node,
                pause_fraction,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[1])?;
            __c::finite(&self.fleet, &__INPUTS[2])?;
            __c::bounded(&self.local_bandwidth, &__INPUTS[3])?;
            __c::bounded(&self.durable_bandwidth, &__INPUTS[4])?;
            __c::bounded(&self.save_interval, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_checkpoint_bytes(&self) -> __c::Parts {
            __c::traced(
                self.checkpoint_bytes(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "memory_from_params", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Name("bytes_per_param")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_per_node_shard(&self) -> __c::Parts {
            __c::traced(
                self.per_node_shard(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.count;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_durable_share_per_node(&self) -> __c::Parts {
            __c::traced(
                self.durable_share_per_node(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.count;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl TieredCheckpointBuilder {
        ///Sets `workload`: The model whose state is saved.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `bytes_per_param`: Bytes the resumable state keeps per parameter.
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        ///Sets `fleet`: The fleet; its node count splits the checkpoint.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `local_bandwidth`: Local write bandwidth of one node.
        #[must_use]
        pub fn local_bandwidth(mut self, value: DataRate) -> Self {
            self.local_bandwidth = Some(value);
            self
        }
        ///Sets `durable_bandwidth`: Aggregate bandwidth of the durable tier, shared by every node.
        #[must_use]
        pub fn durable_bandwidth(mut self, value: DataRate) -> Self {
            self.durable_bandwidth = Some(value);
            self
        }
        ///Sets `save_interval`: Time between saves.
        #[must_use]
        pub fn save_interval(mut self, value: Time) -> Self {
            self.save_interval = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TieredCheckpoint, __c::InputError> {
            let scenario = TieredCheckpoint {
                workload: __c::given(self.workload, "workload")?,
                bytes_per_param: __c::given(self.bytes_per_param, "bytes_per_param")?,
                fleet: __c::given(self.fleet, "fleet")?,
                local_bandwidth: __c::given(self.local_bandwidth, "local_bandwidth")?,
                durable_bandwidth: __c::given(
                    self.durable_bandwidth,
                    "durable_bandwidth",
                )?,
                save_interval: __c::given(self.save_interval, "save_interval")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TieredCheckpointBuilder {
        type Scenario = TieredCheckpoint;
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
                "fleet" => self.fleet = __c::set(value, &__INPUTS[2])?,
                "local_bandwidth" => {
                    self.local_bandwidth = __c::set(value, &__INPUTS[3])?;
                }
                "durable_bandwidth" => {
                    self.durable_bandwidth = __c::set(value, &__INPUTS[4])?;
                }
                "save_interval" => self.save_interval = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TieredCheckpoint, __c::InputError> {
            TieredCheckpointBuilder::build(self)
        }
    }
    impl<'a> TieredCheckpointValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TieredCheckpoint {
            self.scenario
        }
    }
    impl __c::Scenario for TieredCheckpoint {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TieredCheckpoint",
            family: &STORAGE,
            summary: "One save of a model's state across a fleet: each node writes its shard to local storage, then the shards drain to a durable tier in the background.",
            description: "Training pauses only for the local write of each node's share of the checkpoint. The\ndurable copy crosses the shared tier's aggregate bandwidth, which takes as long as every\nnode writing its shard at its share of that bandwidth.",
            notes: __c::meta::Notes {
                equation: "checkpoint = parameters × bytes_per_param; shard = checkpoint ÷ nodes; pause = shard ÷ local bandwidth; drain = checkpoint ÷ durable bandwidth; pause share = pause ÷ interval",
                assumptions: &[
                    "The checkpoint splits evenly over the fleet's nodes, and every node writes at the same local bandwidth.",
                    "Training resumes once the local write ends; the drain overlaps the next steps.",
                ],
                rules: __RULES,
                excludes: &[
                    "Contention between the drain and the next save, and the metadata of the file system.",
                ],
                derivation: &[
                    "Time is bytes over bandwidth; the shared tier's bandwidth is split evenly among the nodes.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 175B checkpoint pauses training for seconds",
                    code: "// A 175B checkpoint pauses training for seconds\nuse mlsysim_data::storage::gpt3_tiered_checkpoint_2k;\n\nlet s = gpt3_tiered_checkpoint_2k()?;\nassert!(s.local_write_time()?.value < 1.0);\nassert!(s.drain_time()? > s.local_write_time()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TieredCheckpointBuilder;
        fn to_builder(&self) -> TieredCheckpointBuilder {
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
                    &self.fleet,
                    &self.local_bandwidth,
                    &self.durable_bandwidth,
                    &self.save_interval,
                ],
                &[
                    &values.checkpoint_bytes,
                    &values.per_node_shard,
                    &values.local_write_time,
                    &values.drain_time,
                    &values.durable_share_per_node,
                    &values.pause_fraction,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "checkpoint_bytes" => Some(Ok(self.__explain_checkpoint_bytes())),
                "per_node_shard" => Some(Ok(self.__explain_per_node_shard())),
                "durable_share_per_node" => {
                    Some(Ok(self.__explain_durable_share_per_node()))
                }
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
    __c::glue!(TieredCheckpoint);
};
