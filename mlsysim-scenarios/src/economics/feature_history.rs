use super::ECONOMICS;
use mlsysim_core::units::{bytes, days, hours};
use mlsysim_core::{Information, InputError, Time, preset, scenario};

/// A feature store that keeps full snapshots of every entity's features, one version per
/// update, for a retention period: the values it holds, the bytes of a row and the whole
/// history, and the share of it that is keys and timestamps rather than values.
///
/// The reference files this class under its section "Neural computation: dense networks,
/// activations, losses, and number formats".
#[scenario(
    family = ECONOMICS,
    assumption = "Every snapshot is full and uncompressed; each row holds one value, its entity key and its timestamps.",
    excludes = "Compression, deltas between snapshots and indexes.",
    derivation = "A point-in-time join needs each value's event time and availability time beside its key.",
    example = r#"
// A year of hourly snapshots of 100 million users
use mlsysim_scenarios::economics::recommendation_feature_history;

let s = recommendation_feature_history()?;
assert_eq!(s.metadata_share()?, 0.75);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct FeatureHistory {
    /// Entities (users, items) with features.
    #[input(non_negative)]
    pub entities: f64,
    /// Features per entity.
    pub features: u32,
    /// How long history is kept.
    #[input(non_negative, unit = DAY)]
    pub retention: Time,
    /// Time between snapshots.
    #[input(positive, unit = HOUR)]
    pub update_interval: Time,
    /// Bytes of one value.
    #[input(non_negative, unit = BYTE)]
    pub value_bytes: Information,
    /// Bytes of an entity key.
    #[input(non_negative, unit = BYTE)]
    pub key_bytes: Information,
    /// Bytes of one timestamp.
    #[input(non_negative, unit = BYTE)]
    pub timestamp_bytes: Information,
    /// Timestamps per row: event time and availability time.
    #[input(default = 2)]
    pub timestamps: u32,

    /// Versions of each feature kept.
    #[property(retention / update_interval)]
    pub versions_per_feature: f64,
    /// Values kept.
    #[property(entities * features * versions_per_feature)]
    pub values: f64,
    /// Bytes of one row.
    #[property(value_bytes + key_bytes + timestamps * timestamp_bytes, unit = BYTE)]
    pub row_bytes: Information,
    /// Bytes of the whole history.
    #[property(values * row_bytes, unit = TB)]
    pub total_bytes: Information,
    /// Share of a row that is key and timestamps.
    #[property((row_bytes - value_bytes) / row_bytes)]
    pub metadata_share: f64,
}

/// Hourly full snapshots of 1,000 features for 100 million users kept a 365-day year; each row
/// an 8 B value, an 8 B key and event and availability timestamps of 8 B each.
#[preset(name = "RecommendationFeatureHistory")]
pub fn recommendation_feature_history() -> Result<FeatureHistory, InputError> {
    FeatureHistory::builder()
        .entities(100e6)
        .features(1000)
        .retention(days(365.0))
        .update_interval(hours(1.0))
        .value_bytes(bytes(8.0))
        .key_bytes(bytes(8.0))
        .timestamp_bytes(bytes(8.0))
        .build()
}
