use super::RLVR;
use mlsysim_core::{InputError, preset, scenario};

/// One token's old probability under a symmetric ratio clip: the highest probability one update
/// may give it, and whether the clip binds.
///
/// The ratio of new to old probability is capped at 1 + ε, so the ceiling is (1 + ε)·p and the
/// rise allowed ε·p: a dominant token's ceiling passes 1 and the clip does not bind, while a
/// rare token may rise only a sliver of its small probability per update.
#[scenario(
    family = RLVR,
    example = r#"
// A rare token at 0.01 may rise only to 0.012 in one update
use mlsysim_training::rlvr::rare_token_ratio_clip;

let s = rare_token_ratio_clip()?;
assert!(s.binds()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RatioClip {
    /// Half-width ε of the clip.
    #[input(non_negative)]
    pub epsilon: f64,
    /// The token's probability under the old policy.
    #[input(range = 0.0..=1.0)]
    pub probability: f64,

    /// The highest probability the update may give the token.
    #[property(ratio_clip_ceiling(probability, epsilon)?)]
    pub ceiling: f64,
    /// The most the token's probability may rise in one update.
    #[property(epsilon * probability)]
    pub rise: f64,
    /// Whether the clip holds the token below certainty.
    #[property(ceiling < 1.0)]
    pub binds: bool,
}

/// A token at probability 0.9 under PPO's common clip width of 0.2.
#[preset(name = "DominantTokenRatioClip")]
pub fn dominant_token_ratio_clip() -> Result<RatioClip, InputError> {
    RatioClip::builder().epsilon(0.2).probability(0.9).build()
}

/// A token at probability 0.01 under the same clip.
#[preset(name = "RareTokenRatioClip")]
pub fn rare_token_ratio_clip() -> Result<RatioClip, InputError> {
    dominant_token_ratio_clip()?.variant().probability(0.01).build()
}
