use mlsysim_core::{Time, scenario};
const TESTING: mlsysim_core::Family = mlsysim_core::Family::new("testing", "Testing", "Scenarios of the test suite.");

/// A byte unit on a duration, and a unit that does not exist.
#[scenario(family = TESTING)]
pub struct Release {
    /// How long a run lasts.
    #[input(unit = GB)]
    pub run: Time,
    /// How long two runs last.
    #[property(run * 2.0, unit = HOURS)]
    pub two_runs: Time,
}

fn main() {}
