//! Choosing data: near-duplicate search by MinHash banding, and how a compute-optimal
//! allocation of parameters and tokens grows with compute.

use crate::law;
use crate::units::FlopCount;

/// Chance that two documents of Jaccard `similarity` share a bucket in at least one of `bands`
/// bands of `rows` MinHash values each: 1 − (1 − sʳ)ᵇ. A band matches when all of its rows
/// agree, which each does with chance s.
#[law(
    reference = "mlsysim.physics.retrieval.calc_lsh_candidate_probability",
    samples(similarity = [0.5, 0.8], bands = [20, 32], rows = [4, 5])
)]
pub fn lsh_candidate_probability(similarity: f64, bands: i64, rows: i64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&similarity),
            "the similarity lies in [0, 1]",
        )?;
        require(bands >= 1 && rows >= 1, "bands and rows are at least 1")?;
        1.0 - powf(1.0 - powf(similarity, rows as f64)?, bands as f64)?
    }
}

/// Similarity where the banding S-curve of `bands` bands of `rows` rows is steepest,
/// approximately (1/b)^(1/r).
#[law(
    reference = "mlsysim.physics.retrieval.calc_lsh_threshold",
    samples(bands = [20, 32], rows = [4, 5])
)]
pub fn lsh_threshold(bands: i64, rows: i64) -> f64 {
    {
        require(bands >= 1 && rows >= 1, "bands and rows are at least 1")?;
        powf(1.0 / bands, 1.0 / rows)?
    }
}

/// Standard error of the MinHash estimate of a Jaccard `similarity` from `hashes` independent
/// hashes: sqrt(J(1 − J)/k), each hash agreeing with chance J. The largest, at J = 0.5, is
/// 0.5/sqrt(k).
#[law(
    reference = "mlsysim.physics.retrieval.calc_minhash_standard_error",
    samples(similarity = [0.5, 0.9], hashes = [128, 256])
)]
pub fn minhash_standard_error(similarity: f64, hashes: i64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&similarity),
            "the similarity lies in [0, 1]",
        )?;
        require(hashes >= 1, "there is at least one hash")?;
        powf(similarity * (1.0 - similarity) / hashes, 0.5)?
    }
}

/// Parameters and training tokens that spend `budget` at `tokens_per_param` tokens per
/// parameter, when training costs `flops_per_param_token` FLOPs per parameter per token:
/// N = sqrt(C ÷ (k r)) and D = r N (Hoffmann et al. 2022). Returns [N, D].
#[law(
    reference = "mlsysim.physics.scaling.calc_compute_optimal_allocation",
    samples(budget = ["1.5e21 FLOP", "5.76e23 FLOP"], tokens_per_param = [20.0], flops_per_param_token = [6.0])
)]
pub fn compute_optimal_allocation(
    budget: FlopCount,
    tokens_per_param: f64,
    flops_per_param_token: f64,
) -> Vec<f64> {
    {
        require(budget > flops(0.0), "the compute budget is above zero")?;
        let parameters = sqrt(budget.value / (flops_per_param_token * tokens_per_param))?;
        vec![parameters, tokens_per_param * parameters]
    }
}

/// Fractional growth of a compute-optimal allocation that scales as C^`exponent` when compute
/// grows by `compute_multiple`: multiple^exponent − 1.
#[law(
    reference = "mlsysim.physics.scaling.calc_allocation_growth",
    samples(compute_multiple = [2.0, 10.0], exponent = [0.5, 0.54])
)]
pub fn allocation_growth(compute_multiple: f64, exponent: f64) -> f64 {
    {
        require(compute_multiple > 0.0, "the compute multiple is above zero")?;
        powf(compute_multiple, exponent)? - 1.0
    }
}
