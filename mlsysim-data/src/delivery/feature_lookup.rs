use super::DELIVERY;
use crate::delivery::resnet50_a100_input_feed;
use crate::stated;
use mlsysim_core::units::{KB, milliseconds, per_day, per_second};
use mlsysim_core::{Frequency, Information, InputError, Time, preset, scenario};

/// An online service reading stored features for every request: lookups a second and a day,
/// and how much smaller a feature vector is than the raw record it summarizes.
///
/// The optional budgets state the end-to-end latency of a request and the share of it the
/// feature store may take; they are context for the lookup rate.
#[scenario(
    family = DELIVERY,
    assumption = "Every request reads the same number of features; traffic is flat.",
    rule(optional(lookup_budget_low).zip(optional(lookup_budget_high)).is_none_or(|(low, high)| low <= high), "`lookup_budget_low` is at most `lookup_budget_high`"),
    excludes = "Caching of hot features and the peak-to-average ratio of traffic.",
    derivation = "Rates multiply: requests a second times reads a request.",
    example = r#"
// A billion recommendations a day
use mlsysim_data::delivery::daily_billion_recommendation_lookups;

let s = daily_billion_recommendation_lookups()?;
assert!((s.reads_per_day()?.value * 86_400.0 - 1e11).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct FeatureLookup {
    /// Requests the service answers.
    #[input(non_negative, unit = REQUESTS_PER_SECOND)]
    pub request_rate: Frequency,
    /// Stored features read per request.
    #[input(range = 0..)]
    pub reads_per_request: i64,
    /// Bytes of one stored feature vector.
    #[input(positive, unit = KB)]
    pub feature_bytes: Option<Information>,
    /// Bytes of the raw record a feature vector summarizes.
    #[input(positive, unit = KB)]
    pub raw_sample_bytes: Option<Information>,
    /// End-to-end latency budget of a request.
    #[input(positive, unit = MILLISECOND)]
    pub request_budget: Option<Time>,
    /// Least share of the budget the feature store may take.
    #[input(non_negative, unit = MILLISECOND)]
    pub lookup_budget_low: Option<Time>,
    /// Most of the budget the feature store may take.
    #[input(non_negative, unit = MILLISECOND)]
    pub lookup_budget_high: Option<Time>,

    /// Feature reads a day.
    #[property(request_rate * reads_per_request, unit = PER_DAY)]
    pub reads_per_day: Frequency,
    /// Feature reads a second.
    #[property(request_rate * reads_per_request, unit = PER_SECOND)]
    pub reads_per_second: Frequency,
    /// Raw bytes per stored feature byte.
    #[property(raw_sample_bytes / feature_bytes)]
    pub storage_reduction: f64,
}

/// One billion recommendations a day, 100 features each, with a 50 ms request budget of which
/// the feature store may take 5 to 10 ms.
#[preset(name = "DailyBillionRecommendationLookups")]
pub fn daily_billion_recommendation_lookups() -> Result<FeatureLookup, InputError> {
    FeatureLookup::builder()
        .request_rate(per_day(1e9))
        .reads_per_request(100)
        .request_budget(milliseconds(50.0))
        .lookup_budget_low(milliseconds(5.0))
        .lookup_budget_high(milliseconds(10.0))
        .build()
}

/// A recommendation service at 10,000 requests a second reading ten 5 KB feature vectors per
/// request, each summarizing an image as large as the input-feed example's stored JPEG.
#[preset(name = "RecommendationFeatureLookups")]
pub fn recommendation_feature_lookups() -> Result<FeatureLookup, InputError> {
    let image = resnet50_a100_input_feed()?.encoded_sample;
    FeatureLookup::builder()
        .request_rate(per_second(10_000.0))
        .reads_per_request(10)
        .feature_bytes(KB.of(5.0))
        .raw_sample_bytes(stated(image, "raw_sample_bytes", "stored image size")?)
        .build()
}
