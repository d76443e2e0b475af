use super::DELIBERATION;
use mlsysim_core::{InputError, preset, scenario};

/// Pools of independent candidates at one pass rate, against retrying one at a time; and a
/// mixed workload whose average pass rate hides what a pool really buys.
///
/// pass@N is 1 − (1 − p)ᴺ. A parallel pool always generates N candidates; retrying one at a
/// time and stopping at the first pass (at most N) generates (1 − (1 − p)ᴺ) ÷ p on average, 1/p
/// per success. For tasks of different pass rates pass@N must be taken per task before
/// averaging: averaging p first overstates it.
#[scenario(
    family = DELIBERATION,
    rule(len(&pool_sizes) >= 1, "`pool_sizes` holds at least one pool size"),
    assumption = "Candidates pass independently, and the selector returns a passing member whenever the pool holds one.",
    example = r#"
// Averaging the pass rate first overstates what eight candidates buy on a mixed workload
use mlsysim_training::deliberation::independent_candidate_pools;

let s = independent_candidate_pools()?;
assert!(s.mixed_plug_in()? > s.mixed_true()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct BestOfNPool {
    /// Chance that one candidate passes.
    #[input(range = 0.0..=1.0)]
    pub pass_rate: f64,
    /// Pool sizes compared, ascending; the last is compared with retrying.
    #[input(range = 1..)]
    pub pool_sizes: Vec<i64>,
    /// Pass rate of the easy half of a mixed workload.
    #[input(range = 0.0..=1.0)]
    pub easy_pass_rate: f64,
    /// Pass rate of the hard half.
    #[input(range = 0.0..=1.0)]
    pub hard_pass_rate: f64,

    /// pass@N of each pool size.
    #[property(each!(n in pool_sizes, independent_success(pass_rate, n)?))]
    pub pass_at: Vec<f64>,
    /// The pool compared with retrying: the last size listed.
    #[property(pool_sizes[len(&pool_sizes) - 1])]
    pub largest_pool: i64,
    /// pass@N of the largest pool.
    #[property(independent_success(pass_rate, largest_pool)?)]
    pub pass_at_max: f64,
    /// What the largest pool's last candidate adds to pass@N.
    #[property(pass_rate * powf(1.0 - pass_rate, (largest_pool - 1) as f64)?)]
    pub last_gain: f64,
    /// Candidates the parallel pool generates per success.
    #[property(largest_pool / pass_at_max)]
    pub parallel_per_success: f64,
    /// Candidates retrying one at a time generates on average, at most the largest pool.
    #[property(pass_at_max / pass_rate)]
    pub sequential_candidates: f64,
    /// Candidates retrying generates per success.
    #[property(sequential_candidates / pass_at_max)]
    pub sequential_per_success: f64,
    /// The parallel pool's candidates per success over retrying's.
    #[property(parallel_per_success / sequential_per_success)]
    pub cost_ratio: f64,
    /// The mixed workload's average pass rate.
    #[property((easy_pass_rate + hard_pass_rate) / 2.0)]
    pub mixed_average_rate: f64,
    /// pass@N of the average rate: the plug-in that overstates.
    #[property(independent_success(mixed_average_rate, largest_pool)?)]
    pub mixed_plug_in: f64,
    /// The easy half's pass@N.
    #[property(independent_success(easy_pass_rate, largest_pool)?)]
    pub easy_pass_at_max: f64,
    /// The mixed workload's pass@N: each half's, averaged.
    #[property((easy_pass_at_max + independent_success(hard_pass_rate, largest_pool)?) / 2.0)]
    pub mixed_true: f64,
}

/// Pools of 1, 2, 4 and 8 independent candidates for one task at a 30 percent pass rate; and a
/// mixed workload, half its tasks at 60 percent and half never passing.
#[preset(name = "IndependentCandidatePools")]
pub fn independent_candidate_pools() -> Result<BestOfNPool, InputError> {
    BestOfNPool::builder()
        .pass_rate(0.30)
        .pool_sizes(vec![1, 2, 4, 8])
        .easy_pass_rate(0.60)
        .hard_pass_rate(0.0)
        .build()
}
