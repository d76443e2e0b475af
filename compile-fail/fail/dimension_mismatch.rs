use mlsysim_core::{Information, Time, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Adds bytes to hours.
#[scenario(family = TESTING)]
pub struct Release {
    /// Bytes of one copy.
    pub copy: Information,
    /// How long a run lasts.
    pub run: Time,
    /// Nonsense: bytes plus time.
    #[property(copy + run)]
    pub total: Information,
}

fn main() {}
