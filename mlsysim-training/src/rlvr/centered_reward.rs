use super::RLVR;
use mlsysim_core::{InputError, preset, scenario};

/// Binary terminal rewards centered on a fixed baseline: the score each outcome gives every
/// turn of its rollout.
///
/// With a baseline above the failing reward, every failure's centered score is negative, so an
/// update pushes every turn of a failed rollout down alike, the good turns with the bad.
#[scenario(
    family = RLVR,
    example = r#"
// A baseline of 0.25: a pass scores 0.75, a failure −0.25
use mlsysim_training::rlvr::binary_reward_fixed_baseline;

let s = binary_reward_fixed_baseline()?;
assert_eq!(s.failing_score()?, -0.25);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct CenteredReward {
    /// The fixed baseline subtracted from every reward.
    pub baseline: f64,
    /// Reward of a passing rollout.
    pub passing_reward: f64,
    /// Reward of a failing rollout.
    pub failing_reward: f64,

    /// A passing rollout's centered score.
    #[property(passing_reward - baseline)]
    pub passing_score: f64,
    /// A failing rollout's centered score.
    #[property(failing_reward - baseline)]
    pub failing_score: f64,
}

/// Reward 1 for a pass and 0 for a failure, centered on a fixed baseline of 0.25.
#[preset(name = "BinaryRewardFixedBaseline")]
pub fn binary_reward_fixed_baseline() -> Result<CenteredReward, InputError> {
    CenteredReward::builder()
        .baseline(0.25)
        .passing_reward(1.0)
        .failing_reward(0.0)
        .build()
}
