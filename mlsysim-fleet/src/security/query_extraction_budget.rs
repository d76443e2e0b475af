use super::SECURITY;
use mlsysim_core::units::{days, per_day, usd};
use mlsysim_core::{Frequency, InputError, MoneyRate, Time, Usd, preset, scenario};

/// What copying a model through its priced API costs an extractor who needs a given number of
/// answers, under three billing regimes: pay per query, a paid tier capped at a daily quota,
/// and a lifetime allowance per principal after which every query is billed per query.
///
/// The tier's fee a day, a private helper of the reference, is the property `tier_fee_per_day`.
#[scenario(
    family = SECURITY,
    assumption = "The extractor uses one principal and fills the daily quota every day.",
    assumption = "The tier's fee accrues day by day over the days of collection.",
    excludes = "Detection of the extraction, and the extractor's own compute.",
    derivation = "Each regime's price applied to the answers the extraction needs.",
    example = r#"
// Five million answers take 500 days on a capped tier
use mlsysim_fleet::security::res_net50_api_extraction_budget;

let s = res_net50_api_extraction_budget()?;
assert_eq!(s.collection_days()?.value, 500.0 * 86_400.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct QueryExtractionBudget {
    /// What training the victim model cost.
    #[input(positive, unit = USD)]
    pub training_cost: Usd,
    /// Answers the extraction needs for its target fidelity.
    #[input(non_negative)]
    pub extraction_queries: f64,
    /// Agreement with the victim the extractor aims for.
    #[input(range = 0.0..=1.0)]
    pub target_fidelity: f64,
    /// Price of one query, pay as you go.
    #[input(non_negative, unit = USD)]
    pub price_per_query: Usd,
    /// Price of the paid tier per billing period.
    #[input(non_negative, unit = USD)]
    pub tier_price: Usd,
    /// Queries a day the paid tier allows.
    #[input(positive, unit = PER_DAY)]
    pub tier_daily_quota: Frequency,
    /// The tier's billing period.
    #[input(positive, unit = DAY)]
    pub billing_period: Time,
    /// Queries a principal may make before every query is billed per query.
    #[input(non_negative)]
    pub lifetime_allowance: f64,

    /// The tier's fee, a day.
    #[property(tier_price / billing_period, unit = USD_PER_DAY)]
    pub tier_fee_per_day: MoneyRate,
    /// Days the tier's quota takes to deliver every answer needed.
    #[property(tier_days(extraction_queries)?, unit = DAY)]
    pub collection_days: Time,
    /// Every answer needed, paid per query.
    #[property(pay_per_query_cost(extraction_queries)?, unit = USD)]
    pub full_set_pay_per_query: Usd,
    /// Every answer needed, on the capped tier.
    #[property(tier_cost(extraction_queries)?, unit = USD)]
    pub full_set_tier: Usd,
    /// Tier fees up to the lifetime allowance.
    #[property(tier_cost(lifetime_allowance)?, unit = USD)]
    pub allowance_fees: Usd,
    /// The answers past the allowance, paid per query.
    #[property(pay_per_query_cost(max(extraction_queries - lifetime_allowance, 0.0))?, unit = USD)]
    pub overage_cost: Usd,
    /// Every answer needed, under the lifetime allowance.
    #[property(lifetime_cost(extraction_queries)?, unit = USD)]
    pub full_set_lifetime: Usd,
    /// The capped tier's cost as a share of the victim's training cost.
    #[property(full_set_tier / training_cost)]
    pub tier_share_of_training: f64,
    /// Days the tier's quota takes to deliver `queries` answers.
    #[method(queries / tier_daily_quota, unit = DAY, samples(queries = [extraction_queries, lifetime_allowance]), args(queries(non_negative)))]
    pub tier_days: fn(queries: f64) -> Time,
    /// `queries` answers paid per query.
    #[method(queries * price_per_query, unit = USD, samples(queries = [extraction_queries, lifetime_allowance]), args(queries(non_negative)))]
    pub pay_per_query_cost: fn(queries: f64) -> Usd,
    /// `queries` answers on the capped tier: its fee for every day of collection.
    #[method(tier_days(queries)? * tier_fee_per_day, unit = USD, samples(queries = [extraction_queries, lifetime_allowance]), args(queries(non_negative)))]
    pub tier_cost: fn(queries: f64) -> Usd,
    /// `queries` answers under the lifetime allowance: tier fees up to it, then per query.
    #[method(
        tier_cost(min(queries, lifetime_allowance))? + pay_per_query_cost(max(queries - lifetime_allowance, 0.0))?,
        unit = USD,
        samples(queries = [extraction_queries, lifetime_allowance]),
        args(queries(non_negative))
    )]
    pub lifetime_cost: fn(queries: f64) -> Usd,
}

/// Copying a ResNet-50 image API to 90% fidelity with five million answers, against a $5K
/// training cost: $0.001 a query, a $50-a-month tier capped at 10,000 queries a day (a 30-day
/// billing month, the reference's convention), or a 100,000-query lifetime allowance per
/// principal (constructed values).
#[preset(name = "ResNet50ApiExtractionBudget")]
pub fn res_net50_api_extraction_budget() -> Result<QueryExtractionBudget, InputError> {
    QueryExtractionBudget::builder()
        .training_cost(usd(5000.0))
        .extraction_queries(5e6)
        .target_fidelity(0.90)
        .price_per_query(usd(0.001))
        .tier_price(usd(50.0))
        .tier_daily_quota(per_day(1e4))
        .billing_period(days(30.0))
        .lifetime_allowance(1e5)
        .build()
}
