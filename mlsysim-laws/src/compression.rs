//! Storing fewer or smaller weights: the bytes a sparse format pays per kept value, and the
//! parameters a low-rank update trains beside a frozen weight.

use crate::law;
use crate::units::Information;

/// Bytes one stored nonzero costs in an index-based sparse format: the value and `indices`
/// position indices, b_value + k·b_index. CSR keeps one column index per value (its row
/// pointers are one per row, not per value); COO keeps a row and a column index.
#[law(
    reference = "mlsysim.physics.memory.calc_sparse_bytes_per_nonzero",
    unit = BYTE,
    samples(value_bytes = ["4 B", "2 B", "1 B"], index_bytes = ["2 B", "4 B"], indices = [0, 1, 2])
)]
pub fn sparse_bytes_per_nonzero(
    value_bytes: Information,
    index_bytes: Information,
    indices: i64,
) -> Information {
    {
        require(indices >= 0, "a value carries no fewer than 0 indices")?;
        value_bytes + indices * index_bytes
    }
}
