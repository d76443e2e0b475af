//! Spending more work on one decision with the weights fixed: the scoring error argmax selection
//! concentrates in its winner, the size of a search tree a step check prunes, and the frontier
//! of a beam search.

use crate::law;

/// Expected maximum of n independent standard normals, ∫ x·n·φ(x)·Φ(x)^(n−1) dx, by the
/// trapezoid rule on [−10, 10] in 40,000 steps (the reference's quadrature, so the two agree to
/// the last digits). The winner of an argmax over n equally good candidates scored with
/// Gaussian noise carries this much scoring error, in units of the noise's spread: 0 for one
/// candidate (the mean of one standard normal, exactly: the quadrature would leave its
/// round-off), 1/√π for two, about √(2 ln n) for many.
#[law(
    reference = "mlsysim.physics.agents.calc_expected_max_std_normal",
    samples(n = [2, 4, 64, 1000, 1000000])
)]
pub fn expected_max_std_normal(n: i64) -> f64 {
    {
        require(n >= 1, "the pool holds at least one candidate")?;
        if n == 1 {
            return Ok(0.0);
        }
        let (low, high, steps) = (-10.0, 10.0, 40_000i64);
        let dx = (high - low) / steps;
        let density = 1.0 / (2.0 * std::f64::consts::PI).sqrt();
        let mut total = 0.0;
        for i in 0..=steps {
            let x = low + i * dx;
            let pdf = (-0.5 * x * x).exp() * density;
            let cdf = 0.5 * (1.0 + libm::erf(x / std::f64::consts::SQRT_2));
            let weight = if i == 0 || i == steps { 0.5 } else { 1.0 };
            total += weight * x * n * pdf * cdf.powf((n - 1) as f64);
        }
        total * dx
    }
}

/// Expected nodes a search generates through `depth` levels when a step check rejects each
/// child independently with probability r: level d generates b·(b·(1 − r))^(d−1) nodes, so
/// Σ_{d=1..D} b·b_eff^(d−1). Rejecting a node removes its whole subtree.
#[law(
    reference = "mlsysim.physics.agents.calc_pruned_tree_nodes",
    samples(branching = [5, 2], rejection_rate = [0.0, 0.5, 0.68, 1.0], depth = [1, 3, 10])
)]
pub fn pruned_tree_nodes(branching: i64, rejection_rate: f64, depth: i64) -> f64 {
    {
        require(branching >= 1, "every node proposes at least one child")?;
        require(
            (0.0..=1.0).contains(&rejection_rate),
            "the rejection rate lies in [0, 1]",
        )?;
        require(
            (0..=1_000_000).contains(&depth),
            "the tree is between 0 and a million levels deep",
        )?;
        let surviving = branching * (1.0 - rejection_rate);
        let mut nodes = 0.0;
        let mut level = 1.0 * branching;
        for _ in 0..depth {
            nodes += level;
            level *= surviving;
        }
        nodes
    }
}

/// Extensions a beam search generates at each of `segments` stages: every retained prefix
/// proposes `extensions` continuations and the best `beam_width` survive, starting from one
/// prefix, so stage d generates e·min(w, stage d−1's count).
#[law(samples(segments = [1, 4, 8], extensions = [3, 1], beam_width = [4, 1]))]
pub fn beam_frontier(segments: i64, extensions: i64, beam_width: i64) -> Vec<i64> {
    {
        require(
            (1..=1_000_000).contains(&segments),
            "a candidate has between one and a million segments",
        )?;
        require(
            extensions >= 1,
            "every prefix proposes at least one extension",
        )?;
        require(beam_width >= 1, "the beam keeps at least one prefix")?;
        let mut retained = 1i64;
        let mut frontier = Vec::new();
        for _ in 0..segments {
            let expanded = retained * extensions;
            frontier.push(expanded);
            retained = min(beam_width, expanded);
        }
        frontier
    }
}
