use super::KV_CACHE;
use mlsysim_core::{
    FlopCount, FlopRate, HardwareNode, Information, InputError, Precision, Time, Workload, preset,
    scenario,
};

/// A cached prefix on a multi-accelerator node: the prefill a miss must redo, against the one
/// short pass over a new suffix that a hit needs.
///
/// On a miss the whole prefix is prefilled again: 2 FLOPs per parameter per token for the
/// projections and feed-forward layers, plus causal attention over the prefix, at a sustained
/// share of the node's peak. On a hit only the suffix runs, and a pass that short is bound by
/// reading every weight once from memory rather than by its work. The ratio of the two is what
/// the cache saves per request.
#[scenario(
    family = KV_CACHE,
    assumption = "Prefill runs at `utilization` of the accelerators' headline peak whatever the precision; the precision sets the bytes of the weights and of the cached state only.",
    assumption = "The weights are split over the accelerators, each reading its share at its memory bandwidth.",
    assumption = "The utilization lies in (0, 1]; the reference takes 0 (then divides by zero) and values above 1 or below 0.",
    assumption = "The node is given as one accelerator type and its count (a DGX H100 is 8 H100s); the reference holds a node record, which this port's registry does not carry.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer"),
    rule(precision.storage_bytes().is_some(), "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput"),
    excludes = "Attention reading the cache during the suffix pass, and moving the cached state between tiers.",
    derivation = "Causal attention over S tokens does S² ÷ 2 query-key pairs per layer, each 2·d multiply-adds for scores and values: 2·L·d·S² FLOPs in all.",
    example = r#"
// A prefix hit against a rebuild on a DGX H100
use mlsysim_serving::kv_cache::invariant_prefix_rebuild_dgx_h100;

let s = invariant_prefix_rebuild_dgx_h100()?;
assert!((s.rebuild_over_hit()? - 32.00387133923253).abs() < 1e-9);
assert!(s.weight_read_time()? > s.suffix_ops_time()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PrefixRebuild {
    /// The transformer served.
    pub workload: &'static Workload,
    /// The accelerator type of the node.
    pub accelerator: &'static HardwareNode,
    /// Accelerators of the node.
    #[input(range = 1..)]
    pub accelerators: u32,
    /// Storage format of the weights and the cache.
    #[input(default = Precision::Fp16)]
    pub precision: Precision,
    /// Tokens of the cached prefix.
    pub prefix_tokens: u32,
    /// Tokens of the new suffix a hit runs.
    pub suffix_tokens: u32,
    /// Share of the peak rate prefill sustains.
    #[input(positive, range = 0.0..=1.0)]
    pub utilization: f64,

    /// The model's parameter count.
    #[property(workload.parameter_count()?)]
    pub n_params: f64,
    /// Bytes of the prefix's cached state.
    #[property(prefix_tokens * model_kv_cache(workload, 1, 1, precision_width(precision)?)?, unit = GB)]
    pub state: Information,
    /// Work of the prefix's projections and feed-forward layers (the prefill without attention).
    #[property(prefill_flops(n_params, prefix_tokens, 0, 0)?, unit = TFLOP)]
    pub linear_ops: FlopCount,
    /// Work of causal attention over the prefix.
    #[property(
        prefill_flops(n_params, prefix_tokens, workload.geometry()?.layers, workload.geometry()?.hidden_dim)? - linear_ops,
        unit = TFLOP,
    )]
    pub attention_ops: FlopCount,
    /// Rate prefill sustains on the node.
    #[property(accelerators * accelerator.peak_flops * utilization, unit = TFLOP_PER_SECOND)]
    pub sustained_rate: FlopRate,
    /// Time to read every weight once, each accelerator its share.
    #[property(
        transfer_time(weight_bytes(workload, precision_width(precision)?)?, accelerators * accelerator.memory_bandwidth)?,
        unit = MILLISECOND,
    )]
    pub weight_read_time: Time,
    /// Time to prefill the prefix again on a miss.
    #[property(compute_time(linear_ops + attention_ops, sustained_rate)?, unit = MILLISECOND)]
    pub rebuild_time: Time,
    /// Time of the suffix's work on a hit.
    #[property(compute_time(decode_flops(n_params, suffix_tokens)?, sustained_rate)?, unit = MILLISECOND)]
    pub suffix_ops_time: Time,
    /// How many times longer a miss takes than a hit.
    #[property(rebuild_time / max(weight_read_time, suffix_ops_time))]
    pub rebuild_over_hit: f64,
}

/// Llama 3.1 70B on a DGX H100 (8 H100s): a 4,096-token invariant prefix rebuilt on a miss
/// against a 32-token suffix on a hit, prefill sustained at 45% of the peak (90% of a high
/// training MFU of 50%).
#[preset(name = "InvariantPrefixRebuildDgxH100")]
pub fn invariant_prefix_rebuild_dgx_h100() -> Result<PrefixRebuild, InputError> {
    let dgx = &mlsysim_core::registry::Systems::Nodes::DGX_H100;
    PrefixRebuild::builder()
        .workload(Workload::find("Language.Llama3_70B")?)
        .accelerator(dgx.accelerator)
        .accelerators(dgx.accelerators_per_node)
        .precision(Precision::Fp16)
        .prefix_tokens(4_096)
        .suffix_tokens(32)
        // Prefill sustains 90% of the high training MFU.
        .utilization(mlsysim_core::registry::Literature::Training::MfuHigh.value * 0.9)
        .build()
}

/// The same node probing a 2,048-token prefix.
#[preset(name = "PrefixCacheProbe2K")]
pub fn prefix_cache_probe_2k() -> Result<PrefixRebuild, InputError> {
    invariant_prefix_rebuild_dgx_h100()?
        .variant()
        .prefix_tokens(2_048)
        .build()
}
