use mlsysim_core::units::{Information, Time};
use mlsysim_core::scenario;
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// Equations that compute another kind of value than their member is declared with.
#[scenario(family = TESTING)]
pub struct Release {
    /// Bytes of a copy.
    #[input(unit = GB)]
    pub copy: Information,
    /// How long a run lasts.
    #[input(unit = HOUR)]
    pub run: Time,
    /// Declared a time, computes an amount of data.
    #[property(copy * 2.0)]
    pub twice: Time,
}

fn main() {}
