use super::RESPONSIBLE_ENGINEERING;
use crate::fairness::recommender_exploration_exposure;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::units::{HOUR, MILLISECOND, usd};
use mlsysim_core::{Emissions, InputError, MoneyRate, Named, Time, Usd, preset, scenario};

/// A service's cost over several years in three terms (repeated training cycles, the
/// inference it serves, and its operations) with the carbon of its GPU-hours.
///
/// Inference: `daily_users` × `items_per_user` requests a day, each holding an accelerator
/// for `service_time` (unbatched, nothing overlapped), billed at `inference_rate`. A training
/// cycle is data preparation and a final run in GPU-hours at `training_rate`, plus a search
/// of `search_experiments` at a stated cost each; the search's GPU-hours are what that cost
/// buys at the training rate. `cycles` cycles fall within `years` years of 365 days.
/// Carbon is a fixed amount per GPU-hour: the reference states it in plain kilograms, read
/// here as kilograms of CO2-equivalent. `serving_cut` and `training_cut` are savings to
/// compare, as shares.
#[scenario(
    family = RESPONSIBLE_ENGINEERING,
    assumption = "Every request holds one accelerator for its whole service time: no batching, no overlap.",
    assumption = "A year is 365 days and a day 24 hours, as the reference counts them.",
    assumption = "The carbon factor is per GPU-hour and counts the GPU alone (no host, PUE or embodied term); the reference gives it in plain `kg`, read here as kgCO2e.",
    excludes = "Idle capacity held for peaks, price changes over the years, and discounting.",
    derivation = "A total cost of ownership summed over the service's life; operational carbon as GPU-hours times a per-hour factor.",
    rule(!operations_annual.is_empty(), "`operations_annual` names at least one item"),
    example = r#"
// Three years of a ranking service: inference dwarfs training
use mlsysim_responsible::responsible_engineering::ranking_service_lifecycle_cost;

