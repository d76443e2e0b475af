use super::FINE_TUNING;
use mlsysim_agents::model_calls::coding_agent_resend30_turns;
use mlsysim_core::registry::Agents;
use mlsysim_core::{InputError, preset, scenario};

/// A multi-turn trajectory stored as one training example per model call, against one stored
/// transcript: the tokens each way.
///
/// When each of H turns adds about a tokens, call t carries t·a tokens, so separate examples
/// store a·H·(H + 1)/2 tokens against a·H for the transcript: the append-only resend triangle,
/// an expansion of (H + 1)/2.
#[scenario(
    family = FINE_TUNING,
    assumption = "Every turn adds the same tokens, and call t's example holds the t turns so far.",
    example = r#"
// Thirty turns stored per call take 15.5 times the transcript
use mlsysim_training::fine_tuning::repair_trajectory_per_call_examples;

let s = repair_trajectory_per_call_examples()?;
assert_eq!(s.expansion()?, 15.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PerInvocationSerialization {
    /// Turns of the trajectory, H.
    #[input(range = 1..)]
    pub turns: i64,
    /// Tokens each turn adds, a.
    #[input(range = 0..)]
    pub tokens_per_turn: i64,

    /// Tokens the examples store, one per model call.
    #[property(append_only_context(tokens_per_turn, tokens_per_turn, turns)?[1])]
    pub per_invocation_tokens: i64,
    /// Tokens of the one transcript: the last call's context.
    #[property(append_only_context(tokens_per_turn, tokens_per_turn, turns)?[0])]
    pub transcript_tokens: i64,
    /// The examples' tokens over the transcript's.
    #[property(per_invocation_tokens / transcript_tokens)]
    pub expansion: f64,
}

/// A repair trajectory over the SWE-bench harness's step budget, each turn adding the coding
/// agent's appended tokens, stored as one example per model call.
#[preset(name = "RepairTrajectoryPerCallExamples")]
pub fn repair_trajectory_per_call_examples() -> Result<PerInvocationSerialization, InputError> {
    let harness = &Agents::Coding::SWE_Bench_Runner;
    let steps = crate::stated(
        harness.max_trajectory_steps,
        "turns",
        "step budget of the SWE-bench harness",
    )?;
    PerInvocationSerialization::builder()
        .turns(i64::from(steps))
        .tokens_per_turn(i64::from(coding_agent_resend30_turns()?.appended))
        .build()
}
