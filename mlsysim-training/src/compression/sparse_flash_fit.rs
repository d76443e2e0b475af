use super::COMPRESSION;
use crate::width;
use mlsysim_core::units::bytes;
use mlsysim_core::{DataSize, Information, InputError, Precision, Workload, preset, scenario};

/// A model pruned until its surviving values total a given size, each stored with a position
/// index, against a flash budget.
///
/// Unstructured pruning keeps scattered values, and a sparse format must say where each one
/// sits: in CSR one column index per value. The index makes every kept value dearer, so pruning
/// to a byte budget of values leaves more bytes to store than the budget.
#[scenario(
    family = COMPRESSION,
    assumption = "One index per kept value (CSR); the row pointers, one per row, are left out.",
    excludes = "Compression of the indices themselves, and the runtime cost of sparse kernels.",
    example = r#"
// MobileNetV2 pruned to 2 MB of FP32 values needs 3 MB with its indices: no fit in 2 MB
use mlsysim_training::compression::wearable_mobile_net_v2_sparse_flash;

let s = wearable_mobile_net_v2_sparse_flash()?;
assert!(!s.fits()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SparseFlashFit {
    /// The model pruned; its parameter count is read.
    pub workload: &'static Workload,
    /// Bytes of one stored value.
    #[input(positive, unit = BYTE)]
    pub value_bytes: Information,
    /// Bytes of one position index.
    #[input(non_negative, unit = BYTE)]
    pub index_bytes: Information,
    /// Bytes of the values that survive pruning.
    #[input(non_negative, unit = MB)]
    pub surviving_bytes: Information,
    /// Flash the stored model must fit in.
    #[input(non_negative, unit = MB, mark = limit)]
    pub flash_budget: Information,

    /// The model's weights stored dense.
    #[property(weight_bytes(workload, value_bytes)?, unit = MB)]
    pub dense_bytes: DataSize,
    /// Share of the dense weights pruning removes.
    #[property(1.0 - surviving_bytes / dense_bytes.quantity())]
    pub pruned_share: f64,
    /// Bytes one kept value costs with its index.
    #[property(sparse_bytes_per_nonzero(value_bytes, index_bytes, 1)?, unit = BYTE)]
    pub bytes_per_nonzero: Information,
    /// Bytes the pruned model stores.
    #[property(surviving_bytes * (bytes_per_nonzero / value_bytes), unit = MB)]
    pub stored_bytes: Information,
    /// Whether the stored model fits in the flash budget.
    #[property(stored_bytes <= flash_budget)]
    pub fits: bool,
}

/// MobileNetV2 pruned, without structure, to 2 MB of FP32 values, each with a 16-bit position
/// index, for a wearable's 2 MB of flash.
#[preset(name = "WearableMobileNetV2SparseFlash")]
pub fn wearable_mobile_net_v2_sparse_flash() -> Result<SparseFlashFit, InputError> {
    SparseFlashFit::builder()
        .workload(Workload::find("Vision.MobileNetV2")?)
        .value_bytes(width::of(Precision::Fp32))
        .index_bytes(width::int16())
        .surviving_bytes(bytes(2e6))
        .flash_budget(bytes(2e6))
        .build()
}
