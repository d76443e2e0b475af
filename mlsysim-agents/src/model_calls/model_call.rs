use super::{MODEL_CALLS, coding_agent_resend30_turns};
use mlsysim_core::registry::Agents;
use mlsysim_core::units::seconds;
use mlsysim_core::{Frequency, InputError, Named, Time, preset, scenario};
use mlsysim_serving::forward::{Decode, llama3_70b_int8_decode_h100};

/// One model call at the per-token floors: prefill of its prompt and format instructions,
/// decode of its reply, what a cached shared prefix saves, and how a deadline and the stages a
/// reply must clear judge it.
///
/// Prefill costs the compute floor per prompt token (2P over the peak rate) and decode the
/// weight-transfer floor per output token (P·b over the memory bandwidth), so a few hundred
/// output tokens can take longer than thousands of prompt tokens. A prefix served from cache
/// leaves only the rest of the prompt to prefill. A reply accepted only if it clears every
/// stage is accepted with the product of the stages' success rates.
#[scenario(
    family = MODEL_CALLS,
    assumption = "Prefill costs the decode scenario's compute time per prompt token and decode its memory time per output token.",
    excludes = "Queueing, batching, attention's own work and serving overhead.",
    rule(i64::from(shared_prefix_tokens) <= prompt_tokens + instruction_tokens, "the `shared_prefix_tokens` are part of the prompt (`prompt_tokens` and `instruction_tokens`)"),
    rule(
        all!(stage in stage_success, (0.0..=1.0).contains(&stage_success[stage])),
        "each of the `stage_success` rates is a probability in [0, 1]"
    ),
    example = r#"
// A whole-file reply takes most of the call's time in decode
use mlsysim_agents::model_calls::coding_agent_whole_file_edit;

let s = coding_agent_whole_file_edit()?;
assert!(s.output_time_share()? > 0.9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ModelCall {
    /// The per-token floors: a Decode preset or its inputs.
    pub floors: Decode,
    /// Tokens of the prompt.
    pub prompt_tokens: u32,
    /// Tokens of the reply.
    pub output_tokens: u32,
    /// Tokens of format instructions added to the prompt.
    #[input(default = 0)]
    pub instruction_tokens: u32,
    /// Tokens of the prompt's prefix served from cache.
    #[input(default = 0)]
    pub shared_prefix_tokens: u32,
    /// The call's deadline.
    #[input(positive, unit = SECOND)]
    pub deadline: Option<Time>,
    /// Success rates of the stages a reply must clear to be accepted, by name.
    pub stage_success: Option<Named<f64>>,

    /// Tokens the call prefills: the prompt and the instructions (the reference's
    /// `prompt_tokens` of its result, renamed beside the input of that name).
    #[property(prompt_tokens + instruction_tokens, unit = TOKENS)]
    pub call_prompt_tokens: i64,
    /// Time to prefill them.
    #[property(call_prompt_tokens * floors.compute_time()?, unit = SECOND)]
    pub prefill_time: Time,
    /// Time to decode the reply.
    #[property(output_tokens * floors.memory_time()?, unit = SECOND)]
    pub decode_time: Time,
    /// Time of the call.
    #[property(prefill_time + decode_time, unit = SECOND)]
    pub total_time: Time,
    /// The reply's share of the call's tokens.
    #[property(output_tokens / (call_prompt_tokens + output_tokens))]
    pub output_token_share: f64,
    /// The reply's share of the call's time.
    #[property(decode_time / total_time)]
    pub output_time_share: f64,
    /// Time to prefill what the cached prefix leaves.
    #[property((call_prompt_tokens - shared_prefix_tokens) * floors.compute_time()?, unit = SECOND)]
    pub fresh_prefill_time: Time,
    /// Tokens decoded a second.
    #[property(1.0 / floors.memory_time()?, unit = TOKENS_PER_SECOND)]
    pub decode_rate: Frequency,
    /// How many times the call's time the deadline is.
    #[property(deadline / total_time)]
    pub deadline_margin: f64,
    /// Chance a reply clears every stage.
    #[property(product!(stage in stage_success, stage_success[stage]))]
    pub acceptance: f64,
}

/// The first call of the coding agent's trajectory: its 8,000-token first prompt and a
/// 200-token reply at the 8-bit floors of Llama 3.1 70B on one H100.
#[preset(name = "CodingAgentFirstTurnCall")]
pub fn coding_agent_first_turn_call() -> Result<ModelCall, InputError> {
    let trajectory = coding_agent_resend30_turns()?;
    ModelCall::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .prompt_tokens(trajectory.first_prompt)
        .output_tokens(trajectory.output_per_turn)
        .build()
}

/// A coding-agent edit returned as a whole replacement file: the first prompt plus 350 tokens
/// of format instructions, a 1,850-token file, a 15 s deadline.
#[preset(name = "CodingAgentWholeFileEdit")]
pub fn coding_agent_whole_file_edit() -> Result<ModelCall, InputError> {
    ModelCall::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .prompt_tokens(coding_agent_resend30_turns()?.first_prompt)
        .instruction_tokens(350)
        .output_tokens(1_850)
        .deadline(seconds(15.0))
        .build()
}

/// The same edit returned as a localized edit: 120 tokens of instructions, an 80-token edit;
/// 95% of edits apply and 60% of those pass the tests.
#[preset(name = "CodingAgentLocalizedEdit")]
pub fn coding_agent_localized_edit() -> Result<ModelCall, InputError> {
    coding_agent_whole_file_edit()?
        .variant()
        .instruction_tokens(120)
        .output_tokens(80)
        .stage_success(Named::from_iter([("applies", 0.95), ("passes tests", 0.60)]))
        .build()
}

/// Cold prefill of a 32,768-token resumed context: no prefix state survives the resume, so the
/// whole context is prefilled before the first output token.
#[preset(name = "ResumedContextColdPrefill")]
pub fn resumed_context_cold_prefill() -> Result<ModelCall, InputError> {
    ModelCall::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .prompt_tokens(32_768)
        .output_tokens(0)
        .build()
}

/// One support-agent turn: the CustomerOps profile's session context and reply, its shared
/// policy prefix served from cache.
#[preset(name = "SupportAgentTurnCall")]
pub fn support_agent_turn_call() -> Result<ModelCall, InputError> {
    let support = &Agents::Support::CustomerOps;
    ModelCall::builder()
        .floors(llama3_70b_int8_decode_h100()?)
        .prompt_tokens(support.session_context)
        .output_tokens(support.reply_tokens)
        .shared_prefix_tokens(support.shared_prefix)
        .build()
}
