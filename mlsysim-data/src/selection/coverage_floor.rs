use super::SELECTION;
use mlsysim_core::{InputError, preset, scenario};

/// A coreset drawn without regard to class: the rare examples it keeps on average, against the
/// floor a rare class needs.
#[scenario(
    family = SELECTION,
    assumption = "The coreset keeps each example with the same chance, whatever its class.",
    excludes = "The spread of the count kept around its mean.",
    derivation = "Expected value of uniform sampling.",
    example = r#"
// A 10% coreset keeps 100 of 1,000 rare examples, 50 short of the floor
use mlsysim_data::selection::rare_class_ten_percent_coreset;

let s = rare_class_ten_percent_coreset()?;
assert!((s.shortfall()? - 50.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CoverageFloor {
    /// Examples in the pool.
    #[input(non_negative)]
    pub pool: f64,
    /// Share of the pool in the rare class.
    #[input(range = 0.0..=1.0)]
    pub rare_share: f64,
    /// Share of the pool the coreset keeps.
    #[input(range = 0.0..=1.0)]
    pub keep_fraction: f64,
    /// Rare examples the class needs.
    #[input(non_negative)]
    pub floor: f64,

    /// Rare examples in the pool.
    #[property(pool * rare_share)]
    pub rare: f64,
    /// Rare examples the coreset keeps on average.
    #[property(rare * keep_fraction)]
    pub expected_kept: f64,
    /// How far the kept count falls below the floor (negative when above).
    #[property(floor - expected_kept)]
    pub shortfall: f64,
}

/// A rare class of 0.1% in a 1M-example pool under an unstratified 10% coreset, against a
/// floor of 150.
#[preset(name = "RareClassTenPercentCoreset")]
pub fn rare_class_ten_percent_coreset() -> Result<CoverageFloor, InputError> {
    CoverageFloor::builder()
        .pool(1_000_000.0)
        .rare_share(0.001)
        .keep_fraction(0.1)
        .floor(150.0)
        .build()
}
