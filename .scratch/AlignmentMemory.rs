/**The model state of PPO-style alignment against DPO, and its split over a model-parallel group.

PPO trains a policy and a value model (16 bytes a parameter of mixed-precision Adam each) and
runs a frozen reference copy of the policy and a reward model forward only (16-bit weights).
DPO keeps only the policy and its reference. During rollouts the policy also holds a KV cache
for every generated sequence.

# Equation

PPO = policy × 16 B + policy × 2 B + critic × 2 B + critic × 16 B; DPO = policy × 16 B + policy × 2 B; per device = ÷ (tp × pp); KV = cache of the rollouts

# Assumptions

- The reward and value models have the critic's size; the reference is a copy of the policy.
- The rollouts' KV cache is 16-bit.

# Rules across inputs

- `policy` is a transformer (its KV cache is counted) (`policy.geometry().is_ok()`)

# Excludes

- Activations, and the data-parallel sharding of `dp_size`, which no member reads.

# Derivation

- Ouyang et al. (2022), PPO alignment; Rafailov et al. (2023), DPO; Rajbhandari et al. (2020) for 16 bytes a parameter.

# Examples

```rust
// DPO drops 16% of PPO's state
use mlsysim_cluster::distributed::llama2_70b_ppo_alignment;

let s = llama2_70b_ppo_alignment()?;
assert!((s.dpo_reduction()? - 0.1566265060240964).abs() < 1e-12);
assert_eq!(s.min_devices_for_ppo()?, 19);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AlignmentMemory {
    ///The policy trained.
    pub policy: &'static Workload,
    ///The model whose size the reward and value models have.
    pub critic: &'static Workload,
    ///Devices of the policy's tensor-parallel group. *Allowed >= 1.*
    pub tp_size: u32,
    ///Pipeline stages of the policy. *Allowed >= 1.*
    pub pp_size: u32,
    ///Data-parallel replicas of the policy. *Default `1`; allowed >= 1.*
    pub dp_size: u32,
    ///Sequences generated in one rollout. *Allowed >= 1.*
    pub rollout_sequences: u32,
    ///Tokens of each generated sequence. *Allowed >= 1.*
    pub rollout_tokens: u32,
    ///Memory of one device, for the fewest devices that hold PPO's state. *Optional (absent by default); shown in `GB`; allowed > 0.*
    pub device_memory: Option<Information>,
}
///Builds a [`AlignmentMemory`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AlignmentMemoryBuilder {
    policy: ::core::option::Option<&'static Workload>,
    critic: ::core::option::Option<&'static Workload>,
    tp_size: ::core::option::Option<u32>,
    pp_size: ::core::option::Option<u32>,
    dp_size: ::core::option::Option<u32>,
    rollout_sequences: ::core::option::Option<u32>,
    rollout_tokens: ::core::option::Option<u32>,
    device_memory: ::core::option::Option<Information>,
}
///Every property of a [`AlignmentMemory`], each computed once (see [`AlignmentMemory::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AlignmentMemoryValues<'a> {
    scenario: &'a AlignmentMemory,
    ///The policy's training state.
    pub policy_state: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The frozen reference's 16-bit weights.
    pub reference_weights: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///The reward model's 16-bit weights.
    pub reward_weights: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The value model's training state.
    pub value_state: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Every model's state under PPO.
    pub ppo_total: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The policy and its reference under DPO.
    pub dpo_total: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Share of PPO's state DPO does without.
    pub dpo_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Devices of the policy's model-parallel group.
    pub model_parallel_devices: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The policy's state on one device of the group.
    pub policy_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///The reference's weights on one device of the group.
    pub reference_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///KV cache of one rollout.
    pub kv_cache: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The rollout's KV cache on one device of the group.
    pub kv_per_device: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Fewest devices whose memory holds PPO's state.
    pub min_devices_for_ppo: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "policy",
            ty: "&'static Workload",
            doc: "The policy trained.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "critic",
            ty: "&'static Workload",
            doc: "The model whose size the reward and value models have.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tp_size",
            ty: "u32",
            doc: "Devices of the policy's tensor-parallel group.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pp_size",
            ty: "u32",
            doc: "Pipeline stages of the policy.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dp_size",
            ty: "u32",
            doc: "Data-parallel replicas of the policy.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rollout_sequences",
            ty: "u32",
            doc: "Sequences generated in one rollout.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rollout_tokens",
            ty: "u32",
            doc: "Tokens of each generated sequence.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_memory",
            ty: "Option<Information>",
            doc: "Memory of one device, for the fewest devices that hold PPO's state.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "policy_state",
            doc: "The policy's training state.",
            equation: "memory_from_params(\n    policy.parameter_count(),\n    ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["policy"],
            reaches: &[("policy", "parameter_count")],
            calls: &["memory_from_params"],
            template: "memory_from_params(\n    {#0 policy.parameter_count()},\n    ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value,\n)",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reference_weights",
            doc: "The frozen reference's 16-bit weights.",
            equation: "memory_from_params(policy.parameter_count(), precision_width(Precision::Fp16))",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["policy"],
            reaches: &[("policy", "parameter_count")],
            calls: &["memory_from_params", "precision_width"],
            template: "memory_from_params({#0 policy.parameter_count()}, precision_width(Precision::Fp16))",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reward_weights",
            doc: "The reward model's 16-bit weights.",
            equation: "memory_from_params(critic.parameter_count(), precision_width(Precision::Fp16))",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["critic"],
            reaches: &[("critic", "parameter_count")],
            calls: &["memory_from_params", "precision_width"],
            template: "memory_from_params({#0 critic.parameter_count()}, precision_width(Precision::Fp16))",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "value_state",
            doc: "The value model's training state.",
            equation: "memory_from_params(\n    critic.parameter_count(),\n    ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["critic"],
            reaches: &[("critic", "parameter_count")],
            calls: &["memory_from_params"],
            template: "memory_from_params(\n    {#0 critic.parameter_count()},\n    ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value,\n)",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ppo_total",
            doc: "Every model's state under PPO.",
            equation: "policy_state + reference_weights + reward_weights + value_state",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &[
                "policy_state",
                "reference_weights",
                "reward_weights",
                "value_state",
            ],
            template: "{policy_state} + {reference_weights} + {reward_weights} + {value_state}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dpo_total",
            doc: "The policy and its reference under DPO.",
            equation: "policy_state + reference_weights",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["policy_state", "reference_weights"],
            template: "{policy_state} + {reference_weights}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dpo_reduction",
            doc: "Share of PPO's state DPO does without.",
            equation: "(ppo_total - dpo_total) / ppo_total",
            result_type: "f64",
            depends_on: &["ppo_total", "dpo_total"],
            template: "({ppo_total} - {dpo_total}) / {ppo_total}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "model_parallel_devices",
            doc: "Devices of the policy's model-parallel group.",
            equation: "tp_size * pp_size",
            result_type: "i64",
            depends_on: &["tp_size", "pp_size"],
            template: "{tp_size} * {pp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "policy_per_device",
            doc: "The policy's state on one device of the group.",
            equation: "policy_state / model_parallel_devices",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["policy_state", "model_parallel_devices"],
            template: "{policy_state} / {model_parallel_devices}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reference_per_device",
            doc: "The reference's weights on one device of the group.",
            equation: "reference_weights / model_parallel_devices",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["reference_weights", "model_parallel_devices"],
            template: "{reference_weights} / {model_parallel_devices}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_cache",
            doc: "KV cache of one rollout.",
            equation: "model_kv_cache(\n    policy,\n    rollout_tokens,\n    rollout_sequences,\n    precision_width(Precision::Fp16),\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["policy", "rollout_tokens", "rollout_sequences"],
            calls: &["model_kv_cache", "precision_width"],
            template: "model_kv_cache(\n    {policy},\n    {rollout_tokens},\n    {rollout_sequences},\n    precision_width(Precision::Fp16),\n)",
            operation: "result of `model_kv_cache`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_device",
            doc: "The rollout's KV cache on one device of the group.",
            equation: "kv_cache / model_parallel_devices",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["kv_cache", "model_parallel_devices"],
            template: "{kv_cache} / {model_parallel_devices}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "min_devices_for_ppo",
            doc: "Fewest devices whose memory holds PPO's state.",
            equation: "ceil(ppo_total / device_memory)",
            result_type: "i64",
            depends_on: &["device_memory", "ppo_total"],
            requires: &["device_memory"],
            calls: &["ceil"],
            template: "ceil({ppo_total} / {device_memory})",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`policy` is a transformer (its KV cache is counted)",
            condition: "policy.geometry().is_ok()",
            inputs: &["policy"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl AlignmentMemory {
        ///Starts a [`AlignmentMemoryBuilder`]; required inputs must be set before [`AlignmentMemoryBuilder::build`].
        #[must_use]
        pub fn builder() -> AlignmentMemoryBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AlignmentMemoryBuilder {
            AlignmentMemoryBuilder {
                policy: Some(__Clone::clone(&self.policy)),
                critic: Some(__Clone::clone(&self.critic)),
                tp_size: Some(__Clone::clone(&self.tp_size)),
                pp_size: Some(__Clone::clone(&self.pp_size)),
                dp_size: Some(__Clone::clone(&self.dp_size)),
                rollout_sequences: Some(__Clone::clone(&self.rollout_sequences)),
                rollout_tokens: Some(__Clone::clone(&self.rollout_tokens)),
                device_memory: __Clone::clone(&self.device_memory),
            }
        }
        /**The policy's training state.

Equation:

```text
memory_from_params(
    policy.parameter_count(),
    ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value,
)
```
*/
        #[inline]
        pub fn policy_state(&self) -> __Result<Information, __c::EvalError> {
            let policy = __Clone::clone(&self.policy);
            struct policy_state {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    policy_state,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        policy.parameter_count()?,
                        ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter
                            .value,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///The frozen reference's 16-bit weights. Equation: `memory_from_params(policy.parameter_count(), precision_width(Precision::Fp16))`.
        #[inline]
        pub fn reference_weights(&self) -> __Result<Information, __c::EvalError> {
            let policy = __Clone::clone(&self.policy);
            struct reference_weights {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    reference_weights,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        policy.parameter_count()?,
                        ::mlsysim_core::equation::precision_width(Precision::Fp16)?,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///The reward model's 16-bit weights. Equation: `memory_from_params(critic.parameter_count(), precision_width(Precision::Fp16))`.
        #[inline]
        pub fn reward_weights(&self) -> __Result<Information, __c::EvalError> {
            let critic = __Clone::clone(&self.critic);
            struct reward_weights {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    reward_weights,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        critic.parameter_count()?,
                        ::mlsysim_core::equation::precision_width(Precision::Fp16)?,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        /**The value model's training state.

Equation:

```text
memory_from_params(
    critic.parameter_count(),
    ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value,
)
```
*/
        #[inline]
        pub fn value_state(&self) -> __Result<Information, __c::EvalError> {
            let critic = __Clone::clone(&self.critic);
            struct value_state {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    value_state,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        critic.parameter_count()?,
                        ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter
                            .value,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Every model's state under PPO. Equation: `policy_state + reference_weights + reward_weights + value_state`.
        #[inline]
        pub fn ppo_total(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_ppo_total(
                self.policy_state()?,
                self.reference_weights()?,
                self.reward_weights()?,
                self.value_state()?,
            )
        }
        #[doc(hidden)]
        fn __eq_ppo_total(
            &self,
            policy_state: Information,
            reference_weights: Information,
            reward_weights: Information,
            value_state: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct ppo_total {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    ppo_total,
                >(
                    policy_state
                        .eq_add(reference_weights)?
                        .eq_add(reward_weights)?
                        .eq_add(value_state)?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///The policy and its reference under DPO. Equation: `policy_state + reference_weights`.
        #[inline]
        pub fn dpo_total(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_dpo_total(self.policy_state()?, self.reference_weights()?)
        }
        #[doc(hidden)]
        fn __eq_dpo_total(
            &self,
            policy_state: Information,
            reference_weights: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct dpo_total {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    dpo_total,
                >(policy_state.eq_add(reference_weights)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Share of PPO's state DPO does without. Equation: `(ppo_total - dpo_total) / ppo_total`.
        #[inline]
        pub fn dpo_reduction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_dpo_reduction(self.ppo_total()?, self.dpo_total()?)
        }
        #[doc(hidden)]
        fn __eq_dpo_reduction(
            &self,
            ppo_total: Information,
            dpo_total: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct dpo_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    dpo_reduction,
                >(ppo_total.eq_sub(dpo_total)?.eq_div(ppo_total)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Devices of the policy's model-parallel group. Equation: `tp_size * pp_size`.
        #[inline]
        pub fn model_parallel_devices(&self) -> __Result<i64, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            let pp_size = __Clone::clone(&self.pp_size);
            struct model_parallel_devices {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    model_parallel_devices,
                >(tp_size.eq_mul(pp_size)?))(),
                &__PROPERTIES[7],
            )
        }
        ///The policy's state on one device of the group. Equation: `policy_state / model_parallel_devices`.
        #[inline]
        pub fn policy_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_policy_per_device(
                self.policy_state()?,
                self.model_parallel_devices()?,
            )
        }
        #[doc(hidden)]
        fn __eq_policy_per_device(
            &self,
            policy_state: Information,
            model_parallel_devices: i64,
        ) -> __Result<Information, __c::EvalError> {
            struct policy_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    policy_per_device,
                >(policy_state.eq_div(model_parallel_devices)?))(),
                &__PROPERTIES[8],
            )
        }
        ///The reference's weights on one device of the group. Equation: `reference_weights / model_parallel_devices`.
        #[inline]
        pub fn reference_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_reference_per_device(
                self.reference_weights()?,
                self.model_parallel_devices()?,
            )
        }
        #[doc(hidden)]
        fn __eq_reference_per_device(
            &self,
            reference_weights: Information,
            model_parallel_devices: i64,
        ) -> __Result<Information, __c::EvalError> {
            struct reference_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    reference_per_device,
                >(reference_weights.eq_div(model_parallel_devices)?))(),
                &__PROPERTIES[9],
            )
        }
        /**KV cache of one rollout.

Equation:

```text
model_kv_cache(
    policy,
    rollout_tokens,
    rollout_sequences,
    precision_width(Precision::Fp16),
)
```
*/
        #[inline]
        pub fn kv_cache(&self) -> __Result<Information, __c::EvalError> {
            let policy = __Clone::clone(&self.policy);
            let rollout_tokens = __Clone::clone(&self.rollout_tokens);
            let rollout_sequences = __Clone::clone(&self.rollout_sequences);
            struct kv_cache {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_cache,
                >(
                    ::mlsysim_core::equation::model_kv_cache(
                        policy,
                        rollout_tokens,
                        rollout_sequences,
                        ::mlsysim_core::equation::precision_width(Precision::Fp16)?,
                    )?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///The rollout's KV cache on one device of the group. Equation: `kv_cache / model_parallel_devices`.
        #[inline]
        pub fn kv_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_per_device(self.kv_cache()?, self.model_parallel_devices()?)
        }
        #[doc(hidden)]
        fn __eq_kv_per_device(
            &self,
            kv_cache: Information,
            model_parallel_devices: i64,
        ) -> __Result<Information, __c::EvalError> {
            struct kv_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_device,
                >(kv_cache.eq_div(model_parallel_devices)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Fewest devices whose memory holds PPO's state. Equation: `ceil(ppo_total / device_memory)`. Requires `device_memory` (an error names the absent one).
        #[inline]
        pub fn min_devices_for_ppo(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_min_devices_for_ppo(self.ppo_total()?)
        }
        #[doc(hidden)]
        fn __eq_min_devices_for_ppo(
            &self,
            ppo_total: Information,
        ) -> __Result<i64, __c::EvalError> {
            let device_memory = __c::present(
                &self.device_memory,
                "min_devices_for_ppo",
                "device_memory",
            )?;
            struct min_devices_for_ppo {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    min_devices_for_ppo,
                >(::mlsysim_core::equation::ceil(ppo_total.eq_div(device_memory)?)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AlignmentMemoryValues`].
        #[must_use]
        pub fn evaluate(&self) -> AlignmentMemoryValues<'_> {
            let policy_state = self.policy_state();
            let reference_weights = self.reference_weights();
            let reward_weights = self.reward_weights();
            let value_state = self.value_state();
            let ppo_total = __c::after(
                (&policy_state, &reference_weights, &reward_weights, &value_state),
                |(v0, v1, v2, v3)| self.__eq_ppo_total(v0, v1, v2, v3),
            );
            let dpo_total = __c::after(
                (&policy_state, &reference_weights),
                |(v0, v1)| self.__eq_dpo_total(v0, v1),
            );
            let dpo_reduction = __c::after(
                (&ppo_total, &dpo_total),
                |(v0, v1)| self.__eq_dpo_reduction(v0, v1),
            );
            let model_parallel_devices = self.model_parallel_devices();
            let policy_per_device = __c::after(
                (&policy_state, &model_parallel_devices),
                |(v0, v1)| self.__eq_policy_per_device(v0, v1),
            );
            let reference_per_device = __c::after(
                (&reference_weights, &model_parallel_devices),
                |(v0, v1)| self.__eq_reference_per_device(v0, v1),
            );
            let kv_cache = self.kv_cache();
            let kv_per_device = __c::after(
                (&kv_cache, &model_parallel_devices),
                |(v0, v1)| self.__eq_kv_per_device(v0, v1),
            );
            let min_devices_for_ppo = __c::after(
                (&ppo_total,),
                |(v0,)| self.__eq_min_devices_for_ppo(v0),
            );
            AlignmentMemoryValues {
                scenario: self,
                policy_state,
                reference_weights,
                reward_weights,
                value_state,
                ppo_total,
                dpo_total,
                dpo_reduction,
                model_parallel_devices,
                policy_per_device,
                reference_per_device,
                kv_cache,
                kv_per_device,
                min_devices_for_ppo,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.policy, &__INPUTS[0])?;
            __c::finite(&self.critic, &__INPUTS[1])?;
            __c::bounded_plain(&self.tp_size, &__INPUTS[2])?;
            __c::bounded_plain(&self.pp_size, &__INPUTS[3])?;
            __c::bounded_plain(&self.dp_size, &__INPUTS[4])?;
            __c::bounded_plain(&self.rollout_sequences, &__INPUTS[5])?;
            __c::bounded_plain(&self.rollout_tokens, &__INPUTS[6])?;
            __c::bounded(&self.device_memory, &__INPUTS[7])?;
            {
                let policy = __Clone::clone(&self.policy);
                __c::rule(
                    policy.geometry().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.policy],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_policy_state(&self) -> __c::Parts {
            __c::traced(
                self.policy_state(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let policy = __Clone::clone(& self.policy); let part = policy
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_reference_weights(&self) -> __c::Parts {
            __c::traced(
                self.reference_weights(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let policy = __Clone::clone(& self.policy); let part = policy
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_reward_weights(&self) -> __c::Parts {
            __c::traced(
                self.reward_weights(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let critic = __Clone::clone(& self.critic); let part = critic
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_value_state(&self) -> __c::Parts {
            __c::traced(
                self.value_state(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let critic = __Clone::clone(& self.critic); let part = critic
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_min_devices_for_ppo(&self) -> __c::Parts {
            __c::traced(
                self.min_devices_for_ppo(),
                &__PROPERTIES[12],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let ppo_total = self
                    .ppo_total() ?; let device_memory = __c::present(& self
                    .device_memory, "min_devices_for_ppo", "device_memory") ?; let part =
                    ppo_total.eq_div(device_memory) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
    }
    impl AlignmentMemoryBuilder {
        ///Sets `policy`: The policy trained.
        #[must_use]
        pub fn policy(mut self, value: &'static Workload) -> Self {
            self.policy = Some(value);
            self
        }
        ///Sets `critic`: The model whose size the reward and value models have.
        #[must_use]
        pub fn critic(mut self, value: &'static Workload) -> Self {
            self.critic = Some(value);
            self
        }
        ///Sets `tp_size`: Devices of the policy's tensor-parallel group.
        #[must_use]
        pub fn tp_size(mut self, value: u32) -> Self {
            self.tp_size = Some(value);
            self
        }
        ///Sets `pp_size`: Pipeline stages of the policy.
        #[must_use]
        pub fn pp_size(mut self, value: u32) -> Self {
            self.pp_size = Some(value);
            self
        }
        ///Sets `dp_size`: Data-parallel replicas of the policy.
        #[must_use]
        pub fn dp_size(mut self, value: u32) -> Self {
            self.dp_size = Some(value);
            self
        }
        ///Sets `rollout_sequences`: Sequences generated in one rollout.
        #[must_use]
        pub fn rollout_sequences(mut self, value: u32) -> Self {
            self.rollout_sequences = Some(value);
            self
        }
        ///Sets `rollout_tokens`: Tokens of each generated sequence.
        #[must_use]
        pub fn rollout_tokens(mut self, value: u32) -> Self {
            self.rollout_tokens = Some(value);
            self
        }
        ///Sets `device_memory`: Memory of one device, for the fewest devices that hold PPO's state.
        #[must_use]
        pub fn device_memory(mut self, value: Information) -> Self {
            self.device_memory = Some(value);
            self
        }
        ///Leaves `device_memory` absent.
        #[must_use]
        pub fn without_device_memory(mut self) -> Self {
            self.device_memory = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AlignmentMemory, __c::InputError> {
            let scenario = AlignmentMemory {
                policy: __c::given(self.policy, "policy")?,
                critic: __c::given(self.critic, "critic")?,
                tp_size: __c::given(self.tp_size, "tp_size")?,
                pp_size: __c::given(self.pp_size, "pp_size")?,
                dp_size: self.dp_size.unwrap_or_else(|| 1),
                rollout_sequences: __c::given(
                    self.rollout_sequences,
                    "rollout_sequences",
                )?,
                rollout_tokens: __c::given(self.rollout_tokens, "rollout_tokens")?,
                device_memory: self.device_memory,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AlignmentMemoryBuilder {
        type Scenario = AlignmentMemory;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "policy" => self.policy = __c::set(value, &__INPUTS[0])?,
                "critic" => self.critic = __c::set(value, &__INPUTS[1])?,
                "tp_size" => self.tp_size = __c::set(value, &__INPUTS[2])?,
                "pp_size" => self.pp_size = __c::set(value, &__INPUTS[3])?,
                "dp_size" => self.dp_size = __c::set(value, &__INPUTS[4])?,
                "rollout_sequences" => {
                    self.rollout_sequences = __c::set(value, &__INPUTS[5])?;
                }
                "rollout_tokens" => self.rollout_tokens = __c::set(value, &__INPUTS[6])?,
                "device_memory" => self.device_memory = __c::set(value, &__INPUTS[7])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AlignmentMemory, __c::InputError> {
            AlignmentMemoryBuilder::build(self)
        }
    }
    impl<'a> AlignmentMemoryValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AlignmentMemory {
            self.scenario
        }
    }
    impl __c::Scenario for AlignmentMemory {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AlignmentMemory",
            family: &DISTRIBUTED_TRAINING,
            summary: "The model state of PPO-style alignment against DPO, and its split over a model-parallel group.",
            description: "PPO trains a policy and a value model (16 bytes a parameter of mixed-precision Adam each) and\nruns a frozen reference copy of the policy and a reward model forward only (16-bit weights).\nDPO keeps only the policy and its reference. During rollouts the policy also holds a KV cache\nfor every generated sequence.",
            notes: __c::meta::Notes {
                equation: "PPO = policy × 16 B + policy × 2 B + critic × 2 B + critic × 16 B; DPO = policy × 16 B + policy × 2 B; per device = ÷ (tp × pp); KV = cache of the rollouts",
                assumptions: &[
                    "The reward and value models have the critic's size; the reference is a copy of the policy.",
                    "The rollouts' KV cache is 16-bit.",
                ],
                rules: __RULES,
                excludes: &[
                    "Activations, and the data-parallel sharding of `dp_size`, which no member reads.",
                ],
                derivation: &[
                    "Ouyang et al. (2022), PPO alignment; Rafailov et al. (2023), DPO; Rajbhandari et al. (2020) for 16 bytes a parameter.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "DPO drops 16% of PPO's state",
                    code: "// DPO drops 16% of PPO's state\nuse mlsysim_cluster::distributed::llama2_70b_ppo_alignment;\n\nlet s = llama2_70b_ppo_alignment()?;\nassert!((s.dpo_reduction()? - 0.1566265060240964).abs() < 1e-12);\nassert_eq!(s.min_devices_for_ppo()?, 19);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AlignmentMemoryBuilder;
        fn to_builder(&self) -> AlignmentMemoryBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.policy,
                    &self.critic,
                    &self.tp_size,
                    &self.pp_size,
                    &self.dp_size,
                    &self.rollout_sequences,
                    &self.rollout_tokens,
                    &self.device_memory,
                ],
                &[
                    &values.policy_state,
                    &values.reference_weights,
                    &values.reward_weights,
                    &values.value_state,
                    &values.ppo_total,
                    &values.dpo_total,
                    &values.dpo_reduction,
                    &values.model_parallel_devices,
                    &values.policy_per_device,
                    &values.reference_per_device,
                    &values.kv_cache,
                    &values.kv_per_device,
                    &values.min_devices_for_ppo,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "policy_state" => Some(Ok(self.__explain_policy_state())),
                "reference_weights" => Some(Ok(self.__explain_reference_weights())),
                "reward_weights" => Some(Ok(self.__explain_reward_weights())),
                "value_state" => Some(Ok(self.__explain_value_state())),
                "min_devices_for_ppo" => Some(Ok(self.__explain_min_devices_for_ppo())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "policy" => (&__c::explain::Held(&self.policy)).__held(),
                "critic" => (&__c::explain::Held(&self.critic)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(AlignmentMemory);
};