let s = ranking_service_lifecycle_cost()?;
assert!(s.cost_ratio()? > 30.0);
assert!(s.carbon_ratio()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ServiceLifecycleCost {
    /// Users a day.
    #[input(non_negative)]
    pub daily_users: f64,
    /// Requests per user a day.
    #[input(non_negative)]
    pub items_per_user: f64,
    /// Accelerator time one request holds.
    #[input(non_negative, unit = MILLISECOND)]
    pub service_time: Time,
    /// Price of an inference GPU-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub inference_rate: MoneyRate,
    /// Price of a training GPU-hour.
    #[input(positive, unit = USD_PER_HOUR)]
    pub training_rate: MoneyRate,
    /// GPU-hours of data preparation per cycle.
    #[input(non_negative, unit = HOUR)]
    pub data_prep_time: Time,
    /// Configurations searched per cycle.
    #[input(range = 0..)]
    pub search_experiments: i64,
    /// Cost of one searched configuration.
    #[input(non_negative, unit = USD)]
    pub search_cost_per_experiment: Usd,
    /// GPU-hours of the final training run per cycle.
    #[input(non_negative, unit = HOUR)]
    pub final_run_time: Time,
    /// Training cycles over the service's life, the first included.
    #[input(range = 1..)]
    pub cycles: i64,
    /// Years the service runs.
    #[input(range = 1..)]
    pub years: i64,
    /// Operations cost a year, by item.
    #[input(non_negative, unit = USD)]
    pub operations_annual: Named<Usd>,
    /// Emissions of one GPU-hour.
    #[input(non_negative, unit = KILOGRAM_CO2E)]
    pub carbon_per_gpu_hour: Emissions,
    /// Share of the inference cost and carbon a serving improvement saves.
    #[input(default = 0.0, range = 0.0..=1.0)]
    pub serving_cut: f64,
    /// Share of the training cost and carbon a training improvement saves.
    #[input(default = 0.0, range = 0.0..=1.0)]
    pub training_cut: f64,

    /// Requests served a day.
    #[property(daily_users * items_per_user)]
    pub inferences_per_day: f64,
    /// Accelerator time inference holds in a day.
    #[property(inferences_per_day * service_time, unit = HOUR)]
    pub gpu_hours_per_day: Time,
    /// Accelerators busy around the clock.
    #[property(gpu_hours_per_day / hours(1.0) / 24)]
    pub gpus_busy: f64,
    /// Inference cost of a day.
    #[property(gpu_hours_per_day * inference_rate, unit = USD)]
    pub inference_cost_per_day: Usd,
    /// Inference cost of a 365-day year.
    #[property(inference_cost_per_day * 365, unit = USD)]
    pub inference_cost_per_year: Usd,
    /// Cost of one cycle's data preparation.
    #[property(data_prep_time * training_rate, unit = USD)]
    pub data_prep_cost: Usd,
    /// Cost of one cycle's search.
    #[property(search_experiments * search_cost_per_experiment, unit = USD)]
    pub search_cost: Usd,
    /// GPU-hours the search buys at the training rate.
    #[property(search_cost / training_rate, unit = HOUR)]
    pub search_time: Time,
    /// Cost of one cycle's final run.
    #[property(final_run_time * training_rate, unit = USD)]
    pub final_run_cost: Usd,
    /// Cost of one training cycle.
    #[property(data_prep_cost + search_cost + final_run_cost, unit = USD)]
    pub cycle_cost: Usd,
    /// GPU-hours of one training cycle.
    #[property(data_prep_time + search_time + final_run_time, unit = HOUR)]
    pub cycle_gpu_hours: Time,
    /// Cost of every training cycle.
    #[property(cycle_cost * cycles, unit = USD)]
    pub training_cost: Usd,
    /// Days the service runs.
    #[property(365 * years)]
    pub service_days: i64,
    /// Accelerator time of all the inference.
    #[property(gpu_hours_per_day * service_days, unit = HOUR)]
    pub inference_gpu_hours: Time,
    /// Cost of all the inference.
    #[property(inference_cost_per_day * service_days, unit = USD)]
    pub inference_cost: Usd,
    /// Operations cost of a year, every item summed.
    #[property(sum!(item in operations_annual, operations_annual[item]), unit = USD)]
    pub operations_per_year: Usd,
    /// Operations cost of every year.
    #[property(operations_per_year * years, unit = USD)]
    pub operations_cost: Usd,
    /// Training, inference and operations together.
    #[property(training_cost + inference_cost + operations_cost, unit = USD)]
    pub total_cost: Usd,
    /// Each term's share of the total: training, inference and operations.
    #[property(Named::from_iter([
        ("training", (training_cost / total_cost).value),
        ("inference", (inference_cost / total_cost).value),
        ("operations", (operations_cost / total_cost).value),
    ]))]
    pub shares: Named<f64>,
    /// Inference cost over training cost.
    #[property(inference_cost / training_cost)]
    pub cost_ratio: f64,
    /// Emissions of every training cycle.
    #[property(cycle_gpu_hours / hours(1.0) * cycles * carbon_per_gpu_hour, unit = KILOGRAM_CO2E)]
    pub training_carbon: Emissions,
    /// Emissions of all the inference.
    #[property(inference_gpu_hours / hours(1.0) * carbon_per_gpu_hour, unit = KILOGRAM_CO2E)]
    pub inference_carbon: Emissions,
    /// Inference emissions over training emissions.
    #[property(inference_carbon / training_carbon)]
    pub carbon_ratio: f64,
    /// Cost the serving cut saves.
    #[property(inference_cost * serving_cut, unit = USD)]
    pub serving_saving: Usd,
    /// Emissions the serving cut saves.
    #[property(inference_carbon * serving_cut, unit = KILOGRAM_CO2E)]
    pub serving_saving_carbon: Emissions,
    /// Cost the training cut saves.
    #[property(training_cost * training_cut, unit = USD)]
    pub training_saving: Usd,
    /// Emissions the training cut saves.
    #[property(training_carbon * training_cut, unit = KILOGRAM_CO2E)]
    pub training_saving_carbon: Emissions,
}

/// Three years of the ranking service of `RecommenderExplorationExposure` (its users and
/// slots a day) at 10 ms of dedicated GPU time per request, at the reference's reserved
/// inference and on-demand training GPU-hour prices: twelve quarterly training cycles of 100
/// GPU-hours of data preparation, 50 searched configurations at $40 and a 200 GPU-hour final
/// run; monitoring ($50,000), on-call at half a person ($100,000) and incident response
/// ($20,000) a year; the fleet GPU-hour carbon factor; a 20% serving cut and training halved.
#[preset(name = "RankingServiceLifecycleCost")]
pub fn ranking_service_lifecycle_cost() -> Result<ServiceLifecycleCost, InputError> {
    let ranking = recommender_exploration_exposure()?;
    ServiceLifecycleCost::builder()
        .daily_users(ranking.daily_users as f64)
        .items_per_user(ranking.slots_per_user as f64)
        .service_time(MILLISECOND.of(10.0))
        .inference_rate(Pricing::Cloud::GpuInferencePerHour.value)
        .training_rate(Pricing::Cloud::GpuTrainingPerHour.value)
        .data_prep_time(HOUR.of(100.0))
        .search_experiments(50)
        .search_cost_per_experiment(usd(40.0))
        .final_run_time(HOUR.of(200.0))
        .cycles(12)
        .years(3)
        .operations_annual(Named::from_iter([
            ("monitoring", usd(50_000.0)),
            ("on-call", usd(100_000.0)),
            ("incident response", usd(20_000.0)),
        ]))
        .carbon_per_gpu_hour(Pricing::Fleet::CarbonPerGpuHr.value)
        .serving_cut(0.20)
        .training_cut(0.50)
        .build()
}
