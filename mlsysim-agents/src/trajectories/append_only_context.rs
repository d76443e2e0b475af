use super::TRAJECTORIES;
use crate::registry_figure;
use mlsysim_core::registry::Agents;
use mlsysim_core::{InputError, preset, scenario};

/// A trajectory that appends each turn's output and observation to its prompt and resends the
/// whole history on every call: what the last call reads against the window, and what the run
/// sends in all.
///
/// Turn t reads the first prompt plus t − 1 appended turns, so the last of H turns reads
/// s₀ + δ(H − 1) tokens, growing linearly, while the H calls together send H·s₀ + δ·H(H − 1)/2,
/// growing with the square of the horizon: the window can hold the history long after the
/// resend has become the larger bill.
#[scenario(
    family = TRAJECTORIES,
    assumption = "Every turn appends the same number of tokens and nothing is dropped or compacted.",
    excludes = "Prefix reuse, which bills the resent history at a cached rate (see TrajectoryResend).",
    derivation = "The sum of an arithmetic series: Σ_{t=1}^{H} (s₀ + δ(t − 1)) = H·s₀ + δ·H(H − 1)/2.",
    example = r#"
// Thirty turns: the last call fills 40% of the window, the run sends 17 times as much
use mlsysim_agents::trajectories::append_only_repair_context;

let s = append_only_repair_context()?;
assert!(s.window_fraction()? < 0.5);
assert!(s.reread_ratio()? > 17.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AppendOnlyContext {
    /// Tokens of the first serialized prompt.
    pub initial_tokens: u32,
    /// Tokens each turn appends: model output plus tool observation.
    pub tokens_per_turn: u32,
    /// Turns of the trajectory.
    #[input(range = 1..)]
    pub turns: u32,
    /// Tokens the model's context window holds.
    #[input(range = 1..)]
    pub context_window: u32,

    /// Tokens the last call reads.
    #[property(append_only_context(initial_tokens, tokens_per_turn, turns)?[0], unit = TOKENS)]
    pub last_call_tokens: i64,
    /// The last call's share of the window.
    #[property(last_call_tokens / context_window)]
    pub window_fraction: f64,
    /// Tokens the whole trajectory sends.
    #[property(append_only_context(initial_tokens, tokens_per_turn, turns)?[1], unit = TOKENS)]
    pub cumulative_input_tokens: i64,
    /// How many last calls' worth of tokens the trajectory sends.
    #[property(cumulative_input_tokens / last_call_tokens)]
    pub reread_ratio: f64,
}

/// An 8,000-token first prompt plus 1,500 tokens a turn, resent on every turn, over the
/// SWE-bench coding harness's step budget and window.
#[preset(name = "AppendOnlyRepairContext")]
pub fn append_only_repair_context() -> Result<AppendOnlyContext, InputError> {
    let harness = &Agents::Coding::SWE_Bench_Runner;
    AppendOnlyContext::builder()
        .initial_tokens(8_000)
        .tokens_per_turn(1_500)
        .turns(registry_figure(
            "turns",
            harness.max_trajectory_steps,
            "max_trajectory_steps",
            harness.path,
        )?)
        .context_window(harness.context_window)
        .build()
}
