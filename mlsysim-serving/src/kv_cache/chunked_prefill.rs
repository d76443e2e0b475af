use super::{KV_CACHE, PrefixRebuild, invariant_prefix_rebuild_dgx_h100};
use mlsysim_core::{InputError, Time, preset, scenario};

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
    assumption = "Steps are bound by the weights alone (reading them, or the 2·P·N work on them); attention over the cache is left out, so long contexts take longer.",
    assumption = "The prompt takes ⌈prompt ÷ chunk⌉ chunk iterations, the last one possibly partial but timed as a full one. The reference counts ⌊prompt ÷ chunk⌋ chunks for the finish time (though ⌈prompt ÷ chunk⌉ iterations), which drops the partial last chunk: 19 chunks for a 10,000-token prompt in 512-token chunks instead of 20, and no chunk at all when the chunk exceeds the prompt.",
    rule(chunk_tokens <= prompt_tokens, "`chunk_tokens` is at most `prompt_tokens` (the reference takes a larger chunk)"),
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
        args(tokens(non_negative)),
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
