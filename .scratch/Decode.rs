/**One decode step of a model on an accelerator, bound by streaming its weights.

At small batch every new token multiplies every weight once and reads every weight from
memory: a step does 2 FLOPs per parameter per request and moves the weights once. Set side by
side, the time to do the work and the time to move the bytes say which binds, and the work
over the bytes places the step on the device's roofline. With tensor parallelism each device
holds and multiplies its share of the weights.

# Equation

W = P·w ÷ tp; F = 2·P·B ÷ tp; compute = F ÷ peak; memory = W ÷ bandwidth; I = F ÷ W; attainable = min(peak, bandwidth · I); the larger time binds

# Assumptions

- Every weight is read once per step and every parameter does 2 FLOPs per request; the device holds its share of the weights.
- The work runs at the peak at `peak_precision` where one is given, else at the device's headline peak, and at full speed in either case.
- A tie between the two times counts as compute bound.

# Rules across inputs

- `workload` has a parameter count in the registry (`workload.parameter_count().is_ok()`)
- `precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4) (`precision.storage_bytes().is_some()`)
- `peak_precision` is a precision `hardware` states a peak rate for (`hardware.rate_at(peak_precision).is_some()`)

# Excludes

- Reading the key-value cache and launching kernels (the serving model counts both).

# Derivation

- A matrix-vector product with P weights does P multiply-adds, 2·P FLOPs, and reads each weight once: its intensity is 2·B ÷ w FLOP per byte for a batch of B at w bytes a weight.

# Examples

```rust
// GPT-2 XL decoding at batch one on an H100: memory bound, far below the ridge
use mlsysim_serving::forward::gpt2_xl_decode_h100;

let s = gpt2_xl_decode_h100()?;
assert_eq!(s.bottleneck()?, "Memory");
assert!(s.bound_ratio()? > 295.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct Decode {
    ///The model decoded.
    pub workload: &'static Workload,
    ///The accelerator; its memory bandwidth and peak rate are read.
    pub hardware: &'static HardwareNode,
    ///Storage format of the weights. *Default `Precision::Fp16`.*
    pub precision: Precision,
    ///Requests decoded together, each producing one token a step. *Default `1`; allowed >= 1.*
    pub batch_size: u32,
    /**The precision whose peak rate prices the work, where it differs from the weights' (8-bit
weights on an FP8 peak); absent, the device's headline peak. *Optional (absent by default).**/
    pub peak_precision: Option<Precision>,
    ///Devices the weights are split over (tensor parallelism). *Default `1`; allowed >= 1.*
    pub tp_size: u32,
}
///Builds a [`Decode`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DecodeBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    precision: ::core::option::Option<Precision>,
    batch_size: ::core::option::Option<u32>,
    peak_precision: ::core::option::Option<Precision>,
    tp_size: ::core::option::Option<u32>,
}
///Every property of a [`Decode`], each computed once (see [`Decode::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DecodeValues<'a> {
    scenario: &'a Decode,
    ///Bytes of weights one device reads a step.
    pub weight_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Work of one step on one device.
    pub flops_per_step: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///The peak rate the work runs at.
    pub peak: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Time to do the step's work at the peak.
    pub compute_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to read the step's weights at the memory bandwidth.
    pub memory_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of the two times that is memory.
    pub memory_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times longer the memory time is than the compute time.
    pub bound_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Work per byte moved.
    pub intensity: ::core::result::Result<Intensity, ::mlsysim_core::EvalError>,
    ///The rate the roofline allows at this intensity.
    pub attainable_flops: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///The attainable rate as a share of the peak.
    pub peak_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///What binds the step: `Memory` when moving the weights takes longer, else `Compute`.
    pub bottleneck: ::core::result::Result<String, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model decoded.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The accelerator; its memory bandwidth and peak rate are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "Storage format of the weights.",
            default: Some("Precision::Fp16"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_size",
            ty: "u32",
            doc: "Requests decoded together, each producing one token a step.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "peak_precision",
            ty: "Option<Precision>",
            doc: "The precision whose peak rate prices the work, where it differs from the weights' (8-bit\nweights on an FP8 peak); absent, the device's headline peak.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tp_size",
            ty: "u32",
            doc: "Devices the weights are split over (tensor parallelism).",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "weight_bytes",
            doc: "Bytes of weights one device reads a step.",
            equation: "weight_bytes(workload, precision_storage_width(precision)) / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "precision", "tp_size"],
            calls: &["precision_storage_width", "weight_bytes"],
            template: "weight_bytes({workload}, precision_storage_width({precision}))\n    / {tp_size}",
            named_calls: "precision_storage_width(precision)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flops_per_step",
            doc: "Work of one step on one device.",
            equation: "decode_flops(workload.parameter_count(), 1.0) * batch_size / tp_size",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::GFLOP);
                __c::units::label(&::mlsysim_core::units::GFLOP)
            },
            depends_on: &["workload", "batch_size", "tp_size"],
            reaches: &[("workload", "parameter_count")],
            calls: &["decode_flops"],
            template: "decode_flops({#0 workload.parameter_count()}, 1.0) * {batch_size} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "peak",
            doc: "The peak rate the work runs at.",
            equation: "the device's peak at `peak_precision` where given, else its headline peak",
            equation_is_code: false,
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["hardware", "peak_precision"],
            template: "self::peak({hardware}, {#0 optional(peak_precision)})",
            operation: "result of `peak`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_time",
            doc: "Time to do the step's work at the peak.",
            equation: "compute_time(flops_per_step, peak)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["flops_per_step", "peak"],
            calls: &["compute_time"],
            template: "compute_time({flops_per_step}, {peak})",
            operation: "result of `compute_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "memory_time",
            doc: "Time to read the step's weights at the memory bandwidth.",
            equation: "transfer_time(weight_bytes, hardware.memory_bandwidth)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["hardware", "weight_bytes"],
            calls: &["transfer_time"],
            template: "transfer_time({weight_bytes}, {#0 hardware.memory_bandwidth})",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "memory_share",
            doc: "Share of the two times that is memory.",
            equation: "memory_time / (memory_time + compute_time)",
            result_type: "f64",
            depends_on: &["memory_time", "compute_time"],
            template: "{memory_time} / ({memory_time} + {compute_time})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bound_ratio",
            doc: "How many times longer the memory time is than the compute time.",
            equation: "memory_time / compute_time",
            result_type: "f64",
            depends_on: &["memory_time", "compute_time"],
            template: "{memory_time} / {compute_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intensity",
            doc: "Work per byte moved.",
            equation: "arithmetic_intensity(flops_per_step, weight_bytes)",
            result_type: "Intensity",
            depends_on: &["flops_per_step", "weight_bytes"],
            calls: &["arithmetic_intensity"],
            template: "arithmetic_intensity({flops_per_step}, {weight_bytes})",
            named_calls: "arithmetic_intensity(flops_per_step, weight_bytes)",
            operation: "result of `arithmetic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attainable_flops",
            doc: "The rate the roofline allows at this intensity.",
            equation: "min(peak, hardware.memory_bandwidth * intensity)",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["hardware", "peak", "intensity"],
            calls: &["min"],
            template: "min({peak}, {#0 hardware.memory_bandwidth} * {intensity})",
            operation: "result of `min`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "peak_fraction",
            doc: "The attainable rate as a share of the peak.",
            equation: "attainable_flops / peak",
            result_type: "f64",
            depends_on: &["attainable_flops", "peak"],
            template: "{attainable_flops} / {peak}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bottleneck",
            doc: "What binds the step: `Memory` when moving the weights takes longer, else `Compute`.",
            equation: "if memory_time > compute_time { \"Memory\" } else { \"Compute\" }",
            result_type: "String",
            depends_on: &["memory_time", "compute_time"],
            template: "if {memory_time} > {compute_time} {{ \"Memory\" }} else {{ \"Compute\" }}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` has a parameter count in the registry",
            condition: "workload.parameter_count().is_ok()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)",
            condition: "precision.storage_bytes().is_some()",
            inputs: &["precision"],
        },
        __c::RuleInfo {
            text: "`peak_precision` is a precision `hardware` states a peak rate for",
            condition: "hardware.rate_at(peak_precision).is_some()",
            inputs: &["peak_precision", "hardware"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl Decode {
        ///Starts a [`DecodeBuilder`]; required inputs must be set before [`DecodeBuilder::build`].
        #[must_use]
        pub fn builder() -> DecodeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DecodeBuilder {
            DecodeBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                precision: Some(__Clone::clone(&self.precision)),
                batch_size: Some(__Clone::clone(&self.batch_size)),
                peak_precision: __Clone::clone(&self.peak_precision),
                tp_size: Some(__Clone::clone(&self.tp_size)),
            }
        }
        ///Bytes of weights one device reads a step. Equation: `weight_bytes(workload, precision_storage_width(precision)) / tp_size`.
        #[inline]
        pub fn weight_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let precision = __Clone::clone(&self.precision);
            let tp_size = __Clone::clone(&self.tp_size);
            struct weight_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    weight_bytes,
                >(
                    mlsysim_core::laws::weight_bytes(
                            workload,
                            ::mlsysim_core::equation::precision_storage_width(precision)?,
                        )?
                        .quantity()
                        .eq_div(tp_size)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Work of one step on one device. Equation: `decode_flops(workload.parameter_count(), 1.0) * batch_size / tp_size`.
        #[inline]
        pub fn flops_per_step(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let batch_size = __Clone::clone(&self.batch_size);
            let tp_size = __Clone::clone(&self.tp_size);
            struct flops_per_step {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    flops_per_step,
                >(
                    ::mlsysim_core::equation::decode_flops(
                            workload.parameter_count()?,
                            1.0,
                        )?
                        .eq_mul(batch_size)?
                        .eq_div(tp_size)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///The peak rate the work runs at. Equation: the device's peak at `peak_precision` where given, else its headline peak.
        #[inline]
        pub fn peak(&self) -> __Result<FlopRate, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            let peak_precision = __Clone::clone(&self.peak_precision);
            struct peak {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    peak,
                >(
                    self::peak(
                        hardware,
                        ::mlsysim_core::equation::optional(peak_precision),
                    ),
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Time to do the step's work at the peak. Equation: `compute_time(flops_per_step, peak)`.
        #[inline]
        pub fn compute_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_compute_time(self.flops_per_step()?, self.peak()?)
        }
        #[doc(hidden)]
        fn __eq_compute_time(
            &self,
            flops_per_step: FlopCount,
            peak: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            struct compute_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    compute_time,
                >(mlsysim_core::laws::compute_time(flops_per_step, peak)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Time to read the step's weights at the memory bandwidth. Equation: `transfer_time(weight_bytes, hardware.memory_bandwidth)`.
        #[inline]
        pub fn memory_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_memory_time(self.weight_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_memory_time(
            &self,
            weight_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct memory_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    memory_time,
                >(
                    ::mlsysim_core::equation::transfer_time(
                        weight_bytes,
                        hardware.memory_bandwidth,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Share of the two times that is memory. Equation: `memory_time / (memory_time + compute_time)`.
        #[inline]
        pub fn memory_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_memory_share(self.memory_time()?, self.compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_memory_share(
            &self,
            memory_time: Time,
            compute_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct memory_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    memory_share,
                >(memory_time.eq_div(memory_time.eq_add(compute_time)?)?))(),
                &__PROPERTIES[5],
            )
        }
        ///How many times longer the memory time is than the compute time. Equation: `memory_time / compute_time`.
        #[inline]
        pub fn bound_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_bound_ratio(self.memory_time()?, self.compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_bound_ratio(
            &self,
            memory_time: Time,
            compute_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct bound_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    bound_ratio,
                >(memory_time.eq_div(compute_time)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Work per byte moved. Equation: `arithmetic_intensity(flops_per_step, weight_bytes)`.
        #[inline]
        pub fn intensity(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_intensity(self.flops_per_step()?, self.weight_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_intensity(
            &self,
            flops_per_step: FlopCount,
            weight_bytes: Information,
        ) -> __Result<Intensity, __c::EvalError> {
            struct intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(
                        flops_per_step,
                        weight_bytes,
                    )?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///The rate the roofline allows at this intensity. Equation: `min(peak, hardware.memory_bandwidth * intensity)`.
        #[inline]
        pub fn attainable_flops(&self) -> __Result<FlopRate, __c::EvalError> {
            self.__eq_attainable_flops(self.peak()?, self.intensity()?)
        }
        #[doc(hidden)]
        fn __eq_attainable_flops(
            &self,
            peak: FlopRate,
            intensity: Intensity,
        ) -> __Result<FlopRate, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct attainable_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    attainable_flops,
                >(
                    ::mlsysim_core::equation::min(
                        peak,
                        hardware.memory_bandwidth.eq_mul(intensity)?,
                    ),
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///The attainable rate as a share of the peak. Equation: `attainable_flops / peak`.
        #[inline]
        pub fn peak_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_peak_fraction(self.attainable_flops()?, self.peak()?)
        }
        #[doc(hidden)]
        fn __eq_peak_fraction(
            &self,
            attainable_flops: FlopRate,
            peak: FlopRate,
        ) -> __Result<f64, __c::EvalError> {
            struct peak_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    peak_fraction,
                >(attainable_flops.eq_div(peak)?))(),
                &__PROPERTIES[9],
            )
        }
        ///What binds the step: `Memory` when moving the weights takes longer, else `Compute`. Equation: `if memory_time > compute_time { "Memory" } else { "Compute" }`.
        #[inline]
        pub fn bottleneck(&self) -> __Result<String, __c::EvalError> {
            self.__eq_bottleneck(self.memory_time()?, self.compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_bottleneck(
            &self,
            memory_time: Time,
            compute_time: Time,
        ) -> __Result<String, __c::EvalError> {
            struct bottleneck {}
            __c::member(
                (|| __c::conform::<
                    String,
                    _,
                    bottleneck,
                >(
                    if memory_time > compute_time { "Memory" } else { "Compute" }
                        .to_string(),
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DecodeValues`].
        #[must_use]
        pub fn evaluate(&self) -> DecodeValues<'_> {
            let weight_bytes = self.weight_bytes();
            let flops_per_step = self.flops_per_step();
            let peak = self.peak();
            let compute_time = __c::after(
                (&flops_per_step, &peak),
                |(v0, v1)| self.__eq_compute_time(v0, v1),
            );
            let memory_time = __c::after(
                (&weight_bytes,),
                |(v0,)| self.__eq_memory_time(v0),
            );
            let memory_share = __c::after(
                (&memory_time, &compute_time),
                |(v0, v1)| self.__eq_memory_share(v0, v1),
            );
            let bound_ratio = __c::after(
                (&memory_time, &compute_time),
                |(v0, v1)| self.__eq_bound_ratio(v0, v1),
            );
            let intensity = __c::after(
                (&flops_per_step, &weight_bytes),
                |(v0, v1)| self.__eq_intensity(v0, v1),
            );
            let attainable_flops = __c::after(
                (&peak, &intensity),
                |(v0, v1)| self.__eq_attainable_flops(v0, v1),
            );
            let peak_fraction = __c::after(
                (&attainable_flops, &peak),
                |(v0, v1)| self.__eq_peak_fraction(v0, v1),
            );
            let bottleneck = __c::after(
                (&memory_time, &compute_time),
                |(v0, v1)| self.__eq_bottleneck(v0, v1),
            );
            DecodeValues {
                scenario: self,
                weight_bytes,
                flops_per_step,
                peak,
                compute_time,
                memory_time,
                memory_share,
                bound_ratio,
                intensity,
                attainable_flops,
                peak_fraction,
                bottleneck,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::finite(&self.precision, &__INPUTS[2])?;
            __c::bounded_plain(&self.batch_size, &__INPUTS[3])?;
            __c::finite(&self.peak_precision, &__INPUTS[4])?;
            __c::bounded_plain(&self.tp_size, &__INPUTS[5])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.parameter_count().is_ok(),
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
            if let Some(peak_precision) = &self.peak_precision {
                let peak_precision = __Clone::clone(peak_precision);
                let hardware = __Clone::clone(&self.hardware);
                __c::rule(
                    hardware.rate_at(peak_precision).is_some(),
                    &__RULES[2],
                    __INPUTS,
                    &[&self.peak_precision, &self.hardware],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_flops_per_step(&self) -> __c::Parts {
            __c::traced(
                self.flops_per_step(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "decode_flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1.0; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_peak(&self) -> __c::Parts {
            __c::traced(
                self.peak(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let peak_precision = __Clone::clone(& self.peak_precision); let
                    part = ::mlsysim_core::equation::optional(peak_precision); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_memory_time(&self) -> __c::Parts {
            __c::traced(
                self.memory_time(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "transfer_time", args :
                    ::std::vec![__c::Operand::Name("weight_bytes"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let part = hardware.memory_bandwidth; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_attainable_flops(&self) -> __c::Parts {
            __c::traced(
                self.attainable_flops(),
                &__PROPERTIES[8],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "min", args :
                    ::std::vec![__c::Operand::Name("peak"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let intensity = self
                    .intensity() ?; let part = hardware.memory_bandwidth
                    .eq_mul(intensity) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
    }
    impl DecodeBuilder {
        ///Sets `workload`: The model decoded.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `hardware`: The accelerator; its memory bandwidth and peak rate are read.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `precision`: Storage format of the weights.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `batch_size`: Requests decoded together, each producing one token a step.
        #[must_use]
        pub fn batch_size(mut self, value: u32) -> Self {
            self.batch_size = Some(value);
            self
        }
        ///Sets `peak_precision`: The precision whose peak rate prices the work, where it differs from the weights' (8-bit
        #[must_use]
        pub fn peak_precision(mut self, value: Precision) -> Self {
            self.peak_precision = Some(value);
            self
        }
        ///Leaves `peak_precision` absent.
        #[must_use]
        pub fn without_peak_precision(mut self) -> Self {
            self.peak_precision = None;
            self
        }
        ///Sets `tp_size`: Devices the weights are split over (tensor parallelism).
        #[must_use]
        pub fn tp_size(mut self, value: u32) -> Self {
            self.tp_size = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<Decode, __c::InputError> {
            let scenario = Decode {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                precision: self.precision.unwrap_or_else(|| Precision::Fp16),
                batch_size: self.batch_size.unwrap_or_else(|| 1),
                peak_precision: self.peak_precision,
                tp_size: self.tp_size.unwrap_or_else(|| 1),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DecodeBuilder {
        type Scenario = Decode;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[2])?,
                "batch_size" => self.batch_size = __c::set(value, &__INPUTS[3])?,
                "peak_precision" => self.peak_precision = __c::set(value, &__INPUTS[4])?,
                "tp_size" => self.tp_size = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<Decode, __c::InputError> {
            DecodeBuilder::build(self)
        }
    }
    impl<'a> DecodeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a Decode {
            self.scenario
        }
    }
    impl __c::Scenario for Decode {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "Decode",
            family: &FORWARD,
            summary: "One decode step of a model on an accelerator, bound by streaming its weights.",
            description: "At small batch every new token multiplies every weight once and reads every weight from\nmemory: a step does 2 FLOPs per parameter per request and moves the weights once. Set side by\nside, the time to do the work and the time to move the bytes say which binds, and the work\nover the bytes places the step on the device's roofline. With tensor parallelism each device\nholds and multiplies its share of the weights.",
            notes: __c::meta::Notes {
                equation: "W = P·w ÷ tp; F = 2·P·B ÷ tp; compute = F ÷ peak; memory = W ÷ bandwidth; I = F ÷ W; attainable = min(peak, bandwidth · I); the larger time binds",
                assumptions: &[
                    "Every weight is read once per step and every parameter does 2 FLOPs per request; the device holds its share of the weights.",
                    "The work runs at the peak at `peak_precision` where one is given, else at the device's headline peak, and at full speed in either case.",
                    "A tie between the two times counts as compute bound.",
                ],
                rules: __RULES,
                excludes: &[
                    "Reading the key-value cache and launching kernels (the serving model counts both).",
                ],
                derivation: &[
                    "A matrix-vector product with P weights does P multiply-adds, 2·P FLOPs, and reads each weight once: its intensity is 2·B ÷ w FLOP per byte for a batch of B at w bytes a weight.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-2 XL decoding at batch one on an H100: memory bound, far below the ridge",
                    code: "// GPT-2 XL decoding at batch one on an H100: memory bound, far below the ridge\nuse mlsysim_serving::forward::gpt2_xl_decode_h100;\n\nlet s = gpt2_xl_decode_h100()?;\nassert_eq!(s.bottleneck()?, \"Memory\");\nassert!(s.bound_ratio()? > 295.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DecodeBuilder;
        fn to_builder(&self) -> DecodeBuilder {
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
                    &self.precision,
                    &self.batch_size,
                    &self.peak_precision,
                    &self.tp_size,
                ],
                &[
                    &values.weight_bytes,
                    &values.flops_per_step,
                    &values.peak,
                    &values.compute_time,
                    &values.memory_time,
                    &values.memory_share,
                    &values.bound_ratio,
                    &values.intensity,
                    &values.attainable_flops,
                    &values.peak_fraction,
                    &values.bottleneck,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "flops_per_step" => Some(Ok(self.__explain_flops_per_step())),
                "peak" => Some(Ok(self.__explain_peak())),
                "memory_time" => Some(Ok(self.__explain_memory_time())),
                "attainable_flops" => Some(Ok(self.__explain_attainable_flops())),
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
    __c::glue!(Decode);
};
