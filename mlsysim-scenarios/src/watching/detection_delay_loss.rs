use super::WATCHING;
use mlsysim_core::units::{days, usd};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};

/// Value lost while a quality drop goes undetected, for a slow and a fast detector.
#[scenario(
    family = WATCHING,
    assumption = "The drop removes a steady share of the service's yearly value while it lasts.",
    assumption = "A year here is 365 days, as in the reference's formula (its `year` unit, used elsewhere, is 365.25 days): a delay of 365 days loses exactly one year's share.",
    excludes = "The cost of running either detector, and losses after detection.",
    derivation = "Value accrues uniformly over the year, so an undetected delay d loses the fraction d ÷ 365 days of the yearly loss.",
    example = r#"
// What a faster detector saves in a year
use mlsysim_scenarios::watching::recommender_detection_delay_loss;

let s = recommender_detection_delay_loss()?;
assert!((s.annual_savings()?.value - 739_726.0273972603).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DetectionDelayLoss {
    /// Value the service creates in a year.
    #[input(non_negative, unit = USD)]
    pub annual_value: Usd,
    /// Share of that value lost while the drop lasts.
    #[input(range = 0.0..=1.0)]
    pub quality_drop: f64,
    /// Detection delay of the slow detector.
    #[input(non_negative, unit = DAY)]
    pub slow_detection: Time,
    /// Detection delay of the fast detector.
    #[input(non_negative, unit = DAY)]
    pub fast_detection: Time,
    /// Quality incidents a year.
    #[input(non_negative)]
    pub incidents_per_year: f64,

    /// Value lost when a drop goes undetected for `delay`.
    #[method(annual_value * quality_drop * (delay / days(365.0)), unit = USD, args(delay(non_negative)), samples(delay = [slow_detection, fast_detection]))]
    pub loss: fn(delay: Time) -> Usd,
    /// Loss per incident with the slow detector.
    #[property(loss(slow_detection)?, unit = USD)]
    pub slow_loss: Usd,
    /// Loss per incident with the fast detector.
    #[property(loss(fast_detection)?, unit = USD)]
    pub fast_loss: Usd,
    /// What the fast detector saves per incident.
    #[property(slow_loss - fast_loss, unit = USD)]
    pub savings_per_incident: Usd,
    /// What the fast detector saves in a year.
    #[property(savings_per_incident * incidents_per_year, unit = USD)]
    pub annual_savings: Usd,
    /// Loss if the drop lasted a whole year.
    #[property(annual_value * quality_drop, unit = USD)]
    pub full_year_loss: Usd,
    /// How many times more the slow detector loses.
    #[property(slow_loss / fast_loss)]
    pub slow_over_fast: f64,
}

/// A recommender worth $50M a year losing 5% of it per incident, four incidents a year,
/// detected after four weeks or after one day.
#[preset(name = "RecommenderDetectionDelayLoss")]
pub fn recommender_detection_delay_loss() -> Result<DetectionDelayLoss, InputError> {
    DetectionDelayLoss::builder()
        .annual_value(usd(50_000_000.0))
        .quality_drop(0.05)
        .slow_detection(days(28.0))
        .fast_detection(days(1.0))
        .incidents_per_year(4.0)
        .build()
}
