use super::CONTEXT;
use mlsysim_core::{InputError, preset, scenario};

/// One attention head whose logits stay fixed: the weight it puts on a target key as keys are
/// added, and as look-alike keys that share the evidence's identifiers compete with it.
///
/// The head's weight on the target is e^{z_t} over the sum of e^z over every key. Every key
/// added at a fixed logit adds to that sum, so a longer context can only lower the target's
/// weight; look-alikes at a higher logit weigh as much as many more unrelated keys, and
/// dropping unrelated keys helps little while the look-alikes stay.
#[scenario(
    family = CONTEXT,
    assumption = "Logits are fixed: adding keys changes only the normalizer, not any key's score.",
    assumption = "`short_keys` and `long_keys` count every key, the target included; `unrelated_keys` and `lookalike_keys` count competitors only.",
    excludes = "What a trained model learns to attend to, other heads and layers: this is a sufficient condition for dilution, not a forecast.",
    derivation = "The softmax normalizer is a sum of positive terms, one a key.",
    example = r#"
// A thousand times the keys leaves the target with a sliver of the weight
use mlsysim_agents::context::toy_head_attention_dilution;

let s = toy_head_attention_dilution()?;
assert!(s.short_weight()? > 0.9);
assert!(s.long_weight()? < 0.05);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct AttentionDilution {
    /// The target key's logit.
    pub target_logit: f64,
    /// The logit of every other key.
    pub background_logit: f64,
    /// Keys of the short context, the target included.
    #[input(range = 1..)]
    pub short_keys: u32,
    /// Keys of the long context, the target included.
    #[input(range = 1..)]
    pub long_keys: u32,
    /// Unrelated competitors, at the background logit.
    pub unrelated_keys: Option<u32>,
    /// Competitors that share the evidence's identifiers.
    pub lookalike_keys: Option<u32>,
    /// The look-alikes' logit.
    pub lookalike_logit: Option<f64>,

    /// The target's weight among the short context's keys.
    #[property(softmax_target_weight(target_logit, [short_keys - 1], [background_logit])?)]
    pub short_weight: f64,
    /// The target's weight among the long context's keys.
    #[property(softmax_target_weight(target_logit, [long_keys - 1], [background_logit])?)]
    pub long_weight: f64,
    /// The target's weight among the unrelated keys alone.
    #[property(softmax_target_weight(target_logit, [unrelated_keys], [background_logit])?)]
    pub weight_without_lookalikes: f64,
    /// The target's weight among the unrelated keys and the look-alikes.
    #[property(softmax_target_weight(
        target_logit,
        [unrelated_keys, lookalike_keys],
        [background_logit, lookalike_logit],
    )?)]
    pub weight_with_lookalikes: f64,
    /// Unrelated keys that weigh as much in the normalizer as the look-alikes.
    #[property(equivalent_key_count(lookalike_keys, lookalike_logit, background_logit)?)]
    pub lookalike_equivalent_keys: f64,
    /// The target's weight with half the unrelated keys dropped and the look-alikes kept.
    #[property(softmax_target_weight(
        target_logit,
        [unrelated_keys / 2, f64::from(lookalike_keys)],
        [background_logit, lookalike_logit],
    )?)]
    pub weight_half_unrelated: f64,
    /// The target's weight with every unrelated key dropped and the look-alikes kept.
    #[property(softmax_target_weight(target_logit, [lookalike_keys], [lookalike_logit])?)]
    pub weight_no_unrelated: f64,
}

/// One toy head: the target at logit 6, every other key at −2, at 100 and 100,000 keys.
#[preset(name = "ToyHeadAttentionDilution")]
pub fn toy_head_attention_dilution() -> Result<AttentionDilution, InputError> {
    AttentionDilution::builder()
        .target_logit(6.0)
        .background_logit(-2.0)
        .short_keys(100)
        .long_keys(100_000)
        .build()
}

/// The same head with 40,000 unrelated keys at −2 and an 850-token superseded excerpt whose
/// keys share the evidence's identifiers, at logit 2.
#[preset(name = "ToyHeadLookalikeExcerpt")]
pub fn toy_head_lookalike_excerpt() -> Result<AttentionDilution, InputError> {
    toy_head_attention_dilution()?
        .variant()
        .unrelated_keys(40_000)
        .lookalike_keys(850)
        .lookalike_logit(2.0)
        .build()
}
