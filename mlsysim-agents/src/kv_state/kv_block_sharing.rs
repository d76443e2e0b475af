use super::{KV_STATE, repair_tool_wait_paused_state};
use crate::count_from;
use mlsysim_core::units::seconds;
use mlsysim_core::{Frequency, Information, InputError, Time, preset, scenario};
use mlsysim_serving::kv_cache::{
    KvAdmission, llama3_70b_agent_context_admission_dgx_h100, repair_request_zones,
};

/// Agent requests that reserve their input and output allowance in whole blocks of a KV pool,
/// with and without a prefix they share, turned into a turn rate by how long each holds its
/// blocks.
///
/// A share of the pool is withheld as headroom; each request reserves ⌈(context + output)/b⌉
/// blocks. Shared, the common prefix's blocks are stored once and each request adds only its
/// private blocks. Little's law turns the requests that fit into a turn rate, divided by the
/// residency tax when the state is kept through a tool wait. The gain from sharing approaches
/// 1/(1 − f) in a large pool, f the shared fraction of each request's blocks.
#[scenario(
    family = KV_STATE,
    assumption = "Every request reserves its whole output allowance at admission.",
    assumption = "The shared prefix is identical and compatible across the requests that share it.",
    excludes = "Eviction, preemption and fragmentation beyond whole blocks.",
    rule(i64::from(common) <= context + output, "the `common` prefix is part of a request's `context` and `output`"),
    example = r#"
// Sharing the workspace prefix fits several times the requests; keeping state through the test divides the rate
use mlsysim_agents::kv_state::repair_block_sharing_residency;

let s = repair_block_sharing_residency()?;
assert!(s.share_gain()? > 2.0);
assert!(s.residency_factor()? == 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct KvBlockSharing {
    /// The KV pool: a KvAdmission preset or its inputs (its cache budget and bytes a token are
    /// read).
    pub pool: KvAdmission,
    /// Share of the pool withheld.
    #[input(range = 0.0..1.0)]
    pub headroom: f64,
    /// Input tokens of a request.
    pub context: u32,
    /// Output allowance of a request.
    pub output: u32,
    /// Tokens of the shareable prefix.
    pub common: u32,
    /// Tokens of one block.
    #[input(range = 1..)]
    pub block_tokens: u32,
    /// How long a request holds its blocks while generating.
    #[input(positive, unit = SECOND)]
    pub generation: Time,
    /// The tool wait, when the state is kept through it.
    #[input(non_negative, unit = SECOND)]
    pub wait: Time,

    /// Bytes of one block.
    #[property(block_tokens * pool.kv_per_token()?, unit = MB)]
    pub block_bytes: Information,
    /// Whole blocks of the pool left after the headroom.
    #[property(kv_resident_fit((1.0 - headroom) * pool.kv_budget()?, block_bytes)?)]
    pub usable_blocks: i64,
    /// Bytes of those blocks.
    #[property(usable_blocks * block_bytes, unit = GB)]
    pub usable: Information,
    /// Blocks one request reserves unshared.
    #[property(kv_block_count(context + output, block_tokens)?)]
    pub unshared_blocks: i64,
    /// Blocks of the common prefix.
    #[property(kv_block_count(common, block_tokens)?)]
    pub common_blocks: i64,
    /// Blocks one request adds beyond the shared prefix.
    #[property(kv_block_count(context + output - common, block_tokens)?)]
    pub private_blocks: i64,
    /// Bytes one request reserves unshared.
    #[property(unshared_blocks * block_bytes, unit = GB)]
    pub unshared_bytes: Information,
    /// Bytes of the common prefix.
    #[property(common_blocks * block_bytes, unit = GB)]
    pub common_bytes: Information,
    /// Bytes one request adds beyond the shared prefix.
    #[property(private_blocks * block_bytes, unit = GB)]
    pub private_bytes: Information,
    /// Requests that fit unshared.
    #[property(floor_div(usable_blocks, unshared_blocks)?, unit = REQUESTS)]
    pub fit_unshared: i64,
    /// Requests that fit sharing the prefix.
    #[property(shared_prefix_fit(usable_blocks, common_blocks, private_blocks)?, unit = REQUESTS)]
    pub fit_shared: i64,
    /// How long a request holds its blocks when its state is kept through the wait.
    #[property(generation + wait, unit = SECOND)]
    pub retained_time: Time,
    /// Turn rate unshared, state kept.
    #[property(littles_law_rate(fit_unshared, retained_time)?, unit = PER_SECOND)]
    pub retained_rate: Frequency,
    /// Turn rate unshared, state released through the wait.
    #[property(littles_law_rate(fit_unshared, generation)?, unit = PER_SECOND)]
    pub released_rate: Frequency,
    /// Turn rate shared, state kept.
    #[property(littles_law_rate(fit_shared, retained_time)?, unit = PER_SECOND)]
    pub shared_retained_rate: Frequency,
    /// Turn rate shared, state released.
    #[property(littles_law_rate(fit_shared, generation)?, unit = PER_SECOND)]
    pub shared_released_rate: Frequency,
    /// How many times keeping the state through the wait divides the turn rate.
    #[property(mlsysim_core::laws::residency_factor(generation, wait)?)]
    pub residency_factor: f64,
    /// The common prefix's share of a request's blocks.
    #[property(common_blocks / unshared_blocks)]
    pub shared_fraction: f64,
    /// How many times the requests sharing fits.
    #[property(fit_shared / fit_unshared)]
    pub share_gain: f64,
    /// The limit of that gain in a large pool.
    #[property(sharing_gain_limit(shared_fraction)?)]
    pub share_bound: f64,
}

/// Repair requests in 16-token blocks on the agent-context pool of Llama 3.1 70B on a DGX H100:
/// 32,768 input and 2,048 output tokens a request, a 24,576-token shareable workspace prefix,
/// 10% headroom, 5 s of generation and a 45 s test a turn.
#[preset(name = "RepairBlockSharingResidency")]
pub fn repair_block_sharing_residency() -> Result<KvBlockSharing, InputError> {
    let paused = repair_tool_wait_paused_state()?;
    KvBlockSharing::builder()
        .pool(llama3_70b_agent_context_admission_dgx_h100()?)
        .headroom(0.10)
        .context(count_from(
            "context",
            repair_request_zones()?.total_tokens(),
        )?)
        .output(2_048)
        .common(24_576)
        .block_tokens(paused.block_tokens)
        .generation(seconds(5.0))
        .wait(paused.wait)
        .build()
}
