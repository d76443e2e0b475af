use super::SELECTION;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// A one-time investment that saves money on every training run reusing its output: the net
/// return and the savings multiple after some runs, and the runs to break even.
#[scenario(
    family = SELECTION,
    assumption = "Every run saves the same amount.",
    excludes = "Maintenance of the pipeline after it is built.",
    derivation = "A fixed cost amortized over a saving per run.",
    example = r#"
// A MinHash pipeline pays back in under six runs
use mlsysim_data::selection::min_hash_pipeline_amortization;

let s = min_hash_pipeline_amortization()?;
assert!((s.breakeven_runs()? - 5.5).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RunAmortization {
    /// Cost of building it.
    #[input(non_negative, unit = USD)]
    pub build_cost: Usd,
    /// One-time cost of running it.
    #[input(non_negative, unit = USD)]
    pub operating_cost: Usd,
    /// What each run saves.
    #[input(positive, unit = USD)]
    pub saving_per_run: Usd,
    /// Campaign sizes at which to read the return.
    #[input(default = Vec::new(), range = 0..)]
    pub run_counts: Vec<i64>,

    /// The one-time investment.
    #[property(build_cost + operating_cost, unit = USD)]
    pub investment: Usd,
    /// Return on the investment after `runs` runs.
    #[method((runs * saving_per_run - investment) / investment, samples(runs = run_counts), args(runs(range = 0..)))]
    pub net_return: fn(runs: i64) -> f64,
    /// Total savings over the investment after `runs` runs.
    #[method(runs * saving_per_run / investment, samples(runs = run_counts), args(runs(range = 0..)))]
    pub savings_multiple: fn(runs: i64) -> f64,
    /// Runs that repay the investment.
    #[property(investment / saving_per_run)]
    pub breakeven_runs: f64,
}

/// A MinHash deduplication pipeline: $50K of engineering, $5K of compute to run once, $10K
/// saved per training run, read at campaigns of 1, 5, 10 and 50 runs.
#[preset(name = "MinHashPipelineAmortization")]
pub fn min_hash_pipeline_amortization() -> Result<RunAmortization, InputError> {
    RunAmortization::builder()
        .build_cost(usd(50_000.0))
        .operating_cost(usd(5000.0))
        .saving_per_run(usd(10_000.0))
        .run_counts(vec![1, 5, 10, 50])
        .build()
}
