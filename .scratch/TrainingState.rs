/**The persistent mixed-precision Adam state of a model, and how tensor parallelism and ZeRO-style sharding split it across devices.

Each parameter holds a 16-bit weight and gradient (2 bytes each), a 32-bit master weight
and two 32-bit Adam moments (4 bytes each): 16 bytes in all. Tensor parallelism splits every
term across its group; ZeRO sharding further splits the moments across the data-parallel
replicas. Activations are a stated total, since they depend on the sequence, the microbatch
and recomputation.

# Equation

weights = gradients = P × 2 B; master = one moment = P × 4 B; persistent = weights + gradients + master + 2 moments; per device = term ÷ tp; sharded moments = 2 moments ÷ (tp × dp)

# Assumptions

- Mixed-precision Adam: 16-bit weights and gradients, 32-bit master weights and moments.
- Offloading moves the master weights and both moments to the host.

# Excludes

- Communication buffers, and activations beyond the stated total.

# Derivation

- Rajbhandari et al. (2020), ZeRO: 16 bytes a parameter and its sharding; Shoeybi et al. (2019), Megatron-LM.

# Examples

```rust
// GPT-3 keeps 2.8 TB of Adam state
use mlsysim_cluster::transfer_and_training::gpt3_training_state_tp8;

let s = gpt3_training_state_tp8()?;
assert_eq!(s.persistent_state()?.value, 2.8e12);
assert_eq!(s.tp_total_per_device()?.value, 375e9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TrainingState {
    ///The model trained.
    pub workload: &'static Workload,
    ///Devices of one tensor-parallel group. *Allowed >= 1.*
    pub tp_size: u32,
    ///Data-parallel replicas the moments are sharded over. *Allowed >= 1.*
    pub dp_size: u32,
    ///Activations of the whole model, stated. *Shown in `GB`; allowed >= 0.*
    pub activations: Information,
}
///Builds a [`TrainingState`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TrainingStateBuilder {
    workload: ::core::option::Option<&'static Workload>,
    tp_size: ::core::option::Option<u32>,
    dp_size: ::core::option::Option<u32>,
    activations: ::core::option::Option<Information>,
}
///Every property of a [`TrainingState`], each computed once (see [`TrainingState::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TrainingStateValues<'a> {
    scenario: &'a TrainingState,
    ///16-bit weights.
    pub weights: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///16-bit gradients, as many bytes as the weights.
    pub gradients: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///32-bit master weights.
    pub master_weights: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///One 32-bit Adam moment (the first or the second).
    pub adam_moment: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Both Adam moments.
    pub optimizer_moments: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Everything kept between steps.
    pub persistent_state: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Weights on one device of the tensor-parallel group.
    pub tp_weights_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Gradients on one device of the group.
    pub tp_gradients_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Master weights on one device of the group.
    pub tp_master_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Both moments on one device of the group.
    pub tp_moments_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Activations on one device of the group.
    pub tp_activations_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///State and activations on one device of the group.
    pub tp_total_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///What stays on one device of the group once the master weights and moments move to the
    pub tp_offloaded_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Moments on one device when they are sharded over every device.
    pub zero_moments_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Moments of one tensor-parallel group's share, sharded over the replicas.
    pub zero_moments_per_tp_group: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Weights split by tensor parallelism and moments sharded over every device.
    pub zero_weights_and_moments_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
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
            name: "tp_size",
            ty: "u32",
            doc: "Devices of one tensor-parallel group.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dp_size",
            ty: "u32",
            doc: "Data-parallel replicas the moments are sharded over.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "activations",
            ty: "Information",
            doc: "Activations of the whole model, stated.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
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
            name: "master_weights",
            doc: "32-bit master weights.",
            equation: "workload.parameter_count() * precision_width(Precision::Fp32)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload"],
            reaches: &[("workload", "parameter_count")],
            calls: &["precision_width"],
            template: "{#0 workload.parameter_count()} * precision_width(Precision::Fp32)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "adam_moment",
            doc: "One 32-bit Adam moment (the first or the second).",
            equation: "master_weights",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["master_weights"],
            template: "{master_weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "optimizer_moments",
            doc: "Both Adam moments.",
            equation: "2 * adam_moment",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["adam_moment"],
            template: "2 * {adam_moment}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "persistent_state",
            doc: "Everything kept between steps.",
            equation: "weights + gradients + master_weights + optimizer_moments",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["weights", "gradients", "master_weights", "optimizer_moments"],
            template: "{weights} + {gradients} + {master_weights} + {optimizer_moments}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tp_weights_per_device",
            doc: "Weights on one device of the tensor-parallel group.",
            equation: "weights / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tp_size", "weights"],
            template: "{weights} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tp_gradients_per_device",
            doc: "Gradients on one device of the group.",
            equation: "gradients / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tp_size", "gradients"],
            template: "{gradients} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tp_master_per_device",
            doc: "Master weights on one device of the group.",
            equation: "master_weights / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tp_size", "master_weights"],
            template: "{master_weights} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tp_moments_per_device",
            doc: "Both moments on one device of the group.",
            equation: "optimizer_moments / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tp_size", "optimizer_moments"],
            template: "{optimizer_moments} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tp_activations_per_device",
            doc: "Activations on one device of the group.",
            equation: "activations / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["activations", "tp_size"],
            template: "{activations} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tp_total_per_device",
            doc: "State and activations on one device of the group.",
            equation: "(persistent_state + activations) / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["activations", "tp_size", "persistent_state"],
            template: "({persistent_state} + {activations}) / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tp_offloaded_per_device",
            doc: "What stays on one device of the group once the master weights and moments move to the\nhost.",
            equation: "(persistent_state + activations - master_weights - optimizer_moments) / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &[
                "activations",
                "tp_size",
                "persistent_state",
                "master_weights",
                "optimizer_moments",
            ],
            template: "({persistent_state} + {activations} - {master_weights} - {optimizer_moments})\n    / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "zero_moments_per_device",
            doc: "Moments on one device when they are sharded over every device.",
            equation: "optimizer_moments / (tp_size * dp_size)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tp_size", "dp_size", "optimizer_moments"],
            template: "{optimizer_moments} / ({tp_size} * {dp_size})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "zero_moments_per_tp_group",
            doc: "Moments of one tensor-parallel group's share, sharded over the replicas.",
            equation: "optimizer_moments / dp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["dp_size", "optimizer_moments"],
            template: "{optimizer_moments} / {dp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "zero_weights_and_moments_per_device",
            doc: "Weights split by tensor parallelism and moments sharded over every device.",
            equation: "weights / tp_size + optimizer_moments / (tp_size * dp_size)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tp_size", "dp_size", "weights", "optimizer_moments"],
            template: "{weights} / {tp_size}\n    + {optimizer_moments} / ({tp_size} * {dp_size})",
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
    impl TrainingState {
        ///Starts a [`TrainingStateBuilder`]; required inputs must be set before [`TrainingStateBuilder::build`].
        #[must_use]
        pub fn builder() -> TrainingStateBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TrainingStateBuilder {
            TrainingStateBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                tp_size: Some(__Clone::clone(&self.tp_size)),
                dp_size: Some(__Clone::clone(&self.dp_size)),
                activations: Some(__Clone::clone(&self.activations)),
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
        ///32-bit master weights. Equation: `workload.parameter_count() * precision_width(Precision::Fp32)`.
        #[inline]
        pub fn master_weights(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct master_weights {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    master_weights,
                >(
                    workload
                        .parameter_count()?
                        .eq_mul(
                            ::mlsysim_core::equation::precision_width(Precision::Fp32)?,
                        )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///One 32-bit Adam moment (the first or the second). Equation: `master_weights`.
        #[inline]
        pub fn adam_moment(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_adam_moment(self.master_weights()?)
        }
        #[doc(hidden)]
        fn __eq_adam_moment(
            &self,
            master_weights: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct adam_moment {}
            __c::member(
                (|| __c::conform::<Information, _, adam_moment>(master_weights))(),
                &__PROPERTIES[3],
            )
        }
        ///Both Adam moments. Equation: `2 * adam_moment`.
        #[inline]
        pub fn optimizer_moments(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_optimizer_moments(self.adam_moment()?)
        }
        #[doc(hidden)]
        fn __eq_optimizer_moments(
            &self,
            adam_moment: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct optimizer_moments {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    optimizer_moments,
                >((2i64).eq_mul(adam_moment)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Everything kept between steps. Equation: `weights + gradients + master_weights + optimizer_moments`.
        #[inline]
        pub fn persistent_state(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_persistent_state(
                self.weights()?,
                self.gradients()?,
                self.master_weights()?,
                self.optimizer_moments()?,
            )
        }
        #[doc(hidden)]
        fn __eq_persistent_state(
            &self,
            weights: Information,
            gradients: Information,
            master_weights: Information,
            optimizer_moments: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct persistent_state {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    persistent_state,
                >(
                    weights
                        .eq_add(gradients)?
                        .eq_add(master_weights)?
                        .eq_add(optimizer_moments)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Weights on one device of the tensor-parallel group. Equation: `weights / tp_size`.
        #[inline]
        pub fn tp_weights_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_tp_weights_per_device(self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_tp_weights_per_device(
            &self,
            weights: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            struct tp_weights_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    tp_weights_per_device,
                >(weights.eq_div(tp_size)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Gradients on one device of the group. Equation: `gradients / tp_size`.
        #[inline]
        pub fn tp_gradients_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_tp_gradients_per_device(self.gradients()?)
        }
        #[doc(hidden)]
        fn __eq_tp_gradients_per_device(
            &self,
            gradients: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            struct tp_gradients_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    tp_gradients_per_device,
                >(gradients.eq_div(tp_size)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Master weights on one device of the group. Equation: `master_weights / tp_size`.
        #[inline]
        pub fn tp_master_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_tp_master_per_device(self.master_weights()?)
        }
        #[doc(hidden)]
        fn __eq_tp_master_per_device(
            &self,
            master_weights: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            struct tp_master_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    tp_master_per_device,
                >(master_weights.eq_div(tp_size)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Both moments on one device of the group. Equation: `optimizer_moments / tp_size`.
        #[inline]
        pub fn tp_moments_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_tp_moments_per_device(self.optimizer_moments()?)
        }
        #[doc(hidden)]
        fn __eq_tp_moments_per_device(
            &self,
            optimizer_moments: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            struct tp_moments_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    tp_moments_per_device,
                >(optimizer_moments.eq_div(tp_size)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Activations on one device of the group. Equation: `activations / tp_size`.
        #[inline]
        pub fn tp_activations_per_device(
            &self,
        ) -> __Result<Information, __c::EvalError> {
            let activations = __Clone::clone(&self.activations);
            let tp_size = __Clone::clone(&self.tp_size);
            struct tp_activations_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    tp_activations_per_device,
                >(activations.eq_div(tp_size)?))(),
                &__PROPERTIES[10],
            )
        }
        ///State and activations on one device of the group. Equation: `(persistent_state + activations) / tp_size`.
        #[inline]
        pub fn tp_total_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_tp_total_per_device(self.persistent_state()?)
        }
        #[doc(hidden)]
        fn __eq_tp_total_per_device(
            &self,
            persistent_state: Information,
        ) -> __Result<Information, __c::EvalError> {
            let activations = __Clone::clone(&self.activations);
            let tp_size = __Clone::clone(&self.tp_size);
            struct tp_total_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    tp_total_per_device,
                >(persistent_state.eq_add(activations)?.eq_div(tp_size)?))(),
                &__PROPERTIES[11],
            )
        }
        /**What stays on one device of the group once the master weights and moments move to the
host. Equation: `(persistent_state + activations - master_weights - optimizer_moments) / tp_size`.*/
        #[inline]
        pub fn tp_offloaded_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_tp_offloaded_per_device(
                self.persistent_state()?,
                self.master_weights()?,
                self.optimizer_moments()?,
            )
        }
        #[doc(hidden)]
        fn __eq_tp_offloaded_per_device(
            &self,
            persistent_state: Information,
            master_weights: Information,
            optimizer_moments: Information,
        ) -> __Result<Information, __c::EvalError> {
            let activations = __Clone::clone(&self.activations);
            let tp_size = __Clone::clone(&self.tp_size);
            struct tp_offloaded_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    tp_offloaded_per_device,
                >(
                    persistent_state
                        .eq_add(activations)?
                        .eq_sub(master_weights)?
                        .eq_sub(optimizer_moments)?
                        .eq_div(tp_size)?,
                ))(),
                &__PROPERTIES[12],
            )
        }
        ///Moments on one device when they are sharded over every device. Equation: `optimizer_moments / (tp_size * dp_size)`.
        #[inline]
        pub fn zero_moments_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_zero_moments_per_device(self.optimizer_moments()?)
        }
        #[doc(hidden)]
        fn __eq_zero_moments_per_device(
            &self,
            optimizer_moments: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            let dp_size = __Clone::clone(&self.dp_size);
            struct zero_moments_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    zero_moments_per_device,
                >(optimizer_moments.eq_div(tp_size.eq_mul(dp_size)?)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Moments of one tensor-parallel group's share, sharded over the replicas. Equation: `optimizer_moments / dp_size`.
        #[inline]
        pub fn zero_moments_per_tp_group(
            &self,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_zero_moments_per_tp_group(self.optimizer_moments()?)
        }
        #[doc(hidden)]
        fn __eq_zero_moments_per_tp_group(
            &self,
            optimizer_moments: Information,
        ) -> __Result<Information, __c::EvalError> {
            let dp_size = __Clone::clone(&self.dp_size);
            struct zero_moments_per_tp_group {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    zero_moments_per_tp_group,
                >(optimizer_moments.eq_div(dp_size)?))(),
                &__PROPERTIES[14],
            )
        }
        ///Weights split by tensor parallelism and moments sharded over every device. Equation: `weights / tp_size + optimizer_moments / (tp_size * dp_size)`.
        #[inline]
        pub fn zero_weights_and_moments_per_device(
            &self,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_zero_weights_and_moments_per_device(
                self.weights()?,
                self.optimizer_moments()?,
            )
        }
        #[doc(hidden)]
        fn __eq_zero_weights_and_moments_per_device(
            &self,
            weights: Information,
            optimizer_moments: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            let dp_size = __Clone::clone(&self.dp_size);
            struct zero_weights_and_moments_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    zero_weights_and_moments_per_device,
                >(
                    weights
                        .eq_div(tp_size)?
                        .eq_add(optimizer_moments.eq_div(tp_size.eq_mul(dp_size)?)?)?,
                ))(),
                &__PROPERTIES[15],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TrainingStateValues`].
        #[must_use]
        pub fn evaluate(&self) -> TrainingStateValues<'_> {
            let weights = self.weights();
            let gradients = __c::after((&weights,), |(v0,)| self.__eq_gradients(v0));
            let master_weights = self.master_weights();
            let adam_moment = __c::after(
                (&master_weights,),
                |(v0,)| self.__eq_adam_moment(v0),
            );
            let optimizer_moments = __c::after(
                (&adam_moment,),
                |(v0,)| self.__eq_optimizer_moments(v0),
            );
            let persistent_state = __c::after(
                (&weights, &gradients, &master_weights, &optimizer_moments),
                |(v0, v1, v2, v3)| self.__eq_persistent_state(v0, v1, v2, v3),
            );
            let tp_weights_per_device = __c::after(
                (&weights,),
                |(v0,)| self.__eq_tp_weights_per_device(v0),
            );
            let tp_gradients_per_device = __c::after(
                (&gradients,),
                |(v0,)| self.__eq_tp_gradients_per_device(v0),
            );
            let tp_master_per_device = __c::after(
                (&master_weights,),
                |(v0,)| self.__eq_tp_master_per_device(v0),
            );
            let tp_moments_per_device = __c::after(
                (&optimizer_moments,),
                |(v0,)| self.__eq_tp_moments_per_device(v0),
            );
            let tp_activations_per_device = self.tp_activations_per_device();
            let tp_total_per_device = __c::after(
                (&persistent_state,),
                |(v0,)| self.__eq_tp_total_per_device(v0),
            );
            let tp_offloaded_per_device = __c::after(
                (&persistent_state, &master_weights, &optimizer_moments),
                |(v0, v1, v2)| self.__eq_tp_offloaded_per_device(v0, v1, v2),
            );
            let zero_moments_per_device = __c::after(
                (&optimizer_moments,),
                |(v0,)| self.__eq_zero_moments_per_device(v0),
            );
            let zero_moments_per_tp_group = __c::after(
                (&optimizer_moments,),
                |(v0,)| self.__eq_zero_moments_per_tp_group(v0),
            );
            let zero_weights_and_moments_per_device = __c::after(
                (&weights, &optimizer_moments),
                |(v0, v1)| self.__eq_zero_weights_and_moments_per_device(v0, v1),
            );
            TrainingStateValues {
                scenario: self,
                weights,
                gradients,
                master_weights,
                adam_moment,
                optimizer_moments,
                persistent_state,
                tp_weights_per_device,
                tp_gradients_per_device,
                tp_master_per_device,
                tp_moments_per_device,
                tp_activations_per_device,
                tp_total_per_device,
                tp_offloaded_per_device,
                zero_moments_per_device,
                zero_moments_per_tp_group,
                zero_weights_and_moments_per_device,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.tp_size, &__INPUTS[1])?;
            __c::bounded_plain(&self.dp_size, &__INPUTS[2])?;
            __c::bounded(&self.activations, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_master_weights(&self) -> __c::Parts {
            __c::traced(
                self.master_weights(),
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
    }
    impl TrainingStateBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `tp_size`: Devices of one tensor-parallel group.
        #[must_use]
        pub fn tp_size(mut self, value: u32) -> Self {
            self.tp_size = Some(value);
            self
        }
        ///Sets `dp_size`: Data-parallel replicas the moments are sharded over.
        #[must_use]
        pub fn dp_size(mut self, value: u32) -> Self {
            self.dp_size = Some(value);
            self
        }
        ///Sets `activations`: Activations of the whole model, stated.
        #[must_use]
        pub fn activations(mut self, value: Information) -> Self {
            self.activations = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TrainingState, __c::InputError> {
            let scenario = TrainingState {
                workload: __c::given(self.workload, "workload")?,
                tp_size: __c::given(self.tp_size, "tp_size")?,
                dp_size: __c::given(self.dp_size, "dp_size")?,
                activations: __c::given(self.activations, "activations")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TrainingStateBuilder {
        type Scenario = TrainingState;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "tp_size" => self.tp_size = __c::set(value, &__INPUTS[1])?,
                "dp_size" => self.dp_size = __c::set(value, &__INPUTS[2])?,
                "activations" => self.activations = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TrainingState, __c::InputError> {
            TrainingStateBuilder::build(self)
        }
    }
    impl<'a> TrainingStateValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TrainingState {
            self.scenario
        }
    }
    impl __c::Scenario for TrainingState {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TrainingState",
            family: &TRANSFER_AND_TRAINING,
            summary: "The persistent mixed-precision Adam state of a model, and how tensor parallelism and ZeRO-style sharding split it across devices.",
            description: "Each parameter holds a 16-bit weight and gradient (2 bytes each), a 32-bit master weight\nand two 32-bit Adam moments (4 bytes each): 16 bytes in all. Tensor parallelism splits every\nterm across its group; ZeRO sharding further splits the moments across the data-parallel\nreplicas. Activations are a stated total, since they depend on the sequence, the microbatch\nand recomputation.",
            notes: __c::meta::Notes {
                equation: "weights = gradients = P × 2 B; master = one moment = P × 4 B; persistent = weights + gradients + master + 2 moments; per device = term ÷ tp; sharded moments = 2 moments ÷ (tp × dp)",
                assumptions: &[
                    "Mixed-precision Adam: 16-bit weights and gradients, 32-bit master weights and moments.",
                    "Offloading moves the master weights and both moments to the host.",
                ],
                rules: __RULES,
                excludes: &[
                    "Communication buffers, and activations beyond the stated total.",
                ],
                derivation: &[
                    "Rajbhandari et al. (2020), ZeRO: 16 bytes a parameter and its sharding; Shoeybi et al. (2019), Megatron-LM.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-3 keeps 2.8 TB of Adam state",
                    code: "// GPT-3 keeps 2.8 TB of Adam state\nuse mlsysim_cluster::transfer_and_training::gpt3_training_state_tp8;\n\nlet s = gpt3_training_state_tp8()?;\nassert_eq!(s.persistent_state()?.value, 2.8e12);\nassert_eq!(s.tp_total_per_device()?.value, 375e9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TrainingStateBuilder;
        fn to_builder(&self) -> TrainingStateBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.workload, &self.tp_size, &self.dp_size, &self.activations],
                &[
                    &values.weights,
                    &values.gradients,
                    &values.master_weights,
                    &values.adam_moment,
                    &values.optimizer_moments,
                    &values.persistent_state,
                    &values.tp_weights_per_device,
                    &values.tp_gradients_per_device,
                    &values.tp_master_per_device,
                    &values.tp_moments_per_device,
                    &values.tp_activations_per_device,
                    &values.tp_total_per_device,
                    &values.tp_offloaded_per_device,
                    &values.zero_moments_per_device,
                    &values.zero_moments_per_tp_group,
                    &values.zero_weights_and_moments_per_device,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "master_weights" => Some(Ok(self.__explain_master_weights())),
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
    __c::glue!(TrainingState);
};
