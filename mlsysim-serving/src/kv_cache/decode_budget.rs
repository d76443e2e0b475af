use super::KV_CACHE;
use mlsysim_core::registry::entry::whole;
use mlsysim_core::units::{MICROSECOND, bytes, milliseconds};
use mlsysim_core::{
    DataRate, EvalError, HardwareNode, Information, InputError, Time, Workload, preset, scenario,
};

/// A constructed decode step of a tensor-parallel replica at batch one, split into five
/// intervals and cut one measure at a time, beside the floor of streaming the weights.
///
/// The step is split by shares into GEMM, attention, element-wise, AllReduce and launch
/// intervals, in that order. Lower-precision weights remove a share of the GEMM time; a fused
/// attention kernel removes a share of the attention time, fused element-wise kernels take a
/// stated time, and graph replay replaces the launch overhead with a stated time. Beside the
/// budget: the floor of reading one device's share of the weights, the AllReduce time per
/// collective the baseline implies, and an estimate of one collective (its launch plus moving
/// one activation over the accelerator link).
#[scenario(
    family = KV_CACHE,
    assumption = "The five intervals are, in order, GEMM, attention, element-wise, AllReduce and launch; the shares are read by position whatever `intervals` says, as in the reference.",
    assumption = "A batch-one AllReduce moves twice the hidden width in FP16 activations over the link, at its bandwidth in one direction; the link's bandwidth per direction is an input here (the presets take the accelerator's NVLink from the hardware registry).",
    assumption = "The budget after fusion is compared with the per-token latency target (`meets_target`); the reference records the target but reads it nowhere.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(intervals.len() == 5, "`intervals` names exactly five intervals"),
    rule(baseline_shares.len() == 5, "`baseline_shares` gives exactly five shares (the reference fails on fewer and keeps a sixth)"),
    rule((sum(baseline_shares.iter().copied())? - 1.0).abs() <= 1e-9, "`baseline_shares` sum to 1, within 1e-9"),
    excludes = "Overlap between intervals, and how the cuts were measured: they are stated.",
    derivation = "A step is the sum of its intervals; each measure rescales or replaces its own.",
    example = r#"
// The decode step after every cut
use mlsysim_serving::kv_cache::llama3_70b_replica_decode_budget;

