//! What a training run moves through storage: the bytes of a checkpoint, and the share of a
//! training rate that a slower supply takes away.

use crate::law;
use crate::units::{DataRate, Information};

/// Bytes of a state that keeps `bytes_per_param` for each of `parameters` parameters (weights
/// alone at 2 B, a resumable mixed-precision checkpoint at 14 B).
#[law(
    reference = "mlsysim.physics.quantities.memory_from_params",
    samples(parameters = [175e9, 7e10], bytes_per_param = ["14 B", "2 B"])
)]
pub fn memory_from_params(parameters: f64, bytes_per_param: Information) -> Information {
    {
        require(parameters >= 0.0, "the parameter count is not negative")?;
        parameters * bytes_per_param
    }
}

/// Share of a demanded rate lost when the supply is the slowest stage: 1 − supply/demand when
/// the supply falls short, 0 when it keeps up (the reference's `DataModel`, whose utilization
/// is demand over the slowest path, read as 1 − 1/max(utilization, 1)).
#[law(samples(demand = ["0.48 GB/s", "0.1 GB/s"], supply = ["0.25 GB/s", "1 GB/s"]))]
pub fn supply_shortfall(demand: DataRate, supply: DataRate) -> f64 {
    {
        require(
            supply > bytes_per_second(0.0),
            "the supplying path has a bandwidth above zero",
        )?;
        1.0 - 1.0 / max((demand / supply).value, 1.0)
    }
}
