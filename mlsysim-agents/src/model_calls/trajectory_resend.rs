use super::MODEL_CALLS;
use crate::registry_figure;
use mlsysim_core::registry::Agents;
use mlsysim_core::{InputError, Time, preset, scenario};
use mlsysim_serving::forward::{Decode, llama3_70b_int8_decode_h100};

/// A trajectory of calls that each resend the whole history: the input it sends, what reusing
/// each earlier prompt as a cached prefix leaves to prefill, and the times at the per-token
/// floors.
///
/// Turn t sends the first prompt S₀ plus t − 1 appended blocks of D tokens (model output and
/// tool observation). Without reuse the run sends H·S₀ + D·H(H − 1)/2 tokens, the second term
/// quadratic in the horizon; reusing each earlier prompt prefix leaves S₀ + (H − 1)·D of fresh
/// prefill, so the reduction grows linearly with the horizon. Prefill is priced at the compute
/// floor per prompt token and decode at the weight-transfer floor per output token.
#[scenario(
    family = MODEL_CALLS,
    assumption = "Every turn appends the same D tokens and generates the same K; nothing is dropped or compacted.",
    assumption = "Prefill costs the decode scenario's compute time per prompt token (2P ÷ peak) and decode its memory time per output token (P·b ÷ bandwidth).",
    excludes = "Attention's own work, batching, queueing and cache eviction.",
    derivation = "The sum of an arithmetic series of prompts; with prefix reuse each turn prefills only what it appended.",
    example = r#"
// Doubling the horizon nearly doubles what prefix reuse saves
use mlsysim_agents::model_calls::{coding_agent_resend30_turns, coding_agent_resend60_turns};

let short = coding_agent_resend30_turns()?;
let long = coding_agent_resend60_turns()?;
assert!(long.reuse_reduction()? > 1.8 * short.reuse_reduction()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TrajectoryResend {
    /// The per-token floors: a Decode preset or its inputs (its compute time prices a prompt
    /// token, its memory time an output token).
    pub floors: Decode,
    /// Tokens of the first serialized prompt.
    pub first_prompt: u32,
    /// Tokens each turn appends: model output plus tool observation.
    pub appended: u32,
    /// Tokens each call generates.
    pub output_per_turn: u32,
    /// Calls of the trajectory.
    #[input(range = 1..)]
    pub turns: u32,

    /// The first prompt's part of the input: H·S₀.
    #[property(turns * first_prompt, unit = TOKENS)]
    pub first_prompt_term: i64,
    /// The appended turns' part of the input: D·H(H − 1)/2.
    #[property(resent_tokens - first_prompt_term, unit = TOKENS)]
    pub appended_term: i64,
    /// Input tokens the trajectory sends without reuse.
    #[property(append_only_context(first_prompt, appended, turns)?[1], unit = TOKENS)]
    pub resent_tokens: i64,
    /// Input tokens left to prefill when each earlier prompt is a reused prefix.
    #[property(reused_prefix_prompt_tokens(turns, first_prompt, appended)?, unit = TOKENS)]
    pub reused_prefix_tokens: i64,
    /// How many times fewer tokens reuse prefills.
    #[property(resent_tokens / reused_prefix_tokens)]
    pub reuse_reduction: f64,
    /// Output tokens of the trajectory.
    #[property(turns * output_per_turn, unit = TOKENS)]
    pub output_tokens: i64,
    /// Input's share of all tokens.
    #[property(resent_tokens / (resent_tokens + output_tokens))]
    pub input_share: f64,
    /// Prefill time of the resent input at the compute floor.
    #[property(resent_tokens * floors.compute_time()?, unit = SECOND)]
    pub prefill_time: Time,
    /// Prefill time with each earlier prompt reused.
    #[property(reused_prefix_tokens * floors.compute_time()?, unit = SECOND)]
    pub reused_prefill_time: Time,
    /// Decode time of the output at the weight-transfer floor.
    #[property(output_tokens * floors.memory_time()?, unit = SECOND)]
    pub decode_time: Time,
}

/// The coding agent's trajectory over the SWE-bench harness's step budget: an 8,000-token first
/// prompt, 1,500 tokens of output and observation appended and 200 output tokens a turn, at the
/// 8-bit floors of Llama 3.1 70B on one H100.
#[preset(name = "CodingAgentResend30Turns")]
pub fn coding_agent_resend30_turns() -> Result<TrajectoryResend, InputError> {
    let harness = &Agents::Coding::SWE_Bench_Runner;
    TrajectoryResend::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .first_prompt(8_000)
        .appended(1_500)
        .output_per_turn(200)
        .turns(registry_figure(
            "turns",
            harness.max_trajectory_steps,
            "max_trajectory_steps",
            harness.path,
        )?)
        .build()
}

/// The same trajectory over twice the step budget.
#[preset(name = "CodingAgentResend60Turns")]
pub fn coding_agent_resend60_turns() -> Result<TrajectoryResend, InputError> {
    let base = coding_agent_resend30_turns()?;
    base.variant().turns(2 * base.turns).build()
}

/// The same trajectory over three times the step budget.
#[preset(name = "CodingAgentResend90Turns")]
pub fn coding_agent_resend90_turns() -> Result<TrajectoryResend, InputError> {
    let base = coding_agent_resend30_turns()?;
    base.variant().turns(3 * base.turns).build()
}
