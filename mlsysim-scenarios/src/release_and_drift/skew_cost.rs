use super::RELEASE_AND_DRIFT;
use mlsysim_core::units::{per_day, usd};
use mlsysim_core::{Frequency, InputError, MoneyRate, Time, Usd, preset, scenario};

/// Wrong predictions a day, and their cost, when training-serving skew spoils a fixed share of
/// queries.
#[scenario(
    family = RELEASE_AND_DRIFT,
    assumption = "Every skewed query is a wrong prediction and costs the same.",
    assumption = "skew_rate is a share in [0, 1], checked when the scenario is built (the reference checks it only for the cost).",
    excludes = "Losses that grow with time (user churn) rather than per query.",
    derivation = "Wrong predictions arrive at skew_rate × query_rate; each costs cost_per_error.",
    example = r#"
// A year of 1% skew, with a 365.25-day year
use mlsysim_scenarios::release_and_drift::ranking_skew_one_percent;

let s = ranking_skew_one_percent()?;
let year = s.cost_over(mlsysim_core::units::days(365.25))?;
assert!((year.value - 365_250.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SkewCost {
    /// Share of queries the skew spoils.
    #[input(range = 0.0..=1.0)]
    pub skew_rate: f64,
    /// Queries served.
    #[input(non_negative, unit = PER_DAY)]
    pub query_rate: Frequency,
    /// What one wrong prediction costs.
    #[input(non_negative, unit = USD)]
    pub cost_per_error: Usd,

    /// Wrong predictions a day.
    #[property(skew_rate * query_rate * days(1.0))]
    pub errors_per_day: f64,
    /// Money lost per day.
    #[property(skew_rate * query_rate * cost_per_error, unit = USD_PER_DAY)]
    pub cost_rate: MoneyRate,
    /// Money lost over `period` (a year is 365.25 days).
    #[method(cost_rate * period, unit = USD, args(period(non_negative)), samples(period = ["1 day", "365 day", "1 year"]))]
    pub cost_over: fn(period: Time) -> Usd,
}

/// A ranking service where 1% of a million daily queries are skewed, at $0.10 per error.
#[preset(name = "RankingSkewOnePercent")]
pub fn ranking_skew_one_percent() -> Result<SkewCost, InputError> {
    SkewCost::builder()
        .skew_rate(0.01)
        .query_rate(per_day(1e6))
        .cost_per_error(usd(0.1))
        .build()
}
