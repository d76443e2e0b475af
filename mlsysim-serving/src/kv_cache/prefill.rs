//! The prefill side of the cache: what a cached prefix saves on a hit, what a long prompt does
//! to the decodes around it, and a prefill layer split over tensor-parallel devices.

use super::{derived, invalid};
use crate::families::KV_CACHE;
use mlsysim_core::units::{MILLISECOND, milliseconds};
use mlsysim_core::{
    EvalError, FlopCount, FlopRate, HardwareNode, Information, InputError, Named, Precision, Time,
    Workload, preset, scenario,
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
    equation = "rate = accelerators × peak × utilization; rebuild = (2·P·S + 2·L·d·S²) ÷ rate; hit = max(weights ÷ (accelerators × bandwidth), 2·P·S_suffix ÷ rate); ratio = rebuild ÷ hit",
    assumption = "Prefill runs at `utilization` of the accelerators' headline peak whatever the precision; the precision sets the bytes of the weights and of the cached state only.",
    assumption = "The weights are split over the accelerators, each reading its share at its memory bandwidth.",
    assumption = "The utilization lies in (0, 1]; the reference takes 0 (then divides by zero) and values above 1 or below 0.",
    assumption = "The node is given as one accelerator type and its count (a DGX H100 is 8 H100s); the reference holds a node record, which this port's registry does not carry.",
    rule = "`workload` is a transformer",
    rule = "`workload` has a parameter count in the registry",
    rule = "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput",
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
    check = Self::rules,
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

impl PrefixRebuild {
    fn rules(&self) -> Result<(), InputError> {
        let workload = |e: EvalError| invalid("workload", e.to_string());
        self.workload.geometry().map_err(workload)?;
        self.workload.parameter_count().map_err(workload)?;
        if self.precision.storage_bytes().is_none() {
            return Err(invalid(
                "precision",
                format!(
                    "`{}` names a throughput, not a storage format; use fp32, tf32, bf16, fp16, fp8, int8 or int4",
                    self.precision
                ),
            ));
        }
        Ok(())
    }
}

/// Llama 3.1 70B on a DGX H100 (8 H100s): a 4,096-token invariant prefix rebuilt on a miss
/// against a 32-token suffix on a hit, prefill sustained at 45% of the peak (90% of a high
/// training MFU of 50%).
#[preset(name = "InvariantPrefixRebuildDgxH100")]
pub fn invariant_prefix_rebuild_dgx_h100() -> Result<PrefixRebuild, InputError> {
    PrefixRebuild::builder()
        .workload(Workload::find("Language.Llama3_70B")?)
        .accelerator(HardwareNode::find("Cloud.H100")?)
        // A DGX H100 node holds 8 H100s (the reference's Nodes.DGX_H100).
        .accelerators(8)
        .precision(Precision::Fp16)
        .prefix_tokens(4_096)
        .suffix_tokens(32)
        // The reference's high training MFU (0.5), of which prefill sustains 90%.
        .utilization(0.5 * 0.9)
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

/// A new prompt among running decodes, prefilled whole or in chunks, and the gap each way
/// leaves in the decoding streams.
///
/// A step over N positions takes the longer of reading every weight once and doing 2 FLOPs per
/// parameter per position at the sustained rate (weight work only). Prefilled whole, the prompt
/// takes one step of its own between two decode steps, so every stream waits a decode step plus
/// the whole prefill. In chunks, each iteration carries one chunk beside the decodes, so the
/// gap is one such iteration, and the prompt is done after ⌈prompt ÷ chunk⌉ of them. The model,
/// its sustained rate and its weight-read time come from a held `PrefixRebuild` scenario.
#[scenario(
    family = KV_CACHE,
    equation = "step(N) = max(weight read, 2·P·N ÷ rate); gap whole = step(decodes) + step(prompt); gap chunked = step(chunk + decodes); chunks = ⌈prompt ÷ chunk⌉; done = chunks × step(chunk + decodes)",
    assumption = "Steps are bound by the weights alone (reading them, or the 2·P·N work on them); attention over the cache is left out, so long contexts take longer.",
    assumption = "The prompt takes ⌈prompt ÷ chunk⌉ chunk iterations, the last one possibly partial but timed as a full one. The reference counts ⌊prompt ÷ chunk⌋ chunks for the finish time (though ⌈prompt ÷ chunk⌉ iterations), which drops the partial last chunk: 19 chunks for a 10,000-token prompt in 512-token chunks instead of 20, and no chunk at all when the chunk exceeds the prompt.",
    rule = "`chunk_tokens` is at most `prompt_tokens` (the reference takes a larger chunk)",
    excludes = "Scheduling policy beyond one chunk per iteration, and the decodes' own cache reads.",
    derivation = "Whole, the prompt's step sits between two decode steps; chunked, every iteration does chunk + decodes positions of work.",
    example = r#"
// A 4,096-token prompt among 32 decodes
use mlsysim_serving::kv_cache::chunked_prefill_among_decodes;

let s = chunked_prefill_among_decodes()?;
assert_eq!(s.iterations()?, 8);
assert!((s.gap_ratio()? - 7.773622695346797).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct ChunkedPrefill {
    /// Tokens of the new prompt.
    #[input(range = 1..)]
    pub prompt_tokens: u32,
    /// Tokens of the prompt prefilled per iteration.
    #[input(range = 1..)]
    pub chunk_tokens: u32,
    /// The model, node and sustained rate, as a PrefixRebuild preset or its inputs.
    pub prefill: Option<PrefixRebuild>,
    /// Requests decoding while the prompt arrives.
    pub decodes: Option<u32>,

    /// Iterations the prompt takes in chunks.
    #[property(ceil(prompt_tokens / chunk_tokens)?)]
    pub iterations: i64,
    /// Time of one step over `tokens` positions, weight work only.
    #[method(
        weight_only_step_time(prefill.n_params()?, tokens, prefill.sustained_rate()?, prefill.weight_read_time()?)?,
        unit = MILLISECOND,
        samples(tokens = [1, chunk_tokens, prompt_tokens]),
    )]
    pub step_time: fn(tokens: i64) -> Time,
    /// Time of one decode step of the running requests.
    #[property(step_time(i64::from(decodes))?, unit = MILLISECOND)]
    pub decode_step: Time,
    /// Time to prefill the prompt in one step.
    #[property(step_time(i64::from(prompt_tokens))?, unit = MILLISECOND)]
    pub monolithic_prefill: Time,
    /// The streams' gap when the prompt is prefilled whole.
    #[property(decode_step + monolithic_prefill, unit = MILLISECOND)]
    pub monolithic_gap: Time,
    /// Chunk iterations until the prompt is prefilled.
    #[property(iterations)]
    pub chunks: i64,
    /// Time of one iteration carrying a chunk and the decodes: the streams' gap when chunked.
    #[property(step_time(chunk_tokens + decodes)?, unit = MILLISECOND)]
    pub chunked_iteration: Time,
    /// Time until the prompt is prefilled in chunks.
    #[property(chunks * chunked_iteration, unit = MILLISECOND)]
    pub chunked_done: Time,
    /// How many times longer the whole-prompt gap is than the chunked one.
    #[property(monolithic_gap / chunked_iteration)]
    pub gap_ratio: f64,
}

impl ChunkedPrefill {
    fn rules(&self) -> Result<(), InputError> {
        if self.chunk_tokens > self.prompt_tokens {
            return Err(invalid(
                "chunk_tokens",
                format!(
                    "a chunk of {} tokens is longer than the {}-token prompt",
                    self.chunk_tokens, self.prompt_tokens
                ),
            ));
        }
        Ok(())
    }
}

/// A 10,000-token prompt in 512-token chunks, counting iterations only (no model or node).
#[preset(name = "LongPromptChunkedPrefill")]
pub fn long_prompt_chunked_prefill() -> Result<ChunkedPrefill, InputError> {
    ChunkedPrefill::builder()
        .prompt_tokens(10_000)
        .chunk_tokens(512)
        .build()
}

/// A 4,096-token uncached prompt among 32 decodes on the DGX H100 of the prefix-rebuild preset,
/// whole or in 512-token chunks.
#[preset(name = "ChunkedPrefillAmongDecodes")]
pub fn chunked_prefill_among_decodes() -> Result<ChunkedPrefill, InputError> {
    ChunkedPrefill::builder()
        .prompt_tokens(4_096)
        .chunk_tokens(512)
        .prefill(invariant_prefix_rebuild_dgx_h100()?)
        .decodes(32)
        .build()
}

/// A layer's stated compute split over `tp_size` tensor-parallel devices, with the AllReduce
/// collectives each layer adds.
///
/// Each phase of a layer (attention, feed-forward, ...) takes a stated time on one device and
/// divides evenly over the devices; every layer then waits for a fixed number of AllReduce
/// collectives of a fixed time. The speedup is the serial layer time over the parallel one,
/// always below the device count once the collectives cost anything.
#[scenario(
    family = KV_CACHE,
    equation = "serial = Σ phase times; parallel = serial ÷ tp + collectives × allreduce; speedup = serial ÷ parallel; totals = layer time × layers",
    assumption = "Every phase splits evenly over the devices, and the collectives do not overlap the compute.",
    rule = "at least one phase of `serial_layer_times` takes some time (the reference divides zero by zero when the phases and the collectives take none)",
    excludes = "Collective time growing with the device count or the message size: allreduce_time is one stated figure.",
    derivation = "Amdahl's law with a serial part that appears only in parallel: the collectives.",
    example = r#"
// A 70B prefill layer on 8 devices
use mlsysim_serving::kv_cache::llama2_70b_prefill_tensor_parallel8;

let s = llama2_70b_prefill_tensor_parallel8()?;
assert!((s.speedup()? - 6.8965517241379315).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rules,
)]
pub struct TensorParallelSpeedup {
    /// Compute time of each phase of one layer on one device.
    #[input(non_negative, unit = MILLISECOND)]
    pub serial_layer_times: Named<Time>,
    /// Devices the layer is split over.
    #[input(range = 1..)]
    pub tp_size: u32,
    /// Time of one AllReduce collective.
    #[input(non_negative, unit = MILLISECOND)]
    pub allreduce_time: Time,
    /// AllReduce collectives per layer.
    #[input(default = 2)]
    pub collectives_per_layer: u32,
    /// Layers of the model.
    #[input(range = 1..)]
    pub layers: u32,

