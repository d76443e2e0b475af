/**A constructed decode step of a tensor-parallel replica at batch one, split into five intervals and cut one measure at a time, beside the floor of streaming the weights.

The step is split by shares into GEMM, attention, element-wise, AllReduce and launch
intervals, in that order. Lower-precision weights remove a share of the GEMM time; a fused
attention kernel removes a share of the attention time, fused element-wise kernels take a
stated time, and graph replay replaces the launch overhead with a stated time. Beside the
budget: the floor of reading one device's share of the weights, the AllReduce time per
collective the baseline implies, and an estimate of one collective (its launch plus moving
one activation over the accelerator link).

# Equation

baseline_k = step × share_k; after precision: GEMM × (1 − gemm_cut); after fusion: attention × (1 − attention_cut), element-wise = fused, launch = replay; floor = weights ÷ tp ÷ bandwidth; collective ≈ launch + 2 × hidden × 2 B ÷ link bandwidth

# Assumptions

- The five intervals are, in order, GEMM, attention, element-wise, AllReduce and launch; the shares are read by position whatever `intervals` says, as in the reference.
- A batch-one AllReduce moves twice the hidden width in FP16 activations over the link, at its bandwidth in one direction; the link's bandwidth per direction is an input here (the presets take the accelerator's NVLink from the hardware registry).
- The budget after fusion is compared with the per-token latency target (`meets_target`); the reference records the target but reads it nowhere.

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)
- `intervals` names exactly five intervals (`intervals.len() == 5`)
- `baseline_shares` gives exactly five shares (the reference fails on fewer and keeps a sixth) (`baseline_shares.len() == 5`)
- `baseline_shares` sum to 1, within 1e-9 (`(sum(baseline_shares.iter().copied()) - 1.0).abs() <= 1e-9`)

# Excludes

- Overlap between intervals, and how the cuts were measured: they are stated.

# Derivation

- A step is the sum of its intervals; each measure rescales or replaces its own.

# Examples

```rust
// The decode step after every cut
use mlsysim_serving::kv_cache::llama3_70b_replica_decode_budget;

let s = llama3_70b_replica_decode_budget()?;
let totals = s.totals()?;
assert!((mlsysim_core::units::MILLISECOND.in_unit(totals[2]) - 49.6).abs() < 1e-9);
assert!(s.meets_target()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DecodeBudget {
    ///The transformer served.
    pub workload: &'static Workload,
    ///Devices the model is split over. *Allowed >= 1.*
    pub tp_size: u32,
    ///The accelerator type.
    pub accelerator: &'static HardwareNode,
    ///Bandwidth of the link between accelerators, in one direction. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub link_bandwidth: DataRate,
    ///Storage width of one weight. *Shown in `BYTE`; allowed > 0.*
    pub weight_bytes_per_param: Information,
    ///Per-token latency the step should meet. *Shown in `MILLISECOND`; allowed > 0.*
    pub tpot_target: Time,
    ///Time of the constructed baseline step. *Shown in `MILLISECOND`; allowed > 0.*
    pub baseline_step: Time,
    ///Names of the five intervals, in the order of the shares.
    pub intervals: Vec<String>,
    ///Share of the baseline step each interval takes. *Allowed [0.0, 1.0].*
    pub baseline_shares: Vec<f64>,
    ///Share of the GEMM time lower-precision weights remove. *Allowed [0.0, 1.0].*
    pub gemm_cut: f64,
    ///Share of the attention time a fused kernel removes. *Allowed [0.0, 1.0].*
    pub attention_cut: f64,
    ///Time of the element-wise work once fused. *Shown in `MILLISECOND`; allowed >= 0.*
    pub fused_elementwise: Time,
    ///Launch overhead left with graph replay. *Shown in `MILLISECOND`; allowed >= 0.*
    pub replay_overhead: Time,
    ///Launch latency of one collective. *Shown in `MICROSECOND`; allowed >= 0.*
    pub collective_launch: Time,
    ///AllReduce collectives per layer. *Default `2`; allowed >= 1.*
    pub allreduces_per_layer: u32,
}
///Builds a [`DecodeBudget`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DecodeBudgetBuilder {
    workload: ::core::option::Option<&'static Workload>,
    tp_size: ::core::option::Option<u32>,
    accelerator: ::core::option::Option<&'static HardwareNode>,
    link_bandwidth: ::core::option::Option<DataRate>,
    weight_bytes_per_param: ::core::option::Option<Information>,
    tpot_target: ::core::option::Option<Time>,
    baseline_step: ::core::option::Option<Time>,
    intervals: ::core::option::Option<Vec<String>>,
    baseline_shares: ::core::option::Option<Vec<f64>>,
    gemm_cut: ::core::option::Option<f64>,
    attention_cut: ::core::option::Option<f64>,
    fused_elementwise: ::core::option::Option<Time>,
    replay_overhead: ::core::option::Option<Time>,
    collective_launch: ::core::option::Option<Time>,
    allreduces_per_layer: ::core::option::Option<u32>,
}
///Every property of a [`DecodeBudget`], each computed once (see [`DecodeBudget::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DecodeBudgetValues<'a> {
    scenario: &'a DecodeBudget,
    ///The baseline intervals.
    pub baseline: ::core::result::Result<Vec<Time>, ::mlsysim_core::EvalError>,
    ///The intervals once lower-precision weights cut GEMM.
    pub after_precision: ::core::result::Result<Vec<Time>, ::mlsysim_core::EvalError>,
    ///The intervals once attention, element-wise work and launches are fused or replayed too.
    pub after_fusion: ::core::result::Result<Vec<Time>, ::mlsysim_core::EvalError>,
    ///The step at the baseline, after precision and after fusion.
    pub totals: ::core::result::Result<Vec<Time>, ::mlsysim_core::EvalError>,
    ///Whether the step after fusion meets the per-token target.
    pub meets_target: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
    ///One device's share of the weights.
    pub weight_shard: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time to stream one device's share of the weights from its memory.
    pub floor: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///AllReduce collectives of one step.
    pub allreduces_per_step: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Time of one collective, as the baseline's AllReduce interval implies.
    pub allreduce_per_collective: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
    ///Estimate of one collective: its launch plus moving one batch-one activation over the link.
    pub collective_estimate: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
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
            name: "tp_size",
            ty: "u32",
            doc: "Devices the model is split over.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator",
            ty: "&'static HardwareNode",
            doc: "The accelerator type.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "link_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of the link between accelerators, in one direction.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
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
            name: "tpot_target",
            ty: "Time",
            doc: "Per-token latency the step should meet.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_step",
            ty: "Time",
            doc: "Time of the constructed baseline step.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "intervals",
            ty: "Vec<String>",
            doc: "Names of the five intervals, in the order of the shares.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_shares",
            ty: "Vec<f64>",
            doc: "Share of the baseline step each interval takes.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gemm_cut",
            ty: "f64",
            doc: "Share of the GEMM time lower-precision weights remove.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "attention_cut",
            ty: "f64",
            doc: "Share of the attention time a fused kernel removes.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fused_elementwise",
            ty: "Time",
            doc: "Time of the element-wise work once fused.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "replay_overhead",
            ty: "Time",
            doc: "Launch overhead left with graph replay.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "collective_launch",
            ty: "Time",
            doc: "Launch latency of one collective.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "allreduces_per_layer",
            ty: "u32",
            doc: "AllReduce collectives per layer.",
            default: Some("2"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "baseline",
            doc: "The baseline intervals.",
            equation: "baseline_shares.iter().map(|&share| baseline_step * share).collect::<Vec<Time>>()",
            result_type: "Vec<Time>",
            label: {
                __c::units::unit_for::<
                    Vec<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["baseline_shares", "baseline_step"],
            reaches: &[("baseline_shares", "iter")],
            template: "{baseline_shares}.iter().map(|&share| {baseline_step} * share).collect::<Vec<Time>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "after_precision",
            doc: "The intervals once lower-precision weights cut GEMM.",
            equation: "baseline\n    .iter()\n    .enumerate()\n    .map(|(k, &t)| if k == 0 { t * (1.0 - gemm_cut) } else { t })\n    .collect::<Vec<Time>>()",
            result_type: "Vec<Time>",
            label: {
                __c::units::unit_for::<
                    Vec<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["gemm_cut", "baseline"],
            template: "{baseline}\n    .iter()\n    .enumerate()\n    .map(|(k, &t)| if k == 0 {{ t * (1.0 - {gemm_cut}) }} else {{ t }})\n    .collect::<Vec<Time>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "after_fusion",
            doc: "The intervals once attention, element-wise work and launches are fused or replayed too.",
            equation: "after_precision\n    .iter()\n    .enumerate()\n    .map(|(k, &t)| match k {\n        1 => t * (1.0 - attention_cut),\n        2 => fused_elementwise,\n        4 => replay_overhead,\n        _ => t,\n    })\n    .collect::<Vec<Time>>()",
            result_type: "Vec<Time>",
            label: {
                __c::units::unit_for::<
                    Vec<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "attention_cut",
                "fused_elementwise",
                "replay_overhead",
                "after_precision",
            ],
            template: "{after_precision}\n    .iter()\n    .enumerate()\n    .map(|(k, &t)| match k {{\n        1 => t * (1.0 - {attention_cut}),\n        2 => {fused_elementwise},\n        4 => {replay_overhead},\n        _ => t,\n    }})\n    .collect::<Vec<Time>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "totals",
            doc: "The step at the baseline, after precision and after fusion.",
            equation: "{\n    let step = |intervals: &[Time]| -> Result<Time, EvalError> {\n        Ok(seconds(sum(intervals.iter().map(|t| t.value))))\n    };\n    [step(&baseline), step(&after_precision), step(&after_fusion)].to_vec()\n}",
            result_type: "Vec<Time>",
            label: {
                __c::units::unit_for::<
                    Vec<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["baseline", "after_precision", "after_fusion"],
            reaches: &[("intervals", "iter")],
            calls: &["seconds", "sum"],
            template: "{{\n    let step = |intervals: &[Time]| -> Result<Time, EvalError> {{\n        Ok(seconds(sum(intervals.iter().map(|t| t.value))))\n    }};\n    [step(&{baseline}), step(&{after_precision}), step(&{after_fusion})]\n        .to_vec()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "meets_target",
            doc: "Whether the step after fusion meets the per-token target.",
            equation: "totals[2] <= tpot_target",
            result_type: "bool",
            depends_on: &["tpot_target", "totals"],
            template: "{#0 totals[2]} <= {tpot_target}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weight_shard",
            doc: "One device's share of the weights.",
            equation: "weight_bytes(workload, weight_bytes_per_param) / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "weight_bytes_per_param", "tp_size"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {weight_bytes_per_param}) / {tp_size}",
            named_calls: "weight_bytes(workload, weight_bytes_per_param)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "floor",
            doc: "Time to stream one device's share of the weights from its memory.",
            equation: "transfer_time(weight_shard, accelerator.memory_bandwidth)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["accelerator", "weight_shard"],
            calls: &["transfer_time"],
            template: "transfer_time({weight_shard}, {#0 accelerator.memory_bandwidth})",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "allreduces_per_step",
            doc: "AllReduce collectives of one step.",
            equation: "allreduces_per_layer * workload.geometry().layers",
            result_type: "i64",
            depends_on: &["allreduces_per_layer", "workload"],
            reaches: &[("workload", "geometry")],
            template: "{allreduces_per_layer} * {#0 workload.geometry().layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "allreduce_per_collective",
            doc: "Time of one collective, as the baseline's AllReduce interval implies.",
            equation: "baseline[3] / allreduces_per_step",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["baseline", "allreduces_per_step"],
            template: "{#0 baseline[3]} / {allreduces_per_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "collective_estimate",
            doc: "Estimate of one collective: its launch plus moving one batch-one activation over the link.",
            equation: "collective_launch\n    + transfer_time(2 * workload.geometry().hidden_dim * bytes(2.0), link_bandwidth)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["collective_launch", "workload", "link_bandwidth"],
            reaches: &[("workload", "geometry")],
            calls: &["transfer_time", "bytes"],
            template: "{collective_launch} + transfer_time(2 * {#0 workload.geometry().hidden_dim} * bytes(2.0), {link_bandwidth})",
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
            text: "`intervals` names exactly five intervals",
            condition: "intervals.len() == 5",
            inputs: &["intervals"],
        },
        __c::RuleInfo {
            text: "`baseline_shares` gives exactly five shares (the reference fails on fewer and keeps a sixth)",
            condition: "baseline_shares.len() == 5",
            inputs: &["baseline_shares"],
        },
        __c::RuleInfo {
            text: "`baseline_shares` sum to 1, within 1e-9",
            condition: "(sum(baseline_shares.iter().copied()) - 1.0).abs() <= 1e-9",
            inputs: &["baseline_shares"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl DecodeBudget {
        ///Starts a [`DecodeBudgetBuilder`]; required inputs must be set before [`DecodeBudgetBuilder::build`].
        #[must_use]
        pub fn builder() -> DecodeBudgetBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DecodeBudgetBuilder {
            DecodeBudgetBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                tp_size: Some(__Clone::clone(&self.tp_size)),
                accelerator: Some(__Clone::clone(&self.accelerator)),
                link_bandwidth: Some(__Clone::clone(&self.link_bandwidth)),
                weight_bytes_per_param: Some(
                    __Clone::clone(&self.weight_bytes_per_param),
                ),
                tpot_target: Some(__Clone::clone(&self.tpot_target)),
                baseline_step: Some(__Clone::clone(&self.baseline_step)),
                intervals: Some(__Clone::clone(&self.intervals)),
                baseline_shares: Some(__Clone::clone(&self.baseline_shares)),
                gemm_cut: Some(__Clone::clone(&self.gemm_cut)),
                attention_cut: Some(__Clone::clone(&self.attention_cut)),
                fused_elementwise: Some(__Clone::clone(&self.fused_elementwise)),
                replay_overhead: Some(__Clone::clone(&self.replay_overhead)),
                collective_launch: Some(__Clone::clone(&self.collective_launch)),
                allreduces_per_layer: Some(__Clone::clone(&self.allreduces_per_layer)),
            }
        }
        ///The baseline intervals. Equation: `baseline_shares.iter().map(|&share| baseline_step * share).collect::<Vec<Time>>()`.
        #[inline]
        pub fn baseline(&self) -> __Result<Vec<Time>, __c::EvalError> {
            let baseline_shares = __Clone::clone(&self.baseline_shares);
            let baseline_step = __Clone::clone(&self.baseline_step);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct baseline {}
            __c::member_kept(
                (|| __c::conform::<
                    Vec<Time>,
                    _,
                    baseline,
                >(
                    baseline_shares
                        .iter()
                        .map(|&share| __mlsysim_fault.keep(baseline_step.eq_mul(share)))
                        .collect::<Vec<Time>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        /**The intervals once lower-precision weights cut GEMM.

Equation:

```text
baseline
    .iter()
    .enumerate()
    .map(|(k, &t)| if k == 0 { t * (1.0 - gemm_cut) } else { t })
    .collect::<Vec<Time>>()
```
*/
        #[inline]
        pub fn after_precision(&self) -> __Result<Vec<Time>, __c::EvalError> {
            self.__eq_after_precision(self.baseline()?)
        }
        #[doc(hidden)]
        fn __eq_after_precision(
            &self,
            baseline: Vec<Time>,
        ) -> __Result<Vec<Time>, __c::EvalError> {
            let gemm_cut = __Clone::clone(&self.gemm_cut);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct after_precision {}
            __c::member_kept(
                (|| __c::conform::<
                    Vec<Time>,
                    _,
                    after_precision,
                >(
                    baseline
                        .iter()
                        .enumerate()
                        .map(|(k, &t)| {
                            if k == 0 {
                                __mlsysim_fault
                                    .keep(
                                        t.eq_mul(__mlsysim_fault.keep((1.0).eq_sub(gemm_cut))),
                                    )
                            } else {
                                t
                            }
                        })
                        .collect::<Vec<Time>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[1],
            )
        }
        /**The intervals once attention, element-wise work and launches are fused or replayed too.

Equation:

```text
after_precision
    .iter()
    .enumerate()
    .map(|(k, &t)| match k {
        1 => t * (1.0 - attention_cut),
        2 => fused_elementwise,
        4 => replay_overhead,
        _ => t,
    })
    .collect::<Vec<Time>>()
```
*/
        #[inline]
        pub fn after_fusion(&self) -> __Result<Vec<Time>, __c::EvalError> {
            self.__eq_after_fusion(self.after_precision()?)
        }
        #[doc(hidden)]
        fn __eq_after_fusion(
            &self,
            after_precision: Vec<Time>,
        ) -> __Result<Vec<Time>, __c::EvalError> {
            let attention_cut = __Clone::clone(&self.attention_cut);
            let fused_elementwise = __Clone::clone(&self.fused_elementwise);
            let replay_overhead = __Clone::clone(&self.replay_overhead);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct after_fusion {}
            __c::member_kept(
                (|| __c::conform::<
                    Vec<Time>,
                    _,
                    after_fusion,
                >(
                    after_precision
                        .iter()
                        .enumerate()
                        .map(|(k, &t)| match k {
                            1 => {
                                __mlsysim_fault
                                    .keep(
                                        t.eq_mul(__mlsysim_fault.keep((1.0).eq_sub(attention_cut))),
                                    )
                            }
                            2 => fused_elementwise,
                            4 => replay_overhead,
                            _ => t,
                        })
                        .collect::<Vec<Time>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[2],
            )
        }
        /**The step at the baseline, after precision and after fusion.

Equation:

```text
{
    let step = |intervals: &[Time]| -> Result<Time, EvalError> {
        Ok(seconds(sum(intervals.iter().map(|t| t.value))))
    };
    [step(&baseline), step(&after_precision), step(&after_fusion)].to_vec()
}
```
*/
        #[inline]
        pub fn totals(&self) -> __Result<Vec<Time>, __c::EvalError> {
            self.__eq_totals(
                self.baseline()?,
                self.after_precision()?,
                self.after_fusion()?,
            )
        }
        #[doc(hidden)]
        fn __eq_totals(
            &self,
            baseline: Vec<Time>,
            after_precision: Vec<Time>,
            after_fusion: Vec<Time>,
        ) -> __Result<Vec<Time>, __c::EvalError> {
            struct totals {}
            __c::member(
                (|| __c::conform::<
                    Vec<Time>,
                    _,
                    totals,
                >({
                    let step = |intervals: &[Time]| -> Result<Time, EvalError> {
                        Ok(
                            ::mlsysim_core::equation::seconds(
                                ::mlsysim_core::equation::sum(
                                    intervals.iter().map(|t| t.value),
                                )?,
                            ),
                        )
                    };
                    [step(&baseline)?, step(&after_precision)?, step(&after_fusion)?]
                        .to_vec()
                }))(),
                &__PROPERTIES[3],
            )
        }
        ///Whether the step after fusion meets the per-token target. Equation: `totals[2] <= tpot_target`.
        #[inline]
        pub fn meets_target(&self) -> __Result<bool, __c::EvalError> {
            self.__eq_meets_target(self.totals()?)
        }
        #[doc(hidden)]
        fn __eq_meets_target(
            &self,
            totals: Vec<Time>,
        ) -> __Result<bool, __c::EvalError> {
            let tpot_target = __Clone::clone(&self.tpot_target);
            struct meets_target {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    meets_target,
                >(::mlsysim_core::equation::at(&totals, &2i64)? <= tpot_target))(),
                &__PROPERTIES[4],
            )
        }
        ///One device's share of the weights. Equation: `weight_bytes(workload, weight_bytes_per_param) / tp_size`.
        #[inline]
        pub fn weight_shard(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let weight_bytes_per_param = __Clone::clone(&self.weight_bytes_per_param);
            let tp_size = __Clone::clone(&self.tp_size);
            struct weight_shard {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    weight_shard,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                            workload,
                            weight_bytes_per_param,
                        )?
                        .quantity()
                        .eq_div(tp_size)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Time to stream one device's share of the weights from its memory. Equation: `transfer_time(weight_shard, accelerator.memory_bandwidth)`.
        #[inline]
        pub fn floor(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_floor(self.weight_shard()?)
        }
        #[doc(hidden)]
        fn __eq_floor(
            &self,
            weight_shard: Information,
        ) -> __Result<Time, __c::EvalError> {
            let accelerator = __Clone::clone(&self.accelerator);
            struct floor {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    floor,
                >(
                    ::mlsysim_core::equation::transfer_time(
                        weight_shard,
                        accelerator.memory_bandwidth,
                    )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///AllReduce collectives of one step. Equation: `allreduces_per_layer * workload.geometry().layers`.
        #[inline]
        pub fn allreduces_per_step(&self) -> __Result<i64, __c::EvalError> {
            let allreduces_per_layer = __Clone::clone(&self.allreduces_per_layer);
            let workload = __Clone::clone(&self.workload);
            struct allreduces_per_step {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    allreduces_per_step,
                >(allreduces_per_layer.eq_mul(workload.geometry()?.layers)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Time of one collective, as the baseline's AllReduce interval implies. Equation: `baseline[3] / allreduces_per_step`.
        #[inline]
        pub fn allreduce_per_collective(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_allreduce_per_collective(
                self.baseline()?,
                self.allreduces_per_step()?,
            )
        }
        #[doc(hidden)]
        fn __eq_allreduce_per_collective(
            &self,
            baseline: Vec<Time>,
            allreduces_per_step: i64,
        ) -> __Result<Time, __c::EvalError> {
            struct allreduce_per_collective {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    allreduce_per_collective,
                >(
                    ::mlsysim_core::equation::at(&baseline, &3i64)?
                        .eq_div(allreduces_per_step)?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        /**Estimate of one collective: its launch plus moving one batch-one activation over the link.

Equation:

```text
collective_launch
    + transfer_time(2 * workload.geometry().hidden_dim * bytes(2.0), link_bandwidth)
```
*/
        #[inline]
        pub fn collective_estimate(&self) -> __Result<Time, __c::EvalError> {
            let collective_launch = __Clone::clone(&self.collective_launch);
            let workload = __Clone::clone(&self.workload);
            let link_bandwidth = __Clone::clone(&self.link_bandwidth);
            struct collective_estimate {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    collective_estimate,
                >(
                    collective_launch
                        .eq_add(
                            ::mlsysim_core::equation::transfer_time(
                                (2i64)
                                    .eq_mul(workload.geometry()?.hidden_dim)?
                                    .eq_mul(::mlsysim_core::equation::bytes(2.0))?,
                                link_bandwidth,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DecodeBudgetValues`].
        #[must_use]
        pub fn evaluate(&self) -> DecodeBudgetValues<'_> {
            let baseline = self.baseline();
            let after_precision = __c::after(
                (&baseline,),
                |(v0,)| self.__eq_after_precision(v0),
            );
            let after_fusion = __c::after(
                (&after_precision,),
                |(v0,)| self.__eq_after_fusion(v0),
            );
            let totals = __c::after(
                (&baseline, &after_precision, &after_fusion),
                |(v0, v1, v2)| self.__eq_totals(v0, v1, v2),
            );
            let meets_target = __c::after(
                (&totals,),
                |(v0,)| self.__eq_meets_target(v0),
            );
            let weight_shard = self.weight_shard();
            let floor = __c::after((&weight_shard,), |(v0,)| self.__eq_floor(v0));
            let allreduces_per_step = self.allreduces_per_step();
            let allreduce_per_collective = __c::after(
                (&baseline, &allreduces_per_step),
                |(v0, v1)| self.__eq_allreduce_per_collective(v0, v1),
            );
            let collective_estimate = self.collective_estimate();
            DecodeBudgetValues {
                scenario: self,
                baseline,
                after_precision,
                after_fusion,
                totals,
                meets_target,
                weight_shard,
                floor,
                allreduces_per_step,
                allreduce_per_collective,
                collective_estimate,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.tp_size, &__INPUTS[1])?;
            __c::finite(&self.accelerator, &__INPUTS[2])?;
            __c::bounded(&self.link_bandwidth, &__INPUTS[3])?;
            __c::bounded(&self.weight_bytes_per_param, &__INPUTS[4])?;
            __c::bounded(&self.tpot_target, &__INPUTS[5])?;
            __c::bounded(&self.baseline_step, &__INPUTS[6])?;
            __c::finite(&self.intervals, &__INPUTS[7])?;
            __c::bounded_plain(&self.baseline_shares, &__INPUTS[8])?;
            __c::bounded_plain(&self.gemm_cut, &__INPUTS[9])?;
            __c::bounded_plain(&self.attention_cut, &__INPUTS[10])?;
            __c::bounded(&self.fused_elementwise, &__INPUTS[11])?;
            __c::bounded(&self.replay_overhead, &__INPUTS[12])?;
            __c::bounded(&self.collective_launch, &__INPUTS[13])?;
            __c::bounded_plain(&self.allreduces_per_layer, &__INPUTS[14])?;
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
                let intervals = __Clone::clone(&self.intervals);
                __c::rule(
                    intervals.len() == 5,
                    &__RULES[1],
                    __INPUTS,
                    &[&self.intervals],
                )?;
            }
            {
                let baseline_shares = __Clone::clone(&self.baseline_shares);
                __c::rule(
                    baseline_shares.len() == 5,
                    &__RULES[2],
                    __INPUTS,
                    &[&self.baseline_shares],
                )?;
            }
            {
                let baseline_shares = __Clone::clone(&self.baseline_shares);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    __c::RuleOutcome::decided(
                        ::mlsysim_core::equation::sum(baseline_shares.iter().copied())?
                            .eq_sub(1.0)?
                            .abs() <= 1e-9,
                    )
                })();
                __c::rule(outcome, &__RULES[3], __INPUTS, &[&self.baseline_shares])?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_meets_target(&self) -> __c::Parts {
            __c::traced(
                self.meets_target(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let totals = self.totals() ?; let part =
                    ::mlsysim_core::equation::at(& totals, & 2i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_floor(&self) -> __c::Parts {
            __c::traced(
                self.floor(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerator = __Clone::clone(& self.accelerator); let part =
                    accelerator.memory_bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "transfer_time", args :
                    ::std::vec![__c::Operand::Name("weight_shard"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let accelerator = __Clone::clone(&
                    self.accelerator); let part = accelerator.memory_bandwidth; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_allreduces_per_step(&self) -> __c::Parts {
            __c::traced(
                self.allreduces_per_step(),
                &__PROPERTIES[7],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_allreduce_per_collective(&self) -> __c::Parts {
            __c::traced(
                self.allreduce_per_collective(),
                &__PROPERTIES[8],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let baseline = self.baseline() ?; let part =
                    ::mlsysim_core::equation::at(& baseline, & 3i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_collective_estimate(&self) -> __c::Parts {
            __c::traced(
                self.collective_estimate(),
                &__PROPERTIES[9],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .hidden_dim; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "transfer_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = (2i64).eq_mul(workload
                    .geometry() ? .hidden_dim) ?
                    .eq_mul(::mlsysim_core::equation::bytes(2.0)) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Name("link_bandwidth")]
                    }, __c::CallSite { name : "bytes", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 2.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl DecodeBudgetBuilder {
        ///Sets `workload`: The transformer served.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `tp_size`: Devices the model is split over.
        #[must_use]
        pub fn tp_size(mut self, value: u32) -> Self {
            self.tp_size = Some(value);
            self
        }
        ///Sets `accelerator`: The accelerator type.
        #[must_use]
        pub fn accelerator(mut self, value: &'static HardwareNode) -> Self {
            self.accelerator = Some(value);
            self
        }
        ///Sets `link_bandwidth`: Bandwidth of the link between accelerators, in one direction.
        #[must_use]
        pub fn link_bandwidth(mut self, value: DataRate) -> Self {
            self.link_bandwidth = Some(value);
            self
        }
        ///Sets `weight_bytes_per_param`: Storage width of one weight.
        #[must_use]
        pub fn weight_bytes_per_param(mut self, value: Information) -> Self {
            self.weight_bytes_per_param = Some(value);
            self
        }
        ///Sets `tpot_target`: Per-token latency the step should meet.
        #[must_use]
        pub fn tpot_target(mut self, value: Time) -> Self {
            self.tpot_target = Some(value);
            self
        }
        ///Sets `baseline_step`: Time of the constructed baseline step.
        #[must_use]
        pub fn baseline_step(mut self, value: Time) -> Self {
            self.baseline_step = Some(value);
            self
        }
        ///Sets `intervals`: Names of the five intervals, in the order of the shares.
        #[must_use]
        pub fn intervals(mut self, value: Vec<String>) -> Self {
            self.intervals = Some(value);
            self
        }
        ///Sets `baseline_shares`: Share of the baseline step each interval takes.
        #[must_use]
        pub fn baseline_shares(mut self, value: Vec<f64>) -> Self {
            self.baseline_shares = Some(value);
            self
        }
        ///Sets `gemm_cut`: Share of the GEMM time lower-precision weights remove.
        #[must_use]
        pub fn gemm_cut(mut self, value: f64) -> Self {
            self.gemm_cut = Some(value);
            self
        }
        ///Sets `attention_cut`: Share of the attention time a fused kernel removes.
        #[must_use]
        pub fn attention_cut(mut self, value: f64) -> Self {
            self.attention_cut = Some(value);
            self
        }
        ///Sets `fused_elementwise`: Time of the element-wise work once fused.
        #[must_use]
        pub fn fused_elementwise(mut self, value: Time) -> Self {
            self.fused_elementwise = Some(value);
            self
        }
        ///Sets `replay_overhead`: Launch overhead left with graph replay.
        #[must_use]
        pub fn replay_overhead(mut self, value: Time) -> Self {
            self.replay_overhead = Some(value);
            self
        }
        ///Sets `collective_launch`: Launch latency of one collective.
        #[must_use]
        pub fn collective_launch(mut self, value: Time) -> Self {
            self.collective_launch = Some(value);
            self
        }
        ///Sets `allreduces_per_layer`: AllReduce collectives per layer.
        #[must_use]
        pub fn allreduces_per_layer(mut self, value: u32) -> Self {
            self.allreduces_per_layer = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DecodeBudget, __c::InputError> {
            let scenario = DecodeBudget {
                workload: __c::given(self.workload, "workload")?,
                tp_size: __c::given(self.tp_size, "tp_size")?,
                accelerator: __c::given(self.accelerator, "accelerator")?,
                link_bandwidth: __c::given(self.link_bandwidth, "link_bandwidth")?,
                weight_bytes_per_param: __c::given(
                    self.weight_bytes_per_param,
                    "weight_bytes_per_param",
                )?,
                tpot_target: __c::given(self.tpot_target, "tpot_target")?,
                baseline_step: __c::given(self.baseline_step, "baseline_step")?,
                intervals: __c::given(self.intervals, "intervals")?,
                baseline_shares: __c::given(self.baseline_shares, "baseline_shares")?,
                gemm_cut: __c::given(self.gemm_cut, "gemm_cut")?,
                attention_cut: __c::given(self.attention_cut, "attention_cut")?,
                fused_elementwise: __c::given(
                    self.fused_elementwise,
                    "fused_elementwise",
                )?,
                replay_overhead: __c::given(self.replay_overhead, "replay_overhead")?,
                collective_launch: __c::given(
                    self.collective_launch,
                    "collective_launch",
                )?,
                allreduces_per_layer: self.allreduces_per_layer.unwrap_or_else(|| 2),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DecodeBudgetBuilder {
        type Scenario = DecodeBudget;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "tp_size" => self.tp_size = __c::set(value, &__INPUTS[1])?,
                "accelerator" => self.accelerator = __c::set(value, &__INPUTS[2])?,
                "link_bandwidth" => self.link_bandwidth = __c::set(value, &__INPUTS[3])?,
                "weight_bytes_per_param" => {
                    self.weight_bytes_per_param = __c::set(value, &__INPUTS[4])?;
                }
                "tpot_target" => self.tpot_target = __c::set(value, &__INPUTS[5])?,
                "baseline_step" => self.baseline_step = __c::set(value, &__INPUTS[6])?,
                "intervals" => self.intervals = __c::set(value, &__INPUTS[7])?,
                "baseline_shares" => {
                    self.baseline_shares = __c::set(value, &__INPUTS[8])?;
                }
                "gemm_cut" => self.gemm_cut = __c::set(value, &__INPUTS[9])?,
                "attention_cut" => self.attention_cut = __c::set(value, &__INPUTS[10])?,
                "fused_elementwise" => {
                    self.fused_elementwise = __c::set(value, &__INPUTS[11])?;
                }
                "replay_overhead" => {
                    self.replay_overhead = __c::set(value, &__INPUTS[12])?;
                }
                "collective_launch" => {
                    self.collective_launch = __c::set(value, &__INPUTS[13])?;
                }
                "allreduces_per_layer" => {
                    self.allreduces_per_layer = __c::set(value, &__INPUTS[14])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DecodeBudget, __c::InputError> {
            DecodeBudgetBuilder::build(self)
        }
    }
    impl<'a> DecodeBudgetValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DecodeBudget {
            self.scenario
        }
    }
    impl __c::Scenario for DecodeBudget {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DecodeBudget",
            family: &KV_CACHE,
            summary: "A constructed decode step of a tensor-parallel replica at batch one, split into five intervals and cut one measure at a time, beside the floor of streaming the weights.",
            description: "The step is split by shares into GEMM, attention, element-wise, AllReduce and launch\nintervals, in that order. Lower-precision weights remove a share of the GEMM time; a fused\nattention kernel removes a share of the attention time, fused element-wise kernels take a\nstated time, and graph replay replaces the launch overhead with a stated time. Beside the\nbudget: the floor of reading one device's share of the weights, the AllReduce time per\ncollective the baseline implies, and an estimate of one collective (its launch plus moving\none activation over the accelerator link).",
            notes: __c::meta::Notes {
                equation: "baseline_k = step × share_k; after precision: GEMM × (1 − gemm_cut); after fusion: attention × (1 − attention_cut), element-wise = fused, launch = replay; floor = weights ÷ tp ÷ bandwidth; collective ≈ launch + 2 × hidden × 2 B ÷ link bandwidth",
                assumptions: &[
                    "The five intervals are, in order, GEMM, attention, element-wise, AllReduce and launch; the shares are read by position whatever `intervals` says, as in the reference.",
                    "A batch-one AllReduce moves twice the hidden width in FP16 activations over the link, at its bandwidth in one direction; the link's bandwidth per direction is an input here (the presets take the accelerator's NVLink from the hardware registry).",
                    "The budget after fusion is compared with the per-token latency target (`meets_target`); the reference records the target but reads it nowhere.",
                ],
                rules: __RULES,
                excludes: &[
                    "Overlap between intervals, and how the cuts were measured: they are stated.",
                ],
                derivation: &[
                    "A step is the sum of its intervals; each measure rescales or replaces its own.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The decode step after every cut",
                    code: "// The decode step after every cut\nuse mlsysim_serving::kv_cache::llama3_70b_replica_decode_budget;\n\nlet s = llama3_70b_replica_decode_budget()?;\nlet totals = s.totals()?;\nassert!((mlsysim_core::units::MILLISECOND.in_unit(totals[2]) - 49.6).abs() < 1e-9);\nassert!(s.meets_target()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DecodeBudgetBuilder;
        fn to_builder(&self) -> DecodeBudgetBuilder {
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
                    &self.accelerator,
                    &self.link_bandwidth,
                    &self.weight_bytes_per_param,
                    &self.tpot_target,
                    &self.baseline_step,
                    &self.intervals,
                    &self.baseline_shares,
                    &self.gemm_cut,
                    &self.attention_cut,
                    &self.fused_elementwise,
                    &self.replay_overhead,
                    &self.collective_launch,
                    &self.allreduces_per_layer,
                ],
                &[
                    &values.baseline,
                    &values.after_precision,
                    &values.after_fusion,
                    &values.totals,
                    &values.meets_target,
                    &values.weight_shard,
                    &values.floor,
                    &values.allreduces_per_step,
                    &values.allreduce_per_collective,
                    &values.collective_estimate,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "meets_target" => Some(Ok(self.__explain_meets_target())),
                "floor" => Some(Ok(self.__explain_floor())),
                "allreduces_per_step" => Some(Ok(self.__explain_allreduces_per_step())),
                "allreduce_per_collective" => {
                    Some(Ok(self.__explain_allreduce_per_collective()))
                }
                "collective_estimate" => Some(Ok(self.__explain_collective_estimate())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "baseline_shares" => {
                    (&__c::explain::Held(&self.baseline_shares)).__held()
                }
                "intervals" => (&__c::explain::Held(&self.intervals)).__held(),
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(DecodeBudget);
};
