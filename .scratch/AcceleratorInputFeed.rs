/**Accelerators training a model at a sustained rate, fed from a storage path and by host loader workers: the arithmetic ceiling, the bandwidth the feed must deliver, and the share of the rate a slower supply takes away.

The ceiling is the accelerator's peak over the training work of one sample
(`training_flops_factor` forward passes). The demand is the rate times the bytes of a
sample, as stored or after decode. A loader worker decodes and augments `worker_rate`
samples a second, so an accelerator needs enough workers to match its rate.

# Equation

ceiling = peak ÷ (factor × forward FLOPs); demand = accelerators × rate × bytes per sample; feeding loss = 1 − supply ÷ demand when the supply is short; workers = ceil(rate ÷ worker_rate)

# Assumptions

- Training is compute bound at the sustained rate; the slowest of the storage path and the host link sets the supply.
- Whole workers are counted with a tolerance of 1e-9, so a crossing that is whole up to rounding needs no extra worker.

# Excludes

- Caching of the dataset in host memory, and decode on the accelerator.

# Derivation

- A pipeline runs at the pace of its slowest stage; bandwidth is samples a second times bytes a sample.

# Examples

```rust
// One A100 outruns a cloud block volume
use mlsysim_data::delivery::resnet50_a100_input_feed;

let s = resnet50_a100_input_feed()?;
assert!(s.feeding_loss(false)? > 0.4);
assert_eq!(s.workers_per_accelerator()?, 9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AcceleratorInputFeed {
    ///The model trained.
    pub workload: &'static Workload,
    ///The accelerator; its peak and its host link are read.
    pub hardware: &'static HardwareNode,
    ///Samples a second one accelerator trains at. *Shown in `PER_SECOND`; allowed > 0.*
    pub sustained_rate: Frequency,
    ///Bytes of a sample as stored. *Optional (absent by default); shown in `KB`; allowed > 0.*
    pub encoded_sample: Option<Information>,
    ///Bytes of a sample after decode. *Optional (absent by default); shown in `KB`; allowed > 0.*
    pub decoded_sample: Option<Information>,
    ///The storage path that feeds the accelerators. *Optional (absent by default).*
    pub supply: Option<&'static StorageSubsystem>,
    ///Forward passes of work in one training step of a sample. *Default `3.0`; allowed > 0.*
    pub training_flops_factor: f64,
    ///Accelerators fed by the path. *Default `1`; allowed >= 1.*
    pub accelerators: i64,
    ///Samples a second one host loader worker prepares. *Optional (absent by default); shown in `PER_SECOND`; allowed > 0.*
    pub worker_rate: Option<Frequency>,
    ///Samples a second the whole host can decode (stated for context; nothing reads it). *Optional (absent by default); shown in `PER_SECOND`; allowed > 0.*
    pub host_decode_cap: Option<Frequency>,
    ///Loader workers the host gives each accelerator. *Optional (absent by default); allowed >= 0.*
    pub host_workers: Option<i64>,
}
///Builds a [`AcceleratorInputFeed`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AcceleratorInputFeedBuilder {
    workload: ::core::option::Option<&'static Workload>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    sustained_rate: ::core::option::Option<Frequency>,
    encoded_sample: ::core::option::Option<Information>,
    decoded_sample: ::core::option::Option<Information>,
    supply: ::core::option::Option<&'static StorageSubsystem>,
    training_flops_factor: ::core::option::Option<f64>,
    accelerators: ::core::option::Option<i64>,
    worker_rate: ::core::option::Option<Frequency>,
    host_decode_cap: ::core::option::Option<Frequency>,
    host_workers: ::core::option::Option<i64>,
}
///Every property of a [`AcceleratorInputFeed`], each computed once (see [`AcceleratorInputFeed::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AcceleratorInputFeedValues<'a> {
    scenario: &'a AcceleratorInputFeed,
    ///Samples a second one accelerator's workers prepare.
    pub host_supply: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Share of the time the accelerator computes when the host is the slower stage.
    pub busy_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Training work of one sample.
    pub training_flops_per_sample: ::core::result::Result<
        FlopCount,
        ::mlsysim_core::EvalError,
    >,
    ///Samples a second one accelerator trains at its peak.
    pub ceiling_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///The sustained rate as a share of the ceiling.
    pub sustained_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Model arithmetic one accelerator sustains; over the peak it is the MFU.
    pub achieved_flops: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///The ceiling over the sustained rate.
    pub ceiling_gap: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Samples a second every accelerator trains at together.
    pub total_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Bandwidth every accelerator draws at the ceiling, as stored.
    pub ceiling_demand: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Decoded bytes per stored byte.
    pub decode_expansion: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bandwidth of the slowest modelled path: the storage path, or the host link when slower.
    pub path_bandwidth: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Share of the sustained demand the storage path delivers, at most 1.
    pub supplied_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Workers whose combined rate equals one accelerator's.
    pub worker_crossing: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Whole workers one accelerator needs.
    pub workers_per_accelerator: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Whole workers every accelerator needs when they draw from one pool.
    pub workers_pooled: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
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
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The accelerator; its peak and its host link are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "sustained_rate",
            ty: "Frequency",
            doc: "Samples a second one accelerator trains at.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "encoded_sample",
            ty: "Option<Information>",
            doc: "Bytes of a sample as stored.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "decoded_sample",
            ty: "Option<Information>",
            doc: "Bytes of a sample after decode.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "supply",
            ty: "Option<&'static StorageSubsystem>",
            doc: "The storage path that feeds the accelerators.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "training_flops_factor",
            ty: "f64",
            doc: "Forward passes of work in one training step of a sample.",
            default: Some("3.0"),
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerators",
            ty: "i64",
            doc: "Accelerators fed by the path.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "worker_rate",
            ty: "Option<Frequency>",
            doc: "Samples a second one host loader worker prepares.",
            optional: true,
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "host_decode_cap",
            ty: "Option<Frequency>",
            doc: "Samples a second the whole host can decode (stated for context; nothing reads it).",
            optional: true,
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "host_workers",
            ty: "Option<i64>",
            doc: "Loader workers the host gives each accelerator.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "host_supply",
            doc: "Samples a second one accelerator's workers prepare.",
            equation: "host_workers * worker_rate",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["host_workers", "worker_rate"],
            requires: &["worker_rate", "host_workers"],
            template: "{host_workers} * {worker_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "busy_fraction",
            doc: "Share of the time the accelerator computes when the host is the slower stage.",
            equation: "min(1.0, (host_supply / sustained_rate).value)",
            result_type: "f64",
            depends_on: &["sustained_rate", "host_supply"],
            requires: &["worker_rate", "host_workers"],
            calls: &["min"],
            template: "min(1.0, ({host_supply} / {sustained_rate}).value)",
            operation: "result of `min`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_flops_per_sample",
            doc: "Training work of one sample.",
            equation: "from_registry(workload.inference_flops, \"inference FLOPs\", workload.path)\n    * training_flops_factor",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::GFLOP);
                __c::units::label(&::mlsysim_core::units::GFLOP)
            },
            depends_on: &["workload", "training_flops_factor"],
            calls: &["from_registry"],
            template: "from_registry({#0 workload.inference_flops}, \"inference FLOPs\", {#1 workload.path})\n    * {training_flops_factor}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ceiling_rate",
            doc: "Samples a second one accelerator trains at its peak.",
            equation: "hardware.peak_flops / training_flops_per_sample",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["hardware", "training_flops_per_sample"],
            template: "{#0 hardware.peak_flops} / {training_flops_per_sample}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sustained_fraction",
            doc: "The sustained rate as a share of the ceiling.",
            equation: "sustained_rate / ceiling_rate",
            result_type: "f64",
            depends_on: &["sustained_rate", "ceiling_rate"],
            template: "{sustained_rate} / {ceiling_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "achieved_flops",
            doc: "Model arithmetic one accelerator sustains; over the peak it is the MFU.",
            equation: "sustained_rate * training_flops_per_sample",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["sustained_rate", "training_flops_per_sample"],
            template: "{sustained_rate} * {training_flops_per_sample}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ceiling_gap",
            doc: "The ceiling over the sustained rate.",
            equation: "1.0 / sustained_fraction",
            result_type: "f64",
            depends_on: &["sustained_fraction"],
            template: "1.0 / {sustained_fraction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_rate",
            doc: "Samples a second every accelerator trains at together.",
            equation: "accelerators * sustained_rate",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["accelerators", "sustained_rate"],
            template: "{accelerators} * {sustained_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ceiling_demand",
            doc: "Bandwidth every accelerator draws at the ceiling, as stored.",
            equation: "demand_at(ceiling_rate, false)",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::MB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::MB_PER_SECOND)
            },
            depends_on: &["ceiling_rate"],
            template: "{#0 demand_at(ceiling_rate, false)}",
            operation: "result of `demand_at`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "decode_expansion",
            doc: "Decoded bytes per stored byte.",
            equation: "decoded_sample / encoded_sample",
            result_type: "f64",
            depends_on: &["decoded_sample", "encoded_sample"],
            requires: &["encoded_sample", "decoded_sample"],
            template: "{decoded_sample} / {encoded_sample}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "path_bandwidth",
            doc: "Bandwidth of the slowest modelled path: the storage path, or the host link when slower.",
            equation: "match hardware.detail().interconnect {\n    Some(link) if link.bandwidth < supply.bandwidth => link.bandwidth,\n    _ => supply.bandwidth,\n}",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            depends_on: &["hardware", "supply"],
            reaches: &[("hardware", "detail")],
            requires: &["supply"],
            template: "match {#0 hardware.detail().interconnect} {{\n    Some(link) if link.bandwidth < {#1 supply.bandwidth} => link.bandwidth,\n    _ => {#2 supply.bandwidth},\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "supplied_fraction",
            doc: "Share of the sustained demand the storage path delivers, at most 1.",
            equation: "min((supply.bandwidth / demand(false)).value, 1.0)",
            result_type: "f64",
            depends_on: &["supply"],
            requires: &["supply"],
            calls: &["min"],
            template: "min(({#0 supply.bandwidth} / {#1 demand(false)}).value, 1.0)",
            operation: "result of `min`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "worker_crossing",
            doc: "Workers whose combined rate equals one accelerator's.",
            equation: "sustained_rate / worker_rate",
            result_type: "f64",
            depends_on: &["sustained_rate", "worker_rate"],
            requires: &["worker_rate"],
            template: "{sustained_rate} / {worker_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "workers_per_accelerator",
            doc: "Whole workers one accelerator needs.",
            equation: "ceil(worker_crossing - 1e-9)",
            result_type: "i64",
            depends_on: &["worker_crossing"],
            requires: &["worker_rate"],
            calls: &["ceil"],
            template: "ceil({worker_crossing} - 1e-9)",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "workers_pooled",
            doc: "Whole workers every accelerator needs when they draw from one pool.",
            equation: "ceil((total_rate / worker_rate).value - 1e-9)",
            result_type: "i64",
            depends_on: &["worker_rate", "total_rate"],
            requires: &["worker_rate"],
            calls: &["ceil"],
            template: "ceil(({total_rate} / {worker_rate}).value - 1e-9)",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "demand",
            kind: __c::MemberKind::Method,
            doc: "Bandwidth every accelerator draws at the sustained rate, as stored or decoded (the\nreference's `demand` with its default rate; `demand_at` takes the rate).",
            equation: "demand_at(sustained_rate, decoded)",
            args: &[
                __c::ArgInfo {
                    name: "decoded",
                    ty: "bool",
                    samples: &[
                        __c::Sample::Literal("false"),
                        __c::Sample::Literal("true"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::MB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::MB_PER_SECOND)
            },
            depends_on: &["sustained_rate"],
            template: "{#0 demand_at(sustained_rate, decoded)}",
            named_calls: "demand_at(sustained_rate, decoded)",
            operation: "result of `demand_at`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "demand_at",
            kind: __c::MemberKind::Method,
            doc: "Bandwidth every accelerator draws at `rate`, as stored or decoded.",
            equation: "{\n    let (size, name) = if decoded {\n        (optional(decoded_sample), \"decoded_sample\")\n    } else {\n        (optional(encoded_sample), \"encoded_sample\")\n    };\n    match size {\n        Some(size) => accelerators * rate * size,\n        None => return Err(mlsysim_core::EvalError::missing(\"demand_at\", name)),\n    }\n}",
            args: &[
                __c::ArgInfo {
                    name: "rate",
                    ty: "Frequency",
                    samples: &[__c::Sample::From("ceiling_rate")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
                __c::ArgInfo {
                    name: "decoded",
                    ty: "bool",
                    samples: &[
                        __c::Sample::Literal("false"),
                        __c::Sample::Literal("true"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::MB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::MB_PER_SECOND)
            },
            depends_on: &["decoded_sample", "encoded_sample", "accelerators"],
            template: "{{\n    let (size, name) = if {decoded} {{\n        ({#0 optional(decoded_sample)}, \"decoded_sample\")\n    }} else {{\n        ({#1 optional(encoded_sample)}, \"encoded_sample\")\n    }};\n    match size {{\n        Some(size) => {accelerators} * {rate} * size,\n        None => return Err(mlsysim_core::EvalError::missing(\"demand_at\", name)),\n    }}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "feeding_loss",
            kind: __c::MemberKind::Method,
            doc: "Share of the sustained rate lost when the path is the slowest stage.",
            equation: "supply_shortfall(demand(decoded), path_bandwidth)",
            args: &[
                __c::ArgInfo {
                    name: "decoded",
                    ty: "bool",
                    samples: &[
                        __c::Sample::Literal("false"),
                        __c::Sample::Literal("true"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["path_bandwidth"],
            requires: &["supply"],
            calls: &["supply_shortfall"],
            template: "supply_shortfall({#0 demand(decoded)}, {path_bandwidth})",
            named_calls: "demand(decoded)",
            operation: "result of `supply_shortfall`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "samples_supplied",
            kind: __c::MemberKind::Method,
            doc: "Stored samples a second a path of `bandwidth` delivers.",
            equation: "bandwidth / encoded_sample",
            args: &[
                __c::ArgInfo {
                    name: "bandwidth",
                    ty: "DataRate",
                    samples: &[
                        __c::Sample::Literal("250 MB/s"),
                        __c::Sample::Literal("2 GB/s"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["encoded_sample"],
            requires: &["encoded_sample"],
            template: "{bandwidth} / {encoded_sample}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "streams_needed",
            kind: __c::MemberKind::Method,
            doc: "Parallel streams of `bandwidth` each that meet the demand at the ceiling.",
            equation: "ceiling_demand / bandwidth",
            args: &[
                __c::ArgInfo {
                    name: "bandwidth",
                    ty: "DataRate",
                    samples: &[
                        __c::Sample::Literal("250 MB/s"),
                        __c::Sample::Literal("2 GB/s"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["ceiling_demand"],
            template: "{ceiling_demand} / {bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "streams_needed_at",
            kind: __c::MemberKind::Method,
            doc: "Parallel streams of `bandwidth` each that meet the demand at `rate` (the reference's\n`streams_needed` given a rate).",
            equation: "demand_at(rate, false) / bandwidth",
            args: &[
                __c::ArgInfo {
                    name: "bandwidth",
                    ty: "DataRate",
                    samples: &[__c::Sample::Literal("250 MB/s")],
                    bounds: __c::Bounds::POSITIVE,
                },
                __c::ArgInfo {
                    name: "rate",
                    ty: "Frequency",
                    samples: &[__c::Sample::From("sustained_rate")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "f64",
            template: "{#0 demand_at(rate, false)} / {bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl AcceleratorInputFeed {
        ///Starts a [`AcceleratorInputFeedBuilder`]; required inputs must be set before [`AcceleratorInputFeedBuilder::build`].
        #[must_use]
        pub fn builder() -> AcceleratorInputFeedBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AcceleratorInputFeedBuilder {
            AcceleratorInputFeedBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                hardware: Some(__Clone::clone(&self.hardware)),
                sustained_rate: Some(__Clone::clone(&self.sustained_rate)),
                encoded_sample: __Clone::clone(&self.encoded_sample),
                decoded_sample: __Clone::clone(&self.decoded_sample),
                supply: __Clone::clone(&self.supply),
                training_flops_factor: Some(__Clone::clone(&self.training_flops_factor)),
                accelerators: Some(__Clone::clone(&self.accelerators)),
                worker_rate: __Clone::clone(&self.worker_rate),
                host_decode_cap: __Clone::clone(&self.host_decode_cap),
                host_workers: __Clone::clone(&self.host_workers),
            }
        }
        ///Samples a second one accelerator's workers prepare. Equation: `host_workers * worker_rate`. Requires `worker_rate`, `host_workers` (an error names the absent one).
        #[inline]
        pub fn host_supply(&self) -> __Result<Frequency, __c::EvalError> {
            let host_workers = __c::present(
                &self.host_workers,
                "host_supply",
                "host_workers",
            )?;
            let worker_rate = __c::present(
                &self.worker_rate,
                "host_supply",
                "worker_rate",
            )?;
            struct host_supply {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    host_supply,
                >(host_workers.eq_mul(worker_rate)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Share of the time the accelerator computes when the host is the slower stage. Equation: `min(1.0, (host_supply / sustained_rate).value)`. Requires `worker_rate`, `host_workers` (an error names the absent one).
        #[inline]
        pub fn busy_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_busy_fraction(self.host_supply()?)
        }
        #[doc(hidden)]
        fn __eq_busy_fraction(
            &self,
            host_supply: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            let sustained_rate = __Clone::clone(&self.sustained_rate);
            struct busy_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    busy_fraction,
                >(
                    ::mlsysim_core::equation::min(
                        1.0,
                        host_supply.eq_div(sustained_rate)?.value,
                    ),
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**Training work of one sample.

Equation:

```text
from_registry(workload.inference_flops, "inference FLOPs", workload.path)
    * training_flops_factor
```
*/
        #[inline]
        pub fn training_flops_per_sample(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let training_flops_factor = __Clone::clone(&self.training_flops_factor);
            struct training_flops_per_sample {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    training_flops_per_sample,
                >(
                    ::mlsysim_core::equation::from_registry(
                            workload.inference_flops,
                            "inference FLOPs",
                            workload.path,
                        )?
                        .eq_mul(training_flops_factor)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Samples a second one accelerator trains at its peak. Equation: `hardware.peak_flops / training_flops_per_sample`.
        #[inline]
        pub fn ceiling_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_ceiling_rate(self.training_flops_per_sample()?)
        }
        #[doc(hidden)]
        fn __eq_ceiling_rate(
            &self,
            training_flops_per_sample: FlopCount,
        ) -> __Result<Frequency, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct ceiling_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    ceiling_rate,
                >(hardware.peak_flops.eq_div(training_flops_per_sample)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The sustained rate as a share of the ceiling. Equation: `sustained_rate / ceiling_rate`.
        #[inline]
        pub fn sustained_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_sustained_fraction(self.ceiling_rate()?)
        }
        #[doc(hidden)]
        fn __eq_sustained_fraction(
            &self,
            ceiling_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            let sustained_rate = __Clone::clone(&self.sustained_rate);
            struct sustained_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    sustained_fraction,
                >(sustained_rate.eq_div(ceiling_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Model arithmetic one accelerator sustains; over the peak it is the MFU. Equation: `sustained_rate * training_flops_per_sample`.
        #[inline]
        pub fn achieved_flops(&self) -> __Result<FlopRate, __c::EvalError> {
            self.__eq_achieved_flops(self.training_flops_per_sample()?)
        }
        #[doc(hidden)]
        fn __eq_achieved_flops(
            &self,
            training_flops_per_sample: FlopCount,
        ) -> __Result<FlopRate, __c::EvalError> {
            let sustained_rate = __Clone::clone(&self.sustained_rate);
            struct achieved_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    achieved_flops,
                >(sustained_rate.eq_mul(training_flops_per_sample)?))(),
                &__PROPERTIES[5],
            )
        }
        ///The ceiling over the sustained rate. Equation: `1.0 / sustained_fraction`.
        #[inline]
        pub fn ceiling_gap(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_ceiling_gap(self.sustained_fraction()?)
        }
        #[doc(hidden)]
        fn __eq_ceiling_gap(
            &self,
            sustained_fraction: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct ceiling_gap {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ceiling_gap,
                >((1.0).eq_div(sustained_fraction)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Samples a second every accelerator trains at together. Equation: `accelerators * sustained_rate`.
        #[inline]
        pub fn total_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            let sustained_rate = __Clone::clone(&self.sustained_rate);
            struct total_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    total_rate,
                >(accelerators.eq_mul(sustained_rate)?))(),
                &__PROPERTIES[7],
            )
        }
        /**Bandwidth every accelerator draws at the sustained rate, as stored or decoded (the
reference's `demand` with its default rate; `demand_at` takes the rate). Equation: `demand_at(sustained_rate, decoded)`.*/
        #[inline]
        pub fn demand(&self, decoded: bool) -> __Result<DataRate, __c::EvalError> {
            let sustained_rate = __Clone::clone(&self.sustained_rate);
            let demand_at = |rate: Frequency, decoded: bool| {
                self.demand_at(rate, decoded)
            };
            struct demand {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    demand,
                >(demand_at(sustained_rate, decoded)?))(),
                &__METHODS[0],
            )
        }
        /**Bandwidth every accelerator draws at `rate`, as stored or decoded.

Equation:

```text
{
    let (size, name) = if decoded {
        (optional(decoded_sample), "decoded_sample")
    } else {
        (optional(encoded_sample), "encoded_sample")
    };
    match size {
        Some(size) => accelerators * rate * size,
        None => return Err(mlsysim_core::EvalError::missing("demand_at", name)),
    }
}
```
*/
        #[inline]
        pub fn demand_at(
            &self,
            rate: Frequency,
            decoded: bool,
        ) -> __Result<DataRate, __c::EvalError> {
            __c::argument(&rate, "demand_at", &(&__METHODS[1]).args[0])?;
            let decoded_sample = __Clone::clone(&self.decoded_sample);
            let encoded_sample = __Clone::clone(&self.encoded_sample);
            let accelerators = __Clone::clone(&self.accelerators);
            struct demand_at {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    demand_at,
                >({
                    let (size, name) = if decoded {
                        (
                            ::mlsysim_core::equation::optional(decoded_sample),
                            "decoded_sample",
                        )
                    } else {
                        (
                            ::mlsysim_core::equation::optional(encoded_sample),
                            "encoded_sample",
                        )
                    };
                    match size {
                        Some(size) => accelerators.eq_mul(rate)?.eq_mul(size)?,
                        None => {
                            return Err(
                                mlsysim_core::EvalError::missing("demand_at", name),
                            );
                        }
                    }
                }))(),
                &__METHODS[1],
            )
        }
        ///Bandwidth every accelerator draws at the ceiling, as stored. Equation: `demand_at(ceiling_rate, false)`.
        #[inline]
        pub fn ceiling_demand(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_ceiling_demand(self.ceiling_rate()?)
        }
        #[doc(hidden)]
        fn __eq_ceiling_demand(
            &self,
            ceiling_rate: Frequency,
        ) -> __Result<DataRate, __c::EvalError> {
            let demand_at = |rate: Frequency, decoded: bool| {
                self.demand_at(rate, decoded)
            };
            struct ceiling_demand {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    ceiling_demand,
                >(demand_at(ceiling_rate, false)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Decoded bytes per stored byte. Equation: `decoded_sample / encoded_sample`. Requires `encoded_sample`, `decoded_sample` (an error names the absent one).
        #[inline]
        pub fn decode_expansion(&self) -> __Result<f64, __c::EvalError> {
            let decoded_sample = __c::present(
                &self.decoded_sample,
                "decode_expansion",
                "decoded_sample",
            )?;
            let encoded_sample = __c::present(
                &self.encoded_sample,
                "decode_expansion",
                "encoded_sample",
            )?;
            struct decode_expansion {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    decode_expansion,
                >(decoded_sample.eq_div(encoded_sample)?))(),
                &__PROPERTIES[9],
            )
        }
        /**Bandwidth of the slowest modelled path: the storage path, or the host link when slower.

Equation:

```text
match hardware.detail().interconnect {
    Some(link) if link.bandwidth < supply.bandwidth => link.bandwidth,
    _ => supply.bandwidth,
}
```
 Requires `supply` (an error names the absent one).*/
        #[inline]
        pub fn path_bandwidth(&self) -> __Result<DataRate, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            let supply = __c::present(&self.supply, "path_bandwidth", "supply")?;
            struct path_bandwidth {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    path_bandwidth,
                >(
                    match hardware.detail().interconnect {
                        Some(link) if link.bandwidth < supply.bandwidth => link.bandwidth,
                        _ => supply.bandwidth,
                    },
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Share of the sustained rate lost when the path is the slowest stage. Equation: `supply_shortfall(demand(decoded), path_bandwidth)`. Requires `supply` (an error names the absent one).
        #[inline]
        pub fn feeding_loss(&self, decoded: bool) -> __Result<f64, __c::EvalError> {
            self.__eq_feeding_loss(self.path_bandwidth()?, decoded)
        }
        #[doc(hidden)]
        fn __eq_feeding_loss(
            &self,
            path_bandwidth: DataRate,
            decoded: bool,
        ) -> __Result<f64, __c::EvalError> {
            let demand = |decoded: bool| self.demand(decoded);
            struct feeding_loss {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    feeding_loss,
                >(
                    ::mlsysim_core::equation::supply_shortfall(
                        demand(decoded)?,
                        path_bandwidth,
                    )?,
                ))(),
                &__METHODS[2],
            )
        }
        ///Share of the sustained demand the storage path delivers, at most 1. Equation: `min((supply.bandwidth / demand(false)).value, 1.0)`. Requires `supply` (an error names the absent one).
        #[inline]
        pub fn supplied_fraction(&self) -> __Result<f64, __c::EvalError> {
            let supply = __c::present(&self.supply, "supplied_fraction", "supply")?;
            let demand = |decoded: bool| self.demand(decoded);
            struct supplied_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    supplied_fraction,
                >(
                    ::mlsysim_core::equation::min(
                        supply.bandwidth.eq_div(demand(false)?)?.value,
                        1.0,
                    ),
                ))(),
                &__PROPERTIES[11],
            )
        }
        ///Stored samples a second a path of `bandwidth` delivers. Equation: `bandwidth / encoded_sample`. Requires `encoded_sample` (an error names the absent one).
        #[inline]
        pub fn samples_supplied(
            &self,
            bandwidth: DataRate,
        ) -> __Result<Frequency, __c::EvalError> {
            __c::argument(&bandwidth, "samples_supplied", &(&__METHODS[3]).args[0])?;
            let encoded_sample = __c::present(
                &self.encoded_sample,
                "samples_supplied",
                "encoded_sample",
            )?;
            struct samples_supplied {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    samples_supplied,
                >(bandwidth.eq_div(encoded_sample)?))(),
                &__METHODS[3],
            )
        }
        ///Parallel streams of `bandwidth` each that meet the demand at the ceiling. Equation: `ceiling_demand / bandwidth`.
        #[inline]
        pub fn streams_needed(
            &self,
            bandwidth: DataRate,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_streams_needed(self.ceiling_demand()?, bandwidth)
        }
        #[doc(hidden)]
        fn __eq_streams_needed(
            &self,
            ceiling_demand: DataRate,
            bandwidth: DataRate,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&bandwidth, "streams_needed", &(&__METHODS[4]).args[0])?;
            struct streams_needed {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    streams_needed,
                >(ceiling_demand.eq_div(bandwidth)?))(),
                &__METHODS[4],
            )
        }
        /**Parallel streams of `bandwidth` each that meet the demand at `rate` (the reference's
`streams_needed` given a rate). Equation: `demand_at(rate, false) / bandwidth`.*/
        #[inline]
        pub fn streams_needed_at(
            &self,
            bandwidth: DataRate,
            rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&bandwidth, "streams_needed_at", &(&__METHODS[5]).args[0])?;
            __c::argument(&rate, "streams_needed_at", &(&__METHODS[5]).args[1])?;
            let demand_at = |rate: Frequency, decoded: bool| {
                self.demand_at(rate, decoded)
            };
            struct streams_needed_at {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    streams_needed_at,
                >(demand_at(rate, false)?.eq_div(bandwidth)?))(),
                &__METHODS[5],
            )
        }
        ///Workers whose combined rate equals one accelerator's. Equation: `sustained_rate / worker_rate`. Requires `worker_rate` (an error names the absent one).
        #[inline]
        pub fn worker_crossing(&self) -> __Result<f64, __c::EvalError> {
            let sustained_rate = __Clone::clone(&self.sustained_rate);
            let worker_rate = __c::present(
                &self.worker_rate,
                "worker_crossing",
                "worker_rate",
            )?;
            struct worker_crossing {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    worker_crossing,
                >(sustained_rate.eq_div(worker_rate)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Whole workers one accelerator needs. Equation: `ceil(worker_crossing - 1e-9)`. Requires `worker_rate` (an error names the absent one).
        #[inline]
        pub fn workers_per_accelerator(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_workers_per_accelerator(self.worker_crossing()?)
        }
        #[doc(hidden)]
        fn __eq_workers_per_accelerator(
            &self,
            worker_crossing: f64,
        ) -> __Result<i64, __c::EvalError> {
            struct workers_per_accelerator {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    workers_per_accelerator,
                >(::mlsysim_core::equation::ceil(worker_crossing.eq_sub(1e-9)?)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Whole workers every accelerator needs when they draw from one pool. Equation: `ceil((total_rate / worker_rate).value - 1e-9)`. Requires `worker_rate` (an error names the absent one).
        #[inline]
        pub fn workers_pooled(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_workers_pooled(self.total_rate()?)
        }
        #[doc(hidden)]
        fn __eq_workers_pooled(
            &self,
            total_rate: Frequency,
        ) -> __Result<i64, __c::EvalError> {
            let worker_rate = __c::present(
                &self.worker_rate,
                "workers_pooled",
                "worker_rate",
            )?;
            struct workers_pooled {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    workers_pooled,
                >(
                    ::mlsysim_core::equation::ceil(
                        total_rate.eq_div(worker_rate)?.value.eq_sub(1e-9)?,
                    )?,
                ))(),
                &__PROPERTIES[14],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AcceleratorInputFeedValues`].
        #[must_use]
        pub fn evaluate(&self) -> AcceleratorInputFeedValues<'_> {
            let host_supply = self.host_supply();
            let busy_fraction = __c::after(
                (&host_supply,),
                |(v0,)| self.__eq_busy_fraction(v0),
            );
            let training_flops_per_sample = self.training_flops_per_sample();
            let ceiling_rate = __c::after(
                (&training_flops_per_sample,),
                |(v0,)| self.__eq_ceiling_rate(v0),
            );
            let sustained_fraction = __c::after(
                (&ceiling_rate,),
                |(v0,)| self.__eq_sustained_fraction(v0),
            );
            let achieved_flops = __c::after(
                (&training_flops_per_sample,),
                |(v0,)| self.__eq_achieved_flops(v0),
            );
            let ceiling_gap = __c::after(
                (&sustained_fraction,),
                |(v0,)| self.__eq_ceiling_gap(v0),
            );
            let total_rate = self.total_rate();
            let ceiling_demand = __c::after(
                (&ceiling_rate,),
                |(v0,)| self.__eq_ceiling_demand(v0),
            );
            let decode_expansion = self.decode_expansion();
            let path_bandwidth = self.path_bandwidth();
            let supplied_fraction = self.supplied_fraction();
            let worker_crossing = self.worker_crossing();
            let workers_per_accelerator = __c::after(
                (&worker_crossing,),
                |(v0,)| self.__eq_workers_per_accelerator(v0),
            );
            let workers_pooled = __c::after(
                (&total_rate,),
                |(v0,)| self.__eq_workers_pooled(v0),
            );
            AcceleratorInputFeedValues {
                scenario: self,
                host_supply,
                busy_fraction,
                training_flops_per_sample,
                ceiling_rate,
                sustained_fraction,
                achieved_flops,
                ceiling_gap,
                total_rate,
                ceiling_demand,
                decode_expansion,
                path_bandwidth,
                supplied_fraction,
                worker_crossing,
                workers_per_accelerator,
                workers_pooled,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.hardware, &__INPUTS[1])?;
            __c::bounded(&self.sustained_rate, &__INPUTS[2])?;
            __c::bounded(&self.encoded_sample, &__INPUTS[3])?;
            __c::bounded(&self.decoded_sample, &__INPUTS[4])?;
            __c::finite(&self.supply, &__INPUTS[5])?;
            __c::bounded(&self.training_flops_factor, &__INPUTS[6])?;
            __c::bounded_plain(&self.accelerators, &__INPUTS[7])?;
            __c::bounded(&self.worker_rate, &__INPUTS[8])?;
            __c::bounded(&self.host_decode_cap, &__INPUTS[9])?;
            __c::bounded_plain(&self.host_workers, &__INPUTS[10])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_busy_fraction(&self) -> __c::Parts {
            __c::traced(
                self.busy_fraction(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "min", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let host_supply = self.host_supply()
                    ?; let sustained_rate = __Clone::clone(& self.sustained_rate); let
                    part = host_supply.eq_div(sustained_rate) ? .value; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_training_flops_per_sample(&self) -> __c::Parts {
            __c::traced(
                self.training_flops_per_sample(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.inference_flops; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.inference_flops;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "inference FLOPs"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_ceiling_rate(&self) -> __c::Parts {
            __c::traced(
                self.ceiling_rate(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.peak_flops; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_demand(&self, decoded: bool) -> __c::Parts {
            __c::traced(
                self.demand(__Clone::clone(&decoded)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let sustained_rate = __Clone::clone(& self.sustained_rate); let
                    decoded = __Clone::clone(& decoded); let demand_at = | rate :
                    Frequency, decoded : bool | self.demand_at(rate, decoded); let part =
                    demand_at(sustained_rate, decoded) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "demand_at", args :
                    ::std::vec![__c::Operand::Name("sustained_rate"),
                    __c::Operand::Name("decoded")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_demand_at(&self, rate: Frequency, decoded: bool) -> __c::Parts {
            __c::traced(
                self.demand_at(__Clone::clone(&rate), __Clone::clone(&decoded)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let decoded_sample = __Clone::clone(& self.decoded_sample); let
                    part = ::mlsysim_core::equation::optional(decoded_sample); Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let encoded_sample = __Clone::clone(& self.encoded_sample); let part
                    = ::mlsysim_core::equation::optional(encoded_sample); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_ceiling_demand(&self) -> __c::Parts {
            __c::traced(
                self.ceiling_demand(),
                &__PROPERTIES[8],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let ceiling_rate = self.ceiling_rate() ?; let demand_at = | rate
                    : Frequency, decoded : bool | self.demand_at(rate, decoded); let part
                    = demand_at(ceiling_rate, false) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "demand_at", args :
                    ::std::vec![__c::Operand::Name("ceiling_rate"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = false; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_path_bandwidth(&self) -> __c::Parts {
            __c::traced(
                self.path_bandwidth(),
                &__PROPERTIES[10],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.detail().interconnect; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let supply = __c::present(& self
                    .supply, "path_bandwidth", "supply") ?; let part = supply.bandwidth;
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let supply = __c::present(& self.supply, "path_bandwidth", "supply")
                    ?; let part = supply.bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_feeding_loss(&self, decoded: bool) -> __c::Parts {
            __c::traced(
                self.feeding_loss(__Clone::clone(&decoded)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let decoded = __Clone::clone(& decoded); let demand = | decoded :
                    bool | self.demand(decoded); let part = demand(decoded) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "supply_shortfall", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let decoded =
                    __Clone::clone(& decoded); let demand = | decoded : bool | self
                    .demand(decoded); let part = demand(decoded) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Name("path_bandwidth")]
                    }, __c::CallSite { name : "demand", args :
                    ::std::vec![__c::Operand::Name("decoded")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_supplied_fraction(&self) -> __c::Parts {
            __c::traced(
                self.supplied_fraction(),
                &__PROPERTIES[11],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let supply = __c::present(& self.supply, "supplied_fraction",
                    "supply") ?; let part = supply.bandwidth; Ok((& __c::Showing(& part,
                    None)).__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let demand = | decoded : bool | self
                    .demand(decoded); let part = demand(false) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "min", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let supply = __c::present(&
                    self.supply, "supplied_fraction", "supply") ?; let demand = | decoded
                    : bool | self.demand(decoded); let part = supply.bandwidth
                    .eq_div(demand(false) ?) ? .value; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "demand", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = false; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_streams_needed_at(
            &self,
            bandwidth: DataRate,
            rate: Frequency,
        ) -> __c::Parts {
            __c::traced(
                self
                    .streams_needed_at(
                        __Clone::clone(&bandwidth),
                        __Clone::clone(&rate),
                    ),
                &__METHODS[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let rate = __Clone::clone(& rate); let demand_at = | rate :
                    Frequency, decoded : bool | self.demand_at(rate, decoded); let part =
                    demand_at(rate, false) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "demand_at", args :
                    ::std::vec![__c::Operand::Name("rate"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = false; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_workers_per_accelerator(&self) -> __c::Parts {
            __c::traced(
                self.workers_per_accelerator(),
                &__PROPERTIES[13],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let worker_crossing = self
                    .worker_crossing() ?; let part = worker_crossing.eq_sub(1e-9) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_workers_pooled(&self) -> __c::Parts {
            __c::traced(
                self.workers_pooled(),
                &__PROPERTIES[14],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let total_rate = self
                    .total_rate() ?; let worker_rate = __c::present(& self.worker_rate,
                    "workers_pooled", "worker_rate") ?; let part = total_rate
                    .eq_div(worker_rate) ? .value.eq_sub(1e-9) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl AcceleratorInputFeedBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `hardware`: The accelerator; its peak and its host link are read.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `sustained_rate`: Samples a second one accelerator trains at.
        #[must_use]
        pub fn sustained_rate(mut self, value: Frequency) -> Self {
            self.sustained_rate = Some(value);
            self
        }
        ///Sets `encoded_sample`: Bytes of a sample as stored.
        #[must_use]
        pub fn encoded_sample(mut self, value: Information) -> Self {
            self.encoded_sample = Some(value);
            self
        }
        ///Leaves `encoded_sample` absent.
        #[must_use]
        pub fn without_encoded_sample(mut self) -> Self {
            self.encoded_sample = None;
            self
        }
        ///Sets `decoded_sample`: Bytes of a sample after decode.
        #[must_use]
        pub fn decoded_sample(mut self, value: Information) -> Self {
            self.decoded_sample = Some(value);
            self
        }
        ///Leaves `decoded_sample` absent.
        #[must_use]
        pub fn without_decoded_sample(mut self) -> Self {
            self.decoded_sample = None;
            self
        }
        ///Sets `supply`: The storage path that feeds the accelerators.
        #[must_use]
        pub fn supply(mut self, value: &'static StorageSubsystem) -> Self {
            self.supply = Some(value);
            self
        }
        ///Leaves `supply` absent.
        #[must_use]
        pub fn without_supply(mut self) -> Self {
            self.supply = None;
            self
        }
        ///Sets `training_flops_factor`: Forward passes of work in one training step of a sample.
        #[must_use]
        pub fn training_flops_factor(mut self, value: f64) -> Self {
            self.training_flops_factor = Some(value);
            self
        }
        ///Sets `accelerators`: Accelerators fed by the path.
        #[must_use]
        pub fn accelerators(mut self, value: i64) -> Self {
            self.accelerators = Some(value);
            self
        }
        ///Sets `worker_rate`: Samples a second one host loader worker prepares.
        #[must_use]
        pub fn worker_rate(mut self, value: Frequency) -> Self {
            self.worker_rate = Some(value);
            self
        }
        ///Leaves `worker_rate` absent.
        #[must_use]
        pub fn without_worker_rate(mut self) -> Self {
            self.worker_rate = None;
            self
        }
        ///Sets `host_decode_cap`: Samples a second the whole host can decode (stated for context; nothing reads it).
        #[must_use]
        pub fn host_decode_cap(mut self, value: Frequency) -> Self {
            self.host_decode_cap = Some(value);
            self
        }
        ///Leaves `host_decode_cap` absent.
        #[must_use]
        pub fn without_host_decode_cap(mut self) -> Self {
            self.host_decode_cap = None;
            self
        }
        ///Sets `host_workers`: Loader workers the host gives each accelerator.
        #[must_use]
        pub fn host_workers(mut self, value: i64) -> Self {
            self.host_workers = Some(value);
            self
        }
        ///Leaves `host_workers` absent.
        #[must_use]
        pub fn without_host_workers(mut self) -> Self {
            self.host_workers = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AcceleratorInputFeed, __c::InputError> {
            let scenario = AcceleratorInputFeed {
                workload: __c::given(self.workload, "workload")?,
                hardware: __c::given(self.hardware, "hardware")?,
                sustained_rate: __c::given(self.sustained_rate, "sustained_rate")?,
                encoded_sample: self.encoded_sample,
                decoded_sample: self.decoded_sample,
                supply: self.supply,
                training_flops_factor: self.training_flops_factor.unwrap_or_else(|| 3.0),
                accelerators: self.accelerators.unwrap_or_else(|| 1),
                worker_rate: self.worker_rate,
                host_decode_cap: self.host_decode_cap,
                host_workers: self.host_workers,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AcceleratorInputFeedBuilder {
        type Scenario = AcceleratorInputFeed;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[1])?,
                "sustained_rate" => self.sustained_rate = __c::set(value, &__INPUTS[2])?,
                "encoded_sample" => self.encoded_sample = __c::set(value, &__INPUTS[3])?,
                "decoded_sample" => self.decoded_sample = __c::set(value, &__INPUTS[4])?,
                "supply" => self.supply = __c::set(value, &__INPUTS[5])?,
                "training_flops_factor" => {
                    self.training_flops_factor = __c::set(value, &__INPUTS[6])?;
                }
                "accelerators" => self.accelerators = __c::set(value, &__INPUTS[7])?,
                "worker_rate" => self.worker_rate = __c::set(value, &__INPUTS[8])?,
                "host_decode_cap" => {
                    self.host_decode_cap = __c::set(value, &__INPUTS[9])?;
                }
                "host_workers" => self.host_workers = __c::set(value, &__INPUTS[10])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AcceleratorInputFeed, __c::InputError> {
            AcceleratorInputFeedBuilder::build(self)
        }
    }
    impl<'a> AcceleratorInputFeedValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AcceleratorInputFeed {
            self.scenario
        }
        ///[`AcceleratorInputFeed::demand`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn demand(&self, decoded: bool) -> __Result<DataRate, __c::EvalError> {
            self.scenario.demand(decoded)
        }
        ///[`AcceleratorInputFeed::demand_at`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn demand_at(
            &self,
            rate: Frequency,
            decoded: bool,
        ) -> __Result<DataRate, __c::EvalError> {
            self.scenario.demand_at(rate, decoded)
        }
        ///[`AcceleratorInputFeed::feeding_loss`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn feeding_loss(&self, decoded: bool) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_feeding_loss(__Clone::clone(&self.path_bandwidth)?, decoded)
        }
        ///[`AcceleratorInputFeed::samples_supplied`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn samples_supplied(
            &self,
            bandwidth: DataRate,
        ) -> __Result<Frequency, __c::EvalError> {
            self.scenario.samples_supplied(bandwidth)
        }
        ///[`AcceleratorInputFeed::streams_needed`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn streams_needed(
            &self,
            bandwidth: DataRate,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_streams_needed(__Clone::clone(&self.ceiling_demand)?, bandwidth)
        }
        ///[`AcceleratorInputFeed::streams_needed_at`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn streams_needed_at(
            &self,
            bandwidth: DataRate,
            rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.streams_needed_at(bandwidth, rate)
        }
    }
    impl __c::Scenario for AcceleratorInputFeed {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AcceleratorInputFeed",
            family: &DELIVERY,
            summary: "Accelerators training a model at a sustained rate, fed from a storage path and by host loader workers: the arithmetic ceiling, the bandwidth the feed must deliver, and the share of the rate a slower supply takes away.",
            description: "The ceiling is the accelerator's peak over the training work of one sample\n(`training_flops_factor` forward passes). The demand is the rate times the bytes of a\nsample, as stored or after decode. A loader worker decodes and augments `worker_rate`\nsamples a second, so an accelerator needs enough workers to match its rate.",
            notes: __c::meta::Notes {
                equation: "ceiling = peak ÷ (factor × forward FLOPs); demand = accelerators × rate × bytes per sample; feeding loss = 1 − supply ÷ demand when the supply is short; workers = ceil(rate ÷ worker_rate)",
                assumptions: &[
                    "Training is compute bound at the sustained rate; the slowest of the storage path and the host link sets the supply.",
                    "Whole workers are counted with a tolerance of 1e-9, so a crossing that is whole up to rounding needs no extra worker.",
                ],
                rules: __RULES,
                excludes: &[
                    "Caching of the dataset in host memory, and decode on the accelerator.",
                ],
                derivation: &[
                    "A pipeline runs at the pace of its slowest stage; bandwidth is samples a second times bytes a sample.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "One A100 outruns a cloud block volume",
                    code: "// One A100 outruns a cloud block volume\nuse mlsysim_data::delivery::resnet50_a100_input_feed;\n\nlet s = resnet50_a100_input_feed()?;\nassert!(s.feeding_loss(false)? > 0.4);\nassert_eq!(s.workers_per_accelerator()?, 9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AcceleratorInputFeedBuilder;
        fn to_builder(&self) -> AcceleratorInputFeedBuilder {
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
                    &self.sustained_rate,
                    &self.encoded_sample,
                    &self.decoded_sample,
                    &self.supply,
                    &self.training_flops_factor,
                    &self.accelerators,
                    &self.worker_rate,
                    &self.host_decode_cap,
                    &self.host_workers,
                ],
                &[
                    &values.host_supply,
                    &values.busy_fraction,
                    &values.training_flops_per_sample,
                    &values.ceiling_rate,
                    &values.sustained_fraction,
                    &values.achieved_flops,
                    &values.ceiling_gap,
                    &values.total_rate,
                    &values.ceiling_demand,
                    &values.decode_expansion,
                    &values.path_bandwidth,
                    &values.supplied_fraction,
                    &values.worker_crossing,
                    &values.workers_per_accelerator,
                    &values.workers_pooled,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "demand" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.demand(a0), &__METHODS[0])
                }
                "demand_at" => {
                    let (a0, a1) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.demand_at(a0, a1), &__METHODS[1])
                }
                "feeding_loss" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.feeding_loss(a0), &__METHODS[2])
                }
                "samples_supplied" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.samples_supplied(a0), &__METHODS[3])
                }
                "streams_needed" => {
                    let (a0,) = __c::args(args, &__METHODS[4])?;
                    __c::method_value(self.streams_needed(a0), &__METHODS[4])
                }
                "streams_needed_at" => {
                    let (a0, a1) = __c::args(args, &__METHODS[5])?;
                    __c::method_value(self.streams_needed_at(a0, a1), &__METHODS[5])
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
                "busy_fraction" => Some(Ok(self.__explain_busy_fraction())),
                "training_flops_per_sample" => {
                    Some(Ok(self.__explain_training_flops_per_sample()))
                }
                "ceiling_rate" => Some(Ok(self.__explain_ceiling_rate())),
                "demand" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_demand(a0)),
                    )
                }
                "demand_at" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0, a1)| self.__explain_demand_at(a0, a1)),
                    )
                }
                "ceiling_demand" => Some(Ok(self.__explain_ceiling_demand())),
                "path_bandwidth" => Some(Ok(self.__explain_path_bandwidth())),
                "feeding_loss" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_feeding_loss(a0)),
                    )
                }
                "supplied_fraction" => Some(Ok(self.__explain_supplied_fraction())),
                "streams_needed_at" => {
                    Some(
                        __c::args(args, &__METHODS[5])
                            .map(|(a0, a1)| self.__explain_streams_needed_at(a0, a1)),
                    )
                }
                "workers_per_accelerator" => {
                    Some(Ok(self.__explain_workers_per_accelerator()))
                }
                "workers_pooled" => Some(Ok(self.__explain_workers_pooled())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "hardware" => (&__c::explain::Held(&self.hardware)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "ceiling_rate" => {
                    self.ceiling_rate()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(
                                &v,
                                ::core::option::Option::Some(
                                    ::mlsysim_core::units::PER_SECOND.erase(),
                                ),
                            ),
                        )
                }
                "sustained_rate" => {
                    __c::samples(
                        &self.sustained_rate,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::PER_SECOND.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(AcceleratorInputFeed);
};
