use super::AT_SCALE;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// A model's one-time training cost against its first year of serving.
///
/// Users send requests every day at a flat cost per request; a year of that is compared with
/// the training bill, priced again after an efficiency gain, and turned into the number of
/// months (and weeks) after which serving has cost as much as training did.
#[scenario(
    family = AT_SCALE,
    assumption = "Every request costs the same, and traffic is flat over the year.",
    assumption = "A month is a twelfth of the year of `days_per_year` days (30.42 days for 365), not the calendar's 30.44-day month; a week is 7 days.",
    assumption = "Serving that costs nothing never catches up with training: the crossover is then an error, as in the reference.",
    assumption = "The efficiency gain is a share of the cost per request, from 0 to 1.",
    excludes = "Traffic growth, retraining, and the cost of the engineers behind either bill.",
    derivation = "Serving spends at a constant monthly rate, so it matches the one-time training cost after training ÷ monthly serving months.",
    example = r#"
// Serving overtakes training within six weeks
use mlsysim_serving::at_scale::llm_serving_first_year;

let s = llm_serving_first_year()?;
assert_eq!(s.annual_requests()?, 18_250_000_000);
assert_eq!(s.serving_to_training()?, 9.125);
assert!(s.crossover_weeks()? < 6.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ServingCost {
    /// One-time cost of training the model.
    #[input(positive, unit = USD)]
    pub training_cost: Usd,
    /// Users a day.
    pub daily_users: u32,
    /// Requests each user sends a day.
    pub requests_per_user_per_day: u32,
    /// Cost of serving one request.
    #[input(non_negative, unit = USD)]
    pub cost_per_request: Usd,
    /// Share of the cost per request an optimization saves.
    #[input(range = 0.0..=1.0)]
    pub efficiency_gain: f64,
    /// Days in the serving year.
    #[input(range = 1..=366)]
    pub days_per_year: u32,

    /// Requests a day.
    #[property(daily_users * requests_per_user_per_day)]
    pub daily_requests: i64,
    /// Requests a year.
    #[property(daily_requests * days_per_year)]
    pub annual_requests: i64,
    /// What a year of serving costs.
    #[property(annual_requests * cost_per_request, unit = USD)]
    pub annual_serving_cost: Usd,
    /// A year of serving as a multiple of the training cost.
    #[property(annual_serving_cost / training_cost)]
    pub serving_to_training: f64,
    /// What the efficiency gain saves in a year.
    #[property(annual_serving_cost * efficiency_gain, unit = USD)]
    pub efficiency_savings: Usd,
    /// What a month of serving costs.
    #[property(annual_serving_cost / 12.0, unit = USD)]
    pub monthly_serving_cost: Usd,
    /// Months of serving that cost as much as training.
    #[property(
        {
            require(monthly_serving_cost.value > 0.0, "serving costs nothing here, so it never catches up with training")?;
            training_cost / monthly_serving_cost
        }
    )]
    pub crossover_months: f64,
    /// The same, in weeks.
    #[property(crossover_months * days_per_year / 12.0 / 7.0)]
    pub crossover_weeks: f64,
}

/// A 70B-class model trained once for $2M, then served to a million daily users sending 50
/// requests each at a tenth of a cent a request, over a 365-day year; a 10% cut in the cost
/// per request is priced.
#[preset(name = "LlmServingFirstYear")]
pub fn llm_serving_first_year() -> Result<ServingCost, InputError> {
    ServingCost::builder()
        .training_cost(usd(2_000_000.0))
        .daily_users(1_000_000)
        .requests_per_user_per_day(50)
        .cost_per_request(usd(0.001))
        .efficiency_gain(0.1)
        .days_per_year(365)
        .build()
}
