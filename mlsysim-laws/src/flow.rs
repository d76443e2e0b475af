//! Moving data and doing work: transfer and compute times, arithmetic intensity and the
//! roofline.

use crate::law;
use crate::units::{DataRate, FlopCount, FlopRate, Information, Intensity, Time};

/// Time to move `bytes` over a link or memory of `bandwidth`, streaming at full rate with no
/// per-message latency.
#[law(
    reference = "mlsysim.physics.transfer_time",
    samples(bytes = ["1 GB", "80 GiB"], bandwidth = ["3.35 TB/s", "64 GB/s"])
)]
pub fn transfer_time(bytes: Information, bandwidth: DataRate) -> Time {
    bytes / bandwidth
}

/// Time to do `work` at a sustained `rate`.
#[law(
    reference = "mlsysim.physics.compute_time",
    samples(work = ["1 TFLOP", "8.2 GFLOP"], rate = ["989 TFLOP/s", "312 TFLOP/s"])
)]
pub fn compute_time(work: FlopCount, rate: FlopRate) -> Time {
    work / rate
}

/// Work done per byte moved: the arithmetic intensity that places a workload on the roofline.
#[law(samples(work = ["1 TFLOP", "8.2 GFLOP"], bytes = ["1 GB", "200 kB"]))]
pub fn arithmetic_intensity(work: FlopCount, bytes: Information) -> Intensity {
    work / bytes
}

/// The intensity at which a device's compute roof meets its memory roof: below it a workload
/// waits on memory, above it on compute.
#[law(samples(peak = ["989 TFLOP/s", "312 TFLOP/s"], bandwidth = ["3.35 TB/s", "2039 GB/s"]))]
pub fn ridge_point(peak: FlopRate, bandwidth: DataRate) -> Intensity {
    peak / bandwidth
}

/// Roofline time: the larger of the time to do the work and the time to move the bytes, as
/// if the two overlapped perfectly.
#[law(samples(
    work = ["1 TFLOP", "10 GFLOP"],
    bytes = ["1 GB", "100 GB"],
    peak = ["989 TFLOP/s"],
    bandwidth = ["3.35 TB/s"]
))]
pub fn roofline_time(
    work: FlopCount,
    bytes: Information,
    peak: FlopRate,
    bandwidth: DataRate,
) -> Time {
    max(compute_time(work, peak)?, transfer_time(bytes, bandwidth)?)
}

/// What binds a workload on the roofline: `Memory` when moving `bytes` at `bandwidth` takes
/// longer than doing `work` at `rate`, `Compute` otherwise (a tie is compute bound). A time
/// under an attosecond counts as none, so a workload that moves no bytes is compute bound.
#[law(
    reference = "mlsysim.physics.performance.calc_bottleneck",
    samples(
        work = ["0 FLOP", "8.2 GFLOP", "1 PFLOP"],
        bytes = ["0 B", "51 MB", "1 GB"],
        rate = ["989 TFLOP/s"],
        bandwidth = ["3.35 TB/s"]
    )
)]
pub fn roofline_bottleneck(
    work: FlopCount,
    bytes: Information,
    rate: FlopRate,
    bandwidth: DataRate,
) -> String {
    {
        let memory = transfer_time(bytes, bandwidth)?;
        let tiny = seconds(1e-18);
        if memory >= tiny && memory > compute_time(work, rate)? {
            "Memory".to_string()
        } else {
            "Compute".to_string()
        }
    }
}
