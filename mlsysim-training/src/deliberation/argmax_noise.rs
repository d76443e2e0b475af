use super::DELIBERATION;
use super::sparse_valid_pool_first_pass;
use mlsysim_core::{InputError, preset, scenario};

/// Argmax over equally good candidates whose scores carry independent Gaussian noise: the error
/// the winner carries, and the chance that a rare loophole is somewhere in the pool.
///
/// The winner's expected scoring error is the expected maximum of N standard normals, in units
/// of the noise's spread, below the large-N asymptote √(2 ln N): selection concentrates the
/// scorer's mistakes in what it picks. A loophole present in a fraction g of single samples is
/// in a pool of N with 1 − (1 − g)ᴺ.
#[scenario(
    family = DELIBERATION,
    rule(len(&pool_sizes) >= 1, "`pool_sizes` holds at least one pool size"),
    assumption = "The candidates are equally good; their scores differ by independent noise of one spread.",
    example = r#"
// The winner of 64 noisy scores is over two spreads too high
use mlsysim_training::deliberation::argmax_score_noise;

let s = argmax_score_noise()?;
assert!(s.expected_max()?[6] > 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ArgmaxNoise {
    /// Pool sizes compared.
    #[input(range = 1..)]
    pub pool_sizes: Vec<i64>,
    /// A small pool, for comparison.
    #[input(range = 1..)]
    pub small_pool: i64,
    /// The pool a loophole is sought in.
    #[input(range = 1..)]
    pub large_pool: i64,
    /// Share of single samples that exploit a gap in the check.
    #[input(range = 0.0..=1.0)]
    pub exploit_rate: f64,

    /// The winner's expected scoring error, in spreads, for each pool size.
    #[property(each!(n in pool_sizes, expected_max_std_normal(n)?))]
    pub expected_max: Vec<f64>,
    /// The large-N asymptote √(2 ln N) for each pool size above one.
    #[property(each!(n in filter!(m in pool_sizes, m > 1), sqrt(2.0 * ln(n as f64)?)?))]
    pub asymptote: Vec<f64>,
    /// Chance that the large pool holds an exploiting sample.
    #[property(independent_success(exploit_rate, large_pool)?)]
    pub exploit_presence: f64,
}

/// Argmax over 1 to 64 equally good candidates scored with Gaussian noise, and a loophole in
/// 0.5 percent of single samples, sought in a pool of 64.
#[preset(name = "ArgmaxScoreNoise")]
pub fn argmax_score_noise() -> Result<ArgmaxNoise, InputError> {
    ArgmaxNoise::builder()
        .pool_sizes(vec![1, 2, 4, 8, 16, 32, 64])
        .small_pool(4)
        .large_pool(sparse_valid_pool_first_pass()?.pool_size)
        .exploit_rate(0.005)
        .build()
}
