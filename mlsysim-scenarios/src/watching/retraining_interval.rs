use super::WATCHING;
use crate::release_and_drift::{AccuracyDecay, ranking_service_accuracy_drift};
use crate::release_and_drift::{ReleaseFootprint, dlrm_release_footprint_h100};
use mlsysim_core::units::{days, per_day, usd, usd_per_hour};
use mlsysim_core::{Frequency, InputError, MoneyRate, MoneySlope, Time, Usd, preset, scenario};

/// The retraining cadence that balances one run's cost against the value a stale model loses.
///
/// The loss rate of a stale model grows linearly with its age, at a slope taken from a fitted
/// accuracy decay; the cost per day of retraining every T days is run_cost ÷ T + slope × T ÷ 2,
/// least at T* = √(2 × run_cost ÷ slope).
#[scenario(
    family = WATCHING,
    assumption = "Near deployment the value lost grows linearly with the model's age (the first-order term of the exponential decay).",
    assumption = "Each retraining restores the initial accuracy.",
    excludes = "Serving capacity taken by retraining (see the footprint's own members).",
    derivation = "Minimising run_cost ÷ T + s·T ÷ 2 over T gives T* = √(2·run_cost ÷ s), the square-root law of periodic replacement.",
    example = r#"
// The best retraining interval
use mlsysim_scenarios::watching::ranking_retraining_interval;

let s = ranking_retraining_interval()?;
let days = s.optimal_interval()?.value / 86_400.0;
assert!((days - 3.0053596658753783).abs() < 1e-9);
assert!((s.compute_cost()?.value - 96.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RetrainingInterval {
    /// The fitted accuracy decay, as an AccuracyDecay preset or its inputs.
    pub drift: AccuracyDecay,
    /// Queries served.
    #[input(non_negative, unit = PER_DAY)]
    pub query_rate: Frequency,
    /// Value of one query answered at full accuracy.
    #[input(non_negative, unit = USD)]
    pub value_per_query: Usd,
    /// Cost of one retraining run.
    #[input(positive, unit = USD)]
    pub run_cost: Usd,
    /// The release footprint whose retraining run is priced, as a ReleaseFootprint preset.
    pub footprint: Option<ReleaseFootprint>,
    /// Price of one accelerator-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub accelerator_price: Option<MoneyRate>,
    /// Intervals to compare.
    #[input(positive, unit = DAY)]
    pub compared_intervals: Option<Vec<Time>>,
    /// The interval in use today.
    #[input(positive, unit = DAY)]
    pub scheduled_interval: Option<Time>,

    /// Growth of the loss rate per day of model age.
    #[property(query_rate * value_per_query * drift.initial_accuracy * drift.decay_rate()?, unit = USD_PER_DAY2)]
    pub staleness_slope: MoneySlope,
    /// The interval of least total cost.
    #[property(sqrt_time(2.0 * run_cost / staleness_slope)?, unit = DAY, mark = optimum)]
    pub optimal_interval: Time,
    /// Cost per day of retraining every `interval`.
    #[method(
        run_cost / interval + 0.5 * staleness_slope * interval,
        unit = USD_PER_DAY,
        samples(interval = [compared_intervals, scheduled_interval, optimal_interval]),
        args(interval(positive)),
    )]
    pub cost_rate: fn(interval: Time) -> MoneyRate,
    /// Accelerator cost of one retraining run on the footprint's node.
    #[property(footprint.retrain_accelerator_hours()? * accelerator_price, unit = USD)]
    pub compute_cost: Usd,
    /// Share of the run's cost that is accelerator time.
    #[property(compute_cost / run_cost)]
    pub compute_share: f64,
}

/// Retraining the drifting ranking model (a million queries a day at $0.50 each, $5000 a run)
/// on the DLRM release's node at $4 an accelerator-hour.
#[preset(name = "RankingRetrainingInterval")]
pub fn ranking_retraining_interval() -> Result<RetrainingInterval, InputError> {
    RetrainingInterval::builder()
        .drift(ranking_service_accuracy_drift()?)
        .query_rate(per_day(1e6))
        .value_per_query(usd(0.5))
        .run_cost(usd(5000.0))
        .footprint(dlrm_release_footprint_h100()?)
        .accelerator_price(usd_per_hour(4.0))
        .compared_intervals(vec![days(1.0), days(3.0), days(7.0), days(30.0)])
        .scheduled_interval(days(90.0))
        .build()
}

/// The same service at four times the traffic: staleness costs four times as much, so the
/// best interval halves.
#[preset(name = "RankingRetrainingIntervalFourfoldTraffic")]
pub fn ranking_retraining_interval_fourfold_traffic() -> Result<RetrainingInterval, InputError> {
    ranking_retraining_interval()?
        .variant()
        .query_rate(per_day(1e6 * 4.0))
        .build()
}
