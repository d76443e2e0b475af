use super::TOOL_CALLING;
use crate::context::repair_prefix_layout_bill;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// A toolkit of structured tools against one general shell tool, judged by cost per accepted
/// task with the expected loss of unconfined changes.
///
/// The shell's one descriptor is cheaper to carry on every call, so its attempt costs the
/// structured attempt less the descriptor tokens saved over the trajectory. It is accepted a
/// little less often and makes an unconfined change more often; each design adds the expected
/// loss of such changes, p_change × their cost, to its attempt. The break-even change
/// probability is the shell's change rate at which the two designs cost the same per accepted
/// task.
#[scenario(
    family = TOOL_CALLING,
    assumption = "Descriptors are the only request content that differs between the two designs; every call carries the whole toolkit uncached.",
    excludes = "Differences in output tokens, latency and the number of calls.",
    example = r#"
// The shell saves tokens but loses on unconfined changes
use mlsysim_agents::tool_calling::shell_against_twelve_structured_tools;

let s = shell_against_twelve_structured_tools()?;
assert!(s.shell_cost_per_accepted()? < s.structured_cost_per_accepted()?);
assert!(s.shell_cost_per_accepted_with_loss()? > s.structured_cost_per_accepted_with_loss()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ToolkitGranularity {
    /// Structured tools.
    pub tools: u32,
    /// Tokens of one structured descriptor.
    pub tool_tokens: u32,
    /// Tokens of the one shell descriptor.
    pub shell_tokens: u32,
    /// Model calls of a trajectory.
    pub calls: u32,
    /// Price of an uncached input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// What a structured attempt costs.
    #[input(non_negative, unit = USD)]
    pub structured_attempt: Usd,
    /// Acceptance of a structured attempt.
    #[input(positive, range = 0.0..=1.0)]
    pub structured_acceptance: f64,
    /// Chance a structured attempt makes an unconfined change.
    #[input(range = 0.0..=1.0)]
    pub structured_change: f64,
    /// Acceptance of a shell attempt.
    #[input(positive, range = 0.0..=1.0)]
    pub shell_acceptance: f64,
    /// Chance a shell attempt makes an unconfined change.
    #[input(range = 0.0..=1.0)]
    pub shell_change: f64,
    /// What detecting and repairing one unconfined change costs.
    #[input(positive, unit = USD)]
    pub change_cost: Usd,

    /// Descriptor tokens of the structured toolkit on every call.
    #[property(tools * tool_tokens, unit = TOKENS)]
    pub structured_descriptor_tokens: i64,
    /// Descriptor tokens the shell saves over the trajectory.
    #[property((structured_descriptor_tokens - shell_tokens) * calls, unit = TOKENS)]
    pub saved_tokens: i64,
    /// What the saved tokens cost.
    #[property(saved_tokens * input_price, unit = USD)]
    pub saved_cost: Usd,
    /// What a shell attempt costs.
    #[property(structured_attempt - saved_cost, unit = USD)]
    pub shell_attempt_cost: Usd,
    /// Cost per accepted task of the structured toolkit.
    #[property(cost_per_accepted(structured_attempt, structured_acceptance)?, unit = USD)]
    pub structured_cost_per_accepted: Usd,
    /// Cost per accepted task of the shell.
    #[property(cost_per_accepted(shell_attempt_cost, shell_acceptance)?, unit = USD)]
    pub shell_cost_per_accepted: Usd,
    /// Cost per accepted task of the structured toolkit with its expected change loss.
    #[property(cost_per_accepted(structured_attempt + structured_change * change_cost, structured_acceptance)?, unit = USD)]
    pub structured_cost_per_accepted_with_loss: Usd,
    /// Cost per accepted task of the shell with its expected change loss.
    #[property(cost_per_accepted(shell_attempt_cost + shell_change * change_cost, shell_acceptance)?, unit = USD)]
    pub shell_cost_per_accepted_with_loss: Usd,
    /// The shell's change probability at which both designs cost the same per accepted task.
    #[property((structured_cost_per_accepted_with_loss * shell_acceptance - shell_attempt_cost) / change_cost)]
    pub break_even_change_probability: f64,
}

/// One 500-token shell tool against 12 structured tools of 350 tokens, over 30 calls at the
/// repair bill's uncached input price: the structured attempt costs $1.20 and is accepted 80%
/// of the time with a 0.1% chance of an unconfined change; the shell is accepted 78% of the
/// time with 0.4%; each unconfined change costs $2,000 to detect and repair.
#[preset(name = "ShellAgainstTwelveStructuredTools")]
pub fn shell_against_twelve_structured_tools() -> Result<ToolkitGranularity, InputError> {
    ToolkitGranularity::builder()
        .tools(12)
        .tool_tokens(350)
        .shell_tokens(500)
        .calls(30)
        .input_price(repair_prefix_layout_bill()?.input_price)
        .structured_attempt(usd(1.20))
        .structured_acceptance(0.80)
        .structured_change(0.001)
        .shell_acceptance(0.78)
        .shell_change(0.004)
        .change_cost(usd(2_000.0))
        .build()
}
