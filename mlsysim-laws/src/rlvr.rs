//! Policy-gradient training on verifiable rewards: group-relative coefficients, the tokens that
//! forked continuations cost, the standard error of a sampled pass rate, and the room a ratio
//! clip leaves a token.

use crate::law;

/// The rewards' dispersion about their mean, √(Σ (r_i − r̄)² ÷ d), dividing by the group size G,
/// or by G − 1 with `bessel` (as PyTorch-style `std` does).
#[law(
    reference = "mlsysim.physics.policy_gradient.calc_group_relative_coefficients",
    samples(rewards = ["1,0,0,0", "0,1,0", "0.5,0.5", "1"], bessel = ["false", "true"])
)]
pub fn group_reward_dispersion(rewards: Vec<f64>, bessel: bool) -> f64 {
    {
        let size = len(&rewards);
        require(
            size >= if bessel { 2 } else { 1 },
            "the group holds at least one rollout, two when dividing by G − 1",
        )?;
        let mean = sum!(r in rewards, r) / size;
        let squares = sum!(r in rewards, (r - mean) * (r - mean));
        sqrt(squares / if bessel { size - 1 } else { size })?
    }
}

/// Group-relative (GRPO) coefficients of one group of rollout rewards, (r_i − r̄) ÷ (σ + ε):
/// every sampled token of rollout i carries coefficient i. A group whose rewards all tie has no
/// dispersion, and every coefficient is 0 when the stabilizer ε is above 0 (undefined at 0).
#[law(
    reference = "mlsysim.physics.policy_gradient.calc_group_relative_coefficients",
    samples(
        rewards = ["1,0,0,0", "0,1,0", "0.5,0.5"],
        stabilizer = [0.0, 1e-8],
        bessel = ["false", "true"]
    )
)]
pub fn group_relative_coefficients(rewards: Vec<f64>, stabilizer: f64, bessel: bool) -> Vec<f64> {
    {
        require(stabilizer >= 0.0, "the stabilizer is not below 0")?;
        let spread = group_reward_dispersion(rewards.clone(), bessel)? + stabilizer;
        let mean = sum!(r in rewards, r) / len(&rewards);
        each!(r in rewards, (r - mean) / spread)
    }
}

/// Tokens generated when `branches` continuations are forked after each turn k of `boundaries`
/// on an H-turn trajectory of T tokens a turn: the trajectory, plus each fork rerunning the
/// H − k turns left once per branch, H·T + m·T·Σ (H − k). Forking at every boundary costs
/// H·T·(1 + m·(H − 1)/2): it grows with the square of the horizon.
#[law(
    reference = "mlsysim.physics.policy_gradient.calc_continuation_fork_tokens",
    samples(
        turns = [30, 3],
        tokens_per_turn = [512],
        branches = [8, 1],
        boundaries = ["10,20", "1,2", ""]
    )
)]
pub fn continuation_fork_tokens(
    turns: i64,
    tokens_per_turn: i64,
    branches: i64,
    boundaries: Vec<i64>,
) -> i64 {
    {
        require(turns >= 2, "the trajectory has at least two turns")?;
        require(
            tokens_per_turn >= 0 && branches >= 0,
            "tokens a turn and branches a fork are not below 0",
        )?;
        require(
            all!(k in boundaries, 0 < k && k < turns),
            "every fork boundary is a turn strictly inside the trajectory",
        )?;
        // Boundaries lie inside the trajectory, so there are fewer than `turns` distinct ones
        // and the pairwise check below is bounded by the trajectory's length.
        require(
            len(&boundaries) < turns
                && all!(i in 0..len(&boundaries), all!(j in 0..i, boundaries[i] != boundaries[j])),
            "the fork boundaries are distinct",
        )?;
        let remaining = sum!(k in boundaries, turns - k);
        turns * tokens_per_turn + branches * tokens_per_turn * remaining
    }
}

/// The largest standard error of the mean of k binary outcomes, 1 ÷ (2·√k): a Bernoulli
/// variance p·(1 − p) is at most 1/4, at p = 1/2.
#[law(
    reference = "mlsysim.physics.policy_gradient.calc_binary_mean_se_bound",
    samples(samples = [1, 20, 10000])
)]
pub fn binary_mean_se_bound(samples: i64) -> f64 {
    {
        require(samples >= 1, "at least one outcome is sampled")?;
        1.0 / (2.0 * sqrt(1.0 * samples)?)
    }
}

/// The highest probability one update may give a token under a symmetric ratio clip 1 ± ε:
/// the new-to-old ratio is capped at 1 + ε, so (1 + ε)·p; above 1 for a dominant token (the clip
/// does not bind), barely above p for a rare one, which may rise only ε·p.
#[law(
    reference = "mlsysim.physics.policy_gradient.calc_ratio_clip_room",
    samples(probability = [0.01, 0.9], epsilon = [0.1, 0.2])
)]
pub fn ratio_clip_ceiling(probability: f64, epsilon: f64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&probability),
            "the token's probability lies in [0, 1]",
        )?;
        require(epsilon >= 0.0, "the clip width is not below 0")?;
        (1.0 + epsilon) * probability
    }
}
