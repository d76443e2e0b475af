//! Scenarios of a team's own, outside the mlsysim workspace: how a chat service's conversations
//! fill a model's context window, counted in a quantity kind this crate declares (`Tokens`).
//!
//! Nothing here is special to the repository: a crate of your own looks the same, with
//! `mlsysim-core` and `mlsysim-cli` as dependencies.
#![deny(warnings)]

use mlsysim_core::{Family, InputError, preset, scenario};

mlsysim_core::quantity_kind! {
    /// Tokens of text: what a context window holds and a conversation fills.
    pub struct Tokens {
        unit: "tok",
        aliases: ["token", "tokens"],
        what: "a number of tokens",
    }
}

/// This crate's family: it heads its own section in `list` and on the pages.
pub const CHAT: Family = Family::new(
    "chat",
    "Chat services",
    "How conversations with a language model fill its context window.",
);

/// How many turns of a conversation fit in a model's context window.
///
/// Every request resends the system prompt and the conversation so far; each turn (a question
/// and its answer) adds about the same number of tokens. The conversation outgrows the window
/// after as many turns as fit beside the system prompt.
#[scenario(
    family = CHAT,
    assumption = "Every turn adds the same number of tokens.",
    assumption = "Nothing is summarised or dropped: the whole conversation is resent each turn.",
    excludes = "Tokenizer differences between models, and the reply's own length limit.",
    example = r#"
let s = my_scenarios::support_chat_8k()?;
assert_eq!(s.turns_that_fit()?, 23);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ContextWindowFit {
    /// Tokens of the system prompt, resent with every request.
    #[input(non_negative)]
    pub system_prompt: Tokens,
    /// Tokens one turn adds: a question and its answer.
    #[input(positive)]
    pub turn_tokens: Tokens,
    /// Turns of a typical conversation.
    #[input(default = 12)]
    pub turns: u32,
    /// The model's context window.
    #[input(positive)]
    pub context_window: Tokens,

    /// Tokens of the last request of a typical conversation.
    #[property(system_prompt + turns * turn_tokens)]
    pub conversation_tokens: Tokens,
    /// The share of the window the last request fills.
    #[property(conversation_tokens / context_window)]
    pub window_share: f64,
    /// Turns that fit beside the system prompt.
    #[property(floor((context_window - system_prompt) / turn_tokens)?)]
    pub turns_that_fit: i64,
    /// Tokens of the request after `n` turns.
    #[method(system_prompt + n * turn_tokens, samples(n = [1, turns, turns_that_fit]))]
    pub tokens_after: fn(n: u32) -> Tokens,
}

/// A support chat with a 1,200-token system prompt and 300-token turns, on a model with an
/// 8,192-token window.
#[preset(name = "SupportChat8k")]
pub fn support_chat_8k() -> Result<ContextWindowFit, InputError> {
    ContextWindowFit::builder()
        .system_prompt(Tokens(1200.0))
        .turn_tokens(Tokens(300.0))
        .context_window(Tokens(8192.0))
        .build()
}
