use super::{ATTENTION, context_length};
use mlsysim_core::{InputError, Workload, preset, scenario};

/// A context window grown from `base_tokens` to `tokens`: what grows with the ratio and what
/// with its square.
#[scenario(
    family = ATTENTION,
    assumption = "A kept cache grows in proportion to the tokens; attention's score work and stored scores grow with their square.",
    assumption = "Both windows are at least one token, checked when the scenario is built (the reference divides by zero at a base of 0).",
    excludes = "Everything that does not depend on the context: weights and per-token projections.",
    derivation = "Scores pair every token with every token: S² of them.",
    example = r#"
// BERT's window to 4,096 tokens
use mlsysim_compute::attention::bert_window_to_four_k;

let s = bert_window_to_four_k()?;
assert_eq!(s.ratio()?, 8.0);
assert_eq!(s.score_ratio()?, 64.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ContextGrowth {
    /// Tokens of the original window.
    #[input(range = 1..)]
    pub base_tokens: u32,
    /// Tokens of the grown window.
    #[input(range = 1..)]
    pub tokens: u32,

    /// Growth of the window, and of a kept cache.
    #[property(tokens / base_tokens)]
    pub ratio: f64,
    /// Growth of attention's score work and stored scores.
    #[property(ratio * ratio)]
    pub score_ratio: f64,
}

/// BERT's 512 learned positions against a 4,096-token input.
#[preset(name = "BertWindowToFourK")]
pub fn bert_window_to_four_k() -> Result<ContextGrowth, InputError> {
    ContextGrowth::builder()
        .base_tokens(context_length(
            Workload::find("Language.BERT_Base")?,
            "base_tokens",
        )?)
        .tokens(4096)
        .build()
}

/// BERT's window doubled, to 1,024 tokens.
#[preset(name = "BertWindowToOneK")]
pub fn bert_window_to_one_k() -> Result<ContextGrowth, InputError> {
    bert_window_to_four_k()?.variant().tokens(1024).build()
}

/// BERT's window quadrupled, to 2,048 tokens.
#[preset(name = "BertWindowToTwoK")]
pub fn bert_window_to_two_k() -> Result<ContextGrowth, InputError> {
    bert_window_to_four_k()?.variant().tokens(2048).build()
}