let s = llama3_70b_replica_decode_budget()?;
let totals = s.totals()?;
assert!((mlsysim_core::units::MILLISECOND.in_unit(totals[2]) - 49.6).abs() < 1e-9);
assert!(s.meets_target()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DecodeBudget {
    /// The transformer served.
    pub workload: &'static Workload,
    /// Devices the model is split over.
    #[input(range = 1..)]
    pub tp_size: u32,
    /// The accelerator type.
    pub accelerator: &'static HardwareNode,
    /// Bandwidth of the link between accelerators, in one direction.
    #[input(positive, unit = GB_PER_SECOND)]
    pub link_bandwidth: DataRate,
    /// Storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_param: Information,
    /// Per-token latency the step should meet.
    #[input(positive, unit = MILLISECOND)]
    pub tpot_target: Time,
    /// Time of the constructed baseline step.
    #[input(positive, unit = MILLISECOND)]
    pub baseline_step: Time,
    /// Names of the five intervals, in the order of the shares.
    pub intervals: Vec<String>,
    /// Share of the baseline step each interval takes.
    #[input(range = 0.0..=1.0)]
    pub baseline_shares: Vec<f64>,
    /// Share of the GEMM time lower-precision weights remove.
    #[input(range = 0.0..=1.0)]
    pub gemm_cut: f64,
    /// Share of the attention time a fused kernel removes.
    #[input(range = 0.0..=1.0)]
    pub attention_cut: f64,
    /// Time of the element-wise work once fused.
    #[input(non_negative, unit = MILLISECOND)]
    pub fused_elementwise: Time,
    /// Launch overhead left with graph replay.
    #[input(non_negative, unit = MILLISECOND)]
    pub replay_overhead: Time,
    /// Launch latency of one collective.
    #[input(non_negative, unit = MICROSECOND)]
    pub collective_launch: Time,
    /// AllReduce collectives per layer.
    #[input(default = 2, range = 1..)]
    pub allreduces_per_layer: u32,

    /// The baseline intervals.
    #[property(
        baseline_shares.iter().map(|&share| baseline_step * share).collect::<Vec<Time>>(),
        unit = MILLISECOND,
    )]
    pub baseline: Vec<Time>,
    /// The intervals once lower-precision weights cut GEMM.
    #[property(
        baseline
            .iter()
            .enumerate()
            .map(|(k, &t)| if k == 0 { t * (1.0 - gemm_cut) } else { t })
            .collect::<Vec<Time>>(),
        unit = MILLISECOND,
    )]
    pub after_precision: Vec<Time>,
    /// The intervals once attention, element-wise work and launches are fused or replayed too.
    #[property(
        after_precision
            .iter()
            .enumerate()
            .map(|(k, &t)| match k {
                1 => t * (1.0 - attention_cut),
                2 => fused_elementwise,
                4 => replay_overhead,
                _ => t,
            })
            .collect::<Vec<Time>>(),
        unit = MILLISECOND,
    )]
    pub after_fusion: Vec<Time>,
    /// The step at the baseline, after precision and after fusion.
    #[property(
        {
            let step = |intervals: &[Time]| -> Result<Time, EvalError> {
                Ok(seconds(sum(intervals.iter().map(|t| t.value))?))
            };
            [step(&baseline)?, step(&after_precision)?, step(&after_fusion)?].to_vec()
        },
        unit = MILLISECOND,
    )]
    pub totals: Vec<Time>,
    /// Whether the step after fusion meets the per-token target.
    #[property(totals[2] <= tpot_target)]
    pub meets_target: bool,
    /// One device's share of the weights.
    #[property(weight_bytes(workload, weight_bytes_per_param)?.quantity() / tp_size, unit = GB)]
    pub weight_shard: Information,
    /// Time to stream one device's share of the weights from its memory.
    #[property(transfer_time(weight_shard, accelerator.memory_bandwidth)?, unit = MILLISECOND)]
    pub floor: Time,
    /// AllReduce collectives of one step.
    #[property(allreduces_per_layer * workload.geometry()?.layers)]
    pub allreduces_per_step: i64,
    /// Time of one collective, as the baseline's AllReduce interval implies.
    #[property(baseline[3] / allreduces_per_step, unit = MICROSECOND)]
    pub allreduce_per_collective: Time,
    /// Estimate of one collective: its launch plus moving one batch-one activation over the link.
    #[property(
        collective_launch + transfer_time(2 * workload.geometry()?.hidden_dim * bytes(2.0), link_bandwidth)?,
        unit = MICROSECOND,
    )]
    pub collective_estimate: Time,
}

/// An 85 ms constructed batch-one decode step of a 70B replica on 8 H100s, cut by INT4 weights,
/// then by a fused attention kernel, fused element-wise kernels and graph replay, against a
/// 50 ms target. The model is Llama 2 70B, as in the reference's preset despite its name.
#[preset(name = "Llama3_70B_ReplicaDecodeBudget")]
pub fn llama3_70b_replica_decode_budget() -> Result<DecodeBudget, InputError> {
    use mlsysim_core::registry::{ReferenceStats::ServingProfiles, entry::required};
    let h100 = HardwareNode::find("Cloud.H100")?;
    DecodeBudget::builder()
        .workload(Workload::find("Language.Llama2_70B")?)
        .tp_size(whole(
            "tp_size",
            ServingProfiles::PrecisionDividendTensorParallelDegree.value,
        )?)
        .accelerator(h100)
        // The H100's NVLink, one direction of it.
        .link_bandwidth(required(
            h100.nvlink_bandwidth_per_direction(),
            h100.path,
            "nvlink",
        )?)
        .weight_bytes_per_param(bytes(2.0))
        .tpot_target(milliseconds(50.0))
        .baseline_step(milliseconds(85.0))
        .intervals(
            ["GEMM", "attention", "element-wise", "AllReduce", "launch"]
                .map(String::from)
                .to_vec(),
        )
        .baseline_shares(vec![0.40, 0.24, 0.12, 0.12, 0.12])
        .gemm_cut(0.45)
        .attention_cut(0.25)
        .fused_elementwise(milliseconds(3.4))
        .replay_overhead(milliseconds(2.0))
        .collective_launch(MICROSECOND.of(5.0))
        .build()
}
