use super::KV_STATE;
use crate::count_from;
use mlsysim_core::units::seconds;
use mlsysim_core::{DataRate, DataTime, Information, InputError, Time, preset, scenario};
use mlsysim_serving::kv_cache::{
    KvAdmission, PrefixRebuild, invariant_prefix_rebuild_dgx_h100,
    llama3_70b_agent_context_admission_dgx_h100, repair_request_zones,
};

/// A request paused on a tool call: keep its KV state on the accelerators through the wait,
/// move it to the host over the host links and back, or drop it and recompute it on return.
///
/// The state is the request's context in whole blocks. Moving it takes the state over the
/// node's host links each way; recomputing it takes 2·P·S of weight work at the sustained
/// prefill rate. Both grow linearly with the context, so their ratio does not depend on its
/// length. Keeping the state holds its bytes for the whole wait; moving frees them for the
/// wait less the copy out (on demand) or less the round trip (prefetched). Requests whose waits
/// end together serialize on the shared links.
#[scenario(
    family = KV_STATE,
    assumption = "The accelerators' host links carry the copies in parallel at their rated bandwidth in one direction; `link_fraction` derates it for contention.",
    assumption = "Recomputing counts the weight work only, at the prefix rebuild's sustained rate.",
    excludes = "Attention work in the recompute, host memory pressure, and a tier below host memory.",
    example = r#"
// Reloading over the host links is cheaper than recomputing the context
use mlsysim_agents::kv_state::repair_tool_wait_paused_state;

let s = repair_tool_wait_paused_state()?;
assert!(s.recompute_over_reload()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PausedKvState {
    /// The KV pool: a KvAdmission preset or its inputs (its bytes a token are read).
    pub pool: KvAdmission,
    /// The node, links and sustained prefill rate: a PrefixRebuild preset or its inputs.
    pub prefill: PrefixRebuild,
    /// Tokens of the paused request's context.
    pub context_tokens: u32,
    /// Tokens of one allocation block.
    #[input(range = 1..)]
    pub block_tokens: u32,
    /// How long the tool call keeps the request paused.
    #[input(non_negative, unit = SECOND)]
    pub wait: Time,
    /// Share of the links' rated bandwidth the copies get under contention.
    #[input(positive, range = 0.0..=1.0)]
    pub link_fraction: f64,
    /// Paused requests whose waits end together.
    pub returns: u32,

    /// Bandwidth of the node's host links together, one direction.
    #[property(
        prefill.accelerators * from_registry(
            prefill.accelerator.interconnect_bandwidth_per_direction(),
            "host link bandwidth",
            prefill.accelerator.path,
        )?,
        unit = GB_PER_SECOND,
    )]
    pub link: DataRate,
    /// Blocks the request's context occupies.
    #[property(kv_block_count(context_tokens, block_tokens)?)]
    pub blocks: i64,
    /// Bytes of KV state the request holds, whole blocks.
    #[property(pool.kv_per_token()? * (blocks * block_tokens), unit = GB)]
    pub state: Information,
    /// Time to copy the state out to the host.
    #[property(transfer_time(state, link)?, unit = MILLISECOND)]
    pub copy_out: Time,
    /// Time to copy the state back in.
    #[property(transfer_time(state, link)?, unit = MILLISECOND)]
    pub copy_in: Time,
    /// Time of the round trip.
    #[property(copy_out + copy_in, unit = MILLISECOND)]
    pub round_trip: Time,
    /// Time to recompute the state from the context.
    #[property(compute_time(decode_flops(prefill.n_params()?, context_tokens)?, prefill.sustained_rate()?)?, unit = SECOND)]
    pub recompute: Time,
    /// How many times a reload the recompute takes.
    #[property(recompute / copy_in)]
    pub recompute_over_reload: f64,
    /// The same at the derated link.
    #[property(recompute_over_reload * link_fraction)]
    pub recompute_over_reload_derated: f64,
    /// Memory time the kept state holds through the wait.
    #[property(state * wait, unit = GB_SECOND)]
    pub held_occupancy: DataTime,
    /// Time the memory is free when the state is copied back on demand.
    #[property(wait - copy_out, unit = SECOND)]
    pub released_on_demand: Time,
    /// Time the memory is free when the state is prefetched before the wait ends.
    #[property(wait - copy_out - copy_in, unit = SECOND)]
    pub released_prefetch: Time,
    /// Bytes of the requests returning together.
    #[property(returns * state, unit = GB)]
    pub burst: Information,
    /// Time to reload them all over the shared links.
    #[property(transfer_time(burst, link)?, unit = SECOND)]
    pub burst_time: Time,
    /// How many times one reload the burst takes.
    #[property(burst_time / copy_in)]
    pub burst_slowdown: f64,
}

/// A repair request of 32,768 tokens in 16-token blocks paused for a 45 s integration test, on
/// the DGX H100 serving Llama 3.1 70B, moved over the eight PCIe host links in parallel at a
/// quarter of their rated bandwidth under contention; 32 such requests returning together.
#[preset(name = "RepairToolWaitPausedState")]
pub fn repair_tool_wait_paused_state() -> Result<PausedKvState, InputError> {
    PausedKvState::builder()
        .pool(llama3_70b_agent_context_admission_dgx_h100()?)
        .prefill(invariant_prefix_rebuild_dgx_h100()?)
        .context_tokens(count_from(
            "context_tokens",
            repair_request_zones()?.total_tokens(),
        )?)
        .block_tokens(16)
        .wait(seconds(45.0))
        .link_fraction(0.25)
        .returns(32)
        .build()
}
