use mlsysim_core::{DataRate, Information, Time, law};

/// Time to move `bytes` over a link of `bandwidth`, with a sample point for `bytes` only.
#[law(samples(bytes = ["1 GB", "80 GiB"]))]
pub fn transfer_time(bytes: Information, bandwidth: DataRate) -> Time {
    bytes / bandwidth
}

/// Link of a scenario, whose law reads the link's own bandwidth.
pub struct Link {
    /// The link's bandwidth.
    pub bandwidth: DataRate,
    /// A size that is typical for the link.
    pub typical: Information,
}

impl Link {
    /// Time to move `bytes` over this link, sampled at the link's typical size.
    #[law(samples(bytes = typical))]
    pub fn time_for(&self, bytes: Information) -> Time {
        bytes / self.bandwidth
    }
}

/// Time to move `bytes` over a link of `bandwidth`, with a misspelled argument.
#[law(samples(bytes = ["1 GB"], bandwidth = ["64 GB/s"]))]
pub fn copy_time(bytes: Information, bandwidth: DataRate) -> Time {
    bytes / bandwith
}

fn main() {}