    /// Time of `phase` on one device of the split.
    #[method(serial_layer_times[phase] / tp_size, unit = MILLISECOND, samples(phase = serial_layer_times))]
    pub sharded: fn(phase: String) -> Time,
    /// Time of one layer on one device.
    #[property(
        milliseconds(sum(serial_layer_times.values().map(|&t| MILLISECOND.in_unit(t)))?),
        unit = MILLISECOND,
    )]
    pub serial_layer_time: Time,
    /// Compute time of one layer split over the devices.
    #[property(serial_layer_time / tp_size, unit = MILLISECOND)]
    pub sharded_compute_time: Time,
    /// Time of one layer split over the devices, collectives included.
    #[property(sharded_compute_time + collectives_per_layer * allreduce_time, unit = MILLISECOND)]
    pub parallel_layer_time: Time,
    /// How many times faster a layer runs split.
    #[property(serial_layer_time / parallel_layer_time)]
    pub speedup: f64,
    /// Time of all layers on one device.
    #[property(serial_layer_time * layers, unit = MILLISECOND)]
    pub serial_total: Time,
    /// Time of all layers split over the devices.
    #[property(parallel_layer_time * layers, unit = MILLISECOND)]
    pub parallel_total: Time,
}

impl TensorParallelSpeedup {
    fn rules(&self) -> Result<(), InputError> {
        if self.serial_layer_times.values().all(|t| t.value == 0.0) {
            return Err(invalid(
                "serial_layer_times",
                "give at least one phase that takes some time",
            ));
        }
        Ok(())
    }
}

/// A long-prompt prefill layer of a 70B model split 8 ways: 12 ms of attention and 18 ms of
/// feed-forward on one device, two 0.3 ms AllReduces per layer, Llama 2 70B's 80 layers.
#[preset(name = "Llama2_70BPrefillTensorParallel8")]
pub fn llama2_70b_prefill_tensor_parallel8() -> Result<TensorParallelSpeedup, InputError> {
    let layers = derived(
        "layers",
        Workload::find("Language.Llama2_70B")?
            .geometry()
            .map(|g| g.layers),
    )?;
    TensorParallelSpeedup::builder()
        .serial_layer_times(Named::from_iter([
            ("attention", milliseconds(12.0)),
            ("feed-forward", milliseconds(18.0)),
        ]))
        // The 8 accelerators of a DGX H100 node.
        .tp_size(8)
        .allreduce_time(milliseconds(0.3))
        .layers(layers)
        .build()
}
