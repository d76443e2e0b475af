use super::{ATTENTION, criteo_shaped_request_on_h100};
use mlsysim_core::units::bytes;
use mlsysim_core::{HardwareNode, Information, InputError, preset, scenario};

/// Embedding tables against one device's labeled memory: bytes per row, per table and in all,
/// and whether they fit.
#[scenario(
    family = ATTENTION,
    assumption = "The device's memory is counted as its label prints it (80 GiB as 80 GB), as in the reference, and the tables alone fill it: no room is kept for anything else.",
    assumption = "Rows, width and tables are at least 1 and the byte width above zero, checked when the scenario is built.",
    excludes = "Optimizer state for the tables, and sharding them across devices.",
    derivation = "A table of r rows of w values of b bytes holds r·w·b bytes.",
    example = r#"
// A billion users do not fit one A100
use mlsysim_compute::attention::{billion_user_table, hundred_million_item_table_on_a100};

assert!(hundred_million_item_table_on_a100()?.fits()?);
let s = billion_user_table()?;
assert!(!s.fits()?);
assert!((s.labeled_share()? - 6.4).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct EmbeddingTable {
    /// Rows of each table (items or users).
    #[input(range = 1..)]
    pub rows: i64,
    /// Values in one row.
    #[input(range = 1..)]
    pub width: u32,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// The device that holds the tables.
    pub hardware: &'static HardwareNode,
    /// Tables of this shape.
    #[input(default = 1, range = 1..)]
    pub tables: u32,

    /// Bytes of one row.
    #[property(width * bytes_per_value, unit = BYTE)]
    pub row_bytes: Information,
    /// Bytes of one table.
    #[property(embedding_table_bytes(rows, width, bytes_per_value)?, unit = GB)]
    pub table_bytes: Information,
    /// Bytes of all tables.
    #[property(table_bytes * tables, unit = GB)]
    pub total_bytes: Information,
    /// All tables over the device's labeled memory.
    #[property(total_bytes / labeled_memory_capacity(hardware)?)]
    pub labeled_share: f64,
    /// Whether the tables fit the device's labeled memory.
    #[property(labeled_share <= 1.0)]
    pub fits: bool,
}

/// A 100-million-item table of 128 FP32 values a row on one 80 GB A100.
#[preset(name = "HundredMillionItemTableOnA100")]
pub fn hundred_million_item_table_on_a100() -> Result<EmbeddingTable, InputError> {
    EmbeddingTable::builder()
        .rows(100_000_000)
        .width(criteo_shaped_request_on_h100()?.width)
        .bytes_per_value(bytes(4.0))
        .hardware(HardwareNode::find("Cloud.A100")?)
        .build()
}

/// A billion-user table of the same rows.
#[preset(name = "BillionUserTable")]
pub fn billion_user_table() -> Result<EmbeddingTable, InputError> {
    hundred_million_item_table_on_a100()?
        .variant()
        .rows(1_000_000_000)
        .build()
}
