use mlsysim_core::{Time, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A time bounded by bare numbers.
#[scenario(family = TESTING)]
pub struct Run {
    /// How long it runs.
    #[input(unit = HOUR, range = 0.0..=2.0)]
    pub run: Time,
    /// Twice as long.
    #[property(2.0 * run, unit = HOUR)]
    pub twice: Time,
}

fn main() {}
