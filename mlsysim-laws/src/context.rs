//! Context engineering: what one agent request carries. A request is budgeted by role against
//! its window, one attention head's softmax prices every key it admits, its zones are ordered
//! by how often they change so that a serving engine reuses its prefix, and compaction runs
//! between two watermarks. Token counts are of the serialized request, counted exactly.

use crate::law;

/// Tokens left for observations once the reply's reserve and the fixed roles (system prompt,
/// tool declarations, task state) are held back: S_max − K_max − S_fixed.
#[law(
    reference = "mlsysim.physics.context.calc_observation_budget",
    samples(window = [128000, 32768], output_reserve = [8000, 2048], fixed_tokens = [39000, 24576])
)]
pub fn observation_budget(window: i64, output_reserve: i64, fixed_tokens: i64) -> i64 {
    window - output_reserve - fixed_tokens
}

/// Whole turns of appended observations that fit in an observation budget: ⌊budget / δ⌋,
/// rounded toward −∞ as the reference's integer division is.
#[law(
    reference = "mlsysim.physics.context.calc_turns_that_fit",
    samples(observation_budget = [81000, 4096, -10], tokens_per_turn = [4000, 2000])
)]
pub fn turns_that_fit(observation_budget: i64, tokens_per_turn: i64) -> i64 {
    {
        require(tokens_per_turn > 0, "a turn appends at least one token")?;
        floor_div(observation_budget, tokens_per_turn)?
    }
}

/// One attention head's weight on a target key among competitors whose logits stay fixed:
/// e^{z_t} / (e^{z_t} + Σⱼ nⱼ e^{z_j}), nⱼ keys at logit zⱼ, written as
/// 1 / (1 + Σⱼ nⱼ e^{z_j − z_t}) so that no exponential overflows. Every key adds to the
/// normalizer, so more keys at fixed logits always lower the target's weight.
#[law(
    reference = "mlsysim.physics.context.calc_softmax_target_weight",
    samples(target_logit = [6.0, 0.0], competitor_counts = ["40000,850", "99,0", "0,0"], competitor_logits = ["-2,2", "-2,-2"])
)]
pub fn softmax_target_weight(
    target_logit: f64,
    competitor_counts: Vec<f64>,
    competitor_logits: Vec<f64>,
) -> f64 {
    {
        require(
            competitor_counts.len() == competitor_logits.len(),
            "every group of competitors has a count and a logit",
        )?;
        require(
            all!(n in competitor_counts, n >= 0.0),
            "a count of competing keys is at least 0",
        )?;
        let others = sum!(i in 0..len(&competitor_counts), competitor_counts[i] * exp(competitor_logits[i] - target_logit)?);
        1.0 / (1.0 + others)
    }
}

/// Keys at `reference_logit` that add as much to the softmax normalizer as `count` keys at
/// `logit`: n·e^{z − z_ref}.
#[law(
    reference = "mlsysim.physics.context.calc_equivalent_key_count",
    samples(count = [850.0, 1.0], logit = [2.0, -2.0], reference_logit = [-2.0])
)]
pub fn equivalent_key_count(count: f64, logit: f64, reference_logit: f64) -> f64 {
    count * exp(logit - reference_logit)?
}

/// Uncached input of a trajectory whose requests are ordered root, trunk, leaf: the first
/// call is cold, each of R trunk rewrites prefills trunk and leaf after the reused root, and
/// every other call prefills only the leaf, S + R·(S_trunk + S_leaf) + (H − 1 − R)·S_leaf.
#[law(
    reference = "mlsysim.physics.context.calc_zoned_prefill_tokens",
    samples(turns = [30, 3], root = [15000], trunk = [24000], leaf = [8000], trunk_rewrites = [2, 0])
)]
pub fn zoned_prefill_tokens(
    turns: i64,
    root: i64,
    trunk: i64,
    leaf: i64,
    trunk_rewrites: i64,
) -> i64 {
    {
        require(turns >= 1, "a trajectory has at least one call")?;
        require(
            trunk_rewrites >= 0 && trunk_rewrites <= turns - 1,
            "the trunk is rewritten on at most every call after the first",
        )?;
        let warm = turns - 1 - trunk_rewrites;
        (root + trunk + leaf) + trunk_rewrites * (trunk + leaf) + warm * leaf
    }
}

/// Turns between compaction passes under two watermarks: a pass resets the request to the
/// target and fires on the first turn whose append brings it to the trigger or beyond, so
/// passes come every ⌈(S_trigger − S_target)/δ⌉ turns (an exact integer ceiling).
#[law(
    reference = "mlsysim.physics.context.calc_compaction_cycle",
    samples(trigger = [92000, 100001], target = [47000, 81000], tokens_per_turn = [4000, 1])
)]
pub fn compaction_cycle(trigger: i64, target: i64, tokens_per_turn: i64) -> i64 {
    {
        require(tokens_per_turn > 0, "a turn appends at least one token")?;
        require(trigger > target, "the trigger lies above the target")?;
        -floor_div(target - trigger, tokens_per_turn)?
    }
}
