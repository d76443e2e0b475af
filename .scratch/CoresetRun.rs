/**A model trained for some epochs on one accelerator, against a coreset scored by one forward pass of the model or of a smaller proxy: the selection inequality in time and energy, and one pruned epoch followed through storage, the host and the host link.

Scoring once plus training on the kept share is compared with training on everything;
rescoring repeats the scoring pass before every epoch. The data path reads the dataset's
archive at the node's storage bandwidth, prepares `host_rate` samples a second on the host,
and moves `decoded_sample` bytes a sample over the host link.

# Equation

rate = peak × utilization; epoch = examples × factor × forward FLOPs ÷ rate; score = examples × scorer FLOPs ÷ rate; selection = score + keep × full; saving = full − selection; storage = archive ÷ storage bandwidth; link = examples × decoded ÷ link bandwidth

# Assumptions

- Training and scoring are compute bound at one utilization of the peak; every device draws its TDP.
- The kept subset trains to the same quality in the same number of epochs.

# Excludes

- Training the proxy (see `proxy_epochs`, stated but not computed by the reference), and the data path's own stalls.

# Derivation

- The selection inequality: scoring plus subset training against full training.

# Examples

```rust
// A ResNet-18 proxy scores the pool for less than ResNet-50
use mlsysim_data::selection::resnet50_ten_percent_coreset_h100;

let s = resnet50_ten_percent_coreset_h100()?;
let proxy = mlsysim_core::Workload::find("Vision.ResNet18")?;
assert!(s.score_time(proxy)? < s.score_time(s.workload)?);
assert!(s.saving_fraction(proxy)? > 0.8);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CoresetRun {
    ///The model trained.
    pub workload: &'static Workload,
    ///The dataset; its training examples and archive size are read.
    pub dataset: &'static Dataset,
    ///The accelerator; its peak, TDP, local storage and host link are read.
    pub hardware: &'static HardwareNode,
    ///Share of the peak sustained. *Allowed > 0 and [0.0, 1.0].*
    pub utilization: f64,
    ///Share of the examples the coreset keeps. *Allowed [0.0, 1.0].*
    pub keep_fraction: f64,
    ///Training epochs. *Allowed >= 0.*
    pub epochs: i64,
    ///Forward passes of work in one training step of a sample. *Default `3.0`; allowed > 0.*
    pub training_flops_factor: f64,
    ///A smaller model that scores the pool instead. *Optional (absent by default).*
    pub proxy: Option<&'static Workload>,
    ///Epochs a proxy trained from scratch runs before scoring (context). *Optional (absent by default); allowed >= 0.*
    pub proxy_epochs: Option<i64>,
    ///Samples a second the host prepares. *Optional (absent by default); shown in `PER_SECOND`; allowed > 0.*
    pub host_rate: Option<Frequency>,
    ///Bytes of a sample sent to the accelerator. *Optional (absent by default); shown in `KB`; allowed > 0.*
    pub decoded_sample: Option<Information>,
}
///Builds a [`CoresetRun`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CoresetRunBuilder {
    workload: ::core::option::Option<&'static Workload>,
    dataset: ::core::option::Option<&'static Dataset>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    utilization: ::core::option::Option<f64>,
    keep_fraction: ::core::option::Option<f64>,
    epochs: ::core::option::Option<i64>,
    training_flops_factor: ::core::option::Option<f64>,
    proxy: ::core::option::Option<&'static Workload>,
    proxy_epochs: ::core::option::Option<i64>,
    host_rate: ::core::option::Option<Frequency>,
    decoded_sample: ::core::option::Option<Information>,
}
///Every property of a [`CoresetRun`], each computed once (see [`CoresetRun::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CoresetRunValues<'a> {
    scenario: &'a CoresetRun,
    ///Examples of the dataset.
    pub examples: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Rate the accelerator sustains.
    pub sustained_rate: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Training work of one sample.
    pub training_flops_per_sample: ::core::result::Result<
        FlopCount,
        ::mlsysim_core::EvalError,
    >,
    ///Training work of one epoch.
    pub epoch_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Time of one epoch.
    pub epoch_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Energy of one epoch at TDP.
    pub epoch_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Samples a second the accelerator consumes.
    pub sample_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Time of every epoch.
    pub run_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Training on everything for every epoch.
    pub full_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Training on the kept share.
    pub subset_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The model rescoring the pool before every epoch.
    pub rescoring_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Saving share when rescoring every epoch.
    pub rescoring_saving_fraction: ::core::result::Result<
        f64,
        ::mlsysim_core::EvalError,
    >,
    ///Rescoring time over subset training time.
    pub rescoring_over_training: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///One epoch on the kept share.
    pub pruned_epoch_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Energy of one epoch on the kept share.
    pub pruned_epoch_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Time pruning saves over the run.
    pub run_saving_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Energy pruning saves over the run.
    pub run_saving_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Energy saved over the energy of scoring with the model.
    pub saving_over_score_energy: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of the dataset's training archive.
    pub archive_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time to read the archive from the node's storage.
    pub storage_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The coreset written out as shards of its own.
    pub materialized_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes one epoch sends over the host link.
    pub link_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time one epoch takes on the host link.
    pub link_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time the host takes to prepare one epoch.
    pub host_epoch_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
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
            name: "dataset",
            ty: "&'static Dataset",
            doc: "The dataset; its training examples and archive size are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The accelerator; its peak, TDP, local storage and host link are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization",
            ty: "f64",
            doc: "Share of the peak sustained.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "keep_fraction",
            ty: "f64",
            doc: "Share of the examples the coreset keeps.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "epochs",
            ty: "i64",
            doc: "Training epochs.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
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
            name: "proxy",
            ty: "Option<&'static Workload>",
            doc: "A smaller model that scores the pool instead.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "proxy_epochs",
            ty: "Option<i64>",
            doc: "Epochs a proxy trained from scratch runs before scoring (context).",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "host_rate",
            ty: "Option<Frequency>",
            doc: "Samples a second the host prepares.",
            optional: true,
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "decoded_sample",
            ty: "Option<Information>",
            doc: "Bytes of a sample sent to the accelerator.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "examples",
            doc: "Examples of the dataset.",
            equation: "f64::from(\n    from_registry(dataset.training_examples, \"training examples\", dataset.path),\n)",
            result_type: "f64",
            depends_on: &["dataset"],
            calls: &["from_registry"],
            template: "f64::from(from_registry({#0 dataset.training_examples}, \"training examples\", {#1 dataset.path}))",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sustained_rate",
            doc: "Rate the accelerator sustains.",
            equation: "hardware.peak_flops * utilization",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["hardware", "utilization"],
            template: "{#0 hardware.peak_flops} * {utilization}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_flops_per_sample",
            doc: "Training work of one sample.",
            equation: "training_flops_factor * workload.forward_flops()",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::GFLOP);
                __c::units::label(&::mlsysim_core::units::GFLOP)
            },
            depends_on: &["training_flops_factor", "workload"],
            reaches: &[("workload", "forward_flops")],
            template: "{training_flops_factor} * {#0 workload.forward_flops()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "epoch_flops",
            doc: "Training work of one epoch.",
            equation: "examples * training_flops_per_sample",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["examples", "training_flops_per_sample"],
            template: "{examples} * {training_flops_per_sample}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "epoch_time",
            doc: "Time of one epoch.",
            equation: "epoch_flops / sustained_rate",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["epoch_flops", "sustained_rate"],
            template: "{epoch_flops} / {sustained_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "epoch_energy",
            doc: "Energy of one epoch at TDP.",
            equation: "from_registry(hardware.tdp, \"thermal design power\", hardware.path) * epoch_time",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::KILOJOULE);
                __c::units::label(&::mlsysim_core::units::KILOJOULE)
            },
            depends_on: &["hardware", "epoch_time"],
            calls: &["from_registry"],
            template: "from_registry({#0 hardware.tdp}, \"thermal design power\", {#1 hardware.path})\n    * {epoch_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sample_rate",
            doc: "Samples a second the accelerator consumes.",
            equation: "examples / epoch_time",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["examples", "epoch_time"],
            template: "{examples} / {epoch_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_time",
            doc: "Time of every epoch.",
            equation: "epochs * epoch_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["epochs", "epoch_time"],
            template: "{epochs} * {epoch_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "full_time",
            doc: "Training on everything for every epoch.",
            equation: "examples * epochs * training_flops_factor * workload.forward_flops() / sustained_rate",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &[
                "epochs",
                "training_flops_factor",
                "workload",
                "examples",
                "sustained_rate",
            ],
            reaches: &[("workload", "forward_flops")],
            template: "{examples} * {epochs} * {training_flops_factor} * {#0 workload.forward_flops()}\n    / {sustained_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "subset_time",
            doc: "Training on the kept share.",
            equation: "keep_fraction * full_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["keep_fraction", "full_time"],
            template: "{keep_fraction} * {full_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rescoring_time",
            doc: "The model rescoring the pool before every epoch.",
            equation: "epochs * score_time(workload)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["epochs", "workload"],
            template: "{epochs} * {#0 score_time(workload)}",
            named_calls: "score_time(workload)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rescoring_saving_fraction",
            doc: "Saving share when rescoring every epoch.",
            equation: "(full_time - (rescoring_time + subset_time)) / full_time",
            result_type: "f64",
            depends_on: &["full_time", "rescoring_time", "subset_time"],
            template: "({full_time} - ({rescoring_time} + {subset_time})) / {full_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rescoring_over_training",
            doc: "Rescoring time over subset training time.",
            equation: "rescoring_time / subset_time",
            result_type: "f64",
            depends_on: &["rescoring_time", "subset_time"],
            template: "{rescoring_time} / {subset_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pruned_epoch_time",
            doc: "One epoch on the kept share.",
            equation: "keep_fraction * epoch_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["keep_fraction", "epoch_time"],
            template: "{keep_fraction} * {epoch_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pruned_epoch_energy",
            doc: "Energy of one epoch on the kept share.",
            equation: "keep_fraction * epoch_energy",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::KILOJOULE);
                __c::units::label(&::mlsysim_core::units::KILOJOULE)
            },
            depends_on: &["keep_fraction", "epoch_energy"],
            template: "{keep_fraction} * {epoch_energy}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_saving_time",
            doc: "Time pruning saves over the run.",
            equation: "epochs * (epoch_time - pruned_epoch_time)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["epochs", "epoch_time", "pruned_epoch_time"],
            template: "{epochs} * ({epoch_time} - {pruned_epoch_time})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_saving_energy",
            doc: "Energy pruning saves over the run.",
            equation: "epochs * (epoch_energy - pruned_epoch_energy)",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::MEGAJOULE);
                __c::units::label(&::mlsysim_core::units::MEGAJOULE)
            },
            depends_on: &["epochs", "epoch_energy", "pruned_epoch_energy"],
            template: "{epochs} * ({epoch_energy} - {pruned_epoch_energy})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saving_over_score_energy",
            doc: "Energy saved over the energy of scoring with the model.",
            equation: "run_saving_energy / score_energy(workload)",
            result_type: "f64",
            depends_on: &["workload", "run_saving_energy"],
            template: "{run_saving_energy} / {#0 score_energy(workload)}",
            named_calls: "score_energy(workload)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "archive_bytes",
            doc: "Bytes of the dataset's training archive.",
            equation: "from_registry(dataset.training_archive_size, \"training archive size\", dataset.path)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["dataset"],
            calls: &["from_registry"],
            template: "from_registry({#0 dataset.training_archive_size}, \"training archive size\", {#1 dataset.path})",
            operation: "result of `from_registry`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "storage_time",
            doc: "Time to read the archive from the node's storage.",
            equation: "archive_bytes\n    / from_registry(hardware.detail().storage, \"local storage\", hardware.path)\n        .bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["hardware", "archive_bytes"],
            reaches: &[("hardware", "detail")],
            calls: &["from_registry"],
            template: "{archive_bytes}\n    / from_registry({#0 hardware.detail().storage}, \"local storage\", {#1 hardware.path}).bandwidth",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "materialized_bytes",
            doc: "The coreset written out as shards of its own.",
            equation: "keep_fraction * archive_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["keep_fraction", "archive_bytes"],
            template: "{keep_fraction} * {archive_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "link_bytes",
            doc: "Bytes one epoch sends over the host link.",
            equation: "examples * decoded_sample",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["decoded_sample", "examples"],
            requires: &["decoded_sample"],
            template: "{examples} * {decoded_sample}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "link_time",
            doc: "Time one epoch takes on the host link.",
            equation: "link_bytes\n    / from_registry(hardware.detail().interconnect, \"host link\", hardware.path)\n        .bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["hardware", "link_bytes"],
            reaches: &[("hardware", "detail")],
            requires: &["decoded_sample"],
            calls: &["from_registry"],
            template: "{link_bytes}\n    / from_registry({#0 hardware.detail().interconnect}, \"host link\", {#1 hardware.path}).bandwidth",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "host_epoch_time",
            doc: "Time the host takes to prepare one epoch.",
            equation: "examples / host_rate",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["host_rate", "examples"],
            requires: &["host_rate"],
            template: "{examples} / {host_rate}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "score_time",
            kind: __c::MemberKind::Method,
            doc: "One forward pass of `scorer` over the whole pool.",
            equation: "examples * scorer.forward_flops() / sustained_rate",
            args: &[
                __c::ArgInfo {
                    name: "scorer",
                    ty: "&'static Workload",
                    samples: &[
                        __c::Sample::From("workload"),
                        __c::Sample::From("proxy"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["examples", "sustained_rate"],
            template: "{examples} * {scorer}.forward_flops() / {sustained_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "score_energy",
            kind: __c::MemberKind::Method,
            doc: "Energy of that pass at TDP.",
            equation: "from_registry(hardware.tdp, \"thermal design power\", hardware.path)\n    * score_time(scorer)",
            args: &[
                __c::ArgInfo {
                    name: "scorer",
                    ty: "&'static Workload",
                    samples: &[
                        __c::Sample::From("workload"),
                        __c::Sample::From("proxy"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::KILOJOULE);
                __c::units::label(&::mlsysim_core::units::KILOJOULE)
            },
            depends_on: &["hardware"],
            calls: &["from_registry"],
            template: "from_registry({#0 hardware.tdp}, \"thermal design power\", {#1 hardware.path})\n    * {#2 score_time(scorer)}",
            named_calls: "score_time(scorer)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "selection_time",
            kind: __c::MemberKind::Method,
            doc: "Scoring once with `scorer` plus training on the kept share.",
            equation: "score_time(scorer) + subset_time",
            args: &[
                __c::ArgInfo {
                    name: "scorer",
                    ty: "&'static Workload",
                    samples: &[
                        __c::Sample::From("workload"),
                        __c::Sample::From("proxy"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["subset_time"],
            template: "{#0 score_time(scorer)} + {subset_time}",
            named_calls: "score_time(scorer)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saving",
            kind: __c::MemberKind::Method,
            doc: "Time selection with `scorer` saves.",
            equation: "full_time - selection_time(scorer)",
            args: &[
                __c::ArgInfo {
                    name: "scorer",
                    ty: "&'static Workload",
                    samples: &[
                        __c::Sample::From("workload"),
                        __c::Sample::From("proxy"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["full_time"],
            template: "{full_time} - {#0 selection_time(scorer)}",
            named_calls: "selection_time(scorer)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saving_fraction",
            kind: __c::MemberKind::Method,
            doc: "That saving as a share of full training.",
            equation: "saving(scorer) / full_time",
            args: &[
                __c::ArgInfo {
                    name: "scorer",
                    ty: "&'static Workload",
                    samples: &[
                        __c::Sample::From("workload"),
                        __c::Sample::From("proxy"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["full_time"],
            template: "{#0 saving(scorer)} / {full_time}",
            named_calls: "saving(scorer)",
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
    impl CoresetRun {
        ///Starts a [`CoresetRunBuilder`]; required inputs must be set before [`CoresetRunBuilder::build`].
        #[must_use]
        pub fn builder() -> CoresetRunBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CoresetRunBuilder {
            CoresetRunBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                dataset: Some(__Clone::clone(&self.dataset)),
                hardware: Some(__Clone::clone(&self.hardware)),
                utilization: Some(__Clone::clone(&self.utilization)),
                keep_fraction: Some(__Clone::clone(&self.keep_fraction)),
                epochs: Some(__Clone::clone(&self.epochs)),
                training_flops_factor: Some(__Clone::clone(&self.training_flops_factor)),
                proxy: __Clone::clone(&self.proxy),
                proxy_epochs: __Clone::clone(&self.proxy_epochs),
                host_rate: __Clone::clone(&self.host_rate),
                decoded_sample: __Clone::clone(&self.decoded_sample),
            }
        }
        /**Examples of the dataset.

Equation:

```text
f64::from(
    from_registry(dataset.training_examples, "training examples", dataset.path),
)
```
*/
        #[inline]
        pub fn examples(&self) -> __Result<f64, __c::EvalError> {
            let dataset = __Clone::clone(&self.dataset);
            struct examples {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    examples,
                >(
                    f64::from(
                        ::mlsysim_core::equation::from_registry(
                            dataset.training_examples,
                            "training examples",
                            dataset.path,
                        )?,
                    ),
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Rate the accelerator sustains. Equation: `hardware.peak_flops * utilization`.
        #[inline]
        pub fn sustained_rate(&self) -> __Result<FlopRate, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            let utilization = __Clone::clone(&self.utilization);
            struct sustained_rate {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    sustained_rate,
                >(hardware.peak_flops.eq_mul(utilization)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Training work of one sample. Equation: `training_flops_factor * workload.forward_flops()`.
        #[inline]
        pub fn training_flops_per_sample(&self) -> __Result<FlopCount, __c::EvalError> {
            let training_flops_factor = __Clone::clone(&self.training_flops_factor);
            let workload = __Clone::clone(&self.workload);
            struct training_flops_per_sample {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    training_flops_per_sample,
                >(training_flops_factor.eq_mul(workload.forward_flops()?)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Training work of one epoch. Equation: `examples * training_flops_per_sample`.
        #[inline]
        pub fn epoch_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_epoch_flops(self.examples()?, self.training_flops_per_sample()?)
        }
        #[doc(hidden)]
        fn __eq_epoch_flops(
            &self,
            examples: f64,
            training_flops_per_sample: FlopCount,
        ) -> __Result<FlopCount, __c::EvalError> {
            struct epoch_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    epoch_flops,
                >(examples.eq_mul(training_flops_per_sample)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Time of one epoch. Equation: `epoch_flops / sustained_rate`.
        #[inline]
        pub fn epoch_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_epoch_time(self.epoch_flops()?, self.sustained_rate()?)
        }
        #[doc(hidden)]
        fn __eq_epoch_time(
            &self,
            epoch_flops: FlopCount,
            sustained_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            struct epoch_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    epoch_time,
                >(epoch_flops.eq_div(sustained_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Energy of one epoch at TDP. Equation: `from_registry(hardware.tdp, "thermal design power", hardware.path) * epoch_time`.
        #[inline]
        pub fn epoch_energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_epoch_energy(self.epoch_time()?)
        }
        #[doc(hidden)]
        fn __eq_epoch_energy(
            &self,
            epoch_time: Time,
        ) -> __Result<Energy, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct epoch_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    epoch_energy,
                >(
                    ::mlsysim_core::equation::from_registry(
                            hardware.tdp,
                            "thermal design power",
                            hardware.path,
                        )?
                        .eq_mul(epoch_time)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Samples a second the accelerator consumes. Equation: `examples / epoch_time`.
        #[inline]
        pub fn sample_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_sample_rate(self.examples()?, self.epoch_time()?)
        }
        #[doc(hidden)]
        fn __eq_sample_rate(
            &self,
            examples: f64,
            epoch_time: Time,
        ) -> __Result<Frequency, __c::EvalError> {
            struct sample_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    sample_rate,
                >(examples.eq_div(epoch_time)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Time of every epoch. Equation: `epochs * epoch_time`.
        #[inline]
        pub fn run_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_run_time(self.epoch_time()?)
        }
        #[doc(hidden)]
        fn __eq_run_time(&self, epoch_time: Time) -> __Result<Time, __c::EvalError> {
            let epochs = __Clone::clone(&self.epochs);
            struct run_time {}
            __c::member(
                (|| __c::conform::<Time, _, run_time>(epochs.eq_mul(epoch_time)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Training on everything for every epoch. Equation: `examples * epochs * training_flops_factor * workload.forward_flops() / sustained_rate`.
        #[inline]
        pub fn full_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_full_time(self.examples()?, self.sustained_rate()?)
        }
        #[doc(hidden)]
        fn __eq_full_time(
            &self,
            examples: f64,
            sustained_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            let epochs = __Clone::clone(&self.epochs);
            let training_flops_factor = __Clone::clone(&self.training_flops_factor);
            let workload = __Clone::clone(&self.workload);
            struct full_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    full_time,
                >(
                    examples
                        .eq_mul(epochs)?
                        .eq_mul(training_flops_factor)?
                        .eq_mul(workload.forward_flops()?)?
                        .eq_div(sustained_rate)?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Training on the kept share. Equation: `keep_fraction * full_time`.
        #[inline]
        pub fn subset_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_subset_time(self.full_time()?)
        }
        #[doc(hidden)]
        fn __eq_subset_time(&self, full_time: Time) -> __Result<Time, __c::EvalError> {
            let keep_fraction = __Clone::clone(&self.keep_fraction);
            struct subset_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    subset_time,
                >(keep_fraction.eq_mul(full_time)?))(),
                &__PROPERTIES[9],
            )
        }
        ///One forward pass of `scorer` over the whole pool. Equation: `examples * scorer.forward_flops() / sustained_rate`.
        #[inline]
        pub fn score_time(
            &self,
            scorer: &'static Workload,
        ) -> __Result<Time, __c::EvalError> {
            self.__eq_score_time(self.examples()?, self.sustained_rate()?, scorer)
        }
        #[doc(hidden)]
        fn __eq_score_time(
            &self,
            examples: f64,
            sustained_rate: FlopRate,
            scorer: &'static Workload,
        ) -> __Result<Time, __c::EvalError> {
            struct score_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    score_time,
                >(examples.eq_mul(scorer.forward_flops()?)?.eq_div(sustained_rate)?))(),
                &__METHODS[0],
            )
        }
        /**Energy of that pass at TDP.

Equation:

```text
from_registry(hardware.tdp, "thermal design power", hardware.path)
    * score_time(scorer)
```
*/
        #[inline]
        pub fn score_energy(
            &self,
            scorer: &'static Workload,
        ) -> __Result<Energy, __c::EvalError> {
            self.__eq_score_energy(self.examples()?, self.sustained_rate()?, scorer)
        }
        #[doc(hidden)]
        fn __eq_score_energy(
            &self,
            examples: f64,
            sustained_rate: FlopRate,
            scorer: &'static Workload,
        ) -> __Result<Energy, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            let score_time = |scorer: &'static Workload| {
                self
                    .__eq_score_time(
                        __Clone::clone(&examples),
                        __Clone::clone(&sustained_rate),
                        scorer,
                    )
            };
            struct score_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    score_energy,
                >(
                    ::mlsysim_core::equation::from_registry(
                            hardware.tdp,
                            "thermal design power",
                            hardware.path,
                        )?
                        .eq_mul(score_time(scorer)?)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Scoring once with `scorer` plus training on the kept share. Equation: `score_time(scorer) + subset_time`.
        #[inline]
        pub fn selection_time(
            &self,
            scorer: &'static Workload,
        ) -> __Result<Time, __c::EvalError> {
            self.__eq_selection_time(
                self.subset_time()?,
                self.examples()?,
                self.sustained_rate()?,
                scorer,
            )
        }
        #[doc(hidden)]
        fn __eq_selection_time(
            &self,
            subset_time: Time,
            examples: f64,
            sustained_rate: FlopRate,
            scorer: &'static Workload,
        ) -> __Result<Time, __c::EvalError> {
            let score_time = |scorer: &'static Workload| {
                self
                    .__eq_score_time(
                        __Clone::clone(&examples),
                        __Clone::clone(&sustained_rate),
                        scorer,
                    )
            };
            struct selection_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    selection_time,
                >(score_time(scorer)?.eq_add(subset_time)?))(),
                &__METHODS[2],
            )
        }
        ///Time selection with `scorer` saves. Equation: `full_time - selection_time(scorer)`.
        #[inline]
        pub fn saving(
            &self,
            scorer: &'static Workload,
        ) -> __Result<Time, __c::EvalError> {
            self.__eq_saving(
                self.full_time()?,
                self.subset_time()?,
                self.examples()?,
                self.sustained_rate()?,
                scorer,
            )
        }
        #[doc(hidden)]
        fn __eq_saving(
            &self,
            full_time: Time,
            subset_time: Time,
            examples: f64,
            sustained_rate: FlopRate,
            scorer: &'static Workload,
        ) -> __Result<Time, __c::EvalError> {
            let selection_time = |scorer: &'static Workload| {
                self
                    .__eq_selection_time(
                        __Clone::clone(&subset_time),
                        __Clone::clone(&examples),
                        __Clone::clone(&sustained_rate),
                        scorer,
                    )
            };
            struct saving {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    saving,
                >(full_time.eq_sub(selection_time(scorer)?)?))(),
                &__METHODS[3],
            )
        }
        ///That saving as a share of full training. Equation: `saving(scorer) / full_time`.
        #[inline]
        pub fn saving_fraction(
            &self,
            scorer: &'static Workload,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_saving_fraction(
                self.full_time()?,
                self.subset_time()?,
                self.examples()?,
                self.sustained_rate()?,
                scorer,
            )
        }
        #[doc(hidden)]
        fn __eq_saving_fraction(
            &self,
            full_time: Time,
            subset_time: Time,
            examples: f64,
            sustained_rate: FlopRate,
            scorer: &'static Workload,
        ) -> __Result<f64, __c::EvalError> {
            let saving = |scorer: &'static Workload| {
                self
                    .__eq_saving(
                        __Clone::clone(&full_time),
                        __Clone::clone(&subset_time),
                        __Clone::clone(&examples),
                        __Clone::clone(&sustained_rate),
                        scorer,
                    )
            };
            struct saving_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    saving_fraction,
                >(saving(scorer)?.eq_div(full_time)?))(),
                &__METHODS[4],
            )
        }
        ///The model rescoring the pool before every epoch. Equation: `epochs * score_time(workload)`.
        #[inline]
        pub fn rescoring_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_rescoring_time(self.examples()?, self.sustained_rate()?)
        }
        #[doc(hidden)]
        fn __eq_rescoring_time(
            &self,
            examples: f64,
            sustained_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            let epochs = __Clone::clone(&self.epochs);
            let workload = __Clone::clone(&self.workload);
            let score_time = |scorer: &'static Workload| {
                self
                    .__eq_score_time(
                        __Clone::clone(&examples),
                        __Clone::clone(&sustained_rate),
                        scorer,
                    )
            };
            struct rescoring_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    rescoring_time,
                >(epochs.eq_mul(score_time(workload)?)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Saving share when rescoring every epoch. Equation: `(full_time - (rescoring_time + subset_time)) / full_time`.
        #[inline]
        pub fn rescoring_saving_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_rescoring_saving_fraction(
                self.full_time()?,
                self.rescoring_time()?,
                self.subset_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_rescoring_saving_fraction(
            &self,
            full_time: Time,
            rescoring_time: Time,
            subset_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct rescoring_saving_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    rescoring_saving_fraction,
                >(
                    full_time
                        .eq_sub(rescoring_time.eq_add(subset_time)?)?
                        .eq_div(full_time)?,
                ))(),
                &__PROPERTIES[11],
            )
        }
        ///Rescoring time over subset training time. Equation: `rescoring_time / subset_time`.
        #[inline]
        pub fn rescoring_over_training(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_rescoring_over_training(
                self.rescoring_time()?,
                self.subset_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_rescoring_over_training(
            &self,
            rescoring_time: Time,
            subset_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct rescoring_over_training {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    rescoring_over_training,
                >(rescoring_time.eq_div(subset_time)?))(),
                &__PROPERTIES[12],
            )
        }
        ///One epoch on the kept share. Equation: `keep_fraction * epoch_time`.
        #[inline]
        pub fn pruned_epoch_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_pruned_epoch_time(self.epoch_time()?)
        }
        #[doc(hidden)]
        fn __eq_pruned_epoch_time(
            &self,
            epoch_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let keep_fraction = __Clone::clone(&self.keep_fraction);
            struct pruned_epoch_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    pruned_epoch_time,
                >(keep_fraction.eq_mul(epoch_time)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Energy of one epoch on the kept share. Equation: `keep_fraction * epoch_energy`.
        #[inline]
        pub fn pruned_epoch_energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_pruned_epoch_energy(self.epoch_energy()?)
        }
        #[doc(hidden)]
        fn __eq_pruned_epoch_energy(
            &self,
            epoch_energy: Energy,
        ) -> __Result<Energy, __c::EvalError> {
            let keep_fraction = __Clone::clone(&self.keep_fraction);
            struct pruned_epoch_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    pruned_epoch_energy,
                >(keep_fraction.eq_mul(epoch_energy)?))(),
                &__PROPERTIES[14],
            )
        }
        ///Time pruning saves over the run. Equation: `epochs * (epoch_time - pruned_epoch_time)`.
        #[inline]
        pub fn run_saving_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_run_saving_time(self.epoch_time()?, self.pruned_epoch_time()?)
        }
        #[doc(hidden)]
        fn __eq_run_saving_time(
            &self,
            epoch_time: Time,
            pruned_epoch_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let epochs = __Clone::clone(&self.epochs);
            struct run_saving_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    run_saving_time,
                >(epochs.eq_mul(epoch_time.eq_sub(pruned_epoch_time)?)?))(),
                &__PROPERTIES[15],
            )
        }
        ///Energy pruning saves over the run. Equation: `epochs * (epoch_energy - pruned_epoch_energy)`.
        #[inline]
        pub fn run_saving_energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_run_saving_energy(
                self.epoch_energy()?,
                self.pruned_epoch_energy()?,
            )
        }
        #[doc(hidden)]
        fn __eq_run_saving_energy(
            &self,
            epoch_energy: Energy,
            pruned_epoch_energy: Energy,
        ) -> __Result<Energy, __c::EvalError> {
            let epochs = __Clone::clone(&self.epochs);
            struct run_saving_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    run_saving_energy,
                >(epochs.eq_mul(epoch_energy.eq_sub(pruned_epoch_energy)?)?))(),
                &__PROPERTIES[16],
            )
        }
        ///Energy saved over the energy of scoring with the model. Equation: `run_saving_energy / score_energy(workload)`.
        #[inline]
        pub fn saving_over_score_energy(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_saving_over_score_energy(
                self.run_saving_energy()?,
                self.examples()?,
                self.sustained_rate()?,
            )
        }
        #[doc(hidden)]
        fn __eq_saving_over_score_energy(
            &self,
            run_saving_energy: Energy,
            examples: f64,
            sustained_rate: FlopRate,
        ) -> __Result<f64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let score_energy = |scorer: &'static Workload| {
                self
                    .__eq_score_energy(
                        __Clone::clone(&examples),
                        __Clone::clone(&sustained_rate),
                        scorer,
                    )
            };
            struct saving_over_score_energy {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    saving_over_score_energy,
                >(run_saving_energy.eq_div(score_energy(workload)?)?))(),
                &__PROPERTIES[17],
            )
        }
        ///Bytes of the dataset's training archive. Equation: `from_registry(dataset.training_archive_size, "training archive size", dataset.path)`.
        #[inline]
        pub fn archive_bytes(&self) -> __Result<Information, __c::EvalError> {
            let dataset = __Clone::clone(&self.dataset);
            struct archive_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    archive_bytes,
                >(
                    ::mlsysim_core::equation::from_registry(
                        dataset.training_archive_size,
                        "training archive size",
                        dataset.path,
                    )?,
                ))(),
                &__PROPERTIES[18],
            )
        }
        /**Time to read the archive from the node's storage.

Equation:

```text
archive_bytes
    / from_registry(hardware.detail().storage, "local storage", hardware.path)
        .bandwidth
```
*/
        #[inline]
        pub fn storage_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_storage_time(self.archive_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_storage_time(
            &self,
            archive_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct storage_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    storage_time,
                >(
                    archive_bytes
                        .eq_div(
                            ::mlsysim_core::equation::from_registry(
                                    hardware.detail().storage,
                                    "local storage",
                                    hardware.path,
                                )?
                                .bandwidth,
                        )?,
                ))(),
                &__PROPERTIES[19],
            )
        }
        ///The coreset written out as shards of its own. Equation: `keep_fraction * archive_bytes`.
        #[inline]
        pub fn materialized_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_materialized_bytes(self.archive_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_materialized_bytes(
            &self,
            archive_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let keep_fraction = __Clone::clone(&self.keep_fraction);
            struct materialized_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    materialized_bytes,
                >(keep_fraction.eq_mul(archive_bytes)?))(),
                &__PROPERTIES[20],
            )
        }
        ///Bytes one epoch sends over the host link. Equation: `examples * decoded_sample`. Requires `decoded_sample` (an error names the absent one).
        #[inline]
        pub fn link_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_link_bytes(self.examples()?)
        }
        #[doc(hidden)]
        fn __eq_link_bytes(
            &self,
            examples: f64,
        ) -> __Result<Information, __c::EvalError> {
            let decoded_sample = __c::present(
                &self.decoded_sample,
                "link_bytes",
                "decoded_sample",
            )?;
            struct link_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    link_bytes,
                >(examples.eq_mul(decoded_sample)?))(),
                &__PROPERTIES[21],
            )
        }
        /**Time one epoch takes on the host link.

Equation:

```text
link_bytes
    / from_registry(hardware.detail().interconnect, "host link", hardware.path)
        .bandwidth
```
 Requires `decoded_sample` (an error names the absent one).*/
        #[inline]
        pub fn link_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_link_time(self.link_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_link_time(
            &self,
            link_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct link_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    link_time,
                >(
                    link_bytes
                        .eq_div(
                            ::mlsysim_core::equation::from_registry(
                                    hardware.detail().interconnect,
                                    "host link",
                                    hardware.path,
                                )?
                                .bandwidth,
                        )?,
                ))(),
                &__PROPERTIES[22],
            )
        }
        ///Time the host takes to prepare one epoch. Equation: `examples / host_rate`. Requires `host_rate` (an error names the absent one).
        #[inline]
        pub fn host_epoch_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_host_epoch_time(self.examples()?)
        }
        #[doc(hidden)]
        fn __eq_host_epoch_time(&self, examples: f64) -> __Result<Time, __c::EvalError> {
            let host_rate = __c::present(
                &self.host_rate,
                "host_epoch_time",
                "host_rate",
            )?;
            struct host_epoch_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    host_epoch_time,
                >(examples.eq_div(host_rate)?))(),
                &__PROPERTIES[23],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CoresetRunValues`].
        #[must_use]
        pub fn evaluate(&self) -> CoresetRunValues<'_> {
            let examples = self.examples();
            let sustained_rate = self.sustained_rate();
            let training_flops_per_sample = self.training_flops_per_sample();
            let epoch_flops = __c::after(
                (&examples, &training_flops_per_sample),
                |(v0, v1)| self.__eq_epoch_flops(v0, v1),
            );
            let epoch_time = __c::after(
                (&epoch_flops, &sustained_rate),
                |(v0, v1)| self.__eq_epoch_time(v0, v1),
            );
            let epoch_energy = __c::after(
                (&epoch_time,),
                |(v0,)| self.__eq_epoch_energy(v0),
            );
            let sample_rate = __c::after(
                (&examples, &epoch_time),
                |(v0, v1)| self.__eq_sample_rate(v0, v1),
            );
            let run_time = __c::after((&epoch_time,), |(v0,)| self.__eq_run_time(v0));
            let full_time = __c::after(
                (&examples, &sustained_rate),
                |(v0, v1)| self.__eq_full_time(v0, v1),
            );
            let subset_time = __c::after(
                (&full_time,),
                |(v0,)| self.__eq_subset_time(v0),
            );
            let rescoring_time = __c::after(
                (&examples, &sustained_rate),
                |(v0, v1)| self.__eq_rescoring_time(v0, v1),
            );
            let rescoring_saving_fraction = __c::after(
                (&full_time, &rescoring_time, &subset_time),
                |(v0, v1, v2)| self.__eq_rescoring_saving_fraction(v0, v1, v2),
            );
            let rescoring_over_training = __c::after(
                (&rescoring_time, &subset_time),
                |(v0, v1)| self.__eq_rescoring_over_training(v0, v1),
            );
            let pruned_epoch_time = __c::after(
                (&epoch_time,),
                |(v0,)| self.__eq_pruned_epoch_time(v0),
            );
            let pruned_epoch_energy = __c::after(
                (&epoch_energy,),
                |(v0,)| self.__eq_pruned_epoch_energy(v0),
            );
            let run_saving_time = __c::after(
                (&epoch_time, &pruned_epoch_time),
                |(v0, v1)| self.__eq_run_saving_time(v0, v1),
            );
            let run_saving_energy = __c::after(
                (&epoch_energy, &pruned_epoch_energy),
                |(v0, v1)| self.__eq_run_saving_energy(v0, v1),
            );
            let saving_over_score_energy = __c::after(
                (&run_saving_energy, &examples, &sustained_rate),
                |(v0, v1, v2)| self.__eq_saving_over_score_energy(v0, v1, v2),
            );
            let archive_bytes = self.archive_bytes();
            let storage_time = __c::after(
                (&archive_bytes,),
                |(v0,)| self.__eq_storage_time(v0),
            );
            let materialized_bytes = __c::after(
                (&archive_bytes,),
                |(v0,)| self.__eq_materialized_bytes(v0),
            );
            let link_bytes = __c::after((&examples,), |(v0,)| self.__eq_link_bytes(v0));
            let link_time = __c::after((&link_bytes,), |(v0,)| self.__eq_link_time(v0));
            let host_epoch_time = __c::after(
                (&examples,),
                |(v0,)| self.__eq_host_epoch_time(v0),
            );
            CoresetRunValues {
                scenario: self,
                examples,
                sustained_rate,
                training_flops_per_sample,
                epoch_flops,
                epoch_time,
                epoch_energy,
                sample_rate,
                run_time,
                full_time,
                subset_time,
                rescoring_time,
                rescoring_saving_fraction,
                rescoring_over_training,
                pruned_epoch_time,
                pruned_epoch_energy,
                run_saving_time,
                run_saving_energy,
                saving_over_score_energy,
                archive_bytes,
                storage_time,
                materialized_bytes,
                link_bytes,
                link_time,
                host_epoch_time,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.dataset, &__INPUTS[1])?;
            __c::finite(&self.hardware, &__INPUTS[2])?;
            __c::bounded_plain(&self.utilization, &__INPUTS[3])?;
            __c::bounded_plain(&self.keep_fraction, &__INPUTS[4])?;
            __c::bounded_plain(&self.epochs, &__INPUTS[5])?;
            __c::bounded(&self.training_flops_factor, &__INPUTS[6])?;
            __c::finite(&self.proxy, &__INPUTS[7])?;
            __c::bounded_plain(&self.proxy_epochs, &__INPUTS[8])?;
            __c::bounded(&self.host_rate, &__INPUTS[9])?;
            __c::bounded(&self.decoded_sample, &__INPUTS[10])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_examples(&self) -> __c::Parts {
            __c::traced(
                self.examples(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let dataset = __Clone::clone(& self.dataset); let part = dataset
                    .training_examples; Ok((& __c::Showing(& part, None)).__shown()) })
                    (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let dataset = __Clone::clone(& self.dataset); let
                    part = dataset.path; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let dataset =
                    __Clone::clone(& self.dataset); let part = dataset.training_examples;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training examples";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_sustained_rate(&self) -> __c::Parts {
            __c::traced(
                self.sustained_rate(),
                &__PROPERTIES[1],
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
        fn __explain_training_flops_per_sample(&self) -> __c::Parts {
            __c::traced(
                self.training_flops_per_sample(),
                &__PROPERTIES[2],
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
        fn __explain_epoch_energy(&self) -> __c::Parts {
            __c::traced(
                self.epoch_energy(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.tdp; Ok((& __c::Showing(& part, None)).__shown()) }) (), (||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
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
        fn __explain_full_time(&self) -> __c::Parts {
            __c::traced(
                self.full_time(),
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
        fn __explain_score_energy(&self, scorer: &'static Workload) -> __c::Parts {
            __c::traced(
                self.score_energy(__Clone::clone(&scorer)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.tdp; Ok((& __c::Showing(& part, None)).__shown()) }) (), (||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let hardware = __Clone::clone(& self.hardware); let part = hardware
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let scorer = __Clone::clone(& scorer); let score_time = | scorer : &
                    'static Workload | self.score_time(scorer); let part =
                    score_time(scorer) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
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
                    None)).__shown()) }) ())] }, __c::CallSite { name : "score_time",
                    args : ::std::vec![__c::Operand::Name("scorer")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_selection_time(&self, scorer: &'static Workload) -> __c::Parts {
            __c::traced(
                self.selection_time(__Clone::clone(&scorer)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let scorer = __Clone::clone(& scorer); let score_time = | scorer
                    : & 'static Workload | self.score_time(scorer); let part =
                    score_time(scorer) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
                    __c::CallSite { name : "score_time", args :
                    ::std::vec![__c::Operand::Name("scorer")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_saving(&self, scorer: &'static Workload) -> __c::Parts {
            __c::traced(
                self.saving(__Clone::clone(&scorer)),
                &__METHODS[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let scorer = __Clone::clone(& scorer); let selection_time = |
                    scorer : & 'static Workload | self.selection_time(scorer); let part =
                    selection_time(scorer) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "selection_time", args :
                    ::std::vec![__c::Operand::Name("scorer")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_saving_fraction(&self, scorer: &'static Workload) -> __c::Parts {
            __c::traced(
                self.saving_fraction(__Clone::clone(&scorer)),
                &__METHODS[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let scorer = __Clone::clone(& scorer); let saving = | scorer : &
                    'static Workload | self.saving(scorer); let part = saving(scorer) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "saving", args :
                    ::std::vec![__c::Operand::Name("scorer")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_rescoring_time(&self) -> __c::Parts {
            __c::traced(
                self.rescoring_time(),
                &__PROPERTIES[10],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let score_time =
                    | scorer : & 'static Workload | self.score_time(scorer); let part =
                    score_time(workload) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "score_time", args :
                    ::std::vec![__c::Operand::Name("workload")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_saving_over_score_energy(&self) -> __c::Parts {
            __c::traced(
                self.saving_over_score_energy(),
                &__PROPERTIES[17],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let score_energy
                    = | scorer : & 'static Workload | self.score_energy(scorer); let part
                    = score_energy(workload) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "score_energy", args :
                    ::std::vec![__c::Operand::Name("workload")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_archive_bytes(&self) -> __c::Parts {
            __c::traced(
                self.archive_bytes(),
                &__PROPERTIES[18],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let dataset = __Clone::clone(& self.dataset); let part = dataset
                    .training_archive_size; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let dataset = __Clone::clone(& self.dataset); let
                    part = dataset.path; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let dataset =
                    __Clone::clone(& self.dataset); let part = dataset
                    .training_archive_size; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training archive size";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let dataset = __Clone::clone(& self
                    .dataset); let part = dataset.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_storage_time(&self) -> __c::Parts {
            __c::traced(
                self.storage_time(),
                &__PROPERTIES[19],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.detail().storage; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let part = hardware.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let part = hardware.detail()
                    .storage; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "local storage"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let part = hardware.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_link_time(&self) -> __c::Parts {
            __c::traced(
                self.link_time(),
                &__PROPERTIES[22],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.detail().interconnect; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let part = hardware.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let hardware =
                    __Clone::clone(& self.hardware); let part = hardware.detail()
                    .interconnect; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "host link"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hardware = __Clone::clone(& self
                    .hardware); let part = hardware.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl CoresetRunBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `dataset`: The dataset; its training examples and archive size are read.
        #[must_use]
        pub fn dataset(mut self, value: &'static Dataset) -> Self {
            self.dataset = Some(value);
            self
        }
        ///Sets `hardware`: The accelerator; its peak, TDP, local storage and host link are read.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `utilization`: Share of the peak sustained.
        #[must_use]
        pub fn utilization(mut self, value: f64) -> Self {
            self.utilization = Some(value);
            self
        }
        ///Sets `keep_fraction`: Share of the examples the coreset keeps.
        #[must_use]
        pub fn keep_fraction(mut self, value: f64) -> Self {
            self.keep_fraction = Some(value);
            self
        }
        ///Sets `epochs`: Training epochs.
        #[must_use]
        pub fn epochs(mut self, value: i64) -> Self {
            self.epochs = Some(value);
            self
        }
        ///Sets `training_flops_factor`: Forward passes of work in one training step of a sample.
        #[must_use]
        pub fn training_flops_factor(mut self, value: f64) -> Self {
            self.training_flops_factor = Some(value);
            self
        }
        ///Sets `proxy`: A smaller model that scores the pool instead.
        #[must_use]
        pub fn proxy(mut self, value: &'static Workload) -> Self {
            self.proxy = Some(value);
            self
        }
        ///Leaves `proxy` absent.
        #[must_use]
        pub fn without_proxy(mut self) -> Self {
            self.proxy = None;
            self
        }
        ///Sets `proxy_epochs`: Epochs a proxy trained from scratch runs before scoring (context).
        #[must_use]
        pub fn proxy_epochs(mut self, value: i64) -> Self {
            self.proxy_epochs = Some(value);
            self
        }
        ///Leaves `proxy_epochs` absent.
        #[must_use]
        pub fn without_proxy_epochs(mut self) -> Self {
            self.proxy_epochs = None;
            self
        }
        ///Sets `host_rate`: Samples a second the host prepares.
        #[must_use]
        pub fn host_rate(mut self, value: Frequency) -> Self {
            self.host_rate = Some(value);
            self
        }
        ///Leaves `host_rate` absent.
        #[must_use]
        pub fn without_host_rate(mut self) -> Self {
            self.host_rate = None;
            self
        }
        ///Sets `decoded_sample`: Bytes of a sample sent to the accelerator.
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
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CoresetRun, __c::InputError> {
            let scenario = CoresetRun {
                workload: __c::given(self.workload, "workload")?,
                dataset: __c::given(self.dataset, "dataset")?,
                hardware: __c::given(self.hardware, "hardware")?,
                utilization: __c::given(self.utilization, "utilization")?,
                keep_fraction: __c::given(self.keep_fraction, "keep_fraction")?,
                epochs: __c::given(self.epochs, "epochs")?,
                training_flops_factor: self.training_flops_factor.unwrap_or_else(|| 3.0),
                proxy: self.proxy,
                proxy_epochs: self.proxy_epochs,
                host_rate: self.host_rate,
                decoded_sample: self.decoded_sample,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CoresetRunBuilder {
        type Scenario = CoresetRun;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "dataset" => self.dataset = __c::set(value, &__INPUTS[1])?,
                "hardware" => self.hardware = __c::set(value, &__INPUTS[2])?,
                "utilization" => self.utilization = __c::set(value, &__INPUTS[3])?,
                "keep_fraction" => self.keep_fraction = __c::set(value, &__INPUTS[4])?,
                "epochs" => self.epochs = __c::set(value, &__INPUTS[5])?,
                "training_flops_factor" => {
                    self.training_flops_factor = __c::set(value, &__INPUTS[6])?;
                }
                "proxy" => self.proxy = __c::set(value, &__INPUTS[7])?,
                "proxy_epochs" => self.proxy_epochs = __c::set(value, &__INPUTS[8])?,
                "host_rate" => self.host_rate = __c::set(value, &__INPUTS[9])?,
                "decoded_sample" => self.decoded_sample = __c::set(value, &__INPUTS[10])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CoresetRun, __c::InputError> {
            CoresetRunBuilder::build(self)
        }
    }
    impl<'a> CoresetRunValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CoresetRun {
            self.scenario
        }
        ///[`CoresetRun::score_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn score_time(
            &self,
            scorer: &'static Workload,
        ) -> __Result<Time, __c::EvalError> {
            self.scenario
                .__eq_score_time(
                    __Clone::clone(&self.examples)?,
                    __Clone::clone(&self.sustained_rate)?,
                    scorer,
                )
        }
        ///[`CoresetRun::score_energy`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn score_energy(
            &self,
            scorer: &'static Workload,
        ) -> __Result<Energy, __c::EvalError> {
            self.scenario
                .__eq_score_energy(
                    __Clone::clone(&self.examples)?,
                    __Clone::clone(&self.sustained_rate)?,
                    scorer,
                )
        }
        ///[`CoresetRun::selection_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn selection_time(
            &self,
            scorer: &'static Workload,
        ) -> __Result<Time, __c::EvalError> {
            self.scenario
                .__eq_selection_time(
                    __Clone::clone(&self.subset_time)?,
                    __Clone::clone(&self.examples)?,
                    __Clone::clone(&self.sustained_rate)?,
                    scorer,
                )
        }
        ///[`CoresetRun::saving`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn saving(
            &self,
            scorer: &'static Workload,
        ) -> __Result<Time, __c::EvalError> {
            self.scenario
                .__eq_saving(
                    __Clone::clone(&self.full_time)?,
                    __Clone::clone(&self.subset_time)?,
                    __Clone::clone(&self.examples)?,
                    __Clone::clone(&self.sustained_rate)?,
                    scorer,
                )
        }
        ///[`CoresetRun::saving_fraction`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn saving_fraction(
            &self,
            scorer: &'static Workload,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_saving_fraction(
                    __Clone::clone(&self.full_time)?,
                    __Clone::clone(&self.subset_time)?,
                    __Clone::clone(&self.examples)?,
                    __Clone::clone(&self.sustained_rate)?,
                    scorer,
                )
        }
    }
    impl __c::Scenario for CoresetRun {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CoresetRun",
            family: &SELECTION,
            summary: "A model trained for some epochs on one accelerator, against a coreset scored by one forward pass of the model or of a smaller proxy: the selection inequality in time and energy, and one pruned epoch followed through storage, the host and the host link.",
            description: "Scoring once plus training on the kept share is compared with training on everything;\nrescoring repeats the scoring pass before every epoch. The data path reads the dataset's\narchive at the node's storage bandwidth, prepares `host_rate` samples a second on the host,\nand moves `decoded_sample` bytes a sample over the host link.",
            notes: __c::meta::Notes {
                equation: "rate = peak × utilization; epoch = examples × factor × forward FLOPs ÷ rate; score = examples × scorer FLOPs ÷ rate; selection = score + keep × full; saving = full − selection; storage = archive ÷ storage bandwidth; link = examples × decoded ÷ link bandwidth",
                assumptions: &[
                    "Training and scoring are compute bound at one utilization of the peak; every device draws its TDP.",
                    "The kept subset trains to the same quality in the same number of epochs.",
                ],
                rules: __RULES,
                excludes: &[
                    "Training the proxy (see `proxy_epochs`, stated but not computed by the reference), and the data path's own stalls.",
                ],
                derivation: &[
                    "The selection inequality: scoring plus subset training against full training.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A ResNet-18 proxy scores the pool for less than ResNet-50",
                    code: "// A ResNet-18 proxy scores the pool for less than ResNet-50\nuse mlsysim_data::selection::resnet50_ten_percent_coreset_h100;\n\nlet s = resnet50_ten_percent_coreset_h100()?;\nlet proxy = mlsysim_core::Workload::find(\"Vision.ResNet18\")?;\nassert!(s.score_time(proxy)? < s.score_time(s.workload)?);\nassert!(s.saving_fraction(proxy)? > 0.8);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CoresetRunBuilder;
        fn to_builder(&self) -> CoresetRunBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.dataset,
                    &self.hardware,
                    &self.utilization,
                    &self.keep_fraction,
                    &self.epochs,
                    &self.training_flops_factor,
                    &self.proxy,
                    &self.proxy_epochs,
                    &self.host_rate,
                    &self.decoded_sample,
                ],
                &[
                    &values.examples,
                    &values.sustained_rate,
                    &values.training_flops_per_sample,
                    &values.epoch_flops,
                    &values.epoch_time,
                    &values.epoch_energy,
                    &values.sample_rate,
                    &values.run_time,
                    &values.full_time,
                    &values.subset_time,
                    &values.rescoring_time,
                    &values.rescoring_saving_fraction,
                    &values.rescoring_over_training,
                    &values.pruned_epoch_time,
                    &values.pruned_epoch_energy,
                    &values.run_saving_time,
                    &values.run_saving_energy,
                    &values.saving_over_score_energy,
                    &values.archive_bytes,
                    &values.storage_time,
                    &values.materialized_bytes,
                    &values.link_bytes,
                    &values.link_time,
                    &values.host_epoch_time,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "score_time" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.score_time(a0), &__METHODS[0])
                }
                "score_energy" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.score_energy(a0), &__METHODS[1])
                }
                "selection_time" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.selection_time(a0), &__METHODS[2])
                }
                "saving" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.saving(a0), &__METHODS[3])
                }
                "saving_fraction" => {
                    let (a0,) = __c::args(args, &__METHODS[4])?;
                    __c::method_value(self.saving_fraction(a0), &__METHODS[4])
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
                "examples" => Some(Ok(self.__explain_examples())),
                "sustained_rate" => Some(Ok(self.__explain_sustained_rate())),
                "training_flops_per_sample" => {
                    Some(Ok(self.__explain_training_flops_per_sample()))
                }
                "epoch_energy" => Some(Ok(self.__explain_epoch_energy())),
                "full_time" => Some(Ok(self.__explain_full_time())),
                "score_energy" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_score_energy(a0)),
                    )
                }
                "selection_time" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_selection_time(a0)),
                    )
                }
                "saving" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0,)| self.__explain_saving(a0)),
                    )
                }
                "saving_fraction" => {
                    Some(
                        __c::args(args, &__METHODS[4])
                            .map(|(a0,)| self.__explain_saving_fraction(a0)),
                    )
                }
                "rescoring_time" => Some(Ok(self.__explain_rescoring_time())),
                "saving_over_score_energy" => {
                    Some(Ok(self.__explain_saving_over_score_energy()))
                }
                "archive_bytes" => Some(Ok(self.__explain_archive_bytes())),
                "storage_time" => Some(Ok(self.__explain_storage_time())),
                "link_time" => Some(Ok(self.__explain_link_time())),
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
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "workload" => __c::samples(&self.workload, ::core::option::Option::None),
                "proxy" => __c::samples(&self.proxy, ::core::option::Option::None),
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(CoresetRun);
};
