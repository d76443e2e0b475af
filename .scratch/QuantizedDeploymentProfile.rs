/**A float model and its INT8 version served on one accelerator, judged against acceptance limits.

Accuracy and calibration error are stated. Latency and large-batch throughput come from a
model of the inference engine: a batch of one costs one host launch, a floor per fused
kernel, one read of the weights at the memory bandwidth and the device time of one image.
The float engine's image time is its forward FLOPs at a sustained share of the peak at
`float_precision` (FP32 engines run on TF32 tensor cores); the share is what an anchor
accelerator's measured training rate implies (training is three forward passes of work).
The INT8 image time is the reciprocal of a measured offline rate, which is also its
large-batch throughput. Model sizes come from the registry at the two widths, and energy per
image is full board power over the throughput.

# Equation

share = anchor rate × 3 × F ÷ anchor peak; t_float = F ÷ (peak_float × share); t_int = 1 ÷ int rate; latency = launch + kernels × floor + weights ÷ BW + t_image; throughput = 1 ÷ t_image (float), int rate (INT8); energy = TDP ÷ throughput

# Assumptions

- The float engine sustains the same share of its peak as the anchor accelerator's measured training implies, with training taken as three forward passes of work.
- A batch of one runs one host launch, `fused_kernels` kernels of at least `kernel_floor` each, one read of the weights and one image, in sequence.
- The board draws its full TDP while serving at large batch.

# Rules across inputs

- `workload` has a parameter count in the registry (a model known only by its size would report a size reduction of 1, as the reference does) (`workload.parameters.is_some()`)
- `workload` has its forward work (inference FLOPs) in the registry (`workload.inference_flops.is_some()`)
- the registry states a peak rate of `hardware` at `float_precision` (`hardware.peak_at(float_precision).is_ok()`)

# Excludes

- Accuracy and calibration themselves: they are stated, not modelled. Batching beyond one for the latency, and host-side pre- and post-processing.

# Derivation

- Latency adds the iron law's terms for one forward pass; energy per image is power over images per second.

# Examples

```rust
// INT8 on an H100: faster and smaller, but over the calibration limit
use mlsysim_compute::quantization::resnet50_int8_profile_h100;

let s = resnet50_int8_profile_h100()?;
assert_eq!(s.size_reduction()?, 4.0);
assert!(s.latency_speedup()? > 1.0);
assert!(s.passes_top1()? && !s.passes_calibration()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QuantizedDeploymentProfile {
    ///The model served.
    pub workload: &'static Workload,
    ///The accelerator it runs on.
    pub hardware: &'static HardwareNode,
    ///Storage width of one float weight. *Shown in `BYTE`; allowed > 0.*
    pub float_bytes: Information,
    ///Storage width of one INT8 weight. *Shown in `BYTE`; allowed > 0.*
    pub int_bytes: Information,
    ///Precision whose peak the float engine runs at. *Default `Precision::Tf32`.*
    pub float_precision: Precision,
    ///The accelerator whose measured training rate sets the sustained share of peak.
    pub anchor_hardware: &'static HardwareNode,
    ///Images a second the anchor accelerator trains at. *Shown in `PER_SECOND`; allowed > 0.*
    pub anchor_training_rate: Frequency,
    ///Images a second the INT8 engine serves at large batch, measured. *Shown in `PER_SECOND`; allowed > 0.*
    pub int_offline_rate: Frequency,
    ///Host cost of one kernel launch. *Shown in `MICROSECOND`; allowed >= 0.*
    pub kernel_launch: Time,
    ///Least device time one kernel takes. *Shown in `MICROSECOND`; allowed >= 0.*
    pub kernel_floor: Time,
    ///Kernels of one forward pass once normalization, activation and additions are fused. *Allowed >= 0.*
    pub fused_kernels: i64,
    ///Top-1 accuracy of the float model, in percent. *Allowed [0.0, 100.0].*
    pub float_top1_pct: f64,
    ///Top-1 accuracy of the INT8 model, in percent. *Allowed [0.0, 100.0].*
    pub int_top1_pct: f64,
    ///Calibration error of the float model, in percent. *Allowed [0.0, 100.0].*
    pub float_calibration_error_pct: f64,
    ///Calibration error of the INT8 model, in percent. *Allowed [0.0, 100.0].*
    pub int_calibration_error_pct: f64,
    ///Least acceptable top-1 accuracy, in percent. *Allowed [0.0, 100.0].*
    pub top1_limit_pct: f64,
    ///Largest acceptable calibration error, in percent. *Allowed [0.0, 100.0].*
    pub calibration_error_limit_pct: f64,
}
///Builds a [`QuantizedDeploymentProfile`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct QuantizedDeploymentProfileBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    float_bytes: ::core::option::Option<Information>,
    int_bytes: ::core::option::Option<Information>,
    float_precision: ::core::option::Option<Precision>,
    anchor_hardware: ::core::option::Option<&'static HardwareNode>,
    anchor_training_rate: ::core::option::Option<Frequency>,
    int_offline_rate: ::core::option::Option<Frequency>,
    kernel_launch: ::core::option::Option<Time>,
    kernel_floor: ::core::option::Option<Time>,
    fused_kernels: ::core::option::Option<i64>,
    float_top1_pct: ::core::option::Option<f64>,
    int_top1_pct: ::core::option::Option<f64>,
    float_calibration_error_pct: ::core::option::Option<f64>,
    int_calibration_error_pct: ::core::option::Option<f64>,
    top1_limit_pct: ::core::option::Option<f64>,
    calibration_error_limit_pct: ::core::option::Option<f64>,
}
///Every property of a [`QuantizedDeploymentProfile`], each computed once (see [`QuantizedDeploymentProfile::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QuantizedDeploymentProfileValues<'a> {
    scenario: &'a QuantizedDeploymentProfile,
    ///Top-1 accuracy points lost to quantization.
    pub top1_drop: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the peak a forward pass sustains, from the anchor's training rate.
    pub sustained_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Device time of one image in the float engine.
    pub float_image_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Device time of one image in the INT8 engine.
    pub int_image_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to read the float weights once.
    pub float_weight_read: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to read the INT8 weights once.
    pub int_weight_read: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Latency of one image in the float engine.
    pub float_latency: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Latency of one image in the INT8 engine.
    pub int_latency: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times faster one image is served in INT8.
    pub latency_speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Images a second of the float engine at large batch.
    pub float_throughput: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Images a second of the INT8 engine at large batch.
    pub int_throughput: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///How many times more images a second INT8 serves.
    pub throughput_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of the float weights.
    pub float_size: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Bytes of the INT8 weights.
    pub int_size: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///How many times smaller the INT8 weights are.
    pub size_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Energy per image of the float engine at full board power.
    pub float_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Energy per image of the INT8 engine at full board power.
    pub int_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///How many times less energy an image takes in INT8.
    pub energy_improvement: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Whether the INT8 model meets the accuracy limit.
    pub passes_top1: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
    ///Whether the INT8 model meets the calibration limit.
    pub passes_calibration: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model served.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The accelerator it runs on.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "float_bytes",
            ty: "Information",
            doc: "Storage width of one float weight.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "int_bytes",
            ty: "Information",
            doc: "Storage width of one INT8 weight.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "float_precision",
            ty: "Precision",
            doc: "Precision whose peak the float engine runs at.",
            default: Some("Precision::Tf32"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "anchor_hardware",
            ty: "&'static HardwareNode",
            doc: "The accelerator whose measured training rate sets the sustained share of peak.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "anchor_training_rate",
            ty: "Frequency",
            doc: "Images a second the anchor accelerator trains at.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "int_offline_rate",
            ty: "Frequency",
            doc: "Images a second the INT8 engine serves at large batch, measured.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kernel_launch",
            ty: "Time",
            doc: "Host cost of one kernel launch.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kernel_floor",
            ty: "Time",
            doc: "Least device time one kernel takes.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fused_kernels",
            ty: "i64",
            doc: "Kernels of one forward pass once normalization, activation and additions are fused.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "float_top1_pct",
            ty: "f64",
            doc: "Top-1 accuracy of the float model, in percent.",
            bounds: __c::Bounds::range(Some(0f64), Some(100f64), true, "[0.0, 100.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "int_top1_pct",
            ty: "f64",
            doc: "Top-1 accuracy of the INT8 model, in percent.",
            bounds: __c::Bounds::range(Some(0f64), Some(100f64), true, "[0.0, 100.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "float_calibration_error_pct",
            ty: "f64",
            doc: "Calibration error of the float model, in percent.",
            bounds: __c::Bounds::range(Some(0f64), Some(100f64), true, "[0.0, 100.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "int_calibration_error_pct",
            ty: "f64",
            doc: "Calibration error of the INT8 model, in percent.",
            bounds: __c::Bounds::range(Some(0f64), Some(100f64), true, "[0.0, 100.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "top1_limit_pct",
            ty: "f64",
            doc: "Least acceptable top-1 accuracy, in percent.",
            bounds: __c::Bounds::range(Some(0f64), Some(100f64), true, "[0.0, 100.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "calibration_error_limit_pct",
            ty: "f64",
            doc: "Largest acceptable calibration error, in percent.",
            bounds: __c::Bounds::range(Some(0f64), Some(100f64), true, "[0.0, 100.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "top1_drop",
            doc: "Top-1 accuracy points lost to quantization.",
            equation: "float_top1_pct - int_top1_pct",
            result_type: "f64",
            depends_on: &["float_top1_pct", "int_top1_pct"],
            template: "{float_top1_pct} - {int_top1_pct}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sustained_fraction",
            doc: "Share of the peak a forward pass sustains, from the anchor's training rate.",
            equation: "anchor_training_rate * 3 * workload.forward_flops() / anchor_hardware.peak_flops",
            result_type: "f64",
            depends_on: &["anchor_training_rate", "workload", "anchor_hardware"],
            reaches: &[("workload", "forward_flops")],
            template: "{anchor_training_rate} * 3 * {#0 workload.forward_flops()} / {#1 anchor_hardware.peak_flops}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "float_image_time",
            doc: "Device time of one image in the float engine.",
            equation: "compute_time(\n    workload.forward_flops(),\n    hardware.peak_at(float_precision) * sustained_fraction,\n)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &[
                "workload",
                "hardware",
                "float_precision",
                "sustained_fraction",
            ],
            reaches: &[("workload", "forward_flops"), ("hardware", "peak_at")],
            calls: &["compute_time"],
            template: "compute_time({#0 workload.forward_flops()}, {#1 hardware.peak_at(float_precision)} * {sustained_fraction})",
            operation: "result of `compute_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "int_image_time",
            doc: "Device time of one image in the INT8 engine.",
            equation: "1.0 / int_offline_rate",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["int_offline_rate"],
            template: "1.0 / {int_offline_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "float_weight_read",
            doc: "Time to read the float weights once.",
            equation: "transfer_time(float_size, hardware.memory_bandwidth)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["hardware", "float_size"],
            calls: &["transfer_time"],
            template: "transfer_time({float_size}, {#0 hardware.memory_bandwidth})",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "int_weight_read",
            doc: "Time to read the INT8 weights once.",
            equation: "transfer_time(int_size, hardware.memory_bandwidth)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["hardware", "int_size"],
            calls: &["transfer_time"],
            template: "transfer_time({int_size}, {#0 hardware.memory_bandwidth})",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "float_latency",
            doc: "Latency of one image in the float engine.",
            equation: "engine_forward_time(\n    1,\n    kernel_launch,\n    fused_kernels,\n    kernel_floor,\n    float_weight_read,\n    float_image_time,\n    1,\n)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "kernel_launch",
                "fused_kernels",
                "kernel_floor",
                "float_weight_read",
                "float_image_time",
            ],
            calls: &["engine_forward_time"],
            template: "engine_forward_time(\n    1,\n    {kernel_launch},\n    {fused_kernels},\n    {kernel_floor},\n    {float_weight_read},\n    {float_image_time},\n    1,\n)",
            operation: "result of `engine_forward_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "int_latency",
            doc: "Latency of one image in the INT8 engine.",
            equation: "engine_forward_time(\n    1,\n    kernel_launch,\n    fused_kernels,\n    kernel_floor,\n    int_weight_read,\n    int_image_time,\n    1,\n)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "kernel_launch",
                "fused_kernels",
                "kernel_floor",
                "int_weight_read",
                "int_image_time",
            ],
            calls: &["engine_forward_time"],
            template: "engine_forward_time(\n    1,\n    {kernel_launch},\n    {fused_kernels},\n    {kernel_floor},\n    {int_weight_read},\n    {int_image_time},\n    1,\n)",
            operation: "result of `engine_forward_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "latency_speedup",
            doc: "How many times faster one image is served in INT8.",
            equation: "float_latency / int_latency",
            result_type: "f64",
            depends_on: &["float_latency", "int_latency"],
            template: "{float_latency} / {int_latency}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "float_throughput",
            doc: "Images a second of the float engine at large batch.",
            equation: "1.0 / float_image_time",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["float_image_time"],
            template: "1.0 / {float_image_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "int_throughput",
            doc: "Images a second of the INT8 engine at large batch.",
            equation: "int_offline_rate",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["int_offline_rate"],
            template: "{int_offline_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "throughput_gain",
            doc: "How many times more images a second INT8 serves.",
            equation: "int_throughput / float_throughput",
            result_type: "f64",
            depends_on: &["int_throughput", "float_throughput"],
            template: "{int_throughput} / {float_throughput}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "float_size",
            doc: "Bytes of the float weights.",
            equation: "weight_bytes(workload, float_bytes)",
            result_type: "DataSize",
            depends_on: &["workload", "float_bytes"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {float_bytes})",
            named_calls: "weight_bytes(workload, float_bytes)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "int_size",
            doc: "Bytes of the INT8 weights.",
            equation: "weight_bytes(workload, int_bytes)",
            result_type: "DataSize",
            depends_on: &["workload", "int_bytes"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {int_bytes})",
            named_calls: "weight_bytes(workload, int_bytes)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "size_reduction",
            doc: "How many times smaller the INT8 weights are.",
            equation: "float_size / int_size",
            result_type: "f64",
            depends_on: &["float_size", "int_size"],
            template: "{float_size} / {int_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "float_energy",
            doc: "Energy per image of the float engine at full board power.",
            equation: "energy_per_item(\n    from_registry(hardware.tdp, \"thermal design power\", hardware.path),\n    float_throughput,\n)",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::MILLIJOULE);
                __c::units::label(&::mlsysim_core::units::MILLIJOULE)
            },
            depends_on: &["hardware", "float_throughput"],
            calls: &["energy_per_item", "from_registry"],
            template: "energy_per_item(\n    from_registry({#0 hardware.tdp}, \"thermal design power\", {#1 hardware.path}),\n    {float_throughput},\n)",
            operation: "result of `energy_per_item`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "int_energy",
            doc: "Energy per image of the INT8 engine at full board power.",
            equation: "energy_per_item(\n    from_registry(hardware.tdp, \"thermal design power\", hardware.path),\n    int_throughput,\n)",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::MILLIJOULE);
                __c::units::label(&::mlsysim_core::units::MILLIJOULE)
            },
            depends_on: &["hardware", "int_throughput"],
            calls: &["energy_per_item", "from_registry"],
            template: "energy_per_item(\n    from_registry({#0 hardware.tdp}, \"thermal design power\", {#1 hardware.path}),\n    {int_throughput},\n)",
            operation: "result of `energy_per_item`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "energy_improvement",
            doc: "How many times less energy an image takes in INT8.",
            equation: "float_energy / int_energy",
            result_type: "f64",
            depends_on: &["float_energy", "int_energy"],
            template: "{float_energy} / {int_energy}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "passes_top1",
            doc: "Whether the INT8 model meets the accuracy limit.",
            equation: "int_top1_pct >= top1_limit_pct",
            result_type: "bool",
            depends_on: &["int_top1_pct", "top1_limit_pct"],
            template: "{int_top1_pct} >= {top1_limit_pct}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "passes_calibration",
            doc: "Whether the INT8 model meets the calibration limit.",
            equation: "int_calibration_error_pct <= calibration_error_limit_pct",
            result_type: "bool",
            depends_on: &["int_calibration_error_pct", "calibration_error_limit_pct"],
            template: "{int_calibration_error_pct} <= {calibration_error_limit_pct}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` has a parameter count in the registry (a model known only by its size would report a size reduction of 1, as the reference does)",
            condition: "workload.parameters.is_some()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "`workload` has its forward work (inference FLOPs) in the registry",
            condition: "workload.inference_flops.is_some()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "the registry states a peak rate of `hardware` at `float_precision`",
            condition: "hardware.peak_at(float_precision).is_ok()",
            inputs: &["hardware", "float_precision"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl QuantizedDeploymentProfile {
        ///Starts a [`QuantizedDeploymentProfileBuilder`]; required inputs must be set before [`QuantizedDeploymentProfileBuilder::build`].
        #[must_use]
        pub fn builder() -> QuantizedDeploymentProfileBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> QuantizedDeploymentProfileBuilder {
            QuantizedDeploymentProfileBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                float_bytes: Some(__Clone::clone(&self.float_bytes)),
                int_bytes: Some(__Clone::clone(&self.int_bytes)),
                float_precision: Some(__Clone::clone(&self.float_precision)),
                anchor_hardware: Some(__Clone::clone(&self.anchor_hardware)),
                anchor_training_rate: Some(__Clone::clone(&self.anchor_training_rate)),
                int_offline_rate: Some(__Clone::clone(&self.int_offline_rate)),
                kernel_launch: Some(__Clone::clone(&self.kernel_launch)),
                kernel_floor: Some(__Clone::clone(&self.kernel_floor)),
                fused_kernels: Some(__Clone::clone(&self.fused_kernels)),
                float_top1_pct: Some(__Clone::clone(&self.float_top1_pct)),
                int_top1_pct: Some(__Clone::clone(&self.int_top1_pct)),
                float_calibration_error_pct: Some(
                    __Clone::clone(&self.float_calibration_error_pct),
                ),
                int_calibration_error_pct: Some(
                    __Clone::clone(&self.int_calibration_error_pct),
                ),
                top1_limit_pct: Some(__Clone::clone(&self.top1_limit_pct)),
                calibration_error_limit_pct: Some(
                    __Clone::clone(&self.calibration_error_limit_pct),
                ),
            }
        }
        ///Top-1 accuracy points lost to quantization. Equation: `float_top1_pct - int_top1_pct`.
        #[inline]
        pub fn top1_drop(&self) -> __Result<f64, __c::EvalError> {
            let float_top1_pct = __Clone::clone(&self.float_top1_pct);
            let int_top1_pct = __Clone::clone(&self.int_top1_pct);
            struct top1_drop {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    top1_drop,
                >(float_top1_pct.eq_sub(int_top1_pct)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Share of the peak a forward pass sustains, from the anchor's training rate. Equation: `anchor_training_rate * 3 * workload.forward_flops() / anchor_hardware.peak_flops`.
        #[inline]
        pub fn sustained_fraction(&self) -> __Result<f64, __c::EvalError> {
            let anchor_training_rate = __Clone::clone(&self.anchor_training_rate);
            let workload = __Clone::clone(&self.workload);
            let anchor_hardware = __Clone::clone(&self.anchor_hardware);
            struct sustained_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    sustained_fraction,
                >(
                    anchor_training_rate
                        .eq_mul(3i64)?
                        .eq_mul(workload.forward_flops()?)?
                        .eq_div(anchor_hardware.peak_flops)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**Device time of one image in the float engine.

Equation:

```text
compute_time(
    workload.forward_flops(),
    hardware.peak_at(float_precision) * sustained_fraction,
)
```
*/
        #[inline]
        pub fn float_image_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_float_image_time(self.sustained_fraction()?)
        }
        #[doc(hidden)]
        fn __eq_float_image_time(
            &self,
            sustained_fraction: f64,
        ) -> __Result<Time, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let hardware = __Clone::clone(&self.hardware);
            let float_precision = __Clone::clone(&self.float_precision);
            struct float_image_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    float_image_time,
                >(
                    ::mlsysim_core::equation::compute_time(
                        workload.forward_flops()?,
                        hardware.peak_at(float_precision)?.eq_mul(sustained_fraction)?,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Device time of one image in the INT8 engine. Equation: `1.0 / int_offline_rate`.
        #[inline]
        pub fn int_image_time(&self) -> __Result<Time, __c::EvalError> {
            let int_offline_rate = __Clone::clone(&self.int_offline_rate);
            struct int_image_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    int_image_time,
                >((1.0).eq_div(int_offline_rate)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Time to read the float weights once. Equation: `transfer_time(float_size, hardware.memory_bandwidth)`.
        #[inline]
        pub fn float_weight_read(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_float_weight_read(self.float_size()?)
        }
        #[doc(hidden)]
        fn __eq_float_weight_read(
            &self,
            float_size: DataSize,
        ) -> __Result<Time, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct float_weight_read {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    float_weight_read,
                >(
                    ::mlsysim_core::equation::transfer_time(
                        float_size,
                        hardware.memory_bandwidth,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Time to read the INT8 weights once. Equation: `transfer_time(int_size, hardware.memory_bandwidth)`.
        #[inline]
        pub fn int_weight_read(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_int_weight_read(self.int_size()?)
        }
        #[doc(hidden)]
        fn __eq_int_weight_read(
            &self,
            int_size: DataSize,
        ) -> __Result<Time, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct int_weight_read {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    int_weight_read,
                >(
                    ::mlsysim_core::equation::transfer_time(
                        int_size,
                        hardware.memory_bandwidth,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        /**Latency of one image in the float engine.

Equation:

```text
engine_forward_time(
    1,
    kernel_launch,
    fused_kernels,
    kernel_floor,
    float_weight_read,
    float_image_time,
    1,
)
```
*/
        #[inline]
        pub fn float_latency(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_float_latency(self.float_weight_read()?, self.float_image_time()?)
        }
        #[doc(hidden)]
        fn __eq_float_latency(
            &self,
            float_weight_read: Time,
            float_image_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let kernel_launch = __Clone::clone(&self.kernel_launch);
            let fused_kernels = __Clone::clone(&self.fused_kernels);
            let kernel_floor = __Clone::clone(&self.kernel_floor);
            struct float_latency {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    float_latency,
                >(
                    ::mlsysim_core::equation::engine_forward_time(
                        1,
                        kernel_launch,
                        fused_kernels,
                        kernel_floor,
                        float_weight_read,
                        float_image_time,
                        1,
                    )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        /**Latency of one image in the INT8 engine.

Equation:

```text
engine_forward_time(
    1,
    kernel_launch,
    fused_kernels,
    kernel_floor,
    int_weight_read,
    int_image_time,
    1,
)
```
*/
        #[inline]
        pub fn int_latency(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_int_latency(self.int_weight_read()?, self.int_image_time()?)
        }
        #[doc(hidden)]
        fn __eq_int_latency(
            &self,
            int_weight_read: Time,
            int_image_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let kernel_launch = __Clone::clone(&self.kernel_launch);
            let fused_kernels = __Clone::clone(&self.fused_kernels);
            let kernel_floor = __Clone::clone(&self.kernel_floor);
            struct int_latency {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    int_latency,
                >(
                    ::mlsysim_core::equation::engine_forward_time(
                        1,
                        kernel_launch,
                        fused_kernels,
                        kernel_floor,
                        int_weight_read,
                        int_image_time,
                        1,
                    )?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///How many times faster one image is served in INT8. Equation: `float_latency / int_latency`.
        #[inline]
        pub fn latency_speedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_latency_speedup(self.float_latency()?, self.int_latency()?)
        }
        #[doc(hidden)]
        fn __eq_latency_speedup(
            &self,
            float_latency: Time,
            int_latency: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct latency_speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    latency_speedup,
                >(float_latency.eq_div(int_latency)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Images a second of the float engine at large batch. Equation: `1.0 / float_image_time`.
        #[inline]
        pub fn float_throughput(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_float_throughput(self.float_image_time()?)
        }
        #[doc(hidden)]
        fn __eq_float_throughput(
            &self,
            float_image_time: Time,
        ) -> __Result<Frequency, __c::EvalError> {
            struct float_throughput {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    float_throughput,
                >((1.0).eq_div(float_image_time)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Images a second of the INT8 engine at large batch. Equation: `int_offline_rate`.
        #[inline]
        pub fn int_throughput(&self) -> __Result<Frequency, __c::EvalError> {
            let int_offline_rate = __Clone::clone(&self.int_offline_rate);
            struct int_throughput {}
            __c::member(
                (|| __c::conform::<Frequency, _, int_throughput>(int_offline_rate))(),
                &__PROPERTIES[10],
            )
        }
        ///How many times more images a second INT8 serves. Equation: `int_throughput / float_throughput`.
        #[inline]
        pub fn throughput_gain(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_throughput_gain(self.int_throughput()?, self.float_throughput()?)
        }
        #[doc(hidden)]
        fn __eq_throughput_gain(
            &self,
            int_throughput: Frequency,
            float_throughput: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            struct throughput_gain {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    throughput_gain,
                >(int_throughput.eq_div(float_throughput)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Bytes of the float weights. Equation: `weight_bytes(workload, float_bytes)`.
        #[inline]
        pub fn float_size(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let float_bytes = __Clone::clone(&self.float_bytes);
            struct float_size {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    float_size,
                >(::mlsysim_core::equation::weight_bytes(workload, float_bytes)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Bytes of the INT8 weights. Equation: `weight_bytes(workload, int_bytes)`.
        #[inline]
        pub fn int_size(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let int_bytes = __Clone::clone(&self.int_bytes);
            struct int_size {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    int_size,
                >(::mlsysim_core::equation::weight_bytes(workload, int_bytes)?))(),
                &__PROPERTIES[13],
            )
        }
        ///How many times smaller the INT8 weights are. Equation: `float_size / int_size`.
        #[inline]
        pub fn size_reduction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_size_reduction(self.float_size()?, self.int_size()?)
        }
        #[doc(hidden)]
        fn __eq_size_reduction(
            &self,
            float_size: DataSize,
            int_size: DataSize,
        ) -> __Result<f64, __c::EvalError> {
            struct size_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    size_reduction,
                >(float_size.eq_div(int_size)?))(),
                &__PROPERTIES[14],
            )
        }
        /**Energy per image of the float engine at full board power.

Equation:

```text
energy_per_item(
    from_registry(hardware.tdp, "thermal design power", hardware.path),
    float_throughput,
)
```
*/
        #[inline]
        pub fn float_energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_float_energy(self.float_throughput()?)
        }
        #[doc(hidden)]
        fn __eq_float_energy(
            &self,
            float_throughput: Frequency,
        ) -> __Result<Energy, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct float_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    float_energy,
                >(
                    ::mlsysim_core::equation::energy_per_item(
                        ::mlsysim_core::equation::from_registry(
                            hardware.tdp,
                            "thermal design power",
                            hardware.path,
                        )?,
                        float_throughput,
                    )?,
                ))(),
                &__PROPERTIES[15],
            )
        }
        /**Energy per image of the INT8 engine at full board power.

Equation:

```text
energy_per_item(
    from_registry(hardware.tdp, "thermal design power", hardware.path),
    int_throughput,
)
```
*/
        #[inline]
        pub fn int_energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_int_energy(self.int_throughput()?)
        }
        #[doc(hidden)]
        fn __eq_int_energy(
            &self,
            int_throughput: Frequency,
        ) -> __Result<Energy, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct int_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    int_energy,
                >(
                    ::mlsysim_core::equation::energy_per_item(
                        ::mlsysim_core::equation::from_registry(
                            hardware.tdp,
                            "thermal design power",
                            hardware.path,
                        )?,
                        int_throughput,
                    )?,
                ))(),
                &__PROPERTIES[16],
            )
        }
        ///How many times less energy an image takes in INT8. Equation: `float_energy / int_energy`.
        #[inline]
        pub fn energy_improvement(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_energy_improvement(self.float_energy()?, self.int_energy()?)
        }
        #[doc(hidden)]
        fn __eq_energy_improvement(
            &self,
            float_energy: Energy,
            int_energy: Energy,
        ) -> __Result<f64, __c::EvalError> {
            struct energy_improvement {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    energy_improvement,
                >(float_energy.eq_div(int_energy)?))(),
                &__PROPERTIES[17],
            )
        }
        ///Whether the INT8 model meets the accuracy limit. Equation: `int_top1_pct >= top1_limit_pct`.
        #[inline]
        pub fn passes_top1(&self) -> __Result<bool, __c::EvalError> {
            let int_top1_pct = __Clone::clone(&self.int_top1_pct);
            let top1_limit_pct = __Clone::clone(&self.top1_limit_pct);
            struct passes_top1 {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    passes_top1,
                >(int_top1_pct >= top1_limit_pct))(),
                &__PROPERTIES[18],
            )
        }
        ///Whether the INT8 model meets the calibration limit. Equation: `int_calibration_error_pct <= calibration_error_limit_pct`.
        #[inline]
        pub fn passes_calibration(&self) -> __Result<bool, __c::EvalError> {
            let int_calibration_error_pct = __Clone::clone(
                &self.int_calibration_error_pct,
            );
            let calibration_error_limit_pct = __Clone::clone(
                &self.calibration_error_limit_pct,
            );
            struct passes_calibration {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    passes_calibration,
                >(int_calibration_error_pct <= calibration_error_limit_pct))(),
                &__PROPERTIES[19],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`QuantizedDeploymentProfileValues`].
        #[must_use]
        pub fn evaluate(&self) -> QuantizedDeploymentProfileValues<'_> {
            let top1_drop = self.top1_drop();
            let sustained_fraction = self.sustained_fraction();
            let float_image_time = __c::after(
                (&sustained_fraction,),
                |(v0,)| self.__eq_float_image_time(v0),
            );
            let int_image_time = self.int_image_time();
            let float_size = self.float_size();
            let float_weight_read = __c::after(
                (&float_size,),
                |(v0,)| self.__eq_float_weight_read(v0),
            );
            let int_size = self.int_size();
            let int_weight_read = __c::after(
                (&int_size,),
                |(v0,)| self.__eq_int_weight_read(v0),
            );
            let float_latency = __c::after(
                (&float_weight_read, &float_image_time),
                |(v0, v1)| self.__eq_float_latency(v0, v1),
            );
            let int_latency = __c::after(
                (&int_weight_read, &int_image_time),
                |(v0, v1)| self.__eq_int_latency(v0, v1),
            );
            let latency_speedup = __c::after(
                (&float_latency, &int_latency),
                |(v0, v1)| self.__eq_latency_speedup(v0, v1),
            );
            let float_throughput = __c::after(
                (&float_image_time,),
                |(v0,)| self.__eq_float_throughput(v0),
            );
            let int_throughput = self.int_throughput();
            let throughput_gain = __c::after(
                (&int_throughput, &float_throughput),
                |(v0, v1)| self.__eq_throughput_gain(v0, v1),
            );
            let size_reduction = __c::after(
                (&float_size, &int_size),
                |(v0, v1)| self.__eq_size_reduction(v0, v1),
            );
            let float_energy = __c::after(
                (&float_throughput,),
                |(v0,)| self.__eq_float_energy(v0),
            );
            let int_energy = __c::after(
                (&int_throughput,),
                |(v0,)| self.__eq_int_energy(v0),
            );
            let energy_improvement = __c::after(
                (&float_energy, &int_energy),
                |(v0, v1)| self.__eq_energy_improvement(v0, v1),
            );
            let passes_top1 = self.passes_top1();
            let passes_calibration = self.passes_calibration();
            QuantizedDeploymentProfileValues {
                scenario: self,
                top1_drop,
                sustained_fraction,
                float_image_time,
                int_image_time,
                float_weight_read,
                int_weight_read,
                float_latency,
                int_latency,
                latency_speedup,
                float_throughput,
                int_throughput,
                throughput_gain,
                float_size,
                int_size,
                size_reduction,
                float_energy,
                int_energy,
                energy_improvement,
                passes_top1,
                passes_calibration,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::bounded(&self.float_bytes, &__INPUTS[2])?;
            __c::bounded(&self.int_bytes, &__INPUTS[3])?;
            __c::finite(&self.float_precision, &__INPUTS[4])?;
            __c::finite(&self.anchor_hardware, &__INPUTS[5])?;
            __c::bounded(&self.anchor_training_rate, &__INPUTS[6])?;
            __c::bounded(&self.int_offline_rate, &__INPUTS[7])?;
            __c::bounded(&self.kernel_launch, &__INPUTS[8])?;
            __c::bounded(&self.kernel_floor, &__INPUTS[9])?;
            __c::bounded_plain(&self.fused_kernels, &__INPUTS[10])?;
            __c::bounded_plain(&self.float_top1_pct, &__INPUTS[11])?;
            __c::bounded_plain(&self.int_top1_pct, &__INPUTS[12])?;
            __c::bounded_plain(&self.float_calibration_error_pct, &__INPUTS[13])?;
            __c::bounded_plain(&self.int_calibration_error_pct, &__INPUTS[14])?;
            __c::bounded_plain(&self.top1_limit_pct, &__INPUTS[15])?;
            __c::bounded_plain(&self.calibration_error_limit_pct, &__INPUTS[16])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.parameters.is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.inference_flops.is_some(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            {
                let hardware = __Clone::clone(&self.hardware);
                let float_precision = __Clone::clone(&self.float_precision);
                __c::rule(
                    hardware.peak_at(float_precision).is_ok(),
                    &__RULES[2],
                    __INPUTS,
                    &[&self.hardware, &self.float_precision],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_sustained_fraction(&self) -> __c::Parts {
            __c::traced(
                self.sustained_fraction(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.forward_flops() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let anchor_hardware =
                    __Clone::clone(& self.anchor_hardware); let part = anchor_hardware
                    .peak_flops; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_float_image_time(&self) -> __c::Parts {
            __c::traced(
                self.float_image_time(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.forward_flops() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let float_precision = __Clone::clone(& self
                    .float_precision); let part = hardware.peak_at(float_precision) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "compute_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.forward_flops()
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let float_precision = __Clone::clone(& self
                    .float_precision); let sustained_fraction = self.sustained_fraction()
                    ?; let part = hardware.peak_at(float_precision) ?
                    .eq_mul(sustained_fraction) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_float_weight_read(&self) -> __c::Parts {
            __c::traced(
                self.float_weight_read(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "transfer_time", args :
                    ::std::vec![__c::Operand::Name("float_size"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .memory_bandwidth; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_int_weight_read(&self) -> __c::Parts {
            __c::traced(
                self.int_weight_read(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "transfer_time", args :
                    ::std::vec![__c::Operand::Name("int_size"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .memory_bandwidth; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_float_latency(&self) -> __c::Parts {
            __c::traced(
                self.float_latency(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "engine_forward_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("kernel_launch"),
                    __c::Operand::Name("fused_kernels"),
                    __c::Operand::Name("kernel_floor"),
                    __c::Operand::Name("float_weight_read"),
                    __c::Operand::Name("float_image_time"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_int_latency(&self) -> __c::Parts {
            __c::traced(
                self.int_latency(),
                &__PROPERTIES[7],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "engine_forward_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("kernel_launch"),
                    __c::Operand::Name("fused_kernels"),
                    __c::Operand::Name("kernel_floor"),
                    __c::Operand::Name("int_weight_read"),
                    __c::Operand::Name("int_image_time"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_float_energy(&self) -> __c::Parts {
            __c::traced(
                self.float_energy(),
                &__PROPERTIES[15],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.tdp; Ok((& __c::Showing(& part, None)).__shown()) }) (), (||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "energy_per_item", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let part =
                    ::mlsysim_core::equation::from_registry(hardware.tdp,
                    "thermal design power", hardware.path) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()), __c::Operand::Name("float_throughput")] },
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let part = hardware.tdp; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "thermal design power";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let part = hardware.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_int_energy(&self) -> __c::Parts {
            __c::traced(
                self.int_energy(),
                &__PROPERTIES[16],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.tdp; Ok((& __c::Showing(& part, None)).__shown()) }) (), (||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "energy_per_item", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let part =
                    ::mlsysim_core::equation::from_registry(hardware.tdp,
                    "thermal design power", hardware.path) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()), __c::Operand::Name("int_throughput")] },
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let part = hardware.tdp; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "thermal design power";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let part = hardware.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl QuantizedDeploymentProfileBuilder {
        ///Sets `workload`: The model served.
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
        ///Sets `float_bytes`: Storage width of one float weight.
        #[must_use]
        pub fn float_bytes(mut self, value: Information) -> Self {
            self.float_bytes = Some(value);
            self
        }
        ///Sets `int_bytes`: Storage width of one INT8 weight.
        #[must_use]
        pub fn int_bytes(mut self, value: Information) -> Self {
            self.int_bytes = Some(value);
            self
        }
        ///Sets `float_precision`: Precision whose peak the float engine runs at.
        #[must_use]
        pub fn float_precision(mut self, value: Precision) -> Self {
            self.float_precision = Some(value);
            self
        }
        ///Sets `anchor_hardware`: The accelerator whose measured training rate sets the sustained share of peak.
        #[must_use]
        pub fn anchor_hardware(mut self, value: &'static HardwareNode) -> Self {
            self.anchor_hardware = Some(value);
            self
        }
        ///Sets `anchor_training_rate`: Images a second the anchor accelerator trains at.
        #[must_use]
        pub fn anchor_training_rate(mut self, value: Frequency) -> Self {
            self.anchor_training_rate = Some(value);
            self
        }
        ///Sets `int_offline_rate`: Images a second the INT8 engine serves at large batch, measured.
        #[must_use]
        pub fn int_offline_rate(mut self, value: Frequency) -> Self {
            self.int_offline_rate = Some(value);
            self
        }
        ///Sets `kernel_launch`: Host cost of one kernel launch.
        #[must_use]
        pub fn kernel_launch(mut self, value: Time) -> Self {
            self.kernel_launch = Some(value);
            self
        }
        ///Sets `kernel_floor`: Least device time one kernel takes.
        #[must_use]
        pub fn kernel_floor(mut self, value: Time) -> Self {
            self.kernel_floor = Some(value);
            self
        }
        ///Sets `fused_kernels`: Kernels of one forward pass once normalization, activation and additions are fused.
        #[must_use]
        pub fn fused_kernels(mut self, value: i64) -> Self {
            self.fused_kernels = Some(value);
            self
        }
        ///Sets `float_top1_pct`: Top-1 accuracy of the float model, in percent.
        #[must_use]
        pub fn float_top1_pct(mut self, value: f64) -> Self {
            self.float_top1_pct = Some(value);
            self
        }
        ///Sets `int_top1_pct`: Top-1 accuracy of the INT8 model, in percent.
        #[must_use]
        pub fn int_top1_pct(mut self, value: f64) -> Self {
            self.int_top1_pct = Some(value);
            self
        }
        ///Sets `float_calibration_error_pct`: Calibration error of the float model, in percent.
        #[must_use]
        pub fn float_calibration_error_pct(mut self, value: f64) -> Self {
            self.float_calibration_error_pct = Some(value);
            self
        }
        ///Sets `int_calibration_error_pct`: Calibration error of the INT8 model, in percent.
        #[must_use]
        pub fn int_calibration_error_pct(mut self, value: f64) -> Self {
            self.int_calibration_error_pct = Some(value);
            self
        }
        ///Sets `top1_limit_pct`: Least acceptable top-1 accuracy, in percent.
        #[must_use]
        pub fn top1_limit_pct(mut self, value: f64) -> Self {
            self.top1_limit_pct = Some(value);
            self
        }
        ///Sets `calibration_error_limit_pct`: Largest acceptable calibration error, in percent.
        #[must_use]
        pub fn calibration_error_limit_pct(mut self, value: f64) -> Self {
            self.calibration_error_limit_pct = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<QuantizedDeploymentProfile, __c::InputError> {
            let scenario = QuantizedDeploymentProfile {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                float_bytes: __c::given(self.float_bytes, "float_bytes")?,
                int_bytes: __c::given(self.int_bytes, "int_bytes")?,
                float_precision: self.float_precision.unwrap_or_else(|| Precision::Tf32),
                anchor_hardware: __c::given(self.anchor_hardware, "anchor_hardware")?,
                anchor_training_rate: __c::given(
                    self.anchor_training_rate,
                    "anchor_training_rate",
                )?,
                int_offline_rate: __c::given(self.int_offline_rate, "int_offline_rate")?,
                kernel_launch: __c::given(self.kernel_launch, "kernel_launch")?,
                kernel_floor: __c::given(self.kernel_floor, "kernel_floor")?,
                fused_kernels: __c::given(self.fused_kernels, "fused_kernels")?,
                float_top1_pct: __c::given(self.float_top1_pct, "float_top1_pct")?,
                int_top1_pct: __c::given(self.int_top1_pct, "int_top1_pct")?,
                float_calibration_error_pct: __c::given(
                    self.float_calibration_error_pct,
                    "float_calibration_error_pct",
                )?,
                int_calibration_error_pct: __c::given(
                    self.int_calibration_error_pct,
                    "int_calibration_error_pct",
                )?,
                top1_limit_pct: __c::given(self.top1_limit_pct, "top1_limit_pct")?,
                calibration_error_limit_pct: __c::given(
                    self.calibration_error_limit_pct,
                    "calibration_error_limit_pct",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for QuantizedDeploymentProfileBuilder {
        type Scenario = QuantizedDeploymentProfile;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "float_bytes" => self.float_bytes = __c::set(value, &__INPUTS[2])?,
                "int_bytes" => self.int_bytes = __c::set(value, &__INPUTS[3])?,
                "float_precision" => {
                    self.float_precision = __c::set(value, &__INPUTS[4])?;
                }
                "anchor_hardware" => {
                    self.anchor_hardware = __c::set(value, &__INPUTS[5])?;
                }
                "anchor_training_rate" => {
                    self.anchor_training_rate = __c::set(value, &__INPUTS[6])?;
                }
                "int_offline_rate" => {
                    self.int_offline_rate = __c::set(value, &__INPUTS[7])?;
                }
                "kernel_launch" => self.kernel_launch = __c::set(value, &__INPUTS[8])?,
                "kernel_floor" => self.kernel_floor = __c::set(value, &__INPUTS[9])?,
                "fused_kernels" => self.fused_kernels = __c::set(value, &__INPUTS[10])?,
                "float_top1_pct" => self.float_top1_pct = __c::set(value, &__INPUTS[11])?,
                "int_top1_pct" => self.int_top1_pct = __c::set(value, &__INPUTS[12])?,
                "float_calibration_error_pct" => {
                    self.float_calibration_error_pct = __c::set(value, &__INPUTS[13])?;
                }
                "int_calibration_error_pct" => {
                    self.int_calibration_error_pct = __c::set(value, &__INPUTS[14])?;
                }
                "top1_limit_pct" => self.top1_limit_pct = __c::set(value, &__INPUTS[15])?,
                "calibration_error_limit_pct" => {
                    self.calibration_error_limit_pct = __c::set(value, &__INPUTS[16])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<QuantizedDeploymentProfile, __c::InputError> {
            QuantizedDeploymentProfileBuilder::build(self)
        }
    }
    impl<'a> QuantizedDeploymentProfileValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a QuantizedDeploymentProfile {
            self.scenario
        }
    }
    impl __c::Scenario for QuantizedDeploymentProfile {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "QuantizedDeploymentProfile",
            family: &QUANTIZATION,
            summary: "A float model and its INT8 version served on one accelerator, judged against acceptance limits.",
            description: "Accuracy and calibration error are stated. Latency and large-batch throughput come from a\nmodel of the inference engine: a batch of one costs one host launch, a floor per fused\nkernel, one read of the weights at the memory bandwidth and the device time of one image.\nThe float engine's image time is its forward FLOPs at a sustained share of the peak at\n`float_precision` (FP32 engines run on TF32 tensor cores); the share is what an anchor\naccelerator's measured training rate implies (training is three forward passes of work).\nThe INT8 image time is the reciprocal of a measured offline rate, which is also its\nlarge-batch throughput. Model sizes come from the registry at the two widths, and energy per\nimage is full board power over the throughput.",
            notes: __c::meta::Notes {
                equation: "share = anchor rate × 3 × F ÷ anchor peak; t_float = F ÷ (peak_float × share); t_int = 1 ÷ int rate; latency = launch + kernels × floor + weights ÷ BW + t_image; throughput = 1 ÷ t_image (float), int rate (INT8); energy = TDP ÷ throughput",
                assumptions: &[
                    "The float engine sustains the same share of its peak as the anchor accelerator's measured training implies, with training taken as three forward passes of work.",
                    "A batch of one runs one host launch, `fused_kernels` kernels of at least `kernel_floor` each, one read of the weights and one image, in sequence.",
                    "The board draws its full TDP while serving at large batch.",
                ],
                rules: __RULES,
                excludes: &[
                    "Accuracy and calibration themselves: they are stated, not modelled. Batching beyond one for the latency, and host-side pre- and post-processing.",
                ],
                derivation: &[
                    "Latency adds the iron law's terms for one forward pass; energy per image is power over images per second.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "INT8 on an H100: faster and smaller, but over the calibration limit",
                    code: "// INT8 on an H100: faster and smaller, but over the calibration limit\nuse mlsysim_compute::quantization::resnet50_int8_profile_h100;\n\nlet s = resnet50_int8_profile_h100()?;\nassert_eq!(s.size_reduction()?, 4.0);\nassert!(s.latency_speedup()? > 1.0);\nassert!(s.passes_top1()? && !s.passes_calibration()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = QuantizedDeploymentProfileBuilder;
        fn to_builder(&self) -> QuantizedDeploymentProfileBuilder {
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
                    &self.float_bytes,
                    &self.int_bytes,
                    &self.float_precision,
                    &self.anchor_hardware,
                    &self.anchor_training_rate,
                    &self.int_offline_rate,
                    &self.kernel_launch,
                    &self.kernel_floor,
                    &self.fused_kernels,
                    &self.float_top1_pct,
                    &self.int_top1_pct,
                    &self.float_calibration_error_pct,
                    &self.int_calibration_error_pct,
                    &self.top1_limit_pct,
                    &self.calibration_error_limit_pct,
                ],
                &[
                    &values.top1_drop,
                    &values.sustained_fraction,
                    &values.float_image_time,
                    &values.int_image_time,
                    &values.float_weight_read,
                    &values.int_weight_read,
                    &values.float_latency,
                    &values.int_latency,
                    &values.latency_speedup,
                    &values.float_throughput,
                    &values.int_throughput,
                    &values.throughput_gain,
                    &values.float_size,
                    &values.int_size,
                    &values.size_reduction,
                    &values.float_energy,
                    &values.int_energy,
                    &values.energy_improvement,
                    &values.passes_top1,
                    &values.passes_calibration,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "sustained_fraction" => Some(Ok(self.__explain_sustained_fraction())),
                "float_image_time" => Some(Ok(self.__explain_float_image_time())),
                "float_weight_read" => Some(Ok(self.__explain_float_weight_read())),
                "int_weight_read" => Some(Ok(self.__explain_int_weight_read())),
                "float_latency" => Some(Ok(self.__explain_float_latency())),
                "int_latency" => Some(Ok(self.__explain_int_latency())),
                "float_energy" => Some(Ok(self.__explain_float_energy())),
                "int_energy" => Some(Ok(self.__explain_int_energy())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                "hardware" => (&__c::explain::Held(&self.hardware)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(QuantizedDeploymentProfile);
};
