use super::DELIVERY;
use mlsysim_core::{InputError, preset, scenario};

/// A model that uses some of a table's equal-size columns, read from a row format that scans
/// every column or a columnar one that fetches only those used.
#[scenario(
    family = DELIVERY,
    assumption = "Every column holds the same number of bytes, and the read is bandwidth bound.",
    rule(columns_used <= columns_total, "`columns_used` is at most `columns_total`"),
    excludes = "Compression that differs between columns, and the cost of reassembling rows.",
    derivation = "A columnar reader moves only the used columns' bytes, so its effective bandwidth grows by the inverse of their share.",
    example = r#"
// Twenty of a hundred columns
use mlsysim_data::delivery::fraud_model_column_projection;

let s = fraud_model_column_projection()?;
assert!((s.speedup()? - 5.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ColumnProjection {
    /// Columns the model uses.
    #[input(range = 1..)]
    pub columns_used: i64,
    /// Columns in the table.
    #[input(range = 1..)]
    pub columns_total: i64,

    /// Share of the table a columnar reader fetches.
    #[property(columns_used / columns_total)]
    pub read_fraction: f64,
    /// Share of a row-format scan the model discards.
    #[property(1.0 - read_fraction)]
    pub wasted_fraction: f64,
    /// Gain in effective bandwidth from reading only the used columns.
    #[property(1.0 / read_fraction)]
    pub speedup: f64,
}

/// A fraud model that uses 20 of a table's 100 equal-size columns.
#[preset(name = "FraudModelColumnProjection")]
pub fn fraud_model_column_projection() -> Result<ColumnProjection, InputError> {
    ColumnProjection::builder()
        .columns_used(20)
        .columns_total(100)
        .build()
}
