use mlsysim_core::{DataRate, Information, Time, law};

/// Time to move `bytes` over a link of `bandwidth`, with no result type.
#[law(samples(bytes = ["1 GB"], bandwidth = ["64 GB/s"]))]
pub fn transfer_time(bytes: Information, bandwidth: DataRate) {
    bytes / bandwidth
}

/// A link's bandwidth, as a law of no arguments.
#[law]
pub fn nvlink_bandwidth() -> DataRate {
    mlsysim_core::units::gigabytes_per_second(900.0)
}

/// Time to move a pair of sizes over one link, with the pair destructured.
#[law(samples(bandwidth = ["64 GB/s"]))]
pub fn pair_time((a, b): (Information, Information), bandwidth: DataRate) -> Time {
    (a + b) / bandwidth
}

// No doc comment, and a key that #[law(...)] does not take.
#[law(samples(bytes = ["1 GB"], bandwidth = ["64 GB/s"]), source = "mlsysim.physics.transfer_time")]
pub fn undocumented(bytes: Information, bandwidth: DataRate) -> Time {
    bytes / bandwidth
}

/// The bandwidth of one NVLink, as a constant law.
#[law]
pub const NVLINK: f64 = 900.0;

fn main() {}
