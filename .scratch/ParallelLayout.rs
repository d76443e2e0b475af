/**One training step of a model laid out over tensor (TP), pipeline (PP) and data (DP) parallelism: its compute window, its exposed gradient exchange, its efficiency and the state each device holds.

The step's work is `flops_per_param_token` FLOPs per parameter per token over
`batch_tokens` tokens, spread over every device at a local share of peak. Each data-parallel
rank reduces its gradient shard (the full gradient over TP × PP) with a ring AllReduce of
about twice the shard; up to `overlap_fraction` of that transfer hides under the compute
window, never more than the window. The pipeline idles (p − 1)/(m + p − 1) of the step,
which stretches the window by 1/(1 − bubble). State is 16 bytes a parameter of
mixed-precision Adam over TP × PP; ZeRO-1 also shards the 12 bytes of optimizer state over
the data-parallel group.

# Equation

N = tp × pp × dp; window = F ÷ (N × peak × η); shard = gradient ÷ (tp × pp); comm = 2 × shard ÷ link; hidden = min(overlap × comm, window); step = window ÷ (1 − bubble) + comm − hidden; efficiency = window ÷ step

# Assumptions

- The AllReduce sends the large-ring factor 2 times the shard, whatever the data-parallel size.
- At most `overlap_fraction` of the AllReduce hides under compute, and never more than the compute window.
- The compute window is carried at `window_resolution` when given, as the napkin math prints it.

# Rules across inputs

- the registry states a peak of `accelerator` at `precision` (`accelerator.rate_at(precision).is_some()`)
- `gradient_precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4) (`gradient_precision.storage_bytes().is_some()`)

# Excludes

- Tensor-parallel and pipeline communication, activation memory and recomputation.

# Derivation

- Narayanan et al. (2021), Megatron-LM 3D parallelism; Rajbhandari et al. (2020), ZeRO; Huang et al. (2019), GPipe.

# Examples

```rust
// 3D parallelism keeps GPT-3 at 87% efficiency
use mlsysim_cluster::distributed::gpt3_three_d_parallel_1k;

let s = gpt3_three_d_parallel_1k()?;
assert_eq!(s.compute_time()?.value, 2.1);
assert!((s.efficiency()? - 0.8727272727272728).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ParallelLayout {
    ///The model trained.
    pub workload: &'static Workload,
    ///Devices of one tensor-parallel group. *Default `1`; allowed >= 1.*
    pub tp_size: u32,
    ///Pipeline stages. *Default `1`; allowed >= 1.*
    pub pp_size: u32,
    ///Data-parallel replicas. *Allowed >= 1.*
    pub dp_size: u32,
    ///Microbatches a pipeline step is fed. *Default `1`; allowed >= 1.*
    pub microbatches: u32,
    ///Tokens of one optimizer update. *Allowed > 0.*
    pub batch_tokens: f64,
    ///Training FLOPs per parameter per token. *Allowed > 0.*
    pub flops_per_param_token: f64,
    ///The accelerator every device is.
    pub accelerator: &'static HardwareNode,
    ///The precision whose peak sets the compute window. *Default `Precision::Fp8`.*
    pub precision: Precision,
    ///Share of peak each device sustains before communication. *Allowed > 0 and [0.0, 1.0].*
    pub local_efficiency: f64,
    ///Bandwidth of each device's data-parallel link. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub link_bandwidth: DataRate,
    ///Share of the AllReduce that may hide under compute. *Allowed [0.0, 1.0].*
    pub overlap_fraction: f64,
    ///Storage format of the gradients. *Default `Precision::Fp16`.*
    pub gradient_precision: Precision,
    ///The precision the compute window is carried at. *Optional (absent by default); shown in `SECOND`; allowed > 0.*
    pub window_resolution: Option<Time>,
    ///Memory of one device, for the fewest devices that hold the state. *Optional (absent by default); shown in `GB`; allowed > 0.*
    pub device_memory: Option<Information>,
}
///Builds a [`ParallelLayout`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ParallelLayoutBuilder {
    workload: ::core::option::Option<&'static Workload>,
    tp_size: ::core::option::Option<u32>,
    pp_size: ::core::option::Option<u32>,
    dp_size: ::core::option::Option<u32>,
    microbatches: ::core::option::Option<u32>,
    batch_tokens: ::core::option::Option<f64>,
    flops_per_param_token: ::core::option::Option<f64>,
    accelerator: ::core::option::Option<&'static HardwareNode>,
    precision: ::core::option::Option<Precision>,
    local_efficiency: ::core::option::Option<f64>,
    link_bandwidth: ::core::option::Option<DataRate>,
    overlap_fraction: ::core::option::Option<f64>,
    gradient_precision: ::core::option::Option<Precision>,
    window_resolution: ::core::option::Option<Time>,
    device_memory: ::core::option::Option<Information>,
}
///Every property of a [`ParallelLayout`], each computed once (see [`ParallelLayout::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ParallelLayoutValues<'a> {
    scenario: &'a ParallelLayout,
    ///Devices in all.
    pub n_devices: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Work of one step.
    pub step_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///The compute window of one step on every device.
    pub compute_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Bytes of the whole gradient.
    pub gradient_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///The gradient shard each data-parallel rank reduces.
    pub dp_shard: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes each rank sends in an exact ring of `dp_size` ranks.
    pub ring_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time of the AllReduce: twice the shard at the link.
    pub allreduce_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Part of the AllReduce hidden under compute.
    pub hidden_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Part of the AllReduce left exposed.
    pub exposed_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of the step each stage idles while the pipeline fills and drains.
    pub bubble: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time of one step: the window stretched by the bubble, plus the exposed AllReduce.
    pub step_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The compute window's share of the step.
    pub efficiency: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The same share with nothing hidden.
    pub efficiency_no_overlap: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the AllReduce hidden.
    pub overlap_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Mixed-precision Adam state of the whole model.
    pub state_total: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///State on one device, split over TP × PP.
    pub state_per_device: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///State on one device with ZeRO-1: weights and gradients over TP × PP, the optimizer
    pub zero1_state_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Share of the fleet's peak the step delivers.
    pub fleet_mfu: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The same, with the efficiency counted twice (a common mistake, shown for contrast).
    pub double_counted_mfu: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Fewest devices whose memory holds the whole state.
    pub min_devices_for_state: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
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
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pp_size",
            ty: "u32",
            doc: "Pipeline stages.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dp_size",
            ty: "u32",
            doc: "Data-parallel replicas.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "microbatches",
            ty: "u32",
            doc: "Microbatches a pipeline step is fed.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_tokens",
            ty: "f64",
            doc: "Tokens of one optimizer update.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "flops_per_param_token",
            ty: "f64",
            doc: "Training FLOPs per parameter per token.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator",
            ty: "&'static HardwareNode",
            doc: "The accelerator every device is.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "The precision whose peak sets the compute window.",
            default: Some("Precision::Fp8"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "local_efficiency",
            ty: "f64",
            doc: "Share of peak each device sustains before communication.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "link_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of each device's data-parallel link.",
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
            name: "overlap_fraction",
            ty: "f64",
            doc: "Share of the AllReduce that may hide under compute.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gradient_precision",
            ty: "Precision",
            doc: "Storage format of the gradients.",
            default: Some("Precision::Fp16"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "window_resolution",
            ty: "Option<Time>",
            doc: "The precision the compute window is carried at.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_memory",
            ty: "Option<Information>",
            doc: "Memory of one device, for the fewest devices that hold the state.",
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
            name: "n_devices",
            doc: "Devices in all.",
            equation: "tp_size * pp_size * dp_size",
            result_type: "i64",
            depends_on: &["tp_size", "pp_size", "dp_size"],
            template: "{tp_size} * {pp_size} * {dp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_flops",
            doc: "Work of one step.",
            equation: "flops_per_param_token * workload.parameter_count() * batch_tokens * flops(1.0)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["flops_per_param_token", "workload", "batch_tokens"],
            reaches: &[("workload", "parameter_count")],
            calls: &["flops"],
            template: "{flops_per_param_token} * {#0 workload.parameter_count()} * {batch_tokens} * flops(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_time",
            doc: "The compute window of one step on every device.",
            equation: "match optional(window_resolution) {\n    Some(r) => {\n        round_to_resolution(\n            step_flops\n                / (n_devices * accelerator.peak_at(precision) * local_efficiency),\n            r,\n        )\n    }\n    None => {\n        step_flops / (n_devices * accelerator.peak_at(precision) * local_efficiency)\n    }\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &[
                "window_resolution",
                "accelerator",
                "precision",
                "local_efficiency",
                "step_flops",
                "n_devices",
            ],
            reaches: &[("accelerator", "peak_at")],
            calls: &["round_to_resolution"],
            template: "match {#0 optional(window_resolution)} {{\n    Some(r) => {{\n        round_to_resolution(\n            {step_flops}\n                / ({n_devices} * {#1 accelerator.peak_at(precision)} * {local_efficiency}),\n            r,\n        )\n    }}\n    None => {{\n        {step_flops} / ({n_devices} * {#2 accelerator.peak_at(precision)} * {local_efficiency})\n    }}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gradient_bytes",
            doc: "Bytes of the whole gradient.",
            equation: "weight_bytes(workload, precision_width(gradient_precision))",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "gradient_precision"],
            calls: &["weight_bytes", "precision_width"],
            template: "weight_bytes({workload}, precision_width({gradient_precision}))",
            named_calls: "precision_width(gradient_precision)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dp_shard",
            doc: "The gradient shard each data-parallel rank reduces.",
            equation: "gradient_bytes / (tp_size * pp_size)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tp_size", "pp_size", "gradient_bytes"],
            template: "{gradient_bytes} / ({tp_size} * {pp_size})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ring_bytes",
            doc: "Bytes each rank sends in an exact ring of `dp_size` ranks.",
            equation: "ring_allreduce_data_factor(dp_size) * dp_shard",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["dp_size", "dp_shard"],
            calls: &["ring_allreduce_data_factor"],
            template: "ring_allreduce_data_factor({dp_size}) * {dp_shard}",
            named_calls: "ring_allreduce_data_factor(dp_size)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "allreduce_time",
            doc: "Time of the AllReduce: twice the shard at the link.",
            equation: "Communication::RingAllreduceFactor.value * dp_shard / link_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["link_bandwidth", "dp_shard"],
            template: "Communication::RingAllreduceFactor.value * {dp_shard} / {link_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hidden_time",
            doc: "Part of the AllReduce hidden under compute.",
            equation: "min(allreduce_time * overlap_fraction, compute_time)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["overlap_fraction", "allreduce_time", "compute_time"],
            calls: &["min"],
            template: "min({allreduce_time} * {overlap_fraction}, {compute_time})",
            operation: "result of `min`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "exposed_time",
            doc: "Part of the AllReduce left exposed.",
            equation: "allreduce_time - hidden_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["allreduce_time", "hidden_time"],
            template: "{allreduce_time} - {hidden_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bubble",
            doc: "Share of the step each stage idles while the pipeline fills and drains.",
            equation: "pipeline_bubble(pp_size, microbatches, 1)",
            result_type: "f64",
            depends_on: &["pp_size", "microbatches"],
            calls: &["pipeline_bubble"],
            template: "pipeline_bubble({pp_size}, {microbatches}, 1)",
            operation: "result of `pipeline_bubble`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_time",
            doc: "Time of one step: the window stretched by the bubble, plus the exposed AllReduce.",
            equation: "compute_time / (1.0 - bubble) + exposed_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["compute_time", "bubble", "exposed_time"],
            template: "{compute_time} / (1.0 - {bubble}) + {exposed_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "efficiency",
            doc: "The compute window's share of the step.",
            equation: "compute_time / step_time",
            result_type: "f64",
            depends_on: &["compute_time", "step_time"],
            template: "{compute_time} / {step_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "efficiency_no_overlap",
            doc: "The same share with nothing hidden.",
            equation: "compute_time / (compute_time / (1.0 - bubble) + allreduce_time)",
            result_type: "f64",
            depends_on: &["compute_time", "bubble", "allreduce_time"],
            template: "{compute_time} / ({compute_time} / (1.0 - {bubble}) + {allreduce_time})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overlap_share",
            doc: "Share of the AllReduce hidden.",
            equation: "hidden_time / allreduce_time",
            result_type: "f64",
            depends_on: &["hidden_time", "allreduce_time"],
            template: "{hidden_time} / {allreduce_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "state_total",
            doc: "Mixed-precision Adam state of the whole model.",
            equation: "memory_from_params(\n    workload.parameter_count(),\n    ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload"],
            reaches: &[("workload", "parameter_count")],
            calls: &["memory_from_params"],
            template: "memory_from_params(\n    {#0 workload.parameter_count()},\n    ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value,\n)",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "state_per_device",
            doc: "State on one device, split over TP × PP.",
            equation: "state_total / (tp_size * pp_size)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tp_size", "pp_size", "state_total"],
            template: "{state_total} / ({tp_size} * {pp_size})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "zero1_state_per_device",
            doc: "State on one device with ZeRO-1: weights and gradients over TP × PP, the optimizer\nstate over every device.",
            equation: "memory_from_params(\n    workload.parameter_count(),\n    2.0 * precision_width(Precision::Fp16),\n) / (tp_size * pp_size)\n    + memory_from_params(\n        workload.parameter_count(),\n        ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value,\n    ) / n_devices",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "tp_size", "pp_size", "n_devices"],
            reaches: &[("workload", "parameter_count")],
            calls: &["memory_from_params", "precision_width"],
            template: "memory_from_params({#0 workload.parameter_count()}, 2.0 * precision_width(Precision::Fp16))\n    / ({tp_size} * {pp_size})\n    + memory_from_params(\n        {#1 workload.parameter_count()},\n        ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value,\n    ) / {n_devices}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fleet_mfu",
            doc: "Share of the fleet's peak the step delivers.",
            equation: "local_efficiency * efficiency",
            result_type: "f64",
            depends_on: &["local_efficiency", "efficiency"],
            template: "{local_efficiency} * {efficiency}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "double_counted_mfu",
            doc: "The same, with the efficiency counted twice (a common mistake, shown for contrast).",
            equation: "local_efficiency * efficiency * efficiency",
            result_type: "f64",
            depends_on: &["local_efficiency", "efficiency"],
            template: "{local_efficiency} * {efficiency} * {efficiency}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "min_devices_for_state",
            doc: "Fewest devices whose memory holds the whole state.",
            equation: "ceil(state_total / device_memory)",
            result_type: "i64",
            depends_on: &["device_memory", "state_total"],
            requires: &["device_memory"],
            calls: &["ceil"],
            template: "ceil({state_total} / {device_memory})",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "the registry states a peak of `accelerator` at `precision`",
            condition: "accelerator.rate_at(precision).is_some()",
            inputs: &["accelerator", "precision"],
        },
        __c::RuleInfo {
            text: "`gradient_precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)",
            condition: "gradient_precision.storage_bytes().is_some()",
            inputs: &["gradient_precision"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ParallelLayout {
        ///Starts a [`ParallelLayoutBuilder`]; required inputs must be set before [`ParallelLayoutBuilder::build`].
        #[must_use]
        pub fn builder() -> ParallelLayoutBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ParallelLayoutBuilder {
            ParallelLayoutBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                tp_size: Some(__Clone::clone(&self.tp_size)),
                pp_size: Some(__Clone::clone(&self.pp_size)),
                dp_size: Some(__Clone::clone(&self.dp_size)),
                microbatches: Some(__Clone::clone(&self.microbatches)),
                batch_tokens: Some(__Clone::clone(&self.batch_tokens)),
                flops_per_param_token: Some(__Clone::clone(&self.flops_per_param_token)),
                accelerator: Some(__Clone::clone(&self.accelerator)),
                precision: Some(__Clone::clone(&self.precision)),
                local_efficiency: Some(__Clone::clone(&self.local_efficiency)),
                link_bandwidth: Some(__Clone::clone(&self.link_bandwidth)),
                overlap_fraction: Some(__Clone::clone(&self.overlap_fraction)),
                gradient_precision: Some(__Clone::clone(&self.gradient_precision)),
                window_resolution: __Clone::clone(&self.window_resolution),
                device_memory: __Clone::clone(&self.device_memory),
            }
        }
        ///Devices in all. Equation: `tp_size * pp_size * dp_size`.
        #[inline]
        pub fn n_devices(&self) -> __Result<i64, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            let pp_size = __Clone::clone(&self.pp_size);
            let dp_size = __Clone::clone(&self.dp_size);
            struct n_devices {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    n_devices,
                >(tp_size.eq_mul(pp_size)?.eq_mul(dp_size)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Work of one step. Equation: `flops_per_param_token * workload.parameter_count() * batch_tokens * flops(1.0)`.
        #[inline]
        pub fn step_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            let flops_per_param_token = __Clone::clone(&self.flops_per_param_token);
            let workload = __Clone::clone(&self.workload);
            let batch_tokens = __Clone::clone(&self.batch_tokens);
            struct step_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    step_flops,
                >(
                    flops_per_param_token
                        .eq_mul(workload.parameter_count()?)?
                        .eq_mul(batch_tokens)?
                        .eq_mul(::mlsysim_core::equation::flops(1.0))?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**The compute window of one step on every device.

Equation:

```text
match optional(window_resolution) {
    Some(r) => {
        round_to_resolution(
            step_flops
                / (n_devices * accelerator.peak_at(precision) * local_efficiency),
            r,
        )
    }
    None => {
        step_flops / (n_devices * accelerator.peak_at(precision) * local_efficiency)
    }
}
```
*/
        #[inline]
        pub fn compute_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_compute_time(self.step_flops()?, self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_compute_time(
            &self,
            step_flops: FlopCount,
            n_devices: i64,
        ) -> __Result<Time, __c::EvalError> {
            let window_resolution = __Clone::clone(&self.window_resolution);
            let accelerator = __Clone::clone(&self.accelerator);
            let precision = __Clone::clone(&self.precision);
            let local_efficiency = __Clone::clone(&self.local_efficiency);
            struct compute_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    compute_time,
                >(
                    match ::mlsysim_core::equation::optional(window_resolution) {
                        Some(r) => {
                            ::mlsysim_core::equation::round_to_resolution(
                                step_flops
                                    .eq_div(
                                        n_devices
                                            .eq_mul(accelerator.peak_at(precision)?)?
                                            .eq_mul(local_efficiency)?,
                                    )?,
                                r,
                            )?
                        }
                        None => {
                            step_flops
                                .eq_div(
                                    n_devices
                                        .eq_mul(accelerator.peak_at(precision)?)?
                                        .eq_mul(local_efficiency)?,
                                )?
                        }
                    },
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Bytes of the whole gradient. Equation: `weight_bytes(workload, precision_width(gradient_precision))`.
        #[inline]
        pub fn gradient_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let gradient_precision = __Clone::clone(&self.gradient_precision);
            struct gradient_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    gradient_bytes,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                            workload,
                            ::mlsysim_core::equation::precision_width(
                                gradient_precision,
                            )?,
                        )?
                        .quantity(),
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///The gradient shard each data-parallel rank reduces. Equation: `gradient_bytes / (tp_size * pp_size)`.
        #[inline]
        pub fn dp_shard(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_dp_shard(self.gradient_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_dp_shard(
            &self,
            gradient_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            let pp_size = __Clone::clone(&self.pp_size);
            struct dp_shard {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    dp_shard,
                >(gradient_bytes.eq_div(tp_size.eq_mul(pp_size)?)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Bytes each rank sends in an exact ring of `dp_size` ranks. Equation: `ring_allreduce_data_factor(dp_size) * dp_shard`.
        #[inline]
        pub fn ring_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_ring_bytes(self.dp_shard()?)
        }
        #[doc(hidden)]
        fn __eq_ring_bytes(
            &self,
            dp_shard: Information,
        ) -> __Result<Information, __c::EvalError> {
            let dp_size = __Clone::clone(&self.dp_size);
            struct ring_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    ring_bytes,
                >(
                    ::mlsysim_core::equation::ring_allreduce_data_factor(dp_size)?
                        .eq_mul(dp_shard)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Time of the AllReduce: twice the shard at the link. Equation: `Communication::RingAllreduceFactor.value * dp_shard / link_bandwidth`.
        #[inline]
        pub fn allreduce_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_allreduce_time(self.dp_shard()?)
        }
        #[doc(hidden)]
        fn __eq_allreduce_time(
            &self,
            dp_shard: Information,
        ) -> __Result<Time, __c::EvalError> {
            let link_bandwidth = __Clone::clone(&self.link_bandwidth);
            struct allreduce_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    allreduce_time,
                >(
                    Communication::RingAllreduceFactor
                        .value
                        .eq_mul(dp_shard)?
                        .eq_div(link_bandwidth)?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Part of the AllReduce hidden under compute. Equation: `min(allreduce_time * overlap_fraction, compute_time)`.
        #[inline]
        pub fn hidden_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_hidden_time(self.allreduce_time()?, self.compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_hidden_time(
            &self,
            allreduce_time: Time,
            compute_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let overlap_fraction = __Clone::clone(&self.overlap_fraction);
            struct hidden_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    hidden_time,
                >(
                    ::mlsysim_core::equation::min(
                        allreduce_time.eq_mul(overlap_fraction)?,
                        compute_time,
                    ),
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///Part of the AllReduce left exposed. Equation: `allreduce_time - hidden_time`.
        #[inline]
        pub fn exposed_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_exposed_time(self.allreduce_time()?, self.hidden_time()?)
        }
        #[doc(hidden)]
        fn __eq_exposed_time(
            &self,
            allreduce_time: Time,
            hidden_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct exposed_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    exposed_time,
                >(allreduce_time.eq_sub(hidden_time)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Share of the step each stage idles while the pipeline fills and drains. Equation: `pipeline_bubble(pp_size, microbatches, 1)`.
        #[inline]
        pub fn bubble(&self) -> __Result<f64, __c::EvalError> {
            let pp_size = __Clone::clone(&self.pp_size);
            let microbatches = __Clone::clone(&self.microbatches);
            struct bubble {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    bubble,
                >(
                    ::mlsysim_core::equation::pipeline_bubble(pp_size, microbatches, 1)?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///Time of one step: the window stretched by the bubble, plus the exposed AllReduce. Equation: `compute_time / (1.0 - bubble) + exposed_time`.
        #[inline]
        pub fn step_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_step_time(
                self.compute_time()?,
                self.bubble()?,
                self.exposed_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_step_time(
            &self,
            compute_time: Time,
            bubble: f64,
            exposed_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct step_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    step_time,
                >(compute_time.eq_div((1.0).eq_sub(bubble)?)?.eq_add(exposed_time)?))(),
                &__PROPERTIES[10],
            )
        }
        ///The compute window's share of the step. Equation: `compute_time / step_time`.
        #[inline]
        pub fn efficiency(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_efficiency(self.compute_time()?, self.step_time()?)
        }
        #[doc(hidden)]
        fn __eq_efficiency(
            &self,
            compute_time: Time,
            step_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct efficiency {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    efficiency,
                >(compute_time.eq_div(step_time)?))(),
                &__PROPERTIES[11],
            )
        }
        ///The same share with nothing hidden. Equation: `compute_time / (compute_time / (1.0 - bubble) + allreduce_time)`.
        #[inline]
        pub fn efficiency_no_overlap(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_efficiency_no_overlap(
                self.compute_time()?,
                self.bubble()?,
                self.allreduce_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_efficiency_no_overlap(
            &self,
            compute_time: Time,
            bubble: f64,
            allreduce_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct efficiency_no_overlap {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    efficiency_no_overlap,
                >(
                    compute_time
                        .eq_div(
                            compute_time
                                .eq_div((1.0).eq_sub(bubble)?)?
                                .eq_add(allreduce_time)?,
                        )?,
                ))(),
                &__PROPERTIES[12],
            )
        }
        ///Share of the AllReduce hidden. Equation: `hidden_time / allreduce_time`.
        #[inline]
        pub fn overlap_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_overlap_share(self.hidden_time()?, self.allreduce_time()?)
        }
        #[doc(hidden)]
        fn __eq_overlap_share(
            &self,
            hidden_time: Time,
            allreduce_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct overlap_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    overlap_share,
                >(hidden_time.eq_div(allreduce_time)?))(),
                &__PROPERTIES[13],
            )
        }
        /**Mixed-precision Adam state of the whole model.

Equation:

```text
memory_from_params(
    workload.parameter_count(),
    ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter.value,
)
```
*/
        #[inline]
        pub fn state_total(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct state_total {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    state_total,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        workload.parameter_count()?,
                        ReferenceStats::MixedPrecisionAdam::TrainingStateBytesPerParameter
                            .value,
                    )?,
                ))(),
                &__PROPERTIES[14],
            )
        }
        ///State on one device, split over TP × PP. Equation: `state_total / (tp_size * pp_size)`.
        #[inline]
        pub fn state_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_state_per_device(self.state_total()?)
        }
        #[doc(hidden)]
        fn __eq_state_per_device(
            &self,
            state_total: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            let pp_size = __Clone::clone(&self.pp_size);
            struct state_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    state_per_device,
                >(state_total.eq_div(tp_size.eq_mul(pp_size)?)?))(),
                &__PROPERTIES[15],
            )
        }
        /**State on one device with ZeRO-1: weights and gradients over TP × PP, the optimizer
state over every device.

Equation:

```text
memory_from_params(
    workload.parameter_count(),
    2.0 * precision_width(Precision::Fp16),
) / (tp_size * pp_size)
    + memory_from_params(
        workload.parameter_count(),
        ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter.value,
    ) / n_devices
```
*/
        #[inline]
        pub fn zero1_state_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_zero1_state_per_device(self.n_devices()?)
        }
        #[doc(hidden)]
        fn __eq_zero1_state_per_device(
            &self,
            n_devices: i64,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let tp_size = __Clone::clone(&self.tp_size);
            let pp_size = __Clone::clone(&self.pp_size);
            struct zero1_state_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    zero1_state_per_device,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                            workload.parameter_count()?,
                            (2.0)
                                .eq_mul(
                                    ::mlsysim_core::equation::precision_width(Precision::Fp16)?,
                                )?,
                        )?
                        .eq_div(tp_size.eq_mul(pp_size)?)?
                        .eq_add(
                            ::mlsysim_core::equation::memory_from_params(
                                    workload.parameter_count()?,
                                    ReferenceStats::MixedPrecisionAdam::OptimizerStateBytesPerParameter
                                        .value,
                                )?
                                .eq_div(n_devices)?,
                        )?,
                ))(),
                &__PROPERTIES[16],
            )
        }
        ///Share of the fleet's peak the step delivers. Equation: `local_efficiency * efficiency`.
        #[inline]
        pub fn fleet_mfu(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_fleet_mfu(self.efficiency()?)
        }
        #[doc(hidden)]
        fn __eq_fleet_mfu(&self, efficiency: f64) -> __Result<f64, __c::EvalError> {
            let local_efficiency = __Clone::clone(&self.local_efficiency);
            struct fleet_mfu {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    fleet_mfu,
                >(local_efficiency.eq_mul(efficiency)?))(),
                &__PROPERTIES[17],
            )
        }
        ///The same, with the efficiency counted twice (a common mistake, shown for contrast). Equation: `local_efficiency * efficiency * efficiency`.
        #[inline]
        pub fn double_counted_mfu(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_double_counted_mfu(self.efficiency()?)
        }
        #[doc(hidden)]
        fn __eq_double_counted_mfu(
            &self,
            efficiency: f64,
        ) -> __Result<f64, __c::EvalError> {
            let local_efficiency = __Clone::clone(&self.local_efficiency);
            struct double_counted_mfu {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    double_counted_mfu,
                >(local_efficiency.eq_mul(efficiency)?.eq_mul(efficiency)?))(),
                &__PROPERTIES[18],
            )
        }
        ///Fewest devices whose memory holds the whole state. Equation: `ceil(state_total / device_memory)`. Requires `device_memory` (an error names the absent one).
        #[inline]
        pub fn min_devices_for_state(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_min_devices_for_state(self.state_total()?)
        }
        #[doc(hidden)]
        fn __eq_min_devices_for_state(
            &self,
            state_total: Information,
        ) -> __Result<i64, __c::EvalError> {
            let device_memory = __c::present(
                &self.device_memory,
                "min_devices_for_state",
                "device_memory",
            )?;
            struct min_devices_for_state {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    min_devices_for_state,
                >(
                    ::mlsysim_core::equation::ceil(state_total.eq_div(device_memory)?)?,
                ))(),
                &__PROPERTIES[19],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ParallelLayoutValues`].
        #[must_use]
        pub fn evaluate(&self) -> ParallelLayoutValues<'_> {
            let n_devices = self.n_devices();
            let step_flops = self.step_flops();
            let compute_time = __c::after(
                (&step_flops, &n_devices),
                |(v0, v1)| self.__eq_compute_time(v0, v1),
            );
            let gradient_bytes = self.gradient_bytes();
            let dp_shard = __c::after(
                (&gradient_bytes,),
                |(v0,)| self.__eq_dp_shard(v0),
            );
            let ring_bytes = __c::after((&dp_shard,), |(v0,)| self.__eq_ring_bytes(v0));
            let allreduce_time = __c::after(
                (&dp_shard,),
                |(v0,)| self.__eq_allreduce_time(v0),
            );
            let hidden_time = __c::after(
                (&allreduce_time, &compute_time),
                |(v0, v1)| self.__eq_hidden_time(v0, v1),
            );
            let exposed_time = __c::after(
                (&allreduce_time, &hidden_time),
                |(v0, v1)| self.__eq_exposed_time(v0, v1),
            );
            let bubble = self.bubble();
            let step_time = __c::after(
                (&compute_time, &bubble, &exposed_time),
                |(v0, v1, v2)| self.__eq_step_time(v0, v1, v2),
            );
            let efficiency = __c::after(
                (&compute_time, &step_time),
                |(v0, v1)| self.__eq_efficiency(v0, v1),
            );
            let efficiency_no_overlap = __c::after(
                (&compute_time, &bubble, &allreduce_time),
                |(v0, v1, v2)| self.__eq_efficiency_no_overlap(v0, v1, v2),
            );
            let overlap_share = __c::after(
                (&hidden_time, &allreduce_time),
                |(v0, v1)| self.__eq_overlap_share(v0, v1),
            );
            let state_total = self.state_total();
            let state_per_device = __c::after(
                (&state_total,),
                |(v0,)| self.__eq_state_per_device(v0),
            );
            let zero1_state_per_device = __c::after(
                (&n_devices,),
                |(v0,)| self.__eq_zero1_state_per_device(v0),
            );
            let fleet_mfu = __c::after((&efficiency,), |(v0,)| self.__eq_fleet_mfu(v0));
            let double_counted_mfu = __c::after(
                (&efficiency,),
                |(v0,)| self.__eq_double_counted_mfu(v0),
            );
            let min_devices_for_state = __c::after(
                (&state_total,),
                |(v0,)| self.__eq_min_devices_for_state(v0),
            );
            ParallelLayoutValues {
                scenario: self,
                n_devices,
                step_flops,
                compute_time,
                gradient_bytes,
                dp_shard,
                ring_bytes,
                allreduce_time,
                hidden_time,
                exposed_time,
                bubble,
                step_time,
                efficiency,
                efficiency_no_overlap,
                overlap_share,
                state_total,
                state_per_device,
                zero1_state_per_device,
                fleet_mfu,
                double_counted_mfu,
                min_devices_for_state,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.tp_size, &__INPUTS[1])?;
            __c::bounded_plain(&self.pp_size, &__INPUTS[2])?;
            __c::bounded_plain(&self.dp_size, &__INPUTS[3])?;
            __c::bounded_plain(&self.microbatches, &__INPUTS[4])?;
            __c::bounded(&self.batch_tokens, &__INPUTS[5])?;
            __c::bounded(&self.flops_per_param_token, &__INPUTS[6])?;
            __c::finite(&self.accelerator, &__INPUTS[7])?;
            __c::finite(&self.precision, &__INPUTS[8])?;
            __c::bounded_plain(&self.local_efficiency, &__INPUTS[9])?;
            __c::bounded(&self.link_bandwidth, &__INPUTS[10])?;
            __c::bounded_plain(&self.overlap_fraction, &__INPUTS[11])?;
            __c::finite(&self.gradient_precision, &__INPUTS[12])?;
            __c::bounded(&self.window_resolution, &__INPUTS[13])?;
            __c::bounded(&self.device_memory, &__INPUTS[14])?;
            {
                let accelerator = __Clone::clone(&self.accelerator);
                let precision = __Clone::clone(&self.precision);
                __c::rule(
                    accelerator.rate_at(precision).is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.accelerator, &self.precision],
                )?;
            }
            {
                let gradient_precision = __Clone::clone(&self.gradient_precision);
                __c::rule(
                    gradient_precision.storage_bytes().is_some(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.gradient_precision],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_step_flops(&self) -> __c::Parts {
            __c::traced(
                self.step_flops(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_compute_time(&self) -> __c::Parts {
            __c::traced(
                self.compute_time(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let window_resolution = __Clone::clone(& self.window_resolution);
                    let part = ::mlsysim_core::equation::optional(window_resolution);
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let accelerator = __Clone::clone(& self.accelerator); let precision =
                    __Clone::clone(& self.precision); let part = accelerator
                    .peak_at(precision) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let accelerator = __Clone::clone(& self
                    .accelerator); let precision = __Clone::clone(& self.precision); let
                    part = accelerator.peak_at(precision) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_gradient_bytes(&self) -> __c::Parts {
            __c::traced(
                self.gradient_bytes(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "weight_bytes", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let gradient_precision = __Clone::clone(& self.gradient_precision);
                    let part =
                    ::mlsysim_core::equation::precision_width(gradient_precision) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite
                    { name : "precision_width", args :
                    ::std::vec![__c::Operand::Name("gradient_precision")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_hidden_time(&self) -> __c::Parts {
            __c::traced(
                self.hidden_time(),
                &__PROPERTIES[7],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "min", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let allreduce_time = self
                    .allreduce_time() ?; let overlap_fraction = __Clone::clone(& self
                    .overlap_fraction); let part = allreduce_time
                    .eq_mul(overlap_fraction) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Name("compute_time")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_bubble(&self) -> __c::Parts {
            __c::traced(
                self.bubble(),
                &__PROPERTIES[9],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "pipeline_bubble", args :
                    ::std::vec![__c::Operand::Name("pp_size"),
                    __c::Operand::Name("microbatches"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_state_total(&self) -> __c::Parts {
            __c::traced(
                self.state_total(),
                &__PROPERTIES[14],
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
        fn __explain_zero1_state_per_device(&self) -> __c::Parts {
            __c::traced(
                self.zero1_state_per_device(),
                &__PROPERTIES[16],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.parameter_count() ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_min_devices_for_state(&self) -> __c::Parts {
            __c::traced(
                self.min_devices_for_state(),
                &__PROPERTIES[19],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let state_total = self
                    .state_total() ?; let device_memory = __c::present(& self
                    .device_memory, "min_devices_for_state", "device_memory") ?; let part
                    = state_total.eq_div(device_memory) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl ParallelLayoutBuilder {
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
        ///Sets `pp_size`: Pipeline stages.
        #[must_use]
        pub fn pp_size(mut self, value: u32) -> Self {
            self.pp_size = Some(value);
            self
        }
        ///Sets `dp_size`: Data-parallel replicas.
        #[must_use]
        pub fn dp_size(mut self, value: u32) -> Self {
            self.dp_size = Some(value);
            self
        }
        ///Sets `microbatches`: Microbatches a pipeline step is fed.
        #[must_use]
        pub fn microbatches(mut self, value: u32) -> Self {
            self.microbatches = Some(value);
            self
        }
        ///Sets `batch_tokens`: Tokens of one optimizer update.
        #[must_use]
        pub fn batch_tokens(mut self, value: f64) -> Self {
            self.batch_tokens = Some(value);
            self
        }
        ///Sets `flops_per_param_token`: Training FLOPs per parameter per token.
        #[must_use]
        pub fn flops_per_param_token(mut self, value: f64) -> Self {
            self.flops_per_param_token = Some(value);
            self
        }
        ///Sets `accelerator`: The accelerator every device is.
        #[must_use]
        pub fn accelerator(mut self, value: &'static HardwareNode) -> Self {
            self.accelerator = Some(value);
            self
        }
        ///Sets `precision`: The precision whose peak sets the compute window.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `local_efficiency`: Share of peak each device sustains before communication.
        #[must_use]
        pub fn local_efficiency(mut self, value: f64) -> Self {
            self.local_efficiency = Some(value);
            self
        }
        ///Sets `link_bandwidth`: Bandwidth of each device's data-parallel link.
        #[must_use]
        pub fn link_bandwidth(mut self, value: DataRate) -> Self {
            self.link_bandwidth = Some(value);
            self
        }
        ///Sets `overlap_fraction`: Share of the AllReduce that may hide under compute.
        #[must_use]
        pub fn overlap_fraction(mut self, value: f64) -> Self {
            self.overlap_fraction = Some(value);
            self
        }
        ///Sets `gradient_precision`: Storage format of the gradients.
        #[must_use]
        pub fn gradient_precision(mut self, value: Precision) -> Self {
            self.gradient_precision = Some(value);
            self
        }
        ///Sets `window_resolution`: The precision the compute window is carried at.
        #[must_use]
        pub fn window_resolution(mut self, value: Time) -> Self {
            self.window_resolution = Some(value);
            self
        }
        ///Leaves `window_resolution` absent.
        #[must_use]
        pub fn without_window_resolution(mut self) -> Self {
            self.window_resolution = None;
            self
        }
        ///Sets `device_memory`: Memory of one device, for the fewest devices that hold the state.
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
        pub fn build(self) -> __Result<ParallelLayout, __c::InputError> {
            let scenario = ParallelLayout {
                workload: __c::given(self.workload, "workload")?,
                tp_size: self.tp_size.unwrap_or_else(|| 1),
                pp_size: self.pp_size.unwrap_or_else(|| 1),
                dp_size: __c::given(self.dp_size, "dp_size")?,
                microbatches: self.microbatches.unwrap_or_else(|| 1),
                batch_tokens: __c::given(self.batch_tokens, "batch_tokens")?,
                flops_per_param_token: __c::given(
                    self.flops_per_param_token,
                    "flops_per_param_token",
                )?,
                accelerator: __c::given(self.accelerator, "accelerator")?,
                precision: self.precision.unwrap_or_else(|| Precision::Fp8),
                local_efficiency: __c::given(self.local_efficiency, "local_efficiency")?,
                link_bandwidth: __c::given(self.link_bandwidth, "link_bandwidth")?,
                overlap_fraction: __c::given(self.overlap_fraction, "overlap_fraction")?,
                gradient_precision: self
                    .gradient_precision
                    .unwrap_or_else(|| Precision::Fp16),
                window_resolution: self.window_resolution,
                device_memory: self.device_memory,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ParallelLayoutBuilder {
        type Scenario = ParallelLayout;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "tp_size" => self.tp_size = __c::set(value, &__INPUTS[1])?,
                "pp_size" => self.pp_size = __c::set(value, &__INPUTS[2])?,
                "dp_size" => self.dp_size = __c::set(value, &__INPUTS[3])?,
                "microbatches" => self.microbatches = __c::set(value, &__INPUTS[4])?,
                "batch_tokens" => self.batch_tokens = __c::set(value, &__INPUTS[5])?,
                "flops_per_param_token" => {
                    self.flops_per_param_token = __c::set(value, &__INPUTS[6])?;
                }
                "accelerator" => self.accelerator = __c::set(value, &__INPUTS[7])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[8])?,
                "local_efficiency" => {
                    self.local_efficiency = __c::set(value, &__INPUTS[9])?;
                }
                "link_bandwidth" => self.link_bandwidth = __c::set(value, &__INPUTS[10])?,
                "overlap_fraction" => {
                    self.overlap_fraction = __c::set(value, &__INPUTS[11])?;
                }
                "gradient_precision" => {
                    self.gradient_precision = __c::set(value, &__INPUTS[12])?;
                }
                "window_resolution" => {
                    self.window_resolution = __c::set(value, &__INPUTS[13])?;
                }
                "device_memory" => self.device_memory = __c::set(value, &__INPUTS[14])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ParallelLayout, __c::InputError> {
            ParallelLayoutBuilder::build(self)
        }
    }
    impl<'a> ParallelLayoutValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ParallelLayout {
            self.scenario
        }
    }
    impl __c::Scenario for ParallelLayout {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ParallelLayout",
            family: &DISTRIBUTED_TRAINING,
            summary: "One training step of a model laid out over tensor (TP), pipeline (PP) and data (DP) parallelism: its compute window, its exposed gradient exchange, its efficiency and the state each device holds.",
            description: "The step's work is `flops_per_param_token` FLOPs per parameter per token over\n`batch_tokens` tokens, spread over every device at a local share of peak. Each data-parallel\nrank reduces its gradient shard (the full gradient over TP × PP) with a ring AllReduce of\nabout twice the shard; up to `overlap_fraction` of that transfer hides under the compute\nwindow, never more than the window. The pipeline idles (p − 1)/(m + p − 1) of the step,\nwhich stretches the window by 1/(1 − bubble). State is 16 bytes a parameter of\nmixed-precision Adam over TP × PP; ZeRO-1 also shards the 12 bytes of optimizer state over\nthe data-parallel group.",
            notes: __c::meta::Notes {
                equation: "N = tp × pp × dp; window = F ÷ (N × peak × η); shard = gradient ÷ (tp × pp); comm = 2 × shard ÷ link; hidden = min(overlap × comm, window); step = window ÷ (1 − bubble) + comm − hidden; efficiency = window ÷ step",
                assumptions: &[
                    "The AllReduce sends the large-ring factor 2 times the shard, whatever the data-parallel size.",
                    "At most `overlap_fraction` of the AllReduce hides under compute, and never more than the compute window.",
                    "The compute window is carried at `window_resolution` when given, as the napkin math prints it.",
                ],
                rules: __RULES,
                excludes: &[
                    "Tensor-parallel and pipeline communication, activation memory and recomputation.",
                ],
                derivation: &[
                    "Narayanan et al. (2021), Megatron-LM 3D parallelism; Rajbhandari et al. (2020), ZeRO; Huang et al. (2019), GPipe.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "3D parallelism keeps GPT-3 at 87% efficiency",
                    code: "// 3D parallelism keeps GPT-3 at 87% efficiency\nuse mlsysim_cluster::distributed::gpt3_three_d_parallel_1k;\n\nlet s = gpt3_three_d_parallel_1k()?;\nassert_eq!(s.compute_time()?.value, 2.1);\nassert!((s.efficiency()? - 0.8727272727272728).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ParallelLayoutBuilder;
        fn to_builder(&self) -> ParallelLayoutBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.tp_size,
                    &self.pp_size,
                    &self.dp_size,
                    &self.microbatches,
                    &self.batch_tokens,
                    &self.flops_per_param_token,
                    &self.accelerator,
                    &self.precision,
                    &self.local_efficiency,
                    &self.link_bandwidth,
                    &self.overlap_fraction,
                    &self.gradient_precision,
                    &self.window_resolution,
                    &self.device_memory,
                ],
                &[
                    &values.n_devices,
                    &values.step_flops,
                    &values.compute_time,
                    &values.gradient_bytes,
                    &values.dp_shard,
                    &values.ring_bytes,
                    &values.allreduce_time,
                    &values.hidden_time,
                    &values.exposed_time,
                    &values.bubble,
                    &values.step_time,
                    &values.efficiency,
                    &values.efficiency_no_overlap,
                    &values.overlap_share,
                    &values.state_total,
                    &values.state_per_device,
                    &values.zero1_state_per_device,
                    &values.fleet_mfu,
                    &values.double_counted_mfu,
                    &values.min_devices_for_state,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "step_flops" => Some(Ok(self.__explain_step_flops())),
                "compute_time" => Some(Ok(self.__explain_compute_time())),
                "gradient_bytes" => Some(Ok(self.__explain_gradient_bytes())),
                "hidden_time" => Some(Ok(self.__explain_hidden_time())),
                "bubble" => Some(Ok(self.__explain_bubble())),
                "state_total" => Some(Ok(self.__explain_state_total())),
                "zero1_state_per_device" => {
                    Some(Ok(self.__explain_zero1_state_per_device()))
                }
                "min_devices_for_state" => {
                    Some(Ok(self.__explain_min_devices_for_state()))
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                "accelerator" => (&__c::explain::Held(&self.accelerator)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(ParallelLayout);
};
