use mlsysim_core::units::Time;
use mlsysim_core::{DataSize, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A size declared over an equation that computes a time.
#[scenario(family = TESTING)]
pub struct Release {
    /// How long a run lasts.
    #[input(unit = HOUR)]
    pub run: Time,
    /// Declared a size, computes a time.
    #[property(run + run)]
    pub copy_bytes: DataSize,
}

fn main() {}
