/**A model's training state per device at each ZeRO stage over a data-parallel group, and what full sharding sends.

Plain data parallelism (DDP) replicates the 16-bit weights, the gradients and the
optimizer's state on every device. ZeRO-1 shards the optimizer state over the n devices,
ZeRO-2 the gradients too, and ZeRO-3 (FSDP) the weights too. Stages 1 and 2 move DDP's bytes
(a ring AllReduce, about twice the weights a device); ZeRO-3 gathers every layer's weights
forward and again backward and reduce-scatters the gradients, about three times the weights,
1.5 times as much.

# Equation

W = G = P × 2 B; O = P × 12 B; DDP = W + G + O; ZeRO-1 = W + G + O/n; ZeRO-2 = W + (G + O)/n; ZeRO-3 = (W + G + O)/n; gather = 3W; multiple = 3W ÷ 2W

# Assumptions

- Mixed-precision Adam: 12 bytes of optimizer state a parameter (master weights and two moments).
- Stages 1 and 2 move the same bytes as plain data parallelism.

# Rules across inputs

- `activation_strategy` is none, selective or full (`["none", "selective", "full"].contains(&activation_strategy.as_str())`)

# Excludes

- Communication buffers and fragmentation; activations beyond those of `activations`.

# Derivation

- Rajbhandari et al. (2020), ZeRO: the stages and their communication volume.

# Examples

```rust
// ZeRO-3 fits GPT-3 in under 50 GB a GPU on 64 GPUs
use mlsysim_cluster::distributed::gpt3_zero3_on_64;

let s = gpt3_zero3_on_64()?;
assert!(s.zero3_total_per_device()?.value < 50e9);
assert_eq!(s.gather_time()?.value, 21.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ZeroSharding {
    ///The model trained.
    pub workload: &'static Workload,
    ///Devices of the data-parallel group. *Allowed >= 1.*
    pub n_devices: u32,
    ///The activations a device holds, as an ActivationMemory preset or its inputs. *Optional (absent by default).*
    pub activations: Option<ActivationMemory>,
    ///Recomputation strategy of the activations: `none`, `selective` or `full`. *Default `"full"`.*
    pub activation_strategy: String,
    ///Bandwidth of one device's link, for the time of ZeRO-3's gathers. *Optional (absent by default); shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub link_bandwidth: Option<DataRate>,
}
///Builds a [`ZeroSharding`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ZeroShardingBuilder {
    workload: ::core::option::Option<&'static Workload>,
    n_devices: ::core::option::Option<u32>,
    activations: ::core::option::Option<ActivationMemory>,
    activation_strategy: ::core::option::Option<String>,
    link_bandwidth: ::core::option::Option<DataRate>,
}
///Every property of a [`ZeroSharding`], each computed once (see [`ZeroSharding::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ZeroShardingValues<'a> {
    scenario: &'a ZeroSharding,
    ///16-bit weights.
    pub weights: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///16-bit gradients, as many bytes as the weights.
    pub gradients: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Optimizer state: master weights and both Adam moments.
    pub optimizer_state: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///State of one device at each stage.
    pub stage_state: ::core::result::Result<
        Named<Information>,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes a device sends at each stage, in multiples of plain data parallelism's.
    pub traffic_multiple: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///Activations of one device under `activation_strategy` (the reference's
    pub activation_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///ZeRO-3 state and activations on one device.
    pub zero3_total_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes ZeRO-3 sends a step: a forward gather, a backward gather and a reduce-scatter of
    pub gather_traffic: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time of ZeRO-3's traffic on the link.
    pub gather_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
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
            name: "n_devices",
            ty: "u32",
            doc: "Devices of the data-parallel group.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "activations",
            ty: "Option<ActivationMemory>",
            doc: "The activations a device holds, as an ActivationMemory preset or its inputs.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "activation_strategy",
            ty: "String",
            doc: "Recomputation strategy of the activations: `none`, `selective` or `full`.",
            default: Some("\"full\""),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "link_bandwidth",
            ty: "Option<DataRate>",
            doc: "Bandwidth of one device's link, for the time of ZeRO-3's gathers.",
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
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "weights",
            doc: "16-bit weights.",
            equation: "weight_bytes(workload, precision_width(Precision::Fp16))",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload"],
            calls: &["weight_bytes", "precision_width"],
            template: "weight_bytes({workload}, precision_width(Precision::Fp16))",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gradients",
            doc: "16-bit gradients, as many bytes as the weights.",
            equation: "weights",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["weights"],
            template: "{weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "optimizer_state",
            doc: "Optimizer state: master weights and both Adam moments.",
            equation: "memory_from_params(\n    workload.parameter_count(),\n    ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload"],
            reaches: &[("workload", "parameter_count")],
            calls: &["memory_from_params"],
            template: "memory_from_params(\n    {#0 workload.parameter_count()},\n    ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value,\n)",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stage_state",
            doc: "State of one device at each stage.",
            equation: "DDP = W + G + O; ZeRO-1 = W + G + O/n; ZeRO-2 = W + (G + O)/n; ZeRO-3 = (W + G + O)/n",
            equation_is_code: false,
            result_type: "Named<Information>",
            label: {
                __c::units::unit_for::<
                    Named<Information>,
                    _,
                >(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["n_devices", "weights", "gradients", "optimizer_state"],
            template: "[\n    (\"DDP\", {weights} + {gradients} + {optimizer_state}),\n    (\n        \"ZeRO-1\",\n        {weights} + {gradients} + {optimizer_state} / {n_devices},\n    ),\n    (\n        \"ZeRO-2\",\n        {weights} + ({gradients} + {optimizer_state}) / {n_devices},\n    ),\n    (\n        \"ZeRO-3\",\n        ({weights} + {gradients} + {optimizer_state})\n            / {n_devices},\n    ),\n]\n    .into_iter()\n    .collect::<Named<Information>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "traffic_multiple",
            doc: "Bytes a device sends at each stage, in multiples of plain data parallelism's.",
            equation: "1 for DDP and ZeRO-1 and -2; gather traffic ÷ (2 × weights) for ZeRO-3",
            equation_is_code: false,
            result_type: "Named<f64>",
            depends_on: &["gather_traffic", "weights"],
            template: "[\n    (\"DDP\", 1.0),\n    (\"ZeRO-1\", 1.0),\n    (\"ZeRO-2\", 1.0),\n    (\n        \"ZeRO-3\",\n        ({gather_traffic}\n            / (Communication::RingAllreduceFactor.value * {weights}))\n            .value,\n    ),\n]\n    .into_iter()\n    .collect::<Named<f64>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "activation_bytes",
            doc: "Activations of one device under `activation_strategy` (the reference's\n`result.activations`, renamed beside the input); none when `activations` is absent.",
            equation: "match optional(activations) {\n    Some(a) => a.activations(activation_strategy.clone()),\n    None => bytes(0.0),\n}",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["activations", "activation_strategy"],
            reaches: &[("activation_strategy", "clone")],
            calls: &["bytes"],
            template: "match {#0 optional(activations)} {{\n    Some(a) => a.activations({#1 activation_strategy.clone()}),\n    None => bytes(0.0),\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "zero3_total_per_device",
            doc: "ZeRO-3 state and activations on one device.",
            equation: "stage_state[\"ZeRO-3\"] + activation_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["stage_state", "activation_bytes"],
            template: "{#0 stage_state[\"ZeRO-3\"]} + {activation_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gather_traffic",
            doc: "Bytes ZeRO-3 sends a step: a forward gather, a backward gather and a reduce-scatter of\nthe gradients.",
            equation: "3 * weights",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["weights"],
            template: "3 * {weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gather_time",
            doc: "Time of ZeRO-3's traffic on the link.",
            equation: "transfer_time(gather_traffic, link_bandwidth)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["link_bandwidth", "gather_traffic"],
            requires: &["link_bandwidth"],
            calls: &["transfer_time"],
            template: "transfer_time({gather_traffic}, {link_bandwidth})",
            named_calls: "transfer_time(gather_traffic, link_bandwidth)",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`activation_strategy` is none, selective or full",
            condition: "[\"none\", \"selective\", \"full\"].contains(&activation_strategy.as_str())",
            inputs: &["activation_strategy"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ZeroSharding {
        ///Starts a [`ZeroShardingBuilder`]; required inputs must be set before [`ZeroShardingBuilder::build`].
        #[must_use]
        pub fn builder() -> ZeroShardingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ZeroShardingBuilder {
            ZeroShardingBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                n_devices: Some(__Clone::clone(&self.n_devices)),
                activations: __Clone::clone(&self.activations),
                activation_strategy: Some(__Clone::clone(&self.activation_strategy)),
                link_bandwidth: __Clone::clone(&self.link_bandwidth),
            }
        }
        ///16-bit weights. Equation: `weight_bytes(workload, precision_width(Precision::Fp16))`.
        #[inline]
        pub fn weights(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    weights,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                            workload,
                            ::mlsysim_core::equation::precision_width(Precision::Fp16)?,
                        )?
                        .quantity(),
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///16-bit gradients, as many bytes as the weights. Equation: `weights`.
        #[inline]
        pub fn gradients(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_gradients(self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_gradients(
            &self,
            weights: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct gradients {}
            __c::member(
                (|| __c::conform::<Information, _, gradients>(weights))(),
                &__PROPERTIES[1],
            )
        }
        /**Optimizer state: master weights and both Adam moments.

Equation:

```text
memory_from_params(
    workload.parameter_count(),
    ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value,
)
```
*/
        #[inline]
        pub fn optimizer_state(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct optimizer_state {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    optimizer_state,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        workload.parameter_count()?,
                        ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter
                            .value,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///State of one device at each stage. Equation: DDP = W + G + O; ZeRO-1 = W + G + O/n; ZeRO-2 = W + (G + O)/n; ZeRO-3 = (W + G + O)/n.
        #[inline]
        pub fn stage_state(&self) -> __Result<Named<Information>, __c::EvalError> {
            self.__eq_stage_state(
                self.weights()?,
                self.gradients()?,
                self.optimizer_state()?,
            )
        }
        #[doc(hidden)]
        fn __eq_stage_state(
            &self,
            weights: Information,
            gradients: Information,
            optimizer_state: Information,
        ) -> __Result<Named<Information>, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            struct stage_state {}
            __c::member(
                (|| __c::conform::<
                    Named<Information>,
                    _,
                    stage_state,
                >(
                    [
                        ("DDP", weights.eq_add(gradients)?.eq_add(optimizer_state)?),
                        (
                            "ZeRO-1",
                            weights
                                .eq_add(gradients)?
                                .eq_add(optimizer_state.eq_div(n_devices)?)?,
                        ),
                        (
                            "ZeRO-2",
                            weights
                                .eq_add(
                                    gradients.eq_add(optimizer_state)?.eq_div(n_devices)?,
                                )?,
                        ),
                        (
                            "ZeRO-3",
                            weights
                                .eq_add(gradients)?
                                .eq_add(optimizer_state)?
                                .eq_div(n_devices)?,
                        ),
                    ]
                        .into_iter()
                        .collect::<Named<Information>>(),
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes a device sends at each stage, in multiples of plain data parallelism's. Equation: 1 for DDP and ZeRO-1 and -2; gather traffic ÷ (2 × weights) for ZeRO-3.
        #[inline]
        pub fn traffic_multiple(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_traffic_multiple(self.gather_traffic()?, self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_traffic_multiple(
            &self,
            gather_traffic: Information,
            weights: Information,
        ) -> __Result<Named<f64>, __c::EvalError> {
            struct traffic_multiple {}
            __c::member(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    traffic_multiple,
                >(
                    [
                        ("DDP", 1.0),
                        ("ZeRO-1", 1.0),
                        ("ZeRO-2", 1.0),
                        (
                            "ZeRO-3",
                            gather_traffic
                                .eq_div(
                                    Communication::RingAllreduceFactor.value.eq_mul(weights)?,
                                )?
                                .value,
                        ),
                    ]
                        .into_iter()
                        .collect::<Named<f64>>(),
                ))(),
                &__PROPERTIES[4],
            )
        }
        /**Activations of one device under `activation_strategy` (the reference's
`result.activations`, renamed beside the input); none when `activations` is absent.

Equation:

```text
match optional(activations) {
    Some(a) => a.activations(activation_strategy.clone()),
    None => bytes(0.0),
}
```
*/
        #[inline]
        pub fn activation_bytes(&self) -> __Result<Information, __c::EvalError> {
            let activations = __Clone::clone(&self.activations);
            let activation_strategy = __Clone::clone(&self.activation_strategy);
            struct activation_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    activation_bytes,
                >(
                    match ::mlsysim_core::equation::optional(activations) {
                        Some(a) => a.activations(activation_strategy.clone())?,
                        None => ::mlsysim_core::equation::bytes(0.0),
                    },
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///ZeRO-3 state and activations on one device. Equation: `stage_state["ZeRO-3"] + activation_bytes`.
        #[inline]
        pub fn zero3_total_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_zero3_total_per_device(
                self.stage_state()?,
                self.activation_bytes()?,
            )
        }
        #[doc(hidden)]
        fn __eq_zero3_total_per_device(
            &self,
            stage_state: Named<Information>,
            activation_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct zero3_total_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    zero3_total_per_device,
                >(
                    ::mlsysim_core::equation::at(&stage_state, &"ZeRO-3")?
                        .eq_add(activation_bytes)?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        /**Bytes ZeRO-3 sends a step: a forward gather, a backward gather and a reduce-scatter of
the gradients. Equation: `3 * weights`.*/
        #[inline]
        pub fn gather_traffic(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_gather_traffic(self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_gather_traffic(
            &self,
            weights: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct gather_traffic {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    gather_traffic,
                >((3i64).eq_mul(weights)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Time of ZeRO-3's traffic on the link. Equation: `transfer_time(gather_traffic, link_bandwidth)`. Requires `link_bandwidth` (an error names the absent one).
        #[inline]
        pub fn gather_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_gather_time(self.gather_traffic()?)
        }
        #[doc(hidden)]
        fn __eq_gather_time(
            &self,
            gather_traffic: Information,
        ) -> __Result<Time, __c::EvalError> {
            let link_bandwidth = __c::present(
                &self.link_bandwidth,
                "gather_time",
                "link_bandwidth",
            )?;
            struct gather_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    gather_time,
                >(
                    ::mlsysim_core::equation::transfer_time(
                        gather_traffic,
                        link_bandwidth,
                    )?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ZeroShardingValues`].
        #[must_use]
        pub fn evaluate(&self) -> ZeroShardingValues<'_> {
            let weights = self.weights();
            let gradients = __c::after((&weights,), |(v0,)| self.__eq_gradients(v0));
            let optimizer_state = self.optimizer_state();
            let stage_state = __c::after(
                (&weights, &gradients, &optimizer_state),
                |(v0, v1, v2)| self.__eq_stage_state(v0, v1, v2),
            );
            let gather_traffic = __c::after(
                (&weights,),
                |(v0,)| self.__eq_gather_traffic(v0),
            );
            let traffic_multiple = __c::after(
                (&gather_traffic, &weights),
                |(v0, v1)| self.__eq_traffic_multiple(v0, v1),
            );
            let activation_bytes = self.activation_bytes();
            let zero3_total_per_device = __c::after(
                (&stage_state, &activation_bytes),
                |(v0, v1)| self.__eq_zero3_total_per_device(v0, v1),
            );
            let gather_time = __c::after(
                (&gather_traffic,),
                |(v0,)| self.__eq_gather_time(v0),
            );
            ZeroShardingValues {
                scenario: self,
                weights,
                gradients,
                optimizer_state,
                stage_state,
                traffic_multiple,
                activation_bytes,
                zero3_total_per_device,
                gather_traffic,
                gather_time,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.n_devices, &__INPUTS[1])?;
            __c::finite(&self.activations, &__INPUTS[2])?;
            __c::finite(&self.activation_strategy, &__INPUTS[3])?;
            __c::bounded(&self.link_bandwidth, &__INPUTS[4])?;
            {
                let activation_strategy = __Clone::clone(&self.activation_strategy);
                __c::rule(
                    ["none", "selective", "full"]
                        .contains(&activation_strategy.as_str()),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.activation_strategy],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_optimizer_state(&self) -> __c::Parts {
            __c::traced(
                self.optimizer_state(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_activation_bytes(&self) -> __c::Parts {
            __c::traced(
                self.activation_bytes(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let activations = __Clone::clone(& self.activations); let part =
                    ::mlsysim_core::equation::optional(activations); Ok((& __c::Showing(&
                    part, None)).__shown()) }) (), (|| -> ::core::result::Result < Option
                    < __c::Value >, __c::EvalError > { let activation_strategy =
                    __Clone::clone(& self.activation_strategy); let part =
                    activation_strategy.clone(); Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "bytes", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_zero3_total_per_device(&self) -> __c::Parts {
            __c::traced(
                self.zero3_total_per_device(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let stage_state = self.stage_state() ?; let part =
                    ::mlsysim_core::equation::at(& stage_state, & "ZeRO-3") ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl ZeroShardingBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `n_devices`: Devices of the data-parallel group.
        #[must_use]
        pub fn n_devices(mut self, value: u32) -> Self {
            self.n_devices = Some(value);
            self
        }
        ///Sets `activations`: The activations a device holds, as an ActivationMemory preset or its inputs.
        #[must_use]
        pub fn activations(mut self, value: ActivationMemory) -> Self {
            self.activations = Some(value);
            self
        }
        ///Leaves `activations` absent.
        #[must_use]
        pub fn without_activations(mut self) -> Self {
            self.activations = None;
            self
        }
        ///Sets `activation_strategy`: Recomputation strategy of the activations: `none`, `selective` or `full`.
        #[must_use]
        pub fn activation_strategy(mut self, value: String) -> Self {
            self.activation_strategy = Some(value);
            self
        }
        ///Sets `link_bandwidth`: Bandwidth of one device's link, for the time of ZeRO-3's gathers.
        #[must_use]
        pub fn link_bandwidth(mut self, value: DataRate) -> Self {
            self.link_bandwidth = Some(value);
            self
        }
        ///Leaves `link_bandwidth` absent.
        #[must_use]
        pub fn without_link_bandwidth(mut self) -> Self {
            self.link_bandwidth = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ZeroSharding, __c::InputError> {
            let scenario = ZeroSharding {
                workload: __c::given(self.workload, "workload")?,
                n_devices: __c::given(self.n_devices, "n_devices")?,
                activations: self.activations,
                activation_strategy: self
                    .activation_strategy
                    .unwrap_or_else(|| ::std::string::String::from("full")),
                link_bandwidth: self.link_bandwidth,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ZeroShardingBuilder {
        type Scenario = ZeroSharding;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[1])?,
                "activations" => self.activations = __c::set(value, &__INPUTS[2])?,
                "activation_strategy" => {
                    self.activation_strategy = __c::set(value, &__INPUTS[3])?;
                }
                "link_bandwidth" => self.link_bandwidth = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ZeroSharding, __c::InputError> {
            ZeroShardingBuilder::build(self)
        }
    }
    impl<'a> ZeroShardingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ZeroSharding {
            self.scenario
        }
    }
    impl __c::Scenario for ZeroSharding {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ZeroSharding",
            family: &DISTRIBUTED_TRAINING,
            summary: "A model's training state per device at each ZeRO stage over a data-parallel group, and what full sharding sends.",
            description: "Plain data parallelism (DDP) replicates the 16-bit weights, the gradients and the\noptimizer's state on every device. ZeRO-1 shards the optimizer state over the n devices,\nZeRO-2 the gradients too, and ZeRO-3 (FSDP) the weights too. Stages 1 and 2 move DDP's bytes\n(a ring AllReduce, about twice the weights a device); ZeRO-3 gathers every layer's weights\nforward and again backward and reduce-scatters the gradients, about three times the weights,\n1.5 times as much.",
            notes: __c::meta::Notes {
                equation: "W = G = P × 2 B; O = P × 12 B; DDP = W + G + O; ZeRO-1 = W + G + O/n; ZeRO-2 = W + (G + O)/n; ZeRO-3 = (W + G + O)/n; gather = 3W; multiple = 3W ÷ 2W",
                assumptions: &[
                    "Mixed-precision Adam: 12 bytes of optimizer state a parameter (master weights and two moments).",
                    "Stages 1 and 2 move the same bytes as plain data parallelism.",
                ],
                rules: __RULES,
                excludes: &[
                    "Communication buffers and fragmentation; activations beyond those of `activations`.",
                ],
                derivation: &[
                    "Rajbhandari et al. (2020), ZeRO: the stages and their communication volume.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "ZeRO-3 fits GPT-3 in under 50 GB a GPU on 64 GPUs",
                    code: "// ZeRO-3 fits GPT-3 in under 50 GB a GPU on 64 GPUs\nuse mlsysim_cluster::distributed::gpt3_zero3_on_64;\n\nlet s = gpt3_zero3_on_64()?;\nassert!(s.zero3_total_per_device()?.value < 50e9);\nassert_eq!(s.gather_time()?.value, 21.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ZeroShardingBuilder;
        fn to_builder(&self) -> ZeroShardingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.n_devices,
                    &self.activations,
                    &self.activation_strategy,
                    &self.link_bandwidth,
                ],
                &[
                    &values.weights,
                    &values.gradients,
                    &values.optimizer_state,
                    &values.stage_state,
                    &values.traffic_multiple,
                    &values.activation_bytes,
                    &values.zero3_total_per_device,
                    &values.gather_traffic,
                    &values.gather_time,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "optimizer_state" => Some(Ok(self.__explain_optimizer_state())),
                "activation_bytes" => Some(Ok(self.__explain_activation_bytes())),
                "zero3_total_per_device" => {
                    Some(Ok(self.__explain_zero3_total_per_device()))
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                "activation_strategy" => {
                    (&__c::explain::Held(&self.activation_strategy)).__held()
                }
                _ => None,
            }
        }
    }
    __c::glue!(ZeroSharding);
};
