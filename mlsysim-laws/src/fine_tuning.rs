//! Fine-tuning a policy on serialized trajectories: how token and example averaging weight
//! each example, how examples pack into fixed buffers, and one preference pair under the DPO
//! loss.

use crate::law;

/// Each example's weight in a token-averaged loss, n_i ÷ Σ n_j: every selected target token
/// counts once, so an example weighs as much as its targets.
#[law(
    reference = "mlsysim.physics.fine_tuning.calc_token_average_shares",
    samples(target_counts = ["8192,256", "1,1,1,1", "0,5"])
)]
pub fn token_average_shares(target_counts: Vec<i64>) -> Vec<f64> {
    {
        require(
            all!(n in target_counts, n >= 0),
            "no example has fewer than 0 targets",
        )?;
        let total = sum!(n in target_counts, n);
        require(total >= 1, "the examples hold at least one target together")?;
        each!(n in target_counts, n / total)
    }
}

/// A group's weight in an example-averaged loss, k ÷ N: every example's mean loss counts once,
/// so a trajectory split into k records weighs k times an unsplit example.
#[law(
    reference = "mlsysim.physics.fine_tuning.calc_example_average_share",
    samples(group_examples = [0, 1, 2], total_examples = [2, 5])
)]
pub fn example_average_share(group_examples: i64, total_examples: i64) -> f64 {
    {
        require(total_examples >= 1, "the batch holds at least one example")?;
        require(
            group_examples >= 0 && group_examples <= total_examples,
            "the group holds between 0 and all the examples",
        )?;
        group_examples / total_examples
    }
}

/// Tokens in each fixed-`capacity` buffer when examples are packed longest first, each into
/// the first buffer with room (first-fit decreasing); a new buffer opens when none has room.
/// An example longer than a buffer cannot be packed.
#[law(
    reference = "mlsysim.physics.fine_tuning.calc_first_fit_decreasing",
    samples(
        lengths = ["32768,8192,4096,2048,1024,1024,512,512", "5,5,5,5", "7,3,6,4,2"],
        capacity = [10, 32768]
    )
)]
pub fn first_fit_decreasing(lengths: Vec<i64>, capacity: i64) -> Vec<i64> {
    {
        require(capacity >= 1, "a buffer holds at least one token")?;
        require(
            lengths.iter().all(|&n| n >= 0),
            "no example is shorter than 0 tokens",
        )?;
        require(
            lengths.iter().all(|&n| n <= capacity),
            "every example fits in one buffer",
        )?;
        let mut sorted = lengths.clone();
        // Longest first; a stable sort keeps equal lengths in the order given, as the
        // reference's does.
        sorted.sort_by(|a, b| b.cmp(a));
        let mut loads: Vec<i64> = Vec::new();
        for length in sorted {
            let mut placed = false;
            for load in loads.iter_mut() {
                if !placed && *load + length <= capacity {
                    *load = *load + length;
                    placed = true;
                }
            }
            if !placed {
                loads.push(length);
            }
        }
        loads
    }
}

/// The DPO margin of one preference pair: β·(z_w − z_l), where each record's score z is its
/// policy log-probability sum minus the reference's.
#[law(
    reference = "mlsysim.physics.fine_tuning.calc_preference_pair",
    samples(
        policy_preferred = [-8.0, -10.0],
        reference_preferred = [-10.0],
        policy_dispreferred = [-11.0, -10.0],
        reference_dispreferred = [-10.0],
        beta = [0.2, 2.0]
    )
)]
pub fn preference_margin(
    policy_preferred: f64,
    reference_preferred: f64,
    policy_dispreferred: f64,
    reference_dispreferred: f64,
    beta: f64,
) -> f64 {
    {
        require(beta > 0.0, "beta is above 0")?;
        beta * ((policy_preferred - reference_preferred)
            - (policy_dispreferred - reference_dispreferred))
    }
}

/// The logistic loss of a margin m, −ln σ(m) = ln(1 + e^(−m)): ln 2 at a zero margin, falling
/// toward 0 as the margin grows and rising as −m when it falls far below 0.
#[law(
    reference = "mlsysim.physics.fine_tuning.calc_preference_pair",
    samples(margin = [-30.0, -1.0, 0.0, 1.0, 40.0])
)]
pub fn logistic_loss(margin: f64) -> f64 {
    {
        // ln(1 + e^(−m)) = −m + ln(1 + e^(m)): the second form where e^(−m) would overflow;
        // ln_1p keeps the digits of a loss far below 1.
        if margin < -30.0 {
            -margin + margin.exp().ln_1p()
        } else {
            (-margin).exp().ln_1p()
        }
    }
}
