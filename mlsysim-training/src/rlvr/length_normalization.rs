use super::RLVR;
use mlsysim_core::{InputError, preset, scenario};

/// Two rollouts with the same group coefficient and different lengths, each loss averaged over
/// its own tokens: how much harder each token of the shorter one is pushed.
///
/// Dividing each rollout's loss by its own length gives the shorter rollout's tokens long ÷
/// short times the push. A failure is pushed down hardest when it is short, so failures drift
/// long.
#[scenario(
    family = RLVR,
    example = r#"
// A 128-token failure's tokens move 32 times as far as a 4,096-token failure's
use mlsysim_training::rlvr::short_and_long_failure_lengths;

let s = short_and_long_failure_lengths()?;
assert_eq!(s.per_token_ratio()?, 32.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct LengthNormalization {
    /// Tokens of the shorter rollout.
    #[input(range = 1..)]
    pub short_tokens: i64,
    /// Tokens of the longer rollout.
    #[input(range = 1..)]
    pub long_tokens: i64,

    /// The push on each token of the shorter rollout over the longer one's.
    #[property(long_tokens / short_tokens)]
    pub per_token_ratio: f64,
}

/// A 128-token and a 4,096-token failure with the same group coefficient.
#[preset(name = "ShortAndLongFailureLengths")]
pub fn short_and_long_failure_lengths() -> Result<LengthNormalization, InputError> {
    LengthNormalization::builder()
        .short_tokens(128)
        .long_tokens(4_096)
        .build()
}
