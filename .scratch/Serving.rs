/**Serving one batch of requests of an LLM on one accelerator: the time to the first token, the time between the next ones, and whether the weights and the cache fit.

Prefill runs the prompt's work (2 FLOPs per parameter per token, plus attention over the
prompt) at a share of the accelerator's peak, plus a dispatch tax. Each decode step then
reads the weights and the whole cache from memory, plus a framework tax per layer. The
weights and the key-value cache of the full context must fit the accelerator's memory.

# Equation

TTFT = (2·P·S·B + 4·L·h·(d ÷ h)·S²·B) ÷ (peak × efficiency) + dispatch tax; ITL = (weights + KV(S, B)) ÷ bandwidth + L × layer tax; fits when weights + KV ≤ memory

# Assumptions

- The cache is stored at the weights' precision, and covers the whole context of every request.
- Prefill runs at `efficiency` of the accelerator's peak at `precision` where the registry states one, else of its headline peak.
- The dispatch tax is the accelerator's own, from the hardware registry.

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)
- `precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4) (`precision.storage_bytes().is_some()`)

# Excludes

- Prompt caching, chunked prefill, disaggregated prefill and decode, and speculative decoding (the reference's serving model has them; the reference's scenario uses none).
- Queueing: one batch arrives and is served.

# Derivation

- A decode step reads every weight and every cached key and value once, so its time is those bytes over the memory bandwidth, whatever the batch's work.

# Examples

```rust
// Llama 3.1 70B at FP16 does not fit one H100, and its decode is memory bound
use mlsysim_serving::forward::llama3_70b_serving_h100;

let s = llama3_70b_serving_h100()?;
assert!(!s.feasible()?);
assert!(s.memory_utilization()? > 1.6);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct Serving {
    ///The transformer served.
    pub workload: &'static Workload,
    ///The accelerator; its peak, memory, bandwidth and dispatch tax are read.
    pub hardware: &'static HardwareNode,
    ///Tokens of context of each request: the prompt, whose cache decode then reads. *Allowed >= 1.*
    pub seq_len: u32,
    ///Requests served together. *Default `1`; allowed >= 1.*
    pub batch_size: u32,
    ///Storage format of the weights and the cache. *Default `Precision::Fp16`.*
    pub precision: Precision,
    ///Share of the peak prefill sustains. *Default `0.5`; allowed > 0 and [0.0, 1.0].*
    pub efficiency: f64,
    ///Framework time each layer adds to a decode step (the reference's calibration). *Default `milliseconds(0.01)`; shown in `MILLISECOND`; allowed >= 0.*
    pub layer_tax: Time,
}
///Builds a [`Serving`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ServingBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    seq_len: ::core::option::Option<u32>,
    batch_size: ::core::option::Option<u32>,
    precision: ::core::option::Option<Precision>,
    efficiency: ::core::option::Option<f64>,
    layer_tax: ::core::option::Option<Time>,
}
///Every property of a [`Serving`], each computed once (see [`Serving::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ServingValues<'a> {
    scenario: &'a Serving,
    ///Time to the first token: the prompt's prefill and the dispatch tax.
    pub ttft: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time between tokens: one decode step.
    pub itl: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Bytes of the key-value cache of the whole batch.
    pub kv_cache_size: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Bytes of the weights.
    pub model_weights_size: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Bytes the accelerator must hold: the weights and the cache.
    pub total_memory_required: ::core::result::Result<
        DataSize,
        ::mlsysim_core::EvalError,
    >,
    ///What the accelerator must hold as a share of its memory.
    pub memory_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Whether the weights and the cache fit the accelerator's memory.
    pub feasible: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
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
            doc: "The accelerator; its peak, memory, bandwidth and dispatch tax are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "seq_len",
            ty: "u32",
            doc: "Tokens of context of each request: the prompt, whose cache decode then reads.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_size",
            ty: "u32",
            doc: "Requests served together.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "Storage format of the weights and the cache.",
            default: Some("Precision::Fp16"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "efficiency",
            ty: "f64",
            doc: "Share of the peak prefill sustains.",
            default: Some("0.5"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "layer_tax",
            ty: "Time",
            doc: "Framework time each layer adds to a decode step (the reference's calibration).",
            default: Some("milliseconds(0.01)"),
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "ttft",
            doc: "Time to the first token: the prompt's prefill and the dispatch tax.",
            equation: "serving_model_ttft(\n    workload,\n    hardware,\n    precision,\n    seq_len,\n    batch_size,\n    efficiency,\n    hardware.detail().dispatch_tax,\n)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "workload",
                "hardware",
                "precision",
                "seq_len",
                "batch_size",
                "efficiency",
            ],
            reaches: &[("hardware", "detail")],
            calls: &["serving_model_ttft"],
            template: "serving_model_ttft(\n    {workload},\n    {hardware},\n    {precision},\n    {seq_len},\n    {batch_size},\n    {efficiency},\n    {#0 hardware.detail().dispatch_tax},\n)",
            operation: "result of `serving_model_ttft`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "itl",
            doc: "Time between tokens: one decode step.",
            equation: "serving_model_itl(workload, hardware, precision, seq_len, batch_size, layer_tax)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "workload",
                "hardware",
                "precision",
                "seq_len",
                "batch_size",
                "layer_tax",
            ],
            calls: &["serving_model_itl"],
            template: "serving_model_itl(\n    {workload},\n    {hardware},\n    {precision},\n    {seq_len},\n    {batch_size},\n    {layer_tax},\n)",
            named_calls: "serving_model_itl(workload, hardware, precision, seq_len, batch_size, layer_tax)",
            operation: "result of `serving_model_itl`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_cache_size",
            doc: "Bytes of the key-value cache of the whole batch.",
            equation: "model_kv_cache(workload, seq_len, batch_size, precision_storage_width(precision))",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "seq_len", "batch_size", "precision"],
            calls: &["model_kv_cache", "precision_storage_width"],
            template: "model_kv_cache(\n    {workload},\n    {seq_len},\n    {batch_size},\n    precision_storage_width({precision}),\n)",
            named_calls: "precision_storage_width(precision)",
            operation: "result of `model_kv_cache`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "model_weights_size",
            doc: "Bytes of the weights.",
            equation: "weight_bytes(workload, precision_storage_width(precision))",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "precision"],
            calls: &["weight_bytes", "precision_storage_width"],
            template: "weight_bytes({workload}, precision_storage_width({precision}))",
            named_calls: "precision_storage_width(precision)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_memory_required",
            doc: "Bytes the accelerator must hold: the weights and the cache.",
            equation: "serving_model_memory(workload, precision, seq_len, batch_size)",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "precision", "seq_len", "batch_size"],
            calls: &["serving_model_memory"],
            template: "serving_model_memory(\n    {workload},\n    {precision},\n    {seq_len},\n    {batch_size},\n)",
            named_calls: "serving_model_memory(workload, precision, seq_len, batch_size)",
            operation: "result of `serving_model_memory`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "memory_utilization",
            doc: "What the accelerator must hold as a share of its memory.",
            equation: "total_memory_required / hardware.memory_capacity",
            result_type: "f64",
            depends_on: &["hardware", "total_memory_required"],
            template: "{total_memory_required} / {#0 hardware.memory_capacity}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "feasible",
            doc: "Whether the weights and the cache fit the accelerator's memory.",
            equation: "total_memory_required <= hardware.memory_capacity",
            result_type: "bool",
            depends_on: &["hardware", "total_memory_required"],
            template: "{total_memory_required} <= {#0 hardware.memory_capacity}",
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
            text: "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)",
            condition: "precision.storage_bytes().is_some()",
            inputs: &["precision"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl Serving {
        ///Starts a [`ServingBuilder`]; required inputs must be set before [`ServingBuilder::build`].
        #[must_use]
        pub fn builder() -> ServingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ServingBuilder {
            ServingBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                seq_len: Some(__Clone::clone(&self.seq_len)),
                batch_size: Some(__Clone::clone(&self.batch_size)),
                precision: Some(__Clone::clone(&self.precision)),
                efficiency: Some(__Clone::clone(&self.efficiency)),
                layer_tax: Some(__Clone::clone(&self.layer_tax)),
            }
        }
        /**Time to the first token: the prompt's prefill and the dispatch tax.

Equation:

```text
serving_model_ttft(
    workload,
    hardware,
    precision,
    seq_len,
    batch_size,
    efficiency,
    hardware.detail().dispatch_tax,
)
```
*/
        #[inline]
        pub fn ttft(&self) -> __Result<Time, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let hardware = __Clone::clone(&self.hardware);
            let precision = __Clone::clone(&self.precision);
            let seq_len = __Clone::clone(&self.seq_len);
            let batch_size = __Clone::clone(&self.batch_size);
            let efficiency = __Clone::clone(&self.efficiency);
            struct ttft {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    ttft,
                >(
                    ::mlsysim_core::equation::serving_model_ttft(
                        workload,
                        hardware,
                        precision,
                        seq_len,
                        batch_size,
                        efficiency,
                        hardware.detail().dispatch_tax,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Time between tokens: one decode step. Equation: `serving_model_itl(workload, hardware, precision, seq_len, batch_size, layer_tax)`.
        #[inline]
        pub fn itl(&self) -> __Result<Time, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let hardware = __Clone::clone(&self.hardware);
            let precision = __Clone::clone(&self.precision);
            let seq_len = __Clone::clone(&self.seq_len);
            let batch_size = __Clone::clone(&self.batch_size);
            let layer_tax = __Clone::clone(&self.layer_tax);
            struct itl {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    itl,
                >(
                    ::mlsysim_core::equation::serving_model_itl(
                        workload,
                        hardware,
                        precision,
                        seq_len,
                        batch_size,
                        layer_tax,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes of the key-value cache of the whole batch. Equation: `model_kv_cache(workload, seq_len, batch_size, precision_storage_width(precision))`.
        #[inline]
        pub fn kv_cache_size(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let seq_len = __Clone::clone(&self.seq_len);
            let batch_size = __Clone::clone(&self.batch_size);
            let precision = __Clone::clone(&self.precision);
            struct kv_cache_size {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    kv_cache_size,
                >(
                    ::mlsysim_core::equation::model_kv_cache(
                        workload,
                        seq_len,
                        batch_size,
                        ::mlsysim_core::equation::precision_storage_width(precision)?,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Bytes of the weights. Equation: `weight_bytes(workload, precision_storage_width(precision))`.
        #[inline]
        pub fn model_weights_size(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let precision = __Clone::clone(&self.precision);
            struct model_weights_size {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    model_weights_size,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                        workload,
                        ::mlsysim_core::equation::precision_storage_width(precision)?,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes the accelerator must hold: the weights and the cache. Equation: `serving_model_memory(workload, precision, seq_len, batch_size)`.
        #[inline]
        pub fn total_memory_required(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let precision = __Clone::clone(&self.precision);
            let seq_len = __Clone::clone(&self.seq_len);
            let batch_size = __Clone::clone(&self.batch_size);
            struct total_memory_required {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    total_memory_required,
                >(
                    ::mlsysim_core::equation::serving_model_memory(
                        workload,
                        precision,
                        seq_len,
                        batch_size,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///What the accelerator must hold as a share of its memory. Equation: `total_memory_required / hardware.memory_capacity`.
        #[inline]
        pub fn memory_utilization(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_memory_utilization(self.total_memory_required()?)
        }
        #[doc(hidden)]
        fn __eq_memory_utilization(
            &self,
            total_memory_required: DataSize,
        ) -> __Result<f64, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct memory_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    memory_utilization,
                >(total_memory_required.eq_div(hardware.memory_capacity)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Whether the weights and the cache fit the accelerator's memory. Equation: `total_memory_required <= hardware.memory_capacity`.
        #[inline]
        pub fn feasible(&self) -> __Result<bool, __c::EvalError> {
            self.__eq_feasible(self.total_memory_required()?)
        }
        #[doc(hidden)]
        fn __eq_feasible(
            &self,
            total_memory_required: DataSize,
        ) -> __Result<bool, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct feasible {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    feasible,
                >(total_memory_required <= hardware.memory_capacity))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ServingValues`].
        #[must_use]
        pub fn evaluate(&self) -> ServingValues<'_> {
            let ttft = self.ttft();
            let itl = self.itl();
            let kv_cache_size = self.kv_cache_size();
            let model_weights_size = self.model_weights_size();
            let total_memory_required = self.total_memory_required();
            let memory_utilization = __c::after(
                (&total_memory_required,),
                |(v0,)| self.__eq_memory_utilization(v0),
            );
            let feasible = __c::after(
                (&total_memory_required,),
                |(v0,)| self.__eq_feasible(v0),
            );
            ServingValues {
                scenario: self,
                ttft,
                itl,
                kv_cache_size,
                model_weights_size,
                total_memory_required,
                memory_utilization,
                feasible,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::bounded_plain(&self.seq_len, &__INPUTS[2])?;
            __c::bounded_plain(&self.batch_size, &__INPUTS[3])?;
            __c::finite(&self.precision, &__INPUTS[4])?;
            __c::bounded_plain(&self.efficiency, &__INPUTS[5])?;
            __c::bounded(&self.layer_tax, &__INPUTS[6])?;
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
                let precision = __Clone::clone(&self.precision);
                __c::rule(
                    precision.storage_bytes().is_some(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.precision],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_ttft(&self) -> __c::Parts {
            __c::traced(
                self.ttft(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.detail().dispatch_tax; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "serving_model_ttft", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("hardware"), __c::Operand::Name("precision"),
                    __c::Operand::Name("seq_len"), __c::Operand::Name("batch_size"),
                    __c::Operand::Name("efficiency"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .detail().dispatch_tax; Ok((& __c::Showing(& part, None)).__shown())
                    }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_kv_cache_size(&self) -> __c::Parts {
            __c::traced(
                self.kv_cache_size(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "model_kv_cache", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("seq_len"), __c::Operand::Name("batch_size"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let precision = __Clone::clone(&
                    self.precision); let part =
                    ::mlsysim_core::equation::precision_storage_width(precision) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "precision_storage_width", args :
                    ::std::vec![__c::Operand::Name("precision")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_model_weights_size(&self) -> __c::Parts {
            __c::traced(
                self.model_weights_size(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "weight_bytes", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let precision = __Clone::clone(& self.precision); let part =
                    ::mlsysim_core::equation::precision_storage_width(precision) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "precision_storage_width", args :
                    ::std::vec![__c::Operand::Name("precision")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_memory_utilization(&self) -> __c::Parts {
            __c::traced(
                self.memory_utilization(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_capacity; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_feasible(&self) -> __c::Parts {
            __c::traced(
                self.feasible(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_capacity; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl ServingBuilder {
        ///Sets `workload`: The transformer served.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `hardware`: The accelerator; its peak, memory, bandwidth and dispatch tax are read.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `seq_len`: Tokens of context of each request: the prompt, whose cache decode then reads.
        #[must_use]
        pub fn seq_len(mut self, value: u32) -> Self {
            self.seq_len = Some(value);
            self
        }
        ///Sets `batch_size`: Requests served together.
        #[must_use]
        pub fn batch_size(mut self, value: u32) -> Self {
            self.batch_size = Some(value);
            self
        }
        ///Sets `precision`: Storage format of the weights and the cache.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `efficiency`: Share of the peak prefill sustains.
        #[must_use]
        pub fn efficiency(mut self, value: f64) -> Self {
            self.efficiency = Some(value);
            self
        }
        ///Sets `layer_tax`: Framework time each layer adds to a decode step (the reference's calibration).
        #[must_use]
        pub fn layer_tax(mut self, value: Time) -> Self {
            self.layer_tax = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<Serving, __c::InputError> {
            let scenario = Serving {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                seq_len: __c::given(self.seq_len, "seq_len")?,
                batch_size: self.batch_size.unwrap_or_else(|| 1),
                precision: self.precision.unwrap_or_else(|| Precision::Fp16),
                efficiency: self.efficiency.unwrap_or_else(|| 0.5),
                layer_tax: self.layer_tax.unwrap_or_else(|| milliseconds(0.01)),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ServingBuilder {
        type Scenario = Serving;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "seq_len" => self.seq_len = __c::set(value, &__INPUTS[2])?,
                "batch_size" => self.batch_size = __c::set(value, &__INPUTS[3])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[4])?,
                "efficiency" => self.efficiency = __c::set(value, &__INPUTS[5])?,
                "layer_tax" => self.layer_tax = __c::set(value, &__INPUTS[6])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<Serving, __c::InputError> {
            ServingBuilder::build(self)
        }
    }
    impl<'a> ServingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a Serving {
            self.scenario
        }
    }
    impl __c::Scenario for Serving {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "Serving",
            family: &FORWARD,
            summary: "Serving one batch of requests of an LLM on one accelerator: the time to the first token, the time between the next ones, and whether the weights and the cache fit.",
            description: "Prefill runs the prompt's work (2 FLOPs per parameter per token, plus attention over the\nprompt) at a share of the accelerator's peak, plus a dispatch tax. Each decode step then\nreads the weights and the whole cache from memory, plus a framework tax per layer. The\nweights and the key-value cache of the full context must fit the accelerator's memory.",
            notes: __c::meta::Notes {
                equation: "TTFT = (2·P·S·B + 4·L·h·(d ÷ h)·S²·B) ÷ (peak × efficiency) + dispatch tax; ITL = (weights + KV(S, B)) ÷ bandwidth + L × layer tax; fits when weights + KV ≤ memory",
                assumptions: &[
                    "The cache is stored at the weights' precision, and covers the whole context of every request.",
                    "Prefill runs at `efficiency` of the accelerator's peak at `precision` where the registry states one, else of its headline peak.",
                    "The dispatch tax is the accelerator's own, from the hardware registry.",
                ],
                rules: __RULES,
                excludes: &[
                    "Prompt caching, chunked prefill, disaggregated prefill and decode, and speculative decoding (the reference's serving model has them; the reference's scenario uses none).",
                    "Queueing: one batch arrives and is served.",
                ],
                derivation: &[
                    "A decode step reads every weight and every cached key and value once, so its time is those bytes over the memory bandwidth, whatever the batch's work.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Llama 3.1 70B at FP16 does not fit one H100, and its decode is memory bound",
                    code: "// Llama 3.1 70B at FP16 does not fit one H100, and its decode is memory bound\nuse mlsysim_serving::forward::llama3_70b_serving_h100;\n\nlet s = llama3_70b_serving_h100()?;\nassert!(!s.feasible()?);\nassert!(s.memory_utilization()? > 1.6);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ServingBuilder;
        fn to_builder(&self) -> ServingBuilder {
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
                    &self.seq_len,
                    &self.batch_size,
                    &self.precision,
                    &self.efficiency,
                    &self.layer_tax,
                ],
                &[
                    &values.ttft,
                    &values.itl,
                    &values.kv_cache_size,
                    &values.model_weights_size,
                    &values.total_memory_required,
                    &values.memory_utilization,
                    &values.feasible,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "ttft" => Some(Ok(self.__explain_ttft())),
                "kv_cache_size" => Some(Ok(self.__explain_kv_cache_size())),
                "model_weights_size" => Some(Ok(self.__explain_model_weights_size())),
                "memory_utilization" => Some(Ok(self.__explain_memory_utilization())),
                "feasible" => Some(Ok(self.__explain_feasible())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "hardware" => (&__c::explain::Held(&self.hardware)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(Serving);
};
