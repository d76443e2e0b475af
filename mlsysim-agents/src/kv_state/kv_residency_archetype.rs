use super::{KV_STATE, PausedKvState, repair_block_sharing_residency, repair_tool_wait_paused_state};
use crate::count_from;
use mlsysim_core::registry::Agents;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};
use mlsysim_serving::kv_cache::repair_request_zones;

/// One agent workload's KV economics on a serving node: how much sharing its prefix fits,
/// the residency tax of keeping state through its waits, and reloading a dropped or moved
/// state against recomputing it.
///
/// Requests fit the pool's cache budget once the shared prefix is stored once, unrounded to
/// blocks. Holding state through a wait stretches each turn from T_gen to T_gen + T_wait. On
/// return a moved state is reloaded over the host links, S·m_token/B_link, and a dropped one
/// recomputed, 2·P·S/R.
#[scenario(
    family = KV_STATE,
    assumption = "The pool, the link and the sustained prefill rate are those of the paused-state scenario.",
    excludes = "Block rounding (see KvBlockSharing) and attention work in the recompute.",
    rule(shared_prefix < context_tokens, "the `shared_prefix` is part of the `context_tokens`, with some of the context private"),
    example = r#"
// The support agent's long customer waits tax its turn rate elevenfold
use mlsysim_agents::kv_state::support_agent_residency;

let s = support_agent_residency()?;
assert_eq!(s.residency_factor()?, 11.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct KvResidencyArchetype {
    /// The pool, link and sustained prefill rate: a PausedKvState preset or its inputs.
    pub paused: PausedKvState,
    /// Tokens of a request's context.
    #[input(range = 1..)]
    pub context_tokens: u32,
    /// Tokens of the prefix the workload's requests share.
    pub shared_prefix: u32,
    /// How long a turn holds its state while generating.
    #[input(positive, unit = SECOND)]
    pub generation: Time,
    /// How long a turn waits between generations.
    #[input(non_negative, unit = SECOND)]
    pub wait: Time,

    /// The shared prefix's share of the context.
    #[property(shared_prefix / context_tokens)]
    pub shared_fraction: f64,
    /// Requests that fit the cache budget unshared.
    #[property(kv_resident_fit(paused.pool.kv_budget()?, context_tokens * paused.pool.kv_per_token()?)?, unit = REQUESTS)]
    pub fit_unshared: i64,
    /// Requests that fit with the prefix stored once.
    #[property(kv_resident_fit(
        paused.pool.kv_budget()? - shared_prefix * paused.pool.kv_per_token()?,
        (context_tokens - shared_prefix) * paused.pool.kv_per_token()?,
    )?, unit = REQUESTS)]
    pub fit_shared: i64,
    /// How many times the requests sharing fits.
    #[property(fit_shared / fit_unshared)]
    pub share_gain: f64,
    /// How many times keeping state through the wait divides the turn rate.
    #[property(mlsysim_core::laws::residency_factor(generation, wait)?)]
    pub residency_factor: f64,
    /// One turn: generation and wait.
    #[property(generation + wait, unit = SECOND)]
    pub turn_cycle: Time,
    /// Time to recompute a dropped state.
    #[property(compute_time(decode_flops(paused.prefill.n_params()?, context_tokens)?, paused.prefill.sustained_rate()?)?, unit = SECOND)]
    pub recompute: Time,
    /// Time to reload a moved state over the host links.
    #[property(transfer_time(context_tokens * paused.pool.kv_per_token()?, paused.link()?)?, unit = MILLISECOND)]
    pub reload: Time,
    /// The recompute's share of a turn.
    #[property(recompute / turn_cycle)]
    pub recompute_share: f64,
    /// Turn rate sharing the prefix, state kept.
    #[property(littles_law_rate(fit_shared, turn_cycle)?, unit = PER_SECOND)]
    pub shared_retained_rate: Frequency,
    /// Turn rate sharing the prefix, state released.
    #[property(littles_law_rate(fit_shared, generation)?, unit = PER_SECOND)]
    pub shared_released_rate: Frequency,
}

/// The repair agent: the 32,768-token repair context sharing only its system prompt and tool
/// schemas (the support profile's 6,144-token shared prefix, taken to be the same length),
/// 5 s of generation and a 45 s test a turn.
#[preset(name = "RepairAgentResidency")]
pub fn repair_agent_residency() -> Result<KvResidencyArchetype, InputError> {
    let sharing = repair_block_sharing_residency()?;
    KvResidencyArchetype::builder()
        .paused(repair_tool_wait_paused_state()?)
        .context_tokens(count_from(
            "context_tokens",
            repair_request_zones()?.total_tokens(),
        )?)
        .shared_prefix(Agents::Support::CustomerOps.shared_prefix)
        .generation(sharing.generation)
        .wait(sharing.wait)
        .build()
}

/// The customer-support agent: the CustomerOps profile's session context, shared policy
/// prefix, generation residence and customer reply time.
#[preset(name = "SupportAgentResidency")]
pub fn support_agent_residency() -> Result<KvResidencyArchetype, InputError> {
    let support = &Agents::Support::CustomerOps;
    KvResidencyArchetype::builder()
        .paused(repair_tool_wait_paused_state()?)
        .context_tokens(support.session_context)
        .shared_prefix(support.shared_prefix)
        .generation(support.generation_residence)
        .wait(support.customer_reply_time)
        .build()
}
