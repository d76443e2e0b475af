use mlsysim_core::{DataRate, Information, Time, law};

/// Time to move `bytes` over a link of `bandwidth`, shown in a unit of data.
#[law(unit = GB, samples(bytes = ["1 GB"], bandwidth = ["64 GB/s"]))]
pub fn transfer_time(bytes: Information, bandwidth: DataRate) -> Time {
    bytes / bandwidth
}

fn main() {}
