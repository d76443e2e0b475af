use super::SELECTION;
use mlsysim_core::{InputError, preset, scenario};

/// Growing a dataset for some points of accuracy: how many times larger it becomes.
#[scenario(
    family = SELECTION,
    assumption = "The gain is stated, from a power-law return on data.",
    excludes = "The cost of the extra data (see DataCostBreakdown).",
    derivation = "A ratio of sizes.",
    example = r#"
// Ten times the data
use mlsysim_data::selection::tenfold_data_four_points;

assert_eq!(tenfold_data_four_points()?.scale()?, 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DataScalingReturn {
    /// Examples before.
    #[input(positive)]
    pub base_examples: f64,
    /// Examples after.
    #[input(positive)]
    pub scaled_examples: f64,
    /// Percentage points of accuracy gained.
    pub accuracy_gain: f64,

    /// How many times larger the dataset becomes.
    #[property(scaled_examples / base_examples)]
    pub scale: f64,
}

/// Ten times the data (1M to 10M examples) for about four points of accuracy.
#[preset(name = "TenfoldDataFourPoints")]
pub fn tenfold_data_four_points() -> Result<DataScalingReturn, InputError> {
    DataScalingReturn::builder()
        .base_examples(1_000_000.0)
        .scaled_examples(10_000_000.0)
        .accuracy_gain(4.0)
        .build()
}
