/**Batched decode on one accelerator when every sequence also reads its own key-value cache.

Each decode step reads the weights once and, for every sequence of the batch, that
sequence's whole cache: a step moves W + B·m bytes and takes that over the memory
bandwidth, so the aggregate token rate B / step climbs toward bandwidth / m as the caches
come to dominate. A latency target per token caps the batch where the step reaches it, and
the memory caps it where the caches fill what the weights leave. The prompt is prefilled at a
share of the accelerator's peak at one precision.

# Equation

step(B) = (W + B·m) ÷ BW; rate(B) = B ÷ step(B) → BW ÷ m; B_max(t) = ⌊(t·BW − W) ÷ m⌋; B_mem = ⌊(M − W) ÷ m⌋; prefill = F·P ÷ (peak·η)

# Assumptions

- Decode is bound by memory bandwidth: each step reads the weights once and every cache of the batch in full; compute and kernel overheads are left out.
- Every sequence holds a cache of the full context, one key and one value per key-value head per layer, at `kv_bytes_per_value` each.
- The prompt is prefilled at `prefill_efficiency` of the peak rate at `peak_precision`.

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)
- the registry states a peak rate of `hardware` at `peak_precision` (`hardware.peak_at(peak_precision).is_ok()`)

# Excludes

- Attention work over the cache during prefill, and any overlap of prefill with decode.
- Memory the runtime reserves beside the weights and caches.

# Derivation

- A step moves W + B·m bytes at BW bytes a second; B tokens come out of each step, so the rate is B·BW ÷ (W + B·m), which tends to BW ÷ m.
- The largest batch within a step time t solves W + B·m ≤ t·BW; the largest that fits solves W + B·m ≤ M.

# Examples

```rust
// GPT-2 XL decode batches on an H100
use mlsysim_serving::token_stream::gpt2_xl_chat_decode_batches_h100;

let s = gpt2_xl_chat_decode_batches_h100()?;
assert_eq!(s.kv_per_token()?.value, 307_200.0);
assert_eq!(s.max_batch_in_memory()?, 263);
assert!(s.token_rate(128)? < s.rate_ceiling()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvDecodeBatch {
    ///The transformer served.
    pub workload: &'static Workload,
    ///The accelerator it runs on.
    pub hardware: &'static HardwareNode,
    ///Storage width of one weight. *Shown in `BYTE`; allowed > 0.*
    pub weight_bytes_per_param: Information,
    ///Storage width of one cached key or value number. *Shown in `BYTE`; allowed > 0.*
    pub kv_bytes_per_value: Information,
    ///Tokens of context every sequence's cache holds. *Allowed >= 1.*
    pub context_tokens: u32,
    ///Batch sizes to compare. *Allowed >= 1.*
    pub batch_sizes: Vec<u32>,
    ///Tokens of the prompt to prefill. *Allowed >= 1.*
    pub prompt_tokens: u32,
    ///Share of the peak rate prefill sustains. *Allowed > 0 and [0.0, 1.0].*
    pub prefill_efficiency: f64,
    ///The number format whose peak rate prefill runs at. *Default `Precision::Fp16Dense`.*
    pub peak_precision: Precision,
}
///Builds a [`KvDecodeBatch`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct KvDecodeBatchBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    weight_bytes_per_param: ::core::option::Option<Information>,
    kv_bytes_per_value: ::core::option::Option<Information>,
    context_tokens: ::core::option::Option<u32>,
    batch_sizes: ::core::option::Option<Vec<u32>>,
    prompt_tokens: ::core::option::Option<u32>,
    prefill_efficiency: ::core::option::Option<f64>,
    peak_precision: ::core::option::Option<Precision>,
}
///Every property of a [`KvDecodeBatch`], each computed once (see [`KvDecodeBatch::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvDecodeBatchValues<'a> {
    scenario: &'a KvDecodeBatch,
    ///Bytes of the weights.
    pub weights: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Cache one token of one sequence holds.
    pub kv_per_token: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Cache one sequence of a full context holds.
    pub kv_per_sequence: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The accelerator's memory bandwidth.
    pub bandwidth: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Tokens a second when the caches are the whole step.
    pub rate_ceiling: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Largest batch whose weights and full caches fit the accelerator's memory; negative when
    pub max_batch_in_memory: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The peak rate at `peak_precision`.
    pub peak_rate: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///The intensity where the peak rate meets the bandwidth.
    pub ridge: ::core::result::Result<Intensity, ::mlsysim_core::EvalError>,
    ///Work of prefilling the prompt.
    pub prefill_ops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Time to prefill the prompt at the sustained share of the peak.
    pub prefill_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The transformer served.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The accelerator it runs on.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "weight_bytes_per_param",
            ty: "Information",
            doc: "Storage width of one weight.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kv_bytes_per_value",
            ty: "Information",
            doc: "Storage width of one cached key or value number.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "context_tokens",
            ty: "u32",
            doc: "Tokens of context every sequence's cache holds.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_sizes",
            ty: "Vec<u32>",
            doc: "Batch sizes to compare.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prompt_tokens",
            ty: "u32",
            doc: "Tokens of the prompt to prefill.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prefill_efficiency",
            ty: "f64",
            doc: "Share of the peak rate prefill sustains.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "peak_precision",
            ty: "Precision",
            doc: "The number format whose peak rate prefill runs at.",
            default: Some("Precision::Fp16Dense"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "weights",
            doc: "Bytes of the weights.",
            equation: "weight_bytes(workload, weight_bytes_per_param)",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "weight_bytes_per_param"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {weight_bytes_per_param})",
            named_calls: "weight_bytes(workload, weight_bytes_per_param)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_token",
            doc: "Cache one token of one sequence holds.",
            equation: "model_kv_cache(workload, 1, 1, kv_bytes_per_value)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "kv_bytes_per_value"],
            calls: &["model_kv_cache"],
            template: "model_kv_cache({workload}, 1, 1, {kv_bytes_per_value})",
            operation: "result of `model_kv_cache`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_sequence",
            doc: "Cache one sequence of a full context holds.",
            equation: "kv_per_token * context_tokens",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["context_tokens", "kv_per_token"],
            template: "{kv_per_token} * {context_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bandwidth",
            doc: "The accelerator's memory bandwidth.",
            equation: "hardware.memory_bandwidth",
            result_type: "DataRate",
            depends_on: &["hardware"],
            template: "{#0 hardware.memory_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rate_ceiling",
            doc: "Tokens a second when the caches are the whole step.",
            equation: "bandwidth / kv_per_sequence",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["bandwidth", "kv_per_sequence"],
            template: "{bandwidth} / {kv_per_sequence}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "max_batch_in_memory",
            doc: "Largest batch whose weights and full caches fit the accelerator's memory; negative when\nthe weights alone do not fit.",
            equation: "floor((hardware.memory_capacity - weights) / kv_per_sequence)",
            result_type: "i64",
            depends_on: &["hardware", "weights", "kv_per_sequence"],
            calls: &["floor"],
            mark: Some(__c::meta::Mark::Limit),
            template: "floor(({#0 hardware.memory_capacity} - {weights}) / {kv_per_sequence})",
            operation: "result of `floor`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "peak_rate",
            doc: "The peak rate at `peak_precision`.",
            equation: "hardware.peak_at(peak_precision)",
            result_type: "FlopRate",
            depends_on: &["hardware", "peak_precision"],
            reaches: &[("hardware", "peak_at")],
            template: "{#0 hardware.peak_at(peak_precision)}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ridge",
            doc: "The intensity where the peak rate meets the bandwidth.",
            equation: "ridge_point(peak_rate, bandwidth)",
            result_type: "Intensity",
            depends_on: &["peak_rate", "bandwidth"],
            calls: &["ridge_point"],
            template: "ridge_point({peak_rate}, {bandwidth})",
            named_calls: "ridge_point(peak_rate, bandwidth)",
            operation: "result of `ridge_point`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "prefill_ops",
            doc: "Work of prefilling the prompt.",
            equation: "workload.forward_flops() * prompt_tokens",
            result_type: "FlopCount",
            depends_on: &["workload", "prompt_tokens"],
            reaches: &[("workload", "forward_flops")],
            template: "{#0 workload.forward_flops()} * {prompt_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "prefill_time",
            doc: "Time to prefill the prompt at the sustained share of the peak.",
            equation: "compute_time(prefill_ops, peak_rate * prefill_efficiency)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["prefill_efficiency", "prefill_ops", "peak_rate"],
            calls: &["compute_time"],
            template: "compute_time({prefill_ops}, {peak_rate} * {prefill_efficiency})",
            operation: "result of `compute_time`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "step_bytes",
            kind: __c::MemberKind::Method,
            doc: "Bytes one decode step reads at `batch_size`.",
            equation: "weights + batch_size * kv_per_sequence",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "u32",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["weights", "kv_per_sequence"],
            template: "{weights} + {batch_size} * {kv_per_sequence}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_time",
            kind: __c::MemberKind::Method,
            doc: "Time of one decode step at `batch_size`: its bytes at the memory bandwidth.",
            equation: "transfer_time(step_bytes(batch_size), bandwidth)",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "u32",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["bandwidth"],
            calls: &["transfer_time"],
            template: "transfer_time({#0 step_bytes(batch_size)}, {bandwidth})",
            named_calls: "step_bytes(batch_size)",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "token_rate",
            kind: __c::MemberKind::Method,
            doc: "Tokens a second the batch produces together.",
            equation: "batch_size / step_time(batch_size)",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "u32",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            template: "{batch_size} / {#0 step_time(batch_size)}",
            named_calls: "step_time(batch_size)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cache_share",
            kind: __c::MemberKind::Method,
            doc: "Share of a step's bytes that are caches.",
            equation: "batch_size * kv_per_sequence / step_bytes(batch_size)",
            args: &[
                __c::ArgInfo {
                    name: "batch_size",
                    ty: "u32",
                    samples: &[__c::Sample::From("batch_sizes")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["kv_per_sequence"],
            template: "{batch_size} * {kv_per_sequence} / {#0 step_bytes(batch_size)}",
            named_calls: "step_bytes(batch_size)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "max_batch_within",
            kind: __c::MemberKind::Method,
            doc: "Largest batch whose step stays within `tpot`; negative when the weights alone exceed it.",
            equation: "floor((tpot * bandwidth - weights) / kv_per_sequence)",
            args: &[
                __c::ArgInfo {
                    name: "tpot",
                    ty: "Time",
                    samples: &[
                        __c::Sample::Literal("1 ms"),
                        __c::Sample::Literal("10 ms"),
                        __c::Sample::Literal("20 ms"),
                        __c::Sample::Literal("50 ms"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "i64",
            depends_on: &["bandwidth", "weights", "kv_per_sequence"],
            calls: &["floor"],
            template: "floor(({tpot} * {bandwidth} - {weights}) / {kv_per_sequence})",
            operation: "result of `floor`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "the registry states a peak rate of `hardware` at `peak_precision`",
            condition: "hardware.peak_at(peak_precision).is_ok()",
            inputs: &["hardware", "peak_precision"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl KvDecodeBatch {
        ///Starts a [`KvDecodeBatchBuilder`]; required inputs must be set before [`KvDecodeBatchBuilder::build`].
        #[must_use]
        pub fn builder() -> KvDecodeBatchBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> KvDecodeBatchBuilder {
            KvDecodeBatchBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                weight_bytes_per_param: Some(
                    __Clone::clone(&self.weight_bytes_per_param),
                ),
                kv_bytes_per_value: Some(__Clone::clone(&self.kv_bytes_per_value)),
                context_tokens: Some(__Clone::clone(&self.context_tokens)),
                batch_sizes: Some(__Clone::clone(&self.batch_sizes)),
                prompt_tokens: Some(__Clone::clone(&self.prompt_tokens)),
                prefill_efficiency: Some(__Clone::clone(&self.prefill_efficiency)),
                peak_precision: Some(__Clone::clone(&self.peak_precision)),
            }
        }
        ///Bytes of the weights. Equation: `weight_bytes(workload, weight_bytes_per_param)`.
        #[inline]
        pub fn weights(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let weight_bytes_per_param = __Clone::clone(&self.weight_bytes_per_param);
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    weights,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                        workload,
                        weight_bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Cache one token of one sequence holds. Equation: `model_kv_cache(workload, 1, 1, kv_bytes_per_value)`.
        #[inline]
        pub fn kv_per_token(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let kv_bytes_per_value = __Clone::clone(&self.kv_bytes_per_value);
            struct kv_per_token {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_token,
                >(
                    ::mlsysim_core::equation::model_kv_cache(
                        workload,
                        1,
                        1,
                        kv_bytes_per_value,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Cache one sequence of a full context holds. Equation: `kv_per_token * context_tokens`.
        #[inline]
        pub fn kv_per_sequence(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_per_sequence(self.kv_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_kv_per_sequence(
            &self,
            kv_per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            let context_tokens = __Clone::clone(&self.context_tokens);
            struct kv_per_sequence {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_sequence,
                >(kv_per_token.eq_mul(context_tokens)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The accelerator's memory bandwidth. Equation: `hardware.memory_bandwidth`.
        #[inline]
        pub fn bandwidth(&self) -> __Result<DataRate, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct bandwidth {}
            __c::member(
                (|| __c::conform::<DataRate, _, bandwidth>(hardware.memory_bandwidth))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes one decode step reads at `batch_size`. Equation: `weights + batch_size * kv_per_sequence`.
        #[inline]
        pub fn step_bytes(&self, batch_size: u32) -> __Result<DataSize, __c::EvalError> {
            self.__eq_step_bytes(self.weights()?, self.kv_per_sequence()?, batch_size)
        }
        #[doc(hidden)]
        fn __eq_step_bytes(
            &self,
            weights: DataSize,
            kv_per_sequence: Information,
            batch_size: u32,
        ) -> __Result<DataSize, __c::EvalError> {
            struct step_bytes {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    step_bytes,
                >(weights.eq_add(batch_size.eq_mul(kv_per_sequence)?)?))(),
                &__METHODS[0],
            )
        }
        ///Time of one decode step at `batch_size`: its bytes at the memory bandwidth. Equation: `transfer_time(step_bytes(batch_size), bandwidth)`.
        #[inline]
        pub fn step_time(&self, batch_size: u32) -> __Result<Time, __c::EvalError> {
            self.__eq_step_time(
                self.bandwidth()?,
                self.weights()?,
                self.kv_per_sequence()?,
                batch_size,
            )
        }
        #[doc(hidden)]
        fn __eq_step_time(
            &self,
            bandwidth: DataRate,
            weights: DataSize,
            kv_per_sequence: Information,
            batch_size: u32,
        ) -> __Result<Time, __c::EvalError> {
            let step_bytes = |batch_size: u32| {
                self
                    .__eq_step_bytes(
                        __Clone::clone(&weights),
                        __Clone::clone(&kv_per_sequence),
                        batch_size,
                    )
            };
            struct step_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    step_time,
                >(
                    ::mlsysim_core::equation::transfer_time(
                        step_bytes(batch_size)?,
                        bandwidth,
                    )?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Tokens a second the batch produces together. Equation: `batch_size / step_time(batch_size)`.
        #[inline]
        pub fn token_rate(
            &self,
            batch_size: u32,
        ) -> __Result<Frequency, __c::EvalError> {
            self.__eq_token_rate(
                self.bandwidth()?,
                self.weights()?,
                self.kv_per_sequence()?,
                batch_size,
            )
        }
        #[doc(hidden)]
        fn __eq_token_rate(
            &self,
            bandwidth: DataRate,
            weights: DataSize,
            kv_per_sequence: Information,
            batch_size: u32,
        ) -> __Result<Frequency, __c::EvalError> {
            let step_time = |batch_size: u32| {
                self
                    .__eq_step_time(
                        __Clone::clone(&bandwidth),
                        __Clone::clone(&weights),
                        __Clone::clone(&kv_per_sequence),
                        batch_size,
                    )
            };
            struct token_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    token_rate,
                >(batch_size.eq_div(step_time(batch_size)?)?))(),
                &__METHODS[2],
            )
        }
        ///Share of a step's bytes that are caches. Equation: `batch_size * kv_per_sequence / step_bytes(batch_size)`.
        #[inline]
        pub fn cache_share(&self, batch_size: u32) -> __Result<f64, __c::EvalError> {
            self.__eq_cache_share(self.kv_per_sequence()?, self.weights()?, batch_size)
        }
        #[doc(hidden)]
        fn __eq_cache_share(
            &self,
            kv_per_sequence: Information,
            weights: DataSize,
            batch_size: u32,
        ) -> __Result<f64, __c::EvalError> {
            let step_bytes = |batch_size: u32| {
                self
                    .__eq_step_bytes(
                        __Clone::clone(&weights),
                        __Clone::clone(&kv_per_sequence),
                        batch_size,
                    )
            };
            struct cache_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    cache_share,
                >(
                    batch_size.eq_mul(kv_per_sequence)?.eq_div(step_bytes(batch_size)?)?,
                ))(),
                &__METHODS[3],
            )
        }
        ///Tokens a second when the caches are the whole step. Equation: `bandwidth / kv_per_sequence`.
        #[inline]
        pub fn rate_ceiling(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_rate_ceiling(self.bandwidth()?, self.kv_per_sequence()?)
        }
        #[doc(hidden)]
        fn __eq_rate_ceiling(
            &self,
            bandwidth: DataRate,
            kv_per_sequence: Information,
        ) -> __Result<Frequency, __c::EvalError> {
            struct rate_ceiling {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    rate_ceiling,
                >(bandwidth.eq_div(kv_per_sequence)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Largest batch whose step stays within `tpot`; negative when the weights alone exceed it. Equation: `floor((tpot * bandwidth - weights) / kv_per_sequence)`.
        #[inline]
        pub fn max_batch_within(&self, tpot: Time) -> __Result<i64, __c::EvalError> {
            self.__eq_max_batch_within(
                self.bandwidth()?,
                self.weights()?,
                self.kv_per_sequence()?,
                tpot,
            )
        }
        #[doc(hidden)]
        fn __eq_max_batch_within(
            &self,
            bandwidth: DataRate,
            weights: DataSize,
            kv_per_sequence: Information,
            tpot: Time,
        ) -> __Result<i64, __c::EvalError> {
            __c::argument(&tpot, "max_batch_within", &(&__METHODS[4]).args[0])?;
            struct max_batch_within {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    max_batch_within,
                >(
                    ::mlsysim_core::equation::floor(
                        tpot.eq_mul(bandwidth)?.eq_sub(weights)?.eq_div(kv_per_sequence)?,
                    )?,
                ))(),
                &__METHODS[4],
            )
        }
        /**Largest batch whose weights and full caches fit the accelerator's memory; negative when
the weights alone do not fit. Equation: `floor((hardware.memory_capacity - weights) / kv_per_sequence)`.*/
        #[inline]
        pub fn max_batch_in_memory(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_max_batch_in_memory(self.weights()?, self.kv_per_sequence()?)
        }
        #[doc(hidden)]
        fn __eq_max_batch_in_memory(
            &self,
            weights: DataSize,
            kv_per_sequence: Information,
        ) -> __Result<i64, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct max_batch_in_memory {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    max_batch_in_memory,
                >(
                    ::mlsysim_core::equation::floor(
                        hardware
                            .memory_capacity
                            .eq_sub(weights)?
                            .eq_div(kv_per_sequence)?,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///The peak rate at `peak_precision`. Equation: `hardware.peak_at(peak_precision)`.
        #[inline]
        pub fn peak_rate(&self) -> __Result<FlopRate, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            let peak_precision = __Clone::clone(&self.peak_precision);
            struct peak_rate {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    peak_rate,
                >(hardware.peak_at(peak_precision)?))(),
                &__PROPERTIES[6],
            )
        }
        ///The intensity where the peak rate meets the bandwidth. Equation: `ridge_point(peak_rate, bandwidth)`.
        #[inline]
        pub fn ridge(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_ridge(self.peak_rate()?, self.bandwidth()?)
        }
        #[doc(hidden)]
        fn __eq_ridge(
            &self,
            peak_rate: FlopRate,
            bandwidth: DataRate,
        ) -> __Result<Intensity, __c::EvalError> {
            struct ridge {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    ridge,
                >(::mlsysim_core::equation::ridge_point(peak_rate, bandwidth)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Work of prefilling the prompt. Equation: `workload.forward_flops() * prompt_tokens`.
        #[inline]
        pub fn prefill_ops(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let prompt_tokens = __Clone::clone(&self.prompt_tokens);
            struct prefill_ops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    prefill_ops,
                >(workload.forward_flops()?.eq_mul(prompt_tokens)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Time to prefill the prompt at the sustained share of the peak. Equation: `compute_time(prefill_ops, peak_rate * prefill_efficiency)`.
        #[inline]
        pub fn prefill_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_prefill_time(self.prefill_ops()?, self.peak_rate()?)
        }
        #[doc(hidden)]
        fn __eq_prefill_time(
            &self,
            prefill_ops: FlopCount,
            peak_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            let prefill_efficiency = __Clone::clone(&self.prefill_efficiency);
            struct prefill_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    prefill_time,
                >(
                    ::mlsysim_core::equation::compute_time(
                        prefill_ops,
                        peak_rate.eq_mul(prefill_efficiency)?,
                    )?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`KvDecodeBatchValues`].
        #[must_use]
        pub fn evaluate(&self) -> KvDecodeBatchValues<'_> {
            let weights = self.weights();
            let kv_per_token = self.kv_per_token();
            let kv_per_sequence = __c::after(
                (&kv_per_token,),
                |(v0,)| self.__eq_kv_per_sequence(v0),
            );
            let bandwidth = self.bandwidth();
            let rate_ceiling = __c::after(
                (&bandwidth, &kv_per_sequence),
                |(v0, v1)| self.__eq_rate_ceiling(v0, v1),
            );
            let max_batch_in_memory = __c::after(
                (&weights, &kv_per_sequence),
                |(v0, v1)| self.__eq_max_batch_in_memory(v0, v1),
            );
            let peak_rate = self.peak_rate();
            let ridge = __c::after(
                (&peak_rate, &bandwidth),
                |(v0, v1)| self.__eq_ridge(v0, v1),
            );
            let prefill_ops = self.prefill_ops();
            let prefill_time = __c::after(
                (&prefill_ops, &peak_rate),
                |(v0, v1)| self.__eq_prefill_time(v0, v1),
            );
            KvDecodeBatchValues {
                scenario: self,
                weights,
                kv_per_token,
                kv_per_sequence,
                bandwidth,
                rate_ceiling,
                max_batch_in_memory,
                peak_rate,
                ridge,
                prefill_ops,
                prefill_time,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::bounded(&self.weight_bytes_per_param, &__INPUTS[2])?;
            __c::bounded(&self.kv_bytes_per_value, &__INPUTS[3])?;
            __c::bounded_plain(&self.context_tokens, &__INPUTS[4])?;
            __c::bounded_plain(&self.batch_sizes, &__INPUTS[5])?;
            __c::bounded_plain(&self.prompt_tokens, &__INPUTS[6])?;
            __c::bounded_plain(&self.prefill_efficiency, &__INPUTS[7])?;
            __c::finite(&self.peak_precision, &__INPUTS[8])?;
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
                let hardware = __Clone::clone(&self.hardware);
                let peak_precision = __Clone::clone(&self.peak_precision);
                __c::rule(
                    hardware.peak_at(peak_precision).is_ok(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.hardware, &self.peak_precision],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_kv_per_token(&self) -> __c::Parts {
            __c::traced(
                self.kv_per_token(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "model_kv_cache", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()),
                    __c::Operand::Name("kv_bytes_per_value")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_bandwidth(&self) -> __c::Parts {
            __c::traced(
                self.bandwidth(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_step_time(&self, batch_size: u32) -> __c::Parts {
            __c::traced(
                self.step_time(__Clone::clone(&batch_size)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let step_bytes = |
                    batch_size : u32 | self.step_bytes(batch_size); let part =
                    step_bytes(batch_size) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "transfer_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let batch_size =
                    __Clone::clone(& batch_size); let step_bytes = | batch_size : u32 |
                    self.step_bytes(batch_size); let part = step_bytes(batch_size) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("bandwidth")] }, __c::CallSite { name :
                    "step_bytes", args : ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_token_rate(&self, batch_size: u32) -> __c::Parts {
            __c::traced(
                self.token_rate(__Clone::clone(&batch_size)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let step_time = |
                    batch_size : u32 | self.step_time(batch_size); let part =
                    step_time(batch_size) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "step_time", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_cache_share(&self, batch_size: u32) -> __c::Parts {
            __c::traced(
                self.cache_share(__Clone::clone(&batch_size)),
                &__METHODS[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let batch_size = __Clone::clone(& batch_size); let step_bytes = |
                    batch_size : u32 | self.step_bytes(batch_size); let part =
                    step_bytes(batch_size) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "step_bytes", args :
                    ::std::vec![__c::Operand::Name("batch_size")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_max_batch_within(&self, tpot: Time) -> __c::Parts {
            __c::traced(
                self.max_batch_within(__Clone::clone(&tpot)),
                &__METHODS[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "floor", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let tpot = __Clone::clone(&
                    tpot); let bandwidth = self.bandwidth() ?; let weights = self
                    .weights() ?; let kv_per_sequence = self.kv_per_sequence() ?; let
                    part = tpot.eq_mul(bandwidth) ? .eq_sub(weights) ?
                    .eq_div(kv_per_sequence) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_max_batch_in_memory(&self) -> __c::Parts {
            __c::traced(
                self.max_batch_in_memory(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_capacity; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "floor", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let weights = self.weights() ?; let
                    kv_per_sequence = self.kv_per_sequence() ?; let part = hardware
                    .memory_capacity.eq_sub(weights) ? .eq_div(kv_per_sequence) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_peak_rate(&self) -> __c::Parts {
            __c::traced(
                self.peak_rate(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let
                    peak_precision = __Clone::clone(& self.peak_precision); let part =
                    hardware.peak_at(peak_precision) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_prefill_ops(&self) -> __c::Parts {
            __c::traced(
                self.prefill_ops(),
                &__PROPERTIES[8],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.forward_flops() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_prefill_time(&self) -> __c::Parts {
            __c::traced(
                self.prefill_time(),
                &__PROPERTIES[9],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "compute_time", args :
                    ::std::vec![__c::Operand::Name("prefill_ops"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let peak_rate = self.peak_rate() ?;
                    let prefill_efficiency = __Clone::clone(& self.prefill_efficiency);
                    let part = peak_rate.eq_mul(prefill_efficiency) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl KvDecodeBatchBuilder {
        ///Sets `workload`: The transformer served.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `hardware`: The accelerator it runs on.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `weight_bytes_per_param`: Storage width of one weight.
        #[must_use]
        pub fn weight_bytes_per_param(mut self, value: Information) -> Self {
            self.weight_bytes_per_param = Some(value);
            self
        }
        ///Sets `kv_bytes_per_value`: Storage width of one cached key or value number.
        #[must_use]
        pub fn kv_bytes_per_value(mut self, value: Information) -> Self {
            self.kv_bytes_per_value = Some(value);
            self
        }
        ///Sets `context_tokens`: Tokens of context every sequence's cache holds.
        #[must_use]
        pub fn context_tokens(mut self, value: u32) -> Self {
            self.context_tokens = Some(value);
            self
        }
        ///Sets `batch_sizes`: Batch sizes to compare.
        #[must_use]
        pub fn batch_sizes(mut self, value: Vec<u32>) -> Self {
            self.batch_sizes = Some(value);
            self
        }
        ///Sets `prompt_tokens`: Tokens of the prompt to prefill.
        #[must_use]
        pub fn prompt_tokens(mut self, value: u32) -> Self {
            self.prompt_tokens = Some(value);
            self
        }
        ///Sets `prefill_efficiency`: Share of the peak rate prefill sustains.
        #[must_use]
        pub fn prefill_efficiency(mut self, value: f64) -> Self {
            self.prefill_efficiency = Some(value);
            self
        }
        ///Sets `peak_precision`: The number format whose peak rate prefill runs at.
        #[must_use]
        pub fn peak_precision(mut self, value: Precision) -> Self {
            self.peak_precision = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<KvDecodeBatch, __c::InputError> {
            let scenario = KvDecodeBatch {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                weight_bytes_per_param: __c::given(
                    self.weight_bytes_per_param,
                    "weight_bytes_per_param",
                )?,
                kv_bytes_per_value: __c::given(
                    self.kv_bytes_per_value,
                    "kv_bytes_per_value",
                )?,
                context_tokens: __c::given(self.context_tokens, "context_tokens")?,
                batch_sizes: __c::given(self.batch_sizes, "batch_sizes")?,
                prompt_tokens: __c::given(self.prompt_tokens, "prompt_tokens")?,
                prefill_efficiency: __c::given(
                    self.prefill_efficiency,
                    "prefill_efficiency",
                )?,
                peak_precision: self
                    .peak_precision
                    .unwrap_or_else(|| Precision::Fp16Dense),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for KvDecodeBatchBuilder {
        type Scenario = KvDecodeBatch;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "weight_bytes_per_param" => {
                    self.weight_bytes_per_param = __c::set(value, &__INPUTS[2])?;
                }
                "kv_bytes_per_value" => {
                    self.kv_bytes_per_value = __c::set(value, &__INPUTS[3])?;
                }
                "context_tokens" => self.context_tokens = __c::set(value, &__INPUTS[4])?,
                "batch_sizes" => self.batch_sizes = __c::set(value, &__INPUTS[5])?,
                "prompt_tokens" => self.prompt_tokens = __c::set(value, &__INPUTS[6])?,
                "prefill_efficiency" => {
                    self.prefill_efficiency = __c::set(value, &__INPUTS[7])?;
                }
                "peak_precision" => self.peak_precision = __c::set(value, &__INPUTS[8])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<KvDecodeBatch, __c::InputError> {
            KvDecodeBatchBuilder::build(self)
        }
    }
    impl<'a> KvDecodeBatchValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a KvDecodeBatch {
            self.scenario
        }
        ///[`KvDecodeBatch::step_bytes`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn step_bytes(&self, batch_size: u32) -> __Result<DataSize, __c::EvalError> {
            self.scenario
                .__eq_step_bytes(
                    __Clone::clone(&self.weights)?,
                    __Clone::clone(&self.kv_per_sequence)?,
                    batch_size,
                )
        }
        ///[`KvDecodeBatch::step_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn step_time(&self, batch_size: u32) -> __Result<Time, __c::EvalError> {
            self.scenario
                .__eq_step_time(
                    __Clone::clone(&self.bandwidth)?,
                    __Clone::clone(&self.weights)?,
                    __Clone::clone(&self.kv_per_sequence)?,
                    batch_size,
                )
        }
        ///[`KvDecodeBatch::token_rate`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn token_rate(
            &self,
            batch_size: u32,
        ) -> __Result<Frequency, __c::EvalError> {
            self.scenario
                .__eq_token_rate(
                    __Clone::clone(&self.bandwidth)?,
                    __Clone::clone(&self.weights)?,
                    __Clone::clone(&self.kv_per_sequence)?,
                    batch_size,
                )
        }
        ///[`KvDecodeBatch::cache_share`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn cache_share(&self, batch_size: u32) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_cache_share(
                    __Clone::clone(&self.kv_per_sequence)?,
                    __Clone::clone(&self.weights)?,
                    batch_size,
                )
        }
        ///[`KvDecodeBatch::max_batch_within`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn max_batch_within(&self, tpot: Time) -> __Result<i64, __c::EvalError> {
            self.scenario
                .__eq_max_batch_within(
                    __Clone::clone(&self.bandwidth)?,
                    __Clone::clone(&self.weights)?,
                    __Clone::clone(&self.kv_per_sequence)?,
                    tpot,
                )
        }
    }
    impl __c::Scenario for KvDecodeBatch {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "KvDecodeBatch",
            family: &TOKEN_STREAM,
            summary: "Batched decode on one accelerator when every sequence also reads its own key-value cache.",
            description: "Each decode step reads the weights once and, for every sequence of the batch, that\nsequence's whole cache: a step moves W + B·m bytes and takes that over the memory\nbandwidth, so the aggregate token rate B / step climbs toward bandwidth / m as the caches\ncome to dominate. A latency target per token caps the batch where the step reaches it, and\nthe memory caps it where the caches fill what the weights leave. The prompt is prefilled at a\nshare of the accelerator's peak at one precision.",
            notes: __c::meta::Notes {
                equation: "step(B) = (W + B·m) ÷ BW; rate(B) = B ÷ step(B) → BW ÷ m; B_max(t) = ⌊(t·BW − W) ÷ m⌋; B_mem = ⌊(M − W) ÷ m⌋; prefill = F·P ÷ (peak·η)",
                assumptions: &[
                    "Decode is bound by memory bandwidth: each step reads the weights once and every cache of the batch in full; compute and kernel overheads are left out.",
                    "Every sequence holds a cache of the full context, one key and one value per key-value head per layer, at `kv_bytes_per_value` each.",
                    "The prompt is prefilled at `prefill_efficiency` of the peak rate at `peak_precision`.",
                ],
                rules: __RULES,
                excludes: &[
                    "Attention work over the cache during prefill, and any overlap of prefill with decode.",
                    "Memory the runtime reserves beside the weights and caches.",
                ],
                derivation: &[
                    "A step moves W + B·m bytes at BW bytes a second; B tokens come out of each step, so the rate is B·BW ÷ (W + B·m), which tends to BW ÷ m.",
                    "The largest batch within a step time t solves W + B·m ≤ t·BW; the largest that fits solves W + B·m ≤ M.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-2 XL decode batches on an H100",
                    code: "// GPT-2 XL decode batches on an H100\nuse mlsysim_serving::token_stream::gpt2_xl_chat_decode_batches_h100;\n\nlet s = gpt2_xl_chat_decode_batches_h100()?;\nassert_eq!(s.kv_per_token()?.value, 307_200.0);\nassert_eq!(s.max_batch_in_memory()?, 263);\nassert!(s.token_rate(128)? < s.rate_ceiling()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = KvDecodeBatchBuilder;
        fn to_builder(&self) -> KvDecodeBatchBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.hardware,
                    &self.weight_bytes_per_param,
                    &self.kv_bytes_per_value,
                    &self.context_tokens,
                    &self.batch_sizes,
                    &self.prompt_tokens,
                    &self.prefill_efficiency,
                    &self.peak_precision,
                ],
                &[
                    &values.weights,
                    &values.kv_per_token,
                    &values.kv_per_sequence,
                    &values.bandwidth,
                    &values.rate_ceiling,
                    &values.max_batch_in_memory,
                    &values.peak_rate,
                    &values.ridge,
                    &values.prefill_ops,
                    &values.prefill_time,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "step_bytes" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.step_bytes(a0), &__METHODS[0])
                }
                "step_time" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.step_time(a0), &__METHODS[1])
                }
                "token_rate" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.token_rate(a0), &__METHODS[2])
                }
                "cache_share" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.cache_share(a0), &__METHODS[3])
                }
                "max_batch_within" => {
                    let (a0,) = __c::args(args, &__METHODS[4])?;
                    __c::method_value(self.max_batch_within(a0), &__METHODS[4])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "kv_per_token" => Some(Ok(self.__explain_kv_per_token())),
                "bandwidth" => Some(Ok(self.__explain_bandwidth())),
                "step_time" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_step_time(a0)),
                    )
                }
                "token_rate" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_token_rate(a0)),
                    )
                }
                "cache_share" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0,)| self.__explain_cache_share(a0)),
                    )
                }
                "max_batch_within" => {
                    Some(
                        __c::args(args, &__METHODS[4])
                            .map(|(a0,)| self.__explain_max_batch_within(a0)),
                    )
                }
                "max_batch_in_memory" => Some(Ok(self.__explain_max_batch_in_memory())),
                "peak_rate" => Some(Ok(self.__explain_peak_rate())),
                "prefill_ops" => Some(Ok(self.__explain_prefill_ops())),
                "prefill_time" => Some(Ok(self.__explain_prefill_time())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "hardware" => (&__c::explain::Held(&self.hardware)).__held(),
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "batch_sizes" => {
                    __c::samples(&self.batch_sizes, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(KvDecodeBatch);
};
