use super::{CONTEXT, repair_prefix_layout_bill, toy_head_lookalike_excerpt};
use crate::from_preset;
use mlsysim_core::{InputError, preset, scenario};

/// A write supersedes an excerpt that sits right after the reused prefix: remove it, replace it
/// in place with a short marker, or leave it and append a notice.
///
/// Removing or replacing the excerpt changes the request just after the reused root, so every
/// later token is prefilled again; appending a notice keeps the prefix and prefills only the
/// notice, but leaves the stale tokens resident, and competing for attention, on every later
/// call.
#[scenario(
    family = CONTEXT,
    assumption = "The superseded excerpt opens the trunk, right after the reused prefix.",
    excludes = "The attention the stale tokens draw while they stay resident (see AttentionDilution).",
    rule(prefix_tokens + superseded_tokens <= i64::from(request_tokens), "the `prefix_tokens` and the `superseded_tokens` fit in the `request_tokens`"),
    example = r#"
// Replacing the excerpt prefills over a hundred times what a notice does
use mlsysim_agents::context::superseded_excerpt_invalidation;

let s = superseded_excerpt_invalidation()?;
assert!(s.suffix_ratio()? > 100.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ContextInvalidation {
    /// Tokens of the request.
    pub request_tokens: u32,
    /// Tokens of the reused prefix before the excerpt.
    pub prefix_tokens: u32,
    /// Tokens of the superseded excerpt.
    pub superseded_tokens: u32,
    /// Tokens of the marker that replaces it in place.
    pub marker_tokens: u32,
    /// Tokens of the appended notice, with its framing.
    #[input(range = 1..)]
    pub notice_tokens: u32,

    /// Tokens resident once the excerpt is removed.
    #[property(request_tokens - superseded_tokens, unit = TOKENS)]
    pub removed_total: i64,
    /// Tokens after the reused prefix once the excerpt is removed: all prefilled again.
    #[property(removed_total - prefix_tokens, unit = TOKENS)]
    pub removed_suffix: i64,
    /// Tokens resident once the excerpt is replaced by the marker.
    #[property(removed_total + marker_tokens, unit = TOKENS)]
    pub replaced_total: i64,
    /// Tokens after the reused prefix once the excerpt is replaced.
    #[property(replaced_total - prefix_tokens, unit = TOKENS)]
    pub replaced_suffix: i64,
    /// Tokens resident once a notice is appended.
    #[property(request_tokens + notice_tokens, unit = TOKENS)]
    pub appended_total: i64,
    /// Tokens prefilled when a notice is appended: the notice alone.
    #[property(i64::from(notice_tokens), unit = TOKENS)]
    pub appended_suffix: i64,
    /// How many times replacing prefills what appending does.
    #[property(replaced_suffix / notice_tokens)]
    pub suffix_ratio: f64,
}

/// An 850-token superseded source excerpt opening the repair request's trunk, removed,
/// replaced by a 24-token marker, or answered by an appended 128-token notice; the reused
/// prefix is the root.
#[preset(name = "SupersededExcerptInvalidation")]
pub fn superseded_excerpt_invalidation() -> Result<ContextInvalidation, InputError> {
    let bill = repair_prefix_layout_bill()?;
    let excerpt = toy_head_lookalike_excerpt()?;
    ContextInvalidation::builder()
        .request_tokens(bill.root_tokens + bill.trunk_tokens + bill.leaf_tokens)
        .prefix_tokens(bill.root_tokens)
        .superseded_tokens(from_preset(
            "superseded_tokens",
            excerpt.lookalike_keys,
            "ToyHeadLookalikeExcerpt",
        )?)
        .marker_tokens(24)
        .notice_tokens(128)
        .build()
}
