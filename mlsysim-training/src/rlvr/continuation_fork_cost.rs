use super::RLVR;
use mlsysim_core::{InputError, preset, scenario};

/// A trajectory valued by forking continuations at chosen turns: the tokens the forks generate
/// against the trajectory itself.
///
/// A fork after turn k reruns the H − k turns left once per branch. Forking at every boundary
/// costs 1 + m·(H − 1)/2 times the trajectory, which grows with the square of the horizon in
/// tokens.
#[scenario(
    family = RLVR,
    rule(all!(k in boundaries, 0 < k && k < turns), "every fork boundary of `boundaries` is a turn strictly inside the trajectory (between 1 and `turns` − 1)"),
    rule(all!(i in 0..len(&boundaries), all!(j in 0..i, boundaries[i] != boundaries[j])), "the fork `boundaries` are distinct"),
    assumption = "Every turn generates the same tokens, in the trajectory and in every continuation.",
    example = r#"
// Eight continuations at each of 29 boundaries: 117 times the trajectory's tokens
use mlsysim_training::rlvr::thirty_turn_forks_at_every_boundary;

let s = thirty_turn_forks_at_every_boundary()?;
assert_eq!(s.multiple()?, 117.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ContinuationForkCost {
    /// Turns of the trajectory, H.
    #[input(range = 2..=1_000_000)]
    pub turns: i64,
    /// Tokens each turn generates, T.
    #[input(range = 0..)]
    pub tokens_per_turn: i64,
    /// Continuations forked at each boundary, m.
    #[input(range = 0..)]
    pub branches: i64,
    /// Completed turns before each fork; every boundary when not given.
    pub boundaries: Option<Vec<i64>>,

    /// The turns after which continuations are forked.
    #[property(if given(boundaries) { boundaries } else { each!(k in 1..turns, k) })]
    pub fork_boundaries: Vec<i64>,
    /// Tokens of the trajectory itself.
    #[property(turns * tokens_per_turn)]
    pub base_tokens: i64,
    /// Continuations forked in all (the reference's `branches`, renamed beside the input).
    #[property(branches * len(&fork_boundaries))]
    pub branch_count: i64,
    /// Tokens of the trajectory and every continuation.
    #[property(continuation_fork_tokens(turns, tokens_per_turn, branches, fork_boundaries)?)]
    pub total_tokens: i64,
    /// Tokens generated over the trajectory's own.
    #[property(total_tokens / base_tokens)]
    pub multiple: f64,
}

/// A 30-turn trajectory of 512 tokens a turn with 8 continuations forked at every boundary.
#[preset(name = "ThirtyTurnForksAtEveryBoundary")]
pub fn thirty_turn_forks_at_every_boundary() -> Result<ContinuationForkCost, InputError> {
    ContinuationForkCost::builder()
        .turns(30)
        .tokens_per_turn(512)
        .branches(8)
        .build()
}

/// The same trajectory with forks only after turns 10 and 20.
#[preset(name = "ThirtyTurnForksAfterTurnsTenAndTwenty")]
pub fn thirty_turn_forks_after_turns_ten_and_twenty() -> Result<ContinuationForkCost, InputError> {
    thirty_turn_forks_at_every_boundary()?
        .variant()
        .boundaries(vec![10, 20])
        .build()
}
