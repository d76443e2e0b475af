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

/// Trainable parameters of a rank-r update to a d_out×d_in weight: r·(d_in + d_out), the
/// down-projection (r×d_in) and the up-projection (d_out×r); the frozen weight keeps its
/// d_in·d_out.
#[law(
    reference = "mlsysim.physics.memory.calc_low_rank_update_params",
    samples(in_dim = [4096, 768], out_dim = [4096, 1024], rank = [1, 16, 64])
)]
pub fn low_rank_update_params(in_dim: i64, out_dim: i64, rank: i64) -> i64 {
    {
        require(rank >= 1, "the rank is at least 1")?;
        require(
            in_dim >= 1 && out_dim >= 1,
            "the adapted weight has at least one input and one output",
        )?;
        rank * (in_dim + out_dim)
    }
}
